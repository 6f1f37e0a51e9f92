"""The search bot's speed-ups change nothing it decides (issue 40): worlds shared where nothing
hidden was touched decide as freshly sampled ones, and a sampled world's deck settled card by
card as it is drawn deals the cards the whole shuffle deals."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.search import SearchBot
from game.family import ruleset
from game.family.rng import Rng, settle

TABLES = {"initiatives": 4, "projects": 4, "life": 3, "pentagram": 4, "organism": 2}


def positions(game: str, count: int, seed: int = 7) -> list[Any]:
    """Positions with a real choice, reached by seeded random play."""
    rules = ruleset(game)
    state = rules.new_state(rules.make_setup([f"P{i}" for i in range(TABLES[game])], seed), None, False)
    rng = Rng(seed)
    out = []
    while state.result is None and len(out) < count:
        legal = rules.legal_actions(state)
        if len(rules.candidate_actions(state, legal)) > 1 and rng.below(3) == 0:
            out.append(state.clone())
        rules.apply(state, legal[rng.below(len(legal))], check=False)
    return out


class Unshared:
    """The game's ruleset without ``hidden_mark``: every node searched in its own world."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules

    def __getattr__(self, name: str) -> Any:
        if name == "hidden_mark":
            raise AttributeError(name)
        return getattr(self._rules, name)


def plain_search(rules: Any, seed: int, iterations: int, state: Any) -> tuple[Any, list]:
    """The search as first written (before issue 40's speed-ups), the oracle: a fresh world
    every iteration, every move list found again at every node."""
    from math import log, sqrt

    from game.bots.search import EXPLORATION, MAX_DEPTH
    from game.family.rng import decision_rng

    class Node:
        def __init__(self) -> None:
            self.children: dict[Any, Node] = {}
            self.n, self.w, self.avail = 0, 0.0, 0

    root_cands = rules.candidate_actions(state, rules.legal_actions(state))
    rng = decision_rng(seed, rules.fingerprint(state))
    root = Node()
    lo, hi = 1.0, 0.0
    for _ in range(iterations):
        world = rules.determinize(state, rng.next64())
        node, path, depth = root, [], 0
        while world.result is None and depth < MAX_DEPTH:
            mover = world.to_move()
            cands = root_cands if node is root else rules.candidate_actions(world, rules.legal_actions(world))
            untried = [a for a in cands if a not in node.children]
            if untried:
                a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = node.children[a] = Node()
                for b in cands:
                    if b in node.children:
                        node.children[b].avail += 1
                rules.apply(world, a, check=False)
                path.append((child, mover))
                break
            best_a, best_u = cands[0], -1e9
            span = hi - lo if hi > lo else 1.0
            for b in cands:
                ch = node.children[b]
                ch.avail += 1
                u = (ch.w / ch.n - lo) / span + EXPLORATION * sqrt(log(ch.avail) / ch.n)
                if u > best_u:
                    best_u, best_a = u, b
            node = node.children[best_a]
            rules.apply(world, best_a, check=False)
            path.append((node, mover))
            depth += 1
        r = rules.rewards(world)
        lo, hi = min(lo, *r), max(hi, *r)
        for child, mover in path:
            child.n += 1
            child.w += r[mover]
    best = max(root_cands, key=lambda a: (root.children[a].n if a in root.children else -1,
                                          root.children[a].w if a in root.children else 0.0))
    return best, [(ch.n, ch.w) for ch in root.children.values()]


@pytest.mark.parametrize("game", list(TABLES))
def test_the_search_decides_as_first_written(game: str) -> None:
    rules = ruleset(game)
    for k, state in enumerate(positions(game, 3, seed=5)):
        bot = SearchBot(17 + k, iterations=120, rules=rules)
        assert (bot.choose(state), bot.last_root) == plain_search(rules, 17 + k, 120, state)


@pytest.mark.parametrize("game", list(TABLES))
def test_shared_worlds_decide_as_sampled_ones(game: str) -> None:
    rules = ruleset(game)
    assert callable(getattr(rules, "hidden_mark", None))
    for k, state in enumerate(positions(game, 4)):
        before = rules.fingerprint(state)
        shared = SearchBot(31 + k, iterations=150, rules=rules)
        alone = SearchBot(31 + k, iterations=150, rules=Unshared(rules))  # type: ignore[arg-type]
        assert shared.choose(state) == alone.choose(state)
        # the whole root, visits and summed rewards to the last bit, not only the choice
        assert shared.last_root == alone.last_root
        assert rules.fingerprint(state) == before


@pytest.mark.parametrize("game", ["projects", "life", "pentagram", "initiatives"])
def test_a_deck_settled_as_drawn_deals_the_whole_shuffle(game: str) -> None:
    """Every deck a sampled world defers, drawn to the bottom through the rules, against the
    same shuffle done whole."""
    rules = ruleset(game)
    for k, state in enumerate(positions(game, 3, seed=11)):
        world = rules.determinize(state, 1000 + k)
        deferred = world.deferred if isinstance(world.deferred, dict) else {"deck": world.deferred}
        assert deferred, "a sampled world defers its shuffles"
        for name, record in deferred.items():
            deck = getattr(world, name)
            if name == "init_deck":  # box and deck shuffled as one; the deck is the top part
                whole = world.init_box + deck
                settle(whole, record, 0)
                expected = whole[len(world.init_box):]
            else:
                expected = deck[:]
                settle(expected, record, 0)
            dealt = [_draw(game, world, name) for _ in range(len(deck))]
            assert dealt == expected[::-1]


def _draw(game: str, world: Any, name: str) -> str:
    """One card off the top of a sampled world's deck, as its rules draw it."""
    if game == "pentagram":
        from game.games.pentagram.rules import _draw as draw_pentagram

        draw_pentagram(world, [])
        return world.drawn  # type: ignore[no-any-return]
    module = {"projects": "game.games.projects.rules", "life": "game.games.life.rules",
              "initiatives": "game.games.initiatives.rules"}[game]
    import importlib

    draw = importlib.import_module(module)._draw
    which = {"event_deck": "event", "pattern_deck": "pattern", "project_deck": "project",
             "init_deck": "initiative"}[name]
    return draw(world, which)  # type: ignore[no-any-return]
