"""One drawing per layer (and one for Events), each a flat, abstract picture of what its layer is
about, for :mod:`game.ui.card_art`.

Every motif draws a *field* across the whole width (so the table's thin strips read as the layer
too) and a *subject* at a focal point. The subject's choices come from ``rng``, the field's from
``fld``: the field's count of things grows with the picture's width, and a separate stream keeps
that from changing the subject, so a card's subject is the same on the table and in print.
Coordinates are canvas units (100 high); ``k`` shrinks subjects in pictures narrower than tall.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.ui.art_canvas import Canvas, Palette, Point, Rng, arc, blob, grain, mix, oval, segments, waves


def _focus(c: Canvas, rng: Rng) -> float:
    """The subject's x: near the middle of a card-shaped picture, anywhere central in a strip."""
    if c.W <= 160:
        return c.W / 2 + rng.uniform(-0.06, 0.06) * c.W
    return rng.uniform(0.32, 0.68) * c.W


def _k(c: Canvas) -> float:
    """Subject scale: smaller in a picture narrower than tall, a little larger in a wide strip
    (the table's art bands), where the subject is all a glance takes in."""
    return min(1.0, c.W / 110) * (1.12 if c.W > 250 else 1.0)


def _spread(c: Canvas, fld: Rng, fx: float, gap: float, per: float) -> list[float]:
    """Field x positions every ``per`` units across the width, none within ``gap`` of the subject."""
    xs = []
    x = fld.uniform(0, per)
    while x < c.W + per / 2:
        jitter = x + fld.uniform(-per * 0.3, per * 0.3)
        if abs(jitter - fx) > gap:
            xs.append(jitter)
        x += per
    return xs


# -- Layer 1 · Boundary 🧿: membranes and rings ----------------------------------------------------


def boundary(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.sky, pal.light)
    with c.glaze(110) as g:  # neighbouring cells, only their membranes showing
        for x in _spread(c, fld, -999, 0, 26):
            y = fld.uniform(5, 95)
            r = fld.uniform(12, 26)
            shape = blob(x, y, r, waves(fld, 0.08), segments(c, r))
            g.poly(pal.light, shape)
            g.poly(pal.mid, shape, 1.6)
    k = _k(c)
    fx, fy = _focus(c, rng), 50 + rng.uniform(-3, 3)
    R = rng.uniform(37, 43) * k
    rings = rng.randint(3, 5)
    bend = waves(rng, rng.uniform(0.05, 0.11), 2)
    colours = [pal.deep, pal.sky, pal.base, pal.light, pal.accent]
    c.glow(pal.paper, fx, fy, R * 1.35, 150)
    for i in range(rings):
        r = R * (1 - i / (rings + 0.8))
        # Inner rings wobble less: the membrane takes the knocks, the core stays round.
        shape = blob(
            fx, fy, r, [(lobes, a * (1 - i / rings), ph + i * 0.4) for lobes, a, ph in bend], segments(c, r)
        )
        c.poly(colours[i % len(colours)], shape)
        c.poly(pal.ink, shape, 0.7)
    nucleus = R * rng.uniform(0.14, 0.2)
    nx, ny = fx + rng.uniform(-2, 2) * k, fy + rng.uniform(-2, 2) * k
    c.circle(pal.ink, nx, ny, nucleus)
    c.circle(pal.paper, nx - nucleus * 0.35, ny - nucleus * 0.35, nucleus * 0.3)
    # Particles meeting the membrane from outside.
    for _ in range(rng.randint(5, 9)):
        t = rng.uniform(0, 2 * math.pi)
        d = R * rng.uniform(1.12, 1.45)
        c.circle(pal.accent, fx + d * math.cos(t), fy + d * math.sin(t), rng.uniform(1.2, 2.6) * k)
    grain(c, fld, pal.deep, pal.paper)


# -- Layer 2 · Balance ⚖️: symmetry -----------------------------------------------------------------


def _cairn(c: Canvas, rng: Rng, pal: Palette, x: float, ground: float, scale: float, stones: int) -> None:
    y = ground
    width = rng.uniform(15, 19) * scale
    tones = (pal.deep, pal.base, pal.mid, pal.deep, pal.accent, pal.base)
    for i in range(stones):
        w = width * (1 - i * 0.15) * rng.uniform(0.9, 1.05)
        h = w * rng.uniform(0.38, 0.5)
        tilt = rng.uniform(-0.12, 0.12)
        cx = x + rng.uniform(-0.06, 0.06) * w
        c.poly(tones[i % len(tones)], oval(cx, y - h / 2, w / 2, h / 2, tilt, segments(c, w / 2)))
        c.poly(pal.ink, oval(cx, y - h / 2, w / 2, h / 2, tilt, segments(c, w / 2)), 0.5 * scale + 0.2)
        y -= h * 0.92


