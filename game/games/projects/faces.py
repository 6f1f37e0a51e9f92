"""Meaning Made edition `projects`' cards for the studio: Patterns, Projects (the deck, then the
Stewardship Project) and Events (cards/projects/*.yaml, schema in docs/cards.md).

Faces are drawn by the table's own renderer (:mod:`game.games.projects.ui.cards_view`) at print size
and made printable by :mod:`game.studio.print_faces`; backs are the Meaning Made backs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.family.card_faces import Item
from game.games.meaning_made.faces_base import EditionFaces
from game.games.projects import cards as card_reader
from game.games.projects.cards import CardSet, Event, Pattern, Project

if TYPE_CHECKING:
    import pygame


class ProjectsFaces(EditionFaces):
    game = "projects"
    pattern_type = Pattern
    project_type = Project
    card_reader = card_reader
    search_hint = "Search by name or id"

    # -- data ---------------------------------------------------------------------------------
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
