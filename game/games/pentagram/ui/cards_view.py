"""One Pentagram 2 card drawn at any size: a tableau tile, the card just drawn, the zoom.

Green and red cards never differ by colour alone: a green card has a round "+" badge and a
plain rounded double frame, a red card a square "−" badge and a striped frame with sharp
corners, so they read apart in greyscale too. The from → to colours are swatches carrying the
colour's letter (and its name where there is room).

Every face is cached by (card, size), so the table can redraw each frame for nothing.
"""

from __future__ import annotations

import math

import pygame

from game.campaign.schema import DEFAULT_BACK
from game.games.pentagram.actions import COLOURS, LETTERS
from game.games.pentagram.cards import Card
from game.ui import assets, card_backs, theme

RGB = tuple[int, int, int]

# The five colours of the game (ruling PG1), as they appear on rows, swatches and fortunes.
COLOUR_RGB: tuple[RGB, ...] = (
    (242, 201, 48),  # yellow
    (238, 128, 36),  # orange
    (146, 86, 200),  # purple
    (56, 122, 222),  # blue
    (26, 26, 30),  # black
)
# Ink that reads on each colour: dark on the light two, white on the dark three.
COLOUR_INK: tuple[RGB, ...] = ((30, 26, 14), (30, 20, 10), (255, 255, 255), (255, 255, 255), (255, 255, 255))
# An outline that separates each colour from both the dark table and the light card paper:
# black needs a light edge on the table, and yellow a dark one on paper.
COLOUR_EDGE: tuple[RGB, ...] = ((120, 96, 10), (130, 64, 10), (80, 40, 120), (24, 60, 130), (150, 150, 160))
COLOUR_NAMES = tuple(c.title() for c in COLOURS)

GREEN_EDGE: RGB = (40, 140, 70)
GREEN_PAPER: RGB = (234, 246, 230)
RED_EDGE: RGB = (196, 48, 48)
RED_DARK: RGB = (70, 18, 18)
RED_PAPER: RGB = (251, 234, 230)
BACK: RGB = (40, 36, 70)


def colour_label(index: int) -> str:
    """"Yellow (Y)": a colour's name with its letter, as the table writes it."""
    return f"{COLOUR_NAMES[index]} ({LETTERS[index]})"


def card_label(card: Card) -> str:
    """"+ Yellow→Black": how the log-like lines of the table name a card in a few characters."""
    sign = "+" if card.green else "−"
    return f"{sign} {COLOUR_NAMES[card.src]}→{COLOUR_NAMES[card.dst]}"


def _font_px(base: float, s: float, low: int) -> int:
    """A font size that scales with the card but never below what the screen can show."""
    return max(low, round(base * s))


