"""`meaning-made lab`: play many bot games on every core and write a balance report."""

from __future__ import annotations

import argparse
import os
import shlex
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.cards import CardSet

HELP = "play many bot games (2 worker processes) and write a balance report with plots"


def _int_at_least(lo: int):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < lo:
            raise argparse.ArgumentTypeError(f"expected a number of at least {lo}, got {value}")
        return value

    return parse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from game.family import DEFAULT_GAME, GAMES

    parser.add_argument("--game", "--edition", dest="game", default=DEFAULT_GAME, choices=list(GAMES),
                        metavar="GAME", help=f"which game: {', '.join(GAMES)} (default: {DEFAULT_GAME})")
    parser.add_argument("--players", type=int, required=True, choices=range(1, 7), metavar="N")
    parser.add_argument("--games", type=_int_at_least(1), default=None, metavar="G",
                        help="games to play (or give --from)")
    parser.add_argument("--from", dest="from_runs", nargs="+", default=None, metavar="DIR",
                        help="report on the games of earlier runs (their folders), pooled, "
                             "instead of playing new ones")
    parser.add_argument("--bots", nargs="+", default=["search-lab"], metavar="KIND",
                        help="bot kind per seat, repeated round the table (default: search-lab)")
    parser.add_argument("--solo-difficulty", nargs="+", default=None, metavar="LEVEL",
                        help="solo levels to cycle through: easy standard hard, or all "
                             "(default: all for 1 player)")
    parser.add_argument("--out", required=True, metavar="DIR", help="folder for report.md, "
                        "summary.json, games.jsonl and the plots")
    parser.add_argument("--seed", type=_int_at_least(0), default=0, metavar="S")
    parser.add_argument("--workers", type=_int_at_least(1), default=None, metavar="W",
                        help="worker processes (default: 2, or 1 on a one-core machine)")
    parser.add_argument("--cards", default=None, metavar="PATH",
                        help="card folder to test instead of cards/<edition>")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME",
                        help="switch a variant on (repeatable); no_<name> switches a default one off")
    parser.add_argument("--conversion", choices=("on", "off"), default=None,
                        help="override the conversion default (ruling I15)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _usage(message: str):
    from game.usage import UsageError

    return UsageError(f"meaning-made lab: {message}")


def run(args: argparse.Namespace) -> int:

    from game.bots import bot_kinds
    from game.engine.card_loader import CardError, default_cards, load_cards
    from game.engine.options import SOLO_DIFFICULTIES, OptionError, variants_from_names
    from game.lab import report
    from game.lab.pool import cards_digest
    from game.lab.runner import make_jobs

    known = bot_kinds(args.game)
    for kind in args.bots:
        if kind not in known:
            raise _usage(f"unknown bot '{kind}' (known: {', '.join(known)})")
    if (args.games is None) == (args.from_runs is None):
        raise _usage("give --games to play new games or --from to pool earlier runs, not both"
                     if args.games else "give --games G (or --from DIR ... to pool earlier runs)")
    if args.from_runs:
        setting = next((flag for flag, given in (
            ("--bots", args.bots != ["search-lab"]), ("--variant", bool(args.variant)),
            ("--conversion", args.conversion is not None), ("--seed", args.seed != 0),
            ("--solo-difficulty", bool(args.solo_difficulty)), ("--workers", bool(args.workers)))
            if given), None)
        if setting:
            raise _usage(f"{setting} sets up new games; pooled runs keep the setup they were played with")
    if args.seed >= 2**64:
        raise _usage("a seed is from 0 to 2^64-1")
    if args.game != "initiatives":
        return _run_family(args)
    diffs = args.solo_difficulty or ["all"]
    if diffs == ["all"]:
        diffs = list(SOLO_DIFFICULTIES)
    for d in diffs:
        if d not in SOLO_DIFFICULTIES:
            raise _usage(f"solo difficulty must be easy, standard, hard or all, not {d!r}")
    if args.players > 1 and args.solo_difficulty:
        raise _usage("--solo-difficulty is for --players 1")
    try:
        variants = variants_from_names(args.variant, players=args.players)
    except OptionError as exc:
        raise _usage(str(exc)) from None
    if args.conversion is not None:
        variants = replace(variants, conversion=args.conversion == "on")
    try:
        cards = load_cards(args.cards, args.game) if args.cards else default_cards(args.game)
    except CardError as exc:
        raise _usage(exc.errors[0]) from None
    except OSError as exc:
        raise _usage(f"cannot read cards: {exc}") from None
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise _usage(f"--out {args.out} is a file, not a folder")
    if args.from_runs:
        return _pool(args, cards, out)
    jobs = make_jobs(args.seed, args.games, args.players, args.bots, diffs, variants,
                     str(Path(args.cards).resolve()) if args.cards else None, args.game)
    records, seconds, workers = _play(jobs, args)
    command = _command_line(args)
    meta = {"bots": list(args.bots), "conversion": variants.conversion, "seconds": seconds,
            "workers": workers, "seed": args.seed, "cards": args.cards or f"cards/{args.game}",
            "variants": variants.names_on(), "cards_digest": cards_digest(cards)}
    summary = report.write(out, records, cards, args.players, command, meta)
    _print_result(summary, len(records), seconds, args.players, out)
    return 0


def _play(jobs: list[Any], args: argparse.Namespace) -> tuple[list[dict[str, Any]], float, int]:
    """Play the jobs on the worker processes with a progress bar: records, seconds, workers."""
    from tqdm import tqdm

    from game.lab.runner import run_jobs

    workers = args.workers or min(2, os.cpu_count() or 1)
    bar = tqdm(total=len(jobs), desc="lab games", unit="game", file=sys.stderr,
               disable=args.quiet, leave=False)
    start = time.perf_counter()
    try:
        records = run_jobs(jobs, workers, on_done=lambda rec: bar.update(1))
    finally:
        bar.close()
    return records, time.perf_counter() - start, workers


def _run_family(args: argparse.Namespace) -> int:
    """The lab for a game other than Meaning Made: the same jobs and workers, its own report."""

    from game.engine.options import OptionError, Variants
    from game.family import ruleset
    from game.family.errors import CardError
    from game.lab import family
    from game.lab.pool import FAMILY_RECORD_FIELDS, FAMILY_SETUP_KEYS, PoolError, cards_digest, load_runs
    from game.lab.runner import make_jobs

    rules = ruleset(args.game)
    if args.solo_difficulty or args.conversion is not None:
        raise _usage(f"--solo-difficulty and --conversion are Meaning Made's; {rules.title} has neither")
    if not rules.min_seats <= args.players <= rules.max_seats:
        raise _usage(f"{rules.title} seats {rules.min_seats} to {rules.max_seats} players, "
                     f"not {args.players}")
    names = tuple(f"Seat {i + 1}" for i in range(args.players))
    try:
        rules.make_setup(names, args.seed, args.variant)  # refuse bad switches before playing
        cards = rules.load_cards(args.cards) if args.cards else rules.default_cards()
    except OptionError as exc:
        raise _usage(str(exc)) from None
    except CardError as exc:
        raise _usage(exc.errors[0]) from None
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise _usage(f"--out {args.out} is a file, not a folder")
    switches = sorted({s.strip().lower().replace("-", "_") for s in args.variant})
    meta: dict[str, Any] = {"game": rules.id, "title": rules.title,
                            "cards": args.cards or f"cards/{rules.id}", "cards_digest": cards_digest(cards)}
    if args.from_runs:
        try:
            records, setup, warnings = load_runs(args.from_runs, meta["cards_digest"], FAMILY_RECORD_FIELDS,
                                                 FAMILY_SETUP_KEYS)
        except PoolError as exc:
            raise _usage(str(exc)) from None
        if setup["players"] != args.players or setup["game"] != rules.id:
            raise _usage(f"the runs are {setup['game']} with {setup['players']} seat(s), "
                         f"not --game {rules.id} --players {args.players}")
        for warning in warnings:
            print(f"meaning-made lab: note: {warning}", file=sys.stderr)
        meta.update(bots=setup["bots"], switches=setup["switches"], seconds=setup["seconds"],
                    workers=0, seed=None, pooled_from=list(args.from_runs))
    else:
        jobs = make_jobs(args.seed, args.games, args.players, args.bots, ["standard"], Variants(),
                         str(Path(args.cards).resolve()) if args.cards else None, rules.id, tuple(switches))
        records, seconds, workers = _play(jobs, args)
        meta.update(bots=list(args.bots), switches=switches, seconds=seconds, workers=workers,
                    seed=args.seed)
    summary = family.write(out, records, args.players, _command_line(args), meta)
    print(f"{len(records)} games of {rules.title} in {meta['seconds']:.0f} s: mean rounds "
          f"{summary['mean_rounds']:.2f}, win rate by turn position "
          + " ".join(f"{x:.1%}" for x in summary["turn_position_win_rates"]))
    print(f"report: {out / 'report.md'}")
    return 0


def _command_line(args: argparse.Namespace) -> str:
    if len(sys.argv) > 2 and sys.argv[1] == "lab":
        return "meaning-made lab " + " ".join(shlex.quote(a) for a in sys.argv[2:])
    return "meaning-made lab " + _describe(args)


def _pool(args: argparse.Namespace, cards: CardSet, out: Path) -> int:
    from game.lab import report
    from game.lab.pool import PoolError, cards_digest, load_runs

    try:
        records, setup, warnings = load_runs(args.from_runs, cards_digest(cards))
    except PoolError as exc:
        raise _usage(str(exc)) from None
    if setup["players"] != args.players:
        raise _usage(f"the runs have {setup['players']} seat(s), not --players {args.players}")
    for warning in warnings:
        print(f"meaning-made lab: note: {warning}", file=sys.stderr)
    meta = {"bots": setup["bots"], "conversion": setup["conversion"], "seconds": setup["seconds"],
            "workers": 0, "seed": None, "cards": args.cards or f"cards/{args.game}",
            "variants": setup["variants"], "cards_digest": cards_digest(cards),
            "pooled_from": list(args.from_runs)}
    summary = report.write(out, records, cards, args.players, _command_line(args), meta)
    _print_result(summary, len(records), setup["seconds"], args.players, out)
    return 0


def _print_result(summary: dict[str, Any], games: int, seconds: float, players: int,
                  out: Path) -> None:
    if players > 1:
        print(f"{games} games in {seconds:.0f} s: End Initiative "
              f"{summary['end_initiative_rate']:.1%}, collapse {summary['collapse_rate']:.1%}, "
              f"mean rounds {summary['mean_rounds']:.2f}, seat win rates "
              + " ".join(f"{x:.1%}" for x in summary["seat_win_rates"]))
    else:
        parts = [f"{d} {v['win_rate']:.1%}" for d, v in summary["solo"].items()]
        print(f"{games} solo games in {seconds:.0f} s: won " + ", ".join(parts))
    print(f"report: {out / 'report.md'}")


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
