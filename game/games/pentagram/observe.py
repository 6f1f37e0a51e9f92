"""What one seat can see of a Pentagram 2 table (ruling G2), and plain summaries of a state.

Everything on the table is public: the drawn card, the tableau, workers, fortunes and the
discard. Hidden are the deck's order, which unseen cards a short game dealt (PG6), and the
generator. :func:`determinize` resamples all three; :func:`observe` shows the deck's size only.
"""

from __future__ import annotations

import zlib
from typing import Any

from game.family.rng import Rng, settle
from game.games.pentagram.actions import COLOURS, PRICES
from game.games.pentagram.rules import seat_scores
from game.games.pentagram.state import PentagramState


def card_view(state: PentagramState, card_id: str | None) -> dict[str, Any] | None:
    if card_id is None:
        return None
    c = state.catalogue[card_id]
    return {"id": c.id, "kind": c.kind, "from": COLOURS[c.src], "to": COLOURS[c.dst], "name": c.name}


def _seat_view(state: PentagramState, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    return {"seat": seat + 1, "name": p.name, "fortunes": dict(zip(COLOURS, p.fortunes, strict=True)),
            "weakest": min(p.fortunes), "total": sum(p.fortunes), "home": p.home}


def observe(state: PentagramState, seat: int | None = None) -> dict[str, Any]:
    """A JSON-ready view for ``seat`` (0-based; None for a spectator). Seats in it count from 1."""
    to_move = state.to_move()
    pending = None if to_move is None else ("worker" if state.placed is not None else "place")
    placed = None
    if state.placed is not None:
        row, col = state.placed
        placed = {"row": COLOURS[row], "price": PRICES[col]}
    r = state.result
    return {
        "game": "pentagram",
        "seat": None if seat is None else seat + 1,
        "turn": state.turns + (0 if r is not None else 1),
        "round": state.round,
        "to_move": None if to_move is None else to_move + 1,
        "pending": pending,
        "drawn": card_view(state, state.drawn),
        "placed": placed,
        "deck": len(state.deck),  # the size only: the order is hidden (G2)
        "discard": list(state.discard),
        "tableau": [
            {"colour": COLOURS[row],
             "spaces": [{"price": PRICES[col], "card": state.cards[row][col],
                         "workers": [s + 1 for s in state.workers[row][col]]} for col in range(5)]}
            for row in range(5)],
        "players": [_seat_view(state, s) for s in range(len(state.players))],
        "switches": {"short_game": state.setup.short_game, "richest_wins": state.setup.richest_wins},
        "result": None if r is None else {"reason": r.reason, "winners": [s + 1 for s in r.winners],
                                          "scores": list(r.scores), "totals": list(r.totals),
                                          "decided_by": r.decided_by},
    }


def unseen_cards(state: PentagramState) -> list[str]:
    """Cards nobody has seen: the deck and, in a short game, the cards left in the box. Sorted,
    so nothing of the real order or deal leaks through."""
    seen = snapshot(state)[0]
    return sorted(c for c in state.catalogue.ids if c not in seen)


def snapshot(state: PentagramState) -> tuple[frozenset[str], int]:
    """What an undo must never take back: every card seen face up, and the deck's size. Placing
    a card draws the next one, so only the worker decision may be taken back within a turn."""
    seen = set(state.discard)
    seen.update(c for row in state.cards for c in row if c is not None)
    if state.drawn is not None:
        seen.add(state.drawn)
    return frozenset(seen), len(state.deck)


def determinize(state: PentagramState, seed: int) -> PentagramState:
    """A clone whose hidden parts are resampled from ``seed``: a world a bot may search freely.

    The deck is refilled from every unseen card (a short game's deal is hidden too), shuffled
    by a fresh ``Rng(seed)``; the game's generator is replaced by one drawn from it.
    """
    world = state.clone()
    world.narrate = False
    rng = Rng(seed)
    # A full deck's unseen cards are exactly the deck; sorting it is the cheaper way there.
    pool = unseen_cards(state) if state.setup.short_game else sorted(world.deck)
    # The cards fall where a whole shuffle puts them, each settled only once it matters: the
    # cut (which cards stay in the box) now, the deck's order as the world draws it.
    later = rng.shuffle_later(pool)
    size = len(state.deck)
    if size < len(pool):
        later = settle(pool, later, size)
    world.deck = pool[:size]
    world.deferred = later
    world.quiet = True
    world.rng = Rng(rng.next64())
    return world


def hidden_mark(state: PentagramState) -> tuple[int, int]:
    """What any use of hidden information changes: the generator's state and the deck's size
    (play takes from it only by drawing its top). Equal before and after an action, the action
    read nothing hidden, so it plays alike in every sampled world (the search bot shares such
    positions between its worlds)."""
    return (state.rng.state, len(state.deck))


def fingerprint(state: PentagramState) -> int:
    """A stable 32-bit digest of what the table shows (no deck order, no generator)."""
    parts: list[object] = [state.turns, state.turn, state.drawn, state.placed, len(state.deck),
                           tuple(state.discard), state.result is not None]
    parts.extend(tuple(row) for row in state.cards)
    parts.extend(tuple(tuple(space) for space in row) for row in state.workers)
    parts.extend((tuple(p.fortunes), p.home) for p in state.players)
    return zlib.crc32(repr(parts).encode())


def final_summary(state: PentagramState) -> dict[str, Any]:
    """The `replay --json` and `simulate` view of where a game stands or ended."""
    r = state.result
    scores = seat_scores(state)
    return {
        "game": "pentagram",
        "turn": state.turns,
        "round": state.round,
        "over": r is not None,
        "rule": "richest_wins" if state.setup.richest_wins else "weakest_colour",
        "outcome": None if r is None else {"reason": r.reason, "winners": [s + 1 for s in r.winners],
                                           "decided_by": r.decided_by},
        "seats": [{**_seat_view(state, s), "score": scores[s]} for s in range(len(state.players))],
    }
