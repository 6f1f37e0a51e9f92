"""Edition `life` card faces, drawn in code at any size: Patterns, Project tiles (with their live
credit marks) and World Events. The table, the zoom and the studio's print faces all use these,
so a card looks the same everywhere. Each function's result is cached on everything it shows.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.life.cards import (
    LAYER_EMOJI,
    LAYER_NAMES,
    PRESSURE_EMOJI,
    TAG_EMOJI,
    TOKEN_EMOJI,
    TOKEN_NAMES,
    Event,
    Pattern,
    Project,
)
from game.games.life.rules import signed
from game.ui import assets, theme
from game.ui.draw import seat_marker
from game.ui.theme import SeatStyle

INK = theme.CARD_INK
DIM = theme.CARD_INK_DIM
GOOD_INK = (40, 110, 60)
BAD_INK = (170, 60, 50)
PRESSURE_COLOURS = {
    "scarcity": (170, 120, 50),
    "threat": (170, 70, 60),
    "uncertainty": (100, 110, 150),
    "conflict": (150, 70, 110),
    "damage": (180, 80, 40),
}


# A Project tile's and an Event's own proportions (landscape, as in their table slots); the
# studio prints them on portrait cards with an art band under the header (game/games/life/faces.py).
PROJECT_SHAPE = (420, 330)
EVENT_SHAPE = (300, 226)


def project_band(w: int) -> int:
    """The height of a Project tile's coloured header at width ``w``."""
    return int(44 * w / PROJECT_SHAPE[0])


def event_band(w: int) -> int:
    """The height of an Event's coloured header at width ``w``."""
    return int(44 * w / EVENT_SHAPE[0])


def token_icons(tokens: tuple[int, ...] | list[int]) -> str:
    """ "☀️☀️🔁": one icon per token."""
    return "".join(TOKEN_EMOJI[t] * n for t, n in enumerate(tokens))


@dataclass(frozen=True)
class ProjectView:
    """What a Project tile shows in play (hashable, so its drawing is cached)."""

    card: Project
    paid: tuple[int, ...]
    marks: tuple[tuple[SeatStyle, int], ...]  # each credit mark: its seat's style, the token
    credits: tuple[tuple[SeatStyle, int], ...]  # each contributor's style and credits, by rank

    @classmethod
    def unplayed(cls, card: Project) -> ProjectView:
        return cls(card, (0, 0, 0, 0, 0), (), ())


