"""Reading a game's card files: one line a problem, every problem collected before raising.

A game's loader says what a card is (its fields and their checks); this module does the rest the
same way for every game: the file's size and YAML, the top-level key, one mapping a card, the
``file:line: card '<id>': field '<field>': <what is wrong>`` wording and duplicate ids.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.family import limits, yaml_lines
from game.family.errors import CardError

MAX_BYTES = limits.MAX_YAML_BYTES  # the one limit every YAML loader uses (game/family/limits.py)
ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_ART_CHARS = 80  # an art path: `cards/fence.png` and the like
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def art_path(value: Any) -> tuple[str | None, str]:
    """A card's ``art:`` checked the one way every game checks it: the path under ``art/``,
    normalised, and ``""``; or None and what is wrong. The gallery and the exports draw only what
    passes here, so a path that climbs out or holds a NUL (which ``Path.resolve`` raises on) is
    refused by `cards validate`, not met while drawing (issue 38 item 6)."""
    if not isinstance(value, str) or not value.strip():
        return None, "must be a path under art/, like cards/fence.png"
    text = value.strip()
    if len(text) > MAX_ART_CHARS:
        return None, f"must be a path of at most {MAX_ART_CHARS} characters"
    if CONTROL.search(text):
        return None, f"path {text!r} holds a control character"
    norm = posixpath.normpath(text.replace("\\", "/"))
    if posixpath.isabs(norm) or norm in (".", "..") or norm.startswith("../") or ":" in norm:
        return None, f"path {text!r} leaves art/"
    return norm, ""


def display(path: Path) -> str:
    """A path as a player should read it: relative to where they stand when it can be."""
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


class CardReader:
    """Reads one card's fields, recording problems instead of raising."""

    def __init__(self, data: Any, file: str, errors: list[str], fields: set[str]) -> None:
        self.data = data
        self.file = file
        self.errors = errors
        self.fields = fields
        self.card_id = "?"

    def line(self, key: str | None = None) -> int:
        if key is not None and isinstance(self.data, yaml_lines.LDict):
            return self.data.line_of(key)
        return yaml_lines.line_of(self.data)

    @property
    def source(self) -> str:
        return f"{self.file}:{self.line()}"

    def problem(self, field: str, what: str, line: int | None = None) -> None:
        where = line if line is not None else self.line(field if field in self.data else None)
        self.errors.append(f"{self.file}:{where}: card '{self.card_id}': field '{field}': {what}")

    def start(self, seen: dict[str, str]) -> bool:
        """Check the id, duplicate keys and unknown fields; False when the id is unusable."""
        raw = self.data.get("id")
        if not isinstance(raw, str) or not ID_RE.match(raw):
            self.problem("id", f"must be snake_case text, got {raw!r}")
            return False
        self.card_id = raw
        if raw in seen:
            self.problem("id", f"duplicate id (first at {seen[raw]})")
        else:
            seen[raw] = f"{self.file}:{self.line('id')}"
        for key, line, first in getattr(self.data, "duplicates", ()):
            self.problem(str(key), f"duplicate key (first at line {first})", line)
        for key in self.data:
            if key not in self.fields:
                self.problem(str(key), f"unknown field (known: {', '.join(sorted(self.fields))})")
        return True

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

    def integer(self, key: str, lo: int, hi: int, default: int | None = None) -> int:
        """A whole number in ``lo..hi``; ``default`` when absent (None: the field is required)."""
        if key not in self.data:
            if default is None:
                self.problem(key, "missing")
                return lo
            return default
        value = self.data[key]
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            self.problem(key, f"must be a whole number from {lo} to {hi}, got {value!r}")
            return lo
        return value

    def art(self, key: str = "art") -> str | None:
        """An optional path under ``art/`` (:func:`art_path`); None when absent or refused."""
        if key not in self.data:
            return None
        path, problem = art_path(self.data[key])
        if path is None:
            self.problem(key, problem)
        return path

    def flag(self, key: str) -> bool:
        value = self.data.get(key, False)
        if not isinstance(value, bool):
            self.problem(key, f"must be true or false, got {value!r}")
            return False
        return value

    def counts(self, key: str, names: tuple[str, ...], hi: int, required: bool) -> tuple[int, ...]:
        """A mapping of some of ``names`` to whole numbers 0..``hi`` (``energy: 2``), as a tuple
        in the order of ``names``."""
        out = [0] * len(names)
        if key not in self.data:
            if required:
                self.problem(key, "missing")
            return tuple(out)
        value = self.data[key]
        if not isinstance(value, dict):
            self.problem(key, f"must be a mapping like {{{names[0]}: 1}}, got {value!r}")
            return tuple(out)
        for name, n in value.items():
            if name not in names:
                self.problem(key, f"unknown entry '{name}' (known: {', '.join(names)})")
            elif isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= hi:
                self.problem(key, f"'{name}' must be a whole number from 0 to {hi}, got {n!r}")
            else:
                out[names.index(name)] = n
        return tuple(out)


def card_entries(folder: Path, filename: str, key: str, errors: list[str],
                 key_lines: dict[str, int] | None = None) -> Iterator[tuple[Any, str]]:
    """Each entry of the list under ``key`` in ``folder/filename``, with the file's display name.

    Problems with the file itself go to ``errors``; a missing or unreadable file yields nothing.
    ``key_lines`` receives the line of ``key``, for problems of the deck as a whole.
    """
    path = folder / filename
    shown = display(path)
    try:
        size = path.stat().st_size
    except OSError:
        errors.append(f"{shown}: no such file")
        return
    if not path.is_file():
        errors.append(f"{shown}: not a regular file")
        return
    if size > MAX_BYTES:
        errors.append(f"{shown}: {size} bytes is too big for a card file (limit {MAX_BYTES})")
        return
    try:
        doc = yaml_lines.load_file(str(path), shown, collect_duplicates=True)
    except (yaml_lines.YamlError, OSError, UnicodeDecodeError) as exc:
        errors.append(str(exc) if isinstance(exc, yaml_lines.YamlError) else f"{shown}: {exc}")
        return
    if not isinstance(doc, dict) or key not in doc:
        errors.append(f"{shown}:{yaml_lines.line_of(doc, 1)}: the file must be a mapping with the "
                      f"key '{key}'")
        return
    for dup, line, first in doc.duplicates:
        errors.append(f"{shown}:{line}: duplicate top-level key '{dup}' (first at line {first})")
    for extra in doc:
        if extra != key:
            errors.append(f"{shown}:{doc.line_of(extra)}: unknown top-level key '{extra}'")
    items = doc[key]
    if key_lines is not None:
        key_lines[key] = doc.line_of(key)
    if not isinstance(items, list):
        errors.append(f"{shown}:{doc.line_of(key)}: '{key}' must be a list of cards, got "
                      f"{type(items).__name__}")
        return
    for idx, item in enumerate(items):
        if not isinstance(item, dict):
            line = items.item_lines[idx] if isinstance(items, yaml_lines.LList) else 0
            errors.append(f"{shown}:{line}: entry {idx + 1}: each card must be a mapping, got "
                          f"{type(item).__name__}")
            continue
        yield item, shown


def check_folder(folder: Path) -> None:
    if not folder.is_dir():
        raise CardError([f"{display(folder)}: no such card folder"])
