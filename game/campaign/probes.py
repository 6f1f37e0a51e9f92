"""The few things an objective reads from a game, asked of the game's plug-in.

A game's plug-in names its probes (``Plugin.probes``: a name -> ``(state, seat) -> int``, e.g.
``meaning``, ``score``, ``legacy``, ``weakest``, ``completes``, ``rounds_survived``); an objective
says which it needs (objectives.Kind.needs) and the campaign loader refuses one the chapter's
game does not offer. What every game has (its result, its events, its round) is read here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from game.family.registry import load, plugin

LOST_REASONS = frozenset({"collapse", "stalled"})  # endings where the world (or the player) did not hold

Probe = Callable[[Any, int], "int | None"]


@cache
def of(game: str) -> Mapping[str, Probe]:
    """The probes ``game``'s plug-in offers (none: only what every game has)."""
    ref = plugin(game).probes
    return dict(load(ref)) if ref else {}


def offers(game: str, name: str) -> bool:
    return name in of(game)


def games_offering(name: str, games: Iterable[str]) -> list[str]:
    return [g for g in games if offers(g, name)]


def read(game: str, name: str, state: Any, seat: int = 0) -> int | None:
    """The probe's reading now, or None where the game has no such thing."""
    probe = of(game).get(name)
    return None if probe is None else probe(state, seat)


def survived(state: Any) -> bool:
    """The game did not end in a collapse or a stall (a running game has not yet)."""
    r = state.result
    return r is None or r.reason not in LOST_REASONS


def completed(events: Sequence[Any] | Iterable[Any]) -> list[str]:
    """Cards (Initiatives, Projects) that these events say were completed."""
    return [str(e.data["card"]) for e in events if e.kind == "completed" and "card" in e.data]


def rounds_survived(game: str, state: Any) -> int:
    """What the game counts as survived (ORGANISM's RAIN: its turns, ruling O9); else its
    rounds, less the round it was lost in."""
    counted = read(game, "rounds_survived", state)
    if counted is not None:
        return counted
    r = state.result
    return max(0, state.round - 1) if r is not None and not survived(state) else int(state.round)
