"""ORGANISM's animations, made from the engine's events (never by diffing states): an element
gliding to its new space, disrupted and failed elements fading out in the order they were
resolved, power and food rising as numbers, RAIN's dice rolling. The speed setting scales them."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.games.organism.ui.view import draw_element
from game.ui import assets, theme
from game.ui.animation import Anim


@dataclass
class Glide(Anim):
    """An element moving (or falling, for RAIN) from one space to the next; the board hides it
    at its new space until the glide ends."""

    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)
    kind: int = 0
    colour: tuple[int, int, int] = (200, 200, 200)
    radius: int = 20
    cell: int = -1  # the destination, hidden on the board while this runs

    def draw(self, surf: pygame.Surface) -> None:
        p = 0.0 if self.t < self.delay else self.progress
        ease = 1 - (1 - p) ** 3
        x = self.start[0] + (self.end[0] - self.start[0]) * ease
        y = self.start[1] + (self.end[1] - self.start[1]) * ease
        draw_element(surf, (round(x), round(y)), self.radius, self.kind, self.colour, show_food=False)


@dataclass
class Fade(Anim):
    """An element removed — disrupted (a red cross) or failing integrity (grey) — shown where it
    was, then fading; ``delay`` orders them as the engine resolved them."""

    pos: tuple[int, int] = (0, 0)
    kind: int = 0
    colour: tuple[int, int, int] = (200, 200, 200)
    radius: int = 20
    cross: tuple[int, int, int] = theme.BAD
    caption: str = ""

    def draw(self, surf: pygame.Surface) -> None:
        fade = 1.0 if self.t < self.delay else 1 - self.progress
        draw_element(
            surf, self.pos, self.radius, self.kind, self.colour, alpha=round(255 * fade), show_food=False
        )
        if self.t >= self.delay:
            r = round(self.radius * (0.8 + 0.4 * self.progress))
            x, y = self.pos
            width = max(3, self.radius // 5)
            pygame.draw.line(surf, self.cross, (x - r, y - r), (x + r, y + r), width)
            pygame.draw.line(surf, self.cross, (x - r, y + r), (x + r, y - r), width)
            if self.caption:
                img = assets.text(self.caption, theme.FONT_SMALL, self.cross, "bold")
                surf.blit(img, img.get_rect(midbottom=(x, y - self.radius - 4)))


@dataclass
class Dice(Anim):
    """RAIN's two dice tumbling, then showing the roll: the element die and the column die."""

    pos: tuple[int, int] = (0, 0)
    kind: int = 0
    column: int = 1
    columns: int = 7
    colour: tuple[int, int, int] = (150, 200, 235)
    faces: list[tuple[int, int]] = field(default_factory=list)

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        p = self.progress
        settled = p > 0.7
        k = int(self.t * 14)
        kind = self.kind if settled else k % 3
        col = self.column if settled else (k * 5) % self.columns + 1
        wobble = 0 if settled else round(6 * math.sin(self.t * 30))
        x, y = self.pos
        for n, (text, small) in enumerate(((None, kind), (str(col), 0))):
            box = pygame.Rect(0, 0, 64, 64)
            box.center = (x + n * 84, y + (wobble if n == 0 else -wobble))
            pygame.draw.rect(surf, theme.CARD_PAPER, box, border_radius=12)
            pygame.draw.rect(surf, theme.ACCENT if settled else theme.PANEL_LINE, box, 3, border_radius=12)
            if text is None:
                draw_element(surf, box.center, 20, small, self.colour, show_food=False)
            else:
                img = assets.text(text, theme.FONT_LARGE, theme.CARD_INK, "bold")
                surf.blit(img, img.get_rect(center=box.center))
