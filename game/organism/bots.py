"""ORGANISM and the shared search bot: which moves are worth searching, and what a position is
worth to each seat. The board is open, so a position's worth reads it all (ruling G2 hides only
RAIN's dice)."""

from __future__ import annotations

import math
from typing import Any

from game.organism.actions import GROW
from game.organism.hexes import ring_of
from game.organism.reading import groups, whole
from game.organism.state import EMPTY, OrganismState

TEMPERATURE = 0.25


def candidate_actions(state: OrganismState, legal: list[Any]) -> list[Any]:
    """Every action but the circulations that plainly do nothing useful: food is worth passing
    to an element with none (so it may move) or to a GROW (so it can pay). Never empty: ``stop``
    is legal whenever circulating is."""
    out = []
    index, occ, food = state.board.index, state.occ, state.food
    for a in legal:
        if a.kind == "circulate":
            dst = index[a.b]
            if food[dst] > 0 and occ[dst] % 3 != GROW:
                continue
        out.append(a)
    return out or list(legal)


def seat_value(state: OrganismState, seat: int) -> float:
    """A seat's standing, in power-threshold units: power first; then holding or nearing the
    centre (a power a turn), living elements and their food, and a second organism (a third
    wins)."""
    occ, food = state.occ, state.food
    board = state.board
    lo, hi = seat * 3, seat * 3 + 3
    mine = [c for c, v in enumerate(occ) if lo <= v < hi]
    living = [g for g in groups(state, mine) if whole(state, g)]
    size = sum(len(g) for g in living)
    fed = sum(min(food[c], 3) for g in living for c in g)
    unit = 1.0 / state.setup.threshold
    v = state.power[seat] * unit
    v += 0.03 * min(size, 12) + 0.006 * fed
    if len(living) >= 2:
        v += 0.15
    centre = occ[board.centre]
    if centre != EMPTY and centre // 3 == seat:
        v += 1.5 * unit
    elif living:
        near = min(ring_of(board.cells[c]) for g in living for c in g)
        v += 0.8 * unit * (1 - near / board.rings)
    return v


def rewards(state: OrganismState) -> list[float]:
    n = len(state.players)
    r = state.result
    if state.setup.rain:
        # cooperative: every seat shares one worth, the turns survived and RAIN kept far off
        if r is not None:
            return [min(1.0, r.survived / 60)] * n
        worth = 1.0 - state.rain_power / state.setup.rain_threshold
        alive = sum(1 for v in state.occ if v != EMPTY and v // 3 < n)
        return [0.5 * worth + 0.01 * min(alive, 20) + min(1.0, state.rain_turns / 60) * 0.3] * n
    if r is not None:
        share = 1.0 / len(r.winners) if r.winners else 0.0
        return [share if s in r.winners else 0.0 for s in range(n)]
    vals = [seat_value(state, s) for s in range(n)]
    top = max(vals)
    exps = [math.exp((v - top) / TEMPERATURE) for v in vals]
    z = sum(exps)
    return [e / z for e in exps]
