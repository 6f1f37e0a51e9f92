"""Dialog pieces of a Meaning Made edition's table (`projects`, `life`).

Every dialog of an edition offers what its engine allows and says, in the engine's words, why
anything else is refused. Two pieces were the same in both editions and live here:

- ``option`` — a choice the engine allows, or a disabled one whose tip is its reason;
- ``StepperDialog`` — a number of each token chosen with − / + steppers (paying into a Project,
  pledging to the Mitigation Pool), with the engine's account of the choice under them, played
  on a copy of the state, so what the dialog promises is what the engine then does.

Small functions and one base class, not a dialog per edition with flags: the editions' dialogs
ask different questions (a Touchpoint of three tokens or five, a Stability Window or a pledge)
and keep those whole; what is shared is the mechanism. An edition's stepper dialog names its
``rules`` module, its tokens and words, and the ``action`` its choice plays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from game.family.ruleset import Event
from game.ui import assets, theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes.dialogs import Dialog, Option

Ink = tuple[int, int, int]


def capital(text: str) -> str:
    """The engine's reasons are clauses ("you hold no Support"); said alone they start big."""
    return text[:1].upper() + text[1:]


def option(why_illegal: Callable[[Any, Any], str | None], state: Any, caption: str, action: Any,
           tip: str = "") -> Option:
    """A dialog option the engine allows, or a disabled one whose tip is the engine's reason.
    (An edition binds its ``why_illegal``: ``partial(option, rules.why_illegal)``.)"""
    reason = why_illegal(state, action)
    return Option(caption, action, reason is None, tip if reason is None else capital(reason))


class StepperDialog(Dialog):
    """Choose a number of each token with steppers, at most ``limit`` of each; the engine's
    account of the choice (or its reason to refuse it) is shown below."""

    width = 960
    verb = ""  # the confirming button's word
    rules: ClassVar[Any]  # the edition's rules module: why_illegal, apply
    TOKEN_EMOJI: ClassVar[tuple[str, ...]]
    TOKEN_NAMES: ClassVar[tuple[str, ...]]
    SHOWN: ClassVar[dict[str, Ink]]  # the preview's events shown, each in its ink
    STEP_TIP: ClassVar[str] = "one {} {}"  # a stepper's tip: the token's name, "less" or "more"
    NEED_WORD: ClassVar[str] = "needed"
    ROW_GAP: ClassVar[int] = 56
    FOOT: ClassVar[int] = 80  # room under the steppers for the engine's lines and the buttons
    CONFIRM_WIDTH: ClassVar[int] = 300

    def __init__(
        self,
        app: App,
        state: Any,
        seat: int,
        title: str,
        body: list[str],
        limit: tuple[int, ...],
        play: Callable[[Any], None],
        cancellable: bool = True,
    ) -> None:
        super().__init__(app, title, body, play, cancellable)
        self.state = state
        self.seat = seat
        self.limit = limit
        held = state.players[seat].tokens
        self.pay = [min(limit[t], held[t]) for t in range(len(limit))]  # the usual wish: all one can

    # -- hooks --------------------------------------------------------------------------------
    def action(self) -> Any:
        raise NotImplementedError

    def rows(self) -> list[int]:
        """The tokens with a stepper: those the choice may use."""
        return [t for t in range(len(self.limit)) if self.limit[t]] or [0]

    def most(self, k: int) -> int:
        """The most of token ``k`` the stepper offers: what is needed, and no more than is held
        (the engine would refuse the rest, so the "+" never offers it)."""
        return min(self.limit[k], self.state.players[self.seat].tokens[k])

    def more_blocker(self, k: int) -> str | None:
        """Why "+" cannot add one more of token ``k`` (None if it can)."""
        name = self.TOKEN_NAMES[k]
        if self.pay[k] >= self.limit[k]:
            return f"no more {name} is needed"
        held = self.state.players[self.seat].tokens[k]
        if self.pay[k] >= held:
            return f"you hold no {name}" if held == 0 else f"you hold only {held} {name}"
        return None

    def tip(self, text: str) -> str:
        """A refusal as a button's tip."""
        return capital(text)

    def extra_buttons(self, surf: pygame.Surface, r: Rect, y: int) -> None:
        """Buttons beside the confirming one."""

    # -- the engine's word --------------------------------------------------------------------
    def reason(self) -> str | None:
        return self.rules.why_illegal(self.state, self.action())  # type: ignore[no-any-return]

    def preview(self) -> list[Event]:
        """What the engine says the choice does, played on a copy (nothing changes at the table)."""
        copy = self.state.clone()
        copy.narrate = True
        return self.rules.apply(copy, self.action())  # type: ignore[no-any-return]

    def outcome(self) -> list[tuple[str, Ink]]:
        """The engine's sentences for this choice, in the inks of ``SHOWN``."""
        if self.reason() is not None:
            return []
        return [(str(e.data["text"]), self.SHOWN[e.kind]) for e in self.preview() if e.kind in self.SHOWN]

    def confirm(self) -> None:
        reason = self.reason()
        if reason is not None:
            self.app.say(capital(reason))
            return
        self.choose(self.action())

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "click" and intent.name in ("inc", "dec") and intent.index is not None:
            k = intent.index
            if k < len(self.pay):
                self.pay[k] = max(0, min(self.most(k), self.pay[k] + (1 if intent.name == "inc" else -1)))
        elif t in ("dlg:confirm", "confirm", "disabled:dlg:confirm"):
            self.confirm()
        else:
            super().handle(intent)

    # -- picture ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        rows = self.rows()
        r, y = self.draw_frame(surf, len(rows) * self.ROW_GAP + 4 * 30 + self.FOOT)
        ctl = self.app.ctl
        held = self.state.players[self.seat].tokens
        for k in rows:
            name = self.TOKEN_NAMES[k]
            surf.blit(assets.icon(self.TOKEN_EMOJI[k], 40), (r.x + 40, y + 4))
            label(surf, str(self.pay[k]), (r.x + 200, y + 24), theme.FONT_TITLE, theme.TEXT, "bold", "center")
            button(surf, ctl, Rect(r.x + 100, y + 4, 44, 44), f"dec:{k}", "−", self.pay[k] > 0,
                   self.STEP_TIP.format(name, "less"))
            stop = self.more_blocker(k)
            button(surf, ctl, Rect(r.x + 250, y + 4, 44, 44), f"inc:{k}", "+", stop is None,
                   self.STEP_TIP.format(name, "more") if stop is None else self.tip(stop))
            label(surf, f"{self.NEED_WORD} {self.limit[k]} · you hold {held[k]}", (r.x + 330, y + 24),
                  theme.FONT_SMALL, theme.TEXT_DIM, anchor="midleft")
            y += self.ROW_GAP
        y += 6
        reason = self.reason()
        lines = self.outcome() if reason is None else [("⚠️ " + capital(reason), theme.WARN)]
        for text, ink in lines[:4]:
            fitted, size = assets.fit_lines(text, r.w - 60, 1, theme.FONT_BODY, theme.FONT_SMALL - 2)
            label(surf, fitted[0], (r.x + 30, y), size, ink, "semibold")
            y += 30
        y = r.y + r.h - 62
        ok = reason is None
        button(surf, ctl, Rect(r.x + 30, y, self.CONFIRM_WIDTH, 48), "dlg:confirm",
               f"{self.verb} (Enter)", ok, "" if ok else self.tip(reason or ""), primary=ok)
        self.extra_buttons(surf, r, y)
