"""DI23: four seats play by their own numbers — Meaning starts at 4, the group raises it by at most
2 in a Stability Window, and the second player starts with 1☀️ 1🔍 more; other tables and
four-seat records from before play as they did."""

from __future__ import annotations

import pytest
from conftest import make, play

from game.family.errors import RecordError
from game.games.initiatives import rules, setup
from game.games.initiatives.options import Setup
from game.games.initiatives.records import RECORD_FORMAT, setup_from_dict, setup_to_dict
from game.games.initiatives.setup import new_game

FOUR = ("A", "B", "C", "D")


def test_DI23_numbers_are_four_seats_own() -> None:
    assert setup.START_MEANING_AT[4] == 4 and rules.DONATION_CAP_AT[4] == 2
    assert setup.TURN_ORDER_TOKENS_AT[4] == ((0, 0, 0), (1, 1, 0), (1, 1, 0), (1, 1, 1))
    others = [n for n in range(2, 7) if n != 4]
    assert [setup.START_MEANING_AT[n] for n in others] == [5, 5, 5, 5]
    assert [rules.DONATION_CAP_AT[n] for n in others] == [3, 3, 3, 3]


@pytest.mark.parametrize("start", [0, 3])
def test_four_seats_start_at_meaning_four_and_the_second_player_with_one_insight_more(start: int) -> None:
    s = new_game(Setup(FOUR, 5, start_player=start))
    before = new_game(Setup(FOUR, 5, start_player=start, size_rulings_off=frozenset({"four_seat_table"})))
    order = [(start + k) % 4 for k in range(4)]
    assert [s.players[p].tokens for p in order] == [[3, 2, 1], [4, 3, 1], [4, 3, 1], [4, 3, 2]]
    assert [before.players[p].tokens for p in order] == [[3, 2, 1], [4, 2, 1], [4, 3, 1], [4, 3, 2]]
    assert s.meaning - before.meaning == -1  # 4 against 5, after the same round-1 Event
    assert (before.event_deck, before.prism) == (s.event_deck, s.prism)  # the same deal
    assert any(f"{'ABCD'[order[1]]} +1☀️ 1🔍" in line for line in s.log)


def test_four_seats_window_stops_at_two_and_a_record_from_before_at_three() -> None:
    s = make(4, start=0, events=("wildfire", "dry_spell"), meaning=9)  # 9 − 4 = 5
    for _ in range(4):
        play(s, "acquire EE", "acquire EE")
    assert rules.donation_room(s) == 2
    play(s, "donate", "donate")
    assert (s.round, s.meaning) == (2, 5 + 2 - 1)  # nobody else asked; round 2's Event −1
    old = make(4, start=0, events=("wildfire", "dry_spell"), meaning=9)
    old.setup = Setup(old.setup.players, old.setup.seed, old.setup.variants, start_player=0,
                      fixed=old.setup.fixed, size_rulings_off=frozenset({"four_seat_table"}))
    for _ in range(4):
        play(old, "acquire EE", "acquire EE")
    assert rules.donation_room(old) == 3
    play(old, "donate", "donate", "donate")
    assert (old.round, old.meaning) == (2, 5 + 3 - 1)


def test_records_before_format_6_keep_four_seats_on_every_tables_numbers() -> None:
    assert RECORD_FORMAT >= 6
    old = {"players": list(FOUR), "seed": 5}
    assert "four_seat_table" in setup_from_dict(old, "r.yaml", 5).size_rulings_off
    assert "four_seat_table" not in setup_from_dict(old, "r.yaml", 6).size_rulings_off
    three = setup_from_dict({"players": ["A", "B", "C"]}, "r.yaml", 5)
    assert "four_seat_table" not in three.size_rulings_off
    off = Setup(FOUR, 5, size_rulings_off=frozenset({"four_seat_table"}))
    assert setup_to_dict(off)["four_seat_table"] is False
    assert setup_from_dict(setup_to_dict(off), "r.yaml", 6) == off
    assert "four_seat_table" not in setup_to_dict(Setup(("A", "B", "C"), 5))  # one size's field
    with pytest.raises(RecordError, match=r"r\.yaml: field 'four_seat_table': must be true or false"):
        setup_from_dict({**old, "four_seat_table": 2}, "r.yaml", 6)


def test_two_and_solo_tables_are_untouched_by_DI23() -> None:
    two = new_game(Setup(("A", "B"), 5, start_player=0))
    assert two.players[1].tokens == [4, 2, 2]  # DI22's second player
    assert rules.donation_room(make(2)) == 3 and rules.donation_room(make(3)) == 3
    assert setup.start_meaning(Setup(("A",), 5, solo_difficulty="hard")) == 4  # its level's


def test_the_end_initiatives_price_is_printed_at_every_size_and_a_sizes_extra_is_read(monkeypatch) -> None:
    # a lever for the tuner (`rules:END_EXTRA_AT[6][0]`): nothing at any size today
    assert rules.END_EXTRA_AT == ((0, 0, 0),) * 7
    printed = new_game(Setup(FOUR, 5)).end_slot
    assert printed is not None and printed.need == printed.card.req_tokens
    monkeypatch.setattr(rules, "END_EXTRA_AT", ((0, 0, 0),) * 6 + ((2, 1, 1),))
    six = new_game(Setup(tuple("ABCDEF"), 5)).end_slot
    four = new_game(Setup(FOUR, 5)).end_slot
    assert six is not None and four is not None
    assert six.need == tuple(a + b for a, b in zip(six.card.req_tokens, (2, 1, 1), strict=True))
    assert four.need == four.card.req_tokens
