"""Edition `projects`, ruling DP19: Stewardship costs more at six seats (3 more of each token),
read from a per-size table (`setup:STEWARDSHIP_EXTRA_AT[6][k]`, so a tune spec can search one
size alone); every other size pays the printed card, and a six-seat record from before replays
as it was played (docs/projects-balance.md, "Six seats")."""

from __future__ import annotations

import pytest
from projects_play import play

from game.family.errors import RecordError
from game.games.projects import setup
from game.games.projects.rules import new_game
from game.games.projects.ruleset import PROJECTS
from game.games.projects.setup import ProjectsSetup, setup_from_dict
from game.games.projects.size_rulings import SIZE_RULINGS
from game.games.projects.state import ProjectsState

NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")


def make(n: int, **kw: object) -> ProjectsState:
    return new_game(ProjectsSetup(NAMES[:n], 1, start_player=0, **kw), narrate=True)  # type: ignore[arg-type]


def test_DP19_six_seats_pay_three_more_of_each_and_other_sizes_the_printed_card() -> None:
    assert setup.STEWARDSHIP_EXTRA_AT == ((0, 0, 0),) * 6 + ((3, 3, 3),)
    for n in range(1, 6):
        steward = make(n).stewardship
        assert steward is not None and steward.card.need == (5, 5, 2), n
    six = make(6)
    assert six.stewardship is not None
    assert six.stewardship.card.need == six.stewardship.still_needed() == (8, 8, 5)
    assert six.stewardship.card.id == "stewardship" and six.stewardship.card.spaces == 6
    assert "Stewardship waits at Meaning 8 and costs 8☀️ 8🔍 5❤️ at 6 players" in six.log[0]
    assert "costs" not in make(4).log[0]  # a table paying the printed card is told nothing new


def test_DP19_the_printed_price_no_longer_completes_six_seats_stewardship() -> None:
    s = make(6)
    steward = s.stewardship
    assert steward is not None
    s.meaning = 8
    s.players[s.current].tokens = [0, 0, 3]
    steward.paid = [5, 5, 1]  # one Support short of the printed 5/5/2
    play(s, "contribute stewardship S")
    assert s.result is None and steward.still_needed() == (3, 3, 3)
    t = make(6)
    steward = t.stewardship
    assert steward is not None
    t.meaning = 8
    t.players[t.current].tokens = [0, 0, 3]
    steward.paid = [8, 8, 4]  # one Support short of six seats' 8/8/5
    play(t, "contribute stewardship S")
    assert t.result is not None and t.result.reason == "stewardship"


def test_DP19_a_sizes_extra_is_read_when_a_game_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(setup, "STEWARDSHIP_EXTRA_AT", ((0, 0, 0),) * 5 + ((1, 0, 2), (0, 0, 0)))
    five, six = make(5).stewardship, make(6).stewardship
    assert five is not None and six is not None
    assert five.card.need == (6, 5, 4) and six.card.need == (5, 5, 2)


def test_DP19_records_before_format_10_paid_the_printed_card_and_replay() -> None:
    assert PROJECTS.record_format >= 10 and SIZE_RULINGS.at(6)[0].since == 10
    rec = {"players": list(NAMES), "seed": 4}
    old = setup_from_dict(rec, "r.yaml", 9)
    assert "table_price" in old.size_rulings_off and new_game(old).stewardship.card.need == (5, 5, 2)  # type: ignore[union-attr]
    assert not setup_from_dict(rec, "r.yaml", 10).size_rulings_off
    assert setup_from_dict(old.to_dict(), "r.yaml", 10) == old  # written when off, read back
    # sizes DP19 does not price read as on at any format: nothing was played differently there
    assert not setup_from_dict({"players": list(NAMES[:4]), "seed": 4}, "r.yaml", 9).size_rulings_off


def test_DP19_a_bad_flag_in_a_record_is_one_line() -> None:
    with pytest.raises(RecordError, match="table_price"):
        setup_from_dict({"players": list(NAMES), "seed": 4, "table_price": "maybe"}, "r.yaml", 10)


def test_DP19_six_seats_stewardship_face_keeps_its_row_to_three_lines() -> None:
    # 21 boxes at a table card's width wrapped to five lines and pushed the contribution spaces
    # and "Opens at Meaning 8" off the card; they shrink instead (no other card changes size)
    import pygame

    from game.games.meaning_made.card_parts import requirement_boxes
    from game.ui.card_parts import scaled

    surf = pygame.Surface((240, 240))
    boxes = [(t, False) for t in range(3) for _ in range((8, 8, 5)[t])]
    full = scaled(27, 1.0) + 3
    assert requirement_boxes(surf, boxes, 0, 0, 150, 1.0) > 3 * full  # as it was: five lines
    assert requirement_boxes(surf, boxes, 0, 0, 150, 1.0, 3) <= 3 * full
    printed = [(t, False) for t in range(3) for _ in range((5, 5, 2)[t])]
    as_before = requirement_boxes(surf, printed, 0, 0, 150, 1.0)
    assert requirement_boxes(surf, printed, 0, 0, 150, 1.0, 3) == as_before
