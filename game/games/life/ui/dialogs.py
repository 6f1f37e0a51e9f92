"""Edition `life` dialogs: every choice a player makes away from a single click — Acquire,
Stabilize, the Social Touchpoint and its answer (with L10's conversion), Contribute and the
Stability Check's pledge.

Options come from ``dialog_kit.option`` (allowed, or disabled with the engine's reason); the
five-token steppers of Contribute and the pledge are the kit's ``StepperDialog``, whose preview
plays the choice on a copy, so what it promises (a Project completing, the pool filling) is
what the engine then does; here a refused "+" also says why when clicked.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ClassVar

import pygame

from game.family.words import possessive
from game.games.life import rules
from game.games.life.actions import ONE_HOT, Action
from game.games.life.cards import TOKEN_EMOJI, TOKEN_NAMES
from game.games.life.state import LifeState
from game.games.life.ui.cards_view import token_icons
from game.games.meaning_made import dialog_kit
from game.games.meaning_made.dialog_kit import StepperDialog, capital
from game.ui import theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes.dialogs import ChoiceDialog, Dialog

Play = Callable[[Action], None]


option = partial(dialog_kit.option, rules.why_illegal)  # what the engine allows, or its reason


# -- on your turn -------------------------------------------------------------------------------
def acquire_dialog(app: App, state: LifeState, play: Play) -> ChoiceDialog:
    opts = [
        option(
            state,
            f"Take {token_icons(a.pay)}  ({' + '.join(TOKEN_NAMES[t] for t in range(5) if a.pay[t])})",
            a,
        )
        for a in rules.ACQUIRE
    ]
    body = ["Take 2 tokens of two different types. One action."]
    return ChoiceDialog(app, "Acquire", body, opts, play)


def stabilize_dialog(app: App, state: LifeState, play: Play) -> ChoiceDialog:
    opts = [
        option(state, f"Remove a local 🌀 ({state.local} on the board)", Action("stabilize", "local")),
        option(
            state,
            f"Lower World Drift {state.drift} → {state.drift - 1}" if state.drift
            else "World Drift is 0: spend 1❤️ for Coherence alone",
            Action("stabilize", "world"),
        ),
    ]
    body = ["Spend 1❤️ to fight Drift; you gain +1 Coherence. One action."]
    return ChoiceDialog(app, "Stabilize", body, opts, play)


def respond_dialog(app: App, state: LifeState, play: Play) -> ChoiceDialog:
    d = state.pending[0]
    asker = state.name(d.other)
    opts = [
        option(
            state, f"Give 1{TOKEN_EMOJI[d.token]} to {asker}", Action("accept"), f"{asker} gains +1 Social"
        ),
        option(state, "Decline", Action("decline")),
    ]
    if rules.why_illegal(state, rules.CONVERT) is None:  # asked for ❤️ holding none (L10)
        opts.insert(0, option(state, "Convert 2☀️ → 1❤️ first", rules.CONVERT,
                              "not an answer: the request waits, then you give or decline"))
    body = [
        f"{asker} asks you for 1{TOKEN_EMOJI[d.token]} {TOKEN_NAMES[d.token]} (Social Touchpoint). "
        f"If you agree, {asker} moves +1 Social Standing."
    ]
    return ChoiceDialog(app, "A request", body, opts, play, cancellable=False)


class TouchpointDialog(Dialog):
    """Give 1 token or ask for 1, with one other player; each button is an action the engine
    allows, or disabled with the engine's reason."""

    width = 1000

    def __init__(self, app: App, state: LifeState, play: Play) -> None:
        body = [
            "Give 1 token you hold to another player: +1 Social. Or ask one for a token: if "
            "they agree, +1 Social. One action."
        ]
        super().__init__(app, "Social Touchpoint", body, play)
        self.state = state
        self.others = [s for s in range(len(state.players)) if s != state.current]
        # each button's id -> its action: a click is looked up, never read apart
        self.choices = {f"{mode}:{seat}:{t}": Action(mode, pay=ONE_HOT[t], seat=seat)
                        for seat in self.others for mode in ("give", "request") for t in range(5)}

    def handle(self, intent: Intent) -> None:
        a = self.choices.get(intent.id) if intent.kind == "click" else None
        if a is not None and not intent.disabled:
            self.choose(a)
        elif a is not None:
            reason = rules.why_illegal(self.state, a)
            self.app.say(capital(reason or "not possible now"))
        else:
            super().handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        r, y = self.draw_frame(surf, len(self.others) * 64 + 30)
        ctl = self.app.ctl
        label(surf, "give", (r.x + 330, y), theme.FONT_SMALL, theme.TEXT_DIM)
        label(surf, "ask for", (r.x + 660, y), theme.FONT_SMALL, theme.TEXT_DIM)
        y += 28
        for seat in self.others:
            p = self.state.players[seat]
            label(
                surf,
                p.name,
                (r.x + 30, y + 24),
                theme.FONT_BODY,
                theme.TEXT,
                "semibold",
                "midleft",
                max_width=150,
            )
            label(
                surf,
                token_icons(p.tokens) or "no tokens",
                (r.x + 30, y + 48),
                theme.FONT_SMALL - 2,
                theme.TEXT_DIM,
                anchor="midleft",
                max_width=260,
            )
            for mode, x0 in (("give", r.x + 330), ("request", r.x + 660)):
                for t in range(5):
                    target = f"{mode}:{seat}:{t}"
                    reason = rules.why_illegal(self.state, self.choices[target])
                    tip = (
                        f"give 1 {TOKEN_NAMES[t]} to {p.name}"
                        if mode == "give"
                        else f"ask {p.name} for 1 {TOKEN_NAMES[t]}"
                    )
                    button(
                        surf,
                        ctl,
                        Rect(x0 + t * 60, y + 6, 54, 48),
                        target,
                        TOKEN_EMOJI[t],
                        reason is None,
                        capital(reason or tip),
                    )
            y += 64


