"""Meaning Made `initiatives`' end of game: score breakdown per seat, winner, outcome band,
Meaning per round."""

from __future__ import annotations

import pygame

from game.games.initiatives import STALL_ROUND
from game.games.initiatives.ui.end_mood import end_mood
from game.games.meaning_made.chart import meaning_chart
from game.ui import celebrate, theme
from game.ui.app import App
from game.ui.draw import button, label, panel, seat_marker
from game.ui.layout import Rect
from game.ui.scenes.end_base import EndBase
from game.ui.session import Session
from game.ui.theme import seat_style

MOURNING = (22, 18, 22)  # the background after a collapse: the same room with the lights down
REASONS = {
    "end_initiative": "The End Initiative is complete.",
    "collapse": "Meaning reached 0: the Drift overwhelmed the table.",
    "stalled": f"No end after {STALL_ROUND} rounds — the game is stalled.",
    "rounds": "The last round of the Competitive game is over.",
}


class EndScene(EndBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        humans = {i for i in range(len(session.state.players)) if not session.is_bot(i)}
        self.mood = end_mood(session.state, humans)
        self.t = 0.0
        seed = session.state.setup.seed
        if self.mood.celebrate:
            self.falling = celebrate.pieces(seed, [*theme.SEAT_COLOURS.values(), theme.ACCENT])
        elif self.mood.mourn:
            self.falling = celebrate.pieces(seed, [(90, 86, 92), (120, 114, 120)], 90, slow=True)
        else:
            self.falling = []

    def update(self, dt: float) -> bool:
        if self.falling and self.app.settings.speed > 0:
            self.t += dt
            return True  # confetti or ash is falling
        return False

    def draw(self, surf: pygame.Surface) -> None:
        s = self.session.state
        r = s.result
        assert r is not None
        mood = self.mood
        # a collapse darkens the room and ash falls; a win at the table throws confetti
        surf.fill(MOURNING if mood.mourn else theme.BG)
        if mood.celebrate:
            celebrate.confetti(surf, self.falling, self.t)
        elif mood.mourn:
            celebrate.ash(surf, self.falling, self.t)
        label(surf, mood.headline, (960, 60), theme.FONT_HUGE, mood.colour, "bold", "midtop")
        label(surf, REASONS[r.reason], (960, 150), theme.FONT_LARGE, theme.TEXT, "semibold", "midtop")
        label(surf, mood.verdict, (960, 200), theme.FONT_TITLE, theme.TEXT if mood.mourn else theme.ACCENT,
              "bold", "midtop")
        label(
            surf,
            f"Final Meaning {r.meaning}: {r.band}",
            (960, 262),
            theme.FONT_LARGE,
            theme.TEXT_DIM,
            "semibold",
            "midtop",
        )
        # Score table.
        table = Rect(160, 330, 900, 90 + 62 * len(s.players))
        panel(surf, table, theme.PANEL)
        cols = (("Player", 40), ("🛡️ Vitals", 420), ("🌳 Legacy", 580), ("Score", 760))
        for text, x in cols:
            label(surf, text, (table.x + x, table.y + 24), theme.FONT_BODY, theme.TEXT_DIM, "semibold")
        order = sorted(range(len(s.players)), key=lambda k: (-r.scores[k], -s.players[k].legacy))
        for row, seat in enumerate(order):
            p = s.players[seat]
            y = table.y + 80 + row * 62
            colour, shape = seat_style(self.session.seats[seat].colour, seat)
            seat_marker(surf, (table.x + 52, y + 16), 12, colour, shape)
            crown = "🏆 " if seat in r.winners else ""
            label(surf, f"{crown}{p.name}", (table.x + 80, y), theme.FONT_LARGE, theme.TEXT, "semibold")
            label(surf, str(p.vitals), (table.x + 440, y), theme.FONT_LARGE, theme.TEXT)
            label(surf, str(p.legacy), (table.x + 600, y), theme.FONT_LARGE, theme.TEXT)
            label(surf, str(r.scores[seat]), (table.x + 780, y), theme.FONT_LARGE, theme.ACCENT, "bold")
        self._chart(surf, Rect(1120, 330, 640, 420), s.meaning_history)
        ctl = self.app.ctl
        button(surf, ctl, Rect(560, 960, 260, 60), "end:board", "Back to the board", size=theme.FONT_BODY)
        button(
            surf,
            ctl,
            Rect(840, 960, 260, 60),
            "end:new",
            "New game (Enter)",
            primary=True,
            size=theme.FONT_BODY,
        )
        button(surf, ctl, Rect(1120, 960, 260, 60), "end:title", "Title", size=theme.FONT_BODY)

    def _chart(self, surf: pygame.Surface, r: Rect, history: list[int]) -> None:
        meaning_chart(surf, r, history)
