"""Bots (issue 4): legal, pure, deterministic, blind to deck order (ruling G2), sensible answers."""

from __future__ import annotations

import pytest
from conftest import make, play

from game.bots import BOT_INFO, BOTS, SEARCH_LEVELS, make_bot
from game.bots.random_bot import RandomBot
from game.bots.search import SearchBot
from game.games.initiatives.actions import Action
from game.games.initiatives.bots import PERSONALITIES, HeuristicBot
from game.games.initiatives.evaluate import (
    candidate_actions,
    end_progress,
    public_fingerprint,
    rewards,
    world_value,
)
from game.games.initiatives.observe import observe
from game.games.initiatives.options import Setup
from game.games.initiatives.rules import apply, legal_actions
from game.games.initiatives.setup import new_game

FAST_KINDS = ["random", *PERSONALITIES]


def small_search(seed: int) -> SearchBot:
    return SearchBot(seed, iterations=40)


def bot(kind: str, seed: int = 5):
    return SearchBot(seed, iterations=200) if kind == "search" else make_bot(kind, seed)


def snapshot(state) -> tuple:
    return (repr(observe(state)), tuple(state.event_deck), tuple(state.pattern_deck),
            tuple(state.init_deck), state.rng.state)


def midgame(seed: int = 11, players: int = 4, steps: int = 14):
    state = new_game(Setup(tuple(f"P{i}" for i in range(players)), seed), narrate=False)
    r = RandomBot(seed)
    for _ in range(steps):
        if state.result is not None:
            break
        apply(state, r.choose(state), check=False)
    return state


def test_registry_labels_and_kinds() -> None:
    assert set(BOT_INFO) == set(BOTS)
    for label, desc in BOT_INFO.values():
        assert label and desc and "\n" not in desc
    assert {"random", "stability", "engine", "racer", "social", "search", "search-easy",
            "search-hard"} <= set(BOTS)
    assert SEARCH_LEVELS["search-easy"] < SEARCH_LEVELS["search"] < SEARCH_LEVELS["search-hard"]
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("smart", 1)
    assert isinstance(make_bot("random", 3), RandomBot)


@pytest.mark.parametrize("kind", [*FAST_KINDS, "search"])
def test_choice_is_legal_pure_and_deterministic(kind: str) -> None:
    for seed in (1, 2, 3):
        state = midgame(seed)
        if state.result is not None:
            continue
        before = snapshot(state)
        a = bot(kind, seed).choose(state)
        assert snapshot(state) == before, "choose() must not change the state it is given"
        assert a in legal_actions(state)
        assert bot(kind, seed).choose(state) == a, "same seed, same position: same choice"


@pytest.mark.parametrize("kind", [*PERSONALITIES, "search"])
def test_G2_choice_does_not_depend_on_real_deck_order(kind: str) -> None:
    state = midgame(4)
    other = state.clone()
    other.event_deck.reverse()
    other.pattern_deck.reverse()
    other.init_deck.reverse()
    other.rng.state ^= 0xDEADBEEF
    assert public_fingerprint(state) == public_fingerprint(other)
    assert bot(kind, 9).choose(state) == bot(kind, 9).choose(other)


@pytest.mark.parametrize("kind", FAST_KINDS)
def test_whole_games_end_with_every_fast_kind(kind: str) -> None:
    for players in (1, 3):
        state = new_game(Setup(tuple(f"P{i}" for i in range(players)), 21), narrate=False)
        bots = [make_bot(kind, 100 + i) for i in range(players)]
        steps = 0
        while state.result is None and steps < 3000:
            apply(state, bots[state.to_move()].choose(state))  # check=True: legal or it raises
            steps += 1
        assert state.result is not None


def test_search_plays_a_whole_game_legally() -> None:
    state = new_game(Setup(("A", "B"), 8), narrate=False)
    bots = [small_search(1), small_search(2)]
    while state.result is None:
        apply(state, bots[state.to_move()].choose(state))
    assert state.result.reason in ("end_initiative", "collapse", "stalled")


def test_candidate_actions_keep_every_idea_and_only_legal_moves() -> None:
    state = midgame(6, steps=12)
    legal = legal_actions(state)
    cands = candidate_actions(state, legal)
    assert set(cands) <= set(legal)
    assert {a.kind for a in cands} == {a.kind for a in legal}
    assert {a.target for a in cands if a.kind == "obtain"} == {a.target for a in legal if a.kind == "obtain"}
    assert {a.target for a in cands if a.kind == "contribute"} == \
        {a.target for a in legal if a.kind == "contribute"}


def test_every_kind_accepts_a_gift() -> None:
    s = make(2, tokens=(2, 2, 1))
    play(s, "give p2 E")
    assert s.to_move() == 1
    for kind in [*PERSONALITIES, "search"]:
        assert bot(kind).choose(s) == Action("accept"), kind


