"""Edition `life` (seed 002, "Life Builds Meaning") rules: setup, the four phases, the actions,
Project completion, the Stability Check with its pledges, the three end triggers and the score.

Each condition a player can run into lives here once, as a function returning the reason in
words (or None): ``legal_actions`` and ``why_illegal`` both ask them. Ruling ids (L1–L10 from
RULINGS.md, DL1… our own) are in docs/life.md beside the rule they settle.
"""

from __future__ import annotations

from itertools import combinations, product

from game.family.ruleset import Event
from game.games.life.actions import ONE_HOT, Action
from game.games.life.cards import (
    ENERGY,
    SUPPORT,
    TOKEN_EMOJI,
    CardSet,
    Tokens,
    default_cards,
)
from game.games.life.cards import Event as EventCard  # game.family.ruleset's Event is a log entry
from game.games.life.setup import LifeSetup
from game.games.life.state import (
    DRIFT_MAX,
    MARKET,
    STALL_ROUND,
    TALLY_KINDS,
    TRACK_MAX,
    Decision,
    LifeState,
    Player,
    ProjectSlot,
    Result,
)
from game.games.meaning_made import checks, turns
from game.games.meaning_made.deal import deal_decks
from game.games.meaning_made.later_seats import give_later_seats

# The seed's World Drift Multiplier, in tenths so that the rounding down is exact:
# final World Drift -> multiplier
MULTIPLIER_TENTHS = (12, 12, 12, 10, 10, 10, 8, 8, 8, 6, 6, 4, 4)
BANDS = ((65, "Steward in Practice"), (50, "World-Grade Contributor"), (35, "Reciprocal Builder"),
         (20, "Stabilizing"), (0, "Barely Holding"))
ACQUIRE = [Action("acquire", pay=tuple(int(t in pair) for t in range(5)))  # type: ignore[arg-type]
           for pair in combinations(range(5), 2)]  # L3: two different types of the five
CONVERT = Action("convert")
END_WORDS = {"layer10": "a Layer 10 Project is completed",
             "drift": f"World Drift reaches {DRIFT_MAX}",
             "supply": "the Project supply has run out",
             "stalled": f"round {STALL_ROUND} passed without an end (stalled)"}


WORDS = checks.TokenWords(TOKEN_EMOJI, "icons")


def tokens_text(tokens: Tokens | list[int] | tuple[int, ...]) -> str:
    return WORDS.text(tokens)


def multiplier(drift: int) -> float:
    return MULTIPLIER_TENTHS[max(0, min(DRIFT_MAX, drift))] / 10


def band(score: int) -> str:
    """The seed's Meaning Description for a Final Score."""
    return next(name for least, name in BANDS if score >= least)


def subtotal(p: Player) -> int:
    """Track Sub-total Score = Project + Coherence + Social."""
    return p.project + p.coherence + p.social


def final_score(state: LifeState, seat: int) -> int:
    """Sub-total × the World Drift Multiplier, rounded down (exact: the multiplier in tenths)."""
    return subtotal(state.players[seat]) * MULTIPLIER_TENTHS[state.drift] // 10


# ---------------------------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------------------------
def new_game(setup: LifeSetup, cards: CardSet | None = None, narrate: bool = True) -> LifeState:
    """Deal (DL2: Events, then Patterns, then Projects are shuffled from file order, then the
    starting player is drawn) and run on to the first choice of round 1."""
    cards = cards or default_cards()
    state = LifeState(setup, cards)
    state.narrate = narrate
    rng = state.rng
    deal_decks(state, cards, setup, cards.event_ids)
    n = len(state.players)
    state.start_player = setup.start_player if setup.start_player is not None else rng.below(n)
    state.market = [_draw(state, "pattern") for _ in range(MARKET)]
    if setup.layer10_in_opening_row:
        state.row = [_new_slot(state, _draw(state, "project")) for _ in range(len(state.row))]
    else:
        _deal_opening_row(state)
    state.emit("setup", what="row", drift=state.drift)
    state.emit("first_player", seat=state.start_player)
    give_later_seats(state, state.setup.extra_tokens)  # DL19 (a switch)
    _reveal_event(state)  # L2: the Event revealed at setup is round 1's; DL3: its local Drift too
    _start_round(state)
    return state


