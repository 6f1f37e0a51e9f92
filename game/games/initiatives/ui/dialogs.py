"""Meaning Made `initiatives`' own dialogs: paying into an Initiative with steppers, and the
Touchpoint's grid of offers. Built on the shell's ``Dialog``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.initiatives import TOKEN_EMOJI, Action, InitiativeSlot
from game.ui import assets, theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes.dialogs import Dialog


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
        if intent.kind == "click" and intent.name in ("inc", "dec") and intent.index is not None:
            k = intent.index
            if k < len(self.pay):
                self.pay[k] = max(0, min(self.most[k], self.pay[k] + (1 if intent.name == "inc" else -1)))
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
        # each button's id -> its action: a click is looked up, never read apart
        self.legal = {f"tp:{a.kind}:{a.seat}:{a.pay.index(1)}": a
                      for a in legal if a.kind in ("give", "request")}
        self.names = names
        self.others = [s for s in range(len(names)) if s != me]

    def handle(self, intent: Intent) -> None:
        action = self.legal.get(intent.target) if intent.kind == "click" else None
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
                    target = f"tp:{kind}:{seat}:{tok}"
                    ok = target in self.legal
                    tip = "" if ok else "you hold none"
                    button(
                        surf,
                        ctl,
                        Rect(r.x + 250 + col * 320 + tok * 92, y, 84, 46),
                        target,
                        TOKEN_EMOJI[tok],
                        ok,
                        tip,
                    )
            y += 56
