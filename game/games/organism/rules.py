"""ORGANISM rules (seed 004, rulings O1-O9 and ODI1...; docs/organism.md): a turn, legality, play.

A turn runs A Introduce (a decision: the order of the three elements), B Hold the centre, then
for each organism C Choose (an organism and a type) and D its actions one by one, then E Resolve
conflicts and F Check integrity, and the game-end checks. :func:`why_illegal` is the one place
each condition and its reason live; :func:`legal_actions` lists exactly what it lets through
(a test holds them together). :func:`apply` returns :class:`~game.family.ruleset.Event` values;
:func:`narrate_events` phrases them.

Cells are the board's indices (``state.board``); actions carry hex coordinates, which
:mod:`game.games.organism.hexes` names.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations, product

from game.family.errors import IllegalAction
from game.family.ruleset import Event
from game.games.organism import hexes
from game.games.organism.actions import EAT, GROW, GROWS, MOVE, STOP, TYPES, Action
from game.games.organism.board import board_for, default_boards
from game.games.organism.mutations import default_mutations
from game.games.organism.narrate import narrate_events
from game.games.organism.rain import rain_end, rain_finish, rain_turn
from game.games.organism.reading import (
    acting_organisms,
    acting_part,
    cells_of,
    communes,
    distance,
    field_kinds,
    fields_of,
    groups,
    grow_cost,
    grow_food,
    has_field,
    is_neutral,
    members,
    mobile,
    on_board,
    organisms,
    rebuild_adjacency,
    touches_other_player,
    touches_same_type,
    whole,
    whole_organism,
)
from game.games.organism.resolve import (
    annihilate,
    check_integrity,
    gain,
    next_question,
    organism_index,
    reclaim,
    regenerate,
    remove_element,
    resolve_conflicts,
)
from game.games.organism.setup import OrganismSetup
from game.games.organism.state import (
    EMPTY,
    FIELD_KINDS,
    FIELD_SUPPLY,
    METAMORPHOSE,
    NEUTRAL,
    PILLAR,
    PROJECT,
    SLIDE,
    STALL_TURNS,
    SUPPLY,
    GameData,
    OrganismState,
    Result,
)

JUMP_MOVES_MAX = 6
INHERIT_PAIRS = 1  # INHERIT (ODI48): mirrored pairs of neutral fields per field kind in play

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
        board = board_for(data.boards, "rain", n, "any", setup.rain_rings or None)  # O10 (c)
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
    if setup.has("inherit"):
        if setup.inherit_pattern == "random":
            inherit(state, events)
        else:
            inherit_pattern(state, setup.inherit_pattern, events)
    if setup.rain:
        rain_turn(state, events)
    if state.phase != "regenerate":
        _begin_turn(state, events)
    if narrate:
        state.log.extend(narrate_events(state, events))
    return state


# ---------------------------------------------------------------------------------------------
# Legality: the one place each condition and its reason live
# ---------------------------------------------------------------------------------------------
def inherit(state: OrganismState, events: list[Event]) -> None:
    """INHERIT (ruling ODI48): the board starts with neutral fields, movable by anyone: for each
    field kind in play, two, on spaces drawn from the seed and mirrored through the centre (so
    no seat is favoured), never in the centre, on a home space or next to one, and no two PILLARs
    touching."""
    b = state.board
    banned = {b.centre}
    for home in b.homes:
        for h in home:
            banned.add(h)
            banned.update(b.nbrs[h])
    index = b.index
    placed = []
    for k in field_kinds(state):
        for _ in range(INHERIT_PAIRS):
            spots = []
            for c, cell in enumerate(b.cells):
                m = index.get((-cell[0], -cell[1]))
                if m is None or m == c or {c, m} & banned or state.fld[c] != EMPTY or state.fld[m] != EMPTY:
                    continue
                if k == PILLAR and any(has_field(state, n, PILLAR) for x in (c, m) for n in b.nbrs[x]):
                    continue
                if k == PILLAR and m in b.nbrs[c]:
                    continue
                spots.append(c)
            if not spots:
                break
            c = spots[state.rng.below(len(spots))]
            m = index[(-b.cells[c][0], -b.cells[c][1])]
            for x in (c, m):
                state.fld[x] = NEUTRAL * 8 + k
                placed.append((x, k))
    rebuild_adjacency(state)
    events.append(Event("inherited", {"fields": placed}))


def inherit_pattern(state: OrganismState, pid: str, events: list[Event]) -> None:
    """INHERIT (ruling O10 j, DO1): the fields of a pattern named in the board data, neutral or
    owned. A field is left out where its kind is not in play, its seat is not at the table, or
    its space is off this board, in the centre, a home space or next to one (as ODI48)."""
    pattern = state.data.boards.pattern(pid)
    if pattern is None:
        from game.family.errors import OptionError

        known = ", ".join(p.id for p in state.data.boards.patterns) or "none"
        raise OptionError(f"INHERIT: no pattern '{pid}' in the board file (known: random, {known})")
    b = state.board
    banned = {b.centre}
    for home in b.homes:
        for h in home:
            banned.add(h)
            banned.update(b.nbrs[h])
    kinds = field_kinds(state)
    placed = []
    for k, owner, cell in pattern.fields:
        c = b.index.get(cell)
        if c is None or c in banned or k not in kinds or owner >= state.seats:
            continue
        state.fld[c] = (NEUTRAL if owner < 0 else owner) * 8 + k
        placed.append((c, k))
    rebuild_adjacency(state)
    events.append(Event("inherited", {"fields": placed, "pattern": pid}))


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
    if phase == "regenerate":
        if kind not in ("regenerate", "decline"):
            lost = state.board.name(state.regen[0][0])
            return (f"REGENERATE: {state.name(state.regen[0][1])} first says whether the element lost at "
                    f"{lost} grows back (regenerate or decline)")
        return None
    if kind in ("regenerate", "decline"):
        return "nothing to regenerate now: REGENERATE asks when one of your elements is disrupted"
    if phase == "introduce":
        if kind != "introduce":
            return "you have no organism on the board: introduce one first (A)"
        return _introduce_reason(state, action.order)
    if kind == "introduce":
        return "you introduce only when you begin a turn with no organism on the board"
    if phase == "choose":
        if kind == "echo":
            return _echo_reason(state, action)
        if kind == "avenge":
            return _avenge_reason(state)
        if kind != "choose":
            return "choose an organism and an element type first (C)"
        i, bad = _cell(state, action.a, "the organism")
        if bad:
            return bad
        assert i is not None
        v = state.occ[i]
        if v != EMPTY and v // 3 == state.turn and state.tag[i] < 0:
            return ("that element is in a merged organism another player controls (MERGE): it acts "
                    "on their turn")
        if v == EMPTY or state.tag[i] < 0:
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
        if state.echoing:
            return "finish the echoed action first (or stop)"
        return f"finish this organism's {TYPES[state.etype].upper()} actions first (or stop)"
    if kind == "stop":
        return None
    if kind == "circulate":
        return _circulate_reason(state, action)
    if kind == "echo":
        return "ECHO comes before your first choice of the turn (C), not while an organism acts"
    if kind == "avenge":
        return "AVENGE is spent while you choose (C), not while an organism acts"
    if kind == "transmute":
        return _transmute_reason(state, action)
    if kind == "combust":
        return _combust_reason(state, action)
    if kind not in ("eat", "grow", "move", "shift", "push", "pulse", "contract"):
        return f"unknown action {kind}"
    gate = {"push": "push", "pulse": "pulse", "contract": "contract"}.get(kind)
    if gate and not state.setup.has(gate):
        return f"{kind} is the {gate.upper()} mutation, which is not in play"
    if kind == "shift" and not field_kinds(state):
        return "there are no fields in this game (a field mutation is not in play)"
    t = EAT if kind == "eat" else GROW if kind == "grow" else MOVE
    if kind == "move" and _free_slide(state, action):
        return _move_reason(state, action)
    if budget(state, t) < 1:
        if state.echoing:
            return f"the echoed action is {TYPES[state.etype]} (or circulate)"
        return (f"this organism chose {TYPES[state.etype].upper()}: each action is "
                f"{TYPES[state.etype]} or circulate")
    if kind == "eat":
        return _eat_reason(state, action)
    if kind == "grow":
        return _grow_reason(state, action)
    if kind == "shift":
        return _shift_reason(state, action)
    if kind == "push":
        return _push_reason(state, action)
    if kind == "pulse":
        return _pulse_reason(state, action)
    if kind == "contract":
        return _contract_reason(state, action)
    return _move_reason(state, action)


def budget(state: OrganismState, t: int) -> int:
    """How many actions of type ``t`` the acting organism has left: the chosen type's, COMBUST's
    extra ones (ODI36), and PROJECT's share of the actions left (ODI44)."""
    if t == state.etype:
        return state.left + state.extra[t]
    return state.extra[t] + min(state.proj[t], state.left)