def _deal_opening_row(state: LifeState) -> None:
    """DL17: the opening Row is dealt from the top of the supply passing over Layer 10 tiles,
    which are then shuffled back among the tiles below the stacked ones of a fixed deal (a fixed
    deal's own tiles are dealt as stacked). Three seats in five would otherwise open on a Layer
    10 tile and end the game in round 3 (docs/life-balance.md)."""
    deck, stacked = state.project_deck, set(state.setup.project_top)
    passed: list[str] = []
    for i in range(len(state.row)):
        card_id = _draw(state, "project")
        while card_id is not None and card_id not in stacked and \
                state.cards.projects[card_id].layer == 10:
            passed.append(card_id)
            card_id = _draw(state, "project")
        state.row[i] = _new_slot(state, card_id)
    still_stacked = sum(1 for c in deck if c in stacked)
    for card_id in passed:
        deck.insert(state.rng.below(len(deck) - still_stacked + 1), card_id)


def _new_slot(state: LifeState, card_id: str | None) -> ProjectSlot | None:
    return None if card_id is None else ProjectSlot(state.cards.projects[card_id])


def _draw(state: LifeState, which: str) -> str | None:
    """Top card of a deck. An empty Event deck first takes its shuffled discard (DL15); bought
    Patterns and completed Projects never come back, so those decks can run out (DL5)."""
    deck_name = f"{which}_deck"
    if which == "event" and turns.refill(state, deck_name, "event_discard"):
        state.emit("reshuffled", deck=which)
    return turns.take_top(state, deck_name)  # type: ignore[no-any-return]


def _reveal_event(state: LifeState) -> None:
    """Phase A: the next World Event; its Drift waits for Phase D, its local Drift lands now."""
    eid = _draw(state, "event")
    state.event = eid
    if eid is None:
        state.pending_drift = 0
        return
    ev = state.cards.events[eid]
    state.pending_drift, local = scaled_event(state, ev)
    state.local += local
    if state.narrate:
        state.emit("event", event=eid, drift=state.pending_drift, local=local)


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def scaled_event(state: LifeState, ev: EventCard) -> tuple[int, int]:
    """DL20: the Event's Drift and local 🌀 at this table. A table that takes some away never
    takes a printed Drift below 1."""
    more_drift, more_local = state.setup.event_scaling()
    return max(min(ev.drift, 1), ev.drift + more_drift), max(0, ev.local + more_local)


def table_extra(state: LifeState, ev: EventCard) -> str:
    """What DL20 changes of the printed Event at this table, in words ("" for nothing)."""
    drift, local = scaled_event(state, ev)
    parts = [f"{what} {signed(now - printed)}"
             for what, now, printed in (("Drift", drift, ev.drift), ("local", local, ev.local))
             if now != printed]
    return ", ".join(parts)


def mitigated_drift(state: LifeState) -> int:
    """The pending Drift still applied if this round's mitigation is met: none, or what a
    "reduce by X" Event leaves of it (DL20's extra included)."""
    ev = state.cards.events[state.event] if state.event is not None else None
    if ev is None or not ev.reduce:
        return 0
    return max(0, state.pending_drift - ev.reduce)


# ---------------------------------------------------------------------------------------------
# Rounds
# ---------------------------------------------------------------------------------------------
def _start_round(state: LifeState) -> None:
    state.round += 1
    if state.round > STALL_ROUND:
        state.round = STALL_ROUND
        _finish(state, "stalled")
        return
    # DL1: the first seat moves on one each round unless "fixed first player" is on
    first = turns.rotate_order(state, state.setup.fixed_first_player)
    state.emit("round", round=state.round, first=first)
    if state.round > 1:  # Phase A (L2: round 1's Event was revealed at setup)
        _reveal_event(state)
    # Phase B: refill the Pattern Market to six (DL5: only now)
    filled = 0
    for i, cid in enumerate(state.market):
        if cid is None:
            state.market[i] = _draw(state, "pattern")
            filled += state.market[i] is not None
    if filled:
        state.emit("market_refilled", count=filled)
    # Phase C
    state.phase = "turns"
    state.turn = 0
    state.actions_left = 2