def test_donates_when_meaning_is_low() -> None:
    s = make(2, tokens=(1, 1, 1), meaning=2, variants=("fixed_first_player",))
    play(s, "acquire EE", "acquire EE", "acquire EE", "acquire EE")
    assert s.pending and s.pending[0].kind == "donate"
    for kind in [*PERSONALITIES, "search"]:
        assert bot(kind).choose(s) == Action("donate"), kind


def test_loses_its_least_useful_token() -> None:
    s = make(2, events=("flash_flood",), tokens=(4, 1, 1))
    assert s.pending and s.pending[0].kind == "lose"
    for kind in PERSONALITIES:
        assert bot(kind).choose(s) == Action("lose", pay=(1, 0, 0)), kind


def test_social_touches_and_engine_builds() -> None:
    """Styles are visible: over a few rounds the social bot starts Touchpoints, the engine
    builder obtains more Patterns than the racer, the racer takes more first places."""
    counts = {k: {"touch": 0, "obtain": 0, "first": 0} for k in PERSONALITIES}
    for seed in range(6):
        kinds = list(PERSONALITIES)
        state = new_game(Setup(tuple(kinds), seed), narrate=False)
        bots = [HeuristicBot(k, seed + i) for i, k in enumerate(kinds)]
        while state.result is None and state.round <= 4:
            seat = state.to_move()
            a = bots[seat].choose(state)
            k = kinds[seat]
            if a.kind in ("give", "request"):
                counts[k]["touch"] += 1
            if a.kind == "obtain":
                counts[k]["obtain"] += 1
            if a.kind == "contribute":
                slot = state.slot_of(a.target)
                if slot is not None and not slot.contributors:
                    counts[k]["first"] += 1
            apply(state, a, check=False)
    assert counts["social"]["touch"] >= max(counts[k]["touch"] for k in ("engine", "racer"))
    assert counts["engine"]["obtain"] > counts["racer"]["obtain"]
    assert counts["racer"]["first"] > counts["engine"]["first"]


def test_rewards_and_world_value_are_bounded() -> None:
    state = midgame(3, steps=20)
    r = rewards(state)
    assert len(r) == 4 and all(0.0 <= x <= 1.0 for x in r)
    assert 0.0 <= world_value(state) <= 1.0


def test_under_the_stewardship_threshold_end_progress_counts_only_as_meaning_nears_it() -> None:
    # DI21: Stewardship shut at Meaning 5 is worth less than the same progress with no threshold.
    def with_progress(*variants: str):
        # nobody holds ❤️: at two seats DI22's donations of 2 would lift Meaning 5 to the threshold
        s = make(2, variants=variants, meaning=9, tokens=(3, 2, 0),
                 index=("local_clinic", "food_network", "learning_archive"))
        play(s, "contribute stewardship EEE")
        return s

    shut, plain = with_progress("end_threshold"), with_progress()
    assert end_progress(plain, 5) > 0
    assert end_progress(shut, 5) == pytest.approx(0.8**3 * end_progress(plain, 5))
    assert end_progress(shut, 8) == end_progress(plain, 8)
    for s in (shut, plain):
        s.meaning = 5
    assert world_value(shut) < world_value(plain)
    for s in (shut, plain):
        s.meaning = 9
    assert world_value(shut) == world_value(plain)


def test_DI17_projection_holds_in_every_round_of_a_solo_game() -> None:
    """The solo look-ahead must use DI17 after round 1 too (``window`` outlives its Window)."""
    from game.games.initiatives.evaluate import projected_meaning

    s = make(1, variants=("solo_stability",), meaning=8, tokens=(0, 0, 2),
             events=("dry_spell", "rumour_mill", "drought"),
             index=("local_clinic", "food_network", "learning_archive"))
    assert projected_meaning(s) == 9  # round 1: 8 - 1 (Event), +2 if the Support is donated
    play(s, "acquire EE", "acquire EE", "donate")
    assert s.round == 2 and s.phase == "turns" and s.meaning == 8
    assert projected_meaning(s) == 10  # +2 again, not seed 000's +1
    s.players[0].tokens[0] = s.players[0].tokens[2] = 0
    assert projected_meaning(s) == 7  # and the -1 penalty with nothing to donate or convert


def test_touchpoint_ties_go_clockwise_from_the_mover_not_to_seat_one() -> None:
    # Every seat holds the same tokens, so every request and every offer is a tie.
    for mover in range(4):
        s = make(4, start=mover, tokens=(2, 2, 1))
        assert s.to_move() == mover
        cands = candidate_actions(s, legal_actions(s))
        touch = {a.seat for a in cands if a.kind in ("give", "request")}
        assert touch == {(mover + 1) % 4}, (mover, touch)
