"""Issue 38 item 8: the lab stopped any way says how many games it kept, and that is how many are in
its file; killed outright, its workers end with it, silently. No game is lost or counted twice.

Before: after Ctrl-C, "interrupted: 303 of 1500 games are recorded" over a file of 304 (the stop
landed between writing a game and counting it); `kill -9` of the main process left each worker
printing a BrokenPipeError traceback once its game was over; a plain `kill` lost the count.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.lab import checkpoint
from game.lab.checkpoint import PARTIAL_FILE, Recorder

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals and /proc")


def a_recorder(folder: Path, resume: bool = False, games: int = 100) -> Recorder:
    run = {"setup": {"games": games}, "cards_digest": "x", "code": "y"}
    rec = Recorder(folder, run, resume=resume)
    rec.start()
    return rec


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "kill"])
def test_a_stop_during_the_write_of_a_game_counts_what_the_file_holds(
        sig: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_fsync = os.fsync
    calls = {"n": 0}

    def fsync_then_stop(fd: int) -> None:
        # the signal arrives while the game is being made durable: where the main loop spends
        # most of its time, and where Ctrl-C used to land between "written" and "counted"
        real_fsync(fd)
        calls["n"] += 1
        if calls["n"] == 3:
            os.kill(os.getpid(), sig)

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    recorder = a_recorder(tmp_path)
    monkeypatch.setattr(checkpoint.os, "fsync", fsync_then_stop)
    old = signal.signal(signal.SIGTERM, stop)
    # Python's own Ctrl-C handler, even where the suite runs with SIGINT ignored (a background job)
    old_int = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            for index in range(10):
                recorder.record({"index": index, "seed": index})
    finally:
        signal.signal(signal.SIGTERM, old)
        signal.signal(signal.SIGINT, old_int)
    recorder.pause(1.0)
    lines = (tmp_path / PARTIAL_FILE).read_text().splitlines()
    assert len(recorder.done) == len(lines) == 3  # was 2 counted over 3 in the file
    again = Recorder(tmp_path, {"setup": {"games": 100}, "cards_digest": "x", "code": "y"}, resume=True)
    assert sorted(again.done) == [0, 1, 2]  # resumed: nothing lost, nothing twice


def start_lab(tmp_path: Path, game: str, bots: str,
              games: int = 20_000) -> tuple[subprocess.Popen[str], Path]:
    out = tmp_path / "run"
    env = dict(os.environ, HOME=str(tmp_path), MEANING_MADE_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "lab", "--game", game, "--players", "2", "--games", str(games),
         "--bots", bots, "--workers", "2", "--quiet", "--out", str(out)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True,  # its own process group, as a terminal's foreground job
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # a terminal's Ctrl-C is live
    return proc, out


def wait_for_games(proc: subprocess.Popen[str], out: Path, at_least: int, seconds: float = 120) -> None:
    partial = out / PARTIAL_FILE
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if partial.exists() and partial.read_bytes().count(b"\n") >= at_least:
            return
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.1)
    pytest.fail(f"no {at_least} games in {seconds} s")


def children(pid: int) -> set[int]:
    found = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        found |= {int(c) for c in text}
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def recorded(out: Path) -> list[int]:
    lines = (out / PARTIAL_FILE).read_text().splitlines()
    return [json.loads(line)["index"] for line in lines]


@pytest.mark.parametrize(("how", "code", "word"), [("ctrl-c", 130, "interrupted"), ("kill", 143, "stopped")])
def test_a_stopped_run_says_the_number_of_games_its_file_holds(how: str, code: int, word: str,
                                                               tmp_path: Path) -> None:
    proc, out = start_lab(tmp_path, "pentagram", "random")  # quick games: the loop is mostly writing
    wait_for_games(proc, out, 200)
    if how == "ctrl-c":
        os.killpg(proc.pid, signal.SIGINT)
    else:
        os.kill(proc.pid, signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == code and "Traceback" not in err and len(err.splitlines()) == 1, err
    said = int(err.split(f"{word}: ", 1)[1].split(" of ")[0])
    games = recorded(out)
    assert said == len(games) == len(set(games))  # was one short after Ctrl-C
    assert f"--resume {out}" in err


def test_killing_the_lab_ends_its_workers_at_once_and_silently(tmp_path: Path) -> None:
    proc, out = start_lab(tmp_path, "initiatives", "search-lab")  # games of a second or more
    wait_for_games(proc, out, 1)
    workers = children(proc.pid)
    assert len(workers) >= 2  # two workers (and the resource tracker)
    os.kill(proc.pid, signal.SIGKILL)
    _, err = proc.communicate(timeout=60)  # returns once every holder of stderr has gone
    deadline = time.monotonic() + 5
    while any(alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [w for w in workers if alive(w)]
    for w in left:  # do not leave them to the next test
        os.kill(w, signal.SIGKILL)
    assert not left, "workers outlived the lab"
    assert "Traceback" not in err and "BrokenPipeError" not in err and err.strip() == "", err