def _spend(state: OrganismState, t: int, k: int) -> None:
    """Spend ``k`` actions of type ``t``: COMBUST's extra ones first (they are worth nothing
    later), then the organism's own (a projected one also uses up its PROJECT share)."""
    take = min(k, state.extra[t])
    state.extra[t] -= take
    k -= take
    if k:
        state.left -= k
        if t != state.etype:
            state.proj[t] -= k


def _spent(state: OrganismState) -> bool:
    return state.left <= 0 and not any(state.extra)


def _own_member(state: OrganismState, i: int, name: str) -> str | None:
    v = state.occ[i]
    if v == EMPTY:
        return f"{name} is empty"
    if state.tag[i] == state.acting:
        if state.ctrl >= 0 and v // 3 != state.turn:
            return (f"{name} is another player's element: in a merged organism each player acts "
                    "with their own (MERGE)")
        return None  # the acting organism's (format 1's MERGE: whoever's element it is)
    if v // 3 != state.turn:
        return f"{name} is another player's element"
    if state.tag[i] != state.acting:
        return f"{name} belongs to another of your organisms, not the one acting"
    return None


def _acting_element(state: OrganismState, c: hexes.Cell | None, what: str) -> tuple[int, str, str | None]:
    """The cell index and name of ``c``, and why it is not an element of the acting organism (or
    None): the opening check of every action that names one of its elements."""
    i, bad = _cell(state, c, what)
    if bad or i is None:
        return -1, "", bad
    name = state.board.name(i)
    return i, name, _own_member(state, i, name)


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
    if b not in state.adj[a]:
        return f"{nb} is not next to {na}: an EAT eats an adjacent space"
    if state.occ[b] != EMPTY:
        return f"{nb} holds an element: only an open space can be eaten"
    return None


def _grow_reason(state: OrganismState, action: Action) -> str | None:
    t = action.etype
    if not 0 <= t < len(GROWS):
        return "grow eat, move or grow"
    b, bad = _cell(state, action.b, "the space to grow into")
    if bad:
        return bad
    assert b is not None
    if t >= 3:
        return _grow_field_full_reason(state, action, t - 3, b)
    nb = hexes.name(action.b)  # type: ignore[arg-type]
    if state.occ[b] != EMPTY:
        return f"{nb} holds an element: grow into an open space"
    if has_field(state, b, PILLAR):
        return f"{nb} holds a PILLAR: no element shares its space"
    if on_board(state, state.turn, t) >= SUPPLY:
        return f"all {SUPPLY} of your {TYPES[t].upper()} elements are on the board (O2)"
    if not _next_to_grower(state, b):
        if state.setup.has("expand"):
            return f"{nb} is not next to this organism (EXPAND)"
        return f"{nb} is not next to a GROW element of this organism"
    if touches_other_player(state, b):
        return f"{nb} touches another player's element: you may not grow next to one (only move)"
    cost, have = grow_cost(state, t), grow_food(state)
    if cost > have:
        return (f"a new {TYPES[t].upper()} costs {cost} food (one per {TYPES[t].upper()} in the organism) "
                f"and its GROW elements hold {have}")
    return _payer_reason(state, action, cost)


def payers(state: OrganismState) -> list[int]:
    """GROW's food (ruling O10 i): the acting organism's GROW elements that can pay, the richest
    first (ties: the lower space), as the table offers them."""
    occ, food = state.occ, state.food
    return sorted((c for c in members(state) if occ[c] % 3 == GROW and food[c] > 0),
                  key=lambda c: (-food[c], c))


def _payer_reason(state: OrganismState, action: Action, cost: int) -> str | None:
    """O10 (i): the player names the grower that pays when more than one can; it pays what it
    holds up to the cost and the others the rest, the richest first (DO3). With nothing to pay,
    or one grower able to, no grower is named; format 1 named none (ODI6)."""
    who = payers(state) if state.setup.o10 and cost else []
    if len(who) < 2:
        if action.a is not None:
            if not state.setup.o10:
                return "this record's rules pay GROW's food richest first (ODI6): name no GROW"
            return ("this growth costs nothing: name no GROW to pay" if cost == 0
                    else f"only {state.board.name(who[0])} can pay: name no GROW" if who
                    else "no GROW element here holds food")
        return None
    if action.a is None:
        return f"say which GROW element pays the {cost} food (like 'grow move e8 f9')"
    i, bad = _cell(state, action.a, "the GROW that pays")
    if bad or i is None:
        return bad
    if i not in who:
        return f"{state.board.name(i)} is not a GROW element of this organism holding food"
    return None


def _next_to_grower(state: OrganismState, b: int) -> bool:
    """GROW's place: next to a GROW of the organism (EXPAND: next to any of its elements)."""
    occ, nbrs = state.occ, state.adj[b]
    expand = state.setup.has("expand")
    return any(n in nbrs and (expand or occ[n] % 3 == GROW) for n in members(state))


