"""Seed 000 "Setup" and "Round Structure" (Event, Player Turns, Stability Window); G1, I1, I11."""

from __future__ import annotations

import pytest
from conftest import CALM_EVENTS, legal, make, play

from game.games.initiatives.card_loader import default_cards
from game.games.initiatives.options import OptionError, Setup, Variants, variants_from_names
from game.games.initiatives.setup import new_game


def test_setup_start_values_for_four_players() -> None:
    s = make(4, events=("dry_spell",))
    assert s.round == 1 and s.phase == "turns"
    # Meaning starts at 4 at four seats (DI23); round 1's Event (−1) is already revealed
    assert s.meaning == 4 - 1
    # 3 Energy, 2 Insight, 1 Support, and DI20's extra tokens by turn position (default, I16), the
    # second player's with DI23's 🔍
    assert [p.tokens for p in s.players] == [[3, 2, 1], [4, 3, 1], [4, 3, 1], [4, 3, 2]]
    for p in s.players:
        assert (p.vitals, p.legacy, p.markers) == (5, 0, 4)
    assert len([c for c in s.prism if c]) == 6 and len(set(s.prism)) == 6
    assert len(s.index) == 3 and all(slot is not None for slot in s.index)
    assert s.end_slot is not None and s.end_slot.card.id == "stewardship"
    assert len(s.pattern_deck) == 60 - 6
    assert len(s.init_deck) == default_cards().initiative_deal - 3 and len(s.init_box) == 20 - 10
    assert s.events_in_play == ["dry_spell"] and len(s.event_deck) == 26 - 1


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5, 6])
def test_setup_seats_one_to_six(seats: int) -> None:
    s = make(seats)
    assert len(s.players) == seats
    assert s.solo == (seats == 1)


@pytest.mark.parametrize("seats", [0, 7])
def test_setup_refuses_other_seat_counts(seats: int) -> None:
    with pytest.raises(OptionError):
        Setup(tuple(f"P{i}" for i in range(seats)))


def test_G1_same_seed_same_game_different_seed_different_deal() -> None:
    a = new_game(Setup(("A", "B", "C"), seed=11))
    b = new_game(Setup(("A", "B", "C"), seed=11))
    c = new_game(Setup(("A", "B", "C"), seed=12))
    assert (a.prism, a.event_deck, a.init_deck, a.start_player) == \
        (b.prism, b.event_deck, b.init_deck, b.start_player)
    assert (a.prism, a.event_deck) != (c.prism, c.event_deck)


def test_I1_start_player_random_by_seed_and_fixed_first_player_switch() -> None:
    starts = {new_game(Setup(("A", "B", "C", "D"), seed=k)).start_player for k in range(40)}
    assert starts == {0, 1, 2, 3}
    s = make(3, start=1, meaning=12, variants=("fixed_first_player",))
    assert s.order == [1, 2, 0] and s.current == 1
    for _ in range(3):
        play(s, "acquire EE", "acquire EE")
    play(s, *(["pass"] * 3))  # Stability Window: everyone holds 1 Support
    assert s.round == 2 and s.order == [1, 2, 0]
    assert not any("first-player marker" in line for line in s.log)


def test_I1_amended_the_first_player_marker_passes_clockwise_by_default() -> None:
    s = make(3, start=2, meaning=12)
    assert not s.setup.variants.fixed_first_player
    assert s.order == [2, 0, 1]
    for round_no, order in ((2, [0, 1, 2]), (3, [1, 2, 0]), (4, [2, 0, 1])):
        for _ in range(3):
            play(s, "acquire EE", "acquire EE")
        play(s, "pass", "pass", "pass")
        assert (s.round, s.order, s.current) == (round_no, order, order[0])
        assert s.start_player == 2  # still the seat that began round 1 (I17 measures by it)
    assert s.log.count("The first-player marker passes to Alex") == 1
    assert "The first-player marker passes to Brooke" in s.log


def test_I1_amended_the_old_switch_name_means_the_new_default() -> None:
    rotate = variants_from_names(["rotate_first_player"])
    assert rotate == Variants() and not rotate.fixed_first_player
    assert variants_from_names(["rotate-first-player"]) == Variants()
    assert variants_from_names(["no_rotate_first_player"]).fixed_first_player
    assert variants_from_names(["fixed_first_player"]).names_on() == ["fixed_first_player"]
    assert not variants_from_names(["fixed_first_player", "no_fixed_first_player"]).fixed_first_player
    s = make(3, start=0, meaning=12, variants=("rotate_first_player",))
    for _ in range(3):
        play(s, "acquire EE", "acquire EE")
    play(s, "pass", "pass", "pass")
    assert s.round == 2 and s.order == [1, 2, 0]


