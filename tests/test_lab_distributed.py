"""The lab on Dask distributed (`meaning-made lab --scheduler …`): the same records as local worker
processes, games that survive a dead worker or a failing attempt, resume, and one-line errors.

Every cluster here listens on 127.0.0.1 only and is closed by the test (or fixture) that made it.
The tests that need a cluster are skipped when ``distributed`` is not installed; CI installs it
with the ``test`` extra.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sys
import threading
import time
from functools import partial
from pathlib import Path

import pytest

from game.cli import main
from game.games.initiatives.options import Variants
from game.lab import cluster as lab_cluster
from game.lab.checkpoint import PARTIAL_FILE, Recorder
from game.lab.runner import LabJob, make_jobs, play_job, run_jobs

FAST = ("--game", "pentagram", "--players", "2", "--bots", "greedy", "random", "--seed", "11")


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def client():
    """A two-worker LocalCluster on loopback, shared by the module's tests and closed after."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(host="127.0.0.1", n_workers=2, threads_per_worker=1,
                                  processes=True, dashboard_address=None,
                                  scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                                  silence_logs=50) as local, distributed.Client(local) as c:
        yield c


def _interrupt_after(monkeypatch, games: int) -> None:
    """Ctrl-C once ``games`` games are recorded (as a user would, mid-run)."""
    record = Recorder.record

    def record_then_stop(self, rec):
        record(self, rec)
        if len(self.done) >= games:
            raise KeyboardInterrupt

    monkeypatch.setattr(Recorder, "record", record_then_stop)


def test_local_cluster_plays_the_same_games_as_local_processes(tmp_path, capsys) -> None:
    pytest.importorskip("distributed")
    code, _, err = run_cli(capsys, "lab", *FAST, "--games", "24", "--workers", "2", "--quiet",
                           "--out", str(tmp_path / "pool"))
    assert code == 0, err
    code, out, err = run_cli(capsys, "lab", *FAST, "--games", "24", "--workers", "2", "--quiet",
                             "--scheduler", "local", "--out", str(tmp_path / "dask"))
    assert code == 0, err
    assert "24 games of Pentagram 2" in out
    pool, dask = ((tmp_path / d / "games.jsonl").read_bytes() for d in ("pool", "dask"))
    assert pool == dask and len(pool.splitlines()) == 24
    a, b = (json.loads((tmp_path / d / "summary.json").read_text()) for d in ("pool", "dask"))
    for key in ("command", "seconds", "workers"):
        a.pop(key), b.pop(key)
    assert a == b
    assert not (tmp_path / "dask" / PARTIAL_FILE).exists()  # a finished run keeps no partial file


def test_a_running_scheduler_plays_the_same_games(client, tmp_path, capsys) -> None:
    address = client.scheduler.address
    assert address.startswith("tcp://127.0.0.1:")
    argv = ("lab", "--players", "3", "--games", "9", "--bots", "random", "racer", "--seed", "4",
            "--quiet")
    code, _, err = run_cli(capsys, *argv, "--workers", "1", "--out", str(tmp_path / "one"))
    assert code == 0, err
    code, _, err = run_cli(capsys, *argv, "--scheduler", address, "--out", str(tmp_path / "dask"))
    assert code == 0, err
    assert (tmp_path / "one" / "games.jsonl").read_bytes() == (tmp_path / "dask" / "games.jsonl").read_bytes()
    assert json.loads((tmp_path / "dask" / "summary.json").read_text())["workers"] == 2
    jobs = make_jobs(4, 6, 2, ["greedy", "random"], ["standard"], Variants(), None, "pentagram")
    assert run_jobs(jobs, scheduler=address) == run_jobs(jobs, workers=1)


def test_a_worker_with_other_code_is_refused_before_anything_is_written(client, tmp_path, capsys,
                                                                        monkeypatch) -> None:
    from game.lab import checkpoint

    monkeypatch.setattr(checkpoint, "code_digest", lambda: "0123456789ab")  # this side only
    code, _, err = run_cli(capsys, "lab", *FAST, "--games", "4", "--quiet", "--scheduler",
                           client.scheduler.address, "--out", str(tmp_path / "x"))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "has other code of the game than this machine" in err and "install the same checkout" in err
    assert not (tmp_path / "x").exists()


def _fail_once(job: LabJob, folder: str) -> dict:
    """Game 2's first attempt kills its worker process mid-game; game 5's first attempt raises.
    (Markers on disk, because the second attempt runs in another process.)"""
    marker = Path(folder) / str(job.index)
    if job.index in (2, 5) and not marker.exists():
        marker.touch()
        if job.index == 2:
            os._exit(1)
        raise RuntimeError("an injected fault")
    return play_job(job)


