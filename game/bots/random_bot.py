"""The `random` bot: uniform over the legal actions, its own seeded generator."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.rules import legal_actions
from game.engine.state import GameState


class RandomBot:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: GameState) -> Action:
        # legal_actions reads only the public table, never the deck order (ruling G2).
        return self.rng.choice(legal_actions(state))
