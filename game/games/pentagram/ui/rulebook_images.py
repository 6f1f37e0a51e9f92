"""The pictures of the players' rulebook (docs/how-to-play-pentagram.md), drawn by the game itself:
crops of the real table (``PentagramTable``) on positions reached by legal play from the guided
game's deal, and the cards as the table draws them. ``python -m game.ui.rulebook_images pentagram``
(or this module) writes them; tests/test_rulebooks.py checks the committed ones still match.

Nothing moves while they are drawn: no frame runs, so no animation, bot or pointer shows.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.family.paths import PROJECT_ROOT
from game.ui.rulebook_images import save_pictures

OUT = PROJECT_ROOT / "docs" / "images" / "rulebook-pentagram"
LESSON = PROJECT_ROOT / "tutorials" / "pentagram.yaml"
# The lesson's moves, You and Robin in turn, up to each picture's position.
OPENING = ("place black 0", "worker", "place purple 2", "worker", "place yellow 1", "worker",
           "place blue 3", "place purple 1", "pass", "place black 3")
CHAIN = ("place yellow 0", "worker")
MARGIN = 16


def _table(moves: Sequence[str]) -> Any:
    """The Pentagram table on the lesson's deal after ``moves``, drawn once on the app's canvas."""
    from game.family.match import Match
    from game.family.registry import ruleset
    from game.games.pentagram.ui.table import PentagramTable
    from game.tutorial.script import load_tutorial
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    app = _app()
    lesson = load_tutorial(LESSON)
    match = Match(ruleset("pentagram"), lesson.setup)
    for move in moves:
        match.play(move)
    seats = [SeatConfig("You", "blue"), SeatConfig("Robin", "red")]
    table = PentagramTable(app, Session(match, seats, autosave=False))
    app.replace(table)
    app.ctl.mouse = (0, 0)
    app.notice = None
    app.draw()
    return table


_APP: list[Any] = []  # the one app (and canvas) of a draw_all run


def _app() -> Any:
    if not _APP:
        from game.ui.app import App, Settings

        _APP.append(App(Settings(animation="off", bot_pause=0.0), size=(1920, 1080)))
    return _APP[0]


def _crop(rect: tuple[int, int, int, int]) -> Any:
    return _app().screen.subsurface(rect).copy()


def _stack(parts: Sequence[tuple[str, Any]], width: int | None = None) -> Any:
    """Pictures one above the other on the table's background, each under its caption."""
    import pygame

    from game.ui import theme
    from game.ui.draw import label

    caption_h = 34
    w = width or max(p.get_width() for _, p in parts) + 2 * MARGIN
    h = MARGIN + sum((caption_h if c else 0) + p.get_height() + MARGIN for c, p in parts)
    out = pygame.Surface((w, h))
    out.fill(theme.BG)
    y = MARGIN
    for caption, pic in parts:
        if caption:
            label(out, caption, (MARGIN, y + 2), theme.FONT_BODY, theme.ACCENT, "bold")
            y += caption_h
        out.blit(pic, (MARGIN, y))
        y += pic.get_height() + MARGIN
    return out


def _side_by_side(pics: Sequence[Any]) -> Any:
    import pygame

    from game.ui import theme

    w = MARGIN + sum(p.get_width() + MARGIN for p in pics)
    h = 2 * MARGIN + max(p.get_height() for p in pics)
    out = pygame.Surface((w, h))
    out.fill(theme.BG)
    x = MARGIN
    for p in pics:
        out.blit(p, (x, MARGIN))
        x += p.get_width() + MARGIN
    return out


def _pictures() -> dict[str, Any]:
    import pygame

    from game.games.pentagram.ui import cards_view

    pics: dict[str, Any] = {}
    # The whole table, a few turns in: the lesson's position before its chain.
    table = _table(OPENING)
    pics["table"] = pygame.transform.smoothscale(_app().screen, (1152, 648))
    # Placing: the drawn card and the lit spaces it may take.
    z = table.z
    pics["place"] = _crop((z["tableau"].x, 0, z["drawn"].x + z["drawn"].w + 8 - z["tableau"].x,
                           z["space_2_0"].y + z["space_2_0"].h + 8))
    # The two kinds of card, as the table draws the drawn card.
    cards = table.state.catalogue
    green, red = cards["black_yellow_green_1"], cards["black_orange_red"]
    pics["cards"] = _side_by_side([cards_view.card_face(c, 250, 350) for c in (green, red)])
    # The worker question: the card just placed, and the buttons that answer it.
    table = _table((*OPENING, "place yellow 0"))
    bar = z["action_bar"]
    row = (z["tableau"].x, z["space_0_0"].y - 44, z["tableau"].w, z["space_0_0"].h + 52)
    pics["worker"] = _stack([("", _crop(row)), ("", _crop((bar.x, bar.y, bar.w, bar.h)))])
    # The payout: the yellow row and your coins, before the chain and after it.
    seat = z["seat_1"]
    yellow = (z["tableau"].x, z["space_0_0"].y - 4, z["tableau"].w, z["space_0_0"].h + 8)
    mine = (seat.x - 4, seat.y - 4, seat.w + 8, seat.h + 8)
    _table(OPENING)
    before = [_crop(yellow), _crop(mine)]
    _table((*OPENING, *CHAIN))
    after = [_crop(yellow), _crop(mine)]
    pics["payout"] = _stack([("Before: your worker waits on yellow 1", before[0]), ("", before[1]),
                             ("After: a card on yellow 0, with a second worker", after[0]),
                             ("", after[1])])
    # The goal: the line on top and the players' coins, after Robin met the red card.
    table = _table((*OPENING, *CHAIN, "place purple 0", "worker"))
    hud = z["hud"]
    players = z["players"]
    goal = _crop((hud.x + hud.w - 900, hud.y, 900, hud.h))
    seats = _crop((players.x, players.y, players.w, z["seat_2"].y + z["seat_2"].h + 10 - players.y))
    pics["goal"] = _stack([("", goal), ("", seats)])
    return pics


def draw_all(out: Path = OUT) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    _APP.clear()  # a fresh canvas each time: pygame may have been shut down since the last
    written = save_pictures(_pictures(), out)
    return written