def _advance(state: LifeState) -> None:
    """Carry out every step that needs no choice, stopping at the next choice or the end."""
    while state.result is None and not state.pending:
        if state.phase == "turns":
            if state.end is not None:  # L8: the rest of Phase C is skipped
                _begin_stability(state)
                continue
            if state.actions_left > 0:
                return
            state.turn += 1
            if state.turn < len(state.order):
                state.actions_left = 2
                return
            _begin_stability(state)
            continue
        if state.phase == "pledge":
            if _ask_next_pledge(state):
                return
            _resolve_stability(state)
            continue
        return


def _begin_stability(state: LifeState) -> None:
    state.turn = len(state.order) - 1  # keeps `current` valid through Phase D
    state.actions_left = 0
    state.phase = "pledge"
    state.pledge_pos = 0
    state.pledged = [[0, 0, 0, 0, 0] for _ in state.players]
    if state.event is not None:
        state.emit("stability_check", event=state.event)


def missing(state: LifeState) -> Tokens:
    """The mitigation icons the pool still lacks (all zero when met or when there is no Event)."""
    if state.event is None:
        return (0, 0, 0, 0, 0)
    need = state.cards.events[state.event].mitigation
    pool = state.pool()
    return (max(0, need[0] - pool[0]), max(0, need[1] - pool[1]), max(0, need[2] - pool[2]),
            max(0, need[3] - pool[3]), max(0, need[4] - pool[4]))


def _can_add(tokens: list[int], lack: Tokens) -> bool:
    """Whether a seat holding ``tokens`` could pledge anything still missing (converting 2☀️ to
    1❤️ if that is what it takes, DL8)."""
    return any(lack[t] and tokens[t] for t in range(5)) or bool(lack[SUPPORT] and tokens[ENERGY] >= 2)


def can_still_meet(state: LifeState) -> bool:
    """Whether the seats not yet asked, together, could still fill the pool (DL10): each gives
    what it holds of each missing type, and may convert its spare Energy into Support."""
    lack = missing(state)
    if not any(lack):
        return True
    seats = [state.order[k] for k in range(state.pledge_pos, len(state.order))]
    others = [sum(state.players[s].tokens[t] for s in seats) for t in range(5)]
    if any(others[t] < lack[t] for t in (1, 2, 3)):
        return False
    # Energy and Support trade through the conversion: search each seat's share of the Energy.
    reach = {(lack[ENERGY], lack[SUPPORT])}
    for s in seats:
        tokens = state.players[s].tokens
        nxt = set()
        for e_left, s_left in reach:
            for give_e in range(min(tokens[ENERGY], e_left) + 1):
                spare = tokens[SUPPORT] + (tokens[ENERGY] - give_e) // 2
                nxt.add((e_left - give_e, max(0, s_left - spare)))
        reach = nxt
        if (0, 0) in reach:
            return True
    return (0, 0) in reach


def _ask_next_pledge(state: LifeState) -> bool:
    """L5, DL10: ask the next seat in turn order that could add something, while the pool is
    short and can still be filled; False when the pledging is over."""
    if not any(missing(state)):
        return False
    if not can_still_meet(state):
        if state.pledge_pos == 0:
            state.emit("no_pledge")
        return False
    while state.pledge_pos < len(state.order):
        seat = state.order[state.pledge_pos]
        if _can_add(state.players[seat].tokens, missing(state)):
            state.pending.append(Decision("pledge", seat))
            return True
        state.pledge_pos += 1
    return False


