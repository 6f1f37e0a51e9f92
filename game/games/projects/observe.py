"""What one seat can see of an edition `projects` table (ruling G2), and plain summaries.

Everything on the table is public: the Gallery, the Projects and their markers, the Event, every
player's tokens, tracks and Pattern Stack, the discards. Hidden are the decks' order and the
generator; :func:`determinize` resamples them and :func:`observe` shows deck sizes only.
"""

from __future__ import annotations

import zlib
from typing import Any

from game.games.meaning_made.turns import determinize, hidden_mark  # noqa: F401  (this edition's, by the shared rule)
from game.games.projects.cards import TOKENS
from game.games.projects.rules import final_score, threshold
from game.games.projects.state import COMMUNITY, TALLY_KINDS, ProjectSlot, ProjectsState


def _slot(slot: ProjectSlot | None) -> dict[str, Any] | None:
    if slot is None:
        return None
    return {"id": slot.card.id, "name": slot.card.name, "layer": slot.card.layer,
            "need": dict(zip(TOKENS, slot.card.need, strict=True)),
            "paid": dict(zip(TOKENS, slot.paid, strict=True)), "spaces": slot.card.spaces,
            "contributors": ["community" if s == COMMUNITY else s + 1 for s in slot.contributors]}


def observe(state: ProjectsState, seat: int | None = None) -> dict[str, Any]:
    """A JSON-ready view for ``seat`` (0-based; None for a spectator). Seats in it count from 1."""
    to_move = state.to_move()
    r = state.result
    return {
        "game": "projects",
        "seat": None if seat is None else seat + 1,
        "round": state.round,
        "phase": state.phase,
        "to_move": None if to_move is None else to_move + 1,
        "meaning": state.meaning,
        "drift": state.drift,
        "event": state.event,
        "decks": {"event": len(state.event_deck), "pattern": len(state.pattern_deck),
                  "project": len(state.project_deck)},  # sizes only: the order is hidden (G2)
        "discards": {"event": list(state.event_discard), "pattern": list(state.pattern_discard)},
        "gallery": list(state.gallery),
        "projects": [_slot(s) for s in state.row],
        "stewardship": {**(_slot(state.stewardship) or {}), "threshold": threshold(state)},
        "pending": [d._asdict() for d in state.pending],
        "players": [{"seat": s + 1, "name": p.name, "tokens": dict(zip(TOKENS, p.tokens, strict=True)),
                     "vitals": p.vitals, "legacy": p.legacy, "markers": p.markers,
                     "stack": {layer: list(p.stack[layer]) for layer in range(1, 7) if p.stack[layer]}}
                    for s, p in enumerate(state.players)],
        "result": None if r is None else {"reason": r.reason, "outcome": r.outcome,
                                          "winners": [s + 1 for s in r.winners],
                                          "scores": list(r.scores), "solo_band": r.solo_band or None},
    }


def fingerprint(state: ProjectsState) -> int:
    """A stable 32-bit digest of what the table shows (no deck order, no generator)."""
    parts: list[object] = [state.round, state.phase, state.turn, state.actions_left, state.meaning,
                           state.converted, state.ended, state.donated, state.window, tuple(state.gallery),
                           state.event, tuple(state.pending), len(state.event_deck),
                           len(state.pattern_deck), len(state.project_deck)]
    for slot in state.slots():
        parts.append((slot.card.id, tuple(slot.paid), tuple(slot.contributors)))
    for p in state.players:
        parts.append((tuple(p.tokens), p.vitals, p.legacy, tuple(p.stack), p.markers,
                      p.touchpoint_used, tuple(sorted(p.contributed))))
    return zlib.crc32(repr(parts).encode())


def snapshot(state: ProjectsState) -> tuple[frozenset[str], tuple[int, int, int]]:
    """What an undo must never take back: every card seen face up, and the decks' sizes."""
    shown = {c for c in state.gallery if c}
    shown |= {s.card.id for s in state.slots()}
    shown |= set(state.event_discard) | set(state.pattern_discard)
    if state.event:
        shown.add(state.event)
    return frozenset(shown), (len(state.event_deck), len(state.pattern_deck), len(state.project_deck))


def final_summary(state: ProjectsState) -> dict[str, Any]:
    """The `replay --json` and `simulate` view of where a game stands or ended."""
    r = state.result
    return {
        "game": "projects",
        "round": state.round,
        "meaning": state.meaning,
        "over": r is not None,
        "outcome": None if r is None else {
            "reason": r.reason, "group": r.outcome, "solo_band": r.solo_band or None,
            "winners": [s + 1 for s in r.winners]},
        "seats": [{"seat": s + 1, "name": p.name, "vitals": p.vitals, "legacy": p.legacy,
                   "tokens": dict(zip(TOKENS, p.tokens, strict=True)),
                   "score": final_score(state, s)} for s, p in enumerate(state.players)],
    }


def lab_record(state: ProjectsState) -> dict[str, Any]:
    """What the balance lab keeps of a finished game beyond what every game records: Meaning
    round by round, and each seat's style of play."""
    return {"meaning": state.meaning, "meaning_history": list(state.meaning_history),
            "style": style(state)}


def style(state: ProjectsState) -> list[dict[str, float | None]]:
    """Each seat's style of play (the lab's report shows it by bot, game.bots.styles): what it
    obtained and built (first places, Stewardship), its Touchpoints, how readily it donated — the
    share of its Stability Windows, the Meaning and the round when it did — and its score."""
    out: list[dict[str, float | None]] = []
    for p, row in zip(state.players, state.tally, strict=True):
        t = dict(zip(TALLY_KINDS, row, strict=True))
        gave, windows = t["donate"], t["donate"] + t["pass"]
        out.append({"Patterns": p.patterns, "Contributes": t["contribute"],
                    "first places": t["first_place"], "into Stewardship": t["stewardship"],
                    "Touchpoints": t["give"] + t["request"], "donations": gave,
                    "share of windows donated": gave / windows if windows else None,
                    "Meaning at a donation": t["donate_meaning"] / gave if gave else None,
                    "round of a donation": t["donate_round"] / gave if gave else None,
                    "Legacy": p.legacy, "Vitals": p.vitals})
    return out
