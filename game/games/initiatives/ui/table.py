"""The table: the board, the mat of the player to move, actions by mouse and keyboard, bots.

Every choice offered comes from the engine's ``legal_actions``; a refused card says why, in the
engine's words (``game.games.initiatives.explain``). The scene never changes the state itself.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.family.ruleset import Event
from game.family.words import listing, possessive, verb, whose
from game.games.initiatives import (
    COMMUNITY,
    TOKEN_EMOJI,
    Action,
    GameState,
    Pattern,
    contribute_blocker,
    donation_gain,
    donation_room,
    effective_cost_text,
    obtain_blocker,
    pattern_price,
    solo_stability,
    solo_window,
    tokens_text,
    touchpoint_gives_vitals,
)
from game.games.initiatives.rules import closing_step
from game.games.initiatives.ui.board_view import BoardView
from game.games.initiatives.ui.cards_view import Shown, zoom_face
from game.games.initiatives.ui.dialogs import ContributeDialog, TouchpointDialog
from game.games.initiatives.ui.end import EndScene
from game.games.initiatives.ui.keys import KEYS
from game.ui import sound, theme
from game.ui.animation import Flash, FloatText, FlyMarker
from game.ui.app import App
from game.ui.assets import CARD_ART
from game.ui.draw import button, label, panel
from game.ui.hot_reload import LiveTable
from game.ui.input import Intent, parse_id
from game.ui.layout import Board, Rect, load_board
from game.ui.scenes.card_zoom import CardZoom
from game.ui.scenes.dialogs import ChoiceDialog, Option
from game.ui.session import Session
from game.ui.table_base import TableBase
from game.ui.theme import seat_style

EDITION = "initiatives"  # its cards' art folder and the studio's edition

# The board's card zones, which a click and a key (keys.py) both name
ZONE_KEYS = (
    {f"prism_{i}" for i in range(1, 7)} | {f"initiative_{i}" for i in range(1, 6)} | {"end_initiative"}
)


HOLDING_ICONS = (*TOKEN_EMOJI, "🛡️", "🌳")


def _holdings(state: GameState) -> list[tuple[int, ...]]:
    """Each seat's tokens, Vitals and Legacy: what the table shows changing after a move."""
    return [(*p.tokens, p.vitals, p.legacy) for p in state.players]


def acquire_text(count: int) -> str:
    """What Acquire takes now: 2 tokens, or 1 under an Event that cuts it (Supply Hiccup)."""
    if count == 1:
        return "Take 1 token this round, ☀️ Energy or 🔍 Insight (never ❤️ Support): an Event cuts Acquire."
    return f"Take {count} tokens in any mix of ☀️ Energy and 🔍 Insight (never ❤️ Support)."


