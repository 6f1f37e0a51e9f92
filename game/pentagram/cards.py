"""Pentagram 2 cards: loaded from ``cards/pentagram/cards.yaml`` and checked against ruling PG1.

Every problem is one line, ``file:line: card '<id>': field '<field>': <what is wrong>``, and the
loader collects them all before raising, so a designer fixes the file in one pass. The error
class is the edition's ``CardError``, so the gallery and the command line catch both games alike.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import yaml_lines
from game.family.errors import CardError
from game.family.paths import CARDS_ROOT
from game.pentagram.actions import COLOURS

FOLDER = CARDS_ROOT / "pentagram"
FILENAME = "cards.yaml"
ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
KINDS = ("green", "red")
FIELDS = {"id", "kind", "from", "to", "name", "flavour"}
PER_PAIR = {"green": 2, "red": 1}  # ruling PG1
NAME_LEN = 40
FLAVOUR_LEN = 120


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    kind: str  # "green" or "red"
    sign: int  # +1 green, -1 red: the payout adds sign * fortune[src] to fortune[dst]
    src: int  # the "from" colour, index into COLOURS
    dst: int  # the "to" colour
    name: str
    flavour: str = ""
    source: str = ""  # "file:line" of the card's entry, for messages and the studio

    @property
    def green(self) -> bool:
        return self.sign > 0


@dataclass(frozen=True)
class CardSet:
    """The deck's cards in file order. ``ids`` is the order a new game starts from before the
    seeded shuffle, so the same file and seed always give the same deck (ruling G1)."""

    ids: tuple[str, ...]
    by_id: dict[str, Card]
    folder: str = ""

    def __getitem__(self, card_id: str) -> Card:
        return self.by_id[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.by_id

    def __len__(self) -> int:
        return len(self.ids)

    def __iter__(self):
        return (self.by_id[i] for i in self.ids)


def _display(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


class _Reader:
    """Reads one card's fields, recording problems instead of raising."""

    def __init__(self, data: Any, file: str, errors: list[str]) -> None:
        self.data = data
        self.file = file
        self.errors = errors
        self.card_id = "?"

    def line(self, key: str | None = None) -> int:
        if key is not None and isinstance(self.data, yaml_lines.LDict):
            return self.data.line_of(key)
        return yaml_lines.line_of(self.data)

    def problem(self, field: str, what: str, line: int | None = None) -> None:
        where = line if line is not None else self.line(field if field in self.data else None)
        self.errors.append(f"{self.file}:{where}: card '{self.card_id}': field '{field}': {what}")

    def text(self, key: str, max_len: int, required: bool) -> str:
        if key not in self.data:
            if required:
                self.problem(key, "missing")
            return ""
        value = self.data[key]
        if not isinstance(value, str) or not value.strip():
            self.problem(key, f"must be non-empty text, got {value!r}")
            return ""
        if len(value.strip()) > max_len or "\n" in value.strip():
            self.problem(key, f"must be one line of at most {max_len} characters")
        return value.strip()

    def colour(self, key: str) -> int | None:
        if key not in self.data:
            self.problem(key, "missing")
            return None
        value = self.data[key]
        if isinstance(value, str) and value.strip().lower() in COLOURS:
            return COLOURS.index(value.strip().lower())
        self.problem(key, f"unknown colour {value!r} (one of: {', '.join(COLOURS)})")
        return None


