"""The Meaning chart of every Meaning Made edition's end screen."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.draw import label, panel
from game.ui.layout import Rect


def meaning_chart(surf: pygame.Surface, r: Rect, history: list[int]) -> None:
    """Meaning at the end of each round, as a line: every Meaning Made edition's end screen."""
    panel(surf, r, theme.PANEL)
    label(
        surf,
        "🌟 Meaning at the end of each round",
        (r.x + 20, r.y + 16),
        theme.FONT_BODY,
        theme.TEXT,
        "semibold",
    )
    plot = Rect(r.x + 60, r.y + 70, r.w - 90, r.h - 120)
    for m in range(0, 13, 3):
        y = plot.y + plot.h - plot.h * m / 12
        pygame.draw.line(surf, theme.PANEL_LINE, (plot.x, y), (plot.x + plot.w, y))
        label(surf, str(m), (plot.x - 10, int(y)), theme.FONT_SMALL, theme.TEXT_DIM, anchor="midright")
    if not history:
        return
    n = len(history)
    pts = [
        (
            plot.x + (plot.w * i / max(1, n - 1) if n > 1 else plot.w / 2),
            plot.y + plot.h - plot.h * m / 12,
        )
        for i, m in enumerate(history)
    ]
    if len(pts) > 1:
        pygame.draw.lines(surf, theme.ACCENT, False, pts, 4)
    for i, (x, y) in enumerate(pts):
        pygame.draw.circle(surf, theme.ACCENT, (int(x), int(y)), 6)
        if n <= 16 or i % 2 == 0:
            label(
                surf,
                str(i + 1),
                (int(x), plot.y + plot.h + 8),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                anchor="midtop",
            )
    label(
        surf,
        "round",
        (plot.x + plot.w, plot.y + plot.h + 30),
        theme.FONT_SMALL,
        theme.TEXT_DIM,
        anchor="topright",
    )
