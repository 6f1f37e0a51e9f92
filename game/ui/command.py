"""`meaning-made play`: the desktop game (also what `python main.py` runs with no command).

With --autoplay it runs the real game scene with bots in every seat for a number of frames, which
is how CI, benchmarks and screenshots exercise the window without a person.
"""

from __future__ import annotations

import argparse
import json
import sys

HELP = "open the game window (the default when no command is given)"
START_SCENES = ("title", "setup", "rules", "game")


def use_settings(app, speed: str | None) -> None:
    """A player's launch: the saved settings (game/ui/prefs.py), kept as they change, the sound
    and its music, fullscreen if asked. A damaged settings file is said in one line. ``speed``:
    the command line's --speed, for this run only."""
    from game.ui import prefs, sound

    app.prefs, problem = prefs.load()
    try:
        app.prefs_file = prefs.settings_path()
    except OSError:
        app.prefs_file = None
    prefs.apply(app)
    if speed:
        app.settings.animation = speed
    if problem:
        app.say(problem, 8)
    if sound.init():
        sound.start_music()
    if app.prefs.fullscreen and not app.fullscreen:
        app.toggle_fullscreen()


# The table options' defaults: a command line that leaves them so asks for no table of its own.
DEFAULT_PLAYERS, DEFAULT_BOTS, DEFAULT_SOLO = 3, "random", "standard"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from game.family import DEFAULT_GAME, GAMES

    parser.add_argument("--game", "--edition", dest="game", default=DEFAULT_GAME, choices=list(GAMES),
                        metavar="GAME", help=f"which game: {', '.join(GAMES)} (default: {DEFAULT_GAME})")
    parser.add_argument("--autoplay", action="store_true", help="bots in every seat, no person needed")
    parser.add_argument(
        "--players",
        type=int,
        default=DEFAULT_PLAYERS,
        choices=range(1, 7),
        metavar="N",
        help="seats for --autoplay or --start game (default 3)",
    )
    parser.add_argument("--seed", type=int, default=1, metavar="S")
    parser.add_argument("--bots", default=DEFAULT_BOTS, metavar="KIND", help="bot kind for --autoplay")
    parser.add_argument("--solo-difficulty", default=DEFAULT_SOLO, choices=("easy", "standard", "hard"))
    parser.add_argument("--variant", action="append", default=[], metavar="NAME")
    parser.add_argument("--frames", type=int, default=None, metavar="F", help="stop after F frames")
    parser.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG")
    parser.add_argument("--size", type=window_size, default=None, metavar="WxH",
                        help="the window's first size, e.g. 1280x720 (default: fits the screen); "
                             "the table scales to fit it")
    parser.add_argument(
        "--frame-stats",
        action="store_true",
        help='print {"frames", "p50_ms", "p95_ms", "max_ms"} of frame work times',
    )
    parser.add_argument("--start", choices=START_SCENES, default="title", help="the first screen")
    parser.add_argument(
        "--speed", choices=("slow", "normal", "fast", "off"), default=None,
        help="animation speed for this run (default: the one in Settings, normal at first)"
    )


def _table_options_given(args: argparse.Namespace) -> bool:
    """Whether the command line shapes a table (seats, bots, variants) beyond the defaults."""
    return (args.players != DEFAULT_PLAYERS or args.bots != DEFAULT_BOTS or bool(args.variant)
            or args.solo_difficulty != DEFAULT_SOLO)


def _table_setup(args: argparse.Namespace) -> tuple:
    """The game's rules, the setup the command line asks for and the seats' names; a one-line
    usage error for a bot, a seat count or a variant the game does not have."""
    from game.bots import bot_kinds
    from game.family import ruleset
    from game.family.errors import OptionError
    from game.usage import UsageError

    rules = ruleset(args.game)
    known = bot_kinds(rules)
    if args.bots not in known:
        raise UsageError(f"meaning-made play: unknown bot '{args.bots}' for {rules.title} "
                         f"(known: {', '.join(known)})")
    if not rules.min_seats <= args.players <= rules.max_seats:
        raise UsageError(f"meaning-made play: {rules.title} seats {rules.min_seats} to "
                         f"{rules.max_seats} players, not {args.players}")
    names = tuple(
        f"Bot {i + 1}" if args.autoplay else ("You", "Brooke", "Casey", "Drew", "Eli", "Fran")[i]
        for i in range(args.players)
    )
    extra = {"solo_difficulty": args.solo_difficulty} if hasattr(rules, "solo_difficulties") else {}
    try:
        setup = rules.make_setup(names, args.seed, args.variant, **extra)
    except OptionError as exc:
        raise UsageError(f"meaning-made play: {exc}") from None
    return rules, setup, names


