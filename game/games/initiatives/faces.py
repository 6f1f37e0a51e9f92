"""Meaning Made's cards for the studio: Patterns, Initiatives and Events (docs/cards.md).

Faces and backs are :mod:`game.studio.print_faces`' (written for this game first); this module
only hands them to the studio, with the gallery's filters (type and layer) and search.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.family.paths import PROJECT_ROOT
from game.games.initiatives import FILES, CardSet, Event, Initiative, Pattern, load_cards
from game.studio.faces import CardFile, FilterButton, FilterGroup, Item, LayeredCardsFilters

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
        from game.ui.cards_view import InitiativeView

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
        from game.ui import cards_view

        shown = as_printed(card)
        if isinstance(shown, Pattern):
            return cards_view.pattern_card(shown, w, h, self.game)
        if isinstance(shown, Event):
            return cards_view.event_card(shown, w, h, 0, self.game)
        return cards_view.initiative_card(shown, w, h, self.game)

    def zoom_face(self, shown: Any) -> pygame.Surface:
        from game.ui.scenes.card_zoom import zoom_face

        return zoom_face(shown, self.game)

    def print_face(self, item: Item) -> pygame.Surface:
        from game.studio import print_faces

        return print_faces.print_face(item.kind, item.card, self.game)

    def print_back(self, kind: str) -> pygame.Surface:
        from game.studio import print_faces

        return print_faces.print_back(kind)