def test_a_dead_worker_or_a_failed_attempt_costs_only_its_game(client, tmp_path) -> None:
    jobs = make_jobs(3, 10, 2, ["greedy", "random"], ["standard"], Variants(), None, "pentagram")
    with lab_cluster.Cluster(client.scheduler.address, 2) as cluster:
        records = list(cluster.results(jobs, play=partial(_fail_once, folder=str(tmp_path))))
    assert (tmp_path / "2").exists() and (tmp_path / "5").exists()  # both faults happened
    assert sorted(r["index"] for r in records) == list(range(10))  # each game counted once
    assert sorted(records, key=lambda r: r["index"]) == run_jobs(jobs, workers=1)
    client.wait_for_workers(2, timeout=30)  # the nanny has replaced the dead worker


def test_killing_a_worker_mid_run_changes_no_record(client, tmp_path, capsys) -> None:
    out = tmp_path / "killed"
    pids = list(client.run(os.getpid).values())
    partial_file = out / PARTIAL_FILE
    killed_at: list[int] = []

    def kill_once_started() -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            done = partial_file.read_bytes().count(b"\n") if partial_file.exists() else 0
            if done >= 2:
                os.kill(pids[0], signal.SIGKILL)
                killed_at.append(done)
                return
            time.sleep(0.002)

    killer = threading.Thread(target=kill_once_started)
    killer.start()
    argv = ("lab", "--players", "4", "--games", "60", "--bots", "random", "--seed", "8", "--quiet")
    code, _, err = run_cli(capsys, *argv, "--scheduler", client.scheduler.address, "--out", str(out))
    killer.join()
    assert code == 0, err
    assert killed_at and killed_at[0] < 60  # the worker died with games still to play
    code, _, err = run_cli(capsys, *argv, "--workers", "1", "--out", str(tmp_path / "one"))
    assert code == 0, err
    assert (out / "games.jsonl").read_bytes() == (tmp_path / "one" / "games.jsonl").read_bytes()
    client.wait_for_workers(2, timeout=30)
    assert pids[0] not in client.run(os.getpid).values()  # the nanny has replaced it


def test_an_interrupted_cluster_run_resumes_to_the_same_games(client, tmp_path, capsys,
                                                              monkeypatch) -> None:
    address = client.scheduler.address
    code, _, err = run_cli(capsys, "lab", *FAST, "--games", "30", "--workers", "1", "--quiet",
                           "--out", str(tmp_path / "whole"))
    assert code == 0, err
    run = tmp_path / "run"
    with monkeypatch.context() as patch:
        _interrupt_after(patch, 7)
        code, _, err = run_cli(capsys, "lab", *FAST, "--games", "30", "--quiet", "--scheduler", address,
                               "--out", str(run))
    assert code == 130
    assert err.strip().splitlines()[-1] == (f"meaning-made lab: interrupted: 7 of 30 games are recorded "
                                            f"in {run}; continue with: meaning-made lab --resume {run}")
    assert len((run / PARTIAL_FILE).read_text().splitlines()) == 7
    # resumed on the cluster, or on local processes: either way the run's own games
    code, out, err = run_cli(capsys, "lab", "--resume", str(run), "--quiet", "--scheduler", address)
    assert code == 0, err
    assert "30 games of Pentagram 2" in out
    assert (run / "games.jsonl").read_bytes() == (tmp_path / "whole" / "games.jsonl").read_bytes()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_an_unreachable_scheduler_is_one_line_and_writes_nothing(tmp_path, capsys, monkeypatch) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr(lab_cluster, "CONNECT_TIMEOUT", 0.5)
    address = f"tcp://127.0.0.1:{_closed_port()}"
    code, _, err = run_cli(capsys, "lab", *FAST, "--games", "4", "--quiet", "--scheduler", address,
                           "--out", str(tmp_path / "x"))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert err.startswith(f"meaning-made lab: --scheduler {address}: Timed out")
    assert not (tmp_path / "x").exists()


@pytest.mark.parametrize("address", ["10.0.0.5:8786", "tcp://10.0.0.5", "tcp://host:99999",
                                     "http://10.0.0.5:8786", "tcp://a b:1"])
def test_a_bad_scheduler_address_is_one_line(capsys, address) -> None:
    code, _, err = run_cli(capsys, "lab", *FAST, "--games", "4", "--scheduler", address, "--out", "x")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "expected tcp://HOST:PORT" in err


def test_without_distributed_scheduler_says_how_to_install_it(capsys, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed
    code, _, err = run_cli(capsys, "lab", *FAST, "--games", "4", "--scheduler", "local", "--out", "x")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert 'pip install -e ".[cluster]"' in err and "Traceback" not in err
    with pytest.raises(lab_cluster.ClusterError, match="not installed"), lab_cluster.Cluster("local", 1):
        pass
