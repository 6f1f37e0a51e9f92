"""Edition `projects` dialogs: every choice a player makes away from a single click.

Each offers what the engine allows and says, in the engine's words (``rules.why_illegal``),
why anything else is refused; a preview plays the choice on a copy of the state, so what a
dialog promises (a Project completing, its Legacy and Reward+) is what the engine then does.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.family.ruleset import Event
from game.family.words import verb
from game.games.projects import rules
from game.games.projects.actions import ONE_HOT, Action
from game.games.projects.cards import LAYERS, TOKEN_EMOJI
from game.games.projects.state import MEANING_MAX, ProjectsState
from game.games.projects.ui.cards_view import token_icons
from game.ui import assets, theme
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes.dialogs import ChoiceDialog, Dialog, Option

TOKEN_NAMES = ("Energy", "Insight", "Support")
Play = Callable[[Action], None]


def preview(state: ProjectsState, action: Action) -> list[Event]:
    """What the engine says ``action`` does, played on a copy (nothing changes at the table)."""
    copy = state.clone()
    copy.narrate = True
    return rules.apply(copy, action)


def option(state: ProjectsState, caption: str, action: Action, tip: str = "") -> Option:
    """A dialog option the engine allows, or a disabled one whose tip is the engine's reason."""
    reason = rules.why_illegal(state, action)
    return Option(caption, action, reason is None, tip if reason is None else reason[0].upper() + reason[1:])


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


class ContributeDialog(Dialog):
    """Choose the tokens to pay into a Project: at least one, at most what it still needs.
    What the payment would do (the first contribution's space, a completion with its Legacy,
    Meaning and Reward+) is the engine's own account of it, played on a copy."""

    width = 900

    def __init__(self, app: App, state: ProjectsState, card_id: str, play: Play) -> None:
        slot = state.slot_of(card_id)
        assert slot is not None, "a Contribute dialog opens on a face-up Project"
        self.state = state
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
        super().__init__(app, f"⚙️ Contribute to {slot.card.name}", body, play)
        # Start with the most one can pay of what is still needed: the usual wish.
        self.pay = [min(self.needed[t], held[t]) for t in range(3)]

    def action(self) -> Action:
        return Action("contribute", self.card_id, (self.pay[0], self.pay[1], self.pay[2]))

    def reason(self) -> str | None:
        return rules.why_illegal(self.state, self.action())

    def outcome(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The engine's sentences for this payment: a completion first, in gold."""
        if self.reason() is not None:
            return []
        events = preview(self.state, self.action())
        ink = {"completed": theme.ACCENT, "completion_reward": theme.GOOD, "game_over": theme.ACCENT}
        shown = [
            e for e in events if e.kind in ("contributed", "completed", "completion_reward", "game_over")
        ]
        return [(str(e.data["text"]), ink.get(e.kind, theme.TEXT)) for e in shown]

    def confirm(self) -> None:
        reason = self.reason()
        if reason is not None:
            self.app.say(reason[0].upper() + reason[1:])
            return
        self.choose(self.action())

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "click" and t.startswith(("inc:", "dec:")):
            k = int(t[4:])
            self.pay[k] = max(0, min(self.needed[k], self.pay[k] + (1 if t.startswith("inc") else -1)))
        elif t in ("dlg:confirm", "confirm", "disabled:dlg:confirm"):
            self.confirm()
        else:
            super().handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        r, y = self.draw_frame(surf, 3 * 60 + 70 + 4 * 30)
        ctl = self.app.ctl
        held = self.state.players[self.state.current].tokens
        for k in range(3):
            row_y = y + k * 60
            surf.blit(assets.icon(TOKEN_EMOJI[k], 40), (r.x + 40, row_y + 4))
            label(
                surf,
                str(self.pay[k]),
                (r.x + 200, row_y + 24),
                theme.FONT_TITLE,
                theme.TEXT,
                "bold",
                "center",
            )
            button(
                surf,
                ctl,
                Rect(r.x + 100, row_y + 4, 44, 44),
                f"dec:{k}",
                "−",
                self.pay[k] > 0,
                f"pay one {TOKEN_NAMES[k]} less",
            )
            button(
                surf,
                ctl,
                Rect(r.x + 250, row_y + 4, 44, 44),
                f"inc:{k}",
                "+",
                self.pay[k] < self.needed[k],
                f"pay one {TOKEN_NAMES[k]} more"
                if self.pay[k] < self.needed[k]
                else f"the Project needs no more {TOKEN_NAMES[k]}",
            )
            label(
                surf,
                f"still needed {self.needed[k]} · you hold {held[k]}",
                (r.x + 330, row_y + 24),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                anchor="midleft",
            )
        y += 3 * 60 + 6
        reason = self.reason()
        lines = self.outcome() if reason is None else [("⚠️ " + reason[0].upper() + reason[1:], theme.WARN)]
        for text, ink in lines[:4]:
            fitted, size = assets.fit_lines(text, r.w - 60, 1, theme.FONT_BODY, theme.FONT_SMALL - 2)
            label(surf, fitted[0], (r.x + 30, y), size, ink, "semibold")
            y += 30
        y = r.y + r.h - 62
        ok = reason is None
        button(
            surf,
            ctl,
            Rect(r.x + 30, y, 320, 48),
            "dlg:confirm",
            "Contribute (Enter)",
            ok,
            "" if ok else reason,
            primary=ok,
        )


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

    @staticmethod
    def action(kind: str, seat: int, token: int) -> Action:
        return Action(kind, pay=ONE_HOT[token], seat=seat)

    def handle(self, intent: Intent) -> None:
        t = intent.target.removeprefix("disabled:")
        if t.startswith("tp:"):
            _, kind, seat, tok = t.split(":")
            action = self.action(kind, int(seat), int(tok))
            reason = rules.why_illegal(self.state, action)
            if reason is None:
                self.choose(action)
            else:
                self.app.say(reason[0].upper() + reason[1:])
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
                    action = self.action(kind, seat, tok)
                    reason = rules.why_illegal(self.state, action)
                    verb = "Give" if kind == "give" else "Ask for"
                    prep = "to" if kind == "give" else "from"
                    tip = reason or f"{verb} 1{TOKEN_EMOJI[tok]} {prep} {self.names[seat]}"
                    button(
                        surf,
                        ctl,
                        Rect(r.x + 290 + col * 340 + tok * 92, y, 84, 46),
                        f"tp:{kind}:{seat}:{tok}",
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
        donate = f"Donate 1❤️ → +1🌟 Meaning ({state.meaning} → {state.meaning + 1})"
        skip = "Pass"
        body = [
            f"Stability Window: each player may donate 1❤️ for +1🌟 Meaning; the group raises "
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
