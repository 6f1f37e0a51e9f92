"""Bots that can take any seat. Each decides from what a player at the table sees (ruling G2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.engine.actions import Action
from game.engine.state import GameState


class Bot(Protocol):
    name: str

    def choose(self, state: GameState) -> Action:
        """The action for the seat the game is waiting on."""
        ...


def _random(seed: int) -> Bot:
    from game.bots.random_bot import RandomBot

    return RandomBot(seed)


BOTS: dict[str, Callable[[int], Bot]] = {"random": _random}


def make_bot(kind: str, seed: int) -> Bot:
    if kind not in BOTS:
        raise ValueError(f"unknown bot '{kind}' (known: {', '.join(BOTS)})")
    return BOTS[kind](seed)
