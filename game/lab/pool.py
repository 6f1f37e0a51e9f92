"""Pool the games of earlier lab runs into one report (`meaning-made lab --from DIR ...`).

A balance question often needs more games than one sitting allows; runs made with different
seeds on the same cards, bots and variants are independent samples of one game and can be
read as one. Pooling refuses what would mislead: runs that differ in cards or setup, and the
same game counted twice (two runs that share a seed share their deals).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any

# What must agree between runs for their games to be one sample.
SETUP_KEYS = ("players", "bots", "conversion", "variants")
RECORD_FIELDS = ("seed", "start", "difficulty", "reason", "rounds", "winners", "scores",
                 "turn_position", "patterns")
FAMILY_RECORD_FIELDS = ("seed", "start", "reason", "rounds", "winners", "scores", "turn_position")
FAMILY_SETUP_KEYS = ("game", "players", "bots", "switches")


class PoolError(Exception):
    """A run that cannot be pooled; the message is one line naming the file."""


# Card fields that change how a card looks, not how the game plays: a run made before a theme
# was reworded, or from another working directory (``source`` is a path relative to it), still
# plays the same games.
PRESENTATION_FIELDS = ("name", "flavour", "theme", "art", "source")
# Fields added since runs began to record a digest, which change no play: left out of the text
# that is hashed, so the cards of earlier runs keep their digest and their runs still pool.
LATER_FIELDS = ("seed_example",)


def _rules_only(card: Any) -> Any:
    if not is_dataclass(card):
        return card  # a deck list's id, a count: nothing to blank
    blank = {f: None if f == "art" else "" for f in PRESENTATION_FIELDS if hasattr(card, f)}
    return replace(card, **blank)


def _cards_of(cards: Any) -> list[Any]:
    """Another game's cards in a fixed order: the collection itself if it is one (Pentagram 2),
    else every field of its card set (the editions' dicts by id, their deck lists), where it was
    read from left out."""
    if hasattr(cards, "_fields"):  # a named tuple of parts (ORGANISM's boards and mutations)
        return [getattr(cards, name) for name in cards._fields if name != "folder"]
    if hasattr(cards, "__iter__"):
        return list(cards)
    out: list[Any] = []
    for f in fields(cards):
        value = getattr(cards, f.name)
        if f.name == "folder":
            continue
        if isinstance(value, dict):
            out += [(key, value[key]) for key in sorted(value)]
        elif isinstance(value, list | tuple):
            out += list(value)
        else:
            out.append(value)
    return out


def _played(value: Any) -> Any:
    """``value`` with what does not change play blanked at every depth: the presentation fields
    and where a set was read from (``folder``, a card's ``source`` path), so the same cards read
    from another checkout or a copy digest the same (ORGANISM's boards and mutations nest them)."""
    gone = (*PRESENTATION_FIELDS, "folder")
    if is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: (None if f.name == "art" else "") if f.name in gone
                   else _played(getattr(value, f.name)) for f in fields(value)}
        return replace(value, **changes)
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return value._replace(**{name: "" if name in gone else _played(getattr(value, name))
                                 for name in value._fields})
    if isinstance(value, list | tuple):
        return type(value)(_played(v) for v in value)
    if isinstance(value, dict):
        return {k: _played(v) for k, v in value.items()}
    return value


def cards_digest(cards: Any) -> str:
    """A short fingerprint of what a card set plays like: every rules field of every card and
    the deck lists, but not names, flavour text, art or where the files live."""
    # A card set whose digest has kept its first form since the lab's first runs names its dicts
    # of cards by id (stored runs compare by that form); any other is an ordered collection.
    parts = getattr(cards, "DIGEST_PARTS", ())
    if not parts:
        played = [_played(c) for c in _cards_of(cards)]
        return hashlib.sha256(repr(played).encode()).hexdigest()[:12]
    played = replace(cards, folder="", **{name: {k: _rules_only(v) for k, v in getattr(cards, name).items()}
                                          for name in parts})
    text = repr(played)
    for name in LATER_FIELDS:
        text = re.sub(rf", {name}=[^,)]*", "", text)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError as exc:
        raise PoolError(f"{path}: cannot read ({exc.strerror or exc})") from None


def _parse_object(text: str, path: Path, keys: tuple[str, ...], line: int | None = None) -> dict[str, Any]:
    """One JSON object with ``keys``; ``line`` places a JSON-lines record in its file."""
    where = f"{path} line {line}" if line else str(path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PoolError(f"{path} line {line or exc.lineno}: not JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise PoolError(f"{where}: expected a JSON object")
    for key in keys:
        if key not in data:
            raise PoolError(f"{where}: field '{key}' is missing")
    return data


def _records(path: Path, players: int, fields: tuple[str, ...]) -> list[dict[str, Any]]:
    records = []
    for number, line in enumerate(_read(path).splitlines(), start=1):
        if not line.strip():
            continue
        rec = _parse_object(line, path, fields, number)
        if not isinstance(rec["scores"], list) or len(rec["scores"]) != players:
            raise PoolError(f"{path} line {number}: field 'scores' should list {players} seats")
        rec["_where"] = f"{path} line {number}"
        records.append(rec)
    if not records:
        raise PoolError(f"{path}: no games recorded")
    return records


Pooled = tuple[list[dict[str, Any]], dict[str, Any], list[str]]


def load_runs(folders: list[str], digest: str, fields: tuple[str, ...] = RECORD_FIELDS,
              setup_keys: tuple[str, ...] = SETUP_KEYS) -> Pooled:
    """Read each run folder's summary.json and games.jsonl.

    Returns the pooled records, the shared setup, and warnings (runs too old to carry a card
    fingerprint). ``digest`` is the fingerprint of the cards the report will be read against.
    """
    records: list[dict[str, Any]] = []
    setup: dict[str, Any] | None = None
    first = ""
    warnings: list[str] = []
    seen: dict[tuple[Any, ...], str] = {}
    seconds = 0.0
    for name in folders:
        folder = Path(name)
        if not folder.is_dir():
            raise PoolError(f"{name}: not a lab run folder")
        path = folder / "summary.json"
        summary = _parse_object(_read(path), path, setup_keys)
        this = {key: summary[key] for key in setup_keys}
        if setup is None:
            setup, first = this, name
        else:
            for key in setup_keys:
                if this[key] != setup[key]:
                    raise PoolError(f"{folder / 'summary.json'}: field '{key}' is {this[key]!r}, "
                                    f"but {first} has {setup[key]!r}; such runs are not one sample")
        run_digest = summary.get("cards_digest")
        if run_digest is None:
            warnings.append(f"{name}: made before runs recorded their cards; "
                            f"make sure it used these cards")
        elif run_digest != digest:
            raise PoolError(f"{folder / 'summary.json'}: field 'cards_digest' is {run_digest}, "
                            f"but the cards read here are {digest}; the runs used other cards")
        seconds += float(summary.get("seconds", 0.0))
        for rec in _records(folder / "games.jsonl", int(setup["players"]), fields):
            key = (rec["seed"], rec["start"], rec.get("difficulty"))
            where = rec.pop("_where")
            if key in seen:
                raise PoolError(f"{where}: the same game as {seen[key]} "
                                f"(runs with the same --seed share their deals)")
            seen[key] = where
            records.append(rec)
    assert setup is not None  # argparse asks for at least one folder
    return records, {**setup, "seconds": seconds}, warnings
