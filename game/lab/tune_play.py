"""How the tuner's games are played: lab jobs with a trial's values, in the lab's own workers.

A trial's card numbers are in its own card folder (``game.lab.tune_cards``); its setup options
(ORGANISM's threshold, `initiatives`' competitive rounds) travel in the job as the lab's jobs
carry switches; and its rule constants (a module-level number of the game's rules, like
`projects`' ``setup:HEAD_START_MAX``) are set in the worker around each game and put back after
it, so a worker process, or a Dask worker, that plays another trial next plays it as it should.

A rule constant is changed in every module of the game that holds it under its name (a
``from setup import HEAD_START_MAX`` makes a second copy). A value the game read once and kept
elsewhere (a dataclass default, a table built from it at import) is not reached: tune such a
number through its setup option, or its card, instead.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from game.family.errors import quote
from game.family.registry import load, plugin
from game.lab.runner import LabJob, make_jobs, play_job

RULE = re.compile(r"^([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*):([A-Z][A-Z0-9_]*)((?:\[\d+\])*)$")
SHARED = "game.games.meaning_made"  # the editions' shared base: its constants are theirs too

# module, constant, the entry's path in nested tuples (() for the whole constant), value
RuleValue = tuple[str, str, tuple[int, ...], Any]


class RuleError(ValueError):
    """A rule constant the tuner cannot change; the message is a phrase for the spec's line."""


@dataclass(frozen=True)
class RuleRef:
    """A numeric rule constant of a game: ``module:NAME``, ``module:NAME[i]`` (a tuple's entry) or
    ``module:NAME[i][j]`` (an entry of a table of tuples, a per-table-size one say)."""

    module: str  # absolute: game.games.projects.setup
    name: str
    index: tuple[int, ...]  # () for the whole constant
    value: int | float  # today's
    holders: tuple[str, ...]  # every module holding it under its name (patched together)


def _game_package(game: str) -> str:
    return plugin(game).ruleset.split(":")[0].rsplit(".", 1)[0]


_LOADED: set[str] = set()


def load_game_modules(game: str) -> None:
    """Import every module of the game but its screens, once a process, so that a constant's
    copies all exist before one is changed (a module first imported mid-game would copy the
    changed value and keep it)."""
    package = _game_package(game)
    if package in _LOADED:
        return
    # The shared base is not walked: its table parts need pygame; its rules modules are loaded
    # by the game's own.
    for info in pkgutil.walk_packages(importlib.import_module(package).__path__, package + "."):
        if ".ui" not in info.name:
            importlib.import_module(info.name)
    _LOADED.add(package)


def resolve_rule(game: str, text: str) -> RuleRef:
    """``setup:HEAD_START_MAX`` (a module of the game's package, an UPPER_CASE constant) as the
    constant it names; RuleError saying what is wrong."""
    match = RULE.match(text.strip())
    if not match:
        raise RuleError(f"'{text}' is not a rule constant like setup:HEAD_START_MAX or "
                        "setup:HEAD_START_FIVE[3] (a module of the game, a constant's UPPER_CASE name)")
    rel, name = match.group(1), match.group(2)
    path = tuple(int(i) for i in re.findall(r"\d+", match.group(3)))
    package = _game_package(game)
    module = f"{package}.{rel}"
    if ".ui" in f".{rel}":
        raise RuleError(f"'{text}': the game's screens hold no rules")
    try:
        mod = importlib.import_module(module)
    except ImportError:
        raise RuleError(f"'{text}': {game} has no module '{rel}'") from None
    if not hasattr(mod, name):
        raise RuleError(f"'{text}': {module} has no constant {name}")
    value = getattr(mod, name)
    for depth, at in enumerate(path):
        if not isinstance(value, tuple) or at >= len(value):
            held = name + "".join(f"[{i}]" for i in path[:depth])
            raise RuleError(f"'{text}': {held} is not a tuple with an entry {at}")
        value = value[at]
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RuleError(f"'{text}' is {quote(value, 40)}, not a number")
    load_game_modules(game)
    whole = getattr(mod, name)
    holders = tuple(sorted(m for m in _game_modules(package) if _holds(sys.modules[m], name, whole)))
    return RuleRef(module, name, path, value, holders)


def _game_modules(package: str) -> list[str]:
    return [m for m in list(sys.modules) if m.startswith((package + ".", SHARED + "."))
            and sys.modules[m] is not None]


