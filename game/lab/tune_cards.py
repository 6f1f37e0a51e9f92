"""Numbers in card files, for the tuner (`meaning-made lab --tune`): where a card's field is
written, and a copy of a card folder with some of them changed.

A trial's cards are a copy of the card folder in the tune's own folder with only the tuned
numbers rewritten, character for character where the YAML holds them (block or flow style), so
comments, order and layout stay as the designer wrote them, `cards diff` against the shipped
folder lists exactly the tuned fields, and the proposal can be applied as a plain text patch.
Shipped files are only ever read.

Every file is read through the guarded readers (``game.family.files`` and ``yaml_lines``) before
PyYAML composes it again for the positions of its values.
"""

from __future__ import annotations

import difflib
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from game.family import files, limits, yaml_lines
from game.family.errors import FileError

_NAME = r"[A-Za-z0-9_]+(?:\[\d+\])*"
_PATH = re.compile(rf"^{_NAME}(?:\.{_NAME})*$")
_STEP = re.compile(r"([A-Za-z0-9_]+)|\[(\d+)\]")


class CardFieldError(ValueError):
    """A card or field the tuner cannot change; the message is a phrase for the spec's line, and
    ``key`` which of the spec's keys it is about (card, field or file)."""

    def __init__(self, message: str, key: str = "field") -> None:
        super().__init__(message)
        self.key = key


@dataclass(frozen=True)
class CardFile:
    """One YAML file of a card folder: its name, the top-level key holding its list of cards, and
    its text."""

    name: str
    key: str
    text: str


@dataclass(frozen=True)
class Change:
    """One number to write: the file, the card's id, the field's path and the value."""

    file: str
    card: str
    field: str
    value: int | float


def path_steps(path: str) -> list[str | int]:
    """``need.energy`` -> ['need', 'energy']; ``homes[0]`` -> ['homes', 0] (cards diff's notation)."""
    if not _PATH.match(path):
        raise CardFieldError(f"'{path}' is not a field path like cost.energy or bonus[0].n")
    return [name if name else int(index) for name, index in _STEP.findall(path)]


def read_folder(folder: Path) -> list[CardFile]:
    """Every card file of ``folder``: a ``*.yaml`` whose one top-level key holds a list of cards
    with ids. Raises FileError / YamlError (one line) for a file that cannot be read."""
    out = []
    for path in sorted(folder.glob("*.yaml")):
        shown = str(path)
        text = files.read_text(path, shown, limits.MAX_YAML_BYTES)
        doc = yaml_lines.load(text, shown)
        if not isinstance(doc, dict):
            continue
        key = next((k for k, v in doc.items() if isinstance(v, list)
                    and any(isinstance(c, dict) and "id" in c for c in v)), None)
        if key is not None:
            out.append(CardFile(path.name, str(key), text))
    return out


def _cards_of(card_file: CardFile) -> list[Any]:
    doc = yaml_lines.load(card_file.text, card_file.name)
    return [c for c in doc[card_file.key] if isinstance(c, dict)]


def numbers_of(card: Any, prefix: str = "") -> list[str]:
    """The paths of every number a card holds (what the tuner may change), in file order."""
    out: list[str] = []
    items = card.items() if isinstance(card, dict) else enumerate(card) if isinstance(card, list) else ()
    for key, value in items:
        at = f"{prefix}[{key}]" if isinstance(key, int) else f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, dict | list):
            out += numbers_of(value, at)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            out.append(at)
    return out


def find(card_files: list[CardFile], card_id: str, field: str, file: str | None = None
         ) -> tuple[str, int | float]:
    """The file that holds ``card_id`` and the value of its ``field`` there; CardFieldError saying
    what is wrong (no such card, a card in two files, no such field, not a number)."""
    steps = path_steps(field)
    where = [(f, c) for f in card_files if file in (None, f.name) for c in _cards_of(f)
             if c.get("id") == card_id]
    if not where:
        place = f" in {file}" if file else ""
        raise CardFieldError(f"unknown card '{card_id}'{place}", "file" if file else "card")
    if len(where) > 1:
        raise CardFieldError(f"card '{card_id}' is in {' and '.join(f.name for f, _ in where)}; "
                             "say which with file:", "card")
    card_file, card = where[0]
    value: Any = card
    for step in steps:
        ok = (isinstance(value, dict) and step in value) or (
            isinstance(value, list) and isinstance(step, int) and step < len(value))
        if not ok:
            known = ", ".join(numbers_of(card)) or "none"
            raise CardFieldError(f"card '{card_id}' has no field '{field}' written (its numbers: {known})")
        value = value[step]
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise CardFieldError(f"card '{card_id}': field '{field}' is {value!r}, not a number")
    return card_file.name, value


def _span(text: str, key: str, card_id: str, steps: list[str | int]) -> tuple[int, int]:
    """Where the scalar at ``steps`` of card ``card_id`` is written in ``text`` (character offsets)."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    node = _child(root, key)
    card = next(c for c in node.value if isinstance(c, yaml.MappingNode)
                and any(k.value == "id" and v.value == card_id for k, v in c.value))
    at: Any = card
    for step in steps:
        at = at.value[step] if isinstance(step, int) else _child(at, step)
    return at.start_mark.index, at.end_mark.index


def _child(node: Any, key: str) -> Any:
    return next(v for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == key)


def number_text(value: int | float) -> str:
    """A number as YAML reads it back as the same type: 2, 0.35, 2.0 (not 2e+00, a string to YAML)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(value)
    return str(value) if isinstance(value, int) else repr(float(round(value, 9)))


def changed_text(card_file: CardFile, changes: list[Change]) -> str:
    """``card_file``'s text with ``changes`` (those of this file) written in place."""
    spans = []
    for ch in changes:
        start, end = _span(card_file.text, card_file.key, ch.card, path_steps(ch.field))
        spans.append((start, end, number_text(ch.value)))
    text = card_file.text
    for start, end, new in sorted(spans, reverse=True):
        text = text[:start] + new + text[end:]
    # Read back as a loader would: the right card got the right number, and nothing else moved.
    for ch in changes:
        _, value = find([CardFile(card_file.name, card_file.key, text)], ch.card, ch.field)
        if value != ch.value or type(value) is not type(ch.value):
            raise CardFieldError(f"card '{ch.card}': field '{ch.field}' read back as {value!r}, "
                                 f"not {ch.value!r}")
    return text


def write_folder(source: Path, target: Path, changes: list[Change]) -> None:
    """Copy the card folder ``source`` to ``target`` (made afresh) with ``changes`` written in."""
    card_files = {f.name: f for f in read_folder(source)}
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target)
    for name in sorted({ch.file for ch in changes}):
        text = changed_text(card_files[name], [ch for ch in changes if ch.file == name])
        files.write_atomic(target / name, text)


def patch(source: Path, target: Path, label: str) -> str:
    """A unified diff of every card file that differs (``git apply`` takes it from the project
    root when ``label`` is the folder's path there, cards/<game>)."""
    out: list[str] = []
    for path in sorted(target.glob("*.yaml")):
        try:
            old = files.read_text(source / path.name)
        except FileError:
            old = ""
        new = files.read_text(path)
        if old != new:
            out += difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                        f"a/{label}/{path.name}", f"b/{label}/{path.name}")
    return "".join(out)
