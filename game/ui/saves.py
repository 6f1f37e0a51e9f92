"""Saved games in the user's data folder (platformdirs), written atomically.

A save is the game's history (setup + actions, ruling G1) plus who sits where, so Continue
replays it to exactly the same position. A save that cannot be read is reported in one line and
never overwritten until a new game is saved.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from game.family import IllegalAction, NotationError, UnknownGame
from game.family.errors import CardError, OptionError, RecordError
from game.family.match import Match

SAVE_KIND = "meaning-made-save"
SAVE_FORMAT = 2  # the newest format a game writes (Match.to_dict); every older one still loads


class SaveError(ValueError):
    """One line naming the file and what is wrong with it."""


@dataclass(frozen=True)
class SeatConfig:
    name: str
    colour: str
    kind: str = "human"  # "human" or a bot kind from game.bots.BOTS

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


def data_dir() -> Path:
    override = os.environ.get("MEANING_MADE_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir("meaning-made", False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_game(game: Match, seats: list[SeatConfig], path: Path | None = None) -> Path:
    path = path or autosave_path()
    data: dict[str, Any] = {
        "kind": SAVE_KIND,
        **game.to_dict(),
        "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in seats],
    }
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path


def load_game(path: Path | None = None) -> tuple[Match, list[SeatConfig]]:
    path = path or autosave_path()
    shown = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{shown}: no saved game") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{shown}: cannot read: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{shown}:{exc.lineno}: not valid JSON ({exc.msg}); the file is damaged") from None
    if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
        raise SaveError(f"{shown}: not a Meaning Made saved game")
    fmt = data.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int) or not 1 <= fmt <= SAVE_FORMAT:
        raise SaveError(f"{shown}: field 'format': saved by another version ({data.get('format')!r})")
    seats_raw = data.get("seats")
    if not isinstance(seats_raw, list) or not all(isinstance(s, dict) for s in seats_raw):
        raise SaveError(f"{shown}: field 'seats': must be a list of seats")
    try:
        seats = [SeatConfig(str(s["name"]), str(s["colour"]), str(s.get("kind", "human"))) for s in seats_raw]
        game = Match.from_dict(data)
    except KeyError as exc:
        raise SaveError(f"{shown}: field {exc}: missing") from None
    except (RecordError, OptionError, CardError, UnknownGame) as exc:
        raise SaveError(f"{shown}: {str(exc).splitlines()[0]}") from None
    except (NotationError, IllegalAction) as exc:
        raise SaveError(f"{shown}: field 'actions': {exc}; the save does not match these rules") from None
    if len(seats) != len(game.setup.players):
        raise SaveError(f"{shown}: field 'seats': {len(seats)} seats for {len(game.setup.players)} players")
    return game, seats
