"""The end screen of a Meaning Made edition (`projects`, `life`): what both show alike.

Both end screens open the same way — what ended the game across the top, the headline with a
bouncing trophy under it, confetti in the winners' colours (or, where the world collapsed,
falling ash on a darkened screen), and the same three ways out (back to the board, a new game,
the title). ``EditionEnd`` is that frame; an edition's end screen words its result and draws
its own tables and chart between the headline and the buttons (``draw``, calling
``draw_top`` and ``draw_buttons``). Everything shown is the engine's result; the scene only
words it.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui import assets, celebrate, theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.layout import Rect
from game.ui.scenes.end_base import EndBase
from game.ui.session import Session
from game.ui.theme import seat_style

ASH = [(120, 116, 120), (90, 88, 94), (150, 146, 150)]
MOURN = (40, 22, 26)  # a collapse's background
CONFETTI_SECONDS = 12  # confetti settles; ash keeps falling


class EditionEnd(EndBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.t = 0.0
        self.collapsed = self.lost()
        seed = self.state.setup.seed
        if self.collapsed:
            self.pieces = celebrate.pieces(seed, ASH, 110, slow=True)
        else:
            seats = session.seats
            colours = [seat_style(seats[s].colour, s)[0] for s in self.result.winners]
            self.pieces = celebrate.pieces(seed, colours * 3 + [theme.ACCENT, theme.GOOD])

    def lost(self) -> bool:
        """Whether the world was lost (ash, not confetti)."""
        return False

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def result(self) -> Any:
        r = self.state.result
        assert r is not None, "the end screen needs a finished game"
        return r

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < CONFETTI_SECONDS or self.collapsed

    def draw_top(self, surf: pygame.Surface, ended: str, headline: str) -> None:
        """The sky (confetti or ash), what ended the game, and the headline with its icon."""
        surf.fill(MOURN if self.collapsed else theme.BG)
        moving = self.app.settings.speed > 0
        if moving:
            (celebrate.ash if self.collapsed else celebrate.confetti)(surf, self.pieces, self.t)
        label(surf, ended, (960, 34), theme.FONT_TITLE, theme.TEXT, "bold", "midtop")
        head = assets.text(headline, theme.FONT_HUGE, theme.BAD if self.collapsed else theme.ACCENT, "bold")
        icon = assets.icon("🌀" if self.collapsed else "🏆", 80)
        bounce = round(8 * math.sin(self.t * 3)) if moving and not self.collapsed else 0
        w = icon.get_width() + 24 + head.get_width()
        x = 960 - w // 2
        surf.blit(icon, (x, 100 + bounce))
        surf.blit(head, (x + icon.get_width() + 24, 100 + (80 - head.get_height()) // 2))

    def draw_buttons(self, surf: pygame.Surface) -> None:
        ctl = self.app.ctl
        button(surf, ctl, Rect(540, 980, 260, 60), "end:board", "Back to the board (Esc)")
        button(surf, ctl, Rect(830, 980, 260, 60), "end:new", "New game (Enter)", primary=True)
        button(surf, ctl, Rect(1120, 980, 260, 60), "end:title", "Title")
