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

At every multi-seat table (issue 41) the world is read its own way (:func:`table_world`): the
coming Stability Window as the seats still to play can fill it, Stewardship finished only by a
turn with an action to pay, and the race to it weighed more — the rising Drift (DP15: from round
8 at two seats, 11 at three, 6 at four or more) outruns what a table can donate, so the world
lasts only if Stewardship completes. From three seats a personality also counts on no one but
itself to bring Stewardship's tokens. Read first at two seats (DP18), where without it two
personalities let the world fall in nearly every game; at three to six seats, read the search's
way, New game's Easy and Hard let it fall in 95-100 % of games (docs/projects-balance.md, *The
personalities at every table*). Solo is valued as before (its stored games replay).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.meaning_made.personalities import Personality
from game.games.projects.bots import (
    DONOR_TRUST,
    ROUND_KEEP,
    SPARE_VALUE,
    TOKEN_VALUE,
    demand,
    finishes_this_round,
    next_losses,
    next_safety,
    progress,
    projected_meaning,
    rounds_counted,
    rounds_to_steward,
    steward_progress,
    world_value,
    world_won,
)
from game.games.projects.rules import DONATION_CAP, legacy_for_place, support_worth, threshold
from game.games.projects.state import MEANING_MAX, ProjectsState

# At a multi-seat table the race to Stewardship (Weights.race) weighs this many times the search's
# world value. At two seats, from round 8 (DP18) the Drift outruns the +3 a round two seats can
# donate at most (Events of 2.17 + 1, then + 2 ...): a two-seat world lasts only if Stewardship
# completes, so the race is worth about the world's safety (Brooke 30 points against 24, Casey 24
# against 16, Alex 60 against 40). Chosen at two seats only (100 games a pairing on seeds 6505, 6510
# and 6513): Brooke's and Casey's two-seat games ended by Stewardship in 12-40 % with x1 (the window
# and the finishing turn read right, nothing weighed more), 41-70 % with x2, 62-82 % with x3,
# 66-88 % with x4 (and shorter, with fewer Patterns and Projects); Alex's in 87-98 % with any. Kept from
# three seats on (probe seed 6801, 60 games a table: with x1 Brooke's four-seat worlds fell in 65 %,
# x3 55 %).
TABLE_RACE = 3.0
# From this many seats the rounds to Stewardship count its tokens as brought by this seat alone.
# The search's count has every seat bring 2.5 a round, so at six seats a token paid brought it 1/15
# of a round nearer, worth less than the token: no personality paid into it, and six-seat worlds
# that reached Meaning 12 fell to the rising Drift. Two seats keep the search's count (tuned so).
OWN_BRINGING_FROM = 3


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


def coming_window(state: ProjectsState) -> float:
    """Meaning expected once this round's Stability Window is through, as a
    personality counts it. Where the search's estimate (``projected_meaning``) reads the group's
    donations during the turns, those are the last window's, so after a full window (2 + 1) no
    Support made in the turns added anything; and a seat whose turn is still to come (or under
    way) can yet make its Support (an Acquire of 2 Energy, always possible, and a conversion), so
    it counts as a donor like a holder: counting only the Supports held, the last donor of a
    window kept its Support, which then counted as next round's donation."""
    if state.phase != "turns":
        return projected_meaning(state)
    each = support_worth(state)
    donors = sum(1 for k, s in enumerate(state.order)
                 if k >= state.turn or state.players[s].tokens[2] > 0)
    return min(float(MEANING_MAX), state.meaning + DONOR_TRUST * min(DONATION_CAP, each * donors))


def rounds_away(state: ProjectsState, meaning: float, losses: list[int]) -> float:
    """The search's rounds until Stewardship completes (``rounds_to_steward``), except that a turn
    finishes it only if it can still pay: an action left, and no payment into Stewardship yet this
    round (P3). The search counted such a turn as finishing, so a personality one conversion from
    the end paid a single Support, or Acquired with its last action, and the world waited a round
    (at two seats, often for an Event that took Meaning below the threshold). From
    ``OWN_BRINGING_FROM`` seats the tokens still to bring are this seat's alone."""
    steward = state.stewardship
    if steward is None:
        return rounds_to_steward(state, meaning, losses)
    if (finishes_this_round(state) and state.actions_left > 0
            and steward.card.id not in state.players[state.current].contributed):
        return 0.0
    bringers = 1 if len(state.players) >= OWN_BRINGING_FROM else None
    return rounds_counted(state, meaning, losses, bringers)


def table_world(state: ProjectsState, w: Weights) -> float:
    """The world's points at a multi-seat table: its safety at the next Event and the race to
    Stewardship (the search's world value), both read with :func:`coming_window` and
    :func:`rounds_away`, the race weighed ``TABLE_RACE`` times, and Stewardship's progress."""
    r = state.result
    if r is not None:
        safe = 0.0 if r.reason == "collapse" else 1.0
        race = world_won(r)
    else:
        m = coming_window(state)
        losses = next_losses(state)
        safe = next_safety(m, losses)
        race = safe * ROUND_KEEP ** rounds_away(state, m, losses)
    return w.world * safe + TABLE_RACE * w.race * race + stewardship_paid(state, w)


def stewardship_paid(state: ProjectsState, w: Weights) -> float:
    """Points for Stewardship's progress, once it is open (Alex's ``stew``; nothing for the rest)."""
    if w.stew and state.meaning >= threshold(state):
        return w.stew * steward_progress(state)
    return 0.0


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
    if not state.solo:
        return v + table_world(state, w)
    v += w.world * survival(state) + w.race * world_value(state)
    return v + stewardship_paid(state, w)
