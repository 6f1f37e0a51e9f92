"""What one seat can see (ruling G2), and plain summaries of a state.

Everything on the table is public in this edition; what is hidden is the order of the decks
and the generator that will shuffle them. A bot gets :func:`observe` to read and
:func:`determinize` to sample a world consistent with it.
"""

from __future__ import annotations

from typing import Any

from game.family.rng import Rng
from game.games.initiatives.cards import TOKEN_NAMES
from game.games.initiatives.state import COMMUNITY, GameState, InitiativeSlot


def _slot(slot: InitiativeSlot | None) -> dict[str, Any] | None:
    if slot is None:
        return None
    return {"id": slot.card.id, "need": dict(zip(TOKEN_NAMES, slot.need, strict=True)),
            "paid": dict(zip(TOKEN_NAMES, slot.paid, strict=True)),
            "contributors": ["community" if c == COMMUNITY else c + 1 for c in slot.contributors]}


def player_summary(state: GameState, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    return {
        "seat": seat + 1,
        "name": p.name,
        "vitals": p.vitals,
        "legacy": p.legacy,
        "score": p.vitals + p.legacy,
        "tokens": dict(zip(TOKEN_NAMES, p.tokens, strict=True)),
        "patterns": [c for layer in p.palette for c in layer],
        "outputs": list(p.outputs),
        "markers": p.markers,
        "touchpoint_used": p.touchpoint_used,
    }


def observe(state: GameState, seat: int | None = None) -> dict[str, Any]:
    """A JSON-ready view for ``seat`` (or a spectator): deck sizes, never deck order."""
    return {
        "seat": None if seat is None else seat + 1,
        "round": state.round,
        "phase": state.phase,
        "meaning": state.meaning,
        "to_move": None if state.to_move() is None else state.to_move() + 1,  # type: ignore[operator]
        "actions_left": state.actions_left,
        "restrictions": sorted(state.restrictions),
        "events_in_play": list(state.events_in_play),
        "decks": {"event": len(state.event_deck), "pattern": len(state.pattern_deck),
                  "initiative": len(state.init_deck)},
        "discards": {"event": list(state.event_discard), "pattern": list(state.pattern_discard),
                     "initiative": list(state.init_discard)},
        "prism": list(state.prism),
        "index": [_slot(s) for s in state.index],
        "end": _slot(state.end_slot),
        "players": [player_summary(state, s) for s in range(len(state.players))],
        "pending": [d._asdict() for d in state.pending],
    }


def determinize(state: GameState, seed: int) -> GameState:
    """A clone whose hidden parts (deck orders, the generator) are resampled from ``seed``.

    A bot may search this world freely: it knows nothing the real deck order would tell it.
    """
    world = state.clone()
    world.narrate = False
    rng = Rng(seed)
    world.deferred = {}
    for name in ("event_deck", "pattern_deck"):
        deck = getattr(world, name)
        deck.sort()  # start from the contents alone, so nothing of the real order leaks through
        # settled card by card as the world draws them (rules._draw): the same order as a shuffle
        world.deferred[name] = rng.shuffle_later(deck)
    # I16 (DI19): which unseen Initiatives are in the deck and which in the box is hidden too.
    # Box and deck are one shuffle, the deck its top part: settled card by card as the world draws
    # (rules._draw); which cards stay in the box is never read.
    unseen = sorted(world.init_deck + world.init_box)
    cut = len(world.init_box)
    world.deferred["init_deck"] = rng.shuffle_later(unseen)
    world.init_box, world.init_deck = unseen[:cut], unseen[cut:]
    world.rng = Rng(rng.next64())
    return world


def hidden_mark(state: GameState) -> tuple[int, int, int, int]:
    """What any use of hidden information changes: the generator's state and the decks' sizes
    (play takes from a deck only by drawing its top; the box is never opened). Equal before and
    after an action, the action read nothing hidden, so it plays alike in every sampled world
    (the search bot shares such positions between its worlds)."""
    return (state.rng.state, len(state.event_deck), len(state.pattern_deck), len(state.init_deck))


def final_summary(state: GameState) -> dict[str, Any]:
    """The `replay --json` and `simulate` view of where a game stands or ended."""
    r = state.result
    return {
        "round": state.round,
        "meaning": state.meaning,
        "over": r is not None,
        "outcome": None if r is None else {
            "reason": r.reason, "band": r.band, "solo_band": r.solo_band or None,
            "winners": [s + 1 for s in r.winners], "group_won": r.group_won},
        "seats": [{"seat": s + 1, "name": p.name, "vitals": p.vitals, "legacy": p.legacy,
                   "tokens": dict(zip(TOKEN_NAMES, p.tokens, strict=True)),
                   "score": p.vitals + p.legacy} for s, p in enumerate(state.players)],
    }
