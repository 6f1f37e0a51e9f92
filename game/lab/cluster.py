"""Play lab games on a Dask cluster (`meaning-made lab --scheduler tcp://HOST:PORT|local`).

A game is a pure function of its ``LabJob`` (``runner.play_job``, handed in), so it can run on any worker
that has the same code and cards: the records are the ones local worker processes would make.
Dask carries the fault tolerance: a worker that dies has its unfinished games handed to another
worker by the scheduler, and a game that raises is played again (``RETRIES``); each game is one
future, so it is yielded once however many times it was attempted.

``distributed`` is an optional extra (``pip install -e ".[cluster]"``): it is imported only when
a cluster is asked for, and its absence is a one-line error.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Callable, Iterator
from types import TracebackType
from typing import Any

INSTALL_HINT = ('--scheduler needs Dask distributed, which is not installed: '
                'pip install -e ".[cluster]" (or pip install distributed)')
CONNECT_TIMEOUT = 5.0  # seconds: an unreachable scheduler is a typo, not a slow network
WORKER_WAIT = 30.0  # seconds for a first worker to join a scheduler that has none
RETRIES = 2  # a game that raises is played up to twice more before the run gives up
_ADDRESS = re.compile(r"tcp://(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):(?P<port>\d{1,5})")


class ClusterError(Exception):
    """A cluster that cannot be used; the message is one line."""


def check_address(text: str) -> str:
    """``local`` or ``tcp://HOST:PORT``; anything else is refused before any connection."""
    if text == "local":
        return text
    match = _ADDRESS.fullmatch(text)
    if match is None or not 0 < int(match["port"]) < 65536:
        raise ClusterError(f"--scheduler {text!r}: expected tcp://HOST:PORT (e.g. tcp://10.0.0.5:8786) "
                           "or local")
    return text


def fingerprint(cards_folder: str | None, game: str) -> tuple[str, str]:
    """What must agree between the submitting machine and a worker for the same records: the
    game's code and the cards a job reads (run on every worker, and here)."""
    from game.family import ruleset
    from game.lab.checkpoint import code_digest
    from game.lab.pool import cards_digest

    rules = ruleset(game)
    cards = rules.load_cards(cards_folder) if cards_folder else rules.default_cards()
    return code_digest(), cards_digest(cards)


