"""Sentences about players that read well for a seat named "You" and for any other name.

A seat named exactly "You" (New game's default for the first seat) is spoken to: "You accept",
"Your worker"; any other name is spoken of: "Alex accepts", "Alex's worker".
"""

from __future__ import annotations

YOU = "You"

# Verbs whose third person is not the base plus "s".
_THIRD = {"have": "has", "be": "is", "do": "does", "go": "goes", "pass": "passes",
          "finish": "finishes", "reach": "reaches", "miss": "misses"}


def is_you(name: str) -> bool:
    return name == YOU


def verb(name: str, base: str, third: str | None = None) -> str:
    """``You place`` / ``Alex places``; ``third`` for an irregular third person."""
    if is_you(name):
        return f"{YOU} {'are' if base == 'be' else base}"
    return f"{name} {third or _THIRD.get(base, base + 's')}"


def whose(name: str) -> str:
    """``Your`` / ``Alex's``."""
    return "Your" if is_you(name) else f"{name}'s"


def possessive(name: str) -> str:
    """``your`` / ``Alex's``, inside a sentence."""
    return "your" if is_you(name) else f"{name}'s"


_BASE = {v: k for k, v in _THIRD.items()} | {"is": "are"}
_MODALS = {"may", "can", "must", "will", "should", "could", "to"}


def does(name: str, phrase: str, sep: str = " ") -> str:
    """A seat doing what ``phrase`` says in the third person, spoken right for "You":
    ``does("You", "chooses a token")`` is ``You choose a token``, ``does("Alex", …)`` is
    ``Alex chooses a token``; a phrase that is not a verb ("to move") is kept as it is."""
    if not is_you(name):
        return f"{name}{sep}{phrase}"
    first, _, rest = phrase.partition(" ")
    if first in _BASE:
        first = _BASE[first]
    elif first in _MODALS or not first.endswith("s"):
        pass
    elif first.endswith("ies"):
        first = first[:-3] + "y"
    elif first.endswith(("ches", "shes", "sses", "xes", "zes")):
        first = first[:-2]
    else:
        first = first[:-1]
    return f"{name}{sep}{first}{' ' + rest if rest else ''}"


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` (a table seats at most six)."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def listing(names: list[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
