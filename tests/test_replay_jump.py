"""A replay that jumps (Start, a round back, End) hands the table a game it did not play itself.
Pentagram's table went on showing the opening position (an empty grid, the full deck) under a
header of turn 39: what a table shows after a jump must be the position it jumped to, in every
game, exactly as a table opened on that position shows it."""

from __future__ import annotations

import pygame
import pytest
from conftest import frame

from game.family.match import Match
from game.family.registry import GAMES
from game.ui.saves import SeatConfig
from game.ui.scenes.replay_scene import ReplayScene
from game.ui.session import Session
from game.ui.size_shots import random_record
from game.ui.tables import table_scene


def _record(game: str, moves: int) -> tuple[Match, list[SeatConfig]]:
    record, names = random_record(game, 11, moves)
    return record, [SeatConfig("Alex", "blue", "random"), SeatConfig("Brooke", "red", "random")][: len(names)]


def _picture(scene, size) -> bytes:
    surf = pygame.Surface(size).convert(pygame.display.get_surface())
    scene.draw(surf)
    return pygame.image.tobytes(surf, "RGB")


@pytest.mark.parametrize("game", list(GAMES))
def test_after_a_jump_the_table_shows_the_position_jumped_to(app, game: str) -> None:
    record, seats = _record(game, 24)
    end = len(record.actions)
    replay = ReplayScene.open(app, record, seats)
    replay.go(end)  # a jump: the game is rebuilt past the table
    frame(app, 3)
    replay.go(0)
    frame(app, 3)
    replay.go(end)
    frame(app, 3)
    size = app.screen.get_size()
    shown = _picture(replay.table, size)
    # a table opened on that position, as Continue would open it
    at = Match(record.rules, record.setup)
    for text in record.actions:
        at.play(text)
    session = Session(at, seats, autosave=False)
    session.viewing = True
    fresh = table_scene(app, session)
    for _ in range(3):
        fresh.update(1 / 60)
    assert shown == _picture(fresh, size)
