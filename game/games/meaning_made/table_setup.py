"""What a table of the editions `projects` and `life` decides alike before round 1: named seats,
a seed, perhaps a starting seat, and perhaps a fixed deal; their checks and their record form.

``event_top``, ``pattern_top`` and ``project_top`` put named cards on top of their decks (top
first) after the seeded shuffle: the seed's example of play, tutorials and tests fix a deal this
way, through the same path records use.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.family.errors import OptionError
from game.family.setup_fields import whole

TOPS = ("event_top", "pattern_top", "project_top")


def check_seats(setup: Any, title: str, least: int, most: int) -> None:
    """``least`` to ``most`` seats, each with a name, and a seed a generator takes."""
    n = len(setup.players)
    if not least <= n <= most:
        raise OptionError(f"{title} seats {least} to {most} players, not {n}")
    for name in setup.players:
        if not isinstance(name, str) or not name.strip():
            raise OptionError("every seat needs a name")
    if not whole(setup.seed, 0, 2**64 - 1):
        raise OptionError("the seed must be a whole number from 0 to 2^64-1")


def check_deal(setup: Any, lists: Iterable[str] = TOPS) -> None:
    """A starting seat at the table (if named) and card lists (the tops…) naming no card twice."""
    n = len(setup.players)
    sp = setup.start_player
    if sp is not None and not whole(sp, 0, n - 1):
        raise OptionError(f"start player must be a seat from 1 to {n}")
    for name in lists:
        ids = getattr(setup, name)
        if len(set(ids)) != len(ids):
            raise OptionError(f"{name} names a card twice")


def record_form(setup: Any, switches: Iterable[str], head: dict[str, Any] | None = None) -> dict[str, Any]:
    """The record's form of what every table decides, in the record's order: seats and seed,
    ``head`` (what the edition writes next), the switches, the starting seat (counted from 1
    there, as everywhere a player reads) and the tops a fixed deal names."""
    out: dict[str, Any] = {"players": list(setup.players), "seed": setup.seed, **(head or {})}
    for name in switches:
        out[name] = getattr(setup, name)
    if setup.start_player is not None:
        out["start_player"] = setup.start_player + 1
    for name in TOPS:
        if getattr(setup, name):
            out[name] = list(getattr(setup, name))
    return out
