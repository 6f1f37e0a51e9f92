"""What an ORGANISM table decides before the first turn: seats, seed, the board's length, the
power threshold (ruling O3), RAIN (O9) and the mutations in play (O8)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.family.errors import OptionError, RecordError
from game.family.setup_fields import fail as _fail
from game.family.setup_fields import where as _where
from game.family.setup_fields import whole as _whole

MIN_SEATS, MAX_SEATS = 1, 6  # one seat only with RAIN (solo); 2-6 compete (seed, SETUP)
RAIN_MAX_SEATS = 4  # ruling O10 (c): "up to 4 separate players" along RAIN's bottom edge
# The record formats (docs/records.md): 2 plays the audit's rulings O10 (b)-(j); a format-1
# record replays as played (o10: false).
O10_FORMAT = 2
# O10 (c), the seed's RAIN table: rings in play -> the most seats its bottom edge holds (7 spaces:
# 2 organisms, 9: 3, 11: 4)
RAIN_RINGS = {3: 2, 4: 3, 5: 4}
RECORD_FORMAT = 2
THRESHOLD_RANGE = (3, 15)  # ruling O3
DEFAULT_THRESHOLD = 12  # ruling O3, chosen by the lab with the planner (docs/organism-balance.md)
RAIN_DEFAULT_THRESHOLD = 5  # ruling O9
RAIN_RANGE = (1, 30)
SETUP_KEYS = ("players", "seed", "threshold", "open_board", "rain", "rain_threshold", "rain_double",
              "mutations", "start_player", "o10", "rain_rings",
              "inherit_pattern")


@dataclass(frozen=True, slots=True)
class OrganismSetup:
    players: tuple[str, ...]
    seed: int
    threshold: int = DEFAULT_THRESHOLD  # power that ends the game (O3)
    open_board: bool = False  # O1: the longer board (one more ring) where the seat count allows
    rain: bool = False  # O9: RAIN, solo or cooperative
    rain_threshold: int = RAIN_DEFAULT_THRESHOLD
    rain_double: bool = False  # O9's switch: two RAIN elements a turn
    mutations: tuple[str, ...] = ()  # O8: the mutations in play, by switch name, sorted
    start_player: int | None = None  # 0-based; None draws it from the seed
    # O10 (b)-(j) as ruled 2026-11-27; off only to replay a record of format 1 as it was played
    o10: bool = True
    # O10 (c): RAIN's rings in play (3, 4 or 5: a column die of 7, 9 or 11); 0: the smallest
    # board the seats fit (what format 1 always played)
    rain_rings: int = 0
    # O10 (j): INHERIT's fields, a pattern named in the board data or "random" (ODI48's draw)
    inherit_pattern: str = "random"

    def __post_init__(self) -> None:
        n = len(self.players)
        lo = MIN_SEATS if self.rain else 2
        hi = RAIN_MAX_SEATS if self.rain else MAX_SEATS
        if not lo <= n <= hi:
            what = "with RAIN" if self.rain else "without RAIN (one seat plays RAIN solo)"
            raise OptionError(f"ORGANISM seats {lo} to {hi} players {what}, not {n}")
        for name in self.players:
            if not isinstance(name, str) or not name.strip():
                raise OptionError("every seat needs a name")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed < 2**64:
            raise OptionError("the seed must be a whole number from 0 to 2^64-1")
        if not _whole(self.threshold, *THRESHOLD_RANGE):
            raise OptionError(f"the power threshold is a whole number from {THRESHOLD_RANGE[0]} to "
                              f"{THRESHOLD_RANGE[1]} (ruling O3)")
        if not _whole(self.rain_threshold, *RAIN_RANGE):
            raise OptionError(f"RAIN's power threshold is a whole number from {RAIN_RANGE[0]} to "
                              f"{RAIN_RANGE[1]}")
        rr = self.rain_rings
        if rr != 0:
            if not self.rain:
                raise OptionError("RAIN's board size is a RAIN setting: switch on RAIN to choose it")
            if isinstance(rr, bool) or rr not in RAIN_RINGS:
                raise OptionError(f"RAIN's rings in play are 3, 4 or 5 (7, 9 or 11 columns), not {rr!r}")
            if n > RAIN_RINGS[rr]:
                raise OptionError(f"RAIN's board of {2 * rr + 1} columns seats up to {RAIN_RINGS[rr]} "
                                  f"players, not {n}")
        ip = self.inherit_pattern
        if not isinstance(ip, str) or not ip.strip() or len(ip) > 40:
            raise OptionError("INHERIT's pattern is a pattern's id from the board file, or random")
        for flag in ("open_board", "rain", "rain_double", "o10"):
            if not isinstance(getattr(self, flag), bool):
                raise OptionError(f"{flag} must be true or false")
        from game.games.organism.mutations import FIELD_MUTATIONS, IMPLEMENTED

        for m in self.mutations:
            if m not in IMPLEMENTED:
                raise OptionError(f"unknown mutation '{m}' (playable: {', '.join(IMPLEMENTED)})")
        if list(self.mutations) != sorted(set(self.mutations)):
            raise OptionError("mutations must be named once each, in alphabetical order")
        for m in ("immolate", "inherit"):
            if m in self.mutations and not set(self.mutations) & set(FIELD_MUTATIONS):
                raise OptionError(f"{m.upper()} places fields of another field mutation: switch on SLIDE, "
                                  "WARP, PROJECT, PILLAR or METAMORPHOSE too")
        sp = self.start_player
        if sp is not None and (isinstance(sp, bool) or not isinstance(sp, int) or not 0 <= sp < n):
            raise OptionError(f"start player must be a seat from 1 to {n}")

    def has(self, mutation: str) -> bool:
        return mutation in self.mutations

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": list(self.players), "seed": self.seed,
                               "threshold": self.threshold, "open_board": self.open_board}
        if self.rain:
            out.update(rain=True, rain_threshold=self.rain_threshold, rain_double=self.rain_double)
        if self.mutations:
            out["mutations"] = list(self.mutations)
        if self.start_player is not None:
            out["start_player"] = self.start_player + 1
        if self.rain and self.rain_rings:
            out["rain_rings"] = self.rain_rings
        if self.has("inherit") and self.inherit_pattern != "random":
            out["inherit_pattern"] = self.inherit_pattern
        if not self.o10:
            out["o10"] = False
        return out


def setup_from_dict(data: Any, src: str, record_format: int = RECORD_FORMAT) -> OrganismSetup:
    """The inverse of :meth:`OrganismSetup.to_dict`; one RecordError line naming the field. A
    record of format 1 plays the rules before O10 unless it says otherwise."""
    if not isinstance(data, Mapping):
        raise RecordError(f"{src}: an ORGANISM setup must be a mapping, got {type(data).__name__}")
    for key in data:
        if key not in SETUP_KEYS:
            raise _fail(src, data, str(key), f"unknown field (known: {', '.join(SETUP_KEYS)})")
    if "players" not in data:
        raise RecordError(f"{src}: field 'players': missing")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() for p in players):
        raise _fail(src, data, "players", "must be a list of player names")
    if "seed" not in data:
        raise RecordError(f"{src}: field 'seed': missing")
    if not _whole(data["seed"], 0, 2**64 - 1):
        raise _fail(src, data, "seed", f"must be a whole number from 0 to 2^64-1, got {data['seed']!r}")
    flags = {}
    for key in ("open_board", "rain", "rain_double", "o10"):
        value = data.get(key, record_format >= O10_FORMAT if key == "o10" else False)
        if not isinstance(value, bool):
            raise _fail(src, data, key, f"must be true or false, got {value!r}")
        flags[key] = value
    threshold = data.get("threshold", DEFAULT_THRESHOLD)
    if not _whole(threshold, *THRESHOLD_RANGE):
        raise _fail(src, data, "threshold", f"must be a whole number from {THRESHOLD_RANGE[0]} to "
                    f"{THRESHOLD_RANGE[1]}, got {threshold!r}")
    rain_threshold = data.get("rain_threshold", RAIN_DEFAULT_THRESHOLD)
    if not _whole(rain_threshold, *RAIN_RANGE):
        raise _fail(src, data, "rain_threshold", f"must be a whole number from {RAIN_RANGE[0]} to "
                    f"{RAIN_RANGE[1]}, got {rain_threshold!r}")
    mutations = data.get("mutations", [])
    if not isinstance(mutations, list) or not all(isinstance(m, str) for m in mutations):
        raise _fail(src, data, "mutations", "must be a list of mutation names")
    start = data.get("start_player")
    if start is not None:
        if not _whole(start, 1, max(1, len(players))):
            raise _fail(src, data, "start_player", f"must be a seat from 1 to {len(players)}, got {start!r}")
        start -= 1
    rain_rings = data.get("rain_rings", 0)
    if rain_rings != 0 and not _whole(rain_rings, 3, 5):
        raise _fail(src, data, "rain_rings", f"must be 3, 4 or 5 (7, 9 or 11 columns), got {rain_rings!r}")
    pattern = data.get("inherit_pattern", "random")
    if not isinstance(pattern, str):
        raise _fail(src, data, "inherit_pattern", f"must be a pattern's id or random, got {pattern!r}")
    try:
        return OrganismSetup(tuple(p.strip() for p in players), data["seed"], threshold,
                             flags["open_board"], flags["rain"], rain_threshold, flags["rain_double"],
                             tuple(sorted(set(mutations))), start, flags["o10"], rain_rings,
                             pattern)
    except OptionError as exc:
        raise RecordError(f"{_where(src, data, None)}: {exc}") from None
