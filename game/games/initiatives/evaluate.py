"""What bots think a position is worth, and which moves are worth thinking about.

Everything here reads only the public table (ruling G2): tokens, Palettes, Initiatives, Meaning,
deck *sizes* and contents. Deck order is never read; bots look ahead only in worlds from
:func:`sample_world` (a canonical ``observe.determinize``).

Values are in "score points" (Vitals + Legacy, the final score), so weights read naturally:
a weight of 0.5 on Energy means "an Energy token is worth half a final point to me".
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass, replace

from game.family.rng import Rng
from game.family.rng import decision_rng as table_rng
from game.games.initiatives.actions import Action
from game.games.initiatives.costs import missing_signatures
from game.games.initiatives.observe import determinize
from game.games.initiatives.rules import (
    donation_room,
    donation_worth,
    end_threshold,
    event_losses,
    legacy_for_place,
    solo_stability,
    solo_window,
)
from game.games.initiatives.scoring import final_score
from game.games.initiatives.state import GameState, InitiativeSlot

# How safe the world feels at each Meaning (concave: the step from 2 to 3 matters most).
MEANING_VALUE = (0.0, 0.30, 0.50, 0.63, 0.73, 0.80, 0.86, 0.90, 0.93, 0.95, 0.97, 0.98, 0.99)


STEW_WEIGHT = 0.1
SOLO_STEW_WEIGHT = 0.5


@dataclass(frozen=True)
class Weights:
    """A personality: how much each thing on the table is worth to this bot, in score points."""

    legacy: float = 1.0
    vitals: float = 1.0
    energy: float = 0.45
    insight: float = 0.5
    support: float = 0.9
    pattern_first: float = 1.2  # the first Pattern of a layer (discount + signature)
    pattern_more: float = 0.5  # every further Pattern of a layer
    sig_needed: float = 0.6  # a Pattern/output of a layer some visible Initiative asks for
    progress: float = 1.0  # expected Legacy from Initiatives this bot is on
    first_place: float = 0.0  # extra for holding first place on an Initiative
    world: float = 18.0  # points for the world going from doomed (0) to safe (1)
    stew: float = 0.15  # share of the world's value given to progress on the End Initiative
    rivalry: float = 0.0  # subtract this share of the best rival's value
    touch_bonus: float = 0.0  # extra for a Touchpoint that changes hands
    accept_give: float = 0.9  # how likely this bot thinks others accept its offers
    accept_request: float = 0.6


NEUTRAL = Weights()


def token_value(w: Weights, tokens: list[int]) -> float:
    return w.energy * tokens[0] + w.insight * tokens[1] + w.support * tokens[2]


def wanted_layers(state: GameState) -> list[int]:
    """Signature layers some face-up Initiative (or the End Initiative) asks for, with repeats."""
    out: list[int] = []
    for slot in state.slots():
        for layer, k in slot.card.sig_needs:
            out.extend([layer] * k)
    return out


def slot_progress(state: GameState, slot, potential: bool = False) -> float:
    """How close an Initiative is to completing, 0-1, signatures counted.

    With ``potential``, tokens players already hold toward its unfilled boxes count half, and a
    missing signature that some player could bring by joining counts as mostly there.
    """
    need, paid = slot.need, slot.paid
    total = need[0] + need[1] + need[2]
    done = paid[0] + paid[1] + paid[2]
    if potential:
        held = [0, 0, 0]
        for p in state.players:
            for t in range(3):
                held[t] += p.tokens[t]
        done += 0.5 * sum(min(held[t], need[t] - paid[t]) for t in range(3))
    frac = (done + 0.5) / (total + 0.5)
    if slot.card.sig_needs:
        missing = missing_signatures(state, slot)
        for layer, k in missing.items():
            if potential and any(p.sigs[layer] for i, p in enumerate(state.players)
                                 if i not in slot.contributors):
                frac *= 0.9
            else:
                frac *= 0.6 if k == 1 else 0.45
    return frac


def player_value(state: GameState, seat: int, w: Weights, wanted: list[int] | None = None,
                 progress: dict[int, float] | None = None,
                 slots: list[InitiativeSlot] | None = None) -> float:
    """What ``seat`` holds now, and what it is likely to score from it, in points.

    ``progress`` (each slot's :func:`slot_progress` by ``id(slot)``) and ``slots``
    (``state.slots()``) save work when the caller has them."""
    p = state.players[seat]
    v = w.legacy * p.legacy + w.vitals * p.vitals + token_value(w, p.tokens)
    sigs = p.sigs
    for layer in range(1, 7):
        n = sigs[layer]
        if n:
            v += w.pattern_first + w.pattern_more * (n - 1)
    if wanted is None:
        wanted = wanted_layers(state)
    for layer in set(wanted):
        if sigs[layer]:
            v += w.sig_needed
    for slot in state.slots() if slots is None else slots:
        cons = slot.contributors
        if seat not in cons:
            continue
        place = cons.index(seat)
        points = legacy_for_place(place)
        frac = progress[id(slot)] if progress is not None else slot_progress(state, slot)
        v += w.progress * w.legacy * points * frac
        if place == 0:
            v += w.first_place * frac
        # our own markers matter only while an Initiative is unfinished; a recorded output is a sig
    return v


def projected_meaning(state: GameState) -> int:
    """Meaning once this round's Stability Window is through, if every Support holder donates."""
    m = state.meaning
    # ``window`` keeps its last value through the next round's turns, so only the Stability
    # phase may read it.
    solo_open = state.phase == "turns" or (state.phase == "stability" and state.window == 0)
    if solo_stability(state) and solo_open:
        gain, loss = solo_window(state)
        return max(0, min(12, m + gain)) if _solo_can_donate(state) else m - loss
    if state.phase == "turns":
        donors, room = state.order, donation_room(state)
    elif state.phase == "stability":
        donors, room = state.order[state.window:], donation_room(state)
    else:
        return m
    players = state.players
    d = sum(1 for s in donors if players[s].tokens[2] > 0)
    return min(12, m + min(room, d * donation_worth(state)))


def next_event_losses(state: GameState) -> list[int]:
    """Meaning losses of the Events the next reveal could be: the deck, else its discard.

    The deck's *contents* are public (every card not seen elsewhere); only the order is hidden.
    """
    pool = state.event_deck or (state.event_discard + state.events_in_play)
    return event_losses(state, pool) or [2]


def world_value(state: GameState, stew: float = STEW_WEIGHT, progress: dict[int, float] | None = None,
                end: float | None = None, meaning: int | None = None) -> float:
    """0 (collapsed) to 1 (the End Initiative completed): how likely the world is to survive.

    Mostly the chance that the next Event does not collapse it (after this round's donations);
    ``stew`` is the share given to progress on the End Initiative (a stability-minded player
    values it more; the search bot, little: it sees completions through its look-ahead).
    ``progress`` and ``end`` (the End Initiative's :func:`end_progress` at the projected
    Meaning) and ``meaning`` (:func:`projected_meaning`) save work when the caller has them.
    """
    r = state.result
    if r is not None:
        return 1.0 if r.group_won else 0.0
    m = projected_meaning(state) if meaning is None else meaning
    losses = next_event_losses(state)
    safe = 0.0
    if not state.setup.variants.competitive:
        for loss in losses:
            safe += MEANING_VALUE[m - loss] if loss < m else 0.0
        safe /= len(losses)
    else:
        safe = MEANING_VALUE[m]
    v = (0.95 - stew) * safe
    v += stew * (end if end is not None else end_progress(state, m))
    # Meaning rises with every completion: progress on the Index counts a little too.
    done = 0.0
    for slot in state.index:
        if slot is not None:
            frac = progress[id(slot)] if progress is not None else slot_progress(state, slot)
            done += frac * slot.card.meaning
    v += min(0.05, 0.01 * done)
    return v


def end_progress(state: GameState, meaning: int) -> float:
    """Progress on the End Initiative, 0 to 1. Under the Stewardship threshold (DI18, DI21) each
    Meaning step still missing delays it, as in ``solo_race``."""
    end = state.end_slot
    if end is None:
        return 0.0
    return slot_progress(state, end, potential=True) * 0.8 ** max(0, end_threshold(state) - meaning)


def actions_to_finish(state: GameState, seat: int = 0) -> int:
    """A rough count of the actions ``seat`` alone still needs to complete the End Initiative."""
    slot = state.end_slot
    if slot is None:
        return 0
    p = state.players[seat]
    rem = [slot.need[t] - slot.paid[t] for t in range(3)]
    held = p.tokens
    short_e = max(0, rem[0] - held[0])
    short_i = max(0, rem[1] - held[1])
    short_s = max(0, rem[2] - held[2])
    spare_e = max(0, held[0] - rem[0])
    conv = state.setup.variants.conversion
    # Support cannot be acquired: it comes from converting 2 Energy (once a turn).
    if short_s and not conv:
        return 99
    need_e = short_e + max(0, 2 * short_s - spare_e)
    acts = -(-(need_e + short_i) // 2)
    missing = missing_signatures(state, slot) if slot.card.sig_needs else {}
    for layer, k in missing.items():
        have = p.sigs[layer] if seat not in slot.contributors else 0
        acts += 2 * max(0, k - have)  # an Acquire and an Obtain for each Pattern still to find
    if any(rem) or missing:
        acts += 1  # the Contribute itself
    return acts


def _survival(losses: list[int], meaning: int, events: int, window: int = 0) -> float:
    """Chance that ``events`` Events drawn from ``losses`` leave Meaning above 0.

    ``window`` is the Meaning each Stability Window between two of those Events adds (solo).
    """
    if events <= 0:
        return 1.0 if meaning > 0 else 0.0
    dist = {meaning: 1.0}
    w = 1.0 / len(losses)
    for k in range(events):
        nxt: dict[int, float] = {}
        for m, p in dist.items():
            for loss in losses:
                left = m - loss
                if left > 0:
                    if k < events - 1:
                        left = min(12, left + window)
                    if left > 0:
                        nxt[left] = nxt.get(left, 0.0) + p * w
        dist = nxt
    return sum(dist.values())


def _solo_can_donate(state: GameState) -> bool:
    """Whether the solo player holds, or can still convert to, a Support for this Window."""
    p = state.players[0]
    if p.tokens[2] > 0:
        return True
    return (state.phase == "turns" and state.setup.variants.conversion and not state.converted
            and p.tokens[0] >= 2)


def solo_race(state: GameState) -> float:
    """Solo: the chance of completing the End Initiative before an Event collapses the world."""
    r = state.result
    if r is not None:
        return 1.0 if r.winners else 0.0
    acts = actions_to_finish(state)
    now = state.actions_left if state.phase == "turns" and not state.pending else 0
    later = max(0, acts - now)
    events = -(-later // 2)  # a new Event before each further turn of two actions
    m = projected_meaning(state)
    # Under DI17 later Windows add Meaning too, if the player keeps a Support for each.
    window = solo_window(state)[0] - 1 if solo_stability(state) else 0
    p = _survival(next_event_losses(state), m, min(events, 8), window)
    # the End Initiative stays shut below its Meaning threshold (DI18, DI21): each missing step delays
    p *= 0.8 ** max(0, end_threshold(state) - m)
    return p * (0.97 ** acts)


def final_points(state: GameState, seat: int) -> float:
    return final_score(state, seat)


def personal_value(state: GameState, seat: int, w: Weights) -> float:
    """A personality's view of a position (heuristic bots): its own haul plus the world's fate."""
    wanted = wanted_layers(state)
    r = state.result
    if r is not None:
        mine = final_points(state, seat) * (w.legacy + w.vitals) / 2
        v = mine + w.world * world_value(state, w.stew)
        if seat in r.winners:
            v += 3.0
        if w.rivalry:
            best = max((final_points(state, s) for s in range(len(state.players)) if s != seat),
                       default=0.0)
            v -= w.rivalry * best
        return v
    v = player_value(state, seat, w, wanted) + w.world * world_value(state, w.stew)
    if w.rivalry and len(state.players) > 1:
        best = max(player_value(state, s, NEUTRAL, wanted) for s in range(len(state.players))
                   if s != seat)
        v -= w.rivalry * best
    return v


WIN_SHARE = 0.6  # the search bot's reward: 60 % winning, 40 % the world surviving
TEMPERATURE = 4.0  # points: how sure a lead of x points is (softmax temperature)
NOW_TEMPERATURE = 2.0  # the same for today's final scores, should the game end now


def rewards(state: GameState) -> list[float]:
    """Each seat's reward in [0, 1] for the search bot: chance to win blended with survival."""
    n = len(state.players)
    r = state.result
    if r is not None:
        world = 1.0 if r.group_won else 0.0
        if n == 1:
            return [1.0 if r.winners else 0.0]
        share = 1.0 / len(r.winners) if r.winners else 0.0
        return [WIN_SHARE * (share if s in r.winners else 0.0) + (1 - WIN_SHARE) * world
                for s in range(n)]
    if n == 1:
        # Solo: winning *is* completing the End Initiative before Meaning runs out; the score
        # only breaks near-ties.
        return [0.95 * solo_race(state) + 0.05 * min(1.0, player_value(state, 0, NEUTRAL) / 30.0)]
    return _table_rewards(state, n)


def _table_rewards(state: GameState, n: int) -> list[float]:
    """:func:`rewards` of an unfinished game of two or more seats: every leaf of every search
    iteration is scored here, so :func:`slot_progress`, :func:`world_value` and
    :func:`player_value` (neutral weights) are written out in one piece. The same operations in
    the same order: a search's choice can turn on the last bit of a reward."""
    players = state.players
    index, end_slot = state.index, state.end_slot
    slots = [slot for slot in index if slot is not None]
    if end_slot is not None:
        slots.append(end_slot)
    # each slot's progress (slot_progress), and the layers some slot asks for (wanted_layers)
    fracs: list[float] = []
    wanted: set[int] = set()
    end_missing: list[tuple[int, int]] = []  # the End Initiative's missing signatures
    for slot in slots:
        need, paid = slot.need, slot.paid
        frac = (paid[0] + paid[1] + paid[2] + 0.5) / (need[0] + need[1] + need[2] + 0.5)
        sig_needs = slot.card.sig_needs
        if sig_needs:
            cons = slot.contributors
            for layer, k in sig_needs:  # missing_signatures: the layers are distinct and sorted
                if k:
                    wanted.add(layer)
                have = 0
                for c in cons:
                    if c >= 0:
                        have += players[c].sigs[layer]
                if have < k:
                    frac *= 0.6 if k - have == 1 else 0.45
                    if slot is end_slot:
                        end_missing.append((layer, k - have))
        fracs.append(frac)
    m = projected_meaning(state)
    p_end = 0.0 if end_slot is None else _end_progress(state, end_slot, end_missing, m)
    # world_value, with this round's donations and the End Initiative's progress known
    pool = state.event_deck or (state.event_discard + state.events_in_play)
    safe = 0.0
    if state.setup.variants.competitive:
        safe = MEANING_VALUE[m]
    elif pool:
        safe = _next_safety(state, pool, m)
    elif m > 2:  # no Event left to weigh: next_event_losses counts one that takes 2
        safe = MEANING_VALUE[m - 2]
    world = (0.95 - STEW_WEIGHT) * safe
    world += STEW_WEIGHT * p_end
    done = 0.0
    k = 0
    for slot in index:
        if slot is not None:
            done += fracs[k] * slot.card.meaning
            k += 1
    world += min(0.05, 0.01 * done)
    # player_value with NEUTRAL weights, each seat's terms added in the same order
    w = NEUTRAL
    first, more, needed = w.pattern_first, w.pattern_more, w.sig_needed
    vals: list[float] = []
    for p in players:
        t = p.tokens
        v = w.legacy * p.legacy + w.vitals * p.vitals + (w.energy * t[0] + w.insight * t[1]
                                                         + w.support * t[2])
        sigs = p.sigs
        for held in sigs[1:7]:
            if held:
                v += first + more * (held - 1)
        for layer in wanted:
            if sigs[layer]:
                v += needed
        vals.append(v)
    share = w.progress * w.legacy
    for slot, frac in zip(slots, fracs, strict=True):
        for place, seat in enumerate(slot.contributors):
            if seat >= 0:  # the solo Community is nobody's seat
                vals[seat] += share * legacy_for_place(place) * frac
                if place == 0:
                    vals[seat] += w.first_place * frac
    potential = _softmax(vals, TEMPERATURE)
    # The closer the End Initiative is to completing, the more today's scores decide the winner:
    # a leader wants to finish it, a trailing player does not.
    if p_end > 0.0:
        now = _softmax([p.vitals + p.legacy for p in players], NOW_TEMPERATURE)
        win = [p_end * a + (1 - p_end) * b for a, b in zip(now, potential, strict=True)]
    else:
        win = potential
    return [WIN_SHARE * x + (1 - WIN_SHARE) * world for x in win]


def _end_progress(state: GameState, slot: InitiativeSlot, missing: list[tuple[int, int]],
                  meaning: int) -> float:
    """:func:`end_progress` (slot_progress with ``potential``), given the End Initiative's
    missing signatures in order."""
    players = state.players
    need, paid = slot.need, slot.paid
    h0 = h1 = h2 = 0
    for p in players:
        t = p.tokens
        h0 += t[0]
        h1 += t[1]
        h2 += t[2]
    done = paid[0] + paid[1] + paid[2] + 0.5 * (min(h0, need[0] - paid[0]) + min(h1, need[1] - paid[1])
                                                 + min(h2, need[2] - paid[2]))
    frac = (done + 0.5) / (need[0] + need[1] + need[2] + 0.5)
    cons = slot.contributors
    for layer, k in missing:
        brings = False  # some player not on the card could join with the signature
        for i, p in enumerate(players):
            if p.sigs[layer] and i not in cons:
                brings = True
                break
        if brings:
            frac *= 0.9
        else:
            frac *= 0.6 if k == 1 else 0.45
    return frac * 0.8 ** max(0, end_threshold(state) - meaning)


# (the Events' table, Hard Mode's extra loss, Meaning, the pool in order) -> world_value's chance
# of surviving the next Event: the pool changes only when an Event is drawn
_SAFETY: dict[tuple[int, int, int, tuple[str, ...]], tuple[object, float]] = {}


def _next_safety(state: GameState, pool: list[str], m: int) -> float:
    """world_value's mean of MEANING_VALUE after each Event the pool may reveal, summed in the
    pool's order, remembered."""
    events = state.cards.events
    extra = 1 if state.setup.variants.hard else 0  # event_losses
    key = (id(events), extra, m, tuple(pool))
    got = _SAFETY.get(key)
    if got is not None and got[0] is events:
        return got[1]
    safe = 0.0
    for e in pool:
        loss = events[e].meaning + extra
        if loss < m:
            safe += MEANING_VALUE[m - loss]
    safe /= len(pool)
    if len(_SAFETY) >= _CANDIDATES_MAX:
        _SAFETY.clear()
    _SAFETY[key] = (events, safe)
    return safe


def _softmax(vals: list[float], temperature: float) -> list[float]:
    top = max(vals)
    exps = [math.exp((v - top) / temperature) for v in vals]
    z = sum(exps)
    return [e / z for e in exps]


# ---------------------------------------------------------------------------------------------
# Pruning the move list: one payment per Pattern, a few per Initiative, a few Touchpoints
# ---------------------------------------------------------------------------------------------
SPEND_ORDER = (0, 1, 2)  # pay "any token" costs with Energy first, Support last


def _cheapest_pay(acts: list[Action]) -> Action:
    # Lowest weighted cost: Support is dearest, then Insight.
    return min(acts, key=lambda a: a.pay[0] * 1.0 + a.pay[1] * 1.1 + a.pay[2] * 2.0)


# tuple(legal) -> what prune keeps of it regardless of the table (every move but Touchpoints), and
# its Touchpoints, requests and gives, split by the token they move: those are chosen from
# everyone's tokens on each call (_touchpoints). Remembered: a search meets the same move lists
# again and again in its sampled worlds.
Split = tuple[list[Action], tuple[list[Action], ...], tuple[list[Action], ...]]
_CANDIDATES: dict[tuple[Action, ...], Split] = {}
_CANDIDATES_MAX = 200_000  # move lists; the cache starts afresh when full


def candidate_actions(state: GameState, legal: list[Action]) -> list[Action]:
    """:func:`prune` of ``legal``. The list returned may be shared: do not change it."""
    if state.pending or len(legal) <= 4:
        return list(legal)
    key = tuple(legal)
    split = _CANDIDATES.get(key)
    if split is None:
        if len(_CANDIDATES) >= _CANDIDATES_MAX:
            _CANDIDATES.clear()
        split = _CANDIDATES[key] = _split(legal)
    fixed, requests, gives = split
    if not requests:  # no Touchpoint in the list
        return fixed
    return fixed + _touchpoints(state, requests, gives)


_IDEAS: dict[tuple[Action, ...], list[Action]] = {}


def _contribution_ideas(acts: tuple[Action, ...]) -> list[Action]:
    """Of one Initiative's payments: the largest, the largest without Support, a one-token join
    and any free join. They depend on the payments alone, which repeat endlessly: remembered."""
    chosen = _IDEAS.get(acts)
    if chosen is not None:
        return chosen
    if len(_IDEAS) >= _CANDIDATES_MAX:
        _IDEAS.clear()
    chosen = []
    biggest = max(acts, key=lambda a: sum(a.pay))
    chosen.append(biggest)
    no_support = [a for a in acts if a.pay[2] == 0 and any(a.pay)]
    if no_support:
        b2 = max(no_support, key=lambda a: sum(a.pay))
        if b2 != biggest:
            chosen.append(b2)
    ones = [a for a in acts if sum(a.pay) == 1]
    if ones:
        one = min(ones, key=lambda a: a.pay[0] * 1.0 + a.pay[1] * 1.1 + a.pay[2] * 2.0)
        if one not in chosen:
            chosen.append(one)
    for a in acts:
        if not any(a.pay) and a not in chosen:
            chosen.append(a)
    _IDEAS[acts] = chosen  # once whole: a bot in another thread may read it
    return chosen


def prune(state: GameState, legal: list[Action]) -> list[Action]:
    """A pruned, ordered subset of ``legal`` for look-ahead: every distinct *idea*, once.

    Kept: every Acquire; one payment per Pattern (the cheapest); per Initiative the largest
    payment, the largest without Support and a one-token join; free joins; Touchpoints asking
    each token of the player holding most of it and offering one's most plentiful token; both
    Recycles; the conversion; every answer to a pending decision.
    """
    if state.pending or len(legal) <= 4:
        return list(legal)
    fixed, requests, gives = _split(legal)
    return fixed + _touchpoints(state, requests, gives) if requests else fixed


def _split(legal: list[Action]) -> Split:
    """What :func:`prune` keeps of ``legal`` whoever holds what, in its order; and the
    Touchpoints, requests and gives by the token they move (both empty when it has none)."""
    out: list[Action] = []
    obtains: dict[str, list[Action]] = {}
    contribs: dict[str, list[Action]] = {}
    gives: list[Action] = []
    requests: list[Action] = []
    for a in legal:
        k = a.kind
        if k == "obtain":
            obtains.setdefault(a.target, []).append(a)
        elif k == "contribute":
            contribs.setdefault(a.target, []).append(a)
        elif k == "give":
            gives.append(a)
        elif k == "request":
            requests.append(a)
        else:
            out.append(a)
    for acts in obtains.values():
        out.append(_cheapest_pay(acts) if len(acts) > 1 else acts[0])
    for acts in contribs.values():
        out.extend(_contribution_ideas(tuple(acts)))
    if not requests and not gives:
        return (out, (), ())
    return (out, tuple([a for a in requests if a.pay[t]] for t in range(3)),
            tuple([a for a in gives if a.pay[t]] for t in range(3)))


def _touchpoints(state: GameState, requests: tuple[list[Action], ...],
                 gives: tuple[list[Action], ...]) -> list[Action]:
    """The Touchpoints :func:`prune` keeps: each token asked of whoever holds most of it, and
    one's most plentiful token offered to whoever is poorest. Ties go to the next player
    clockwise from the mover, never to a fixed seat: a tie-break by seat number handed seat 1
    more gifts and requests. Written as loops (the first best wins, as max and min keep it):
    the search asks this at every position with Touchpoints."""
    out: list[Action] = []
    me = state.order[state.turn]
    players = state.players
    n = len(players)
    for t in range(3):
        rs = requests[t]
        if rs:
            best = rs[0]
            most, near = players[best.seat].tokens[t], (best.seat - me) % n
            for a in rs:
                held, turn = players[a.seat].tokens[t], (a.seat - me) % n
                if held > most or (held == most and turn < near):
                    best, most, near = a, held, turn
            out.append(best)
    if gives[0] or gives[1] or gives[2]:
        mine = players[me].tokens
        t, plenty = 0, mine[0]  # Support counts 2 less: it is kept for the Stability Window
        if mine[1] > plenty:
            t, plenty = 1, mine[1]
        if mine[2] - 2 > plenty:
            t = 2
        gs = gives[t]
        if gs:
            # offer it to whoever is poorest (they are likeliest to accept)
            best = gs[0]
            least, near = sum(players[best.seat].tokens), (best.seat - me) % n
            for a in gs:
                wealth, turn = sum(players[a.seat].tokens), (a.seat - me) % n
                if wealth < least or (wealth == least and turn < near):
                    best, least, near = a, wealth, turn
            out.append(best)
    return out


# ---------------------------------------------------------------------------------------------
# Determinism: a bot's choice depends only on its seed and the public position
# ---------------------------------------------------------------------------------------------
def public_fingerprint(state: GameState) -> int:
    """A stable 32-bit digest of what the table shows (no deck order, no generator)."""
    parts: list[object] = [state.round, state.phase, state.turn, state.actions_left, state.meaning,
                           state.converted, state.donated, state.window, tuple(state.prism),
                           tuple(state.pending), tuple(sorted(state.restrictions)),
                           len(state.event_deck), len(state.pattern_deck), len(state.init_deck)]
    for slot in state.slots():
        parts.append((slot.card.id, tuple(slot.paid), tuple(slot.contributors)))
    for p in state.players:
        parts.append((tuple(p.tokens), p.vitals, p.legacy, tuple(p.sigs), p.markers,
                      p.touchpoint_used))
    return zlib.crc32(repr(parts).encode())


def sample_world(state: GameState, seed: int) -> GameState:
    """A world consistent with the table (ruling G2): ``observe.determinize``, which starts every
    hidden deck from its sorted contents, so a bot's choice depends on the public table alone."""
    return determinize(state, seed)


def decision_rng(seed: int, state: GameState) -> Rng:
    return table_rng(seed, public_fingerprint(state))


def with_weights(base: Weights, **changes: float) -> Weights:
    return replace(base, **changes)


__all__ = ["NEUTRAL", "Weights", "candidate_actions", "decision_rng",
           "personal_value", "player_value", "public_fingerprint", "rewards", "sample_world", "with_weights",
           "world_value"]
