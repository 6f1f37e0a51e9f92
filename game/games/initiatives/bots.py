"""Four personalities from the rulebook's example of play (seed 000: Alex, Brooke, Casey, Drew).

Each looks one action ahead: it tries every move worth trying (``candidate_actions``) in a
sampled world (ruling G2: ``sample_world``, never the real deck order) and keeps the one its own
value function likes best. The personalities differ only in their weights, which is what makes
their styles visible:

- ``stability`` (Alex): Meaning first — donates Support readily, pays into Stewardship.
- ``engine`` (Brooke): Patterns first — builds the Palette wide, then spends the discounts.
- ``racer`` (Casey): Initiatives first — takes first places for the 6 Legacy.
- ``social`` (Drew): Touchpoints every round, accepts every Touchpoint offered.
"""

from __future__ import annotations

from game.games.initiatives.actions import Action
from game.games.initiatives.evaluate import (
    Weights,
    candidate_actions,
    decision_rng,
    personal_value,
    sample_world,
)
from game.games.initiatives.rules import apply, legal_actions
from game.games.initiatives.state import GameState

PERSONALITIES: dict[str, Weights] = {
    "stability": Weights(world=34.0, stew=0.35, vitals=1.15, support=1.0, pattern_first=1.0,
                         progress=0.9),
    "engine": Weights(pattern_first=2.2, pattern_more=1.0, sig_needed=0.8, energy=0.55,
                      insight=0.6, progress=0.8, world=14.0),
    "racer": Weights(progress=1.5, first_place=1.5, pattern_first=0.9, pattern_more=0.3,
                     world=14.0, rivalry=0.1),
    "social": Weights(touch_bonus=1.2, vitals=1.2, accept_give=0.95, accept_request=0.85,
                      world=18.0),
}

# kind -> (label, one-line description), for menus and the setup screen
PERSONALITY_INFO: dict[str, tuple[str, str]] = {
    "stability": ("Alex — stability focus",
                  "Keeps Meaning up: donates Support readily and pays into Stewardship."),
    "engine": ("Brooke — engine builder",
               "Builds a wide Pattern Palette first, then spends its discounts."),
    "racer": ("Casey — Initiative racer",
              "Races for first place on Initiatives to collect 6 Legacy at a time."),
    "social": ("Drew — social optimizer",
               "Trades with a Touchpoint every round and accepts every Touchpoint offered."),
}


class HeuristicBot:
    """One-ply look-ahead with a personality's weights."""

    def __init__(self, personality: str, seed: int) -> None:
        self.name = personality
        self.weights = PERSONALITIES[personality]
        self.seed = seed

    def choose(self, state: GameState) -> Action:
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        seat = state.to_move()
        assert seat is not None
        rng = decision_rng(self.seed, state)
        d = state.pending[0] if state.pending else None
        if d is not None and d.kind == "respond" and self.name == "social":
            accept = [a for a in legal if a.kind == "accept"]
            if accept:
                return accept[0]
        world = sample_world(state, rng.next64())
        best: Action | None = None
        best_v = float("-inf")
        for a in candidate_actions(world, legal):
            v = self.action_value(world, seat, a)
            # a whisker of noise from the seeded generator breaks ties between equal moves
            v += (rng.next64() & 0xFFFF) * 1e-9
            if v > best_v:
                best, best_v = a, v
        assert best is not None
        return best

    def action_value(self, world: GameState, seat: int, a: Action) -> float:
        w = self.weights
        after = world.clone()
        apply(after, a, check=False)
        if a.kind in ("give", "request") and after.pending and after.pending[0].kind == "respond":
            # The other player answers: value both answers, weighted by how likely each is.
            p = w.accept_give if a.kind == "give" else w.accept_request
            yes = after.clone()
            apply(yes, Action("accept"), check=False)
            no = after
            apply(no, Action("decline"), check=False)
            return (p * (personal_value(yes, seat, w) + w.touch_bonus)
                    + (1 - p) * personal_value(no, seat, w))
        if a.kind == "accept":
            return personal_value(after, seat, w) + w.touch_bonus
        return personal_value(after, seat, w)
