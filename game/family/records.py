"""Game records of any game (docs/records.md): which game, its setup, and the actions.

The record-level fields (``game``, ``actions``, ``title``, ``notes``, ``format``) are read here;
everything else is the game's setup, read by its ruleset, which names the field at fault.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.family import files, yaml_lines
from game.family.errors import FileError, RecordError
from game.family.limits import MAX_ACTIONS
from game.family.match import format_of, rules_of
from game.family.registry import DEFAULT_GAME, GAMES, UnknownGame
from game.family.ruleset import Ruleset
from game.family.setup_fields import check_player_names

RECORD_LEVEL = ("game", "actions", "title", "notes", "format")


@dataclass(frozen=True)
class Record:
    rules: Ruleset
    setup: Any
    actions: list[str]
    action_lines: list[int]
    title: str = ""
    key_lines: dict[str, int] | None = None  # line of each top-level field, for messages


def setup_part(data: yaml_lines.LDict) -> yaml_lines.LDict:
    """The record without its record-level fields, keeping every line for messages."""
    out = yaml_lines.LDict((k, v) for k, v in data.items() if k not in RECORD_LEVEL)
    out.line = data.line
    out.key_lines = {k: v for k, v in data.key_lines.items() if k not in RECORD_LEVEL}
    out.duplicates = list(getattr(data, "duplicates", []))
    return out


def load_record(path: str) -> Record:
    try:
        text = files.read_text(path)
        data = yaml_lines.load(text, path)
    except (FileError, yaml_lines.YamlError) as exc:
        raise RecordError(str(exc)) from None
    if text and not text.endswith("\n"):
        # A record cut short mid-line still parses, as a shorter game: say so rather than replay it.
        raise RecordError(f"{path}:{text.count(chr(10)) + 1}: the file ends mid-line (no newline at "
                          "its end), as a file cut short does; if it is whole, end it with a newline")
    if not isinstance(data, yaml_lines.LDict):
        raise RecordError(f"{path}: a game record must be a mapping of fields")
    edition = data.get("edition")
    if "game" not in data and isinstance(edition, str) and edition in GAMES and edition != DEFAULT_GAME:
        # "Three editions of one game": a person may well write `edition: projects`, and the
        # initiatives reader would only complain about its format.
        raise RecordError(f"{path}:{data.line_of('edition')}: field 'edition': {edition} is played "
                          f"by its own rules here: write 'game: {edition}' instead")
    try:
        rules = rules_of(data, f"{path}:{data.line_of('game')}")
    except UnknownGame as exc:
        raise RecordError(str(exc)) from None
    try:
        fmt = format_of(rules, data.get("format"), f"{path}:{data.line_of('format')}")
        check_player_names(setup_part(data), path)
        setup = rules.setup_from_dict(setup_part(data), path, fmt)
    except RecordError:
        raise
    except ValueError as exc:
        raise RecordError(f"{path}:{data.line}: {exc}") from None
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        line = data.line_of("actions")
        raise RecordError(f"{path}:{line}: field 'actions': must be a list of actions in notation")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"{path}:{data.line_of('actions')}: field 'actions': {len(actions):,} "
                          f"actions (a game has at most {MAX_ACTIONS:,})")
    lines = list(getattr(actions, "item_lines", [0] * len(actions)))
    title = data.get("title", "")
    return Record(rules, setup, list(actions), lines, title if isinstance(title, str) else "",
                  dict(data.key_lines))
