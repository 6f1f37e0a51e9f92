"""Load and validate an edition's card YAML (schema: docs/cards.md).

Every problem becomes one line, ``file:line: <kind> '<id>': field '<field>': <what is wrong>``;
the loader collects them all so a designer fixes a file in one pass.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import yaml_lines
from game.family.card_files import art_path
from game.family.errors import CardError
from game.family.paths import CARDS_ROOT
from game.games.initiatives.cards import (
    BONUS_TARGETS,
    LAYER_BY_NAME,
    RESTRICTIONS,
    TOKEN_NAMES,
    BonusGrant,
    CardSet,
    Event,
    Gain,
    Initiative,
    Pattern,
    Tokens,
)

EDITIONS = ("initiatives",)
ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
MIN_DEAL = 6
FILES = (("patterns.yaml", "patterns"), ("initiatives.yaml", "initiatives"), ("events.yaml", "events"))


@dataclass
class _Card:
    """Reads fields of one YAML card, recording problems instead of raising."""

    data: Any
    file: str
    kind: str
    errors: list[str]
    card_id: str = "?"

    def problem(self, field: str, what: str, line: int | None = None) -> None:
        where = line if line is not None else yaml_lines.line_of(self.data)
        self.errors.append(f"{self.file}:{where}: {self.kind} '{self.card_id}': field '{field}': {what}")

    def line(self, key: str, sub: Any = None) -> int:
        holder = sub if sub is not None else self.data
        if isinstance(holder, yaml_lines.LDict):
            return holder.line_of(key)
        return yaml_lines.line_of(holder)

    def check_keys(self, mapping: Any, allowed: set[str], prefix: str = "") -> None:
        for key in mapping:
            if key not in allowed:
                self.problem(prefix + str(key), "unknown field", self.line(key, mapping))

    def integer(self, mapping: Any, key: str, lo: int, hi: int, default: int | None = None,
                prefix: str = "") -> int:
        if key not in mapping:
            if default is None:
                self.problem(prefix + key, "missing", yaml_lines.line_of(mapping))
                return lo
            return default
        value = mapping[key]
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            self.problem(prefix + key, f"must be an integer from {lo} to {hi}, got {value!r}",
                         self.line(key, mapping))
            return lo
        return value

    def flag(self, key: str) -> bool:
        """An optional true/false field (absent: false)."""
        value = self.data.get(key, False)
        if not isinstance(value, bool):
            self.problem(key, f"must be true or false, got {value!r}", self.line(key))
            return False
        return value

    def text(self, key: str, max_len: int, required: bool = True) -> str:
        if key not in self.data:
            if required:
                self.problem(key, "missing")
            return ""
        value = self.data[key]
        if not isinstance(value, str) or not value.strip():
            self.problem(key, f"must be non-empty text, got {value!r}", self.line(key))
            return ""
        if len(value) > max_len or "\n" in value.strip():
            self.problem(key, f"must be one line of at most {max_len} characters", self.line(key))
        return value.strip()

    def mapping(self, key: str, required: bool) -> Any:
        if key not in self.data:
            if required:
                self.problem(key, "missing")
            return None
        value = self.data[key]
        if not isinstance(value, dict):
            self.problem(key, f"must be a mapping, got {type(value).__name__}", self.line(key))
            return None
        return value

    def tokens(self, mapping: Any, hi: int, prefix: str) -> Tokens:
        e, i, s = (self.integer(mapping, n, 0, hi, 0, prefix) for n in TOKEN_NAMES)
        return (e, i, s)

    def layers(self, mapping: Any, key: str, lo: int, hi: int, max_items: int,
               prefix: str) -> tuple[int, ...]:
        if key not in mapping:
            return ()
        value = mapping[key]
        where = self.line(key, mapping)
        if not isinstance(value, list):
            self.problem(prefix + key, "must be a list of layer names", where)
            return ()
        if len(value) > max_items:
            self.problem(prefix + key, f"at most {max_items} entries", where)
        out = []
        for item in value:
            layer = LAYER_BY_NAME.get(item) if isinstance(item, str) else None
            if layer is None or not lo <= layer <= hi:
                allowed = ", ".join(n for n, v in LAYER_BY_NAME.items() if lo <= v <= hi)
                self.problem(prefix + key, f"unknown layer {item!r} (one of: {allowed})", where)
                continue
            out.append(layer)
        return tuple(out)

    def art(self) -> str | None:
        if "art" not in self.data:
            return None
        path, problem = art_path(self.data["art"])  # the one check every game uses
        if path is None:
            self.problem("art", problem, self.line("art"))
        return path


def _report_duplicates(card: _Card, value: Any, prefix: str) -> None:
    """Keys given twice anywhere inside one card, reported with the card's id."""
    if isinstance(value, yaml_lines.LDict):
        for key, line, first in value.duplicates:
            card.problem(prefix + str(key), f"duplicate key (first at line {first})", line)
        for key, inner in value.items():
            _report_duplicates(card, inner, f"{prefix}{key}.")
    elif isinstance(value, list):
        for idx, inner in enumerate(value):
            _report_duplicates(card, inner, f"{prefix[:-1]}[{idx}].")


