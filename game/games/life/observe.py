"""What one seat can see of an edition `life` table (ruling G2), and plain summaries.

Everything on the table is public: the Market, the Project Row and its credit marks, the Event,
World Drift and the local Drift tokens, the Mitigation Pool, every player's tokens, tracks and
Pattern Stack, the discards. Hidden are the decks' order and the generator; :func:`determinize`
resamples them and :func:`observe` shows deck sizes only.
"""

from __future__ import annotations

import zlib
from typing import Any

from game.games.life.cards import TOKENS
from game.games.life.rules import final_score, missing, subtotal
from game.games.life.state import TALLY_KINDS, LifeState, ProjectSlot
from game.games.meaning_made.turns import determinize, hidden_mark  # noqa: F401  (this edition's, by the shared rule)


def _tokens(values: Any) -> dict[str, int]:
    return dict(zip(TOKENS, values, strict=True))


def _slot(slot: ProjectSlot | None) -> dict[str, Any] | None:
    if slot is None:
        return None
    return {"id": slot.card.id, "name": slot.card.name, "layer": slot.card.layer,
            "need": _tokens(slot.card.need), "paid": _tokens(slot.paid),
            "marks": [[s + 1, TOKENS[t]] for s, t in slot.marks]}


def observe(state: LifeState, seat: int | None = None) -> dict[str, Any]:
    """A JSON-ready view for ``seat`` (0-based; None for a spectator). Seats in it count from 1."""
    to_move = state.to_move()
    r = state.result
    return {
        "game": "life",
        "seat": None if seat is None else seat + 1,
        "round": state.round,
        "phase": state.phase,
        "to_move": None if to_move is None else to_move + 1,
        "world_drift": state.drift,
        "local_drift": state.local,
        "event": state.event,
        "pending_drift": state.pending_drift,
        "mitigation_pool": [_tokens(p) for p in state.pledged],
        "missing": _tokens(missing(state)) if state.phase == "pledge" else None,
        "end_trigger": state.end,
        "decks": {"event": len(state.event_deck), "pattern": len(state.pattern_deck),
                  "project": len(state.project_deck)},  # sizes only: the order is hidden (G2)
        "discards": {"event": list(state.event_discard), "project": list(state.project_discard)},
        "market": list(state.market),
        "projects": [_slot(s) for s in state.row],
        "pending": [d._asdict() for d in state.pending],
        "players": [{"seat": s + 1, "name": p.name, "tokens": _tokens(p.tokens),
                     "project": p.project, "coherence": p.coherence, "social": p.social,
                     "stack": {layer: list(p.stack[layer]) for layer in range(1, 7) if p.stack[layer]}}
                    for s, p in enumerate(state.players)],
        "result": None if r is None else {"reason": r.reason, "winners": [s + 1 for s in r.winners],
                                          "scores": list(r.scores), "bands": list(r.bands)},
    }


def fingerprint(state: LifeState) -> int:
    """A stable 32-bit digest of what the table shows (no deck order, no generator)."""
    parts: list[object] = [state.round, state.phase, state.turn, state.actions_left, state.drift,
                           state.local, state.pending_drift, state.pledge_pos, state.end,
                           tuple(state.market), state.event, tuple(state.pending),
                           tuple(tuple(p) for p in state.pledged), len(state.event_deck),
                           len(state.pattern_deck), len(state.project_deck), tuple(state.order)]
    for slot in state.row:
        parts.append(None if slot is None else (slot.card.id, tuple(slot.marks)))
    for p in state.players:
        parts.append((tuple(p.tokens), p.project, p.coherence, p.social, tuple(p.stack)))
    return zlib.crc32(repr(parts).encode())


def snapshot(state: LifeState) -> tuple[frozenset[str], tuple[int, int, int]]:
    """What an undo must never take back: every card seen face up, and the decks' sizes."""
    shown = {c for c in state.market if c}
    shown |= {s.card.id for s in state.row if s is not None}
    shown |= set(state.event_discard) | set(state.project_discard)
    if state.event:
        shown.add(state.event)
    return frozenset(shown), (len(state.event_deck), len(state.pattern_deck), len(state.project_deck))


def final_summary(state: LifeState) -> dict[str, Any]:
    """The `replay --json` and `simulate` view of where a game stands or ended."""
    r = state.result
    return {
        "game": "life",
        "round": state.round,
        "world_drift": state.drift,
        "local_drift": state.local,
        "over": r is not None,
        "outcome": None if r is None else {
            "reason": r.reason, "multiplier": r.multiplier, "decided_by": r.decided_by,
            "winners": [s + 1 for s in r.winners]},
        "seats": [{"seat": s + 1, "name": p.name, "project": p.project, "coherence": p.coherence,
                   "social": p.social, "subtotal": subtotal(p), "tokens": _tokens(p.tokens),
                   "patterns": p.patterns, "score": final_score(state, s)}
                  for s, p in enumerate(state.players)],
    }


def lab_record(state: LifeState) -> dict[str, Any]:
    """What the balance lab keeps of a finished game beyond what every game records: each seat's
    tracks, Patterns and tally of actions, the Projects dealt and completed (with their
    contributors by rank), the contributors of the tiles left unfinished, World Drift round by
    round and which rounds' mitigation was met (``game.games.life.balance`` reads it)."""
    dealt = [c for c in state.cards.project_ids if c not in state.project_deck]
    return {
        "tracks": [[p.project, p.coherence, p.social] for p in state.players],
        "patterns": [p.owned() for p in state.players],
        "tally": [list(t) for t in state.tally],
        "projects_dealt": dealt,
        "projects_done": [[cid, list(ranking)] for cid, ranking in state.completed],
        "projects_open": [[slot.card.id, slot.ranking()] for slot in state.row
                          if slot is not None and slot.marks],
        "drift": state.drift,
        "drift_history": list(state.drift_history),
        "mitigated": [int(m) for m in state.mitigated],
        "style": style(state),
    }


def style(state: LifeState) -> list[dict[str, float | None]]:
    """Each seat's style of play (the lab's report shows it by bot, game.bots.styles): what it
    bought and built, how it gave — Stabilize, pledges, Touchpoint gifts — and when it
    Stabilized (the World Drift then, and the round), and the tracks it ended on."""
    out: list[dict[str, float | None]] = []
    for p, row in zip(state.players, state.tally, strict=True):
        t = dict(zip(TALLY_KINDS, row, strict=True))
        stab = t["stabilize"]
        out.append({"Patterns": p.patterns, "Contributes": t["contribute"], "Stabilizes": stab,
                    "tokens pledged": t["pledged"], "Touchpoint gifts": t["give"],
                    "Drift at a Stabilize": t["stabilize_drift"] / stab if stab else None,
                    "round of a Stabilize": t["stabilize_round"] / stab if stab else None,
                    "Project": p.project, "Coherence": p.coherence, "Social": p.social})
    return out
