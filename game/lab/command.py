"""`meaning-made lab`: play many bot games on every core and write a balance report."""

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

from game.family.limits import MAX_GAMES, MAX_WORKERS

HELP = "play many bot games (2 worker processes) and write a balance report with plots"
DEFAULT_BOT = "search-lab"
# What a run's games depend on: saved in DIR/run.json, adopted (or checked) by --resume.
SETUP_FLAGS = {"game": "--game", "players": "--players", "games": "--games", "bots": "--bots",
               "solo_difficulty": "--solo-difficulty", "seed": "--seed", "cards": "--cards",
               "variant": "--variant", "conversion": "--conversion"}
# What a strength ladder adds to its saved setup (game.lab.ladder): only ladder runs carry them.
LADDER_FLAGS = {"ladder": "--ladder", "table": "--table"}


def _int_at_least(lo: int, hi: int | None = None):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < lo:
            raise argparse.ArgumentTypeError(f"expected a number of at least {lo}, got {value}")
        if hi is not None and value > hi:
            raise argparse.ArgumentTypeError(f"expected a number of at most {hi:,}, got {value:,}")
        return value

    return parse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from game.family import DEFAULT_GAME, GAMES

    # Setup options default to None so that --resume can tell what was given from what was not;
    # _fill_defaults puts the defaults the help names in place.
    parser.add_argument("--game", "--edition", dest="game", default=None, choices=list(GAMES),
                        metavar="GAME", help=f"which game: {', '.join(GAMES)} (default: {DEFAULT_GAME})")
    parser.add_argument("--players", type=int, default=None, choices=range(1, 7), metavar="N",
                        help="seats (required, except with --resume)")
    parser.add_argument("--games", type=_int_at_least(1, MAX_GAMES), default=None, metavar="G",
                        help="games to play (or give --from)")
    parser.add_argument("--from", dest="from_runs", nargs="+", default=None, metavar="DIR",
                        help="report on the games of earlier runs (their folders), pooled, "
                             "instead of playing new ones")
    parser.add_argument("--bots", nargs="+", default=None, metavar="KIND",
                        help=f"bot kind per seat, repeated round the table (default: {DEFAULT_BOT})")
    parser.add_argument("--solo-difficulty", nargs="+", default=None, metavar="LEVEL",
                        help="solo levels to cycle through: easy standard hard, or all "
                             "(default: all for 1 player)")
    parser.add_argument("--out", default=None, metavar="DIR", help="folder for report.md, "
                        "summary.json, games.jsonl and the plots (required, except with --resume)")
    parser.add_argument("--seed", type=_int_at_least(0), default=None, metavar="S")
    parser.add_argument("--workers", type=_int_at_least(1, MAX_WORKERS), default=None, metavar="W",
                        help="worker processes, or the workers of --scheduler local "
                             "(default: 2, or 1 on a one-core machine)")
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS",
                        help="play on a Dask cluster: tcp://HOST:PORT of a running scheduler, or "
                             "local to start one on this machine (pip install -e \".[cluster]\")")
    parser.add_argument("--resume", default=None, metavar="DIR",
                        help="continue the interrupted run in DIR, playing only the games it lacks")
    parser.add_argument("--cards", default=None, metavar="PATH",
                        help="card folder to test instead of cards/<edition>")
    parser.add_argument("--variant", action="append", default=None, metavar="NAME",
                        help="switch a variant on (repeatable); no_<name> switches a default one off")
    parser.add_argument("--conversion", choices=("on", "off"), default=None,
                        help="override the conversion default (ruling I15)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--ladder", action="store_true", default=None,
                        help="a strength ladder of --game's bots: a round robin at 2 seats (and "
                             "--table N), rated with intervals; --bots a,b,c to choose them, --games "
                             "G a pairing (default 100)")
    parser.add_argument("--table", type=int, default=None, metavar="N",
                        help="with --ladder, also play each pairing at N seats (one against N-1)")
    parser.add_argument("--campaign", default=None, metavar="FILE",
                        help="measure every chapter of a campaign file (campaigns/*.yaml): its "
                             "one-star rate with --bots in the player's seat (default: search), "
                             "--games games a chapter (default 20)")
    parser.add_argument("--check", default=None, metavar="RUN",
                        help="play a sample of the stored run RUN (a folder with games.jsonl) again "
                             "with today's code and say which games now play differently "
                             "(exit 1 if any); --seed S picks another sample")
    parser.add_argument("--sample", type=_int_at_least(1, MAX_GAMES), default=None, metavar="N",
                        help="with --check, how many of the run's games to play again (default 10)")
    parser.add_argument("--tune", nargs="?", const="", default=None, metavar="SPEC",
                        help="search the card numbers and rule parameters SPEC names for its bands "
                             "(Optuna; pip install -e \".[tune]\") and confirm the best on fresh "
                             "games; writes a proposal, never a shipped file (docs/lab.md, Tuning)")


