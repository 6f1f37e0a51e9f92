"""Ask for a short name (a named save): a one-line box over the scene below, Enter keeps it,
Esc cancels. A pygame_gui text box, so typing, the cursor and pasting work as anywhere else;
the key press that opened the prompt never lands in it (``TextEntry.focus_new``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from game.ui import theme
from game.ui.app import App, Scene
from game.ui.draw import dim, label, panel
from game.ui.forms import gui_manager
from game.ui.layout import Rect
from game.ui.text_entry import TextEntry

BOX = Rect(560, 380, 800, 300)


class NamePrompt(Scene):
    opaque = False
    wants_raw_events = True

    def __init__(self, app: App, title: str, hint: str, start: str, max_length: int,
                 on_done: Callable[[str], None]) -> None:
        super().__init__(app)
        self.title, self.hint, self.on_done = title, hint, on_done
        self.manager = gui_manager(app)
        self.entry = TextEntry(pygame.Rect(BOX.x + 40, BOX.y + 130, BOX.w - 80, 48), self.manager)
        self.entry.set_text_length_limit(max_length)
        self.entry.set_text(start[:max_length])
        self.entry.focus_new()  # the key that opened the prompt (the menu's 5) is not typed
        self.ok = UIButton(pygame.Rect(BOX.x + BOX.w - 380, BOX.y + BOX.h - 74, 160, 48), "Save",
                           self.manager)
        self.cancel = UIButton(pygame.Rect(BOX.x + BOX.w - 200, BOX.y + BOX.h - 74, 160, 48),
                               "Cancel", self.manager)

    def finish(self, keep: bool) -> None:
        self.app.remove(self)
        if keep:
            self.on_done(self.entry.get_text())

    def handle_raw(self, event: pygame.event.Event) -> None:
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.ok:
                self.finish(True)
            elif event.ui_element is self.cancel:
                self.finish(False)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.finish(True)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.finish(False)

    def update(self, dt: float) -> bool:
        self.manager.update(dt)
        return False

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, 140)
        panel(surf, BOX, theme.PANEL, theme.ACCENT, 14, 2)
        label(surf, self.title, (BOX.x + 30, BOX.y + 22), theme.FONT_LARGE, theme.ACCENT, "bold")
        label(surf, self.hint, (BOX.x + 40, BOX.y + 84), theme.FONT_SMALL, theme.TEXT_DIM)
        self.manager.draw_ui(surf)
        self.app.ctl.add(Rect(0, 0, 1, 1), "prompt", True, "")
