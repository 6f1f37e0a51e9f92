"""Issue 35 item 11: the replay bar covered the score track (Meaning Made's mat) and the bottom of
every other game's table (Projects' Vitals, life's tokens, Pentagram's prompt, ORGANISM's
actions). The replay now shows each game's table whole, scaled into the space above the bar."""

from __future__ import annotations

import pygame
import pytest
from conftest import frame

from game.family.match import Match
from game.family.registry import GAMES
from game.ui.app import App
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes import replay_scene
from game.ui.scenes.replay_scene import ReplayScene
from game.ui.size_shots import random_record


def _record(game: str, moves: int = 30) -> tuple[Match, list[SeatConfig]]:
    record, names = random_record(game, 7, moves)
    return record, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")][: len(names)]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_replay_shows_the_whole_table_above_its_bar(app: App, game: str) -> None:
    record, seats = _record(game)
    replay = ReplayScene.open(app, record, seats)
    replay.go(len(record.actions))
    frame(app)
    bar = [t.rect for t in app.ctl.targets[app.ctl.floor:] if t.id.startswith("replay:")]
    assert len(bar) == 8
    shown = replay_scene.TABLE_AT
    # the bar sits below the table's picture, inside the canvas
    assert all(r.y >= shown.y + shown.h and r.y + r.h <= app.screen.get_height() for r in bar)
    # and that picture is the table's own drawing, every edge of it: nothing laid over it
    alone = pygame.Surface(app.screen.get_size()).convert(app.screen)
    replay.table.draw(alone)
    want = pygame.transform.smoothscale(alone, (shown.w, shown.h))
    got = app.screen.subsurface((shown.x, shown.y, shown.w, shown.h))
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB")


def test_the_table_under_a_replay_cannot_be_pointed_at_or_clicked(app: App) -> None:
    record, seats = _record("initiatives")
    replay = ReplayScene.open(app, record, seats)
    frame(app)
    under = {t.id for t in app.ctl.targets[: app.ctl.floor]}
    assert under and not any(i.startswith("replay:") for i in under)
    actions = len(replay.session.game.actions)
    for target in under:  # a click on any of the table's own targets plays nothing
        app.dispatch(Intent("click", target))
    assert len(replay.session.game.actions) == actions and app.top is replay


def test_f1_and_the_log_keys_work_in_a_replay_and_esc_comes_back_to_it(app: App) -> None:
    from game.ui.scenes.rules_scene import RulesScene

    record, seats = _record("life", 40)
    replay = ReplayScene.open(app, record, seats)
    replay.go(len(record.actions))
    frame(app)
    app.dispatch(Intent("key", "rules"))
    frame(app)
    assert isinstance(app.top, RulesScene) and app.top.rules is record.rules
    app.dispatch(Intent("key", "cancel"))  # Esc closes the rules, not the replay
    frame(app)
    assert app.top is replay
    app.dispatch(Intent("key", "log_up"))
    assert replay.table.log_scroll == 5
    app.dispatch(Intent("key", "log_down"))
    assert replay.table.log_scroll == 0
    app.dispatch(Intent("key", "cancel"))
    frame(app)
    assert app.top is not replay and replay not in app.scenes


def test_the_scaled_table_is_kept_while_still_and_made_again_after_a_move(app: App, monkeypatch) -> None:
    # Scaling the whole table each frame cost 7-8 ms at 1920x1080, over the 6 ms frame budget.
    record, seats = _record("pentagram", 20)
    replay = ReplayScene.open(app, record, seats)
    replay.go(5)
    frame(app)
    frame(app)  # anything still moving has landed
    drawn: list[pygame.Surface] = []
    real = replay.table.draw

    def keep(surf: pygame.Surface) -> None:
        real(surf)
        drawn.append(surf.copy())

    monkeypatch.setattr(replay.table, "draw", keep)
    for _ in range(3):
        frame(app)
    assert drawn == []  # nothing changed: the kept picture is shown
    before = pygame.image.tobytes(app.screen, "RGB")
    replay.go(6)
    frame(app)
    frame(app)
    assert drawn  # a move: drawn again, and what shows is that latest drawing of the table
    shown = replay_scene.TABLE_AT
    want = pygame.transform.smoothscale(drawn[-1], (shown.w, shown.h))
    got = app.screen.subsurface((shown.x, shown.y, shown.w, shown.h))
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB")
    assert pygame.image.tobytes(app.screen, "RGB") != before
    assert replay.table.shown.deck == len(replay.session.state.deck)  # the new position