def _read_id(card: _Card, seen: dict[str, str]) -> str:
    raw = card.data.get("id")
    if not isinstance(raw, str) or not ID_RE.match(raw):
        card.problem("id", f"must be snake_case text, got {raw!r}", card.line("id"))
        return ""
    card.card_id = raw
    where = f"{card.file}:{card.line('id')}"
    if raw in seen:
        card.problem("id", f"duplicate id (first at {seen[raw]})", card.line("id"))
        return ""
    seen[raw] = where
    return raw


PATTERN_KEYS = {"id", "name", "layer", "cost", "bonus", "flavour", "art", "seed_example"}
COST_KEYS = {*TOKEN_NAMES, "icons", "vitals"}
GAIN_KEYS = {*TOKEN_NAMES, "vitals"}


def _pattern(card: _Card) -> Pattern | None:
    card.check_keys(card.data, PATTERN_KEYS)
    name = card.text("name", 40)
    layer = card.integer(card.data, "layer", 1, 6)
    cost = card.mapping("cost", True) or {}
    card.check_keys(cost, COST_KEYS, "cost.")
    cost_tokens = card.tokens(cost, 4, "cost.")
    icons = card.layers(cost, "icons", 1, 6, 3, "cost.")
    vitals = card.integer(cost, "vitals", 0, 3, 0, "cost.")
    if cost and not any(cost_tokens) and not icons:
        card.problem("cost", "must ask for at least one token or icon", card.line("cost"))
    bonus_map = card.mapping("bonus", False) or {}
    card.check_keys(bonus_map, GAIN_KEYS, "bonus.")
    bonus = Gain(
        tokens=tuple(card.integer(bonus_map, n, 1, 2, 0, "bonus.") for n in TOKEN_NAMES),  # type: ignore[arg-type]
        vitals=card.integer(bonus_map, "vitals", 1, 2, 0, "bonus."),
    )
    flavour = card.text("flavour", 120)
    return Pattern(card.card_id, name, layer, cost_tokens, icons, vitals, bonus, flavour,
                   card.art(), f"{card.file}:{yaml_lines.line_of(card.data)}", card.flag("seed_example"))


INITIATIVE_KEYS = {"id", "name", "layer", "spaces", "requires", "meaning", "bonus", "penalty",
                   "theme", "end", "long_game_extra", "art", "seed_example"}
REQUIRE_KEYS = {*TOKEN_NAMES, "signatures"}
GRANT_KEYS = {"who", *TOKEN_NAMES, "vitals", "legacy"}


