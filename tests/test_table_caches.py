"""The tables keep their still picture (game/ui/table_base.py StillPicture): at every frame of a
game the kept picture and its click targets are exactly what drawing afresh gives, with bots
moving, animations running and the pointer on each target in turn; and the picture is drawn
again after a move and not on the frames between."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from game.family import ruleset
from game.family.match import Match
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session
from game.ui.table_base import TableBase
from game.ui.tables import table_scene
from game.ui.theme import SEAT_COLOUR_ORDER

# (game, seats): the tables that keep a still picture
TABLES = (("projects", 4), ("life", 4), ("pentagram", 4), ("organism", 2))


def _table(game: str, seats: int, kind: str = "random", first: str = "random",
           pause: float = 0.0) -> tuple[App, TableBase]:
    rules = ruleset(game)
    names = tuple(f"Bot {i + 1}" for i in range(seats))
    app = App(Settings(animation="normal", bot_pause=pause, live_reload=False))
    configs = [SeatConfig(n, SEAT_COLOUR_ORDER[i], first if i == 0 else kind) for i, n in enumerate(names)]
    table = table_scene(app, Session(Match(rules, rules.make_setup(names, 7, ())), configs, autosave=False))
    app.push(table)
    return app, table  # type: ignore[return-value]


def _targets(app: App) -> list[tuple[Any, ...]]:
    return [(t.rect, t.id, t.enabled, t.tip) for t in app.ctl.targets]


def _same_as_fresh(app: App, table: TableBase) -> None:
    """The frame just drawn (from the kept picture where it could) equals a fresh drawing."""
    kept, kept_targets = pygame.image.tobytes(app.screen, "RGB"), _targets(app)
    hovered = app.ctl.hovered
    table.still.enabled = False
    app.ctl.hovered = hovered
    app.draw()
    table.still.enabled = True
    fresh = pygame.image.tobytes(app.screen, "RGB")
    assert kept_targets == _targets(app), "the kept click targets differ from a fresh drawing's"
    assert kept == fresh, f"the kept picture differs from a fresh drawing at frame {app.frame_no}"


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_kept_picture_is_the_fresh_one_through_a_game(game: str, seats: int) -> None:
    # a short pause between the bots' moves: the table is seen at rest after each animation
    app, table = _table(game, seats, pause=0.15)
    try:
        moves = 0
        for _ in range(400):
            before = table.session.version
            app.frame(1 / 60, present=False)
            _same_as_fresh(app, table)
            moves += table.session.version != before
            time.sleep(0.002)  # the bot thinks in its own thread
            if table.state.result is not None:
                break
        assert moves >= 3, "the bots hardly moved: the test saw too little"
    finally:
        app.quit()


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_kept_picture_is_the_fresh_one_when_a_player_waits(game: str, seats: int) -> None:
    """The bots move, their animations end, and the table rests on the player's turn."""
    app, table = _table(game, seats, first="human", pause=0.15)
    try:
        rested = 0
        for _ in range(600):
            app.frame(1 / 60, present=False)
            _same_as_fresh(app, table)
            time.sleep(0.002)
            if table.human_to_move() and not table.motion_busy():
                rested += 1
                if rested > 20:
                    break
        assert rested > 20, "the table never rested on the player's turn"
    finally:
        app.quit()


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_pointing_at_each_target_draws_what_a_fresh_frame_does(game: str, seats: int) -> None:
    app, table = _table(game, seats, kind="random", first="human")
    try:
        for _ in range(3):
            app.frame(1 / 60, present=False)
        for target in list(app.ctl.targets):
            x, y = target.rect.x + target.rect.w // 2, target.rect.y + target.rect.h // 2
            app.ctl.mouse = (x, y)
            app.ctl.hovered = app.ctl.target_at(x, y)
            app.frame(1 / 60, present=False)
            app.frame(1 / 60, present=False)
            _same_as_fresh(app, table)
    finally:
        app.quit()


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_picture_is_drawn_again_after_a_move_only(game: str, seats: int) -> None:
    app, table = _table(game, seats, kind="human", first="human")
    try:
        for _ in range(3):
            app.frame(1 / 60, present=False)
        drawn = table.still.redraws
        for _ in range(30):
            app.frame(1 / 60, present=False)
        assert table.still.redraws == drawn, "the still picture was drawn again with nothing changed"
        session = table.session
        session.play(session.legal()[0])
        table.version += 1
        app.frame(1 / 60, present=False)
        assert table.still.redraws == drawn + 1
        _same_as_fresh(app, table)
    finally:
        app.quit()


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_an_undo_and_another_move_show_afresh(game: str, seats: int) -> None:
    """Parts kept across moves (Pentagram's spaces and log) never show the move taken back."""
    app, table = _table(game, seats, kind="human", first="human")
    try:
        session = table.session
        for pick in (0, -1):
            for _ in range(3):
                app.frame(1 / 60, present=False)
            if not session.legal():
                break
            session.play(session.legal()[pick])
            table.version += 1
            for _ in range(3):
                app.frame(1 / 60, present=False)
            _same_as_fresh(app, table)
            if pick == 0 and session.undo():  # Pentagram's draw is seen: no undo past it
                table.version += 1
                app.frame(1 / 60, present=False)
                _same_as_fresh(app, table)
    finally:
        app.quit()
