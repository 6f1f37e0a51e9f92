"""The edition `projects` table: the Project row and Stewardship, the Pattern Gallery, the dual
Meaning/Drift track, the Event and the decks, the mat of the seat the game waits on, every
player's row, the log and the actions.

Every zone comes from ``art/layouts/projects.tmx`` (drawing and clicks use the same rectangles).
Every choice offered comes from the engine: a card is clickable when ``obtain_blocker`` /
``contribute_blocker`` allow it, a refused click says the engine's reason, and the dialogs
play only actions ``why_illegal`` lets through. The scene never changes the state itself.

What both Meaning Made tables do alike (clicks, refusals, undo, the zoom, the HUD's frame, the
goal, the log, the action bar) is ``game.games.meaning_made.table_kit.EditionTable``; this
module is what `projects` has of its own: Stewardship and the solo Community, the Meaning
marker sliding on the dual track, the Gallery's layer discount, a turn the player ends (DP13).
"""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar

import pygame

from game.family.ruleset import Event
from game.family.words import verb
from game.games.meaning_made.dialog_kit import capital
from game.games.meaning_made.table_kit import COMPACT_ROW, EditionTable
from game.games.projects import rules
from game.games.projects.actions import Action
from game.games.projects.cards import LAYER_EMOJI, LAYERS, TOKEN_EMOJI
from game.games.projects.state import (
    COMMUNITY,
    MARKERS,
    MEANING_MAX,
    STALL_ROUND,
    VITALS_MAX,
    ProjectSlot,
)
from game.games.projects.ui import cards_view, dialogs
from game.games.projects.ui.cards_view import ProjectView, token_icons
from game.games.projects.ui.goal import goal_lines, goal_tip
from game.games.projects.ui.keys import KEYS
from game.ui import assets, theme
from game.ui import card_parts as shared_cards
from game.ui.animation import Flash, FlyMarker
from game.ui.app import App, Scene
from game.ui.draw import button, fit_all, label, panel, seat_marker
from game.ui.hot_reload import LiveTable
from game.ui.input import Intent
from game.ui.layout import LAYOUTS, Layout, Rect, load_layout
from game.ui.scenes.card_zoom import ZOOM_MIN_TEXT, ZOOM_SIZE
from game.ui.session import Session
from game.ui.theme import COMMUNITY_STYLE, SeatStyle

LAYOUT = LAYOUTS / "projects.tmx"
PROJECT_ZONES = ("project_1", "project_2", "project_3", "stewardship")
GALLERY_ZONES = tuple(f"gallery_{i}" for i in range(1, 7))
ZONES: tuple[str, ...] = (
    "hud",
    "meaning_track",
    *(f"meaning_{i}" for i in range(13)),
    *PROJECT_ZONES,
    *GALLERY_ZONES,
    "mat",
    "mat_header",
    *(f"stack_{i}" for i in range(1, 7)),
    "mat_tokens",
    "mat_markers",
    "mat_vitals",
    "mat_legacy",
    "event_zone",
    "event_deck",
    "pattern_deck",
    "project_deck",
    "action_bar",
    "players_panel",
    "log_panel",
)
PHASES = {"turns": "Player turns", "stability": "Stability Window", "over": "Game over", "setup": "Setup"}
LOG_INK = {
    "round": theme.ACCENT,
    "completed": theme.GOOD,
    "completion_reward": theme.GOOD,
    "game_over": theme.ACCENT,
    "community": (190, 190, 200),
    "solo_penalty": theme.BAD,
    "donated": theme.HILITE,
    "touchpoint_accepted": theme.HILITE,
}
STRIP = 30  # the "You pay" strip under a Gallery card
ROUND_LIMIT_WARNING = 10  # the header counts the rounds left to G5's stop this many rounds ahead
HOLDING_ICONS = (*TOKEN_EMOJI, "🛡️", "🌳")
CONVERT_TIP = "2☀️ into 1❤️, once a turn, not an action"


def load_table_layout() -> Layout:
    return load_layout(LAYOUT, ZONES)


def zoom_face(shown: Any) -> pygame.Surface:
    """A card of this edition at the zoom's size, past the face caches (big surfaces)."""
    w, h = ZOOM_SIZE
    if isinstance(shown, ProjectView):
        return cards_view.project_face.__wrapped__(shown, w, h, ZOOM_MIN_TEXT)
    if hasattr(shown, "drift"):
        return cards_view.event_face.__wrapped__(shown, w, h, ZOOM_MIN_TEXT)
    return cards_view.pattern_face.__wrapped__(shown, w, h, ZOOM_MIN_TEXT)


