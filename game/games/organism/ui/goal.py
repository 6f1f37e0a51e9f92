"""The goal on the ORGANISM table, in a player's words (issue 39): how this game is won, what
earns power, and where each player stands — the same sentences in the header, the side panel,
the log's opening line and the end screen, so they can never disagree.

Everything here is read from the engine's state and setup (rules.py's end checks: three
organisms win at the end of the acting player's turn, the power threshold ends the game, 300
turns stall it; with RAIN only RAIN's threshold ends it). Pure: no pygame.
"""

from __future__ import annotations

from game.family.words import is_you
from game.games.organism.reading import organisms
from game.games.organism.state import STALL_TURNS, OrganismState

THREE = 3  # organisms at the end of your own turn: an immediate win (not with RAIN)
HOLD, DISRUPT, FAIL = "hold", "disrupt", "integrity"


def header(state: OrganismState) -> str:
    """The header's one line: what ends this game."""
    s = state.setup
    if s.rain:
        return f"Survive: RAIN ends the game at {s.rain_threshold} power"
    return f"Win: {s.threshold} power, or {THREE} organisms at the end of your turn"


def opening(state: OrganismState) -> str:
    """The log's first line, said the way the header says it (the engine's own opening names
    the power threshold, which a RAIN game never reaches)."""
    s = state.setup
    first = "You start" if is_you(state.players[state.start_player]) else (
        f"{state.players[state.start_player]} starts")
    if s.rain:
        return (f"ORGANISM with RAIN, seed {s.seed}: the game ends when RAIN reaches "
                f"{s.rain_threshold} power. RAIN falls first, then {first[0].lower()}{first[1:]}.")
    return (f"ORGANISM, seed {s.seed}: {s.threshold} power wins, or {THREE} organisms at the end of "
            f"your turn. {first}.")


def how_to_win(state: OrganismState) -> list[str]:
    """The side panel's short rules of the end and of power: the first line is how the game
    ends, the others what earns power."""
    s = state.setup
    if s.rain:
        return [
            f"RAIN ends the game at {s.rain_threshold} power: survive as many turns as you can.",
            "RAIN gains 1 for each of your elements it washes away (a RAIN element touching one of "
            "the same type) or disrupts.",
            "Your own power: +1 per RAIN element you disrupt, +1 holding the centre as your turn starts.",
        ]
    return [
        f"Win: first to {s.threshold} power, or end your own turn with {THREE} separate organisms.",
        "Power: +1 per element of another player you disrupt · +1 when another player's organism "
        "falls apart on your turn · +1 holding the centre as your turn starts.",
        f"EAT beats GROW, GROW beats MOVE, MOVE beats EAT. No winner after {STALL_TURNS} turns: "
        "the game stops.",
    ]


def to_go(state: OrganismState, seat: int) -> int:
    """Power a seat still needs to reach the threshold (0 at or past it)."""
    return max(0, state.setup.threshold - state.power[seat])


def standing(state: OrganismState, seat: int) -> str:
    """A seat's line beside its power bar: power toward the goal and organisms toward three."""
    orgs = len(organisms(state, seat))
    word = "organism" if orgs == 1 else "organisms"
    if state.setup.rain:
        return f"{state.power[seat]} power · {orgs} {word}"
    need = to_go(state, seat)
    if not need:
        return f"{state.power[seat]}/{state.setup.threshold} · reached"
    return f"{state.power[seat]}/{state.setup.threshold} · {need} to go · {orgs} of {THREE} organisms"


def seat_tip(state: OrganismState, seat: int, name: str) -> str:
    """The tooltip of a seat's row: where its power came from."""
    g = state.gains[seat]
    parts = [f"{g[k]} from {w}" for k, w in ((HOLD, "holding the centre"), (DISRUPT, "disruptions"),
                                            (FAIL, "organisms that fell apart"), ("sacrifice", "sacrifices"))
             if g.get(k)]
    source = ", ".join(parts) if parts else "no power yet"
    if state.setup.rain:
        return f"{name}: {state.power[seat]} power ({source})"
    return (f"{name}: {state.power[seat]} of {state.setup.threshold} power ({source}); "
            f"{len(organisms(state, seat))} organism(s): {THREE} at the end of their own turn win at once")


def rain_standing(state: OrganismState) -> str:
    """RAIN's line: its power toward the end, and the turns survived so far."""
    s = state.setup
    left = max(0, s.rain_threshold - state.rain_power)
    survived = max(0, state.rain_turns - 1)
    return (f"RAIN: {state.rain_power} of {s.rain_threshold} power · {left} more ends the game · "
            f"survived {survived} turn{'s' if survived != 1 else ''}")
