"""The end of an ORGANISM game: who won and how (three organisms, power, RAIN's threshold or a
stall), each player's power and where it came from — all read from the engine's result."""

from __future__ import annotations

import pygame

from game.family.words import listing, verb
from game.games.organism.reading import organisms
from game.games.organism.state import STALL_TURNS, OrganismState, Result
from game.ui import theme
from game.ui.app import App
from game.ui.draw import button, label, panel, seat_marker
from game.ui.layout import Rect
from game.ui.scenes.end_base import EndBase
from game.ui.session import Session
from game.ui.theme import seat_style

SOURCES = (
    ("hold", "holding the centre"),
    ("disrupt", "disruptions"),
    ("integrity", "failed organisms"),
    ("sacrifice", "sacrifices"),
)


def verdict(state: OrganismState, result: Result) -> tuple[str, str]:
    """The headline and the line under it, from the result."""
    names = [state.players[s] for s in result.winners]
    if result.reason == "rain":
        return (
            f"You survived {result.survived} turns",
            f"RAIN reached {state.setup.rain_threshold} power. Each player's power is their own score.",
        )
    if result.reason == "stalled":
        return "The game stalled", f"{STALL_TURNS} turns without an end: nobody wins."
    who = listing(names)
    head = f"{verb(who, 'win') if len(names) == 1 else who + ' win'}!"
    if result.reason == "three_organisms":
        return head, f"{who} ended a turn with three separate organisms: the seed of a new world."
    return head, f"{who} reached {max(result.scores)} power (the threshold is {state.setup.threshold})."


class OrganismEnd(EndBase):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session

    @property
    def state(self) -> OrganismState:
        return self.session.state

    def draw(self, surf: pygame.Surface) -> None:
        s = self.state
        r = s.result
        assert r is not None, "the end screen opens on a finished game"
        surf.fill(theme.BG)
        head, sub = verdict(s, r)
        label(surf, "Game over", (960, 50), theme.FONT_TITLE, theme.TEXT, "bold", "midtop")
        label(surf, head, (960, 130), theme.FONT_HUGE, theme.ACCENT, "bold", "midtop")
        label(surf, sub, (960, 240), theme.FONT_LARGE, theme.TEXT, "semibold", "midtop")
        table = Rect(260, 320, 1400, 90 + 70 * len(s.players))
        panel(surf, table, theme.PANEL)
        cols = (table.x + 30, table.x + 420, table.x + 600, table.x + 800)
        for x, text in zip(cols, ("Player", "Power", "Organisms", "Where the power came from"), strict=True):
            label(surf, text, (x, table.y + 24), theme.FONT_BODY, theme.TEXT_DIM, "semibold")
        for seat, name in enumerate(s.players):
            y = table.y + 80 + seat * 70
            colour, shape = seat_style(self.session.seats[seat].colour, seat)
            seat_marker(surf, (cols[0] + 12, y + 16), 12, colour, shape)
            won = seat in r.winners
            label(
                surf,
                ("🏆 " if won else "") + name,
                (cols[0] + 36, y + 16),
                theme.FONT_LARGE,
                theme.ACCENT if won else theme.TEXT,
                "bold",
                "midleft",
            )
            label(
                surf, str(s.power[seat]), (cols[1], y + 16), theme.FONT_LARGE, theme.TEXT, "bold", "midleft"
            )
            label(
                surf,
                str(len(organisms(s, seat))),
                (cols[2], y + 16),
                theme.FONT_LARGE,
                theme.TEXT,
                anchor="midleft",
            )
            gains = s.gains[seat]
            parts = [f"{gains[k]} from {words}" for k, words in SOURCES if gains.get(k)]
            label(
                surf,
                ", ".join(parts) or "—",
                (cols[3], y + 16),
                theme.FONT_BODY,
                theme.TEXT,
                anchor="midleft",
            )
        ctl = self.app.ctl
        button(surf, ctl, Rect(540, 980, 260, 60), "end:board", "Back to the board (Esc)")
        button(surf, ctl, Rect(830, 980, 260, 60), "end:new", "New game (Enter)", primary=True)
        button(surf, ctl, Rect(1120, 980, 260, 60), "end:title", "Title")
