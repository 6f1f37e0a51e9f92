"""Edition `projects` at two seats: ruling DP18 and the per-table-size numbers behind it (issue 41).
Each number is kept per size (`rules:DONATE_AT[2]`, `setup:START_MEANING_AT[2]`,
`setup:RISE_FROM_AT[2]`, `setup:HEAD_START_TWO[1]`) so a tune spec sets one size alone
(docs/projects-balance.md, "Two seats"); these check that DP18 plays at two seats only, that each
number is read where the rules use it, and that a two-seat record from before replays as played."""

from __future__ import annotations

import pytest
from projects_play import play

from game.games.projects import rules, setup
from game.games.projects.rules import new_game
from game.games.projects.ruleset import PROJECTS
from game.games.projects.setup import ProjectsSetup, setup_from_dict
from game.games.projects.size_rulings import SIZE_RULINGS
from game.games.projects.state import ProjectsState

NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")
OLD_TWO = frozenset({"two_seat_table"})  # a two-seat record from before DP18


def make(n: int, **kw: object) -> ProjectsState:
    return new_game(ProjectsSetup(NAMES[:n], 1, start_player=0, head_start=False, **kw),  # type: ignore[arg-type]
                    narrate=True)


def donations(state: ProjectsState) -> list[str]:
    return [line.split("→ ")[1] for line in state.log if "donates" in line]


def window(n: int, **kw: object) -> ProjectsState:
    """Every seat acquires Energy twice, then round 1's Stability Window asks them all."""
    s = make(n, event_top=("cold_snap",), **kw)
    s.meaning = 4
    for _ in range(n):
        play(s, "acquire EE", "acquire EE")
    return s


def test_DP18_numbers_are_two_seats_own_and_the_seeds_elsewhere() -> None:
    assert setup.START_MEANING_AT == (5, 5, 7, 5, 5, 5, 5)
    assert rules.DONATE_AT == (1, 1, 2, 1, 1, 1, 1)
    assert setup.RISE_FROM_AT[2] == 8 and setup.RISE_FROM_AT[4:] == (6, 6, 6)  # [3]: DP20
    assert setup.HEAD_START_TWO == (0, 1)
    assert [ProjectsSetup(NAMES[:n], 1).start()[2] for n in range(1, 7)] == [5, 7, 5, 5, 5, 5]
    assert [ProjectsSetup(NAMES[:2], 1).drift_rise(r) for r in range(6, 13)] == [0, 0, 1, 1, 2, 2, 3]
    assert [ProjectsSetup(NAMES[:2], 1).head_start_legacy(k) for k in range(2)] == [0, 1]


@pytest.mark.parametrize(("n", "said"), [(2, ["Meaning 6", "Meaning 7"]),  # +2, then +1 to the cap
                                         (3, ["Meaning 5", "Meaning 6", "Meaning 7"]),
                                         (4, ["Meaning 5", "Meaning 6", "Meaning 7"])])
def test_DP18_a_two_seat_donation_raises_meaning_by_2_up_to_the_groups_cap(n: int, said: list[str]) -> None:
    s = window(n)
    play(s, *["donate"] * min(n, 3))
    assert donations(s) == said and s.donated == 3


def test_DP18_one_donation_of_two_raises_2() -> None:
    s = window(2)
    play(s, "donate", "pass")
    assert donations(s) == ["Meaning 6"] and s.donated == 2


def test_DP18_a_two_seat_record_from_before_replays_by_the_seeds_numbers() -> None:
    two = {"players": ["A", "B"], "seed": 5}
    old = setup_from_dict(two, "old.yaml", 8)
    assert old.size_rulings_off == {"two_seat_table"} and old.to_dict()["two_seat_table"] is False
    assert setup_from_dict(old.to_dict(), "again.yaml", 9) == old  # saved again: as played
    assert old.start()[2] == 5 and old.rise_from() == 0 and old.next_drift_rise(3) is None
    assert [old.head_start_legacy(k) for k in range(2)] == [0, 0]
    s = window(2, size_rulings_off=OLD_TWO)
    play(s, "donate", "donate")
    assert donations(s) == ["Meaning 5", "Meaning 6"]  # +1 a Support, as before DP18
    new = setup_from_dict(two, "new.yaml", 9)
    assert not new.size_rulings_off and "two_seat_table" not in new.to_dict()
    four = setup_from_dict({"players": ["A", "B", "C", "D"], "seed": 5}, "four.yaml", 8)
    assert not four.size_rulings_off  # other tables never had two seats' numbers to turn off
    assert SIZE_RULINGS.at(2)[0].since == 9 and PROJECTS.record_format >= 9


