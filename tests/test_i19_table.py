"""Ruling I19 at Meaning Made's table: the closing step shows the conversion and End turn side by
side, Enter or the button ends the turn (once: the bots do not wait for a second End turn), and
off the closing step neither button is there."""

from __future__ import annotations

from conftest import frame, make

from game.family.match import Match
from game.family.registry import ruleset
from game.games.initiatives.rules import closing_step
from game.games.initiatives.ui.table import GameScene
from game.ui.app import App
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session


def table(app: App, bot: bool = True) -> GameScene:
    state = make(2, tokens=(0, 0, 0))
    game = Match(ruleset("initiatives"), state.setup)
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random" if bot else "human")]
    scene = GameScene(app, Session(game, seats, autosave=False))
    app.push(scene)
    frame(app)
    return scene


def targets(app: App) -> set[str]:
    return {t.id for t in app.ctl.targets}


def test_I19_the_closing_step_offers_convert_and_end_turn(app: App) -> None:
    t = table(app)
    assert "btn:end" not in targets(app)
    t.play(t.session.rules.parse_action("acquire EE"))
    t.play(t.session.rules.parse_action("acquire EI"))
    frame(app)
    assert closing_step(t.state) and {"btn:end", "btn:convert"} <= targets(app)
    assert "btn:acquire" not in targets(app) and "disabled:btn:acquire" not in targets(app)
    app.dispatch(Intent("click", "btn:end"))
    frame(app)
    assert str(t.session.game.actions[-1]) == "end" and t.state.to_move() == 1
    assert not t.waiting_end_turn()  # ended once: the bot may move


def test_I19_enter_ends_the_turn_and_a_click_elsewhere_does_nothing(app: App) -> None:
    t = table(app, bot=False)
    t.play(t.session.rules.parse_action("acquire EE"))
    t.play(t.session.rules.parse_action("acquire EI"))
    frame(app)
    app.dispatch(Intent("click", "prism_1"))  # an Obtain is not open now
    frame(app)
    assert closing_step(t.state) and len(t.session.game.actions) == 2
    app.dispatch(Intent("key", "confirm"))
    frame(app)
    assert str(t.session.game.actions[-1]) == "end" and t.state.to_move() == 1
