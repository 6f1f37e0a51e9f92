"""What a seat can see of an ORGANISM table (ruling G2), and plain summaries of a state.

The board is open information: every element, every food, every power. The only hidden thing is
RAIN's dice (the generator): :func:`determinize` reseeds it, and an undo never takes back a roll.
"""

from __future__ import annotations

import zlib
from typing import Any

from game.family.rng import Rng
from game.games.organism.actions import TYPES
from game.games.organism.reading import organisms, rain_seat
from game.games.organism.state import EMPTY, FIELD_KINDS, NEUTRAL, OrganismState


def _elements(state: OrganismState) -> list[dict[str, Any]]:
    rs = rain_seat(state)
    out = []
    for c, v in enumerate(state.occ):
        if v == EMPTY:
            continue
        out.append({"space": state.board.name(c), "seat": "rain" if v // 3 == rs else v // 3 + 1,
                    "type": TYPES[v % 3], "food": state.food[c]})
    return out


def _fields(state: OrganismState) -> list[dict[str, Any]]:
    out = []
    for c, f in enumerate(state.fld):
        if f != EMPTY:
            owner = f // 8
            out.append({"space": state.board.name(c), "kind": FIELD_KINDS[f % 8],
                        "seat": "neutral" if owner == NEUTRAL else owner + 1})
    return out


def observe(state: OrganismState, seat: int | None = None) -> dict[str, Any]:
    """A JSON-ready view for ``seat`` (0-based; None for a spectator). Seats count from 1 in it."""
    to_move = state.to_move()
    r = state.result
    b = state.board
    view: dict[str, Any] = {
        "game": "organism",
        "seat": None if seat is None else seat + 1,
        "board": b.id,
        "turn": state.turns + (0 if r is not None else 1),
        "round": state.round,
        "to_move": None if to_move is None else to_move + 1,
        "phase": state.phase,
        "acting": None if state.acting < 0 else sorted(b.name(c) for c, t in enumerate(state.tag)
                                                       if t == state.acting),
        "chosen": None if state.etype < 0 else TYPES[state.etype],
        "actions_left": state.left,
        "pending": len(state.pending),
        "elements": _elements(state),
        "food": {b.name(c): f for c, f in enumerate(state.food) if f and state.occ[c] == EMPTY},
        "power": list(state.power),
        "threshold": state.setup.threshold,
        "mutations": list(state.setup.mutations),
        "second_turn": bool(state.accel),  # ACCELERATE
        "streaks": list(state.streak),  # DRINK
        "fields": _fields(state),  # the field mutations
        "transmuted": {b.name(c): TYPES[t] for c, t in enumerate(state.orig) if t >= 0},  # TRANSMUTE
        "extra_actions": dict(zip(TYPES, state.extra, strict=True)),  # COMBUST
        "projected": dict(zip(TYPES, state.proj, strict=True)),  # PROJECT
        "echo": None if state.echo < 0 else TYPES[state.echo],  # ECHO
        "echoing": state.echoing,
        "avenge": list(state.avenge),  # AVENGE: free turns held
        "free_turn": state.bonus,
        # REGENERATE's question (O10 h): the lost element its owner is asked about
        "regenerate": None if not state.regen or state.phase != "regenerate" else {
            "seat": state.regen[0][1] + 1, "lost": b.name(state.regen[0][0]),
            "type": TYPES[state.regen[0][2]]},
        "result": None if r is None else {"reason": r.reason, "winners": [s + 1 for s in r.winners],
                                          "scores": list(r.scores), "survived": r.survived},
    }
    if state.setup.rain:
        view["rain"] = {"power": state.rain_power, "threshold": state.setup.rain_threshold,
                        "supply": dict(zip(TYPES, state.rain_supply, strict=True)),
                        "turns": state.rain_turns, "last_roll": list(state.last_roll)}
    return view


def snapshot(state: OrganismState) -> int:
    """What an undo must never take back: RAIN's dice rolled so far (the only hidden draws)."""
    return state.rain_turns


def determinize(state: OrganismState, seed: int) -> OrganismState:
    """A copy whose only hidden part, the generator behind RAIN's dice, comes from ``seed``."""
    world = state.clone()
    world.narrate = False
    world.rng = Rng(seed)
    return world


def hidden_mark(state: OrganismState) -> int:
    """What any use of hidden information changes: the generator's state (RAIN's dice are the
    only hidden draws). Unchanged by an action, the action rolled nothing, so it plays alike in
    every sampled world (the search bot shares such positions between its worlds)."""
    return state.rng.state


def fingerprint(state: OrganismState) -> int:
    """A stable 32-bit digest of what the table shows (never the generator)."""
    parts = (state.turns, state.turn, state.phase, state.acting, state.etype, state.left,
             tuple(state.pending), tuple(state.occ), tuple(state.food), tuple(state.tag),
             tuple(state.power), state.rain_power, tuple(state.rain_supply), state.rain_turns,
             tuple(state.streak), tuple(state.first_intro), state.accel, tuple(state.org_ban),
             tuple(state.synced), tuple(state.chosen), state.result is not None,
             tuple(state.fld), tuple(state.orig), tuple(state.slid), tuple(state.extra), tuple(state.proj),
             state.echo, state.echoing, tuple(state.last_type), tuple(state.avenge), state.bonus)
    if state.regen or state.ctrl >= 0:
        # O10 (g, h): a question pending, or a merged organism's players acting in turn (added
        # only then, so that every other table keeps the digest, and the bots' draws, it had)
        parts = (*parts, tuple(state.regen), state.ctrl, tuple(state.merge_order))
    return zlib.crc32(repr(parts).encode())


def final_summary(state: OrganismState) -> dict[str, Any]:
    r = state.result
    return {
        "game": "organism",
        "turn": state.turns,
        "round": state.round,
        "over": r is not None,
        "threshold": state.setup.threshold,
        "outcome": None if r is None else {"reason": r.reason, "winners": [s + 1 for s in r.winners],
                                           "survived": r.survived},
        "seats": [{"seat": s + 1, "name": name, "power": state.power[s], "gains": dict(state.gains[s]),
                   "organisms": len(organisms(state, s))} for s, name in enumerate(state.players)],
        **({"rain": {"power": state.rain_power, "turns": state.rain_turns}} if state.setup.rain else {}),
    }
