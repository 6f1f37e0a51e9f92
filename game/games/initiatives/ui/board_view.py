"""Drawing the world board and a player's mat from the state, at the layout's positions.

The picture is rebuilt only when the game changes (``render`` is called with a new version);
per-frame overlays (hover, animations, the Meaning marker in motion) are drawn on top of it.
"""

from __future__ import annotations

import pygame

from game.family.ruleset import Event
from game.family.words import does
from game.games.initiatives import (
    COMMUNITY,
    LAYER_EMOJI,
    LAYER_NAMES,
    TOKEN_EMOJI,
    GameState,
    InitiativeSlot,
    effective_cost_text,
    end_threshold,
    event_loss,
    final_score,
    obtain_blocker,
    signature_totals,
)
from game.games.initiatives.community import community_legacy, community_next
from game.games.initiatives.ui import cards_view, goal
from game.games.initiatives.ui.cards_view import InitiativeView
from game.ui import assets, card_parts, theme
from game.ui.draw import label, panel, seat_marker
from game.ui.layout import Board, Rect
from game.ui.theme import COMMUNITY_STYLE, SeatStyle

PHASES = {"event": "Event", "turns": "Player turns", "stability": "Stability Window", "over": "Game over"}


# The log's colours by what happened: a new round (and its Event) heads each round's lines.
LOG_INK = {"round": theme.ACCENT, "completed": theme.GOOD, "game_over": theme.ACCENT}


