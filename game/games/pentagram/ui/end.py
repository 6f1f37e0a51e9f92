"""The end of a Pentagram 2 game: who won, every player's five fortunes, and what decided it.

Everything shown is the engine's result (``state.result``: winners, scores, totals, decided_by)
and its tie-break measure (``rules.tiebreak_scores``); the scene only words it.
"""

from __future__ import annotations

import math

import pygame

from game.family import words
from game.games.pentagram import rules
from game.games.pentagram.actions import LETTERS
from game.games.pentagram.state import PentagramState, Result
from game.games.pentagram.ui import cards_view
from game.games.pentagram.ui.cards_view import COLOUR_NAMES, COLOUR_RGB
from game.ui import assets, celebrate, theme
from game.ui.app import App
from game.ui.draw import button, label, panel, seat_marker
from game.ui.layout import Rect
from game.ui.scenes.end_base import EndBase
from game.ui.session import Session
from game.ui.theme import seat_style

TABLE = Rect(210, 310, 1500, 0)  # the height follows the number of seats
ROW_H = 78
CHIP_W = 112


def names(parts: list[str]) -> str:
    return words.listing(parts)


def measures(state: PentagramState) -> tuple[str, str]:
    """The deciding measure's name and the tie-break's, under this game's win rule (PG7)."""
    if state.setup.richest_wins:
        return "total fortune", "weakest colour"
    return "weakest colour", "total fortune"


def verdict(state: PentagramState, result: Result) -> str:
    who = [state.players[s].name for s in result.winners]
    if not who:
        return "Nobody wins."
    if len(who) == 1:
        return f"{words.verb(who[0], 'win')}!"
    return f"{names(who)} share the win!"


def decided(state: PentagramState, result: Result) -> str:
    """What decided the game, in words, from the engine's ``decided_by``."""
    main, other = measures(state)
    players = state.players
    best = max(result.scores)
    tied = [s for s, v in enumerate(result.scores) if v == best]
    second = rules.tiebreak_scores(state)
    who = names([players[s].name for s in result.winners])
    if result.decided_by == "score":
        rest = sorted((v for s, v in enumerate(result.scores) if s not in result.winners), reverse=True)
        runner = f"; the next best is {rest[0]}" if rest else ""
        said = words.verb(who, "have") if len(result.winners) == 1 else f"{who} have"
        return f"{said} the largest {main}: {best}{runner}."
    tie = names([players[s].name for s in tied])
    if result.decided_by == "tiebreak":
        values = ", ".join(f"{players[s].name} {second[s]}" for s in tied)
        return f"{tie} tied on the {main} ({best}); the {other} decided it ({values})."
    both = second[result.winners[0]]
    if set(tied) == set(result.winners):
        return f"{tie} tied on the {main} ({best}) and on the {other} ({both}): the win is shared."
    return (f"{tie} tied on the {main} ({best}); {who} also tied on the {other} ({both}), "
            "so they share the win.")


