"""Saved games: the game in progress, unfinished games a new game replaced, and named saves,
each with its game, round, players and date (game/ui/save_slots.py). Open one to play on; delete
one after saying yes. ↑ ↓ choose, Enter opens, the wheel or Page Up/Down scrolls, Esc closes."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import navigate, save_slots, theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.saves import SaveError
from game.ui.scenes.dialogs import ChoiceDialog, Dialog, Option
from game.ui.session import Session

ROW_H = 84
VISIBLE = 7


class SavedGamesScene(Dialog):
    width = 1180

    def __init__(self, app: App, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app, "Saved games", [], lambda _action: None, cancellable=False)
        self.on_close = on_close
        self.selected = 0
        self.top = 0
        self.problem = ""
        self.refresh()

    def refresh(self) -> None:
        try:
            self.slots = save_slots.list_slots()
        except OSError as exc:
            self.slots = []
            self.problem = f"The saves folder cannot be read: {exc.strerror or exc}"
        self.selected = min(self.selected, max(0, len(self.slots) - 1))
        self.body = [("Your game in progress, the unfinished games a new game set aside, and the "
                      "copies you named (the table's Esc menu). Open one to play on.")
                     if self.slots else "No saved games yet: a game saves itself after every action."]

    def close(self) -> None:
        super().close()
        if self.on_close is not None:
            self.on_close()

    # -- acting -------------------------------------------------------------------------------
    def open(self, i: int) -> None:
        if not 0 <= i < len(self.slots) or self.slots[i].problem:
            return
        try:
            game, seats = save_slots.open_slot(self.slots[i])
        except (SaveError, OSError) as exc:
            self.problem = str(exc)
            self.refresh()
            return
        self.app.game_id = game.rules.id
        navigate.to_table(self.app, Session(game, seats))

    def ask_delete(self, i: int) -> None:
        if not 0 <= i < len(self.slots):
            return
        slot = self.slots[i]

        def delete() -> None:
            try:
                save_slots.delete_slot(slot)
            except OSError as exc:
                self.problem = f"Not deleted: {exc.strerror or exc}"
            self.refresh()

        what = slot.heading if not slot.problem else slot.path.name
        self.app.push(ChoiceDialog(self.app, "Delete this save?", [what, slot.details,
                                                                   "This cannot be undone."],
                                   [Option("Delete it", callback=delete)], lambda _action: None))

    def scroll(self, step: int) -> None:
        self.top = max(0, min(max(0, len(self.slots) - VISIBLE), self.top + step))

    def handle(self, intent: Intent) -> None:
        t = intent.target
        opened, deleted = intent.arg("slot"), intent.arg("delete")
        if intent.kind == "click" and opened is not None:
            self.selected = int(opened)
            self.open(self.selected)
        elif intent.kind == "click" and deleted is not None:
            self.ask_delete(int(deleted))
        elif intent.kind == "scroll":
            self.scroll(-intent.amount)
        elif t in ("log_up", "log_down"):
            self.scroll(-VISIBLE if t == "log_up" else VISIBLE)
        elif t in ("up", "down") and self.slots:
            self.selected = (self.selected + (1 if t == "down" else -1)) % len(self.slots)
            if self.selected < self.top:
                self.top = self.selected
            elif self.selected >= self.top + VISIBLE:
                self.top = self.selected - VISIBLE + 1
        elif t == "confirm":
            self.open(self.selected)
        elif t in ("saved:done", "cancel"):
            self.close()

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        rows = min(VISIBLE, len(self.slots))
        r, y = self.draw_frame(surf, rows * ROW_H + 90)
        ctl = self.app.ctl
        for k, i in enumerate(range(self.top, self.top + rows)):
            slot = self.slots[i]
            ry = y + k * ROW_H
            box = (r.x + 20, ry, r.w - 40, ROW_H - 10)
            pygame.draw.rect(surf, theme.PANEL_DARK, box, border_radius=8)
            if i == self.selected:
                pygame.draw.rect(surf, theme.HILITE, box, 2, border_radius=8)
            ink = theme.WARN if slot.problem else theme.TEXT
            label(surf, slot.heading, (r.x + 40, ry + 10), theme.FONT_BODY, ink, "semibold")
            label(surf, slot.details, (r.x + 40, ry + 42), theme.FONT_SMALL, theme.TEXT_DIM)
            button(surf, ctl, Rect(r.x + r.w - 330, ry + 14, 150, 46), f"slot:{i}", "Open",
                   not slot.problem, "this file cannot be played" if slot.problem else "",
                   primary=i == self.selected and not slot.problem)
            button(surf, ctl, Rect(r.x + r.w - 170, ry + 14, 130, 46), f"delete:{i}", "Delete")
        foot = y + rows * ROW_H + 20
        if len(self.slots) > VISIBLE:
            label(surf, f"{self.top + 1}–{self.top + rows} of {len(self.slots)} · wheel or "
                        "Page Up/Down for more", (r.x + 40, foot - 4), theme.FONT_SMALL, theme.TEXT_DIM)
        if self.problem:
            label(surf, "⚠️ " + self.problem[:120], (r.x + 40, foot + 24), theme.FONT_SMALL, theme.WARN)
        else:
            label(surf, "↑ ↓ choose · Enter opens · Esc closes", (r.x + 40, foot + 24),
                  theme.FONT_SMALL, theme.TEXT_DIM)
        button(surf, ctl, Rect(r.x + r.w - 190, foot + 10, 160, 44), "saved:done", "Done (Esc)")