# ---------------------------------------------------------------------------------------------
# Pieces shared with the table (swatches, badges) so a colour looks the same everywhere
# ---------------------------------------------------------------------------------------------
def swatch(surf: pygame.Surface, rect: pygame.Rect, colour: int, text: str, size: int,
           radius: int = 6) -> None:
    """A block of a game colour with ``text`` (its letter or name) in readable ink."""
    pygame.draw.rect(surf, COLOUR_RGB[colour], rect, border_radius=radius)
    pygame.draw.rect(surf, COLOUR_EDGE[colour], rect, max(1, size // 12), border_radius=radius)
    if text:
        img = assets.text(text, size, COLOUR_INK[colour], "bold")
        if img.get_width() > rect.w - 4:
            img = assets.text(text[0], size, COLOUR_INK[colour], "bold")
        surf.blit(img, img.get_rect(center=rect.center))


def sign_badge(surf: pygame.Surface, centre: tuple[int, int], radius: int, green: bool) -> None:
    """Green: a round badge with "+"; red: a square badge with "−". Drawn, not typed, so the
    sign is as bold as the badge at every size."""
    x, y = centre
    bar = max(3, radius // 3)
    arm = max(4, radius * 6 // 10)
    if green:
        pygame.draw.circle(surf, GREEN_EDGE, centre, radius)
        pygame.draw.circle(surf, (255, 255, 255), centre, radius, max(1, radius // 8))
        pygame.draw.rect(surf, (255, 255, 255), (x - arm, y - bar // 2, 2 * arm, bar))
        pygame.draw.rect(surf, (255, 255, 255), (x - bar // 2, y - arm, bar, 2 * arm))
    else:
        box = pygame.Rect(0, 0, 2 * radius - 2, 2 * radius - 2)
        box.center = centre
        pygame.draw.rect(surf, RED_EDGE, box)
        pygame.draw.rect(surf, RED_DARK, box, max(1, radius // 8))
        pygame.draw.rect(surf, (255, 255, 255), (x - arm, y - bar // 2, 2 * arm, bar))


def arrow(surf: pygame.Surface, start: tuple[int, int], end: tuple[int, int], width: int,
          colour: RGB = theme.CARD_INK) -> None:
    """A thick arrow from ``start`` to ``end`` (the card's from → to)."""
    (x0, y0), (x1, y1) = start, end
    ang = math.atan2(y1 - y0, x1 - x0)
    head = width * 2.4
    bx, by = x1 - head * math.cos(ang), y1 - head * math.sin(ang)
    pygame.draw.line(surf, colour, (x0, y0), (bx, by), width)
    nx, ny = -math.sin(ang), math.cos(ang)
    half = head * 0.7
    pts = [(x1, y1), (bx + nx * half, by + ny * half), (bx - nx * half, by - ny * half)]
    pygame.draw.polygon(surf, colour, pts)


def _frame(surf: pygame.Surface, green: bool, s: float) -> int:
    """Paper and frame; returns the frame's width (the content's inset)."""
    w, h = surf.get_size()
    rect = surf.get_rect()
    if green:
        radius = max(6, round(min(w, h) / 9))
        band = max(3, round(5 * s))
        pygame.draw.rect(surf, GREEN_PAPER, rect, border_radius=radius)
        pygame.draw.rect(surf, GREEN_EDGE, rect, band, border_radius=radius)
        # A thin inner line: the double frame of a green card.
        inner = rect.inflate(-2 * band - 4, -2 * band - 4)
        pygame.draw.rect(surf, GREEN_EDGE, inner, max(1, band // 3), border_radius=max(2, radius - band))
        return band + 4
    band = max(5, round(8 * s))
    pygame.draw.rect(surf, RED_DARK, rect, border_radius=3)
    # Hazard stripes round the edge: a red card's frame reads as "danger" without its colour.
    stripes = pygame.Surface((w, h), pygame.SRCALPHA)
    step = band * 2
    for k in range(-h, w + h, step):
        pygame.draw.polygon(stripes, RED_EDGE, [(k, 0), (k + band, 0), (k + band + h, h), (k + h, h)])
    surf.blit(stripes, (0, 0))
    pygame.draw.rect(surf, RED_PAPER, rect.inflate(-2 * band, -2 * band), border_radius=2)
    pygame.draw.rect(surf, RED_DARK, rect, 1, border_radius=3)
    return band + 2


# ---------------------------------------------------------------------------------------------
# Faces
# ---------------------------------------------------------------------------------------------
@assets.cached(maxsize=512)
def card_face(card: Card, w: int, h: int) -> pygame.Surface:
    """The card at ``w`` × ``h``: a landscape tile for the tableau, a portrait card otherwise."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if w >= h:
        _tile(surf, card)
    elif w < 180:
        _compact(surf, card)
    else:
        _portrait(surf, card)
    return surf


def _tile(surf: pygame.Surface, card: Card) -> None:
    """Landscape, for a tableau space: sign badge, then from-swatch → to-swatch with letters."""
    w, h = surf.get_size()
    s = h / 84
    inset = _frame(surf, card.green, s)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    r = max(10, min(inner.h // 2 - 2, round(18 * s)))
    sign_badge(surf, (inner.x + r + 2, inner.centery), r, card.green)
    left = inner.x + 2 * r + 10
    gap = max(18, round(22 * s))
    sw = max(24, (inner.right - 4 - left - gap) // 2)
    sh = max(20, inner.h - round(10 * s))
    size = _font_px(30, s, 18)
    a = pygame.Rect(left, inner.centery - sh // 2, sw, sh)
    b = pygame.Rect(a.right + gap, a.y, sw, sh)
    swatch(surf, a, card.src, LETTERS[card.src], size)
    swatch(surf, b, card.dst, LETTERS[card.dst], size)
    arrow(surf, (a.right + 3, a.centery), (b.x - 2, a.centery), max(3, round(4 * s)))


def _compact(surf: pygame.Surface, card: Card) -> None:
    """A small portrait card (the discard pile): badge on top, the two swatches stacked."""
    w, h = surf.get_size()
    s = w / 118
    inset = _frame(surf, card.green, s)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    r = max(9, round(14 * s))
    sign_badge(surf, (inner.centerx, inner.y + r + 2), r, card.green)
    top = inner.y + 2 * r + 8
    sh = max(18, (inner.bottom - top - round(26 * s)) // 2)
    size = _font_px(24, s, 18)
    a = pygame.Rect(inner.x + 6, top, inner.w - 12, sh)
    b = pygame.Rect(a.x, inner.bottom - sh - 4, a.w, sh)
    swatch(surf, a, card.src, LETTERS[card.src], size)
    swatch(surf, b, card.dst, LETTERS[card.dst], size)
    arrow(surf, (a.centerx, a.bottom + 2), (a.centerx, b.y - 2), max(3, round(4 * s)))


def _portrait(surf: pygame.Surface, card: Card) -> None:
    """The drawn card and the zoom: kind, from → to with names, what it does when it pays."""
    w, h = surf.get_size()
    s = w / 250
    inset = _frame(surf, card.green, s)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    pad = round(8 * s)
    # Kind line: the badge and the word, so the sign is also spelled out.
    r = round(18 * s)
    sign_badge(surf, (inner.x + pad + r, inner.y + pad + r), r, card.green)
    kind = "GREEN  +" if card.green else "RED  −"
    ink = GREEN_EDGE if card.green else RED_EDGE
    img = assets.text(kind, _font_px(26, s, theme.FONT_BODY), ink, "bold")
    surf.blit(img, img.get_rect(midleft=(inner.x + pad + 2 * r + round(10 * s), inner.y + pad + r)))
    y = inner.y + 2 * pad + 2 * r
    if w >= 400:  # the zoom has room for the card's name too
        lines, fs = assets.fit_lines(card.name, inner.w - 2 * pad, 1, _font_px(20, s, 18), 16, "semibold")
        img = assets.text(lines[0], fs, theme.CARD_INK, "semibold")
        surf.blit(img, (inner.x + pad, y))
        y += img.get_height() + round(4 * s)
    # From and to: swatches with the colour's name, an arrow between them saying what flows.
    sh = round(46 * s)
    size = _font_px(26, s, theme.FONT_BODY)
    a = pygame.Rect(inner.x + pad, y + round(4 * s), inner.w - 2 * pad, sh)
    b = pygame.Rect(a.x, a.bottom + round(34 * s), a.w, sh)
    swatch(surf, a, card.src, COLOUR_NAMES[card.src], size, round(8 * s))
    swatch(surf, b, card.dst, COLOUR_NAMES[card.dst], size, round(8 * s))
    ax = a.x + round(34 * s)
    arrow(surf, (ax, a.bottom + round(3 * s)), (ax, b.y - round(3 * s)), max(4, round(6 * s)), ink)
    verb = assets.text("feeds" if card.green else "drains", _font_px(18, s, theme.FONT_SMALL), ink, "bold")
    surf.blit(verb, verb.get_rect(midleft=(ax + round(22 * s), (a.bottom + b.y) // 2)))
    # What it does when it pays, in words.
    y = b.bottom + round(8 * s)
    lines, fs = assets.fit_box(_effect(card), inner.w - 2 * pad, inner.bottom - y - pad // 2,
                               _font_px(19, s, theme.FONT_SMALL), 16)
    for line in lines:
        img = assets.text(line, fs, theme.CARD_INK)
        surf.blit(img, (inner.x + pad, y))
        y += img.get_height()


def _effect(card: Card) -> str:
    """The card's payout in words (ruling PG5), for the drawn card and the zoom."""
    src, dst = COLOUR_NAMES[card.src], COLOUR_NAMES[card.dst]
    if card.green:
        return f"When it pays, a worker of yours on it adds your {src} fortune to your {dst}."
    return (f"When it pays, a worker of yours on it takes your {src} fortune off your {dst} "
            "(never below 1).")


def card_back(w: int, h: int, count: int) -> pygame.Surface:
    """The deck: a pentagon of the five colours and how many cards are left, on the chosen back."""
    return _card_back(w, h, count, card_backs.current())


@assets.cached(maxsize=32)
def _card_back(w: int, h: int, count: int, style: str) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    if style == DEFAULT_BACK:
        pygame.draw.rect(surf, BACK, rect, border_radius=10)
        pygame.draw.rect(surf, (120, 110, 170), rect, 3, border_radius=10)
    else:
        card_backs.paint(surf, BACK, style, 10)
    cx, cy = w // 2, round(h * 0.36)
    rad = min(w, h) * 0.3
    pts = [(cx + rad * math.cos(-math.pi / 2 + k * 2 * math.pi / 5),
            cy + rad * math.sin(-math.pi / 2 + k * 2 * math.pi / 5)) for k in range(5)]
    star = [pts[(2 * k) % 5] for k in range(5)]
    pygame.draw.polygon(surf, (200, 190, 240), star, 2)
    for k, p in enumerate(pts):
        pygame.draw.circle(surf, COLOUR_RGB[k], (round(p[0]), round(p[1])), max(5, round(rad / 4)))
        pygame.draw.circle(surf, (220, 220, 230), (round(p[0]), round(p[1])), max(5, round(rad / 4)), 1)
    img = assets.text(str(count), theme.FONT_LARGE, theme.TEXT, "bold")
    surf.blit(img, img.get_rect(center=(cx, h - 42)))
    word = assets.text("left" if count else "empty", theme.FONT_SMALL, theme.TEXT_DIM)
    surf.blit(word, word.get_rect(center=(cx, h - 16)))
    return surf


# ---------------------------------------------------------------------------------------------
# Print (the card studio): faces and the deck's back with bleed
# ---------------------------------------------------------------------------------------------
Box = tuple[int, int, int, int]


def print_face(card: Card, size: tuple[int, int], trim: Box) -> pygame.Surface:
    """An opaque ``size`` picture with the card's face (:func:`card_face` at the trim's size) in
    ``trim``, its frame running on into the bleed: a green card's edge colour, a red card's
    stripes, so a cut that is off by a millimetre shows more frame, never white. Not cached."""
    x, y, w, h = trim
    face = card_face.__wrapped__(card, w, h)
    out = pygame.Surface(size)
    if card.green:
        # The rounded corners are transparent: the frame's colour fills them and the bleed.
        out.fill(GREEN_EDGE)
        out.blit(face, (x, y))
        return out
    out.fill(RED_DARK)
    band = max(5, round(8 * w / 250))  # as _frame draws a portrait card (s = w / 250)
    _print_stripes(out, band, x - y - h)
    # The face without its outermost pixels (a 1 px dark line and small rounded corners): the
    # stripes underneath are in phase with the face's, so the frame runs on unbroken.
    edge = 3
    out.blit(face, (x + edge, y + edge), (edge, edge, w - 2 * edge, h - 2 * edge))
    return out


def _print_stripes(surf: pygame.Surface, band: int, phase: int) -> None:
    """_frame's hazard stripes over the whole of ``surf``. A stripe is where x - y lies in
    [k, k + band) for k = phase + n * 2 * band; x - y is unchanged by moving the card diagonally,
    so ``phase`` (the face's first k, shifted by the trim's x - y) lines them up with the face."""
    pw, ph = surf.get_size()
    step = 2 * band
    k = phase - step * ((phase + ph) // step + 1)  # the first stripe left of the picture
    while k < pw:
        pygame.draw.polygon(surf, RED_EDGE, [(k, 0), (k + band, 0), (k + band + ph, ph), (k + ph, ph)])
        k += step


def print_back(size: tuple[int, int], trim: Box) -> pygame.Surface:
    """The back of every card for print: the deck's colour and rings running into the bleed, a
    frame 5 mm inside the cut, the pentagram of the five colours and the game's name. One back
    for green and red alike (the deck is shuffled together; a back must not tell them apart),
    symmetric left to right so a duplex sheet that drifts sideways still looks right."""
    x, y, w, h = trim
    s = w / 250
    out = pygame.Surface(size)
    out.fill(BACK)
    cx, cy = x + w // 2, y + h // 2
    rings = tuple(min(255, c + 14) for c in BACK)
    for radius in range(round(14 * s), max(size) + round(30 * s), round(15 * s)):
        pygame.draw.circle(out, rings, (cx, cy), radius, max(2, round(3 * s)))
    lilac, pale = (120, 110, 170), (200, 190, 240)
    inset = round(w * 5 / 63)  # 5 mm on a 63 mm card
    frame = pygame.Rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset)
    pygame.draw.rect(out, BACK, frame, border_radius=round(13 * s))
    pygame.draw.rect(out, lilac, frame, max(2, round(3 * s)), border_radius=round(13 * s))
    pygame.draw.rect(out, lilac, frame.inflate(-round(12 * s), -round(12 * s)), max(1, round(s)),
                     border_radius=round(9 * s))
    # The pentagram: the five colours at the points, the star joining them, on a dark disc.
    rad = w * 0.27
    pts = [(cx + rad * math.cos(-math.pi / 2 + k * 2 * math.pi / 5),
            cy + rad * math.sin(-math.pi / 2 + k * 2 * math.pi / 5)) for k in range(5)]
    disc = round(rad * 1.4)
    pygame.draw.circle(out, (30, 27, 54), (cx, cy), disc)
    pygame.draw.circle(out, lilac, (cx, cy), disc, max(2, round(2 * s)))
    pygame.draw.polygon(out, pale, [pts[(2 * k) % 5] for k in range(5)], max(2, round(3 * s)))
    dot = round(rad / 4)
    for k, (px, py) in enumerate(pts):
        centre = (round(px), round(py))
        pygame.draw.circle(out, COLOUR_RGB[k], centre, dot)
        pygame.draw.circle(out, COLOUR_EDGE[k] if k != 4 else pale, centre, dot, max(2, round(1.5 * s)))
    # The name at the top and, turned round, at the bottom: the back reads the same either way up.
    title = assets.text("Pentagram 2", _font_px(24, s, 18), pale, "bold")
    gap = (frame.bottom - (cy + disc)) // 2
    out.blit(title, title.get_rect(center=(cx, cy - disc - gap)))
    turned = pygame.transform.rotate(title, 180)
    out.blit(turned, turned.get_rect(center=(cx, cy + disc + gap)))
    return out