def _grow_field_reason(state: OrganismState, k: int, b: int) -> str | None:
    """A field grows like an element (ruling ODI41): next to a GROW (EXPAND: any element) into
    an open space touching no other player's element, or under an element of the organism; never
    in the centre or on another field; it costs one food per field of yours on the board."""
    word = FIELD_KINDS[k].upper()
    nb = state.board.name(b)
    if k not in field_kinds(state):
        return f"{word} is not in play: grow one of the fields in play"
    if state.fld[b] != EMPTY:
        return f"{nb} already holds a field"
    if b == state.board.centre:
        return "fields may never be in the centre"
    if fields_of(state, state.turn) >= FIELD_SUPPLY:
        return f"all {FIELD_SUPPLY} of your fields are on the board (O2)"
    v = state.occ[b]
    if v != EMPTY:
        if k == PILLAR:
            return "a PILLAR may not be grown onto an element"
        if state.tag[b] != state.acting:
            return f"{nb} holds an element of another organism: a field goes under this organism's own"
    else:
        if not _next_to_grower(state, b):
            return f"{nb} is neither under this organism nor next to its GROW elements"
        if touches_other_player(state, b):
            return f"{nb} touches another player's element: you may not grow next to one (only move)"
    cost, have = fields_of(state, state.turn), grow_food(state)
    if cost > have:
        return (f"a field costs {cost} food (one per field of yours on the board) and the GROW "
                f"elements hold {have}")
    return None


def _grow_field_full_reason(state: OrganismState, action: Action, k: int, b: int) -> str | None:
    return _grow_field_reason(state, k, b) or _payer_reason(state, action, fields_of(state, state.turn))


def _acting_move(state: OrganismState, c: int) -> bool:
    v = state.occ[c]
    return v != EMPTY and v % 3 == MOVE and state.tag[c] == state.acting


def _free_slide(state: OrganismState, action: Action) -> bool:
    """SLIDE (ruling ODI42): an element on a slide field moves one space off it without spending
    an action, once per element a turn."""
    if action.kind != "move" or not state.setup.has("slide"):
        return False
    a = state.board.index.get(action.a) if action.a is not None else None
    b = state.board.index.get(action.b) if action.b is not None else None
    if a is None or b is None:
        return False
    return has_field(state, a, SLIDE) and not state.slid[a] and b in state.adj[a]


def _move_block(state: OrganismState, a: int, b: int, alive: bool | None = None, new: int = -1) -> str | None:
    """Why the element at ``a`` cannot move to the adjacent ``b`` (MOBILE, FED, ALIVE, contact).
    ``alive``: ALIVE already worked out for ``a`` (legal_actions does it once per part); ``new``:
    METAMORPHOSE, the type it becomes."""
    na, nb = state.board.name(a), state.board.name(b)
    bad = _own_member(state, a, na)
    if bad:
        return bad
    if state.occ[b] != EMPTY:
        return f"{nb} holds an element: move into an open space"
    if state.fld[b] != EMPTY:
        if has_field(state, b, PILLAR):
            return f"{nb} holds a PILLAR: no element may share its space"
        if has_field(state, b, METAMORPHOSE):
            if new < 0:
                return (f"{nb} holds a METAMORPHOSE field: say the type the element becomes "
                        f"(move {na} {nb} grow)")
            if new == state.occ[a] % 3:
                return "METAMORPHOSE: the element must become another type"
            if on_board(state, state.turn, new) >= SUPPLY:
                return f"all {SUPPLY} of your {TYPES[new].upper()} elements are on the board (O2)"
    if new >= 0 and not has_field(state, b, METAMORPHOSE):
        return "an element changes type only as it moves onto a METAMORPHOSE field"
    commune = state.setup.has("commune") and communes(state, a)
    if not commune and not mobile(state, a):
        return f"{na} is not MOBILE: it is not a MOVE and touches no MOVE of its organism"
    if not commune and state.food[a] < 1:
        return f"{na} is not FED: an element needs at least one food to move"
    if alive is None:
        alive = whole(state, acting_part(state, a))
    if not alive:
        return f"{na} is not ALIVE: its part of the organism lacks an EAT, a MOVE or a GROW"
    t = state.occ[a] % 3 if new < 0 else new
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
    new = action.etype if 0 <= action.etype < 3 else -1
    if b not in state.adj[a]:
        if state.setup.has("jump"):
            cost = _jump_path(state, a, b)
            if not cost:
                return (f"{state.board.name(b)} is neither next to {state.board.name(a)} nor a straight "
                        "jump over your own elements (JUMP)")
            if cost > budget(state, MOVE):
                return f"that jump costs {cost} moves and this organism has {budget(state, MOVE)} left (JUMP)"
            if not any(state.tag[n] == state.acting and n != a for n in state.adj[b]):
                return "a jump lands next to its organism (JUMP)"
            return _move_block(state, a, b, new=new)
        return f"{state.board.name(b)} is not next to {state.board.name(a)}: an element moves one space"
    return _move_block(state, a, b, new=new)


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


# -- the move mutations: PUSH, PULSE, CONTRACT, and moving fields ------------------------------
def _blocked_for(state: OrganismState, c: int) -> str | None:
    """Why an element pushed, pulsed or pulled may not end on ``c`` (besides holding an element):
    a PILLAR, or a METAMORPHOSE field, whose change of type only a move action makes (ODI46)."""
    if has_field(state, c, PILLAR):
        return f"{state.board.name(c)} holds a PILLAR"
    if has_field(state, c, METAMORPHOSE):
        return f"{state.board.name(c)} holds a METAMORPHOSE field (only a move onto it changes a type)"
    return None


def _contact_after(state: OrganismState, moves: dict[int, int]) -> str | None:
    """After moving the elements ``moves`` (from -> to) at once, does any of them touch another
    player's element of its own type? (never allowed, seed MOVE)."""
    occ = state.occ[:]
    for a in moves:
        occ[a] = EMPTY
    for a, b in moves.items():
        occ[b] = state.occ[a]
    me = state.turn
    if state.setup.has("merge"):
        return None  # MERGE: same types may touch (they merge)
    for b in moves.values():
        v = occ[b]
        for n in state.adj[b]:
            w = occ[n]
            if w != EMPTY and w // 3 != me and w % 3 == v % 3:
                return (f"{state.board.name(b)} would touch another player's {TYPES[v % 3].upper()}: two "
                        "elements of the same type of different players may never touch")
    return None


