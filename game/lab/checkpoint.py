"""A lab run's folder while it plays, so that stopping costs only the games being played.

The run's setup is written first (``run.json``), then every game is appended as it ends
(``games.partial.jsonl``, one JSON line a game, flushed and synced before the next). Ctrl-C, a
lost cluster or a dead machine leaves a folder that ``meaning-made lab --resume DIR`` continues:
the setup rebuilds the job list, the recorded games are skipped, and the report is written from
every record in game order — the same games.jsonl as a run that never stopped. When the report
is written the partial file goes; ``run.json`` stays, marked finished.

Records are kept as they read back from their JSON line, in an uninterrupted run too, so a report
never depends on whether its games came from memory or from disk.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

RUN_FILE = "run.json"
PARTIAL_FILE = "games.partial.jsonl"
FORMAT = 1
# Saved with the run but not compared on resume: how it was started and how far it got (a change
# of code since is told, not refused: most changes do not touch the games).
LABELS = ("command", "cards_label", "seconds", "finished", "format", "code")


def code_digest() -> str:
    """A short fingerprint of the game's code (every module of the ``game`` package): two
    machines, or two sittings of one run, with the same one play the same games."""
    root = Path(__file__).resolve().parents[1]
    code = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        code.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return code.hexdigest()[:12]


@contextmanager
def interrupts_held() -> Iterator[None]:
    """Ctrl-C (and a plain ``kill``) wait until the block is done, then stop the run as before.

    Recording a game is two steps, the line on disk and the count in memory; a Ctrl-C between them
    (most often during the fsync, where the main loop spends its time) left the run saying "303
    of 1500 games are recorded" over a file of 304 (issue 38 item 8). Held, the stop lands before
    or after both. Outside the main thread, where signals cannot be set, the block runs as is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    held = (signal.SIGINT, signal.SIGTERM)
    old = {sig: signal.signal(sig, lambda signum, frame: caught.append(signum)) for sig in held}
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
        for sig in caught[:1]:
            handler = old[sig]
            if callable(handler):
                handler(sig, None)  # Python's own for SIGINT raises KeyboardInterrupt here
            elif handler == signal.SIG_DFL:
                signal.raise_signal(sig)


class CheckpointError(Exception):
    """A folder that cannot be resumed (or must not be overwritten); one line naming it."""


def load_run(folder: Path) -> dict[str, Any]:
    """The saved run of ``folder`` (its ``run.json``)."""
    path = folder / RUN_FILE
    if not folder.is_dir():
        raise CheckpointError(f"{folder}: no such folder")
    if not path.is_file():
        raise CheckpointError(f"{folder}: not a lab run (no {RUN_FILE}; runs made before --resume "
                              "existed cannot be resumed)")
    try:
        run = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CheckpointError(f"{path}: unreadable ({exc})") from None
    if not isinstance(run, dict) or run.get("format") != FORMAT or not isinstance(run.get("setup"), dict):
        raise CheckpointError(f"{path}: not a run file this version of the lab can resume")
    return run


def _differences(saved: dict[str, Any], now: dict[str, Any]) -> list[tuple[str, Any, Any]]:
    """What makes two runs different games, field by field (setup fields as ``setup.KEY``)."""
    out = []
    for key in sorted(set(saved) | set(now)):
        if key in LABELS:
            continue
        was, new = saved.get(key), now.get(key)
        if key == "setup" and isinstance(was, dict) and isinstance(new, dict):
            out += [(f"setup.{k}", was.get(k), new.get(k)) for k in sorted(set(was) | set(new))
                    if was.get(k) != new.get(k)]
        elif was != new:
            out.append((key, was, new))
    return out