def _resolve_stability(state: LifeState) -> None:
    """Phase D steps 2-5, then L6, then the end checks (DL11)."""
    ev = state.cards.events[state.event] if state.event is not None else None
    pool = state.pool()
    met = ev is not None and not any(missing(state))
    players = state.players
    if met and ev is not None:
        remaining = mitigated_drift(state)
        state.emit("mitigated", event=ev.id, pool=pool, remaining=remaining)
    else:
        remaining = state.pending_drift
        for s in range(len(players)):  # L5: every pledge goes back to its owner
            for t in range(5):
                players[s].tokens[t] += state.pledged[s][t]
        if ev is not None:
            state.emit("not_mitigated", event=ev.id, pool=pool)
    state.mitigated.append(met)
    state.pledged = [[0, 0, 0, 0, 0] for _ in players]  # step 4: the pool is emptied
    if remaining:
        state.drift = min(DRIFT_MAX, state.drift + remaining)
        state.emit("drift", amount=remaining, drift=state.drift)
    state.pending_drift = 0
    # step 5: refill the Project Row
    for i, slot in enumerate(state.row):
        if slot is None:
            state.row[i] = _new_slot(state, _draw(state, "project"))
            nxt = state.row[i]
            if nxt is not None:
                state.emit("project_dealt", card=nxt.card.id)
            elif state.end is None:
                state.end = "supply"
                state.emit("end_trigger", reason="supply")
    # L6: three local Drift tokens become one step of World Drift
    if state.local >= 3 and not state.setup.inert_local_drift:
        state.local -= 3
        state.drift = min(DRIFT_MAX, state.drift + 1)
        state.emit("local_drift", drift=state.drift, local=state.local)
    if state.drift >= DRIFT_MAX and state.end is None:
        state.end = "drift"
        state.emit("end_trigger", reason="drift")
    state.drift_history.append(state.drift)
    if state.event is not None:
        state.event_discard.append(state.event)
        state.event = None
    if state.end is not None:
        _finish(state, state.end)
        return
    _start_round(state)


# ---------------------------------------------------------------------------------------------
# The conditions: each once, with the words a player is told
# ---------------------------------------------------------------------------------------------
def discount(state: LifeState, seat: int, tag: str) -> Tokens:
    """L4, DL4: what the Patterns ``seat`` owns take off a card of ``tag``: one token of each
    same-tag Pattern's discount type. Discounts stack."""
    out = [0, 0, 0, 0, 0]
    patterns = state.cards.patterns
    for layer in state.players[seat].stack:
        for cid in layer:
            card = patterns[cid]
            if card.tag == tag:
                out[card.discount] += 1
    return (out[0], out[1], out[2], out[3], out[4])


def price(state: LifeState, seat: int, card_id: str) -> Tokens:
    """What ``seat`` pays for a Pattern: its cost less the tag discounts, never below 0 (L4)."""
    card = state.cards.patterns[card_id]
    off = discount(state, seat, card.tag)
    c = card.cost
    return (max(0, c[0] - off[0]), max(0, c[1] - off[1]), max(0, c[2] - off[2]),
            max(0, c[3] - off[3]), max(0, c[4] - off[4]))


def _cannot_pay(p: Player, pay: Tokens | list[int], explain: bool = True) -> str | None:
    """Why ``p`` cannot pay ``pay`` (None if it can). legal_actions asks this of every price
    many times a second and needs only yes or no: with ``explain`` off no sentence is built."""
    tokens = p.tokens
    if not explain:
        for t in range(5):
            if pay[t] > tokens[t]:
                return "tokens"
        return None
    return checks.short_of(tokens, pay, WORDS)


def buy_blocker(state: LifeState, card_id: str) -> str | None:
    """None if the player to move can buy this Market Pattern, else why not."""
    reason = turns.turn_blocker(state)
    if reason is not None:
        return reason
    if card_id not in state.market:
        return "not in the Pattern Market"
    return _cannot_pay(state.players[state.current], price(state, state.current, card_id))


def contribute_blocker(state: LifeState, card_id: str) -> str | None:
    """None if the player to move can pay into this Project in some way, else why not."""
    return checks.contribute_blocker(state, card_id, "not a Project in the Row", WORDS)


def stabilize_blocker(state: LifeState, target: str) -> str | None:
    reason = turns.turn_blocker(state)
    if reason is not None:
        return reason
    if state.players[state.current].tokens[SUPPORT] < 1:
        return "Stabilize spends 1❤️ Support, and you hold none"
    if target == "local" and state.local <= 0:
        return "there is no local 🌀 Drift token to remove"
    # L9: Stabilize may be taken at World Drift 0 (the ❤️ is spent, Coherence +1, Drift stays 0).
    if target not in ("local", "world"):
        return "Stabilize removes a local Drift token or lowers World Drift"
    return None


def _conversion_blocker(state: LifeState, seat: int) -> str | None:
    if state.players[seat].tokens[ENERGY] < 2:
        return f"conversion needs 2{TOKEN_EMOJI[ENERGY]}"
    return None


