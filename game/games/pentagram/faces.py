"""Pentagram 2's cards for the studio: one deck of green and red cards (docs/pentagram.md).

Faces and the back are drawn by the game's own renderer (:mod:`game.games.pentagram.ui.cards_view`).
The deck is printed as one kind, ``card``, with one back: green and red cards are shuffled
together and drawn face down, so a back that told them apart would show what is coming. The
gallery still filters green from red, and by the colour a card takes from.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from game.family.card_faces import CardFile, FilterButton, FilterGroup, Item
from game.games.pentagram.actions import COLOURS
from game.games.pentagram.cards import FILENAME, CardSet, load_cards

if TYPE_CHECKING:
    import pygame

KIND = "card"


@cache
def _filters() -> tuple[FilterGroup, ...]:
    # Built when the gallery first asks: the colour dots come from the game's renderer (pygame),
    # which `cards diff` does without.
    from game.games.pentagram.ui.cards_view import COLOUR_RGB

    return (
        FilterGroup("type", (FilterButton("all", "All", 40, 140), FilterButton("green", "Green +", 190, 140),
                             FilterButton("red", "Red −", 340, 140))),
        FilterGroup("from", (FilterButton("all", "From any colour", 520, 200),
                             *(FilterButton(c, c.title(), 730 + i * 128, 120, COLOUR_RGB[i])
                               for i, c in enumerate(COLOURS)))),
    )


class PentagramFaces:
    game = "pentagram"
    title = deck_title = gallery_title = "Pentagram 2"
    file_stem = "pentagram_2"
    print_kinds = (KIND,)
    kind_plurals: ClassVar[dict[str, str]] = {KIND: "Cards"}
    files = (CardFile(FILENAME, "cards", KIND),)
    search_hint = "Search name, id or colour"
    watch_hint = f"live: save {FILENAME} and the gallery redraws"
    art_folder: Path | None = None  # the cards are drawn, not illustrated

    @property
    def filters(self) -> tuple[FilterGroup, ...]:
        return _filters()

    # -- data ---------------------------------------------------------------------------------
    def load(self, folder: Path) -> CardSet:
        return load_cards(folder)

    def gallery_cards(self, cards: CardSet) -> list[Any]:
        return list(cards)

    def print_items(self, cards: CardSet) -> list[Item]:
        """Every card in file order: the order a new game shuffles from."""
        return [Item(KIND, card) for card in cards]

    def matches(self, card: Any, key: str, value: str) -> bool:
        if key == "type":
            return card.kind == value
        if key == "from":
            return COLOURS[card.src] == value
        return True

    def search_texts(self, card: Any) -> tuple[str, ...]:
        src, dst = COLOURS[card.src], COLOURS[card.dst]
        return (card.name.lower(), card.id, card.kind, card.flavour.lower(),
                f"from {src} to {dst}", f"{src} -> {dst}", f"{src} → {dst}")

    def caption(self, card: Any) -> str:
        return f"{card.name} · {card.id} · {card.source}"

    # -- drawing ------------------------------------------------------------------------------
    def shown(self, card: Any) -> Any:
        return card

    def thumbnail(self, card: Any, w: int, h: int) -> pygame.Surface:
        from game.games.pentagram.ui import cards_view

        return cards_view.card_face(card, w, h)

    def zoom_face(self, shown: Any) -> pygame.Surface:
        from game.games.pentagram.ui import cards_view
        from game.ui.scenes.card_zoom import ZOOM_SIZE

        # Past the face cache: a big surface would crowd out the gallery's thumbnails.
        return cards_view.card_face.__wrapped__(shown, *ZOOM_SIZE)

    def print_face(self, item: Item) -> pygame.Surface:
        from game.games.pentagram.ui import cards_view
        from game.studio.print_faces import PRINT_SIZE, TRIM_RECT

        return cards_view.print_face(item.card, PRINT_SIZE, TRIM_RECT)

    def print_back(self, kind: str) -> pygame.Surface:
        from game.games.pentagram.ui import cards_view
        from game.studio.print_faces import PRINT_SIZE, TRIM_RECT

        return cards_view.print_back(PRINT_SIZE, TRIM_RECT)
