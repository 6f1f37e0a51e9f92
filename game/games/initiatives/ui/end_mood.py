"""How the end of a Meaning Made game feels: what the end screen says first, in what colour, and
whether it celebrates (a human at the table won and the world held) or mourns (it collapsed)."""

from __future__ import annotations

from dataclasses import dataclass

from game.family.words import listing, verb
from game.games.initiatives import GameState
from game.ui import theme


@dataclass(frozen=True)
class Mood:
    headline: str  # the big line
    verdict: str  # who won, or the solo result
    colour: tuple[int, int, int]
    celebrate: bool  # confetti: a person at the table won
    mourn: bool  # a darker screen: the world collapsed


def end_mood(state: GameState, humans: set[int]) -> Mood:
    r = state.result
    assert r is not None
    names = [state.players[w].name for w in r.winners]
    points = r.scores[r.winners[0]] if r.winners else 0
    collapsed = r.reason == "collapse"
    if state.setup.variants.cooperative:
        if r.winners:
            return Mood("The world holds", "Everyone wins together!", theme.GOOD, bool(humans), False)
        return Mood("The world collapsed", "Everyone loses together.", theme.BAD, False, collapsed)
    if state.solo:
        band = r.solo_band or "Game over"
        if r.winners:
            return Mood(f"{band}!", f"{verb(names[0], 'win')} with {points} points", theme.GOOD,
                        bool(humans), False)
        # The score the table and Stats show is still the player's; the rules make the game a
        # loss whatever it is (I13: a collapse; DI6: a stall), and the screen says so.
        own = r.scores[0]
        head = "The world collapsed" if collapsed else "The game is lost"
        why = "a collapse is a loss" if collapsed else "a stalled solo game is a loss"
        return Mood(head, f"Solo result: {band} — {own} points, but {why} whatever the score",
                    theme.BAD, False, collapsed)
    who = (f"{verb(names[0], 'win')}" if len(names) == 1 else f"{listing(names)} share the win")
    human_won = any(w in humans for w in r.winners)
    if collapsed:
        verdict = f"{who} with {points} points — while the world fails" if names else "Nobody wins."
        return Mood("The world collapsed", verdict, theme.BAD, False, True)
    headline = "The world survives" if r.group_won else "Game over"
    colour = theme.GOOD if r.group_won else theme.ACCENT
    verdict = f"🏆 {who} with {points} points" if names else "Nobody wins."
    return Mood(headline, verdict, colour, human_won, False)
