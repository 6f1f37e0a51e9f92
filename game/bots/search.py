"""The `search` bot: information-set Monte Carlo tree search over determinised worlds.

Written once for every game of the family: it uses only the game's Ruleset (legal actions,
apply, determinize, the public fingerprint, candidate moves and rewards).

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012). Every iteration samples a world
consistent with what the table shows (the ruleset's ``determinize``: deck orders and the
generator resampled, ruling G2), walks one shared tree keyed by actions — only
actions legal in that world are eligible, and UCB counts how often each was *available* — and
scores the leaf with the game's heuristic evaluation (``rewards``) instead of a random
play-out (in Meaning Made a random play-out collapses the world within three rounds and says
nothing). Each seat in the tree maximises its own reward. Moves are pruned to distinct ideas
(``candidate_actions``); answers to pending decisions are searched like any move.

The budget is a number of iterations, so a decision is deterministic given the bot's seed and
the position, whatever the machine's speed.
"""

from __future__ import annotations

from math import log, sqrt
from typing import Any

from game.family import Ruleset, ruleset
from game.family.rng import Rng
from game.family.rng import decision_rng as table_rng

EXPLORATION = 0.7
MAX_DEPTH = 10  # plies below the root before the leaf is scored


class Node:
    __slots__ = ("avail", "children", "n", "w")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.n = 0
        self.w = 0.0  # summed reward of the player who chose the action leading here
        self.avail = 0


class SearchBot:
    def __init__(self, seed: int, iterations: int = 1000, name: str = "search",
                 max_depth: int = MAX_DEPTH, rules: Ruleset | None = None) -> None:
        self.seed = seed
        self.iterations = iterations
        self.name = name
        self.max_depth = max_depth
        self.last_iterations = 0  # for benchmarks: iterations actually run on the last call
        self.rules = rules or ruleset()

    def decision_rng(self, state: Any) -> Rng:
        """Seeded from the bot's seed and the public table only, so a choice is reproducible."""
        return table_rng(self.seed, self.rules.fingerprint(state))

    def choose(self, state: Any) -> Any:
        rules = self.rules
        legal_actions, apply = rules.legal_actions, rules.apply
        candidate_actions, rewards, sample_world = rules.candidate_actions, rules.rewards, rules.determinize
        legal = legal_actions(state)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        root_cands = candidate_actions(state, legal)
        if len(root_cands) == 1:
            self.last_iterations = 0
            return root_cands[0]
        rng = self.decision_rng(state)
        root = Node()
        c = EXPLORATION
        lo, hi = 1.0, 0.0  # range of rewards seen: UCB works on rewards rescaled to [0, 1]
        for _ in range(self.iterations):
            world = sample_world(state, rng.next64())
            node = root
            path: list[tuple[Node, int]] = []  # (child node, seat that chose it)
            depth = 0
            while world.result is None and depth < self.max_depth:
                mover = world.to_move()
                assert mover is not None
                cands = root_cands if node is root else candidate_actions(world, legal_actions(world))
                children = node.children
                untried = [a for a in cands if a not in children]
                if untried:
                    a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                    child = Node()
                    children[a] = child
                    for b in cands:
                        ch = children.get(b)
                        if ch is not None:
                            ch.avail += 1
                    apply(world, a, check=False)
                    path.append((child, mover))
                    break
                best_a = cands[0]
                best_u = -1e9
                span = hi - lo if hi > lo else 1.0
                for b in cands:
                    ch = children[b]
                    ch.avail += 1
                    n = ch.n
                    u = (ch.w / n - lo) / span + c * sqrt(log(ch.avail) / n)
                    if u > best_u:
                        best_u, best_a = u, b
                node = children[best_a]
                apply(world, best_a, check=False)
                path.append((node, mover))
                depth += 1
            r = rewards(world)
            for x in r:
                if x < lo:
                    lo = x
                if x > hi:
                    hi = x
            for child, mover in path:
                child.n += 1
                child.w += r[mover]
        self.last_iterations = self.iterations
        best = max(root_cands, key=lambda a: (root.children[a].n if a in root.children else -1,
                                              root.children[a].w if a in root.children else 0.0))
        return best
