"""Issue 35 item 11: the Rules screen took 6-10 s to open with no busy sign, and a click made
meanwhile landed on Close. Opening it, and switching to the full rules (a second or more), say
so at once and drop a click or key pressed while they work."""

from __future__ import annotations

import pygame
import pytest
from conftest import frame

from game.family import ruleset
from game.ui import navigate
from game.ui.app import App
from game.ui.input import Intent
from game.ui.scenes import rules_scene
from game.ui.scenes.rules_scene import RulesScene
from game.ui.scenes.title import TitleScene

CLOSE = (1620 + 130, 1010 + 28)  # the Close button's centre on the canvas


def _impatient(monkeypatch: pytest.MonkeyPatch, app: App, said: list[str]) -> None:
    """While the rules are laid out, the player clicks where Close will be and presses Esc; the
    busy sign is recorded as it is drawn."""
    real_lines = rules_scene.rules_lines
    real_working = type(app).working

    def lines(*args, **kwargs):
        for kind, data in ((pygame.MOUSEBUTTONDOWN, {"pos": app.viewport.to_window(CLOSE), "button": 1}),
                           (pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0})):
            pygame.event.post(pygame.event.Event(kind, data))
        return real_lines(*args, **kwargs)

    def working(self, message):
        said.append(message)
        return real_working(self, message)

    monkeypatch.setattr(rules_scene, "rules_lines", lines)
    monkeypatch.setattr(type(app), "working", working)


@pytest.mark.parametrize("game", ["initiatives", "life"])
def test_opening_the_rules_shows_a_sign_and_drops_a_click_meanwhile(app: App, monkeypatch, game: str) -> None:
    app.game_id = game
    app.push(TitleScene(app))
    frame(app)
    said: list[str] = []
    _impatient(monkeypatch, app, said)
    navigate.show_rules(app)
    frame(app, 2)
    assert said == ["Opening the rules…"] and isinstance(app.top, RulesScene)


def test_switching_to_the_full_rules_shows_a_sign_and_drops_a_click_meanwhile(app: App, monkeypatch) -> None:
    app.push(RulesScene(app, ruleset("initiatives")))
    frame(app)
    said: list[str] = []
    _impatient(monkeypatch, app, said)
    app.dispatch(Intent("click", "rules:switch"))
    frame(app, 2)
    assert said == ["Opening the full rules…"]
    assert isinstance(app.top, RulesScene) and app.top.full
    app.dispatch(Intent("click", "rules:switch"))
    frame(app, 2)
    assert said[-1] == "Opening How to play…" and isinstance(app.top, RulesScene) and not app.top.full