class GameScene(TableBase):
    coach_keys: ClassVar[dict[str, str]] = {
        "btn:acquire": "acquire", "btn:convert": "convert", "btn:recycle": "recycle",
        "btn:touchpoint": "touchpoint", "token_supply": "acquire", "btn:end": "confirm"}
    coach_free = frozenset({"info:meaning", "event_zone"})
    confirms_turn_end = True  # after a human's turn the bots wait for "End turn" (undo until then)

    inspects_cards = True  # right-click (or I) on a card shows it large

    def __init__(self, app: App, session: Session, board: Board | None = None) -> None:
        super().__init__(app, session)
        self.board = board or load_board()
        seats = session.seats
        self.view = BoardView(
            self.board,
            [seat_style(s.colour, i) for i, s in enumerate(seats)],
            [s.name for s in seats],
            [s.kind for s in seats],
        )
        self.peek: int | None = None  # a seat whose mat a player is looking at, for a moment
        self.meaning_shown = float(self.state.meaning)
        self._blockers: dict[str, str | None] = {}
        self._blockers_version = -1
        self.live: LiveTable | None = None
        if app.settings.live_reload:
            self.live = LiveTable(session, CARD_ART / self.state.setup.edition)

    def restyle(self) -> None:
        """The player changed the colours or the text size: draw the board anew in them."""
        self.view.styles = [seat_style(s.colour, i) for i, s in enumerate(self.session.seats)]
        self.drawn_version = -1

    def waiting_end_turn(self) -> bool:
        """A human's turn is done and the bots wait for them to end it (issue 16, item 9)."""
        return self.session.turn_end_pending and self.app.settings.confirm_turn_end

    # -- playing ------------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        before = _holdings(self.state)
        self.session.play(action)
        self.after_change(before)

    def after_change(self, before: list[tuple[int, ...]]) -> None:
        self.version += 1
        self.peek = None  # the table follows play: a move brings back the mover's mat
        self.log_scroll = 0
        self.since_move = 0.0
        self._animate(self.session.game.last_events, before)
        sound.play_events(self.session.game.last_events)

    def _animate(self, events: list[Event], before: list[tuple[int, ...]]) -> None:
        """Animate what the engine says happened; each seat's gains and losses float up."""
        speed = self.app.settings.speed
        w = self.board.world
        state = self.state
        for ev in events:
            d = ev.data
            if ev.kind == "prism_dealt" and d["card"] is not None:
                self.anim.add(Flash(0.9, 0.15, rect=w[f"prism_{d['slot'] + 1}"], caption="new"), speed)
            elif ev.kind == "index_dealt" and d["card"] is not None and d["slot"] < len(state.index):
                self.anim.add(Flash(0.9, 0.3, rect=w[f"initiative_{d['slot'] + 1}"], caption="new"), speed)
            elif ev.kind in ("round", "event_flipped") and d.get("event"):
                self.anim.add(Flash(1.1, 0.0, rect=w["event_zone"], colour=theme.BAD, caption="Event"), speed)
            elif ev.kind == "contributed" and d["joined"]:
                # A marker flies from its owner to the card (if the card is still on the table).
                slot = state.slot_of(str(d["card"]))
                if slot is None:
                    continue
                seat = int(d["seat"])
                colour, shape = self.view.style(seat)
                end = w[self.view.initiative_zone(state, slot)].center
                self.anim.add(FlyMarker(0.7, 0.1, start=self._seat_anchor(seat), end=end, colour=colour,
                                        shape=shape), speed)
        for seat, (old, new) in enumerate(zip(before, _holdings(state), strict=True)):
            changes = zip(old, new, HOLDING_ICONS, strict=True)
            parts = [f"{n - o:+d}{icon}" for o, n, icon in changes if n != o]
            if parts:
                gain = sum(new) - sum(old) >= 0
                self.anim.add(FloatText(1.2, 0.1, pos=self._seat_anchor(seat), message=" ".join(parts),
                                        colour=theme.GOOD if gain else theme.BAD), speed)

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == COMMUNITY:
            r = self.board.world["hud"]
            return (r.center[0], r.y + r.h)
        if seat == self.viewer():
            return self.board.mat_zone("tokens").center
        r = self.board.world["players_panel"]
        row_h = min(60, (r.h - 46) // max(1, len(self.state.players)))
        return (r.x + r.w // 2, r.y + 44 + seat * row_h + row_h // 2)

    # -- choosing -----------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        return self.session.legal()

    def blocker(self, zone: str) -> str | None:
        if self._blockers_version != self.version:
            self._blockers = {}
            self._blockers_version = self.version
        if zone not in self._blockers:
            self._blockers[zone] = self._compute_blocker(zone)
        return self._blockers[zone]

    def _compute_blocker(self, zone: str) -> str | None:
        s = self.state
        if not self.human_to_move():
            return "wait for your turn"
        if parse_id(zone).name == "prism":
            cid = self._prism_card(zone)
            return "no card here" if cid is None else obtain_blocker(s, cid)
        slot = self._slot_at(zone)
        return "no card here" if slot is None else contribute_blocker(s, slot.card.id)

    def _prism_card(self, zone: str) -> str | None:
        """The card in a Prism zone (``prism_3``), or None where the slot is empty."""
        return self.state.prism[(parse_id(zone).index or 0) - 1]

    def _slot_at(self, zone: str):
        s = self.state
        if zone == "end_initiative":
            return s.end_slot
        i = (parse_id(zone).index or 0) - 1
        return s.index[i] if 0 <= i < len(s.index) else None

    def inspect(self, target: Intent) -> None:
        """Show the card in a board zone large. The card is pinned: if it leaves the table (taken,
        completed) the zoom closes rather than showing whatever took its place."""
        zone = target.target
        if target.name == "own":
            cid = target.word
            owner = next((p.name for p in self.state.players
                          if any(cid in layer for layer in p.palette)), None)
            if owner is not None:
                card = self.state.cards.patterns[cid]
                where = "your" if owner == "You" else whose(owner)  # mid-sentence: "in your Palette"
                look = lambda: (card, f"{card.name}: in {where} Palette")  # noqa: E731
                self.app.push(CardZoom(self.app, look, EDITION, zoom_face))
            return
        if zone == "event_zone" and self.state.events_in_play:
            eid = self.state.events_in_play[-1]
            self.app.push(CardZoom(self.app, lambda: self._look_event(eid), EDITION, zoom_face))
            return
        if zone in ZONE_KEYS and target.name == "prism":
            cid = self._prism_card(zone)
        else:
            slot = self._slot_at(zone) if zone in ZONE_KEYS else None
            cid = slot.card.id if slot is not None else None
        if cid is None:
            self.app.say("Point at a card and right-click it, or press I, to read it whole")
            return
        self.app.push(CardZoom(self.app, lambda: self._look(cid), EDITION, zoom_face))

    def _look_event(self, eid: str) -> tuple[Shown, str] | None:
        s = self.state
        if eid not in s.events_in_play:
            return None  # the round ended under it
        return s.cards.events[eid], f"{s.cards.events[eid].name}: this round's Event"

    def _look(self, cid: str) -> tuple[Shown, str] | None:
        s = self.state
        zone = None
        what: Shown
        if cid in s.prism:
            zone, what = f"prism_{s.prism.index(cid) + 1}", s.cards.patterns[cid]
        for i, slot in enumerate([*s.index, s.end_slot]):
            if slot is not None and slot.card.id == cid:
                zone = "end_initiative" if slot is s.end_slot else f"initiative_{i + 1}"
                what = self.view.slot_view(s, slot)
        if zone is None:
            return None
        name = what.name if isinstance(what, Pattern) else what.card.name
        if not self.human_to_move() or s.pending:
            return what, name
        reason = self.blocker(zone)
        if reason is not None:
            return what, f"{name}: {reason}"
        if isinstance(what, Pattern):
            return what, f"{name}: yours for {effective_cost_text(s, s.current, cid)}"
        return what, f"{name}: you may contribute"

    def _zone_tip(self, zone: str) -> str:
        """What clicking an available card does, with its key."""
        s = self.state
        key = KEYS.label(zone)
        if parse_id(zone).name == "prism":
            cid = self._prism_card(zone)
            if cid is None:
                return ""
            name = s.cards.patterns[cid].name
            cost = effective_cost_text(s, s.current, cid)
            return f"Obtain {name} for {cost} (key {key}; right-click to read it)"
        slot = self._slot_at(zone)
        return f"Contribute to {slot.card.name} (key {key}; right-click to read it)" if slot else ""

    def click_zone(self, zone: str) -> None:
        s = self.state
        reason = self.blocker(zone)
        if reason is not None:
            self.app.say(reason)
            return
        if parse_id(zone).name == "prism":
            cid = self._prism_card(zone)
            options = [a for a in self.legal() if a.kind == "obtain" and a.target == cid]
            if len(options) == 1:
                self.play(options[0])
                return
            card = s.cards.patterns[cid]
            price = pattern_price(s, s.current, card)
            what = " and ".join(
                part
                for part in (
                    f"{price.unsatisfied_icons} open icon{'s' if price.unsatisfied_icons != 1 else ''}"
                    if price.unsatisfied_icons
                    else "",
                    f"{price.surcharges} surcharge{'s' if price.surcharges != 1 else ''}"
                    if price.surcharges
                    else "",
                )
                if part
            )
            # ❤️ last: it is the token the Stability Window needs, so the first (and default)
            # way to pay spends the others where it can (issue 35 item 6)
            options.sort(key=lambda a: a.pay[2])
            opts = [Option(f"Pay {tokens_text(a.pay)} for the {what}", a) for a in options]
            body = [
                f"{card.name} costs you {effective_cost_text(s, s.current, cid)}.",
                "Choose which tokens pay the part of your choice.",
            ]
            self.app.push(ChoiceDialog(self.app, f"Obtain {card.name}", body, opts, self.play))
            return
        slot = self._slot_at(zone)
        options = [a for a in self.legal() if a.kind == "contribute" and a.target == slot.card.id]
        if len(options) == 1:
            warning = self.ending_warning(options[0])
            if warning is None:
                self.play(options[0])
                return
            opts = [Option(f"Pay {tokens_text(options[0].pay) or 'nothing'} and end the game", options[0])]
            self.app.push(ChoiceDialog(self.app, f"Contribute to {slot.card.name}", [warning], opts,
                                       self.play))
            return
        self.app.push(ContributeDialog(self.app, slot, options, self.play, self.ending_warning))

    def ending_warning(self, action: Action) -> str | None:
        """If ``action`` ends the game, what a player should know first: that it ends, and who
        would win. Asked of the engine on a copy (nothing is re-computed here)."""
        after = self.state.clone()
        after.narrate = False
        self.session.rules.apply(after, action, check=False)
        r = after.result
        if r is None:
            return None
        names = [after.players[w].name for w in r.winners]
        if r.reason == "collapse":
            return "This ends the game: the world collapses."
        if after.solo:
            return f"This ends the game: {r.solo_band or 'the game is over'} with {r.scores[0]} points."
        if not names:
            return "This ends the game with no winner."
        best = r.scores[r.winners[0]]
        who = verb(names[0], "win") if len(names) == 1 else f"{listing(names)} share the win"
        return f"This ends the game now: {who} with {best} points."

    def open_acquire(self) -> None:
        options = [a for a in self.legal() if a.kind == "acquire"]
        if not options or not self.human_to_move():
            self.app.say("You cannot acquire tokens now")
            return
        opts = [Option(f"Take {tokens_text(a.pay)}", a) for a in options]
        self.app.push(
            ChoiceDialog(
                self.app,
                "⛏️ Acquire Tokens",
                [acquire_text(sum(options[0].pay))],
                opts,
                self.play,
            )
        )

    def open_touchpoint(self) -> None:
        options = [a for a in self.legal() if a.kind in ("give", "request")]
        if not options:
            self.app.say(self._reason("give") or "Touchpoint is not possible now")
            return
        names = [p.name for p in self.state.players]
        self.app.push(TouchpointDialog(self.app, options, names, self.state.current, self.play))

    def open_recycle(self) -> None:
        legal = {a.target: a for a in self.legal() if a.kind == "recycle"}
        if not legal:
            self.app.say(self._reason("recycle") or "Recycle is not possible now")
            return
        opts = [
            Option(
                "Recycle the Pattern Prism: discard all 6, reveal 6 new",
                legal.get("prism"),
                "prism" in legal,
                "" if "prism" in legal else "nothing to recycle",
            ),
            Option(
                "Recycle the Initiative Index: replace every unstarted Initiative",
                legal.get("index"),
                "index" in legal,
                "" if "index" in legal else "every Initiative is started",
            ),
        ]
        self.app.push(
            ChoiceDialog(self.app, "♻️ Recycle", ["Refresh one shared area (one action)."], opts, self.play)
        )

    def _reason(self, kind: str) -> str | None:
        from game.games.initiatives import why_illegal

        probe = {
            "give": Action("give", pay=(1, 0, 0), seat=(self.state.current + 1) % len(self.state.players)),
            "recycle": Action("recycle", "prism"),
            "convert": Action("convert"),
        }[kind]
        if not self.human_to_move():
            return "wait for your turn"
        return why_illegal(self.state, probe)

    def convert(self) -> None:
        if Action("convert") in self.legal():
            self.play(Action("convert"))
        else:
            self.app.say(self._reason("convert") or "Conversion is not possible now")

    def closing(self) -> bool:
        """Both actions spent and the turn open for a late conversion (I19)."""
        return closing_step(self.state) and self.human_to_move()

    def end_own_turn(self) -> None:
        # The player said so: the bots need not wait for a second "End turn" (issue 16 item 9).
        self.play(Action("end"))
        self.session.end_turn()

    def open_decision(self) -> None:
        s = self.state
        d = s.pending[0]
        me = s.players[d.seat].name
        options = self.legal()
        if d.kind == "respond":
            other = s.players[d.other].name
            tok = TOKEN_EMOJI[d.token]
            text = f"{other} offers you 1{tok}." if d.mode == "give" else f"{other} asks you for 1{tok}."
            vit = " Both of you gain +1🛡️." if touchpoint_gives_vitals(s) else ""
            opts = [Option("Accept" if a.kind == "accept" else "Decline", a) for a in options]
            self.app.push(ChoiceDialog(self.app, f"{me}: a Touchpoint", [text + vit], opts, self.play, False))
        elif d.kind == "lose":
            opts = [Option(f"Lose 1{tokens_text(a.pay).replace('1', '', 1)}", a) for a in options]
            why = "this round's Event" if d.mode == "Event" else "a completion penalty"
            self.app.push(
                ChoiceDialog(
                    self.app,
                    f"{me}: lose a token",
                    [f"Because of {why}, choose 1 token to lose."],
                    opts,
                    self.play,
                    False,
                )
            )
        else:
            if solo_stability(s):  # DI17: the solo Window is a choice with a cost either way
                gain, loss = solo_window(s)
                skip = f"Pass: −{loss}🌟 Meaning" if loss else "Pass (no loss on Easy)"
                opts = [Option(f"Donate 1❤️ → +{gain}🌟 Meaning", options[0]), Option(skip, options[1])]
                body = [
                    f"Meaning is {s.meaning}. Solo Stability rule: donating raises it by {gain}, "
                    + (f"passing lowers it by {loss}." if loss else "passing costs nothing on Easy."),
                    f"{verb(me, 'hold')} {s.players[d.seat].tokens[2]}❤️.",
                ]
            else:
                opts = [Option(f"Donate 1❤️ → +{donation_gain(s)}🌟 Meaning", options[0]),
                        Option("Pass", options[1])]
                body = [
                    f"Meaning is {s.meaning}; the group may add {donation_room(s)} more this round.",
                    f"{verb(me, 'hold')} {s.players[d.seat].tokens[2]}❤️.",
                ]
            self.app.push(ChoiceDialog(self.app, f"{me}: Stability Window", body, opts, self.play, False))

    def show_results(self) -> None:
        self.end_shown = True
        self.app.push(EndScene(self.app, self.session))

    # -- intents ------------------------------------------------------------------------------
    def finish_motion(self) -> None:
        self.anim.skip()
        self.meaning_shown = float(self.state.meaning)

    def act(self, intent: Intent) -> None:
        t, command = intent.target, intent.command
        if command == "own":
            self.inspect(intent)
            return
        if command == "player":
            seat = intent.index
            if seat is not None and seat < len(self.state.players):
                self.peek = None if seat in (self.peek, self.viewer()) else seat
                self.version += 1
            return
        if self.waiting_end_turn():
            if t in ("btn:endturn", "confirm"):
                self.session.end_turn()
                self.version += 1
            return
        if not self.human_to_move() or self.state.pending:
            return
        if self.closing() and t in ("btn:end", "confirm"):
            self.end_own_turn()
            return
        if self.closing() and command != "convert":
            self.app.say("Both actions are spent: convert 2☀️ → 1❤️ or end your turn (Enter)")
            return
        if t in ZONE_KEYS:
            self.click_zone(t)
        elif command in ("acquire", "token_supply"):
            self.open_acquire()
        elif command == "touchpoint":
            self.open_touchpoint()
        elif command == "recycle":
            self.open_recycle()
        elif command == "convert":
            self.convert()

    # -- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.live_reload()
        busy = self.anim.update(dt)
        target = float(self.state.meaning)
        speed = self.app.settings.speed
        if self.meaning_shown != target:
            if speed <= 0:
                self.meaning_shown = target
            else:
                step = dt * 4 * speed
                diff = target - self.meaning_shown
                self.meaning_shown = (
                    target if abs(diff) <= step else self.meaning_shown + step * (1 if diff > 0 else -1)
                )
            busy = True
        self.since_move += dt
        if self.app.top is not self or self.dialog_open():
            return busy
        s = self.state
        self.pace(dt, busy)
        if not s.over and s.pending and not self.session.is_bot(s.to_move()):
            self.open_decision()
        return busy

    # -- picture ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.offer_keys()
        s = self.state
        viewer = self.viewer()
        if self.drawn_version != self.version:
            self.view.render(s, viewer, self.log_scroll, self.peek)
            self.drawn_version = self.version
        surf.blit(self.view.surface, (0, 0))
        ctl = self.app.ctl
        w = self.board.world
        human = self.human_to_move() and not s.pending
        active = {f"initiative_{i + 1}" for i in range(len(s.index))} | {"end_initiative"}
        active |= {f"prism_{i}" for i in range(1, 7)}
        for zone in sorted(ZONE_KEYS & active):
            reason = self.blocker(zone) if human else None
            ctl.add(w[zone], zone, reason is None and human, reason or self._zone_tip(zone))
        ctl.add(w["token_supply"], "token_supply", human, "Acquire Tokens (A)")
        ctl.add(w["log_panel"], "log_panel", True, "")
        if s.events_in_play:
            ctl.add(w["event_zone"], "event_zone", True,
                    "This round's Event: right-click or I to read it whole")
        shown_mat = viewer if self.peek is None else self.peek
        for layer in range(1, 7):
            for cid, rect in self.view.palette_rects(s, shown_mat, layer):
                ctl.add(rect, f"own:{cid}", True,
                        f"{s.cards.patterns[cid].name}: right-click or I to read it whole")
        for seat, p in enumerate(s.players):
            mine = seat == viewer
            tip = ("back to the mat of the player to move" if self.peek == seat else
                   f"see {possessive(p.name)} mat: Patterns, tokens and tracks"
                   if not mine or self.peek is not None else f"{whose(p.name)} mat is shown below")
            ctl.add(self.view.player_row(s, seat), f"player:{seat}", True, tip)
        # Drift is printed under Meaning on the same track; a newcomer's first question is why.
        ctl.add(w["meaning_track"], "info:meaning", True,
                "Meaning: how well the world holds (0 collapses it). Drift = 12 − Meaning, the same "
                "marker read from below: Events add Drift; donations and completed Initiatives "
                "add Meaning.")
        hov = ctl.hovered
        if hov is not None and hov.id in ZONE_KEYS | {"token_supply"}:
            colour = theme.GOOD if hov.enabled else theme.DISABLED
            pygame.draw.rect(surf, colour, hov.rect.tuple, 3, border_radius=12)
        # The Meaning marker slides along the track.
        x, y = self.view.meaning_pos(self.meaning_shown)
        pygame.draw.circle(surf, theme.ACCENT, (x, y), 14)
        pygame.draw.circle(surf, (60, 40, 10), (x, y), 14, 3)
        self._action_bar(surf, human)
        self.anim.draw(surf)

    def _action_bar(self, surf: pygame.Surface, human: bool) -> None:
        s = self.state
        r = self.board.world["action_bar"]
        panel(surf, r, theme.PANEL)
        ctl = self.app.ctl
        seat = s.to_move()
        waiting = self.waiting_end_turn()
        idle = None if s.over or seat is None else self.waiting_line(seat)
        if s.over:
            prompt = "The game is over."
        elif waiting:
            prompt = "Your turn is done: end it, or undo"
        elif human and closing_step(s):
            prompt = "Convert 2☀️→❤️, or end your turn"
        elif idle:
            prompt = idle
        elif s.pending:
            prompt = f"{verb(s.players[seat].name, 'have')} a decision to make"
        else:
            prompt = f"{s.players[seat].name}: click a card, or choose an action"
        label(surf, prompt, (r.x + 14, r.y + 10), theme.FONT_SMALL, theme.TEXT, "semibold")
        legal = self.legal() if human else []
        kinds = {a.kind for a in legal}
        bw, bh = (r.w - 40) // 3, 44
        items = [
            ("btn:acquire", f"⛏️ Acquire ({KEYS.label('acquire')})", "acquire" in kinds, "Take 2 ☀️/🔍"),
            (
                "btn:touchpoint",
                f"💬 Touch ({KEYS.label('touchpoint')})",
                bool(kinds & {"give", "request"}),
                self._reason("give") if human else "",
            ),
            (
                "btn:recycle",
                f"♻️ Recycle ({KEYS.label('recycle')})",
                "recycle" in kinds,
                self._reason("recycle") if human else "",
            ),
            (
                "btn:convert",
                f"2☀️→❤️ ({KEYS.label('convert')})",
                "convert" in kinds,
                (self._reason("convert") if human else "") or "2 Energy into 1 Support, not an action",
            ),
            (
                "btn:undo",
                "↩️ Undo (U)",
                self.session.can_undo() and (human or waiting),
                "undo your last action this turn"
                if self.session.can_undo()
                else "nothing to undo: never past a card reveal or another player's decision",
            ),
            ("btn:menu", "Menu (Esc)", self.shell_ok(), self.shell_tip("speed, rules, save and quit")),
        ]
        closing = human and not waiting and closing_step(s)
        for i, (target, caption, enabled, tip) in enumerate(items):
            if closing and i < 4:
                continue  # the closing step's own row replaces the actions
            x = r.x + 10 + (i % 3) * (bw + 10)
            y = r.y + 42 + (i // 3) * (bh + 10)
            button(surf, ctl, Rect(x, y, bw, bh), target, caption, enabled, tip or "", size=theme.FONT_SMALL)
        if waiting:
            button(surf, ctl, Rect(r.x + 10, r.y + 42, r.w - 20, bh), "btn:endturn",
                   "✅ End turn (Enter)", primary=True,
                   tip="the next player moves; until then Undo takes back your last action")
        elif closing:
            # The turn waits on its closing step (I19): the conversion or the end, side by side.
            button(surf, ctl, Rect(r.x + 10, r.y + 42, bw, bh), "btn:convert",
                   f"2☀️→❤️ ({KEYS.label('convert')})", True, "2 Energy into 1 Support, then the turn ends",
                   size=theme.FONT_SMALL)
            button(surf, ctl, Rect(r.x + 20 + bw, r.y + 42, r.w - 30 - bw, bh), "btn:end",
                   "✅ End turn (Enter)", primary=True, tip="keep your Energy; the next player moves")
        if s.over:
            button(
                surf,
                ctl,
                Rect(r.x + 10, r.y + 42, r.w - 20, bh),
                "btn:results",
                "🏆 See the results",
                self.shell_ok(),
                self.shell_tip(""),
                primary=self.shell_ok(),
            )
