"""Small drawing helpers shared by every scene: panels, buttons, seat markers, tooltips."""

from __future__ import annotations

import math

import pygame

from game.ui import assets, theme
from game.ui.input import InputController
from game.ui.layout import Rect

Colour = tuple[int, int, int]


def panel(
    surf: pygame.Surface,
    r: Rect,
    fill: Colour = theme.PANEL,
    line: Colour | None = theme.PANEL_LINE,
    radius: int = 10,
    width: int = 1,
) -> None:
    pygame.draw.rect(surf, fill, r.tuple, border_radius=radius)
    if line is not None:
        pygame.draw.rect(surf, line, r.tuple, width, border_radius=radius)


ELLIPSIS = "…"


def _shorter(value: str) -> str:
    """``value`` less its last glyph, an icon counting as one (never half an emoji)."""
    last = None
    for last in assets._TOKEN_RE.finditer(value):  # noqa: B007 (the last match is wanted)
        pass
    if last is not None and last.end() == len(value):
        return value[: last.start()].rstrip()
    return value[:-1].rstrip()


def fit_text(value: str, width: int, size: int, weight: str = "regular",
             min_size: int = theme.FONT_SMALL - 4) -> tuple[str, int]:
    """A one-line label no wider than ``width``: the size shrinks down to ``min_size``, and
    what still does not fit is cut and ends in "…" (the last resort)."""
    def w(text: str, px: int) -> int:
        return assets.text(text, px, theme.TEXT, weight).get_width()

    px = size
    while px > min_size and w(value, px) > width:
        px -= 1
    if w(value, px) <= width:
        return value, px
    cut = value
    while cut and w(cut + ELLIPSIS, px) > width:
        cut = _shorter(cut)
    return cut + ELLIPSIS, px


def fit_all(values: list[str], width: int, size: int, weight: str = "regular",
            min_size: int = theme.FONT_SMALL - 4) -> tuple[list[str], int]:
    """Labels shown side by side (a row of slot captions) at one size, the largest at which
    every one fits ``width`` down to ``min_size``; only what still does not fit is cut ("…")."""
    fitted = [fit_text(v, width, size, weight, min_size) for v in values]
    px = min(p for _, p in fitted)
    return [fit_text(v, width, px, weight, px)[0] for v in values], px


def label(
    surf: pygame.Surface,
    value: str,
    pos: tuple[int, int],
    size: int = theme.FONT_BODY,
    colour: Colour = theme.TEXT,
    weight: str = "regular",
    anchor: str = "topleft",
    max_width: int | None = None,
) -> Rect:
    """Draw one line of text at ``pos`` (by ``anchor``); with ``max_width`` it is fitted to that
    width (smaller, then cut with "…"), so it never runs into what is beside it."""
    if max_width is not None:
        value, size = fit_text(value, max_width, size, weight)
    img = assets.text(value, size, colour, weight)
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    return Rect(rect.x, rect.y, rect.w, rect.h)


def button(
    surf: pygame.Surface,
    ctl: InputController,
    r: Rect,
    target: str,
    caption: str,
    enabled: bool = True,
    tip: str = "",
    primary: bool = False,
    size: int = theme.FONT_BODY,
    selected: bool = False,
) -> None:
    hovered = ctl.hovered is not None and ctl.hovered.id == target and ctl.hovered.rect == r
    if not enabled:
        fill, ink = theme.PANEL_DARK, theme.DISABLED
    elif primary:
        fill, ink = ((255, 214, 120) if hovered else theme.ACCENT), theme.TEXT_DARK
    elif selected:
        fill, ink = theme.HILITE, theme.TEXT_DARK
    else:
        fill, ink = ((70, 82, 108) if hovered else (58, 67, 88)), theme.TEXT
    pygame.draw.rect(surf, fill, r.tuple, border_radius=8)
    pygame.draw.rect(surf, theme.PANEL_LINE if enabled else theme.PANEL_DARK, r.tuple, 1, border_radius=8)
    caption, size = fit_text(caption, r.w - 12, size, "semibold", min_size=max(12, size - 6))
    img = assets.text(caption, size, ink, "semibold")
    surf.blit(img, img.get_rect(center=r.center))
    ctl.add(r, target, enabled, tip)


def seat_marker(
    surf: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    colour: Colour,
    shape: str,
    outline: Colour = (20, 20, 24),
) -> None:
    """A player's marker: colour and shape, so it reads without colour vision too."""
    x, y = centre
    r = radius
    if shape == "circle":
        pygame.draw.circle(surf, colour, centre, r)
        pygame.draw.circle(surf, outline, centre, r, 2)
        return
    if shape == "square":
        rect = (x - r + 1, y - r + 1, 2 * r - 2, 2 * r - 2)
        pygame.draw.rect(surf, colour, rect, border_radius=2)
        pygame.draw.rect(surf, outline, rect, 2, border_radius=2)
        return
    if shape == "cross":
        w = max(3, r * 2 // 3)
        for rect in ((x - r, y - w // 2, 2 * r, w), (x - w // 2, y - r, w, 2 * r)):
            pygame.draw.rect(surf, colour, rect)
        pygame.draw.rect(surf, outline, (x - r, y - w // 2, 2 * r, w), 1)
        pygame.draw.rect(surf, outline, (x - w // 2, y - r, w, 2 * r), 1)
        return
    points = _shape_points(shape, x, y, r)
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.polygon(surf, outline, points, 2)


def _shape_points(shape: str, x: int, y: int, r: int) -> list[tuple[float, float]]:
    if shape == "triangle":
        return [(x, y - r), (x + r * 0.95, y + r * 0.8), (x - r * 0.95, y + r * 0.8)]
    if shape == "diamond":
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    if shape == "hexagon":
        return [(x + r * math.cos(math.pi / 3 * k), y + r * math.sin(math.pi / 3 * k)) for k in range(6)]
    # star
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        ang = -math.pi / 2 + k * math.pi / 5
        pts.append((x + rad * math.cos(ang), y + rad * math.sin(ang)))
    return pts


def tooltip(surf: pygame.Surface, ctl: InputController) -> None:
    t = ctl.hovered
    if t is None or not t.tip:
        return
    lines = assets.wrap(t.tip, 420, theme.FONT_SMALL)
    imgs = [assets.text(line, theme.FONT_SMALL, theme.TEXT) for line in lines]
    w = max(i.get_width() for i in imgs) + 20
    h = sum(i.get_height() for i in imgs) + 14
    mx, my = ctl.mouse
    x = min(mx + 18, surf.get_width() - w - 4)
    y = my + 22 if my + 22 + h < surf.get_height() else my - h - 8
    r = Rect(x, y, w, h)
    panel(surf, r, (20, 22, 30), theme.HILITE, 6)
    yy = y + 7
    for img in imgs:
        surf.blit(img, (x + 10, yy))
        yy += img.get_height()


def dim(surf: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((8, 10, 16, alpha))
    surf.blit(shade, (0, 0))
