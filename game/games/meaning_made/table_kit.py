"""The table of a Meaning Made edition (`projects`, `life`): one base class, the edition's
differences as hooks.

The two editions' tables were one table copied: the same turn (two actions, then a decision
the game may ask of anyone), the same zones (a row of Projects to contribute to, six Patterns
on offer, an Event, a mat, every player's row, the log, the action bar) and the same way of
asking the engine what is legal and why not. What is written once lives here, as a base class
rather than loose drawing functions, because most of it is *behaviour* around the drawing — a
click that is refused with the engine's reason, the wait-your-turn message, undo, the card
zoom, the pacing of bots, a decision's dialog opening by itself — and those pieces call one
another; a subclass sees them all and overrides a hook, the way python-chess's variants
override a few methods of one ``Board``.

An edition's table gives:

- data: ``rules`` and ``dialogs`` (its modules), ``GAME_ID``, the zones (``PROJECT_ZONES``,
  ``CARD_ZONES`` — the Gallery or the Market; its keys name them, ui/keys.py), the action ``BUTTONS`` and the
  bar's ``BAR_BUTTONS``, the log's inks, the captions and measures where the editions differ;
- hooks: ``offered_card``, ``project_slot``, ``card_blocker``, ``button_blocker``,
  ``click_card``, ``button_dialog``, ``open_decision``, ``end_scene``, ``holdings``,
  ``over_words``, ``goal``, ``zoom``, ``card_name``, ``draw_board`` and ``draw_players``;
  and, where it has them, ``animate`` (pictures of its events), ``hud_frame``/``hud_doing``/
  ``hud_right``, ``settle``/``slide`` (a marker in motion), ``ends_turn`` (a turn the player
  ends), ``may_undo``, ``row_count``, ``bar_tip``, ``action_row``, ``turn_prompt``.

Measures that differ between the editions by a pixel or two (the action bar's buttons, the
HUD's gaps) are class attributes, so each table keeps its look exactly.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pygame

from game.family.ruleset import Event
from game.family.words import does
from game.games.meaning_made.dialog_kit import capital
from game.ui import assets, sound, theme
from game.ui.animation import FloatText
from game.ui.app import App, Scene
from game.ui.draw import button, label, panel, seat_marker
from game.ui.input import Intent
from game.ui.layout import Layout, Rect
from game.ui.scenes.card_zoom import CardZoom
from game.ui.session import Session
from game.ui.table_base import TableBase

GOAL_TOP = 8  # the goal's three lines open the players panel (issue 39)
GOAL_LINE = 25
ROWS_TOP = GOAL_TOP + 3 * GOAL_LINE + 6  # the players' rows start under the goal
COMPACT_ROW = 52  # a row this short (five or six players) draws its two lines smaller
Ink = tuple[int, int, int]


class EditionTable(TableBase):
    inspects_cards = True  # right-click (or I) on a card shows it large
    hint_box = (1312, 870, 588)  # over the log, under the players it would otherwise hide

    # -- what the edition says about itself (see the module's docstring) ---------------------
    rules: ClassVar[Any]  # the edition's rules module
    dialogs: ClassVar[Any]  # the edition's dialogs module (its ContributeDialog)
    GAME_ID: ClassVar[str]
    TITLE: ClassVar[str]  # the HUD's name of the edition
    PHASES: ClassVar[dict[str, str]]
    PROJECT_ZONES: ClassVar[tuple[str, ...]]
    CARD_ZONES: ClassVar[tuple[str, ...]]  # the Patterns on offer
    BUTTONS: ClassVar[tuple[str, ...]]  # the action bar's kinds: its buttons' and their keys' command
    BAR_BUTTONS: ClassVar[tuple[tuple[str, str, str], ...]]  # (kind, caption, tip) on a turn
    LOG_INK: ClassVar[dict[str, Ink]]
    HOLDING_ICONS: ClassVar[tuple[str, ...]]  # one per value of ``holdings``
    BACKGROUND_PANELS: ClassVar[tuple[str, ...]]  # panels drawn once (the log's is darker)
    EMPTY_PROJECT: ClassVar[str]  # why an empty Project slot cannot be used
    PROMPT_TAIL: ClassVar[str]  # what a player on their turn may click
    HUD_OVER: ClassVar[str]  # the HUD once the game is over, around ``over_words()``
    PENDING_DOING: ClassVar[dict[str, str]]  # the HUD's words for a decision the game waits on
    HUD_GAP: ClassVar[int] = 30
    HUD_DOING_WIDTH: ClassVar[int] = 700
    ROW_MAX: ClassVar[int] = 70  # a player's row height at most
    LOG_TITLE: ClassVar[str] = "Log"
    LOG_SCROLL_HINT: ClassVar[bool] = False  # the log's heading says how to scroll it
    LOG_LOOKBACK: ClassVar[int] = 30  # log events wrapped at most (more than ever fit)
    BAR_TEXT_Y: ClassVar[tuple[int, int]] = (10, 40)  # the prompt's and the last line's offsets
    BAR: ClassVar[tuple[int, int, int]] = (44, 8, 10)  # button height, gap, bottom margin
    RESULTS_CAPTION: ClassVar[str] = "See the results (Enter)"
    UNDO_CAPTION: ClassVar[str] = "Undo (U)"
    UNDO_OFF_TIP: ClassVar[str] = "nothing to undo now"
    RULES_CAPTION: ClassVar[str] = "Rules (F1)"

    def __init__(self, app: App, session: Session, layout: Layout) -> None:
        super().__init__(app, session)
        self.z = layout
        self.last = ""  # the latest line of the log, for the action bar
        self.refusals = 0  # clicks the table refused with the engine's reason (a hint's moment)
        self._background: pygame.Surface | None = None
        self._background_at = -1

    # -- hooks --------------------------------------------------------------------------------
    def offered_card(self, zone: str) -> str | None:
        """The Pattern in one of ``CARD_ZONES`` (None: the slot is empty)."""
        raise NotImplementedError

    def project_slot(self, zone: str) -> Any:
        raise NotImplementedError

    def card_blocker(self, zone: str) -> str | None:
        """Why the player to move cannot take the Pattern in ``zone`` (their turn is theirs)."""
        raise NotImplementedError

    def button_blocker(self, kind: str) -> str | None:
        """Why the action bar's ``kind`` is refused on the player's own turn."""
        raise NotImplementedError

    def click_card(self, zone: str) -> None:
        """A Pattern the engine lets the player take was clicked."""
        raise NotImplementedError

    def button_dialog(self, kind: str) -> Scene:
        """The dialog of the action bar's ``kind`` (convert plays at once)."""
        raise NotImplementedError

    def open_decision(self) -> None:
        """The game waits on a human's decision: its dialog."""
        raise NotImplementedError

    def end_scene(self) -> Scene:
        raise NotImplementedError

    def holdings(self) -> list[tuple[int, ...]]:
        """Each seat's counts that float up when they change (``HOLDING_ICONS``' order)."""
        raise NotImplementedError

    def animate(self, events: list[Event], zones: dict[str, str]) -> None:
        """The edition's pictures of what the engine says happened (``zones``: where each
        Project was before the move)."""

    def over_words(self) -> str:
        """The game's end in a few words."""
        raise NotImplementedError

    def draw_board(self, surf: pygame.Surface, human: bool) -> None:
        """Everything between the HUD and the players panel: track, cards, mat."""
        raise NotImplementedError

    def draw_players(self, surf: pygame.Surface) -> None:
        """Every player's row under the goal."""
        raise NotImplementedError

    def hud_right(self, surf: pygame.Surface, r: Rect, cy: int) -> None:
        """The HUD's right end: the seats, the seed."""

    def zoom(self, shown: Any) -> pygame.Surface:
        """A card at the zoom's size."""
        raise NotImplementedError

    def card_name(self, shown: Any) -> str:
        raise NotImplementedError

    def goal(self) -> tuple[tuple[str, str, str], str]:
        """The goal's three lines and their tip."""
        raise NotImplementedError

    def settle(self) -> None:
        """Animations were skipped: a marker in motion jumps to its place."""

    def slide(self, dt: float) -> bool:
        """Move a marker toward its place; True while it moves."""
        return False

    def ends_turn(self, intent: Intent) -> bool:
        """Whether ``target`` ends the player's turn (an edition whose turns end by themselves:
        never)."""
        return False

    def may_undo(self) -> bool:
        return self.human_to_move()

    def row_count(self) -> int:
        """The rows of the players panel."""
        return len(self.state.players)

    def bar_tip(self, reason: str) -> str:
        """An action button's tip when it is refused."""
        return capital(reason)

    # -- queries ------------------------------------------------------------------------------
    def my_turn(self) -> bool:
        """A human may act on the table: their turn, nothing pending."""
        return self.human_to_move() and not self.state.pending

    def turn_reason(self) -> str | None:
        """Why nobody at this screen may act now: the game is over, or a bot is to move."""
        seat = self.state.to_move()
        if seat is None:
            return "the game is over"
        if self.session.is_bot(seat):
            return f"wait for your turn: {self.who(seat)} is playing"
        return None

    def blocker(self, zone: str) -> str | None:
        """Why the player cannot use the card in ``zone`` now, in the engine's words."""
        return self._cached(("block", zone), lambda: self._blocker(zone))

    def _blocker(self, zone: str) -> str | None:
        turn = self.turn_reason()
        if turn is not None:
            return turn
        if zone in self.CARD_ZONES:
            return self.card_blocker(zone)
        slot = self.project_slot(zone)
        if slot is None:
            return self.EMPTY_PROJECT
        return self.rules.contribute_blocker(self.state, slot.card.id)  # type: ignore[no-any-return]

    def button_reason(self, kind: str) -> str | None:
        """Why an action button is refused now (the engine's words)."""
        return self.turn_reason() or self.button_blocker(kind)

    # -- playing ------------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        before = self.holdings()
        zones = {slot.card.id: z for z in self.PROJECT_ZONES if (slot := self.project_slot(z)) is not None}
        self.anim.skip()
        self.session.play(action)
        self.version += 1
        self.log_scroll = 0
        self.since_move = 0.0
        events = list(self.session.game.last_events)
        texts = [str(e.data["text"]) for e in events if "text" in e.data]
        if texts:
            self.last = texts[0] if len(texts) == 1 else f"{texts[0]} …"
        self.animate(events, zones)
        self._float_holdings(before)
        sound.play_events(events)

    def _float_holdings(self, before: list[tuple[int, ...]]) -> None:
        """Each seat's gains and losses float up from its row."""
        speed = self.app.settings.speed
        for seat, (old, new) in enumerate(zip(before, self.holdings(), strict=True)):
            parts = [
                f"{n - o:+d}{icon}" for o, n, icon in zip(old, new, self.HOLDING_ICONS, strict=True) if n != o
            ]
            if parts:
                gain = sum(new) - sum(old) >= 0
                self.anim.add(
                    FloatText(1.2, 0.1, pos=self._seat_anchor(seat), message=" ".join(parts),
                              colour=theme.GOOD if gain else theme.BAD),
                    speed,
                )

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        row = self.player_row(seat)
        return (row.x + row.w // 2, row.y + row.h // 2)

    def player_row(self, seat: int) -> Rect:
        r = self.z["players_panel"]
        h = min(self.ROW_MAX, (r.h - ROWS_TOP - 4) // max(1, self.row_count()))
        return Rect(r.x + 8, r.y + ROWS_TOP + seat * h, r.w - 16, h - 6)

    # -- choosing -----------------------------------------------------------------------------
    def say_refused(self, reason: str) -> None:
        """A move the rules refuse: the engine's reason, and a count the hints look at."""
        self.refusals += 1
        self.app.say(capital(reason))

    def click_zone(self, zone: str) -> None:
        reason = self.blocker(zone)
        if reason is not None:
            self.say_refused(reason)
            return
        if zone in self.CARD_ZONES:
            self.click_card(zone)
            return
        slot = self.project_slot(zone)
        assert slot is not None
        self.app.push(self.dialogs.ContributeDialog(self.app, self.state, slot.card.id, self.play))

    def open_button(self, kind: str) -> None:
        reason = self.button_reason(kind)
        if reason is not None:
            self.say_refused(reason)
            return
        if kind == "convert":
            self.play(self.rules.CONVERT)
            return
        self.app.push(self.button_dialog(kind))

    def show_results(self) -> None:
        self.anim.skip()
        self.end_shown = True
        self.app.push(self.end_scene())

    def inspect(self, target: Intent) -> None:
        """Show the card in a zone large; the zoom closes if the card leaves it."""
        zone = target.id
        cid = self._card_at(zone)
        if cid is None:
            self.app.say("Point at a card and right-click it, or press I, to read it whole")
            return
        self.app.push(CardZoom(self.app, lambda: self._look(zone, cid), self.GAME_ID, self.zoom))

    def _card_at(self, zone: str) -> str | None:
        if zone in self.CARD_ZONES:
            return self.offered_card(zone)
        if zone in self.PROJECT_ZONES:
            slot = self.project_slot(zone)
            return slot.card.id if slot is not None else None
        if zone == "event_zone":
            return self.state.event  # type: ignore[no-any-return]
        return None

    def _look(self, zone: str, cid: str) -> tuple[Any, str] | None:
        if self._card_at(zone) != cid:
            return None
        cards = self.state.cards
        if zone in self.CARD_ZONES:
            shown: Any = cards.patterns[cid]
        elif zone == "event_zone":
            shown = cards.events[cid]
        else:
            slot = self.project_slot(zone)
            assert slot is not None
            shown = self.project_view(slot)  # type: ignore[attr-defined]
        name = self.card_name(shown)
        reason = self.blocker(zone) if zone != "event_zone" and self.my_turn() else None
        return shown, f"{name}: {reason}" if reason else name

    # -- intents ------------------------------------------------------------------------------
    def finish_motion(self) -> None:
        self.anim.skip()
        self.settle()

    def act(self, intent: Intent) -> None:
        # a zone is clicked or its key pressed (the keys name the zones: ui/keys.py); a button
        # and its key are one command
        t = intent.target
        zone = t in self.PROJECT_ZONES or t in self.CARD_ZONES
        if self.ends_turn(intent):
            self.play(self.rules.END)
        elif not self.my_turn():
            if zone or intent.command in self.BUTTONS:
                seat = self.state.to_move()
                self.app.say("The game is over" if seat is None else f"Wait: {self.who(seat)} is to decide")
        elif zone:
            self.click_zone(t)
        elif intent.command in self.BUTTONS:
            self.open_button(intent.command)

    def refused(self, target: Intent) -> None:
        """A disabled target was clicked: say why, in the engine's words."""
        if target.id in self.PROJECT_ZONES or target.id in self.CARD_ZONES:
            reason = self.blocker(target.id)
        elif target.command in self.BUTTONS:
            reason = self.button_reason(target.command)
        else:
            hovered = self.app.ctl.hovered
            reason = hovered.tip if hovered is not None else None
        self.say_refused(reason or "not possible now")

    # -- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self.live_reload()
        busy = self.anim.update(dt)
        if self.slide(dt):
            busy = True
        self.since_move += dt
        if self.app.top is not self or self.dialog_open():
            return busy
        s = self.state
        self.pace(dt, busy)
        if s.result is None and s.pending and not self.session.is_bot(s.to_move()) and self.app.top is self:
            self.open_decision()
        return busy

    # -- picture ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.offer_keys()
        self.drawn_version = self.version
        human = self.my_turn()
        self.still.show(surf, self.app.ctl, self.still_key(), lambda canvas: self._draw_still(canvas, human))
        self.draw_live(surf)
        r = self.z["action_bar"]
        prompt_y, _ = self.BAR_TEXT_Y
        # live: a bot's "is thinking…" comes and goes between moves
        label(surf, self._prompt(), (r.x + 14, r.y + prompt_y), theme.FONT_BODY, theme.TEXT, "semibold",
              max_width=r.w - 28)
        hov = self.app.ctl.hovered
        if hov is not None and (hov.id in self.PROJECT_ZONES or hov.id in self.CARD_ZONES):
            colour = theme.GOOD if hov.enabled else theme.DISABLED
            pygame.draw.rect(surf, colour, pygame.Rect(hov.rect.tuple).inflate(6, 6), 3, border_radius=12)
        self.anim.draw(surf)

    def _draw_still(self, surf: pygame.Surface, human: bool) -> None:
        """Everything but what moves: drawn again only when the game (or what the table shows
        of it) changes."""
        surf.blit(self.background(), (0, 0))
        self._hud(surf)
        self.draw_board(surf, human)
        self._goal(surf, self.z["players_panel"])
        self.draw_players(surf)
        self._log(surf)
        self._action_bar(surf, human)

    def draw_live(self, surf: pygame.Surface) -> None:
        """What moves over the still picture (a marker sliding), drawn every frame."""

    def background(self) -> pygame.Surface:
        """What never changes during a game: the panels, drawn once (and again after the
        designer's reload clears the caches)."""
        if self._background is None or self._background_at != assets.caches_cleared():
            surf = pygame.Surface(theme.LOGICAL_SIZE)
            surf.fill(theme.BG)
            for zone in self.BACKGROUND_PANELS:
                panel(surf, self.z[zone], theme.PANEL)
            panel(surf, self.z["log_panel"], theme.PANEL_DARK)
            self._background, self._background_at = surf, assets.caches_cleared()
        return self._background

    def _round_text(self) -> str:
        return f"Round {self.state.round}"

    def hud_doing(self) -> str:
        """What the seat the game waits on is doing, for the HUD."""
        s = self.state
        if s.pending:
            return self.PENDING_DOING[s.pending[0].kind]
        n = s.actions_left
        return f"to move · {n} action{'s' if n != 1 else ''} left"

    def hud_frame(self, surf: pygame.Surface, r: Rect) -> None:
        """The HUD's strip, under its words."""
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple)

    def _hud(self, surf: pygame.Surface) -> None:
        r = self.z["hud"]
        s = self.state
        self.hud_frame(surf, r)
        cy = r.y + r.h // 2
        x = label(surf, self.TITLE, (r.x + 20, cy), theme.FONT_LARGE, theme.ACCENT, "bold", "midleft")
        x = label(surf, f"{self._round_text()} · {self.PHASES.get(s.phase, s.phase)}",
                  (x.x + x.w + self.HUD_GAP, cy), theme.FONT_BODY, theme.TEXT, "semibold", "midleft")
        cx = x.x + x.w + self.HUD_GAP
        seat = s.to_move()
        if seat is not None:
            seat_marker(surf, (cx + 11, cy), 11, *self.style(seat))
            label(surf, does(self.who(seat), self.hud_doing()), (cx + 30, cy), theme.FONT_BODY, theme.TEXT,
                  "semibold", "midleft", max_width=self.HUD_DOING_WIDTH)
        elif s.result is not None:
            label(surf, self.HUD_OVER.format(self.over_words()), (cx, cy), theme.FONT_BODY, theme.ACCENT,
                  "bold", "midleft")
        self.hud_right(surf, r, cy)

    # .. players panel ...........................................................................
    def _goal(self, surf: pygame.Surface, r: Rect) -> None:
        """How the game is won and lost, and where everyone stands (issue 39): always in view."""
        lines, tip = self._cached(("goal",), self.goal)
        inks = (theme.ACCENT, theme.TEXT, theme.TEXT)
        for k, (text, ink) in enumerate(zip(lines, inks, strict=True)):
            label(surf, text, (r.x + 14, r.y + GOAL_TOP + k * GOAL_LINE), theme.FONT_SMALL, ink,
                  "bold" if k == 0 else "semibold", max_width=r.w - 28)
        box = Rect(r.x + 6, r.y + 4, r.w - 12, ROWS_TOP - 8)
        self.app.ctl.add(box, "goal", True, tip)

    # .. log ......................................................................................
    def _log(self, surf: pygame.Surface) -> None:
        r = self.z["log_panel"]
        label(surf, self.LOG_TITLE, (r.x + 14, r.y + 8), theme.FONT_BODY, theme.TEXT, "bold")
        if self.LOG_SCROLL_HINT:
            scrolled = f"▲ {self.log_scroll} newer below · PgDn"
            hint = scrolled if self.log_scroll else "wheel or PgUp/PgDn to scroll"
            label(surf, hint, (r.x + r.w - 12, r.y + 12), theme.FONT_SMALL, theme.TEXT_DIM, anchor="topright")
        lh = assets.font(theme.FONT_SMALL).get_height() + 1
        events = self.state.events
        rows = self._cached(("log", self.log_scroll, len(events)), lambda: self._log_rows(r, lh))
        y = r.y + r.h - 10 - lh
        for text_line, ink in rows:
            if y < r.y + 40:
                break
            label(surf, text_line, (r.x + 14, y), theme.FONT_SMALL, ink)
            y -= lh
        self.app.ctl.add(r, "log_panel", True, "")

    def _log_rows(self, r: Rect, lh: int) -> list[tuple[str, Ink]]:
        """The log's lines, newest first, wrapped to the panel and coloured by their event."""
        lines = [e for e in self.state.events if "text" in e.data]
        rows: list[tuple[str, Ink]] = []
        end = len(lines) - self.log_scroll
        for event in reversed(lines[max(0, end - self.LOG_LOOKBACK) : end]):
            ink = self.LOG_INK.get(event.kind, theme.TEXT)
            for wl in reversed(assets.wrap(str(event.data["text"]), r.w - 28, theme.FONT_SMALL)):
                rows.append((wl, ink))
            if len(rows) * lh > r.h:
                break
        return rows

    # .. action bar ...............................................................................
    def _action_bar(self, surf: pygame.Surface, human: bool) -> None:
        r = self.z["action_bar"]
        ctl = self.app.ctl
        _, last_y = self.BAR_TEXT_Y
        if self.last:
            label(surf, f"Last: {self.last}", (r.x + 14, r.y + last_y), theme.FONT_SMALL, theme.TEXT_DIM,
                  max_width=r.w - 28)
        bh, gap, foot = self.BAR
        y1, y2 = r.y + r.h - 2 * bh - gap - foot, r.y + r.h - bh - foot
        if self.state.result is not None:
            button(surf, ctl, Rect(r.x + 14, y1, r.w - 28, bh), "btn:results", self.RESULTS_CAPTION,
                   self.shell_ok(), self.shell_tip(""), primary=self.shell_ok())
        else:
            self.action_row(surf, r, y1, human)
        bw = (r.w - 28 - 2 * gap) // 3
        can = self.session.can_undo() and self.human_to_move()
        for k, (target, caption, ok, tip) in enumerate((
            ("btn:undo", self.UNDO_CAPTION, can,
             "take back your last action this turn" if can else self.UNDO_OFF_TIP),
            ("btn:rules", self.RULES_CAPTION, self.shell_ok(), self.shell_tip("the rules of this edition")),
            ("btn:menu", "Menu (Esc)", self.shell_ok(),
             self.shell_tip("animation speed, rules, save and quit")),
        )):
            button(surf, ctl, Rect(r.x + 14 + k * (bw + gap), y2, bw, bh), target, caption, ok, tip,
                   size=theme.FONT_SMALL)

    def action_row(self, surf: pygame.Surface, r: Rect, y: int, human: bool) -> None:
        """The turn's actions, side by side: each enabled when the engine allows it."""
        bh, gap, _ = self.BAR
        n = len(self.BAR_BUTTONS)
        bw = (r.w - 28 - (n - 1) * gap) // n
        for k, (kind, caption, tip) in enumerate(self.BAR_BUTTONS):
            reason = self.button_reason(kind) if human else "wait for your turn"
            ok = human and reason is None
            button(surf, self.app.ctl, Rect(r.x + 14 + k * (bw + gap), y, bw, bh), f"btn:{kind}", caption,
                   ok, tip if ok else self.bar_tip(reason or ""), size=theme.FONT_SMALL)

    def _prompt(self) -> str:
        s = self.state
        seat = s.to_move()
        if s.result is not None:
            return f"Game over — {self.over_words()}."
        if seat is None:
            return ""
        waiting = self.waiting_line(seat)
        if waiting:
            return waiting
        if s.pending:
            return f"{self.who(seat)}: answer the question on screen"
        return self.turn_prompt(seat)

    def turn_prompt(self, seat: int) -> str:
        n = self.state.actions_left
        left = f"{n} action{'s' if n != 1 else ''} left"
        return f"{self.who(seat)}: {left} — {self.PROMPT_TAIL}"

