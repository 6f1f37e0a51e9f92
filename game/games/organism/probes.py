"""What a campaign objective may read from an ORGANISM game: under RAIN, the turns the players
have survived (ruling O9)."""

from __future__ import annotations

from typing import Any


def rounds_survived(state: Any, seat: int) -> int | None:
    r = state.result
    if r is not None and r.reason == "rain" and hasattr(r, "survived"):
        return int(r.survived)
    if r is None and state.setup.rain:
        return int(state.rain_turns)
    return None  # not a RAIN game: the campaign counts its rounds


PROBES = {"rounds_survived": rounds_survived}
