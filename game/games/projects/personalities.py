"""Edition `projects`: three personalities from the seed's example of play (Alex, Brooke, Casey),
played by the editions' one engine (game/games/meaning_made/personalities.py).

Each values a position in final-score points (Vitals + Legacy) with its own weights; they differ
only there, which is what makes their styles visible in the lab (``lab_record``'s style):

- ``stability`` (Alex): the world first — donates Support readily, raises Meaning to the
  Stewardship threshold and pays into Stewardship.
- ``engine`` (Brooke): Patterns first — a first Pattern of every layer for its discount, their
  Outputs, then the Projects.
- ``racer`` (Casey): Projects first — joins them early for first place's 6 Legacy, and lets the
  others mind the world.

The value reads only the public table (ruling G2); it reuses the search's evaluation
(game/games/projects/bots.py) for what tokens are worth and how safe the world is.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.meaning_made.personalities import Personality
from game.games.projects.bots import (
    SPARE_VALUE,
    TOKEN_VALUE,
    demand,
    next_losses,
    next_safety,
    progress,
    projected_meaning,
    steward_progress,
    world_value,
)
from game.games.projects.rules import legacy_for_place, threshold
from game.games.projects.state import ProjectsState


@dataclass(frozen=True)
class Weights:
    """How much each thing on the table is worth to a personality, in final-score points."""

    legacy: float = 1.0
    vitals: float = 1.0
    tokens: tuple[float, float, float] = (1.0, 1.0, 1.0)  # × the search's worth of a usable token
    pattern_first: float = 0.6  # a layer's first Pattern: a token off every later one (P2)
    pattern_more: float = 0.1  # each further Pattern of a layer
    progress: float = 1.0  # Legacy expected from the Projects this seat is on
    first_place: float = 0.0  # extra for first place on a Project, by its progress
    world: float = 24.0  # points for the world from sure to fall to safe at the next Event
    race: float = 10.0  # points for the race to Stewardship (the search's world value, 0-1)
    stew: float = 0.0  # points for Stewardship from unpaid to paid, once it is open
    touch_bonus: float = 0.0  # extra for a Touchpoint that changes hands
    accept_give: float = 0.95  # how likely this bot thinks others accept its offer
    # ... and its request: asked for their Support, others mostly refuse (0.6 wasted actions)
    accept_request: float = 0.35


PERSONALITIES: dict[str, Personality] = {p.kind: p for p in (
    Personality("stability", "Alex — stability focus",
                "Keeps the world up: donates Support readily and pays into Stewardship.",
                Weights(world=40.0, race=20.0, stew=6.0, tokens=(1.0, 0.9, 1.4), pattern_first=0.4)),
    Personality("engine", "Brooke — engine builder",
                "Builds its Pattern Stack first (a Pattern of every layer), then the Projects.",
                Weights(pattern_first=2.2, pattern_more=0.9, tokens=(1.0, 1.1, 1.0), progress=0.8)),
    Personality("racer", "Casey — Project racer",
                "Races onto Projects for first place's 6 Legacy; donates only when the world is low.",
                Weights(progress=1.4, first_place=2.0, pattern_first=0.3, pattern_more=0.0,
                        world=16.0, race=8.0)),
)}


def survival(state: ProjectsState) -> float:
    """0 (the next Event collapses the world) to 1 (safe), after this round's donations. Unlike
    the search's world value it does not shrink with the rounds Stewardship is away: with that, a
    world at Meaning 1 looked lost anyway and nobody donated to save it."""
    r = state.result
    if r is not None:
        return 0.0 if r.reason == "collapse" else 1.0
    return next_safety(projected_meaning(state), next_losses(state))


def value(state: ProjectsState, seat: int, w: Weights) -> float:
    """What ``seat`` holds and can expect, in points, as personality ``w`` sees it."""
    p = state.players[seat]
    v = w.legacy * p.legacy + w.vitals * p.vitals
    want = demand(state)
    for t in range(3):
        k = p.tokens[t]
        useful = min(k, want[t])
        v += TOKEN_VALUE[t] * w.tokens[t] * useful + SPARE_VALUE * (k - useful)
    for layer in range(1, 7):
        n = len(p.stack[layer])
        if n:
            v += w.pattern_first + w.pattern_more * (n - 1)
    for slot in state.slots():
        if seat in slot.contributors:
            place = slot.contributors.index(seat)
            frac = progress(slot)
            v += w.progress * legacy_for_place(place) * frac
            if place == 0:
                v += w.first_place * frac
    v += w.world * survival(state) + w.race * world_value(state)
    if w.stew and state.meaning >= threshold(state):
        v += w.stew * steward_progress(state)
    return v
