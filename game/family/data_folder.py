"""The player's data folder (saves, settings, history, campaign progress): the one place that
decides where it is, says in words why it cannot be used, and sets a damaged file aside. Below
the shell, so the campaign and the settings reach it without pygame."""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

STALE_SECONDS = 60.0  # a save takes milliseconds: a temporary file this old was left by a crash


def data_dir() -> Path:
    """The folder saves live in, made if missing; OSError if it cannot be (a file in its place,
    no permission), which callers report and play on without saving."""
    override = os.environ.get("MEANING_MADE_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir("meaning-made", False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir_problem() -> str | None:
    """Why games cannot be saved in the data folder, in words for the player; None if they can."""
    try:
        folder = data_dir()
    except OSError as exc:
        where = exc.filename or os.environ.get("MEANING_MADE_DATA_DIR") or "the data folder"
        return f"{where}: cannot make the folder for saved games ({exc.strerror or exc})"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"{folder}: the folder for saved games is not writable"
    return None


def set_aside(path: Path) -> Path | None:
    """Rename a save that cannot be played to ``<name>.damaged-<date>.json`` beside it, so a new
    game never overwrites it and Continue stops tripping over it. None if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
    try:
        path.rename(target)
    except OSError:
        return None
    return target
