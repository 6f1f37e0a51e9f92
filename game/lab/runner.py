"""Play lab games, in worker processes, and record what the report needs from each.

One game is fully described by (edition, players, difficulty, variants, card folder, bot kinds,
game seed): a worker rebuilds everything from those, so a run is reproducible from its command
line and the order the workers finish in does not matter (results are sorted by game index).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from game.family.registry import DEFAULT_GAME, load, plugin

MIX = 0x9E3779B97F4A7C15
QUIET_TRACKER = "ignore::UserWarning:multiprocessing.resource_tracker"


@dataclass(frozen=True)
class LabJob:
    """Everything one game needs (picklable: it crosses to a worker process)."""

    index: int
    seed: int
    players: int
    bots: tuple[str, ...]  # one kind per seat
    difficulty: str = "standard"
    variants: Any = None  # a Meaning Made edition's rule variants (None: the game's defaults)
    cards_folder: str | None = None
    edition: str = DEFAULT_GAME
    start_player: int | None = None  # None: drawn from the seed (ruling I1)
    game: str = DEFAULT_GAME  # which game of the family (game.family.GAMES)
    switches: tuple[str, ...] = ()  # another game's setup switches, by name
    # another game's numeric setup options (make_setup's keywords: ORGANISM's threshold), by name;
    # the tuner's (game.lab.tune) to try other values, none in a plain run
    options: tuple[tuple[str, Any], ...] = ()


def game_seed(base: int, index: int) -> int:
    return (base + (index + 1) * MIX) % 2**64


def make_jobs(base_seed: int, games: int, players: int, bots: list[str],
              difficulties: list[str], variants: Any, cards_folder: str | None,
              edition: str = DEFAULT_GAME, switches: tuple[str, ...] = ()) -> list[LabJob]:
    """Seats get ``bots`` round the table; solo runs cycle through ``difficulties``.

    With several seats, games come in rotations of one deal: game ``i`` uses deal ``i // N``
    and gives the first turn to seat ``i % N`` (N players). Every seat so plays every turn
    position on the same cards, which takes the luck of the deal out of the seat comparison.
    """
    seats = tuple(bots[k % len(bots)] for k in range(players))
    jobs = []
    for i in range(games):
        if players == 1:
            jobs.append(LabJob(i, game_seed(base_seed, i), players, seats,
                               difficulties[i % len(difficulties)], variants, cards_folder, edition,
                               game=edition, switches=switches))
        else:
            jobs.append(LabJob(i, game_seed(base_seed, i // players), players, seats, "standard",
                               variants, cards_folder, edition, start_player=i % players,
                               game=edition, switches=switches))
    return jobs


def play_job(job: LabJob) -> dict[str, Any]:
    """Play one game and return a plain-data record of it (see docs/balance.md for fields): by
    the game's own lab hook where its plug-in names one, else the family's generic player."""
    hook = plugin(job.game).lab_play
    if hook is None:
        from game.lab import family

        return family.play(job)
    return load(hook)(job)


def run_jobs(jobs: list[LabJob], workers: int = 2,
             on_done: Callable[[dict[str, Any]], None] | None = None,
             scheduler: str | None = None) -> list[dict[str, Any]]:
    """Play every job, ``workers`` at a time; results come back sorted by game index.

    ``scheduler`` (``tcp://HOST:PORT`` or ``local``) plays them on a Dask cluster instead of
    local worker processes (``game.lab.cluster``); the records are the same either way.
    """
    results: list[dict[str, Any]] = []

    def take(records: Iterator[dict[str, Any]]) -> None:
        for rec in records:
            results.append(rec)
            if on_done is not None:
                on_done(rec)

    if scheduler is None:
        take(_iter_results(jobs, workers))
    else:
        from game.lab.cluster import Cluster

        with Cluster(scheduler, workers) as cluster:
            take(cluster.results(jobs, play_job))
    results.sort(key=lambda rec: rec["index"])
    return results


def _worker_start(parent: int | None = None) -> None:
    """How a worker process meets the end of a run it did not choose.

    ``parent``: the lab's process id; a worker ends with it (issue 38 item 8). A parent killed
    outright cannot read the game a worker sends it: the send failed with EPIPE and every worker
    printed a BrokenPipeError traceback, after playing on for nothing. Linux ends each worker the
    moment its parent dies, by the parent-death signal; the game it was playing was not recorded,
    and --resume plays it again. (Ending a worker on EPIPE instead, by SIGPIPE, can kill it while it
    holds the result queue's lock, and the other worker then waits for that lock for ever.)
    """
    import signal

    # Ctrl-C is the parent's to handle (it keeps the finished games and ends the pool); a worker
    # that took it too would only print a traceback of the game it was playing.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if parent is not None:
        _end_with_parent(parent)


def _end_with_parent(parent: int) -> None:
    import os
    import signal
    import sys

    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before the signal was set
        os._exit(0)




def _iter_results(jobs: list[Any], workers: int,
                  player: Callable[[Any], dict[str, Any]] | None = None) -> Iterator[dict[str, Any]]:
    """Each job's record as its game ends; ``player`` plays one (default ``play_job``; the
    strength ladder's ``game.lab.ladder.play``: a module-level function, so a worker can load it)."""
    player = player or play_job
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield player(job)
        return
    import multiprocessing as mp
    import os
    import sys

    # A lab killed outright leaves its semaphores to multiprocessing's resource tracker, which
    # removes them and says so in a two-line UserWarning: noise after the run's own line. The
    # option reaches only the processes started from here (the tracker reads it at its start).
    if QUIET_TRACKER not in sys.warnoptions:
        sys.warnoptions.append(QUIET_TRACKER)
    ctx = mp.get_context("spawn")  # no fork: the desktop game may have threads running
    with ctx.Pool(workers, initializer=_worker_start, initargs=(os.getpid(),)) as pool:
        yield from pool.imap_unordered(player, jobs, chunksize=1)


def with_variants(job: LabJob, variants: Any) -> LabJob:
    return replace(job, variants=variants)