def usage_error(message: str):
    from game.usage import UsageError

    return UsageError(f"meaning-made lab: {message}")


def writable_out(text: str) -> Path:
    """The --out folder, made and tried before any game is played: a run of hours must not find
    at its end that it cannot write its report."""
    from game.family.files import folder_problem

    out = Path(text)
    if out.exists() and not out.is_dir():
        raise usage_error(f"--out {text} is a file, not a folder")
    problem = folder_problem(out)
    if problem:
        raise usage_error(f"--out {problem}")
    return out


class _Halt(Exception):
    """The run stops before its report: one line for stderr and the exit code."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except _Halt as halt:
        print(f"meaning-made lab: {halt}", file=sys.stderr)
        return halt.code


def _run(args: argparse.Namespace) -> int:

    from game.bots import bot_kinds
    from game.family.registry import load, plugin

    if getattr(args, "check", None) is not None:
        from game.lab.check import run_command as check_run  # a stored run, played again

        return check_run(args)
    a_tune = bool(args.resume) and (Path(args.resume) / "tune.json").is_file()  # lab --resume DIR
    if getattr(args, "tune", None) is not None or a_tune:
        from game.lab import tune  # issue 41: a search of card numbers for the bands, confirmed

        return tune.run(args)
    if getattr(args, "sample", None) is not None:
        raise usage_error("--sample is the number of games --check RUN plays again")
    if args.campaign is not None and not getattr(args, "ladder", None):
        from game.campaign.lab import run_command  # issue 20: a campaign's chapters, measured

        return run_command(args)
    if args.resume and _adopt_resume(args):
        return 0
    if getattr(args, "ladder", None):
        from game.lab import ladder  # issue 40: a round robin of the game's bots, rated

        return ladder.run(args)
    if getattr(args, "table", None) is not None:
        raise usage_error("--table is the bigger table of a --ladder")
    if args.from_runs:
        setting = next((flag for flag, given in (
            ("--bots", args.bots is not None), ("--variant", bool(args.variant)),
            ("--conversion", args.conversion is not None), ("--seed", args.seed is not None),
            ("--solo-difficulty", bool(args.solo_difficulty)), ("--workers", bool(args.workers)),
            ("--scheduler", args.scheduler is not None))
            if given), None)
        if setting:
            raise usage_error(f"{setting} sets up new games; pooled runs keep the setup they were "
                              "played with")
    _fill_defaults(args)
    known = bot_kinds(args.game)
    for kind in args.bots:
        if kind not in known:
            raise usage_error(f"unknown bot '{kind}' (known: {', '.join(known)})")
    if (args.games is None) == (args.from_runs is None):
        raise usage_error("give --games to play new games or --from to pool earlier runs, not both"
                     if args.games else "give --games G (or --from DIR ... to pool earlier runs)")
    if args.seed >= 2**64:
        raise usage_error("a seed is from 0 to 2^64-1")
    if args.scheduler is not None:
        _check_scheduler(args.scheduler)
    hook = plugin(args.game).lab_run
    if hook is None:
        return _run_family(args)
    return int(load(hook)(args))


def _fill_defaults(args: argparse.Namespace) -> None:
    from game.family import DEFAULT_GAME

    for flag in ("--players", "--out"):
        if getattr(args, flag[2:]) is None:
            raise usage_error(f"the following arguments are required: {flag}")
    if args.game is None:
        args.game = DEFAULT_GAME
    if args.bots is None:
        args.bots = [DEFAULT_BOT]
    if args.seed is None:
        args.seed = 0
    if args.variant is None:
        args.variant = []


def cards_path(args: argparse.Namespace) -> str | None:
    """The card folder as the workers read it: absolute, so a run does not depend on where it
    was started from (nor a resumed one on where it is resumed from)."""
    return str(Path(args.cards).resolve()) if args.cards else None


def cards_label(args: argparse.Namespace) -> str:
    label = getattr(args, "cards_label", None) or args.cards
    return label or f"cards/{args.game}"


def _check_scheduler(address: str) -> None:
    """Refuse a bad address, or a missing ``distributed``, before anything is played or written."""
    import importlib.util

    from game.lab.cluster import INSTALL_HINT, ClusterError, check_address

    try:
        check_address(address)
    except ClusterError as exc:
        raise usage_error(str(exc)) from None
    if importlib.util.find_spec("distributed") is None:
        raise usage_error(INSTALL_HINT)


def _adopt_resume(args: argparse.Namespace) -> bool:
    """Take the setup of the run in ``--resume DIR``, refusing options that contradict it.

    Returns True when the run is already finished (nothing to do but say so)."""
    from game.lab.checkpoint import PARTIAL_FILE, CheckpointError, load_run

    folder = Path(args.resume)
    if args.from_runs:
        raise usage_error("--resume continues one run; --from pools finished ones: give one of them")
    try:
        saved = load_run(folder)
    except CheckpointError as exc:
        raise usage_error(str(exc)) from None
    setup = saved["setup"]
    ladder = bool(setup.get("ladder"))
    if getattr(args, "ladder", None) and not ladder:
        raise usage_error(f"--resume {folder}: the run is not a --ladder run")
    flags = {**SETUP_FLAGS, **LADDER_FLAGS} if ladder else SETUP_FLAGS
    for key, flag in flags.items():
        given = getattr(args, key)
        if key == "bots" and ladder:
            from game.lab.ladder import split_bots

            given = split_bots(given)
        if given is None or key not in setup:
            continue
        want = setup[key]
        same = (Path(given).resolve() == Path(want) if want else False) if key == "cards" else given == want
        if not same:
            raise usage_error(f"--resume {folder}: the run was made with {_flag_text(flag, want)}, "
                         f"not {_flag_text(flag, given)}")
    if args.out is not None and Path(args.out).resolve() != folder.resolve():
        raise usage_error(f"--resume {folder} writes its report in {folder}; leave out --out {args.out}")
    if saved.get("finished"):
        print(f"{folder}: the run is finished ({setup.get('games')} games, report: "
              f"{folder / 'report.md'}); nothing to resume")
        return True
    if not (folder / PARTIAL_FILE).exists():
        print(f"meaning-made lab: note: {folder / PARTIAL_FILE} is missing; every game is played again",
              file=sys.stderr)
    for key in flags:
        if key in setup:
            setattr(args, key, setup[key])
    args.out = args.resume
    args.cards_label = saved.get("cards_label")
    args.command_line = saved.get("command")
    return False


def _flag_text(flag: str, value: Any) -> str:
    if value is None or value == []:
        return f"no {flag}"
    if isinstance(value, list):
        return f"{flag} " + " ".join(str(v) for v in value)
    return f"{flag} {value}"


def _progress_bar(total: int, done: int, quiet: bool, file: Any = None) -> Any:
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
        bar = stack.enter_context(closing(_progress_bar(len(jobs), len(recorder.done), args.quiet)))
        stack.enter_context(_terminate_as_interrupt())
        try:
            for rec in stack.enter_context(closing(results)):
                recorder.record(rec)
                bar.update(1)
        except _Terminated:
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


class _Terminated(KeyboardInterrupt):
    """A plain ``kill`` (SIGTERM) of the lab: stopped like Ctrl-C, its games kept."""


@contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """While games are played, SIGTERM stops the run as Ctrl-C does (the games recorded so far
    kept and counted, the workers ended, `--resume` offered) instead of ending the process on
    the spot. Only the main thread can set a signal handler; elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: Any) -> None:
        raise _Terminated()

    old = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


