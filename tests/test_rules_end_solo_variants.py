"""Seed 000 "End of Game and Scoring", "Solo Mode", "Variants"; rulings G3-G5, I12-I14, DI17-DI18, DI21."""

from __future__ import annotations

import pytest
from conftest import legal, make, play

from game.games.initiatives.actions import Action
from game.games.initiatives.options import variants_from_names
from game.games.initiatives.rules import contribute_blocker, end_round, why_illegal
from game.games.initiatives.scoring import meaning_band, solo_band
from game.games.initiatives.setup import start_meaning
from game.games.initiatives.state import COMMUNITY, STALL_ROUND

INDEX = ("local_clinic", "food_network", "learning_archive")
CALM4 = ("dry_spell", "rumour_mill", "drought", "misinformation_wave")


def _finish_round(s, players: int) -> None:
    for _ in range(players):
        play(s, "acquire EE", "acquire EE")
    while s.pending and s.pending[0].kind == "donate":
        play(s, "pass")


# -- collapse and scoring -------------------------------------------------------------------
def test_collapse_when_meaning_reaches_zero_ends_the_game_immediately() -> None:
    s = make(2, events=("dry_spell", "pandemic_wave"), meaning=5)  # 4, then −4 -> 0
    _finish_round(s, 2)
    r = s.result
    assert r is not None and r.reason == "collapse" and r.band == "Collapse"
    assert s.meaning == 0 and not r.group_won
    # Pandemic Wave's Vitals loss never happens: the game ended at Meaning 0.
    assert [p.vitals for p in s.players] == [5, 5]
    assert legal(s) == set()


def test_collapse_mid_round_under_high_instability_stops_before_the_second_event() -> None:
    s = make(2, variants=("high_instability",), meaning=3, events=("crop_failure", "heatwave"))
    assert s.result is not None and s.result.reason == "collapse"
    assert s.events_in_play == ["crop_failure"] and [p.vitals for p in s.players] == [5, 5]


def test_final_score_vitals_plus_legacy_and_G4_tie_breaks() -> None:
    s = make(3, meaning=12)
    s.players[0].vitals, s.players[0].legacy = 4, 10  # 14
    s.players[1].vitals, s.players[1].legacy = 6, 8  # 14, less Legacy
    s.players[2].vitals, s.players[2].legacy = 2, 3
    from game.games.initiatives.rules import finish

    finish(s, "end_initiative")
    assert s.result.scores == (14, 14, 5) and s.result.winners == (0,)
    t = make(2, meaning=12)
    for p in t.players:
        p.vitals, p.legacy = 5, 7
    finish(t, "end_initiative")
    assert t.result.winners == (0, 1)  # still equal: the victory is shared


@pytest.mark.parametrize(("meaning", "band"), [
    (0, "Collapse"), (1, "Critical"), (2, "Critical"), (3, "Strained"), (4, "Strained"),
    (5, "Functional"), (6, "Functional"), (7, "Stable"), (8, "Stable"), (9, "Strong"),
    (10, "Strong"), (11, "Durable"), (12, "Flourishing")])
def test_outcome_band_by_final_meaning(meaning: int, band: str) -> None:
    assert meaning_band(meaning) == band


@pytest.mark.parametrize(("score", "band"), [
    (0, "Done"), (1, "Survived"), (14, "Survived"), (15, "Stabilizer"), (19, "Stabilizer"),
    (20, "Builder"), (24, "Builder"), (25, "Steward"), (29, "Steward"),
    (30, "World-Grade Contributor"), (44, "World-Grade Contributor")])
def test_I13_solo_bands(score: int, band: str) -> None:
    assert solo_band(score) == band


def test_G5_stalled_after_sixty_rounds() -> None:
    s = make(2, meaning=12)
    s.round = STALL_ROUND
    _finish_round(s, 2)
    assert s.result is not None and s.result.reason == "stalled" and s.round == STALL_ROUND


def test_G3_gains_past_the_top_are_lost_legacy_is_not_capped() -> None:
    s = make(2, vitals=10, legacy=[40, 0], meaning=12)
    play(s, "give p2 E", "accept")
    assert [p.vitals for p in s.players] == [10, 10]
    assert s.players[0].legacy == 40


# -- solo -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "tokens", "vitals", "meaning"), [
    ("easy", [4, 3, 2], 6, 6), ("standard", [3, 2, 1], 5, 5), ("hard", [2, 1, 0], 4, 4)])
def test_solo_difficulty_start_values(level, tokens, vitals, meaning) -> None:
    s = make(1, solo=level, events=("dry_spell",))
    assert s.players[0].tokens == tokens and s.players[0].vitals == vitals
    assert s.meaning == meaning - 1


