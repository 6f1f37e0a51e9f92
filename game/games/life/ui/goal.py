"""The goal on the table (issue 39): three short lines at the top of the players panel that say,
at every moment and in a player's words, how Life Builds Meaning is won, what ends it, and where
everyone stands.

Pure words from the state (no drawing), so a test can read them on a known position.
"""

from __future__ import annotations

from game.family.words import verb
from game.games.life import rules
from game.games.life.state import LifeState


def how_to_win(state: LifeState) -> str:
    return "🏆 Best (🌍 + 🧠 + 🏛️) × the Drift multiplier wins"


def world_line(state: LifeState) -> str:
    """World Drift, what it does to every score, and what ends the game."""
    result = state.result
    if result is not None:
        ended = rules.END_WORDS.get(result.reason, "the game is over")
        return f"Over: {ended} · Drift {result.drift}: scores ×{result.multiplier:.1f}"
    return (f"🌀 Drift {state.drift}: scores ×{rules.multiplier(state.drift):.1f} · "
            "ends at 12 or on a Layer 10 Project")


def standing_line(state: LifeState) -> str:
    """Who leads on the final score as it stands now (ties: more Project points)."""
    n = len(state.players)
    scores = sorted(((rules.final_score(state, s), state.players[s].project, s) for s in range(n)),
                    key=lambda t: (-t[0], -t[1], t[2]))
    best = scores[0][0]
    result = state.result
    if result is not None:
        won = [state.name(s) for s in result.winners]
        if not won:
            return "Nobody wins"
        word = "win" if len(won) > 1 or won[0] == "You" else "wins"
        return f"{' and '.join(won)} {word} with {best}"
    top = [state.name(s) for score, _, s in scores if score == best]
    if len(top) > 1:
        return f"Tied at {best}: {', '.join(top)} (more 🌍 Project points breaks a tie)"
    rest = " · ".join(f"{state.name(s)} {score}" for score, _, s in scores[1:4])
    return f"{verb(top[0], 'lead')} with {best} · {rest}"


def goal_lines(state: LifeState) -> tuple[str, str, str]:
    return how_to_win(state), world_line(state), standing_line(state)


def goal_tip(state: LifeState) -> str:
    """The whole of it, for the pointer and the lesson."""
    return ("Each row shows 🌍 Project + 🧠 Coherence + 🏛️ Social → the final score now. "
            "The game ends when a Layer 10 Project is completed, when World Drift reaches 12, or when "
            "the Project supply runs out (after that round's Stability Check). Each player's Final "
            "Score is Project + Coherence + Social, times the World Drift multiplier (0–2 ×1.2, 3–5 "
            "×1.0, 6–8 ×0.8, 9–10 ×0.6, 11–12 ×0.4), rounded down. The highest wins; ties go to more "
            f"Project points. {len(state.project_deck)} Projects are left in the supply.")
