"""`meaning-made lab --check RUN`: does today's code still play a stored run's games?

A published figure is only as good as the games behind it: a rule change, a bot fix or a card
edit can change every game of a run while its report still reads as today's. This plays a sample
of the run's games again, each from its own job (``game.lab.stored``), and compares the new
record with the stored one, field by field, leaving out what measures the machine rather than the
game (a ladder's decision times). A game whose record differs anywhere plays differently.

The sample is drawn with a fixed seed, one game from each of N equal stretches of the run, so it
spreads over the run's deals and seats and two checks of one run play the same games.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.lab import stored

DEFAULT_SAMPLE = 10
# A ladder's CPU time per decision: the machine's, not the game's.
VOLATILE = frozenset({"cpu_us"})
# Compared first, so that the difference named is the one a report reader meets first.
FIRST = ("winners", "reason", "rounds", "scores")
# Options that set up new games; a check plays the stored run's own.
NOT_WITH_CHECK = {"players": "--players", "games": "--games", "from_runs": "--from", "bots": "--bots",
                  "solo_difficulty": "--solo-difficulty", "out": "--out", "resume": "--resume",
                  "cards": "--cards", "variant": "--variant", "conversion": "--conversion",
                  "ladder": "--ladder", "table": "--table", "campaign": "--campaign",
                  "game": "--game", "scheduler": "--scheduler", "tune": "--tune"}


def sample(count: int, n: int, seed: int = 0) -> list[int]:
    """``n`` positions of ``count`` records: one drawn from each of ``n`` equal stretches."""
    if n >= count:
        return list(range(count))
    rng = random.Random(f"lab --check {count} {seed}")  # a text seed hashes the same everywhere
    return [k * count // n + rng.randrange((k + 1) * count // n - k * count // n) for k in range(n)]


def cost(rec: dict[str, Any]) -> float:
    """How long a record's game takes to play again, roughly: its decision times where it has
    them (a ladder's), else its actions."""
    cpu = rec.get("cpu_us")
    if isinstance(cpu, list) and all(isinstance(seat, list) for seat in cpu):
        return float(sum(sum(t for t in seat if isinstance(t, int | float)) for seat in cpu))
    actions = rec.get("actions")
    return float(actions) if isinstance(actions, int | float) else float("inf")


def cheapest(records: list[dict[str, Any]], n: int) -> list[int]:
    """The positions of the ``n`` games quickest to play again (for a check that must be fast);
    games in which nobody decided anything (a solo world lost to its opening Event) come last,
    as they would check the deal alone."""
    order = sorted(range(len(records)), key=lambda p: (cost(records[p]) <= 0, cost(records[p]), p))
    return sorted(order[:n])


def compared(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """The fields both records have, the volatile ones left out. A field the lab began or stopped
    recording since the run says nothing of how the game plays."""
    return [key for key in old if key in new and key not in VOLATILE]


def digest(rec: dict[str, Any], keys: list[str]) -> str:
    text = json.dumps([[key, rec[key]] for key in sorted(keys)], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def first_difference(old: dict[str, Any], new: dict[str, Any],
                     keys: list[str]) -> tuple[str, Any, Any] | None:
    """Where the records first part: (field path such as ``scores[2]``, was, now); None if same."""
    for key in [k for k in FIRST if k in keys] + [k for k in keys if k not in FIRST]:
        found = _part(old[key], new[key], key)
        if found is not None:
            return found
    return None


def _part(was: Any, now: Any, where: str) -> tuple[str, Any, Any] | None:
    if isinstance(was, list) and isinstance(now, list) and len(was) == len(now):
        for i, (a, b) in enumerate(zip(was, now, strict=True)):
            found = _part(a, b, f"{where}[{i}]")
            if found is not None:
                return found
        return None
    if isinstance(was, dict) and isinstance(now, dict) and set(was) == set(now):
        for key in was:
            found = _part(was[key], now[key], f"{where}.{key}")
            if found is not None:
                return found
        return None
    return None if was == now else (where, was, now)


@dataclass(frozen=True)
class Outcome:
    """One sampled game: its stored record and what today's code made of the same job."""

    position: int
    line: int
    old: dict[str, Any]
    new: dict[str, Any] | None  # None: the game raised today
    error: str = ""

    @property
    def keys(self) -> list[str]:
        return compared(self.old, self.new) if self.new is not None else []

    @property
    def difference(self) -> tuple[str, Any, Any] | None:
        if self.new is None:
            return ("the game", "played", f"raises {self.error}")
        return first_difference(self.old, self.new, self.keys)


def play_stored(item: tuple[int, Any]) -> tuple[int, dict[str, Any] | None, str]:
    """Play one job of a stored run (a worker's entry point): its position, its record as it reads
    back from JSON (as the lab keeps records), or the error that stopped it."""
    from game.lab import ladder
    from game.lab.runner import play_job

    position, job = item
    player = ladder.play if isinstance(job, ladder.LadderJob) else play_job
    try:
        return position, json.loads(json.dumps(player(job))), ""
    except Exception as exc:  # a game that fails today plays differently; the check goes on
        return position, None, f"{type(exc).__name__}: {exc}"


def replay(run: stored.StoredRun, positions: list[int], workers: int = 1,
           progress: Any = None) -> list[Outcome]:
    """Play the games at ``positions`` again, ``workers`` at a time; their outcomes in run order."""
    from game.lab.runner import _iter_results

    jobs = [(p, stored.job_of(run, run.records[p])) for p in positions]
    outcomes = []
    for position, new, error in _iter_results(jobs, workers, play_stored):
        outcomes.append(Outcome(position, run.lines[position], run.records[position], new, error))
        if progress is not None:
            progress.update(1)
    return sorted(outcomes, key=lambda o: o.position)


def _short(value: Any, width: int = 48) -> str:
    text = json.dumps(value) if not isinstance(value, str) else value
    return text if len(text) <= width else text[: width - 1] + "…"


def describe(run: stored.StoredRun, o: Outcome) -> str:
    """One line for a game that plays differently: where it is stored, the first field that
    differs, and the two records' digests."""
    where, was, now = o.difference or ("", None, None)
    head = f"{run.records_file}:{o.line}: game {o.old['index']}"
    if o.new is None:
        return f"{head}: now raises {o.error}"
    return (f"{head}: {where} was {_short(was)}, now {_short(now)} "
            f"(record {digest(o.old, o.keys)} -> {digest(o.new, o.keys)})")


def refuse_options(args: argparse.Namespace) -> None:
    from game.lab.options import usage_error

    for key, flag in NOT_WITH_CHECK.items():
        if getattr(args, key, None) not in (None, False, []):
            raise usage_error(f"{flag} sets up games; --check plays the stored run's own")


def run_command(args: argparse.Namespace) -> int:
    """`lab --check RUN [--sample N] [--seed S] [--workers W] [--quiet]`: 0 when every sampled
    game plays as stored, 1 when any differs, 2 when the run cannot be checked."""
    refuse_options(args)
    folder = Path(args.check)
    try:
        run = stored.read(folder)
        today = stored.cards_digest_now(run)
    except stored.StoredRunError as exc:
        print(f"meaning-made lab: {exc}", file=sys.stderr)
        return 2
    n = args.sample if args.sample is not None else DEFAULT_SAMPLE
    seed = args.seed or 0
    positions = sample(len(run.records), n, seed)
    if run.cards_digest not in (None, today):
        print(f"meaning-made lab: note: the cards, or how they are fingerprinted, changed since the run ("
              f"{run.cards_digest} then, {today} now): its games may differ", file=sys.stderr)
    if run.setup_file.name != stored.RUN_FILE:
        print(f"meaning-made lab: note: {folder} has no {stored.RUN_FILE} (made before runs kept one); "
              f"its setup is read from {run.setup_file.name}", file=sys.stderr)
    workers = args.workers or min(2, os.cpu_count() or 1)
    from tqdm import tqdm

    try:
        with tqdm(total=len(positions), desc="lab check", unit=" games", file=sys.stderr,
                  disable=bool(args.quiet), leave=False, dynamic_ncols=True) as bar:
            outcomes = replay(run, positions, workers, bar)
    except KeyboardInterrupt:  # nothing is written, so nothing to keep: just stop, in one line
        print(f"meaning-made lab: interrupted: {folder} was not checked", file=sys.stderr)
        return 130
    differ = [o for o in outcomes if o.difference is not None]
    for o in differ:
        print(describe(run, o))
    unread = sorted({k for o in outcomes if o.new is not None for k in o.old if k not in o.new})
    if unread:
        print(f"meaning-made lab: note: not compared, as the lab no longer records them: "
              f"{', '.join(unread)}", file=sys.stderr)
    total = f"{len(run.records)} recorded; sample seed {seed}"
    if differ:
        print(f"{folder}: {len(differ)} of {len(outcomes)} sampled games play differently today ({total})")
        return 1
    print(f"{folder}: all {len(outcomes)} sampled games replay identically ({total})")
    return 0
