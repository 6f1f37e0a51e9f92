"""End of game: final scores, winners (ruling G4), the Meaning outcome table and solo bands (I13)."""

from __future__ import annotations

from game.games.initiatives.state import GameState, Result

MEANING_BANDS: tuple[tuple[int, str], ...] = (
    (0, "Collapse"), (2, "Critical"), (4, "Strained"), (6, "Functional"), (8, "Stable"),
    (10, "Strong"), (11, "Durable"), (12, "Flourishing"),
)
SOLO_BANDS: tuple[tuple[int, str], ...] = (
    (0, "Done"), (14, "Survived"), (19, "Stabilizer"), (24, "Builder"), (29, "Steward"),
)
TOP_SOLO_BAND = "World-Grade Contributor"


def meaning_band(meaning: int) -> str:
    for top, name in MEANING_BANDS:
        if meaning <= top:
            return name
    return MEANING_BANDS[-1][1]


def solo_band(score: int) -> str:
    for top, name in SOLO_BANDS:
        if score <= top:
            return name
    return TOP_SOLO_BAND


def final_score(state: GameState, seat: int) -> int:
    p = state.players[seat]
    return p.vitals + p.legacy


def decide(state: GameState, reason: str) -> Result:
    """Who won and how the world fared, for a game ending now for ``reason``."""
    v = state.setup.variants
    scores = tuple(final_score(state, s) for s in range(len(state.players)))
    group_won = reason == "end_initiative"
    winners: tuple[int, ...]
    if v.cooperative:
        # Cooperative ignores Legacy: everyone wins exactly when the End Initiative completes.
        winners = tuple(range(len(scores))) if group_won else ()
    elif state.solo:
        # Ruling I13: collapse is a loss; DI6: so is a stalled solo game.
        winners = (0,) if group_won or reason == "rounds" else ()
    else:
        best = max((scores[s], state.players[s].legacy) for s in range(len(scores)))
        winners = tuple(s for s in range(len(scores))
                        if (scores[s], state.players[s].legacy) == best)
    band = "Collapse" if reason == "collapse" else meaning_band(state.meaning)
    solo = ""
    if state.solo:
        solo = "Collapse" if reason == "collapse" else solo_band(scores[0])
    return Result(reason, state.meaning, band, scores, winners, solo, group_won)
