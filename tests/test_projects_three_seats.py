"""Edition `projects`, ruling DP20: three seats' own numbers — DP15's Drift rises from round 11
and the third player of round 1 starts 1 Legacy ahead (the tuner's proposal, confirmed on fresh
games: docs/projects-balance.md, "Three seats: DP20"); other sizes and three-seat records from
before play as they did."""

from __future__ import annotations

import pytest

from game.family.errors import OptionError, RecordError
from game.games.projects import setup
from game.games.projects.rules import new_game
from game.games.projects.ruleset import PROJECTS
from game.games.projects.setup import ProjectsSetup, setup_from_dict

NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")
OLD_THREE = frozenset({"three_seat_table"})


def test_DP20_numbers_are_three_seats_own() -> None:
    assert setup.RISE_FROM_AT == (0, 0, 8, 11, 6, 6, 6)
    assert setup.HEAD_START_THREE == (0, 0, 1)


@pytest.mark.parametrize("start", [0, 2])
def test_the_third_player_of_round_1_starts_one_legacy_ahead(start: int) -> None:
    s = new_game(ProjectsSetup(NAMES[:3], 4, start_player=start))
    third = (start + 2) % 3
    assert [p.legacy for p in s.players] == [int(k == third) for k in range(3)]
    assert any(f"{NAMES[third]} starts on 1 Legacy, 3rd in turn order" in line for line in s.log)
    before = new_game(ProjectsSetup(NAMES[:3], 4, start_player=start, size_rulings_off=OLD_THREE))
    assert [p.legacy for p in before.players] == [0, 0, 0]
    def cards(state: object) -> tuple:
        return (state.event_deck, [slot.card.id if slot else None for slot in state.row])  # type: ignore[attr-defined]

    assert cards(before) == cards(s)  # the same deal


def test_three_seats_drift_rises_from_round_11_by_one_more_every_two_rounds() -> None:
    three = ProjectsSetup(NAMES[:3], 1)
    assert [three.drift_rise(r) for r in (1, 10, 11, 12, 13, 15)] == [0, 0, 1, 1, 2, 3]
    assert three.next_drift_rise(3) == 11 and three.next_drift_rise(11) == 13
    assert ProjectsSetup(NAMES[:3], 1, rising_drift=False).drift_rise(15) == 0
    before = ProjectsSetup(NAMES[:3], 1, size_rulings_off=OLD_THREE)
    assert before.drift_rise(15) == 0 and before.next_drift_rise(3) is None
    four = ProjectsSetup(NAMES[:4], 1)
    assert [four.drift_rise(r) for r in (5, 6, 8)] == [0, 1, 2]  # DP15 at four, unchanged


def test_records_before_format_11_keep_three_seats_on_the_old_numbers() -> None:
    assert PROJECTS.record_format == 11
    rec = {"players": list(NAMES[:3]), "seed": 4}
    old = setup_from_dict(rec, "r.yaml", 10)
    assert old.size_rulings_off == OLD_THREE and old.to_dict()["three_seat_table"] is False
    assert setup_from_dict(old.to_dict(), "r.yaml", 11) == old  # saved again: as played
    new = setup_from_dict(rec, "r.yaml", 11)
    assert not new.size_rulings_off and "three_seat_table" not in new.to_dict()
    assert not setup_from_dict({**rec, "players": list(NAMES[:4])}, "r.yaml", 10).size_rulings_off
    with pytest.raises(RecordError, match=r"r\.yaml: field 'three_seat_table': must be true or false"):
        setup_from_dict({**rec, "three_seat_table": "no"}, "r.yaml", 11)
    with pytest.raises(OptionError, match=r"three_seat_table \(DP20\) concerns 3 seats, not 4"):
        ProjectsSetup(NAMES[:4], 1, size_rulings_off=OLD_THREE)
