"""Reading an ORGANISM board: whose element is where, organisms as contiguous groups, and the
acting organism's members. Shared by the rules, the resolution phases and the bots."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.organism.actions import GROW, MOVE
from game.games.organism.state import EMPTY, FIELD_KINDS, NEUTRAL, PILLAR, WARP, OrganismState


def owner(v: int) -> int:
    return v // 3


def etype(v: int) -> int:
    return v % 3


def rain_seat(state: OrganismState) -> int:
    """RAIN's owner number in ``occ`` (one past the last seat)."""
    return len(state.players)


def cells_of(state: OrganismState, seat: int) -> list[int]:
    lo, hi = seat * 3, seat * 3 + 3
    return [i for i, v in enumerate(state.occ) if lo <= v < hi]


def groups(state: OrganismState, cells: Sequence[int],
           joins: Callable[[int, int], bool] | None = None) -> list[list[int]]:
    """Contiguous groups of ``cells`` (the seed's organisms when ``cells`` are one seat's);
    ``joins(c, n)``, if given, says whether two touching cells belong together (MERGE)."""
    todo = set(cells)
    nbrs = state.adj  # WARP fields join their spaces (ruling ODI43)
    out = []
    for start in cells:
        if start not in todo:
            continue
        todo.discard(start)
        group, stack = [start], [start]
        while stack:
            c = stack.pop()
            for n in nbrs[c]:
                if n in todo and (joins is None or joins(c, n)):
                    todo.discard(n)
                    group.append(n)
                    stack.append(n)
        out.append(sorted(group))
    return out


def organisms(state: OrganismState, seat: int) -> list[list[int]]:
    return groups(state, cells_of(state, seat))


def whole(state: OrganismState, group: Sequence[int]) -> bool:
    """An organism lives with at least one EAT, one MOVE and one GROW (seed, OVERVIEW)."""
    seen = 0
    occ = state.occ
    for c in group:
        seen |= 1 << (occ[c] % 3)
    return seen == 7


def on_board(state: OrganismState, seat: int, t: int) -> int:
    v = seat * 3 + t
    return sum(1 for x in state.occ if x == v)


