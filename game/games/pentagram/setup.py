"""What a Pentagram 2 table decides before the first card: seats, seed and the two switches.

``deck_top`` and ``fortunes`` fix a starting position (tutorials, puzzles, bug reports and the
tests) through the same path records use, so an exact position is always replayable.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.family.errors import OptionError, RecordError
from game.family.setup_fields import fail as _fail
from game.family.setup_fields import where as _where
from game.family.setup_fields import whole as _whole
from game.games.pentagram.actions import COLOURS
from game.games.pentagram.state import START_COINS

MIN_SEATS = 2  # ruling PG3
MAX_SEATS = 5
MAX_FORTUNE = 10**6  # a fixed start, not a cap on play: keeps typed-in records sane
SETUP_KEYS = ("players", "seed", "short_game", "richest_wins", "start_player", "deck_top", "fortunes",
              "even_short")
SHORT_DECK = 30  # ruling PG6's switch: at most this many cards
EVEN_SHORT_FORMAT = 2  # from this format on, a short game deals a multiple of the seats (PG6 amended)


@dataclass(frozen=True, slots=True)
class PentagramSetup:
    players: tuple[str, ...]
    seed: int
    short_game: bool = False  # ruling PG6: deal 30 cards instead of 60
    richest_wins: bool = False  # ruling PG7: the total decides instead of the weakest colour
    start_player: int | None = None  # 0-based seat; None draws it from the seed (PG3)
    deck_top: tuple[str, ...] = ()  # card ids put on top of the shuffled deck, top first
    fortunes: tuple[tuple[int, ...], ...] | None = None  # per seat, five starting fortunes
    # PG6 amended: a short game deals the largest multiple of the seat count not above 30, so
    # every seat places as many cards; records of format 1 dealt 30 at any table (False)
    even_short: bool = True

    def deck_size(self) -> int:
        """How many cards this game deals: 60, or a short game's (PG6)."""
        if not self.short_game:
            return 60
        n = len(self.players)
        return SHORT_DECK - SHORT_DECK % n if self.even_short else SHORT_DECK

    def __post_init__(self) -> None:
        n = len(self.players)
        if not MIN_SEATS <= n <= MAX_SEATS:
            raise OptionError(f"Pentagram 2 seats {MIN_SEATS} to {MAX_SEATS} players, not {n}")
        for name in self.players:
            if not isinstance(name, str) or not name.strip():
                raise OptionError("every seat needs a name")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed < 2**64:
            raise OptionError("the seed must be a whole number from 0 to 2^64-1")
        for flag in ("short_game", "richest_wins"):
            if not isinstance(getattr(self, flag), bool):
                raise OptionError(f"{flag} must be true or false")
        sp = self.start_player
        if sp is not None and (isinstance(sp, bool) or not isinstance(sp, int) or not 0 <= sp < n):
            raise OptionError(f"start player must be a seat from 1 to {n}")
        if len(set(self.deck_top)) != len(self.deck_top):
            raise OptionError("deck_top names a card twice")
        limit = self.deck_size()
        if len(self.deck_top) > limit:
            raise OptionError(f"deck_top names {len(self.deck_top)} cards; the deck holds {limit}")
        if self.fortunes is not None:
            if len(self.fortunes) != n:
                raise OptionError(f"fortunes must list one seat for each of the {n} players")
            for row in self.fortunes:
                if len(row) != 5 or not all(_whole(v, 1, MAX_FORTUNE) for v in row):
                    raise OptionError(f"each seat's fortunes are five whole numbers from 1 to "
                                      f"{MAX_FORTUNE} ({', '.join(COLOURS)})")

    def to_dict(self) -> dict[str, Any]:
        """The record's form. Seats are counted from 1 there, as everywhere a player reads."""
        out: dict[str, Any] = {"players": list(self.players), "seed": self.seed,
                               "short_game": self.short_game, "richest_wins": self.richest_wins}
        if self.start_player is not None:
            out["start_player"] = self.start_player + 1
        if self.deck_top:
            out["deck_top"] = list(self.deck_top)
        if self.fortunes is not None:
            out["fortunes"] = [dict(zip(COLOURS, row, strict=True)) for row in self.fortunes]
        if not self.even_short:
            out["even_short"] = False  # a game of format 1, saved again: it dealt 30
        return out

    @staticmethod
    def from_dict(data: Any, src: str, record_format: int = 2) -> PentagramSetup:
        return setup_from_dict(data, src, record_format)


def setup_from_dict(data: Any, src: str, record_format: int = 2) -> PentagramSetup:
    """The inverse of :meth:`PentagramSetup.to_dict`. Raises :class:`RecordError` (a ValueError),
    one line naming ``src`` (with the line, for YAML) and the field, as every game's records do."""
    if not isinstance(data, Mapping):
        raise RecordError(f"{src}: a Pentagram 2 setup must be a mapping, got {type(data).__name__}")
    for key in data:
        if key not in SETUP_KEYS:
            raise _fail(src, data, str(key), f"unknown field (known: {', '.join(SETUP_KEYS)})")
    if "players" not in data:
        raise RecordError(f"{src}: field 'players': missing")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() for p in players):
        raise _fail(src, data, "players", "must be a list of player names")
    n = len(players)
    if not MIN_SEATS <= n <= MAX_SEATS:
        raise _fail(src, data, "players", f"{MIN_SEATS} to {MAX_SEATS} players, not {n}")
    if "seed" not in data:
        raise RecordError(f"{src}: field 'seed': missing")
    seed = data["seed"]
    if not _whole(seed, 0, 2**64 - 1):
        raise _fail(src, data, "seed", f"must be a whole number from 0 to 2^64-1, got {seed!r}")
    flags = {}
    for key in ("short_game", "richest_wins"):
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise _fail(src, data, key, f"must be true or false, got {value!r}")
        flags[key] = value
    start = data.get("start_player")
    if start is not None:
        if not _whole(start, 1, n):
            raise _fail(src, data, "start_player", f"must be a seat from 1 to {n}, got {start!r}")
        start -= 1
    top = data.get("deck_top", [])
    if not isinstance(top, list) or not all(isinstance(c, str) for c in top):
        raise _fail(src, data, "deck_top", "must be a list of card ids, top card first")
    fortunes = None
    if "fortunes" in data:
        fortunes = _fortunes(src, data, n)
    even = data.get("even_short", record_format >= EVEN_SHORT_FORMAT)
    if not isinstance(even, bool):
        raise _fail(src, data, "even_short", f"must be true or false, got {even!r}")
    try:
        return PentagramSetup(tuple(p.strip() for p in players), seed, flags["short_game"],
                              flags["richest_wins"], start, tuple(top), fortunes, even)
    except OptionError as exc:
        raise RecordError(f"{_where(src, data, None)}: {exc}") from None


def _fortunes(src: str, data: Any, n: int) -> tuple[tuple[int, ...], ...]:
    raw = data["fortunes"]
    what = f"must be a list of {n} mappings, one per seat, from colour to coins (1 to {MAX_FORTUNE})"
    if not isinstance(raw, list) or len(raw) != n:
        raise _fail(src, data, "fortunes", what)
    out = []
    for seat in raw:
        if not isinstance(seat, Mapping) or set(seat) - set(COLOURS):
            raise _fail(src, data, "fortunes", what)
        # A colour left out starts at the usual 3 coins (ruling PG3).
        row = tuple(seat.get(c, START_COINS) for c in COLOURS)
        if not all(_whole(v, 1, MAX_FORTUNE) for v in row):
            raise _fail(src, data, "fortunes", what)
        out.append(row)
    return tuple(out)