def _initiative(card: _Card) -> Initiative | None:
    card.check_keys(card.data, INITIATIVE_KEYS)
    name = card.text("name", 40)
    end = card.data.get("end", False)
    if not isinstance(end, bool):
        card.problem("end", f"must be true or false, got {end!r}", card.line("end"))
        end = False
    layer = card.integer(card.data, "layer", 7, 10 if end else 9)
    spaces = card.integer(card.data, "spaces", 3, 6)
    req = card.mapping("requires", True) or {}
    card.check_keys(req, REQUIRE_KEYS, "requires.")
    req_tokens = card.tokens(req, 5, "requires.")
    if req and not 1 <= sum(req_tokens) <= 9:
        card.problem("requires", "must ask for 1 to 9 tokens in all", card.line("requires"))
    signatures = card.layers(req, "signatures", 1, 9, 3, "requires.")
    meaning = card.integer(card.data, "meaning", 1, 4)
    grants: list[BonusGrant] = []
    if "bonus" in card.data:
        raw = card.data["bonus"]
        if not isinstance(raw, list):
            card.problem("bonus", "must be a list of grants", card.line("bonus"))
            raw = []
        for idx, item in enumerate(raw):
            prefix = f"bonus[{idx}]."
            if not isinstance(item, dict):
                card.problem(prefix[:-1], "must be a mapping with 'who'", card.line("bonus"))
                continue
            card.check_keys(item, GRANT_KEYS, prefix)
            who = item.get("who")
            if who not in BONUS_TARGETS:
                card.problem(prefix + "who", f"must be one of {', '.join(BONUS_TARGETS)}, got {who!r}",
                             card.line("who", item))
            gain = Gain(
                tokens=tuple(card.integer(item, n, 1, 3, 0, prefix) for n in TOKEN_NAMES),  # type: ignore[arg-type]
                vitals=card.integer(item, "vitals", 1, 3, 0, prefix),
                legacy=card.integer(item, "legacy", 1, 3, 0, prefix),
            )
            if not gain:
                card.problem(prefix[:-1], "grants nothing", yaml_lines.line_of(item))
            grants.append(BonusGrant(str(who), gain))
    penalty = card.data.get("penalty")
    if penalty is not None and penalty != "flip_event":
        card.problem("penalty", f"must be flip_event, got {penalty!r}", card.line("penalty"))
    extra: Tokens = (0, 0, 0)
    if "long_game_extra" in card.data:
        if not end:
            card.problem("long_game_extra", "only an End Initiative (end: true) has it",
                         card.line("long_game_extra"))
        extra_map = card.mapping("long_game_extra", True) or {}
        card.check_keys(extra_map, set(TOKEN_NAMES), "long_game_extra.")
        extra = card.tokens(extra_map, 2, "long_game_extra.")
    theme = card.text("theme", 120)
    return Initiative(card.card_id, name, layer, spaces, req_tokens, signatures, meaning,
                      tuple(grants), penalty == "flip_event", theme, end, extra, card.art(),
                      f"{card.file}:{yaml_lines.line_of(card.data)}", card.flag("seed_example"))


EVENT_KEYS = {"id", "name", "meaning", "lose_vitals", "lose_tokens", "restrict", "flavour", "art"}


def _event(card: _Card) -> Event | None:
    card.check_keys(card.data, EVENT_KEYS)
    name = card.text("name", 40)
    meaning = card.integer(card.data, "meaning", 1, 4)
    lose_vitals = card.integer(card.data, "lose_vitals", 1, 2, 0)
    lose_tokens = card.integer(card.data, "lose_tokens", 1, 2, 0)
    restrict: list[str] = []
    if "restrict" in card.data:
        raw = card.data["restrict"]
        if not isinstance(raw, list):
            card.problem("restrict", "must be a list", card.line("restrict"))
            raw = []
        for item in raw:
            if item not in RESTRICTIONS:
                card.problem("restrict", f"unknown restriction {item!r} (one of: {', '.join(RESTRICTIONS)})",
                             card.line("restrict"))
            elif item not in restrict:
                restrict.append(item)
    flavour = card.text("flavour", 120)
    return Event(card.card_id, name, meaning, lose_vitals, lose_tokens, tuple(restrict), flavour,
                 card.art(), f"{card.file}:{yaml_lines.line_of(card.data)}")


_BUILDERS: dict[str, tuple[str, Callable[[_Card], Any]]] = {
    "patterns": ("pattern", _pattern),
    "initiatives": ("initiative", _initiative),
    "events": ("event", _event),
}


