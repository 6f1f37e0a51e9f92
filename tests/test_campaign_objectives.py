"""Objectives evaluated on real games and records: the measure each reads, the requirement, and
the star thresholds (docs/campaign.md, "Objectives")."""

from __future__ import annotations

from pathlib import Path

import yaml

from game.bots import make_bot
from game.campaign import Objective, Tracker, evaluate_game, live_line
from game.family import ruleset
from game.family.match import Match
from game.family.records import load_record
from game.games.initiatives import INITIATIVES, FixedSetup, SeatStart, Setup, variants_from_names

CALM = ("dry_spell", "rumour_mill", "drought", "misinformation_wave")


def solo(level: str = "easy", *, end: str | None = None, meaning: int | None = None,
         tokens: tuple[int, int, int] | None = None, variants: tuple[str, ...] = (),
         index: tuple[str, ...] | None = None, events: tuple[str, ...] = CALM, seed: int = 11) -> Setup:
    fixed = FixedSetup(event_top=events, index=index, meaning=meaning, seats=(SeatStart(tokens=tokens),))
    return Setup(("You",), seed, variants_from_names(list(variants), 8, 1), level, None, end, fixed=fixed)


def bot_game(setup: Setup, kind: str = "random", seed: int = 3) -> Match:
    """A whole game played by a bot: a real game to evaluate."""
    match = Match(INITIATIVES, setup)
    bot = make_bot(kind, seed)
    while match.state.result is None:
        match.play(bot.choose(match.state))
    return match


def test_complete_measures_the_round_the_named_initiative_completed() -> None:
    # Food Network is the End Initiative; 5☀️ 5🔍 pays it at once, in round 1.
    setup = solo(end="food_network", tokens=(5, 5, 2),
                 index=("local_clinic", "water_system", "community_garden"))
    objective = Objective("complete", (8, 5, 4), params={"initiative": "food_network"})
    ev = evaluate_game(objective, INITIATIVES, setup, ["contribute food_network EEEII"])
    assert ev.finished and ev.measure == 1 and ev.stars == 3
    # not completed by the end: no measure, no star, and the debrief says why
    late = Objective("complete", (8, 5, 4), params={"initiative": "local_clinic"})
    ev = evaluate_game(late, INITIATIVES, setup, ["contribute food_network EEEII"])
    assert (ev.measure, ev.stars, ev.why_not) == (None, 0, "not done before the game ended")


def test_a_collapse_earns_no_star_whatever_the_measure() -> None:
    # Meaning 1 and a first Event of −1: the world collapses as the game is dealt.
    setup = solo("standard", meaning=1)
    match = Match(INITIATIVES, setup)
    assert match.state.result is not None and match.state.result.reason == "collapse"
    for kind in ("win", "survive", "meaning", "score"):
        ev = evaluate_game(Objective(kind, (0, 1, 2) if kind != "win" else (1, 2, 3)), INITIATIVES, setup, [])
        assert ev.stars == 0 and not ev.required_ok and ev.why_not == "the world collapsed", kind


def test_win_stars_count_thresholds_on_the_final_score_of_a_real_game() -> None:
    match = bot_game(solo("easy", variants=("faster",)), "search-easy", seed=1)
    r = match.state.result
    assert r.reason == "end_initiative"  # this seed's game is won
    score = r.scores[0]
    objective = Objective("win", (1, score, score + 1))
    ev = evaluate_game(objective, INITIATIVES, match.setup, match.actions)
    assert ev.measure == score and ev.stars == 2  # the threshold itself counts; one more does not


