"""Seed 000 "Actions": Acquire, Obtain Pattern (I8), Touchpoint (I10), Recycle (I9), conversion (I15)."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import legal, make, play

from game.games.initiatives.actions import Action
from game.games.initiatives.cards import Gain, Pattern
from game.games.initiatives.rules import IllegalAction, why_illegal

PRISM = ("shell", "skin", "pulse", "cell_wall", "counterweight", "metamorphosis")


# -- Acquire Tokens -------------------------------------------------------------------------
def test_acquire_takes_two_energy_or_insight_never_support() -> None:
    s = make(2, meaning=12)
    acquires = {a for a in legal(s) if a.startswith("acquire")}
    assert acquires == {"acquire EE", "acquire EI", "acquire II"}
    play(s, "acquire EI")
    assert s.players[0].tokens == [4, 3, 1] and s.actions_left == 1
    with pytest.raises(IllegalAction, match="Support"):
        play(s, "acquire ES")


def test_I2_acquire_one_restriction() -> None:
    s = make(2, events=("supply_hiccup",), meaning=12)
    assert {a for a in legal(s) if a.startswith("acquire")} == {"acquire E", "acquire I"}
    with pytest.raises(IllegalAction, match="exactly 1"):
        play(s, "acquire EE")


# -- Obtain Pattern -------------------------------------------------------------------------
def test_obtain_pays_printed_tokens_places_by_layer_takes_bonus_and_refills() -> None:
    s = make(2, prism=PRISM, patterns=("forecast",), meaning=12)
    play(s, "obtain shell")  # ☀️ + 🔍, bonus +1 ☀️
    p = s.players[0]
    assert p.tokens == [3 - 1 + 1, 2 - 1, 1]
    assert p.palette[1] == ("shell",) and p.sigs[1] == 1
    assert s.prism[0] == "forecast"  # the empty space refills at once from the deck (I9)
    assert s.actions_left == 1


def test_I8_layer_icon_satisfied_by_a_matching_pattern() -> None:
    # Cell Wall costs ☀️ + 🧿. With no Boundary Pattern the 🧿 costs one token of any type.
    # Seat 1 buys again in round 2, so it must keep the first turn (I1 amended: a switch now).
    s = make(2, prism=PRISM, meaning=12, variants=("fixed_first_player",))
    assert {a for a in legal(s) if a.startswith("obtain cell_wall")} == {
        "obtain cell_wall any:E", "obtain cell_wall any:I", "obtain cell_wall any:S"}
    play(s, "obtain shell")  # now a 🧿 in the Palette
    play(s, "acquire EE")
    play(s, "acquire EE", "acquire EE")  # seat 2's turn
    assert s.phase == "stability"
    play(s, "pass", "pass")
    assert {a for a in legal(s) if a.startswith("obtain cell_wall")} == {"obtain cell_wall"}
    before = s.players[0].tokens[:]
    play(s, "obtain cell_wall")
    assert s.players[0].tokens == [before[0] - 1, before[1] + 1, before[2]]  # bonus +1 🔍


def _with_pattern(cards, pattern: Pattern):
    pats = dict(cards.patterns)
    pats[pattern.id] = pattern
    return dataclasses.replace(cards, patterns=pats, pattern_ids=(*cards.pattern_ids, pattern.id))


def test_I8_seed_example_two_boundary_icons_one_matching_pattern(cards) -> None:
    """Seed: cost 🧿 🧿 🔍 with one 🧿 in the Palette -> 1 token of any type + 1 🔍."""
    double = Pattern("double_wall", "Double Wall", 1, (0, 1, 0), (1, 1), 0, Gain(), "test")
    s = make(2, prism=("shell", "double_wall", "skin", "pulse", "signal", "focus"),
             meaning=12, tokens=(3, 3, 1), card_set=_with_pattern(cards, double))
    # No 🧿 yet: both icons unsatisfied -> two tokens of any type beyond the printed 🔍.
    assert "obtain double_wall any:EE" in legal(s)
    assert "obtain double_wall any:E" not in legal(s)
    play(s, "obtain shell")
    assert {a for a in legal(s) if a.startswith("obtain double_wall")} == {
        "obtain double_wall any:E", "obtain double_wall any:I", "obtain double_wall any:S"}
    play(s, "obtain double_wall any:S")
    assert s.players[0].tokens == [3 - 1 + 1, 3 - 1 - 1, 0]


def test_I8_vitals_cost_to_zero_but_not_below() -> None:
    # Fever: ☀️ and 2 🛡️, bonus +2 ☀️ +1 🔍.
    prism = ("fever", "skin", "pulse", "shell", "signal", "focus")
    s = make(2, prism=prism, vitals=2, meaning=12)
    play(s, "obtain fever")
    assert s.players[0].vitals == 0 and s.players[0].tokens == [3 - 1 + 2, 3, 1]
    assert any("vulnerable" in line for line in s.log)
    weak = make(2, prism=prism, vitals=1, meaning=12)
    assert not any(a.startswith("obtain fever") for a in legal(weak))
    assert why_illegal(weak, Action("obtain", "fever")) == "needs 2🛡️ Vitals, you have 1"


def test_obtain_refused_says_what_is_missing() -> None:
    s = make(2, prism=("forecast", "skin", "pulse", "shell", "signal", "focus"), tokens=(3, 1, 0),
             meaning=12)
    assert why_illegal(s, Action("obtain", "forecast")) == "needs 2 more 🔍"
    assert why_illegal(s, Action("obtain", "growth")) == "'growth' is not face up in the Pattern Prism"


def test_I14_hard_mode_pattern_tax_and_I2_obtain_surcharge_add_up() -> None:
    s = make(2, prism=PRISM, events=("price_spike",), variants=("hard_pattern_tax",), meaning=12)
    obtains = {a for a in legal(s) if a.startswith("obtain skin")}
    assert "obtain skin" not in obtains
    assert "obtain skin any:EE" in obtains and "obtain skin any:IS" in obtains
    assert all(sum(c in "EIS" for c in a.split("any:")[1]) == 2 for a in obtains)


def test_I14_pattern_fatigue_from_the_eleventh_pattern() -> None:
    s = make(2, prism=PRISM, variants=("pattern_fatigue",), meaning=12)
    p = s.players[0]
    assert "obtain skin" in legal(s)
    for layer in range(1, 7):
        p.sigs[layer] = 2 if layer <= 4 else 1  # 10 Patterns held
    assert "obtain skin" not in legal(s) and "obtain skin any:E" in legal(s)


def test_prism_refill_reshuffles_discard_then_leaves_space_empty() -> None:
    s = make(2, prism=PRISM, meaning=12)
    s.pattern_discard.extend(s.pattern_deck)
    s.pattern_deck.clear()
    play(s, "obtain shell")
    assert s.prism[0] is not None and len(s.pattern_deck) == 60 - 6 - 1
    s.pattern_deck.clear()
    s.pattern_discard.clear()
    play(s, "obtain skin")
    assert s.prism[1] is None


# -- Touchpoint -----------------------------------------------------------------------------
def test_I10_give_accepted_moves_token_and_both_gain_vitals() -> None:
    s = make(3, meaning=12)
    play(s, "give p3 S")
    assert s.to_move() == 2 and legal(s) == {"accept", "decline"}
    play(s, "accept")
    assert s.players[0].tokens[2] == 0 and s.players[2].tokens[2] == 2
    assert [p.vitals for p in s.players] == [6, 5, 6]
    assert s.to_move() == 0 and s.actions_left == 1


def test_I10_request_declined_spends_the_action_and_the_round_use() -> None:
    s = make(3, meaning=12)
    play(s, "request p2 E", "decline")
    assert [p.tokens for p in s.players] == [[3, 2, 1], [4, 2, 1], [4, 3, 1]]  # as dealt (DI20)
    assert [p.vitals for p in s.players] == [5, 5, 5]
    assert s.actions_left == 1
    assert not any(a.startswith(("give", "request")) for a in legal(s))
    assert why_illegal(s, Action.parse("give p2 E")) == "you have already used Touchpoint this round"


def test_I10_request_for_a_token_the_other_lacks_fails_by_itself() -> None:
    s = make(2, tokens=[(3, 2, 1), (3, 2, 0)], meaning=12)
    play(s, "request p2 S")
    assert not s.pending and s.actions_left == 1
    assert any("the Touchpoint fails" in line for line in s.log)


def test_I10_touchpoint_resets_next_round_and_absent_in_solo() -> None:
    # Seat 1 starts round 2 too (fixed first player), so its own Touchpoint is the one reset.
    s = make(2, meaning=12, variants=("fixed_first_player",))
    play(s, "request p2 E", "decline", "acquire EE", "acquire EE", "acquire EE", "pass", "pass")
    assert s.round == 2 and "give p2 E" in legal(s)
    solo = make(1, meaning=12)
    assert not any(a.startswith(("give", "request")) for a in legal(solo))
    assert "solo" in (why_illegal(solo, Action.parse("give p2 E")) or "")


def test_I2_no_touchpoint_restriction() -> None:
    s = make(2, events=("quarantine_notice",), meaning=12)
    assert not any(a.startswith(("give", "request")) for a in legal(s))


def test_I14_social_cost_no_vitals_at_meaning_three_or_lower() -> None:
    s = make(2, variants=("social_cost",), meaning=4, events=("dry_spell",))  # 4 − 1 = 3
    play(s, "give p2 E", "accept")
    assert [p.vitals for p in s.players] == [5, 5]
    assert s.players[1].tokens[0] == 3 + 1 + 1  # dealt, DI20's extra, the gift


# -- Recycle --------------------------------------------------------------------------------
def test_recycle_prism_discards_all_six_and_reveals_six() -> None:
    s = make(2, prism=PRISM, meaning=12)
    play(s, "recycle prism")
    assert set(s.pattern_discard) == set(PRISM)
    assert len([c for c in s.prism if c]) == 6 and not set(s.prism) & set(PRISM)


def test_recycle_index_replaces_only_unstarted_initiatives() -> None:
    s = make(2, index=("local_clinic", "food_network", "learning_archive"), meaning=12)
    play(s, "contribute food_network E", "recycle index")
    ids = [slot.card.id for slot in s.index]
    assert ids[1] == "food_network"
    assert "local_clinic" not in ids and "learning_archive" not in ids
    assert set(s.init_discard) == {"local_clinic", "learning_archive"}
    assert s.end_slot is not None and s.end_slot.card.id == "stewardship"


def test_recycle_index_refused_when_every_initiative_is_started() -> None:
    s = make(2, index=("local_clinic", "food_network", "learning_archive"), meaning=12)
    play(s, "contribute local_clinic E", "contribute food_network E",
         "contribute learning_archive E")
    assert "recycle index" not in legal(s)
    assert "started" in (why_illegal(s, Action("recycle", "index")) or "")


def test_I14_limited_recycle_once_per_round_for_the_table() -> None:
    s = make(2, variants=("limited_recycle",), meaning=12)
    play(s, "recycle prism", "acquire EE")
    assert not any(a.startswith("recycle") for a in legal(s))
    assert "Limited Recycle" in (why_illegal(s, Action("recycle", "prism")) or "")


# -- Conversion -----------------------------------------------------------------------------
def test_I15_conversion_is_free_and_once_per_turn() -> None:
    s = make(2, meaning=12)
    play(s, "convert")
    assert s.players[0].tokens == [1, 2, 2] and s.actions_left == 2
    assert "convert" not in legal(s)
    play(s, "acquire EE", "acquire EE")
    assert "convert" in legal(s)  # seat 2's turn: a new turn


def test_I15_conversion_switch_off_and_needs_two_energy() -> None:
    s = make(2, variants=("no_conversion",), meaning=12)
    assert "convert" not in legal(s)
    t = make(2, tokens=(1, 2, 1), meaning=12)
    assert "convert" not in legal(t)
    assert why_illegal(t, Action("convert")) == "conversion needs 2☀️"
