"""Generated card art: every card its own picture, drawn in code from its id, its layer's motif
and the layer's colour.

The same card always gets the same picture, in every run and on every machine (the choices come
from a BLAKE2 hash of the card id, never from Python's salted ``hash()``); two cards of one layer
share a motif and a palette but not a picture. A designer's own file wins: the card views look
for ``art/cards/<edition>/<id>.png`` (or the card's ``art:`` field) first and only draw this when
there is none (:func:`game.ui.card_parts.art_band`).

Pictures are drawn three (large: two) times too big and scaled down, which smooths pygame's
hard edges, and cached by card, motif, colour and size: the table draws each one once.
"""

from __future__ import annotations

import pygame

from game.ui import assets
from game.ui.art_canvas import RGB, Canvas, Rng, palette
from game.ui.card_motifs import MOTIFS

# Meaning Made's layers (every edition numbers them alike) and the motif that pictures each.
LAYER_MOTIFS = {
    1: "boundary",
    2: "balance",
    3: "form",
    4: "membership",
    5: "prediction",
    6: "reinforcement",
    7: "presence",
    8: "social",
    9: "story",
    10: "stewardship",
}
EVENT = "event"
# Pictures larger than this (zoom, print) are drawn at twice, not three times, their size and
# kept in a small cache of their own, so a print run does not fill the table's cache.
LARGE = 120_000


def motif_of_layer(layer: int) -> str:
    return LAYER_MOTIFS[layer]


def draw(card_id: str, motif: str, colour: RGB, w: int, h: int) -> pygame.Surface:
    """The picture of ``card_id`` at ``w``×``h``, drawn now (not cached)."""
    if motif not in MOTIFS:
        raise ValueError(f"unknown art motif {motif!r}; known: {', '.join(MOTIFS)}")
    out = pygame.Surface((max(1, w), max(1, h)))
    if w < 4 or h < 4:
        out.fill(colour)
        return out
    ss = 2 if w * h > LARGE else 3
    canvas = Canvas(w * ss, h * ss)
    key = f"{motif}:{card_id}"
    subject, field = Rng(key), Rng(key + ":field")
    MOTIFS[motif](canvas, subject, field, palette(colour, Rng(key + ":palette")), card_id)
    return pygame.transform.smoothscale(canvas.surf, (w, h))


@assets.cached(maxsize=320)
def _small(card_id: str, motif: str, colour: RGB, w: int, h: int) -> pygame.Surface:
    return draw(card_id, motif, colour, w, h)


@assets.cached(maxsize=6)
def _large(card_id: str, motif: str, colour: RGB, w: int, h: int) -> pygame.Surface:
    return draw(card_id, motif, colour, w, h)


def picture(card_id: str, motif: str, colour: RGB, w: int, h: int) -> pygame.Surface:
    """The card's picture, cached by (id, motif, colour, size). Do not draw on it: it is shared."""
    colour = (int(colour[0]), int(colour[1]), int(colour[2]))
    return (_large if w * h > LARGE else _small)(card_id, motif, colour, w, h)