def _holds(module: Any, name: str, value: Any) -> bool:
    held = module.__dict__.get(name, _MISSING)
    return held is value or (type(held) is type(value) and held == value)


_MISSING = object()


def _replaced(old: Any, path: tuple[int, ...], value: Any) -> Any:
    """``old`` with the entry at ``path`` (nested tuples) set to ``value``."""
    if not path:
        return value
    at = path[0]
    return (*old[:at], _replaced(old[at], path[1:], value), *old[at + 1:])


@contextmanager
def rule_values(game: str, values: tuple[RuleValue, ...]) -> Iterator[None]:
    """Set each rule constant in every module holding it for the block, then put the old back."""
    if not values:
        yield
        return
    load_game_modules(game)
    package = _game_package(game)
    patched: list[tuple[Any, str, Any]] = []
    try:
        for module, name, index, value in values:
            old = getattr(importlib.import_module(module), name)
            new = _replaced(old, index, value)
            for held in _game_modules(package):
                mod = sys.modules[held]
                if _holds(mod, name, old):
                    patched.append((mod, name, mod.__dict__[name]))
                    setattr(mod, name, new)
        yield
    finally:
        for mod, name, old in reversed(patched):
            setattr(mod, name, old)


@dataclass(frozen=True)
class TuneJob:
    """A lab job and the rule constants its game is played under (picklable, for a worker)."""

    job: LabJob
    rules: tuple[RuleValue, ...] = ()

    @property
    def index(self) -> int:
        return self.job.index

    @property
    def game(self) -> str:
        return self.job.game

    @property
    def cards_folder(self) -> str | None:
        return self.job.cards_folder


def play(job: TuneJob) -> dict[str, Any]:
    """Play one of the tuner's games: the lab's record of it (``runner.play_job``)."""
    with rule_values(job.game, job.rules):
        return play_job(job.job)


def reads_variants(game: str) -> bool:
    """Whether the game's lab jobs carry its setup as a variants object (`initiatives`), made by
    its ``make_setup``, rather than switch names and options."""
    return plugin(game).lab_variants is not None


def make_tune_jobs(game: str, seed: int, games: int, players: int, bots: list[str],
                   difficulties: list[str], switches: list[str], options: dict[str, Any],
                   rules: tuple[RuleValue, ...], cards_folder: str | None) -> list[TuneJob]:
    """The lab's jobs for one table (``runner.make_jobs``: deals in rotations), with the trial's
    options and rule constants."""
    from game.family import ruleset

    names = [s.strip().lower().replace("-", "_") for s in switches]
    if reads_variants(game):
        setup = ruleset(game).make_setup([f"Seat {i + 1}" for i in range(players)], 0, names, **options)
        jobs = make_jobs(seed, games, players, bots, difficulties, setup.variants, cards_folder, game)
    else:
        jobs = [replace(job, options=tuple(sorted(options.items())))
                for job in make_jobs(seed, games, players, bots, difficulties, None, cards_folder,
                                     game, tuple(sorted(set(names))))]
    return [TuneJob(job, rules) for job in jobs]


def check_setup(game: str, players: int, switches: list[str], options: dict[str, Any]) -> None:
    """Raise the game's OptionError when it cannot seat this setup (as ``lab`` refuses a switch)."""
    from game.family import ruleset

    ruleset(game).make_setup([f"Seat {i + 1}" for i in range(players)], 0, list(switches), **options)


def option_value(game: str, players: int, switches: list[str], name: str) -> Any:
    """A setup option's value when not given (today's), or None when the setup does not show it."""
    from game.family import ruleset

    setup = ruleset(game).make_setup([f"Seat {i + 1}" for i in range(players)], 0, list(switches))
    for holder in (setup, getattr(setup, "variants", None)):
        if holder is not None and hasattr(holder, name):
            return getattr(holder, name)
    return None


def summary_of(game: str, records: list[dict[str, Any]], players: int, cards_folder: str | None,
               out: Any = None, command: str = "", meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The lab's summary of these records (what summary.json holds), by the game's own report
    where its plug-in names one; with ``out``, the report written there as `lab` writes it."""
    hook = plugin(game).lab_report
    if hook is not None:
        return dict(load(hook)(records, players, cards_folder, out, command, meta))
    from game.lab import family

    if out is None:
        return family.build(records, players)
    return family.write(out, records, players, command, dict(meta or {}))
