"""What every Meaning Made edition's card faces share: the top of a layered card (paper, header,
art strip in its layer's colour), the Requirement Row of a shared build (Initiatives, Projects)
and its contribution spaces with their Legacy (6 / 3 / 1)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.meaning_made.layers import LAYER_EMOJI, TOKEN_EMOJI
from game.ui import assets, card_art, theme
from game.ui.card_parts import art_band, header, paper, px, scaled
from game.ui.draw import seat_marker
from game.ui.theme import SeatStyle


def card_top(
    card: Any,
    w: int,
    h: int,
    edge: tuple[int, int, int],
    subtitle: str,
    art_share: float,
    caption: str,
    edition: str,
) -> tuple[pygame.Surface, int]:
    """Paper, header band and art strip shared by Patterns and Initiatives; returns the y below."""
    s = w / 208
    colour = theme.LAYER_COLOURS[card.layer]
    surf = paper(w, h, edge)
    y = header(surf, card.name, LAYER_EMOJI[card.layer], colour, s, subtitle)
    if art_share <= 0:
        # No room for a picture: a sliver of one reads as a streak across the card.
        return surf, y
    art_h = max(14, int(h * art_share))
    art_band(
        surf,
        pygame.Rect(3, y, w - 6, art_h),
        edition,
        card.id,
        card.art,
        colour,
        LAYER_EMOJI[card.layer],
        caption,
        card_art.motif_of_layer(card.layer),
    )
    return surf, y + art_h


def requirement_boxes(
    surf: pygame.Surface, boxes: list[tuple[int, bool]], x: int, y: int, width: int, s: float,
    max_rows: int = 0,
) -> int:
    """A Requirement Row: one box per token (``(token, paid)``), a paid box holding a bright
    token, an open one a faded one, wrapped to ``width``; returns the height drawn. Shared by
    every edition's shared builds (Initiatives, Projects). With ``max_rows`` the boxes shrink
    (to about half) rather than wrap past it: a long row (six seats' Stewardship, DP19) must
    leave the card room for its spaces and notes."""
    box = full = scaled(27, s)
    per_row = max(1, width // (box + 3))
    while max_rows and -(-len(boxes) // per_row) > max_rows and box > scaled(14, s):
        box -= 1
        per_row = max(1, width // (box + 3))
    for i, (t, filled) in enumerate(boxes):
        bx = x + (i % per_row) * (box + 3)
        by = y + (i // per_row) * (box + 3)
        pygame.draw.rect(
            surf, (255, 255, 255) if filled else (226, 220, 206), (bx, by, box, box), border_radius=4
        )
        pygame.draw.rect(
            surf, (90, 150, 90) if filled else (170, 160, 145), (bx, by, box, box), 2, border_radius=4
        )
        inset = 4 if box == full else max(2, box // 7)  # a shrunk box keeps its icon in proportion
        ico = assets.icon(TOKEN_EMOJI[t], box - 2 * inset)
        if not filled:
            ico = ico.copy()
            ico.set_alpha(90)
        surf.blit(ico, (bx + inset, by + inset))
    rows = (len(boxes) + per_row - 1) // per_row
    return rows * (box + 3)


def contribution_spaces(
    surf: pygame.Surface, spaces: int, holders: tuple[SeatStyle, ...], x: int, y: int, width: int, s: float
) -> int:
    """Contribution spaces in order, each with its holder's marker and its Legacy (6 / 3 / 1);
    returns the height of the circles (their Legacy numbers hang below, about 17 units)."""
    slot = scaled(30, s)
    gap = max(2, min(px(5, s), (width - spaces * slot) // max(1, spaces - 1)))
    for k in range(spaces):
        cx = x + k * (slot + gap) + slot // 2
        cy = y + slot // 2
        pygame.draw.circle(surf, (232, 226, 212), (cx, cy), slot // 2)
        pygame.draw.circle(surf, (170, 160, 145), (cx, cy), slot // 2, 2)
        if k < len(holders):
            colour_k, shape = holders[k]
            seat_marker(surf, (cx, cy), slot // 2 - 3, colour_k, shape)
        value = (6, 3)[k] if k < 2 else 1
        lab = assets.text(str(value), scaled(13, s), theme.CARD_INK_DIM, "semibold")
        surf.blit(lab, lab.get_rect(midtop=(cx, cy + slot // 2 + 1)))
    return slot