@pytest.mark.parametrize(("name", "module"), [("DONATE_AT", rules), ("START_MEANING_AT", setup),
                                              ("RISE_FROM_AT", setup)])
def test_a_per_size_number_is_read_at_its_size_only(name: str, module: object,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """What a tune spec's `rule: MODULE:NAME[3]` does: one table size moves, the others stay."""
    table = list(getattr(module, name))
    table[3] += 1
    monkeypatch.setattr(module, name, tuple(table))
    three, four = ProjectsSetup(NAMES[:3], 1), ProjectsSetup(NAMES[:4], 1)
    if name == "START_MEANING_AT":
        assert (three.start()[2], four.start()[2]) == (6, 5)
    elif name == "RISE_FROM_AT":
        assert (three.rise_from(), four.rise_from()) == (12, 6)
    else:
        s = window(3)
        play(s, "donate", "donate")
        assert donations(s) == ["Meaning 6", "Meaning 7"]  # +2, then +1 to the cap


def test_RISE_FROM_AT_is_DP15_at_four_seats_and_more() -> None:
    assert setup.RISE_FROM_AT[setup.RISE_MIN_SEATS:] == (setup.RISE_FROM_ROUND,) * 3
    assert setup.RISE_FROM_AT[1] == 0  # solo: never (three seats: DP20, test_projects_three_seats)
    assert ProjectsSetup(NAMES[:2], 1, rising_drift=False).drift_rise(9) == 0
    assert ProjectsSetup(NAMES[:2], 1, fixed_first_player=True).head_start_legacy(1) == 0
    assert ProjectsSetup(NAMES[:2], 1, head_start=False).head_start_legacy(1) == 0


@pytest.mark.parametrize(("kw", "expected"),
                         [({}, 4 + 0.6 * 3), ({"size_rulings_off": OLD_TWO}, 4 + 0.6 * 2)])
def test_DP18_the_bot_expects_two_a_support_at_two_seats(kw: dict, expected: float) -> None:
    """Both seats hold a Support at the window: with DP18 they can raise Meaning by the cap (3),
    before it by 2; each holder counts DONOR_TRUST of what it would give."""
    from game.games.projects.bots import DONOR_TRUST, projected_meaning

    s = window(2, **kw)
    assert DONOR_TRUST == 0.6 and s.phase == "stability" and s.meaning == 4
    assert projected_meaning(s) == pytest.approx(expected)


@pytest.mark.parametrize(("n", "kw", "says"), [(2, {}, "+2🌟 Meaning (4 → 6)"),
                                               (2, {"size_rulings_off": OLD_TWO}, "+1🌟 Meaning (4 → 5)"),
                                               (3, {}, "+1🌟 Meaning (4 → 5)")])
def test_DP18_the_stability_window_dialog_says_what_a_donation_gives(n: int, kw: dict, says: str) -> None:
    from game.games.projects.ui.dialogs import donate_dialog
    from game.ui.app import App, Settings

    app = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    try:
        s = window(n, **kw)
        dialog = donate_dialog(app, s, lambda _a: None)
        assert says in dialog.options[0].caption
    finally:
        app.quit()



def test_three_seats_head_start_is_a_table_a_tune_can_set(monkeypatch: pytest.MonkeyPatch) -> None:
    # DP14's count gives three seats nothing; DP20's table (`setup:HEAD_START_THREE[2]`) gives the
    # third 1 and is read when a game starts
    s = new_game(ProjectsSetup(NAMES[:3], 1, start_player=1))
    assert [p.legacy for p in s.players] == [1, 0, 0]  # seat 0 plays third in round 1
    monkeypatch.setattr(setup, "HEAD_START_THREE", (0, 0, 2))
    s = new_game(ProjectsSetup(NAMES[:3], 1, start_player=1))
    assert [p.legacy for p in s.players] == [2, 0, 0]  # seat 0 plays third in round 1
    off = new_game(ProjectsSetup(NAMES[:3], 1, start_player=1, head_start=False))
    assert [p.legacy for p in off.players] == [0, 0, 0]
