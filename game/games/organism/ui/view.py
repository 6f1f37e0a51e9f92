"""Drawing ORGANISM's board: where each cell sits on screen (the engine's own hex coordinates,
game.games.organism.hexes) and how an element looks — its player's colour, one shape per type (EAT a
round mouth, MOVE an arrow-head, GROW a square bud) and its food as a number."""

from __future__ import annotations

import math

import pygame

from game.games.organism import hexes
from game.games.organism.actions import EAT, GROW, MOVE
from game.games.organism.board import Board
from game.ui import assets, theme
from game.ui.layout import Rect

Colour = tuple[int, int, int]
CELL = (52, 60, 78)
CELL_EDGE = (86, 96, 122)
CENTRE = (96, 84, 52)
FOOD = (240, 190, 80)
TYPE_NAMES = ("EAT", "MOVE", "GROW")
RAIN_COLOUR = (205, 212, 226)  # RAIN: pale grey, apart from every seat colour


class BoardGeometry:
    """Screen positions of a board's cells inside ``area``: the hex size fits the area."""

    def __init__(self, board: Board, area: Rect) -> None:
        self.board = board
        self.area = area
        rings = board.rings
        width_units = 3 * rings + 2  # flat-topped: 1.5 size per column plus the end halves
        height_units = math.sqrt(3) * (2 * rings + 1)
        self.size = min((area.w - 20) / width_units, (area.h - 20) / height_units)
        self.cx, self.cy = area.center

    def centre(self, i: int) -> tuple[int, int]:
        x, y = hexes.centre_xy(self.board.cells[i], self.size)
        return round(self.cx + x), round(self.cy + y)

    def corners(self, i: int, shrink: float = 1.0) -> list[tuple[float, float]]:
        x, y = self.centre(i)
        return hexes.corners(x, y, self.size * shrink)

    def rect(self, i: int) -> Rect:
        x, y = self.centre(i)
        s = self.size
        return Rect(round(x - s), round(y - s * 0.87), round(2 * s), round(s * 1.74))

    def cell_at(self, x: float, y: float) -> int | None:
        c = hexes.at_pixel(x - self.cx, y - self.cy, self.size)
        return self.board.index.get(c)


def draw_cell(
    surf: pygame.Surface, geo: BoardGeometry, i: int, fill: Colour, edge: Colour = CELL_EDGE, width: int = 2
) -> None:
    pts = geo.corners(i, 0.96)
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, edge, pts, width)


def outline_cell(
    surf: pygame.Surface, geo: BoardGeometry, i: int, colour: Colour, width: int = 4, shrink: float = 0.9
) -> None:
    pygame.draw.polygon(surf, colour, geo.corners(i, shrink), width)


def _shade(c: Colour, k: float) -> Colour:
    return (
        max(0, min(255, round(c[0] * k))),
        max(0, min(255, round(c[1] * k))),
        max(0, min(255, round(c[2] * k))),
    )


