"""DI24: round 1's Event never ends the game before a turn is played. The deal passes over an
Event (under High Instability, a pair) that would take Meaning to 0 and shuffles it back into the
deck below what round 1 reveals; every other deal is untouched, and records from before replay."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.family.errors import RecordError
from game.games.initiatives.lab import play as lab_play
from game.games.initiatives.options import FixedSetup, Setup, Variants
from game.games.initiatives.records import RECORD_FORMAT, setup_from_dict, setup_to_dict
from game.games.initiatives.rules import event_loss
from game.games.initiatives.setup import new_game
from game.lab.runner import LabJob

FOUR = ("A", "B", "C", "D")
SEEDS = range(120)


def _pair(seed: int, **kw: object) -> tuple:
    now = new_game(Setup(FOUR, seed, **kw), narrate=False)  # type: ignore[arg-type]
    before = new_game(Setup(FOUR, seed, calm_first_event=False, **kw), narrate=False)  # type: ignore[arg-type]
    return now, before


def test_no_four_seat_game_is_over_before_a_turn_and_before_DI24_some_were() -> None:
    pairs = [_pair(seed) for seed in SEEDS]
    assert all(now.phase == "turns" and now.meaning >= 1 for now, _ in pairs)
    lost = [before for _, before in pairs if before.phase == "over"]
    assert lost and all(before.events_in_play[0] in ("wildfire", "pandemic_wave") for before in lost)


def test_only_a_deal_whose_first_event_ends_the_game_changes_and_no_card_is_lost() -> None:
    changed = 0
    for seed in SEEDS:
        now, before = _pair(seed)
        cards_now = sorted(now.event_deck + now.events_in_play)
        assert cards_now == sorted(before.event_deck + before.events_in_play)  # every Event, once
        if before.phase == "over":
            changed += 1
            passed = before.events_in_play[0]
            assert passed in now.event_deck and event_loss(now, now.events_in_play[0]) < 4
        else:
            assert (now.event_deck, now.events_in_play, now.meaning) == (
                before.event_deck, before.events_in_play, before.meaning)
            assert (now.prism, now.players[0].tokens) == (before.prism, before.players[0].tokens)
    assert changed >= 3


def test_high_instability_spares_the_pair_and_hard_mode_counts_its_extra_loss() -> None:
    for seed in SEEDS:
        hi = new_game(Setup(FOUR, seed, Variants(high_instability=True)), narrate=False)
        assert hi.phase == "turns" and len(hi.events_in_play) == 2
        solo_hard = new_game(Setup(("A",), seed, solo_difficulty="hard"), narrate=False)
        assert solo_hard.phase == "turns"
        assert event_loss(solo_hard, solo_hard.events_in_play[0]) < 4  # Meaning 4 at Hard


def test_a_record_that_fixes_the_first_event_and_a_competitive_game_keep_it() -> None:
    fixed = new_game(Setup(FOUR, 1, fixed=FixedSetup(event_top=("wildfire",))), narrate=False)
    assert fixed.phase == "over" and fixed.events_in_play == ["wildfire"]  # the author's choice
    for seed in SEEDS:
        now, before = _pair(seed, variants=Variants(competitive=True))
        assert now.event_deck == before.event_deck and now.phase == "turns"


def test_a_table_no_event_could_spare_is_dealt_as_shuffled() -> None:
    """High Instability starts at Meaning 4 - 1 at four seats: two Events of 1 each would spare
    it only when dealt; every deal still keeps every card, whatever the rule could do."""
    for seed in range(40):
        s = new_game(Setup(FOUR, seed, Variants(high_instability=True, hard=True)), narrate=False)
        b = new_game(Setup(FOUR, seed, Variants(high_instability=True, hard=True),
                           calm_first_event=False), narrate=False)
        assert sorted(s.event_deck + s.events_in_play) == sorted(b.event_deck + b.events_in_play)
        if s.phase == "turns":
            assert sum(event_loss(s, e) for e in s.events_in_play) < 3


def test_records_before_format_7_were_dealt_without_it_and_replay() -> None:
    assert RECORD_FORMAT == 7
    rec = {"players": list(FOUR), "seed": 5}
    assert setup_from_dict(rec, "r.yaml", 6).calm_first_event is False
    assert setup_from_dict(rec, "r.yaml", 7).calm_first_event is True
    old = setup_from_dict(rec, "r.yaml", 6)
    assert setup_to_dict(old)["calm_first_event"] is False
    assert setup_to_dict(replace(old, calm_first_event=True))["calm_first_event"] is True
    assert setup_from_dict(setup_to_dict(old), "r.yaml", 7) == old
    with pytest.raises(RecordError, match=r"r\.yaml: field 'calm_first_event': must be true or false"):
        setup_from_dict({**rec, "calm_first_event": "yes"}, "r.yaml", 7)


def test_the_lab_switch_replays_a_run_from_before() -> None:
    seed = next(s for s in SEEDS if _pair(s)[1].phase == "over")
    job = LabJob(0, seed, 4, ("random",) * 4)
    assert lab_play(replace(job, switches=("no_calm_first_event",)))["rounds"] == 1
    assert lab_play(job)["actions"] > 0