class BoardView:
    def __init__(self, board: Board, styles: list[SeatStyle], names: list[str], kinds: list[str]) -> None:
        self.board = board
        self.styles = styles
        self.names = names
        self.kinds = kinds
        self.surface = pygame.Surface(board.world.size)

    # -- geometry shared with the scene --------------------------------------------------------
    def initiative_zone(self, state: GameState, slot: InitiativeSlot) -> str:
        if slot is state.end_slot:
            return "end_initiative"
        return f"initiative_{state.index.index(slot) + 1}"

    def style(self, seat: int) -> SeatStyle:
        return COMMUNITY_STYLE if seat == COMMUNITY else self.styles[seat]

    def slot_view(self, state: GameState, slot: InitiativeSlot) -> InitiativeView:
        totals = signature_totals(state, slot)
        is_end = slot is state.end_slot
        opens_at = end_threshold(state) if is_end else 0
        seen: dict[int, int] = {}
        met = []
        for layer in slot.card.signatures:
            seen[layer] = seen.get(layer, 0) + 1
            met.append(totals.get(layer, 0) >= seen[layer])
        return InitiativeView(
            slot.card,
            slot.need,
            (slot.paid[0], slot.paid[1], slot.paid[2]),
            tuple(self.style(c) for c in slot.contributors),
            tuple(met),
            is_end,
            opens_at,
            state.meaning >= opens_at,
        )

    def meaning_pos(self, meaning: float) -> tuple[int, int]:
        lo = self.board.world[f"meaning_{int(meaning)}"]
        hi = self.board.world[f"meaning_{min(12, int(meaning) + 1)}"]
        f = meaning - int(meaning)
        return (int(lo.center[0] + (hi.center[0] - lo.center[0]) * f), lo.y + lo.h - 16)

    # -- the picture ---------------------------------------------------------------------------
    def render(self, state: GameState, viewer: int, log_scroll: int,
               mat_seat: int | None = None) -> pygame.Surface:
        """``mat_seat``: whose mat to show when a player looks at someone else's (default: the
        viewer's); the Prism's prices stay the viewer's."""
        surf = self.surface
        surf.fill(theme.BG)
        w = self.board.world
        self._hud(surf, state)
        self._events(surf, state)
        self._meaning_track(surf, state)
        if len(state.index) < 5:
            first = w[f"initiative_{len(state.index) + 1}"]
            last = w["initiative_5"]
            self._completed(surf, state, Rect(first.x, first.y, last.x + last.w - first.x, first.h))
        for i in range(5):
            zone = w[f"initiative_{i + 1}"]
            if i < len(state.index):
                slot = state.index[i]
                if slot is None:
                    self._empty(surf, zone, "No Initiative left")
                else:
                    surf.blit(
                        cards_view.initiative_card(self.slot_view(state, slot), zone.w, zone.h),
                        zone.tuple[:2],
                    )
        if state.end_slot is not None:
            zone = w["end_initiative"]
            surf.blit(
                cards_view.initiative_card(self.slot_view(state, state.end_slot), zone.w, zone.h),
                zone.tuple[:2],
            )
        else:
            self._empty(surf, w["end_initiative"], "End Initiative complete")
        self._prism(surf, state, viewer)
        self._decks(surf, state)
        self._supply(surf)
        self._mat(surf, state, viewer if mat_seat is None else mat_seat)
        self._players(surf, state, viewer if mat_seat is None else mat_seat)
        self._log(surf, [e for e in state.events if "text" in e.data], log_scroll)
        return surf

    def _completed(self, surf: pygame.Surface, state: GameState, r: Rect) -> None:
        """The free Index slots (no Long Game) list the Initiatives completed so far."""
        panel(surf, r, theme.PANEL_DARK)
        label(surf, "✅ Completed Initiatives", (r.x + 14, r.y + 12), theme.FONT_BODY, theme.TEXT, "bold")
        done = [c for c in state.init_done if c != (state.end_slot.card.id if state.end_slot else "")]
        if not done:
            for i, line in enumerate(
                assets.wrap(
                    "None yet. A completed card pays Legacy 6 / 3 / 1 by the order "
                    "of its markers and raises Meaning.",
                    r.w - 28,
                    theme.FONT_SMALL,
                )
            ):
                label(surf, line, (r.x + 14, r.y + 52 + i * 24), theme.FONT_SMALL, theme.TEXT_DIM)
            return
        y = r.y + 52
        for cid in done[-10:]:
            card = state.cards.initiatives[cid]
            whose = [p.name for p in state.players if cid in p.outputs]
            line = f"{LAYER_EMOJI[card.layer]} {card.name} +{card.meaning}⭐"
            # The card's line first; who holds it gets the room left beside it (never over it).
            left = label(surf, line, (r.x + 14, y), theme.FONT_SMALL, theme.TEXT, "semibold",
                         max_width=(r.w - 28) * 2 // 3 if whose else r.w - 28)
            if whose:
                label(
                    surf,
                    ", ".join(whose),
                    (r.x + r.w - 14, y),
                    theme.FONT_SMALL,
                    theme.TEXT_DIM,
                    anchor="topright",
                    max_width=r.x + r.w - 14 - (left.x + left.w + 16),
                )
            y += 28

    def _empty(self, surf: pygame.Surface, zone: Rect, caption: str) -> None:
        pygame.draw.rect(surf, theme.PANEL_DARK, zone.tuple, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_LINE, zone.tuple, 1, border_radius=10)
        label(surf, caption, zone.center, theme.FONT_SMALL, theme.TEXT_DIM, anchor="center")

    def _hud(self, surf: pygame.Surface, state: GameState) -> None:
        r = self.board.world["hud"]
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple)
        pygame.draw.line(surf, theme.PANEL_LINE, (r.x, r.y + r.h - 1), (r.x + r.w, r.y + r.h - 1))
        x = r.x + 20
        cy = r.y + r.h // 2
        title = label(surf, "Meaning Made", (x, cy), theme.FONT_LARGE, theme.ACCENT, "bold", "midleft")
        x = title.x + title.w + 18  # after the title at any text size
        phase = PHASES.get(state.phase, state.phase)
        x = label(
            surf,
            f"Round {state.round} · {phase}",
            (x, cy),
            theme.FONT_BODY,
            theme.TEXT,
            "semibold",
            "midleft",
        )
        x = x.x + x.w + 28
        seat = state.to_move()
        if seat is not None:
            colour, shape = self.style(seat)
            seat_marker(surf, (x + 10, cy), 10, colour, shape)
            if state.pending:
                kind = {
                    "respond": "answers a Touchpoint",
                    "lose": "chooses a token to lose",
                    "donate": "may donate",
                }[state.pending[0].kind]
                what = does(self.names[seat], kind)
            else:
                left = state.actions_left
                what = f"{self.names[seat]} to move · {left} action{'s' if left != 1 else ''} left"
            x = label(surf, what, (x + 28, cy), theme.FONT_BODY, theme.TEXT, "semibold", "midleft")
            x = x.x + x.w + 28
        if state.restrictions:
            text = "Restricted: " + ", ".join(r.replace("_", " ") for r in sorted(state.restrictions))
            label(surf, "⚠️ " + text, (x, cy), theme.FONT_BODY, theme.WARN, "semibold", "midleft")
        # The goal line (issue 39): how the game is won, then where the players stand, at the
        # right of the bar in the room the round and the turn leave.
        right = r.x + r.w - 150
        room = max(200, right - x - 20)
        humans = [i for i, kind in enumerate(self.kinds) if kind == "human"]
        label(surf, f"🏆 {goal.rule(state)} · seed {state.setup.seed}", (right, r.y + 4),
              theme.FONT_SMALL - 2, theme.TEXT_DIM, anchor="topright", max_width=room)
        tail = "the game is over" if state.result is not None else goal.world(state)
        label(surf, f"{goal.standing(state, humans)} · {tail}", (right, r.y + r.h - 4),
              theme.FONT_SMALL, theme.ACCENT, "semibold", anchor="bottomright", max_width=room)

    def _events(self, surf: pygame.Surface, state: GameState) -> None:
        zone = self.board.world["event_zone"]
        n = max(1, len(state.events_in_play))
        cw = min(264, (zone.w - (n - 1) * 12) // n)
        for i, eid in enumerate(state.events_in_play):
            # the card shows what the Event took, Hard Mode's extra Meaning included
            ev = state.cards.events[eid]
            img = cards_view.event_card(ev, cw, zone.h, event_loss(state, eid) - ev.meaning)
            surf.blit(img, (zone.x + i * (cw + 12), zone.y))
        if not state.events_in_play:
            self._empty(surf, Rect(zone.x, zone.y, cw, zone.h), "No Event this round")
        w = self.board.world
        d = w["event_deck"]
        surf.blit(card_parts.card_back("event", d.w, d.h, len(state.event_deck)), d.tuple[:2])
        d = w["event_discard"]
        surf.blit(card_parts.card_back("event", d.w, d.h, len(state.event_discard), True), d.tuple[:2])

    def _meaning_track(self, surf: pygame.Surface, state: GameState) -> None:
        w = self.board.world
        r = w["meaning_track"]
        panel(surf, r, theme.PANEL)
        label(
            surf, f"🌟 Meaning {state.meaning}", (r.x + 14, r.y + 10), theme.FONT_LARGE, theme.ACCENT, "bold"
        )
        label(
            surf,
            f"🌀 Drift {12 - state.meaning}",
            (r.x + r.w - 14, r.y + 14),
            theme.FONT_BODY,
            theme.TEXT_DIM,
            "semibold",
            "topright",
        )
        for i in range(13):
            s = w[f"meaning_{i}"]
            t = i / 12
            fill = theme.track_colour(t)
            if i == 0:
                fill = tuple(c * 2 // 3 for c in theme.TRACK_LOW)  # collapse: darker still
            pygame.draw.rect(surf, fill, s.tuple, border_radius=6)
            label(surf, str(i), (s.center[0], s.y + 4), theme.FONT_BODY, theme.TEXT, "bold", "midtop")
            # The Drift row: the current value stands out to match "Drift N" in the corner.
            now = i == state.meaning
            label(
                surf,
                str(12 - i),
                (s.center[0], s.y + s.h + 4),
                theme.FONT_SMALL,
                theme.TEXT if now else theme.TEXT_DIM,
                "bold" if now else "regular",
                anchor="midtop",
            )

    def _prism(self, surf: pygame.Surface, state: GameState, viewer: int) -> None:
        w = self.board.world
        acting = state.to_move() == viewer and not state.pending and state.result is None
        for i, cid in enumerate(state.prism):
            zone = w[f"prism_{i + 1}"]
            if cid is None:
                self._empty(surf, zone, "No Pattern left")
                continue
            card = state.cards.patterns[cid]
            strip = 30
            surf.blit(cards_view.pattern_card(card, zone.w, zone.h - strip), zone.tuple[:2])
            # The effective cost for the viewer, after their Palette's discounts.
            cost = effective_cost_text(state, viewer, cid)
            ok = acting and obtain_blocker(state, cid) is None
            bar = Rect(zone.x, zone.y + zone.h - strip + 2, zone.w, strip - 2)
            pygame.draw.rect(surf, (40, 90, 55) if ok else theme.PANEL_DARK, bar.tuple, border_radius=6)
            mark = "✅ " if ok else ""
            label(surf, f"{mark}You pay {cost}", bar.center, theme.FONT_SMALL, theme.TEXT, "semibold",
                  "center", max_width=bar.w - 10)

    def _decks(self, surf: pygame.Surface, state: GameState) -> None:
        w = self.board.world
        for zone, kind, count, discard in (
            ("initiative_deck", "initiative", len(state.init_deck), False),
            ("initiative_discard", "initiative", len(state.init_discard), True),
            ("pattern_deck", "pattern", len(state.pattern_deck), False),
            ("pattern_discard", "pattern", len(state.pattern_discard), True),
        ):
            r = w[zone]
            surf.blit(card_parts.card_back(kind, r.w, r.h, count, discard), r.tuple[:2])

    def _supply(self, surf: pygame.Surface) -> None:
        r = self.board.world["token_supply"]
        panel(surf, r, theme.PANEL)
        label(surf, "Supply", (r.center[0], r.y + 8), theme.FONT_SMALL, theme.TEXT_DIM, "semibold", "midtop")
        for k, emoji in enumerate(TOKEN_EMOJI):
            ico = assets.icon(emoji, 44)
            surf.blit(ico, ico.get_rect(center=(r.center[0], r.y + 62 + k * 52)))

    def _mat(self, surf: pygame.Surface, state: GameState, seat: int) -> None:
        b = self.board
        p = state.players[seat]
        colour, shape = self.style(seat)
        whole = b.world["mat"]
        panel(surf, whole, theme.PANEL, colour, 10, 2)
        head = b.mat_zone("header")
        seat_marker(surf, (head.x + 18, head.y + 15), 10, colour, shape)
        who = f"{p.name} — {'bot: ' + self.kinds[seat] if self.kinds[seat] != 'human' else 'human'}"
        if p.vitals == 0:
            who += "  ·  ⚠️ vulnerable (0 Vitals)"
        palette_w = assets.text("🎨 Pattern Palette", theme.FONT_SMALL, theme.TEXT_DIM,
                                "semibold").get_width()
        label(surf, who, (head.x + 36, head.y + 15), theme.FONT_BODY, theme.TEXT, "bold", "midleft",
              max_width=head.w - 36 - palette_w - 30)
        label(
            surf,
            "🎨 Pattern Palette",
            (head.x + head.w - 12, head.y + 15),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            "semibold",
            "midright",
        )
        for layer in range(1, 7):
            r = b.mat_zone(f"palette_{layer}")
            lc = theme.LAYER_COLOURS[layer]
            pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple, border_radius=8)
            pygame.draw.rect(
                surf, lc, (r.x, r.y, r.w, 26), border_top_left_radius=8, border_top_right_radius=8
            )
            names = p.palette[layer]
            count = label(
                surf,
                str(len(names)),
                (r.x + r.w - 8, r.y + 13),
                theme.FONT_SMALL,
                (255, 255, 255),
                "bold",
                "midright",
            )
            badge = card_parts.icon_badge(surf, LAYER_EMOJI[layer], 16, (r.x + 4, r.y + 2))
            title, size = assets.fit_lines(
                LAYER_NAMES[layer].title(), count.x - r.x - badge - 12, 1, theme.FONT_SMALL, 11, "semibold"
            )
            label(surf, title[0], (r.x + badge + 8, r.y + 13), size, (255, 255, 255), "semibold", "midleft")
            y = r.y + 30
            for cid, _ in self.palette_rects(state, seat, layer):
                nm = state.cards.patterns[cid].name
                lines, size = assets.fit_lines(nm, r.w - 12, 1, 17, 13)
                label(surf, lines[0], (r.x + 6, y), size, theme.TEXT)
                y += 22
            if len(names) > 4:
                label(surf, f"+{len(names) - 3} more", (r.x + 6, y), 16, theme.TEXT_DIM)
        t = b.mat_zone("tokens")
        pygame.draw.rect(surf, theme.PANEL_DARK, t.tuple, border_radius=8)
        x = t.x + 12
        for k, emoji in enumerate(TOKEN_EMOJI):
            surf.blit(assets.icon(emoji, 32), (x, t.y + (t.h - 32) // 2))
            x = (
                label(
                    surf,
                    str(p.tokens[k]),
                    (x + 38, t.center[1]),
                    theme.FONT_LARGE,
                    theme.TEXT,
                    "bold",
                    "midleft",
                ).x
                + 40
            )
        m = b.mat_zone("markers")
        pygame.draw.rect(surf, theme.PANEL_DARK, m.tuple, border_radius=8)
        words = label(
            surf, "Markers", (m.x + 10, m.center[1]), theme.FONT_SMALL, theme.TEXT_DIM, "semibold", "midleft"
        )
        for k in range(4):
            cx = max(m.x + 110, words.x + words.w + 22) + k * 30
            if k < p.markers:
                seat_marker(surf, (cx, m.center[1]), 11, colour, shape)
            else:
                pygame.draw.circle(surf, theme.PANEL_LINE, (cx, m.center[1]), 11, 2)
        tp = b.mat_zone("touchpoint")
        pygame.draw.rect(surf, theme.PANEL_DARK, tp.tuple, border_radius=8)
        used = "used" if p.touchpoint_used else "ready"
        label(
            surf,
            "💬 Touchpoint",
            (tp.center[0], tp.y + 6),
            theme.FONT_SMALL,
            theme.TEXT,
            "semibold",
            "midtop",
        )
        label(
            surf,
            used,
            (tp.center[0], tp.y + tp.h - 6),
            theme.FONT_SMALL,
            theme.TEXT_DIM if p.touchpoint_used else theme.GOOD,
            "semibold",
            "midbottom",
        )
        o = b.mat_zone("outputs")
        pygame.draw.rect(surf, theme.PANEL_DARK, o.tuple, border_radius=8)
        outs = [f"{LAYER_EMOJI[layer]}{p.sigs[layer]}" for layer in range(7, 11) if p.sigs[layer]]
        label(surf, "Outputs", (o.center[0], o.y + 6), theme.FONT_SMALL, theme.TEXT_DIM, "semibold", "midtop")
        label(
            surf,
            " ".join(outs) if outs else "none yet",
            (o.center[0], o.y + o.h - 6),
            theme.FONT_SMALL,
            theme.TEXT,
            "semibold",
            "midbottom",
        )
        self._track(surf, "vitals", 11, p.vitals, (90, 140, 210), "🛡️")
        self._track(surf, "legacy", 31, min(30, p.legacy), (110, 160, 90), "🌳")
        sc = b.mat_zone("score")
        label(
            surf,
            f"Score {final_score(state, seat)}  (🛡️ {p.vitals} + 🌳 {p.legacy})",
            (sc.x, sc.center[1]),
            theme.FONT_BODY,
            theme.ACCENT,
            "bold",
            "midleft",
        )

    def _track(
        self, surf: pygame.Surface, name: str, n: int, value: int, colour: tuple[int, int, int], emoji: str
    ) -> None:
        for i in range(n):
            r = self.board.mat_zone(f"{name}_{i}")
            on = i == value
            pygame.draw.rect(surf, colour if on else theme.PANEL_DARK, r.tuple, border_radius=5)
            txt = emoji if (i == 0) else (f"{i}+" if name == "legacy" and i == 30 else str(i))
            if i == 0 and on:
                txt = "0"
            label(
                surf,
                txt,
                r.center,
                16,
                theme.TEXT_DARK if on else theme.TEXT_DIM,
                "bold" if on else "regular",
                "center",
            )

    def palette_rects(self, state: GameState, seat: int, layer: int) -> list[tuple[str, Rect]]:
        """The Patterns a mat's layer column names, each with its line (drawn here, zoomed from
        the scene): up to four, or three and "+N more"."""
        r = self.board.mat_zone(f"palette_{layer}")
        names = state.players[seat].palette[layer]
        shown = names if len(names) <= 4 else names[:3]
        return [(cid, Rect(r.x + 2, r.y + 28 + i * 22, r.w - 4, 22)) for i, cid in enumerate(shown)]

    def player_row(self, state: GameState, seat: int) -> Rect:
        """A seat's row in the players panel (drawn here, clicked in the scene)."""
        r = self.board.world["players_panel"]
        rows = len(state.players) + (1 if state.solo else 0)  # solo: the Community's row below
        row_h = min(60, (r.h - 46) // max(1, rows))
        return Rect(r.x + 8, r.y + 44 + seat * row_h, r.w - 16, row_h - 6)

    def _players(self, surf: pygame.Surface, state: GameState, viewer: int) -> None:
        r = self.board.world["players_panel"]
        panel(surf, r, theme.PANEL)
        label(surf, "👥 Players", (r.x + 14, r.y + 10), theme.FONT_BODY, theme.TEXT, "bold")
        if state.solo:
            label(
                surf,
                f"Solo · {state.setup.solo_difficulty.title()}",
                (r.x + r.w - 14, r.y + 12),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                "semibold",
                "topright",
            )
        moving = state.to_move()
        for seat, p in enumerate(state.players):
            row = self.player_row(state, seat)
            fill = (62, 74, 100) if seat == moving else theme.PANEL_DARK
            pygame.draw.rect(surf, fill, row.tuple, border_radius=8)
            if seat == viewer:
                pygame.draw.rect(surf, theme.HILITE, row.tuple, 2, border_radius=8)
            colour, shape = self.style(seat)
            seat_marker(surf, (row.x + 18, row.y + 16), 10, colour, shape)
            tag = "🤖 " if self.kinds[seat] != "human" else ""
            first = " · starts" if seat == state.start_player else ""
            score = label(
                surf,
                f"{final_score(state, seat)} pts",
                (row.x + row.w - 10, row.y + 16),
                theme.FONT_BODY,
                theme.ACCENT,
                "bold",
                "midright",
            )
            label(
                surf,
                f"{tag}{p.name}{first}",
                (row.x + 36, row.y + 16),
                theme.FONT_BODY,
                theme.TEXT,
                "semibold",
                "midleft",
                max_width=score.x - 12 - (row.x + 36),
            )
            toks = "  ".join(f"{TOKEN_EMOJI[k]}{p.tokens[k]}" for k in range(3))
            pal = sum(len(x) for x in p.palette)
            line = f"{toks}   🛡️{p.vitals} 🌳{p.legacy}   🧬{pal}  👤{p.markers}"
            if row.h >= 48:
                label(surf, line, (row.x + 36, row.y + 32), theme.FONT_SMALL, theme.TEXT_DIM,
                      max_width=row.w - 46)
        if state.solo:
            self._community_row(surf, state)

    def _community_row(self, surf: pygame.Surface, state: GameState) -> None:
        """Solo: the Community as a row of its own — the Legacy its places are worth, and what
        it does when the round ends (issue 35 item 2)."""
        row = self.player_row(state, 1)
        pygame.draw.rect(surf, theme.PANEL_DARK, row.tuple, border_radius=8)
        colour, shape = COMMUNITY_STYLE
        seat_marker(surf, (row.x + 18, row.y + 16), 10, colour, shape)
        score = label(surf, f"🌳{community_legacy(state)}", (row.x + row.w - 10, row.y + 16),
                      theme.FONT_BODY, theme.TEXT_DIM, "bold", "midright")
        label(surf, "The Community", (row.x + 36, row.y + 16), theme.FONT_BODY, theme.TEXT, "semibold",
              "midleft", max_width=score.x - 12 - (row.x + 36))
        if row.h >= 48:
            line = ("the Legacy its places were worth" if state.result is not None
                    else f"the Legacy its places are worth · {community_next(state)}")
            label(surf, line, (row.x + 36, row.y + 32), theme.FONT_SMALL, theme.TEXT_DIM,
                  max_width=row.w - 46)

    def _log(self, surf: pygame.Surface, lines: list[Event], scroll: int) -> None:
        r = self.board.world["log_panel"]
        panel(surf, r, theme.PANEL_DARK)
        label(surf, "📖 Log", (r.x + 14, r.y + 8), theme.FONT_BODY, theme.TEXT, "bold")
        if scroll:
            label(
                surf,
                f"▲ {scroll} newer below · PgDn",
                (r.x + r.w - 12, r.y + 12),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                anchor="topright",
            )
        size = theme.FONT_SMALL
        lh = assets.font(size).get_height() + 1
        rows: list[tuple[str, tuple[int, int, int]]] = []
        end = len(lines) - scroll
        for event in reversed(lines[max(0, end - 60) : end]):
            ink = LOG_INK.get(event.kind, theme.TEXT)
            wrapped = assets.wrap(str(event.data["text"]), r.w - 28, size)
            for wl in reversed(wrapped):
                rows.append((wl, ink))
            if len(rows) * lh > r.h:
                break
        y = r.y + r.h - 10 - lh
        for text_line, ink in rows:
            if y < r.y + 40:
                break
            label(surf, text_line, (r.x + 14, y), size, ink)
            y -= lh