def _write_json(path: Path, data: dict[str, Any]) -> None:
    """Replace ``path`` whole or not at all: a run file is never seen half-written."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w") as fh:
        fh.write(json.dumps(data, indent=1) + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


class Recorder:
    """Keeps a run's folder up to date; ``done`` holds the games already recorded, by index.

    Made in two steps so that nothing is written before everything is checked: the constructor
    reads and refuses, ``start()`` writes.
    """

    def __init__(self, folder: Path, run: dict[str, Any], resume: bool) -> None:
        self.folder = folder
        self.run = {"format": FORMAT, **run, "seconds": 0.0, "finished": False}
        self.done: dict[int, dict[str, Any]] = {}
        self.notes: list[str] = []  # worth saying, not worth refusing
        self._fh: IO[str] | None = None
        # a run's games by index: the setup's count, or the jobs it makes where a game count is
        # per pairing (the strength ladder)
        games = int(run.get("jobs", run["setup"]["games"]))
        self._resume = resume
        self._torn_at: int | None = None
        if resume:
            saved = load_run(folder)
            for key, was, now in _differences(saved, self.run):
                if key == "cards_digest":
                    raise CheckpointError(f"{folder}: the cards have changed since the run started "
                                          f"(fingerprint {was}, now {now})")
                raise CheckpointError(f"{folder / RUN_FILE}: field '{key}' is {was!r}, "
                                      f"but this run has {now!r}")
            self.run["seconds"] = float(saved.get("seconds", 0.0))
            if saved.get("code") not in (None, self.run.get("code")):
                self.notes.append("the game's code has changed since the run started; games played "
                                  "before and after the change may differ")
            self.done = self._read(folder / PARTIAL_FILE, games)
        elif (folder / RUN_FILE).is_file():
            saved = load_run(folder)
            if not saved.get("finished"):
                raise CheckpointError(f"{folder} holds an unfinished run; continue it with "
                                      f"--resume {folder}, or remove the folder to start afresh")

    def _read(self, path: Path, games: int) -> dict[int, dict[str, Any]]:
        """The recorded games; a last line cut short (the process killed mid-write) is not one."""
        if not path.exists():
            return {}
        data = path.read_bytes()
        complete = data[: data.rfind(b"\n") + 1]
        if len(complete) != len(data):
            self._torn_at = len(complete)  # cut off by start(): that game is played again
        done: dict[int, dict[str, Any]] = {}
        for number, line in enumerate(complete.decode().splitlines(), start=1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CheckpointError(f"{path} line {number}: not JSON ({exc.msg})") from None
            index = rec.get("index") if isinstance(rec, dict) else None
            if not isinstance(index, int) or not 0 <= index < games:
                raise CheckpointError(f"{path} line {number}: not a game of this run")
            done.setdefault(index, rec)
        return done

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        _write_json(self.folder / RUN_FILE, self.run)
        if self._torn_at is not None:
            with open(self.folder / PARTIAL_FILE, "r+b") as fh:
                fh.truncate(self._torn_at)
        # A fresh run starts an empty file; a resumed one appends to what is there.
        self._fh = open(self.folder / PARTIAL_FILE, "a" if self._resume else "w")  # noqa: SIM115 (closed by pause/finish)

    def record(self, rec: dict[str, Any]) -> None:
        """Append one finished game (once: a game seen again is not counted again)."""
        assert self._fh is not None, "start() first"
        if rec["index"] in self.done:
            return
        line = json.dumps(rec)
        with interrupts_held():  # on disk and counted, or neither
            self._fh.write(line + "\n")
            self._fh.flush()
            os.fsync(self._fh.fileno())
            self.done[rec["index"]] = json.loads(line)

    def records(self) -> list[dict[str, Any]]:
        return [self.done[i] for i in sorted(self.done)]

    def pause(self, seconds: float) -> None:
        """The run stops unfinished: keep its time so the finished report counts all of it."""
        self._close()
        self.run["seconds"] += seconds
        _write_json(self.folder / RUN_FILE, self.run)

    def finish(self) -> None:
        """The report is written: the partial file has served."""
        self._close()
        self.run["finished"] = True
        _write_json(self.folder / RUN_FILE, self.run)
        (self.folder / PARTIAL_FILE).unlink(missing_ok=True)

    def _close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None
