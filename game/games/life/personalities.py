"""Edition `life`: three personalities from the seed's example of play (Alex stability-first,
Brooke engine-first, Casey projects-first), played by the editions' one engine
(game/games/meaning_made/personalities.py).

Each values a position in final-score points (Project + Coherence + Social, times the World
Drift Multiplier) with its own weights; they differ only there, which is what makes their styles
visible in the lab (``lab_record``'s style):

- ``stability`` (Alex): holds the world together — Stabilizes and pledges to the mitigation,
  feeling every step of World Drift beyond what its multiplier costs.
- ``engine`` (Brooke): Patterns first — buys for the tag discounts and the Outputs.
- ``racer`` (Casey): Projects first — tops the credits of the Row's Projects, with an eye on
  paying one in the same turn (``plan_turn``), which makes it New game's Standard.

The value reads only the public table (ruling G2); it reuses the search's evaluation
(game/games/life/bots.py) for what tokens are worth. It has no cliff at the game's end and no
jump in the Drift it expects when a completion ends the turns (L8): either made two personalities
at two seats leave Layer 10 Projects one icon short until the round cap (docs/life-balance.md,
"Two seats: the stall and the levels").
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.life.bots import (
    HORIZON,
    TOKEN_VALUE,
    candidate_actions,
    demand,
    smooth_multiplier,
    token_worth,
)
from game.games.life.rules import apply, can_still_meet, legal_actions, missing, mitigated_drift
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
    # the share of what the best Contribute of its turn's other action would add that an action
    # counts: a little makes Casey take the icons it can pay at once; at 0.5 or more it was as
    # strong as Hard (docs/life-balance.md)
    plan_turn: float = 0.0


PERSONALITIES: dict[str, Personality] = {p.kind: p for p in (
    Personality("stability", "Alex — stability first",
                "Holds the world together: Stabilizes and pledges to every Event's mitigation.",
                Weights(world=2.5, coherence=1.4, pattern=0.2, progress=0.8)),
    Personality("engine", "Brooke — engine first",
                "Buys Patterns first, for their tag discounts and Outputs, then builds.",
                Weights(pattern=1.6, progress=0.9, social=0.8)),
    Personality("racer", "Casey — Projects first",
                "Tops the credits on Projects, taking icons it can pay at once; leaves the Drift to others.",
                Weights(project=1.5, progress=1.5, first_place=1.5, social=1.3, touch_bonus=0.2,
                        pattern=0.1, plan_turn=0.05)),
)}


def expected_drift(state: LifeState) -> float:
    """World Drift expected at the end of this round: the pending Drift in full until the Stability
    Check, where it comes off in proportion to the icons pledged so far, if the seats still to ask
    can fill the pool (without that, a pledge short of the last icon looked worth nothing). The
    search trusts half of it to be mitigated while the turns still run (MITIGATION_TRUST); a
    personality does not, so a completion that ends the turns early (L8) and starts the Check
    does not look like half the pending Drift come true (several points late in a game, when a
    step of Drift costs 7 % of everything)."""
    if state.result is not None:
        return float(state.drift)
    d = float(state.drift + state.pending_drift)
    if state.event is not None and state.phase == "pledge":
        need = sum(state.cards.events[state.event].mitigation)
        lack = sum(missing(state))
        met = 0.0 if lack and not can_still_meet(state) else (need - lack) / need if need else 1.0
        d -= met * (state.pending_drift - mitigated_drift(state))
    if not state.setup.inert_local_drift:
        d += state.local / 3
    return min(float(DRIFT_MAX), max(0.0, d))


def holdings(state: LifeState, seat: int, w: Weights) -> float:
    """What ``seat`` holds that scores nothing yet, in points as ``w`` sees it: tokens (a pledge
    counts half, it may come back), Patterns (their tag discounts) and credits on unfinished
    Projects (the awards they promise, by rank and by how near the tile is to done).

    Tokens are priced as the search prices them with time enough to spend them: the search's
    worth falls as the end nears, which made every step towards a Layer 10 completion, and the
    completion most of all, cost a one-ply bot points."""
    p = state.players[seat]
    v = w.tokens * token_worth(p.tokens, HORIZON, demand(state))
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
    return v


def value(state: LifeState, seat: int, w: Weights) -> float:
    """What ``seat`` holds and can expect, in points, as personality ``w`` sees it: with
    ``plan_turn``, and an action of its turn still to take, a share of what the best Contribute
    that action allows would add (a one-ply bot does not see that *Acquire* brings the icon a
    Project lacks within reach of this very turn)."""
    now = position_value(state, seat, w)
    if w.plan_turn and mid_turn(state, seat):
        best = max(position_value(after, seat, w) for after in second_actions(state))
        return now + w.plan_turn * (best - now)
    return now


def mid_turn(state: LifeState, seat: int) -> bool:
    """Whether ``seat`` is still to take an action of its turn (and no one else must answer first)."""
    return (state.result is None and state.phase == "turns" and not state.pending
            and state.end is None and state.actions_left > 0 and state.current == seat)


def second_actions(state: LifeState) -> list[LifeState]:
    """The position as it stands and those a Contribute of the mover's next action leads to (the
    search's candidates): the plan is to pay a Project, the rest of the turn is left to the next
    decision."""
    out = [state]
    for a in candidate_actions(state, legal_actions(state)):
        if a.kind == "contribute":
            after = state.clone()
            apply(after, a, check=False)
            out.append(after)
    return out


def position_value(state: LifeState, seat: int, w: Weights) -> float:
    """The value of a position as it stands, with no action of this seat's to come.

    One formula for the whole game, its end included: the tracks (a completed Project this seat
    topped counts its first-place bonus, so finishing a tile never looks worse than leading it)
    plus the holdings, times the multiplier the Drift expected at the end of the round gives, less
    the world's own weight. The holdings still count once the game is over. They score nothing
    then, but a one-ply bot that sees them vanish at the end never ends a game: with the end a
    cliff of 10-25 points (Brooke's eight Patterns alone were 12.8), two personalities at two
    seats left three Layer 10 Projects one icon short for dozens of rounds, and 53 of 200
    racer-engine games stalled at round 60 (docs/life-balance.md, "Two seats: the stall and the
    levels"). So a personality judges the end by the points it brings, as it judges any move."""
    p = state.players[seat]
    tracks = w.project * p.project + w.coherence * p.coherence + w.social * p.social
    if w.first_place:
        tracks += w.first_place * sum(1 for _, ranking in state.completed if ranking[:1] == (seat,))
    d = expected_drift(state)
    # No points for the rounds still to come (the search's ROUND_POINTS): with them, ending the
    # game cost a one-ply bot its whole future, nobody finished a Layer 10 Project and half the
    # games stalled at round 60.
    return (tracks + holdings(state, seat, w)) * smooth_multiplier(d) - w.world * d
