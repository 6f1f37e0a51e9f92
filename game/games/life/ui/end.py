"""The end of an edition `life` game: what ended it, the seed's scoring table (Project + Coherence +
Social = Sub-total, × the World Drift Multiplier, rounded down), each player's Meaning
Description, the winner(s), and World Drift round by round.

Everything shown is the engine's result (``state.result``); the scene only words it.
"""

from __future__ import annotations

import pygame

from game.family import words
from game.games.life.rules import BANDS, END_WORDS
from game.games.life.state import LifeState, Result
from game.games.meaning_made.end_kit import EditionEnd
from game.ui import theme
from game.ui.app import App
from game.ui.draw import label, panel, seat_marker
from game.ui.layout import Rect
from game.ui.session import Session
from game.ui.theme import SeatStyle

# The seed's Meaning Descriptions (Final Score Bands), in its words
PROFILES = {
    "Barely Holding": "Your engine stayed alive, but pressure dominated.",
    "Stabilizing": "You built enough Coherence to stop the slide.",
    "Reciprocal Builder": "You consistently held steady while turning shared work into personal momentum.",
    "World-Grade Contributor": "You helped shape the table's trajectory under pressure.",
    "Steward in Practice": "You integrated stability and social value so well that the world stayed "
    "playable.",
}
COLUMNS = ("Player", "Project", "Coherence", "Social", "Sub-total", "×", "Final", "Meaning")


def headline(state: LifeState, r: Result) -> str:
    names = [state.name(s) for s in r.winners]
    if len(names) == 1:
        return words.verb(names[0], "win")
    return " and ".join(names) + " share the win"


class LifeEnd(EditionEnd):
    def __init__(self, app: App, session: Session, styles: list[SeatStyle]) -> None:
        super().__init__(app, session)
        self.styles = styles

    @property
    def state(self) -> LifeState:
        return self.session.state  # type: ignore[no-any-return]

    def draw(self, surf: pygame.Surface) -> None:
        s, r = self.state, self.result
        self.draw_top(surf, f"Game over: {END_WORDS[r.reason]}", headline(s, r))
        why = {
            "score": "on Final Score",
            "project points": "on Project points (the tie-break)",
            "shared": "a tie on Final Score and Project points",
        }[r.decided_by]
        label(
            surf,
            f"World Drift ended at {r.drift}: every Sub-total × {r.multiplier:.1f} — decided {why}",
            (960, 200),
            theme.FONT_BODY,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        self._table(surf, Rect(160, 250, 1600, 0))
        self._drift_chart(surf, Rect(160, 660, 1600, 280))
        self.draw_buttons(surf)

    def _table(self, surf: pygame.Surface, at: Rect) -> None:
        s, r = self.state, self.result
        xs = (
            at.x + 20,
            at.x + 380,
            at.x + 540,
            at.x + 720,
            at.x + 860,
            at.x + 1010,
            at.x + 1090,
            at.x + 1210,
        )
        n = len(s.players)
        panel(surf, Rect(at.x, at.y, at.w, 60 + n * 64), theme.PANEL)
        for x, col in zip(xs, COLUMNS, strict=True):
            label(surf, col, (x, at.y + 16), theme.FONT_BODY, theme.TEXT_DIM, "semibold")
        order = sorted(range(n), key=lambda k: (-r.scores[k], -s.players[k].project, k))
        for row, seat in enumerate(order):
            p = s.players[seat]
            y = at.y + 60 + row * 64
            win = seat in r.winners
            if win:
                pygame.draw.rect(surf, (70, 62, 40), (at.x + 6, y, at.w - 12, 58), border_radius=8)
            seat_marker(surf, (xs[0] + 12, y + 29), 11, *self.styles[seat])
            label(
                surf,
                p.name,
                (xs[0] + 32, y + 29),
                theme.FONT_LARGE,
                theme.TEXT,
                "bold",
                "midleft",
                max_width=320,
            )
            values = (
                p.project,
                p.coherence,
                p.social,
                r.subtotals[seat],
                f"{r.multiplier:.1f}",
                r.scores[seat],
            )
            for x, v in zip(xs[1:7], values, strict=True):
                label(
                    surf,
                    str(v),
                    (x, y + 29),
                    theme.FONT_LARGE,
                    theme.ACCENT if x == xs[6] else theme.TEXT,
                    "bold",
                    "midleft",
                )
            band = r.bands[seat]
            label(
                surf, band, (xs[7], y + 16), theme.FONT_BODY, theme.TEXT, "semibold", "midleft", max_width=380
            )
            label(
                surf,
                PROFILES[band],
                (xs[7], y + 42),
                theme.FONT_SMALL - 4,
                theme.TEXT_DIM,
                anchor="midleft",
                max_width=380,
            )
        bands = ", ".join(f"{lo}+ {name}" for lo, name in reversed(BANDS))
        label(
            surf,
            f"Meaning Descriptions: {bands}",
            (at.x, at.y + 76 + n * 64),
            theme.FONT_SMALL - 2,
            theme.TEXT_DIM,
            max_width=at.w,
        )

    def _drift_chart(self, surf: pygame.Surface, at: Rect) -> None:
        history = self.state.drift_history
        panel(surf, at, theme.PANEL)
        label(
            surf,
            "World Drift at the end of each round",
            (at.x + 16, at.y + 10),
            theme.FONT_BODY,
            theme.TEXT,
            "bold",
        )
        if not history:
            return
        x0, y0, w, h = at.x + 40, at.y + at.h - 30, at.w - 80, at.h - 80
        pygame.draw.line(surf, theme.PANEL_LINE, (x0, y0), (x0 + w, y0))
        step = w / max(1, len(history))
        points = []
        for i, d in enumerate(history):
            px = x0 + step * (i + 0.5)
            py = y0 - h * d / 12
            points.append((px, py))
            label(
                surf, str(d), (round(px), round(py) - 8), theme.FONT_SMALL - 2, theme.TEXT, anchor="midbottom"
            )
        if len(points) > 1:
            pygame.draw.lines(surf, theme.BAD, False, points, 3)
        for px, py in points:
            pygame.draw.circle(surf, theme.BAD, (round(px), round(py)), 5)
