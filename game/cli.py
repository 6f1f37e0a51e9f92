"""`meaning-made …` and `python main.py …`: one entry point for players, designers and CI.

Every user-facing failure is one line on stderr and a non-zero exit: 2 for bad arguments or bad
input files, 1 for a record whose play goes wrong.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import NoReturn

from game.family import DEFAULT_GAME, GAMES, IllegalAction, NotationError, ruleset
from game.family.card_problems import card_problems
from game.family.errors import CardError, OptionError, quote, short_line, short_message
from game.family.limits import MAX_GAMES
from game.family.registry import plugin
from game.usage import UsageError

PROG = "meaning-made"
# Commands that live in their own module: each defines HELP, add_arguments(parser) and
# run(args) -> exit code, and imports anything heavy (pygame, matplotlib) inside run() so that
# `cards validate` and `replay` start fast.
COMMAND_MODULES = {"play": "game.ui.command", "lab": "game.lab.command"}


class Parser(argparse.ArgumentParser):
    """argparse, but a bad command line is one line, not a usage block."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see '{self.prog} --help')")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def _games(text: str) -> int:
    value = _positive(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"at most {MAX_GAMES:,} games a run, got {value:,}")
    return value


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, got {text!r}") from None
    if not 0 <= value < 2**64:
        raise argparse.ArgumentTypeError("a seed is from 0 to 2^64-1")
    return value


def add_game_argument(parser: argparse.ArgumentParser, cards_only: bool = False) -> None:
    """``--game GAME`` (``--edition`` is the same option): which game of the family."""
    choices = [g for g in GAMES if not cards_only or plugin(g).has_cards]
    parser.add_argument("--game", "--edition", dest="game", default=DEFAULT_GAME, choices=choices,
                        metavar="GAME", help=f"which game: {', '.join(choices)} (default: {DEFAULT_GAME})")


