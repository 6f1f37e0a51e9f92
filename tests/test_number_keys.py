"""Keys 7-9 (added for dialogs with more than six options) do nothing at any table, and never
break one (issue 35 item 11); at a table they are the shared "number" keys, which no game's key
map takes."""

from __future__ import annotations

import pygame
import pytest
from conftest import frame
from lesson_steps import key_intent

from game.family.match import Match
from game.family.registry import GAMES, load, plugin, ruleset
from game.ui.app import App
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session


@pytest.mark.parametrize("game", list(GAMES))
def test_keys_seven_to_nine_leave_every_table_as_it_was(app: App, game: str) -> None:
    rules = ruleset(game)
    match = Match(rules, rules.make_setup(["Ann", "Ben"], 5))
    seats = [SeatConfig("Ann", "blue"), SeatConfig("Ben", "red")]
    table = load(plugin(game).table)(app, Session(match, seats, autosave=False))
    app.push(table)
    frame(app)
    for key in (pygame.K_7, pygame.K_8, pygame.K_9):
        intent = key_intent(app, key)
        assert intent.name == "number" and intent.index == key - pygame.K_0
        app.dispatch(intent)
        frame(app)
    for command in ("number:7", "number:8", "number:9"):
        app.dispatch(Intent("key", command))
        frame(app)
    assert app.scenes[0] is table and not match.actions
