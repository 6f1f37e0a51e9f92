"""Extra starting tokens for the players after the starting player (DI20's idea, which the
editions `projects` and `life` offer as a switch: DP12, DL19)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def give_later_seats(state: Any, extra: Callable[[int], Sequence[int]]) -> None:
    """Add ``extra(k)`` to the tokens of the player ``k`` turns after ``state.start_player``."""
    n = len(state.players)
    for k in range(1, n):
        more = extra(k)
        if any(more):
            seat = (state.start_player + k) % n
            p = state.players[seat]
            p.tokens = [have + add for have, add in zip(p.tokens, more, strict=True)]
            state.emit("setup", seat=seat, what="later_seat", tokens=more, position=k)