def _push_reason(state: OrganismState, action: Action) -> str | None:
    """PUSH (ruling ODI32): a move into a space holding another of your elements pushes it one
    space on, in the direction you choose (not back where the pusher came from), and so on down
    the line; one more move per element pushed. The mover needs MOBILE, FED and ALIVE; the
    pushed elements need none, and every element must end touching no other player's element of
    its type, off PILLARs and METAMORPHOSE fields."""
    path: list[int] = []
    for k, c in enumerate(action.path):
        i, bad = _cell(state, c, f"space {k + 1} of the push")
        if bad:
            return bad
        assert i is not None
        path.append(i)
    if len(path) < 3:
        return "a push names the mover, the element it pushes, and where that one goes"
    if len(set(path)) != len(path):
        return "a push never goes back over a space it has used"
    cost = len(path) - 1
    if cost > budget(state, MOVE):
        return f"that push costs {cost} moves and this organism has {budget(state, MOVE)} left (PUSH)"
    a = path[0]
    for k in range(1, len(path)):
        if path[k] not in state.adj[path[k - 1]]:
            return f"{state.board.name(path[k])} is not next to {state.board.name(path[k - 1])}"
    for c in path[1:-1]:
        v = state.occ[c]
        if v == EMPTY or v // 3 != state.turn:
            return f"{state.board.name(c)} holds none of your elements: only your own are pushed"
    last = path[-1]
    if state.occ[last] != EMPTY:
        return f"{state.board.name(last)} holds an element: name where that one is pushed too"
    for c in path[1:]:
        bad = _blocked_for(state, c)
        if bad:
            return bad
    # the mover as if it moved into an open space: MOBILE, FED, ALIVE (contact is checked below)
    na = state.board.name(a)
    bad = _own_member(state, a, na)
    if bad:
        return bad
    commune = state.setup.has("commune") and communes(state, a)
    if not commune and not mobile(state, a):
        return f"{na} is not MOBILE: it is not a MOVE and touches no MOVE of its organism"
    if not commune and state.food[a] < 1:
        return f"{na} is not FED: an element needs at least one food to move"
    if not whole(state, acting_part(state, a)):
        return f"{na} is not ALIVE: its part of the organism lacks an EAT, a MOVE or a GROW"
    return _contact_after(state, {path[k]: path[k + 1] for k in range(len(path) - 1)})


def _push_paths(state: OrganismState, a: int) -> list[list[int]]:
    """Every legal push starting with the element at ``a`` (legal_actions)."""
    out: list[list[int]] = []
    room = budget(state, MOVE)
    occ, me = state.occ, state.turn

    def grow(path: list[int]) -> None:
        for n in state.adj[path[-1]]:
            if n in path or _blocked_for(state, n):
                continue
            v = occ[n]
            if v == EMPTY:
                done = [*path, n]
                if _contact_after(state, {done[k]: done[k + 1] for k in range(len(done) - 1)}) is None:
                    out.append(done)
            elif v // 3 == me and len(path) < room:
                grow([*path, n])

    if room >= 2:
        for n in state.adj[a]:
            v = occ[n]
            if v != EMPTY and v // 3 == me and not _blocked_for(state, n):
                grow([a, n])
    return out


def _pulse_moves(state: OrganismState, d: int) -> tuple[dict[int, int] | None, str | None]:
    cells, index = state.board.cells, state.board.index
    dq, dr = hexes.DIRS[d]
    mine = members(state)
    moves = {}
    for c in mine:
        q, r = cells[c]
        n = index.get((q + dq, r + dr))
        if n is None:
            return None, f"{state.board.name(c)} would leave the board"
        if state.occ[n] != EMPTY and n not in mine:
            return None, f"{state.board.name(n)} holds another element in the way"
        bad = _blocked_for(state, n)
        if bad:
            return None, bad
        moves[c] = n
    return moves, None


def _pulse_reason(state: OrganismState, action: Action) -> str | None:
    """PULSE (ruling ODI37): for one MOVE action and two food from the organism, all its elements
    move one space the same way, if none is obstructed: each lands on the board, in a space that
    is open (or that another of them leaves), off PILLARs and METAMORPHOSE fields, touching no
    other player's element of its type. MOBILE, FED and ALIVE do not apply."""
    a, bad = _cell(state, action.a, "the organism")
    if bad:
        return bad
    assert a is not None
    bad = _own_member(state, a, state.board.name(a))
    if bad:
        return bad
    if not 0 <= action.etype < 6:
        return "pulse in one of the six directions (n ne se s sw nw)"
    have = sum(state.food[c] for c in members(state))
    if have < 2:
        return f"a pulse costs two food and this organism holds {have}"
    moves, bad = _pulse_moves(state, action.etype)
    if bad:
        return bad
    assert moves is not None
    return _contact_after(state, moves)


def _contract_steps(state: OrganismState, a: int) -> list[tuple[int, int]]:
    """CONTRACT (ruling ODI38): the organism's other elements, nearest first (ties: the lower
    space), each step one space closer to ``a`` if one is open, off PILLARs and METAMORPHOSE
    fields and touching no other player's element of its type (the lower such space)."""
    occ = state.occ[:]
    me = state.turn
    merge = state.setup.has("merge")
    steps = []
    others = sorted((c for c in members(state) if c != a), key=lambda c: (distance(state, c, a), c))
    for c in others:
        dist = distance(state, c, a)
        v = occ[c]
        for n in sorted(state.board.nbrs[c]):
            if distance(state, n, a) != dist - 1 or occ[n] != EMPTY or _blocked_for(state, n):
                continue
            if not merge and any(occ[m] != EMPTY and occ[m] // 3 != me and occ[m] % 3 == v % 3
                                 for m in state.adj[n] if m != c):
                continue
            occ[n], occ[c] = v, EMPTY
            steps.append((c, n))
            break
    return steps


def _contract_reason(state: OrganismState, action: Action) -> str | None:
    a, na, bad = _acting_element(state, action.a, "the element to contract toward")
    if bad:
        return bad
    if not _contract_steps(state, a):
        return f"no element of the organism can step closer to {na}"
    return None


def _shift_reason(state: OrganismState, action: Action) -> str | None:
    """Moving a field (ruling ODI41): one MOVE action moves a field of yours (or a neutral one)
    one space, if it is MOBILE: under or next to a MOVE of the acting organism. It needs no food
    and no ALIVE; it may go under an element (a PILLAR may not), never onto another field or into
    the centre; it carries the food lying on an open space."""
    a, bad = _cell(state, action.a, "the field to move")
    if bad:
        return bad
    b, bad = _cell(state, action.b, "where it goes")
    if bad:
        return bad
    assert a is not None and b is not None
    na, nb = state.board.name(a), state.board.name(b)
    f = state.fld[a]
    if f == EMPTY:
        return f"{na} holds no field"
    if f // 8 != state.turn and not is_neutral(f):
        return f"the field at {na} is another player's"
    if not any(_acting_move(state, c) for c in (a, *state.adj[a])):
        return f"the field at {na} is not MOBILE: no MOVE of this organism is on it or next to it"
    if b not in state.adj[a]:
        return f"{nb} is not next to {na}: a field moves one space"
    if state.fld[b] != EMPTY:
        return f"{nb} already holds a field"
    if b == state.board.centre:
        return "fields may never be in the centre"
    if f % 8 == PILLAR and state.occ[b] != EMPTY:
        return "a PILLAR may not be moved onto an element"
    return None


def _transmute_reason(state: OrganismState, action: Action) -> str | None:
    """TRANSMUTE (ruling ODI39): while its organism acts, an element pays one of its own food to
    count as another type for the rest of the turn (conflict and integrity included)."""
    if not state.setup.has("transmute"):
        return "TRANSMUTE is not in play"
    a, na, bad = _acting_element(state, action.a, "the element to transmute")
    if bad:
        return bad
    if not 0 <= action.etype < 3:
        return "transmute into eat, move or grow"
    if action.etype == state.occ[a] % 3:
        return f"{na} is already a {TYPES[action.etype].upper()}"
    if state.food[a] < 1:
        return f"{na} holds no food: transmuting costs one of its own"
    if touches_same_type(state, a, action.etype, skip=a):
        return (f"{na} touches another player's {TYPES[action.etype].upper()}: two elements of the same "
                "type of different players may never touch")
    return None


