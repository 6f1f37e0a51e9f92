"""Saved games in the user's data folder (platformdirs), written atomically.

A save is the game's history (setup + actions, ruling G1) plus who sits where, so Continue
replays it to exactly the same position. A save that cannot be played, whatever it holds, is
reported in one line and set aside as ``autosave.damaged-<date>.json``, never overwritten.
"""

from __future__ import annotations

import json
import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import IllegalAction, NotationError, UnknownGame, all_rulesets
from game.family.data_folder import STALE_SECONDS, data_dir, set_aside
from game.family.errors import CardError, FileError, OptionError, RecordError
from game.family.files import load_json, printable, read_text, unprintable, write_atomic
from game.family.limits import MAX_ACTIONS
from game.family.match import Match, format_of, rules_of
from game.family.setup_fields import check_player_names
from game.ui.theme import SEAT_COLOURS

SAVE_KIND = "meaning-made-save"


class SaveError(ValueError):
    """One line naming the file and what is wrong with it. ``damaged``: the file itself is at
    fault (kept aside, never overwritten), not the cards it is played with nor the disk."""

    def __init__(self, message: str, damaged: bool = True) -> None:
        # Its line quotes the save (an action, a name): a NUL or a lone surrogate there would stop
        # the title or Saved games drawing it, so such characters are shown as their escapes.
        super().__init__(printable(message))
        self.damaged = damaged


@dataclass(frozen=True)
class SeatConfig:
    name: str
    colour: str
    kind: str = "human"  # "human" or a bot kind from game.bots.BOTS

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def has_save() -> bool:
    try:
        return autosave_path().is_file()
    except OSError:
        return False


def clean_stale_temporaries(folder: Path | None = None, older_than: float = STALE_SECONDS) -> list[Path]:
    """Remove the temporary files of saves that were cut short (a crash or power loss between
    writing and renaming); a file younger than ``older_than`` seconds may be another window's
    save in progress and stays. Returns what was removed."""
    try:
        folder = folder or data_dir()
        candidates = list(folder.glob("autosave.json*.tmp"))
    except OSError:
        return []
    removed = []
    now = time.time()
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def keep_before_new_game(path: Path | None = None) -> Path | None:
    """Before a new game's first autosave replaces the saved game: a damaged save is set aside,
    a good one kept as ``autosave.previous.json``. Returns where it went, or None."""
    try:
        path = path or autosave_path()
        if not path.is_file():
            return None
    except OSError:
        return None
    try:
        load_game(path)
    except SaveError as exc:
        return set_aside(path) if exc.damaged else None
    previous = path.with_name(f"{path.stem}.previous{path.suffix}")
    try:
        shutil.copy2(path, previous)
    except OSError:
        return None
    return previous


def slot_summary(game: Match, kind: str = "current", name: str = "") -> dict[str, Any]:
    """The ``slot`` field of a save: what the Saved games list shows without replaying the game
    (game/ui/save_slots.py). Loading ignores it; the actions alone say what the game is."""
    return {"kind": kind, "name": name, "title": game.rules.title, "round": game.state.round,
            "players": list(game.setup.players), "finished": game.state.result is not None,
            "saved_at": time.time()}


def save_game(game: Match, seats: list[SeatConfig], path: Path | None = None,
              slot: dict[str, Any] | None = None) -> Path:
    path = path or autosave_path()
    data: dict[str, Any] = {
        "kind": SAVE_KIND,
        **game.to_dict(),
        "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in seats],
        "slot": slot or slot_summary(game),
    }
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path


def load_game(path: Path | None = None) -> tuple[Match, list[SeatConfig]]:
    """The saved game at ``path`` (default: the autosave), replayed; SaveError, one line naming
    the file, line and field, if it cannot be, whatever the file holds."""
    try:
        path = path or autosave_path()
    except OSError as exc:
        raise SaveError(f"no saved games: {exc.strerror or exc}", damaged=False) from None
    shown = str(path)
    if not path.exists():
        raise SaveError(f"{shown}: no saved game", damaged=False)
    try:
        text = read_text(path, shown)
        data = load_json(text, shown)
    except FileError as exc:
        raise SaveError(str(exc), damaged="cannot read" not in str(exc)) from None
    at = _Lines(shown, text)
    if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
        raise SaveError(f"{shown}: not a Meaning Made saved game")
    fmt = data.get("format")
    # The newest format any game writes (Match.to_dict); every older one still loads, and the
    # game's own reader then holds a save to that game's formats. Asked of every game only when
    # the save's own game does not write its format, so Continue loads the game it continues.
    try:
        newest = rules_of(data, at("game")).record_format
    except UnknownGame:
        newest = 0
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt > newest:
        newest = max(rules.record_format for rules in all_rulesets())
    if isinstance(fmt, bool) or not isinstance(fmt, int) or not 1 <= fmt <= newest:
        raise SaveError(f"{at('format')}: field 'format': saved by another version ({_short(fmt)})")
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise SaveError(f"{at('actions')}: field 'actions': must be a list of actions in notation")
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"{at('actions')}: field 'actions': {len(actions):,} actions (a game has at "
                        f"most {MAX_ACTIONS:,})")
    if "setup" not in data:
        raise SaveError(f"{shown}: field 'setup': missing")
    try:
        rules = rules_of(data, at("game"))
        seats = _seats(data.get("seats"), rules, at)
        check_player_names(data["setup"], at("setup"))
        players = data["setup"].get("players") if isinstance(data["setup"], dict) else None
        for i, name in enumerate(players if isinstance(players, list) else []):
            if isinstance(name, str):
                _check_name(name, f"{at('players')}: field 'setup.players[{i}]'")
        setup = rules.setup_from_dict(data["setup"], at("setup"), format_of(rules, fmt, at("format")))
        game = Match(rules, setup)
    except CardError as exc:
        # The cards are at fault, not the save: it stays where it is for when they are fixed.
        raise SaveError(f"{shown}: cannot be played with these cards: {exc.errors[0]}",
                        damaged=False) from None
    except (RecordError, UnknownGame) as exc:
        raise SaveError(at.locate(_first_line(exc))) from None
    except OptionError as exc:
        raise SaveError(f"{at('setup')}: field 'setup': {_first_line(exc)}") from None
    for i, action in enumerate(actions):
        try:
            game.play(action)
        except (NotationError, IllegalAction) as exc:
            raise SaveError(f"{at.action(i)}: action {i + 1} '{_short(action, 60)[1:-1]}': "
                            f"{_first_line(exc)}; the save does not match these rules") from None
        except Exception as exc:
            # A save is a stranger's file: whatever replaying it trips over, the player gets one
            # line and the title screen, never a traceback (the fuzz tests keep this branch rare).
            raise SaveError(f"{at.action(i)}: action {i + 1} '{_short(action, 60)[1:-1]}': cannot "
                            f"be replayed ({type(exc).__name__}: {_first_line(exc)})") from None
    if len(seats) != len(game.setup.players):
        raise SaveError(f"{at('seats')}: field 'seats': {len(seats)} seats for "
                        f"{len(game.setup.players)} players")
    return game, seats


