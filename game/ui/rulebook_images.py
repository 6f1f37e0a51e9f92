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


def table_on_lesson(game: str, lesson: Path, moves: tuple[str, ...]) -> tuple[Any, Any]:
    """An app at 1920×1080 whose canvas shows ``game``'s own table on the position its lesson's
    deal reaches after ``moves``, and the table. Every seat is a person's: nobody thinks."""
    from game.family.match import Match
    from game.tutorial.script import load_tutorial
    from game.ui.app import App, Settings
    from game.ui.saves import SeatConfig
    from game.ui.session import Session
    from game.ui.theme import SEAT_COLOURS

    tutorial = load_tutorial(lesson)
    match = Match(tutorial.rules, tutorial.setup)
    for move in moves:
        match.play(move)
    app = App(Settings(animation="off", bot_pause=100.0, live_reload=False), size=(1920, 1080))
    seats = [SeatConfig(name, colour)
             for name, colour in zip(match.setup.players, SEAT_COLOURS, strict=False)]
    table = load(plugin(game).table)(app, Session(match, seats, autosave=False))
    app.push(table)
    for _ in range(3):
        app.frame(1 / 60, present=False)
    return app, table


def crops(canvas: Any, zones: Any, single: dict[str, str],
          spans: dict[str, tuple[str, str]]) -> dict[str, Any]:
    """Pictures cut from the canvas: ``single`` picture -> a layout zone; ``spans`` picture ->
    (first zone, last zone), from the first's left to the last's right at the first's height."""
    out = {name: canvas.subsurface(zones[zone].tuple).copy() for name, zone in single.items()}
    for name, (first, last) in spans.items():
        a, b = zones[first], zones[last]
        out[name] = canvas.subsurface((a.x, a.y, b.x + b.w - a.x, a.h)).copy()
    return out


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
