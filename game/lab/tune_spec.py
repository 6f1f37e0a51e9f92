"""The tune spec of `meaning-made lab --tune SPEC`: the game, the tables it is played at, what may
change (card numbers, rule constants, setup options, each with a range) and the bands the lab's
summary should meet. docs/lab.md ("Tuning") describes the file; docs/examples/ holds one.

Read through the project's guarded YAML reader (``game.family.yaml_lines``) and checked against
the game before anything is played or written: every problem is one line naming the file, the line
and the field (``tune.yaml:14: field 'change[1].range': low 5 is above high 3``).
"""

from __future__ import annotations

import itertools
import math
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import files, limits, yaml_lines
from game.family.errors import CardError, FileError, OptionError, quote

KEYS = ("game", "seed", "bots", "variants", "cards", "trials", "rungs", "pruner", "startup", "confirm",
        "change", "tables")
CHANGE_KEYS = ("name", "card", "field", "file", "rule", "option", "range", "type", "step")
TABLE_KEYS = ("players", "bots", "solo_difficulty", "weight", "targets")
TARGET_KEYS = ("metric", "band", "weight", "scale")
PRUNERS = ("median", "halving", "none")
DEFAULT_TRIALS = 30
DEFAULT_RUNGS = (40, 160)  # games a table a trial plays before each pruning decision
DEFAULT_CONFIRM = 1_600  # fresh games a table for the confirmation run (issue 41)
MAX_TRIALS = 10_000
METRIC = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+|\[\d+\])*$")


class TuneSpecError(ValueError):
    """A spec that cannot be tuned: one line, ``file:line: field 'x': what is wrong``."""


@dataclass(frozen=True)
class Param:
    """One number the search may change."""

    name: str  # as the report and the study name it: great_storm.drift, setup:HEAD_START_MAX
    kind: str  # "card", "rule" or "option"
    target: str  # the card's id, the rule constant (module:NAME[i]) or the option's name
    field: str  # a card's field path (cost.energy); "" otherwise
    file: str  # the card file holding it; "" otherwise
    low: int | float
    high: int | float
    integer: bool
    step: float | None
    shipped: int | float | None  # today's value (None: the setup does not show it)
    module: str = ""  # a rule constant's module, absolute
    constant: str = ""  # a rule constant's name
    index: tuple[int, ...] = ()  # a rule constant's entry in (nested) tuples

    def in_range(self, value: Any) -> bool:
        return value is not None and self.low <= value <= self.high and (
            not self.integer or float(value).is_integer())


@dataclass(frozen=True)
class Target:
    """A band the lab's summary should meet: ``metric`` is a path into summary.json."""

    metric: str
    low: float
    high: float
    weight: float
    scale: float  # a miss of this much counts 1 (default: the band's width)
    line: int


@dataclass(frozen=True)
class Table:
    """One table size the candidates are played at, with its bots and bands."""

    players: int
    bots: tuple[str, ...]
    difficulties: tuple[str, ...]  # solo levels cycled through (("standard",) at a table)
    weight: float
    targets: tuple[Target, ...]

    @property
    def label(self) -> str:
        return f"{self.players} seat{'s' if self.players != 1 else ''}"

    @property
    def folder(self) -> str:
        return f"players-{self.players}"

    def games(self, wanted: int) -> int:
        """``wanted`` games rounded up to whole rotations of one deal (every seat at every turn
        position), or whole cycles of the solo levels."""
        block = self.players if self.players > 1 else len(self.difficulties)
        return math.ceil(wanted / block) * block


@dataclass(frozen=True)
class TuneSpec:
    path: str  # as given
    text: str  # the file as read: saved with the tune, so a resume reads the same spec
    game: str
    seed: int
    variants: tuple[str, ...]
    cards: str  # the card folder the search starts from (absolute)
    cards_given: bool  # False: the game's shipped folder
    trials: int
    rungs: tuple[int, ...]
    pruner: str
    startup: int
    confirm: int
    params: tuple[Param, ...]
    tables: tuple[Table, ...]