class _Lines:
    """``file:line`` of a field of a save, found in its text (saves are JSON, which keeps no
    lines): calling it with a key gives the line of the key's first (or ``nth``) appearance."""

    def __init__(self, shown: str, text: str) -> None:
        self.shown = shown
        self.text = text

    def __call__(self, key: str, nth: int = 1) -> str:
        pos = -1
        for _ in range(nth):
            pos = self.text.find(f'"{key}"', pos + 1)
            if pos < 0:
                return self.shown
        return f"{self.shown}:{self.text.count(chr(10), 0, pos) + 1}"

    def action(self, index: int) -> str:
        """The line of action ``index``: one a line, after the line of the ``actions`` key, as
        this program writes saves (a save written otherwise gets the key's line)."""
        where = self("actions")
        start = self.text.find('"actions"')
        lines = self.text[start:].split("\n")
        if where == self.shown or len(lines) < index + 2 or '"' not in lines[index + 1]:
            return where
        return f"{where.rsplit(':', 1)[0]}:{int(where.rsplit(':', 1)[1]) + index + 1}"

    def locate(self, message: str) -> str:
        """A message ``<src>: field 'a.b': …`` from a setup reader, with the field's line."""
        match = re.match(r"^(.*?): field '(?:[\w\[\]]+\.)*(\w+)(?:\[\d+\])?'", message)
        if not match or not match.group(1).startswith(self.shown):
            return message
        return self(match.group(2)) + message[len(match.group(1)):]


def _seats(raw: Any, rules: Any, at: _Lines) -> list[SeatConfig]:
    """The seats of a save, each checked against what this version can seat (a newer version's
    colour or bot is named, not guessed at)."""
    from game.bots import bot_kinds

    if not isinstance(raw, list) or not all(isinstance(s, dict) for s in raw):
        raise SaveError(f"{at('seats')}: field 'seats': must be a list of seats")
    kinds = ["human", *bot_kinds(rules)]
    seats = []
    for i, seat in enumerate(raw, 1):
        name, colour, kind = seat.get("name"), seat.get("colour"), seat.get("kind", "human")
        if not isinstance(name, str) or not name.strip():
            raise SaveError(f"{at('name', i)}: field 'seats[{i}].name': must be a name, got {_short(name)}")
        _check_name(name, f"{at('name', i)}: field 'seats[{i}].name'")
        if not isinstance(colour, str) or colour not in SEAT_COLOURS:  # a list is no key to look up
            raise SaveError(f"{at('colour', i)}: field 'seats[{i}].colour': unknown colour {_short(colour)} "
                            f"(saved by a newer version?)")
        if kind not in kinds:
            raise SaveError(f"{at('kind', i + 1)}: field 'seats[{i}].kind': unknown player {_short(kind)} "
                            f"(saved by a newer version?)")
        seats.append(SeatConfig(name, str(colour), str(kind)))
    return seats


def _check_name(name: str, where: str) -> None:
    """A name every table draws and every autosave writes: a NUL or a zero-width space alone stops
    pygame drawing it, a lone surrogate ("\\ud800" in the JSON) stops the autosave encoding it.
    Refused as New game's name box drops them as they are typed (control and format characters)."""
    bad = unprintable(name)
    if bad is not None:
        raise SaveError(f"{where}: {_short(name)} holds the character U+{ord(bad):04X}, which no table "
                        f"can show")


def _first_line(exc: BaseException) -> str:
    lines = str(exc).splitlines()
    return lines[0] if lines else type(exc).__name__


def _short(value: Any, width: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"
