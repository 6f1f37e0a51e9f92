"""What the lab's commands share about their arguments: the one-line usage error, the --out
folder tried before a game is played, the card folder as workers read it, the command line a
report quotes, and a Dask scheduler checked before anything runs. The sub-commands (a run, a
ladder, a tuning, a check) import this, not each other."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

DEFAULT_BOT = "search-lab"
# What a run's games depend on: saved in DIR/run.json, adopted (or checked) by --resume.
SETUP_FLAGS = {"game": "--game", "players": "--players", "games": "--games", "bots": "--bots",
               "solo_difficulty": "--solo-difficulty", "seed": "--seed", "cards": "--cards",
               "variant": "--variant", "conversion": "--conversion"}


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


def cards_path(args: argparse.Namespace) -> str | None:
    """The card folder as the workers read it: absolute, so a run does not depend on where it
    was started from (nor a resumed one on where it is resumed from)."""
    return str(Path(args.cards).resolve()) if args.cards else None


def cards_label(args: argparse.Namespace) -> str:
    label = getattr(args, "cards_label", None) or args.cards
    return label or f"cards/{args.game}"


def check_scheduler(address: str) -> None:
    """Refuse a bad address, or a missing ``distributed``, before anything is played or written."""
    import importlib.util

    from game.lab.cluster import INSTALL_HINT, ClusterError, check_address

    try:
        check_address(address)
    except ClusterError as exc:
        raise usage_error(str(exc)) from None
    if importlib.util.find_spec("distributed") is None:
        raise usage_error(INSTALL_HINT)


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
