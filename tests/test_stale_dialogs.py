"""Issue 35 item 1: a dialog never outlives the decision it was opened for, and no refused
intent ends the program. The lesson's exact crash is replayed, then the guarantee is driven at
every game's table: open a choice, change the game under it, then press the stale choice."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import frame

from game.family import IllegalAction, ruleset
from game.family.match import Match
from game.family.registry import GAMES
from game.games.initiatives.ui.dialogs import ContributeDialog
from game.ui import navigate
from game.ui.app import App, Scene
from game.ui.coach import start_tutorial
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog, Dialog, Option
from game.ui.session import Session
from game.ui.theme import SEAT_COLOUR_ORDER


def click(app: App, target: str, kind: str = "click") -> None:
    app.dispatch(Intent(kind, target))
    frame(app, 2)


def test_the_lessons_window_dialog_closes_when_its_move_is_taken_back(app: App) -> None:
    """Seed 1, the steps the issue names: an off-script contribution on the second action opens
    the Stability Window, the lesson takes the move back, and the Window must go with it."""
    coach = start_tutorial(app)
    frame(app)
    for _ in range(3):
        click(app, "coach:next")
    click(app, "btn:acquire")
    click(app, "opt:1")  # 1☀ 1🔍
    click(app, "prism_1")  # Skin
    click(app, "btn:end")  # the turn waited for a late conversion (I19): end it
    assert isinstance(app.top, ChoiceDialog) and app.top.title.endswith("Stability Window")
    click(app, "opt:0")  # Donate
    click(app, "coach:next")
    click(app, "prism_3")  # Breath
    click(app, "initiative_1")  # Local Clinic
    dialog = app.top
    assert isinstance(dialog, ContributeDialog)
    # The lesson asks for 2☀ 1🔍 1❤: the dialog starts there, as it completes the card.
    assert dialog.pay == [2, 1, 1]
    click(app, "dec:2")  # the player pays no ❤ after all
    table = app.scenes[0]
    before = len(table.session.game.actions)
    click(app, "confirm", "key")
    assert coach.nudge.startswith("Not this time")
    assert len(table.session.game.actions) == before
    assert not any(isinstance(s, Dialog) for s in app.scenes), "a dialog outlived its decision"
    assert not table.session.state.pending
    # Every key and click a player might now try leaves the program whole.
    for target, kind in (("opt:0", "click"), ("opt:1", "click"), ("number:1", "key"),
                         ("cancel", "key"), ("confirm", "key"),
                         # Esc opened the menu, and the lesson's buttons wait under it: Esc again
                         # closes it, then Skip
                         ("cancel", "key"), ("coach:skip", "click")):
        click(app, target, kind)
    assert coach not in app.overlays and app.scenes[0] is table


def test_skip_tutorial_with_a_window_open_leaves_a_table_that_plays(app: App) -> None:
    coach = start_tutorial(app)
    frame(app)
    for _ in range(3):
        click(app, "coach:next")
    click(app, "btn:acquire")
    click(app, "opt:1")
    click(app, "prism_1")
    click(app, "btn:end")  # I19's closing step
    assert isinstance(app.top, ChoiceDialog)
    click(app, "coach:skip")
    assert coach not in app.overlays
    click(app, "opt:0")  # Donate, still wanted: it plays
    assert str(app.scenes[0].session.game.actions[-1]) == "donate"


class Refusing(Scene):
    def handle(self, intent: Intent) -> None:
        raise IllegalAction("nothing is waiting for 'donate' now")


def test_a_refused_intent_is_a_message_not_a_crash(app: App) -> None:
    app.push(Refusing(app))
    app.dispatch(Intent("click", "opt:0"))
    assert app.notice is not None and app.notice[0] == "nothing is waiting for 'donate' now"
    assert app.running


def _table(app: App, game_id: str, seats: int) -> Any:
    rules = ruleset(game_id)
    setup = rules.make_setup([f"P{i + 1}" for i in range(seats)], 3, {}, None)
    configs = [SeatConfig(f"P{i + 1}", SEAT_COLOUR_ORDER[i]) for i in range(seats)]
    session = Session(Match(rules, setup), configs, autosave=False)
    navigate.to_table(app, session)
    frame(app, 2)
    return session


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_table_closes_a_dialog_whose_decision_has_gone(app: App, game_id: str) -> None:
    rules = ruleset(game_id)
    session = _table(app, game_id, max(2, rules.min_seats))
    for scene in [s for s in app.scenes if isinstance(s, Dialog)]:
        app.remove(scene)  # whatever the table asked first: this test opens its own
    legal = session.legal()
    assert len(legal) >= 2
    played: list[Any] = []
    dialog = ChoiceDialog(app, "A choice", [], [Option(str(a), a) for a in legal[:1]],
                          lambda a: played.append(session.play(a)))
    app.push(dialog)
    session.play(legal[-1])  # the game moves on under the dialog (a lesson's take-back, an undo)
    assert dialog.stale()
    dialog.pick(0)  # pressed in the same frame, before the dialog could close: no crash, no move
    assert played == [] and app.notice is not None and "no longer open" in app.notice[0]
    dialog = ChoiceDialog(app, "A choice", [], [Option(str(a), a) for a in session.legal()[:1]],
                          lambda a: played.append(session.play(a)))
    app.push(dialog)
    session.play(session.legal()[0])
    frame(app, 2)
    assert dialog not in app.scenes
    assert app.scenes[0].session is session
