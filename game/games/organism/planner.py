"""ORGANISM's planner bot: a search over whole turns.

An ORGANISM turn is a chain of small actions (choose an organism and a type, then up to one
action an element, each of which may be a CIRCULATE), and what matters is where the chain ends:
the first step of a march splits the organism and only the second makes it whole again. The
shared search bot grows a tree one action at a time and, at its budgets, rarely sees a turn
through, so between two of them each stood beside the centre and passed (70 of 100 self-play
games stalled, docs/organism-balance.md). The planner plays every way the turn can go — states
reached twice are expanded once — scores each finished turn with the same evaluation
(:func:`game.games.organism.bots.rewards`), and plays the best. It does not look at the reply.

Reads only the public table (ruling G2): RAIN's dice come from a reseeded copy, as the search's do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.family.rng import decision_rng
from game.games.organism.observe import determinize, fingerprint
from game.games.organism.state import OrganismState

BUDGET = 5_000  # states a plan may create (about a second on the development machine)
WIDTH = 1_500  # states carried to the next step, the most promising by the evaluation
NEAR = 0.002  # finished turns this close to the best are as good: one of them is drawn
GLANCE = 8  # a slip weighs this many of the turns it found, drawn at random


@dataclass(frozen=True)
class Level:
    """A planner as New game offers it (game/games/organism/levels.py)."""

    budget: int  # states a plan may create
    slips: float = 0.0  # the share of its turns it plays the best of a glance, not the best found
    glance: int = GLANCE  # how many of the turns it found a slip weighs, drawn at random


# The levels differ by slips, not by budget. A small budget cuts a plan short wherever a turn is
# long (two organisms act in one) and the planner then stalls whole games (400 states stalled 2
# of 40 against random, each at 0 power with two organisms; 200 stalled 4 of 12), and past 1,500
# states more budget buys little: 5,000 beat 1,500 65 % of 40 games, 20,000 beat 5,000 52.5 %
# while a quarter of its plans took over a second. A slip keeps the depth and is a weakness a
# player can see, an odd careless turn: more of them, and more careless, at each level down
# (Standard beat Easy 75 % and Hard beat Standard 77.5 % of 40 fresh games; levels.py).
LEVELS = {"planner-easy": Level(1_500, 0.6, 4), "planner-standard": Level(1_500, 0.3),
          "planner": Level(BUDGET)}

Step = tuple[int, Any]  # the table's fingerprint before the action, and the action


def richest_payer(legal: list[Any]) -> list[Any]:
    """GROW's food (ruling O10 i): of the same growth paid by different GROW elements, only the
    richest payer's (listed first) is played out. The others rarely differ in worth and would
    multiply the turns to try (with the budget fixed, a shallower plan)."""
    seen: set[Any] = set()
    out = []
    for a in legal:
        if a.kind == "grow" and a.a is not None:
            key = (a.b, a.etype)
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    return out


class PlannerBot:
    """Plays, from the start of each turn, the best whole turn it finds, one action a call."""

    name = "planner"

    def __init__(self, seed: int, rules: Any, budget: int = BUDGET, slips: float = 0.0,
                 glance: int = GLANCE) -> None:
        self.seed = seed
        self.rules = rules
        self.budget = budget
        self.slips = slips
        self.glance = glance
        self.plan: list[Step] = []
        self.last_states = 0  # for benchmarks: states the last plan created

    def choose(self, state: OrganismState) -> Any:
        here = fingerprint(state)
        if self.plan and self.plan[0][0] == here:  # the table is where the plan expects it
            return self.plan.pop(0)[1]
        legal = self.rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        self.plan = self.make_plan(state, here)  # a new turn, or the table moved off the plan
        return self.plan.pop(0)[1]

    def make_plan(self, state: OrganismState, here: int) -> list[Step]:
        rules = self.rules
        legal_actions, apply, rewards = rules.legal_actions, rules.apply, rules.rewards
        rng = decision_rng(self.seed, here)
        seat = state.to_move()
        turns = state.turns
        root = determinize(state, rng.next64())

        def over(s: OrganismState) -> bool:
            return s.result is not None or s.to_move() != seat or s.turns != turns

        finished: list[tuple[float, tuple[Step, ...]]] = []
        frontier: list[tuple[OrganismState, tuple[Step, ...]]] = [(root, ())]
        seen: set[int] = set()
        made = 0
        branching = 1.0  # states made per state expanded, the step before
        while frontier and made < self.budget:
            grown: list[tuple[OrganismState, tuple[Step, ...]]] = []
            before, expanded = made, 0
            for s, path in frontier:
                if made >= self.budget:  # the rest of this step is not played out
                    break
                key = fingerprint(s) if path else here
                if key in seen:  # reached another way: its turns are already being played out
                    continue
                seen.add(key)
                expanded += 1
                for a in richest_payer(legal_actions(s)):
                    t = s.clone()
                    apply(t, a, check=False)
                    made += 1
                    step = (*path, (key, a))
                    if over(t):
                        finished.append((rewards(t)[seat], step))
                    else:
                        grown.append((t, step))
            branching = (made - before) / expanded if expanded else branching
            room = int((self.budget - made) / max(branching, 1.0))
            if len(grown) > min(WIDTH, room):  # keep the most promising halves of turns first
                grown.sort(key=lambda sp: -rewards(sp[0])[seat])
                del grown[max(min(WIDTH, room), 1):]
            frontier = grown
        self.last_states = made
        if not finished:  # a budget too small to see any turn end: stop if allowed
            legal = legal_actions(state)
            return [(here, next((a for a in legal if a.kind == "stop"), legal[0]))]
        if self.slips and rng.below(10_000) < self.slips * 10_000:
            finished = [finished[rng.below(len(finished))] for _ in range(self.glance)]
        best = max(v for v, _ in finished)
        near = [p for v, p in finished if v >= best - NEAR]
        return list(near[rng.below(len(near))])