def test_difficulty_only_changes_solo_games() -> None:
    s = make(2, solo="hard", events=("dry_spell",))
    assert s.players[0].tokens == [3, 2, 1] and s.meaning == 4


def test_I12_community_places_leftmost_after_the_window_once_per_card() -> None:
    s = make(1, index=INDEX, meaning=12, events=(*CALM4, "crop_failure"),
             variants=("no_solo_stability",))
    play(s, "contribute food_network E", "acquire EE", "pass")
    assert s.index[0].contributors == [COMMUNITY]
    play(s, "acquire EE", "acquire EE", "pass")
    assert s.index[1].contributors == [0, COMMUNITY]  # the first card already holds its marker
    play(s, "acquire EE", "acquire EE", "pass")
    assert s.index[2].contributors == [COMMUNITY]
    play(s, "acquire EE", "acquire EE", "pass")
    assert s.end_slot.contributors == [COMMUNITY]  # then the Stewardship slot
    play(s, "acquire EE", "acquire EE", "pass")
    assert any("finds no open space" in line for line in s.log)


def test_I12_community_takes_a_place_in_the_legacy_order_and_scores_nothing() -> None:
    s = make(1, index=INDEX, tokens=(9, 9, 9), meaning=12)
    play(s, "acquire EE", "acquire EE", "pass")  # Community goes first on Local Clinic
    play(s, "contribute local_clinic EEIS")
    assert s.players[0].legacy == 3
    assert any("the Community +6" in line for line in s.log)


def test_I12_community_supplies_no_signature_and_does_not_complete_a_card() -> None:
    s = make(1, index=("learning_archive", "food_network", "local_clinic"), tokens=(9, 9, 9),
             meaning=12)
    play(s, "contribute learning_archive EIIS", "acquire EE", "pass")
    assert s.index[0].card.id == "learning_archive" and s.players[0].legacy == 0


def test_I13_solo_collapse_is_a_loss_and_win_is_named_by_band() -> None:
    s = make(1, events=("dry_spell", "pandemic_wave"), meaning=5)
    play(s, "acquire EE", "acquire EE", "pass")
    assert s.result.reason == "collapse" and s.result.winners == ()
    assert s.result.solo_band == "Collapse"
    t = make(1, meaning=9, tokens=(3, 2, 2))
    t.end_slot.paid[:] = [3, 2, 1]
    t.players[0].sigs[1] = t.players[0].sigs[2] = 1
    play(t, "contribute stewardship S")
    assert t.result.winners == (0,) and t.result.solo_band == "Survived"  # 5 + 6 = 11


# -- variants (I14) -------------------------------------------------------------------------
@pytest.mark.parametrize(("variants", "players", "solo", "expected"), [
    ((), 3, "standard", 5), (("faster",), 3, "standard", 6), (("high_instability",), 3, "standard", 4),
    (("faster", "high_instability"), 3, "standard", 5), (("faster",), 1, "easy", 7),
    (("high_instability",), 1, "hard", 3)])
def test_DI7_start_meaning(variants, players, solo, expected) -> None:
    from game.games.initiatives.options import Setup, variants_from_names

    setup = Setup(tuple("ABCDEF"[:players]), 0, variants_from_names(list(variants)), solo)
    assert start_meaning(setup) == expected


def test_faster_two_initiatives_and_long_game_index_sizes() -> None:
    assert len(make(2, variants=("faster_two_initiatives",)).index) == 2
    long = make(2, variants=("long_game",))
    assert len(long.index) == 5
    assert long.end_slot.need == (3, 3, 3)  # Stewardship 3 2 2 + its Long Game extra 🔍 ❤️


def test_hard_mode_events_cost_one_more_meaning() -> None:
    assert make(2, variants=("hard",), meaning=9, events=("drought",)).meaning == 9 - 3


def test_high_instability_reveals_two_events_a_round() -> None:
    s = make(2, variants=("high_instability",), meaning=12, events=CALM4)
    assert s.events_in_play == ["dry_spell", "rumour_mill"] and s.meaning == 10
    _finish_round(s, 2)
    assert s.events_in_play == ["drought", "misinformation_wave"] and s.meaning == 6


def test_competitive_ignores_collapse_and_ends_after_fixed_rounds() -> None:
    s = make(2, variants=("competitive",), rounds=2, meaning=2,
             events=("wildfire", "pandemic_wave", "dry_spell"))
    assert s.result is None and s.meaning == 0  # no collapse
    _finish_round(s, 2)
    assert s.round == 2 and s.result is None
    _finish_round(s, 2)
    assert s.result is not None and s.result.reason == "rounds" and s.round == 2


