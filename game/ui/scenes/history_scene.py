"""Stats & history (issue 16): a line of stats a game, then every finished game, newest first,
with its date, seats, result and scores; Replay opens it in the replay viewer."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import history, navigate, saves, theme
from game.ui.app import App
from game.ui.draw import label
from game.ui.saves import SaveError
from game.ui.scenes.list_dialog import ListDialog, Row, RowButton


class HistoryScene(ListDialog):
    done_target = "history:done"
    footer = "↑ ↓ choose · Enter replays · Esc closes"

    def __init__(self, app: App, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app, "Stats & history")
        self.on_close = on_close
        try:
            self.past = history.list_history()
        except OSError as exc:
            self.past = []
            self.problem = f"The history folder cannot be read: {exc.strerror or exc}"
        self.stats = history.stats(self.past)
        self.header_lines = len(self.stats)
        self.body = [] if self.past else ["No finished games yet: every game you finish at the table "
                                          "is kept here, and can be replayed move by move."]

    def rows(self) -> list[Row]:
        return [Row(p.heading, p.details, (RowButton("replay", "Replay", not p.problem,
                                                     "this file cannot be replayed" if p.problem else ""),),
                    bool(p.problem)) for p in self.past]

    def draw_header(self, surf: pygame.Surface, x: int, y: int) -> None:
        for k, s in enumerate(self.stats):
            best = f" · your best score {s.best_human_score}" if s.best_human_score is not None else ""
            world = (f" · the world survived {s.world_survived} of {s.played}"
                     if s.title.startswith("Meaning Made") else "")
            label(surf, f"{s.title}: {s.played} played · {s.human_wins} won{best}{world}",
                  (x, y + k * 28), theme.FONT_SMALL, theme.ACCENT, "semibold")

    def act(self, verb: str, i: int) -> None:
        if verb != "replay" or not 0 <= i < len(self.past) or self.past[i].problem:
            return
        try:
            game, seats = saves.load_game(self.past[i].path)
        except SaveError as exc:
            self.problem = str(exc)
            return
        self.app.game_id = game.rules.id
        navigate.screen("replay").open(self.app, game, seats, on_close=self.back_to_history)

    def back_to_history(self) -> None:
        title = navigate.screen("title")(self.app)
        self.app.replace(title)
        self.app.push(HistoryScene(self.app, title.refresh_save))

    def close(self) -> None:
        super().close()
        if self.on_close is not None:
            self.on_close()
