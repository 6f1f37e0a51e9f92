"""Edition `life`: what the shared search bot thinks a position is worth, and which moves are worth
thinking about. Reads only the public table (ruling G2): deck contents and sizes, never order.

Values are in final-score points (Project + Coherence + Social, times the World Drift
Multiplier), so the weights read naturally: 0.6 on a Support token means "a Support is worth
six tenths of a point to me".

The evaluation knows how far off the end is (:func:`rounds_left`): a lead counts for more the
sooner the game ends (the win share's temperature shrinks with the rounds left), and every seat
still expects points from the rounds to come (the score share), so a seat that trails does not
hurry a Layer 10 Project home and the table does not end a game it could go on building.
"""

from __future__ import annotations

import math

from game.games.life.actions import Action
from game.games.life.cards import SUPPORT, CardSet
from game.games.life.rules import missing, mitigated_drift, multiplier
from game.games.life.state import DRIFT_MAX, LifeState
from game.games.meaning_made.pruned_lists import PrunedLists

TOKEN_VALUE = (0.3, 0.35, 0.35, 0.4, 0.6)  # E R M V S: Support buys Coherence and Social
NEEDED_VALUE = 0.6  # a token of a type the Row still needs: about an icon's share of a tile's awards
PATTERN_VALUE = 0.3  # an owned Pattern: later same-tag cards cost less
HOARD = 10  # tokens past this many add nothing: they cannot all be spent before they are needed
TOKEN_SPEND = 2.5  # rounds: with fewer left, unspent tokens are worth proportionally less
WIN_SHARE = 0.6  # the reward: 60 % winning, 40 % one's own final score (the world's share)
SCORE_SCALE = 70.0  # a final score worth the whole non-winning share (the top band is 65+)
MITIGATION_TRUST = 0.5  # the chance a pending Drift is mitigated while the turns still run
# How sure a lead of x points is: the win share's temperature, in points, is
# TEMPERATURE_BASE + TEMPERATURE_SLOPE * sqrt(rounds left): a lead is safe at the very end and
# worth less the more rounds can still turn it.
TEMPERATURE_BASE = 1.0
TEMPERATURE_SLOPE = 1.6
ROUND_POINTS = 2.5  # the points (before the multiplier) a seat expects from each round to come
# The pace of the game, for rounds_left: Projects completed a round, icons the table pays into a
# Layer 10 Project a round per seat, World Drift gained a round.
COMPLETIONS_A_ROUND = 0.8
FILL_PER_SEAT = 0.8
DRIFT_A_ROUND = 1.0
HORIZON = 12.0  # rounds_left never says more than this

_L10: dict[int, tuple[CardSet, frozenset[str], float]] = {}


def _layer10(cards: CardSet) -> tuple[frozenset[str], float]:
    """The Layer 10 tiles of a card set and their mean number of icons (cached per card set)."""
    got = _L10.get(id(cards))
    if got is None or got[0] is not cards:
        ids = frozenset(cid for cid, p in cards.projects.items() if p.layer == 10)
        icons = sum(cards.projects[c].icons for c in ids) / len(ids) if ids else 0.0
        got = _L10[id(cards)] = (cards, ids, icons)
    return got[1], got[2]


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
            d += mitigated_drift(state)
        else:
            d += state.pending_drift
    else:
        d += state.pending_drift * (1 - MITIGATION_TRUST)
    if not state.setup.inert_local_drift:
        d += state.local / 3
    return min(float(DRIFT_MAX), d)


def rounds_left(state: LifeState) -> float:
    """The rounds still to play after this one, roughly, from the public table: the soonest of
    a Layer 10 Project in the Row being paid up, one coming out of the supply (its contents are
    public, G2) and being paid up, World Drift reaching 12, and the supply running out."""
    if state.result is not None or state.end is not None:
        return 0.0
    fill = FILL_PER_SEAT * len(state.players)
    ids, icons = _layer10(state.cards)
    best = HORIZON
    for slot in state.row:
        if slot is not None and slot.card.layer == 10:
            best = min(best, sum(slot.still_needed()) / fill)
    deck = state.project_deck
    tens = sum(1 for c in deck if c in ids)
    if tens:
        draws = (len(deck) + 1) / (tens + 1)  # completions until a Layer 10 tile is dealt
        best = min(best, draws / COMPLETIONS_A_ROUND + icons / fill)
    best = min(best, len(deck) / COMPLETIONS_A_ROUND + 1,
               (DRIFT_MAX - projected_drift(state)) / DRIFT_A_ROUND)
    return max(0.0, best)


def demand(state: LifeState) -> list[int]:
    """The icons the Row's Projects still need, by token type: what a Contribution can spend."""
    out = [0, 0, 0, 0, 0]
    for slot in state.row:
        if slot is not None:
            for t, k in enumerate(slot.still_needed()):
                out[t] += k
    return out


