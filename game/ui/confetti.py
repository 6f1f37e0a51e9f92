"""Confetti for a won game: a fixed set of paper bits, each a pure function of time, so a frame
costs a few rects and a screenshot at a given time is always the same."""

from __future__ import annotations

import math

import pygame

from game.family.rng import Rng
from game.ui import theme

PIECES = 90


def _pieces(seed: int = 7) -> list[tuple[float, float, float, float, float, tuple[int, int, int]]]:
    rng = Rng(seed)
    colours = [*theme.SEAT_COLOURS.values(), theme.ACCENT, theme.GOOD]
    out = []
    for _ in range(PIECES):
        x = rng.below(1920)
        y = rng.below(1080)
        speed = 90 + rng.below(120)  # pixels a second
        sway = 0.6 + rng.below(100) / 100
        phase = rng.below(628) / 100
        out.append((float(x), float(y), float(speed), sway, phase, rng.choice(colours)))
    return out


_PIECES = _pieces()


def draw_confetti(surf: pygame.Surface, t: float) -> None:
    """Falling confetti at time ``t`` seconds (0 draws it scattered and still)."""
    h = surf.get_height()
    for x, y, speed, sway, phase, colour in _PIECES:
        py = (y + speed * t) % (h + 40) - 20
        px = x + 24 * math.sin(t * sway * 2 + phase)
        w = 6 + 5 * abs(math.cos(t * sway * 3 + phase))  # turning paper: it narrows and widens
        pygame.draw.rect(surf, colour, (int(px), int(py), int(w), 12), border_radius=2)