def build_parser() -> Parser:
    parser = Parser(prog=PROG, description="Meaning Made: a competitive-collaborative "
                    "engine-building board game. Run without a command to play.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    cards = sub.add_parser("cards", help="card tools")
    cards_sub = cards.add_subparsers(dest="cards_command", metavar="CARDS_COMMAND",
                                     parser_class=Parser)
    validate = cards_sub.add_parser("validate", help="check a card folder against the schema")
    validate.add_argument("path", nargs="?", help="card folder (default: cards/<edition>)")
    add_game_argument(validate)
    gallery = cards_sub.add_parser("gallery", help="browse every card, live-reloading YAML and art")
    add_game_argument(gallery, cards_only=True)
    gallery.add_argument("--cards", default=None, metavar="PATH",
                         help="card folder to browse (default: cards/<game>)")
    gallery.add_argument("--frames", type=_positive, default=None, help=argparse.SUPPRESS)
    gallery.add_argument("--screenshot", default=None, help=argparse.SUPPRESS)
    export = cards_sub.add_parser("export",
                                  help="print-and-play PDF, 300 DPI PNGs or Tabletop Simulator sheets")
    add_game_argument(export, cards_only=True)
    export.add_argument("--format", required=True, choices=("png", "pdf", "tts"))
    export.add_argument("--out", required=True, metavar="DIR")
    export.add_argument("--paper", default="a4", choices=("a4", "letter"))
    export.add_argument("--cards", default=None, metavar="PATH",
                        help="card folder (default: cards/<edition>)")
    diff = cards_sub.add_parser("diff", help="what changed between two card folders or git revisions")
    diff.add_argument("old", help="a card folder, or a git revision (e.g. HEAD~3)")
    diff.add_argument("new", help="a card folder, or a git revision")
    add_game_argument(diff, cards_only=True)

    replay = sub.add_parser("replay", help="play a game record and print what happens")
    replay.add_argument("file", help="a game record (YAML, see docs/records.md)")
    replay.add_argument("--json", action="store_true", help="print the final state as JSON")

    sim = sub.add_parser("simulate", help="play whole games between bots, headless")
    add_game_argument(sim)
    sim.add_argument("--players", type=int, required=True, choices=range(1, 7), metavar="N")
    sim.add_argument("--games", type=_games, required=True, metavar="G")
    sim.add_argument("--seed", type=_seed, default=0, metavar="S")
    sim.add_argument("--bots", nargs="+", default=["random"], metavar="KIND",
                     help="bot kind per seat, repeated round the table (default: random)")
    sim.add_argument("--variant", action="append", default=[], metavar="NAME",
                     help="switch a variant on (repeatable), e.g. long_game")
    sim.add_argument("--competitive-rounds", type=_positive, default=8, metavar="R",
                     help="rounds of a Competitive game, where the game has that variant")
    sim.add_argument("--solo-difficulty", default="standard", metavar="LEVEL",
                     help="a solo game's level, where the game has levels (easy, standard, hard)")
    sim.add_argument("--json", action="store_true", help="print the report as JSON")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")

    for name, module in command_modules().items():
        extra = sub.add_parser(name, help=module.HELP)
        module.add_arguments(extra)
    return parser


def command_modules() -> dict[str, ModuleType]:
    found = {}
    for name, path in COMMAND_MODULES.items():
        try:
            found[name] = importlib.import_module(path)
        except ModuleNotFoundError as exc:
            if exc.name is None or not path.startswith(exc.name):
                raise  # a real missing dependency, not a command that is not built yet
    return found


# What the ``designer`` extra installs (pyproject.toml): the lab's statistics and plots, the
# studio's PDF, live reload, progress bars. A player's install has none of them.
DESIGNER_MODULES = frozenset({"matplotlib", "numpy", "reportlab", "watchfiles", "tqdm", "PIL"})


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            # No command: open the game window at the title screen.
            from game.ui import command as play

            return int(play.run(parser.parse_args(["play"])))
        if args.command == "cards":
            return _cards(args)
        if args.command == "replay":
            return _replay(args)
        if args.command == "simulate":
            return _simulate(args)
        modules = command_modules()
        if args.command in modules:
            return int(modules[args.command].run(args))
        raise UsageError(f"{PROG}: unknown command {args.command!r}")
    except UsageError as exc:
        print(short_message(exc), file=sys.stderr)
        return 2
    except ModuleNotFoundError as exc:
        if exc.name is None or exc.name.split(".")[0] not in DESIGNER_MODULES:
            raise
        # The lab, the studio and simulate use tools a player's install leaves out.
        print(f"{PROG}: {exc.name.split('.')[0]} is not installed: it is one of the designer's tools; "
              "install them with: python -m pip install -e '.[designer]'", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`… | head`): stop quietly, and let Python's exit flush nothing more.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


def _cards(args: argparse.Namespace) -> int:
    command = args.cards_command
    if command == "validate":
        return _cards_validate(args)
    if command == "gallery":
        from game.ui.gallery_command import run as run_gallery

        return run_gallery(args)
    if command == "export":
        from game.studio.export import run as run_export

        return run_export(args)
    if command == "diff":
        from game.studio.diff import run as run_diff

        return run_diff(args)
    raise UsageError(f"{PROG} cards: choose a command: validate, gallery, export or diff")


def _cards_validate(args: argparse.Namespace) -> int:
    from game.family.paths import CARDS_ROOT

    rules = ruleset(args.game)
    folder = args.path or str(CARDS_ROOT / args.game)
    try:
        cards = rules.load_cards(folder)
    except CardError as exc:
        for line in exc.errors:
            print(line, file=sys.stderr)
        print(f"{len(exc.errors)} problem(s) found", file=sys.stderr)
        return 2
    summary = getattr(cards, "summary", None)
    print(f"ok: {summary() if summary else f'{len(cards)} {rules.title} cards'} in {folder}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    from game.family.errors import RecordError
    from game.family.match import Match
    from game.family.records import load_record

    try:
        record = load_record(args.file)
    except RecordError as exc:
        print(exc, file=sys.stderr)
        return 2
    rules = record.rules
    try:
        game = Match(rules, record.setup)
    except OptionError as exc:
        # The engine refused the position the record asks for (an unknown or misplaced card).
        field = exc.field or ("end_initiative" if "End Initiative" in str(exc) else "fixed")
        line = (record.key_lines or {}).get(field, 0)
        print(f"{args.file}:{line}: field '{field}': {exc}", file=sys.stderr)
        return 2
    except CardError as exc:
        print(exc.errors[0], file=sys.stderr)
        return 2
    printed = 0

    def flush() -> None:
        nonlocal printed
        if not args.json:
            for entry in game.log[printed:]:
                print(entry)
        printed = len(game.log)

    for i, (text, line) in enumerate(zip(record.actions, record.action_lines, strict=True), 1):
        flush()
        try:
            game.play(rules.parse_action(text))
        except (NotationError, IllegalAction) as exc:
            # the action as a file gave it may be a megabyte: quoted cut short (issue 38 item 5)
            print(short_line(f"{args.file}:{line}: action {i} {quote(text)}: {exc}"), file=sys.stderr)
            return 1
    flush()
    if args.json:
        print(json.dumps(rules.final_summary(game.state), ensure_ascii=False, indent=1))
    elif game.state.result is None:
        who = game.state.to_move()
        name = game.state.name(who) if who is not None else "nobody"
        print(f"(record ends in round {game.state.round}; {name} to move)")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from game.bots import bot_kinds
    from game.simulate import simulate

    rules = ruleset(args.game)
    known = bot_kinds(rules)
    for kind in args.bots:
        if kind not in known:
            raise UsageError(f"{PROG} simulate: unknown bot '{kind}' for {rules.title} "
                             f"(known: {', '.join(known)})")
    if not rules.min_seats <= args.players <= rules.max_seats:
        raise UsageError(f"{PROG} simulate: {rules.title} seats {rules.min_seats} to "
                         f"{rules.max_seats} players, not {args.players}")
    names = tuple(f"Seat {i + 1}" for i in range(args.players))
    extra: dict[str, object] = {}
    levels = getattr(rules, "solo_difficulties", None)
    if levels is not None:
        if args.solo_difficulty not in levels:
            raise UsageError(f"{PROG} simulate: --solo-difficulty of {rules.title} is one of "
                             f"{', '.join(levels)}, not {args.solo_difficulty!r}")
        extra["solo_difficulty"] = args.solo_difficulty
    if "competitive_rounds" in inspect.signature(rules.make_setup).parameters:
        extra["competitive_rounds"] = args.competitive_rounds
    try:
        template = rules.make_setup(names, args.seed, args.variant, **extra)
    except OptionError as exc:
        raise UsageError(f"{PROG} simulate: {exc}") from None
    problems = card_problems(rules)
    if problems:
        for line in problems:
            print(line, file=sys.stderr)
        return 2
    progress = tqdm(range(args.games), desc="games", unit="game", file=sys.stderr,
                    disable=args.quiet, leave=False)
    report = simulate(template, args.games, args.seed, args.bots, progress=progress, rules=rules)
    data = report.as_dict()
    if args.json:
        print(json.dumps(data))
        return 0
    print(f"games               {data['games']} of {rules.title} ({args.players} seats, "
          f"bots: {' '.join(args.bots)})")
    print(f"mean rounds         {data['mean_rounds']}")
    if "end_initiative" in data["reasons"]:  # Meaning Made `initiatives`: its two endings by name
        print(f"End Initiative      {data['end_initiative_rate']:.1%}")
        print(f"collapse            {data['collapse_rate']:.1%}")
    else:
        ends = "  ".join(f"{k}: {v:.1%}" for k, v in data["reasons"].items())
        print(f"ended by            {ends}")
    print(f"stalled             {data['stalled']}")
    print(f"mean winning score  {data['mean_winning_score']}")
    rates = "  ".join(f"seat {i + 1}: {r:.1%}" for i, r in enumerate(data["seat_win_rates"]))
    print(f"seat win rates      {rates}")
    print(f"games per second    {data['games_per_second']}")
    print(f"actions per second  {data['actions_per_second']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
