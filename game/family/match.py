"""A game of any ruleset as its history: setup + seed + actions (ruling G1), with undo and
JSON both ways. Saves, records, replay and the table all hold one of these."""

from __future__ import annotations

import json
from typing import Any

from game.family.errors import NotationError, RecordError, short_message
from game.family.registry import DEFAULT_GAME, UnknownGame, ruleset
from game.family.ruleset import Event, Ruleset
from game.family.setup_fields import check_player_names


class Match:
    """The engine's front door for the desktop game, the command line and the tests."""

    def __init__(self, rules: Ruleset, setup: Any, cards: Any = None, narrate: bool = True) -> None:
        self.rules = rules
        self.setup = setup
        self.cards = cards if cards is not None else rules.default_cards()
        self.narrate = narrate
        self.state = rules.new_state(setup, self.cards, narrate)
        self.actions: list[Any] = []
        self.movers: list[int | None] = []  # the seat each action was played by
        self.last_events: list[Event] = []  # what the last action did, for animation

    @property
    def log(self) -> list[str]:
        return self.state.log

    def legal_actions(self) -> list[Any]:
        return self.rules.legal_actions(self.state)

    def play(self, action: Any) -> list[str]:
        """Apply one action (an action or its notation); raise IllegalAction if refused.
        Returns the narration of what happened."""
        a = self.rules.parse_action(action) if isinstance(action, str) else action
        mover = self.state.to_move()
        events = self.rules.apply(self.state, a)
        self.actions.append(a)
        self.movers.append(mover)
        self.last_events = events
        return self.rules.narrate(self.state, events)

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions by replaying the rest from the setup.

        Replaying (not snapshots) keeps undo exact: the seeded generator is back where it was,
        so a card revealed after the undone action will be the same card again.
        """
        if steps < 0 or steps > len(self.actions):
            raise ValueError(f"cannot undo {steps} of {len(self.actions)} actions")
        kept = self.actions[: len(self.actions) - steps]
        self.state = self.rules.new_state(self.setup, self.cards, self.narrate)
        self.actions = []
        self.movers = []
        self.last_events = []
        for a in kept:
            self.play(a)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": self.rules.record_format}
        if self.rules.id != DEFAULT_GAME:
            out["game"] = self.rules.id  # absent means the default game: older saves read on
        out["setup"] = self.rules.setup_to_dict(self.setup)
        out["actions"] = [str(a) for a in self.actions]
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_dict(cls, data: dict[str, Any], cards: Any = None, narrate: bool = True,
                  src: str = "game") -> Match:
        """``src`` names the file in messages (a save's path)."""
        rules = rules_of(data, src)
        fmt = format_of(rules, data.get("format"), src)
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise RecordError(f"field 'actions': must be a list of actions, got {type(actions).__name__}")
        check_player_names(data["setup"], src)
        match = cls(rules, rules.setup_from_dict(data["setup"], src, fmt), cards, narrate)
        for text in actions:
            if not isinstance(text, str):
                raise NotationError(f"an action is text, not {type(text).__name__}")
            match.play(text)
        return match

    @classmethod
    def from_json(cls, text: str, cards: Any = None) -> Match:
        return cls.from_dict(json.loads(text), cards)


def rules_of(data: Any, src: str) -> Ruleset:
    """The ruleset a save or record names in its ``game`` field (absent: the default game)."""
    game_id = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    if not isinstance(game_id, str):
        raise UnknownGame(f"{src}: field 'game': must be a game's name")
    try:
        return ruleset(game_id)
    except UnknownGame as exc:
        # the name as the file gave it, which may be a megabyte: cut like every error's quote
        raise UnknownGame(short_message(f"{src}: field 'game': {exc}")) from None


def format_of(rules: Ruleset, value: Any, where: str) -> int:
    """A record's or save's ``format`` field checked: None (no field) is the first format."""
    newest = rules.record_format
    number = 1 if value is None else value
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= newest:
        raise RecordError(f"{where}: field 'format': written by another version ({value!r}); "
                          f"this one reads {rules.title} formats 1 to {newest}")
    return number

