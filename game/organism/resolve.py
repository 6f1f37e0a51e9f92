"""E Resolve conflicts and F Check integrity (ruling O5, ODI9-ODI11), with the power they pay
and RECLAIM's food (ODI21). Used at the end of every turn and on RAIN's turn."""

from __future__ import annotations

from game.family.ruleset import Event
from game.organism.actions import DISRUPTS
from game.organism.reading import organisms, rain_seat, whole
from game.organism.state import EMPTY, OrganismState


def remove_element(state: OrganismState, c: int) -> int:
    """Take the element at ``c`` off: its food and one more stay on the space (seed, E and F)."""
    state.occ[c] = EMPTY
    state.tag[c] = -1
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
    occ, nbrs = state.occ, state.board.nbrs
    rain = state.setup.rain
    rs = rain_seat(state)
    used: dict[int, list[int]] = {}
    while True:
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


def check_integrity(state: OrganismState, acting: int, used: dict[int, list[int]],
                    events: list[Event], award: bool = True) -> list[int]:
    """F. Every organism lacking a type is removed (food dropped, plus one). The acting player
    gains 1 power if any other player's organism went (once, not per organism); an organism of
    the acting player lost with an element that disrupted this turn is a SACRIFICE: each seat it
    took an element from gains 1 power per element (ruling ODI9). PERSIST: organisms stay while
    their player has a living one. Returns the cells removed."""
    removed: list[int] = []
    others_lost = False
    for seat in range(len(state.players)):
        orgs = organisms(state, seat)
        dead = [g for g in orgs if not whole(state, g)]
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


