"""Edition `life` property tests (hypothesis): what the rules and rulings promise at every step of
any game.

Each example draws a setup (2-5 seats, a seed, every switch, a start player or not) and a seeded
policy: uniform over the legal actions, or leaning to Contribute and Buy so Projects complete and
games reach an end trigger well before the round-60 stall.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from property_kit import assert_replays_exactly, play_on

from game.family.rng import Rng
from game.games.life.actions import Action
from game.games.life.bots import rewards
from game.games.life.cards import default_cards
from game.games.life.observe import determinize, fingerprint, observe
from game.games.life.rules import apply, final_score, legal_actions, new_game, why_illegal
from game.games.life.ruleset import LIFE
from game.games.life.setup import EVENT_SCALING, LifeSetup, setup_from_dict
from game.games.life.state import DRIFT_MAX, MARKET, ROW, STALL_ROUND, TRACK_MAX, LifeState

SETTINGS: dict[str, Any] = {"deadline": None, "database": None,
                            "suppress_health_check": [HealthCheck.too_slow]}
CARDS = default_cards()
NAMES = ("You", "Alex", "Brooke", "Casey", "Drew")


@st.composite
def setups(draw: st.DrawFn) -> LifeSetup:
    n = draw(st.integers(2, 5))
    return LifeSetup(
        players=NAMES[:n],
        seed=draw(st.integers(0, 2**64 - 1)),
        fixed_first_player=draw(st.booleans()),
        inert_local_drift=draw(st.booleans()),
        layer10_in_opening_row=draw(st.booleans()),
        turn_order_tokens=draw(st.booleans()),
        scaled_events=draw(st.booleans()),
        start_player=draw(st.one_of(st.none(), st.integers(0, n - 1))),
    )


def choose(rng: Rng, state: LifeState, eager: bool) -> Action:
    """``eager``: pledge all it can and mostly contribute, buy or stabilize, so the world holds
    and Layer 10 tiles complete; otherwise uniform (the world usually drifts to 12)."""
    legal = legal_actions(state)
    if eager and legal[0].kind == "pledge":
        return max(legal, key=lambda a: sum(a.pay))
    if eager and rng.below(5):
        pays = [a for a in legal if a.kind == "contribute"]
        if pays:
            return max(pays, key=lambda a: (sum(a.pay), rng.below(1000)))
        wanted = [sum(slot.still_needed()[t] for slot in state.row if slot is not None) for t in range(5)]
        takes = [a for a in legal if a.kind == "acquire"]
        if takes and rng.below(3):
            return max(takes, key=lambda a: (sum(min(a.pay[t], wanted[t]) for t in range(5)),
                                             rng.below(1000)))
        keen = [a for a in legal if a.kind in ("buy", "stabilize")]
        if keen:
            return rng.choice(keen)
    return rng.choice(legal)


def check_table(state: LifeState) -> None:
    """Invariants at rest (at every decision)."""
    assert 0 <= state.drift <= DRIFT_MAX and state.local >= 0  # DL12
    assert len(state.market) == MARKET and len(state.row) == ROW
    for p in state.players:
        assert min(p.tokens) >= 0  # G3: tokens never below 0
        assert 0 <= p.coherence <= TRACK_MAX and 0 <= p.social <= TRACK_MAX and p.project >= 0  # L7
    owned = [c for p in state.players for c in p.owned()]
    patterns = Counter(state.pattern_deck + [c for c in state.market if c is not None] + owned)
    assert patterns == Counter(CARDS.pattern_ids)  # every Pattern once: deck, Market or a mat (DL5)
    projects = Counter(state.project_deck + state.project_discard
                       + [s.card.id for s in state.row if s is not None])
    assert projects == Counter(CARDS.project_ids)
    events = Counter(state.event_deck + state.event_discard + ([state.event] if state.event else []))
    assert events == Counter(CARDS.event_ids)
    for slot in state.row:
        if slot is None:
            continue
        need = slot.card.need
        assert all(0 <= slot.paid[t] <= need[t] for t in range(5))  # DL6: never more than needed
        assert any(slot.still_needed())  # a filled tile completes at once
        marks = Counter(t for _, t in slot.marks)
        assert [marks[t] for t in range(5)] == slot.paid  # one credit mark per icon paid
    assert state.round <= STALL_ROUND + 1


def scaled(setup: LifeSetup, printed: int, local: int) -> tuple[int, int]:
    more = EVENT_SCALING[len(setup.players)] if setup.scaled_events else (0, 0)
    return max(min(printed, 1), printed + more[0]), max(0, local + more[1])


@settings(max_examples=40, **SETTINGS)
@given(setups(), st.integers(0, 2**32), st.booleans())
def test_random_games_end_and_keep_every_invariant(setup: LifeSetup, policy: int, eager: bool) -> None:
    state = new_game(setup)
    rng = Rng(policy)
    first = next(e for e in state.events if e.kind == "event")
    ev = CARDS.events[first.data["event"]]
    assert (first.data["drift"], first.data["local"]) == scaled(setup, ev.drift, ev.local)  # DL20
    while state.result is None:
        check_table(state)
        legal = legal_actions(state)
        assert legal
        for a in legal:
            assert why_illegal(state, a) is None
        for e in apply(state, choose(rng, state, eager), check=False):
            if e.kind == "event":  # Phase A reveals the next Event scaled by the table (DL20)
                ev = CARDS.events[e.data["event"]]
                assert (e.data["drift"], e.data["local"]) == scaled(setup, ev.drift, ev.local)
                assert state.pending_drift == e.data["drift"]
    check_table(state)
    r = state.result
    assert r.reason in ("layer10", "drift", "supply", "stalled")
    n = len(setup.players)
    scores = [final_score(state, s) for s in range(n)]
    assert list(r.scores) == scores
    # the highest score wins; ties go to more Project points, then the win is shared (G4)
    top = [s for s in range(n) if scores[s] == max(scores)]
    most = max(state.players[s].project for s in top)
    assert set(r.winners) == {s for s in top if state.players[s].project == most}
    if r.reason == "drift":
        assert state.drift == DRIFT_MAX
    if r.reason == "stalled":
        assert state.round > STALL_ROUND


@settings(max_examples=25, **SETTINGS)
@given(setups(), st.integers(0, 2**32))
def test_a_record_replays_exactly(setup: LifeSetup, policy: int) -> None:
    again = setup_from_dict(setup.to_dict(), "prop", LIFE.record_format)  # as a save is read
    assert again == setup
    a = new_game(setup)
    rng = Rng(policy)
    moves = play_on(a, apply, lambda s: choose(rng, s, True))
    assert_replays_exactly(a, new_game(again), moves, apply, Action.parse, observe)


@settings(max_examples=25, **SETTINGS)
@given(setups(), st.integers(0, 2**32), st.integers(0, 120), st.integers(0, 2**64 - 1))
def test_clones_and_determinized_worlds_keep_the_table(setup: LifeSetup, policy: int, steps: int,
                                                      seed: int) -> None:
    state = new_game(setup, narrate=False)
    rng = Rng(policy)
    play_on(state, apply, lambda s: choose(rng, s, True), steps)
    # a clone plays on exactly like the original (the search bot's look-ahead relies on it)
    twin = state.clone()
    a_rng, b_rng = Rng(seed % 2**32), Rng(seed % 2**32)
    a, b = state.clone(), twin
    for _ in range(40):
        if a.result is not None:
            break
        apply(a, choose(a_rng, a, True))
        apply(b, choose(b_rng, b, True))
    assert observe(a) == observe(b)
    # a determinized world hides only the deck orders (G2)
    world = determinize(state, seed)
    assert observe(world, 0) == observe(state, 0) and fingerprint(world) == fingerprint(state)
    assert Counter(world.event_deck) == Counter(state.event_deck)
    assert Counter(world.pattern_deck) == Counter(state.pattern_deck)
    r = rewards(state)
    assert len(r) == len(state.players) and all(0.0 <= x <= 1.0 for x in r)