# ---------------------------------------------------------------------------------------------
# Legal actions
# ---------------------------------------------------------------------------------------------
def _sub_payments(needed: Tokens | tuple[int, ...], tokens: list[int]) -> list[Tokens]:
    """Every non-empty payment of icons still needed that ``tokens`` can cover."""
    ranges = [range(min(needed[t], tokens[t]) + 1) for t in range(5)]
    return [pay for pay in product(*ranges) if any(pay)]  # type: ignore[misc]


def legal_actions(state: LifeState) -> list[Action]:
    """Every action open to the seat the game waits for, one per distinct effect."""
    return checks.legal(state, _decision_options, _turn_actions)


def _turn_actions(state: LifeState, seat: int) -> list[Action]:
    p = state.players[seat]
    tokens = p.tokens
    acts = list(ACQUIRE)
    for cid in state.market:
        if cid is not None and _cannot_pay(p, price(state, seat, cid), explain=False) is None:
            acts.append(_action("buy", cid))
    for slot in state.row:
        if slot is not None:
            acts += _contributions(slot.card.id, slot.still_needed(), tokens)
    if tokens[SUPPORT]:
        if state.local > 0:
            acts.append(STABILIZE_LOCAL)
        acts.append(STABILIZE_WORLD)  # L9: at World Drift 0 too
    for other in range(len(state.players)):
        if other != seat:
            give = GIVE[other]
            acts += [give[t] for t in range(5) if tokens[t]]
            acts += REQUEST[other]
    if _conversion_blocker(state, seat) is None:
        acts.append(CONVERT)
    return acts


# Every search iteration lists the moves of a position or two: the actions of a payment choice,
# a Touchpoint, a Buy are made once and shared (equal values, one object each).
STABILIZE_LOCAL, STABILIZE_WORLD = Action("stabilize", "local"), Action("stabilize", "world")
GIVE = [[Action("give", pay=ONE_HOT[t], seat=s) for t in range(5)] for s in range(6)]
REQUEST = [[Action("request", pay=ONE_HOT[t], seat=s) for t in range(5)] for s in range(6)]
_actions: dict[tuple[str, str], Action] = {}
_contribute_cache: dict[tuple[str, tuple[int, ...]], list[Action]] = {}


def _action(kind: str, target: str) -> Action:
    a = _actions.get((kind, target))
    if a is None:
        a = _actions[(kind, target)] = Action(kind, target)
    return a


def _contributions(cid: str, needed: Tokens | tuple[int, ...], tokens: list[int]) -> list[Action]:
    """The contributions of :func:`_sub_payments` into Project ``cid``, in its order."""
    caps = (min(needed[0], tokens[0]), min(needed[1], tokens[1]), min(needed[2], tokens[2]),
            min(needed[3], tokens[3]), min(needed[4], tokens[4]))
    acts = _contribute_cache.get((cid, caps))
    if acts is None:
        acts = _contribute_cache[(cid, caps)] = [Action("contribute", cid, pay)
                                                 for pay in _sub_payments(caps, caps)]
    return acts


def _decision_options(state: LifeState, d: Decision) -> list[Action]:
    p = state.players[d.seat]
    if d.kind == "respond":
        acts = [Action("accept"), Action("decline")] if p.tokens[d.token] > 0 else [Action("decline")]
        if d.token == SUPPORT and not p.tokens[SUPPORT] and _conversion_blocker(state, d.seat) is None:
            acts.append(CONVERT)  # L10: asked for ❤️ and holding none, the conversion is there too
        return acts
    acts = [Action("pledge", pay=pay) for pay in _sub_payments(missing(state), p.tokens)]
    acts.append(Action("pledge"))  # pledge nothing
    if _conversion_blocker(state, d.seat) is None:
        acts.append(CONVERT)  # DL8: the conversion is there at one's pledge too
    return acts


def why_illegal(state: LifeState, a: object) -> str | None:
    """None if ``a`` may be played now, else the reason in words for the player."""
    return checks.why_illegal(state, a, Action, _decision_options, _why_answer, _why_act)