def draw_element(
    surf: pygame.Surface,
    centre: tuple[int, int],
    r: int,
    kind: int,
    colour: Colour,
    food: int = 0,
    alpha: int = 255,
    show_food: bool = True,
) -> None:
    """One element: EAT is a disc with a mouth, MOVE an arrow-head, GROW a square bud; the type's
    letter on it, so it reads without colour vision too; its food in a gold badge."""
    size = 2 * r + 8
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    dark = _shade(colour, 0.45)
    if kind == EAT:
        pygame.draw.circle(layer, colour, c, r)
        pygame.draw.circle(layer, dark, c, r, 3)
        mouth = [c, (c[0] + r + 2, c[1] - r * 0.55), (c[0] + r + 2, c[1] + r * 0.55)]
        pygame.draw.polygon(layer, (0, 0, 0, 0), mouth)
    elif kind == MOVE:
        pts = [
            (c[0], c[1] - r),
            (c[0] + r * 0.95, c[1] + r * 0.8),
            (c[0], c[1] + r * 0.35),
            (c[0] - r * 0.95, c[1] + r * 0.8),
        ]
        pygame.draw.polygon(layer, colour, pts)
        pygame.draw.polygon(layer, dark, pts, 3)
    else:
        box = pygame.Rect(0, 0, round(r * 1.6), round(r * 1.6))
        box.center = c
        pygame.draw.rect(layer, colour, box, border_radius=max(2, r // 4))
        pygame.draw.rect(layer, dark, box, 3, border_radius=max(2, r // 4))
        pygame.draw.line(layer, dark, (c[0], box.top + 5), (c[0], box.bottom - 5), 2)
        pygame.draw.line(layer, dark, (box.left + 5, c[1]), (box.right - 5, c[1]), 2)
    # white on the player's colour, with a dark rim, reads on every seat colour (and RAIN's)
    px = max(12, round(r * 0.8))
    offset = (-r // 5, 0) if kind == EAT else (0, r // 6 if kind == MOVE else 0)
    at = (c[0] + offset[0], c[1] + offset[1])
    rim = assets.text("EMG"[kind], px, (20, 22, 30), "bold")
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1), (-1, -1)):
        layer.blit(rim, rim.get_rect(center=(at[0] + dx * 2, at[1] + dy * 2)))
    letter = assets.text("EMG"[kind], px, (255, 255, 255), "bold")
    layer.blit(letter, letter.get_rect(center=at))
    if alpha < 255:
        layer.set_alpha(alpha)
    surf.blit(layer, (centre[0] - size // 2, centre[1] - size // 2))
    if show_food and food:
        food_badge(surf, (centre[0] + round(r * 0.85), centre[1] - round(r * 0.8)), food, max(9, r // 2))


FIELD_LETTERS = "SWPIM"  # SLIDE, WARP, PROJECT, PILLAR (a column: I), METAMORPHOSE
NEUTRAL_FIELD = (150, 156, 170)


def draw_field(surf: pygame.Surface, geo: BoardGeometry, i: int, kind: int, colour: Colour) -> None:
    """A field under a space (the field mutations): a ring in its player's colour (neutral grey)
    with its kind's letter at the foot of the hex; a PILLAR is a solid stone column."""
    from game.games.organism.state import PILLAR

    x, y = geo.centre(i)
    if kind == PILLAR:
        pts = geo.corners(i, 0.72)
        pygame.draw.polygon(surf, _shade(colour, 0.55), pts)
        pygame.draw.polygon(surf, colour, pts, 4)
        w = max(6, round(geo.size * 0.28))
        h = round(geo.size * 0.9)
        pygame.draw.rect(surf, _shade(colour, 1.25), (x - w // 2, y - h // 2, w, h), border_radius=3)
        return
    pygame.draw.polygon(surf, colour, geo.corners(i, 0.82), 4)
    px = max(11, round(geo.size * 0.32))
    img = assets.text(FIELD_LETTERS[kind], px, colour, "bold")
    # at the top of the hex: the loose food's count sits at its foot
    surf.blit(img, img.get_rect(center=(x, y - round(geo.size * 0.6))))


def food_badge(surf: pygame.Surface, centre: tuple[int, int], food: int, r: int) -> None:
    pygame.draw.circle(surf, FOOD, centre, r)
    pygame.draw.circle(surf, (120, 86, 20), centre, r, 2)
    img = assets.text(str(food), max(11, round(r * 1.3)), theme.TEXT_DARK, "bold")
    surf.blit(img, img.get_rect(center=centre))


def loose_food(surf: pygame.Surface, centre: tuple[int, int], food: int, r: int) -> None:
    """Food lying on an open space: a small pile of grains and its count."""
    for k in range(min(food, 5)):
        a = k * 2.4
        x = centre[0] + round(math.cos(a) * r * 0.35)
        y = centre[1] + round(math.sin(a) * r * 0.35) - 4
        pygame.draw.circle(surf, FOOD, (x, y), max(3, r // 6))
    img = assets.text(str(food), max(12, r // 2), FOOD, "bold")
    surf.blit(img, img.get_rect(midtop=(centre[0], centre[1] + r // 5)))


__all__ = [
    "CELL",
    "CENTRE",
    "EAT",
    "FOOD",
    "GROW",
    "MOVE",
    "RAIN_COLOUR",
    "TYPE_NAMES",
    "BoardGeometry",
    "draw_cell",
    "draw_element",
    "draw_field",
    "food_badge",
    "loose_food",
    "outline_cell",
]