class TokenDialog(StepperDialog):
    """Choose a number of each of the five tokens with steppers, bounded by ``limit``; the
    engine's account of the choice (or its reason to refuse it) is shown below."""

    rules = rules
    TOKEN_EMOJI = TOKEN_EMOJI
    TOKEN_NAMES = TOKEN_NAMES
    SHOWN: ClassVar[dict[str, tuple[int, int, int]]] = {
        "completed": theme.ACCENT,
        "mitigated": theme.GOOD,
        "end_trigger": theme.ACCENT,
        "game_over": theme.ACCENT,
        "not_mitigated": theme.WARN,
        "drift": theme.BAD,
        "contributed": theme.TEXT,
        "pledged": theme.TEXT,
    }

    def handle(self, intent: Intent) -> None:
        if (intent.kind == "click" and intent.disabled and intent.name == "inc"
                and intent.index is not None and intent.index < len(self.pay)):
            self.app.say(capital(self.more_blocker(intent.index) or "not possible now"))
        else:
            super().handle(intent)


class ContributeDialog(TokenDialog):
    """Pay icons a Project still needs: at least one, never more than it needs."""

    verb = "Contribute"

    def __init__(self, app: App, state: LifeState, card_id: str, play: Play) -> None:
        slot = state.slot_of(card_id)
        assert slot is not None, "a Contribute dialog opens on a Project in the Row"
        self.card_id = card_id
        needed = slot.still_needed()
        social = "Paying ❤️ gives +1 Social" + (
            f"; Layer {slot.card.layer} gives +1 more" if slot.card.layer >= 9 else ""
        )
        body = [
            f"Still needed: {rules.tokens_text(needed)}. Each icon you pay is one credit: the most "
            f"credits rank Top (6), then Second (3), others 1; ties go to the earliest mark. {social}."
        ]
        super().__init__(app, state, state.current, f"Contribute to {slot.card.name}", body, needed, play)

    def action(self) -> Action:
        return Action("contribute", self.card_id, tuple(self.pay))  # type: ignore[arg-type]


class PledgeDialog(TokenDialog):
    """L5: the Stability Check's pledge round, showing what is pledged and what is missing."""

    verb = "Pledge"
    width = 1040

    def __init__(self, app: App, state: LifeState, play: Play) -> None:
        seat = state.pending[0].seat
        ev = state.cards.events[state.event] if state.event is not None else None
        lack = rules.missing(state)
        pool = []
        for s in state.order:
            if any(state.pledged[s]):
                pool.append(f"{state.name(s)} {rules.tokens_text(state.pledged[s])}")
        need = rules.tokens_text(ev.mitigation) if ev is not None else "nothing"
        effect = (
            f"reduces the Drift to +{rules.mitigated_drift(state)}"
            if ev is not None and ev.reduce
            else "cancels the Drift"
        )
        body = [
            f"{ev.name if ev else 'The Event'}: World Drift +{state.pending_drift} unless the table "
            f"pledges {need} ({effect}).",
            f"Pledged so far: {'; '.join(pool) if pool else 'nothing'}. Still missing: "
            f"{rules.tokens_text(lack)}.",
            "If the pool is not filled, every pledge comes back to its owner.",
        ]
        super().__init__(
            app, state, seat, f"Mitigation — {possessive(state.name(seat))} pledge", body, lack, play,
            cancellable=False
        )

    def action(self) -> Action:
        return Action("pledge", pay=tuple(self.pay))  # type: ignore[arg-type]

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if t == "dlg:none":
            self.choose(Action("pledge"))
        elif t in ("dlg:convert", "convert"):
            self.choose(Action("convert"))  # the table reopens the pledge with the new ❤️
        elif t == "disabled:dlg:convert":
            self.app.say(capital(rules.why_illegal(self.state, Action("convert")) or "not possible now"))
        else:
            super().handle(intent)

    def extra_buttons(self, surf: pygame.Surface, r: Rect, y: int) -> None:
        ctl = self.app.ctl
        button(surf, ctl, Rect(r.x + 350, y, 260, 48), "dlg:none", "Pledge nothing")
        reason = rules.why_illegal(self.state, Action("convert"))
        button(
            surf,
            ctl,
            Rect(r.x + 630, y, 380, 48),
            "dlg:convert",
            "Convert 2☀️ → 1❤️ (K)",
            reason is None,
            capital(reason or "emergency conversion, then pledge"),
        )


def decision_dialog(app: App, state: LifeState, play: Play) -> Dialog:
    if state.pending[0].kind == "respond":
        return respond_dialog(app, state, play)
    return PledgeDialog(app, state, play)