def _why_answer(state: LifeState, d: Decision, a: Action) -> str | None:
    """Why ``a`` is no answer to the pending decision ``d``."""
    if d.kind == "respond":
        if a.kind == "accept":
            return f"{state.name(d.seat)} holds no {TOKEN_EMOJI[d.token]} to hand over"
        if a.kind == "convert":
            return (_conversion_blocker(state, d.seat)
                    or "while answering, convert only when asked for ❤️ and holding none")
        return f"{state.name(d.seat)} must first accept or decline the request"
    if a.kind == "pledge":
        lack = missing(state)
        if any(a.pay[t] > lack[t] for t in range(5)):
            return f"pledge only icons the pool still lacks ({tokens_text(lack)})"
        return _cannot_pay(state.players[d.seat], a.pay)
    if a.kind == "convert":
        return _conversion_blocker(state, d.seat)
    return f"{state.name(d.seat)} must first pledge toward the mitigation (or pledge none)"


def _why_act(state: LifeState, seat: int, a: Action) -> str | None:
    k = a.kind
    if k == "acquire":
        return None if a in ACQUIRE else "Acquire takes 2 tokens of two different types"
    if k == "buy":
        return buy_blocker(state, a.target)
    if k == "contribute":
        return checks.why_contribute(state, seat, a, contribute_blocker, WORDS)
    if k == "stabilize":
        return stabilize_blocker(state, a.target)
    if k in ("give", "request"):
        return checks.why_touchpoint(state, seat, a)
    if k == "convert":
        return _conversion_blocker(state, seat)
    return f"'{k}' is not a choice now"


# ---------------------------------------------------------------------------------------------
# Apply
# ---------------------------------------------------------------------------------------------
def apply(state: LifeState, a: Action, check: bool = True) -> list[Event]:
    """Play ``a`` and run on to the next choice; return what happened, as events."""
    return turns.play(state, a, check, why_illegal, _do_decision, _do_action, _advance)


def _raise_track(p: Player, track: str, by: int = 1) -> int:
    """Coherence and Social stop at 10 (L7): the gain past it is lost. Returns the real gain."""
    before = getattr(p, track)
    setattr(p, track, min(TRACK_MAX, before + by))
    return getattr(p, track) - before


def _count(state: LifeState, seat: int, kind: str, by: int = 1) -> None:
    """Add to ``seat``'s tally of ``kind`` (how the game was played, for the lab's records)."""
    row = list(state.tally[seat])
    row[TALLY_KINDS.index(kind)] += by
    state.tally = (*state.tally[:seat], tuple(row), *state.tally[seat + 1:])


def _convert(state: LifeState, seat: int) -> None:
    p = state.players[seat]
    _count(state, seat, "convert")
    p.tokens[ENERGY] -= 2
    p.tokens[SUPPORT] += 1
    state.emit("converted", seat=seat)


def _do_action(state: LifeState, a: Action) -> None:
    seat = state.current
    p = state.players[seat]
    k = a.kind
    if k == "convert":  # DL8: not an action
        _convert(state, seat)
        return
    state.actions_left -= 1
    _count(state, seat, k)
    if k == "acquire":
        for t in range(5):
            p.tokens[t] += a.pay[t]
        if state.narrate:
            state.emit("acquired", seat=seat, tokens=a.pay)
    elif k == "buy":
        _buy(state, seat, a.target)
    elif k == "contribute":
        _contribute(state, seat, a)
    elif k == "stabilize":
        _stabilize(state, seat, a.target)
    elif k == "give":
        t = a.pay.index(1)
        p.tokens[t] -= 1
        state.players[a.seat].tokens[t] += 1
        gain = _raise_track(p, "social")
        state.emit("touchpoint_given", seat=seat, other=a.seat, token=t, social=p.social, gain=gain)
    else:  # request
        t = a.pay.index(1)
        state.pending.append(Decision("respond", a.seat, seat, t))
        state.emit("touchpoint_asked", seat=seat, other=a.seat, token=t)


def _buy(state: LifeState, seat: int, card_id: str) -> None:
    p = state.players[seat]
    card = state.cards.patterns[card_id]
    pay = price(state, seat, card_id)
    for t in range(5):
        p.tokens[t] -= pay[t]
        p.tokens[t] += card.output[t]
    p.stack[card.layer] += (card.id,)
    state.market[state.market.index(card.id)] = None  # DL5: refilled in next round's Phase B
    if state.narrate:
        state.emit("bought", seat=seat, card=card.id, paid=pay)