class _Fields:
    """Reads one file's values, naming the file, line and field in every refusal."""

    def __init__(self, shown: str) -> None:
        self.shown = shown

    def fail(self, node: Any, key: str | int | None, field: str, what: str) -> TuneSpecError:
        line = yaml_lines.line_of(node, 1)
        if isinstance(node, yaml_lines.LDict) and key in node:
            line = node.line_of(key)
        elif isinstance(node, yaml_lines.LList) and isinstance(key, int) and key < len(node.item_lines):
            line = node.item_lines[key]
        return TuneSpecError(f"{self.shown}:{line}: field '{field}': {what}")

    def mapping(self, value: Any, parent: Any, key: str | int, field: str, allowed: tuple[str, ...]) -> Any:
        if not isinstance(value, dict):
            raise self.fail(parent, key, field, f"must be a mapping, got {_kind(value)}")
        for extra in value:
            if extra not in allowed:
                raise self.fail(value, extra, f"{field}.{extra}" if field else str(extra),
                                f"unknown field (known: {', '.join(allowed)})")
        return value

    def listed(self, node: Any, key: str, field: str, least: int = 1) -> list[Any]:
        value = node.get(key)
        if not isinstance(value, list) or len(value) < least:
            raise self.fail(node, key, field, f"must be a list of at least {least}, got {_kind(value)}")
        return value

    def integer(self, node: Any, key: str, field: str, lo: int, hi: int, default: int | None) -> int:
        if key not in node:
            if default is None:
                raise self.fail(node, None, field, "missing")
            return default
        value = node[key]
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise self.fail(node, key, field, f"must be a whole number from {lo:,} to {hi:,}, "
                                              f"got {quote(value, 40)}")
        return value

    def number(self, node: Any, key: str, field: str, default: float, positive: bool = False) -> float:
        value = node.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
                or (positive and value <= 0):
            raise self.fail(node, key, field, f"must be a {'positive ' if positive else ''}number, "
                                              f"got {quote(value, 40)}")
        return float(value)

    def names(self, node: Any, key: str, field: str, default: tuple[str, ...]) -> tuple[str, ...]:
        """A name or a list of names."""
        if key not in node:
            return default
        value = node[key]
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list) or not all(isinstance(v, str) and v.strip() for v in items):
            raise self.fail(node, key, field, f"must be a name or a list of names, got {quote(value, 40)}")
        return tuple(v.strip() for v in items)

    def pair(self, node: Any, key: str, field: str) -> tuple[int | float, int | float]:
        value = node.get(key)
        if (not isinstance(value, list) or len(value) != 2
                or any(isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v)
                       for v in value)):
            raise self.fail(node, key, field, f"must be two numbers [low, high], got {quote(value, 40)}")
        low, high = value
        if low > high:
            raise self.fail(node, key, field, f"low {low} is above high {high}")
        return low, high


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return quote(value, 30)


def read(path: str | Path) -> TuneSpec:
    """Read and check the spec at ``path``; TuneSpecError (one line) for anything wrong."""
    shown = str(path)
    try:
        text = files.read_text(path, shown, limits.MAX_YAML_BYTES)
    except FileError as exc:
        raise TuneSpecError(str(exc)) from None
    return parse(text, shown, Path(path).resolve().parent)


