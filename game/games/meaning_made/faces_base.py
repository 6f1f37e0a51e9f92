"""What the editions `projects` and `life` show alike in the card studio: three kinds (Patterns,
Projects, Events) in three card files, filtered by type and layer, printed on the Meaning Made
backs. An edition's provider names its cards and draws its own faces."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from game.family.card_faces import CardFile, FilterButton, FilterGroup, LayeredCardsFilters
from game.family.paths import PROJECT_ROOT

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
FILES = (CardFile("patterns.yaml", "patterns", "pattern"),
         CardFile("projects.yaml", "projects", "project"),
         CardFile("events.yaml", "events", "event"))


class EditionFaces(LayeredCardsFilters):
    # An edition sets these: its id, its card types (to tell a card's kind) and its card reader.
    game: ClassVar[str]
    pattern_type: ClassVar[type]
    project_type: ClassVar[type]
    card_reader: ClassVar[Any]

    title = "Meaning Made"
    print_kinds = KINDS
    kind_plurals = KIND_PLURALS
    files = FILES
    filters = FILTERS

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        game = cls.__dict__.get("game")
        if game is not None:
            cls.deck_title = f"Meaning Made · {game}"
            cls.gallery_title = f"edition {game}"
            cls.file_stem = f"meaning_made_{game}"
            cls.watch_hint = f"live: save a card file or drop in art/cards/{game}/<id>.png"
            cls.art_folder = PROJECT_ROOT / "art" / "cards" / game

    def kind_of(self, card: Any) -> str:
        if isinstance(card, self.pattern_type):
            return "pattern"
        return "project" if isinstance(card, self.project_type) else "event"

    # -- data ---------------------------------------------------------------------------------
    def load(self, folder: Path) -> Any:
        return self.card_reader.load_cards(folder)

    # -- drawing ------------------------------------------------------------------------------
    def print_back(self, kind: str) -> pygame.Surface:
        from game.studio import print_faces

        return print_faces.print_back(kind)
