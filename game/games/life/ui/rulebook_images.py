"""The pictures of the players' rulebook (docs/how-to-play-life.md), drawn by the game itself: the
cards by the table's own card faces, and crops of the real table on a position reached by legal
play (the guided game's deal). ``python -m game.ui.rulebook_images life``.

Run it again after a card or table change; tests/test_rulebooks.py checks the committed ones.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.family.paths import PROJECT_ROOT
from game.ui.rulebook_images import crops, save_pictures, table_on_lesson

OUT = PROJECT_ROOT / "docs" / "images" / "rulebook-life"
LESSON = PROJECT_ROOT / "tutorials" / "life.yaml"
# The lesson's moves to round 2, your turn: Robin has paid into Stewardship Retrofit twice, you
# have stabilized and pledged.
MOVES = ("buy balance_pattern", "stabilize local", "acquire ES", "contribute stewardship_retrofit S",
         "pledge R", "convert", "pledge S", "acquire ER", "contribute stewardship_retrofit E", "acquire MV")
# Table crops: picture name -> layout zone
CROPS = {"track": "drift_track", "event": "event_zone", "mat": "mat", "actions": "action_bar",
         "players": "players_panel"}
SPANS = {"row": ("project_1", "project_3"), "market": ("market_1", "market_6"),
         "world": ("event_zone", "pool_zone")}  # first to last zone, the first's height


def draw_all(out: Path = OUT) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.games.life.ui import cards_view

    app, table = table_on_lesson("life", LESSON, MOVES)
    canvas, z, state = app.screen, table.z, table.state
    pictures: dict[str, pygame.Surface] = {"table": pygame.transform.smoothscale(canvas, (960, 540))}
    pictures.update(crops(canvas, z, CROPS, SPANS))
    cards = state.cards
    pictures["pattern"] = cards_view.pattern_face(cards.patterns["balance_pattern"], 220, 280)
    slot = state.row[0]
    pictures["project"] = cards_view.project_face(table.project_view(slot), 420, 330)
    pictures["event_card"] = cards_view.event_face(cards.events["damage_a"], 300, 226)
    written = save_pictures(pictures, out)
    app.quit()
    return written