class PentagramEnd(EndBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.t = 0.0
        self.confetti = self._confetti()

    @property
    def state(self) -> PentagramState:
        return self.session.state

    @property
    def result(self) -> Result:
        r = self.state.result
        assert r is not None, "the end screen needs a finished game"
        return r

    def _confetti(self) -> list[celebrate.Piece]:
        """Falling pieces in the winners' seat colours and the five game colours."""
        seats = self.session.seats
        colours = [seat_style(seats[s].colour, s)[0] for s in self.result.winners] or [theme.ACCENT]
        return celebrate.pieces(self.state.setup.seed, colours * 3 + list(COLOUR_RGB[:4]) + [theme.ACCENT])

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < 12  # the confetti settles; the screen then rests

    # -- picture --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        self._celebrate(surf)
        s, r = self.state, self.result
        label(surf, "Game over: the deck is out", (960, 40), theme.FONT_TITLE, theme.TEXT, "bold", "midtop")
        bounce = round(8 * math.sin(self.t * 3)) if self.app.settings.speed > 0 else 0
        trophy = assets.icon("🏆", 84)
        line = assets.text(verdict(s, r), theme.FONT_HUGE, theme.ACCENT, "bold")
        w = trophy.get_width() + 24 + line.get_width()
        x = 960 - w // 2
        surf.blit(trophy, (x, 112 + bounce))
        surf.blit(line, (x + trophy.get_width() + 24, 112 + (84 - line.get_height()) // 2))
        for k, text in enumerate(assets.wrap(decided(s, r), 1500, theme.FONT_LARGE)):
            label(surf, text, (960, 222 + 36 * k), theme.FONT_LARGE, theme.TEXT, "semibold", "midtop")
        self._table(surf)
        main, other = measures(s)
        variant = " (richest wins)" if s.setup.richest_wins else ""
        rule = (f"How the winner is decided{variant}: the largest {main} wins; "
                f"a tie goes to the larger {other}; a tie on both is shared.")
        label(surf, rule, (960, TABLE.y + 70 + ROW_H * len(s.players) + 24), theme.FONT_BODY, theme.TEXT_DIM,
              anchor="midtop")
        ctl = self.app.ctl
        button(surf, ctl, Rect(540, 980, 260, 60), "end:board", "Back to the board (Esc)")
        button(surf, ctl, Rect(830, 980, 260, 60), "end:new", "New game (Enter)", primary=True)
        button(surf, ctl, Rect(1120, 980, 260, 60), "end:title", "Title")

    def _celebrate(self, surf: pygame.Surface) -> None:
        if self.app.settings.speed <= 0:
            return  # animations off: no moving pieces
        celebrate.confetti(surf, self.confetti, self.t)

    def _order(self) -> list[int]:
        """Winners first, then by the deciding measure and the tie-break (display only)."""
        r = self.result
        second = rules.tiebreak_scores(self.state)
        return sorted(range(len(r.scores)), key=lambda k: (k not in r.winners, -r.scores[k], -second[k], k))

    def _table(self, surf: pygame.Surface) -> None:
        s = self.state
        n = len(s.players)
        box = Rect(TABLE.x, TABLE.y, TABLE.w, 70 + ROW_H * n)
        panel(surf, box, theme.PANEL)
        richest = s.setup.richest_wins
        x_chips = box.x + 400
        x_weak = x_chips + 5 * (CHIP_W + 10) + 30
        x_total = x_weak + 240
        hy = box.y + 22
        label(surf, "Player", (box.x + 30, hy), theme.FONT_BODY, theme.TEXT_DIM, "semibold")
        for k in range(5):
            label(surf, COLOUR_NAMES[k], (x_chips + k * (CHIP_W + 10) + CHIP_W // 2, hy), theme.FONT_BODY,
                  theme.TEXT_DIM, "semibold", "midtop")
        weak_head = "Weakest" + (" · ties" if richest else " · decides")
        total_head = "Total" + (" · decides" if richest else " · ties")
        label(surf, weak_head, (x_weak, hy), theme.FONT_BODY, theme.TEXT if not richest else theme.TEXT_DIM,
              "semibold")
        label(surf, total_head, (x_total, hy), theme.FONT_BODY, theme.TEXT if richest else theme.TEXT_DIM,
              "semibold")
        for i, seat in enumerate(self._order()):
            self._row(surf, seat, box.y + 66 + i * ROW_H, x_chips, x_weak, x_total)

    def _row(self, surf: pygame.Surface, seat: int, y: int, x_chips: int, x_weak: int, x_total: int) -> None:
        s, r = self.state, self.result
        p = s.players[seat]
        won = seat in r.winners
        if won:
            band = (TABLE.x + 8, y - 4, TABLE.w - 16, ROW_H - 6)
            pygame.draw.rect(surf, (70, 64, 40), band, border_radius=10)
            pygame.draw.rect(surf, theme.ACCENT, band, 2, border_radius=10)
        colour, shape = seat_style(self.session.seats[seat].colour, seat)
        cy = y + (ROW_H - 14) // 2
        seat_marker(surf, (TABLE.x + 44, cy), 13, colour, shape)
        crown = "🏆 " if won else ""
        bot = "🤖 " if self.session.is_bot(seat) else ""
        lines, size = assets.fit_lines(f"{crown}{bot}{p.name}", 320, 1, theme.FONT_LARGE, theme.FONT_BODY,
                                       "semibold")
        label(surf, lines[0], (TABLE.x + 70, cy), size, theme.TEXT, "semibold", "midleft")
        low = min(p.fortunes)
        for k, v in enumerate(p.fortunes):
            chip = Rect(x_chips + k * (CHIP_W + 10), y, CHIP_W, ROW_H - 14)
            pygame.draw.rect(surf, theme.BG, chip.tuple, border_radius=8)
            band = pygame.Rect(chip.x, chip.y, 34, chip.h)
            cards_view.swatch(surf, band, k, LETTERS[k], theme.FONT_BODY, 8)
            ink = theme.ACCENT if v == low else theme.TEXT
            label(surf, str(v), (chip.x + 34 + (chip.w - 34) // 2, chip.center[1]), theme.FONT_LARGE, ink,
                  "bold", "center")
            if v == low:
                pygame.draw.rect(surf, theme.ACCENT, chip.tuple, 3, border_radius=8)
        richest = s.setup.richest_wins
        label(surf, str(low), (x_weak + 20, cy), theme.FONT_TITLE,
              theme.ACCENT if not richest else theme.TEXT, "bold", "midleft")
        label(surf, str(sum(p.fortunes)), (x_total + 20, cy), theme.FONT_TITLE,
              theme.ACCENT if richest else theme.TEXT, "bold", "midleft")
