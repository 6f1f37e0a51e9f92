"""The goal line of the Pentagram 2 table (issue 39): how the game is won and where each player
stands, in a player's words, from the engine's own result on the position as it is
(``rules.compute_result``). Pure: no pygame, so it is tested on positions alone.
"""

from __future__ import annotations

from collections.abc import Collection

from game.family.words import is_you, possessive
from game.games.pentagram import rules
from game.games.pentagram.rules import cards_to_go
from game.games.pentagram.state import PentagramState


def rule(state: PentagramState) -> str:
    """How the game is won, in one short sentence."""
    if state.setup.richest_wins:
        return "Most coins in all five colours wins"
    return "Most coins in your weakest colour wins"


def measure(state: PentagramState) -> str:
    """The word the seats' score boxes use: "weakest" or "total"."""
    return "total" if state.setup.richest_wins else "weakest"


def standing(state: PentagramState, humans: Collection[int] = ()) -> str:
    """Who leads and by what, as the game would end now. With one human seat (a game against
    bots) it is said to that player; otherwise of the leader."""
    result = state.result or rules.compute_result(state)
    names = [p.name for p in state.players]
    scores, second = result.scores, rules.tiebreak_scores(state)
    score_word = "total" if state.setup.richest_wins else "weakest colour"
    tie_word = "weakest colour" if state.setup.richest_wins else "total"
    over = state.result is not None
    if result.decided_by == "shared":
        best = scores[result.winners[0]]
        everyone = len(result.winners) == len(names)
        who = "All" if everyone else " and ".join(names[s] for s in result.winners)
        return f"{who} {'shared the win' if over else 'tied'}: {score_word} {best}, {tie_word} " \
               f"{second[result.winners[0]]}"
    lead = result.winners[0]
    me = next(iter(humans)) if len(humans) == 1 else lead
    # Compared with: the player the line speaks to when they trail, else the leader's best rival.
    other = me if me != lead else max((s for s in range(len(names)) if s != lead),
                                      key=lambda s: (scores[s], second[s]))
    you = is_you(names[lead])
    verb = ("win" if you else "wins") if over else ("lead" if you else "leads")
    if result.decided_by == "tiebreak":
        return (f"{names[lead]} {verb} on the tie-break: {score_word} tied at {scores[lead]}, "
                f"{tie_word} {second[lead]} to {possessive(names[other])} {second[other]}")
    return (f"{names[lead]} {verb}: {score_word} {scores[lead]} to {possessive(names[other])} "
            f"{scores[other]}")


def goal_line(state: PentagramState, humans: Collection[int] = ()) -> str:
    """The whole line: the rule, the standing and the cards to go."""
    left = cards_to_go(state)
    tail = "the deck is out" if state.result is not None else (
        f"{left} card{'s' if left != 1 else ''} to go")
    return f"{rule(state)} · {standing(state, humans)} · {tail}"
