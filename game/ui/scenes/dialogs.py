"""Modal choices over any game's table. Each offers only legal actions, built from the game's
``legal_actions``; a game's own dialogs (a contribution's steppers…) build on ``Dialog``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import assets, theme
from game.ui.app import App, Scene
from game.ui.draw import button, dim, label, panel
from game.ui.input import NUMBER, Intent, target_id
from game.ui.layout import Rect


@dataclass
class Option:
    caption: str
    action: Any = None  # a game's action; None: a callback instead
    enabled: bool = True
    tip: str = ""
    callback: Callable[[], None] | None = None


class Dialog(Scene):
    opaque = False
    width = 760
    # A screen of the shell's over a game (its menu, settings, saves), not one of the game's
    # decisions: a lesson's coach leaves its buttons alone while one is open.
    aside = False

    def __init__(
        self,
        app: App,
        title: str,
        body: list[str],
        on_action: Callable[[Any], None],
        cancellable: bool = True,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.on_action = on_action
        self.cancellable = cancellable
        # The game this dialog was opened over, and its version then: a decision asked for one
        # moment of the game must not outlive it (an undo under it, a lesson taking a move back).
        self.session = next((s.session for s in reversed(app.scenes)
                             if getattr(s, "session", None) is not None), None)
        self.opened_at = getattr(self.session, "version", None)

    def stale(self) -> bool:
        """Whether the game has changed since this dialog opened, so its choice may no longer be
        open."""
        return self.session is not None and getattr(self.session, "version", None) != self.opened_at

    def close(self) -> None:
        self.app.remove(self)

    def choose(self, action: Any) -> None:
        self.close()
        if self.stale():
            self.app.say("That choice is no longer open: the game has moved on", 3)
            return
        self.on_action(action)

    def update(self, dt: float) -> bool:
        if self.stale():
            self.close()  # the table asks again if the game still wants a decision
        return False

    def frame_rect(self, content_h: int) -> Rect:
        lines = sum(len(assets.wrap(b, self.width - 60, theme.FONT_BODY)) for b in self.body)
        h = 90 + lines * 30 + content_h + (70 if self.cancellable else 20)
        return Rect((1920 - self.width) // 2, max(70, (1080 - h) // 2), self.width, h)

    def draw_frame(self, surf: pygame.Surface, content_h: int) -> tuple[Rect, int]:
        dim(surf, 140)
        r = self.frame_rect(content_h)
        panel(surf, r, theme.PANEL, theme.ACCENT, 14, 2)
        label(surf, self.title, (r.x + 30, r.y + 22), theme.FONT_LARGE, theme.ACCENT, "bold")
        y = r.y + 70
        for b in self.body:
            for line in assets.wrap(b, self.width - 60, theme.FONT_BODY):
                label(surf, line, (r.x + 30, y), theme.FONT_BODY, theme.TEXT)
                y += 30
        if self.cancellable:
            button(
                surf,
                self.app.ctl,
                Rect(r.x + r.w - 190, r.y + r.h - 62, 160, 44),
                "dlg:cancel",
                "Cancel (Esc)",
            )
        return r, y + 10

    def handle(self, intent: Intent) -> None:
        if self.cancellable and (intent.target in ("dlg:cancel", "cancel")):
            self.close()


class ChoiceDialog(Dialog):
    """A column of options; number keys pick them. ``default`` is the option Enter picks, and
    the one drawn highlighted (a lone option is always Enter's)."""

    def __init__(
        self,
        app: App,
        title: str,
        body: list[str],
        options: list[Option],
        on_action: Callable[[Any], None],
        cancellable: bool = True,
        default: int | None = None,
    ) -> None:
        super().__init__(app, title, body, on_action, cancellable)
        self.options = options
        self.default = 0 if default is None and len(options) == 1 else default
        self.asked_default = default is not None

    def highlighted(self, i: int) -> bool:
        if self.asked_default:
            return i == self.default and self.options[i].enabled
        # No default asked for: the first of a few options stands out (Enter picks it only when
        # it is the only one).
        return i == 0 and self.options[i].enabled and len(self.options) <= 3

    def pick(self, i: int) -> None:
        if not 0 <= i < len(self.options) or not self.options[i].enabled:
            return
        opt = self.options[i]
        if opt.callback is not None:
            self.close()
            opt.callback()
        elif opt.action is not None:
            self.choose(opt.action)

    def handle(self, intent: Intent) -> None:
        i = intent.index
        if intent.kind == "click" and intent.name == "opt" and i is not None and not intent.disabled:
            self.pick(i)
        elif intent.kind == "click" and intent.name == "opt" and i is not None:
            # A refused option says why (its tip holds the reason).
            if i < len(self.options):
                self.app.say(self.options[i].tip or "not possible now")
        elif intent.kind == "key" and intent.name == NUMBER and i is not None:
            self.pick(i - 1)  # number keys 1-9 pick options, 0 ("number:10") the tenth
        elif intent.kind == "key" and intent.target == "confirm" and self.default is not None:
            self.pick(self.default)
        elif intent.kind == "key" and intent.target == "confirm":
            # No option is Enter's here (a choice that spends or ends something is made on
            # purpose): say how to choose instead of doing nothing.
            n = len(self.options)
            keys = "1–9 or 0" if n >= 10 else f"1–{n}"
            self.app.say(f"Choose one: press {keys} or click it")
        else:
            super().handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        r, y = self.draw_frame(surf, len(self.options) * 58)
        for i, opt in enumerate(self.options):
            key = f"{(i + 1) % 10}. " if i < 10 else ""  # the tenth is 0's
            button(
                surf,
                self.app.ctl,
                Rect(r.x + 30, y, r.w - 60, 48),
                target_id("opt", i),
                key + opt.caption,
                opt.enabled,
                opt.tip,
                primary=self.highlighted(i),
            )
            y += 58
