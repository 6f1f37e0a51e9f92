"""ORGANISM and the shared search bot: which moves are worth searching, and what a position is
worth to each seat. The board is open, so a position's worth reads it all (ruling G2 hides only
RAIN's dice)."""

from __future__ import annotations

import math
from typing import Any

from game.organism.actions import GROW
from game.organism.hexes import DIRS, ring_of
from game.organism.reading import groups, whole
from game.organism.state import EMPTY, OrganismState

TEMPERATURE = 0.25


def candidate_actions(state: OrganismState, legal: list[Any]) -> list[Any]:
    """The distinct ideas among the legal actions, so the search looks deeper: each EAT eats
    the richest space next to it; GROW goes to the three spaces nearest the centre; food is
    circulated only to an element with none (so it may move) or to a GROW (so it can pay).
    Never empty: ``stop`` is legal whenever an organism acts."""
    index, occ, food, cells = state.board.index, state.occ, state.food, state.board.cells
    best_eat: dict[Any, Any] = {}
    grow_spots: set[Any] = set()
    out = []
    for a in legal:
        k = a.kind
        if k == "circulate":
            dst = index[a.b]
            if food[dst] > 0 and occ[dst] % 3 != GROW:
                continue
        elif k == "eat":
            cur = best_eat.get(a.a)
            if cur is None or food[index[a.b]] > food[index[cur.b]]:
                best_eat[a.a] = a
            continue
        elif k == "grow":
            grow_spots.add(a.b)
        out.append(a)
    if grow_spots:
        keep = set(sorted(grow_spots, key=lambda c: (ring_of(c), c))[:3])
        out = [a for a in out if a.kind != "grow" or a.b in keep]
    out.extend(best_eat.values())
    out = _mutation_ideas(state, out)
    del cells
    return out or list(legal)


def _mutation_ideas(state: OrganismState, actions: list[Any]) -> list[Any]:
    """The mutations' actions, pruned to a few ideas each so the search stays deep: a push of
    one element only; COMBUST of the poorest element and TRANSMUTE of the richest; CONTRACT
    toward the element nearest the centre; PULSE toward the centre. The rest pass as they are."""
    kinds = {a.kind for a in actions}
    if not kinds & {"push", "combust", "transmute", "contract", "pulse"}:
        return actions
    index, food, cells = state.board.index, state.food, state.board.cells
    mine = [c for c, t in enumerate(state.tag) if t == state.acting and state.acting >= 0]
    poorest = min(mine, key=lambda c: (food[c], c)) if mine else -1
    richest = max(mine, key=lambda c: (food[c], -c)) if mine else -1
    inmost = min(mine, key=lambda c: (ring_of(cells[c]), c)) if mine else -1
    out = []
    for a in actions:
        k = a.kind
        if k == "push" and len(a.path) > 3:
            continue
        if k == "combust" and index[a.a] != poorest:
            continue
        if k == "transmute" and index[a.a] != richest:
            continue
        if k == "contract" and index[a.a] != inmost:
            continue
        if k == "pulse":
            dq, dr = DIRS[a.etype]
            q, r = cells[inmost] if inmost >= 0 else (0, 0)
            if ring_of((q + dq, r + dr)) >= ring_of((q, r)):
                continue
        out.append(a)
    return out


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
    # food on GROW elements is growth to come (GROW pays from them alone)
    fuel = sum(food[c] for g in living for c in g if occ[c] % 3 == GROW)
    v += 0.03 * min(size, 12) + 0.006 * fed + 0.015 * min(fuel, 4)
    if len(living) >= 2:
        v += 0.15
    centre = occ[board.centre]
    if centre != EMPTY and centre // 3 == seat:
        v += 1.5 * unit
    elif living:
        # the whole organism drifting inward is what lets one element reach the centre later
        rings = [ring_of(board.cells[c]) for g in living for c in g]
        v += unit * (1.0 * (1 - min(rings) / board.rings) + 1.5 * (1 - sum(rings) / len(rings) / board.rings))
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
