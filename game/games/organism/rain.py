"""RAIN (ruling O9, ODI26-ODI28): its turn, falling, the dice, and the end of a RAIN game."""

from __future__ import annotations

from game.family.ruleset import Event
from game.games.organism.reading import has_field, rain_seat
from game.games.organism.resolve import (
    check_integrity,
    next_question,
    organism_index,
    reclaim,
    remove_element,
    resolve_conflicts,
)
from game.games.organism.state import EMPTY, PILLAR, OrganismState, Result


def rain_turn(state: OrganismState, events: list[Event]) -> None:
    """RAIN's turn: its elements fall one space down their columns (taking the food there), same
    types that touch go (both, RAIN gaining one power per player element), then the dice drop a
    new element at the top of a column, then conflicts."""
    rs = rain_seat(state)
    board = state.board
    occ, food = state.occ, state.food
    events.append(Event("rain_turn", {"turn": state.rain_turns + 1}))
    # O10 (b): RECLAIM pays for the players' elements RAIN washes away, disrupts or breaks
    before = organism_index(state) if state.setup.has("reclaim") and state.setup.o10 else None
    below: dict[int, int] = {}
    for col in board.columns():
        for k in range(len(col) - 1):
            below[col[k]] = col[k + 1]
    falling = sorted((c for c, v in enumerate(occ) if v != EMPTY and v // 3 == rs),
                     key=lambda c: -board.cells[c][1])  # lowest first, so none lands on another
    for c in falling:
        d = below.get(c)
        if d is None:
            # ODI27: an element at the bottom of its column falls off the board (back to supply)
            state.rain_supply[occ[c] % 3] += 1
            occ[c] = EMPTY
            food[c] = 0
            events.append(Event("rain_fell_off", {"cell": c}))
            continue
        if occ[d] != EMPTY or has_field(state, d, PILLAR):
            continue  # ODI27: a RAIN element resting on an element (or a PILLAR) stays where it is
        occ[d], occ[c] = occ[c], EMPTY
        took = food[d]
        food[d] = 0  # RAIN absorbs the food it falls on (O9)
        events.append(Event("rain_fell", {"src": c, "dst": d, "food": took}))
    rain_same_type(state, events)
    drops = 2 if state.setup.rain_double else 1
    roll: list[int] = []
    cols = board.columns()
    for k in range(drops):
        t = state.rng.below(6) // 2  # the element die: each type on two faces
        col = state.rng.below(len(cols))  # the column die: 7, 9 or 11 faces (O9)
        if k and state.setup.o10 and col == roll[1]:
            col = _reroll(state, cols, roll[1])
        roll.extend((t, col))
        top = cols[col][0]
        if state.rain_supply[t] <= 0 or occ[top] != EMPTY or has_field(state, top, PILLAR):
            events.append(Event("rain_rolled", {"type": t, "column": col + 1, "cell": top, "placed": False}))
            continue
        state.rain_supply[t] -= 1
        occ[top] = rs * 3 + t
        events.append(Event("rain_rolled", {"type": t, "column": col + 1, "cell": top, "placed": True}))
    state.last_roll = tuple(roll)
    rain_same_type(state, events)
    resolve_conflicts(state, rs, events)
    state.rain_turns += 1
    if next_question(state):  # O10 (h): REGENERATE asks the players RAIN disrupted, then on
        state.resume = ("rain", {}, before)
        state.phase = "regenerate"
        return
    rain_finish(state, before, events)


def rain_finish(state: OrganismState, before: dict[int, tuple[int, int]] | None, events: list[Event]) -> None:
    """The end of RAIN's turn: integrity, RECLAIM (O10 b), and whether RAIN has won."""
    rs = rain_seat(state)
    # ODI28: the players' organisms broken by RAIN fail integrity now, but RAIN's turn lists no
    # integrity power, so none is paid for them
    check_integrity(state, rs, {}, events, award=False)
    if before is not None:
        reclaim(state, rs, before, [], events)
    rain_end(state, events)


def _reroll(state: OrganismState, cols: list[list[int]], first: int) -> int:
    """RAIN drops two (ruling O10 d): the second column die named the first's column, so it is
    rolled again until it names another column with room (its top open, no PILLAR). With no
    such column (DO2) it stays where it is, and drops nothing."""
    room = [k for k, col in enumerate(cols) if k != first and _has_room(state, col[0])]
    if not room:
        return first
    while True:
        col = state.rng.below(len(cols))
        if col in room:
            return col


def _has_room(state: OrganismState, top: int) -> bool:
    return state.occ[top] == EMPTY and not has_field(state, top, PILLAR)


def rain_end(state: OrganismState, events: list[Event]) -> bool:
    """O9: RAIN at its threshold ends the game; the players survived the rounds before its turn."""
    if state.rain_power < state.setup.rain_threshold:
        return False
    state.result = Result("rain", tuple(state.power), (), max(0, state.rain_turns - 1))
    state.phase = "over"
    events.append(Event("game_over", {"reason": "rain", "winners": []}))
    return True


def rain_same_type(state: OrganismState, events: list[Event]) -> None:
    """O9: RAIN's element touching a player's element of the same type: both go, RAIN gaining a
    power for each player element."""
    rs = rain_seat(state)
    occ, nbrs = state.occ, state.board.nbrs
    gone: set[int] = set()
    for c, v in enumerate(occ):
        if v == EMPTY or v // 3 != rs:
            continue
        for n in nbrs[c]:
            w = occ[n]
            if w != EMPTY and w // 3 != rs and w % 3 == v % 3:
                gone.add(c)
                gone.add(n)
    players_lost = 0
    for c in sorted(gone):
        if occ[c] // 3 == rs:
            state.rain_supply[occ[c] % 3] += 1
            occ[c] = EMPTY
            state.food[c] = 0
        else:
            players_lost += 1
            events.append(Event("rain_washed", {"cell": c, "seat": occ[c] // 3, "type": occ[c] % 3}))
            remove_element(state, c)
    if players_lost:
        state.rain_power += players_lost


