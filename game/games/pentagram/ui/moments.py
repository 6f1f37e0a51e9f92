"""The moments of the Pentagram 2 table a hint may wait for (tutorials/hints-pentagram.yaml,
``table: …``): each is asked of the table every frame and says whether the moment has come.
They read the table at rest (no hint over a payout still moving) and speak to a player at the
table, never to a bot."""

from __future__ import annotations

from typing import Any

from game.games.pentagram.actions import PRICES
from game.games.pentagram.rules import cards_to_go

LAST_CARDS = 4  # "the end is near" once this few cards are left to place


def _human_turn(table: Any) -> bool:
    return not table.busy and table.human_to_move()


def _worker_question(table: Any) -> bool:
    """A player is asked whether a worker follows the card they placed."""
    return _human_turn(table) and table.state.placed is not None


def _payout(table: Any) -> bool:
    """A row has paid out (a card went to the discard) and the table has come to rest."""
    return not table.busy and bool(table.state.discard)


def _refused(table: Any) -> bool:
    """A move the player tried was refused, with the reason said."""
    return table.refusals > 0


def _no_worker(table: Any) -> bool:
    """The player placed a card that no worker can follow: the table holds it and asks."""
    return _human_turn(table) and table.pending() is not None


def _red_drawn(table: Any) -> bool:
    """A player is to place a red card."""
    s = table.state
    return (_human_turn(table) and s.placed is None and s.drawn is not None
            and not s.catalogue[s.drawn].green)


def _red_ahead(table: Any) -> bool:
    """A red card lies to the right of a player's waiting worker in its row: when the row pays,
    that worker will cross it."""
    if table.busy:
        return False
    s = table.state
    humans = set(table.humans())
    for row in range(5):
        seen_worker = False
        for col in range(len(PRICES)):
            if humans & set(s.workers[row][col]):
                seen_worker = True
            cid = s.cards[row][col]
            if seen_worker and cid is not None and not s.catalogue[cid].green:
                return True
    return False


def _end_near(table: Any) -> bool:
    s = table.state
    return s.result is None and cards_to_go(s) <= LAST_CARDS


MOMENTS = {
    "worker_question": _worker_question,
    "payout": _payout,
    "refused": _refused,
    "no_worker": _no_worker,
    "red_drawn": _red_drawn,
    "red_ahead": _red_ahead,
    "end_near": _end_near,
}
