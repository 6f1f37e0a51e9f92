"""The goal on the table (issue 39): three short lines at the top of the players panel that say,
at every moment and in a player's words, how this game is won and lost and where everyone stands.

Pure words from the state (no drawing), so a test can read them on a known position.
"""

from __future__ import annotations

from game.family.words import verb
from game.games.projects import rules
from game.games.projects.state import ProjectsState


def how_to_win(state: ProjectsState) -> str:
    if state.solo:
        last = rules.clock_round(state)
        if last is not None:  # DP17
            return (f"🏆 Solo: complete 🌍 Stewardship, or score {rules.clock_score(state)}+ 🛡️ + 🌳 "
                    f"by round {last}; Meaning 0 loses")
        return "🏆 Solo: complete 🌍 Stewardship before Meaning falls to 0"
    return "🏆 Most 🛡️ + 🌳 wins when 🌍 Stewardship completes"


def world_line(state: ProjectsState) -> str:
    """The world's track and what ends the game: Meaning toward collapse, Stewardship toward
    the end."""
    result = state.result
    if result is not None:
        ended = {"stewardship": "🌍 Stewardship completed: the world is saved",
                 "collapse": "💀 Meaning fell to 0: the world collapsed",
                 "stalled": "The game stopped after round 60",
                 "clock": f"Round {state.round} is over: the solo clock ran out",
                 }.get(result.reason, "The game is over")
        return f"{ended} · 🌟 Meaning {result.meaning}: {result.outcome}"
    lost = "a loss" if state.solo else "nobody wins"
    head = f"🌟 Meaning {state.meaning} (0: collapse, {lost})"
    steward = state.stewardship
    if steward is None:
        return head
    opens = rules.threshold(state)
    if state.meaning < opens:
        return f"{head} · 🌍 opens at {opens}"
    return f"{head} · 🌍 needs {rules.tokens_text(steward.still_needed())}"


def standing_line(state: ProjectsState) -> str:
    """Where the players stand: solo, the score and the band it names; else who leads."""
    result = state.result
    if result is not None and not result.winners:
        if state.solo:
            return f"{result.solo_band}: the game is lost (score {result.scores[0]})"
        return "Nobody wins: " + " · ".join(f"{state.name(s)} {n}" for s, n in enumerate(result.scores))
    if state.solo:
        score = rules.final_score(state, 0)
        p = state.players[0]
        band = rules.solo_band(score)
        if result is not None:
            return f"You win! Score {score} (🛡️ {p.vitals} + 🌳 {p.legacy}): {band}"
        ahead = [(least, name) for least, name in rules.SOLO_BANDS if least > score]
        nxt = f" · {ahead[-1][0]} for {ahead[-1][1]}" if ahead else ""
        return f"Your score {score} (🛡️ {p.vitals} + 🌳 {p.legacy}): {band}{nxt}"
    # best first; equal scores by more Legacy, then in seat order
    scores = sorted(((rules.final_score(state, s), state.players[s].legacy, s)
                     for s in range(len(state.players))), key=lambda t: (-t[0], -t[1], t[2]))
    best = scores[0][0]
    top = [state.name(s) for score, _, s in scores if score == best]
    if result is not None:
        won = [state.name(s) for s in result.winners]
        return f"{' and '.join(won)} {'win' if len(won) > 1 or won[0] == 'You' else 'wins'} with {best}"
    if len(top) > 1:
        return f"Tied at {best}: {', '.join(top)} (more 🌳 Legacy breaks a tie)"
    rest = " · ".join(f"{state.name(s)} {score}" for score, _, s in scores[1:4])
    return f"{verb(top[0], 'lead')} with {best} · {rest}"


def goal_lines(state: ProjectsState) -> tuple[str, str, str]:
    return how_to_win(state), world_line(state), standing_line(state)


def goal_tip(state: ProjectsState) -> str:
    """The whole of it, for the pointer and the lesson."""
    if state.solo:
        return ("You win by completing the Stewardship Project; if Meaning reaches 0 the world "
                "collapses and the game is lost. Your score is Vitals + Legacy, and it names how "
                "well you did: Survived, Stabilizer (15), Builder (20), Steward (25), World-Grade "
                f"Contributor (30). Stewardship takes payments from Meaning {rules.threshold(state)}.")
    return ("The game ends when the Stewardship Project completes: the most Vitals + Legacy wins "
            "(more Legacy breaks a tie). If Meaning reaches 0 first, the world collapses, the game "
            "ends at once and nobody wins. Stewardship takes payments from Meaning "
            f"{rules.threshold(state)}.")
