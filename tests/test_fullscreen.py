"""Issue 35 item 8: fullscreen shows the whole canvas. Without a window manager a window keeps
its place when it goes fullscreen, so the game moves it to the corner first (and back after)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui import app as app_module
from game.ui.app import App


def test_going_fullscreen_moves_the_window_to_the_corner_first_and_back_after(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    real = pygame.display.set_mode
    monkeypatch.setattr(app_module, "_move_window", lambda pos: calls.append(("move", pos)))
    monkeypatch.setattr(app_module, "_window_position", lambda: (96, 54))

    def set_mode(size: Any, flags: int = 0) -> pygame.Surface:
        calls.append(("mode", bool(flags & pygame.FULLSCREEN)))
        return real((64, 36))  # the dummy driver: a small stand-in window

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app.toggle_fullscreen()
    assert calls[:2] == [("move", (0, 0)), ("mode", True)] and app.fullscreen
    calls.clear()
    app.toggle_fullscreen()
    assert calls == [("mode", False), ("move", (96, 54))] and not app.fullscreen
