"""A search meets the same move lists again and again in its sampled worlds: the editions'
candidate lists (a pruning of the legal moves) are remembered here, by move list and, where the
pruning also depends on who moves and on everyone's tokens (Touchpoints), by that too."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

Prune = Callable[[Any, list[Any]], list[Any]]
Ask = Callable[[Any, list[Any]], bool]


class PrunedLists:
    def __init__(self, prune: Prune, by_table: Ask, limit: int = 200_000) -> None:
        """``by_table(state, legal)``: whether this move list's pruning depends on the mover and
        the tokens; asked once per move list. ``limit``: move lists kept before starting afresh."""
        self.prune = prune
        self.by_table = by_table
        self.limit = limit
        self.lists: dict[Hashable, list[Any] | dict[tuple, list[Any]]] = {}

    def get(self, key: Hashable, state: Any, legal: list[Any]) -> list[Any]:
        """The pruned list (shared: do not change it)."""
        hit = self.lists.get(key)
        if hit is None:
            if len(self.lists) >= self.limit:
                self.lists.clear()
            if not self.by_table(state, legal):
                pruned = self.lists[key] = self.prune(state, legal)
                return pruned
            hit = self.lists[key] = {}
        if isinstance(hit, list):
            return hit
        table = (state.current, tuple(tuple(p.tokens) for p in state.players))
        pruned = hit.get(table)
        if pruned is None:
            pruned = hit[table] = self.prune(state, legal)
        return pruned
