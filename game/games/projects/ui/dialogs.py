"""Edition `projects` dialogs: every choice a player makes away from a single click — Acquire,
Obtain with the layer discount (P2), Contribute, Touchpoint, and the decisions the game waits
for (a Touchpoint's answer, the Stability Window's donation, Reward+).

Every option is one the engine allows or is disabled with its reason (``dialog_kit.option``);
Contribute's steppers are the kit's ``StepperDialog``, whose preview plays the payment on a copy
of the state, so what it promises (a Project completing, its Legacy and Reward+) is what the
engine then does.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ClassVar

import pygame

from game.family.words import verb
from game.games.meaning_made import dialog_kit
from game.games.meaning_made.dialog_kit import StepperDialog, capital
from game.games.projects import rules
from game.games.projects.actions import ONE_HOT, Action
from game.games.projects.cards import LAYERS, TOKEN_EMOJI
from game.games.projects.state import MEANING_MAX, ProjectsState
from game.games.projects.ui.cards_view import token_icons
from game.ui import theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes.dialogs import ChoiceDialog, Dialog

TOKEN_NAMES = ("Energy", "Insight", "Support")
Play = Callable[[Action], None]
option = partial(dialog_kit.option, rules.why_illegal)  # what the engine allows, or its reason


# -- on your turn -------------------------------------------------------------------------------
def acquire_dialog(app: App, state: ProjectsState, play: Play) -> ChoiceDialog:
    opts = [option(state, f"Take {token_icons(a.pay)}", a) for a in rules.ACQUIRE]
    body = ["⛏️ Take 2 tokens in any mix of ☀️ Energy and 🔍 Insight (never ❤️ Support). One action."]
    return ChoiceDialog(app, "⛏️ Acquire", body, opts, play)


def obtain_dialog(app: App, state: ProjectsState, card_id: str, play: Play) -> ChoiceDialog:
    """The layer discount (P2) takes one printed token off: the buyer chooses which."""
    card = state.cards.patterns[card_id]
    seat = state.current
    opts = []
    for pay in rules.obtain_payments(state, seat, card_id):
        off = [t for t in range(3) if card.cost[t] - pay[t]]
        what = f" — the discount takes off 1{TOKEN_EMOJI[off[0]]}" if off else ""
        opts.append(
            option(state, f"Pay {token_icons(pay) or 'nothing'}{what}", Action("obtain", card_id, pay))
        )
    layer = f"{LAYERS[card.layer]} (layer {card.layer})"
    body = [
        f"{card.name} costs {token_icons(card.cost)}. You already own a {layer} Pattern, so "
        "one printed token of your choice comes off. Choose which token you keep."
    ]
    return ChoiceDialog(app, f"🧬 Obtain {card.name}", body, opts, play)


class ContributeDialog(StepperDialog):
    """Choose the tokens to pay into a Project: at least one, at most what it still needs.
    What the payment would do (the first contribution's space, a completion with its Legacy,
    Meaning and Reward+) is the engine's own account of it, played on a copy."""

    width = 900
    verb = "Contribute"
    rules = rules
    TOKEN_EMOJI = TOKEN_EMOJI
    TOKEN_NAMES = TOKEN_NAMES
    SHOWN: ClassVar[dict[str, tuple[int, int, int]]] = {
        "contributed": theme.TEXT,
        "completed": theme.ACCENT,
        "completion_reward": theme.GOOD,
        "game_over": theme.ACCENT,
    }
    STEP_TIP = "pay one {} {}"
    NEED_WORD = "still needed"
    ROW_GAP = 60
    FOOT = 70
    CONFIRM_WIDTH = 320

    def __init__(self, app: App, state: ProjectsState, card_id: str, play: Play) -> None:
        slot = state.slot_of(card_id)
        assert slot is not None, "a Contribute dialog opens on a face-up Project"
        self.card_id = card_id
        self.needed = slot.still_needed()
        held = state.players[state.current].tokens
        first = state.current not in slot.contributors
        body = [
            f"Still needed: {rules.tokens_text(self.needed)}. You hold {rules.tokens_text(held)}.",
            "Your first contribution puts one of your player tokens in the next open space "
            "(the order of first contributions is the Legacy order 6 / 3 / 1)."
            if first
            else "You already hold a space here: this adds tokens, no new player token.",
        ]
        super().__init__(app, state, state.current, f"⚙️ Contribute to {slot.card.name}", body,
                         tuple(self.needed), play)

    def action(self) -> Action:
        return Action("contribute", self.card_id, (self.pay[0], self.pay[1], self.pay[2]))

    def rows(self) -> list[int]:
        return [0, 1, 2]  # every token, even one the Project no longer needs

    def most(self, k: int) -> int:
        return self.limit[k]  # past what is held the engine's reason shows under the steppers

    def more_blocker(self, k: int) -> str | None:
        return None if self.pay[k] < self.limit[k] else f"the Project needs no more {TOKEN_NAMES[k]}"

    def tip(self, text: str) -> str:
        return text


