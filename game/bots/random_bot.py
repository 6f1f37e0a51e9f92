"""The `random` bot: uniform over the legal actions, its own seeded generator. Any game."""

from __future__ import annotations

from typing import Any

from game.family import Ruleset, ruleset
from game.family.rng import Rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int, rules: Ruleset | None = None) -> None:
        self.rng = Rng(seed)
        self.rules = rules or ruleset()

    def choose(self, state: Any) -> Any:
        # legal_actions reads only the public table, never the deck order (ruling G2).
        return self.rng.choice(self.rules.legal_actions(state))
