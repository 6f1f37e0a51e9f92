"""The edition `life` table: the World Drift track 0–12 with its multiplier bands, the Project Row
of three with their credit marks, the Pattern Market of six, the World Event with its pending
Drift and mitigation, the Mitigation Pool, the local Drift tokens, the mat of the seat the game
waits on (Pattern Stack, Project / Coherence / Social tracks, tokens), every player's row, the
log and the actions.

Every zone comes from ``art/layouts/life.tmx`` (drawing and clicks use the same rectangles).
Every choice offered comes from the engine: a card is clickable when ``buy_blocker`` /
``contribute_blocker`` allow it, a refused click says the engine's reason, and the dialogs play
only actions ``why_illegal`` lets through. The scene never changes the state itself.

What both Meaning Made tables do alike (clicks, refusals, undo, the zoom, the HUD's frame, the
goal, the log, the action bar) is ``game.games.meaning_made.table_kit.EditionTable``; this
module is what `life` has of its own: the World Drift bands, the Market's fixed prices (one
click buys), Stabilize, the Mitigation Pool and its pledges, the local Drift.
"""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar

import pygame

from game.family.ruleset import Event
from game.family.words import whose
from game.games.life import rules
from game.games.life.actions import Action
from game.games.life.cards import LAYER_NAMES, TAG_EMOJI, TOKEN_EMOJI, TOKEN_NAMES
from game.games.life.state import DRIFT_MAX, TRACK_MAX, ProjectSlot
from game.games.life.ui import dialogs
from game.games.life.ui.cards_view import (
    ProjectView,
    card_name,
    event_face,
    pattern_face,
    project_face,
    token_icons,
)
from game.games.life.ui.goal import goal_lines, goal_tip
from game.games.life.ui.keys import KEYS
from game.games.meaning_made.dialog_kit import capital
from game.games.meaning_made.table_kit import COMPACT_ROW, EditionTable
from game.ui import assets, theme
from game.ui.animation import Flash
from game.ui.app import App, Scene
from game.ui.draw import fit_all, label, seat_marker
from game.ui.layout import LAYOUTS, Layout, Rect, load_layout
from game.ui.scenes.card_zoom import ZOOM_SIZE
from game.ui.session import Session

LAYOUT = LAYOUTS / "life.tmx"
PROJECT_ZONES = ("project_1", "project_2", "project_3")
MARKET_ZONES = tuple(f"market_{i}" for i in range(1, 7))
ZONES: tuple[str, ...] = (
    "hud",
    "drift_track",
    *(f"drift_{i}" for i in range(DRIFT_MAX + 1)),
    *PROJECT_ZONES,
    *MARKET_ZONES,
    "mat",
    "mat_header",
    *(f"stack_{i}" for i in range(1, 7)),
    "mat_tracks",
    "mat_tokens",
    "event_zone",
    "pool_zone",
    "local_zone",
    "deck_row",
    "action_bar",
    "players_panel",
    "log_panel",
)
PHASES = {
    "turns": "Phase C · player turns",
    "pledge": "Phase D · Stability Check",
    "over": "Game over",
    "setup": "Setup",
}
LOG_INK = {
    "round": theme.ACCENT,
    "completed": theme.GOOD,
    "mitigated": theme.GOOD,
    "game_over": theme.ACCENT,
    "end_trigger": theme.ACCENT,
    "drift": theme.BAD,
    "local_drift": theme.BAD,
    "event": theme.WARN,
    "pledged": theme.HILITE,
    "stabilized": theme.HILITE,
}
BAND_COLOURS = {
    1.2: (70, 150, 95),
    1.0: (90, 130, 90),
    0.8: (160, 140, 60),
    0.6: (180, 100, 50),
    0.4: (170, 60, 60),
}
HOLDING_ICONS = (*TOKEN_EMOJI, "🏛️", "🧠", "🌍")


def load_table_layout() -> Layout:
    return load_layout(LAYOUT, ZONES)


def zoom_face(shown: Any) -> pygame.Surface:
    """A card of this edition at the zoom's size."""
    w, h = ZOOM_SIZE
    if isinstance(shown, ProjectView):
        return project_face.__wrapped__(shown, w, int(w * 330 / 420))
    if hasattr(shown, "pressure"):
        return event_face.__wrapped__(shown, w, int(w * 226 / 300))
    return pattern_face.__wrapped__(shown, w, h)


