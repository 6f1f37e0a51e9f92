"""A dialog listing rows (a heading, a line of details, a few buttons each), with a selection,
scrolling and a Done button: Saved games and Stats & history are two of them."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent, target_id
from game.ui.layout import Rect
from game.ui.scenes.dialogs import Dialog

ROW_H = 84
VISIBLE = 7


@dataclass(frozen=True)
class RowButton:
    verb: str  # the target is "<verb>:<row index>" (its name and index)
    caption: str
    enabled: bool = True
    tip: str = ""
    width: int = 150


@dataclass(frozen=True)
class Row:
    heading: str
    details: str
    buttons: tuple[RowButton, ...]
    warn: bool = False  # drawn in the warning colour (a file that cannot be read)


class ListDialog(Dialog):
    width = 1180
    aside = True
    done_target = "list:done"
    footer = "↑ ↓ choose · Enter opens · Esc closes"
    header_lines = 0  # lines a subclass draws above the rows (draw_header)

    def __init__(self, app: App, title: str) -> None:
        super().__init__(app, title, [], lambda _action: None, cancellable=False)
        self.selected = 0
        self.top = 0
        self.problem = ""

    # -- what a subclass gives ----------------------------------------------------------------
    def rows(self) -> list[Row]:
        raise NotImplementedError

    def act(self, verb: str, i: int) -> None:
        """A row's button was pressed (Enter presses the first button of the selected row)."""

    def draw_header(self, surf: pygame.Surface, x: int, y: int) -> None:
        pass

    # -- behaviour ----------------------------------------------------------------------------
    def clamp(self) -> None:
        n = len(self.rows())
        self.selected = min(self.selected, max(0, n - 1))
        self.top = max(0, min(self.top, max(0, n - VISIBLE)))

    def scroll(self, step: int) -> None:
        self.top = max(0, min(max(0, len(self.rows()) - VISIBLE), self.top + step))

    def handle(self, intent: Intent) -> None:
        t = intent.target
        rows = self.rows()
        i = intent.index
        if intent.kind == "click" and i is not None and not intent.disabled:
            # a row's button: a verb that row has, at a row that is there
            if i < len(rows) and any(b.verb == intent.name for b in rows[i].buttons):
                self.selected = i
                self.act(intent.name, i)
        elif intent.kind == "scroll":
            self.scroll(-intent.amount)
        elif t in ("log_up", "log_down"):
            self.scroll(-VISIBLE if t == "log_up" else VISIBLE)
        elif t in ("up", "down") and rows:
            self.selected = (self.selected + (1 if t == "down" else -1)) % len(rows)
            if self.selected < self.top:
                self.top = self.selected
            elif self.selected >= self.top + VISIBLE:
                self.top = self.selected - VISIBLE + 1
        elif t == "confirm" and rows:
            first = rows[self.selected].buttons[0]
            if first.enabled:
                self.act(first.verb, self.selected)
        elif t in (self.done_target, "cancel"):
            self.close()

    def draw(self, surf: pygame.Surface) -> None:
        rows = self.rows()
        shown = min(VISIBLE, len(rows))
        header_h = self.header_lines * 28
        r, y = self.draw_frame(surf, header_h + shown * ROW_H + 90)
        self.draw_header(surf, r.x + 40, y)
        y += header_h
        ctl = self.app.ctl
        for k, i in enumerate(range(self.top, self.top + shown)):
            row = rows[i]
            ry = y + k * ROW_H
            box = (r.x + 20, ry, r.w - 40, ROW_H - 10)
            pygame.draw.rect(surf, theme.PANEL_DARK, box, border_radius=8)
            if i == self.selected:
                pygame.draw.rect(surf, theme.HILITE, box, 2, border_radius=8)
            label(surf, row.heading, (r.x + 40, ry + 10), theme.FONT_BODY,
                  theme.WARN if row.warn else theme.TEXT, "semibold")
            label(surf, row.details[:140], (r.x + 40, ry + 42), theme.FONT_SMALL, theme.TEXT_DIM)
            bx = r.x + r.w - 40
            for b in reversed(row.buttons):
                bx -= b.width
                button(surf, ctl, Rect(bx, ry + 14, b.width, 46), target_id(b.verb, i), b.caption, b.enabled,
                       b.tip, primary=i == self.selected and b is row.buttons[0] and b.enabled)
                bx -= 10
        foot = y + shown * ROW_H + 20
        if len(rows) > VISIBLE:
            label(surf, f"{self.top + 1}–{self.top + shown} of {len(rows)} · wheel or Page Up/Down "
                        "for more", (r.x + 40, foot - 4), theme.FONT_SMALL, theme.TEXT_DIM)
        if self.problem:
            label(surf, "⚠️ " + self.problem[:120], (r.x + 40, foot + 24), theme.FONT_SMALL, theme.WARN)
        else:
            label(surf, self.footer, (r.x + 40, foot + 24), theme.FONT_SMALL, theme.TEXT_DIM)
        button(surf, ctl, Rect(r.x + r.w - 190, foot + 10, 160, 44), self.done_target, "Done (Esc)")
