"""Which games the program plays, by id. Each ruleset is imported only when first asked for."""

from __future__ import annotations

import importlib

from game.family.ruleset import Ruleset

# id -> "module:attribute" of its ruleset singleton, in the order the title screen lists them
GAMES: dict[str, str] = {
    "initiatives": "game.engine.ruleset:INITIATIVES",
    "pentagram": "game.games.pentagram.ruleset:PENTAGRAM",
    "projects": "game.games.projects.ruleset:PROJECTS",
    "life": "game.games.life.ruleset:LIFE",
    "organism": "game.games.organism.ruleset:ORGANISM",
}
DEFAULT_GAME = "initiatives"
_loaded: dict[str, Ruleset] = {}


class UnknownGame(ValueError):
    pass


def ruleset(game_id: str = DEFAULT_GAME) -> Ruleset:
    if game_id not in GAMES:
        raise UnknownGame(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    if game_id not in _loaded:
        module, attr = GAMES[game_id].split(":")
        _loaded[game_id] = getattr(importlib.import_module(module), attr)
    return _loaded[game_id]


def all_rulesets() -> list[Ruleset]:
    return [ruleset(g) for g in GAMES]
