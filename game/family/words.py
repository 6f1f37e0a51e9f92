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


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` (a table seats at most six)."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def listing(names: list[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