class ProjectsTable(EditionTable):
    # The guided lesson (tutorials/projects.yaml): the keys that do what a pointed target does,
    # what a player may always look at, and the coach's box over the log and the players panel's
    # foot (a lesson seats one player and the Community, so the rows end above it).
    coach_keys: ClassVar[dict[str, str]] = {
        "btn:acquire": "acquire", "btn:convert": "convert", "btn:touchpoint": "touchpoint",
    }  # a zone's key names the zone itself (keys.py)
    coach_free = frozenset({"goal", "meaning_track", "event_zone", "mat_tokens", "community",
                            "event_deck", "pattern_deck", "project_deck",
                            *(f"stack_{i}" for i in range(1, 7)), *(f"seat_{i}" for i in range(1, 7))})
    coach_box = (1456, 692, 448)

    rules = rules
    dialogs = dialogs
    GAME_ID = "projects"
    TITLE = "Meaning Made: Projects"
    PHASES = PHASES
    PROJECT_ZONES = PROJECT_ZONES
    CARD_ZONES = GALLERY_ZONES
    BUTTONS = ("acquire", "touchpoint", "convert")
    BAR_BUTTONS = (
        ("acquire", f"⛏️ Acquire ({KEYS.label('acquire')})", "take 2 tokens, ☀️ and/or 🔍 (one action)"),
        ("touchpoint", f"💬 Touchpoint ({KEYS.label('touchpoint')})",
         "give or ask for 1 token; if accepted both gain +1🛡️ (one action)"),
        ("convert", f"2☀️→1❤️ ({KEYS.label('convert')})", CONVERT_TIP),
    )
    LOG_INK = LOG_INK
    HOLDING_ICONS = HOLDING_ICONS
    BACKGROUND_PANELS = ("meaning_track", "action_bar", "players_panel")
    EMPTY_PROJECT = "no Project is left for this slot"
    PROMPT_TAIL = "click a Pattern, a Project, or an action"
    HUD_OVER = "Group outcome: {}"
    PENDING_DOING: ClassVar[dict[str, str]] = {
        "respond": "answers a Touchpoint",
        "donate": "may donate 1❤️",
        "take": "chooses a Reward+ token",
    }
    HUD_GAP = 36
    HUD_DOING_WIDTH = 760
    ROW_MAX = 74
    LOG_TITLE = "📖 Log"
    LOG_SCROLL_HINT = True
    LOG_LOOKBACK = 40
    BAR_TEXT_Y = (8, 36)
    BAR = (46, 10, 12)
    RESULTS_CAPTION = "🏆 See the results (Enter)"
    UNDO_CAPTION = "↩️ Undo (U)"
    UNDO_OFF_TIP = "nothing to undo: never past a card revealed or another player's decision"
    RULES_CAPTION = "📖 Rules (F1)"

    def __init__(self, app: App, session: Session, layout: Layout | None = None) -> None:
        super().__init__(app, session, layout or load_table_layout())
        self.meaning_shown = float(self.state.meaning)
        self.live: LiveTable | None = LiveTable(session) if app.settings.live_reload else None

    # -- queries --------------------------------------------------------------------------------
    def style(self, seat: int) -> SeatStyle:
        return COMMUNITY_STYLE if seat == COMMUNITY else self.styles[seat]

    def offered_card(self, zone: str) -> str | None:
        return self.state.gallery[int(zone.removeprefix("gallery_")) - 1]  # type: ignore[no-any-return]

    def project_slot(self, zone: str) -> ProjectSlot | None:
        s = self.state
        if zone == "stewardship":
            return s.stewardship  # type: ignore[no-any-return]
        return s.row[int(zone.removeprefix("project_")) - 1]  # type: ignore[no-any-return]

    def zone_of(self, card_id: str) -> str | None:
        """The zone a face-up Project sits in."""
        for zone in PROJECT_ZONES:
            slot = self.project_slot(zone)
            if slot is not None and slot.card.id == card_id:
                return zone
        return None

    def card_blocker(self, zone: str) -> str | None:
        cid = self.offered_card(zone)
        if cid is None:
            return "this Gallery slot stays empty until the next round's Refresh"
        return rules.obtain_blocker(self.state, cid)

    def closing(self) -> bool:
        """DP13: the player to move has spent both actions and may still convert, or end."""
        return rules.closing_step(self.state)

    def button_blocker(self, kind: str) -> str | None:
        s = self.state
        if kind == "touchpoint":
            other = (s.current + 1) % len(s.players)
            probe = Action("request", pay=(1, 0, 0), seat=other)
        else:
            probe = {"acquire": rules.ACQUIRE[0], "convert": rules.CONVERT}[kind]
        return self._cached(("button", kind), lambda: rules.why_illegal(s, probe))

    def project_view(self, slot: ProjectSlot) -> ProjectView:
        s = self.state
        steward = slot is s.stewardship
        opens = rules.threshold(s) if steward else 0
        paid = (slot.paid[0], slot.paid[1], slot.paid[2])
        return ProjectView(
            slot.card, paid, tuple(self.style(c) for c in slot.contributors), opens, s.meaning >= opens
        )

    def holdings(self) -> list[tuple[int, ...]]:
        """Each seat's tokens, Vitals and Legacy."""
        return [(*p.tokens, p.vitals, p.legacy) for p in self.state.players]

    def over_words(self) -> str:
        return str(self.state.result.outcome)

    def card_name(self, shown: Any) -> str:
        return shown.card.name if isinstance(shown, ProjectView) else shown.name  # type: ignore[no-any-return]

    def zoom(self, shown: Any) -> pygame.Surface:
        return zoom_face(shown)

    def goal(self) -> tuple[tuple[str, str, str], str]:
        return goal_lines(self.state), goal_tip(self.state)

    def row_count(self) -> int:
        """The players, and solo's Community under them."""
        return len(self.state.players) + (1 if self.state.solo else 0)

    def bar_tip(self, reason: str) -> str:
        return reason

    # -- playing --------------------------------------------------------------------------------
    def settle(self) -> None:
        self.meaning_shown = float(self.state.meaning)

    def slide(self, dt: float) -> bool:
        """The Meaning marker slides between cells as Meaning moves."""
        target = float(self.state.meaning)
        speed = self.app.settings.speed
        if self.meaning_shown == target:
            return False
        step = dt * 4 * speed
        diff = target - self.meaning_shown
        self.meaning_shown = (
            target
            if speed <= 0 or abs(diff) <= step
            else (self.meaning_shown + step * (1 if diff > 0 else -1))
        )
        return True

    def ends_turn(self, intent: Intent) -> bool:
        return intent.target in ("btn:end", "confirm") and self.closing() and self.human_to_move()

    def animate(self, events: list[Event], zones: dict[str, str]) -> None:
        """The Event's Drift, completions, new Projects, markers flying to their space."""
        speed = self.app.settings.speed
        z = self.z
        for ev in events:
            d = ev.data
            if ev.kind == "round" and d.get("event"):
                self.anim.add(
                    Flash(1.1, 0.0, rect=z["event_zone"], colour=theme.BAD, caption=f"Drift +{d['loss']}"),
                    speed,
                )
            elif ev.kind == "completed" and d["card"] in zones:
                self.anim.add(
                    Flash(1.3, 0.1, rect=z[zones[d["card"]]], colour=theme.GOOD, caption="complete!"), speed
                )
            elif ev.kind == "project_dealt" and (zone := self.zone_of(str(d["card"]))) is not None:
                self.anim.add(Flash(0.9, 0.6, rect=z[zone], caption="new"), speed)
            elif ev.kind == "community" and d.get("card") and (zone := self.zone_of(str(d["card"]))):
                self.anim.add(
                    FlyMarker(
                        0.7,
                        0.1,
                        start=self._seat_anchor(COMMUNITY),
                        end=z[zone].center,
                        colour=COMMUNITY_STYLE[0],
                        shape=COMMUNITY_STYLE[1],
                    ),
                    speed,
                )
            elif ev.kind == "contributed" and d.get("first") and (zone := self.zone_of(str(d["card"]))):
                colour, shape = self.style(int(d["seat"]))
                self.anim.add(
                    FlyMarker(
                        0.7,
                        0.1,
                        start=self._seat_anchor(int(d["seat"])),
                        end=z[zone].center,
                        colour=colour,
                        shape=shape,
                    ),
                    speed,
                )
            elif ev.kind == "gallery_refilled":
                for k, zone in enumerate(GALLERY_ZONES):
                    self.anim.add(Flash(0.8, 0.05 * k, rect=z[zone]), speed)

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == COMMUNITY:
            r = self.z["players_panel"]
            return (r.x + r.w // 2, r.y + r.h - 24)
        return super()._seat_anchor(seat)

    # -- choosing -------------------------------------------------------------------------------
    def click_card(self, zone: str) -> None:
        s = self.state
        cid = self.offered_card(zone)
        assert cid is not None
        options = [a for a in self.legal() if a.kind == "obtain" and a.target == cid]
        if len(rules.obtain_payments(s, s.current, cid)) == 1 and len(options) == 1:
            self.play(options[0])
        else:
            self.app.push(dialogs.obtain_dialog(self.app, s, cid, self.play))

    def button_dialog(self, kind: str) -> Scene:
        if kind == "touchpoint":
            names = [p.name for p in self.state.players]
            return dialogs.TouchpointDialog(self.app, self.state, names, self.play)
        return dialogs.acquire_dialog(self.app, self.state, self.play)

    def open_decision(self) -> None:
        d = self.state.pending[0]
        self.app.push(dialogs.DECISIONS[d.kind](self.app, self.state, self.play))

    def end_scene(self) -> Scene:
        from game.games.projects.ui.end import ProjectsEnd

        return ProjectsEnd(self.app, self.session)

    # -- picture --------------------------------------------------------------------------------
    def draw_board(self, surf: pygame.Surface, human: bool) -> None:
        self._track(surf)
        self._projects(surf, human)
        self._gallery(surf, human)
        self._event_and_decks(surf)
        self._mat(surf, self.viewer())

    def hud_frame(self, surf: pygame.Surface, r: Rect) -> None:
        super().hud_frame(surf, r)
        pygame.draw.line(surf, theme.PANEL_LINE, (r.x, r.y + r.h - 1), (r.x + r.w, r.y + r.h - 1))

    def hud_doing(self) -> str:
        if not self.state.pending and self.closing():
            return "may convert 2☀️→1❤️, then ends the turn"
        return super().hud_doing()

    def hud_right(self, surf: pygame.Surface, r: Rect, cy: int) -> None:
        s = self.state
        mode = f"Solo · {s.setup.solo_difficulty.title()}" if s.solo else f"{len(s.players)} players"
        if s.setup.community_scaling and s.solo:
            mode += " · Community Scaling"
        rising = self._rising_note()
        right = f"{mode} · {rising} · seed {s.setup.seed}" if rising else f"{mode} · seed {s.setup.seed}"
        label(surf, right, (r.x + r.w - 20, cy), theme.FONT_SMALL, theme.TEXT_DIM, anchor="midright")

    def turn_prompt(self, seat: int) -> str:
        if self.closing():
            return f"{self.who(seat)}: both actions spent — convert 2☀️→1❤️ now, or end the turn (Enter)"
        return super().turn_prompt(seat)

    def action_row(self, surf: pygame.Surface, r: Rect, y: int, human: bool) -> None:
        if not (self.closing() and human):
            super().action_row(surf, r, y, human)
            return
        # DP13: the turn's two actions are spent; what is left is the conversion or the end
        bh, gap, _ = self.BAR
        bw = (r.w - 28 - 2 * gap) // 3
        ctl = self.app.ctl
        button(surf, ctl, Rect(r.x + 14, y, 2 * bw + gap, bh), "btn:end",
               f"✅ End the turn ({KEYS.label('confirm')})", True,
               "keep your Energy and pass to the next player", primary=True)
        reason = self.button_reason("convert")
        button(surf, ctl, Rect(r.x + 14 + 2 * (bw + gap), y, bw, bh), "btn:convert",
               f"2☀️→1❤️ ({KEYS.label('convert')})", reason is None,
               CONVERT_TIP if reason is None else reason, size=theme.FONT_SMALL)

    def _round_text(self) -> str:
        """The round, and how many there are: always with the solo clock (DP17), else in the last
        ten before G5's limit, so a player never meets the stop unwarned."""
        rnd = self.state.round
        last = rules.clock_round(self.state)
        if last is not None:
            return f"Round {rnd} of {last}"
        if rnd > STALL_ROUND - ROUND_LIMIT_WARNING:
            return f"Round {rnd} of {STALL_ROUND}"
        return f"Round {rnd}"

    def _rising_note(self) -> str:
        """DP15 in a few words: when Drift starts to rise, or how much it adds now and when more."""
        setup, rnd = self.state.setup, self.state.round
        ahead = setup.next_drift_rise(rnd)
        if ahead is None:
            return ""
        now = setup.drift_rise(rnd)
        if not now:
            return f"Drift rises from round {ahead}"
        return f"Events +{now} Drift, +{setup.drift_rise(ahead)} from round {ahead}"

    def draw_live(self, surf: pygame.Surface) -> None:
        """The Meaning marker, over the still track: it slides between cells as Meaning moves."""
        lo = self.z[f"meaning_{int(self.meaning_shown)}"]
        hi = self.z[f"meaning_{min(MEANING_MAX, int(self.meaning_shown) + 1)}"]
        f = self.meaning_shown - int(self.meaning_shown)
        x = round(lo.x + (hi.x - lo.x) * f)
        pygame.draw.rect(surf, theme.ACCENT, (x - 4, lo.y - 4, lo.w + 8, lo.h + 8), 4, border_radius=9)
        pygame.draw.line(surf, theme.ACCENT, (x, lo.y + lo.h // 2), (x + lo.w, lo.y + lo.h // 2), 2)

    def _track(self, surf: pygame.Surface) -> None:
        """The dual track: one marker; Meaning on the top row of each cell, Drift = 12 − Meaning
        on the bottom row."""
        s = self.state
        r = self.z["meaning_track"]
        first = self.z["meaning_0"]
        label(
            surf,
            f"🌟 Meaning {s.meaning}",
            (r.x + 14, first.y + 20),
            theme.FONT_LARGE,
            theme.ACCENT,
            "bold",
            "midleft",
            max_width=first.x - r.x - 20,
        )
        label(
            surf,
            f"🌀 Drift {s.drift}",
            (r.x + 14, first.y + first.h - 20),
            theme.FONT_LARGE,
            theme.HILITE,
            "bold",
            "midleft",
            max_width=first.x - r.x - 20,
        )
        opens = rules.threshold(s)
        for i in range(MEANING_MAX + 1):
            c = self.z[f"meaning_{i}"]
            t = i / 12
            top = (int(190 - 120 * t), int(70 + 120 * t), int(70 + 30 * t)) if i else (120, 40, 40)
            half = c.h // 2
            pygame.draw.rect(
                surf, top, (c.x, c.y, c.w, half), border_top_left_radius=6, border_top_right_radius=6
            )
            pygame.draw.rect(
                surf,
                (44, 62, 96),
                (c.x, c.y + half, c.w, c.h - half),
                border_bottom_left_radius=6,
                border_bottom_right_radius=6,
            )
            now = i == s.meaning
            label(
                surf, str(i), (c.center[0], c.y + half // 2), theme.FONT_LARGE, theme.TEXT, "bold", "center"
            )
            label(
                surf,
                str(MEANING_MAX - i),
                (c.center[0], c.y + half + half // 2),
                theme.FONT_BODY,
                theme.TEXT if now else (150, 170, 210),
                "bold" if now else "regular",
                "center",
            )
            if i == opens:
                tag = assets.icon("🌍", 22)
                surf.blit(tag, tag.get_rect(topright=(c.x + c.w - 3, c.y + 3)))
        self.app.ctl.add(
            r,
            "meaning_track",
            True,
            f"Meaning {s.meaning} above, Drift {s.drift} below (Drift = 12 − Meaning): one marker. "
            f"Meaning 0 collapses the world. 🌍 Stewardship opens at Meaning {opens}.",
        )

    def _projects(self, surf: pygame.Surface, human: bool) -> None:
        ctl = self.app.ctl
        for zone in PROJECT_ZONES:
            r = self.z[zone]
            slot = self.project_slot(zone)
            if slot is None:
                self._empty(surf, r, "No Project left for this slot")
                continue
            surf.blit(cards_view.project_face(self.project_view(slot), r.w, r.h), (r.x, r.y))
            reason = self.blocker(zone) if human else None
            key = KEYS.label(zone)
            tip = (
                f"Contribute to {slot.card.name} (key {key}; right-click to read it)"
                if human and reason is None
                else self._project_tip(slot, reason)
            )
            ctl.add(r, zone, human and reason is None, tip)

    def _project_tip(self, slot: ProjectSlot, reason: str | None) -> str:
        parts = [f"{reason[0].upper()}{reason[1:]}." if reason else f"{slot.card.name}."]
        names = [self.state.name(c) for c in slot.contributors]
        parts.append(f"Still needs {rules.tokens_text(slot.still_needed())}.")
        if names:
            parts.append("Spaces: " + ", ".join(names) + ".")
        parts.append("Right-click or I to read it.")
        return " ".join(parts)

    def _gallery(self, surf: pygame.Surface, human: bool) -> None:
        s = self.state
        ctl = self.app.ctl
        seat = self.viewer()
        for zone in GALLERY_ZONES:
            r = self.z[zone]
            cid = self.offered_card(zone)
            if cid is None:
                self._empty(surf, r, "Refilled next round")
                ctl.add(r, zone, False, "This Gallery slot stays empty until the next round's Refresh")
                continue
            card = s.cards.patterns[cid]
            surf.blit(cards_view.pattern_face(card, r.w, r.h - STRIP), (r.x, r.y))
            pays = rules.obtain_payments(s, seat, cid)
            # With the layer discount (P2) the buyer takes one printed token off, of their choice.
            cost = token_icons(card.cost) + (" −1 of your choice" if len(pays) > 1 else "")
            reason = self.blocker(zone) if human else None
            ok = human and reason is None
            bar = Rect(r.x, r.y + r.h - STRIP + 2, r.w, STRIP - 2)
            pygame.draw.rect(surf, (40, 90, 55) if ok else theme.PANEL_DARK, bar.tuple, border_radius=6)
            who = "You pay" if self.human_to_move() else verb(s.name(seat), "pay")
            label(
                surf,
                f"{'✅ ' if ok else ''}{who} {cost}",
                bar.center,
                theme.FONT_SMALL,
                theme.TEXT,
                "semibold",
                "center",
                max_width=bar.w - 10,
            )
            key = KEYS.label(zone)
            discount = " (layer discount: one token of your choice comes off)" if len(pays) > 1 else ""
            tip = (
                f"Obtain {card.name} for {cost}{discount} (key {key}; right-click to read it)"
                if ok
                else f"{capital(reason or card.name)}. Right-click or I to read it."
            )
            ctl.add(r, zone, ok, tip)

    def _event_and_decks(self, surf: pygame.Surface) -> None:
        s = self.state
        ctl = self.app.ctl
        r = self.z["event_zone"]
        if s.event is not None:
            ev = s.cards.events[s.event]
            rise = s.setup.drift_rise(s.round)  # DP15: the round adds to what the card prints
            surf.blit(cards_view.event_face(ev, r.w, r.h, rise=rise), (r.x, r.y))
            risen = f" (+{rise} as Drift rises in round {s.round})" if rise else ""
            ctl.add(
                r,
                "event_zone",
                True,
                f"This round's Event: {ev.name}, Drift +{rules.event_loss(s, s.event)}{risen}. "
                "Right-click or I to read it.",
            )
        else:
            self._empty(surf, r, "No Event face up")
        for zone, kind, count, what in (
            ("event_deck", "event", len(s.event_deck), f"Events ({len(s.event_discard)} discarded)"),
            ("pattern_deck", "pattern", len(s.pattern_deck), "Patterns"),
            ("project_deck", "initiative", len(s.project_deck), "Projects"),
        ):
            d = self.z[zone]
            surf.blit(shared_cards.card_back(kind, d.w, d.h, count), (d.x, d.y))
            label(
                surf,
                what.split(" (")[0],
                (d.center[0], d.y + d.h + 6),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                "semibold",
                "midtop",
                max_width=d.w,  # side by side: a larger text size must not run into the next
            )
            ctl.add(d, zone, True, f"{count} {what} left in the deck; their order is hidden")

    @staticmethod
    def _empty(surf: pygame.Surface, r: Rect, caption: str) -> None:
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_LINE, r.tuple, 1, border_radius=10)
        for k, line in enumerate(assets.wrap(caption, r.w - 20, theme.FONT_SMALL)):
            label(
                surf,
                line,
                (r.center[0], r.center[1] - 12 + 24 * k),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                anchor="center",
            )

    # .. the mat ...................................................................................
    def _mat(self, surf: pygame.Surface, seat: int) -> None:
        s = self.state
        p = s.players[seat]
        colour, shape = self.style(seat)
        panel(surf, self.z["mat"], theme.PANEL, colour, 10, 2)
        head = self.z["mat_header"]
        seat_marker(surf, (head.x + 14, head.center[1]), 11, colour, shape)
        score = label(
            surf,
            f"Score {rules.final_score(s, seat)} (🛡️ {p.vitals} + 🌳 {p.legacy})",
            (head.x + head.w, head.center[1]),
            theme.FONT_BODY,
            theme.ACCENT,
            "bold",
            "midright",
        )
        touch = "" if s.solo else (" · 💬 Touchpoint used" if p.touchpoint_used else " · 💬 Touchpoint ready")
        kind = "bot" if self.session.is_bot(seat) else "human"
        label(
            surf,
            f"Mat: {self.who(seat)} ({kind}) · 🧬 Pattern Stack{touch}",
            (head.x + 34, head.center[1]),
            theme.FONT_BODY,
            theme.TEXT,
            "bold",
            "midleft",
            max_width=score.x - head.x - 50,
        )
        for layer in range(1, 7):
            self._stack(surf, self.z[f"stack_{layer}"], layer, p.stack[layer])
        t = self.z["mat_tokens"]
        pygame.draw.rect(surf, theme.PANEL_DARK, t.tuple, border_radius=8)
        x = t.x + 14
        for k, emoji in enumerate(TOKEN_EMOJI):
            surf.blit(assets.icon(emoji, 34), (x, t.y + (t.h - 34) // 2))
            x = (
                label(
                    surf,
                    str(p.tokens[k]),
                    (x + 42, t.center[1]),
                    theme.FONT_TITLE,
                    theme.TEXT,
                    "bold",
                    "midleft",
                ).x
                + 80
            )
        self.app.ctl.add(t, "mat_tokens", True, f"{rules.tokens_text(p.tokens)} held")
        m = self.z["mat_markers"]
        pygame.draw.rect(surf, theme.PANEL_DARK, m.tuple, border_radius=8)
        label(
            surf,
            "👤 Player tokens",
            (m.x + 12, m.center[1]),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            "semibold",
            "midleft",
            max_width=200 - 12 - 12 - 8,  # up to the first token's circle
        )
        for k in range(MARKERS):
            cx = m.x + 200 + k * 34
            if k < p.markers:
                seat_marker(surf, (cx, m.center[1]), 12, colour, shape)
            else:
                pygame.draw.circle(surf, theme.PANEL_LINE, (cx, m.center[1]), 12, 2)
        label(
            surf,
            f"{p.markers} of {MARKERS} left",
            (m.x + m.w - 12, m.center[1]),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="midright",
        )
        self._bar(surf, self.z["mat_vitals"], "🛡️ Vitals", p.vitals, VITALS_MAX, (90, 140, 210), cells=True)
        self._bar(surf, self.z["mat_legacy"], "🌳 Legacy", p.legacy, 30, (110, 160, 90), cells=False)

    @staticmethod
    @cache  # drawn every frame; the captions change only with the slots' width
    def _stack_names(width: int) -> tuple[list[str], int]:
        """The six layer names at one size, whole ("Membership", "Reinforcement") where the
        slots allow it."""
        return fit_all([LAYERS[n] for n in range(1, 7)], width, theme.FONT_SMALL, "semibold",
                       min_size=theme.FONT_SMALL - 6)

    def _stack(self, surf: pygame.Surface, r: Rect, layer: int, ids: tuple[str, ...]) -> None:
        lc = theme.LAYER_COLOURS[layer]
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple, border_radius=8)
        pygame.draw.rect(surf, lc, (r.x, r.y, r.w, 28), border_top_left_radius=8, border_top_right_radius=8)
        # the count is the body's own list ("empty", the names, "+N more"), so the header keeps
        # its width for the layer's whole name
        badge = shared_cards.icon_badge(surf, LAYER_EMOJI[layer], 16, (r.x + 4, r.y + 3))
        captions, size = self._stack_names(r.w - badge - 10)
        label(surf, captions[layer - 1], (r.x + badge + 7, r.y + 14), size, (255, 255, 255),
              "semibold", "midleft")
        if not ids:
            label(surf, "empty", (r.center[0], r.y + 60), theme.FONT_SMALL, theme.TEXT_DIM, anchor="center")
        names = [self.state.cards.patterns[c].name for c in ids]
        room = (r.h - 36) // 22
        shown = names if len(names) <= room else names[: room - 1]
        y = r.y + 34
        for nm in shown:
            label(surf, nm, (r.x + 8, y), 17, theme.TEXT, max_width=r.w - 14)
            y += 22
        if len(names) > len(shown):
            label(surf, f"+{len(names) - len(shown)} more", (r.x + 8, y), 16, theme.TEXT_DIM)
        tip = (
            f"Layer {layer} {LAYERS[layer]}: "
            + (", ".join(names) if names else "no Pattern yet")
            + (". Owning one makes this layer's Patterns 1 token cheaper." if names else ".")
        )
        self.app.ctl.add(r, f"stack_{layer}", True, tip)

    def _bar(
        self,
        surf: pygame.Surface,
        r: Rect,
        title: str,
        value: int,
        top: int,
        colour: tuple[int, int, int],
        cells: bool,
    ) -> None:
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple, border_radius=8)
        head = label(
            surf, f"{title} {value}", (r.x + 12, r.center[1]), theme.FONT_SMALL, theme.TEXT, "bold", "midleft"
        )
        x0 = r.x + 150
        w = r.x + r.w - 10 - x0
        if head.x + head.w + 8 > x0:
            x0 = head.x + head.w + 8
            w = r.x + r.w - 10 - x0
        if cells:
            cw = w / (top + 1)
            for i in range(top + 1):
                cell = pygame.Rect(round(x0 + i * cw) + 1, r.y + 6, round(cw) - 2, r.h - 12)
                on = i == value
                pygame.draw.rect(surf, colour if on else theme.PANEL, cell, border_radius=4)
                label(
                    surf,
                    str(i),
                    cell.center,
                    15,
                    theme.TEXT_DARK if on else theme.TEXT_DIM,
                    "bold" if on else "regular",
                    "center",
                )
        else:
            track = pygame.Rect(x0, r.y + 10, w, r.h - 20)
            pygame.draw.rect(surf, theme.PANEL, track, border_radius=6)
            fill = track.copy()
            fill.w = round(track.w * min(value, top) / top)
            if fill.w:
                pygame.draw.rect(surf, colour, fill, border_radius=6)
            for mark in (6, 12, 18, 24):
                mx = track.x + round(track.w * mark / top)
                pygame.draw.line(surf, theme.PANEL_LINE, (mx, track.y), (mx, track.y + track.h - 1))
            past = " (past 30)" if value > top else ""
            label(
                surf, f"{value}{past}", (track.right - 6, track.center[1]), 15, theme.TEXT, "bold", "midright"
            )

    # .. players ...................................................................................
    def draw_players(self, surf: pygame.Surface) -> None:
        s = self.state
        ctl = self.app.ctl
        moving = s.to_move()
        viewer = self.viewer()
        for seat, p in enumerate(s.players):
            row = self.player_row(seat)
            compact = row.h + 6 < COMPACT_ROW
            top_y, name_size = (row.y + 13, theme.FONT_SMALL) if compact else (row.y + 17, theme.FONT_BODY)
            fill = (62, 74, 100) if seat == moving else theme.PANEL_DARK
            pygame.draw.rect(surf, fill, row.tuple, border_radius=8)
            if seat == viewer:
                pygame.draw.rect(surf, theme.HILITE, row.tuple, 2, border_radius=8)
            colour, shape = self.style(seat)
            seat_marker(surf, (row.x + 18, top_y), 10, colour, shape)
            score = label(
                surf,
                f"{rules.final_score(s, seat)} pts",
                (row.x + row.w - 10, top_y),
                name_size,
                theme.ACCENT,
                "bold",
                "midright",
            )
            arrow = "▶ " if seat == moving else ""
            first = " · first this round" if s.order and s.order[0] == seat and len(s.players) > 1 else ""
            label(
                surf,
                f"{arrow}{self.who(seat)}{first}",
                (row.x + 36, top_y),
                name_size,
                theme.TEXT,
                "semibold",
                "midleft",
                max_width=score.x - 12 - (row.x + 36),
            )
            toks = " ".join(f"{TOKEN_EMOJI[k]}{p.tokens[k]}" for k in range(3))
            line = f"{toks}  🛡️{p.vitals} 🌳{p.legacy}  👤{p.markers}"
            y2 = row.y + row.h - (12 if compact else 16)
            small = theme.FONT_SMALL - (2 if compact else 0)
            info = label(surf, line, (row.x + 36, y2), small, theme.TEXT_DIM, anchor="midleft")
            x = info.x + info.w + 14
            for layer in range(1, 7):
                n = len(p.stack[layer])
                chip = pygame.Rect(x, y2 - 11, 30, 22)
                pygame.draw.rect(
                    surf, theme.LAYER_COLOURS[layer] if n else theme.PANEL, chip, border_radius=5
                )
                label(
                    surf, str(n), chip.center, 16, (255, 255, 255) if n else theme.TEXT_DIM, "bold", "center"
                )
                x += 34
            stack = ", ".join(f"{LAYERS[k]} {len(p.stack[k])}" for k in range(1, 7) if p.stack[k]) or "none"
            ctl.add(
                row,
                f"seat_{seat + 1}",
                True,
                f"{p.name}: {rules.tokens_text(p.tokens)}, Vitals {p.vitals}, Legacy {p.legacy}, "
                f"{p.markers} player token(s) left. Pattern Stack: {stack}.",
            )
        if s.solo:
            self._community(surf, self.player_row(1))


    def _community(self, surf: pygame.Surface, row: Rect) -> None:
        """The solo Community: its markers on Projects and how many spaces it fills this round."""
        s = self.state
        pygame.draw.rect(surf, theme.PANEL_DARK, row.tuple, border_radius=8)
        seat_marker(surf, (row.x + 18, row.y + 17), 10, *COMMUNITY_STYLE)
        on = sum(slot.contributors.count(COMMUNITY) for slot in s.slots())
        pace = rules.community_pace(s)
        label(
            surf,
            "👥 The Community",
            (row.x + 36, row.y + 17),
            theme.FONT_BODY,
            theme.TEXT,
            "semibold",
            "midleft",
        )
        words = (
            f"{on} marker{'s' if on != 1 else ''} on Projects · at the end of this round it fills "
            f"{pace} space{'s' if pace != 1 else ''}"
        )
        label(
            surf,
            words,
            (row.x + 36, row.y + row.h - 16),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="midleft",
            max_width=row.w - 46,
        )
        self.app.ctl.add(
            row,
            "community",
            True,
            f"{capital(words)}. The Community takes the next open space of the leftmost Project in "
            "the row each round (never Stewardship); it pays nothing and scores nothing, but it takes Legacy "
            "places from you.",
        )
