"""Starting a chapter's game: its seed for this attempt, its Match, where it is kept meanwhile.

A chapter game in progress is saved after every action like any game (the same save format,
game/ui/saves.py), but in a file of its own, ``campaign-<campaign>-<chapter>.json``: the
player's ordinary Continue game is never overwritten by a campaign, and an abandoned chapter
resumes exactly where it was left.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from game.campaign.schema import Chapter
from game.family import ruleset
from game.family.match import Match

SEED_SPACE = 2**32  # a fresh deal's seed: short enough to read out and type in again (G1)


def attempt_seed(chapter: Chapter, rng: random.Random | None = None) -> int:
    """The chapter's fixed seed, or a fresh one for a chapter dealt anew each attempt."""
    if chapter.seed is not None:
        return chapter.seed
    return (rng or random.SystemRandom()).randrange(SEED_SPACE)


def new_match(chapter: Chapter, seed: int, cards: Any = None) -> Match:
    return Match(ruleset(chapter.game), chapter.make_setup(seed), cards)


def save_path(campaign_id: str, chapter_id: str, folder: Path | None = None) -> Path:
    if folder is None:
        from game.family.data_folder import data_dir

        folder = data_dir()
    return folder / f"campaign-{campaign_id}-{chapter_id}.json"
