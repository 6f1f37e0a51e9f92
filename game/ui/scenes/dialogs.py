"""Modal choices over the board. Each offers only legal actions, built from ``legal_actions``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.games.initiatives import TOKEN_EMOJI, Action, InitiativeSlot
from game.ui import assets, theme
from game.ui.app import App, Scene
from game.ui.draw import button, dim, label, panel
from game.ui.input import Intent
from game.ui.layout import Rect


@dataclass
class Option:
    caption: str
    action: Action | None = None  # None: a callback instead
    enabled: bool = True
    tip: str = ""
    callback: Callable[[], None] | None = None


class Dialog(Scene):
    opaque = False
    width = 760

    def __init__(
        self,
        app: App,
        title: str,
        body: list[str],
        on_action: Callable[[Action], None],
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

    def choose(self, action: Action) -> None:
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
    """A column of options; number keys pick them."""

    def __init__(
        self,
        app: App,
        title: str,
        body: list[str],
        options: list[Option],
        on_action: Callable[[Action], None],
        cancellable: bool = True,
    ) -> None:
        super().__init__(app, title, body, on_action, cancellable)
        self.options = options

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
        if intent.kind == "click" and intent.target.startswith("opt:"):
            self.pick(int(intent.target[4:]))
        elif intent.kind == "click" and intent.target.startswith("disabled:opt:"):
            # A refused option says why (its tip holds the reason).
            i = int(intent.target.removeprefix("disabled:opt:"))
            if 0 <= i < len(self.options):
                self.app.say(self.options[i].tip or "not possible now")
        elif intent.kind == "key" and intent.target.startswith("prism_"):
            self.pick(int(intent.target[6:]) - 1)  # number keys 1-6 pick options
        elif intent.kind == "key" and intent.target == "confirm" and len(self.options) == 1:
            self.pick(0)
        else:
            super().handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        r, y = self.draw_frame(surf, len(self.options) * 58)
        for i, opt in enumerate(self.options):
            key = f"{i + 1}. " if i < 6 else ""
            button(
                surf,
                self.app.ctl,
                Rect(r.x + 30, y, r.w - 60, 48),
                f"opt:{i}",
                key + opt.caption,
                opt.enabled,
                opt.tip,
                primary=(i == 0 and opt.enabled and len(self.options) <= 3),
            )
            y += 58


class ContributeDialog(Dialog):
    """Choose how many of each token to pay into an Initiative: steppers, then confirm."""

    def __init__(
        self, app: App, slot: InitiativeSlot, legal: list[Action], on_action: Callable[[Action], None],
        warn: Callable[[Action], str | None] | None = None,
    ) -> None:
        body = [f"Open boxes: {self._open(slot)}. Pay any of them; you may not overpay."]
        super().__init__(app, f"Contribute to {slot.card.name}", body, on_action)
        self.legal = {a.pay: a for a in legal if any(a.pay)}
        self.join = next((a for a in legal if not any(a.pay)), None)
        self.most = tuple(max((p[t] for p in self.legal), default=0) for t in range(3))
        self.warn = warn  # what playing a choice would end, said before it is confirmed
        # Start with what completes the card when the player can pay it all; otherwise with the
        # most one could pay but Support kept back when anything else can be paid: it is the
        # token the Stability Window needs, and the player adds it on purpose.
        self.pay = list(self.most)
        completes = all(self.most[t] == slot.need[t] - slot.paid[t] for t in range(3))
        if not completes and self.pay[2] and (self.pay[0] or self.pay[1]):
            self.pay[2] = 0

    @staticmethod
    def _open(slot: InitiativeSlot) -> str:
        parts = [
            f"{slot.need[t] - slot.paid[t]}{TOKEN_EMOJI[t]}" for t in range(3) if slot.need[t] - slot.paid[t]
        ]
        return " ".join(parts) or "none"

    def chosen(self) -> Action | None:
        return self.legal.get((self.pay[0], self.pay[1], self.pay[2]))

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "click" and t.startswith(("inc:", "dec:")):
            k = int(t[4:])
            self.pay[k] = max(0, min(self.most[k], self.pay[k] + (1 if t.startswith("inc") else -1)))
        elif t in ("dlg:confirm", "confirm") and self.chosen() is not None:
            self.choose(self.chosen())  # type: ignore[arg-type]
        elif t == "dlg:join" and self.join is not None:
            self.choose(self.join)
        else:
            super().handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        warning = self.warn(self.chosen()) if self.warn and self.chosen() is not None else None  # type: ignore[arg-type]
        r, y = self.draw_frame(surf, 3 * 60 + 70 + (44 if warning else 0))
        ctl = self.app.ctl
        for k in range(3):
            row_y = y + k * 60
            surf.blit(assets.icon(TOKEN_EMOJI[k], 40), (r.x + 40, row_y + 4))
            label(
                surf,
                f"{self.pay[k]}",
                (r.x + 200, row_y + 24),
                theme.FONT_TITLE,
                theme.TEXT,
                "bold",
                "center",
            )
            label(
                surf,
                f"(up to {self.most[k]})",
                (r.x + 330, row_y + 24),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                anchor="midleft",
            )
            button(surf, ctl, Rect(r.x + 100, row_y + 4, 44, 44), f"dec:{k}", "−", self.pay[k] > 0)
            button(surf, ctl, Rect(r.x + 250, row_y + 4, 44, 44), f"inc:{k}", "+", self.pay[k] < self.most[k])
        y += 3 * 60 + 10
        if warning:
            label(surf, f"⚠️ {warning}", (r.x + 30, y + 14), theme.FONT_BODY, theme.WARN, "semibold",
                  "midleft", max_width=r.w - 60)
            y += 44
        ok = self.chosen() is not None
        tip = "" if ok else "choose at least one token you can pay"
        button(
            surf, ctl, Rect(r.x + 30, y, 300, 48), "dlg:confirm", "Contribute (Enter)", ok, tip, primary=ok
        )
        if self.join is not None:
            button(
                surf,
                ctl,
                Rect(r.x + 350, y, 360, 48),
                "dlg:join",
                "Join with no tokens (you bring a missing signature)",
                tip="every box is paid; your Palette brings a missing signature",
            )


class TouchpointDialog(Dialog):
    """Give or request one token with one player: a grid of the legal offers."""

    width = 900

    def __init__(
        self, app: App, legal: list[Action], names: list[str], me: int, on_action: Callable[[Action], None]
    ) -> None:
        body = [
            "Give 1 token you hold, or ask for 1. If the other player accepts, both gain +1🛡️. "
            "Once per round, whatever the answer."
        ]
        super().__init__(app, "💬 Touchpoint", body, on_action)
        self.legal = {(a.kind, a.seat, a.pay.index(1)): a for a in legal if a.kind in ("give", "request")}
        self.names = names
        self.others = [s for s in range(len(names)) if s != me]

    def handle(self, intent: Intent) -> None:
        if intent.kind == "click" and intent.target.startswith("tp:"):
            _, kind, seat, tok = intent.target.split(":")
            action = self.legal.get((kind, int(seat), int(tok)))
            if action is not None:
                self.choose(action)
        else:
            super().handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        r, y = self.draw_frame(surf, 44 + len(self.others) * 56)
        ctl = self.app.ctl
        label(surf, "Give", (r.x + 380, y + 10), theme.FONT_BODY, theme.TEXT_DIM, "semibold", "midtop")
        label(surf, "Request", (r.x + 700, y + 10), theme.FONT_BODY, theme.TEXT_DIM, "semibold", "midtop")
        y += 44
        for seat in self.others:
            label(
                surf, self.names[seat], (r.x + 30, y + 24), theme.FONT_BODY, theme.TEXT, "semibold", "midleft"
            )
            for col, kind in enumerate(("give", "request")):
                for tok in range(3):
                    ok = (kind, seat, tok) in self.legal
                    tip = "" if ok else "you hold none"
                    button(
                        surf,
                        ctl,
                        Rect(r.x + 250 + col * 320 + tok * 92, y, 84, 46),
                        f"tp:{kind}:{seat}:{tok}",
                        TOKEN_EMOJI[tok],
                        ok,
                        tip,
                    )
            y += 56