def test_I1_amended_solo_has_no_marker_to_pass() -> None:
    s = make(1, meaning=12)
    play(s, "acquire EE", "acquire EE", "pass")
    assert s.round == 2 and s.order == [0] and not any("first-player" in x for x in s.log)


def test_I1_fixed_first_player_is_a_switch_new_game_shows() -> None:
    from game.games.initiatives.ruleset import INITIATIVES

    shown = {sw.name: sw for sw in INITIATIVES.switches()}
    assert "rotate_first_player" not in shown
    sw = shown["fixed_first_player"]
    assert (sw.label, sw.default, sw.ruling) == ("Fixed first player", False, "I1")
    setup = INITIATIVES.make_setup(("A", "B"), 3, ["fixed_first_player"])
    assert setup.variants.fixed_first_player
    assert not INITIATIVES.make_setup(("A", "B"), 3, ["rotate_first_player"]).variants.fixed_first_player


def test_DI20_later_players_start_with_extra_tokens_by_turn_position() -> None:
    s = make(5, start=2, variants=("turn_order_tokens",))
    assert [p.tokens for p in s.players] == [[4, 3, 2], [5, 3, 2], [3, 2, 1], [4, 2, 1], [4, 3, 1]]
    assert any("Later players start with extra tokens: Drew +1☀️, Eli +1☀️ 1🔍, Alex +1☀️ 1🔍 1❤️, "
               "Brooke +2☀️ 1🔍 1❤️" in line for line in s.log)
    four = make(4, start=2, variants=("turn_order_tokens",))  # DI23: the second +1☀️ 1🔍
    assert [p.tokens for p in four.players] == [[4, 3, 1], [4, 3, 2], [3, 2, 1], [4, 3, 1]]
    six = make(6, start=0, variants=("turn_order_tokens",))
    assert [sum(p.tokens) for p in six.players] == [6, 7, 8, 9, 10, 11]
    assert [p.tokens for p in make(4, start=2).players] == [p.tokens for p in four.players]  # default
    even = make(4, start=2, variants=("no_turn_order_tokens",))
    assert [p.tokens for p in even.players] == [[3, 2, 1]] * 4
    assert not any("extra tokens" in line for line in even.log)
    solo = make(1, variants=("turn_order_tokens",))
    assert solo.players[0].tokens == [3, 2, 1] and not any("extra tokens" in x for x in solo.log)


def test_event_phase_lowers_meaning_and_card_is_discarded_after_window() -> None:
    s = make(2, events=("drought", "dry_spell"), meaning=9)
    assert s.meaning == 7 and s.events_in_play == ["drought"]
    play(s, "acquire EE", "acquire EE", "acquire EE", "acquire EE", "pass", "pass")
    assert "drought" in s.event_discard
    assert s.events_in_play == ["dry_spell"] and s.meaning == 6


def test_event_lose_vitals_hits_every_player() -> None:
    s = make(3, events=("heatwave",))
    assert [p.vitals for p in s.players] == [4, 4, 4]


def test_I2_lose_token_is_each_players_choice_in_turn_order() -> None:
    s = make(2, events=("flash_flood",), tokens=[(1, 1, 0), (0, 0, 2)])
    # Seat 2 holds only Support: that choice makes itself (DI2); seat 1 must choose.
    assert s.to_move() == 0 and legal(s) == {"lose E", "lose I"}
    play(s, "lose I")
    assert s.players[0].tokens == [1, 0, 0]
    assert s.players[1].tokens == [0, 0, 1]
    assert s.to_move() == 0 and s.actions_left == 2 and not s.pending


def test_G3_lose_token_with_none_left_does_nothing() -> None:
    s = make(2, events=("flash_flood",), tokens=(0, 0, 0))
    assert [p.tokens for p in s.players] == [[0, 0, 0], [0, 0, 0]] and not s.pending


def test_turns_two_actions_each_clockwise_then_window() -> None:
    s = make(3, start=2, meaning=12)
    seen = []
    for _ in range(6):
        seen.append(s.current)
        play(s, "acquire EI")
    assert seen == [2, 2, 0, 0, 1, 1]
    assert s.phase == "stability"


def test_I11_window_in_turn_order_with_group_cap_of_three() -> None:
    s = make(5, start=1, events=("wildfire", "dry_spell"), meaning=9)  # 9 − 4 = 5
    for _ in range(5):
        play(s, "acquire EE", "acquire EE")
    donors = []
    while s.pending and s.pending[0].kind == "donate":
        donors.append(s.pending[0].seat)
        play(s, "donate")
    assert donors == [1, 2, 3]  # the fourth and fifth may not donate: the group cap is reached
    assert s.players[4].tokens[2] == 2  # kept: 1, and 1 more for being fourth (DI20)
    assert s.meaning == 5 + 3 - 1  # then round 2's Event, −1



