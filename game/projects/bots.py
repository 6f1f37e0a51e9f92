"""Edition `projects`: what the shared search bot thinks a position is worth, and which moves are
worth thinking about. Reads only the public table (ruling G2): deck contents and sizes, never
their order.

Values are in final-score points (Vitals + Legacy), so the weights read naturally: 0.5 on an
Insight means "an Insight token is worth half a final point to me".
"""

from __future__ import annotations

import math

from game.projects.actions import Action
from game.projects.rules import DONATION_CAP, SOLO_DONATE, legacy_for_place, threshold
from game.projects.state import MEANING_MAX, ProjectSlot, ProjectsState

TOKEN_VALUE = (0.45, 0.5, 0.9)  # Energy, Insight, Support: Support cannot be acquired
FIRST_OF_LAYER = 0.6  # a first Pattern of a layer: every later one of it costs a token less
MEANING_VALUE = (0.0, 0.30, 0.50, 0.63, 0.73, 0.80, 0.86, 0.90, 0.93, 0.95, 0.97, 0.98, 0.99)
WIN_SHARE = 0.6  # the reward: 60 % winning, 40 % the world surviving
TEMPERATURE = 4.0  # points: how sure a lead of x points is
STEWARD_WEIGHT = 0.35  # share of the world's value given to progress on Stewardship


def progress(slot: ProjectSlot) -> float:
    """How close a Project is to completing, 0-1."""
    need = slot.card.need
    total = need[0] + need[1] + need[2]
    done = slot.paid[0] + slot.paid[1] + slot.paid[2]
    return (done + 0.5) / (total + 0.5)


def seat_value(state: ProjectsState, seat: int, fracs: dict[int, float]) -> float:
    p = state.players[seat]
    tokens = p.tokens
    v = p.vitals + p.legacy + sum(TOKEN_VALUE[t] * tokens[t] for t in range(3))
    v += FIRST_OF_LAYER * sum(1 for layer in range(1, 7) if p.stack[layer])
    for slot in state.slots():
        if seat in slot.contributors:
            v += legacy_for_place(slot.contributors.index(seat)) * fracs[id(slot)]
    return v


DONOR_TRUST = 0.6  # how likely a Support holder who has not yet chosen is to donate


def projected_meaning(state: ProjectsState) -> float:
    """Meaning expected once this round's Stability Window is through. Holders who have not yet
    chosen count ``DONOR_TRUST`` each: counting them as sure made every bot a free rider (each
    passed, trusting the others to cover the group's 3)."""
    m = state.meaning
    if state.phase not in ("turns", "stability"):
        return float(m)
    donors = state.order if state.phase == "turns" else state.order[state.window:]
    holders = sum(1 for s in donors if state.players[s].tokens[2] > 0)
    if state.solo:
        return float(min(MEANING_MAX, m + SOLO_DONATE[state.setup.solo_difficulty] * holders))
    return min(float(MEANING_MAX), m + DONOR_TRUST * min(DONATION_CAP - state.donated, holders))


def safety(meaning: float) -> float:
    """MEANING_VALUE read between its steps (an expected Meaning need not be whole)."""
    if meaning <= 0:
        return 0.0
    low = min(int(meaning), MEANING_MAX)
    if low >= MEANING_MAX:
        return MEANING_VALUE[MEANING_MAX]
    frac = meaning - low
    return MEANING_VALUE[low] + frac * (MEANING_VALUE[low + 1] - MEANING_VALUE[low])


def world_value(state: ProjectsState) -> float:
    """0 (collapsed) to 1 (Stewardship completed): the chance the next Event does not collapse
    the world after this round's donations, with a share for progress on Stewardship."""
    r = state.result
    if r is not None:
        return 1.0 if r.reason == "stewardship" else 0.0
    m = projected_meaning(state)
    events = state.cards.events
    pool = state.event_deck or state.event_discard
    losses = [events[e].drift for e in pool] or [2]
    safe = sum(safety(m - loss) for loss in losses) / len(losses)
    steward = state.stewardship
    done = progress(steward) if steward is not None else 0.0
    opens = 0.8 ** max(0.0, threshold(state) - m)
    return (0.95 - STEWARD_WEIGHT) * safe + STEWARD_WEIGHT * done * opens


def rewards(state: ProjectsState) -> list[float]:
    n = len(state.players)
    r = state.result
    if r is not None:
        world = 1.0 if r.reason == "stewardship" else 0.0
        if n == 1:
            return [world]
        share = 1.0 / len(r.winners) if r.winners else 0.0
        return [WIN_SHARE * (share if s in r.winners else 0.0) + (1 - WIN_SHARE) * world
                for s in range(n)]
    fracs = {id(slot): progress(slot) for slot in state.slots()}
    world = world_value(state)
    if n == 1:
        return [0.9 * world + 0.1 * min(1.0, seat_value(state, 0, fracs) / 30.0)]
    vals = [seat_value(state, s, fracs) for s in range(n)]
    top = max(vals)
    exps = [math.exp((v - top) / TEMPERATURE) for v in vals]
    z = sum(exps)
    # A collapse leaves no winner: the chance to win is worth only as much as the world's chance
    # to last. (Adding the two instead let each bot bank Support while the world sank.)
    return [world * (WIN_SHARE * e / z + (1 - WIN_SHARE)) for e in exps]


def candidate_actions(state: ProjectsState, legal: list[Action]) -> list[Action]:
    """Distinct ideas only: every Acquire and Obtain; per Project the largest payment, the largest
    without Support and the smallest; Touchpoints offering one's most plentiful token and asking
    each token of whoever holds most of it; the conversion; every answer to a decision."""
    if state.pending or len(legal) <= 4:
        return list(legal)
    out: list[Action] = []
    contribs: dict[str, list[Action]] = {}
    touch: list[Action] = []
    for a in legal:
        if a.kind == "contribute":
            contribs.setdefault(a.target, []).append(a)
        elif a.kind in ("give", "request"):
            touch.append(a)
        else:
            out.append(a)
    for acts in contribs.values():
        keep = {max(acts, key=lambda a: (sum(a.pay), -a.pay[2])),
                min(acts, key=lambda a: (sum(a.pay), a.pay[2], -a.pay[0]))}
        no_support = [a for a in acts if a.pay[2] == 0]
        if no_support:
            keep.add(max(no_support, key=lambda a: sum(a.pay)))
        out.extend(sorted(keep, key=str))
    if touch:
        me = state.players[state.current].tokens
        mine = max(range(3), key=lambda t: me[t])
        for a in touch:
            t = a.pay.index(1)
            if a.kind == "give" and t == mine:
                out.append(a)
            elif a.kind == "request":
                holder = max((s for s in range(len(state.players)) if s != state.current),
                             key=lambda s: state.players[s].tokens[t])
                if a.seat == holder:
                    out.append(a)
    return out or list(legal)
