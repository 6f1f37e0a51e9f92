"""Drawing cards from their YAML data: Patterns, Initiatives (with their live state), Events, backs.

Every function returns a cached Surface for the card at the asked size, so the board redraws
cheaply; the cache key holds everything the picture depends on.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.initiatives import LAYER_EMOJI, LAYER_NAMES, TOKEN_EMOJI, Event, Initiative, Pattern
from game.ui import assets, card_art, card_backs, theme
from game.ui.draw import seat_marker
from game.ui.theme import SeatStyle


def _scaled(base: int, s: float, low: int = 12) -> int:
    """A font or icon size: scales with the card but stays readable on small cards."""
    return max(low, round(base * s))


def _px(base: float, s: float) -> int:
    """A distance on the card: scales with it and, unlike a font size, is never clamped."""
    return round(base * s)


def _paper(w: int, h: int, header: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.CARD_PAPER, (0, 0, w, h), border_radius=max(6, w // 18))
    pygame.draw.rect(surf, header, (0, 0, w, h), 3, border_radius=max(6, w // 18))
    return surf


def badge_diameter(size: int) -> int:
    return size + max(4, size // 6)


def icon_badge(surf: pygame.Surface, emoji: str, size: int, topleft: tuple[int, int]) -> int:
    """The icon on a paper-coloured disc, so that it shows on a header of its own colour (a blue
    globe on the blue Prediction band); returns the disc's diameter."""
    d = badge_diameter(size)
    x, y = topleft
    pygame.draw.circle(surf, theme.CARD_PAPER, (x + d // 2, y + d // 2), d // 2)
    surf.blit(assets.icon(emoji, size), (x + (d - size) // 2, y + (d - size) // 2))
    return d


def _header(
    surf: pygame.Surface, title: str, emoji: str, colour: tuple[int, int, int], s: float, subtitle: str = ""
) -> int:
    w = surf.get_width()
    margin = _px(5, s)
    isz = _scaled(22, s)
    d = badge_diameter(isz)
    title_x = margin + d + _px(6, s)
    lines, size = assets.fit_lines(title, w - title_x - _px(8, s), 1, _scaled(21, s), _scaled(13, s), "bold")
    title_img = assets.text(lines[0], size, (255, 255, 255), "bold")
    band = max(d, title_img.get_height())
    sub_img = None
    if subtitle:
        lines, sub_size = assets.fit_lines(
            subtitle, w - 2 * margin - _px(6, s), 1, _scaled(15, s), _scaled(11, s, 10)
        )
        sub_img = assets.text(lines[0], sub_size, (245, 240, 235))
    hh = margin + band + (sub_img.get_height() - _px(3, s) if sub_img else 0) + margin
    pygame.draw.rect(
        surf,
        colour,
        (0, 0, w, hh),
        border_top_left_radius=max(6, w // 18),
        border_top_right_radius=max(6, w // 18),
    )
    icon_badge(surf, emoji, isz, (margin, margin + (band - d) // 2))
    surf.blit(title_img, (title_x, margin + (band - title_img.get_height()) // 2))
    if sub_img:
        # The line box has room for descenders below the title; the subtitle tucks into it.
        surf.blit(sub_img, (margin + _px(3, s), margin + band - _px(3, s)))
    return hh


def _art(
    surf: pygame.Surface,
    rect: pygame.Rect,
    edition: str,
    card_id: str,
    art: str | None,
    colour: tuple[int, int, int],
    emoji: str,
    caption: str,
    motif: str | None = None,
) -> None:
    """The card's picture in ``rect``: the designer's file if there is one, else the picture
    generated for the card from ``motif`` (:mod:`game.ui.card_art`), else (no motif: a caller that
    has not adopted generated art) a placeholder wash with the icon."""
    image = assets.card_art(edition, card_id, art)
    if image is None and motif is not None:
        surf.blit(card_art.picture(card_id, motif, colour, rect.w, rect.h), rect.topleft)
        return
    if image is not None:
        iw, ih = image.get_size()
        scale = max(rect.w / iw, rect.h / ih)
        img = pygame.transform.smoothscale(image, (int(iw * scale) + 1, int(ih * scale) + 1))
        surf.blit(
            img,
            rect.topleft,
            area=pygame.Rect(
                (img.get_width() - rect.w) // 2, (img.get_height() - rect.h) // 2, rect.w, rect.h
            ),
        )
        return
    # Placeholder: a wash of the layer colour and the layer icon, with ``caption`` if any. Card ids
    # are designer words: the gallery prints them under each card, a player's table never does.
    light = tuple(min(255, c + (255 - c) * 2 // 3) for c in colour)
    pygame.draw.rect(surf, light, rect)
    for k in range(0, rect.w + rect.h, 14):
        pygame.draw.line(
            surf,
            tuple(min(255, c + 12) for c in light),
            (rect.x + k, rect.y),
            (rect.x + k - rect.h, rect.bottom),
            2,
        )
    cap = assets.text(caption, max(11, rect.h // 6), theme.CARD_INK_DIM)
    cap_rect = cap.get_rect(bottomright=(rect.right - 4, rect.bottom - 2))
    size = min(rect.h - 8, rect.w // 3)
    if size > 8:
        ico = assets.icon(emoji, size)
        ico.set_alpha(150)
        ico_rect = ico.get_rect(center=rect.center)
        if ico_rect.colliderect(cap_rect.inflate(12, 0)):
            # A short strip (Initiatives) with a long id: the icon moves into the space left of it.
            ico_rect.centerx = max(rect.x + size // 2 + 4, (rect.x + cap_rect.left) // 2)
        surf.blit(ico, ico_rect)
    surf.blit(cap, cap_rect)


def _card_top(
    card: Pattern | Initiative,
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
    surf = _paper(w, h, edge)
    y = _header(surf, card.name, LAYER_EMOJI[card.layer], colour, s, subtitle)
    if art_share <= 0:
        # No room for a picture: a sliver of one reads as a streak across the card.
        return surf, y
    art_h = max(14, int(h * art_share))
    _art(
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
    surf, y = _card_top(card, w, h, colour, "", 0.30, "", edition)
    pad = _scaled(8, s, 4)
    y += _px(6, s)
    small = _scaled(16, s)
    label_size = _scaled(13, s)
    # Values start after the wider label, so that a bonus never touches the word "Bonus".
    label_w = _px(8, s) + max(
        assets.text(word, label_size, theme.CARD_INK_DIM, "semibold").get_width()
        for word in ("Cost", "Bonus")
    )
    surf.blit(assets.text("Cost", label_size, theme.CARD_INK_DIM, "semibold"), (pad, y))
    surf.blit(
        assets.text(cost_text(card), _scaled(20, s), theme.CARD_INK, "semibold"),
        (pad + label_w, y - _px(3, s)),
    )
    y += _px(25, s)
    if card.bonus:
        surf.blit(assets.text("Bonus", label_size, theme.CARD_INK_DIM, "semibold"), (pad, y))
        surf.blit(
            assets.text(card.bonus.text(), _scaled(18, s), (40, 110, 60), "semibold"),
            (pad + label_w, y - _px(2, s)),
        )
        y += _px(24, s)
    room = h - y - pad
    lines, size = assets.fit_box(card.flavour, w - 2 * pad, room, small, min_text or _scaled(12, s, 10))
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


def requirement_boxes(
    surf: pygame.Surface, boxes: list[tuple[int, bool]], x: int, y: int, width: int, s: float
) -> int:
    """A Requirement Row: one box per token (``(token, paid)``), a paid box holding a bright
    token, an open one a faded one, wrapped to ``width``; returns the height drawn. Shared by
    every edition's shared builds (Initiatives, Projects)."""
    box = _scaled(27, s)
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
        ico = assets.icon(TOKEN_EMOJI[t], box - 8)
        if not filled:
            ico = ico.copy()
            ico.set_alpha(90)
        surf.blit(ico, (bx + 4, by + 4))
    rows = (len(boxes) + per_row - 1) // per_row
    return rows * (box + 3)


def contribution_spaces(
    surf: pygame.Surface, spaces: int, holders: tuple[SeatStyle, ...], x: int, y: int, width: int, s: float
) -> int:
    """Contribution spaces in order, each with its holder's marker and its Legacy (6 / 3 / 1);
    returns the height of the circles (their Legacy numbers hang below, about 17 units)."""
    slot = _scaled(30, s)
    gap = max(2, min(_px(5, s), (width - spaces * slot) // max(1, spaces - 1)))
    for k in range(spaces):
        cx = x + k * (slot + gap) + slot // 2
        cy = y + slot // 2
        pygame.draw.circle(surf, (232, 226, 212), (cx, cy), slot // 2)
        pygame.draw.circle(surf, (170, 160, 145), (cx, cy), slot // 2, 2)
        if k < len(holders):
            colour_k, shape = holders[k]
            seat_marker(surf, (cx, cy), slot // 2 - 3, colour_k, shape)
        value = (6, 3)[k] if k < 2 else 1
        lab = assets.text(str(value), _scaled(13, s), theme.CARD_INK_DIM, "semibold")
        surf.blit(lab, lab.get_rect(midtop=(cx, cy + slot // 2 + 1)))
    return slot


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
    surf, y = _card_top(card, w, h, edge, sub, 0.10, "", edition)
    pad = _scaled(8, s, 4)
    y += _px(6, s)
    y += requirement_boxes(surf, _token_boxes(view), pad, y, w - 2 * pad, s) + _px(4, s)
    # Required signatures (green when the contributors supply them, red while missing) and, on the
    # same row at the right, the Meaning reward.
    chip = _scaled(28, s)
    reward = assets.text(f"+{card.meaning}🌟", _scaled(22, s), (150, 110, 20), "bold")
    surf.blit(reward, reward.get_rect(topright=(w - pad, y + (chip - reward.get_height()) // 2)))
    if card.signatures:
        needs = assets.text("Needs", _scaled(13, s), theme.CARD_INK_DIM, "semibold")
        surf.blit(needs, (pad, y + (chip - needs.get_height()) // 2))
        x = pad + needs.get_width() + _px(6, s)
        for layer, met in zip(card.signatures, view.signatures_met, strict=True):
            ring = (70, 160, 90) if met else (200, 80, 80)
            pygame.draw.circle(surf, (255, 255, 255), (x + chip // 2, y + chip // 2), chip // 2)
            pygame.draw.circle(surf, ring, (x + chip // 2, y + chip // 2), chip // 2, 3)
            surf.blit(assets.icon(LAYER_EMOJI[layer], chip - 10), (x + 5, y + 5))
            x += chip + 4
    y += chip + _px(5, s)
    y += contribution_spaces(surf, card.spaces, view.contributors, pad, y, w - 2 * pad, s) + _px(17, s)
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
    size = _scaled(16, s)
    while size > 10 and len(notes) * assets.font(size, "semibold").get_height() > h - y - pad:
        size -= 1
    for note, ink in notes:
        lines, fsize = assets.fit_lines(note, w - 2 * pad, 1, size, min(size, _scaled(12, s, 10)), "semibold")
        surf.blit(assets.text(lines[0], fsize, ink, "semibold"), (pad, y))
        y += assets.font(fsize, "semibold").get_height()
    size = _scaled(15, s)
    room = h - y - pad
    if room >= assets.font(size).get_height():
        lines, fsize = assets.fit_box(card.theme, w - 2 * pad, room, size, min_text or _scaled(12, s, 10))
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
    surf = _paper(w, h, theme.EVENT_COLOUR)
    y = _header(surf, ev.name, "📅", theme.EVENT_COLOUR, s)
    if art_h:
        _art(surf, pygame.Rect(3, y, w - 6, art_h), edition, ev.id, ev.art, theme.EVENT_COLOUR, "📅", "",
             card_art.EVENT)
        y += art_h
    pad = _scaled(10, s, 4)
    loss = ev.meaning + extra_loss
    big = assets.text(f"−{loss}🌟", _scaled(34, s), (170, 50, 40), "bold")
    surf.blit(big, (pad, y + _px(6, s)))
    if h > w:  # portrait: the effects get whole lines under the number
        x, ty = pad, y + _px(12, s) + big.get_height()
    else:
        x, ty = pad + big.get_width() + _px(14, s), y + _px(6, s)
    size = _scaled(17, s)
    for line in ev.effect_lines(on_card=True):
        lines, fsize = assets.fit_lines(line, w - x - pad, 2, size, _scaled(12, s, 10), "semibold")
        for ln in lines:
            surf.blit(assets.text(ln, fsize, theme.CARD_INK, "semibold"), (x, ty))
            ty += assets.font(fsize).get_height()
    y = max(y + big.get_height() + _px(10, s), ty + _px(4, s))
    room = h - y - pad
    if room > 12:
        lines, fsize = assets.fit_box(ev.flavour, w - 2 * pad, room, _scaled(15, s), _scaled(11, s, 10))
        for ln in lines:
            surf.blit(assets.text(ln, fsize, theme.CARD_INK_DIM), (pad, y))
            y += assets.font(fsize).get_height()
    return surf


def card_back(kind: str, w: int, h: int, count: int, discard: bool = False) -> pygame.Surface:
    """A deck (or its discard pile) of ``kind`` with its count, on the chosen card back."""
    return _card_back(kind, w, h, count, discard, card_backs.current())


@assets.cached(maxsize=64)
def _card_back(kind: str, w: int, h: int, count: int, discard: bool, style: str) -> pygame.Surface:
    colour = {"event": theme.EVENT_COLOUR, "pattern": (70, 90, 140), "initiative": (70, 120, 100)}[kind]
    emoji = {"event": "📅", "pattern": "🧬", "initiative": "⚙"}[kind]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if discard:
        pygame.draw.rect(surf, (52, 58, 76), (0, 0, w, h), border_radius=8)
        pygame.draw.rect(surf, colour, (0, 0, w, h), 2, border_radius=8)
    else:
        card_backs.paint(surf, colour, style)
    size = min(w, h) // 3
    ico = assets.icon(emoji, size)
    if discard:
        ico = ico.copy()
        ico.set_alpha(110)
    surf.blit(ico, ico.get_rect(center=(w // 2, h // 2 - 10)))
    word = "discard" if discard else "deck"
    lab = assets.text(f"{count}", 24, (255, 255, 255), "bold")
    surf.blit(lab, lab.get_rect(center=(w // 2, h - 34)))
    sub = assets.text(word, 15, (230, 230, 230))
    surf.blit(sub, sub.get_rect(center=(w // 2, h - 14)))
    return surf


# The drawing pieces other editions' card faces share (game/games/projects/ui/cards_view.py): one
# paper, header band, art strip and scale rule for every Meaning Made card.
paper = _paper
header = _header
card_top = _card_top
art_band = _art
scaled = _scaled
px = _px
