"""Driving a lesson through its real table as a player would: the steps every lesson test
takes (tests/test_tutorial.py, tests/test_lesson_*.py)."""

from __future__ import annotations

import time
from typing import Any

from conftest import frame

from game.ui.app import App
from game.ui.coach import Coach
from game.ui.input import Intent


def click(app: App, target: str) -> None:
    app.dispatch(Intent("click", target))
    frame(app, 2)


def key_intent(app: App, key: int) -> Intent:
    """What a key means now, as a player presses it: through the controller and the key maps the
    screen offers (the game's own on its bare table, drawn at least once)."""
    import pygame

    intent = app.ctl.translate(pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": 0}))
    assert intent is not None, f"{pygame.key.name(key)} means nothing here"
    return intent


def press(app: App, key: int) -> None:
    """A key pressed, then the frames it takes."""
    app.dispatch(key_intent(app, key))
    frame(app, 2)


def settle(app: App, coach: Coach, frames: int = 200) -> None:
    """Let the table's bots play (a worker thread) until a person is to move or the game ends."""
    for _ in range(frames):
        frame(app)
        s = coach.session
        if not s.bot_busy() and (s.state.result is not None or not s.is_bot(s.to_move())):
            frame(app, 2)
            return
        time.sleep(0.005)
    raise AssertionError("the bot did not hand the turn back")


def pay_in(app: App, want: tuple[int, ...]) -> None:
    """In the open token dialog, press − and + until it pays ``want``, then confirm."""
    dialog: Any = app.top
    for k in range(len(want)):
        while dialog.pay[k] > want[k]:
            click(app, f"dec:{k}")
        while dialog.pay[k] < want[k]:
            click(app, f"inc:{k}")
    app.dispatch(Intent("key", "confirm"))
    frame(app, 2)


def table_of(app: App, kind: type) -> Any:
    return next(s for s in app.scenes if isinstance(s, kind))