def _seesaw(c: Canvas, rng: Rng, pal: Palette, x: float, ground: float, k: float) -> None:
    """A beam level on its fulcrum, the same weight stacked at both ends."""
    tall = rng.uniform(9, 13) * k
    half = rng.uniform(26, 34) * k
    c.poly(pal.deep, [(x, ground - tall), (x - tall * 0.7, ground), (x + tall * 0.7, ground)])
    c.poly(pal.ink, [(x, ground - tall), (x - tall * 0.7, ground), (x + tall * 0.7, ground)], 0.5)
    beam = ground - tall - 1.6 * k
    c.rect(pal.ink, x - half, beam, 2 * half, 1.8 * k, radius=0.9 * k)
    weights = rng.randint(1, 3)
    size = rng.uniform(5.5, 8) * k
    round_ = rng.random() < 0.5
    for side in (-1, 1):
        y = beam
        for i in range(weights):
            r = size * (1 - i * 0.22)
            cx = x + side * (half - size)
            if round_:
                c.circle((pal.base, pal.accent, pal.mid)[i], cx, y - r, r)
                c.circle(pal.ink, cx, y - r, r, 0.5)
            else:
                c.rect(
                    (pal.base, pal.accent, pal.mid)[i], cx - r, y - 1.5 * r, 2 * r, 1.5 * r, radius=r * 0.3
                )
                c.rect(pal.ink, cx - r, y - 1.5 * r, 2 * r, 1.5 * r, 0.5, radius=r * 0.3)
            y -= (2 if round_ else 1.5) * r
    c.circle(pal.glow, x, ground - tall, 1.4 * k)


