"""What a campaign objective may read from a Pentagram 2 game: a seat's weakest colour, which
is also its score (ruling PG7)."""

from __future__ import annotations

from typing import Any


def weakest(state: Any, seat: int) -> int:
    return int(state.players[seat].weakest)


PROBES = {"score": weakest, "weakest": weakest}
