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

Speed without changing a decision: a node reached without touching anything hidden (no card
drawn, the generator unused on the way: the ruleset's optional ``hidden_mark`` unchanged) is
the same position in every sampled world, up to the hidden order. Such a node keeps one world
and its candidate moves; an iteration walks through it without playing the moves again, and
samples its world only where it leaves that part of the tree. ``determinize`` starts from the
hidden parts' contents alone, so the world it samples there is the very world the walk from
the root would have reached: the same moves, rewards and random draws, decision for decision.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Hashable
from math import log, sqrt
from typing import Any

from game.family import Ruleset, ruleset
from game.family.rng import Rng
from game.family.rng import decision_rng as table_rng

EXPLORATION = 0.7
MAX_DEPTH = 10  # plies below the root before the leaf is scored


_LOGS = [0.0]  # _LOGS[k] == log(k) (0 unused): UCB reads it for every child on every visit


def _logs(most: int) -> list[float]:
    """The table of logarithms up to ``most``: a child is available at most once an iteration.
    A longer table is made whole and then put in place, so a search in another thread never
    reads one half made."""
    global _LOGS
    table = _LOGS
    if len(table) <= most:
        table = [0.0, *(log(k) for k in range(1, most + 1))]
        _LOGS = table
    return table


class Node:
    __slots__ = ("avail", "cands", "children", "kids", "made", "mover", "n", "untried", "w", "world")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.n = 0
        self.w = 0.0  # summed reward of the player who chose the action leading here
        self.avail = 0
        # Set only where nothing hidden was touched on the way here: a world at this node
        # (read, never played on). Its candidate moves are then every world's; elsewhere they
        # are the last world's, remembered in case the next has the same.
        self.world: Any = None
        self.mover = -1  # the seat to move in a shared node's world
        self.cands: list[Any] | None = None
        self.kids: list[Node] | None = None  # children[a] for a in cands, once all are tried
        # a shared node's moves not tried yet, in their order, and its children so far: kept
        # as they change rather than found again (hashing every move) on every visit
        self.untried: list[Any] | None = None
        self.made: list[Node] = []


class SearchBot:
    def __init__(self, seed: int, iterations: int = 1000, name: str = "search",
                 max_depth: int = MAX_DEPTH, rules: Ruleset | None = None) -> None:
        self.seed = seed
        self.iterations = iterations
        self.name = name
        self.max_depth = max_depth
        self.last_iterations = 0  # for benchmarks: iterations actually run on the last call
        # for tests: (visits, summed reward) of each root candidate after the last search
        self.last_root: list[tuple[int, float]] = []
        self.rules = rules or ruleset()

    def decision_rng(self, state: Any) -> Rng:
        """Seeded from the bot's seed and the public table only, so a choice is reproducible."""
        return table_rng(self.seed, self.rules.fingerprint(state))

    def choose(self, state: Any) -> Any:
        # The tree and its shared worlds are thousands of live containers: with the collector
        # on, each of its passes walks them all (a tenth of the time) to find next to nothing;
        # what a decision leaves is collected after it. The caller's setting is restored.
        was_on = gc.isenabled()
        gc.disable()
        try:
            return self._search(state)
        finally:
            if was_on:
                gc.enable()

    def _search(self, state: Any) -> Any:
        rules = self.rules
        legal_actions, apply = rules.legal_actions, rules.apply
        candidate_actions, rewards, sample_world = rules.candidate_actions, rules.rewards, rules.determinize
        # A game without the hook gets no shared worlds: every node is searched as sampled.
        mark: Callable[[Any], Hashable] | None = getattr(rules, "hidden_mark", None)
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
        root.world, root.mover, root.cands = state, state.to_move(), root_cands
        c = EXPLORATION
        max_depth = self.max_depth
        logs = _logs(self.iterations + 1)
        lo, hi = 1.0, 0.0  # range of rewards seen: UCB works on rewards rescaled to [0, 1]
        for _ in range(self.iterations):
            seed = rng.next64()
            node = root
            world = None  # this iteration's sampled world, made where the shared part ends
            fresh = None  # a new child whose move touched nothing hidden: it keeps the world
            path: list[tuple[Node, int]] = []  # (child node, seat that chose it)
            depth = 0
            while depth < max_depth:
                if world is None:
                    cands = node.cands
                    if cands is None:
                        known = node.world
                        if known.result is not None:
                            break
                        node.mover = known.to_move()
                        cands = node.cands = candidate_actions(known, legal_actions(known))
                    mover = node.mover
                else:
                    if world.result is not None:
                        break
                    mover = world.to_move()
                    cands = candidate_actions(world, legal_actions(world))
                kids = node.kids
                # A shared node's moves are every world's; a sampled node's list is remembered
                # from the last world, which often had the same moves.
                if kids is None or (world is not None and cands is not node.cands
                                    and cands != node.cands):
                    children = node.children
                    if world is None:
                        untried = node.untried
                        if untried is None:  # a new shared node: nothing tried yet
                            untried = node.untried = list(cands)
                    else:
                        untried = [a for a in cands if a not in children]
                    if untried:
                        if world is None:
                            a = untried.pop(rng.below(len(untried)) if len(untried) > 1 else 0)
                            child = Node()
                            children[a] = child
                            made = node.made
                            made.append(child)
                            for ch in made:
                                ch.avail += 1
                        else:
                            a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                            child = Node()
                            children[a] = child
                            for b in cands:
                                ch = children.get(b)
                                if ch is not None:
                                    ch.avail += 1
                        if world is None:
                            world = sample_world(node.world, seed)
                            if mark is not None:
                                before = mark(world)
                                apply(world, a, check=False)
                                if mark(world) == before:
                                    fresh = child
                            else:
                                apply(world, a, check=False)
                        else:
                            apply(world, a, check=False)
                        path.append((child, mover))
                        break
                    kids = node.kids = [children[b] for b in cands]
                    node.cands = cands
                best = 0
                best_u = -1e9
                span = hi - lo if hi > lo else 1.0
                for k, ch in enumerate(kids):
                    avail = ch.avail + 1
                    ch.avail = avail
                    n = ch.n
                    u = (ch.w / n - lo) / span + c * sqrt(logs[avail] / n)
                    if u > best_u:
                        best_u, best = u, k
                best_a = cands[best]
                child = kids[best]
                if world is not None:
                    apply(world, best_a, check=False)
                elif child.world is None:  # leaving the shared part: sample this world here
                    world = sample_world(node.world, seed)
                    apply(world, best_a, check=False)
                node = child
                path.append((node, mover))
                depth += 1
            if world is None:
                world = sample_world(node.world, seed)
            r = rewards(world)
            if fresh is not None:
                fresh.world = world  # rewards read it; nothing plays on it from now on
            for x in r:
                if x < lo:
                    lo = x
                if x > hi:
                    hi = x
            for child, mover in path:
                child.n += 1
                child.w += r[mover]
        self.last_iterations = self.iterations
        self.last_root = [(ch.n, ch.w) for ch in root.children.values()]
        best = max(root_cands, key=lambda a: (root.children[a].n if a in root.children else -1,
                                              root.children[a].w if a in root.children else 0.0))
        return best
