"""Edition `projects` card faces: Patterns, Projects (with their live state) and Events.

Drawn with the pieces every Meaning Made card shares (:mod:`game.ui.card_parts`: the paper,
the header band, the art strip; :mod:`game.games.meaning_made.card_parts`: the layered card's top, the
Requirement Row and the contribution spaces), so a Project
looks like the Initiatives of the other edition. Each function returns a cached Surface; its
cache key holds everything the picture depends on.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.meaning_made import card_parts as mm
from game.games.projects.cards import LAYERS, TOKEN_EMOJI, Event, Pattern, Project
from game.ui import assets, card_art, theme
from game.ui import card_parts as shared
from game.ui.theme import SeatStyle

EDITION = "projects"
GOOD_INK = (40, 110, 60)
BAD_INK = (170, 60, 50)
GOLD_INK = (150, 110, 20)


def token_icons(tokens: tuple[int, int, int]) -> str:
    """ "☀️☀️🔍": one icon per token."""
    return "".join(TOKEN_EMOJI[t] * n for t, n in enumerate(tokens))


def output_text(card: Pattern) -> str:
    """What a Pattern gives once, when obtained (P5)."""
    parts = []
    if any(card.output):
        parts.append(token_icons(card.output))
    if card.vitals:
        parts.append(f"+{card.vitals}🛡️")
    return " ".join(parts) or "nothing"


@dataclass(frozen=True)
class ProjectView:
    """What a Project card shows in play (hashable, so drawings are cached)."""

    card: Project
    paid: tuple[int, int, int]
    holders: tuple[SeatStyle, ...]  # the contribution spaces' markers, in order
    opens_at: int = 0  # Stewardship: the Meaning it needs before anyone pays in (0: always open)
    is_open: bool = True

    @classmethod
    def unplayed(cls, card: Project, opens_at: int = 0) -> ProjectView:
        """The card out of play (printed, in the gallery): nothing paid, no one on it."""
        return cls(card, (0, 0, 0), (), opens_at, False)


def _lines(
    surf: pygame.Surface,
    text: str,
    x: int,
    y: int,
    w: int,
    room: int,
    size: int,
    low: int,
    ink: tuple[int, int, int],
) -> int:
    """Wrapped text fitted into ``room`` pixels; returns the y below it."""
    if room < assets.font(low).get_height() or not text:
        return y
    lines, fsize = assets.fit_box(text, w, room, size, low)
    for line in lines:
        surf.blit(assets.text(line, fsize, ink), (x, y))
        y += assets.font(fsize).get_height()
    return y


@assets.cached(maxsize=256)
def pattern_face(card: Pattern, w: int, h: int, min_text: int = 0) -> pygame.Surface:
    """A Pattern: its layer, cost and the output it gives once. ``min_text``: the smallest
    flavour text in pixels (print and zoom pass their own; 0: the screen's)."""
    s = w / 208
    colour = theme.LAYER_COLOURS[card.layer]
    sub = f"Layer {card.layer} · {LAYERS[card.layer]}"
    surf, y = mm.card_top(card, w, h, colour, sub, 0.26, "", EDITION)
    pad = shared.scaled(8, s, 4)
    y += shared.px(6, s)
    label_size = shared.scaled(13, s)
    words = ("Cost", "Gives")
    label_w = shared.px(8, s) + max(
        assets.text(wd, label_size, theme.CARD_INK_DIM, "semibold").get_width() for wd in words
    )
    for word, value, ink, size in (
        ("Cost", token_icons(card.cost), theme.CARD_INK, 20),
        ("Gives", output_text(card), GOOD_INK, 18),
    ):
        surf.blit(assets.text(word, label_size, theme.CARD_INK_DIM, "semibold"), (pad, y))
        surf.blit(
            assets.text(value, shared.scaled(size, s), ink, "semibold"), (pad + label_w, y - shared.px(3, s))
        )
        y += shared.px(25, s)
    _lines(
        surf,
        card.flavour,
        pad,
        y,
        w - 2 * pad,
        h - y - pad,
        shared.scaled(15, s),
        min_text or assets.prose_floor(shared.scaled(12, s, 10)),
        theme.CARD_INK_DIM,
    )
    return surf


def _boxes(view: ProjectView) -> list[tuple[int, bool]]:
    need, paid = view.card.need, view.paid
    return [(t, k < paid[t]) for t in range(3) for k in range(need[t])]


@assets.cached(maxsize=256)
def project_face(view: ProjectView, w: int, h: int, min_text: int = 0) -> pygame.Surface:
    """A Project: the Requirement Row (paid boxes bright, open ones faded), the Meaning it
    raises, its contribution spaces with who holds them, its Completion Reward+ and its theme;
    the Stewardship Project also shows the Meaning it opens at (P3)."""
    card = view.card
    s = w / 208
    colour = theme.LAYER_COLOURS[card.layer]
    steward = card.stewardship
    sub = "Layer 10 · ends the game" if steward else f"Layer {card.layer} · {LAYERS[card.layer]}"
    # A portrait card (gallery, zoom, print) gets a slim art strip, as an Initiative does; the
    # table's squarer slot has no height to spare for one.
    strip = 0.05 if h > 1.3 * w else 0.0
    surf, y = mm.card_top(card, w, h, theme.ACCENT if steward else colour, sub, strip, "", EDITION)
    pad = shared.scaled(8, s, 4)
    y += shared.px(6, s)
    # The Meaning reward sits at the right of the first row of boxes; the row wraps short of it.
    reward = assets.text(f"+{card.meaning}🌟", shared.scaled(22, s), GOLD_INK, "bold")
    surf.blit(reward, reward.get_rect(topright=(w - pad, y)))
    row_w = w - 2 * pad - reward.get_width() - shared.px(6, s)
    y += max(mm.requirement_boxes(surf, _boxes(view), pad, y, row_w, s, 3), reward.get_height()) + shared.px(
        5, s
    )
    y += mm.contribution_spaces(surf, card.spaces, view.holders, pad, y, w - 2 * pad, s) + shared.px(
        17, s
    )
    notes: list[tuple[str, tuple[int, int, int]]] = []
    if card.reward:
        notes.append((f"Reward+ {card.reward_text()}", GOOD_INK))
    if view.opens_at:
        if view.is_open:
            notes.append((f"Open: Meaning {view.opens_at}+", GOOD_INK))
        else:
            notes.append((f"🔒 Opens at Meaning {view.opens_at}", BAD_INK))
    # Reward+ and the threshold always show whole: up to two lines each, smaller as needed.
    size, low = shared.scaled(15, s), shared.scaled(11, s, 10)
    while True:
        fitted = [(assets.fit_lines(note, w - 2 * pad, 2, size, low, "semibold"), ink) for note, ink in notes]
        tall = sum(len(lines) * assets.font(fs, "semibold").get_height() for (lines, fs), _ in fitted)
        if tall <= h - y - pad or size <= low:
            break
        size -= 1
    for (lines, fsize), ink in fitted:
        for line in lines:
            surf.blit(assets.text(line, fsize, ink, "semibold"), (pad, y))
            y += assets.font(fsize, "semibold").get_height()
    _lines(
        surf,
        card.theme,
        pad,
        y + shared.px(2, s),
        w - 2 * pad,
        h - y - pad,
        shared.scaled(15, s),
        min_text or assets.prose_floor(shared.scaled(12, s, 10)),
        theme.CARD_INK_DIM,
    )
    return surf


# A portrait Event's picture band: the card's text is short (no effect line), so the picture takes
# the room a shorter band left empty under it.
EVENT_ART_SHARE = 0.40


@assets.cached(maxsize=128)
def event_face(ev: Event, w: int, h: int, min_text: int = 0, rise: int = 0) -> pygame.Surface:
    """An Event: the Drift it adds, which is the Meaning it takes. Landscape on the table; a
    portrait card (print, zoom) gets an art band under the header. ``rise``: what this round adds
    to it (DP15), shown in the total and beside the printed Drift."""
    s = min(w / 300, h / 184) if w > h else w / 208
    surf = shared.paper(w, h, theme.EVENT_COLOUR)
    y = shared.header(surf, ev.name, "📅", theme.EVENT_COLOUR, s, "Event")
    if h > w:
        band = max(14, int(h * EVENT_ART_SHARE))
        shared.art_band(
            surf, pygame.Rect(3, y, w - 6, band), EDITION, ev.id, ev.art, theme.EVENT_COLOUR, "📅", ev.id,
            card_art.EVENT,
        )
        y += band
    pad = shared.scaled(10, s, 4)
    total = ev.drift + rise
    big = assets.text(f"−{total}🌟", shared.scaled(34, s), (170, 50, 40), "bold")
    surf.blit(big, (pad, y + shared.px(6, s)))
    x = pad + big.get_width() + shared.px(14, s)
    ty = y + shared.px(6, s)
    risen = f" +{rise} rising" if rise else ""
    lines_shown = [f"Drift +{ev.drift}🌀{risen}", f"Meaning −{total}"]
    if ev.players > 1:  # DP11: the deck of a smaller table leaves it out
        lines_shown.append(f"{ev.players}+ players only")
    for line in lines_shown:
        lines, fsize = assets.fit_lines(
            line, w - x - pad, 1, shared.scaled(17, s), shared.scaled(12, s, 10), "semibold"
        )
        surf.blit(assets.text(lines[0], fsize, theme.CARD_INK, "semibold"), (x, ty))
        ty += assets.font(fsize).get_height()
    y = max(y + big.get_height() + shared.px(10, s), ty + shared.px(4, s))
    _lines(
        surf,
        ev.flavour,
        pad,
        y,
        w - 2 * pad,
        h - y - pad,
        shared.scaled(15, s),
        min_text or assets.prose_floor(shared.scaled(11, s, 10)),
        theme.CARD_INK_DIM,
    )
    return surf