class LifeTable(EditionTable):
    # The guided lesson (tutorials/life.yaml): the keys that do what a pointed target does, what a
    # player may always look at, and the coach's box over the log (a lesson seats two players,
    # whose rows end above it).
    coach_keys: ClassVar[dict[str, str]] = {
        "btn:acquire": "acquire", "btn:stabilize": "stabilize", "btn:touchpoint": "touchpoint",
        "btn:convert": "convert",
    }  # a zone's key names the zone itself (keys.py)
    coach_free = frozenset({"goal", "drift_track", "event_zone", "pool_zone", "local_zone", "deck_row",
                            *(f"token:{t}" for t in range(5)), *(f"stack_{i}" for i in range(1, 7))})
    coach_box = (1456, 756, 448)

    rules = rules
    dialogs = dialogs
    GAME_ID = "life"
    TITLE = "Life Builds Meaning"
    PHASES = PHASES
    PROJECT_ZONES = PROJECT_ZONES
    CARD_ZONES = MARKET_ZONES
    BUTTONS = ("acquire", "touchpoint", "stabilize", "convert")
    BAR_BUTTONS = (
        ("acquire", f"Acquire ({KEYS.label('acquire')})",
         "take 2 tokens of two different types (one action)"),
        ("stabilize", f"Stabilize ({KEYS.label('stabilize')})",
         "spend 1❤️: remove a local 🌀 or lower World Drift; +1 Coherence (one action)"),
        ("touchpoint", f"Touchpoint ({KEYS.label('touchpoint')})",
         "give 1 token (+1 Social) or ask for one (+1 Social if they agree)"),
        ("convert", f"2☀️→1❤️ ({KEYS.label('convert')})", "2☀️ into 1❤️, not an action"),
    )
    LOG_INK = LOG_INK
    HOLDING_ICONS = HOLDING_ICONS
    BACKGROUND_PANELS = ("drift_track", "action_bar", "players_panel", "mat", "pool_zone", "local_zone")
    EMPTY_PROJECT = "this Project slot is refilled in Phase D"
    PROMPT_TAIL = "click a Pattern, a Project or an action"
    HUD_OVER = "Game over: {}"
    PENDING_DOING: ClassVar[dict[str, str]] = {
        "respond": "answers a request",
        "pledge": "pledges to the Mitigation Pool",
    }
    PROBES: ClassVar[dict[str, Action]] = {"acquire": rules.ACQUIRE[0], "convert": rules.CONVERT}

    def __init__(self, app: App, session: Session, layout: Layout | None = None) -> None:
        super().__init__(app, session, layout or load_table_layout())

    # -- queries --------------------------------------------------------------------------------
    def offered_card(self, zone: str) -> str | None:
        return self.state.market[int(zone.removeprefix("market_")) - 1]  # type: ignore[no-any-return]

    def project_slot(self, zone: str) -> ProjectSlot | None:
        return self.state.row[int(zone.removeprefix("project_")) - 1]  # type: ignore[no-any-return]

    def card_blocker(self, zone: str) -> str | None:
        cid = self.offered_card(zone)
        if cid is None:
            return "this Market slot stays empty until the next round's Phase B"
        return rules.buy_blocker(self.state, cid)

    def button_blocker(self, kind: str) -> str | None:
        s = self.state
        if s.pending:
            return "answer the open question first"
        if kind == "stabilize":
            reasons = [rules.stabilize_blocker(s, t) for t in ("local", "world")]
            return None if None in reasons else reasons[0]
        if kind == "touchpoint":
            probe = Action("request", pay=(1, 0, 0, 0, 0), seat=(s.current + 1) % len(s.players))
        else:
            probe = self.PROBES[kind]
        return self._cached(("button", kind), lambda: rules.why_illegal(s, probe))

    def project_view(self, slot: ProjectSlot) -> ProjectView:
        ranking = slot.ranking()
        return ProjectView(
            slot.card,
            tuple(slot.paid),
            tuple((self.style(s), t) for s, t in slot.marks),
            tuple((self.style(s), slot.credits(s)) for s in ranking),
        )

    def holdings(self) -> list[tuple[int, ...]]:
        """Each seat's tokens, Social, Coherence and Project points."""
        return [(*p.tokens, p.social, p.coherence, p.project) for p in self.state.players]

    def over_words(self) -> str:
        return rules.END_WORDS[self.state.result.reason]

    def card_name(self, shown: Any) -> str:
        return card_name(shown)

    def zoom(self, shown: Any) -> pygame.Surface:
        return zoom_face(shown)

    def goal(self) -> tuple[tuple[str, str, str], str]:
        return goal_lines(self.state), goal_tip(self.state)

    def may_undo(self) -> bool:
        # a human's finished turn is still theirs to undo until the bots go on (Session.can_undo)
        return self.human_to_move() or self.session.turn_end_pending

    # -- playing --------------------------------------------------------------------------------
    def animate(self, events: list[Event], zones: dict[str, str]) -> None:
        """The Event's pending Drift, completions, Drift rising, the pool filled, the Market."""
        speed = self.app.settings.speed
        for ev in events:
            d = ev.data
            if ev.kind == "event":
                self.anim.add(
                    Flash(
                        1.1,
                        0.0,
                        rect=self.z["event_zone"],
                        colour=theme.BAD,
                        caption=f"Drift +{d['drift']} pending",
                    ),
                    speed,
                )
            elif ev.kind == "completed" and d["card"] in zones:
                self.anim.add(
                    Flash(1.3, 0.1, rect=self.z[zones[d["card"]]], colour=theme.GOOD, caption="complete!"),
                    speed,
                )
            elif ev.kind in ("drift", "local_drift"):
                self.anim.add(
                    Flash(
                        1.0,
                        0.2,
                        rect=self.z["drift_track"],
                        colour=theme.BAD,
                        caption=f"World Drift {d['drift']}",
                    ),
                    speed,
                )
            elif ev.kind == "mitigated":
                self.anim.add(
                    Flash(1.0, 0.1, rect=self.z["pool_zone"], colour=theme.GOOD, caption="mitigated"), speed
                )
            elif ev.kind == "market_refilled":
                for k, zone in enumerate(MARKET_ZONES):
                    self.anim.add(Flash(0.8, 0.05 * k, rect=self.z[zone]), speed)

    # -- choosing -------------------------------------------------------------------------------
    def click_card(self, zone: str) -> None:
        cid = self.offered_card(zone)
        assert cid is not None
        self.play(Action("buy", cid))  # the price is fixed (DL4): one click buys

    def button_dialog(self, kind: str) -> Scene:
        make = {
            "acquire": dialogs.acquire_dialog,
            "stabilize": dialogs.stabilize_dialog,
            "touchpoint": dialogs.TouchpointDialog,
        }[kind]
        return make(self.app, self.state, self.play)  # type: ignore[no-any-return]

    def open_decision(self) -> None:
        self.app.push(dialogs.decision_dialog(self.app, self.state, self.play))

    def end_scene(self) -> Scene:
        from game.games.life.ui.end import LifeEnd

        return LifeEnd(self.app, self.session, self.styles)

    # -- picture --------------------------------------------------------------------------------
    def draw_board(self, surf: pygame.Surface, human: bool) -> None:
        self._track(surf)
        self._projects(surf)
        self._market(surf)
        self._event(surf)
        self._pool(surf)
        self._local(surf)
        self._decks(surf)
        self._mat(surf, self.viewer())

    def hud_right(self, surf: pygame.Surface, r: Rect, cy: int) -> None:
        s = self.state
        if s.end is not None and s.result is None:
            label(
                surf, "Last round!", (r.x + r.w - 330, cy), theme.FONT_BODY, theme.ACCENT, "bold", "midright"
            )
        label(
            surf,
            f"{len(s.players)} players · seed {s.setup.seed}",
            (r.x + r.w - 20, cy),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="midright",
        )

    def _track(self, surf: pygame.Surface) -> None:
        s = self.state
        r = self.z["drift_track"]
        # The heading sits in the gap above the squares: a larger text size shrinks to fit it.
        gap = self.z["drift_0"].y - r.y - 6
        size = next((sz for sz in range(theme.FONT_BODY, 9, -1)
                     if assets.font(sz, "bold").get_ascent() <= gap - 2), 10)
        title = label(surf, f"🌀 World Drift {s.drift}", (r.x + 12, r.y + 6), size, theme.TEXT, "bold")
        printed = s.cards.events[s.event].drift if s.event is not None else s.pending_drift
        more = s.pending_drift - printed if s.pending_drift else 0
        pend = (f"pending +{s.pending_drift}" + (f" ({rules.signed(more)} for {len(s.players)} players)"
                                                 if more else "")
                if s.pending_drift else "nothing pending")
        # After the title, wherever a larger text size ends it.
        x = max(r.x + 260, title.x + title.w + 24)
        small = next((sz for sz in range(theme.FONT_SMALL, 9, -1)
                      if assets.font(sz).get_ascent() <= gap - 5), 10)
        label(surf, f"{pend} · final score × {rules.multiplier(s.drift):.1f} now", (x, r.y + 8),
              small, theme.TEXT_DIM, max_width=r.x + r.w - 12 - x)
        for i in range(DRIFT_MAX + 1):
            c = self.z[f"drift_{i}"]
            colour = BAND_COLOURS[rules.multiplier(i)]
            pygame.draw.rect(surf, colour, c.tuple, border_radius=6)
            label(surf, str(i), (c.center[0], c.y + 22), theme.FONT_LARGE, theme.TEXT, "bold", "center")
            label(
                surf,
                f"×{rules.multiplier(i):.1f}",
                (c.center[0], c.y + c.h - 14),
                theme.FONT_SMALL - 2,
                (235, 235, 235),
                anchor="center",
            )
            if i == s.drift:
                pygame.draw.rect(surf, theme.ACCENT, (c.x - 4, c.y - 4, c.w + 8, c.h + 8), 4, border_radius=9)
            elif s.pending_drift and s.drift < i <= s.drift + s.pending_drift:
                pygame.draw.rect(surf, theme.BAD, (c.x - 2, c.y - 2, c.w + 4, c.h + 4), 2, border_radius=8)
        self.app.ctl.add(
            r,
            "drift_track",
            True,
            f"World Drift {s.drift} (0-12): reaching 12 ends the game. Every final score is "
            "multiplied by its band: 0-2 ×1.2, 3-5 ×1.0, 6-8 ×0.8, 9-10 ×0.6, 11-12 ×0.4.",
        )

    def _projects(self, surf: pygame.Surface) -> None:
        ctl = self.app.ctl
        for zone in PROJECT_ZONES:
            r = self.z[zone]
            slot = self.project_slot(zone)
            if slot is None:
                self._empty(surf, r, "refilled in Phase D")
                ctl.add(r, zone, False, "this Project slot is refilled in Phase D")
                continue
            surf.blit(project_face(self.project_view(slot), r.w, r.h), (r.x, r.y))
            reason = self.blocker(zone)
            need = rules.tokens_text(slot.still_needed())
            tip = (
                f"{slot.card.name}: still needs {need}. Click to contribute."
                if reason is None
                else f"{slot.card.name}: {reason}"
            )
            ctl.add(r, zone, reason is None, tip)

    def _market(self, surf: pygame.Surface) -> None:
        ctl = self.app.ctl
        s = self.state
        seat = self.viewer()
        for zone in MARKET_ZONES:
            r = self.z[zone]
            cid = self.offered_card(zone)
            if cid is None:
                self._empty(surf, r, "refilled in Phase B")
                ctl.add(r, zone, False, "this Market slot stays empty until the next round")
                continue
            price = rules.price(s, seat, cid)
            surf.blit(pattern_face(s.cards.patterns[cid], r.w, r.h, price), (r.x, r.y))
            reason = self.blocker(zone)
            tip = f"Buy for {rules.tokens_text(price)}" if reason is None else capital(reason)
            ctl.add(r, zone, reason is None, tip)

    @staticmethod
    def _empty(surf: pygame.Surface, r: Rect, caption: str) -> None:
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple, border_radius=12)
        pygame.draw.rect(surf, theme.PANEL_LINE, r.tuple, 1, border_radius=12)
        label(surf, caption, r.center, theme.FONT_SMALL, theme.TEXT_DIM, anchor="center", max_width=r.w - 16)

    def _event(self, surf: pygame.Surface) -> None:
        s = self.state
        r = self.z["event_zone"]
        if s.event is None:
            self._empty(surf, r, "no Event")
            return
        ev = s.cards.events[s.event]
        drift, local = rules.scaled_event(s, ev)
        n = len(s.players)
        surf.blit(event_face(ev, r.w, r.h, (drift - ev.drift, local - ev.local, f"{n} players")), (r.x, r.y))
        hint = "This round's World Event: its Drift waits for Phase D"
        extra = rules.table_extra(s, ev)
        if extra:
            hint += f"; at {n} players the table changes the printed Event: {extra}"
        self.app.ctl.add(r, "event_zone", True, hint)

    def _pool(self, surf: pygame.Surface) -> None:
        s = self.state
        r = self.z["pool_zone"]
        label(surf, "Mitigation Pool", (r.x + 10, r.y + 6), theme.FONT_SMALL, theme.TEXT, "bold")
        if s.event is None:
            return
        need = s.cards.events[s.event].mitigation
        pool = s.pool()
        x, y = r.x + 10, r.y + 34
        for t, n in enumerate(need):
            for k in range(n):
                icon = assets.icon(TOKEN_EMOJI[t], 30).copy()
                if k >= pool[t]:
                    icon.set_alpha(80)
                surf.blit(icon, (x, y))
                x += 34
        lack = rules.missing(s) if s.phase == "pledge" else need
        text = (
            "met!"
            if s.phase == "pledge" and not any(lack)
            else f"missing {token_icons(lack)}"
            if s.phase == "pledge"
            else "pledged in Phase D"
        )
        label(
            surf,
            text,
            (r.x + 10, r.y + r.h - 12),
            theme.FONT_SMALL - 2,
            theme.TEXT_DIM,
            anchor="bottomleft",
            max_width=r.w - 20,
        )
        self.app.ctl.add(
            r,
            "pool_zone",
            True,
            "Phase D: each player in turn may pledge the Event's missing "
            "icons; if the pool is filled the Drift is cancelled, otherwise pledges go back",
        )

    def _local(self, surf: pygame.Surface) -> None:
        s = self.state
        r = self.z["local_zone"]
        label(surf, f"Local Drift: {s.local}", (r.x + 10, r.y + 6), theme.FONT_SMALL, theme.TEXT, "bold")
        x = r.x + 10
        for _ in range(min(s.local, 8)):
            surf.blit(assets.icon("🌀", 30), (x, r.y + 34))
            x += 34
        note = "inert (switch on)" if s.setup.inert_local_drift else "3 of them → World Drift +1 (Phase D)"
        label(
            surf,
            note,
            (r.x + 10, r.y + r.h - 10),
            theme.FONT_SMALL - 3,
            theme.TEXT_DIM,
            anchor="bottomleft",
            max_width=r.w - 20,
        )
        self.app.ctl.add(
            r,
            "local_zone",
            True,
            "Local 🌀 stress tokens: Stabilize removes one; some Projects "
            "remove them; three turn into +1 World Drift at the end of Phase D",
        )

    def _decks(self, surf: pygame.Surface) -> None:
        s = self.state
        r = self.z["deck_row"]
        text = (
            f"Decks — Events {len(s.event_deck)} · Patterns {len(s.pattern_deck)} · "
            f"Project supply {len(s.project_deck)}"
        )
        label(
            surf,
            text,
            (r.x + 8, r.center[1]),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="midleft",
            max_width=r.w - 16,
        )

    @staticmethod
    @cache  # drawn every frame; the captions change only with the slots' width
    def _stack_captions(width: int) -> tuple[list[str], int]:
        """The six slot captions at one size, so the row reads evenly: "4 Membership" …
        "6 Reinforcement" at the largest size where all fit; names alone only if even the
        smallest size cannot hold the numbers."""
        numbered, px = fit_all([f"{n} {LAYER_NAMES[n]}" for n in range(1, 7)], width,
                               theme.FONT_SMALL - 3, "bold", min_size=theme.FONT_SMALL - 5)
        if not any(c.endswith("…") for c in numbered):
            return numbered, px
        return fit_all([LAYER_NAMES[n] for n in range(1, 7)], width, theme.FONT_SMALL - 3, "bold",
                       min_size=theme.FONT_SMALL - 5)

    def _mat(self, surf: pygame.Surface, seat: int) -> None:
        s = self.state
        p = s.players[seat]
        h = self.z["mat_header"]
        seat_marker(surf, (h.x + 10, h.center[1]), 10, *self.style(seat))
        label(
            surf,
            f"{whose(self.who(seat))} mat",
            (h.x + 28, h.center[1]),
            theme.FONT_BODY,
            theme.TEXT,
            "bold",
            "midleft",
        )
        patterns = s.cards.patterns
        captions, size = self._stack_captions(self.z["stack_1"].w - 4)
        for layer in range(1, 7):
            r = self.z[f"stack_{layer}"]
            pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple, border_radius=8)
            pygame.draw.rect(
                surf,
                theme.LAYER_COLOURS[layer],
                (r.x, r.y, r.w, 28),
                border_top_left_radius=8,
                border_top_right_radius=8,
            )
            caption = captions[layer - 1]
            label(surf, caption, (r.center[0], r.y + 14), size, (255, 255, 255), "bold", "center")
            y = r.y + 34
            for cid in p.stack[layer][-6:]:
                card = patterns[cid]
                label(
                    surf,
                    f"{TAG_EMOJI[card.tag]} {card.name}",
                    (r.x + 6, y),
                    theme.FONT_SMALL - 4,
                    theme.TEXT,
                    max_width=r.w - 10,
                )
                y += 30
            if len(p.stack[layer]) > 6:
                label(
                    surf,
                    f"+{len(p.stack[layer]) - 6} more",
                    (r.x + 6, y),
                    theme.FONT_SMALL - 4,
                    theme.TEXT_DIM,
                )
        tr = self.z["mat_tracks"]
        for k, (name, value, top, icon) in enumerate(
            (
                ("Project", p.project, None, "🌍"),
                ("Coherence", p.coherence, TRACK_MAX, "🧠"),
                ("Social", p.social, TRACK_MAX, "🏛️"),
            )
        ):
            y = tr.y + k * 42
            label(
                surf,
                f"{icon} {name} {value}",
                (tr.x, y + 16),
                theme.FONT_BODY,
                theme.TEXT,
                "semibold",
                "midleft",
            )
            if top is not None:
                for i in range(top + 1):
                    cell = (tr.x + 190 + i * 25, y + 4, 21, 24)
                    pygame.draw.rect(
                        surf, theme.ACCENT if i == value else (58, 67, 88), cell, border_radius=4
                    )
        label(
            surf,
            f"Sub-total {rules.subtotal(p)} → final {rules.final_score(s, seat)} at Drift {s.drift}",
            (tr.x, tr.y + tr.h),
            theme.FONT_SMALL - 2,
            theme.TEXT_DIM,
            anchor="midleft",
        )
        tk = self.z["mat_tokens"]
        x = tk.x
        for t in range(5):
            surf.blit(assets.icon(TOKEN_EMOJI[t], 40), (x, tk.y + 30))
            label(
                surf, str(p.tokens[t]), (x + 46, tk.y + 50), theme.FONT_LARGE, theme.TEXT, "bold", "midleft"
            )
            self.app.ctl.add(
                Rect(x, tk.y + 30, 86, 44), f"token:{t}", True, f"{TOKEN_NAMES[t]}: {p.tokens[t]}"
            )
            x += 94

    def draw_players(self, surf: pygame.Surface) -> None:
        s = self.state
        for seat, p in enumerate(s.players):
            row = self.player_row(seat)
            compact = row.h + 6 < COMPACT_ROW  # four or five players under the goal
            top_y, big = (row.y + 12, theme.FONT_SMALL) if compact else (row.y + 18, theme.FONT_BODY)
            low_y = row.y + row.h - (10 if compact else 14)
            now = seat == s.to_move()
            pygame.draw.rect(surf, (58, 67, 88) if now else theme.PANEL_DARK, row.tuple, border_radius=8)
            seat_marker(surf, (row.x + 16, top_y), 10, *self.style(seat))
            label(
                surf,
                self.who(seat),
                (row.x + 34, top_y),
                big,
                theme.TEXT,
                "bold" if now else "regular",
                "midleft",
                max_width=180,
            )
            label(
                surf,
                f"🌍{p.project} 🧠{p.coherence} 🏛️{p.social} → {rules.final_score(s, seat)}",
                (row.x + row.w - 10, top_y),
                big,
                theme.ACCENT,
                "semibold",
                "midright",
            )
            label(
                surf,
                f"{token_icons(p.tokens) or 'no tokens'}  · {p.patterns} Patterns",
                (row.x + 34, low_y),
                theme.FONT_SMALL - (4 if compact else 3),
                theme.TEXT_DIM,
                anchor="midleft",
                max_width=row.w - 44,
            )
            if s.phase == "pledge" and any(s.pledged[seat]):
                label(
                    surf,
                    f"pledged {token_icons(s.pledged[seat])}",
                    (row.x + row.w - 10, low_y),
                    theme.FONT_SMALL - 3,
                    theme.HILITE,
                    anchor="midright",
                )
