"""A game as its history: setup + seed + actions (ruling G1), with undo and JSON both ways."""

from __future__ import annotations

import json
from typing import Any

from game.engine.actions import Action
from game.engine.card_loader import default_cards
from game.engine.cards import CardSet
from game.engine.options import Setup
from game.engine.records import setup_from_dict, setup_to_dict
from game.engine.rules import apply, legal_actions
from game.engine.setup import new_game
from game.engine.state import GameState

FORMAT_VERSION = 1


class Game:
    """The engine's front door for the desktop game, the command line and the tests."""

    def __init__(self, setup: Setup, cards: CardSet | None = None, narrate: bool = True) -> None:
        self.setup = setup
        self.cards = cards or default_cards(setup.edition)
        self.narrate = narrate
        self.state: GameState = new_game(setup, self.cards, narrate)
        self.actions: list[Action] = []

    @property
    def log(self) -> list[str]:
        return self.state.log

    def legal_actions(self) -> list[Action]:
        return legal_actions(self.state)

    def play(self, action: Action | str) -> list[str]:
        """Apply one action (an :class:`Action` or its notation); raise IllegalAction if refused."""
        a = Action.parse(action) if isinstance(action, str) else action
        lines = apply(self.state, a)
        self.actions.append(a)
        return lines

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions by replaying the rest from the setup.

        Replaying (not snapshots) keeps undo exact: the seeded generator is back where it was,
        so a card revealed after the undone action will be the same card again.
        """
        if steps < 0 or steps > len(self.actions):
            raise ValueError(f"cannot undo {steps} of {len(self.actions)} actions")
        kept = self.actions[: len(self.actions) - steps]
        self.state = new_game(self.setup, self.cards, self.narrate)
        self.actions = []
        for a in kept:
            self.play(a)

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT_VERSION, "setup": setup_to_dict(self.setup),
                "actions": [str(a) for a in self.actions]}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_dict(cls, data: dict[str, Any], cards: CardSet | None = None,
                  narrate: bool = True) -> Game:
        setup = setup_from_dict(data["setup"], "game")
        game = cls(setup, cards, narrate)
        for text in data.get("actions", []):
            game.play(text)
        return game

    @classmethod
    def from_json(cls, text: str, cards: CardSet | None = None) -> Game:
        return cls.from_dict(json.loads(text), cards)
