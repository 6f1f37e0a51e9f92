"""Property tests over random games (hypothesis): invariants the rulings promise at every step.

Each game is drawn as a setup (1-6 seats, seed, a consistent set of variants, solo level, start
player, sometimes a deck Initiative as End Initiative, sometimes a fixed start with Meaning 12 or
rich hands so games last) plus a seeded policy that picks among the legal actions, either
uniformly or weighted towards building (donate, contribute, obtain) so that Initiatives complete,
penalties flip Events and the End Initiative is reached.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from conftest import NAMES, make, play
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.family.rng import Rng
from game.games.initiatives.actions import KINDS, Action
from game.games.initiatives.card_loader import default_cards
from game.games.initiatives.game import Game
from game.games.initiatives.observe import observe
from game.games.initiatives.options import (
    SOLO_DIFFICULTIES,
    SWITCHES,
    FixedSetup,
    OptionError,
    SeatStart,
    Setup,
    variants_from_names,
)
from game.games.initiatives.records import setup_to_dict
from game.games.initiatives.rules import IllegalAction, apply, legal_actions, why_illegal
from game.games.initiatives.setup import PRISM_SIZE, new_game
from game.games.initiatives.state import COMMUNITY, MARKERS, STALL_ROUND, GameState

CARDS = default_cards()
VARIANT_NAMES = (*SWITCHES, "no_conversion")
REASONS = {"end_initiative", "collapse", "stalled", "rounds"}
ALL_TOKENS = [(e, i, s) for e in range(4) for i in range(4) for s in range(4)]
UP_TO_5 = [(e, i, s) for e in range(6) for i in range(6) for s in range(6)]
PAYS_UP_TO_3 = [t for t in ALL_TOKENS if sum(t) <= 3]  # multisets of at most 3 tokens
ONE_HOT = ((1, 0, 0), (0, 1, 0), (0, 0, 1))

SETTINGS: dict[str, Any] = {
    "deadline": None,
    "database": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}


# ---------------------------------------------------------------------------------------------
# Strategies and the random player
# ---------------------------------------------------------------------------------------------
@st.composite
def setups(draw: st.DrawFn) -> Setup:
    n = draw(st.integers(1, 6))
    seed = draw(st.integers(0, 2**64 - 1))
    names = set(draw(st.sets(st.sampled_from(VARIANT_NAMES), max_size=6)))
    # The two refused pairs (OptionError): keep one of each, chosen by hypothesis.
    for pair in (("cooperative", "competitive"), ("long_game", "faster_two_initiatives")):
        if set(pair) <= names:
            names.discard(draw(st.sampled_from(pair)))
    rounds = draw(st.integers(1, 12))
    level = draw(st.sampled_from(SOLO_DIFFICULTIES))
    start = draw(st.none() | st.integers(0, n - 1))
    # A fixed start (the records' path) makes longer games that reach completions and the end:
    # Meaning 12 and/or a rich first hand for every seat.
    meaning = draw(st.sampled_from((None, 12, 12)))
    rich = draw(st.sampled_from((None, None, (5, 4, 3))))
    fixed = None
    if meaning is not None or rich is not None:
        fixed = FixedSetup(meaning=meaning, seats=tuple(SeatStart(tokens=rich) for _ in range(n)))
    # I14: a shorter game may name a deck Initiative as the End Initiative
    end = draw(st.sampled_from((None, None, None, *CARDS.initiative_ids)))
    return Setup(NAMES[:n], seed, variants_from_names(sorted(names), rounds), level, start, end,
                 fixed=fixed)


policies = st.tuples(st.integers(0, 2**64 - 1), st.sampled_from(("builder", "builder", "uniform")))

BUILDER_WEIGHTS = {"donate": 40, "contribute": 12, "obtain": 6, "accept": 6, "acquire": 4,
                   "convert": 3}


def choose(rng: Rng, acts: list[Action], style: str) -> Action:
    if style == "uniform":
        return rng.choice(acts)
    by_kind: dict[str, list[Action]] = defaultdict(list)
    for a in acts:
        by_kind[a.kind].append(a)
    kinds = sorted(by_kind)
    weights = [BUILDER_WEIGHTS.get(k, 1) for k in kinds]
    r = rng.below(sum(weights))
    for kind, w in zip(kinds, weights, strict=True):
        if r < w:
            return rng.choice(by_kind[kind])
        r -= w
    raise AssertionError("unreachable")


def walk(state: GameState, policy: tuple[int, str], max_steps: int) -> Iterator[Action]:
    """Play up to ``max_steps`` random legal actions, yielding each one *before* it is applied."""
    rng = Rng(policy[0])
    for _ in range(max_steps):
        if state.result is not None:
            return
        a = choose(rng, legal_actions(state), policy[1])
        yield a
        apply(state, a)


def run_checked(setup: Setup, policy: tuple[int, str], max_steps: int,
                check: Callable[[GameState], None]) -> GameState:
    """Like a random game, calling ``check`` on the first state and after every action."""
    state = new_game(setup, CARDS, narrate=False)
    check(state)
    rng = Rng(policy[0])
    for _ in range(max_steps):
        if state.result is not None:
            break
        apply(state, choose(rng, legal_actions(state), policy[1]))
        check(state)
    return state


def snapshot(state: GameState) -> dict[str, Any]:
    """Everything a rejected action could disturb, hidden parts included."""
    return {
        "observe": observe(state),
        "decks": (list(state.event_deck), list(state.pattern_deck), list(state.init_deck)),
        "rng": state.rng.state,
        "log": list(state.log),
        "done": list(state.init_done),
        "sigs": [list(p.sigs) for p in state.players],
        "turn": (state.order[:], state.turn, state.start_player, state.converted,
                 state.recycled, state.donated, state.window),
        "history": list(state.meaning_history),
        "result": state.result,
    }


def expected_initiatives(state: GameState) -> Counter[str]:
    end = state.setup.end_initiative or CARDS.default_end
    return Counter([*(c for c in CARDS.initiative_ids if c != end), end])


# ---------------------------------------------------------------------------------------------
# Candidate actions: a broad superset of what could be legal, for the legality properties
# ---------------------------------------------------------------------------------------------
def broad_candidates(state: GameState) -> list[Action]:
    n = len(state.players)
    out: list[Action] = []
    out += [Action("acquire", pay=t) for t in ALL_TOKENS if sum(t) <= 4]
    out += [Action("lose", pay=t) for t in PAYS_UP_TO_3]
    out += [Action("recycle", target) for target in ("prism", "index", "discard")]
    out += [Action(k) for k in ("convert", "end", "accept", "decline", "donate", "pass")]
    for cid in CARDS.patterns:
        out += [Action("obtain", cid, pay) for pay in PAYS_UP_TO_3]
    face_up = {slot.card.id for slot in state.slots()}
    for cid in CARDS.initiatives:
        pays = UP_TO_5 if cid in face_up else ALL_TOKENS
        out += [Action("contribute", cid, pay) for pay in pays]
    for seat in range(-1, n + 1):
        for pay in (*ONE_HOT, (1, 1, 0), (0, 0, 0)):
            out += [Action("give", pay=pay, seat=seat), Action("request", pay=pay, seat=seat)]
    return out


ALWAYS_ILLEGAL = (
    Action("acquire", pay=(1, 0, 1)),  # Acquire never takes Support
    Action("acquire", pay=(0, 0, 2)),
    Action("acquire", pay=(3, 0, 0)),
    Action("lose", pay=(1, 1, 0)),
    Action("frobnicate"),
    Action("acquire", pay=(-1, 3, 0)),  # malformed tokens
    Action("recycle", "everything"),
    Action("contribute", "no_such_card", (1, 0, 0)),
    Action("obtain", "no_such_card"),
)


def targeted_illegal(state: GameState) -> list[Action]:
    """Hand-picked actions that must be refused here (each checked against legal_actions)."""
    out = list(ALWAYS_ILLEGAL)
    not_shown = [c for c in CARDS.pattern_ids if c not in state.prism]
    out += [Action("obtain", c) for c in not_shown[:3]]
    if state.result is None:
        seat = state.to_move()
        assert seat is not None
        p = state.players[seat]
        out += [Action("give", pay=t, seat=seat) for t in ONE_HOT]  # Touchpoint with oneself
        out += [Action("request", pay=(1, 0, 0), seat=len(state.players))]
        for slot in state.slots():
            for t in range(3):
                over = [0, 0, 0]
                over[t] = slot.need[t] - slot.paid[t] + 1
                out.append(Action("contribute", slot.card.id, tuple(over)))  # type: ignore[arg-type]
        for t in range(3):
            if p.tokens[t] == 0:
                out.append(Action("lose", pay=ONE_HOT[t]))  # a token not held
        if state.pending:  # actions of the wrong kind for the decision owed
            kind = state.pending[0].kind
            out += [Action("acquire", pay=(2, 0, 0)), Action("recycle", "prism"), Action("convert")]
            if kind != "respond":
                out += [Action("accept"), Action("decline")]
            if kind != "donate":
                out += [Action("donate"), Action("pass")]
            if kind != "lose":
                out += [Action("lose", pay=t) for t in ONE_HOT]
        else:
            out += [Action(k) for k in ("accept", "decline", "donate", "pass")]
            out += [Action("lose", pay=t) for t in ONE_HOT]
    return out


# ---------------------------------------------------------------------------------------------
# G3: tracks in range
# ---------------------------------------------------------------------------------------------
def check_tracks(state: GameState) -> None:
    assert 0 <= state.meaning <= 12, state.meaning
    for p in state.players:
        assert 0 <= p.vitals <= 10, (p.name, p.vitals)
        assert p.legacy >= 0, (p.name, p.legacy)
        assert all(n >= 0 for n in p.tokens), (p.name, p.tokens)
        assert 0 <= p.markers <= MARKERS
    for slot in state.slots():
        assert all(0 <= paid <= need for paid, need in zip(slot.paid, slot.need, strict=True)), (
            slot.card.id, slot.paid, slot.need)
    if state.result is not None:
        assert state.result.scores == tuple(p.vitals + p.legacy for p in state.players)


@settings(max_examples=200, **SETTINGS)
@given(setups(), policies)
def test_G3_tracks_stay_in_range(setup: Setup, policy: tuple[int, str]) -> None:
    run_checked(setup, policy, 400, check_tracks)


# ---------------------------------------------------------------------------------------------
# Every card in exactly one place (I9: completed Initiatives leave the game into init_done)
# ---------------------------------------------------------------------------------------------
def check_cards(state: GameState) -> None:
    patterns = [*state.pattern_deck, *state.pattern_discard,
                *(c for c in state.prism if c is not None),
                *(c for p in state.players for layer in p.palette for c in layer)]
    assert Counter(patterns) == Counter(CARDS.pattern_ids)
    inits = [*state.init_deck, *state.init_discard, *state.init_done, *state.init_box,
             *(s.card.id for s in state.index if s is not None)]
    if state.end_slot is not None:
        inits.append(state.end_slot.card.id)
    assert Counter(inits) == expected_initiatives(state)
    # DI19: the box holds what the deal leaves out, and nothing ever comes back from it
    in_deck = len(CARDS.initiative_ids) - (state.setup.end_initiative in CARDS.initiative_ids)
    assert len(state.init_box) == max(0, in_deck - CARDS.initiative_deal)
    events = [*state.event_deck, *state.event_discard, *state.events_in_play]
    assert Counter(events) == Counter(CARDS.event_ids)
    assert len(state.prism) == PRISM_SIZE
    assert len(state.index) == state.setup.variants.active_initiatives()
    # the Palette and the signature counts agree (I6: outputs count like Patterns)
    for p in state.players:
        for layer in range(1, 7):
            assert all(CARDS.patterns[c].layer == layer for c in p.palette[layer])
            assert p.sigs[layer] == len(p.palette[layer])
        for layer in range(7, 11):
            assert p.sigs[layer] == sum(CARDS.initiatives[c].layer == layer for c in p.outputs)
        assert set(p.outputs) <= set(state.init_done)


@settings(max_examples=200, **SETTINGS)
@given(setups(), policies)
def test_I9_every_card_in_exactly_one_place(setup: Setup, policy: tuple[int, str]) -> None:
    run_checked(setup, policy, 400, check_cards)


# ---------------------------------------------------------------------------------------------
# I5: markers conserved; I12: the Community marker
# ---------------------------------------------------------------------------------------------
def check_markers(state: GameState) -> None:
    slots = state.slots()
    for seat, p in enumerate(state.players):
        placed = sum(seat in slot.contributors for slot in slots)
        assert p.markers + placed == MARKERS, (seat, p.markers, placed)
    for slot in slots:
        seated = [c for c in slot.contributors if c != COMMUNITY]
        assert len(seated) == len(set(seated)), slot.contributors
        assert all(0 <= c < len(state.players) for c in seated)
        assert slot.contributors.count(COMMUNITY) <= (1 if state.solo else 0)
        assert len(slot.contributors) <= slot.card.spaces


@settings(max_examples=200, **SETTINGS)
@given(setups(), policies)
def test_I5_markers_conserved(setup: Setup, policy: tuple[int, str]) -> None:
    run_checked(setup, policy, 400, check_markers)


# ---------------------------------------------------------------------------------------------
# Illegal actions are rejected and leave the state untouched (DESIGN: apply rejects the rest)
# ---------------------------------------------------------------------------------------------
@settings(max_examples=100, **SETTINGS)
@given(setups(), policies, st.integers(0, 60), st.randoms(use_true_random=False))
def test_illegal_actions_rejected_state_unchanged(setup: Setup, policy: tuple[int, str],
                                                  steps: int, rnd: Any) -> None:
    game = new_game(setup, CARDS, narrate=True)
    visited = [game.clone() for _ in walk(game, policy, steps)]  # states before each action
    if game.result is None or not visited:
        visited.append(game)
    # prefer a pending decision when the walk met one (wrong-kind actions, lose, respond...)
    pending = [s for s in visited if s.pending]
    state = rnd.choice(pending if pending and rnd.random() < 0.6 else visited)
    legal = set(legal_actions(state))
    assert not legal & set(ALWAYS_ILLEGAL)
    pool = [a for a in broad_candidates(state) if a not in legal]
    candidates = [a for a in targeted_illegal(state) if a not in legal]
    candidates += rnd.sample(pool, min(25, len(pool)))
    assert candidates
    before = snapshot(state)
    for a in candidates:
        reason = why_illegal(state, a)
        assert isinstance(reason, str) and reason, a
        with pytest.raises(IllegalAction) as info:
            apply(state, a)
        assert str(info.value) == reason
        assert snapshot(state) == before, f"state changed by refused {a}"


def test_illegal_action_after_the_end_is_refused() -> None:
    state = make(2, meaning=1, events=("dry_spell",))
    assert state.result is not None and state.result.reason == "collapse"
    before = snapshot(state)
    assert legal_actions(state) == []
    assert why_illegal(state, Action("acquire", pay=(2, 0, 0))) == "the game is over"
    with pytest.raises(IllegalAction):
        apply(state, Action("acquire", pay=(2, 0, 0)))
    assert snapshot(state) == before


# ---------------------------------------------------------------------------------------------
# legal_actions and why_illegal agree
# ---------------------------------------------------------------------------------------------
@settings(max_examples=40, **SETTINGS)
@given(setups(), policies, st.integers(1, 4))
def test_legal_actions_and_why_illegal_agree(setup: Setup, policy: tuple[int, str],
                                            every: int) -> None:
    state = new_game(setup, CARDS, narrate=False)
    checked = 0
    for step, _ in enumerate(walk(state, policy, 40)):
        if step % every:
            continue
        legal = legal_actions(state)
        for a in legal:
            assert why_illegal(state, a) is None, a
        legal_set = set(legal)
        candidates = broad_candidates(state)
        assert {a for a in legal if a.kind != "obtain"} <= set(candidates)
        for a in candidates:
            assert (why_illegal(state, a) is None) == (a in legal_set), (
                a, why_illegal(state, a), state.pending)
        checked += 1
    assert checked >= 1 or state.result is not None
    if state.result is not None:
        assert legal_actions(state) == []
        assert all(why_illegal(state, a) == "the game is over" for a in broad_candidates(state))


def test_legal_actions_exhaustive_for_non_canonical_actions() -> None:
    state = make(2, tokens=(3, 2, 1), events=("dry_spell",))
    legal = set(legal_actions(state))
    odd = [Action("convert", pay=(1, 0, 0)), Action("acquire", "shell", (2, 0, 0)),
           Action("acquire", pay=(2, 0, 0), seat=1), Action("recycle", "prism", (0, 0, 1))]
    for a in odd:
        assert a not in legal
        assert why_illegal(state, a) is not None, a


# ---------------------------------------------------------------------------------------------
# Distinct legal actions; notation round-trips (python-chess style)
# ---------------------------------------------------------------------------------------------
@settings(max_examples=100, **SETTINGS)
@given(setups(), policies)
def test_legal_actions_distinct_and_notation_round_trips(setup: Setup,
                                                        policy: tuple[int, str]) -> None:
    state = new_game(setup, CARDS, narrate=False)
    seen_kinds: set[str] = set()
    for _ in walk(state, policy, 150):
        acts = legal_actions(state)
        assert acts, "a game that is not over always offers a choice"
        assert len(set(acts)) == len(acts), [str(a) for a in acts]
        texts = [str(a) for a in acts]
        assert len(set(texts)) == len(texts)
        for a, text in zip(acts, texts, strict=True):
            assert a.kind in KINDS
            assert Action.parse(text) == a, text
            assert str(Action.parse(text)) == text
        seen_kinds.update(a.kind for a in acts)
    if state.round > 0 and seen_kinds:
        assert seen_kinds & {"acquire", "lose", "accept", "decline", "donate", "pass"}


# ---------------------------------------------------------------------------------------------
# G1: a game is its setup + actions; JSON round trip, undo, clone
# ---------------------------------------------------------------------------------------------
def full_view(state: GameState) -> dict[str, Any]:
    return {**snapshot(state), "discards": (list(state.event_discard),
                                            list(state.pattern_discard),
                                            list(state.init_discard))}


def random_game(setup: Setup, policy: tuple[int, str], steps: int) -> Game:
    game = Game(setup, CARDS)
    rng = Rng(policy[0])
    for _ in range(steps):
        if game.state.over:
            break
        game.play(choose(rng, game.legal_actions(), policy[1]))
    return game


@settings(max_examples=80, **SETTINGS)
@given(setups(), policies, st.integers(0, 80))
def test_G1_replay_of_serialized_game_reproduces_state(setup: Setup, policy: tuple[int, str],
                                                       steps: int) -> None:
    game = random_game(setup, policy, steps)
    text = game.to_json()
    again = Game.from_json(text, CARDS)
    # (competitive_rounds without Competitive and a solo level with 2+ seats are not written)
    assert setup_to_dict(again.setup) == setup_to_dict(game.setup)
    assert again.actions == game.actions
    assert observe(again.state) == observe(game.state)
    assert full_view(again.state) == full_view(game.state)
    assert again.log == game.log
    assert again.to_json() == text


@settings(max_examples=80, **SETTINGS)
@given(setups(), policies, st.integers(1, 50))
def test_G1_undo_equals_replay_of_earlier_actions(setup: Setup, policy: tuple[int, str],
                                                  steps: int) -> None:
    game = random_game(setup, policy, steps)
    k = len(game.actions)
    if k == 0:  # the game was over before anyone moved (collapse on round 1's Event)
        assert game.state.over
        return
    kept = list(game.actions[: k - 1])
    game.undo(1)
    fresh = Game(setup, CARDS)
    for a in kept:
        fresh.play(a)
    assert game.actions == kept
    assert observe(game.state) == observe(fresh.state)
    assert full_view(game.state) == full_view(fresh.state)
    with pytest.raises(ValueError):
        game.undo(k)  # only k-1 actions are left to take back


@settings(max_examples=80, **SETTINGS)
@given(setups(), policies, st.integers(0, 30), st.integers(0, 2**64 - 1))
def test_clone_is_independent(setup: Setup, policy: tuple[int, str], steps: int,
                              other: int) -> None:
    state = new_game(setup, CARDS, narrate=False)
    for _ in walk(state, policy, steps):
        pass
    before = full_view(state)
    clone = state.clone()
    assert observe(clone) == observe(state)
    assert clone.rng.state == state.rng.state
    for _ in walk(clone, (other, "builder"), 200):  # mutate the clone, to its end if it gets there
        pass
    assert full_view(state) == before
    # and the other way round: playing on the original leaves a fresh clone alone
    clone2 = state.clone()
    frozen = full_view(clone2)
    for _ in walk(state, (other, "uniform"), 50):
        pass
    assert full_view(clone2) == frozen


# ---------------------------------------------------------------------------------------------
# G5: every game ends, by 60 rounds at the latest
# ---------------------------------------------------------------------------------------------
@settings(max_examples=200, **SETTINGS)
@given(setups(), policies)
def test_G5_games_end_within_60_rounds(setup: Setup, policy: tuple[int, str]) -> None:
    state = new_game(setup, CARDS, narrate=False)
    limit = STALL_ROUND * len(setup.players) * 40  # far above any real game's length
    for _ in walk(state, policy, limit):
        pass
    r = state.result
    assert r is not None, "the game did not end"
    assert r.reason in REASONS
    assert 1 <= state.round <= STALL_ROUND
    assert state.phase == "over" and state.pending == []
    v = setup.variants
    if r.reason == "collapse":
        assert state.meaning == 0 and not v.competitive
        assert not r.group_won and r.band == "Collapse"
    elif r.reason == "end_initiative":
        assert r.group_won and state.end_slot is None
        assert (setup.end_initiative or CARDS.default_end) in state.init_done
    elif r.reason == "rounds":
        assert v.competitive and state.round == v.competitive_rounds
    else:
        assert state.round == STALL_ROUND
    if v.cooperative:
        assert r.winners == (tuple(range(len(setup.players))) if r.group_won else ())


def test_refused_variant_combinations() -> None:
    with pytest.raises(OptionError):
        variants_from_names(["cooperative", "competitive"])
    with pytest.raises(OptionError):
        variants_from_names(["long_game", "faster_two_initiatives"])


def stall_choice(state: GameState) -> Action:
    """Never build, keep Meaning up: donate, convert, keep Support when losing, take Energy."""
    acts = legal_actions(state)
    for preferred in (Action("donate"), Action("decline"), Action("convert"),
                      Action("lose", pay=(1, 0, 0)), Action("lose", pay=(0, 1, 0)),
                      Action("acquire", pay=(2, 0, 0)), Action("acquire", pay=(1, 0, 0))):
        if preferred in acts:
            return preferred
    return acts[0]


def test_G5_stalled_game_ends_at_round_60() -> None:
    setup = Setup(NAMES[:3], 11, fixed=FixedSetup(meaning=12))  # three donors hold +3 a round
    state = new_game(setup, CARDS, narrate=True)
    for _ in range(100_000):
        if state.result is not None:
            break
        apply(state, stall_choice(state))
    r = state.result
    assert r is not None and r.reason == "stalled"
    assert state.round == STALL_ROUND and len(state.meaning_history) == STALL_ROUND
    assert not r.group_won and r.band != "Collapse"
    assert "60 rounds without an end" in " ".join(state.log[-6:])


def test_I14_competitive_game_ends_after_chosen_rounds() -> None:
    setup = Setup(NAMES[:2], 11, variants_from_names(["competitive", "hard"], 40))
    state = new_game(setup, CARDS, narrate=False)
    for _ in range(100_000):
        if state.result is not None:
            break
        apply(state, stall_choice(state))
    r = state.result
    assert r is not None and r.reason == "rounds" and state.round == 40
    assert not r.group_won and r.winners  # nobody built, someone still wins on score (G4)


def test_I14_competitive_60_rounds_ends_by_rounds_not_stalled() -> None:
    setup = Setup(NAMES[:1], 3, variants_from_names(["competitive"], 60))
    state = new_game(setup, CARDS, narrate=False)
    for _ in range(100_000):
        if state.result is not None:
            break
        apply(state, stall_choice(state))
    assert state.result is not None and state.round == 60
    assert state.result.reason == "rounds"


def test_I14_chosen_end_initiative_completes_and_ends_game() -> None:
    state = make(2, index=("local_clinic", "mediation_court", "water_system"), end="food_network",
                 tokens=(9, 9, 9), events=("dry_spell",))
    assert state.end_slot is not None and state.end_slot.card.id == "food_network"
    assert "food_network" not in state.init_deck and "stewardship" not in state.init_deck
    meaning = state.meaning
    play(state, "contribute food_network EEEII")
    r = state.result
    assert r is not None and r.reason == "end_initiative" and r.group_won
    assert state.meaning == meaning + 1 and state.players[0].legacy == 6
    assert state.end_slot is None and state.init_done == ["food_network"]
    assert [s.card.id for s in state.index if s is not None] == [
        "local_clinic", "mediation_court", "water_system"]
