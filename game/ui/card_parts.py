"""The pieces every card face is drawn from, whatever the game: the paper, the header band with
its icon badge, the art strip (the designer's file, else generated art), the scale rule, and a
deck's back. A game's own faces (game/games/<id>/ui/cards_view.py) build on these."""

from __future__ import annotations

import pygame

from game.ui import assets, card_art, card_backs, theme


def scaled(base: int, s: float, low: int = 12) -> int:
    """A font or icon size: scales with the card but stays readable on small cards."""
    return max(low, round(base * s))


def px(base: float, s: float) -> int:
    """A distance on the card: scales with it and, unlike a font size, is never clamped."""
    return round(base * s)


def paper(w: int, h: int, header: tuple[int, int, int]) -> pygame.Surface:
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


def header(
    surf: pygame.Surface, title: str, emoji: str, colour: tuple[int, int, int], s: float, subtitle: str = ""
) -> int:
    w = surf.get_width()
    margin = px(5, s)
    isz = scaled(22, s)
    d = badge_diameter(isz)
    title_x = margin + d + px(6, s)
    lines, size = assets.fit_lines(title, w - title_x - px(8, s), 1, scaled(21, s), scaled(13, s), "bold")
    title_img = assets.text(lines[0], size, (255, 255, 255), "bold")
    band = max(d, title_img.get_height())
    sub_img = None
    if subtitle:
        lines, sub_size = assets.fit_lines(
            subtitle, w - 2 * margin - px(6, s), 1, scaled(15, s), scaled(11, s, 10)
        )
        sub_img = assets.text(lines[0], sub_size, (245, 240, 235))
    hh = margin + band + (sub_img.get_height() - px(3, s) if sub_img else 0) + margin
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
        surf.blit(sub_img, (margin + px(3, s), margin + band - px(3, s)))
    return hh


def art_band(
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
