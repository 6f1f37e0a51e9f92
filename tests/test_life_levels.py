"""Life's levels and personalities at two seats (issue 40): two personalities end a two-seat game
by the rules (the deal on which 53 of 200 racer-engine games had stalled at round 60, and
self-play), a personality ends the game when the end brings it points, the Drift it expects does
not jump when a completion ends the turns (L8), and a level's choice is a function of its seed and
the public table (ruling G2)."""

from __future__ import annotations

import pytest

from game.bots import bot_levels, bot_seed, make_bot
from game.family import ruleset
from game.games.life.actions import Action
from game.games.life.personalities import PERSONALITIES, expected_drift
from game.games.life.rules import apply, legal_actions, new_game
from game.games.life.setup import LifeSetup
from game.games.life.state import STALL_ROUND, LifeState, ProjectSlot

RULES = ruleset("life")
# The first deal of docs/balance/ladder-life-levels-200 (seed 5502, game 0): engine against
# racer stalled there at round 60 with three Layer 10 Projects one icon short.
STALLED_DEAL = 11400714819323203987


def play_out(kinds: tuple[str, ...], seed: int, index: int = 0) -> LifeState:
    """A whole game as the lab's ladder plays it (game.lab.ladder.play): the same setup and bot
    seeds, every move checked."""
    setup = RULES.make_setup(tuple(f"Seat {i + 1}" for i in range(len(kinds))), seed, [], 0)
    bots = [make_bot(kind, bot_seed(seed, k, index), RULES) for k, kind in enumerate(kinds)]
    state = RULES.new_state(setup, RULES.default_cards(), narrate=False)
    while state.result is None:
        RULES.apply(state, bots[state.to_move()].choose(state))
    return state


@pytest.mark.parametrize("kinds", [("engine", "racer"), ("racer", "engine"), ("engine", "engine"),
                                   ("racer", "racer"), ("stability", "stability")])
def test_two_personalities_end_a_two_seat_game_by_the_rules(kinds: tuple[str, str]) -> None:
    state = play_out(kinds, STALLED_DEAL)
    assert state.result is not None
    assert state.result.reason != "stalled" and state.round < STALL_ROUND, (kinds, state.round)


def one_icon_from_the_end(layer10: bool = True) -> LifeState:
    """Two seats, round 1, seat 0 to move: the Row's one Project a ☀️ short, seat 0 its top
    contributor (two thirds of the credits) holding the ☀️, eight Patterns and a hand of tokens.
    (Casey, valuing its credits above its Project points, kept a Layer 10 tile here unfinished.)"""
    state = new_game(LifeSetup(("Alex", "Brooke"), 3, start_player=0, fixed_first_player=True))
    card = state.cards.projects["future_fund" if layer10 else "community_shelter"]
    slot = ProjectSlot(card)
    slot.paid = [card.need[0] - 1, *card.need[1:]]
    icons = [t for t in range(5) for _ in range(slot.paid[t])]
    slot.marks = [(0 if i % 3 else 1, t) for i, t in enumerate(icons)]  # seat 0 has two thirds
    state.row[:] = [slot, None, None]  # nothing else to pay into: the choice is to finish or not
    p = state.players[0]
    p.tokens = [1, 1, 1, 2, 5]
    for pid in list(state.cards.patterns)[:8]:
        layer = state.cards.patterns[pid].layer
        p.stack[layer] = (*p.stack[layer], pid)
    assert slot.ranking()[0] == 0 and sum(slot.still_needed()) == 1
    return state


@pytest.mark.parametrize("kind", list(PERSONALITIES))
def test_a_personality_ends_the_game_when_the_end_brings_it_points(kind: str) -> None:
    for seed in (1, 2, 3):
        state = one_icon_from_the_end()
        bot = make_bot(kind, seed, RULES)
        while state.round == 1 and state.to_move() == 0 and state.phase == "turns":
            apply(state, bot.choose(state))
        assert state.end == "layer10" and state.players[0].project == 6, (kind, seed)


@pytest.mark.parametrize("kind", list(PERSONALITIES))
def test_finishing_a_project_one_tops_is_worth_more_than_leading_it(kind: str) -> None:
    state = one_icon_from_the_end(layer10=False)
    bot = make_bot(kind, 1, RULES)
    done = bot.action_value(state, 0, Action.parse("contribute community_shelter E"))
    assert done > bot.value(state, 0, bot.weights)


def test_a_completed_tile_is_worth_at_least_what_its_credits_promised() -> None:
    # (with the racer's credits at 1.5 and its Project points at 1, it kept tiles it led one icon
    # short rather than finish them)
    for p in PERSONALITIES.values():
        assert p.weights.project >= p.weights.progress, p.kind


def test_the_drift_a_personality_expects_does_not_jump_when_a_completion_ends_the_turns() -> None:
    state = one_icon_from_the_end()
    state.pending_drift = 2
    before = expected_drift(state) - state.drift - state.local / 3
    apply(state, Action.parse("contribute future_fund E"))  # L8: the turns end, Phase D begins
    assert state.end is not None and state.phase == "pledge" and not any(map(sum, state.pledged))
    assert expected_drift(state) - state.drift - state.local / 3 == pytest.approx(before)


def two_seat_midgame(seed: int) -> LifeState:
    """A two-seat position well into a game between the two personality levels, mid-turn."""
    bots = [make_bot(kind, seed + k, RULES) for k, kind in enumerate(("engine", "racer"))]
    state = RULES.new_state(RULES.make_setup(("A", "B"), seed), None, narrate=False)
    while state.result is None and (state.round < 8 or state.phase != "turns" or state.pending):
        RULES.apply(state, bots[state.to_move()].choose(state))
    assert state.result is None
    return state


@pytest.mark.parametrize("kind", [lv.kind for lv in bot_levels("life")][:2])
def test_a_level_choice_is_a_function_of_its_seed_and_the_public_table(kind: str) -> None:
    for seed in (11, 12):
        state = two_seat_midgame(seed)
        before = (repr(RULES.observe(state)), tuple(state.project_deck), state.rng.state)
        a = make_bot(kind, 5, RULES).choose(state)
        assert (repr(RULES.observe(state)), tuple(state.project_deck), state.rng.state) == before
        assert a in legal_actions(state)
        assert make_bot(kind, 5, RULES).choose(state) == a
        other = state.clone()
        for deck in (other.event_deck, other.pattern_deck, other.project_deck):
            deck.reverse()
        other.rng.state ^= 0xDEADBEEF
        assert RULES.fingerprint(other) == RULES.fingerprint(state)
        assert make_bot(kind, 5, RULES).choose(other) == a
