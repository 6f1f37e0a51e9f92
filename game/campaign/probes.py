"""The few things an objective reads from a game's state, for every game of the family.

Each reading is a plain attribute the game's state already has (``meaning``, a player's
``legacy`` or ``weakest`` colour) or an event its engine already emits (``completed`` with the
card's id), so no game has to know about campaigns. A game without the thing reads as None, and
the campaign loader refuses an objective its game cannot measure (objectives.Kind.games).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

LOST_REASONS = frozenset({"collapse", "stalled"})  # endings where the world (or the player) did not hold


def meaning(state: Any) -> int | None:
    value = getattr(state, "meaning", None)
    return value if isinstance(value, int) else None


def score(state: Any, seat: int) -> int | None:
    """A seat's score while the game runs (the result has it once it ends)."""
    player = state.players[seat]
    if hasattr(player, "vitals") and hasattr(player, "legacy"):
        return int(player.vitals + player.legacy)  # Meaning Made: Vitals + Legacy
    if hasattr(player, "weakest"):
        return int(player.weakest)  # Pentagram 2 (PG7)
    return None


def legacy(state: Any, seat: int) -> int | None:
    value = getattr(state.players[seat], "legacy", None)
    return value if isinstance(value, int) else None


def weakest(state: Any, seat: int) -> int | None:
    value = getattr(state.players[seat], "weakest", None)
    return value if isinstance(value, int) else None


def survived(state: Any) -> bool:
    """The game did not end in a collapse or a stall (a running game has not yet)."""
    r = state.result
    return r is None or r.reason not in LOST_REASONS


def completed(state: Any, events: Sequence[Any] | Iterable[Any]) -> list[str]:
    """Cards (Initiatives, Projects) that these events say were completed."""
    return [str(e.data["card"]) for e in events if e.kind == "completed" and "card" in e.data]


def rounds_survived(state: Any) -> int:
    """ORGANISM's RAIN scores the turns the players survived (ruling O9), as its result says;
    any other game counts its rounds, less the round it was lost in."""
    r = state.result
    if r is not None and r.reason == "rain" and hasattr(r, "survived"):
        return int(r.survived)
    if r is None and isinstance(getattr(state, "rain_turns", None), int) and getattr(
            getattr(state, "setup", None), "rain", False):
        return int(state.rain_turns)
    return max(0, state.round - 1) if r is not None and not survived(state) else int(state.round)
