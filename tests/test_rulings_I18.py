"""Rulings I18 (a)-(f), settled from a rules audit, and I1 amended as records and saves see it.

Old records and saves must replay exactly as they were played (I1, I18 f). The expected values
below were computed on commit 628549d, before rotation became the default, from the records
in docs/ and tests/ and from saves that version wrote (format 1): each is (round, Meaning,
outcome, winners, scores, digest of the table), the digest as :func:`table_digest` computes it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, legal, make, play

from game.family import IllegalAction, ruleset
from game.family.errors import RecordError
from game.family.match import Match
from game.family.records import load_record
from game.games.initiatives import costs
from game.games.initiatives.actions import Action
from game.games.initiatives.game import Game
from game.games.initiatives.observe import final_summary, observe
from game.games.initiatives.options import Setup, variants_from_names
from game.games.initiatives.records import RECORD_FORMAT, setup_from_dict, setup_to_dict
from game.games.initiatives.rules import why_illegal
from game.games.initiatives.ruleset import INITIATIVES
from game.games.initiatives.scoring import decide
from game.games.initiatives.state import COMMUNITY, STALL_ROUND, GameState

EXAMPLE = ROOT / "docs" / "examples" / "seed_example.yaml"
INDEX = ("local_clinic", "food_network", "learning_archive")
TABLE_KEYS = ("round", "phase", "meaning", "to_move", "actions_left", "restrictions",
              "events_in_play", "decks", "discards", "prism", "index", "end", "players", "pending")


def table_digest(state: GameState) -> str:
    view = observe(state)
    text = json.dumps({k: view[k] for k in TABLE_KEYS}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def outcome(state: GameState) -> tuple[Any, ...]:
    s = final_summary(state)
    o = s["outcome"]
    return (s["round"], s["meaning"], o and o["reason"], o and o["winners"],
            [seat["score"] for seat in s["seats"]], table_digest(state))


OLD_SAVES = {
    'four_default': (
        {'edition': 'initiatives', 'players': ['Ann', 'Ben', 'Cal', 'Dee'], 'seed': 31, 'variants': []},
        'lose E;lose E;lose E;lose E;contribute community_garden EEI;acquire II;'
        'obtain mutual_aid any:E;contribute founding_charter E;contribute town_square EEI;'
        'request p4 S;decline;acquire II;obtain aversion any:E;pass;pass;donate;pass;lose I;'
        'lose I;lose I;acquire EE;obtain growth;acquire EI;contribute food_network EI;'
        'request p4 E;accept;obtain skin;contribute town_square E;'
        'contribute learning_archive EII;pass;pass;donate;lose E;acquire II;'
        'contribute food_network I;acquire II;acquire II;acquire EE;contribute stewardship EE;'
        'acquire EE;convert;request p2 I;accept;donate;pass;request p2 I;accept;acquire EI;'
        'acquire EE;contribute food_network EE;acquire II;request p4 S;accept;acquire EI;'
        'contribute mentoring_network EII;pass;acquire II;request p3 S;decline;request p1 E;'
        'accept;acquire EI;contribute mentoring_network S;request p1 I;accept;'
        'contribute apprenticeship_guild II;acquire EI;request p2 E;accept;acquire II;acquire EI;'
        'convert;request p1 I;accept;request p2 S;decline;acquire II;obtain thorn;convert;'
        'request p1 E;accept;pass;pass;contribute stewardship II;acquire E;acquire E;'
        'contribute apprenticeship_guild E;request p2 I;decline;contribute founding_charter II;'
        'contribute apprenticeship_guild ES;request p2 S;decline;pass;acquire EI;convert;'
        'contribute founding_charter S;acquire EE;contribute crisis_line EII;request p2 E;'
        'decline;acquire II;request p3 I;decline;acquire EE;pass;request p4 E;accept;acquire EE;'
        'obtain gratitude;contribute street_festival EII;acquire EE;convert;acquire EI;'
        'request p1 E;accept;convert;acquire EI;pass;pass;convert;acquire EE;'
        'contribute street_festival EES;contribute water_system I;acquire EE;obtain fever;'
        'contribute learning_archive S;recycle prism;obtain grooming;donate;'
        'obtain steady_hand any:I;contribute crisis_line S;convert;acquire EE;'
        'contribute water_system ES;acquire EE;obtain salience;acquire II;acquire II;pass;'
        'request p3 E;accept;acquire EE;contribute stewardship E;acquire II;convert;request p1 E;'
        'decline;acquire EE;obtain mending;request p3 I;accept;donate;donate;convert;acquire II;'
        'obtain self_mark any:E;acquire EE;obtain saying_no;acquire EI;acquire II;request p3 I;'
        'decline;acquire II;donate;pass;acquire EE;convert;request p3 I;accept;request p1 S;'
        'accept;contribute stewardship SS',
        (14, 7, 'end_initiative', [2], [29, 42, 27, 29], '3a0f61b9e3a199b8')),
    'three_rotate': (
        {'edition': 'initiatives',
         'players': ['Ann', 'Ben', 'Cal'],
         'seed': 77,
         'variants': ['limited_recycle', 'rotate_first_player']},
        'contribute food_network EEEII;acquire II;contribute public_library EII;'
        'contribute mentoring_network E;contribute oral_history II;acquire II;donate;donate;pass;'
        'lose I;request p3 S;accept;acquire II;contribute public_library I;request p2 S;decline;'
        'contribute oral_history I;request p2 S;decline;donate;acquire II;obtain inner_map any:E;'
        'acquire II;contribute crisis_line II;contribute mentoring_network II;acquire II;'
        'acquire II;acquire II;acquire II;acquire II;convert;contribute crisis_line E;acquire EE;'
        'donate;acquire EE;obtain reward_signal any:E;acquire II;obtain quiet_room;acquire EI;'
        'obtain homeostasis any:I',
        (6, 0, 'collapse', [1, 2], [12, 12, 10], 'a0f9d4764abd71f6')),
    'two_unfinished': (
        {'edition': 'initiatives',
         'players': ['Ann', 'Ben'],
         'seed': 12,
         'variants': ['faster'],
         'start_player': 2},
        'acquire II;acquire EI;acquire EI;request p2 E;decline;donate;pass;obtain budding any:E;'
        'request p1 I;decline;contribute street_festival EEEII;obtain habit',
        (2, 2, None, None, [5, 4], '65e3e046b5c5d976')),
    'five_turn_order_tokens': (
        {'edition': 'initiatives',
         'players': ['Ann', 'Ben', 'Cal', 'Dee', 'Eve'],
         'seed': 2026,
         'variants': ['no_conversion', 'turn_order_tokens']},
        'obtain cell_wall any:E;obtain breath;obtain skin;obtain mutual_aid any:E;'
        'obtain reward_signal any:E;obtain fever;obtain homeostasis any:E;'
        'contribute learning_archive EIIS;obtain regrowth any:E;obtain aversion any:E;pass;pass;'
        'pass;pass;pass;obtain budding any:I;acquire II;obtain branching;acquire II;'
        'obtain membrane;obtain signal;acquire II;obtain focus;contribute memorial_forest EEEEIS;'
        'acquire II;pass;pass;donate;pass;obtain world_model;obtain trust;obtain hunch;'
        'recycle index;contribute water_system EI;obtain molting;contribute crisis_line EII;'
        'acquire II;contribute crisis_line S;request p2 S;accept;pass;donate;pass;'
        'contribute water_system S;acquire II;acquire II;acquire II;obtain symbiosis;'
        'contribute volunteer_fire_brigade EEI;acquire EE;contribute volunteer_fire_brigade EE;'
        'obtain reciprocity;acquire EI;pass;pass;contribute mediation_court III;acquire II;'
        'acquire II;acquire II;contribute mediation_court S;contribute credit_union EEI;'
        'contribute oral_history II;acquire EE;contribute credit_union ES;'
        'contribute oral_history I;pass;acquire EI;contribute food_network EII;acquire EI;'
        'obtain sleep_cycle any:I;acquire EI;contribute food_network E;obtain husk;acquire EE;'
        'acquire EI;contribute apprenticeship_guild EII;pass;acquire EI;'
        'contribute food_network E;acquire EI;contribute apprenticeship_guild E;acquire EI;'
        'acquire II;acquire II;obtain mending;acquire II;acquire II;pass;lose I;lose I;'
        'acquire EI;acquire II;acquire II;acquire II;acquire II;acquire II;acquire II;acquire II;'
        'acquire II;acquire II;pass;contribute apprenticeship_guild S;contribute stewardship EII;'
        'request p4 I;accept;acquire I;contribute stewardship E;request p3 I;accept;request p3 I;'
        'accept;obtain kinship;obtain self_mark any:I;request p3 I;accept;acquire EI;'
        'obtain saying_no;acquire EI;acquire II;acquire II;acquire II;acquire II;acquire II;'
        'acquire II;acquire II;pass;acquire II;acquire II;acquire II;acquire II;acquire II;'
        'acquire II;acquire II;acquire II;acquire II;acquire II;donate',
        (12, 0, 'collapse', [4], [28, 22, 13, 29, 22], '2c1e15672de920f5')),
    'solo_standard': (
        {'edition': 'initiatives',
         'players': ['Ann'],
         'seed': 45,
         'variants': [],
         'solo_difficulty': 'standard'},
        'obtain thirst;acquire EE;donate;convert;acquire EI;acquire EE;donate;lose I;convert;'
        'acquire EE;acquire EE;donate;convert;acquire EI;acquire EI;donate;lose I;convert;'
        'acquire EE;obtain fever;donate;convert;contribute stewardship E;acquire EE;donate;'
        'obtain early_warning any:E;obtain saying_no;donate;acquire II;convert;'
        'contribute stewardship EEIISS',
        (8, 6, 'end_initiative', [1], [3], 'eae098ada4fcc523')),
}
RECORD_EXPECTED = {
    'seed_example': (3, 3, None, None, [8, 5, 11, 5], '98480d59910d0d97'),
    'cli_good_record': (2, 8, 'end_initiative', [1], [11, 5], '6cef9ea1aa06e0f4'),
    'fixed_record': (1, 8, None, None, [9, 0, 5], 'fe7c610c6a820467'),
    'old_solo_switch': (1, 2, None, None, [5, 5], '8855fed7f61ae8ff'),
}


# Saves written by the version before DI20 became the default (format 2, 2026-11-24), made by
# random bots: every seat started with the same tokens.
FORMAT2_SAVES = {
    'four_rotate': (
        {'edition': 'initiatives', 'players': ['Ann', 'Ben', 'Cal', 'Dee'], 'seed': 41,
         'variants': [], 'turn_order': 'rotate'},
        'contribute stewardship II;convert;acquire II;contribute stewardship S;'
        'contribute stewardship EE;contribute mentoring_network EII;contribute local_clinic S;'
        'request p4 S;recycle index;pass;pass;lose I;lose I;lose I;request p4 S;'
        'obtain cell_wall any:I;give p2 E;decline;contribute local_clinic E;give p4 E;accept;'
        'contribute stewardship E;request p3 I;decline;contribute stewardship S;pass;donate;'
        'request p1 S;accept;recycle index;recycle index;request p3 E;'
        'contribute volunteer_fire_brigade EI;request p3 E;obtain steady_hand',
        (3, 3, 'end_initiative', [2], [7, 10, 6, 6], 'a692cd7d70f2ec75')),
    'three_unfinished': (
        {'edition': 'initiatives', 'players': ['Ann', 'Ben', 'Cal'], 'seed': 8,
         'variants': ['hard'], 'turn_order': 'rotate'},
        'lose E;lose E;lose S;obtain focus;give p3 E;accept;acquire EI',
        (1, 1, None, None, [5, 6, 6], 'dd08c388048867ec')),
}


def old_save(name: str) -> dict[str, Any]:
    """A save as the earlier version wrote it: format 1, no turn-order field."""
    setup, actions, _ = OLD_SAVES[name]
    return {"format": 1, "setup": setup, "actions": actions.split(";")}


def replay(record_path: str | Path) -> Match:
    record = load_record(str(record_path))
    match = Match(record.rules, record.setup)
    for text in record.actions:
        match.play(text)
    return match


def round_over(state: GameState, *stability: str) -> None:
    """Every seat acquires twice, then the Stability Window answers as given."""
    for _ in state.players:
        play(state, "acquire EE", "acquire EE")
    play(state, *stability)


# ---------------------------------------------------------------------------------------------
# (a) A card is started only by a player's marker
# ---------------------------------------------------------------------------------------------
def test_I18a_a_card_holding_only_the_community_marker_is_recycled_and_the_marker_goes_back() -> None:
    s = make(1, meaning=12, tokens=(5, 5, 5), index=INDEX,
             initiatives=("water_system", "crisis_line"))
    play(s, "contribute food_network E", "acquire EE", "donate")
    # After round 1's window the Community took the leftmost card without its marker.
    clinic, network, archive = s.index
    assert clinic is not None and network is not None and archive is not None
    assert clinic.contributors == [COMMUNITY] and network.contributors == [0]
    assert not clinic.started and network.started and not archive.started
    assert "recycle index" in legal(s)
    play(s, "recycle index")
    assert [slot.card.id for slot in s.index if slot] == ["water_system", "food_network",
                                                         "crisis_line"]
    assert s.init_discard == ["local_clinic", "learning_archive"]
    assert all(COMMUNITY not in slot.contributors for slot in s.slots())
    assert network.contributors == [0] and network.paid == [1, 0, 0]  # a started card stays
    assert "The Community's marker goes back to the Community" in s.log
    # The marker is the Community's again: it takes the new leftmost card after this round.
    play(s, "acquire EE", "donate")
    assert s.index[0] is not None and s.index[0].contributors == [COMMUNITY]


def test_I18a_a_player_marker_still_starts_a_card_and_blocks_its_recycling() -> None:
    s = make(2, meaning=12, tokens=(5, 5, 5), index=INDEX)
    play(s, "contribute local_clinic E", "contribute food_network E",
         "contribute learning_archive E")
    assert all(slot is not None and slot.started for slot in s.index)
    assert "recycle index" not in legal(s)
    reason = why_illegal(s, Action("recycle", "index"))
    assert reason is not None and "a player's marker is on it" in reason


# ---------------------------------------------------------------------------------------------
# (b) Meaning 0 ends the game at once
# ---------------------------------------------------------------------------------------------
def test_I18b_meaning_zero_skips_the_rest_of_the_event_and_the_second_event() -> None:
    # High Instability: Heatwave (−2, every player −1 Vitals) takes Meaning from 2 to 0.
    s = make(2, meaning=2, variants=("high_instability",), events=("heatwave", "cold_snap"))
    assert s.result is not None and s.result.reason == "collapse" and s.meaning == 0
    assert [p.vitals for p in s.players] == [5, 5]  # Heatwave's Vitals loss never happens
    assert s.events_in_play == ["heatwave"]
    assert s.event_deck[-1] == "cold_snap"  # the second Event is never revealed
    assert not any("loses" in line for line in s.log)
    assert "Round 1 — Event: Heatwave, −2 Meaning → 0" in s.log


def test_I18b_the_second_event_reaching_zero_applies_none_of_its_effects() -> None:
    # From Meaning 3: Dry Spell −1, then Flash Flood −2 (and every player would lose a token).
    s = make(2, meaning=3, variants=("high_instability",), events=("dry_spell", "flash_flood"))
    assert s.result is not None and s.result.reason == "collapse"
    assert s.events_in_play == ["dry_spell", "flash_flood"] and s.meaning == 0
    # nobody lost a token: as dealt, with the second of two seats' +1☀️ 1❤️ (DI20, DI22)
    assert s.pending == [] and [p.tokens for p in s.players] == [[3, 2, 1], [4, 2, 2]]
    restricted = make(2, meaning=2, events=("price_spike",))  # −2 and a restriction
    assert restricted.result is not None and restricted.restrictions == set()


# ---------------------------------------------------------------------------------------------
# (c) The same restriction twice in a round counts once
# ---------------------------------------------------------------------------------------------
def test_I18c_two_events_with_the_same_restriction_count_once() -> None:
    s = make(2, meaning=12, variants=("high_instability",), events=("price_spike", "inflation"),
             prism=("shell", "pulse", "forecast", "habit", "skin", "growth"))
    assert s.events_in_play == ["price_spike", "inflation"]
    assert s.restrictions == {"obtain_surcharge"}
    price = costs.pattern_price(s, 0, s.cards.patterns["shell"])
    assert (price.surcharges, price.any_tokens) == (1, 1)
    assert {a for a in legal(s) if a.startswith("obtain shell")} == {
        "obtain shell any:E", "obtain shell any:I", "obtain shell any:S"}
    assert sum(line.startswith("Restriction:") for line in s.log) == 1


def test_I18c_a_penalty_flip_repeating_the_round_restriction_counts_once() -> None:
    # Water System's completion flips Inflation while Price Spike's surcharge already holds.
    s = make(2, meaning=12, tokens=(5, 5, 5), events=("price_spike", "inflation"),
             index=("water_system", "local_clinic", "food_network"))
    play(s, "contribute water_system EIS")
    assert "water_system" in s.init_done and "inflation" in s.event_discard
    assert s.restrictions == {"obtain_surcharge"}
    assert costs.pattern_price(s, 0, s.cards.patterns[s.prism[0] or ""]).surcharges == 1
    assert sum(line.startswith("Restriction:") for line in s.log) == 1


# ---------------------------------------------------------------------------------------------
# (d) A stalled game is scored like a finished one and reported as stalled
# ---------------------------------------------------------------------------------------------
def test_I18d_a_stalled_game_is_scored_like_a_finished_one_and_reported_as_stalled() -> None:
    s = make(3, meaning=12, vitals=[6, 5, 5], legacy=[6, 7, 2])
    s.round = STALL_ROUND  # stand-in for 59 played rounds: this is the last one
    round_over(s, "pass", "pass", "pass")
    r = s.result
    assert r is not None and r.reason == "stalled" and s.round == STALL_ROUND
    assert r.scores == (12, 12, 7)  # Vitals + Legacy, as at any end
    assert r.winners == (1,)  # G4: equal scores, more Legacy wins
    finished = decide(s, "rounds")  # the same table ending normally (Competitive's last round)
    assert (r.scores, r.winners, r.band) == (finished.scores, finished.winners, finished.band)
    assert not r.group_won
    summary = final_summary(s)
    assert summary["outcome"] == {"reason": "stalled", "band": "Durable", "solo_band": None,
                                  "winners": [2], "group_won": False}
    assert f"Game over: {STALL_ROUND} rounds without an end — the game is stalled" in s.log
    assert "Winner: Brooke" in s.log


def test_I18d_a_stalled_solo_game_is_scored_and_lost() -> None:
    s = make(1, meaning=12, tokens=(5, 5, 5), vitals=7, legacy=9)
    s.round = STALL_ROUND
    play(s, "acquire EE", "acquire EE", "donate")
    r = s.result
    assert r is not None and r.reason == "stalled"
    assert r.scores == (16,) and r.solo_band == "Stabilizer"  # scored like a finished game
    assert r.winners == ()  # DI6: without the End Initiative a solo game is not won


# ---------------------------------------------------------------------------------------------
# (e) The Community may hold one marker on each of several cards
# ---------------------------------------------------------------------------------------------
def test_I18e_the_community_holds_one_marker_on_each_of_several_cards() -> None:
    s = make(1, meaning=12, tokens=(9, 9, 9), index=INDEX,
             events=("dry_spell", "rumour_mill", "drought", "misinformation_wave", "crop_failure"))
    for placed in range(1, 5):
        play(s, "acquire EE", "acquire EE", "donate")
        holders = [slot.card.id for slot in s.slots() if COMMUNITY in slot.contributors]
        assert holders == [*INDEX, "stewardship"][:placed]
    assert all(slot.contributors == [COMMUNITY] for slot in s.slots())  # one marker each
    play(s, "acquire EE", "acquire EE", "donate")
    assert "The Community finds no open space" in s.log  # never a second marker on a card
    assert all(slot.contributors.count(COMMUNITY) == 1 for slot in s.slots())


# ---------------------------------------------------------------------------------------------
# (f) Records carry a format number; the earlier format without a turn order is fixed
# ---------------------------------------------------------------------------------------------
def test_I18f_new_records_and_saves_state_their_format_and_turn_order() -> None:
    assert RECORD_FORMAT == 7 and INITIATIVES.record_format == 7
    rotate = Game(Setup(("A", "B", "C"), 5))
    fixed = Game(Setup(("A", "B", "C"), 5, variants_from_names(["fixed_first_player", "hard"])))
    assert rotate.to_dict()["format"] == 7 and fixed.to_dict()["format"] == 7
    assert rotate.to_dict()["setup"]["turn_order"] == "rotate"
    assert fixed.to_dict()["setup"]["turn_order"] == "fixed"
    # The turn order is said once, in its own field; DI20 is always named, on or off (I16).
    assert rotate.to_dict()["setup"]["variants"] == ["turn_order_tokens"]
    assert fixed.to_dict()["setup"]["variants"] == ["hard", "turn_order_tokens"]
    even = Game(Setup(("A", "B"), 5, variants_from_names(["no_turn_order_tokens"])))
    assert even.to_dict()["setup"]["variants"] == ["no_turn_order_tokens"]
    for game in (rotate, fixed):
        again = Match.from_dict(json.loads(game.to_json()))
        assert again.setup == game.setup


def test_I18f_the_earlier_format_without_a_turn_order_means_fixed_first_player() -> None:
    bare = {"players": ["A", "B"], "seed": 3}
    assert setup_from_dict(bare, "r").variants.fixed_first_player  # no format field: format 1
    assert setup_from_dict(bare, "r", 1).variants.fixed_first_player
    assert setup_from_dict({**bare, "format": 1}, "r").variants.fixed_first_player
    assert not setup_from_dict(bare, "r", 2).variants.fixed_first_player
    assert not setup_from_dict({**bare, "format": 2}, "r").variants.fixed_first_player
    # Format 1 could already name the switch; the named rule is kept.
    named = {**bare, "variants": ["rotate_first_player"]}
    assert not setup_from_dict(named, "r", 1).variants.fixed_first_player
    # The turn-order field decides in every format.
    for fmt in (1, 2):
        assert setup_from_dict({**bare, "turn_order": "fixed"}, "r", fmt).variants.fixed_first_player
        assert not setup_from_dict({**bare, "turn_order": "rotate"}, "r", fmt
                                   ).variants.fixed_first_player


@pytest.mark.parametrize(("extra", "expect"), [
    ({"turn_order": "clockwise"}, "field 'turn_order': 'rotate' or 'fixed', got 'clockwise'"),
    ({"turn_order": "rotate", "variants": ["fixed_first_player"]},
     "field 'turn_order': 'rotate' contradicts the variants list"),
    ({"format": 8}, "field 'format': must be a whole number from 1 to 7, got 8"),
])
def test_I18f_a_bad_turn_order_or_format_is_refused(extra: dict[str, Any], expect: str) -> None:
    with pytest.raises(RecordError, match=expect):
        setup_from_dict({"players": ["A", "B"], **extra}, "r")


def test_I18f_a_record_or_save_of_a_newer_format_is_refused_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "r.yaml"
    path.write_text("players: [A, B]\nformat: 9\nactions: []\n")
    with pytest.raises(RecordError, match=r"r\.yaml:2: field 'format': written by another "
                                          r"version \(9\); this one reads Meaning Made formats 1 to 7"):
        load_record(str(path))
    with pytest.raises(RecordError, match="field 'format'"):
        Match.from_dict({**old_save("two_unfinished"), "format": 9})


@pytest.mark.parametrize("name", list(OLD_SAVES))
def test_I18f_a_format_1_save_replays_exactly_as_it_was_played(name: str) -> None:
    match = Match.from_dict(old_save(name))
    assert outcome(match.state) == OLD_SAVES[name][2]
    # Saved again it states the rule it was played under, and still replays the same.
    data = match.to_dict()
    assert data["format"] == RECORD_FORMAT and data["setup"]["late_conversion"] is False
    # DI22: a two-seat game of an earlier format keeps every table's numbers, and says so
    assert data["setup"].get("two_seat_table", False) is False
    expected_tokens = "turn_order_tokens" in OLD_SAVES[name][0]["variants"]
    assert ("turn_order_tokens" if expected_tokens else "no_turn_order_tokens"
            ) in data["setup"]["variants"]
    expected_order = "rotate" if "rotate_first_player" in OLD_SAVES[name][0]["variants"] else "fixed"
    assert data["setup"]["turn_order"] == expected_order
    assert outcome(Match.from_dict(json.loads(json.dumps(data))).state) == OLD_SAVES[name][2]


def test_I18f_a_format_1_save_file_continues_exactly(tmp_path: Path) -> None:
    from game.ui.saves import SaveError, load_game

    path = tmp_path / "autosave.json"
    seats = [{"name": "Ann", "colour": "blue", "kind": "human"},
             {"name": "Ben", "colour": "red", "kind": "search"}]
    path.write_text(json.dumps({"kind": "meaning-made-save", **old_save("two_unfinished"),
                                "seats": seats}))
    game, _ = load_game(path)
    assert outcome(game.state) == OLD_SAVES["two_unfinished"][2]
    assert game.state.order == [1, 0] and game.state.round == 2  # Ben kept the first turn
    # a format another game of the family writes, but not this one: the game's reader refuses it
    path.write_text(json.dumps({"kind": "meaning-made-save", **old_save("two_unfinished"),
                                "format": 9, "seats": seats}))
    with pytest.raises(SaveError, match=r"field 'format': written by another version \(9\); this one "
                                        r"reads Meaning Made formats 1 to 7"):
        load_game(path)
    # a format no game of this version writes
    path.write_text(json.dumps({"kind": "meaning-made-save", **old_save("two_unfinished"),
                                "format": 99, "seats": seats}))
    with pytest.raises(SaveError, match="field 'format': saved by another version"):
        load_game(path)


@pytest.mark.parametrize("name", list(FORMAT2_SAVES))
def test_I16_a_format_2_save_replays_without_DI20_as_it_was_played(name: str) -> None:
    setup, actions, expected = FORMAT2_SAVES[name]
    old = {"format": 2, "setup": setup, "actions": actions.split(";")}
    match = Match.from_dict(old)
    assert not match.setup.variants.turn_order_tokens
    assert outcome(match.state) == expected
    data = match.to_dict()  # saved again: this format, naming the rules it was played under
    assert data["format"] == RECORD_FORMAT and "no_turn_order_tokens" in data["setup"]["variants"]
    assert data["setup"]["late_conversion"] is False
    assert outcome(Match.from_dict(json.loads(json.dumps(data))).state) == expected


def test_I16_DI20_is_the_default_of_format_3_and_a_format_2_save_read_so_is_another_game() -> None:
    setup, actions, expected = FORMAT2_SAVES["three_unfinished"]
    assert setup_from_dict({"players": ["A", "B"]}, "r", 3).variants.turn_order_tokens
    assert not setup_from_dict({"players": ["A", "B"]}, "r", 2).variants.turn_order_tokens
    assert setup_from_dict({"players": ["A", "B"], "variants": ["turn_order_tokens"]}, "r", 2
                           ).variants.turn_order_tokens
    as_new = Match(INITIATIVES, setup_from_dict({**setup, "format": 3}, "r"))
    # Under format 3 the later seats start richer (DI20), so the same actions end elsewhere.
    assert [p.tokens for p in as_new.state.players] == [[4, 3, 1], [3, 2, 1], [4, 2, 1]]  # Ben starts
    for text in actions.split(";"):
        try:
            as_new.play(text)
        except IllegalAction:
            break
    assert outcome(as_new.state) != expected


def test_I18f_the_same_old_save_read_as_rotating_is_another_game() -> None:
    """The turn-order rule matters: read under the new default, the old actions do not fit."""
    with pytest.raises(IllegalAction, match="needs 1 more"):
        Match.from_dict({**old_save("four_default"), "format": 2})


def test_I18f_the_records_in_docs_and_tests_replay_exactly_as_they_were_played(
        tmp_path: Path) -> None:
    from test_cli import GOOD_RECORD
    from test_records import FIXED_RECORD

    old_example = "".join(line for line in EXAMPLE.read_text().splitlines(keepends=True)
                          if not line.startswith(("format:", "turn_order:")))
    records = {"seed_example": [EXAMPLE, old_example], "cli_good_record": [GOOD_RECORD],
               "fixed_record": [FIXED_RECORD],
               "old_solo_switch": ["players: [A, B]\nseed: 4\nvariants: [solo_end_threshold]\n"
                                   "actions: []\n"]}
    for name, versions in records.items():
        for k, version in enumerate(versions):
            if isinstance(version, str):
                path = tmp_path / f"{name}-{k}.yaml"
                path.write_text(version, encoding="utf-8")
                version = path
            assert outcome(replay(version).state) == RECORD_EXPECTED[name], (name, k)
    assert load_record(str(EXAMPLE)).setup.variants.fixed_first_player  # stated: turn_order


def test_I18f_other_games_keep_their_own_format() -> None:
    pentagram = ruleset("pentagram")
    match = Match(pentagram, pentagram.make_setup(("A", "B"), 4))
    assert match.to_dict()["format"] == pentagram.record_format == 2  # 2: PG6 amended
    again = Match.from_dict(json.loads(match.to_json()))
    assert again.setup == match.setup
    with pytest.raises(RecordError, match="field 'format': written by another version"):
        Match.from_dict({**match.to_dict(), "format": 3})


def test_I1_amended_new_game_and_the_command_line_name_the_switch() -> None:
    assert setup_to_dict(INITIATIVES.make_setup(("A", "B"), 1, ["fixed_first_player"])
                         )["turn_order"] == "fixed"
    assert setup_to_dict(INITIATIVES.make_setup(("A", "B"), 1, ["rotate_first_player"])
                         )["turn_order"] == "rotate"
    assert setup_to_dict(INITIATIVES.make_setup(("A", "B"), 1))["turn_order"] == "rotate"
