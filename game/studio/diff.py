"""`meaning-made cards diff OLD NEW`: which cards were added, removed or changed, field by field.

OLD and NEW are card folders or git revisions of the project (``HEAD~3``, a tag, a commit); for a
revision the game's card files (its provider's ``files``, :mod:`game.family.card_faces`) are read with
``git show REV:cards/<game>/<file>``. The comparison is of the YAML as written, not of the loaded
cards, so a half-finished deck that the loader would refuse can still be compared, and a field
left out shows as ``(none)``.

Output, by file (Meaning Made: Patterns, Initiatives, Events; Pentagram 2: its one file) and then
id::

    pattern 'moss': added
    pattern 'shell': cost.energy: 1 -> 2
    pattern 'shell': bonus.energy: 1 -> (none)
    event 'heat_wave': removed
    summary: HEAD~3 -> cards/initiatives: 1 added, 1 removed, 1 changed (2 fields), 104 unchanged
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.family import yaml_lines
from game.family.card_faces import CardFile, faces_for
from game.family.paths import PROJECT_ROOT
from game.family.registry import DEFAULT_GAME

PROG = "meaning-made cards diff"
NONE = "(none)"
_PLAIN = re.compile(r"^[A-Za-z0-9_.+-]+$")


class DiffError(Exception):
    """A problem with OLD or NEW, phrased as one line."""


@dataclass
class Side:
    """One side of the comparison: every card's fields, by (file key, id), in file order."""

    label: str
    files: tuple[CardFile, ...] = ()
    cards: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)


@dataclass
class CardChange:
    kind: str
    card_id: str
    status: str  # "added", "removed" or "changed"
    fields: list[tuple[str, Any, Any]] = field(default_factory=list)  # (path, old, new)

    def lines(self) -> list[str]:
        head = f"{self.kind} '{self.card_id}'"
        if self.status != "changed":
            return [f"{head}: {self.status}"]
        return [f"{head}: {path}: {show(old)} -> {show(new)}" for path, old, new in self.fields]


@dataclass
class Diff:
    old: str
    new: str
    changes: list[CardChange]
    unchanged: int

    def count(self, status: str) -> int:
        return sum(1 for c in self.changes if c.status == status)

    def lines(self) -> list[str]:
        out = [line for change in self.changes for line in change.lines()]
        fields = sum(len(c.fields) for c in self.changes)
        out.append(
            f"summary: {self.old} -> {self.new}: {self.count('added')} added, "
            f"{self.count('removed')} removed, {self.count('changed')} changed "
            f"({fields} field{'s' if fields != 1 else ''}), {self.unchanged} unchanged"
        )
        return out


# -- reading a side ------------------------------------------------------------------------------
def _git(repo: Path, *argv: str) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(["git", "-C", str(repo), *argv], capture_output=True, check=False)
    except FileNotFoundError:
        raise DiffError(f"{PROG}: git is not installed, so only card folders can be compared") from None


def _revision_texts(spec: str, edition: str, files: tuple[CardFile, ...],
                    repo: Path) -> dict[str, tuple[str, str]]:
    """The card files of ``cards/<edition>/`` at git revision ``spec``: {file: (shown name, text)}."""
    if spec.startswith("-"):
        raise DiffError(f"{PROG}: '{spec}' is neither a card folder nor a git revision")
    probe = _git(repo, "rev-parse", "--verify", "--quiet", f"{spec}^{{commit}}")
    if probe.returncode != 0:
        raise DiffError(f"{PROG}: '{spec}' is neither a card folder nor a git revision of {repo}")
    texts = {}
    for filename in (f.name for f in files):
        path = f"cards/{edition}/{filename}"
        shown = f"{spec}:{path}"
        result = _git(repo, "show", shown)
        if result.returncode != 0:
            raise DiffError(f"{PROG}: revision '{spec}' has no {path}")
        try:
            texts[filename] = (shown, result.stdout.decode("utf-8"))
        except UnicodeDecodeError:
            raise DiffError(f"{shown}: not UTF-8 text") from None
    return texts


