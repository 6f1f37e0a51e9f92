"""Drawing shared by the campaign scenes: stars (earned or not), a wrapped paragraph, the
objective box. Drawn in code, with the Twemoji star the game already ships (art/CREDITS.md)."""

from __future__ import annotations

import math

import pygame

from game.campaign import Chapter, Objective
from game.ui import assets, theme
from game.ui.draw import label, panel
from game.ui.layout import Rect

EMPTY_STAR = (92, 98, 116)


def star(surf: pygame.Surface, centre: tuple[int, int], size: int, earned: bool) -> None:
    """One star: the gold Twemoji when earned, a grey outline when not (never colour alone:
    the shapes differ too)."""
    if earned:
        img = assets.icon("⭐", size)
        surf.blit(img, img.get_rect(center=centre))
        return
    cx, cy = centre
    r_out, r_in = size * 0.46, size * 0.19
    pts = [(cx + (r_out if k % 2 == 0 else r_in) * math.sin(k * math.pi / 5),
            cy - (r_out if k % 2 == 0 else r_in) * math.cos(k * math.pi / 5)) for k in range(10)]
    pygame.draw.polygon(surf, EMPTY_STAR, pts, 3)


def stars_row(surf: pygame.Surface, centre: tuple[int, int], size: int, earned: int) -> None:
    cx, cy = centre
    for k in range(3):
        star(surf, (cx + (k - 1) * (size + 6), cy), size, k < earned)


def paragraph(surf: pygame.Surface, text: str, x: int, y: int, width: int,
              size: int = theme.FONT_BODY, colour: tuple[int, int, int] = theme.TEXT,
              gap: int = 8) -> int:
    """Wrapped text from (x, y); returns the y below it."""
    for line in assets.wrap(text, width, size):
        label(surf, line, (x, y), size, colour)
        y += size + gap
    return y


def objective_box(surf: pygame.Surface, r: Rect, chapter: Chapter, best: int | None,
                  earned: int) -> None:
    """The objective and its three star thresholds, each with its star earned or not."""
    objective: Objective = chapter.objective
    panel(surf, r, theme.PANEL_DARK, theme.ACCENT, 12, 2)
    ico = assets.icon("🎯", 34)
    surf.blit(ico, (r.x + 20, r.y + 18))
    label(surf, objective.sentence, (r.x + 66, r.y + 20), theme.FONT_LARGE, theme.ACCENT, "bold",
          max_width=r.w - 90)
    y = r.y + 76
    for k, line in enumerate(objective.star_lines()):
        # k + 1 stars on the line of the k-th threshold: gold once earned, outlines until then
        for j in range(k + 1):
            star(surf, (r.x + 36 + j * 30, y + 15), 26, earned > k)
        label(surf, line.split("  ", 1)[1], (r.x + 136, y), theme.FONT_BODY, theme.TEXT,
              max_width=r.w - 156)
        y += 42
    if best is not None:
        label(surf, f"Your best: {objective.spec.measure_name} {best}", (r.x + 24, y + 6),
              theme.FONT_SMALL, theme.TEXT_DIM)