class Cluster:
    """A client of a running scheduler, or of a ``LocalCluster`` it starts on 127.0.0.1.

    Use as a context manager: leaving it (normally, on an error or on Ctrl-C) cancels the games
    still queued, so a shared cluster stops playing them, and shuts down a cluster it started.
    """

    def __init__(self, scheduler: str, workers: int) -> None:
        self.scheduler = check_address(scheduler)
        self._workers = workers
        self._cluster: Any = None
        self._client: Any = None
        self._pending: set[Any] = set()  # futures not yet finished: cancelled on the way out
        self._log_levels: dict[str, int] = {}

    def __enter__(self) -> Cluster:
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            raise ClusterError(INSTALL_HINT) from None
        # Dask logs what the lab reports in one line (a lost scheduler, a dead worker) as
        # tracebacks; they would bury the lab's own message and its progress bar.
        self._log_levels = _quiet_dask_logs()
        try:
            if self.scheduler == "local":
                import dask

                # Loopback only, one thread a worker (the games are pure Python: threads would
                # share one GIL), no dashboard, and the scheduler's health page on a free port
                # rather than 8787 (two labs may run at once). The workers' sampling profiler
                # only slows the games: nobody reads it here.
                with dask.config.set({"distributed.worker.profile.enabled": False}):
                    self._cluster = LocalCluster(
                        host="127.0.0.1", n_workers=self._workers, threads_per_worker=1,
                        processes=True, dashboard_address=None,
                        scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                        silence_logs=logging.CRITICAL, preload=[__name__])
                self._client = Client(self._cluster, timeout=CONNECT_TIMEOUT)
            else:
                self._client = Client(self.scheduler, timeout=CONNECT_TIMEOUT)
        except (OSError, RuntimeError) as exc:  # unreachable, or local workers that cannot start
            self.__exit__(None, None, None)
            raise ClusterError(f"--scheduler {self.scheduler}: {_first_line(exc)}") from None
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        client, cluster, self._client, self._cluster = self._client, self._cluster, None, None
        if client is not None:
            if self._pending:
                # A scheduler already gone has nothing left to cancel.
                with contextlib.suppress(Exception):
                    client.cancel(list(self._pending))
            client.close()
        if cluster is not None:
            cluster.close()
        self._pending = set()
        for name, level in self._log_levels.items():
            logging.getLogger(name).setLevel(level)
        self._log_levels = {}

    @property
    def workers(self) -> int:
        """Workers connected now (a remote cluster may grow or shrink during the run)."""
        return len(self._client.nthreads())

    def check_workers(self, cards_folder: str | None, game: str) -> None:
        """Wait for a worker, then refuse workers whose code or cards differ from this machine's:
        they would play other games under the same seeds."""
        try:
            self._client.wait_for_workers(1, timeout=WORKER_WAIT)
        except TimeoutError:
            raise ClusterError(f"--scheduler {self.scheduler}: no worker joined within "
                               f"{WORKER_WAIT:.0f} s; start one with: dask worker {self.scheduler}"
                               ) from None
        here = fingerprint(cards_folder, game)
        there = self._client.run(fingerprint, cards_folder, game, on_error="return")
        for address, theirs in sorted(there.items()):
            if isinstance(theirs, BaseException):
                raise ClusterError(f"worker {address} cannot check its code and cards "
                                   f"({type(theirs).__name__}: {_first_line(theirs)}); install the "
                                   "same checkout there")
            if tuple(theirs) != here:
                what = "code of the game" if theirs[0] != here[0] else "cards"
                raise ClusterError(f"worker {address} has other {what} than this machine "
                                   f"({'/'.join(theirs)} vs {'/'.join(here)}); install the same "
                                   "checkout there")

    def results(self, jobs: list[Any], play: Callable[[Any], dict[str, Any]]) -> Iterator[dict[str, Any]]:
        """Each job's record (``play(job)``, e.g. ``runner.play_job``) as its game finishes, in no
        particular order."""
        from concurrent.futures import CancelledError

        from distributed import as_completed
        from distributed.scheduler import KilledWorker

        self._pending = set(self._client.map(play, jobs, pure=False, retries=RETRIES))
        # as_completed would wait on the default client's loop, which in a process with
        # another client (a test's, a notebook's) is not the loop these futures live on.
        for future in as_completed(list(self._pending), loop=self._client.loop):
            try:
                record = future.result()
            except KilledWorker as exc:
                raise ClusterError(f"a game killed every worker it was given ({_first_line(exc)})"
                                   ) from None
            except CancelledError as exc:  # the scheduler is gone, or someone cancelled the run
                why = getattr(exc, "reason", None) or _first_line(exc)
                raise ClusterError(f"--scheduler {self.scheduler}: the cluster dropped the run's "
                                   f"games ({why})") from None
            # Dropping the future lets the cluster forget the record: it is on its way to disk.
            self._pending.discard(future)
            yield record


def dask_setup(worker: Any) -> None:
    """Preloaded into the workers of ``--scheduler local`` (their processes share the terminal):
    Ctrl-C is the lab's to handle, and a worker that took it too would print a traceback."""
    import signal
    import threading

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _quiet_dask_logs() -> dict[str, int]:
    """Raise Dask's loggers (those with a level of their own, which ignore their parent's) to
    CRITICAL; their levels before, to put back."""
    names = ["distributed", *(name for name in logging.root.manager.loggerDict
                              if name.startswith("distributed."))]
    saved = {}
    for name in names:
        logger = logging.getLogger(name)
        if name == "distributed" or logger.level != logging.NOTSET:
            saved[name] = logger.level
            logger.setLevel(logging.CRITICAL)
    return saved


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]
