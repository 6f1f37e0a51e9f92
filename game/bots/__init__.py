"""Bots that can take any seat of any game. Each decides from what a player at the table sees
(ruling G2).

``make_bot(kind, seed, game)`` builds one; ``bot_info(game)`` gives each kind a short label and a
one-line description for the setup screen, in its order: the game's levels (Easy, Standard, Hard:
``bot_levels``, names for some of its kinds), its own bots, then the rest. The random and search
bots are shared by every game of the family (they use only the game's Ruleset); a game may add
its own heuristic bots. Every bot's ``choose(state)`` leaves ``state`` untouched, returns one of
the legal actions for ``state.to_move()`` and depends only on its seed and the position (safe in
a worker thread).
"""

from __future__ import annotations

from typing import Any, Protocol

from game.family import DEFAULT_GAME, Ruleset, ruleset
from game.family.ruleset import BotLevel


class Bot(Protocol):
    name: str

    def choose(self, state: Any) -> Any:
        """The action for the seat the game is waiting on."""
        ...


# Search budgets, in iterations per decision (see docs/bots.md for their measured times).
SEARCH_LEVELS: dict[str, int] = {
    "search-easy": 100,
    "search-lab": 300,  # the balance lab's budget: 200+ four-search-bot games fit on 2 cores
    "search": 2500,  # the default: decides within 1 s on the development machine (0.42 s median)
    "search-hard": 8000,  # about 1.5 s a move
}

SHARED_INFO: dict[str, tuple[str, str]] = {
    "random": ("Random", "Picks any legal move at random. A sparring partner, not a player."),
    "search-easy": ("Search — 100 a move", "Tree search over 100 sampled futures a move; quick."),
    "search-lab": ("Search — lab (300)", "The balance lab's budget: 300 sampled futures a move."),
    "search": ("Search — 2,500 a move", "Tree search over 2,500 sampled futures a move."),
    "search-hard": ("Search — 8,000 a move", "Tree search over 8,000 sampled futures a move; slowest."),
}
# Listed last on New game: a sparring partner and the lab's budget, not opponents to pick first.
LAST = ("random", "search-lab")

# A game that does not name its levels plays them with the search budgets.
DEFAULT_LEVELS = (
    BotLevel("Easy", "search-easy", "quick search", SHARED_INFO["search-easy"][1]),
    BotLevel("Standard", "search", "search", SHARED_INFO["search"][1]),
    BotLevel("Hard", "search-hard", "deep search", SHARED_INFO["search-hard"][1]),
)


def _rules(game: str | Ruleset | None) -> Ruleset:
    if game is None or isinstance(game, str):
        return ruleset(game or DEFAULT_GAME)
    return game


def bot_levels(game: str | Ruleset | None = None, seats: int | None = None) -> tuple[BotLevel, ...]:
    """The game's Easy, Standard and Hard, each with the bot kind that plays it at a table of
    ``seats`` (the entry naming that size, else the level's entry for every size; with no size
    given, the latter)."""
    entries = tuple(getattr(_rules(game), "bot_levels", DEFAULT_LEVELS))
    out: dict[str, BotLevel] = {}
    for lv in entries:
        if seats is not None and seats in lv.seats:
            out[lv.level] = lv  # a size's own entry wins over the general one
        elif not lv.seats:
            out.setdefault(lv.level, lv)
    return tuple(out.values())


def bot_info(game: str | Ruleset | None = None, seats: int | None = None) -> dict[str, tuple[str, str]]:
    """kind -> (label, description), in New game's order: the levels (Easy, Standard, Hard) at a
    table of ``seats``, the game's own bots (its personalities), the other search budgets, then
    Random and the lab's budget. A kind a level plays is listed once, under its level."""
    rules = _rules(game)
    out = {lv.kind: (lv.label, lv.description) for lv in bot_levels(rules, seats)}
    for b in rules.bot_kinds():
        out.setdefault(b.kind, (b.label, b.description))
    for kind in SEARCH_LEVELS:
        if kind not in LAST:
            out.setdefault(kind, SHARED_INFO[kind])
    for kind in LAST:
        out.setdefault(kind, SHARED_INFO[kind])
    return out


def bot_kinds(game: str | Ruleset | None = None) -> list[str]:
    return list(bot_info(game))


def make_bot(kind: str, seed: int, game: str | Ruleset | None = None) -> Bot:
    rules = _rules(game)
    if kind == "random":
        from game.bots.random_bot import RandomBot

        return RandomBot(seed, rules)
    if kind in SEARCH_LEVELS:
        from game.bots.search import SearchBot

        return SearchBot(seed, SEARCH_LEVELS[kind], name=kind, rules=rules)
    if kind in {b.kind for b in rules.bot_kinds()}:
        return rules.make_game_bot(kind, seed)
    raise ValueError(f"unknown bot '{kind}' for {rules.title} (known: {', '.join(bot_kinds(rules))})")


def bot_seed(game_seed: int, seat: int, game_index: int = 0) -> int:
    """The one formula every game loop (table, simulate, lab) uses to seed a seat's bot."""
    return (game_seed + 7919 * (seat + 1) + 104729 * game_index) % 2**64


def __getattr__(name: str) -> Any:
    """``BOT_INFO`` and ``BOTS``: the default game's kinds, for callers that predate the family."""
    # Built on first use: the default ruleset imports the bots package for its personalities.
    if name == "BOT_INFO":
        return bot_info()
    if name == "BOTS":
        return bot_kinds()
    raise AttributeError(name)
