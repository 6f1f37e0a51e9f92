"""Rulings that gave one table size its own numbers, and the records made before them.

A per-size ruling (DI22 and DI23 in `initiatives`, DP14 at five seats, DP18 and DP19 in
`projects`, DL22 in `life`) changes a few numbers at one table size and arrives with a records
format. A record of that size from an earlier format was played by the numbers before it, so its
setup names the ruling among those it plays without, and every number the ruling changed reads
as it was. Each edition declares its rulings once (:class:`SizeRulings`); reading, writing and
looking a number up are shared, so a new per-size ruling is one declaration and a format number.

The numbers a ruling replaced are written into its declaration as values, not read from the
constants they came from: they are what old records were played by, and must not move when a
later ruling or a tune moves today's numbers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from game.family.errors import OptionError
from game.family.setup_fields import read_flag


@dataclass(frozen=True, slots=True)
class SizeRuling:
    """One ruling giving the table of ``seats`` players its own numbers from records ``since``."""

    ruling: str  # its id in docs/rules.md, for messages ("DI23")
    flag: str  # the records field; ``false`` there means the table plays without the ruling
    seats: int
    since: int  # the first records format played with it
    # what the ruling changed, as it was at this size: the constant's name -> its value here
    before: Mapping[str, Any]


class SizeRulings:
    """An edition's per-size rulings."""

    def __init__(self, rulings: Iterable[SizeRuling]) -> None:
        self.rulings = tuple(sorted(rulings, key=lambda r: r.since))
        flags = [r.flag for r in self.rulings]
        if len(set(flags)) != len(flags):
            raise ValueError(f"two per-size rulings share a records field: {flags}")
        self.names = frozenset(name for r in self.rulings for name in r.before)

    @property
    def flags(self) -> tuple[str, ...]:
        return tuple(r.flag for r in self.rulings)

    def at(self, seats: int) -> tuple[SizeRuling, ...]:
        return tuple(r for r in self.rulings if r.seats == seats)

    def check(self, seats: int, without: frozenset[str]) -> str | None:
        """What is wrong with a table of ``seats`` playing ``without`` those rulings, or None."""
        strays = sorted(without - {r.flag for r in self.at(seats)})
        if not strays:
            return None
        ruling = next((r for r in self.rulings if r.flag == strays[0]), None)
        if ruling is None:
            return f"no per-size ruling is called {strays[0]!r}"
        return f"{ruling.flag} ({ruling.ruling}) concerns {ruling.seats} seats, not {seats}"

    def require(self, seats: int, without: frozenset[str]) -> None:
        """A setup's own check: :meth:`check`'s answer as an OptionError."""
        problem = self.check(seats, without)
        if problem:
            raise OptionError(problem)

    def number(self, name: str, now: Any, seats: int, without: frozenset[str]) -> Any:
        """The number ``name`` at this table: ``now`` (today's, at this size) unless the table plays
        without a ruling that changed it here, then the value before the earliest such ruling."""
        if name not in self.names:
            raise KeyError(f"no per-size ruling changes {name!r}")
        for ruling in self.rulings:  # earliest first: the oldest record's numbers win
            if ruling.seats == seats and ruling.flag in without and name in ruling.before:
                return ruling.before[name]
        return now

    def read(self, data: Any, src: str, seats: int, record_format: int) -> frozenset[str]:
        """The rulings a record's table plays without: those of its size it names ``false``, and
        those newer than its format that it does not name. A flag of another size is checked
        (true or false) and changes nothing, as that table never had the ruling's numbers."""
        off = set()
        for ruling in self.rulings:
            played = read_flag(data, src, ruling.flag,
                               record_format >= ruling.since or ruling.seats != seats)
            if not played and ruling.seats == seats:
                off.add(ruling.flag)
        return frozenset(off)

    def write(self, seats: int, without: frozenset[str], always: bool = False) -> dict[str, bool]:
        """The records fields for a table of ``seats``: ``false`` for each ruling it plays
        without, and with ``always`` ``true`` for the others of its size too."""
        return {r.flag: r.flag not in without for r in self.at(seats)
                if always or r.flag in without}

    def switches(self, names: Iterable[str], seats: int) -> frozenset[str]:
        """The rulings of this size a lab job's switches turn off (``no_<flag>``), to replay a
        run made before them."""
        wanted = set(names)
        return frozenset(r.flag for r in self.at(seats) if f"no_{r.flag}" in wanted)