def test_meaning_is_the_lowest_meaning_seen_after_any_action_of_a_replayed_record(tmp_path: Path) -> None:
    match = bot_game(solo("standard", events=()), "random", seed=8)
    # the same game as a record file, replayed from disk
    record = {"format": INITIATIVES.record_format, **INITIATIVES.setup_to_dict(match.setup),
              "actions": [str(a) for a in match.actions]}
    path = tmp_path / "game.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False))
    loaded = load_record(str(path))
    # the lowest Meaning, found independently: replay step by step and look
    check = Match(INITIATIVES, loaded.setup)
    lows = [check.state.meaning]
    for a in loaded.actions:
        check.play(a)
        if check.state.result is None:
            lows.append(check.state.meaning)
    objective = Objective("meaning", (1, 2, 3), require="none")
    ev = evaluate_game(objective, INITIATIVES, loaded.setup, loaded.actions)
    assert ev.measure == min(lows)
    assert ev.stars == sum(min(lows) >= t for t in (1, 2, 3))


def test_by_round_and_legacy_read_the_finished_state() -> None:
    match = bot_game(solo("easy", variants=("faster",)), "search-easy", seed=1)
    s = match.state
    by_round = evaluate_game(Objective("by_round", (s.round + 1, s.round, s.round - 1)), INITIATIVES,
                             match.setup, match.actions)
    assert by_round.measure == s.round and by_round.stars == 2
    legacy = evaluate_game(Objective("legacy", (0, s.players[0].legacy, 99)), INITIATIVES, match.setup,
                           match.actions)
    assert legacy.measure == s.players[0].legacy and legacy.stars == 2


def test_weakest_colour_is_read_from_a_pentagram_game() -> None:
    rules = ruleset("pentagram")
    setup = rules.make_setup(("You", "Cleo"), 4, ["short_game"])
    match = Match(rules, setup)
    bots = [make_bot("greedy", 1, rules), make_bot("greedy", 2, rules)]
    while match.state.result is None:
        match.play(bots[match.state.to_move()].choose(match.state))
    weakest = match.state.players[0].weakest
    objective = Objective("weakest_colour", (weakest, weakest + 1, weakest + 2), require="none")
    ev = evaluate_game(objective, rules, setup, match.actions)
    assert ev.measure == weakest and ev.stars == 1


def test_survive_rounds_counts_rounds_before_a_collapse() -> None:
    match = bot_game(solo("hard", events=()), "random", seed=2)
    s = match.state
    ev = evaluate_game(Objective("survive_rounds", (1, 2, 3)), INITIATIVES, match.setup, match.actions)
    expected = s.round - 1 if s.result.reason == "collapse" else s.round
    assert ev.measure == expected


def test_stars_thresholds_in_both_directions() -> None:
    higher = Objective("win", (1, 8, 12))
    assert [higher.stars_for(m, True) for m in (0, 1, 7, 8, 12, 30)] == [0, 1, 1, 2, 3, 3]
    assert higher.stars_for(30, False) == 0  # the requirement failed: nothing
    lower = Objective("by_round", (9, 6, 4))
    assert [lower.stars_for(m, True) for m in (10, 9, 7, 6, 4, 1)] == [0, 1, 1, 2, 3, 3]
    assert lower.stars_for(None, True) == 0


def test_the_live_line_follows_the_game_as_the_tracker_sees_it() -> None:
    setup = solo(end="food_network", tokens=(5, 5, 2),
                 index=("local_clinic", "water_system", "community_garden"))
    objective = Objective("complete", (8, 5, 4), params={"initiative": "food_network"})
    match = Match(INITIATIVES, setup)
    tracker = Tracker(objective)
    tracker.observe(match.state)
    assert live_line(objective, tracker, match.state) == ("not completed yet", 0)
    match.play("contribute food_network EEEII")
    tracker.observe(match.state, match.last_events)
    assert live_line(objective, tracker, match.state) == ("completed in round 1", 3)


def test_survive_rounds_is_organism_rains_score_of_turns_survived() -> None:
    rules = ruleset("organism")
    setup = rules.make_setup(("You",), 6, ["rain"])
    match = Match(rules, setup)
    bot = make_bot("random", 6, rules)
    while match.state.result is None:
        match.play(bot.choose(match.state))
    r = match.state.result
    assert r.reason == "rain"
    ev = evaluate_game(Objective("survive_rounds", (1, 5, 10)), rules, setup, match.actions)
    assert ev.measure == r.survived and ev.stars == sum(r.survived >= t for t in (1, 5, 10))
