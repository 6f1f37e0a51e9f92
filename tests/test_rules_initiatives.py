"""Seed 000 "Contribute", "Initiative Completion", "Layer Requirements"; rulings I3-I7, I9, DI1."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import legal, make, play

from game.games.initiatives.actions import Action
from game.games.initiatives.rules import IllegalAction, why_illegal

INDEX = ("local_clinic", "food_network", "learning_archive")


def test_contribute_partial_payment_marker_order_and_no_overpay() -> None:
    s = make(3, index=INDEX, meaning=12)
    play(s, "contribute local_clinic E")
    slot = s.index[0]
    assert slot.paid == [1, 0, 0] and slot.contributors == [0] and s.players[0].markers == 3
    assert "would overpay ☀️" in (why_illegal(s, Action.parse("contribute local_clinic EE")) or "")
    assert "contribute local_clinic EE" not in legal(s)
    assert "contribute local_clinic EIS" in legal(s)
    play(s, "contribute local_clinic I")
    assert slot.contributors == [0] and s.players[0].markers == 3  # one marker per card
    play(s, "contribute local_clinic E")
    assert slot.contributors == [0, 1] and slot.paid == [2, 1, 0]


def test_contribute_must_pay_something_unless_I4_applies() -> None:
    s = make(2, index=INDEX, meaning=12)
    assert "contribute local_clinic join" not in legal(s)
    assert why_illegal(s, Action("contribute", "local_clinic")) == \
        "pay at least one unfilled requirement"


def test_completion_legacy_six_three_one_one_by_order() -> None:
    s = make(4, index=INDEX, initiatives=("crisis_line",), meaning=8)
    play(s, "contribute food_network E", "acquire EE")  # Alex 1st
    play(s, "contribute food_network E", "acquire EE")  # Brooke 2nd
    play(s, "contribute food_network E", "acquire EE")  # Casey 3rd
    play(s, "contribute food_network I", "acquire EE")  # Drew 4th
    play(s, "pass", "pass", "pass", "pass")
    meaning = s.meaning
    play(s, "contribute food_network I")  # Alex fills the last box
    assert [p.legacy for p in s.players] == [6, 3, 1, 1]
    assert s.meaning == meaning + 1
    assert [p.markers for p in s.players] == [4, 4, 4, 4]
    assert s.index[1].card.id == "crisis_line"  # refilled from the top of the deck
    assert "food_network" in s.init_done  # completed Initiatives leave the game (I9)
    assert any("Food Network completes — Legacy: Alex +6, Brooke +3, Casey +1, Drew +1" in line
               for line in s.log)


def test_single_contributor_takes_only_the_first_reward() -> None:
    s = make(2, index=INDEX, tokens=[(5, 5, 5), (3, 2, 1)], meaning=12)
    play(s, "contribute local_clinic EEIS")
    assert [p.legacy for p in s.players] == [6, 0]


def test_meaning_reward_capped_at_twelve() -> None:
    s = make(2, index=INDEX, tokens=[(5, 5, 5), (3, 2, 1)], meaning=12, events=("dry_spell",))
    play(s, "contribute local_clinic EEIS")
    assert s.meaning == 12


def test_signature_supplied_by_another_contributor_and_I4_join_with_no_tokens() -> None:
    # Learning Archive: ☀️ 🔍🔍 ❤️ and ⚖️. Alex pays it all but has no ⚖️; Brooke has Pulse.
    s = make(2, index=INDEX, tokens=[(5, 5, 5), (3, 2, 1)], meaning=10)
    s.players[1].palette[2] += ("pulse",)
    s.players[1].sigs[2] = 1
    play(s, "contribute learning_archive EIIS")
    slot = s.index[2]
    assert slot.paid == [1, 2, 1] and s.index[2].card.id == "learning_archive"  # waits for ⚖️
    play(s, "acquire EE")
    assert "contribute learning_archive join" in legal(s)
    before = s.meaning
    play(s, "contribute learning_archive join")
    assert [p.legacy for p in s.players] == [6, 3]
    assert [p.vitals for p in s.players] == [6, 6]  # bonus: all players +1 Vitals
    assert s.meaning == before + 2


def test_I4_join_only_for_a_player_bringing_a_missing_signature() -> None:
    s = make(2, index=INDEX, tokens=[(5, 5, 5), (3, 2, 1)], meaning=10)
    play(s, "contribute learning_archive EIIS", "acquire EE")
    assert "contribute learning_archive join" not in legal(s)
    assert why_illegal(s, Action("contribute", "learning_archive")) == \
        "you bring none of the missing signatures"


def test_DI1_completion_when_a_contributor_obtains_the_missing_signature() -> None:
    s = make(2, index=INDEX, prism=("pulse", "skin", "shell", "signal", "focus", "habit"),
             tokens=[(6, 6, 2), (3, 2, 1)], meaning=9)
    play(s, "contribute learning_archive EIIS")
    assert s.players[0].legacy == 0
    play(s, "obtain pulse")  # ⚖️ arrives in a contributor's Palette: the card completes at once
    assert s.players[0].legacy == 6 and "learning_archive" in s.init_done


def test_I7_signature_printed_twice_needs_two_summed_over_contributors(cards) -> None:
    twice = dataclasses.replace(cards.initiatives["local_clinic"], id="twin_clinic",
                                signatures=(2, 2))
    table = dict(cards.initiatives)
    table["twin_clinic"] = twice
    card_set = dataclasses.replace(cards, initiatives=table,
                                   initiative_ids=(*cards.initiative_ids, "twin_clinic"))
    s = make(3, index=("twin_clinic", "food_network", "learning_archive"),
             tokens=[(5, 5, 5), (3, 2, 1), (3, 2, 1)], meaning=10, card_set=card_set)
    for seat in (0, 1):
        s.players[seat].sigs[2] = 1
    play(s, "contribute twin_clinic EEIS")
    assert s.players[0].legacy == 0  # one ⚖️ among the contributors: not enough
    play(s, "acquire EE", "contribute twin_clinic join")
    assert [p.legacy for p in s.players] == [6, 3, 0]


def test_no_open_space_and_I5_no_marker_left() -> None:
    s = make(4, index=("water_system", "food_network", "learning_archive"), meaning=12)
    play(s, "contribute water_system E", "acquire EE")
    play(s, "contribute water_system I", "acquire EE")
    play(s, "contribute food_network E", "acquire EE")
    s.index[0].contributors.append(2)  # Casey's marker fills the third and last space
    s.players[2].markers -= 1
    play(s, "acquire EE")
    assert s.current == 3
    assert not any(a.startswith("contribute water_system") for a in legal(s))
    assert why_illegal(s, Action.parse("contribute water_system S")) == "no contribution space is open"
    s.players[3].markers = 0
    assert why_illegal(s, Action.parse("contribute food_network E")) == \
        "you have no contribution marker left (all 4 are on cards)"


def test_I6_output_signature_recorded_and_counted_for_later_requirements() -> None:
    # Mediation Court asks for ⚖️ and a 📌 Presence signature, earned from a layer-7 Initiative.
    s = make(2, index=("food_network", "mediation_court", "local_clinic"),
             tokens=[(9, 9, 9), (3, 2, 1)], meaning=9)
    s.players[0].sigs[2] = 1
    play(s, "contribute mediation_court IIIS")
    assert s.players[0].legacy == 0
    play(s, "contribute food_network EEEII")  # Food Network is layer 7
    p = s.players[0]
    assert p.outputs[0] == "food_network" and p.sigs[7] == 1
    assert "mediation_court" in s.init_done  # its 📌 requirement is now met at once (DI1)
    assert p.legacy == 6 + 6 + 1  # two firsts + Mediation Court's +1 Legacy bonus
    assert p.tokens[2] == 9 - 1 + 1  # "first" bonus: +1 ❤️


def test_I3_penalty_flips_an_event_ignoring_its_meaning() -> None:
    # Water System: ☀️ 🔍 ❤️, penalty. The next Event is Heatwave: −2 Meaning, all −1 Vitals.
    s = make(2, index=("water_system", "food_network", "local_clinic"),
             events=("dry_spell", "heatwave"), tokens=[(5, 5, 5), (3, 2, 1)], meaning=9)
    assert s.meaning == 8
    play(s, "contribute water_system EIS")
    assert s.meaning == 8 + 1  # the reward only; the flipped Event's −2 is ignored
    assert [p.vitals for p in s.players] == [4, 4]
    assert s.event_discard == ["heatwave"] and s.events_in_play == ["dry_spell"]
    assert s.players[0].tokens == [4, 4, 4]  # no completion bonus, as in the seed's example


def test_I3_penalty_restriction_lasts_to_the_end_of_the_round() -> None:
    s = make(2, index=("water_system", "food_network", "local_clinic"),
             events=("dry_spell", "red_tape", "rumour_mill"), tokens=[(5, 5, 5), (3, 2, 1)],
             meaning=9)
    play(s, "contribute water_system EIS")
    assert "no_recycle" in s.restrictions
    with pytest.raises(IllegalAction, match="forbids Recycle"):
        play(s, "recycle prism")
    play(s, "acquire EE", "acquire EE", "acquire EE", "pass", "pass")
    assert s.restrictions == set() and "recycle prism" in legal(s)


def test_I3_penalty_token_loss_is_decided_before_the_turn_goes_on() -> None:
    s = make(2, index=("water_system", "food_network", "local_clinic"),
             events=("dry_spell", "flash_flood"), tokens=[(5, 5, 5), (3, 2, 1)], meaning=9)
    play(s, "contribute water_system EIS")
    assert s.pending[0].kind == "lose" and s.to_move() == 0
    play(s, "lose S", "lose E")
    assert s.players[1].tokens == [2, 2, 1]
    assert s.to_move() == 0 and s.actions_left == 1


def test_I9_initiative_deck_reshuffles_recycled_cards_then_spaces_stay_empty() -> None:
    s = make(2, index=INDEX, tokens=[(9, 9, 9), (3, 2, 1)], meaning=9)
    s.init_discard.extend(s.init_deck)
    in_game = len(s.init_deck)
    s.init_deck.clear()
    box = list(s.init_box)
    play(s, "contribute local_clinic EEIS")
    assert s.index[0] is not None and len(s.init_deck) == in_game - 1
    assert s.init_box == box and not set(box) & set(s.init_deck)  # DI19: the box stays shut
    s.init_deck.clear()
    play(s, "contribute food_network EEEII")
    assert s.index[1] is None
    assert any("the space stays empty" in line for line in s.log)


def test_end_initiative_completing_mid_turn_ends_the_game_at_once() -> None:
    s = make(3, meaning=9, tokens=[(3, 2, 2), (3, 2, 1), (3, 2, 1)])
    end = s.end_slot
    end.paid[:] = [3, 2, 1]
    end.contributors[:] = [1, 2]
    s.players[1].markers -= 1
    s.players[2].markers -= 1
    s.players[1].sigs[1] = 1  # 🧿
    s.players[0].sigs[2] = 1  # ⚖️ arrives with Alex
    before = s.meaning
    play(s, "contribute stewardship S")
    r = s.result
    assert r is not None and r.reason == "end_initiative" and r.group_won
    assert [p.legacy for p in s.players] == [1, 6, 3]
    assert s.meaning == before + 2 and s.phase == "over"
    assert r.scores == (5 + 1, 5 + 6, 5 + 3) and r.winners == (1,)
    assert legal(s) == set()
    with pytest.raises(IllegalAction, match="over"):
        play(s, "acquire EE")


def test_stewardship_is_never_recycled() -> None:
    s = make(2, index=INDEX, meaning=12)
    play(s, "recycle index")
    assert s.end_slot.card.id == "stewardship"
