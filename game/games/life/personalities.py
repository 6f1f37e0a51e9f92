"""Edition `life`: three personalities from the seed's example of play (Alex stability-first,
Brooke engine-first, Casey projects-first), played by the editions' one engine
(game/games/meaning_made/personalities.py).

Each values a position in final-score points (Project + Coherence + Social, times the World
Drift Multiplier) with its own weights; they differ only there, which is what makes their styles
visible in the lab (``lab_record``'s style):

- ``stability`` (Alex): holds the world together — Stabilizes and pledges to the mitigation,
  feeling every step of World Drift beyond what its multiplier costs.
- ``engine`` (Brooke): Patterns first — buys for the tag discounts and the Outputs.
- ``racer`` (Casey): Projects first — tops the credits of the Row's Projects and gives for Social
  Standing.

The value reads only the public table (ruling G2); it reuses the search's evaluation
(game/games/life/bots.py) for what tokens are worth and how far off the end is.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.life.bots import (
    TOKEN_VALUE,
    demand,
    projected_drift,
    rounds_left,
    smooth_multiplier,
    token_worth,
)
from game.games.life.rules import can_still_meet, missing, mitigated_drift, multiplier
from game.games.life.state import DRIFT_MAX, LifeState
from game.games.meaning_made.personalities import Personality

PLEDGE_BACK = 0.5  # a pledged token comes back if the pool is not filled: worth half meanwhile


@dataclass(frozen=True)
class Weights:
    """How much each thing on the table is worth to a personality, in final-score points."""

    project: float = 1.0  # a Project point
    coherence: float = 1.0
    social: float = 1.0
    tokens: float = 1.0  # × the search's worth of a hand of tokens
    pattern: float = 0.3  # an owned Pattern (its tag discount), up to eight
    progress: float = 1.0  # Project points expected from credits on unfinished tiles
    first_place: float = 0.0  # extra for leading a tile's credits, by its progress
    world: float = 0.0  # points a step of World Drift costs besides the multiplier's share
    touch_bonus: float = 0.0  # extra for a Touchpoint that changes hands
    accept_give: float = 1.0  # (a give needs no answer in this edition)
    accept_request: float = 0.3  # how likely this bot thinks others grant its request


PERSONALITIES: dict[str, Personality] = {p.kind: p for p in (
    Personality("stability", "Alex — stability first",
                "Holds the world together: Stabilizes and pledges to every Event's mitigation.",
                Weights(world=2.5, coherence=1.4, pattern=0.2, progress=0.8)),
    Personality("engine", "Brooke — engine first",
                "Buys Patterns first, for their tag discounts and Outputs, then builds.",
                Weights(pattern=1.6, tokens=1.25, progress=0.9, social=0.8)),
    Personality("racer", "Casey — Projects first",
                "Tops the credits on Projects and gives for Social Standing; leaves the Drift to others.",
                Weights(progress=1.5, first_place=1.5, social=1.3, touch_bonus=0.2, pattern=0.1)),
)}


def expected_drift(state: LifeState) -> float:
    """World Drift expected at the end of this round. While the pool fills, the pending Drift is
    cancelled in proportion to the icons pledged so far (if the seats still to ask can fill it):
    without that, a pledge short of the last icon looked worth nothing."""
    ev = state.cards.events[state.event] if state.event is not None else None
    if state.phase != "pledge" or ev is None or not any(missing(state)):
        return projected_drift(state)
    need = sum(ev.mitigation)
    met = (need - sum(missing(state))) / need if can_still_meet(state) else 0.0
    d = state.drift + met * mitigated_drift(state) + (1 - met) * state.pending_drift
    if not state.setup.inert_local_drift:
        d += state.local / 3
    return min(float(DRIFT_MAX), d)


def value(state: LifeState, seat: int, w: Weights) -> float:
    """What ``seat`` holds and can expect, in points, as personality ``w`` sees it."""
    p = state.players[seat]
    tracks = w.project * p.project + w.coherence * p.coherence + w.social * p.social
    if state.result is not None:
        return tracks * multiplier(state.drift) - w.world * state.drift
    left = rounds_left(state)
    v = tracks + w.tokens * token_worth(p.tokens, left, demand(state))
    if state.phase == "pledge":
        v += PLEDGE_BACK * w.tokens * sum(TOKEN_VALUE[t] * state.pledged[seat][t] for t in range(5))
    v += w.pattern * min(p.patterns, 8)
    for slot in state.row:
        if slot is None or not slot.marks:
            continue
        ranking = slot.ranking()
        if seat in ranking:
            rank = ranking.index(seat)
            frac = (len(slot.marks) + 0.5) / (slot.card.icons + 0.5)
            v += w.progress * slot.card.awards[min(rank, 2)] * frac
            if rank == 0:
                v += w.first_place * frac
    d = expected_drift(state)
    # No points for the rounds still to come (the search's ROUND_POINTS): with them, ending the
    # game cost a one-ply bot its whole future, nobody finished a Layer 10 Project and half the
    # games stalled at round 60.
    return v * smooth_multiplier(d) - w.world * d
