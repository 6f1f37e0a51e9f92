"""`meaning-made lab`: play many bot games on every core and write a balance report."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from game.family.limits import MAX_GAMES, MAX_WORKERS
from game.lab.options import (
    DEFAULT_BOT,
    SETUP_FLAGS,
    cards_label,
    cards_path,
    check_scheduler,
    command_line,
    usage_error,
    writable_out,
)
from game.lab.run_games import Halt, play

HELP = "play many bot games (2 worker processes) and write a balance report with plots"
# What a strength ladder adds to its saved setup (game.lab.ladder): only ladder runs carry them.
LADDER_FLAGS = {"ladder": "--ladder", "table": "--table", "cap": "--cap"}


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
    parser.add_argument("--cap", action="append", default=None, metavar="KIND=N",
                        help="with --ladder, the pairings of bot KIND play at most N games "
                             "(repeatable): 200 games a pairing for cheap levels, 60 for Hard")
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


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except Halt as halt:
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
        from game.lab.campaign_run import run_command  # issue 20: a campaign's chapters, measured

        return run_command(args)
    if args.resume and _adopt_resume(args):
        return 0
    if getattr(args, "ladder", None):
        from game.lab import ladder  # issue 40: a round robin of the game's bots, rated

        return ladder.run(args)
    if getattr(args, "table", None) is not None:
        raise usage_error("--table is the bigger table of a --ladder")
    if getattr(args, "cap", None):
        raise usage_error("--cap limits the games of a --ladder's pairings")
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
        check_scheduler(args.scheduler)
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
        if key == "cap" and given is not None:
            from game.lab.ladder import parse_caps

            given = parse_caps(given, setup.get("bots") or [])
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
    if isinstance(value, dict):  # --cap KIND=N, as typed
        return " ".join(f"{flag} {k}={v}" for k, v in value.items())
    return f"{flag} {value}"


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


