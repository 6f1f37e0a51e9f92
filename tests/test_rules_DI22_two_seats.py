"""DI22: two seats play by their own numbers — a donated ❤️ raises Meaning by 2 (I11's cap of 3
still holds) and the second player starts with 1☀️ 1❤️ more; other tables and records from
before play as they did."""

from __future__ import annotations

import pytest
from conftest import legal, make, play

from game.family.errors import RecordError
from game.games.initiatives import rules
from game.games.initiatives.options import Setup
from game.games.initiatives.records import setup_from_dict, setup_to_dict
from game.games.initiatives.setup import new_game


def _to_window(s, players: int) -> None:
    for _ in range(players):
        play(s, "acquire EE", "acquire EE")
    assert s.phase == "stability" and legal(s) == {"donate", "pass"}


@pytest.mark.parametrize("start", [0, 1])
def test_the_second_of_two_players_starts_with_one_sun_and_one_support_more(start: int) -> None:
    s = new_game(Setup(("A", "B"), 5, start_player=start))
    second = 1 - start
    assert s.players[start].tokens == [3, 2, 1] and s.players[second].tokens == [4, 2, 2]
    assert any(f"{'AB'[second]} +1☀️ 1❤️" in line for line in s.log)
    before = new_game(Setup(("A", "B"), 5, start_player=start,
                            size_rulings_off=frozenset({"two_seat_table"})))
    assert before.players[second].tokens == [4, 2, 1]  # DI20's +1☀️ alone
    assert (before.event_deck, before.prism) == (s.event_deck, s.prism)  # the same deal


def test_at_two_seats_a_donation_raises_two_up_to_the_groups_three() -> None:
    s = make(2, events=("wildfire", "dry_spell"), meaning=9)  # 9 − 4 = 5
    _to_window(s, 2)
    assert rules.donation_gain(s) == 2
    play(s, "donate")
    assert (s.meaning, rules.donation_room(s), rules.donation_gain(s)) == (7, 1, 1)
    play(s, "donate")
    assert (s.round, s.meaning) == (2, 8 - 1)  # the cap's last 1, then round 2's Event


def test_before_DI22_two_seats_donated_one_each() -> None:
    s = make(2, events=("wildfire", "dry_spell"), meaning=9)
    s.setup = Setup(s.setup.players, s.setup.seed, s.setup.variants, start_player=0,
                    fixed=s.setup.fixed, size_rulings_off=frozenset({"two_seat_table"}))
    _to_window(s, 2)
    play(s, "donate", "donate")
    assert (s.round, s.meaning) == (2, 5 + 2 - 1)


@pytest.mark.parametrize("n", [3, 5, 6])  # four seats have DI23's row
def test_other_tables_keep_one_a_donation_and_the_di20_ladder(n: int) -> None:
    s = make(n, events=("wildfire", "dry_spell"), meaning=9)
    assert rules.donation_gain(s) == 1
    ladder = [(0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1), (2, 1, 1), (2, 2, 1)][:n]
    seats = new_game(Setup(tuple("ABCDEF"[:n]), 5, start_player=0)).players
    assert [tuple(p.tokens[t] - (3, 2, 1)[t] for t in range(3)) for p in seats] == ladder


def test_solo_keeps_its_own_window() -> None:
    s = make(1, variants=("solo_stability",), meaning=6)
    assert rules.donation_gain(s) == rules.solo_window(s)[0] == 2


def test_records_before_format_5_keep_two_seats_on_every_tables_numbers() -> None:
    old = {"players": ["A", "B"], "seed": 5}
    assert "two_seat_table" in setup_from_dict(old, "r.yaml", 4).size_rulings_off
    assert "two_seat_table" not in setup_from_dict(old, "r.yaml", 5).size_rulings_off
    assert "two_seat_table" not in setup_from_dict({"players": ["A", "B", "C"]}, "r.yaml", 4).size_rulings_off
    off = Setup(("A", "B"), 5, size_rulings_off=frozenset({"two_seat_table"}))
    assert setup_to_dict(off)["two_seat_table"] is False
    assert setup_from_dict(setup_to_dict(off), "r.yaml", 5) == off
    with pytest.raises(RecordError, match=r"r\.yaml: field 'two_seat_table': must be true or false"):
        setup_from_dict({**old, "two_seat_table": "yes"}, "r.yaml", 5)


def _at_alexs_window(app):
    """A two-seat table (Alex, Brooke; Meaning 7) played by hand to Alex's Stability Window of
    round 1: the session and its table scene."""
    from game.games.initiatives.actions import Action
    from game.games.initiatives.game import Game
    from game.games.initiatives.options import FixedSetup
    from game.games.initiatives.ui.table import GameScene
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    setup = Setup(("Alex", "Brooke"), 3, start_player=0, fixed=FixedSetup(meaning=7))
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")],
                      autosave=False)
    scene = GameScene(app, session)
    app.push(scene)
    for _ in range(2):
        for text in ("acquire EE", "acquire EE", "end"):
            scene.play(Action.parse(text))
            app.frame(1 / 60, present=False)
    return session, scene


def test_the_two_seat_window_dialog_offers_two_then_the_caps_last_one() -> None:
    from game.games.initiatives.actions import Action
    from game.ui.app import App, Settings
    from game.ui.scenes.dialogs import ChoiceDialog

    app = App(Settings(animation="off", bot_pause=0.0))
    try:
        session, scene = _at_alexs_window(app)
        dialog = app.top
        assert isinstance(dialog, ChoiceDialog) and dialog.title.endswith("Stability Window")
        m = session.state.meaning
        assert dialog.options[0].caption == "Donate 1❤️ → +2🌟 Meaning"
        scene.play(Action("donate"))
        for _ in range(2):  # the first frame closes Alex's Window, the next opens Brooke's
            app.frame(1 / 60, present=False)
        dialog = app.top
        assert isinstance(dialog, ChoiceDialog)  # Brooke's turn to donate: 1 left under the cap
        assert dialog.options[0].caption == "Donate 1❤️ → +1🌟 Meaning"
        assert session.state.meaning == m + 2
        assert "may add 1 more this round" in " ".join(dialog.body)
    finally:
        app.quit()


def test_the_two_seat_window_driven_the_wrong_way_stays_whole() -> None:
    """Esc, a number with no option, a click on nothing and the menu's keys while Alex's Window is
    open: the dialog stays (it is not cancellable), the program whole, and the donation still
    plays for +2."""
    from game.ui.app import App, Settings
    from game.ui.input import Intent
    from game.ui.scenes.dialogs import ChoiceDialog

    app = App(Settings(animation="off", bot_pause=0.0))
    try:
        session, _ = _at_alexs_window(app)
        m = session.state.meaning
        for kind, target in (("key", "cancel"), ("key", "number:7"), ("click", "opt:5"),
                             ("click", "nowhere"), ("key", "undo"), ("key", "acquire")):
            app.dispatch(Intent(kind, target))
            app.frame(1 / 60, present=False)
            if not isinstance(app.top, ChoiceDialog):  # Esc may open the menu over it: close it
                app.dispatch(Intent("key", "cancel"))
                app.frame(1 / 60, present=False)
        dialog = app.top
        assert isinstance(dialog, ChoiceDialog) and dialog.title.endswith("Stability Window")
        assert session.state.meaning == m and session.state.pending[0].kind == "donate"
        app.dispatch(Intent("click", "opt:0"))
        app.frame(1 / 60, present=False)
        assert session.state.meaning == m + 2
    finally:
        app.quit()
