"""Edition `initiatives` as a :class:`~game.family.match.Match` (kept for callers and tests
that build a game from this edition's Setup directly)."""

from __future__ import annotations

from typing import Any

from game.family.match import Match
from game.games.initiatives.cards import CardSet
from game.games.initiatives.options import Setup

__all__ = ["Game"]


class Game(Match):
    def __init__(self, setup: Setup, cards: CardSet | None = None, narrate: bool = True) -> None:
        from game.games.initiatives.ruleset import INITIATIVES

        super().__init__(INITIATIVES, setup, cards, narrate)

    @classmethod
    def from_dict(cls, data: dict[str, Any], cards: Any = None, narrate: bool = True) -> Match:
        return Match.from_dict(data, cards, narrate)
