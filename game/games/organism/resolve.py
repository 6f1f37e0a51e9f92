"""E Resolve conflicts and F Check integrity (ruling O5, ODI9-ODI11), with the power they pay
and RECLAIM's food (ODI21). Used at the end of every turn and on RAIN's turn."""

from __future__ import annotations

from game.family.ruleset import Event
from game.games.organism.actions import DISRUPTS, GROW
from game.games.organism.reading import (
    distance,
    field_kinds,
    fields_of,
    groups,
    has_field,
    merged,
    on_board,
    organisms,
    rain_seat,
    rebuild_adjacency,
    whole,
)
from game.games.organism.state import EMPTY, FIELD_SUPPLY, PILLAR, SUPPLY, OrganismState


def remove_element(state: OrganismState, c: int) -> int:
    """Take the element at ``c`` off: its food and one more stay on the space (seed, E and F)."""
    state.occ[c] = EMPTY
    state.tag[c] = -1
    state.orig[c] = -1
    state.slid[c] = 0
    state.food[c] += 1
    return state.food[c]


def gain(state: OrganismState, seat: int, amount: int, why: str) -> None:
    if seat >= len(state.players):
        state.rain_power += amount
        return
    state.power[seat] += amount
    g = state.gains[seat]
    g[why] = g.get(why, 0) + amount


def organism_index(state: OrganismState) -> dict[int, tuple[int, int]]:
    """cell -> (seat, organism number) for every seat's organisms now (RECLAIM's memory)."""
    out = {}
    for seat in range(len(state.players)):
        for k, g in enumerate(organisms(state, seat)):
            for c in g:
                out[c] = (seat, k)
    return out


