"""The end of an edition `projects` game: the group outcome from the seed's table (Collapse …
Flourishing), the winner(s) and every score, solo's Personal Result, and Meaning round by round.

Everything shown is the engine's result (``state.result``: reason, outcome, winners, scores,
solo_band); the scene only words it. A win is celebrated with confetti; a collapse is mourned
with falling ash on a darkened screen.
"""

from __future__ import annotations

import pygame

from game.family import words
from game.games.meaning_made.chart import meaning_chart
from game.games.meaning_made.end_kit import EditionEnd
from game.games.projects import rules
from game.games.projects.rules import SOLO_BANDS
from game.games.projects.state import STALL_ROUND, ProjectsState, Result
from game.ui import assets, theme
from game.ui.draw import label, panel, seat_marker
from game.ui.layout import Rect
from game.ui.theme import seat_style


def meaning_by_round(state: ProjectsState) -> list[int]:
    """Meaning at the end of each round played. A game ended inside a round counts that round
    too, at the final Meaning; one the solo clock ended (DP17) has every round's already."""
    history = list(state.meaning_history)
    if len(history) < state.round:
        history.append(state.meaning)
    return history


# The seed's outcome table: what each final Meaning feels like.
FEELS = {
    "Collapse": "Structure failed. Instability overwhelmed coordination. Nothing sustainable remained.",
    "Critical": "Survival only. Every gain required emergency correction.",
    "Precarious": "Functional but constantly unstable.",
    "Strained": "Stability required heavy effort each round.",
    "Recovering": "The group found rhythm after instability.",
    "Functional": "Instability rose, but was matched by response.",
    "Coordinated": "Support moved efficiently. Projects mattered.",
    "Stable": "Players built confidently under pressure.",
    "Resilient": "Shocks absorbed without fragmentation.",
    "Stewarding": "Long-horizon thinking emerged.",
    "Strong Pattern": "Structure outpaced instability.",
    "Durable": "Cooperative discipline felt natural.",
    "Flourishing": "The system sustained itself with surplus stability.",
}
REASONS = {
    "stewardship": "Stewardship is complete — the world holds.",
    "collapse": "Meaning reached 0 — the world collapsed.",
    "stalled": f"No end after {STALL_ROUND} rounds — the game is stalled.",
    "clock": "The solo clock ran out — the score decides.",
}


def names(parts: list[str]) -> str:
    return words.listing(parts)


def verdict(state: ProjectsState, result: Result) -> str:
    """The headline: who won (or the solo result), or that nobody did."""
    if state.solo:
        if result.reason == "collapse":
            return "System Collapse — a loss"
        if result.reason == "stalled":
            return "Stalled — a loss"
        if result.reason == "clock" and not result.winners:  # DP17
            return f"The clock ran out below {rules.clock_score(state)} points — a loss"
        return f"You held the world: {result.solo_band}"
    who = [state.players[s].name for s in result.winners]
    if not who:
        return "The world collapsed: nobody wins"
    score = result.scores[result.winners[0]]
    if len(who) == 1:
        return f"{words.verb(who[0], 'win')} with {score} points"
    return f"{names(who)} share the win with {score} points"


def band_range(band: str) -> str:
    """ "20–24" for a Personal Result band (the seed's solo table)."""
    floors = [least for least, _ in SOLO_BANDS]
    for k, (least, name) in enumerate(SOLO_BANDS):
        if name == band:
            if k == 0:
                return f"{least}+"
            top = floors[k - 1] - 1
            return str(least) if top == least else f"{least}–{top}"
    return ""