def _combust_reason(state: OrganismState, action: Action) -> str | None:
    """COMBUST (ruling ODI36): while its organism acts, remove one of its elements (its food is
    lost) for two more actions of a type other than its own."""
    if not state.setup.has("combust"):
        return "COMBUST is not in play"
    a, _, bad = _acting_element(state, action.a, "the element to combust")
    if bad:
        return bad
    if not 0 <= action.etype < 3:
        return "combust for eat, move or grow actions"
    if action.etype == state.occ[a] % 3:
        return f"a combusted {TYPES[action.etype].upper()} gives two actions of another type"
    return None


def _echo_reason(state: OrganismState, action: Action) -> str | None:
    """ECHO (ruling ODI35): before the first choice of your turn, one organism may take one
    action of the type the previous player's last organism chose (or circulate)."""
    if not state.setup.has("echo"):
        return "ECHO is not in play"
    if state.echo < 0:
        return "nothing to echo: the previous player chose no type, or you have chosen already"
    i, bad = _cell(state, action.a, "the organism")
    if bad:
        return bad
    assert i is not None
    if state.tag[i] not in state.pending:
        return f"{state.board.name(i)} holds none of your organisms still to act"
    return None


def _avenge_reason(state: OrganismState) -> str | None:
    if not state.setup.has("avenge"):
        return "AVENGE is not in play"
    if state.avenge[state.turn] < 1:
        return "you hold no AVENGE turn: one comes when you lose an organism to integrity on another's turn"
    if state.bonus:
        return "a free turn is already owed (one at a time)"
    return None


# ---------------------------------------------------------------------------------------------
# Legal actions (exactly what why_illegal lets through; built directly, for the bots' speed)
# ---------------------------------------------------------------------------------------------
def legal_actions(state: OrganismState) -> list[Action]:
    if state.result is not None:
        return []
    cells = state.board.cells
    if state.phase == "regenerate":
        return [Action("regenerate"), Action("decline")]
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
        if state.setup.has("echo") and state.echo >= 0:
            out.extend(Action("echo", cells[members(state, t)[0]]) for t in state.pending)
        if _avenge_reason(state) is None:
            out.append(Action("avenge"))
        return out
    out = [STOP]
    mine = members(state)
    occ, food, nbrs = state.occ, state.food, state.adj
    if budget(state, EAT) > 0:
        for c in mine:
            if occ[c] % 3 == EAT:
                out.extend(Action("eat", cells[c], cells[n]) for n in nbrs[c] if occ[n] == EMPTY)
    if budget(state, GROW) > 0:
        out.extend(_legal_grows(state, mine))
    if budget(state, MOVE) > 0:
        out.extend(_legal_moves(state, mine))
    elif state.setup.has("slide"):
        for c in mine:
            if has_field(state, c, SLIDE) and not state.slid[c]:
                for n in nbrs[c]:
                    for a in _move_variants(state, c, n):
                        if why_illegal(state, a) is None:
                            out.append(a)
    for a in mine:
        if food[a] > 0:
            out.extend(Action("circulate", cells[a], cells[b]) for b in mine if b != a)
    if state.setup.has("transmute"):
        for c in mine:
            if food[c] > 0:
                out.extend(Action("transmute", cells[c], None, t) for t in (EAT, MOVE, GROW)
                           if t != occ[c] % 3 and not touches_same_type(state, c, t, skip=c))
    if state.setup.has("combust"):
        for c in mine:
            out.extend(Action("combust", cells[c], None, t) for t in (EAT, MOVE, GROW) if t != occ[c] % 3)
    return out


def _move_variants(state: OrganismState, a: int, b: int) -> list[Action]:
    """The move actions from ``a`` to ``b``: one, or (onto a METAMORPHOSE field) one per type."""
    cells = state.board.cells
    if has_field(state, b, METAMORPHOSE):
        return [Action("move", cells[a], cells[b], t) for t in (EAT, MOVE, GROW) if t != state.occ[a] % 3]
    return [Action("move", cells[a], cells[b])]


def _legal_grows(state: OrganismState, mine: list[int]) -> list[Action]:
    out = []
    cells, occ, nbrs = state.board.cells, state.occ, state.adj
    have = grow_food(state)
    counts = [0, 0, 0]
    for c in mine:
        counts[occ[c] % 3] += 1
    types = [t for t in (EAT, MOVE, GROW)
             if counts[t] <= have and on_board(state, state.turn, t) < SUPPLY]
    kinds = field_kinds(state)
    if kinds and (fields_of(state, state.turn) > have or fields_of(state, state.turn) >= FIELD_SUPPLY):
        kinds = []
    if not types and not kinds:
        return out
    expand = state.setup.has("expand")
    spots = set()
    for c in mine:
        if expand or occ[c] % 3 == GROW:
            for n in nbrs[c]:
                if occ[n] == EMPTY and not touches_other_player(state, n):
                    spots.add(n)
    # O10 (i): one action per grower that can pay, the richest first, when there is food to pay
    who = [cells[c] for c in payers(state)] if state.setup.o10 else []
    if len(who) < 2:
        who = []  # no choice to make: no grower named
    paying = {t: (who if counts[t] and who else [None]) for t in types}
    for n in sorted(spots):
        if not has_field(state, n, PILLAR):
            out.extend(Action("grow", p, cells[n], t) for t in types for p in paying[t])
    if kinds:
        field_payers = who if fields_of(state, state.turn) and who else [None]
        for n in sorted(spots | set(mine)):
            if state.fld[n] != EMPTY or n == state.board.centre:
                continue
            out.extend(Action("grow", p, cells[n], 3 + k) for k in kinds for p in field_payers
                       if not (k == PILLAR and occ[n] != EMPTY))
    return out