def test_cooperative_ignores_legacy_and_all_win_with_the_end_initiative() -> None:
    s = make(3, variants=("cooperative",), index=INDEX, tokens=(9, 9, 9), meaning=9)
    play(s, "contribute local_clinic EEIS")
    assert [p.legacy for p in s.players] == [0, 0, 0]
    s.end_slot.paid[:] = [3, 2, 1]
    s.players[0].sigs[1] = s.players[0].sigs[2] = 1
    play(s, "contribute stewardship S")
    assert s.result.winners == (0, 1, 2) and s.result.group_won


def test_cooperative_all_lose_on_collapse() -> None:
    s = make(2, variants=("cooperative",), meaning=1, events=("drought",))
    assert s.result.reason == "collapse" and s.result.winners == ()


def test_shorter_game_names_another_end_initiative() -> None:
    s = make(2, end="local_clinic", tokens=[(9, 9, 9), (3, 2, 1)], meaning=9)
    assert s.end_slot.card.id == "local_clinic"
    assert all(slot.card.id != "local_clinic" for slot in s.index)
    assert "local_clinic" not in s.init_deck and "stewardship" not in s.init_deck
    play(s, "contribute local_clinic EEIS")
    assert s.result.reason == "end_initiative" and s.result.winners == (0,)


def test_end_round_helper_is_exported_for_the_stall_rule() -> None:
    # end_round runs the Community and starts the next round; collapse then ends the game.
    s = make(2, meaning=1, events=("dry_spell", "drought"))
    assert s.result is not None  # 1 − 1 = 0 at round 1
    t = make(2, meaning=3, events=("dry_spell", "drought"))
    end_round(t)
    assert t.result.reason == "collapse" and t.round == 2


def test_meaning_history_has_one_entry_per_round_when_rounds_run_out() -> None:
    s = make(2, variants=("competitive",), rounds=1, meaning=9)
    _finish_round(s, 2)
    assert s.result is not None and s.result.reason == "rounds"
    assert s.meaning_history == [s.meaning]


# -- DI17: the solo Stability rule (seed 001's solo difficulties) --------------------------
ONE_LOSS = ("dry_spell", "rumour_mill")  # two plain Events of -1 Meaning


@pytest.mark.parametrize(("level", "donated", "passed"), [
    ("easy", 3, 0), ("standard", 2, -1), ("hard", 2, -2)])
def test_DI17_solo_window_gain_and_penalty_by_difficulty(level, donated, passed) -> None:
    s = make(1, solo=level, variants=("solo_stability",), meaning=8, tokens=(0, 0, 2),
             events=CALM4, index=INDEX)  # Events: -1, -1, -2, -2
    assert s.meaning == 7
    play(s, "acquire EE", "acquire EE", "donate")
    assert s.meaning == 7 + donated - 1  # then round 2's Event
    play(s, "acquire EE", "acquire EE", "pass")
    assert s.meaning == 6 + donated + passed - 2  # then round 3's Event


def test_DI17_no_support_means_the_penalty_and_it_can_collapse_the_world() -> None:
    s = make(1, solo="hard", variants=("solo_stability",), meaning=3, tokens=(0, 0, 0),
             events=ONE_LOSS, index=INDEX)
    play(s, "acquire EE", "acquire EE")  # nothing to donate: the Window takes 2 by itself
    assert s.result is not None and s.result.reason == "collapse" and s.meaning == 0
    assert any("has no ❤️ to donate" in line for line in s.log)


def test_DI17_a_donation_stays_open_at_meaning_twelve() -> None:
    s = make(1, variants=("solo_stability",), meaning=12, tokens=(0, 0, 1), events=ONE_LOSS,
             index=INDEX)
    play(s, "acquire EE", "acquire EE")
    s.meaning = 12  # the Window opens at the top of the track
    assert "donate" in legal(s)
    play(s, "donate")  # Meaning stays 12 (G3), no penalty; then round 2's Event
    assert s.meaning == 11 and s.players[0].tokens[2] == 0


def test_DI17_is_solo_only_and_off_means_seed_000() -> None:
    two = make(2, variants=("solo_stability",), meaning=8, tokens=(0, 0, 0), events=ONE_LOSS)
    play(two, "acquire EE", "acquire EE", "acquire EE", "acquire EE")
    assert two.meaning == 6  # round 2's Event only: no Window penalty
    solo = make(1, meaning=8, tokens=(0, 0, 1), events=ONE_LOSS, index=INDEX,
                variants=("no_solo_stability",))
    play(solo, "acquire EE", "acquire EE", "donate")
    assert solo.meaning == 7  # 7, I11's +1, round 2's Event -1
    assert make(1).setup.variants.solo_stability  # DI17 is the default


