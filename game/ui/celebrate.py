"""Moving pictures for an end screen, shared by every game: confetti for a win, falling ash for
a collapse. Seeded from the game, so the same game ends with the same picture."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.family.rng import Rng


@dataclass
class Piece:
    x: float
    y: float
    speed: float
    sway: float
    phase: float
    colour: tuple[int, int, int]
    size: int


def pieces(
    seed: int, colours: list[tuple[int, int, int]], count: int = 140, slow: bool = False
) -> list[Piece]:
    """Pieces spread over and above the 1920×1080 canvas; ``slow`` for drifting ash."""
    rng = Rng(seed ^ 0x5EED)
    out = []
    for _ in range(count):
        speed = (20 + rng.below(40)) if slow else (60 + rng.below(120))
        out.append(
            Piece(
                rng.below(1920),
                -float(rng.below(1080)),
                speed,
                10 + rng.below(30),
                rng.below(628) / 100,
                colours[rng.below(len(colours))],
                6 + rng.below(8),
            )
        )
    return out


def confetti(surf: pygame.Surface, falling: list[Piece], t: float) -> None:
    """Paper pieces that fall, sway and turn."""
    for c in falling:
        y = c.y + c.speed * t
        if y > 1080 + 20:
            continue
        x = c.x + c.sway * math.sin(t * 2 + c.phase)
        w = max(2, round(c.size * abs(math.cos(t * 3 + c.phase))))
        pygame.draw.rect(surf, c.colour, (round(x), round(y), w, c.size))


def ash(surf: pygame.Surface, falling: list[Piece], t: float) -> None:
    """Grey flakes drifting down slowly, over and over: a world that did not hold."""
    for c in falling:
        y = (c.y + c.speed * t) % 1200 - 60
        x = c.x + c.sway * math.sin(t * 0.7 + c.phase)
        pygame.draw.circle(surf, c.colour, (round(x), round(y)), max(2, c.size // 3))