def token_worth(tokens: list[int], left: float, wanted: list[int]) -> float:
    """What a hand of tokens is worth, in points: tokens score nothing at the end, so they are
    worth less as the end nears (TOKEN_SPEND rounds out, full value), and a hoard is worth no
    more than the HOARD tokens a seat can spend in time. A token the Row still ``wanted`` is worth
    at least NEEDED_VALUE: without it the bots held the types nothing needs and left a Layer 10
    Project three icons short for twenty rounds (docs/life-balance.md, "Now: DL17 and the stall")."""
    raw = 0.0
    for t in range(5):
        useful = min(tokens[t], wanted[t])
        raw += max(TOKEN_VALUE[t], NEEDED_VALUE) * useful + TOKEN_VALUE[t] * (tokens[t] - useful)
    total = sum(tokens)
    if total > HOARD:
        raw *= HOARD / total
    return raw * min(1.0, (left + 0.5) / TOKEN_SPEND)


def seat_value(state: LifeState, seat: int, left: float | None = None,
               wanted: list[int] | None = None) -> float:
    """A seat's points so far and the points its tokens, Patterns and credits promise."""
    if left is None:
        left = rounds_left(state)
    if wanted is None:
        wanted = demand(state)
    p = state.players[seat]
    v = p.project + p.coherence + p.social + token_worth(p.tokens, left, wanted)
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


_WANTED_WORTH = tuple(max(v, NEEDED_VALUE) for v in TOKEN_VALUE)  # token_worth's, per type


def _seat_values(state: LifeState, left: float, wanted: list[int]) -> list[float]:
    """:func:`seat_value` of every seat (the search scores a position with it every iteration):
    each Project's ranking is read once, each seat's terms added in the same order."""
    vals: list[float] = []
    pledge = state.phase == "pledge"
    spend = min(1.0, (left + 0.5) / TOKEN_SPEND)
    for seat, p in enumerate(state.players):
        tokens = p.tokens
        raw = 0.0  # token_worth
        for t in range(5):
            k, w = tokens[t], wanted[t]
            useful = k if k <= w else w
            raw += _WANTED_WORTH[t] * useful + TOKEN_VALUE[t] * (k - useful)
        total = sum(tokens)
        if total > HOARD:
            raw *= HOARD / total
        v = p.project + p.coherence + p.social + raw * spend
        if pledge:
            v += sum(TOKEN_VALUE[t] * state.pledged[seat][t] for t in range(5)) * 0.5
        v += PATTERN_VALUE * min(sum(map(len, p.stack)), 8)
        vals.append(v)
    for slot in state.row:
        if slot is None or not slot.marks:
            continue
        frac = (len(slot.marks) + 0.5) / (slot.card.icons + 0.5)
        awards = slot.card.awards
        for place, seat in enumerate(slot.ranking()):
            if seat >= 0:
                vals[seat] += awards[min(place, 2)] * frac
    return vals


def rewards(state: LifeState) -> list[float]:
    n = len(state.players)
    r = state.result
    if r is not None:
        share = 1.0 / len(r.winners) if r.winners else 0.0
        return [WIN_SHARE * (share if s in r.winners else 0.0)
                + (1 - WIN_SHARE) * min(1.0, r.scores[s] / SCORE_SCALE) for s in range(n)]
    left = rounds_left(state)
    wanted = demand(state)
    vals = _seat_values(state, left, wanted)
    top = max(vals)
    temperature = TEMPERATURE_BASE + TEMPERATURE_SLOPE * math.sqrt(left)
    exps = [math.exp((v - top) / temperature) for v in vals]
    z = sum(exps)
    mult = smooth_multiplier(projected_drift(state))
    future = ROUND_POINTS * left
    return [WIN_SHARE * exps[s] / z
            + (1 - WIN_SHARE) * min(1.0, (vals[s] + future) * mult / SCORE_SCALE)
            for s in range(n)]



def candidate_actions(state: LifeState, legal: list[Action]) -> list[Action]:
    """:func:`prune` of ``legal``, remembered: a search meets the same move lists again and
    again in its sampled worlds. The list returned is shared: do not change it."""
    if len(legal) <= 6:
        return list(legal)
    pending = bool(state.pending)
    key = (pending, tuple(legal))
    return _PRUNED.get(key, state, legal)


def prune(state: LifeState, legal: list[Action]) -> list[Action]:
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


# (pending?, move list) -> its pruned list; a turn's list (not a pledge's) also by mover and tokens
_PRUNED = PrunedLists(prune, lambda state, legal: not state.pending)


__all__ = ["candidate_actions", "multiplier", "rewards", "rounds_left"]
