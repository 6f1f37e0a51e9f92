"""ORGANISM rules (seed 004, rulings O1-O9 and ODI1...; docs/organism.md): a turn, legality, play.

A turn runs A Introduce (a decision: the order of the three elements), B Hold the centre, then
for each organism C Choose (an organism and a type) and D its actions one by one, then E Resolve
conflicts and F Check integrity, and the game-end checks. :func:`why_illegal` is the one place
each condition and its reason live; :func:`legal_actions` lists exactly what it lets through
(a test holds them together). :func:`apply` returns :class:`~game.family.ruleset.Event` values;
:func:`narrate_events` phrases them.

Cells are the board's indices (``state.board``); actions carry hex coordinates, which
:mod:`game.organism.hexes` names.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations, product

from game.family.errors import IllegalAction
from game.family.ruleset import Event
from game.organism import hexes
from game.organism.actions import EAT, GROW, MOVE, STOP, TYPES, Action
from game.organism.board import board_for, default_boards
from game.organism.mutations import default_mutations
from game.organism.narrate import narrate_events
from game.organism.rain import rain_end, rain_turn
from game.organism.reading import (
    acting_part,
    cells_of,
    communes,
    groups,
    grow_cost,
    grow_food,
    members,
    mobile,
    on_board,
    organisms,
    touches_other_player,
    touches_same_type,
    whole,
)
from game.organism.resolve import (
    check_integrity,
    gain,
    organism_index,
    reclaim,
    remove_element,
    resolve_conflicts,
)
from game.organism.setup import OrganismSetup
from game.organism.state import EMPTY, STALL_TURNS, SUPPLY, GameData, OrganismState, Result

JUMP_MOVES_MAX = 6

ORDERS3 = tuple(tuple(p) for p in permutations((EAT, MOVE, GROW)))
# SKIP (ruling ODI15): five elements, at least one and at most two of each type
ORDERS5 = tuple(o for o in product((EAT, MOVE, GROW), repeat=5)
                if all(1 <= o.count(t) <= 2 for t in (EAT, MOVE, GROW)))


def default_data() -> GameData:
    return GameData(default_boards(), default_mutations())


# ---------------------------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------------------------
def new_game(setup: OrganismSetup, data: GameData | None = None, narrate: bool = True) -> OrganismState:
    data = data if data is not None else default_data()
    n = len(setup.players)
    if setup.rain:
        board = board_for(data.boards, "rain", n, "any")
    else:
        board = board_for(data.boards, "base", n, "open" if setup.open_board else "close")
    state = OrganismState(setup, data, board)
    state.narrate = narrate
    # RAIN plays first (O9), so the players start in seat order; otherwise a seeded draw.
    if setup.start_player is not None:
        state.start_player = setup.start_player
    elif setup.rain:
        state.start_player = 0
    else:
        state.start_player = state.rng.below(n)
    state.turn = state.start_player
    events = [Event("game_start", {"seed": setup.seed, "start": state.start_player, "board": board.id,
                                   "threshold": setup.threshold})]
    if setup.rain:
        rain_turn(state, events)
    _begin_turn(state, events)
    if narrate:
        state.log.extend(narrate_events(state, events))
    return state


# ---------------------------------------------------------------------------------------------
# Legality: the one place each condition and its reason live
# ---------------------------------------------------------------------------------------------
def _cell(state: OrganismState, c: hexes.Cell | None, what: str) -> tuple[int | None, str | None]:
    if c is None:
        return None, f"{what} is missing"
    i = state.board.index.get(c)
    if i is None:
        return None, f"{hexes.name(c)} is not on this board (rings 1-{state.board.rings})"
    return i, None


def _introduce_reason(state: OrganismState, order: tuple[int, ...]) -> str | None:
    five = state.setup.has("skip") and state.first_intro[state.turn]
    if five:
        if len(order) != 5 or order not in ORDERS5:
            return ("SKIP: your first introduce places five elements, at least one and at most two "
                    "of each type (like EMGEM)")
        return None
    if len(order) != 3 or sorted(order) != [EAT, MOVE, GROW]:
        return "introduce places one EAT, one MOVE and one GROW, in the order of your home spaces (like EMG)"
    return None


def why_illegal(state: OrganismState, action: Action) -> str | None:
    """None if ``action`` is legal now, else why not, in words for the player."""
    if state.result is not None:
        return "the game is over"
    kind = action.kind
    phase = state.phase
    if phase == "introduce":
        if kind != "introduce":
            return "you have no organism on the board: introduce one first (A)"
        return _introduce_reason(state, action.order)
    if kind == "introduce":
        return "you introduce only when you begin a turn with no organism on the board"
    if phase == "choose":
        if kind != "choose":
            return "choose an organism and an element type first (C)"
        i, bad = _cell(state, action.a, "the organism")
        if bad:
            return bad
        assert i is not None
        v = state.occ[i]
        if v == EMPTY or v // 3 != state.turn:
            return f"{hexes.name(action.a)} holds none of your elements"  # type: ignore[arg-type]
        if state.tag[i] not in state.pending:
            return "that organism has already acted this turn"
        if not 0 <= action.etype < 3:
            return "choose eat, move or grow"
        if not any(state.occ[c] % 3 == action.etype for c in members(state, state.tag[i])):
            return f"that organism has no {TYPES[action.etype].upper()} element to act with"
        if state.org_ban and state.org_ban[state.tag[i]] >> action.etype & 1:
            return (f"ACCELERATE: this organism chose {TYPES[action.etype].upper()} in the first turn; "
                    "the second turn needs another type")
        return None
    # phase "act"
    if kind == "choose":
        return f"finish this organism's {TYPES[state.etype].upper()} actions first (or stop)"
    if kind == "stop":
        return None
    if kind == "circulate":
        return _circulate_reason(state, action)
    if kind not in ("eat", "grow", "move"):
        return f"unknown action {kind}"
    chosen = TYPES.index(kind)
    if chosen != state.etype:
        return (f"this organism chose {TYPES[state.etype].upper()}: each action is "
                f"{TYPES[state.etype]} or circulate")
    if kind == "eat":
        return _eat_reason(state, action)
    if kind == "grow":
        return _grow_reason(state, action)
    return _move_reason(state, action)


def _own_member(state: OrganismState, i: int, name: str) -> str | None:
    v = state.occ[i]
    if v == EMPTY:
        return f"{name} is empty"
    if v // 3 != state.turn:
        return f"{name} is another player's element"
    if state.tag[i] != state.acting:
        return f"{name} belongs to another of your organisms, not the one acting"
    return None


def _eat_reason(state: OrganismState, action: Action) -> str | None:
    a, bad = _cell(state, action.a, "the EAT element")
    if bad:
        return bad
    b, bad = _cell(state, action.b, "the space to eat")
    if bad:
        return bad
    assert a is not None and b is not None
    na, nb = hexes.name(action.a), hexes.name(action.b)  # type: ignore[arg-type]
    bad = _own_member(state, a, na)
    if bad:
        return bad
    if state.occ[a] % 3 != EAT:
        return f"{na} is a {TYPES[state.occ[a] % 3].upper()}, not an EAT element"
    if b not in state.board.nbrs[a]:
        return f"{nb} is not next to {na}: an EAT eats an adjacent space"
    if state.occ[b] != EMPTY:
        return f"{nb} holds an element: only an open space can be eaten"
    return None


def _grow_reason(state: OrganismState, action: Action) -> str | None:
    t = action.etype
    if not 0 <= t < 3:
        return "grow eat, move or grow"
    b, bad = _cell(state, action.b, "the space to grow into")
    if bad:
        return bad
    assert b is not None
    nb = hexes.name(action.b)  # type: ignore[arg-type]
    if state.occ[b] != EMPTY:
        return f"{nb} holds an element: grow into an open space"
    if on_board(state, state.turn, t) >= SUPPLY:
        return f"all {SUPPLY} of your {TYPES[t].upper()} elements are on the board (O2)"
    mine = members(state)
    occ = state.occ
    expand = state.setup.has("expand")
    nbrs = state.board.nbrs[b]
    if expand:
        if not any(n in nbrs for n in mine):
            return f"{nb} is not next to this organism (EXPAND)"
    elif not any(n in nbrs and occ[n] % 3 == GROW for n in mine):
        return f"{nb} is not next to a GROW element of this organism"
    if touches_other_player(state, b):
        return f"{nb} touches another player's element: you may not grow next to one (only move)"
    cost, have = grow_cost(state, t), grow_food(state)
    if cost > have:
        return (f"a new {TYPES[t].upper()} costs {cost} food (one per {TYPES[t].upper()} in the organism) "
                f"and its GROW elements hold {have}")
    return None


def _move_block(state: OrganismState, a: int, b: int, alive: bool | None = None) -> str | None:
    """Why the element at ``a`` cannot move to the adjacent ``b`` (MOBILE, FED, ALIVE, contact).
    ``alive``: ALIVE already worked out for ``a`` (legal_actions does it once per part)."""
    na, nb = state.board.name(a), state.board.name(b)
    bad = _own_member(state, a, na)
    if bad:
        return bad
    if state.occ[b] != EMPTY:
        return f"{nb} holds an element: move into an open space"
    commune = state.setup.has("commune") and communes(state, a)
    if not commune and not mobile(state, a):
        return f"{na} is not MOBILE: it is not a MOVE and touches no MOVE of its organism"
    if not commune and state.food[a] < 1:
        return f"{na} is not FED: an element needs at least one food to move"
    if alive is None:
        alive = whole(state, acting_part(state, a))
    if not alive:
        return f"{na} is not ALIVE: its part of the organism lacks an EAT, a MOVE or a GROW"
    t = state.occ[a] % 3
    if touches_same_type(state, b, t, skip=a):
        return (f"{nb} touches another player's {TYPES[t].upper()}: two elements of the same type "
                "of different players may never touch")
    return None


def _jump_path(state: OrganismState, a: int, b: int) -> int:
    """JUMP (ODI18): how many moves a straight jump from ``a`` over the mover's own elements to
    ``b`` costs (the spaces crossed plus one), or 0 when ``b`` is not such a landing."""
    ca, cb = state.board.cells[a], state.board.cells[b]
    dq, dr = cb[0] - ca[0], cb[1] - ca[1]
    dist = hexes.ring_of((dq, dr))
    if dist < 2:
        return 0
    if (dq, dr) not in [(d[0] * dist, d[1] * dist) for d in hexes.DIRS]:
        return 0
    step = (dq // dist, dr // dist)
    occ = state.occ
    for k in range(1, dist):
        i = state.board.index.get((ca[0] + step[0] * k, ca[1] + step[1] * k))
        if i is None or occ[i] == EMPTY or occ[i] // 3 != state.turn:
            return 0
    return dist


def _move_reason(state: OrganismState, action: Action) -> str | None:
    a, bad = _cell(state, action.a, "the element to move")
    if bad:
        return bad
    b, bad = _cell(state, action.b, "where it moves")
    if bad:
        return bad
    assert a is not None and b is not None
    if b not in state.board.nbrs[a]:
        if state.setup.has("jump"):
            cost = _jump_path(state, a, b)
            if not cost:
                return (f"{state.board.name(b)} is neither next to {state.board.name(a)} nor a straight "
                        "jump over your own elements (JUMP)")
            if cost > state.left:
                return f"that jump costs {cost} moves and this organism has {state.left} left (JUMP)"
            if not any(state.tag[n] == state.acting and n != a for n in state.board.nbrs[b]):
                return "a jump lands next to its organism (JUMP)"
            return _move_block(state, a, b)
        return f"{state.board.name(b)} is not next to {state.board.name(a)}: an element moves one space"
    return _move_block(state, a, b)


def _circulate_reason(state: OrganismState, action: Action) -> str | None:
    a, bad = _cell(state, action.a, "where the food comes from")
    if bad:
        return bad
    b, bad = _cell(state, action.b, "where the food goes")
    if bad:
        return bad
    assert a is not None and b is not None
    na, nb = state.board.name(a), state.board.name(b)
    bad = _own_member(state, a, na) or _own_member(state, b, nb)
    if bad:
        return bad
    if a == b:
        return "circulate moves food from one element to another"
    if state.food[a] < 1:
        return f"{na} holds no food to circulate"
    return None


# ---------------------------------------------------------------------------------------------
# Legal actions (exactly what why_illegal lets through; built directly, for the bots' speed)
# ---------------------------------------------------------------------------------------------
def legal_actions(state: OrganismState) -> list[Action]:
    if state.result is not None:
        return []
    cells = state.board.cells
    if state.phase == "introduce":
        five = state.setup.has("skip") and state.first_intro[state.turn]
        return [Action("introduce", order=o) for o in (ORDERS5 if five else ORDERS3)]
    if state.phase == "choose":
        out = []
        occ = state.occ
        for t in state.pending:
            group = members(state, t)
            ban = state.org_ban[t] if state.org_ban else 0
            present = {occ[c] % 3 for c in group if not ban >> (occ[c] % 3) & 1}
            out.extend(Action("choose", cells[group[0]], None, k) for k in (EAT, MOVE, GROW) if k in present)
        return out
    out = [STOP]
    mine = members(state)
    occ, food, nbrs = state.occ, state.food, state.board.nbrs
    k = state.etype
    if k == EAT:
        for c in mine:
            if occ[c] % 3 == EAT:
                out.extend(Action("eat", cells[c], cells[n]) for n in nbrs[c] if occ[n] == EMPTY)
    elif k == GROW:
        have = grow_food(state)
        counts = [0, 0, 0]
        for c in mine:
            counts[occ[c] % 3] += 1
        types = [t for t in (EAT, MOVE, GROW)
                 if counts[t] <= have and on_board(state, state.turn, t) < SUPPLY]
        if types:
            expand = state.setup.has("expand")
            spots = set()
            for c in mine:
                if expand or occ[c] % 3 == GROW:
                    for n in nbrs[c]:
                        if occ[n] == EMPTY and not touches_other_player(state, n):
                            spots.add(n)
            for n in sorted(spots):
                out.extend(Action("grow", None, cells[n], t) for t in types)
    else:
        jump = state.setup.has("jump")
        alive = {c for g in groups(state, mine) if whole(state, g) for c in g}
        for c in mine:
            for n in nbrs[c]:
                if occ[n] == EMPTY and _move_block(state, c, n, c in alive) is None:
                    out.append(Action("move", cells[c], cells[n]))
            if jump:
                for n in range(len(cells)):
                    if occ[n] == EMPTY and n not in nbrs[c]:
                        a = Action("move", cells[c], cells[n])
                        if _move_reason(state, a) is None:
                            out.append(a)
    for a in mine:
        if food[a] > 0:
            out.extend(Action("circulate", cells[a], cells[b]) for b in mine if b != a)
    return out


# ---------------------------------------------------------------------------------------------
# Playing
# ---------------------------------------------------------------------------------------------
def apply(state: OrganismState, action: Action, check: bool = True) -> list[Event]:
    if check:
        reason = why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
    events: list[Event] = []
    kind = action.kind
    index = state.board.index
    seat = state.turn
    if kind == "introduce":
        _introduce(state, action.order, events)
        _after_introduce(state, events)
    elif kind == "choose":
        i = index[action.a]  # type: ignore[index]
        state.acting = state.tag[i]
        state.etype = action.etype
        occ = state.occ
        state.left = sum(1 for c in members(state) if occ[c] % 3 == action.etype)
        state.chosen[state.acting] = action.etype
        state.phase = "act"
        events.append(Event("chose", {"seat": seat, "cell": i, "type": action.etype, "actions": state.left}))
    elif kind == "stop":
        events.append(Event("stopped", {"seat": seat, "left": state.left}))
        state.left = 0
    else:
        spent = 1
        if kind == "eat":
            a, b = index[action.a], index[action.b]  # type: ignore[index]
            gained = state.food[b] + 1
            state.food[a] += gained
            state.food[b] = 0
            events.append(Event("ate", {"seat": seat, "eater": a, "space": b, "food": gained}))
        elif kind == "grow":
            b = index[action.b]  # type: ignore[index]
            cost = grow_cost(state, action.etype)
            paid = _pay(state, cost)
            state.occ[b] = seat * 3 + action.etype
            state.tag[b] = state.acting
            events.append(Event("grew", {"seat": seat, "cell": b, "type": action.etype, "cost": cost,
                                         "paid": paid, "found": state.food[b]}))
        elif kind == "move":
            a, b = index[action.a], index[action.b]  # type: ignore[index]
            if b not in state.board.nbrs[a]:
                spent = _jump_path(state, a, b)
            found = state.food[b]
            state.occ[b], state.occ[a] = state.occ[a], EMPTY
            state.food[b] += state.food[a]
            state.food[a] = 0
            state.tag[b], state.tag[a] = state.tag[a], -1
            events.append(Event("moved", {"seat": seat, "src": a, "dst": b, "found": found,
                                          "type": state.occ[b] % 3, "cost": spent}))
        elif kind == "circulate":
            a, b = index[action.a], index[action.b]  # type: ignore[index]
            state.food[a] -= 1
            state.food[b] += 1
            events.append(Event("circulated", {"seat": seat, "src": a, "dst": b}))
        state.left -= spent
    if state.phase == "act" and state.left <= 0:
        if kind != "stop" and _synchronized(state):
            state.synced.append(state.acting)
            state.left = 1
            events.append(Event("synchronized", {"seat": seat, "type": state.etype}))
        else:
            _end_organism(state, events)
    if state.narrate:
        state.log.extend(narrate_events(state, events))
    return events


def _pay(state: OrganismState, cost: int) -> list[int]:
    """GROW's food, from the organism's GROW elements with the most food first, ties by space
    (ruling ODI6: it keeps as many growers fed, and so able to move, as it can). Returns the
    cells paid from, one entry per food."""
    occ, food = state.occ, state.food
    paid = []
    for _ in range(cost):
        growers = [c for c in members(state) if occ[c] % 3 == GROW and food[c] > 0]
        c = max(growers, key=lambda g: (food[g], -g))
        food[c] -= 1
        paid.append(c)
    return paid


def front_spaces(state: OrganismState, home: Sequence[int]) -> list[int]:
    """SKIP's two spaces "directly in front" of a home: the spaces one ring in that touch two
    home spaces (ruling ODI15), in home order."""
    b = state.board
    ring = hexes.ring_of(b.cells[home[0]])
    out = []
    for c in range(len(b.cells)):
        if hexes.ring_of(b.cells[c]) == ring - 1 and sum(1 for h in home if h in b.nbrs[c]) >= 2:
            out.append(c)
    out.sort(key=lambda c: min(k for k, h in enumerate(home) if h in b.nbrs[c]))
    return out


def _introduce(state: OrganismState, order: tuple[int, ...], events: list[Event]) -> None:
    """A: clear the home spaces (food and elements) and the elements next to them, food dropped
    but no power (ODI2); then one food in each new element."""
    seat = state.turn
    home = list(state.board.homes[seat])
    spaces = home + (front_spaces(state, home) if len(order) == 5 else [])
    nbrs = state.board.nbrs
    near = sorted({n for h in spaces for n in nbrs[h]} - set(spaces))
    cleared = []
    for c in spaces + near:
        if state.occ[c] != EMPTY:
            cleared.append((c, state.occ[c]))
            remove_element(state, c)
    for h in home:
        state.food[h] = 0  # the home spaces start clean (ODI2)
    for c, t in zip(spaces, order, strict=True):
        state.food[c] += 1  # a front space's food joins its element, as in GROW (ODI15)
        state.occ[c] = seat * 3 + t
    state.first_intro[seat] = False
    events.append(Event("introduced", {"seat": seat, "cells": spaces, "order": list(order),
                                       "cleared": cleared}))


def _begin_turn(state: OrganismState, events: list[Event]) -> None:
    events.append(Event("turn", {"seat": state.turn, "turn": state.turns + 1}))
    if not cells_of(state, state.turn):
        state.phase = "introduce"  # O6: a player with no organism introduces again
        return
    _after_introduce(state, events)


def _after_introduce(state: OrganismState, events: list[Event]) -> None:
    seat = state.turn
    board = state.board
    v = state.occ[board.centre]
    if v != EMPTY and v // 3 == seat:
        state.streak[seat] += 1
        amount = state.streak[seat] if state.setup.has("drink") else 1
        gain(state, seat, amount, "hold")
        events.append(Event("held", {"seat": seat, "power": amount, "streak": state.streak[seat]}))
        if _power_end(state, events):
            return
    else:
        state.streak[seat] = 0
    state.tag = [-1] * len(state.occ)
    orgs = organisms(state, seat)
    for k, g in enumerate(orgs):
        for c in g:
            state.tag[c] = k
    state.pending = list(range(len(orgs)))
    state.chosen = [-1] * len(orgs)
    state.synced = []
    state.org_ban = []
    if state.accel:
        # ACCELERATE (ruling ODI31): each organism must choose another type than its elements'
        # organisms chose in the first turn; one whose every type is taken may choose freely
        bans = [0] * len(orgs)
        for k, g in enumerate(orgs):
            for c in g:
                bans[k] |= state.ban[c]
        state.org_ban = [0 if b == 7 else b for b in bans]
    state.acting, state.etype, state.left = -1, -1, 0
    state.phase = "choose"


def _synchronized(state: OrganismState) -> bool:
    """SYNCHRONIZE (ruling ODI30): once an organism has used all its actions, one more if an
    element of the chosen type touches two elements of one other type of the same organism;
    once per organism a turn."""
    if not state.setup.has("synchronize") or state.acting in state.synced:
        return False
    occ, tags, nbrs = state.occ, state.tag, state.board.nbrs
    for c in members(state):
        if occ[c] % 3 != state.etype:
            continue
        counts = [0, 0, 0]
        for n in nbrs[c]:
            if tags[n] == state.acting and occ[n] != EMPTY and occ[n] // 3 == state.turn:
                counts[occ[n] % 3] += 1
        if any(counts[t] >= 2 for t in range(3) if t != state.etype):
            return True
    return False


def _end_organism(state: OrganismState, events: list[Event]) -> None:
    state.pending.remove(state.acting)
    state.acting, state.etype, state.left = -1, -1, 0
    if state.pending:
        state.phase = "choose"
        return
    _end_turn(state, events)


def _end_turn(state: OrganismState, events: list[Event]) -> None:
    seat = state.turn
    before = organism_index(state)
    used = resolve_conflicts(state, seat, events)
    lost = check_integrity(state, seat, used, events)
    if state.setup.has("reclaim"):
        reclaim(state, seat, before, lost, events)
    if state.setup.has("accelerate") and not state.accel:
        # remember, per element, the type its organism chose (the second turn must differ)
        state.ban = [1 << state.chosen[t] if t >= 0 and state.chosen[t] >= 0 and state.occ[c] != EMPTY else 0
                     for c, t in enumerate(state.tag)]
    state.tag = [-1] * len(state.occ)
    state.phase = "choose"
    if state.setup.rain:
        if rain_end(state, events):
            return
    elif len(organisms(state, seat)) >= 3:
        _finish(state, "three_organisms", (seat,), events)
        return
    if _power_end(state, events):
        return
    if state.setup.has("accelerate"):
        state.accel ^= 1
        if state.accel:
            events.append(Event("second_turn", {"seat": seat}))
            _begin_turn(state, events)  # ACCELERATE: the same player's second turn
            return
        state.ban = [0] * len(state.occ)
    state.turns += 1
    if state.turns >= STALL_TURNS:
        _finish(state, "stalled", (), events)
        return
    state.turn = (state.turn + 1) % len(state.players)
    if state.setup.rain and state.turn == state.start_player:
        rain_turn(state, events)
        if state.result is not None:
            return
    _begin_turn(state, events)


def _power_end(state: OrganismState, events: list[Event]) -> bool:
    """POWER: someone has reached the threshold. The most power wins; a tie that includes the
    acting player goes to the others tied with them (seed, GAME END)."""
    if state.setup.rain:
        return False
    threshold = state.setup.threshold
    if max(state.power) < threshold:
        return False
    top = max(state.power)
    tied = [s for s, p in enumerate(state.power) if p == top]
    if len(tied) > 1 and state.turn in tied:
        tied.remove(state.turn)
    _finish(state, "power", tuple(tied), events)
    return True


def _finish(state: OrganismState, reason: str, winners: tuple[int, ...], events: list[Event]) -> None:
    state.result = Result(reason, tuple(state.power), winners, state.rain_turns)
    state.phase = "over"
    events.append(Event("game_over", {"reason": reason, "winners": list(winners)}))


