"""Edition `projects`: the sharp search, a two-seat Hard. The shared tree search
(game/bots/search.py) on the shared evaluation (``bots.rewards``) but for one reading: who wins
should Stewardship complete now.

The shared evaluation blends its guess at the winner towards today's scores as Stewardship nears
completion (a leader wants to finish it, a trailing player does not), but it reads today's scores
as Vitals + Legacy alone. Completing Stewardship pays its own places at once (6 Legacy to the first
seat on it, 3 to the second), so the seat about to lose by today's scores may be the one about to
win by the final ones. This evaluation adds each seat's Stewardship place to its score there
(:func:`final_if_now`); everything else is the shared evaluation's. The shared search's kinds keep
their evaluation (their stored lab runs replay them game for game).

Measured at two seats against `search-easy` (lab ladders, 100 games a probe unless said, seeds
8100-8112): the personalities' two-seat reading of the world (``coming_window`` and ``rounds_away``
in personalities.py) played weaker, not stronger, with or without this reading (38.5 % of the
games; 53.5 % with it; only ``rounds_away``, with it: 52.0 %). This reading on the shared world
took, at 100 iterations, 71.5, 53.5 and 58.0 % (200 games) with 25-45 % of the worlds collapsed;
at 300 iterations 64.0 and 64.5 % (200 games) with 26-27 % collapsed. Solo is scored as the shared
search scores it.
"""

from __future__ import annotations

from typing import Any

from game.games.projects import bots
from game.games.projects.rules import legacy_for_place
from game.games.projects.state import ProjectsState

KIND = "search-sharp"
LABEL = "Search — sharp"
DESCRIPTION = ("Tree search, 300 sampled futures a move, that counts Stewardship's first places "
               "when it judges who a finish would crown.")
ITERATIONS = 300  # `search-lab`'s budget: 100 lost more worlds and won less (above)


def final_if_now(state: ProjectsState) -> list[float]:
    """Each seat's score should Stewardship complete now: Vitals, Legacy and its place on it."""
    out = bots.scores_now(state)
    steward = state.stewardship
    if steward is not None:
        for place, seat in enumerate(steward.contributors):
            out[seat] += legacy_for_place(place)
    return out


def rewards(state: ProjectsState) -> list[float]:
    """Each seat's reward, 0-1: ``bots.rewards``, today's scores read as Stewardship would end
    the game now."""
    return bots.rewards(state, final_if_now)


class SharpRules:
    """The game's ruleset with this evaluation in place of the shared one: what the search asks
    of a ruleset (moves, apply, sampled worlds, the fingerprint) is the game's own."""

    def __init__(self, base: Any) -> None:
        self._base = base
        self.rewards = rewards

    def __getattr__(self, name: str) -> Any:
        return getattr(self._base, name)


def make_sharp_bot(rules: Any, seed: int) -> Any:
    from game.bots.search import SearchBot

    return SearchBot(seed, ITERATIONS, name=KIND, rules=SharpRules(rules))