def test_a_tables_donation_gain_counts_against_the_group_cap(monkeypatch) -> None:
    import game.games.initiatives.rules as rules

    # One ❤️ raising 2 at five seats (a tune's value, not a rule today): 2, then the cap's last 1.
    monkeypatch.setattr(rules, "DONATION_GAIN_AT", (1, 1, 1, 1, 1, 2, 1))
    s = make(5, start=1, events=("wildfire", "dry_spell"), meaning=9)  # 9 − 4 = 5
    for _ in range(5):
        play(s, "acquire EE", "acquire EE")
    assert rules.donation_gain(s) == 2
    play(s, "donate")
    assert (s.meaning, s.donated, rules.donation_room(s), rules.donation_gain(s)) == (7, 2, 1, 1)
    play(s, "donate")
    # the cap of 3 is reached: no one else is asked, and round 2's Event takes 1 of the 8
    assert (s.round, s.donated, s.meaning) == (2, 3, 8 - 1)


def test_I11_no_donation_at_meaning_twelve() -> None:
    s = make(2, events=("dry_spell", "rumour_mill"), meaning=12)  # 12 − 1 = 11
    for _ in range(2):
        play(s, "acquire EE", "acquire EE")
    play(s, "donate")
    # Seat 2 is skipped: Meaning is at its top (12); the round ends at once, round 2's Event −1.
    # Seat 2 keeps its 1❤️ and DI22's 1 more for the second of two players.
    assert s.round == 2 and s.meaning == 11 and s.players[1].tokens[2] == 2


def test_window_skips_players_without_support() -> None:
    s = make(3, tokens=[(3, 2, 0), (3, 2, 1), (3, 2, 0)], meaning=12, events=CALM_EVENTS)
    for _ in range(3):
        play(s, "acquire EE", "acquire EE")
    assert s.pending[0].seat == 1 and legal(s) == {"donate", "pass"}


def test_this_round_restrictions_end_after_the_window() -> None:
    s = make(2, events=("red_tape", "dry_spell"), meaning=12)
    assert "no_recycle" in s.restrictions
    assert not any(a.startswith("recycle") for a in legal(s))
    play(s, "acquire EE", "acquire EE", "acquire EE", "acquire EE", "pass", "pass")
    assert s.restrictions == set()
    assert "recycle prism" in legal(s)


def test_event_deck_reshuffles_its_discard_when_empty() -> None:
    s = make(2, meaning=12)
    s.event_discard.extend(s.event_deck)
    s.event_deck.clear()
    for _ in range(2):
        play(s, "acquire EE", "acquire EE")
    play(s, "pass", "pass")
    assert s.round == 2 and len(s.events_in_play) == 1
    assert len(s.event_deck) == 26 - 1 and s.event_discard == []
    assert any("Event discard is shuffled" in line for line in s.log)


def test_a_table_size_lever_moves_only_its_own_table_size(monkeypatch) -> None:
    """The per-size numbers a tune spec searches (docs/balance.md, "Bands per table size"): today
    5 Meaning and I11's cap of 3 at every size but four (DI23: 4 and 2); set for two seats, four
    seats do not move."""
    from game.games.initiatives import rules, setup

    def seats(n: int, solo: str = "standard") -> Setup:
        return Setup(tuple(f"P{i}" for i in range(n)), solo_difficulty=solo)

    assert setup.START_MEANING_AT[2:] == (5, 5, 4, 5, 5) and rules.DONATION_CAP_AT[2:] == (3, 3, 2, 3, 3)
    assert [setup.start_meaning(seats(n)) for n in range(2, 7)] == [5, 5, 4, 5, 5]
    assert rules.donation_room(make(2)) == 3
    monkeypatch.setattr(setup, "START_MEANING_AT", (5, 5, 7, 5, 4, 5, 5))
    monkeypatch.setattr(rules, "DONATION_CAP_AT", (3, 3, 4, 3, 2, 3, 3))
    assert [setup.start_meaning(seats(n)) for n in range(2, 7)] == [7, 5, 4, 5, 5]
    assert make(2, events=("dry_spell",)).meaning == 7 - 1  # round 1's Event already revealed
    assert (rules.donation_room(make(2)), rules.donation_room(make(4))) == (4, 2)
    assert setup.start_meaning(seats(1, "hard")) == 4  # solo starts by its level, not the table's