def members(state: OrganismState, tag: int | None = None) -> list[int]:
    """The cells of the organism acting (or ``tag``) this turn, its elements wherever they went."""
    t = state.acting if tag is None else tag
    tags = state.tag
    if tag is None and state.ctrl >= 0:
        # MERGE (ruling O10 g): each player acts with their own elements of the merged organism
        occ, me = state.occ, state.turn
        return [i for i in range(len(tags)) if tags[i] == t and occ[i] // 3 == me]
    return [i for i in range(len(tags)) if tags[i] == t]


def whole_organism(state: OrganismState) -> list[int]:
    """The acting organism with every player's elements in it (MERGE: it lives as one)."""
    t, tags = state.acting, state.tag
    return [i for i in range(len(tags)) if tags[i] == t]


def acting_part(state: OrganismState, c: int) -> list[int]:
    """The contiguous part of the acting organism that holds ``c`` (ALIVE, ruling ODI7; MERGE:
    the merged organism's, whoever's elements, DO4)."""
    mine = whole_organism(state)
    for g in groups(state, mine):
        if c in g:
            return g
    return []


def foreign(state: OrganismState, v: int) -> bool:
    return v != EMPTY and v // 3 != state.turn


def touches_other_player(state: OrganismState, cell: int) -> bool:
    """GROW's bar: ``cell`` touches another player's element (MERGE: one outside the acting
    organism; a merged organism's own elements are not "another player's" to it)."""
    occ, tags, acting = state.occ, state.tag, state.acting
    me = state.turn
    return any(occ[n] != EMPTY and occ[n] // 3 != me and (tags[n] != acting or acting < 0)
               for n in state.adj[cell])


def touches_same_type(state: OrganismState, cell: int, t: int, skip: int = -1) -> bool:
    """Whether ``cell`` touches another player's element of type ``t`` (never allowed, seed MOVE;
    MERGE allows it: that is how organisms merge)."""
    if state.setup.has("merge"):
        return False
    occ = state.occ
    me = state.turn
    for n in state.adj[cell]:
        v = occ[n]
        if n != skip and v != EMPTY and v // 3 != me and v % 3 == t:
            return True
    return False


def grow_cost(state: OrganismState, t: int) -> int:
    """O4: the number of elements of type ``t`` already in the acting organism."""
    occ = state.occ
    return sum(1 for c in members(state) if occ[c] % 3 == t)


def grow_food(state: OrganismState) -> int:
    occ, food = state.occ, state.food
    return sum(food[c] for c in members(state) if occ[c] % 3 == GROW)


def mobile(state: OrganismState, c: int) -> bool:
    """MOBILE: a MOVE element, or next to a MOVE element of the same organism (seed, MOVE)."""
    occ, tags = state.occ, state.tag
    if occ[c] % 3 == MOVE:
        return True
    # the tags mark the acting organism's elements (MERGE: whoever's they are)
    return any(occ[n] != EMPTY and occ[n] % 3 == MOVE and tags[n] == state.acting for n in state.adj[c])


def communes(state: OrganismState, c: int) -> bool:
    """COMMUNE (ODI22): next to at least two fed elements of the same organism."""
    occ, tags, food = state.occ, state.tag, state.food
    fed = sum(1 for n in state.adj[c]
              if occ[n] != EMPTY and tags[n] == state.acting and food[n] > 0)
    return fed >= 2




# -- fields (the field mutations, rulings ODI41-ODI48) -----------------------------------------
def field_kinds(state: OrganismState) -> list[int]:
    """The field kinds in play (the field mutations switched on), in the seed's order."""
    return [k for k, name in enumerate(FIELD_KINDS) if state.setup.has(name)]


def has_field(state: OrganismState, c: int, kind: int) -> bool:
    f = state.fld[c]
    return f != EMPTY and f % 8 == kind


def open_space(state: OrganismState, c: int) -> bool:
    """Open for an element to enter: no element, and no PILLAR (no element shares its space)."""
    return state.occ[c] == EMPTY and not has_field(state, c, PILLAR)


def fields_of(state: OrganismState, seat: int) -> int:
    return sum(1 for f in state.fld if f != EMPTY and f // 8 == seat)


def field_owner(f: int) -> int:
    return f // 8


def is_neutral(f: int) -> bool:
    return f != EMPTY and f // 8 == NEUTRAL


def rebuild_adjacency(state: OrganismState) -> None:
    """WARP (ruling ODI43): every space holding a warp field is adjacent to every other space
    holding a warp field of the same player (neutral warps to each other), for every rule that
    reads adjacency; the board's own neighbours otherwise."""
    nbrs = state.board.nbrs
    warps: dict[int, list[int]] = {}
    for c, f in enumerate(state.fld):
        if f != EMPTY and f % 8 == WARP:
            warps.setdefault(f // 8, []).append(c)
    if not any(len(w) > 1 for w in warps.values()):
        state.adj = nbrs
        return
    adj = [list(n) for n in nbrs]
    for cells in warps.values():
        for c in cells:
            for d in cells:
                if d != c and d not in adj[c]:
                    adj[c].append(d)
    state.adj = tuple(tuple(a) for a in adj)


def distance(state: OrganismState, a: int, b: int) -> int:
    ca, cb = state.board.cells[a], state.board.cells[b]
    dq, dr = ca[0] - cb[0], ca[1] - cb[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


# -- MERGE (ruling ODI40) ---------------------------------------------------------------------
def merged(state: OrganismState) -> list[list[int]]:
    """MERGE: the organisms as they stand when same types of different players may touch: the
    players' elements joined by contact with their own and with another player's element of the
    same type (RAIN's never merge). Without MERGE, each seat's organisms."""
    rs = len(state.players)
    cells = [c for c, v in enumerate(state.occ) if v != EMPTY and v // 3 < rs]
    if not state.setup.has("merge"):
        return [g for seat in range(rs) for g in organisms(state, seat)]
    occ = state.occ
    return groups(state, cells, lambda c, n: occ[n] // 3 == occ[c] // 3 or occ[n] % 3 == occ[c] % 3)


def controller(state: OrganismState, group: Sequence[int]) -> int:
    """Who controls a merged organism (seed, MERGE): the player with the most elements in it;
    if several tie for the most, the one with the next most (a count no one else shares), and so
    down; still none, the first in turn order (from the start player) of those with the most."""
    counts: dict[int, int] = {}
    for c in group:
        o = state.occ[c] // 3
        counts[o] = counts.get(o, 0) + 1
    for level in sorted(set(counts.values()), reverse=True):
        holders = [o for o, k in counts.items() if k == level]
        if len(holders) == 1:
            return holders[0]
    top = max(counts.values())
    n = len(state.players)
    return min((o for o, k in counts.items() if k == top), key=lambda o: (o - state.start_player) % n)


def acting_organisms(state: OrganismState, seat: int) -> list[list[int]]:
    """The organisms ``seat`` acts with this turn: its own, and (MERGE) every merged organism it
    controls; its elements in a merged organism another player controls do not act."""
    if not state.setup.has("merge"):
        return organisms(state, seat)
    out = []
    for g in merged(state):
        owners = {state.occ[c] // 3 for c in g}
        if owners == {seat} or (len(owners) > 1 and controller(state, g) == seat):
            out.append(g)
    return out
