"""The drawing kit of the generated card art (:mod:`game.ui.card_art`): a seeded random stream
that is the same on every machine and every run, a palette grown from one layer colour, and a
canvas measured in *units* (the picture is 100 units high, as wide as its shape asks), so a motif
drawn once looks the same in the table's 34-pixel strip and on a 300 DPI print.

Only pygame draws here; nothing is cached (the caller caches whole pictures).
"""

from __future__ import annotations

import colorsys
import hashlib
import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

RGB = tuple[int, int, int]
Point = tuple[float, float]
_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64 seeded from a BLAKE2 digest of ``key``. Python's ``hash()`` is salted per
    process and ``random.Random``'s methods may change between Python versions; a printed deck
    must get the same pictures next year, so the stream is written out here."""

    def __init__(self, key: str) -> None:
        self.state = int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "big")

    def _next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self._next() >> 11) / (1 << 53)

    def uniform(self, a: float, b: float) -> float:
        return a + (b - a) * self.random()

    def randint(self, a: int, b: int) -> int:
        """An integer from ``a`` to ``b``, both included."""
        return a + int(self.random() * (b - a + 1))

    def choice(self, items: Sequence):
        return items[int(self.random() * len(items))]

    def sign(self) -> int:
        return 1 if self.random() < 0.5 else -1


@dataclass(frozen=True)
class Palette:
    """Tones of one hue, lightest to darkest, plus a neighbouring hue and a warm light."""

    sky: RGB
    light: RGB
    mid: RGB
    base: RGB
    deep: RGB
    ink: RGB
    accent: RGB
    glow: RGB
    paper: RGB


def _rgb(h: float, l: float, s: float) -> RGB:  # noqa: E741 - hue, lightness, saturation
    r, g, b = colorsys.hls_to_rgb(h % 1.0, max(0.0, min(1.0, l)), max(0.0, min(1.0, s)))
    return round(r * 255), round(g * 255), round(b * 255)


def palette(colour: RGB, rng: Rng) -> Palette:
    """The layer's colour in six tones. The hue wanders a little per card (so ten cards of one
    layer are siblings, not copies) but never far enough to read as another layer."""
    h, l, s = colorsys.rgb_to_hls(*(c / 255 for c in colour))  # noqa: E741
    h += rng.uniform(-0.02, 0.02)
    s = min(1.0, s * rng.uniform(0.9, 1.1))
    shift = rng.choice((-0.09, -0.06, 0.06, 0.09))
    # The mood of the background: pale, as printed; softer; or richer. Subjects keep their tones.
    sky_l, light_l = rng.choice(((0.92, 0.80), (0.88, 0.74), (0.84, 0.68)))
    return Palette(
        sky=_rgb(h, sky_l, s * 0.75),
        light=_rgb(h, light_l, s * 0.85),
        mid=_rgb(h, 0.66, s),
        base=_rgb(h, l, s),
        deep=_rgb(h, l * 0.62, s * 0.95),
        ink=_rgb(h, 0.17, s * 0.6),
        accent=_rgb(h + shift, 0.58, min(1.0, s * 1.25)),
        glow=(252, 240, 205),
        paper=(248, 244, 234),
    )


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


class Canvas:
    """A surface drawn in units: 100 units high, ``W`` units wide, ``u`` pixels to the unit."""

    def __init__(self, w: int, h: int, alpha: bool = False) -> None:
        flags = pygame.SRCALPHA if alpha else 0
        self.surf = pygame.Surface((w, h), flags)
        self.u = h / 100
        self.W = 100 * w / h
        self.H = 100.0

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.u), round(y * self.u)

    def _w(self, width: float) -> int:
        return 0 if width <= 0 else max(1, round(width * self.u))

    def circle(self, colour: RGB, x: float, y: float, r: float, width: float = 0) -> None:
        rad = max(1, round(r * self.u))
        pygame.draw.circle(self.surf, colour, self.p(x, y), rad, min(rad, self._w(width)))

    def poly(self, colour: RGB, pts: Sequence[Point], width: float = 0) -> None:
        if len(pts) >= 3:
            u = self.u
            pygame.draw.polygon(
                self.surf, colour, [(round(x * u), round(y * u)) for x, y in pts], self._w(width)
            )

    def line(self, colour: RGB, a: Point, b: Point, width: float = 1) -> None:
        pygame.draw.line(self.surf, colour, self.p(*a), self.p(*b), max(1, self._w(width)))

    def lines(self, colour: RGB, pts: Sequence[Point], width: float = 1, closed: bool = False) -> None:
        """A thick polyline with round joins (pygame's wide lines leave notches at the joints)."""
        if len(pts) < 2:
            return
        u = self.u
        px = [(round(x * u), round(y * u)) for x, y in pts]
        wpx = max(1, self._w(width))
        pygame.draw.lines(self.surf, colour, closed, px, wpx)
        if wpx > 2:
            for q in px:
                pygame.draw.circle(self.surf, colour, q, wpx // 2)

    def ellipse(self, colour: RGB, x: float, y: float, rx: float, ry: float, width: float = 0) -> None:
        rect = pygame.Rect(0, 0, max(2, round(2 * rx * self.u)), max(2, round(2 * ry * self.u)))
        rect.center = self.p(x, y)
        pygame.draw.ellipse(self.surf, colour, rect, self._w(width))

    def rect(
        self, colour: RGB, x: float, y: float, w: float, h: float, width: float = 0, radius: float = 0
    ) -> None:
        r = pygame.Rect(*self.p(x, y), max(1, round(w * self.u)), max(1, round(h * self.u)))
        pygame.draw.rect(self.surf, colour, r, self._w(width), border_radius=round(radius * self.u))

    def gradient(self, top: RGB, bottom: RGB, y0: float = 0, y1: float = 100) -> None:
        """Horizontal bands from ``top`` at y0 to ``bottom`` at y1, one pixel row each."""
        a, b = round(y0 * self.u), round(y1 * self.u)
        width = self.surf.get_width()
        for row in range(a, b):
            pygame.draw.line(
                self.surf, mix(top, bottom, (row - a) / max(1, b - a - 1)), (0, row), (width, row)
            )

    def glow(self, colour: RGB, x: float, y: float, r: float, strength: int = 160, steps: int = 16) -> None:
        """A soft disc: rings of rising opacity toward the centre (each ring replaces the alpha of
        the one under it on a small transparent spot, which is then laid on the canvas)."""
        rad = max(1, round(r * self.u))
        spot = pygame.Surface((2 * rad, 2 * rad), pygame.SRCALPHA)
        for k in range(steps):
            t = (k + 1) / steps
            pygame.draw.circle(
                spot, (*colour, round(strength * t * t)), (rad, rad), max(1, round(rad * (1 - k / steps)))
            )
        cx, cy = self.p(x, y)
        self.surf.blit(spot, (cx - rad, cy - rad))

    @contextmanager
    def glaze(self, alpha: int) -> Iterator[Canvas]:
        """Draw on a transparent copy; on leaving, lay it over this canvas at ``alpha``."""
        top = Canvas.__new__(Canvas)
        top.surf = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        top.u, top.W, top.H = self.u, self.W, self.H
        yield top
        top.surf.set_alpha(alpha)
        self.surf.blit(top.surf, (0, 0))

    def masked(self, layer: Canvas, x: float, y: float, r: float) -> None:
        """Lay ``layer`` (a transparent canvas) over this one, cut to the disc at (x, y) radius r."""
        mask = pygame.Surface(layer.surf.get_size(), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.circle(mask, (255, 255, 255, 255), self.p(x, y), max(1, round(r * self.u)))
        layer.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(layer.surf, (0, 0))

    def transparent(self) -> Canvas:
        """An empty transparent canvas of the same size and units."""
        top = Canvas.__new__(Canvas)
        top.surf = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        top.u, top.W, top.H = self.u, self.W, self.H
        return top


# -- shapes --------------------------------------------------------------------------------------


def blob(
    x: float, y: float, r: float, waves: Sequence[tuple[int, float, float]], n: int = 120
) -> list[Point]:
    """A closed wobbly curve: radius r, bent by (lobes, amplitude, phase) waves."""
    pts = []
    for k in range(n):
        t = 2 * math.pi * k / n
        rr = r * (1 + sum(a * math.sin(lobes * t + ph) for lobes, a, ph in waves))
        pts.append((x + rr * math.cos(t), y + rr * math.sin(t)))
    return pts


def waves(rng: Rng, amount: float, count: int = 2) -> list[tuple[int, float, float]]:
    """Random waves for :func:`blob`, their amplitudes summing to about ``amount``."""
    return [
        (rng.randint(2, 7), amount * rng.uniform(0.3, 0.7), rng.uniform(0, 2 * math.pi)) for _ in range(count)
    ]


def oval(x: float, y: float, rx: float, ry: float, angle: float = 0.0, n: int = 64) -> list[Point]:
    """An ellipse turned by ``angle`` radians, as a polygon."""
    ca, sa = math.cos(angle), math.sin(angle)
    pts = []
    for k in range(n):
        t = 2 * math.pi * k / n
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        pts.append((x + ex * ca - ey * sa, y + ex * sa + ey * ca))
    return pts


def segments(c: Canvas, r: float) -> int:
    """How many points a curve of radius ``r`` units needs to look round at this canvas's size:
    a few dozen in the table's small pictures (drawing them is most of the cost), more in print."""
    return max(16, min(120, int(r * c.u * 0.6)))


def arc(x: float, y: float, r: float, a0: float, a1: float, n: int = 40) -> list[Point]:
    return [
        (x + r * math.cos(a0 + (a1 - a0) * k / n), y + r * math.sin(a0 + (a1 - a0) * k / n))
        for k in range(n + 1)
    ]


def grain(c: Canvas, rng: Rng, dark: RGB, light: RGB, per_unit: float = 0.5) -> None:
    """Fine specks over the whole picture: a printed, not flat, look."""
    # Faint and fine: on paper, strong specks would read as dust on the print. In the table's
    # small pictures a speck would be under a pixel: skipped, it costs nothing there.
    if c.u < 3:
        return
    with c.glaze(38) as g:
        for _ in range(int(c.W * per_unit * 0.6) + 12):
            g.circle(
                rng.choice((dark, light)), rng.uniform(0, c.W), rng.uniform(0, 100), rng.uniform(0.25, 0.6)
            )
