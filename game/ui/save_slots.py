"""Save slots: the game in progress (``autosave.json``), the kept autosaves of unfinished games
that a new game replaced, and named saves, each with its date, game and round.

A new game never overwrites an unfinished one: :func:`keep_current` moves it into the slots
folder first. Opening a slot makes it the game in progress (a kept autosave leaves the list; a
named save stays, as the snapshot it was saved as). Every write is atomic (game/family/files.py).

Every read goes through the guarded reader (``files.read_json``): a FIFO, a device, a huge or
deeply nested file or a number that is not finite is refused before or while it is read, and a
summary's fields are checked (a date a calendar shows, a round in range). A slot that fails is
listed with its problem — never opened, never deleted but by the player.
"""

from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import data_folder, limits
from game.family.errors import FileError
from game.family.files import printable, read_json, write_atomic
from game.family.match import Match
from game.ui import saves
from game.ui.saves import SaveError, SeatConfig

SLOTS_FOLDER = "saves"
KEPT_PREFIX = "autosave-"  # an unfinished game's autosave, kept when a new game began
NAMED_PREFIX = "named-"
MAX_NAME = 40
MAX_TITLE = 60  # a game's title as a summary may state it ("Meaning Made: Life Builds Meaning")


@dataclass(frozen=True)
class Slot:
    """What the Saved games list shows of one file, read from its ``slot`` summary."""

    path: Path
    kind: str  # "current", "kept" or "named"
    name: str  # the player's name for a named save; "" otherwise
    title: str  # the game's title
    round: int
    players: tuple[str, ...]
    finished: bool
    saved_at: float  # seconds since the epoch
    problem: str = ""  # why the file cannot be listed properly (it can still be deleted)

    @property
    def heading(self) -> str:
        if self.problem:
            return f"{self.path.name} — cannot be read"
        current = "Last game" if self.finished else "Game in progress"
        what = {"current": current, "kept": "Unfinished game"}.get(self.kind, self.name)
        return f"{what} · {self.title}"

    @property
    def details(self) -> str:
        if self.problem:
            return self.problem
        state = "finished" if self.finished else f"round {self.round}"
        return f"{state} · {', '.join(self.players)} · saved {when(self.saved_at)}"


def when(stamp: float, now: float | None = None) -> str:
    """A date a player reads at a glance: "today 14:05", "yesterday 09:30", "3 Mar 2026 18:00"."""
    now = time.time() if now is None else now
    try:
        day, today = time.localtime(stamp), time.localtime(now)
    except (OverflowError, OSError, ValueError):
        return "on an unknown date"  # read summaries are checked (date()); this is the last guard
    clock = time.strftime("%H:%M", day)
    if day[:3] == today[:3]:
        return f"today {clock}"
    if time.localtime(now - 86400)[:3] == day[:3]:
        return f"yesterday {clock}"
    return f"{day.tm_mday} {time.strftime('%b %Y', day)} {clock}"


class SummaryError(ValueError):
    """A field of a save's or a history entry's summary that cannot be shown: one line."""


def shown(value: Any, width: int) -> str:
    """A summary's text as the list shows it: one line, its undrawable characters escaped (a NUL
    or a lone surrogate would stop the screen drawing), at most ``width`` characters."""
    text = printable(" ".join(str(value).split()))
    return text if len(text) <= width else f"{text[:width - 1]}…"


def short(value: Any, width: int = 24) -> str:
    text = repr(value)
    return text if len(text) <= width else f"{text[:width - 1]}…"


def field(data: Any, key: str, where: str) -> Any:
    """``data[key]``; SummaryError naming the field if ``data`` is not an object or lacks it."""
    if not isinstance(data, dict):
        raise SummaryError(f"field '{where.rpartition('.')[0] or where}' is not an object")
    if key not in data:
        raise SummaryError(f"field '{where}' is missing")
    return data[key]


def items(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise SummaryError(f"field '{where}' should be a list, not {short(value)}")
    return value


def whole(value: Any, where: str, lo: int = -limits.MAX_NUMBER, hi: int = limits.MAX_NUMBER) -> int:
    """A whole number from ``lo`` to ``hi``; SummaryError naming the field otherwise."""
    if (isinstance(value, bool) or not isinstance(value, int | float)
            or (isinstance(value, float) and not (math.isfinite(value) and value.is_integer()))):
        raise SummaryError(f"field '{where}' should be a whole number, not {short(value)}")
    if not lo <= value <= hi:
        raise SummaryError(f"field '{where}': {short(value)} is out of range ({lo:,} to {hi:,})")
    return int(value)


def date(value: Any, where: str) -> float:
    """Seconds since the epoch that a calendar shows (1970 to 9999); SummaryError otherwise."""
    if (isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value)
            or not 0 <= value <= limits.MAX_TIMESTAMP):
        raise SummaryError(f"field '{where}' should be a date (seconds since 1970), not {short(value)}")
    return float(value)


def reason(exc: FileError, shown: str) -> str:
    """A reader's one-line message without the file's name, which the list shows beside it."""
    text = str(exc)
    rest = text[len(shown):] if text.startswith(shown) else ""
    line = re.match(r":(\d+): ", rest)
    if line:
        return f"line {line.group(1)}: {rest[line.end():]}"
    return rest[2:] if rest.startswith(": ") else text