def _card(reader: _Reader, seen: dict[str, str]) -> Card | None:
    data = reader.data
    raw = data.get("id")
    if not isinstance(raw, str) or not ID_RE.match(raw):
        reader.problem("id", f"must be snake_case text, got {raw!r}")
        return None
    reader.card_id = raw
    before = len(reader.errors)
    if raw in seen:
        reader.problem("id", f"duplicate id (first at {seen[raw]})")
    else:
        seen[raw] = f"{reader.file}:{reader.line('id')}"
    for key, line, first in data.duplicates:
        reader.problem(str(key), f"duplicate key (first at line {first})", line)
    for key in data:
        if key not in FIELDS:
            reader.problem(str(key), f"unknown field (known: {', '.join(sorted(FIELDS))})")
    kind = data.get("kind")
    if "kind" not in data:
        reader.problem("kind", "missing")
    elif kind not in KINDS:
        reader.problem("kind", f"must be green or red, got {kind!r}")
    src, dst = reader.colour("from"), reader.colour("to")
    if src is not None and src == dst:
        reader.problem("to", f"must differ from 'from' (both {COLOURS[src]})")
    name = reader.text("name", NAME_LEN, True)
    flavour = reader.text("flavour", FLAVOUR_LEN, False)
    if len(reader.errors) != before or src is None or dst is None:
        return None
    return Card(raw, str(kind), 1 if kind == "green" else -1, src, dst, name, flavour,
                f"{reader.file}:{reader.line()}")


def _check_counts(cards: list[Card], file: str, line: int) -> list[str]:
    """Ruling PG1: exactly two green and one red card for each ordered pair of colours."""
    counts: dict[tuple[int, int, str], list[Card]] = {}
    for c in cards:
        counts.setdefault((c.src, c.dst, c.kind), []).append(c)
    errors = []
    for src in range(5):
        for dst in range(5):
            if src == dst:
                continue
            for kind, want in PER_PAIR.items():
                got = counts.get((src, dst, kind), [])
                if len(got) != want:
                    at = got[want].source if len(got) > want else f"{file}:{line}"
                    who = f"card '{got[want].id}'" if len(got) > want else "deck"
                    errors.append(f"{at}: {who}: field 'kind': {COLOURS[src]} -> {COLOURS[dst]} "
                                  f"needs exactly {want} {kind} card{'s' if want > 1 else ''} "
                                  f"(PG1), found {len(got)}")
    return errors


def load_cards(folder: str | Path | None = None) -> CardSet:
    """Load ``cards.yaml`` from ``folder`` (default ``cards/pentagram``); raise :class:`CardError`
    listing every problem, one line each."""
    root = Path(folder) if folder is not None else FOLDER
    path = root / FILENAME
    shown = _display(path)
    if not root.is_dir():
        raise CardError([f"{_display(root)}: no such card folder"])
    if not path.exists():
        raise CardError([f"{shown}: no such file (the deck lives in {FILENAME})"])
    try:
        doc = yaml_lines.load_file(str(path), shown, collect_duplicates=True)
    except yaml_lines.YamlError as exc:
        raise CardError([str(exc)]) from None
    if not isinstance(doc, dict) or "cards" not in doc:
        raise CardError([f"{shown}:{yaml_lines.line_of(doc, 1)}: the file must be a mapping with "
                         "the key 'cards'"])
    errors: list[str] = []
    for dup, line, first in doc.duplicates:
        errors.append(f"{shown}:{line}: duplicate top-level key '{dup}' (first at line {first})")
    for extra in doc:
        if extra != "cards":
            errors.append(f"{shown}:{doc.line_of(extra)}: unknown top-level key '{extra}'")
    items = doc["cards"]
    if not isinstance(items, list):
        errors.append(f"{shown}:{doc.line_of('cards')}: 'cards' must be a list of cards, got "
                      f"{type(items).__name__}")
        raise CardError(errors)
    seen: dict[str, str] = {}
    built: list[Card] = []
    for idx, item in enumerate(items):
        if not isinstance(item, dict):
            line = items.item_lines[idx] if isinstance(items, yaml_lines.LList) else 0
            errors.append(f"{shown}:{line}: entry {idx + 1}: each card must be a mapping, got "
                          f"{type(item).__name__}")
            continue
        card = _card(_Reader(item, shown, errors), seen)
        if card is not None:
            built.append(card)
    if not errors:
        errors.extend(_check_counts(built, shown, doc.line_of("cards")))
    if errors:
        raise CardError(errors)
    return CardSet(tuple(c.id for c in built), {c.id: c for c in built}, str(root))


_CACHE: list[CardSet] = []


def default_cards() -> CardSet:
    """The shipped deck, loaded once per process."""
    if not _CACHE:
        _CACHE.append(load_cards())
    return _CACHE[0]