def resolve_conflicts(state: OrganismState, acting: int, events: list[Event]) -> dict[int, list[int]]:
    """E (ruling O5). Elements of different players that touch are in conflict; EAT disrupts
    GROW, GROW disrupts MOVE, MOVE disrupts EAT. Disrupted elements that disrupt nothing go first,
    all together; then again, until nothing is disrupted. When every disrupted element still
    disrupts another (a closed cycle), they all go together. Each disrupted element gives 1 power
    to each player with an element disrupting it. With RAIN, players never disrupt each other.

    Returns the acting seat's disrupting elements: cell -> the seats it took an element from (for
    the sacrifice rule)."""
    occ = state.occ
    rain = state.setup.rain
    rs = rain_seat(state)
    used: dict[int, list[int]] = {}
    merge = state.setup.has("merge")
    while True:
        nbrs = state.adj  # IMMOLATE may drop a WARP field mid-way: read it afresh each round
        # MERGE (ruling ODI40): an element of a merged organism is not disrupted by the elements
        # of any player who has elements in that organism
        shield: dict[int, set[int]] = {}
        if merge:
            for g in merged(state):
                owners = {occ[c] // 3 for c in g}
                if len(owners) > 1:
                    for c in g:
                        shield[c] = owners
        hits: dict[int, list[int]] = {}  # victim -> its disrupters
        out_deg: dict[int, int] = {}
        for c, v in enumerate(occ):
            if v == EMPTY:
                continue
            o, t = v // 3, v % 3
            prey = DISRUPTS[t]
            for n in nbrs[c]:
                w = occ[n]
                if w == EMPTY or w // 3 == o or w % 3 != prey:
                    continue
                if rain and o != rs and w // 3 != rs:
                    continue
                if merge and o in shield.get(n, ()):
                    continue
                hits.setdefault(n, []).append(c)
                out_deg[c] = out_deg.get(c, 0) + 1
        if not hits:
            return used
        batch = [c for c in hits if not out_deg.get(c)] or list(hits)  # O5: a cycle goes together
        batch.sort()
        found = []
        for c in batch:
            victim = occ[c] // 3
            by = sorted({occ[d] // 3 for d in hits[c]})
            for d in hits[c]:
                if occ[d] // 3 == acting:
                    used.setdefault(d, []).append(victim)
            for s in by:
                gain(state, s, 1, "disrupt")
            found.append({"cell": c, "seat": victim, "type": occ[c] % 3, "by": by,
                          "by_cells": sorted(hits[c])})
        for info in found:
            info["food"] = remove_element(state, info["cell"])
            events.append(Event("disrupted", info))
        for info in found:
            if info["seat"] >= len(state.players):
                continue  # RAIN has no fields and never regrows
            if state.setup.has("immolate"):
                immolate(state, info["cell"], info["seat"], events)
            if state.setup.has("regenerate"):
                if state.setup.o10:  # O10 (h): its owner is asked once the conflicts are resolved
                    state.regen.append((info["cell"], info["seat"], info["type"]))
                else:
                    regenerate(state, info["cell"], info["seat"], info["type"], events)


def check_integrity(state: OrganismState, acting: int, used: dict[int, list[int]],
                    events: list[Event], award: bool = True) -> list[int]:
    """F. Every organism lacking a type is removed (food dropped, plus one). The acting player
    gains 1 power if any other player's organism went (once, not per organism); an organism of
    the acting player lost with an element that disrupted this turn is a SACRIFICE: each seat it
    took an element from gains 1 power per element (ruling ODI9). PERSIST: organisms stay while
    their player has a living one. Returns the cells removed."""
    removed: list[int] = []
    others_lost = False
    living: set[int] | None = None
    if state.setup.has("merge"):
        # MERGE: a merged organism lives or fails as one (all three types among its players')
        living = {c for g in merged(state) if whole(state, g) for c in g}
    for seat in range(len(state.players)):
        orgs = organisms(state, seat)
        if living is None:
            dead = [g for g in orgs if not whole(state, g)]
        else:
            dead = [g for g in orgs if g[0] not in living]
        if not dead:
            continue
        if state.setup.has("persist") and len(dead) < len(orgs):
            continue  # a living organism keeps the rest on the board (ODI23)
        for g in dead:
            sacrifice = [v for c in g for v in used.get(c, [])] if seat == acting else []
            for c in g:
                remove_element(state, c)
            removed.extend(g)
            events.append(Event("died", {"seat": seat, "cells": g}))
            if seat != acting:
                others_lost = True
                if state.setup.has("avenge"):  # AVENGE (ruling ODI33): a free turn to keep
                    state.avenge[seat] += 1
                    events.append(Event("avenge_gained", {"seat": seat, "held": state.avenge[seat]}))
            for victim in sacrifice:
                gain(state, victim, 1, "sacrifice")
            if sacrifice:
                events.append(Event("sacrifice", {"seat": seat, "to": sacrifice}))
    if others_lost and award:
        gain(state, acting, 1, "integrity")
        events.append(Event("integrity_power", {"seat": acting}))
    return removed


def reclaim(state: OrganismState, acting: int, before: dict[int, tuple[int, int]], lost: list[int],
             events: list[Event]) -> None:
    """RECLAIM (ruling ODI21): for each element another player lost on this turn, one food goes
    into that player's largest other organism, on its lowest-numbered space."""
    gone = [c for c, (seat, _) in before.items() if seat != acting
            and (state.occ[c] == EMPTY or state.occ[c] // 3 != seat)]
    for c in sorted(gone):
        seat, k = before[c]
        was = {x for x, sk in before.items() if sk == (seat, k)}
        others = [g for g in organisms(state, seat) if not was & set(g)]
        if not others:
            continue
        g = max(others, key=lambda g: (len(g), -g[0]))
        state.food[g[0]] += 1
        events.append(Event("reclaimed", {"seat": seat, "cell": g[0]}))




def annihilate(state: OrganismState, c: int, events: list[Event]) -> None:
    """PILLAR (ruling ODI45): a pillar at ``c`` touching another pillar (board neighbours) goes,
    with every pillar it touches, back to their players' supplies; the food stays."""
    if not has_field(state, c, PILLAR):
        return
    gone = [c] + [n for n in state.board.nbrs[c] if has_field(state, n, PILLAR)]
    if len(gone) == 1:
        return
    for x in gone:
        state.fld[x] = EMPTY
    events.append(Event("annihilated", {"cells": sorted(gone)}))


def immolate(state: OrganismState, c: int, seat: int, events: list[Event]) -> None:
    """IMMOLATE (ruling ODI47): a disrupted element leaves a field of its player on its space, of
    the first field kind in play (the seed's order), replacing any field there; from the
    player's five, so with none left in supply nothing is dropped."""
    kinds = field_kinds(state)
    if not kinds or c == state.board.centre:
        return
    if state.fld[c] != EMPTY and state.fld[c] // 8 == seat:
        return  # their own field is there already: it stays
    if fields_of(state, seat) >= FIELD_SUPPLY:
        return
    state.fld[c] = seat * 8 + kinds[0]
    events.append(Event("immolated", {"cell": c, "seat": seat, "kind": kinds[0]}))
    annihilate(state, c, events)
    if state.setup.has("warp"):
        rebuild_adjacency(state)


def regenerate_plan(state: OrganismState, lost: int, seat: int, t: int) -> tuple[list[int], int, int] | None:
    """Where REGENERATE would grow the element lost at ``lost`` back (ruling ODI34): the
    organism (its player's largest group that touched it), the food it costs and the space; None
    when it cannot (no such organism, no food, no room, the supply used up)."""
    occ, food = state.occ, state.food
    mine = [c for c, v in enumerate(occ) if v != EMPTY and v // 3 == seat]
    near = [g for g in groups(state, mine) if any(lost in state.adj[c] for c in g)]
    if not near or on_board(state, seat, t) >= SUPPLY:
        return None
    g = max(near, key=lambda g: (len(g), -g[0]))
    cost = sum(1 for c in g if occ[c] % 3 == t)
    if sum(food[c] for c in g if occ[c] % 3 == GROW) < cost:
        return None
    expand = state.setup.has("expand")
    spots = set()
    for c in g:
        if expand or occ[c] % 3 == GROW:
            for n in state.adj[c]:
                if occ[n] != EMPTY or has_field(state, n, PILLAR):
                    continue
                if any(occ[m] != EMPTY and occ[m] // 3 != seat for m in state.adj[n]):
                    continue
                spots.add(n)
    if not spots:
        return None
    return g, cost, min(spots, key=lambda n: (distance(state, n, lost), n))


def regenerate(state: OrganismState, lost: int, seat: int, t: int, events: list[Event]) -> None:
    """REGENERATE (ruling ODI34): a disrupted element grows back at once into its organism (its
    player's largest group that touched it), as GROW would: paid from that organism's GROW
    elements (one food per element of the type in it, the richest first), into an open space
    next to one of its GROWs (EXPAND: any of its elements) touching no other player's element,
    the one nearest the lost space (ties: the lower space). Format 1 regrew whenever it could;
    from format 2 its owner is asked first (O10 h)."""
    plan = regenerate_plan(state, lost, seat, t)
    if plan is None:
        return
    g, cost, spot = plan
    occ, food = state.occ, state.food
    for _ in range(cost):
        c = max((c for c in g if occ[c] % 3 == GROW and food[c] > 0), key=lambda x: (food[x], -x))
        food[c] -= 1
    occ[spot] = seat * 3 + t
    if seat == state.turn and state.tag:
        # on its own turn it joins the organism it grew from (for the integrity bookkeeping)
        state.tag[spot] = state.tag[g[0]]
    events.append(Event("regenerated", {"seat": seat, "cell": spot, "type": t, "lost": lost, "cost": cost}))


def next_question(state: OrganismState) -> bool:
    """O10 (h): drop the REGENERATE questions that have no answer but no (nothing could grow
    back); True while one is still to be asked."""
    while state.regen and regenerate_plan(state, *state.regen[0]) is None:
        state.regen.pop(0)
    return bool(state.regen)
