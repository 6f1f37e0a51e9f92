"""The pictures of the players' rulebook (docs/how-to-play-projects.md), drawn by the game itself:
the cards by the table's own card faces, and crops of the real table on a position reached by
legal play (the guided game's deal). ``python -m game.ui.rulebook_images projects``.

Run it again after a card or table change; tests/test_rulebooks.py checks the committed ones.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.family.paths import PROJECT_ROOT
from game.ui.rulebook_images import crops, save_pictures, table_on_lesson

OUT = PROJECT_ROOT / "docs" / "images" / "rulebook-projects"
LESSON = PROJECT_ROOT / "tutorials" / "projects.yaml"
# The lesson's moves up to its second round, one action left: a marker on Learning Archive, the
# Stewardship Project open, the Community yet to move.
MOVES = ("acquire EI", "obtain membrane I", "convert", "donate", "contribute learning_archive E")
# Table crops: picture name -> layout zone
CROPS = {"track": "meaning_track", "event": "event_zone", "mat": "mat", "actions": "action_bar",
         "players": "players_panel"}
SPANS = {"row": ("project_1", "stewardship"), "gallery": ("gallery_1", "gallery_6")}  # first to last zone


def draw_all(out: Path = OUT) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.games.projects.rules import threshold
    from game.games.projects.ui import cards_view
    from game.games.projects.ui.cards_view import ProjectView

    app, table = table_on_lesson("projects", LESSON, MOVES)
    canvas, z, state = app.screen, table.z, table.state
    pictures: dict[str, pygame.Surface] = {
        "table": pygame.transform.smoothscale(canvas, (960, 540)),
    }
    pictures.update(crops(canvas, z, CROPS, SPANS))
    cards = state.cards
    pictures["pattern"] = cards_view.pattern_face(cards.patterns["membrane"], 240, 300)
    you = table.style(0)
    pictures["project"] = cards_view.project_face(
        ProjectView(cards.projects["local_clinic"], (2, 1, 0), (you,)), 300, 340)
    pictures["stewardship"] = cards_view.project_face(
        ProjectView(cards.projects["stewardship"], (0, 0, 0), (), threshold(state), False), 300, 340)
    pictures["event_card"] = cards_view.event_face(cards.events["drought"], 300, 184)
    written = save_pictures(pictures, out)
    app.quit()
    return written