def _legal_moves(state: OrganismState, mine: list[int]) -> list[Action]:
    out: list[Action] = []
    cells, occ, nbrs = state.board.cells, state.occ, state.adj
    jump = state.setup.has("jump")
    alive = {c for g in groups(state, whole_organism(state)) if whole(state, g) for c in g}
    for c in mine:
        for n in nbrs[c]:
            if occ[n] == EMPTY:
                for a in _move_variants(state, c, n):
                    if _move_block(state, c, n, c in alive, a.etype) is None:
                        out.append(a)
        if jump:
            for n in range(len(cells)):
                if occ[n] == EMPTY and n not in nbrs[c]:
                    for a in _move_variants(state, c, n):
                        if _move_reason(state, a) is None:
                            out.append(a)
    if state.setup.has("push"):
        for c in mine:
            if c in alive:
                for p in _push_paths(state, c):
                    a = Action("push", cells[p[0]], cells[p[1]], path=tuple(cells[x] for x in p))
                    if _push_reason(state, a) is None:
                        out.append(a)
    if state.setup.has("pulse") and mine:
        for d in range(6):
            a = Action("pulse", cells[mine[0]], None, d)
            if _pulse_reason(state, a) is None:
                out.append(a)
    if state.setup.has("contract"):
        for c in mine:
            if _contract_steps(state, c):
                out.append(Action("contract", cells[c]))
    if field_kinds(state):
        for c, f in enumerate(state.fld):
            if f == EMPTY or (f // 8 != state.turn and not is_neutral(f)):
                continue
            if not any(_acting_move(state, m) for m in (c, *nbrs[c])):
                continue
            for n in nbrs[c]:
                a = Action("shift", cells[c], cells[n])
                if _shift_reason(state, a) is None:
                    out.append(a)
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
    if kind in ("regenerate", "decline"):
        _answer(state, kind == "regenerate", events)
        if state.narrate:
            state.log.extend(narrate_events(state, events))
        return events
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
        state.last_type[seat] = action.etype
        state.echo = -1  # ECHO comes before the first choice only
        state.extra = [0, 0, 0]
        state.proj = [0, 0, 0]
        if state.setup.has("project"):
            # PROJECT (ruling ODI44): each element on a project field lends one of the actions
            # its own type, counted now as the actions are (O4)
            for c in members(state):
                if has_field(state, c, PROJECT) and occ[c] % 3 != action.etype:
                    state.proj[occ[c] % 3] += 1
        state.phase = "act"
        events.append(Event("chose", {"seat": seat, "cell": i, "type": action.etype, "actions": state.left,
                                      "projected": list(state.proj)}))
        if state.setup.o10 and state.setup.has("merge"):
            _merge_turns(state, events)
    elif kind == "echo":
        i = index[action.a]  # type: ignore[index]
        state.acting = state.tag[i]
        state.etype = state.echo
        state.left = 1
        state.extra = [0, 0, 0]
        state.proj = [0, 0, 0]
        state.echoing = True
        state.echo = -1
        state.phase = "act"
        if state.setup.o10 and len({state.occ[c] // 3 for c in members(state)}) > 1:
            state.ctrl = seat  # MERGE (O10 g): the echoed action too is with your own elements
        events.append(Event("echoed", {"seat": seat, "cell": i, "type": state.etype}))
    elif kind == "avenge":
        state.avenge[seat] -= 1
        state.bonus = 1
        events.append(Event("avenged", {"seat": seat, "left": state.avenge[seat]}))
    elif kind == "stop":
        events.append(Event("stopped", {"seat": seat, "left": state.left + sum(state.extra)}))
        state.left = 0
        state.extra = [0, 0, 0]
    elif kind == "transmute":
        a = index[action.a]  # type: ignore[index]
        was = state.occ[a] % 3
        state.food[a] -= 1
        if state.orig[a] < 0:
            state.orig[a] = was
        elif state.orig[a] == action.etype:
            state.orig[a] = -1  # back to its own type
        state.occ[a] = seat * 3 + action.etype
        events.append(Event("transmuted", {"seat": seat, "cell": a, "from": was, "type": action.etype}))
    elif kind == "combust":
        a = index[action.a]  # type: ignore[index]
        was = state.occ[a] % 3
        state.occ[a], state.food[a], state.tag[a], state.orig[a], state.slid[a] = EMPTY, 0, -1, -1, 0
        state.extra[action.etype] += 2
        events.append(Event("combusted", {"seat": seat, "cell": a, "from": was, "type": action.etype}))
    else:
        _act(state, action, events)
    if state.phase == "act" and _spent(state):
        if kind != "stop" and not state.echoing and _synchronized(state):
            state.synced.append(state.acting)
            state.left = 1
            events.append(Event("synchronized", {"seat": seat, "type": state.etype}))
        elif not _next_merged(state, events):
            _end_organism(state, events)
    if state.narrate:
        state.log.extend(narrate_events(state, events))
    return events


def _act(state: OrganismState, action: Action, events: list[Event]) -> None:
    """D: one EAT, GROW or MOVE action (a move, a push, a pulse, a contraction, a field moved),
    or CIRCULATE, paid from the organism's actions."""
    kind = action.kind
    index = state.board.index
    seat = state.turn
    if kind == "eat":
        _spend(state, EAT, 1)
        a, b = index[action.a], index[action.b]  # type: ignore[index]
        gained = state.food[b] + 1
        state.food[a] += gained
        state.food[b] = 0
        events.append(Event("ate", {"seat": seat, "eater": a, "space": b, "food": gained}))
    elif kind == "grow":
        _spend(state, GROW, 1)
        b = index[action.b]  # type: ignore[index]
        if action.etype >= 3:
            k = action.etype - 3
            cost = fields_of(state, seat)
            paid = _pay(state, cost, _payer_cell(state, action))
            state.fld[b] = seat * 8 + k
            events.append(Event("grew_field", {"seat": seat, "cell": b, "kind": k, "cost": cost,
                                               "paid": paid}))
            _fields_changed(state, b, events)
        else:
            cost = grow_cost(state, action.etype)
            paid = _pay(state, cost, _payer_cell(state, action))
            state.occ[b] = seat * 3 + action.etype
            state.tag[b] = state.acting
            events.append(Event("grew", {"seat": seat, "cell": b, "type": action.etype, "cost": cost,
                                         "paid": paid, "found": state.food[b]}))
    elif kind == "move":
        a, b = index[action.a], index[action.b]  # type: ignore[index]
        free = _free_slide(state, action)
        spent = 0 if free else (1 if b in state.adj[a] else _jump_path(state, a, b))
        _spend(state, MOVE, spent)
        found = state.food[b]
        was = state.occ[a] % 3
        _relocate(state, a, b)
        if free:
            state.slid[b] = 1
        if action.etype >= 0:  # METAMORPHOSE (ruling ODI46): it becomes another type on the field
            state.occ[b] = seat * 3 + action.etype
            state.orig[b] = -1
        events.append(Event("moved", {"seat": seat, "src": a, "dst": b, "found": found,
                                      "type": state.occ[b] % 3, "cost": spent, "was": was}))
    elif kind == "push":
        path = [index[c] for c in action.path]
        _spend(state, MOVE, len(path) - 1)
        found = state.food[path[-1]]
        kinds = [state.occ[c] % 3 for c in path[:-1]]
        for k in range(len(path) - 1, 0, -1):
            _relocate(state, path[k - 1], path[k])
        events.append(Event("pushed", {"seat": seat, "path": path, "types": kinds, "found": found}))
    elif kind == "pulse":
        _spend(state, MOVE, 1)
        moves, _ = _pulse_moves(state, action.etype)
        assert moves is not None
        paid = _pay_any(state, 2)
        _relocate_all(state, moves)
        events.append(Event("pulsed", {"seat": seat, "moves": sorted(moves.items()), "dir": action.etype,
                                       "paid": paid}))
    elif kind == "contract":
        _spend(state, MOVE, 1)
        a = index[action.a]  # type: ignore[index]
        steps = _contract_steps(state, a)
        for src, dst in steps:
            _relocate(state, src, dst)
        events.append(Event("contracted", {"seat": seat, "cell": a, "moves": steps}))
    elif kind == "shift":
        _spend(state, MOVE, 1)
        a, b = index[action.a], index[action.b]  # type: ignore[index]
        f = state.fld[a]
        state.fld[a], state.fld[b] = EMPTY, f
        carried = 0
        if state.occ[a] == EMPTY:  # a field carries the food lying in its space (seed, FIELDS)
            carried = state.food[a]
            state.food[b] += carried
            state.food[a] = 0
        events.append(Event("shifted", {"seat": seat, "src": a, "dst": b, "kind": f % 8, "food": carried}))
        _fields_changed(state, b, events)
    elif kind == "circulate":
        if state.left > 0:
            state.left -= 1
        else:  # COMBUST's extra actions may circulate too (each action may, O4)
            t = next(t for t in range(3) if state.extra[t])
            state.extra[t] -= 1
        a, b = index[action.a], index[action.b]  # type: ignore[index]
        state.food[a] -= 1
        state.food[b] += 1
        events.append(Event("circulated", {"seat": seat, "src": a, "dst": b}))


def _relocate(state: OrganismState, a: int, b: int) -> None:
    """The element at ``a`` moves to the open ``b``, with its food, its organism and its marks
    (TRANSMUTE, SLIDE), taking the food lying there."""
    state.occ[b], state.occ[a] = state.occ[a], EMPTY
    state.food[b] += state.food[a]
    state.food[a] = 0
    state.tag[b], state.tag[a] = state.tag[a], -1
    state.orig[b], state.orig[a] = state.orig[a], -1
    state.slid[b], state.slid[a] = state.slid[a], 0


def _relocate_all(state: OrganismState, moves: dict[int, int]) -> None:
    """Several elements move at once (PULSE): each takes the food lying where it lands."""
    saved = {a: (state.occ[a], state.food[a], state.tag[a], state.orig[a], state.slid[a]) for a in moves}
    for a in moves:
        state.occ[a], state.food[a], state.tag[a], state.orig[a], state.slid[a] = EMPTY, 0, -1, -1, 0
    for a, b in moves.items():
        v, f, tag, orig, slid = saved[a]
        state.occ[b], state.tag[b], state.orig[b], state.slid[b] = v, tag, orig, slid
        state.food[b] += f


def _pay_any(state: OrganismState, cost: int) -> list[int]:
    """PULSE's two food, from the organism's richest elements first (ties: the lower space)."""
    food = state.food
    paid = []
    for _ in range(cost):
        c = max((c for c in members(state) if food[c] > 0), key=lambda g: (food[g], -g))
        food[c] -= 1
        paid.append(c)
    return paid


def _fields_changed(state: OrganismState, c: int, events: list[Event]) -> None:
    """After a field arrives at ``c``: two PILLARs that touch annihilate (ruling ODI45), and WARP
    adjacency is worked out again."""
    annihilate(state, c, events)
    if state.setup.has("warp"):
        rebuild_adjacency(state)


def _payer_cell(state: OrganismState, action: Action) -> int | None:
    return state.board.index[action.a] if action.a is not None else None


def _pay(state: OrganismState, cost: int, first: int | None = None) -> list[int]:
    """GROW's food: the grower the player named pays what it holds up to the cost (O10 i, DO3);
    the rest from the organism's GROW elements with the most food first, ties by space
    (ruling ODI6: it keeps as many growers fed, and so able to move, as it can). Returns the
    cells paid from, one entry per food."""
    occ, food = state.occ, state.food
    paid = []
    if first is not None:
        take = min(cost, food[first])
        food[first] -= take
        paid.extend([first] * take)
        cost -= take
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
    # On RAIN's middle pyramid (ODI19) only one space touches two home spaces; the spaces that
    # touch the most home spaces, then the nearest the centre, make up the two.
    near = [c for c in range(len(b.cells)) if c not in home and any(h in b.nbrs[c] for h in home)]
    near.sort(key=lambda c: (-sum(1 for h in home if h in b.nbrs[c]), hexes.ring_of(b.cells[c]), c))
    out = near[:2]
    out.sort(key=lambda c: (min(k for k, h in enumerate(home) if h in b.nbrs[c]), c))
    return out


def _introduce(state: OrganismState, order: tuple[int, ...], events: list[Event]) -> None:
    """A: clear the home spaces (food and elements) and the elements next to them, food dropped
    but no power (ODI2); then one food in each new element."""
    seat = state.turn
    home = list(state.board.homes[seat])
    spaces = home + (front_spaces(state, home) if len(order) == 5 else [])
    nbrs = state.board.nbrs
    near = sorted({n for h in spaces for n in nbrs[h]} - set(spaces))
    before = organism_index(state) if state.setup.has("reclaim") and state.setup.o10 else None
    cleared = []
    for c in spaces + near:
        if state.occ[c] != EMPTY:
            cleared.append((c, state.occ[c]))
            remove_element(state, c)
    for h in home:
        state.food[h] = 0  # the home spaces start clean (ODI2)
    for c in spaces:
        if has_field(state, c, PILLAR):  # no element shares a PILLAR's space: it goes (ODI45)
            state.fld[c] = EMPTY
    for c, t in zip(spaces, order, strict=True):
        state.food[c] += 1  # a front space's food joins its element, as in GROW (ODI15)
        state.occ[c] = seat * 3 + t
    state.first_intro[seat] = False
    events.append(Event("introduced", {"seat": seat, "cells": spaces, "order": list(order),
                                       "cleared": cleared}))
    if before is not None and cleared:
        reclaim(state, seat, before, [], events)  # O10 (b): lost to another player's introduce


def _begin_turn(state: OrganismState, events: list[Event]) -> None:
    events.append(Event("turn", {"seat": state.turn, "turn": state.turns + 1}))
    state.slid = [0] * len(state.occ)
    state.last_type[state.turn] = -1
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
        amount = 1
        if state.setup.has("drink"):
            # O10 (e): the n-th turn in a row pays the hold's power plus n (2, 3, 4 ...);
            # format 1 paid n (ODI16 as first ruled)
            amount = 1 + state.streak[seat] if state.setup.o10 else state.streak[seat]
        gain(state, seat, amount, "hold")
        events.append(Event("held", {"seat": seat, "power": amount, "streak": state.streak[seat]}))
        if _power_end(state, events):
            return
    else:
        state.streak[seat] = 0
    state.tag = [-1] * len(state.occ)
    orgs = acting_organisms(state, seat)  # MERGE: with the merged organisms it controls
    for k, g in enumerate(orgs):
        for c in g:
            state.tag[c] = k
    state.pending = list(range(len(orgs)))
    state.chosen = [-1] * len(orgs)
    if not orgs and state.setup.has("merge") and cells_of(state, seat):
        # MERGE (ODI40): all your elements are in merged organisms others control: nothing acts
        # this turn, but conflicts and integrity still come
        state.acting, state.etype, state.left = -1, -1, 0
        events.append(Event("no_action", {"seat": seat}))
        _end_turn(state, events)
        return
    state.synced = []
    state.org_ban = []
    if state.accel:
        # ACCELERATE (ruling ODI31): each organism must choose another type than its elements'
        # organisms chose in the first turn; one whose every type is taken may choose freely
        bans = [0] * len(orgs)
        for k, g in enumerate(orgs):
            for c in g:
                bans[k] |= state.ban[c]
        # (also when every type it has is taken: PERSIST keeps one-type organisms on the board)
        present = [0] * len(orgs)
        for k, g in enumerate(orgs):
            for c in g:
                present[k] |= 1 << (state.occ[c] % 3)
        state.org_ban = [b if present[k] & ~b else 0 for k, b in enumerate(bans)]
    state.acting, state.etype, state.left = -1, -1, 0
    state.extra, state.proj, state.echoing = [0, 0, 0], [0, 0, 0], False
    # ECHO (ruling ODI35): the type the previous player's last organism chose (RAIN chooses none)
    n = len(state.players)
    state.echo = state.last_type[(seat - 1) % n] if state.setup.has("echo") and n > 1 else -1
    state.phase = "choose"


def _synchronized(state: OrganismState) -> bool:
    """SYNCHRONIZE (ruling ODI30): once an organism has used all its actions, one more if an
    element of the chosen type touches two elements of one other type of the same organism;
    once per organism a turn."""
    if not state.setup.has("synchronize") or state.acting in state.synced:
        return False
    occ, tags, nbrs = state.occ, state.tag, state.adj
    for c in members(state):
        if occ[c] % 3 != state.etype:
            continue
        counts = [0, 0, 0]
        for n in nbrs[c]:
            if tags[n] == state.acting and occ[n] != EMPTY:
                counts[occ[n] % 3] += 1
        if any(counts[t] >= 2 for t in range(3) if t != state.etype):
            return True
    return False


def _merge_turns(state: OrganismState, events: list[Event]) -> None:
    """MERGE (ruling O10 g): the controller has chosen the merged organism's type; now each
    player with elements in it acts with their own elements only, from the fewest elements to
    the most, ties in turn order from the seat after the controller."""
    everyone = whole_organism(state)
    counts: dict[int, int] = {}
    for c in everyone:
        counts[state.occ[c] // 3] = counts.get(state.occ[c] // 3, 0) + 1
    if len(counts) < 2:
        return
    n, ctrl = len(state.players), state.turn
    order = sorted(counts, key=lambda o: (counts[o], (o - ctrl - 1) % n))
    state.ctrl = ctrl
    state.merge_order = order
    if not _next_merged(state, events):  # nobody has an element of the chosen type
        state.left = 0


def _next_merged(state: OrganismState, events: list[Event]) -> bool:
    """The next player of a merged organism to act with their own elements (O10 g); False when
    all have acted (the controller's turn goes on, ``turn`` theirs again)."""
    if state.ctrl < 0:
        return False
    while state.merge_order:
        seat = state.merge_order.pop(0)
        state.turn = seat
        occ = state.occ
        mine = members(state)
        state.left = sum(1 for c in mine if occ[c] % 3 == state.etype)
        state.extra, state.proj = [0, 0, 0], [0, 0, 0]
        if state.setup.has("project"):
            for c in mine:
                if has_field(state, c, PROJECT) and occ[c] % 3 != state.etype:
                    state.proj[occ[c] % 3] += 1
        if state.left:
            events.append(Event("merge_turn", {"seat": seat, "controller": state.ctrl,
                                               "type": state.etype, "actions": state.left}))
            return True
    state.turn, state.ctrl = state.ctrl, -1
    return False


def _end_organism(state: OrganismState, events: list[Event]) -> None:
    if state.ctrl >= 0:  # an echoed action in a merged organism (O10 g) is over
        state.turn, state.ctrl, state.merge_order = state.ctrl, -1, []
    if state.echoing:
        state.echoing = False  # the echoed action is done; the organism still chooses (ODI35)
    else:
        state.pending.remove(state.acting)
    state.acting, state.etype, state.left = -1, -1, 0
    state.extra, state.proj = [0, 0, 0], [0, 0, 0]
    # an organism that COMBUSTed its every element has nothing left to choose with
    state.pending = [t for t in state.pending if members(state, t)]
    if state.org_ban:
        # ECHO may have COMBUSTed or TRANSMUTEd a pending organism down to types ACCELERATE
        # bans: then, as at the start of the turn (ODI31), it chooses freely
        for t in state.pending:
            present = 0
            for c in members(state, t):
                present |= 1 << (state.occ[c] % 3)
            if not present & ~state.org_ban[t]:
                state.org_ban[t] = 0
    if state.pending:
        state.phase = "choose"
        return
    _end_turn(state, events)


def _answer(state: OrganismState, yes: bool, events: list[Event]) -> None:
    """REGENERATE's question answered (ruling O10 h): the element grows back or not; then the
    next question, or the turn goes on where it stopped (integrity)."""
    lost, seat, t = state.regen.pop(0)
    if yes:
        regenerate(state, lost, seat, t, events)
    else:
        events.append(Event("declined", {"seat": seat, "cell": lost, "type": t}))
    if next_question(state):
        return
    where, used, before = state.resume
    state.resume = ()
    if where == "rain":
        state.phase = "choose"
        rain_finish(state, before, events)
        if state.result is None:
            _begin_turn(state, events)
        return
    state.phase = "choose"
    _after_conflicts(state, used, before, events)


def _end_turn(state: OrganismState, events: list[Event]) -> None:
    seat = state.turn
    before = organism_index(state)
    used = resolve_conflicts(state, seat, events)
    if next_question(state):  # O10 (h): a REGENERATE question first, to the lost element's owner
        state.resume = ("turn", used, before)
        state.phase = "regenerate"
        return
    _after_conflicts(state, used, before, events)


def _after_conflicts(state: OrganismState, used: dict[int, list[int]], before: dict[int, tuple[int, int]],
                     events: list[Event]) -> None:
    seat = state.turn
    lost = check_integrity(state, seat, used, events)
    if state.setup.has("reclaim"):
        reclaim(state, seat, before, lost, events)
    for c, t in enumerate(state.orig):
        if t >= 0:  # TRANSMUTE (ODI39): the turn is over, the element is its own type again
            if state.occ[c] != EMPTY:
                state.occ[c] = state.occ[c] // 3 * 3 + t
            state.orig[c] = -1
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
    if state.setup.has("accelerate") and state.bonus != 2:
        state.accel ^= 1
        if state.accel:
            events.append(Event("second_turn", {"seat": seat}))
            _begin_turn(state, events)  # ACCELERATE: the same player's second turn
            return
        state.ban = [0] * len(state.occ)
    if state.bonus == 1:  # AVENGE (ruling ODI33): the free turn, after the whole of this one
        state.bonus = 2
        events.append(Event("free_turn", {"seat": seat}))
        _begin_turn(state, events)
        return
    state.bonus = 0
    state.turns += 1
    if state.turns >= STALL_TURNS:
        _finish(state, "stalled", (), events)
        return
    state.turn = (state.turn + 1) % len(state.players)
    if state.setup.rain and state.turn == state.start_player:
        rain_turn(state, events)
        if state.result is not None or state.phase == "regenerate":
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


