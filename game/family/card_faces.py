"""What the card studio needs to know about a game's cards, one provider per game.

The studio (export, diff, the gallery and its zoom) is written once; each game with cards says
here which kinds of card it prints, in what order, how a face and a back look at print size,
how the gallery filters and searches its cards, and which files hold them. Providers draw with
the game's own renderer, so a printed or browsed card is the card on the table.

This module and the providers' data parts need no pygame (``cards diff`` runs without it); the
drawing methods import it when called.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.family.registry import GAMES, load, plugin

if TYPE_CHECKING:
    import pygame


@dataclass(frozen=True)
class Item:
    """One picture to draw: a card face (``card`` set) or the back of a print kind."""

    kind: str
    card: Any = None

    @property
    def is_back(self) -> bool:
        return self.card is None

    @property
    def stem(self) -> str:
        return f"back_{self.kind}" if self.card is None else f"{self.kind}_{self.card.id}"


@dataclass(frozen=True)
class FilterButton:
    value: str
    caption: str
    x: int  # left edge in the gallery's top bar (logical pixels)
    w: int
    swatch: tuple[int, int, int] | None = None  # a colour dot before the caption


@dataclass(frozen=True)
class FilterGroup:
    """A row of mutually exclusive buttons in the gallery; the first button shows everything.
    Each button's target is ``<key>:<value>`` (``type:pattern``, ``from:yellow``)."""

    key: str
    buttons: tuple[FilterButton, ...]

    @property
    def default(self) -> str:
        return self.buttons[0].value


@dataclass(frozen=True)
class CardFile:
    """A YAML file of a card folder for ``cards diff``: its name, the top-level key holding the
    list of cards, and the word naming one card in the output (``pattern 'shell': …``)."""

    name: str
    key: str
    kind: str


class CardFaces(Protocol):
    """A game's cards as the studio sees them."""

    game: str  # the ruleset id, also the folder under cards/ and art/cards/
    title: str  # the game's name on PDF pages and TTS decks
    deck_title: str  # the PDF's title: the game, and the edition where a game has several
    file_stem: str  # the PDF's name before "_<paper>.pdf"
    print_kinds: tuple[str, ...]  # one back each; print order of the kinds
    kind_plurals: dict[str, str]  # "Patterns": TTS deck names
    files: tuple[CardFile, ...]
    filters: tuple[FilterGroup, ...]
    gallery_title: str  # after the gallery's card count: "edition initiatives", "Pentagram 2"
    search_hint: str  # the gallery's search box placeholder
    watch_hint: str  # what the gallery says it is watching
    art_folder: Path | None  # watched for card art, if the game has any

    def load(self, folder: Path) -> Any:
        """The card set in ``folder``; ``CardError`` with one line per problem."""
        ...

    def gallery_cards(self, cards: Any) -> list[Any]: ...

    def print_items(self, cards: Any) -> list[Item]:
        """Every card face, in print order (backs are added by the export)."""
        ...

    def matches(self, card: Any, key: str, value: str) -> bool:
        """Whether ``card`` passes the filter button ``key:value`` (never asked for a default)."""
        ...

    def search_texts(self, card: Any) -> tuple[str, ...]:
        """Lower-case texts a search query is looked for in."""
        ...

    def caption(self, card: Any) -> str:
        """The line under a zoomed card: name, id and where it is written."""
        ...

    def shown(self, card: Any) -> Any:
        """What the gallery draws for ``card`` (the card as printed, out of play)."""
        ...

    def thumbnail(self, card: Any, w: int, h: int) -> pygame.Surface:
        """The gallery's drawing (cached by the renderer)."""
        ...

    def zoom_face(self, shown: Any) -> pygame.Surface:
        """``shown`` at the zoom's size, past the renderer's caches."""
        ...

    def print_face(self, item: Item) -> pygame.Surface:
        """A face at print size with bleed (print_faces.PRINT_SIZE)."""
        ...

    def print_back(self, kind: str) -> pygame.Surface: ...


class LayeredCardsFilters:
    """The gallery's filters and search for a Meaning Made edition (type and layer buttons), shared
    by its editions' providers; each says how it names a card's kind (``kind_of``)."""

    @staticmethod
    def kind_of(card: Any) -> str:
        raise NotImplementedError

    def matches(self, card: Any, key: str, value: str) -> bool:
        if key == "type":
            return self.kind_of(card) == value
        if key == "layer":
            return getattr(card, "layer", None) == int(value)
        return True

    def search_texts(self, card: Any) -> tuple[str, ...]:
        return card.name.lower(), card.id

    def caption(self, card: Any) -> str:
        return f"{card.name} · {card.id} · {card.source or ''}"


def studio_games() -> list[str]:
    """The games whose plug-in names a card faces provider, in the registry's order."""
    return [g for g in GAMES if plugin(g).faces is not None]


def faces_for(game: str) -> CardFaces:
    """The studio's view of ``game``'s cards (its plug-in's provider); ValueError for a game the
    studio cannot show."""
    ref = plugin(game).faces if game in GAMES else None
    if ref is None:
        raise ValueError(f"the card studio does not know the cards of {game!r} "
                         f"(known: {', '.join(studio_games())})")
    return load(ref)()