def balance(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    horizon = rng.uniform(62, 70)
    c.gradient(pal.sky, pal.light, 0, horizon)
    k = _k(c)
    fx = _focus(c, rng)
    c.glow(pal.glow, fx + rng.uniform(-12, 12) * k, horizon - rng.uniform(30, 40) * k, 28 * k, 235)
    # A far shore: low symmetric hills.
    shore = [(0.0, horizon)]
    for x in range(0, int(c.W) + 8, 4):
        shore.append((x, horizon - 3 - 2.5 * math.sin(x / 9 + fld.uniform(0, 0.3)) - 2 * math.sin(x / 23)))
    shore.append((c.W, horizon))
    c.poly(pal.mid, shore)
    for x in _spread(c, fld, fx, 26, 46):
        _cairn(c, fld, pal, x, horizon, fld.uniform(0.35, 0.55), fld.randint(2, 4))
    if rng.random() < 0.45:
        _seesaw(c, rng, pal, fx, horizon, k)
    else:
        _cairn(c, rng, pal, fx, horizon, k * rng.uniform(1.45, 1.7), rng.randint(4, 6))
    # The water below mirrors everything above it: the picture's own symmetry.
    above = round(horizon * c.u)
    below = c.surf.get_height() - above
    import pygame

    top = c.surf.subsurface((0, max(0, above - below), c.surf.get_width(), min(above, below))).copy()
    c.surf.blit(pygame.transform.flip(top, False, True), (0, above))
    with c.glaze(120) as g:
        g.rect(pal.base, 0, horizon, c.W, 100 - horizon)
    with c.glaze(140) as g:
        for _ in range(int(c.W / 6) + 6):
            x, y = fld.uniform(0, c.W), fld.uniform(horizon + 2, 99)
            length = fld.uniform(4, 12)
            g.line(pal.sky, (x, y), (x + length, y), 0.7)
    c.line(pal.deep, (0, horizon), (c.W, horizon), 0.6)
    grain(c, fld, pal.deep, pal.paper)


# -- Layer 3 · Form 🦋: wings and growth ------------------------------------------------------------


def _wing(
    cx: float, cy: float, side: int, a0: float, a1: float, r: float, power: float, bump: float
) -> list[Point]:
    """One wing as a polar curve that starts and ends at the body."""
    pts = [(cx, cy)]
    for s in range(41):
        t = s / 40
        a = a0 + (a1 - a0) * t
        rr = r * math.sin(math.pi * t) ** power * (1 + bump * math.sin(2 * math.pi * t))
        pts.append((cx + side * rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def form(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.sky, pal.light)
    # Growth: sunflower spirals (the golden angle) scattered through the field.
    with c.glaze(120) as g:
        for x in _spread(c, fld, -999, 0, 70):
            y = fld.uniform(15, 85)
            scale = fld.uniform(1.6, 2.4)
            for i in range(1, 90):
                r = scale * math.sqrt(i)
                t = i * 2.39996
                g.circle(pal.mid, x + r * math.cos(t), y + r * math.sin(t), 0.35 + i / 90)
    k = _k(c)
    fx, fy = _focus(c, rng), 52
    ru = rng.uniform(36, 44) * k
    rl = ru * rng.uniform(0.6, 0.75)
    up = (rng.uniform(0.55, 0.9), rng.uniform(-0.15, 0.2))
    low = (rng.uniform(0.6, 1.0), rng.uniform(-0.2, 0.15))
    top_a = (-math.pi / 2 - rng.uniform(0.0, 0.25), rng.uniform(0.05, 0.3))
    low_a = (rng.uniform(0.25, 0.45), math.pi / 2 + rng.uniform(0.05, 0.35))
    spots = rng.randint(1, 3)
    fills = (pal.base, pal.accent) if rng.random() < 0.6 else (pal.accent, pal.base)
    for side in (-1, 1):  # the same draws on both sides: a butterfly is symmetric
        wr = Rng(f"{card_id}:wing")
        for (a0, a1), r, (power, bump), fill in ((top_a, ru, up, fills[0]), (low_a, rl, low, fills[1])):
            outline = _wing(fx, fy, side, a0, a1, r, power, bump)
            c.poly(fill, outline)
            c.poly(pal.light, _wing(fx, fy, side, a0, a1, r * 0.62, power, bump))
            c.poly(fill, _wing(fx, fy, side, a0, a1, r * 0.42, power, bump))
            for v in range(1, 5):  # veins
                t = v / 5
                a = a0 + (a1 - a0) * t
                rr = r * math.sin(math.pi * t) ** power * (1 + bump * math.sin(2 * math.pi * t))
                c.line(
                    pal.deep,
                    (fx, fy),
                    (fx + side * rr * 0.92 * math.cos(a), fy + rr * 0.92 * math.sin(a)),
                    0.5,
                )
            c.poly(pal.ink, outline, 0.8)
        for s in range(spots):
            t = wr.uniform(0.3, 0.7)
            a = top_a[0] + (top_a[1] - top_a[0]) * t
            rr = ru * (0.55 + 0.2 * s / max(1, spots))
            x, y = fx + side * rr * math.cos(a), fy + rr * math.sin(a)
            size = wr.uniform(2.5, 4.5) * k
            c.circle(pal.paper, x, y, size)
            c.circle(pal.ink, x, y, size * 0.5)
    # Body and antennae.
    c.poly(pal.ink, oval(fx, fy + 4 * k, 2.2 * k, 15 * k))
    c.circle(pal.ink, fx, fy - 11 * k, 2.8 * k)
    for side in (-1, 1):
        c.lines(
            pal.ink,
            arc(
                fx + side * 9 * k,
                fy - 13 * k,
                9 * k,
                math.pi if side > 0 else 0,
                math.pi * 1.35 if side > 0 else -math.pi * 0.35,
                12,
            ),
            0.6,
        )
    grain(c, fld, pal.deep, pal.paper)


# -- Layer 4 · Membership 🧫: cells and clusters ----------------------------------------------------


def _colony(
    c: Canvas,
    rng: Rng,
    pal: Palette,
    x: float,
    y: float,
    fill,
    room: Callable[[float, float, float], bool],
    count: int,
    size: float,
) -> None:
    placed: list[tuple[float, float, float]] = []
    for _ in range(count * 8):
        if len(placed) >= count:
            break
        r = rng.uniform(0.45, 1.0) * size
        d = rng.uniform(0, size * 2.2)
        t = rng.uniform(0, 2 * math.pi)
        px, py = x + d * math.cos(t), y + d * math.sin(t)
        if not room(px, py, r) or any(
            math.hypot(px - qx, py - qy) < (r + qr) * 0.85 for qx, qy, qr in placed
        ):
            continue
        placed.append((px, py, r))
    for px, py, r in placed:
        c.circle(fill, px, py, r)
        c.circle(pal.ink, px, py, r, 0.45)
        c.circle(pal.paper, px - r * 0.35, py - r * 0.35, r * 0.22)


def membership(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.light, pal.mid)
    with c.glaze(90) as g:  # cells drifting in the medium outside the dish
        for x in _spread(c, fld, -999, 0, 9):
            g.circle(pal.sky, x, fld.uniform(0, 100), fld.uniform(1.5, 4.5), 0.6)
    k = _k(c)
    fx, fy = _focus(c, rng), 50
    R = rng.uniform(42, 46) * k
    c.circle(pal.deep, fx + 1.5 * k, fy + 2 * k, R)  # the dish's shadow
    c.circle(pal.paper, fx, fy, R)
    c.circle(pal.sky, fx, fy, R * 0.94)
    c.circle(pal.mid, fx, fy, R, 1.0)
    c.circle(pal.deep, fx, fy, R * 0.94, 0.5)

    def inside(x: float, y: float, r: float) -> bool:
        return math.hypot(x - fx, y - fy) + r < R * 0.9

    fills = (pal.base, pal.accent, pal.deep, pal.mid)
    for i in range(rng.randint(3, 5)):
        d, t = rng.uniform(R * 0.15, R * 0.6), rng.uniform(0, 2 * math.pi)
        _colony(
            c,
            rng,
            pal,
            fx + d * math.cos(t),
            fy + d * math.sin(t),
            fills[i % len(fills)],
            inside,
            rng.randint(6, 12),
            rng.uniform(4.2, 6.8) * k,
        )
    # The rim's highlight, over the colonies: the lid catches the light.
    c.lines(pal.paper, arc(fx, fy, R * 0.97, math.pi * 1.05, math.pi * 1.45, 16), 1.2)
    grain(c, fld, pal.deep, pal.paper)


# -- Layer 5 · Prediction 🌐: grids and orbits ------------------------------------------------------


def prediction(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.ink, pal.deep)
    k = _k(c)
    fx, fy = _focus(c, rng), 44
    horizon = 72
    with c.glaze(150) as g:  # a perspective grid running to the horizon under the subject
        for i in range(-30, 31):
            g.line(pal.base, (fx + i * 2.5, horizon), (fx + i * 26, 100), 0.4)
        y, step = horizon, 1.5
        while y < 100:
            g.line(pal.base, (0, y), (c.W, y), 0.4)
            step *= 1.45
            y += step
    with c.glaze(200) as g:  # stars
        for _ in range(int(c.W * 0.5) + 10):
            g.circle(
                fld.choice((pal.sky, pal.glow)),
                fld.uniform(0, c.W),
                fld.uniform(0, horizon - 3),
                fld.uniform(0.25, 0.7),
            )
    R = rng.uniform(20, 25) * k
    c.glow(pal.mid, fx, fy, R * 1.6, 110)
    c.circle(pal.base, fx, fy, R)
    tilt = rng.uniform(-0.35, 0.35)
    meridians = rng.randint(3, 5)
    for i in range(1, meridians + 1):  # meridians: ellipses ever narrower
        rx = R * math.cos(math.pi / 2 * i / (meridians + 1))
        c.poly(pal.light, oval(fx, fy, rx, R, tilt, segments(c, R)), 0.45)
    for j in range(-2, 3):  # parallels
        yy = R * j / 3
        half = math.sqrt(max(0.0, R * R - yy * yy))
        c.poly(
            pal.light,
            oval(
                fx - yy * math.sin(tilt), fy + yy * math.cos(tilt), half, half * 0.18, tilt, segments(c, half)
            ),
            0.45,
        )
    c.circle(pal.sky, fx, fy, R, 0.8)
    # Orbits, each with a body on it and a dotted forecast of where it goes next.
    for i in range(rng.randint(2, 3)):
        rx, ry = R * rng.uniform(1.35, 2.0) * (1 + i * 0.25), R * rng.uniform(0.35, 0.6)
        ang = rng.uniform(-0.5, 0.5)
        ring = oval(fx, fy, rx, ry, ang, 90)
        c.poly(pal.mid, ring, 0.5)
        at = rng.randint(0, 89)
        for s in range(1, 12, 2):
            qx, qy = ring[(at + s * 2) % 90]
            c.circle(pal.glow, qx, qy, 0.6 * k)
        bx, by = ring[at]
        c.circle(pal.accent, bx, by, rng.uniform(2.2, 3.6) * k)
        c.circle(pal.glow, bx - 0.8 * k, by - 0.8 * k, 0.9 * k)
    grain(c, fld, pal.ink, pal.base, 0.3)


# -- Layer 6 · Reinforcement 🎯: loops and targets --------------------------------------------------


def _arrow_loop(
    c: Canvas, colour, x: float, y: float, r: float, a0: float, span: float, width: float
) -> None:
    pts = arc(x, y, r, a0, a0 + span, 30)
    c.lines(colour, pts, width)
    ex, ey = pts[-1]
    t = a0 + span + math.pi / 2  # the tangent at the end, going on round
    head = width * 3.2
    left = (
        ex - head * math.cos(t) + head * 0.6 * math.cos(t + math.pi / 2),
        ey - head * math.sin(t) + head * 0.6 * math.sin(t + math.pi / 2),
    )
    right = (
        ex - head * math.cos(t) - head * 0.6 * math.cos(t + math.pi / 2),
        ey - head * math.sin(t) - head * 0.6 * math.sin(t + math.pi / 2),
    )
    c.poly(colour, [(ex + head * 0.5 * math.cos(t), ey + head * 0.5 * math.sin(t)), left, right])


def reinforcement(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.sky, pal.light)
    with c.glaze(90) as g:  # ripples: each loop leaves rings that spread
        for x in _spread(c, fld, -999, 0, 40):
            y = fld.uniform(10, 90)
            for r in range(4, 30, 5):
                g.circle(pal.mid, x, y, r, 0.5)
    k = _k(c)
    fx, fy = _focus(c, rng), 50
    R = rng.uniform(29, 34) * k
    rings = rng.randint(4, 6)
    tones = (pal.deep, pal.paper, pal.base, pal.paper, pal.accent, pal.paper)
    c.circle(pal.deep, fx + 1.2 * k, fy + 1.6 * k, R)  # shadow
    for i in range(rings):
        c.circle(tones[i % len(tones)], fx, fy, R * (1 - i / rings))
    c.circle(pal.ink, fx, fy, R * 0.6 / rings + 0.5)
    c.circle(pal.ink, fx, fy, R, 0.6)
    # Loops round the target: what comes back comes back stronger.
    start = rng.uniform(0, 2 * math.pi)
    loops = rng.randint(2, 3)
    for i in range(loops):
        a0 = start + i * 2 * math.pi / loops
        _arrow_loop(c, pal.ink, fx, fy, R + 6 * k, a0, 2 * math.pi / loops - 0.55, 1.3 * k)
    # A dart, near the centre.
    t = rng.uniform(-2.6, -0.5)
    hx, hy = fx + rng.uniform(-3, 3) * k, fy + rng.uniform(-3, 3) * k
    tail = (hx + 30 * k * math.cos(t), hy + 30 * k * math.sin(t))
    c.line(pal.ink, (hx, hy), tail, 1.1 * k)
    for side in (-1, 1):
        c.poly(
            pal.accent,
            [
                tail,
                (tail[0] + 6 * k * math.cos(t + side * 0.5), tail[1] + 6 * k * math.sin(t + side * 0.5)),
                (tail[0] - 6 * k * math.cos(t), tail[1] - 6 * k * math.sin(t)),
            ],
        )
    grain(c, fld, pal.deep, pal.paper)


# -- Layers 7-10, the Initiatives: places, buildings, trees, globes ---------------------------------


def _hills(c: Canvas, fld: Rng, y: float, amp: float, colour) -> list[Point]:
    f1, f2, p1, p2 = fld.uniform(0.04, 0.08), fld.uniform(0.1, 0.2), fld.uniform(0, 6), fld.uniform(0, 6)
    ridge = [
        (x, y - amp * math.sin(x * f1 + p1) - amp * 0.35 * math.sin(x * f2 + p2))
        for x in range(0, int(c.W) + 3, 2)
    ]
    c.poly(colour, [(0, 100), *ridge, (c.W, 100)])
    return ridge


def _ground_at(ridge: list[Point], x: float) -> float:
    return min(ridge, key=lambda p: abs(p[0] - x))[1]


def presence(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.sky, pal.light, 0, 70)
    c.rect(pal.light, 0, 70, c.W, 30)
    k = _k(c)
    fx = _focus(c, rng)
    c.glow(pal.glow, rng.uniform(0.1, 0.9) * c.W, rng.uniform(14, 28), 20, 200)
    _hills(c, fld, 58, 6, pal.mid)
    _hills(c, fld, 70, 5, pal.base)
    ridge = _hills(c, fld, 84, 4, pal.deep)
    ground = _ground_at(ridge, fx)
    # A path winding from the viewer to the place.
    sway = rng.uniform(-18, 18)
    left, right = [], []
    for s in range(21):
        t = s / 20
        x = fx + sway * (1 - t) * math.sin(t * math.pi * 1.5) + (1 - t) * 6
        half = 1.2 + 9 * (1 - t)
        y = ground + (100 - ground) * (1 - t)
        left.append((x - half, y))
        right.append((x + half, y))
    c.poly(pal.sky, [*left, *reversed(right)])
    # Presence: rings spreading on the ground where someone stands, and the pin.
    for r in (6, 10, 14):
        c.poly(pal.paper, oval(fx, ground, r * k, r * 0.3 * k, 0, segments(c, r * k)), 0.5)
    size = rng.uniform(9, 12) * k
    top = ground - size * 2.8
    c.poly(
        pal.ink, [(fx, ground), (fx - size * 0.86, top + size * 0.5), (fx + size * 0.86, top + size * 0.5)]
    )
    c.circle(pal.ink, fx, top, size)
    c.circle(pal.accent, fx, top, size * 0.82)
    c.poly(
        pal.accent,
        [(fx, ground - size * 0.3), (fx - size * 0.7, top + size * 0.5), (fx + size * 0.7, top + size * 0.5)],
    )
    c.circle(pal.paper, fx, top, size * 0.38)
    grain(c, fld, pal.deep, pal.paper)


def social(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.sky, pal.light)
    k = _k(c)
    fx = _focus(c, rng)
    ground = 86
    # Two rows of town behind the hall, the far one paler.
    for row, (colour, tall, y_off) in enumerate(((pal.mid, 42, 0), (pal.base, 30, 0))):
        x = -fld.uniform(0, 10)
        while x < c.W:
            w = fld.uniform(7, 14)
            h = fld.uniform(0.45, 1.0) * tall
            c.rect(colour, x, ground - h - y_off, w - 0.8, h + y_off)
            if row == 1:
                for wy in range(int(ground - h + 3), int(ground - 3), 5):
                    for wx in range(int(x + 2), int(x + w - 3), 4):
                        if fld.random() < 0.7:
                            c.rect(pal.glow if fld.random() < 0.4 else pal.light, wx, wy, 1.6, 2.4)
            x += w
    # The hall: steps, columns, a pediment with a round window.
    hw = rng.uniform(44, 54) * k
    columns = rng.randint(4, 6)
    col_h = rng.uniform(30, 36) * k
    base_y = ground
    left = fx - hw / 2
    for i in range(3):
        c.rect(
            pal.paper if i % 2 == 0 else pal.sky,
            left - (3 - i) * 2 * k,
            base_y - (i + 1) * 2.2 * k,
            hw + (3 - i) * 4 * k,
            2.3 * k,
        )
    top_y = base_y - 6.6 * k - col_h
    c.rect(pal.deep, left + 2 * k, top_y, hw - 4 * k, col_h)
    cw = hw / (columns * 2 - 1)
    for i in range(columns):
        x = left + i * 2 * cw
        c.rect(pal.paper, x, top_y, cw, col_h)
        c.rect(pal.sky, x + cw * 0.55, top_y, cw * 0.25, col_h)
    c.rect(pal.paper, left - 2 * k, top_y - 5 * k, hw + 4 * k, 5 * k)
    peak = top_y - 5 * k - rng.uniform(10, 14) * k
    c.poly(pal.paper, [(left - 3 * k, top_y - 5 * k), (fx, peak), (left + hw + 3 * k, top_y - 5 * k)])
    c.poly(
        pal.accent,
        [(left + 3 * k, top_y - 6.2 * k), (fx, peak + 3.4 * k), (left + hw - 3 * k, top_y - 6.2 * k)],
    )
    c.circle(pal.paper, fx, top_y - 5 * k - (top_y - 5 * k - peak) * 0.38, 2.4 * k)
    c.rect(pal.ink, 0, ground, c.W, 100 - ground)
    c.rect(pal.deep, 0, ground, c.W, 1.4)
    # People gathered in front.
    for _ in range(rng.randint(4, 8)):
        x = rng.uniform(fx - hw * 0.9, fx + hw * 0.9)
        y = ground + rng.uniform(4, 11)
        h = rng.uniform(5, 7) * k
        tone = rng.choice((pal.accent, pal.light, pal.glow, pal.mid))
        c.poly(tone, oval(x, y - h * 0.35, h * 0.32, h * 0.42, 0, 16))
        c.circle(tone, x, y - h * 0.95, h * 0.22)
    grain(c, fld, pal.deep, pal.paper)


def _branch(
    c: Canvas,
    rng: Rng,
    pal: Palette,
    x: float,
    y: float,
    angle: float,
    length: float,
    width: float,
    depth: int,
    spread: float,
    shrink: float,
    leaves: list[Point],
) -> None:
    ex, ey = x + length * math.cos(angle), y + length * math.sin(angle)
    c.line(pal.ink, (x, y), (ex, ey), width)
    c.circle(pal.ink, ex, ey, width / 2)
    if depth == 0:
        leaves.append((ex, ey))
        return
    for side in (-1, 1):
        _branch(
            c,
            rng,
            pal,
            ex,
            ey,
            angle + side * spread * rng.uniform(0.7, 1.25),
            length * shrink * rng.uniform(0.85, 1.1),
            width * 0.7,
            depth - 1,
            spread,
            shrink,
            leaves,
        )


def story(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.sky, pal.light)
    k = _k(c)
    fx = _focus(c, rng)
    c.glow(pal.glow, rng.uniform(0.15, 0.85) * c.W, 20, 22, 180)
    far = _hills(c, fld, 80, 4, pal.mid)
    for x in _spread(c, fld, fx, 26, 13):  # a far wood: round trees on the far hills
        gy = _ground_at(far, x)
        h = fld.uniform(6, 11)
        c.line(pal.deep, (x, gy), (x, gy - h), 0.8)
        c.circle(fld.choice((pal.base, pal.deep)), x, gy - h, h * 0.45)
    ground = 90
    c.poly(
        pal.deep,
        [(0, 100), *[(x, ground - 2 * math.sin(x / 15)) for x in range(0, int(c.W) + 3, 3)], (c.W, 100)],
    )
    leaves: list[Point] = []
    _branch(
        c,
        rng,
        pal,
        fx,
        ground - 2 * math.sin(fx / 15),
        -math.pi / 2 + rng.uniform(-0.08, 0.08),
        rng.uniform(15, 18) * k,
        3.6 * k,
        rng.randint(5, 6),
        rng.uniform(0.38, 0.55),
        rng.uniform(0.7, 0.78),
        leaves,
    )
    tones = (pal.base, pal.mid, pal.accent, pal.deep)
    with c.glaze(225) as g:
        for i, (x, y) in enumerate(leaves):
            g.circle(
                tones[i % len(tones)],
                x + rng.uniform(-1.5, 1.5),
                y + rng.uniform(-1.5, 1.5),
                rng.uniform(4.5, 7.5) * k,
            )
    for x, y in leaves[:: max(1, len(leaves) // 6)]:  # ripe fruit: the tales the tree has kept
        c.circle(pal.glow, x, y, 1.3 * k)
    for _ in range(rng.randint(1, 3)):  # birds
        bx, by, s = rng.uniform(0.1, 0.9) * c.W, rng.uniform(8, 30), rng.uniform(2, 3.5)
        c.lines(pal.ink, [(bx - s, by - s * 0.4), (bx, by), (bx + s, by - s * 0.4)], 0.5)
    grain(c, fld, pal.deep, pal.paper)


def stewardship(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    c.gradient(pal.deep, pal.base)
    with c.glaze(200) as g:
        for _ in range(int(c.W * 0.4) + 8):
            g.circle(pal.sky, fld.uniform(0, c.W), fld.uniform(0, 100), fld.uniform(0.25, 0.6))
    k = _k(c)
    fx, fy = _focus(c, rng), 50
    R = rng.uniform(34, 38) * k
    c.glow(pal.sky, fx, fy, R * 1.45, 130)
    c.circle(pal.deep, fx, fy, R)
    land = c.transparent()
    land.circle(mix(pal.base, (60, 110, 170), 0.45), fx, fy, R)  # ocean
    for _ in range(rng.randint(3, 5)):
        d, t = rng.uniform(0, R * 0.8), rng.uniform(0, 2 * math.pi)
        land.poly(
            rng.choice((pal.mid, pal.light, pal.accent)),
            blob(
                fx + d * math.cos(t), fy + d * math.sin(t), rng.uniform(0.22, 0.42) * R, waves(rng, 0.25, 3)
            ),
        )
    c.masked(land, fx, fy, R)
    night = c.transparent()  # the night side: a crescent of shade
    night.circle((*pal.ink, 150), fx + R * 0.85, fy + R * 0.65, R * 1.15)
    c.masked(night, fx, fy, R)
    with c.glaze(90) as g:  # the lit side brightens again after the night cut
        g.circle(pal.sky, fx - R * 0.35, fy - R * 0.35, R * 0.35)
    c.circle(pal.sky, fx, fy, R, 0.9)
    # A ring of leaves round the world: what is tended.
    leaves = rng.randint(9, 14)
    ring = R * 1.22
    for i in range(leaves):
        t = 2 * math.pi * i / leaves + rng.uniform(-0.08, 0.08)
        x, y = fx + ring * math.cos(t), fy + ring * math.sin(t)
        c.poly(pal.light if i % 2 else pal.accent, oval(x, y, 3.6 * k, 1.5 * k, t + math.pi / 2 + 0.5, 16))
    grain(c, fld, pal.ink, pal.sky, 0.3)


# -- Events: weather and pressure -------------------------------------------------------------------

# Words in an Event's id that pick its weather; an id with none of them gets one from its seed.
WEATHER_WORDS = {
    "heat": ("heat", "drought", "dry", "fire", "smoke", "crop", "burn"),
    "snow": ("cold", "winter", "snap", "frost", "freeze"),
    "rain": ("flood", "rain", "flu", "pandemic", "quarantine", "season"),
    "storm": ("power", "outage", "crash", "bank", "run", "market", "spike", "theft"),
    "wind": ("rumour", "misinformation", "wave", "polarization", "drain", "gridlock"),
}
WEATHERS = ("heat", "snow", "rain", "storm", "wind", "pressure")


def weather_of(card_id: str, rng: Rng) -> str:
    words = card_id.split("_")
    for kind, keys in WEATHER_WORDS.items():
        if any(w.startswith(key) for w in words for key in keys):
            return kind
    return rng.choice(WEATHERS)


def _cloud(c: Canvas, rng: Rng, x: float, y: float, size: float, fill, shade) -> None:
    puffs = [
        (x + rng.uniform(-1, 1) * size, y - rng.uniform(0, 0.6) * size, rng.uniform(0.45, 0.75) * size)
        for _ in range(5)
    ]
    for px, py, r in puffs:
        c.circle(shade, px, py + size * 0.12, r)
    for px, py, r in puffs:
        c.circle(fill, px, py, r)
    c.rect(shade, x - size * 1.3, y + size * 0.05, size * 2.6, size * 0.35, radius=size * 0.17)


def event(c: Canvas, rng: Rng, fld: Rng, pal: Palette, card_id: str) -> None:
    kind = weather_of(card_id, rng)
    k = _k(c)
    fx = _focus(c, rng)
    if kind == "heat":
        c.gradient(pal.accent, pal.light)
        R = rng.uniform(18, 24) * k
        sy = rng.uniform(34, 42)
        c.glow(pal.glow, fx, sy, R * 2.2, 190)
        rays = rng.randint(10, 16)
        for i in range(rays):
            t = 2 * math.pi * i / rays
            c.poly(
                pal.glow,
                [
                    (fx + R * 1.15 * math.cos(t - 0.12), sy + R * 1.15 * math.sin(t - 0.12)),
                    (fx + R * 1.7 * math.cos(t), sy + R * 1.7 * math.sin(t)),
                    (fx + R * 1.15 * math.cos(t + 0.12), sy + R * 1.15 * math.sin(t + 0.12)),
                ],
            )
        c.circle(pal.glow, fx, sy, R)
        c.circle(pal.paper, fx - R * 0.25, sy - R * 0.25, R * 0.45)
        ridge = _hills(c, fld, 84, 3, pal.deep)
        del ridge
        with c.glaze(170) as g:  # air shimmering over hot ground
            for row in range(3):
                y = 70 + row * 5
                g.lines(pal.paper, [(x, y + 1.2 * math.sin(x / 3)) for x in range(0, int(c.W) + 2, 1)], 0.5)
        c.rect(pal.ink, 0, 94, c.W, 6)
        for x in _spread(c, fld, -999, 0, 8):  # cracked earth
            c.line(pal.deep, (x, 94), (x + fld.uniform(-3, 3), 100), 0.5)
        return _frame_grain(c, fld, pal)
    c.gradient(pal.ink, pal.deep if kind != "snow" else pal.mid)
    if kind == "pressure":
        # Isobars round a low: the weather map's rings, tightening where the pressure falls.
        bend = waves(rng, 0.12, 3)
        with c.glaze(220) as g:
            for i in range(1, 12):
                g.poly(
                    pal.mid if i % 3 else pal.light,
                    blob(
                        fx,
                        52,
                        i * 7.5,
                        [(lo, a * (1 + i / 10), ph) for lo, a, ph in bend],
                        segments(c, i * 7.5),
                    ),
                    0.6,
                )
        for i in range(3):
            t = rng.uniform(0, 2 * math.pi)
            _arrow_loop(c, pal.glow, fx, 52, 11 + i * 9, t, 1.4, 0.9 * k)
        c.circle(pal.accent, fx, 52, 4 * k)
        return _frame_grain(c, fld, pal)
    # Clouds across the sky, the subject's cloud the largest and lowest.
    for x in _spread(c, fld, fx, 20, 30):
        _cloud(c, fld, x, fld.uniform(14, 28), fld.uniform(7, 11), pal.base, pal.deep)
    size = rng.uniform(15, 19) * k
    cy = rng.uniform(30, 36)
    if kind == "wind":
        with c.glaze(230) as g:
            for i in range(rng.randint(5, 7)):
                y = 20 + i * 11 + rng.uniform(-2, 2)
                x0 = rng.uniform(-10, c.W * 0.3)
                length = rng.uniform(0.4, 0.8) * c.W
                pts = [(x0 + s * length / 40, y + 2.5 * math.sin(s / 5 + i)) for s in range(41)]
                g.lines(pal.light if i % 2 else pal.sky, pts, 0.9)
                ex, ey = pts[-1]
                g.lines(pal.light if i % 2 else pal.sky, arc(ex, ey - 4, 4, math.pi / 2, -math.pi, 16), 0.9)
        _cloud(c, rng, fx, cy, size, pal.mid, pal.base)
        return _frame_grain(c, fld, pal)
    _cloud(c, rng, fx, cy, size, pal.mid, pal.base)
    with c.glaze(220) as g:
        if kind == "rain" or kind == "storm":
            for _ in range(int(c.W * 0.9) + 20):
                x, y = fld.uniform(-10, c.W), fld.uniform(cy + 4, 100)
                g.line(pal.sky, (x, y), (x - 2, y + 5), 0.45)
        else:  # snow
            for _ in range(int(c.W * 0.6) + 15):
                x, y, s = fld.uniform(0, c.W), fld.uniform(cy, 100), fld.uniform(0.8, 1.8)
                for t in (0, math.pi / 3, 2 * math.pi / 3):
                    g.line(
                        pal.paper,
                        (x - s * math.cos(t), y - s * math.sin(t)),
                        (x + s * math.cos(t), y + s * math.sin(t)),
                        0.3,
                    )
    if kind == "storm":
        x, y = fx + rng.uniform(-5, 5) * k, cy + size * 0.4
        bolt = [(x, y)]
        while y < 96:
            x += rng.uniform(-6, 6) * k
            y += rng.uniform(7, 12)
            bolt.append((x, y))
        c.lines(pal.glow, bolt, 1.6 * k)
        c.lines(pal.paper, bolt, 0.6 * k)
    return _frame_grain(c, fld, pal)


def _frame_grain(c: Canvas, fld: Rng, pal: Palette) -> None:
    grain(c, fld, pal.ink, pal.sky, 0.3)


MOTIFS: dict[str, Callable[[Canvas, Rng, Rng, Palette, str], None]] = {
    "boundary": boundary,
    "balance": balance,
    "form": form,
    "membership": membership,
    "prediction": prediction,
    "reinforcement": reinforcement,
    "presence": presence,
    "social": social,
    "story": story,
    "stewardship": stewardship,
    "event": event,
}
