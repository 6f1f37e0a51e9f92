"""What a campaign is, once its file has been read and checked (game/campaign/loader.py).

A campaign is a sequence of chapters; a chapter is one game of the family with a set-up, a seed
policy, a story and an objective with three star thresholds (docs/campaign.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.campaign.objectives import Objective

PLAYER_NAME = "You"
REWARD_KINDS = ("variant", "card_back", "campaign")
CARD_BACKS = {"classic": "Classic", "dawn": "Dawn", "night_sky": "Night Sky"}  # id -> name shown
DEFAULT_BACK = "classic"  # every player has it; the others are campaign rewards


@dataclass(frozen=True)
class Seat:
    name: str
    bot: str | None = None  # None: the player's own seat

    @property
    def is_player(self) -> bool:
        return self.bot is None


@dataclass(frozen=True)
class Reward:
    """What finishing a campaign unlocks: a variant, a card back, another campaign."""

    kind: str  # one of REWARD_KINDS
    id: str
    text: str  # how the debrief names it


@dataclass(frozen=True)
class Chapter:
    id: str
    title: str
    game: str
    seats: tuple[Seat, ...]
    setup_fields: Mapping[str, Any]  # a record's setup fields (docs/records.md), no players/seed
    seed: int | None  # a fixed deal every attempt, or None: a fresh deal each attempt
    objective: Objective
    opening: str  # the story before the game
    ending: str  # the story after a game that earned a star
    failure: str = ""  # the story after one that did not ("" : a plain line)
    hint: str = ""
    unlock_after: tuple[str, ...] = ()  # chapters that must have a star first
    unlock_stars: int = 0  # stars in the whole campaign needed first
    source: str = ""  # file:line, for messages

    @property
    def player_seat(self) -> int:
        return next(i for i, s in enumerate(self.seats) if s.is_player)

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def setup_dict(self, seed: int) -> dict[str, Any]:
        """The chapter's setup as a record's fields, for a game dealt from ``seed``."""
        return {**self.setup_fields, "players": list(self.players), "seed": seed}

    def make_setup(self, seed: int) -> Any:
        from game.family import ruleset

        rules = ruleset(self.game)
        return rules.setup_from_dict(self.setup_dict(seed), self.source or self.id, rules.record_format)


@dataclass(frozen=True)
class Campaign:
    id: str
    title: str
    game: str  # the game most chapters play (a chapter may name another)
    blurb: str
    chapters: tuple[Chapter, ...]
    rewards: tuple[Reward, ...] = ()
    requires: tuple[str, ...] = ()  # campaigns to finish before this one opens
    path: str = ""
    order: int = 0  # where the map lists it among campaigns

    def chapter(self, chapter_id: str) -> Chapter:
        for c in self.chapters:
            if c.id == chapter_id:
                return c
        raise KeyError(chapter_id)

    def index_of(self, chapter_id: str) -> int:
        return [c.id for c in self.chapters].index(chapter_id)

    @property
    def max_stars(self) -> int:
        return 3 * len(self.chapters)
