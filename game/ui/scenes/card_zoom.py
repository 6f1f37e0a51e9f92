"""One card drawn large over the screen, to be read whole: the table's right-click (or I) on a
card, and the gallery's click. The game hands in its drawing of a card at ``ZOOM_SIZE``. Any
click or key closes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import assets, theme
from game.ui.app import App, Scene
from game.ui.draw import dim, panel
from game.ui.input import Intent
from game.ui.layout import Rect

ZOOM_H = 900
ZOOM_SIZE = (round(ZOOM_H * 63 / 88), ZOOM_H)  # poker proportions, as printed
# Flavour text may shrink to the screen's body text size (never below what the rest of the
# window asks a player to read), so every theme shows whole here even where the board's small
# cards end it with "…".
ZOOM_MIN_TEXT = theme.FONT_BODY

# What to show now, and the line under it; None when the card has left (the zoom closes).
Look = Callable[[], tuple[Any, str] | None]


class CardZoom(Scene):
    opaque = False
    inspects_cards = True  # a second right-click closes it rather than being dropped

    def __init__(self, app: App, look: Look, edition: str,
                 draw: Callable[[Any], pygame.Surface]) -> None:
        super().__init__(app)
        self.look = look
        self.edition = edition
        self.draw_face = draw  # the game's drawing of a card at ZOOM_SIZE
        self.shown: Any = None
        self.face: pygame.Surface | None = None
        self.drawn_at = -1  # assets.caches_cleared() when the face was drawn

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "inspect", "key"):
            self.app.remove(self)

    def draw(self, surf: pygame.Surface) -> None:
        seen = self.look()
        if seen is None:
            self.app.remove(self)
            return
        card, caption = seen
        if card != self.shown or self.face is None or self.drawn_at != assets.caches_cleared():
            # Redrawn only when the card changes under it: a card or art file saved while the
            # gallery shows it (at the table the game waits while a card is zoomed).
            self.shown, self.face = card, self.draw_face(card)
            self.drawn_at = assets.caches_cleared()
        dim(surf, 190)
        w = self.face.get_width()
        surf.blit(self.face, ((theme.LOGICAL_SIZE[0] - w) // 2, 60))
        text = assets.text(f"{caption} · click or Esc to close", theme.FONT_BODY)
        box = text.get_rect(midtop=(theme.LOGICAL_SIZE[0] // 2, 985)).inflate(36, 18)
        panel(surf, Rect(box.x, box.y, box.w, box.h), theme.PANEL_DARK, theme.PANEL_LINE)
        surf.blit(text, text.get_rect(center=box.center))
        self.app.ctl.add(Rect(0, 0, *theme.LOGICAL_SIZE), "zoom:close", True, "")
