"""What the editions' property tests share: playing a game on with a seeded policy, and the check
that a record of its moves replays to the same table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def play_on(state: Any, apply: Callable[..., Any], move: Callable[[Any], Any],
            steps: int | None = None) -> list[str]:
    """Apply ``move(state)`` until the game ends (or ``steps`` moves); the moves as text."""
    moves: list[str] = []
    while state.result is None and (steps is None or len(moves) < steps):
        m = move(state)
        moves.append(str(m))
        apply(state, m)
    return moves


def assert_replays_exactly(played: Any, replayed: Any, moves: list[str],
                           apply: Callable[..., Any], parse: Callable[[str], Any],
                           observe: Callable[[Any], Any]) -> None:
    """``replayed`` (a fresh game from the record's setup) reaches ``played``'s table, log and
    result by the recorded moves alone."""
    for m in moves:
        apply(replayed, parse(m))
    assert observe(played) == observe(replayed)
    assert played.log == replayed.log and played.result == replayed.result
