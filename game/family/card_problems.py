"""Whether a game's shipped cards load, asked the same way by every entry point (the title
screen, New game, Continue, play, simulate, replay, lab): a designer's broken card file gives the
list of its problems, one line each, never a traceback."""

from __future__ import annotations

from game.family.errors import CardError
from game.family.ruleset import Ruleset


def card_problems(rules: Ruleset) -> list[str]:
    """The problems of ``rules``' shipped cards, one line each (``file:line: …``); empty if they
    load."""
    try:
        rules.default_cards()
    except CardError as exc:
        return list(exc.errors)
    return []


def summary(rules: Ruleset, problems: list[str]) -> str:
    """One line for a player: the first problem and how many more."""
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return f"{rules.title}'s card files have a problem: {problems[0]}{more}"