def window_size(text: str) -> tuple[int, int]:
    """``1280x720`` → (1280, 720), for --size."""
    w, sep, h = text.lower().replace("×", "x").partition("x")
    if not (sep and w.isdigit() and h.isdigit() and 320 <= int(w) <= 16384 and 240 <= int(h) <= 16384):
        raise argparse.ArgumentTypeError(f"'{text}' is not a window size like 1280x720 "
                                         "(320x240 to 16384x16384)")
    return int(w), int(h)


def run(args: argparse.Namespace) -> int:
    from game.family.registry import plugin
    from game.usage import UsageError

    front = plugin(args.game)  # its name and table, without loading its rules
    from game.ui.tables import has_table

    if not has_table(front.id):
        raise UsageError(f"meaning-made play: {front.title} has no desktop table yet; play it "
                         f"headless with 'meaning-made simulate --game {front.id}'")
    if args.frames is not None and args.frames < 1:
        raise UsageError("meaning-made play: --frames must be at least 1")
    if not 0 <= args.seed < 2**64:
        raise UsageError("meaning-made play: --seed must be from 0 to 2^64-1")
    # The title loads a game's rules only when the player picks something that needs them (the
    # first frame must not wait for them); a table started from the command line, or options that
    # shape one, load and check them now.
    rules = setup = names = None
    if args.autoplay or args.start == "game" or _table_options_given(args):
        rules, setup, names = _table_setup(args)
        if args.autoplay or args.start == "game":
            from game.family.card_problems import card_problems

            problems = card_problems(rules)
            if problems:
                # The title screen shows these and goes on; a table cannot be laid without cards.
                for line in problems:
                    print(line, file=sys.stderr)
                return 2
    if args.screenshot:
        from game.family.files import output_problem

        problem = output_problem(args.screenshot, (".png",))
        if problem:
            raise UsageError(f"meaning-made play: --screenshot {problem}")

    import os

    import pygame

    from game.family.match import Match
    from game.ui.app import App, Settings
    from game.ui.layout import LayoutError
    from game.ui.saves import SeatConfig
    from game.ui.session import Session
    from game.ui.theme import SEAT_COLOUR_ORDER

    try:
        app = App(Settings(animation=args.speed or "normal", live_reload=not args.autoplay), size=args.size)
        app.game_id = front.id
    except pygame.error as exc:
        print(f"meaning-made: cannot open a window: {exc}", file=sys.stderr)
        return 2
    if (
        args.frames is None
        and "SDL_VIDEODRIVER" not in os.environ
        and pygame.display.get_driver() in ("offscreen", "dummy")
    ):
        # SDL fell back to an invisible window: a person would wait for nothing.
        app.quit()
        print(
            "meaning-made: no screen found to open the game window on (for a headless run use "
            "--frames N with --screenshot PATH)",
            file=sys.stderr,
        )
        return 2
    try:
        if args.autoplay or args.start == "game":
            from game.ui.tables import table_scene

            kind = args.bots if args.autoplay else "human"
            seats = [
                SeatConfig(n, SEAT_COLOUR_ORDER[i], kind if (args.autoplay or i > 0) else "human")
                for i, n in enumerate(names)
            ]
            if not args.autoplay:
                seats = [
                    SeatConfig(s.name, s.colour, "human" if i == 0 else args.bots)
                    for i, s in enumerate(seats)
                ]
            game = Match(rules, setup)
            # Autoplay never touches the player's own saved game.
            app.push(table_scene(app, Session(game, seats, autosave=not args.autoplay)))
        elif args.start == "setup":
            from game.ui.scenes.setup_scene import SetupScene

            app.push(SetupScene(app))
        else:
            from game.ui.scenes.title import TitleScene

            app.push(TitleScene(app))
            if args.start == "rules":
                from game.ui.scenes.rules_scene import RulesScene

                app.push(RulesScene(app))
        if args.frames is None and not args.autoplay:
            use_settings(app, args.speed)
            from game.ui.hints import HintError, Hints

            try:
                app.overlays.append(Hints(app))
            except HintError as exc:
                app.say(f"Hints are off: {exc}", 6)  # a broken hints file never stops the game
        app.run(frames=args.frames)
        if args.screenshot:
            try:
                app.screenshot(args.screenshot)
            except (OSError, pygame.error) as exc:
                print(f"meaning-made play: --screenshot {args.screenshot}: cannot save: {exc}",
                      file=sys.stderr)
                return 2
        if args.frame_stats:
            print(json.dumps(app.stats.summary()))
    except LayoutError as exc:
        print(exc, file=sys.stderr)
        return 2
    finally:
        app.quit()
    return 0