def _folder_texts(folder: Path, files: tuple[CardFile, ...]) -> dict[str, tuple[str, str]]:
    texts = {}
    for filename in (f.name for f in files):
        path = folder / filename
        try:
            texts[filename] = (str(path), path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise DiffError(f"{PROG}: {folder} has no {filename}") from None
        except OSError as exc:
            raise DiffError(f"{path}: cannot read: {exc.strerror}") from None
        except UnicodeDecodeError:
            raise DiffError(f"{path}: not UTF-8 text") from None
    return texts


def read_side(spec: str, edition: str = DEFAULT_GAME, repo: Path = PROJECT_ROOT) -> Side:
    """A card folder if ``spec`` names a folder, otherwise a git revision of ``repo``; ``edition``
    is the game (its card files, and its folder under ``cards/`` in a revision)."""
    files = faces_for(edition).files
    folder = Path(spec)
    texts = _folder_texts(folder, files) if folder.is_dir() else _revision_texts(spec, edition, files, repo)
    side = Side(spec, files)
    for filename, key, kind in ((f.name, f.key, f.kind) for f in files):
        shown, text = texts[filename]
        try:
            doc = yaml_lines.load(text, shown)
        except yaml_lines.YamlError as exc:
            raise DiffError(str(exc)) from None
        if doc is None:
            continue  # an empty file: no cards of this type
        if not isinstance(doc, dict) or not isinstance(doc.get(key, []), list):
            raise DiffError(f"{shown}:1: the file must be a mapping with the key '{key}' holding a list")
        for n, card in enumerate(doc.get(key) or [], 1):
            line = yaml_lines.line_of(card)
            if not isinstance(card, dict) or not isinstance(card.get("id"), str):
                raise DiffError(f"{shown}:{line}: {kind} number {n} has no id")
            if (key, card["id"]) in side.cards:
                raise DiffError(f"{shown}:{line}: {kind} '{card['id']}': duplicate id")
            side.cards[(key, card["id"])] = card
    return side


# -- comparing -----------------------------------------------------------------------------------
def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """{'cost.energy': 1, 'cost.icons': ['boundary'], 'bonus[0].who': 'all', ...}.

    Mappings open into dotted paths and lists of mappings into indexed paths; a list of plain
    values stays one field, so ``cost.icons: [boundary] -> [boundary, form]`` reads as one change.
    """
    out: dict[str, Any] = {}
    if isinstance(value, dict):
        for key, inner in value.items():
            out.update(flatten(inner, f"{prefix}.{key}" if prefix else str(key)))
    elif isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        for i, inner in enumerate(value):
            out.update(flatten(inner, f"{prefix}[{i}]"))
    else:
        out[prefix] = list(value) if isinstance(value, list) else value
    return out


def compare_card(old: dict[str, Any], new: dict[str, Any]) -> list[tuple[str, Any, Any]]:
    """Changed fields in the order they are written (the new card's order, then removed ones)."""
    a, b = flatten(old), flatten(new)
    paths = list(b) + [p for p in a if p not in b]
    return [(p, a.get(p), b.get(p)) for p in paths if p not in a or p not in b or not _same(a[p], b[p])]


def _same(x: Any, y: Any) -> bool:
    # YAML's 1 and True compare equal in Python; a designer changing one to the other changed it.
    return type(x) is type(y) and x == y


def compare(old: Side, new: Side) -> Diff:
    changes: list[CardChange] = []
    unchanged = 0
    for key, kind in ((f.key, f.kind) for f in new.files or old.files):
        ids = sorted({cid for k, cid in old.cards if k == key} | {cid for k, cid in new.cards if k == key})
        for cid in ids:
            a, b = old.cards.get((key, cid)), new.cards.get((key, cid))
            if a is None:
                changes.append(CardChange(kind, cid, "added"))
            elif b is None:
                changes.append(CardChange(kind, cid, "removed"))
            else:
                fields = compare_card(a, b)
                if fields:
                    changes.append(CardChange(kind, cid, "changed", fields))
                else:
                    unchanged += 1
    return Diff(old.label, new.label, changes, unchanged)


def show(value: Any) -> str:
    """A value as a designer would write it in the YAML; a missing field is ``(none)``."""
    if value is None:
        return NONE
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(show(v) for v in value) + "]"
    if isinstance(value, str) and not (_PLAIN.match(value) and value not in ("true", "false", "null")):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def diff_specs(old: str, new: str, edition: str = DEFAULT_GAME, repo: Path = PROJECT_ROOT) -> Diff:
    return compare(read_side(old, edition, repo), read_side(new, edition, repo))


def run(args: argparse.Namespace, repo: Path = PROJECT_ROOT) -> int:
    try:
        result = diff_specs(args.old, args.new, args.game, repo)
    except DiffError as exc:
        print(exc, file=sys.stderr)
        return 2
    for line in result.lines():
        print(line)
    return 0
