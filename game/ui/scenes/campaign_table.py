"""A chapter at the table: the game's own table scene, with the objective tracked live on it.

The table is whichever scene seats the chapter's game (game/ui/tables.py); a small mixin adds
the objective panel after the table draws, follows each action into the objective's tracker,
and sends the finished game to the debrief instead of the ordinary end screen. The table itself
is unchanged, so a campaign game plays exactly like any other.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.campaign import live_line
from game.ui import theme
from game.ui.app import App, Scene
from game.ui.draw import label, panel
from game.ui.layout import Rect
from game.ui.scenes import campaign_flow as flow
from game.ui.scenes.campaign_draw import star
from game.ui.session import Session
from game.ui.tables import table_class

PANEL_W = 432
PANEL_H = 150


def objective_rect(table: Any) -> Rect:
    """Where the objective goes: at the foot of the table's players panel (a campaign seats few,
    so the panel has room under them), found in the table's own layout; else under the top bar."""
    layouts = [getattr(getattr(table, "board", None), "world", None), getattr(table, "z", None)]
    for layout in layouts:
        zones = getattr(layout, "zones", {})
        for name in ("players_panel", "players"):
            if name in zones:
                r = zones[name]
                return Rect(r.x + 8, r.y + r.h - PANEL_H - 8, r.w - 16, PANEL_H)
    return Rect(1920 - PANEL_W - 16, 64, PANEL_W, PANEL_H)


class ObjectiveOverlay:
    """Mixed in before a table scene class (see :func:`campaign_table`)."""

    run: flow.ChapterRun
    session: Session
    app: App
    end_shown: bool

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)  # type: ignore[misc]
        self.run.follow(self.session.game)
        draw_objective(surf, objective_rect(self), self.run, self.session.state)

    def open_menu(self) -> None:
        # A chapter is left for its campaign's map (where it resumes), not for the title.
        from game.ui.scenes.dialogs import Option
        from game.ui.scenes.game_menu import open_game_menu

        run = self.run
        back = Option("Save and return to the campaign map",
                      callback=lambda: flow.to_map(self.app, run.book, run.campaign.id, run.chapter.id))
        open_game_menu(self.app, self.session, back)

    def show_results(self) -> None:
        self.end_shown = True
        self.run.follow(self.session.game)
        self.run.finish(self.session.game)
        flow.to_debrief(self.app, self.run, self.session)


def draw_objective(surf: pygame.Surface, r: Rect, run: flow.ChapterRun, state: Any) -> None:
    objective = run.chapter.objective
    now, stars = live_line(objective, run.tracker, state)
    panel(surf, r, theme.PANEL_DARK, theme.ACCENT, 10, 2)
    label(surf, f"🎯 {run.chapter.title}", (r.x + 14, r.y + 10), theme.FONT_SMALL, theme.TEXT_DIM,
          "semibold", max_width=r.w - 28)
    label(surf, objective.sentence, (r.x + 14, r.y + 38), theme.FONT_BODY, theme.ACCENT, "bold",
          max_width=r.w - 28)
    for k in range(3):
        star(surf, (r.x + 30 + k * 34, r.y + 92), 28, k < stars)
    need = objective.star_lines()[min(stars, 2)].split("  ", 1)[1]
    nxt = "all three stars" if stars == 3 else f"next: {need}"
    label(surf, now, (r.x + 136, r.y + 74), theme.FONT_SMALL, theme.TEXT, "semibold", max_width=r.w - 150)
    label(surf, nxt, (r.x + 136, r.y + 100), theme.FONT_SMALL, theme.TEXT_DIM, max_width=r.w - 150)
    if objective.requirement != "none" and state.result is None:
        label(surf, "stars count only if you win" if objective.requirement == "win"
              else "stars count only if the world survives", (r.x + 14, r.y + r.h - 28),
              theme.FONT_SMALL - 2, theme.TEXT_DIM, max_width=r.w - 28)


def campaign_table(app: App, session: Session, run: flow.ChapterRun) -> Scene:
    """The chapter's game at its own table, with the objective on it."""
    table_cls = table_class(session.rules.id)
    cls = type(f"Campaign{table_cls.__name__}", (ObjectiveOverlay, table_cls), {})
    scene = cls(app, session)
    scene.run = run
    return scene
