"""Meaning Made edition `life` ("Life Builds Meaning", seed 002) for the studio: Patterns, Project
tiles and World Events (cards/life/*.yaml, schema in docs/cards.md).

Faces are drawn by the table's own renderer (:mod:`game.games.life.ui.cards_view`). Patterns are
portrait on the table and print as they are. Project tiles and Events are landscape on the table;
a deck is cut to one size, so they print on the same portrait card as the table draws them with
an art band (the card's art, or a placeholder in the card's colour) under the header, as the
other edition prints its Events. The gallery and its zoom show that same portrait card. Backs are
the Meaning Made backs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.family.card_faces import Item
from game.games.life import cards as card_reader
from game.games.life.cards import LAYER_EMOJI, LAYER_NAMES, PRESSURE_EMOJI, CardSet, Event, Pattern, Project
from game.games.meaning_made.faces_base import EditionFaces

GAME = "life"

if TYPE_CHECKING:
    import pygame

FRAME_INK = (90, 86, 80)  # cards_view._paper's frame line, carried down beside the art band
FRAME_W = 2


def portrait(card: Project | Event, w: int, h: int, caption: str = "") -> pygame.Surface:
    """A Project tile or an Event as a portrait card of ``w``×``h``: the table's landscape drawing
    at width ``w``, split under its header by an art band that takes the rest of the height."""
    import pygame

    from game.games.life.ui import cards_view
    from game.ui import card_art, theme
    from game.ui.card_parts import art_band as _art

    if isinstance(card, Project):
        shape, band_h = cards_view.PROJECT_SHAPE, cards_view.project_band(w)
        face = cards_view.project_face.__wrapped__(cards_view.ProjectView.unplayed(card), w,
                                                   round(w * shape[1] / shape[0]))
        colour, emoji = theme.LAYER_COLOURS[card.layer], LAYER_EMOJI[card.layer]
    else:
        shape, band_h = cards_view.EVENT_SHAPE, cards_view.event_band(w)
        face = cards_view.event_face.__wrapped__(card, w, round(w * shape[1] / shape[0]))
        colour, emoji = cards_view.PRESSURE_COLOURS[card.pressure], PRESSURE_EMOJI[card.pressure]
    art_h = max(0, h - face.get_height())
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(face, (0, 0), (0, 0, w, band_h))
    out.blit(face, (0, band_h + art_h), (0, band_h, w, face.get_height() - band_h))
    if art_h:
        pygame.draw.rect(out, FRAME_INK, (0, band_h, w, art_h))
        band = pygame.Rect(FRAME_W, band_h, w - 2 * FRAME_W, art_h)
        motif = card_art.motif_of_layer(card.layer) if isinstance(card, Project) else card_art.EVENT
        _art(out, band, GAME, card.id, card.art, colour, emoji, "", motif)
    return out


_THUMB: list[Any] = []


def _thumbnail(card: Project | Event, w: int, h: int) -> pygame.Surface:
    """:func:`portrait`, drawn once per card and size (the gallery draws every frame) in a cache
    the renderer empties when art changes or the display restarts."""
    if not _THUMB:
        from game.ui import assets

        _THUMB.append(assets.cached(maxsize=256)(portrait))
    return _THUMB[0](card, w, h)


class LifeFaces(EditionFaces):
    game = GAME
    pattern_type = Pattern
    project_type = Project
    card_reader = card_reader
    search_hint = "Search: name, id, tag, pressure"

    # -- data ---------------------------------------------------------------------------------
    def gallery_cards(self, cards: CardSet) -> list[Any]:
        return [*(cards.patterns[i] for i in cards.pattern_ids),
                *(cards.projects[i] for i in cards.project_ids),
                *(cards.events[i] for i in cards.event_ids)]

    def print_items(self, cards: CardSet) -> list[Item]:
        """Patterns, then Project tiles, then World Events, each in file order."""
        return ([Item("pattern", cards.patterns[i]) for i in cards.pattern_ids]
                + [Item("project", cards.projects[i]) for i in cards.project_ids]
                + [Item("event", cards.events[i]) for i in cards.event_ids])

    def matches(self, card: Any, key: str, value: str) -> bool:
        """``layer:N`` finds the cards of layer N: a Pattern's mat slot (1-6) or its tag (layers
        7-10 appear on Patterns only as tags, DL4), a Project's tier. Events have no layer."""
        if key == "layer" and isinstance(card, Pattern):
            n = int(value)
            return card.layer == n or LAYER_NAMES[n].lower() == card.tag
        return super().matches(card, key, value)

    def search_texts(self, card: Any) -> tuple[str, ...]:
        texts = [card.name.lower(), card.id]
        if isinstance(card, Pattern):
            texts += [card.tag, LAYER_NAMES[card.layer].lower()]
        elif isinstance(card, Project):
            texts.append(f"layer {card.layer}")
        else:
            texts.append(card.pressure)
        return tuple(texts)

    def caption(self, card: Any) -> str:
        return f"{card.name} · {card.id} · {card.source or ''}"

    # -- drawing ------------------------------------------------------------------------------
    def shown(self, card: Any) -> Any:
        """Cards are shown out of play: a Project tile with nothing paid (drawn from the card)."""
        return card

    def thumbnail(self, card: Any, w: int, h: int) -> pygame.Surface:
        from game.games.life.ui import cards_view

        if isinstance(card, Pattern):
            return cards_view.pattern_face(card, w, h)
        return _thumbnail(card, w, h)

    def zoom_face(self, shown: Any) -> pygame.Surface:
        from game.games.life.ui import cards_view
        from game.ui.scenes.card_zoom import ZOOM_SIZE

        w, h = ZOOM_SIZE
        if isinstance(shown, Pattern):
            return cards_view.pattern_face.__wrapped__(shown, w, h)
        return portrait(shown, w, h)

    def print_face(self, item: Item) -> pygame.Surface:
        from game.games.life.ui import cards_view
        from game.studio import print_faces

        w, h = print_faces.TRIM_SIZE
        if item.kind == "pattern":
            face = cards_view.pattern_face.__wrapped__(item.card, w, h)
        else:
            # As the other edition's printed Events: the placeholder names the card by its id,
            # so a printed sheet without art can still be checked against the files.
            face = portrait(item.card, w, h, item.card.id)
        return print_faces.printable(face)
