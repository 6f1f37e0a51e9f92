"""Meaning Made edition `projects`' cards for the studio: Patterns, Projects (the deck, then the
Stewardship Project) and Events (cards/projects/*.yaml, schema in docs/cards.md).

Faces are drawn by the table's own renderer (:mod:`game.games.projects.ui.cards_view`) at print size
and made printable by :mod:`game.studio.print_faces`; backs are the Meaning Made backs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.family.paths import PROJECT_ROOT
from game.games.projects.cards import CardSet, Event, Pattern, Project, load_cards
from game.studio.faces import CardFile, FilterButton, FilterGroup, Item, LayeredCardsFilters

if TYPE_CHECKING:
    import pygame

KINDS = ("pattern", "project", "event")
KIND_PLURALS = {"pattern": "Patterns", "project": "Projects", "event": "Events"}
FILTERS = (
    FilterGroup("type", tuple(FilterButton(kind, caption, 40 + i * 150, 140) for i, (kind, caption) in
                              enumerate((("all", "All"), *KIND_PLURALS.items())))),
    FilterGroup("layer", (FilterButton("0", "All layers", 660, 120),
                          *(FilterButton(str(n), str(n), 790 + (n - 1) * 58, 52) for n in range(1, 11)))),
)


def kind_of(card: Any) -> str:
    if isinstance(card, Pattern):
        return "pattern"
    return "project" if isinstance(card, Project) else "event"


class ProjectsFaces(LayeredCardsFilters):
    kind_of = staticmethod(kind_of)
    game = "projects"
    title = "Meaning Made"
    deck_title = "Meaning Made · projects"
    gallery_title = "edition projects"
    file_stem = "meaning_made_projects"
    print_kinds = KINDS
    kind_plurals = KIND_PLURALS
    files = (CardFile("patterns.yaml", "patterns", "pattern"),
             CardFile("projects.yaml", "projects", "project"),
             CardFile("events.yaml", "events", "event"))
    filters = FILTERS
    search_hint = "Search by name or id"
    watch_hint = "live: save a card file or drop in art/cards/projects/<id>.png"
    art_folder: Path | None = PROJECT_ROOT / "art" / "cards" / "projects"

    # -- data ---------------------------------------------------------------------------------
    def load(self, folder: Path) -> CardSet:
        return load_cards(folder)

    def gallery_cards(self, cards: CardSet) -> list[Any]:
        return [*cards.patterns.values(), *cards.projects.values(), *cards.events.values()]

    def print_items(self, cards: CardSet) -> list[Item]:
        """Patterns, then Projects (the deck, then Stewardship), then Events, in file order."""
        items = [Item("pattern", cards.patterns[i]) for i in cards.pattern_ids]
        items += [Item("project", cards.projects[i]) for i in cards.project_ids]
        items.append(Item("project", cards.projects[cards.stewardship]))
        items += [Item("event", cards.events[i]) for i in cards.event_ids]
        return items

    # -- drawing ------------------------------------------------------------------------------
    def shown(self, card: Any) -> Any:
        """A Project out of play: nothing paid, no one on it (Stewardship shows its threshold)."""
        if isinstance(card, Project):
            from game.games.projects.rules import STEWARDSHIP_THRESHOLD
            from game.games.projects.ui.cards_view import ProjectView

            return ProjectView.unplayed(card, STEWARDSHIP_THRESHOLD if card.stewardship else 0)
        return card

    def thumbnail(self, card: Any, w: int, h: int) -> pygame.Surface:
        from game.games.projects.ui import cards_view

        shown = self.shown(card)
        if isinstance(shown, Pattern):
            return cards_view.pattern_face(shown, w, h)
        if isinstance(shown, Event):
            return cards_view.event_face(shown, w, h)
        return cards_view.project_face(shown, w, h)

    def zoom_face(self, shown: Any) -> pygame.Surface:
        from game.games.projects.ui.table import zoom_face

        return zoom_face(shown)

    def print_face(self, item: Item) -> pygame.Surface:
        from game.games.projects.ui import cards_view
        from game.studio import print_faces

        w, h = print_faces.TRIM_SIZE
        shown = self.shown(item.card)
        small = print_faces.MIN_TEXT
        if item.kind == "pattern":
            face = cards_view.pattern_face.__wrapped__(shown, w, h, small)
        elif item.kind == "project":
            face = cards_view.project_face.__wrapped__(shown, w, h, small)
        else:
            face = cards_view.event_face.__wrapped__(shown, w, h, small)
        return print_faces.printable(face)

    def print_back(self, kind: str) -> pygame.Surface:
        from game.studio import print_faces

        return print_faces.print_back(kind)
