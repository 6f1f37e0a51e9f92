"""Pentagram 2 property tests (hypothesis): what the rulings promise at every step of any game.

Each example draws a setup (2-5 seats, seed, both switches, a start player or not, sometimes a
fixed start with odd fortunes) and a seeded policy: uniform over the legal actions, or leaning to
workers and price-0 spaces so payouts and daisy-chains happen often.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from property_kit import assert_replays_exactly, play_on

from game.family.rng import Rng
from game.games.pentagram.actions import PRICES, Action
from game.games.pentagram.bots import rewards
from game.games.pentagram.cards import default_cards
from game.games.pentagram.observe import determinize, fingerprint, observe
from game.games.pentagram.rules import apply, legal_actions, new_game, why_illegal
from game.games.pentagram.setup import PentagramSetup, setup_from_dict
from game.games.pentagram.state import WORKERS, PentagramState

SETTINGS: dict[str, Any] = {"deadline": None, "database": None,
                            "suppress_health_check": [HealthCheck.too_slow]}
CARDS = default_cards()
ALL_ACTIONS = [Action("place", r, p) for r in range(5) for p in PRICES] + [Action("worker"), Action("pass")]


@st.composite
def setups(draw: st.DrawFn) -> PentagramSetup:
    n = draw(st.integers(2, 5))
    fortunes = None
    if draw(st.booleans()):
        fortunes = tuple(tuple(draw(st.lists(st.integers(1, 9), min_size=5, max_size=5)))
                         for _ in range(n))
    return PentagramSetup(
        players=tuple(["You", "Alex", "Brooke", "Casey", "Drew"][:n]),
        seed=draw(st.integers(0, 2**64 - 1)),
        short_game=draw(st.booleans()),
        richest_wins=draw(st.booleans()),
        start_player=draw(st.one_of(st.none(), st.integers(0, n - 1))),
        fortunes=fortunes,
    )


def choose(rng: Rng, state: PentagramState, eager: bool) -> Action:
    legal = legal_actions(state)
    if eager and rng.below(3):
        keen = [a for a in legal if a.kind == "worker" or (a.kind == "place" and a.price <= 1)]
        if keen:
            return rng.choice(keen)
    return rng.choice(legal)


def check_table(state: PentagramState) -> None:
    """Invariants at rest (at every decision)."""
    seen = Counter(state.deck)
    seen.update(c for row in state.cards for c in row if c is not None)
    seen.update(state.discard)
    if state.drawn is not None:
        seen[state.drawn] += 1
    assert all(v == 1 for v in seen.values())  # every card in one place at most
    if not state.setup.short_game:
        assert set(seen) == set(CARDS.ids)
    for seat, p in enumerate(state.players):
        assert min(p.fortunes) >= 1  # PG4, PG5: a fortune never falls below 1
        on_table = sum(space.count(seat) for row in state.workers for space in row)
        assert p.home + on_table == WORKERS and p.home >= 0
    for r in range(5):
        if state.placed is None or state.placed[0] != r or state.placed[1] != 4:
            assert state.cards[r][4] is None  # a card on price 0 always pays out at once
        for c in range(5):
            assert len(state.workers[r][c]) <= 1  # a worker rests only on the card it came with
            if state.workers[r][c]:
                assert state.cards[r][c] is not None


@settings(max_examples=60, **SETTINGS)
@given(setups(), st.integers(0, 2**32), st.booleans())
def test_random_games_end_and_keep_every_invariant(setup: PentagramSetup, policy: int,
                                                   eager: bool) -> None:
    state = new_game(setup, narrate=False)
    rng = Rng(policy)
    deal = setup.deck_size()  # 60, or a short game's multiple of the seats up to 30 (PG6)
    steps = 0
    while state.result is None:
        check_table(state)
        legal = set(legal_actions(state))
        assert legal
        for a in ALL_ACTIONS:  # legal exactly when why_illegal has nothing to say
            assert (a in legal) == (why_illegal(state, a) is None)
        before = [p.fortunes[:] for p in state.players]
        events = apply(state, choose(rng, state, eager), check=False)
        # Coins change only by worker prices and payouts, exactly as the events say.
        expected = [f[:] for f in before]
        for e in events:
            d = e.data
            if e.kind == "worker_placed":
                expected[d["seat"]][d["row"]] -= d["paid"]
            elif e.kind == "paid":
                f = expected[d["seat"]]
                assert f[d["dst"]] == d["before"]
                assert d["after"] == (d["before"] + f[d["src"]] if d["sign"] > 0
                                      else max(1, d["before"] - f[d["src"]]))
                f[d["dst"]] = d["after"]
        assert [p.fortunes for p in state.players] == expected
        steps += 1
        assert steps <= 2 * deal
    check_table(state)
    assert state.turns == deal and not state.deck and state.drawn is None  # PG6
    r = state.result
    assert r.reason == "deck_out" and r.winners
    scores = [sum(p.fortunes) if setup.richest_wins else min(p.fortunes) for p in state.players]
    assert list(r.scores) == scores and all(scores[w] == max(scores) for w in r.winners)
    assert abs(sum(rewards(state)) - 1.0) < 1e-9


@settings(max_examples=40, **SETTINGS)
@given(setups(), st.integers(0, 2**32))
def test_replay_and_record_round_trip_are_exact(setup: PentagramSetup, policy: int) -> None:
    assert setup_from_dict(setup.to_dict(), "prop") == setup
    a = new_game(setup)
    rng = Rng(policy)
    moves = play_on(a, apply, lambda s: choose(rng, s, True))
    assert_replays_exactly(a, new_game(setup_from_dict(setup.to_dict(), "prop")), moves, apply,
                           Action.parse, observe)


@settings(max_examples=40, **SETTINGS)
@given(setups(), st.integers(0, 2**32), st.integers(0, 59), st.integers(0, 2**64 - 1))
def test_determinize_keeps_the_table_and_rewards_stay_in_range(setup: PentagramSetup, policy: int,
                                                                steps: int, seed: int) -> None:
    state = new_game(setup, narrate=False)
    rng = Rng(policy)
    play_on(state, apply, lambda s: choose(rng, s, False), steps)
    world = determinize(state, seed)
    assert observe(world, 0) == observe(state, 0) and fingerprint(world) == fingerprint(state)
    assert len(world.deck) == len(state.deck)
    r = rewards(state)
    assert len(r) == len(state.players) and all(0.0 <= x <= 1.0 for x in r)
    # the world plays on to an end like the real game
    while world.result is None:
        apply(world, rng.choice(legal_actions(world)))
    assert world.turns == state.turns + (0 if state.result is not None else 1 + len(state.deck))
