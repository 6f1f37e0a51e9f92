"""Meaning Made's cards for the studio: Patterns, Initiatives and Events (docs/cards.md).

Faces and backs are :mod:`game.studio.print_faces`' (written for this game first); this module
only hands them to the studio, with the gallery's filters (type and layer) and search.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.family.card_faces import CardFile, FilterButton, FilterGroup, Item, LayeredCardsFilters
from game.family.paths import PROJECT_ROOT
from game.games.initiatives.card_loader import FILES, load_cards
from game.games.initiatives.cards import CardSet, Event, Initiative, Pattern

if TYPE_CHECKING:
    import pygame

KINDS = ("pattern", "initiative", "event")
KIND_PLURALS = {"pattern": "Patterns", "initiative": "Initiatives", "event": "Events"}
_KIND_OF_KEY = {"patterns": "pattern", "initiatives": "initiative", "events": "event"}

# The gallery's top bar as it has always been: four type buttons, then "All layers" and 1–10.
FILTERS = (
    FilterGroup("type", tuple(FilterButton(kind, caption, 40 + i * 150, 140) for i, (kind, caption) in
                              enumerate((("all", "All"), *KIND_PLURALS.items())))),
    FilterGroup("layer", (FilterButton("0", "All layers", 660, 120),
                          *(FilterButton(str(n), str(n), 790 + (n - 1) * 58, 52) for n in range(1, 11)))),
)


def kind_of(card: Any) -> str:
    if isinstance(card, Pattern):
        return "pattern"
    return "initiative" if isinstance(card, Initiative) else "event"


def as_printed(card: Any) -> Any:
    """What a card shows out of play: Initiatives empty, nothing paid and no one on them."""
    if isinstance(card, Initiative):
        from game.games.initiatives.ui.cards_view import InitiativeView

        return InitiativeView.unplayed(card)
    return card


class MeaningMadeFaces(LayeredCardsFilters):
    kind_of = staticmethod(kind_of)
    title = "Meaning Made"
    print_kinds = KINDS
    kind_plurals = KIND_PLURALS
    files = tuple(CardFile(name, key, _KIND_OF_KEY[key]) for name, key in FILES)
    filters = FILTERS
    search_hint = "Search by name"
    watch_hint = "live: save a card file or drop in art/cards/<edition>/<id>.png"

    def __init__(self, edition: str = "initiatives") -> None:
        self.game = edition
        self.deck_title = f"Meaning Made · {edition}"
        self.gallery_title = f"edition {edition}"
        self.file_stem = f"meaning_made_{edition}"
        self.art_folder: Path | None = PROJECT_ROOT / "art" / "cards" / edition

    # -- data ---------------------------------------------------------------------------------
    def load(self, folder: Path) -> CardSet:
        return load_cards(folder, self.game)

    def gallery_cards(self, cards: CardSet) -> list[Any]:
        return [*cards.patterns.values(), *cards.initiatives.values(), *cards.events.values()]

    def print_items(self, cards: CardSet) -> list[Item]:
        """Patterns, then Initiatives (the deck, then the End Initiative), then Events, in file order."""
        items = [Item("pattern", cards.patterns[i]) for i in cards.pattern_ids]
        items += [Item("initiative", cards.initiatives[i]) for i in cards.initiative_ids]
        items += [Item("initiative", c) for c in cards.initiatives.values() if c.end]
        items += [Item("event", cards.events[i]) for i in cards.event_ids]
        return items

    # -- drawing ------------------------------------------------------------------------------
    def shown(self, card: Any) -> Any:
        return as_printed(card)

    def thumbnail(self, card: Any, w: int, h: int) -> pygame.Surface:
        from game.games.initiatives.ui import cards_view

        shown = as_printed(card)
        if isinstance(shown, Pattern):
            return cards_view.pattern_card(shown, w, h, self.game)
        if isinstance(shown, Event):
            return cards_view.event_card(shown, w, h, 0, self.game)
        return cards_view.initiative_card(shown, w, h, self.game)

    def zoom_face(self, shown: Any) -> pygame.Surface:
        from game.games.initiatives.ui.cards_view import zoom_face

        return zoom_face(shown, self.game)

    def print_face(self, item: Item) -> pygame.Surface:
        from game.studio import print_faces

        return print_faces.print_face(raw_face(item.kind, item.card, self.game))

    def print_back(self, kind: str) -> pygame.Surface:
        from game.studio import print_faces

        return print_faces.print_back(kind)


def raw_face(kind: str, card: Any, edition: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """The game's drawing of a card (with its transparent rounded corners) at print trim size
    (or ``size``), not cached."""
    from game.games.initiatives.ui.cards_view import InitiativeView, initiative_card, pattern_card
    from game.studio import print_faces

    w, h = size or print_faces.TRIM_SIZE
    if kind == "pattern":
        surf = pattern_card(card, w, h, edition, print_faces.MIN_TEXT)
        pattern_card.cache_clear()  # print-size surfaces are 3 MB each
    elif kind == "initiative":
        surf = initiative_card(InitiativeView.unplayed(card), w, h, edition, print_faces.MIN_TEXT)
        initiative_card.cache_clear()
    elif kind == "event":
        surf = _event_face(card, w, h, edition)
    else:
        raise ValueError(f"unknown card kind {kind!r}")
    return surf


def _event_face(ev: Any, w: int, h: int, edition: str) -> pygame.Surface:
    """A portrait Event card: the game draws Events landscape (text scaled by the card's height),
    so the printed card is the game's landscape drawing with an art band (the card's art, or the
    picture generated for it) inserted under its header, as on a Pattern."""
    import pygame

    from game.games.initiatives.ui.cards_view import event_card
    from game.studio import print_faces
    from game.ui import card_art, theme
    from game.ui.card_parts import art_band

    art_h = h - round(w * 168 / print_faces.EVENT_GAME_WIDTH)
    face = event_card(ev, w, h - art_h, 0, edition)
    event_card.cache_clear()
    header = face.get_at((w - 8, max(6, w // 18) + 1))
    hh = max(6, w // 18) + 1
    while hh < face.get_height() and face.get_at((w - 8, hh)) == header:
        hh += 1
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(face, (0, 0), (0, 0, w, hh))
    out.blit(face, (0, hh + art_h), (0, hh, w, face.get_height() - hh))
    pygame.draw.rect(out, theme.EVENT_COLOUR, (0, hh, w, art_h))  # the frame beside the art
    band = pygame.Rect(print_faces._FRAME, hh, w - 2 * print_faces._FRAME, art_h)
    art_band(out, band, edition, ev.id, ev.art, theme.EVENT_COLOUR, "📅", "", card_art.EVENT)
    return out
