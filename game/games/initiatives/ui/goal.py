"""The goal line of Meaning Made's table (issue 39): how this game is won and where each player
stands toward it, in a player's words, from the rules' own numbers (scores, the End Initiative's
threshold, the rounds left). Pure: no pygame, so it is tested on positions alone."""

from __future__ import annotations

from collections.abc import Collection

from game.family.words import is_you, possessive
from game.games.initiatives.community import community_legacy
from game.games.initiatives.rules import end_below_threshold, end_threshold
from game.games.initiatives.scoring import final_score, solo_band
from game.games.initiatives.state import GameState


def end_name(state: GameState) -> str:
    slot = state.end_slot
    return slot.card.name if slot is not None else "the End Initiative"


def rule(state: GameState) -> str:
    """How the game is won, in one short sentence."""
    v = state.setup.variants
    end = end_name(state)
    if v.cooperative:
        return f"All win if {end} completes before Meaning reaches 0"
    if v.competitive:
        return f"Most points (Vitals + Legacy) after round {v.competitive_rounds} wins"
    if state.solo:
        return f"Complete {end} before Meaning reaches 0"
    return f"Complete {end} before Meaning reaches 0; then most points wins"


def standing(state: GameState, humans: Collection[int] = ()) -> str:
    """Where the players stand: the leader by points (said to the one human player in a game
    against bots), or solo the score and its band beside the Community's Legacy."""
    names = [p.name for p in state.players]
    scores = [final_score(state, s) for s in range(len(names))]
    if state.solo:
        community = community_legacy(state)
        whose = possessive(names[0])
        return (f"{whose[:1].upper()}{whose[1:]} score {scores[0]} ({solo_band(scores[0])}); "
                f"the Community's Legacy {community}")
    if state.setup.variants.cooperative:
        return f"Meaning {state.meaning}"
    order = sorted(range(len(names)), key=lambda s: (scores[s], state.players[s].legacy), reverse=True)
    lead, second = order[0], order[1]
    tied = (scores[lead], state.players[lead].legacy) == (scores[second], state.players[second].legacy)
    if tied:
        return f"{names[lead]} and {names[second]} tied on {scores[lead]} points"
    me = next(iter(humans)) if len(humans) == 1 else lead
    other = me if me != lead else second
    verb = "lead" if is_you(names[lead]) else "leads"
    return f"{names[lead]} {verb}: {scores[lead]} points to {possessive(names[other])} {scores[other]}"


def world(state: GameState) -> str:
    """What stands between the table and the end: the threshold, or the rounds left."""
    v = state.setup.variants
    if v.competitive:
        left = v.competitive_rounds - state.round
        return "last round" if left <= 0 else f"{left} round{'s' if left != 1 else ''} after this"
    if v.end_threshold and end_below_threshold(state):
        return f"{end_name(state)} opens at Meaning {end_threshold(state)}"
    return f"{end_name(state)} is open"


def goal_line(state: GameState, humans: Collection[int] = ()) -> str:
    """The whole line: the rule, the standing, and what stands before the end."""
    if state.result is not None:
        return f"{rule(state)} · the game is over"
    return f"{rule(state)} · {standing(state, humans)} · {world(state)}"


def short_line(state: GameState, humans: Collection[int] = ()) -> str:
    """The line for a narrow header: the standing and what stands before the end."""
    return f"🏆 {standing(state, humans)} · {world(state)}"