def _contribute(state: LifeState, seat: int, a: Action) -> None:
    p = state.players[seat]
    slot = state.slot_of(a.target)
    assert slot is not None
    for t in range(5):
        n = a.pay[t]
        if n:
            p.tokens[t] -= n
            slot.paid[t] += n
            slot.marks.extend([(seat, t)] * n)
    # The Social Standing triggers, each at most once an action
    gain = 0
    if a.pay[SUPPORT]:
        gain += _raise_track(p, "social")
    if slot.card.layer >= 9:
        gain += _raise_track(p, "social")
    if state.narrate:
        state.emit("contributed", seat=seat, card=slot.card.id, paid=a.pay, social=p.social, gain=gain)
    if not any(slot.still_needed()):
        _complete(state, slot)


def _complete(state: LifeState, slot: ProjectSlot) -> None:
    """All icons paid: public benefit, points by contribution rank, the tile is discarded (its
    slot refills in Phase D); a Layer 10 Project ends the game after this round's Phase D (L8)."""
    card = slot.card
    before = (state.drift, state.local)
    state.drift = max(0, state.drift - card.drift)
    state.local = max(0, state.local - card.clear)
    ranking = slot.ranking()
    for place, seat in enumerate(ranking):
        state.players[seat].project += card.awards[min(place, 2)]
    state.emit("completed", card=card.id, ranking=tuple(ranking), drift=state.drift, local=state.local,
               drift_before=before[0], local_before=before[1])
    state.row[state.row.index(slot)] = None
    state.project_discard.append(card.id)
    state.completed.append((card.id, tuple(ranking)))
    if card.layer == 10 and state.end is None:
        state.end = "layer10"
        state.emit("end_trigger", reason="layer10")


def _stabilize(state: LifeState, seat: int, target: str) -> None:
    p = state.players[seat]
    _count(state, seat, "stabilize_drift", state.drift)
    _count(state, seat, "stabilize_round", state.round)
    p.tokens[SUPPORT] -= 1
    lowered = False  # L9: World Drift stays at 0
    if target == "local":
        state.local -= 1
    elif state.drift > 0:
        state.drift -= 1
        lowered = True
    gain = _raise_track(p, "coherence")
    state.emit("stabilized", seat=seat, target=target, drift=state.drift, local=state.local, gain=gain,
               lowered=lowered)


def _do_decision(state: LifeState, a: Action) -> None:
    d = state.pending[0]
    players = state.players
    if a.kind == "convert":  # at one's pledge or asked for ❤️ (L10): the decision stays open
        _convert(state, d.seat)
        return
    state.pending.pop(0)
    if d.kind == "respond":
        asker = players[d.other]
        if a.kind == "accept":
            players[d.seat].tokens[d.token] -= 1
            asker.tokens[d.token] += 1
            gain = _raise_track(asker, "social")
            _count(state, d.other, "accepted")
            state.emit("touchpoint_accepted", seat=d.seat, other=d.other, token=d.token, gain=gain)
        else:
            state.emit("touchpoint_declined", seat=d.seat, other=d.other)
        return
    # pledge
    state.pledge_pos += 1
    p = players[d.seat]
    if any(a.pay):
        _count(state, d.seat, "pledged", sum(a.pay))
        for t in range(5):
            p.tokens[t] -= a.pay[t]
            state.pledged[d.seat][t] += a.pay[t]
    state.emit("pledged", seat=d.seat, tokens=a.pay)


# ---------------------------------------------------------------------------------------------
# The end
# ---------------------------------------------------------------------------------------------
def _finish(state: LifeState, reason: str) -> None:
    """Final Score = Sub-total × World Drift Multiplier, rounded down; the highest wins, ties to
    more Project points, then shared (G4)."""
    n = len(state.players)
    scores = tuple(final_score(state, s) for s in range(n))
    subs = tuple(subtotal(p) for p in state.players)
    top = max(scores)
    tied = [s for s in range(n) if scores[s] == top]
    most = max(state.players[s].project for s in tied)
    winners = tuple(s for s in tied if state.players[s].project == most)
    decided = "score" if len(tied) == 1 else "shared" if len(winners) > 1 else "project points"
    state.phase = "over"
    state.pending.clear()
    state.result = Result(reason, state.drift, multiplier(state.drift), winners, scores, subs,
                          tuple(band(x) for x in scores), decided)
    state.emit("game_over", reason=reason, what="reason")
    state.emit("game_over", drift=state.drift, what="multiplier")
    state.emit("game_over", scores=scores, what="scores")