def _stopped(recorder: Any, total: int, start: float, code: int, why: str) -> _Halt:
    recorder.pause(time.perf_counter() - start)
    folder = recorder.folder
    return _Halt(code, f"{why}: {len(recorder.done)} of {total} games are recorded in {folder}; "
                       f"continue with: meaning-made lab --resume {shlex.quote(str(folder))}")


def _run_family(args: argparse.Namespace) -> int:
    """The lab for a game other than Meaning Made: the same jobs and workers, its own report."""

    from game.family import ruleset
    from game.family.errors import CardError, OptionError
    from game.lab import family
    from game.lab.pool import FAMILY_RECORD_FIELDS, FAMILY_SETUP_KEYS, PoolError, cards_digest, load_runs
    from game.lab.runner import make_jobs

    rules = ruleset(args.game)
    levels = tuple(getattr(rules, "solo_difficulties", ()))
    if args.conversion is not None or (args.solo_difficulty and not levels):
        raise usage_error(f"--solo-difficulty and --conversion are Meaning Made's; {rules.title} has neither"
                     if not levels else f"--conversion is Meaning Made's; {rules.title} has none")
    if args.players > 1 and args.solo_difficulty:
        raise usage_error("--solo-difficulty is for --players 1")
    # A game with solo levels (edition projects) plays solo runs through them, as Meaning Made does
    diffs = list(args.solo_difficulty or ["all"]) if levels and args.players == 1 else ["standard"]
    if diffs == ["all"]:
        diffs = list(levels)
    for d in diffs:
        if d not in levels and args.players == 1 and levels:
            raise usage_error(f"solo difficulty must be {', '.join(levels)} or all, not {d!r}")
    if not rules.min_seats <= args.players <= rules.max_seats:
        raise usage_error(f"{rules.title} seats {rules.min_seats} to {rules.max_seats} players, "
                     f"not {args.players}")
    names = tuple(f"Seat {i + 1}" for i in range(args.players))
    try:
        rules.make_setup(names, args.seed, args.variant)  # refuse bad switches before playing
        cards = rules.load_cards(args.cards) if args.cards else rules.default_cards()
    except OptionError as exc:
        raise usage_error(str(exc)) from None
    except CardError as exc:
        raise usage_error(exc.errors[0]) from None
    out = writable_out(args.out)
    switches = sorted({s.strip().lower().replace("-", "_") for s in args.variant})
    meta: dict[str, Any] = {"game": rules.id, "title": rules.title,
                            "cards": cards_label(args),
                            "cards_digest": cards_digest(cards)}
    recorder = None
    if args.from_runs:
        try:
            records, setup, warnings = load_runs(args.from_runs, meta["cards_digest"], FAMILY_RECORD_FIELDS,
                                                 FAMILY_SETUP_KEYS)
        except PoolError as exc:
            raise usage_error(str(exc)) from None
        if setup["players"] != args.players or setup["game"] != rules.id:
            raise usage_error(f"the runs are {setup['game']} with {setup['players']} seat(s), "
                         f"not --game {rules.id} --players {args.players}")
        for warning in warnings:
            print(f"meaning-made lab: note: {warning}", file=sys.stderr)
        meta.update(bots=setup["bots"], switches=setup["switches"], seconds=setup["seconds"],
                    workers=0, seed=None, pooled_from=list(args.from_runs))
    else:
        jobs = make_jobs(args.seed, args.games, args.players, args.bots, diffs, None,
                         cards_path(args), rules.id, tuple(switches))
        records, seconds, workers, recorder = play(jobs, args, meta["cards_digest"])
        meta.update(bots=list(args.bots), switches=switches, seconds=seconds, workers=workers,
                    seed=args.seed)
    summary = family.write(out, records, args.players, command_line(args), meta)
    if recorder is not None:
        recorder.finish()
    print(f"{len(records)} games of {rules.title} in {meta['seconds']:.0f} s: mean rounds "
          f"{summary['mean_rounds']:.2f}, win rate by turn position "
          + " ".join(f"{x:.1%}" for x in summary["turn_position_win_rates"]))
    print(f"report: {out / 'report.md'}")
    return 0


def command_line(args: argparse.Namespace) -> str:
    saved = getattr(args, "command_line", None)
    if saved:  # a resumed run reports the command that started it
        return str(saved)
    if len(sys.argv) > 2 and sys.argv[1] == "lab":
        return "meaning-made lab " + " ".join(shlex.quote(a) for a in sys.argv[2:])
    return "meaning-made lab " + _describe(args)


def _describe(args: argparse.Namespace) -> str:
    parts = [f"--game {args.game}", f"--players {args.players}"]
    parts.append(f"--games {args.games}" if args.games else "--from " + " ".join(args.from_runs))
    if not args.from_runs:
        parts.append("--bots " + " ".join(args.bots))
    if args.solo_difficulty:
        parts.append("--solo-difficulty " + " ".join(args.solo_difficulty))
    parts.append(f"--seed {args.seed}")
    if args.cards:
        parts.append(f"--cards {args.cards}")
    for v in args.variant:
        parts.append(f"--variant {v}")
    if args.conversion:
        parts.append(f"--conversion {args.conversion}")
    parts.append(f"--out {args.out}")
    return " ".join(parts)
