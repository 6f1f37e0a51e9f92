"""Playing the games a lab run lacks: checkpoints as each game ends, a progress bar, workers or
a Dask cluster, and a stop (Ctrl-C or a plain kill) that keeps every game recorded and says how
to --resume. Every kind of run (a report, a ladder, a tuning) plays through here."""

from __future__ import annotations

import argparse
import os
import shlex
import signal
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from game.lab.options import SETUP_FLAGS, cards_label, cards_path, command_line, usage_error


class Halt(Exception):
    """The run stops before its report: one line for stderr and the exit code."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


def progress_bar(total: int, done: int, quiet: bool, file: Any = None) -> Any:
    """Games done of all, elapsed<left, and games per second (over this sitting: on --resume the
    games already recorded count in the total but not in the rate)."""
    from tqdm import tqdm

    return tqdm(total=total, initial=done, desc="lab games", unit=" games", file=file or sys.stderr,
                disable=quiet, leave=False, smoothing=0.1, dynamic_ncols=True,
                bar_format="{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} "
                           "[{elapsed}<{remaining}, {rate_noinv_fmt}]")


def play(jobs: list[Any], args: argparse.Namespace, digest: str, player: Any = None,
         extra_setup: dict[str, Any] | None = None) -> tuple[list[dict[str, Any]], float, int, Any]:
    """Play the jobs the run in ``args.out`` lacks, recording each as it ends, with a progress
    bar: every record in game order, seconds (all sittings), workers, and the recorder (to be
    finished once the report is written).

    ``player`` plays one job (default ``runner.play_job``); ``extra_setup`` is saved with the
    setup, and with it the number of jobs (a ladder's ``--games`` counts a pairing's games)."""
    from contextlib import ExitStack, closing

    from game.lab.checkpoint import CheckpointError, Recorder, code_digest
    from game.lab.cluster import Cluster, ClusterError
    from game.lab.runner import _iter_results, play_job

    workers = args.workers or min(2, os.cpu_count() or 1)
    setup = {key: getattr(args, key) for key in SETUP_FLAGS}
    setup["cards"] = cards_path(args)
    run_info = {"setup": setup, "cards_digest": digest, "code": code_digest(),
                "command": command_line(args), "cards_label": cards_label(args)}
    if extra_setup is not None:
        setup.update(extra_setup)
        run_info["jobs"] = len(jobs)
    player = player or play_job
    out = Path(args.out)
    try:
        recorder = Recorder(out, run_info, resume=bool(args.resume))
    except CheckpointError as exc:
        raise usage_error(str(exc)) from None
    for note in recorder.notes:
        print(f"meaning-made lab: note: {note}", file=sys.stderr)
    todo = [job for job in jobs if job.index not in recorder.done]
    start = time.perf_counter()
    with ExitStack() as stack:
        if args.scheduler is not None and todo:
            try:
                cluster = stack.enter_context(Cluster(args.scheduler, workers))
                cluster.check_workers(jobs[0].cards_folder, jobs[0].game)
            except ClusterError as exc:
                raise usage_error(str(exc)) from None
            workers = cluster.workers
            results = cluster.results(todo, player)
        else:
            results = _iter_results(todo, workers, player)
        recorder.start()
        bar = stack.enter_context(closing(progress_bar(len(jobs), len(recorder.done), args.quiet)))
        stack.enter_context(terminate_as_interrupt())
        try:
            for rec in stack.enter_context(closing(results)):
                recorder.record(rec)
                bar.update(1)
        except Terminated:
            raise _stopped(recorder, len(jobs), start, 143, "stopped") from None
        except KeyboardInterrupt:
            raise _stopped(recorder, len(jobs), start, 130, "interrupted") from None
        except ClusterError as exc:
            raise _stopped(recorder, len(jobs), start, 1, str(exc)) from None
        except BaseException:
            recorder.pause(time.perf_counter() - start)  # a game that fails: keep the others
            raise
    seconds = recorder.run["seconds"] + time.perf_counter() - start
    recorder.run["seconds"] = seconds
    return recorder.records(), seconds, workers, recorder


class Terminated(KeyboardInterrupt):
    """A plain ``kill`` (SIGTERM) of the lab: stopped like Ctrl-C, its games kept."""


@contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """While games are played, SIGTERM stops the run as Ctrl-C does (the games recorded so far
    kept and counted, the workers ended, `--resume` offered) instead of ending the process on
    the spot. Only the main thread can set a signal handler; elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: Any) -> None:
        raise Terminated()

    old = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


def _stopped(recorder: Any, total: int, start: float, code: int, why: str) -> Halt:
    recorder.pause(time.perf_counter() - start)
    folder = recorder.folder
    return Halt(code, f"{why}: {len(recorder.done)} of {total} games are recorded in {folder}; "
                       f"continue with: meaning-made lab --resume {shlex.quote(str(folder))}")