def test_DI17_easy_community_places_every_other_round() -> None:
    s = make(1, solo="easy", variants=("solo_stability",), meaning=12, tokens=(0, 0, 0),
             events=CALM4, index=INDEX)
    play(s, "acquire EE", "acquire EE")
    assert all(COMMUNITY not in slot.contributors for slot in s.slots())
    play(s, "acquire EE", "acquire EE")
    assert s.index[0].contributors == [COMMUNITY]
    play(s, "acquire EE", "acquire EE")
    assert sum(COMMUNITY in slot.contributors for slot in s.slots()) == 1


def test_DI17_hard_community_places_twice_at_meaning_five_or_lower() -> None:
    s = make(1, solo="hard", variants=("solo_stability",), meaning=12, tokens=(0, 0, 1),
             events=CALM4, index=INDEX)
    play(s, "acquire EE", "acquire EE", "donate")  # Meaning 11 + 2 = 12 (capped): one marker
    assert [COMMUNITY in slot.contributors for slot in s.index] == [True, False, False]
    t = make(1, solo="hard", variants=("solo_stability",), meaning=7, tokens=(0, 0, 1),
             events=CALM4, index=INDEX)
    play(t, "acquire EE", "acquire EE", "donate")  # 7 - 1 + 2 = 8: still one
    assert [COMMUNITY in slot.contributors for slot in t.index] == [True, False, False]
    u = make(1, solo="hard", variants=("solo_stability",), meaning=5, tokens=(0, 0, 1),
             events=CALM4, index=INDEX)
    play(u, "acquire EE", "acquire EE", "donate")  # 5 - 1 + 2 = 6: one
    assert [COMMUNITY in slot.contributors for slot in u.index] == [True, False, False]
    v = make(1, solo="hard", variants=("solo_stability",), meaning=6, tokens=(0, 0, 0),
             events=CALM4, index=INDEX)
    play(v, "acquire EE", "acquire EE")  # 6 - 1 - 2 = 3: two markers, on two cards
    assert [COMMUNITY in slot.contributors for slot in v.index] == [True, True, False]


@pytest.mark.parametrize(("level", "threshold"), [("easy", 7), ("standard", 8), ("hard", 9)])
def test_DI18_end_initiative_opens_at_the_difficultys_meaning(level, threshold) -> None:
    s = make(1, solo=level, variants=("end_threshold",), meaning=threshold, tokens=(3, 2, 2),
             events=("rumour_mill",), index=INDEX)  # the Event takes Meaning 1 below it
    assert not any(a.startswith("contribute stewardship") for a in legal(s))
    reason = why_illegal(s, Action.parse("contribute stewardship E")) or ""
    assert f"opens at Meaning {threshold}" in reason
    assert f"opens at Meaning {threshold}" in (contribute_blocker(s, "stewardship") or "")
    s.meaning = threshold
    assert "contribute stewardship E" in legal(s)
    plain = make(1, solo=level, meaning=threshold, tokens=(3, 2, 2), events=("rumour_mill",),
                 index=INDEX)
    assert "contribute stewardship E" in legal(plain)  # seed 000 as written has no threshold


def test_DI21_the_stewardship_threshold_is_8_at_a_table_and_shuts_only_the_end_initiative() -> None:
    s = make(3, variants=("end_threshold",), meaning=8, tokens=(3, 2, 2), events=("rumour_mill",),
             index=INDEX)  # the Event takes Meaning to 7
    assert s.meaning == 7
    assert not any(a.startswith("contribute stewardship") for a in legal(s))
    assert "opens at Meaning 8" in (why_illegal(s, Action.parse("contribute stewardship E")) or "")
    assert "contribute local_clinic E" in legal(s)  # the Index stays open
    s.meaning = 8
    assert "contribute stewardship E" in legal(s)
    plain = make(3, meaning=8, tokens=(3, 2, 2), events=("rumour_mill",), index=INDEX)
    assert "contribute stewardship E" in legal(plain)


def test_DI21_the_old_solo_name_still_loads_and_still_acts_in_solo_only() -> None:
    assert variants_from_names(["solo_end_threshold"], players=1).end_threshold
    assert variants_from_names(["solo-end-threshold"], players=1).names_on() == ["end_threshold"]
    assert not variants_from_names(["end_threshold", "no_solo_end_threshold"], players=1).end_threshold
    # At a table the old switch never did anything: an old save must replay as it was played.
    assert not variants_from_names(["solo_end_threshold"], players=3).end_threshold
    assert variants_from_names(["end_threshold"], players=3).end_threshold


def test_DI21_an_old_table_record_with_the_solo_switch_replays_unchanged(tmp_path) -> None:
    from game.games.initiatives.records import load_record

    record = tmp_path / "old.yaml"
    record.write_text("players: [A, B]\nseed: 4\nvariants: [solo_end_threshold]\nactions: []\n")
    assert not load_record(str(record)).setup.variants.end_threshold