def _display(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def load_cards(folder: str | Path | None = None, edition: str = "initiatives") -> CardSet:
    """Load the three files of an edition folder; raise :class:`CardError` listing every problem."""
    root = Path(folder) if folder is not None else CARDS_ROOT / edition
    errors: list[str] = []
    if not root.is_dir():
        raise CardError([f"{_display(root)}: no such card folder"])
    seen: dict[str, str] = {}
    tables: dict[str, dict[str, Any]] = {"patterns": {}, "initiatives": {}, "events": {}}
    deal: tuple[int, str, int] | None = None  # (value, file shown, line)
    for filename, key in FILES:
        path = root / filename
        shown = _display(path)
        try:
            doc = yaml_lines.load_file(str(path), shown, collect_duplicates=True)
        except yaml_lines.YamlError as exc:
            errors.append(str(exc))
            continue
        if not isinstance(doc, dict) or key not in doc:
            errors.append(f"{shown}:1: the file must be a mapping with the key '{key}'")
            continue
        for dup, line, first in doc.duplicates:
            errors.append(f"{shown}:{line}: duplicate top-level key '{dup}' (first at line {first})")
        for extra in doc:
            if key == "initiatives" and extra == "deal":
                value = doc[extra]
                if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                    errors.append(f"{shown}:{doc.line_of(extra)}: field 'deal': must be a whole "
                                  "number of Initiatives, 1 or more")
                else:
                    deal = (value, shown, doc.line_of(extra))
            elif extra != key:
                errors.append(f"{shown}:{doc.line_of(extra)}: unknown top-level key '{extra}'")
        items = doc[key]
        if not isinstance(items, list):
            errors.append(f"{shown}:{doc.line_of(key)}: '{key}' must be a list of cards")
            continue
        kind, builder = _BUILDERS[key]
        for item in items:
            if not isinstance(item, dict):
                errors.append(f"{shown}:{yaml_lines.line_of(item, doc.line_of(key))}: "
                              f"each {kind} must be a mapping")
                continue
            card = _Card(item, shown, kind, errors)
            if not _read_id(card, seen):
                continue
            before = len(errors)
            _report_duplicates(card, item, "")
            built = builder(card)
            if built is not None and len(errors) == before:
                tables[key][built.id] = built
    errors.extend(_check_deck(root, tables))
    deck_size = sum(1 for c in tables["initiatives"].values() if not c.end)
    if deal is not None and not MIN_DEAL <= deal[0] <= deck_size:
        errors.append(f"{deal[1]}:{deal[2]}: field 'deal': must be from {MIN_DEAL} (the Long Game's "
                      f"5 active Initiatives and a refill) to the {deck_size} deck Initiatives")
    if errors:
        raise CardError(errors)
    patterns, initiatives, events = tables["patterns"], tables["initiatives"], tables["events"]
    ends = [c.id for c in initiatives.values() if c.end]
    return CardSet(
        edition=edition,
        patterns=patterns,
        initiatives=initiatives,
        events=events,
        folder=str(root),
        pattern_ids=tuple(patterns),
        initiative_ids=tuple(c.id for c in initiatives.values() if not c.end),
        event_ids=tuple(events),
        default_end=ends[0],
        initiative_deal=deal[0] if deal is not None else 0,
    )


def _check_deck(root: Path, tables: dict[str, dict[str, Any]]) -> list[str]:
    """Whole-deck rules: an End Initiative exists once; enough cards to set up a table."""
    errors: list[str] = []
    init_file = _display(root / "initiatives.yaml")
    ends = [c for c in tables["initiatives"].values() if c.end]
    if len(ends) != 1 and (root / "initiatives.yaml").exists():
        errors.append(f"{init_file}:1: exactly one initiative must have 'end: true', found {len(ends)}")
    deck = [c for c in tables["initiatives"].values() if not c.end]
    if tables["initiatives"] and len(deck) < 6:
        errors.append(f"{init_file}:1: the Initiative deck needs at least 6 cards, has {len(deck)}")
    if tables["patterns"] and len(tables["patterns"]) < 8:
        errors.append(f"{_display(root / 'patterns.yaml')}:1: the Pattern deck needs at least 8 cards")
    if tables["events"] and len(tables["events"]) < 4:
        errors.append(f"{_display(root / 'events.yaml')}:1: the Event deck needs at least 4 cards")
    return errors


_CACHE: dict[str, CardSet] = {}


def default_cards(edition: str = "initiatives") -> CardSet:
    """The shipped card set of an edition, loaded once per process."""
    if edition not in _CACHE:
        _CACHE[edition] = load_cards(CARDS_ROOT / edition, edition)
    return _CACHE[edition]
