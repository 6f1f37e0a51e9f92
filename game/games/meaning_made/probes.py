"""What a campaign objective may read from a Meaning Made edition's game (game/campaign/probes.py
asks a game's plug-in for these): each a plain reading of the state, ``(state, seat) -> int``."""

from __future__ import annotations

from typing import Any


def meaning(state: Any, seat: int) -> int:
    return int(state.meaning)


def score(state: Any, seat: int) -> int:
    """Vitals + Legacy: the score as the game runs (the result has it once it ends)."""
    player = state.players[seat]
    return int(player.vitals + player.legacy)


def legacy(state: Any, seat: int) -> int:
    return int(state.players[seat].legacy)


def completes(state: Any, seat: int) -> int:
    """Cards completed so far (Initiatives, Projects), by the engine's own events."""
    return sum(1 for e in state.events if e.kind == "completed")


# initiatives and projects: the world's Meaning, Vitals + Legacy
PROBES = {"meaning": meaning, "score": score, "legacy": legacy, "completes": completes}
# life scores at its end (Project points, Coherence, Social × the Drift multiplier) and keeps no
# Meaning: only its completions are read as it goes
LIFE_PROBES = {"completes": completes}
