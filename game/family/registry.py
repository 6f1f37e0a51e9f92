"""Which games the program plays, by id: the one registry of plug-ins.

Each game is one package under ``game/games/<id>/`` whose ``plugin.py`` describes it with
"module:attribute" strings (its ruleset, its table, its card faces…). Nothing here imports a
game: a part is imported only when first asked for, so opening one game loads no other.
Adding a game is one line here.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.family.ruleset import Ruleset

# id -> its plug-in ("module:attribute"), in the order the title screen lists them
GAMES: dict[str, str] = {
    "initiatives": "game.games.initiatives.plugin:PLUGIN",
    "pentagram": "game.games.pentagram.plugin:PLUGIN",
    "projects": "game.games.projects.plugin:PLUGIN",
    "life": "game.games.life.plugin:PLUGIN",
    "organism": "game.games.organism.plugin:PLUGIN",
}
DEFAULT_GAME = "initiatives"
_loaded: dict[str, Ruleset] = {}


class UnknownGame(ValueError):
    pass


@dataclass(frozen=True)
class Plugin:
    """What the shared parts may ask of a game, each as a lazy "module:attribute" string."""

    id: str
    title: str  # "Pentagram 2": the title screen lists the games by their plug-ins alone
    tagline: str  # one line under the title
    seats: tuple[int, int]  # the fewest and most players it seats
    ruleset: str  # the Ruleset singleton
    has_cards: bool = False  # the card studio (gallery, export, diff) works on its data
    # the title's ring of the game's own pieces: emoji, or RGB colours drawn as coins (empty: the
    # layers of meaning); data here so the title draws a game without loading its rules
    emblems: tuple[str | tuple[int, int, int], ...] = ()
    table: str | None = None  # the table scene class: Scene(app, session)
    faces: str | None = None  # the card studio's provider: a callable(game_id) -> CardFaces
    lab_play: str | None = None  # plays one lab job into a record (None: game.lab.family.play)
    lab_run: str | None = None  # runs `lab` for the game, its own report (None: lab.command's)
    # a stored run's --variant names and --conversion as its jobs' variants, for `lab --check`:
    # callable(names, conversion: bool | None, players) (None: the names are the jobs' switches)
    lab_variants: str | None = None
    # a run's summary from its records, and with a folder its report written there, for the
    # tuner (`lab --tune`): callable(records, players, cards_folder, out=None, command="",
    # meta=None) -> summary (None: game.lab.family.build / write)
    lab_report: str | None = None
    size_shots: str | None = None  # its screens for game/ui/size_shots.py: {name: (build, frames)}
    lesson: str | None = None  # its guided first game, a data file from the project root
    hints: str | None = None  # its table hints, a data file from the project root
    moments: str | None = None  # the table moments its hints wait for: {name: test(table) -> bool}
    rulebook: str | None = None  # draws its players' rulebook pictures: callable(out: Path | None)
    probes: str | None = None  # what a campaign objective may read: {name: (state, seat) -> int}
    keys: str | None = None  # its table's keys: a game.ui.input.KeyMap (None: the shared keys only)
    family: str = ""  # "meaning_made" for the three editions of one game (campaign objectives)


def load(ref: str) -> Any:
    """The attribute a "module:attribute" string names, imported now."""
    module, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module), attr)


def plugin(game_id: str) -> Plugin:
    if game_id not in GAMES:
        raise UnknownGame(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    return load(GAMES[game_id])


def ruleset(game_id: str = DEFAULT_GAME) -> Ruleset:
    if game_id not in _loaded:
        _loaded[game_id] = load(plugin(game_id).ruleset)
    return _loaded[game_id]


def all_rulesets() -> list[Ruleset]:
    return [ruleset(g) for g in GAMES]
