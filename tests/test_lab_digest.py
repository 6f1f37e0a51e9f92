"""A card set's digest is what it plays like: the same cards read from another folder (another
checkout, a copy) digest the same, so runs made there pool (lab --from)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.family.paths import CARDS_ROOT
from game.family.registry import GAMES, ruleset
from game.lab.pool import cards_digest


@pytest.mark.parametrize("game", list(GAMES))
def test_the_same_cards_read_from_another_folder_digest_the_same(game: str, tmp_path: Path) -> None:
    rules = ruleset(game)
    copy = tmp_path / "elsewhere" / game
    shutil.copytree(CARDS_ROOT / game, copy)
    assert cards_digest(rules.load_cards(str(copy))) == cards_digest(rules.default_cards())