class TouchpointDialog(Dialog):
    """Give 1 token or ask for 1, with one other player; each button is an action the engine
    allows, or disabled with the engine's reason."""

    width = 980

    def __init__(self, app: App, state: ProjectsState, names: list[str], play: Play) -> None:
        body = [
            "💬 Give 1 token you hold, or ask for 1 of a named type. If the other player "
            "accepts, both of you gain +1🛡️ Vitals. One Touchpoint started a round, whatever "
            "the answer; it uses one action."
        ]
        super().__init__(app, "💬 Touchpoint", body, play)
        self.state = state
        self.names = names
        self.me = state.current
        self.others = [s for s in range(len(names)) if s != self.me]
        # each button's id -> its action: a click is looked up, never read apart
        self.choices = {f"tp:{kind}:{seat}:{tok}": self.action(kind, seat, tok)
                        for seat in self.others for kind in ("give", "request") for tok in range(3)}

    @staticmethod
    def action(kind: str, seat: int, token: int) -> Action:
        return Action(kind, pay=ONE_HOT[token], seat=seat)

    def handle(self, intent: Intent) -> None:
        action = self.choices.get(intent.id) if intent.kind == "click" else None
        if action is not None:
            reason = rules.why_illegal(self.state, action)
            if reason is None:
                self.choose(action)
            else:
                self.app.say(capital(reason))
        else:
            super().handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        r, y = self.draw_frame(surf, 44 + len(self.others) * 56)
        ctl = self.app.ctl
        label(surf, "Give", (r.x + 420, y + 10), theme.FONT_BODY, theme.TEXT_DIM, "semibold", "midtop")
        label(surf, "Request", (r.x + 760, y + 10), theme.FONT_BODY, theme.TEXT_DIM, "semibold", "midtop")
        y += 44
        for seat in self.others:
            label(
                surf,
                self.names[seat],
                (r.x + 30, y + 24),
                theme.FONT_BODY,
                theme.TEXT,
                "semibold",
                "midleft",
                max_width=240,
            )
            for col, kind in enumerate(("give", "request")):
                for tok in range(3):
                    target = f"tp:{kind}:{seat}:{tok}"
                    reason = rules.why_illegal(self.state, self.choices[target])
                    verb = "Give" if kind == "give" else "Ask for"
                    prep = "to" if kind == "give" else "from"
                    tip = reason or f"{verb} 1{TOKEN_EMOJI[tok]} {prep} {self.names[seat]}"
                    button(
                        surf,
                        ctl,
                        Rect(r.x + 290 + col * 340 + tok * 92, y, 84, 46),
                        target,
                        TOKEN_EMOJI[tok],
                        reason is None,
                        tip,
                    )
            y += 56


# -- decisions the game waits for -------------------------------------------------------------
def respond_dialog(app: App, state: ProjectsState, play: Play) -> ChoiceDialog:
    d = state.pending[0]
    me, other = state.name(d.seat), state.name(d.other)
    tok = TOKEN_EMOJI[d.token]
    text = (
        f"{other} offers you 1{tok}."
        if d.mode == "give"
        else f"{other} asks you for 1{tok} (you hold {state.players[d.seat].tokens[d.token]})."
    )
    opts = [
        option(state, "Accept — both of you gain +1🛡️", Action("accept")),
        option(state, "Decline", Action("decline")),
    ]
    return ChoiceDialog(
        app,
        f"{me}: a Touchpoint",
        [text + " If you accept, both of you gain +1🛡️ Vitals."],
        opts,
        play,
        cancellable=False,
    )


def donate_dialog(app: App, state: ProjectsState, play: Play) -> ChoiceDialog:
    """The Stability Window: solo shows its own gain and penalty (P6)."""
    d = state.pending[0]
    me = state.name(d.seat)
    held = state.players[d.seat].tokens[2]
    if state.solo:
        level = state.setup.solo_difficulty
        gain, loss = rules.SOLO_DONATE[level], rules.SOLO_SKIP[level]
        after = min(MEANING_MAX, state.meaning + gain)
        donate = f"Donate 1❤️ → +{gain}🌟 Meaning ({state.meaning} → {after})"
        skip = (
            f"Pass → −{loss}🌟 Meaning ({state.meaning} → {max(0, state.meaning - loss)})"
            if loss
            else "Pass (no penalty on Easy)"
        )
        body = [
            f"Solo Stability Window ({level.title()}): donating 1❤️ raises Meaning by {gain}; "
            + (f"not donating lowers it by {loss}." if loss else "not donating costs nothing."),
            f"Meaning is {state.meaning}. You hold {held}❤️.",
        ]
        if loss and state.meaning - loss <= 0:
            body.append("⚠️ Passing now collapses the world.")
    else:
        each = rules.support_worth(state)  # DP18: +2 a Support at two seats
        gain = min(rules.donation_gain(state), MEANING_MAX - state.meaning)
        donate = f"Donate 1❤️ → +{gain}🌟 Meaning ({state.meaning} → {state.meaning + gain})"
        skip = "Pass"
        body = [
            f"Stability Window: each player may donate 1❤️ for +{each}🌟 Meaning; the group raises "
            f"Meaning by {rules.DONATION_CAP} at most a round ({state.donated} so far).",
            f"Meaning is {state.meaning}. {verb(me, 'hold')} {held}❤️.",
        ]
    opts = [option(state, donate, Action("donate")), option(state, skip, Action("pass"))]
    return ChoiceDialog(app, f"{me}: 🌀 Stability Window", body, opts, play, cancellable=False)


def take_dialog(app: App, state: ProjectsState, play: Play) -> ChoiceDialog:
    """Completion Reward+ "a token of your choice", asked of each contributor in order (P4)."""
    d = state.pending[0]
    opts = [
        option(state, f"Take 1{TOKEN_EMOJI[t]} {TOKEN_NAMES[t]}", Action("take", pay=ONE_HOT[t]))
        for t in range(3)
    ]
    more = f" ({d.count} to choose)" if d.count > 1 else ""
    body = [f"A completed Project's Reward+ gives you a token of your choice{more}."]
    return ChoiceDialog(app, f"{state.name(d.seat)}: Reward+", body, opts, play, cancellable=False)


DECISIONS = {"respond": respond_dialog, "donate": donate_dialog, "take": take_dialog}
