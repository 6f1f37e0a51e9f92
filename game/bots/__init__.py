"""Bots that can take any seat. Each decides from what a player at the table sees (ruling G2).

``make_bot(kind, seed)`` builds one; ``BOTS`` lists the kinds; ``BOT_INFO`` gives each kind a
short label and a one-line description for the setup screen. Every bot's ``choose(state)``
leaves ``state`` untouched, returns one of ``legal_actions(state)`` for ``state.to_move()`` and
depends only on its seed and the position (it is safe to call from a worker thread).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.engine.actions import Action
from game.engine.state import GameState


class Bot(Protocol):
    name: str

    def choose(self, state: GameState) -> Action:
        """The action for the seat the game is waiting on."""
        ...


# Search budgets, in iterations per decision (see docs/bots.md for their measured times).
SEARCH_LEVELS: dict[str, int] = {
    "search-easy": 100,
    "search-lab": 300,  # the balance lab's budget: 200+ four-search-bot games fit on 2 cores
    "search": 2500,  # the default: decides within 1 s on the development machine (0.42 s median)
    "search-hard": 8000,  # about 1.5 s a move
}


def _random(seed: int) -> Bot:
    from game.bots.random_bot import RandomBot

    return RandomBot(seed)


def _heuristic(personality: str) -> Callable[[int], Bot]:
    def build(seed: int) -> Bot:
        from game.bots.heuristic import HeuristicBot

        return HeuristicBot(personality, seed)

    return build


def _search(kind: str) -> Callable[[int], Bot]:
    def build(seed: int) -> Bot:
        from game.bots.search import SearchBot

        return SearchBot(seed, SEARCH_LEVELS[kind], name=kind)

    return build


BOTS: dict[str, Callable[[int], Bot]] = {
    "random": _random,
    "stability": _heuristic("stability"),
    "engine": _heuristic("engine"),
    "racer": _heuristic("racer"),
    "social": _heuristic("social"),
    **{kind: _search(kind) for kind in SEARCH_LEVELS},
}

# kind -> (label, one-line description), for menus and the setup screen
BOT_INFO: dict[str, tuple[str, str]] = {
    "random": ("Random", "Picks any legal move at random. A sparring partner, not a player."),
    "stability": ("Alex — stability focus",
                  "Keeps Meaning up: donates Support readily and pays into Stewardship."),
    "engine": ("Brooke — engine builder",
               "Builds a wide Pattern Palette first, then spends its discounts."),
    "racer": ("Casey — Initiative racer",
              "Races for first place on Initiatives to collect 6 Legacy at a time."),
    "social": ("Drew — social optimizer",
               "Trades with a Touchpoint every round and accepts every Touchpoint offered."),
    "search-easy": ("Search — easy", "Looks a little ahead (100 sampled futures a move); quick."),
    "search-lab": ("Search — lab", "The balance lab's budget (300 sampled futures a move, about 40 ms)."),
    "search": ("Search — standard", "Tree search over sampled deck orders (2,500 a move, under 1 s)."),
    "search-hard": ("Search — hard", "Thinks longest (8,000 sampled futures a move): about 1.5 s."),
}


def make_bot(kind: str, seed: int) -> Bot:
    if kind not in BOTS:
        raise ValueError(f"unknown bot '{kind}' (known: {', '.join(BOTS)})")
    return BOTS[kind](seed)