def slots_dir() -> Path:
    path = data_folder.data_dir() / SLOTS_FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


def read_slot(path: Path, kind: str) -> Slot:
    """The list entry of ``path``; a file that cannot be read is listed with its problem."""
    try:
        data = read_json(path, path.name)
    except FileError as exc:
        return _unreadable(path, kind, f"not a saved game: {reason(exc, path.name)}")
    info = data["slot"] if isinstance(data, dict) and isinstance(data.get("slot"), dict) else None
    if info is None:
        # Written before saves carried a summary: replay it once to describe it.
        try:
            game, _ = saves.load_game(path)
        except SaveError as exc:
            return _unreadable(path, kind, str(exc).removeprefix(f"{path}: "))
        info = saves.slot_summary(game, kind)
        info["saved_at"] = mtime(path)
    try:
        players = items(field(info, "players", "slot.players"), "slot.players")
        return Slot(path, kind, shown(info.get("name", ""), MAX_NAME),
                    shown(field(info, "title", "slot.title"), MAX_TITLE),
                    whole(field(info, "round", "slot.round"), "slot.round", 0, limits.MAX_ACTIONS + 1),
                    tuple(shown(p, limits.MAX_PLAYER_NAME) for p in players),
                    bool(field(info, "finished", "slot.finished")),
                    date(field(info, "saved_at", "slot.saved_at"), "slot.saved_at"))
    except SummaryError as exc:
        return _unreadable(path, kind, f"its summary is damaged ({exc}); open it to check the game itself")


def _unreadable(path: Path, kind: str, problem: str) -> Slot:
    return Slot(path, kind, "", "", 0, (), False, mtime(path), printable(problem))


def mtime(path: Path) -> float:
    """When ``path`` was last written, or 0 if it cannot be read."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def list_slots() -> list[Slot]:
    """The game in progress first, then kept and named saves, newest first."""
    out = []
    current = saves.autosave_path()
    if current.is_file():
        out.append(read_slot(current, "current"))
    others = []
    for path in slots_dir().glob("*.json"):
        kind = "kept" if path.name.startswith(KEPT_PREFIX) else "named"
        others.append(read_slot(path, kind))
    others.sort(key=lambda s: s.saved_at, reverse=True)
    return out + others


def in_progress() -> Slot | None:
    """The unfinished game a new game would replace, if there is one and it can be read."""
    try:
        path = saves.autosave_path()
    except OSError:
        return None
    if not path.is_file():
        return None
    slot = read_slot(path, "current")
    if slot.problem or slot.finished:
        return None
    try:
        saves.load_game(path)  # only a game that can be played on is worth asking about
    except SaveError:
        return None
    return slot


def _free(folder: Path, stem: str) -> Path:
    target = folder / f"{stem}.json"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{stem}-{n}.json"
    return target


def keep_current() -> Path | None:
    """Before a new game or another slot replaces the game in progress: an unfinished game moves
    into the slots folder; a finished or damaged one is handled as before
    (:func:`saves.keep_before_new_game`). Returns where it went, or None."""
    slot = in_progress()
    if slot is None:
        return saves.keep_before_new_game()
    try:
        data = read_json(slot.path)
    except FileError:
        return saves.keep_before_new_game()  # changed since it was listed: set aside if damaged
    if not isinstance(data, dict):
        return saves.keep_before_new_game()
    target = _free(slots_dir(), KEPT_PREFIX + time.strftime("%Y%m%d-%H%M%S"))
    info = data.get("slot")
    data["slot"] = {**(info if isinstance(info, dict) else {}), "kind": "kept"}
    # ASCII: what loading ignores (the summary, a newer version's fields) may hold a lone
    # surrogate, which UTF-8 cannot encode; escaped, the file is written and reads back the same.
    write_atomic(target, json.dumps(data, ensure_ascii=True, indent=1))
    slot.path.unlink()
    return target


def clean_name(name: str) -> str:
    """A named save's name as shown: one line, trimmed, at most :data:`MAX_NAME` characters."""
    return " ".join(name.split())[:MAX_NAME]


def save_named(game: Match, seats: list[SeatConfig], name: str) -> Path:
    name = clean_name(name) or f"{game.rules.title}, round {game.state.round}"
    stem = NAMED_PREFIX + (re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:30] or "save")
    path = _free(slots_dir(), stem)
    return saves.save_game(game, seats, path, saves.slot_summary(game, "named", name))


def open_slot(slot: Slot) -> tuple[Match, list[SeatConfig]]:
    """Make ``slot`` the game in progress and return it, replayed. The game it replaces, if
    unfinished, is kept first; SaveError (nothing moved) if the slot cannot be played."""
    game, seats = saves.load_game(slot.path)
    if slot.kind == "current":
        return game, seats
    keep_current()
    saves.save_game(game, seats)  # now the autosave, which every action updates
    if slot.kind == "kept":
        slot.path.unlink(missing_ok=True)
    return game, seats


def delete_slot(slot: Slot) -> None:
    slot.path.unlink(missing_ok=True)
