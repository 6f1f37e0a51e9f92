"""Extra starting tokens for the players after the starting player (DI20's idea, which the
editions `projects` and `life` offer as a switch: DP12, DL19)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.family.words import ordinal, verb


def give_later_seats(state: Any, extra: Callable[[int], Sequence[int]],
                     text: Callable[[Sequence[int]], str]) -> None:
    """Add ``extra(k)`` to the tokens of the player ``k`` turns after ``state.start_player``, and
    say so; ``text`` writes a token count as the game shows it."""
    n = len(state.players)
    for k in range(1, n):
        more = extra(k)
        if any(more):
            seat = (state.start_player + k) % n
            p = state.players[seat]
            p.tokens = [have + add for have, add in zip(p.tokens, more, strict=True)]
            state.say(f"{verb(p.name, 'start')} with {text(more)} more, {ordinal(k + 1)} in turn order",
                      "setup", seat=seat)
