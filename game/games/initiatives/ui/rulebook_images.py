"""The pictures of the players' rulebook (docs/how-to-play.md), drawn by the game's own card
renderer so the book shows the cards on the table: ``python -m game.ui.rulebook_images initiatives``.

Run it again after a card change; the rulebook names the files, not their contents.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.family.paths import PROJECT_ROOT
from game.ui.rulebook_images import save_pictures

OUT = PROJECT_ROOT / "docs" / "images" / "rulebook"
EXAMPLES = {"pattern": "shell", "initiative": "mediation_court", "event": "flu_season"}


def draw_all(out: Path = OUT) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.games.initiatives import default_cards
    from game.games.initiatives.ui import cards_view

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))
    cards = default_cards()
    pictures = {
        "pattern": cards_view.pattern_card(cards.patterns[EXAMPLES["pattern"]], 260, 362),
        "initiative": cards_view.initiative_card(
            cards_view.InitiativeView.unplayed(cards.initiatives[EXAMPLES["initiative"]]), 260, 362),
        "event": cards_view.event_card(cards.events[EXAMPLES["event"]], 380, 220),
    }
    return save_pictures(pictures, out)

