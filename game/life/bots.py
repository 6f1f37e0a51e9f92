"""Edition `life`: what the shared search bot thinks a position is worth, and which moves are worth
thinking about. Reads only the public table (ruling G2): deck contents and sizes, never order.

Values are in final-score points (Project + Coherence + Social, times the World Drift
Multiplier), so the weights read naturally: 0.6 on a Support token means "a Support is worth
six tenths of a point to me".
"""

from __future__ import annotations

import math

from game.life.actions import Action
from game.life.cards import SUPPORT
from game.life.rules import missing, multiplier
from game.life.state import DRIFT_MAX, LifeState

TOKEN_VALUE = (0.3, 0.35, 0.35, 0.4, 0.6)  # E R M V S: Support buys Coherence and Social
PATTERN_VALUE = 0.3  # an owned Pattern: later same-tag cards cost less
WIN_SHARE = 0.6  # the reward: 60 % winning, 40 % one's own final score (the world's share)
TEMPERATURE = 4.0  # points: how sure a lead of x points is
SCORE_SCALE = 50.0  # a final score worth the whole non-winning share
MITIGATION_TRUST = 0.5  # the chance a pending Drift is mitigated while the turns still run


def smooth_multiplier(drift: float) -> float:
    """The seed's stepped multiplier read as a slope, so each step of Drift is felt."""
    return max(0.4, min(1.2, 1.2 - 0.07 * drift))


def projected_drift(state: LifeState) -> float:
    """World Drift expected at the end of this round's Phase D."""
    d = float(state.drift)
    if state.result is not None:
        return d
    if state.phase == "pledge":
        if not any(missing(state)) and state.event is not None:
            d += state.cards.events[state.event].mitigated_drift()
        else:
            d += state.pending_drift
    else:
        d += state.pending_drift * (1 - MITIGATION_TRUST)
    if not state.setup.inert_local_drift:
        d += state.local / 3
    return min(float(DRIFT_MAX), d)


def seat_value(state: LifeState, seat: int) -> float:
    p = state.players[seat]
    tokens = p.tokens
    v = p.project + p.coherence + p.social + sum(TOKEN_VALUE[t] * tokens[t] for t in range(5))
    if state.phase == "pledge":  # a pledge comes back if the pool is not filled
        v += sum(TOKEN_VALUE[t] * state.pledged[seat][t] for t in range(5)) * 0.5
    v += PATTERN_VALUE * min(p.patterns, 8)
    for slot in state.row:
        if slot is None or not slot.marks:
            continue
        ranking = slot.ranking()
        if seat in ranking:
            need = slot.card.icons
            frac = (len(slot.marks) + 0.5) / (need + 0.5)
            v += slot.card.awards[min(ranking.index(seat), 2)] * frac
    return v


def rewards(state: LifeState) -> list[float]:
    n = len(state.players)
    r = state.result
    if r is not None:
        share = 1.0 / len(r.winners) if r.winners else 0.0
        return [WIN_SHARE * (share if s in r.winners else 0.0)
                + (1 - WIN_SHARE) * min(1.0, r.scores[s] / SCORE_SCALE) for s in range(n)]
    vals = [seat_value(state, s) for s in range(n)]
    top = max(vals)
    exps = [math.exp((v - top) / TEMPERATURE) for v in vals]
    z = sum(exps)
    mult = smooth_multiplier(projected_drift(state))
    return [WIN_SHARE * exps[s] / z + (1 - WIN_SHARE) * min(1.0, vals[s] * mult / SCORE_SCALE)
            for s in range(n)]


def candidate_actions(state: LifeState, legal: list[Action]) -> list[Action]:
    """Distinct ideas only: every Acquire, Buy and Stabilize; per Project the largest payment, the
    largest without Support, one Support alone and the smallest; one Touchpoint give (one's most
    plentiful token) and one request (the most-held token of each other seat) per other seat;
    the conversion; at a pledge: all, nothing, and each single token."""
    if len(legal) <= 6:
        return list(legal)
    if state.pending:
        pledges = [a for a in legal if a.kind == "pledge"]
        if not pledges:
            return list(legal)
        keep = {max(pledges, key=lambda a: sum(a.pay)), *[a for a in pledges if sum(a.pay) <= 1]}
        keep |= {a for a in legal if a.kind == "convert"}
        return sorted(keep, key=str)
    out: list[Action] = []
    contribs: dict[str, list[Action]] = {}
    gives: dict[int, list[Action]] = {}
    requests: dict[int, list[Action]] = {}
    for a in legal:
        if a.kind == "contribute":
            contribs.setdefault(a.target, []).append(a)
        elif a.kind == "give":
            gives.setdefault(a.seat, []).append(a)
        elif a.kind == "request":
            requests.setdefault(a.seat, []).append(a)
        else:
            out.append(a)
    for acts in contribs.values():
        keep = {max(acts, key=lambda a: (sum(a.pay), -a.pay[SUPPORT])),
                min(acts, key=lambda a: (sum(a.pay), a.pay[SUPPORT]))}
        no_support = [a for a in acts if a.pay[SUPPORT] == 0]
        if no_support:
            keep.add(max(no_support, key=lambda a: sum(a.pay)))
        keep.update(a for a in acts if a.pay[SUPPORT] == 1 and sum(a.pay) == 1)
        out.extend(sorted(keep, key=str))
    me = state.players[state.current].tokens
    for acts in gives.values():
        out.append(max(acts, key=lambda a: me[a.pay.index(1)]))
    for seat, acts in requests.items():
        theirs = state.players[seat].tokens
        out.append(max(acts, key=lambda a: theirs[a.pay.index(1)]))
    return out or list(legal)


__all__ = ["candidate_actions", "multiplier", "rewards"]