def parse(text: str, shown: str, base: Path) -> TuneSpec:
    """The spec in ``text`` (read from ``shown``; a relative ``cards:`` is from ``base``)."""
    from game.bots import bot_kinds
    from game.family import GAMES, ruleset
    from game.family.paths import CARDS_ROOT
    from game.lab.options import DEFAULT_BOT

    try:
        doc = yaml_lines.load(text, shown)
    except yaml_lines.YamlError as exc:
        raise TuneSpecError(str(exc)) from None
    f = _Fields(shown)
    if not isinstance(doc, dict):
        raise TuneSpecError(f"{shown}:1: a tune spec is a mapping with game, change and tables "
                            f"(docs/lab.md, Tuning), got {_kind(doc)}")
    f.mapping(doc, doc, 0, "", KEYS)
    game = doc.get("game")
    if game not in GAMES:
        raise f.fail(doc, "game", "game", f"must be one of {', '.join(GAMES)}, got {quote(game, 30)}")
    rules = ruleset(game)
    seed = f.integer(doc, "seed", "seed", 0, 2**64 - 1, 0)
    known_bots = bot_kinds(game)
    bots = f.names(doc, "bots", "bots", (DEFAULT_BOT,))
    _check_bots(f, doc, "bots", "bots", bots, known_bots)
    variants = f.names(doc, "variants", "variants", ())
    trials = f.integer(doc, "trials", "trials", 1, MAX_TRIALS, DEFAULT_TRIALS)
    rungs = _rungs(f, doc)
    pruner = doc.get("pruner", "median")
    if pruner not in PRUNERS:
        raise f.fail(doc, "pruner", "pruner", f"must be one of {', '.join(PRUNERS)}, got {quote(pruner, 30)}")
    startup = f.integer(doc, "startup", "startup", 0, MAX_TRIALS, min(10, max(1, trials // 3)))
    confirm = f.integer(doc, "confirm", "confirm", 1, limits.MAX_GAMES, DEFAULT_CONFIRM)
    if "cards" in doc:
        raw = doc["cards"]
        if not isinstance(raw, str) or not raw.strip():
            raise f.fail(doc, "cards", "cards", f"must be a card folder, got {quote(raw, 30)}")
        cards = (base / raw.strip()).resolve()
        if not cards.is_dir():
            raise f.fail(doc, "cards", "cards", f"{raw.strip()}: no such card folder")
    else:
        cards = (CARDS_ROOT / game).resolve()
    try:
        rules.load_cards(str(cards))
    except CardError as exc:
        raise f.fail(doc, "cards" if "cards" in doc else "game", "cards",
                     f"the cards do not load: {exc.errors[0]}") from None
    tables = _tables(f, doc, game, rules, bots, known_bots, variants)
    params = _params(f, doc, game, rules, cards, variants, tables)
    return TuneSpec(shown, text, game, seed, variants, str(cards), "cards" in doc, trials, rungs,
                    pruner, startup, confirm, params, tables)


def _check_bots(f: _Fields, node: Any, key: str, field: str, bots: tuple[str, ...],
                known: list[str]) -> None:
    for kind in bots:
        if kind not in known:
            raise f.fail(node, key, field, f"unknown bot '{kind}' (known: {', '.join(known)})")


def _rungs(f: _Fields, doc: Any) -> tuple[int, ...]:
    raw = doc.get("rungs", list(DEFAULT_RUNGS))
    items = [raw] if isinstance(raw, int) and not isinstance(raw, bool) else raw
    if (not isinstance(items, list) or not items
            or any(isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= limits.MAX_GAMES
                   for v in items)):
        raise f.fail(doc, "rungs", "rungs", f"must be a list of game counts, like [40, 160], got "
                                             f"{quote(raw, 40)}")
    if any(b <= a for a, b in itertools.pairwise(items)):
        raise f.fail(doc, "rungs", "rungs", f"each rung plays more games than the one before, got {raw}")
    return tuple(items)


def _tables(f: _Fields, doc: Any, game: str, rules: Any, bots: tuple[str, ...], known: list[str],
            variants: tuple[str, ...]) -> tuple[Table, ...]:
    from game.lab.tune_play import check_setup

    out: list[Table] = []
    entries = f.listed(doc, "tables", "tables")
    levels = tuple(getattr(rules, "solo_difficulties", ()))
    for k, raw in enumerate(entries):
        at = f"tables[{k}]"
        node = f.mapping(raw, entries, k, at, TABLE_KEYS)
        players = f.integer(node, "players", f"{at}.players", rules.min_seats, rules.max_seats, None)
        if any(t.players == players for t in out):
            raise f.fail(node, "players", f"{at}.players", f"a second table of {players}; one a table size")
        table_bots = f.names(node, "bots", f"{at}.bots", bots)
        _check_bots(f, node, "bots", f"{at}.bots", table_bots, known)
        diffs: tuple[str, ...] = ("standard",)
        if "solo_difficulty" in node:
            if players != 1 or not levels:
                raise f.fail(node, "solo_difficulty", f"{at}.solo_difficulty",
                             "is for a one-seat table of a game with solo levels")
            diffs = f.names(node, "solo_difficulty", f"{at}.solo_difficulty", levels)
            diffs = levels if diffs == ("all",) else diffs
            for d in diffs:
                if d not in levels:
                    raise f.fail(node, "solo_difficulty", f"{at}.solo_difficulty",
                                 f"must be {', '.join(levels)} or all, not {quote(d, 30)}")
        elif players == 1 and levels:
            diffs = levels
        try:
            check_setup(game, players, list(variants), {})
        except OptionError as exc:
            raise f.fail(doc, "variants", "variants", f"{exc} (at {players} seats)") from None
        weight = f.number(node, "weight", f"{at}.weight", 1.0, positive=True)
        targets = []
        items = f.listed(node, "targets", f"{at}.targets")
        for j, item in enumerate(items):
            where = f"{at}.targets[{j}]"
            t = f.mapping(item, items, j, where, TARGET_KEYS)
            metric = t.get("metric")
            if not isinstance(metric, str) or not METRIC.match(metric):
                raise f.fail(t, "metric", f"{where}.metric", "must be a path into the lab's summary.json "
                             f"like reasons.collapse, got {quote(metric, 40)}")
            low, high = f.pair(t, "band", f"{where}.band")
            scale = f.number(t, "scale", f"{where}.scale", float(high - low) or 1.0, positive=True)
            targets.append(Target(metric, float(low), float(high),
                                  f.number(t, "weight", f"{where}.weight", 1.0, positive=True), scale,
                                  yaml_lines.line_of(t, 1)))
        out.append(Table(players, table_bots, diffs, weight, tuple(targets)))
    return tuple(out)


def _params(f: _Fields, doc: Any, game: str, rules: Any, cards: Path, variants: tuple[str, ...],
            tables: tuple[Table, ...]) -> tuple[Param, ...]:
    from game.lab import tune_cards
    from game.lab.tune_play import RuleError, option_value, resolve_rule

    try:
        card_files = tune_cards.read_folder(cards)
    except (FileError, yaml_lines.YamlError) as exc:
        raise f.fail(doc, "cards", "cards", str(exc)) from None
    out: list[Param] = []
    entries = f.listed(doc, "change", "change")
    for k, raw in enumerate(entries):
        at = f"change[{k}]"
        node = f.mapping(raw, entries, k, at, CHANGE_KEYS)
        kinds = [key for key in ("card", "rule", "option") if key in node]
        if len(kinds) != 1:
            raise f.fail(entries, k, at, "names one of card (with field), rule or option")
        kind = kinds[0]
        what = node[kind]
        if not isinstance(what, str) or not what.strip():
            raise f.fail(node, kind, f"{at}.{kind}", f"must be a name, got {quote(what, 30)}")
        what = what.strip()
        for key in ("field", "file"):
            if key in node and kind != "card":
                raise f.fail(node, key, f"{at}.{key}", "is for a card's number")
        field_path = file_name = module = constant = ""
        index: tuple[int, ...] = ()
        try:
            if kind == "card":
                field_path = node.get("field")
                if not isinstance(field_path, str):
                    raise f.fail(node, "field" if "field" in node else "card", f"{at}.field",
                                 "missing: the card's number, like drift or cost.energy")
                file_name, shipped = tune_cards.find(card_files, what, field_path.strip(),
                                                     node.get("file"))
                name = f"{what}.{field_path.strip()}"
            elif kind == "rule":
                ref = resolve_rule(game, what)
                shipped, module, constant, index = ref.value, ref.module, ref.name, ref.index
                name = what
            else:
                shipped = option_value(game, tables[0].players, list(variants), what)
                name = what
        except tune_cards.CardFieldError as exc:
            key = exc.key if exc.key in node else "card"
            raise f.fail(node, key, f"{at}.{key}", str(exc)) from None
        except RuleError as exc:
            raise f.fail(node, kind, f"{at}.{kind}", str(exc)) from None
        low, high = f.pair(node, "range", f"{at}.range")
        if low == high:
            raise f.fail(node, "range", f"{at}.range", f"low and high are both {low}: nothing to search")
        kind_of = node.get("type", "int" if isinstance(shipped, int) and not isinstance(shipped, bool)
                           else "float")
        if kind_of not in ("int", "float"):
            raise f.fail(node, "type", f"{at}.type", f"must be int or float, got {quote(kind_of, 20)}")
        integer = kind_of == "int"
        if integer and not (isinstance(low, int) and isinstance(high, int)):
            raise f.fail(node, "range", f"{at}.range", f"an int is searched between whole numbers, got "
                                                       f"[{low}, {high}]")
        step = None
        if "step" in node:
            if integer:
                raise f.fail(node, "step", f"{at}.step", "is for a float (an int moves by 1)")
            step = f.number(node, "step", f"{at}.step", 0.0, positive=True)
            if step > high - low:
                raise f.fail(node, "step", f"{at}.step", f"{step} is wider than the range")
        name = str(node.get("name", name))
        if any(p.name == name for p in out):
            raise f.fail(node, "name" if "name" in node else kind, f"{at}.name",
                         f"a second change named '{name}'; give one a name:")
        lo, hi = (int(low), int(high)) if integer else (float(low), float(high))
        param = Param(name, kind, what, field_path.strip() if field_path else "", file_name, lo, hi,
                      integer, step, shipped, module, constant, index)
        _check_range(f, node, at, param, game, rules, cards, card_files, variants, tables)
        out.append(param)
    return tuple(out)


def _check_range(f: _Fields, node: Any, at: str, p: Param, game: str, rules: Any, cards: Path,
                 card_files: Any, variants: tuple[str, ...], tables: tuple[Table, ...]) -> None:
    """Both ends of the range must be playable: the card loader takes the card with each, the game
    seats each option; otherwise a trial would fail hours in."""
    from game.lab import tune_cards
    from game.lab.tune_play import check_setup

    for value in (p.low, p.high):
        if p.kind == "card":
            with tempfile.TemporaryDirectory(prefix="tune-check-") as tmp:
                folder = Path(tmp) / "cards"
                try:
                    tune_cards.write_folder(cards, folder, [tune_cards.Change(p.file, p.target, p.field,
                                                                              value)])
                    rules.load_cards(str(folder))
                except CardError as exc:
                    problem = exc.errors[0].split(": ", 1)[-1]
                    raise f.fail(node, "range", f"{at}.range", f"the card loader refuses "
                                 f"{p.target}.{p.field} = {value}: {problem}") from None
                except tune_cards.CardFieldError as exc:
                    raise f.fail(node, "range", f"{at}.range", str(exc)) from None
        elif p.kind == "option":
            for table in tables:
                try:
                    check_setup(game, table.players, list(variants), {p.target: value})
                except OptionError as exc:
                    if str(exc).startswith("unknown setup option"):
                        raise f.fail(node, "option", f"{at}.option", str(exc)) from None
                    raise f.fail(node, "range", f"{at}.range",
                                 f"the game refuses {p.target} = {value} at {table.label}: {exc}") from None
                except TypeError as exc:  # a make_setup without such a keyword
                    raise f.fail(node, "option", f"{at}.option", f"{game} has no setup option "
                                                                 f"'{p.target}' ({exc})") from None
