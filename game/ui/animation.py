"""Short animations for what just changed: card reveals, markers moving, tokens, Meaning.

Each is a pure function of its progress (0→1), so speed settings scale time and "skip" simply
finishes them all.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import assets, theme
from game.ui.draw import seat_marker
from game.ui.layout import Rect

NOWHERE = Rect(0, 0, 0, 0)


@dataclass
class Anim:
    duration: float
    delay: float = 0.0
    t: float = 0.0

    @property
    def progress(self) -> float:
        if self.t <= self.delay:
            return 0.0
        return min(1.0, (self.t - self.delay) / max(1e-6, self.duration))

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    def draw(self, surf: pygame.Surface) -> None:
        raise NotImplementedError


@dataclass
class Flash(Anim):
    """A card just revealed or refilled: a glowing frame that fades."""

    rect: Rect = NOWHERE
    colour: tuple[int, int, int] = theme.ACCENT
    caption: str = ""

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        alpha = int(255 * (1 - self.progress))
        glow = pygame.Surface((self.rect.w + 16, self.rect.h + 16), pygame.SRCALPHA)
        pygame.draw.rect(glow, (*self.colour, alpha), glow.get_rect(), 6, border_radius=14)
        if self.caption:
            img = assets.text(self.caption, theme.FONT_SMALL, theme.TEXT_DARK, "bold")
            tag = pygame.Rect(0, 0, img.get_width() + 14, img.get_height() + 4)
            tag.midtop = (glow.get_width() // 2, 0)
            pygame.draw.rect(glow, (*self.colour, alpha), tag, border_radius=8)
            img = img.copy()
            img.set_alpha(alpha)
            glow.blit(img, img.get_rect(center=tag.center))
        surf.blit(glow, (self.rect.x - 8, self.rect.y - 8))


@dataclass
class FlyMarker(Anim):
    """A contribution marker travelling from a player to an Initiative."""

    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)
    colour: tuple[int, int, int] = (200, 200, 200)
    shape: str = "circle"

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        p = self.progress
        ease = 1 - (1 - p) ** 3
        x = self.start[0] + (self.end[0] - self.start[0]) * ease
        y = self.start[1] + (self.end[1] - self.start[1]) * ease - 80 * (4 * p * (1 - p))
        seat_marker(surf, (int(x), int(y)), 16, self.colour, self.shape)


@dataclass
class FloatText(Anim):
    """ "+2☀️" rising from where tokens or tracks changed."""

    pos: tuple[int, int] = (0, 0)
    message: str = ""
    colour: tuple[int, int, int] = theme.TEXT

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        img = assets.text(self.message, theme.FONT_LARGE, self.colour, "bold").copy()
        img.set_alpha(int(255 * min(1.0, 2 * (1 - self.progress))))
        x, y = self.pos
        surf.blit(img, img.get_rect(center=(x, y - int(46 * self.progress))))


class Animator:
    def __init__(self) -> None:
        self.items: list[Anim] = []

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def add(self, anim: Anim, speed: float) -> None:
        if speed <= 0:
            return
        anim.duration /= speed
        anim.delay /= speed
        self.items.append(anim)

    def update(self, dt: float) -> bool:
        for a in self.items:
            a.t += dt
        self.items = [a for a in self.items if not a.done]
        return self.busy

    def skip(self) -> None:
        self.items.clear()

    def draw(self, surf: pygame.Surface) -> None:
        for a in self.items:
            a.draw(surf)
