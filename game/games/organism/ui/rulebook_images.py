"""The pictures of ORGANISM's players' rulebook (docs/how-to-play-organism.md), drawn by the game
itself: crops of the real table (its own scene drawing positions reached by legal play, the
guided game's opening) and the elements drawn by the board's own element painter.
``python -m game.ui.rulebook_images organism`` (or this module) writes them; run it again after a
change to the table, and tests/test_rulebooks.py checks the committed ones still match.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.family.paths import PROJECT_ROOT

OUT = PROJECT_ROOT / "docs" / "images" / "rulebook-organism"
# The guided game's opening (tutorials/organism.yaml): You, then Robin, four turns each.
OPENING = (
    "introduce EMG", "choose d8 eat", "eat f10 f9",
    "introduce EMG", "choose h3 eat", "eat h3 h4",
    "choose d8 grow", "grow move e8",
    "choose j3 grow", "grow move i4",
    "choose d8 move", "move f10 f9", "move f9 f8",
    "choose i3 move", "move h3 h4", "move h4 h5",
)
def _table(app: Any, setup_args: dict[str, Any], actions: tuple[str, ...], seats: int = 2) -> Any:
    from game.family.match import Match
    from game.games.organism.ruleset import ORGANISM
    from game.games.organism.ui.table import OrganismTable
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    names = ["You", "Robin"][:seats]
    match = Match(ORGANISM, ORGANISM.make_setup(names, **setup_args))
    for a in actions:
        match.play(a)
    kinds = ["human", "random"]
    configs = [SeatConfig(n, c, k) for n, c, k in zip(names, ("blue", "red"), kinds, strict=False)]
    table = OrganismTable(app, Session(match, configs, autosave=False))
    app.scenes = [table]
    return table


def _shot(app: Any, table: Any, crop: tuple[int, int, int, int], scale: float = 1.0,
          before: Callable[[Any], None] | None = None) -> Any:
    import pygame

    if before is not None:
        before(table)
    surf = pygame.Surface((1920, 1080))
    app.ctl.begin_frame()
    table.draw(surf)
    part = surf.subsurface(pygame.Rect(crop)).copy()
    if scale != 1.0:
        part = pygame.transform.smoothscale(part, (round(crop[2] * scale), round(crop[3] * scale)))
    return part


def _elements() -> Any:
    """The three elements, each holding one food, with their names: the board's own painter."""
    import pygame

    from game.games.organism.ui.view import CELL, TYPE_NAMES, draw_element
    from game.ui import assets, theme

    surf = pygame.Surface((540, 190))
    surf.fill(theme.BG)
    for k in range(3):
        x = 90 + k * 180
        pygame.draw.circle(surf, CELL, (x, 80), 62)
        draw_element(surf, (x, 80), 40, k, (90, 140, 230), 1)
        img = assets.text(TYPE_NAMES[k], theme.FONT_BODY, theme.TEXT, "bold")
        surf.blit(img, img.get_rect(midtop=(x, 152)))
    return surf


def _beats() -> Any:
    """Who beats whom: EAT beats GROW, GROW beats MOVE, MOVE beats EAT (yours blue, Robin's red)."""
    import pygame

    from game.games.organism.ui.view import CELL, draw_element
    from game.ui import assets, theme

    blue, red = (90, 140, 230), (220, 80, 80)
    surf = pygame.Surface((760, 170))
    surf.fill(theme.BG)
    pairs = ((0, 2), (2, 1), (1, 0))  # EAT > GROW, GROW > MOVE, MOVE > EAT
    for k, (win, lose) in enumerate(pairs):
        x = 40 + k * 250
        for dx, kind, colour in ((45, win, blue), (135, lose, red)):
            pygame.draw.circle(surf, CELL, (x + dx, 70), 44)
            draw_element(surf, (x + dx, 70), 30, kind, colour, 0)
        pygame.draw.line(surf, theme.BAD, (x + 112, 40), (x + 158, 100), 6)
        pygame.draw.line(surf, theme.BAD, (x + 158, 40), (x + 112, 100), 6)
        img = assets.text(("EAT beats GROW", "GROW beats MOVE", "MOVE beats EAT")[k], theme.FONT_SMALL,
                          theme.TEXT, "semibold")
        surf.blit(img, img.get_rect(midtop=(x + 90, 130)))
    return surf


def _select(cell: str) -> Callable[[Any], None]:
    def pick(table: Any) -> None:
        from game.games.organism import hexes

        table.selected = table.state.board.index[hexes.parse(cell)]
        table.version += 1
    return pick


def draw_all(out: Path = OUT) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp(prefix="organism-rulebook-"))
    import pygame

    from game.ui.app import App, Settings

    app = App(Settings(animation="off", bot_pause=0.0))
    two = {"seed": 1, "threshold": 3, "start_player": 0}
    board = (210, 76, 760, 840)
    side = (1182, 392, 722, 246)
    pictures: dict[str, Any] = {
        "elements": _elements(),
        "beats": _beats(),
        "table": _shot(app, _table(app, two, OPENING), (0, 0, 1920, 1080), 0.5),
        "start": _shot(app, _table(app, two, OPENING[:6]), board, 0.6),
        "eat": _shot(app, _table(app, two, OPENING[:2]), (200, 540, 560, 376), 0.8),
        "grow": _shot(app, _table(app, two, OPENING[:7]), (200, 540, 560, 376), 0.8),
        "move": _shot(app, _table(app, two, OPENING[:11]), (250, 480, 520, 440), 0.8, _select("f10")),
        "goal": _shot(app, _table(app, two, OPENING), side, 0.8),
        "rain": _shot(app, _table(app, {"seed": 5, "switches": ["rain"], "start_player": 0},
                                  ("introduce EMG",), 1),
                      (0, 0, 1920, 1080), 0.5),
    }
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, surf in pictures.items():
        path = out / f"{name}.png"
        pygame.image.save(surf, str(path))
        written.append(path)
    app.quit()
    return written


if __name__ == "__main__":
    for p in draw_all(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(p)
