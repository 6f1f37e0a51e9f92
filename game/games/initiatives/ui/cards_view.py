"""Meaning Made `initiatives` card faces from their YAML data: Patterns, Initiatives (with their live
state) and Events, on the pieces in game/ui/card_parts.py and game/games/meaning_made.

Every function returns a cached Surface for the card at the asked size, so the board redraws
cheaply; the cache key holds everything the picture depends on.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.initiatives import LAYER_EMOJI, LAYER_NAMES, TOKEN_EMOJI, Event, Initiative, Pattern
from game.games.meaning_made.card_parts import card_top, contribution_spaces, requirement_boxes
from game.ui import assets, card_art, theme
from game.ui.card_parts import art_band, header, paper, px, scaled
from game.ui.scenes.card_zoom import ZOOM_MIN_TEXT, ZOOM_SIZE
from game.ui.theme import SeatStyle


def token_icons(tokens: tuple[int, int, int]) -> str:
    return "".join(TOKEN_EMOJI[t] * n for t, n in enumerate(tokens))


def cost_text(card: Pattern) -> str:
    parts = []
    if any(card.cost_tokens):
        parts.append(token_icons(card.cost_tokens))
    if card.cost_icons:
        parts.append(" ".join(LAYER_EMOJI[layer] for layer in card.cost_icons))
    if card.cost_vitals:
        parts.append(f"−{card.cost_vitals}🛡️")
    return "  ".join(parts)


@assets.cached(maxsize=512)
def pattern_card(
    card: Pattern, w: int, h: int, edition: str = "initiatives", min_text: int = 0
) -> pygame.Surface:
    """``min_text``: the smallest flavour text in pixels (print passes its own; 0: for the screen)."""
    s = w / 208
    colour = theme.LAYER_COLOURS[card.layer]
    surf, y = card_top(card, w, h, colour, "", 0.30, "", edition)
    pad = scaled(8, s, 4)
    y += px(6, s)
    small = scaled(16, s)
    label_size = scaled(13, s)
    # Values start after the wider label, so that a bonus never touches the word "Bonus".
    label_w = px(8, s) + max(
        assets.text(word, label_size, theme.CARD_INK_DIM, "semibold").get_width()
        for word in ("Cost", "Bonus")
    )
    surf.blit(assets.text("Cost", label_size, theme.CARD_INK_DIM, "semibold"), (pad, y))
    surf.blit(
        assets.text(cost_text(card), scaled(20, s), theme.CARD_INK, "semibold"),
        (pad + label_w, y - px(3, s)),
    )
    y += px(25, s)
    if card.bonus:
        surf.blit(assets.text("Bonus", label_size, theme.CARD_INK_DIM, "semibold"), (pad, y))
        surf.blit(
            assets.text(card.bonus.text(), scaled(18, s), (40, 110, 60), "semibold"),
            (pad + label_w, y - px(2, s)),
        )
        y += px(24, s)
    room = h - y - pad
    lines, size = assets.fit_box(card.flavour, w - 2 * pad, room, small,
                                 min_text or assets.prose_floor(scaled(12, s, 10)))
    for line in lines:
        surf.blit(assets.text(line, size, theme.CARD_INK_DIM), (pad, y))
        y += assets.font(size).get_height()
    return surf


@dataclass(frozen=True)
class InitiativeView:
    """What an Initiative card shows in play (hashable, so drawings are cached)."""

    card: Initiative
    need: tuple[int, int, int]
    paid: tuple[int, int, int]
    contributors: tuple[SeatStyle, ...]  # in order, the Community included
    signatures_met: tuple[bool, ...]  # one per printed signature
    is_end: bool = False
    opens_at: int = 0  # the Meaning the End Initiative needs before anyone pays in (0: always open)
    is_open: bool = True

    @classmethod
    def unplayed(cls, card: Initiative) -> InitiativeView:
        """The card out of play (printed, in the gallery): nothing paid, no one on it."""
        return cls(card, card.req_tokens, (0, 0, 0), (), tuple(False for _ in card.signatures), card.end)


def _token_boxes(view: InitiativeView) -> list[tuple[int, bool]]:
    boxes = []
    for t in range(3):
        for k in range(view.need[t]):
            boxes.append((t, k < view.paid[t]))
    return boxes


@assets.cached(maxsize=256)
def initiative_card(
    view: InitiativeView, w: int, h: int, edition: str = "initiatives", min_text: int = 0
) -> pygame.Surface:
    """``min_text`` as for :func:`pattern_card`."""
    card = view.card
    s = w / 208
    colour = theme.LAYER_COLOURS[card.layer]
    sub = f"Layer {card.layer} · {LAYER_NAMES[card.layer].title()}" + (" · End" if view.is_end else "")
    edge = theme.ACCENT if view.is_end else colour
    surf, y = card_top(card, w, h, edge, sub, 0.10, "", edition)
    pad = scaled(8, s, 4)
    y += px(6, s)
    y += requirement_boxes(surf, _token_boxes(view), pad, y, w - 2 * pad, s) + px(4, s)
    # Required signatures (green when the contributors supply them, red while missing) and, on the
    # same row at the right, the Meaning reward.
    chip = scaled(28, s)
    reward = assets.text(f"+{card.meaning}🌟", scaled(22, s), (150, 110, 20), "bold")
    surf.blit(reward, reward.get_rect(topright=(w - pad, y + (chip - reward.get_height()) // 2)))
    if card.signatures:
        needs = assets.text("Needs", scaled(13, s), theme.CARD_INK_DIM, "semibold")
        surf.blit(needs, (pad, y + (chip - needs.get_height()) // 2))
        x = pad + needs.get_width() + px(6, s)
        for layer, met in zip(card.signatures, view.signatures_met, strict=True):
            ring = (70, 160, 90) if met else (200, 80, 80)
            pygame.draw.circle(surf, (255, 255, 255), (x + chip // 2, y + chip // 2), chip // 2)
            pygame.draw.circle(surf, ring, (x + chip // 2, y + chip // 2), chip // 2, 3)
            surf.blit(assets.icon(LAYER_EMOJI[layer], chip - 10), (x + 5, y + 5))
            x += chip + 4
    y += chip + px(5, s)
    y += contribution_spaces(surf, card.spaces, view.contributors, pad, y, w - 2 * pad, s) + px(17, s)
    # Bonus and penalty always show: they shrink together until every line fits.
    notes = []
    for g in card.bonus:
        who = {"all": "All", "contributors": "Contributors", "first": "First"}[g.who]
        notes.append((f"{who} {g.gain.text()}", (40, 110, 60)))
    if card.penalty:
        notes.append(("⚠️ Penalty: flip an Event", (170, 60, 50)))
    if view.opens_at:
        if view.is_open:
            notes.append((f"Open: Meaning {view.opens_at}+", (40, 110, 60)))
        else:
            notes.append((f"🔒 Opens at Meaning {view.opens_at}", (170, 60, 50)))
    if view.is_end and any(card.long_game_extra):
        notes.append((f"Long Game +{token_icons(card.long_game_extra)}", theme.CARD_INK_DIM))
    size = scaled(16, s)
    while size > 10 and len(notes) * assets.font(size, "semibold").get_height() > h - y - pad:
        size -= 1
    for note, ink in notes:
        lines, fsize = assets.fit_lines(note, w - 2 * pad, 1, size, min(size, scaled(12, s, 10)), "semibold")
        surf.blit(assets.text(lines[0], fsize, ink, "semibold"), (pad, y))
        y += assets.font(fsize, "semibold").get_height()
    size = scaled(15, s)
    room = h - y - pad
    if room >= assets.font(size).get_height():
        lines, fsize = assets.fit_box(card.theme, w - 2 * pad, room, size,
                                      min_text or assets.prose_floor(scaled(12, s, 10)))
        for line in lines:
            surf.blit(assets.text(line, fsize, theme.CARD_INK_DIM), (pad, y))
            y += assets.font(fsize).get_height()
    return surf


@assets.cached(maxsize=128)
def event_card(
    ev: Event, w: int, h: int, extra_loss: int = 0, edition: str = "initiatives"
) -> pygame.Surface:
    # Drawn for a 260×168 landscape card and scaled by the tighter side, so a tall card (the zoom,
    # print) is not drawn five times too large and its effects cut to "…".
    # A portrait card (the zoom, the gallery) has an art band under its header, as a Pattern has;
    # its effects keep whole lines under the number, so they stay readable.
    art_h = int(h * 0.30) if h > w else 0
    s = min(h / 168, w / 240)
    surf = paper(w, h, theme.EVENT_COLOUR)
    y = header(surf, ev.name, "📅", theme.EVENT_COLOUR, s)
    if art_h:
        art_band(surf, pygame.Rect(3, y, w - 6, art_h), edition, ev.id, ev.art, theme.EVENT_COLOUR, "📅", "",
             card_art.EVENT)
        y += art_h
    pad = scaled(10, s, 4)
    loss = ev.meaning + extra_loss
    big = assets.text(f"−{loss}🌟", scaled(34, s), (170, 50, 40), "bold")
    surf.blit(big, (pad, y + px(6, s)))
    if h > w:  # portrait: the effects get whole lines under the number
        x, ty = pad, y + px(12, s) + big.get_height()
    else:
        x, ty = pad + big.get_width() + px(14, s), y + px(6, s)
    size = scaled(17, s)
    for line in ev.effect_lines(on_card=True):
        lines, fsize = assets.fit_lines(line, w - x - pad, 2, size, scaled(12, s, 10), "semibold")
        for ln in lines:
            surf.blit(assets.text(ln, fsize, theme.CARD_INK, "semibold"), (x, ty))
            ty += assets.font(fsize).get_height()
    y = max(y + big.get_height() + px(10, s), ty + px(4, s))
    room = h - y - pad
    if room > 12:
        lines, fsize = assets.fit_box(ev.flavour, w - 2 * pad, room, scaled(15, s),
                                      assets.prose_floor(scaled(11, s, 10)))
        for ln in lines:
            surf.blit(assets.text(ln, fsize, theme.CARD_INK_DIM), (pad, y))
            y += assets.font(fsize).get_height()
    return surf


Shown = Pattern | InitiativeView | Event  # what the zoom can show


def zoom_face(card: Shown, edition: str = "initiatives") -> pygame.Surface:
    """The card at zoom size. Drawn past the renderers' caches: big surfaces would crowd them."""
    w, h = ZOOM_SIZE
    if isinstance(card, Pattern):
        return pattern_card.__wrapped__(card, w, h, edition, ZOOM_MIN_TEXT)
    if isinstance(card, InitiativeView):
        return initiative_card.__wrapped__(card, w, h, edition, ZOOM_MIN_TEXT)
    return event_card.__wrapped__(card, w, h, 0, edition)
