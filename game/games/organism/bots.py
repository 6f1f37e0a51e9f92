"""ORGANISM and the shared search bot: which moves are worth searching, and what a position is
worth to each seat. The board is open, so a position's worth reads it all (ruling G2 hides only
RAIN's dice)."""

from __future__ import annotations

import math
from typing import Any

from game.games.organism.actions import EAT, GROW, MOVE
from game.games.organism.hexes import DIRS, ring_of
from game.games.organism.reading import groups, whole
from game.games.organism.state import EMPTY, OrganismState

TEMPERATURE = 0.25
# CIRCULATEs kept a destination, from the richest elements: every source multiplied the search's
# width (ten a destination left it too thin to find a two-step march against random). One
# deadlocks self-play more (70 stalls in 100, two 55, every source 45) but two won only 8 of 15
# fresh seeds against random, where one wins 14: beating random is the ask.
# docs/organism-balance.md, "Two sources a destination".
FEED_SOURCES = 1


def candidate_actions(state: OrganismState, legal: list[Any]) -> list[Any]:
    """The distinct ideas among the legal actions, so the search looks deeper: each EAT eats
    the richest space next to it; GROW goes to the three spaces nearest the centre; food is
    circulated only to an element with none (so it may move) or to a GROW (so it can pay), from
    the richest ``FEED_SOURCES`` elements that can give it.
    Never empty: ``stop`` is legal whenever an organism acts."""
    index, occ, food, cells = state.board.index, state.occ, state.food, state.board.cells
    best_eat: dict[Any, Any] = {}
    feeds: dict[Any, list[Any]] = {}
    grow_spots: set[Any] = set()
    grown: set[Any] = set()
    out = []
    for a in legal:
        k = a.kind
        if k == "circulate":
            dst = index[a.b]
            if food[dst] > 0 and occ[dst] % 3 != GROW:
                continue
            feeds.setdefault(a.b, []).append(a)
            continue
        elif k == "eat":
            cur = best_eat.get(a.a)
            if cur is None or food[index[a.b]] > food[index[cur.b]]:
                best_eat[a.a] = a
            continue
        elif k == "grow":
            if (a.b, a.etype) in grown:
                continue  # O10 (i): the richest grower pays (the first listed); the others add width only
            grown.add((a.b, a.etype))
            grow_spots.add(a.b)
        out.append(a)
    if grow_spots:
        keep = set(sorted(grow_spots, key=lambda c: (ring_of(c), c))[:3])
        out = [a for a in out if a.kind != "grow" or a.b in keep]
    out.extend(best_eat.values())
    for sources in feeds.values():  # the richest first; among equals, the first listed
        out.extend(sorted(sources, key=lambda a: -food[index[a.a]])[:FEED_SOURCES])
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


# The evaluation's weights, in power-threshold units unless said. Reaching the centre comes
# first: with growth worth as much as an inward step, the default search grew and hoarded food
# beside a blocked centre and stalled (docs/organism-balance.md, "The search bot's evaluation").
SIZE_WEIGHT, SIZE_CAP = 0.015, 8  # per living element, in reward (not units)
FED_WEIGHT, FED_CAP = 0.004, 2  # per food an element holds, up to the cap (it may move)
FUEL_WEIGHT, FUEL_CAP = 0.01, 3  # food on GROW elements is growth to come (GROW pays from them)
SECOND_ORGANISM = 0.15  # a third wins outright
APPROACH = 2.0  # the nearest living element's progress from the edge to the centre
SPREAD = 0.5  # the whole organism's mean progress (it lets one element reach the centre later)
HOLD = 2.5  # an element of yours in the centre (a power a turn)
PREY = 0.6  # an attack in reach: beside a blocked centre, disruption is the way through
# which type each type disrupts (seed, CONFLICT): EAT > GROW > MOVE > EAT
DISRUPTS = {EAT: GROW, GROW: MOVE, MOVE: EAT}


def seat_value(state: OrganismState, seat: int) -> float:
    """A seat's standing, in power-threshold units: power first; then holding or nearing the
    centre, living elements and their food, and a second organism."""
    occ, food = state.occ, state.food
    board = state.board
    lo, hi = seat * 3, seat * 3 + 3
    mine = [c for c, v in enumerate(occ) if lo <= v < hi]
    living = [g for g in groups(state, mine) if whole(state, g)]
    size = sum(len(g) for g in living)
    fed = sum(min(food[c], FED_CAP) for g in living for c in g)
    unit = 1.0 / state.setup.threshold
    v = state.power[seat] * unit
    fuel = sum(food[c] for g in living for c in g if occ[c] % 3 == GROW)
    v += SIZE_WEIGHT * min(size, SIZE_CAP) + FED_WEIGHT * fed + FUEL_WEIGHT * min(fuel, FUEL_CAP)
    if len(living) >= 2:
        v += SECOND_ORGANISM
    centre = occ[board.centre]
    if centre != EMPTY and centre // 3 == seat:
        v += HOLD * unit
    elif living:
        rings = [ring_of(board.cells[c]) for g in living for c in g]
        v += unit * (APPROACH * (1 - min(rings) / board.rings)
                     + SPREAD * (1 - sum(rings) / len(rings) / board.rings))
    return v + PREY * unit * _attack_in_reach(state, seat, mine)


def _attack_in_reach(state: OrganismState, seat: int, mine: list[int]) -> float:
    """1 / (steps - 1) for the fed element of ``mine`` nearest to another player's element it
    disrupts, counting only two or more steps (one step is a conflict already resolved); 0 if
    none. It draws an organism toward the fight that opens a blocked centre."""
    occ, food, cells = state.occ, state.food, state.board.cells
    n = len(state.players)
    prey: dict[int, list[tuple[int, int]]] = {EAT: [], MOVE: [], GROW: []}
    for c, v in enumerate(occ):
        if v != EMPTY and v // 3 != seat and v // 3 < n:  # RAIN is never prey (O9)
            prey[v % 3].append(cells[c])
    nearest = 99
    for c in mine:
        if food[c] > 0:
            q, r = cells[c]
            for pq, pr in prey[DISRUPTS[occ[c] % 3]]:
                dq, dr = q - pq, r - pr
                d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
                if 2 <= d < nearest:
                    nearest = d
    return 1.0 / (nearest - 1) if nearest < 99 else 0.0


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