class ProjectsEnd(EditionEnd):
    def lost(self) -> bool:
        r = self.result
        return r.reason == "collapse" or not r.winners  # type: ignore[no-any-return]

    @property
    def state(self) -> ProjectsState:
        return self.session.state  # type: ignore[no-any-return]

    # -- picture --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        s, r = self.state, self.result
        self.draw_top(surf, REASONS[r.reason], verdict(s, r))
        self._outcome(surf, Rect(160, 212, 1600, 110))
        self._scores(surf, Rect(160, 340, 900, 0))
        meaning_chart(surf, Rect(1120, 340, 640, 420), meaning_by_round(s))
        self.draw_buttons(surf)

    def _outcome(self, surf: pygame.Surface, box: Rect) -> None:
        """The group outcome: the seed's table row for the final Meaning."""
        r = self.result
        panel(
            surf,
            box,
            (70, 34, 38) if self.collapsed else (52, 58, 44),
            theme.BAD if self.collapsed else theme.ACCENT,
        )
        label(
            surf,
            f"Group outcome: {r.outcome}",
            (box.x + 30, box.y + 18),
            theme.FONT_TITLE,
            theme.BAD if self.collapsed else theme.ACCENT,
            "bold",
        )
        label(
            surf,
            f"final 🌟 Meaning {r.meaning} · 🌀 Drift {12 - r.meaning}",
            (box.x + box.w - 30, box.y + 26),
            theme.FONT_BODY,
            theme.TEXT_DIM,
            "semibold",
            "topright",
        )
        label(
            surf,
            FEELS.get(r.outcome, ""),
            (box.x + 30, box.y + 70),
            theme.FONT_LARGE,
            theme.TEXT,
            anchor="topleft",
            max_width=box.w - 60,
        )

    def _scores(self, surf: pygame.Surface, at: Rect) -> None:
        s, r = self.state, self.result
        n = len(s.players)
        extra = 130 if s.solo else 40
        table = Rect(at.x, at.y, at.w, 90 + 62 * n + extra)
        panel(surf, table, theme.PANEL)
        for text, x in (("Player", 40), ("🛡️ Vitals", 420), ("🌳 Legacy", 580), ("Score", 760)):
            label(surf, text, (table.x + x, table.y + 24), theme.FONT_BODY, theme.TEXT_DIM, "semibold")
        order = sorted(range(n), key=lambda k: (k not in r.winners, -r.scores[k], -s.players[k].legacy, k))
        for row, seat in enumerate(order):
            p = s.players[seat]
            y = table.y + 80 + row * 62
            won = seat in r.winners
            if won:
                band = (table.x + 10, y - 10, table.w - 20, 54)
                pygame.draw.rect(surf, (70, 64, 40), band, border_radius=10)
                pygame.draw.rect(surf, theme.ACCENT, band, 2, border_radius=10)
            colour, shape = seat_style(self.session.seats[seat].colour, seat)
            seat_marker(surf, (table.x + 52, y + 16), 12, colour, shape)
            crown = "🏆 " if won else ""
            bot = "🤖 " if self.session.is_bot(seat) else ""
            label(
                surf,
                f"{crown}{bot}{p.name}",
                (table.x + 80, y),
                theme.FONT_LARGE,
                theme.TEXT,
                "semibold",
                max_width=320,
            )
            label(surf, str(p.vitals), (table.x + 440, y), theme.FONT_LARGE, theme.TEXT)
            label(surf, str(p.legacy), (table.x + 600, y), theme.FONT_LARGE, theme.TEXT)
            label(surf, str(r.scores[seat]), (table.x + 780, y), theme.FONT_LARGE, theme.ACCENT, "bold")
        y = table.y + 80 + n * 62
        if s.solo:
            band = r.solo_band
            span = band_range(band)
            label(
                surf,
                f"Personal Result: {band}" + (f" (score {span})" if span else ""),
                (table.x + 40, y + 10),
                theme.FONT_LARGE,
                theme.BAD if self.collapsed else theme.ACCENT,
                "bold",
            )
            level = s.setup.solo_difficulty.title()
            rule = (
                "Solo: completing Stewardship wins and your score names the result; a collapse "
                f"(or a stalled game) is a loss. Difficulty: {level}."
            )
            if rules.clock_round(s) is not None:  # DP17
                rule += (f" The solo clock ends the game after round {rules.clock_round(s)}: "
                         f"a score of {rules.clock_score(s)} or more wins.")
            for k, line in enumerate(assets.wrap(rule, table.w - 80, theme.FONT_SMALL)):
                label(surf, line, (table.x + 40, y + 56 + 24 * k), theme.FONT_SMALL, theme.TEXT_DIM)
        elif not self.collapsed:
            label(
                surf,
                "Score = Vitals + Legacy; ties go to more Legacy, then the win is shared.",
                (table.x + 40, y + 6),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
            )
        else:
            label(
                surf,
                "A collapse ends the game at once and nobody wins; the scores stand as they were.",
                (table.x + 40, y + 6),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
            )
