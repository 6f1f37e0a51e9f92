"""How the backs of the decks are drawn: the classic back, and the backs campaigns earn
(game/campaign/rewards.py). The chosen back is a setting (game/ui/prefs.py); every table's deck
drawing asks :func:`current` so a change shows at once."""

from __future__ import annotations

import math
import random

import pygame

from game.campaign.schema import CARD_BACKS, DEFAULT_BACK

Colour = tuple[int, int, int]
_current = DEFAULT_BACK


def use(name: str) -> None:
    global _current
    _current = name if name in CARD_BACKS else DEFAULT_BACK


def current() -> str:
    return _current


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def _gradient(w: int, h: int, top: Colour, bottom: Colour) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    for y in range(h):
        pygame.draw.line(surf, _mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    return surf


def _rounded(picture: pygame.Surface, radius: int) -> pygame.Surface:
    """``picture`` cut to a rounded rectangle (transparent corners)."""
    w, h = picture.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    out.blit(picture, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _dawn(w: int, h: int, colour: Colour) -> pygame.Surface:
    # A sun rising over a hill in the deck's own colour: the deck still reads by its colour, and
    # the count sits on the dark hill where white text reads.
    pic = _gradient(w, h, (252, 214, 160), (236, 150, 110))
    horizon = round(h * 0.62)
    cx, r = w // 2, round(min(w, h) * 0.3)
    for k in range(13):
        a = math.pi * (k + 0.5) / 13
        pygame.draw.line(pic, (255, 232, 180), (cx, horizon),
                         (cx - round(math.cos(a) * r * 2.4), horizon - round(math.sin(a) * r * 2.4)), 2)
    pygame.draw.circle(pic, (255, 206, 120), (cx, horizon), r)
    pygame.draw.circle(pic, (255, 240, 205), (cx, horizon), r, 3)
    hill = _mix(colour, (30, 24, 40), 0.45)
    pygame.draw.ellipse(pic, hill, (-w // 2, horizon - round(h * 0.06), w * 2, h))
    return pic


def _night_sky(w: int, h: int, colour: Colour) -> pygame.Surface:
    pic = _gradient(w, h, (12, 16, 40), _mix(colour, (10, 12, 30), 0.55))
    rng = random.Random(w * 7919 + h)  # the same stars on every deck of a size
    for _ in range(max(12, w * h // 900)):
        x, y = rng.randrange(w), rng.randrange(round(h * 0.68))  # none behind the count
        shade = rng.randrange(150, 256)
        pygame.draw.circle(pic, (shade, shade, min(255, shade + 20)), (x, y), 1 if rng.random() < 0.8 else 2)
    mx, my, mr = round(w * 0.74), round(h * 0.2), max(6, round(min(w, h) * 0.12))
    pygame.draw.circle(pic, (245, 236, 200), (mx, my), mr)
    pygame.draw.circle(pic, _mix((12, 16, 40), colour, 0.15), (mx + mr // 2, my - mr // 3), mr)
    return pic


def paint(surf: pygame.Surface, colour: Colour, style: str | None = None, radius: int = 8) -> None:
    """Fill ``surf`` with a deck's back in ``style`` (default: the chosen one) over ``colour``,
    with the cream inner frame every back has."""
    style = style or _current
    w, h = surf.get_size()
    if style == "dawn":
        surf.blit(_rounded(_dawn(w, h, colour), radius), (0, 0))
        frame = (255, 236, 196)
    elif style == "night_sky":
        surf.blit(_rounded(_night_sky(w, h, colour), radius), (0, 0))
        frame = (200, 200, 235)
    else:
        pygame.draw.rect(surf, colour, (0, 0, w, h), border_radius=radius)
        frame = (235, 225, 200)
    pygame.draw.rect(surf, frame, (4, 4, w - 8, h - 8), 2, border_radius=max(2, radius - 2))