def _paper(w: int, h: int, band: tuple[int, int, int], band_h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, w // 18)
    pygame.draw.rect(surf, theme.CARD_PAPER, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(
        surf, band, (0, 0, w, band_h), border_top_left_radius=radius, border_top_right_radius=radius
    )
    pygame.draw.rect(surf, (90, 86, 80), (0, 0, w, h), 2, border_radius=radius)
    return surf


def _badge(surf: pygame.Surface, emoji: str, centre: tuple[int, int], size: int) -> None:
    """An icon on a pale disc: some icons (🌐 on the blue Layer 5 band, 🌍 on Layer 10's green)
    share their band's colour and would vanish on it; on paper every icon reads."""
    radius = size // 2 + max(2, size // 8)
    pygame.draw.circle(surf, theme.CARD_PAPER, centre, radius)
    pygame.draw.circle(surf, (90, 86, 80), centre, radius, 1)
    img = assets.icon(emoji, size)
    surf.blit(img, img.get_rect(center=centre))


def _band_head(surf: pygame.Surface, emoji: str, caption: str, band_h: int, pad: int, size: int) -> int:
    """The layer's icon on its badge, then the caption in white; returns the x after it."""
    icon = int(band_h * 0.62)
    _badge(surf, emoji, (pad + icon // 2 + 2, band_h // 2), icon)
    head = assets.text(caption, size, (255, 255, 255), "bold")
    x = pad + icon + max(6, icon // 3)
    surf.blit(head, (x, (band_h - head.get_height()) // 2))
    return x + head.get_width()


def _line(
    surf: pygame.Surface,
    text: str,
    x: int,
    y: int,
    size: int,
    colour: tuple[int, int, int],
    weight: str = "regular",
    centre: bool = False,
    width: int | None = None,
) -> int:
    """Draw wrapped rich text; returns the y below it."""
    lines = assets.wrap(text, width, size, weight) if width else [text]
    for line in lines:
        img = assets.text(line, size, colour, weight)
        surf.blit(img, img.get_rect(midtop=(x, y)) if centre else (x, y))
        y += img.get_height() + 1
    return y


def _icons_row(
    surf: pygame.Surface,
    tokens: tuple[int, ...],
    x: int,
    y: int,
    size: int,
    greyed: tuple[int, ...] | None = None,
) -> None:
    """One icon per token from ``x``; the first ``greyed[t]`` of each type drawn faded (paid)."""
    done = list(greyed or (0, 0, 0, 0, 0))
    for t, n in enumerate(tokens):
        for _ in range(n):
            icon = assets.icon(TOKEN_EMOJI[t], size).copy()
            if done[t] > 0:
                icon.set_alpha(70)
                done[t] -= 1
            surf.blit(icon, (x, y))
            x += size + 3


@assets.cached(maxsize=256)
def pattern_face(card: Pattern, w: int, h: int, price: tuple[int, ...] | None = None) -> pygame.Surface:
    """A Pattern card; ``price`` (what the viewer would pay, tag discounts taken off) is shown
    under the cost when it differs from it."""
    k = w / 206
    band_h = int(40 * k)
    surf = _paper(w, h, theme.LAYER_COLOURS[card.layer], band_h)
    big, body, small = max(12, int(22 * k)), max(11, int(18 * k)), max(10, int(15 * k))
    pad = int(10 * k)
    _band_head(surf, LAYER_EMOJI[card.layer], str(card.layer), band_h, pad, big)
    tag = int(band_h * 0.62)
    _badge(surf, TAG_EMOJI[card.tag], (w - pad - tag // 2 - 2, band_h // 2), tag)
    y = _line(surf, card.name, w // 2, band_h + int(6 * k), body, INK, "bold", True, w - 2 * pad)
    y += int(6 * k)
    icon = max(12, int(26 * k))
    _line(surf, "Cost", pad, y, small, DIM)
    _icons_row(surf, card.cost, pad + int(52 * k), y - 2, icon)
    y += icon + int(6 * k)
    if price is not None and tuple(price) != card.cost:
        _line(surf, "You pay " + (token_icons(price) or "nothing"), pad, y, small, GOOD_INK, "semibold")
        y += small + int(8 * k)
    _line(surf, "Gives", pad, y, small, DIM)
    _icons_row(surf, card.output, pad + int(52 * k), y - 2, icon)
    y += icon + int(8 * k)
    room = h - int(14 * k) - small - y
    if room >= int(24 * k):
        # The card's own picture (a designer's file, else generated: game/ui/card_art.py) in the
        # space between what it gives and its tag line.
        from game.ui import card_art
        from game.ui.card_parts import art_band as _art

        band = pygame.Rect(pad, y, w - 2 * pad, room)
        _art(surf, band, "life", card.id, card.art, theme.LAYER_COLOURS[card.layer],
             LAYER_EMOJI[card.layer], "", card_art.motif_of_layer(card.layer))
    foot = f"{TAG_EMOJI[card.tag]} {card.tag.title()}: later −1{TOKEN_EMOJI[card.discount]}"
    img = assets.text(foot, small, DIM)
    if img.get_width() > w - 2 * pad:
        img = assets.text(f"{TAG_EMOJI[card.tag]} −1{TOKEN_EMOJI[card.discount]}", small, DIM)
    surf.blit(img, img.get_rect(midbottom=(w // 2, h - int(8 * k))))
    return surf


@assets.cached(maxsize=128)
def project_face(view: ProjectView, w: int, h: int) -> pygame.Surface:
    card = view.card
    k = w / PROJECT_SHAPE[0]
    band_h = project_band(w)
    surf = _paper(w, h, theme.LAYER_COLOURS[card.layer], band_h)
    big, body, small = max(12, int(24 * k)), max(11, int(20 * k)), max(10, int(17 * k))
    pad = int(12 * k)
    _band_head(surf, LAYER_EMOJI[card.layer], f"Layer {card.layer}", band_h, pad, big)
    if card.layer == 10:
        end = assets.text("ends the game", small, (255, 255, 255), "semibold")
        surf.blit(end, end.get_rect(midright=(w - pad, band_h // 2)))
    y = _line(surf, card.name, w // 2, band_h + int(6 * k), big, INK, "bold", True, w - 2 * pad)
    y += int(4 * k)
    icon = max(12, int(34 * k))
    _icons_row(surf, card.need, pad, y, icon, view.paid)
    # each paid icon gets its payer's mark under it, in order of the icons on the tile
    slots: list[int] = []
    for t, n in enumerate(card.need):
        slots += [t] * n
    x_of: dict[int, list[int]] = {}
    for i, t in enumerate(slots):
        x_of.setdefault(t, []).append(pad + i * (icon + 3) + icon // 2)
    used = {t: 0 for t in range(5)}
    for style, t in view.marks:
        if used[t] < len(x_of.get(t, [])):
            seat_marker(surf, (x_of[t][used[t]], y + icon + int(10 * k)), max(4, int(8 * k)), *style)
            used[t] += 1
    y += icon + int(24 * k)
    benefit = []
    if card.drift:
        benefit.append(f"World Drift −{card.drift}")
    if card.clear:
        benefit.append(f"remove {card.clear} local 🌀")
    y = _line(
        surf, "Benefit: " + " and ".join(benefit), pad, y, body, GOOD_INK, "semibold", width=w - 2 * pad
    )
    y = _line(
        surf,
        f"Top {card.awards[0]} · Second {card.awards[1]} · Other {card.awards[2]}",
        pad,
        y + int(2 * k),
        small,
        DIM,
    )
    social = "Any contribution: +1 Social; with ❤️ +1 more" if card.layer >= 9 else "Contributing ❤️: +1 Social"
    y = _line(surf, social, pad, y + int(2 * k), small, DIM, width=w - 2 * pad)
    if view.credits:
        y += int(6 * k)
        x = pad
        for place, (style, n) in enumerate(view.credits):
            award = card.awards[min(place, 2)]
            seat_marker(surf, (x + int(9 * k), y + int(11 * k)), max(5, int(9 * k)), *style)
            img = assets.text(f"{n}→{award}", small, INK, "semibold")
            surf.blit(img, (x + int(22 * k), y))
            x += int(22 * k) + img.get_width() + int(14 * k)
    return surf


def _table_tag(surf: pygame.Surface, text: str, x: int, mid_y: int, size: int) -> None:
    """A red tag after a printed figure: what the table adds to it (DL20)."""
    img = assets.text(text, size, (255, 255, 255), "bold")
    pill = img.get_rect(midleft=(x, mid_y)).inflate(12, 4)
    pill.x = x
    pygame.draw.rect(surf, BAD_INK, pill, border_radius=pill.h // 2)
    surf.blit(img, img.get_rect(center=pill.center))


@assets.cached(maxsize=64)
def event_face(card: Event, w: int, h: int, table: tuple[int, int, str] = (0, 0, "")) -> pygame.Surface:
    """``table``: what the table changes of the Event's Drift and local 🌀, and whose table it is
    ("4 players"); each shows as a tag beside the printed figure (DL20)."""
    more_drift, more_local, who = table
    k = w / EVENT_SHAPE[0]
    band_h = event_band(w)
    surf = _paper(w, h, PRESSURE_COLOURS[card.pressure], band_h)
    big, body, small = max(12, int(24 * k)), max(11, int(20 * k)), max(10, int(16 * k))
    pad = int(12 * k)
    # A long name at a player's larger text shrinks, then ends in "…", inside the band.
    (name,), name_size = assets.fit_lines(f"{PRESSURE_EMOJI[card.pressure]} {card.name}", w - 2 * pad, 1,
                                          big, min(big, body), "bold")
    head = assets.text(name, name_size, (255, 255, 255), "bold")
    surf.blit(head, (pad, (band_h - head.get_height()) // 2))
    y = band_h + int(8 * k)
    printed = assets.text(f"🌀 Drift +{card.drift}", big, BAD_INK, "bold")
    surf.blit(printed, (pad, y))
    if more_drift:
        _table_tag(surf, f"{signed(more_drift)} · {who}", pad + printed.get_width() + int(8 * k),
                   y + printed.get_height() // 2, small)
    y += printed.get_height() + 1
    if card.local or more_local:
        places = assets.text(f"Places {card.local} local 🌀", body, INK)
        surf.blit(places, (pad, y + int(2 * k)))
        if more_local:
            _table_tag(surf, signed(more_local), pad + places.get_width() + int(8 * k),
                       y + int(2 * k) + places.get_height() // 2, small)
        y += int(2 * k) + places.get_height() + 1
    y += int(6 * k)
    # The pressure's name sits right of "Mitigation:", clear of the effect below at any text size.
    kind = assets.text(card.pressure.title(), small, DIM)
    surf.blit(kind, kind.get_rect(topright=(w - pad, y)))
    y = _line(surf, "Mitigation:", pad, y, small, DIM)
    icon = max(12, int(30 * k))
    _icons_row(surf, card.mitigation, pad, y + 2, icon)
    y += icon + int(8 * k)
    effect = f"reduces the Drift by {card.reduce}" if card.reduce else "cancels the Drift"
    lines, size = assets.fit_box(f"Met in Phase D: {effect}", w - 2 * pad, h - y - int(4 * k), small,
                                 min(small, 10))
    for line in lines:
        img = assets.text(line, size, GOOD_INK)
        surf.blit(img, (pad, y))
        y += assets.font(size).get_height()
    return surf


def card_name(shown: object) -> str:
    if isinstance(shown, ProjectView):
        return shown.card.name
    return str(getattr(shown, "name", ""))


def tokens_words(tokens: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {TOKEN_NAMES[t]}" for t, n in enumerate(tokens) if n) or "nothing"


__all__ = ["EVENT_SHAPE", "LAYER_NAMES", "PROJECT_SHAPE", "ProjectView", "event_band", "event_face",
           "pattern_face", "project_band", "project_face", "token_icons"]
