"""Pentagram 2 bots and the search bot's view of a position.

The greedy bots look one ply ahead: for each place (and worker) option they resolve the
immediate payout on a copy without the deck (:func:`game.games.pentagram.rules.preview_state`, ruling
G2) and score the result under the table's win rule (PG7), plus a discounted estimate of what
their workers already on the tableau will earn. Ties are broken by ``Rng(seed ^ fingerprint)``,
so a choice depends only on the bot's seed and the public table.
"""

from __future__ import annotations

import math
from typing import Any

from game.family.rng import Rng
from game.games.pentagram.actions import Action
from game.games.pentagram.observe import fingerprint
from game.games.pentagram.rules import cards_to_go, collected, legal_actions, preview_state, worker_allowed
from game.games.pentagram.state import PentagramState

SECONDARY = 0.1  # the tie-break measure's weight beside the deciding one (PG7)
WORKER_HOPE = 0.5  # share of a waiting worker's present chain value counted now
TIE = 1e-9

# kind -> (label, description, rivalry): rivalry is the share of the best rival's gain subtracted.
PERSONALITIES: dict[str, tuple[str, str, float]] = {
    "greedy": ("Greedy", "Takes whatever most improves its own weakest colour right now.", 0.0),
    "spoiler": ("Spoiler", "Greedy, but weighs what each move hands its rivals.", 0.6),
}


def utility(fortunes: list[int], richest_wins: bool) -> float:
    """A seat's standing under the win rule: the deciding measure plus a little of the other."""
    weakest, total = min(fortunes), sum(fortunes)
    if richest_wins:
        return total + SECONDARY * weakest
    return weakest + SECONDARY * total


def _worker_hope(state: PentagramState, seat: int, richest: bool) -> float:
    """What ``seat``'s workers on the tableau would add if their rows paid out now, discounted:
    cards still to come fill the gaps and change it, so it is a hope, not a gain."""
    f = state.players[seat].fortunes
    base = utility(f, richest)
    hope = 0.0
    by_id = state.catalogue.by_id
    for row in range(5):
        cards, workers = state.cards[row], state.workers[row]
        for col in range(5):
            if seat not in workers[col]:
                continue
            hope += utility(collected(f, cards, col, by_id), richest) - base
    return WORKER_HOPE * hope


def _all_worker_hopes(state: PentagramState, richest: bool) -> list[float]:
    """:func:`_worker_hope` of every seat in one pass over the tableau (the search scores a
    position with it every iteration): each seat's terms are added in the same order."""
    players = state.players
    bases = [utility(p.fortunes, richest) for p in players]
    hopes = [0.0] * len(players)
    by_id = state.catalogue.by_id
    for row in range(5):
        workers = state.workers[row]
        chain = None
        for col in range(5):
            on = workers[col]
            if not on:
                continue
            if chain is None:  # the cards of this row, as (column, card), left to right
                chain = [(c, by_id[cid]) for c, cid in enumerate(state.cards[row]) if cid is not None]
            for seat in (on if len(on) == 1 else dict.fromkeys(on)):
                g = players[seat].fortunes[:]
                for c, card in chain:
                    if c >= col:
                        src, dst = card.src, card.dst
                        g[dst] = g[dst] + g[src] if card.sign > 0 else max(1, g[dst] - g[src])
                hopes[seat] += utility(g, richest) - bases[seat]
    return [WORKER_HOPE * h for h in hopes]


def position_value(state: PentagramState, seat: int, rivalry: float = 0.0) -> float:
    richest = state.setup.richest_wins
    own = utility(state.players[seat].fortunes, richest) + _worker_hope(state, seat, richest)
    if rivalry:
        rivals = [utility(p.fortunes, richest) for s, p in enumerate(state.players) if s != seat]
        own -= rivalry * max(rivals)
    return own


def move_value(state: PentagramState, action: Action, rivalry: float) -> float:
    """The mover's :func:`position_value` once ``action`` is played and its payout resolved; a
    placement is worth its better outcome, with or without the worker that may follow it."""
    seat = state.turn
    if action.kind == "place":
        v = position_value(preview_state(state, action.row, action.price, False), seat, rivalry)
        if worker_allowed(state, seat, action.row, action.price):
            after = preview_state(state, action.row, action.price, True)
            v = max(v, position_value(after, seat, rivalry))
        return v
    return position_value(preview_state(state, action.row, action.price, action.kind == "worker"),
                          seat, rivalry)


class GreedyBot:
    """One-ply greedy: never mutates the state it is given, never reads the deck's order."""

    def __init__(self, seed: int, kind: str = "greedy") -> None:
        if kind not in PERSONALITIES:
            raise ValueError(f"unknown Pentagram 2 bot '{kind}' (known: {', '.join(PERSONALITIES)})")
        self.seed = seed
        self.kind = kind
        self.name = kind
        self.rivalry = PERSONALITIES[kind][2]

    def choose(self, state: PentagramState) -> Action:
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        scored = [(move_value(state, a, self.rivalry), a) for a in legal]
        best = max(v for v, _ in scored)
        tied = [a for v, a in scored if v >= best - TIE]
        if len(tied) == 1:
            return tied[0]
        rng = Rng(self.seed ^ fingerprint(state))
        rng.next64()
        return rng.choice(tied)


def candidate_actions(state: PentagramState, legal: list[Any]) -> list[Any]:
    """Every legal action: there are at most 25, and none is plainly dominated (a card placed
    anywhere changes what every later payout does). Pruning to the spoiler's best six, tried
    best first, was measured and lost more games to the spoiler (docs/bots.md)."""
    return list(legal)


def rewards(state: PentagramState) -> list[float]:
    """Each seat's worth of ``state`` in [0, 1], on one scale for all seats.

    Finished: the victory shared among the winners. Otherwise a softmax over each seat's
    standing (log scale: payouts compound, so fortunes grow geometrically), sharper as the deck
    runs down because less can still change.
    """
    n = len(state.players)
    r = state.result
    if r is not None:
        share = 1.0 / len(r.winners) if r.winners else 0.0
        return [share if s in r.winners else 0.0 for s in range(n)]
    richest = state.setup.richest_wins
    hopes = _all_worker_hopes(state, richest)
    vals = []
    for seat, p in enumerate(state.players):
        f = p.fortunes
        main, other = (sum(f), min(f)) if richest else (min(f), sum(f))
        # Workers waiting on the tableau are money on its way: count their hope, as the greedy
        # bots do, in the same log scale.
        hope = max(0.0, hopes[seat])
        vals.append(math.log2(main + hope) + SECONDARY * math.log2(other))
    start = state.setup.deck_size()
    left = cards_to_go(state) / start
    temperature = 0.3 + 1.2 * left
    top = max(vals)
    exps = [math.exp((v - top) / temperature) for v in vals]
    z = sum(exps)
    return [e / z for e in exps]


__all__ = ["PERSONALITIES", "GreedyBot", "candidate_actions", "position_value", "rewards",
           "utility"]
