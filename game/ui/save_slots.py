"""Save slots: the game in progress (``autosave.json``), the kept autosaves of unfinished games
that a new game replaced, and named saves, each with its date, game and round.

A new game never overwrites an unfinished one: :func:`keep_current` moves it into the slots
folder first. Opening a slot makes it the game in progress (a kept autosave leaves the list; a
named save stays, as the snapshot it was saved as). Every write is atomic (game/family/files.py).
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

from game.family.files import write_atomic
from game.family.match import Match
from game.ui import saves
from game.ui.saves import SaveError, SeatConfig

SLOTS_FOLDER = "saves"
KEPT_PREFIX = "autosave-"  # an unfinished game's autosave, kept when a new game began
NAMED_PREFIX = "named-"
MAX_NAME = 40


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
    day, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if day[:3] == today[:3]:
        return f"today {clock}"
    if time.localtime(now - 86400)[:3] == day[:3]:
        return f"yesterday {clock}"
    return f"{day.tm_mday} {time.strftime('%b %Y', day)} {clock}"


def slots_dir() -> Path:
    path = saves.data_dir() / SLOTS_FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


def read_slot(path: Path, kind: str) -> Slot:
    """The list entry of ``path``; a file that cannot be read is listed with its problem."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        info = data["slot"] if isinstance(data, dict) and isinstance(data.get("slot"), dict) else None
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        return _unreadable(path, kind, f"not a saved game ({type(exc).__name__})")
    if info is None:
        # Written before saves carried a summary: replay it once to describe it.
        try:
            game, _ = saves.load_game(path)
        except SaveError as exc:
            return _unreadable(path, kind, str(exc).removeprefix(f"{path}: "))
        info = saves.slot_summary(game, kind)
        info["saved_at"] = mtime(path)
    try:
        return Slot(path, kind, str(info.get("name", "")), str(info["title"]), int(info["round"]),
                    tuple(str(p) for p in info["players"]), bool(info["finished"]),
                    float(info["saved_at"]))
    except (KeyError, TypeError, ValueError):
        return _unreadable(path, kind, "its summary is damaged; open it to check the game itself")


def _unreadable(path: Path, kind: str, problem: str) -> Slot:
    return Slot(path, kind, "", "", 0, (), False, mtime(path), problem)


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
    target = _free(slots_dir(), KEPT_PREFIX + time.strftime("%Y%m%d-%H%M%S"))
    data = json.loads(slot.path.read_text(encoding="utf-8"))
    data["slot"] = {**data.get("slot", {}), "kind": "kept"}
    write_atomic(target, json.dumps(data, ensure_ascii=False, indent=1))
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
