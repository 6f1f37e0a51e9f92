"""Draw the pictures of every game's players' rulebook (docs/how-to-play*.md) with the game's own
renderers: ``python -m game.ui.rulebook_images [GAME …]`` (all games by default). Each game's
plug-in names its drawing function (``Plugin.rulebook``); run this after a card or table change,
and tests/test_rulebooks.py checks that the committed pictures still match what it draws."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from game.family.registry import GAMES, UnknownGame, load, plugin


def save_pictures(pictures: dict[str, Any], out: Path) -> list[Path]:
    """Write each picture (a pygame Surface) as ``<name>.png`` into ``out``; the paths written."""
    import pygame

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, surf in pictures.items():
        path = out / f"{name}.png"
        pygame.image.save(surf, str(path))
        written.append(path)
    return written


def draw(game: str, out: Path | None = None) -> list[Path]:
    """Draw ``game``'s pictures into ``out`` (its own folder under docs/images by default)."""
    source = plugin(game).rulebook
    if source is None:
        return []
    draw_all = load(source)
    return list(draw_all(out) if out is not None else draw_all())


def main(argv: list[str]) -> int:
    games = argv or list(GAMES)
    try:
        for game in games:
            for path in draw(game):
                print(path)
    except UnknownGame as exc:
        print(f"rulebook_images: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
