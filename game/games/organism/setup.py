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
RAIN_MAX_SEATS = 3  # ruling ODI19: the RAIN boards seat up to three organisms along the bottom
THRESHOLD_RANGE = (3, 15)  # ruling O3
DEFAULT_THRESHOLD = 12  # ruling O3, chosen by the lab with the planner (docs/organism-balance.md)
RAIN_DEFAULT_THRESHOLD = 5  # ruling O9
RAIN_RANGE = (1, 30)
SETUP_KEYS = ("players", "seed", "threshold", "open_board", "rain", "rain_threshold", "rain_double",
              "mutations", "start_player")


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
        for flag in ("open_board", "rain", "rain_double"):
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
        return out


def setup_from_dict(data: Any, src: str) -> OrganismSetup:
    """The inverse of :meth:`OrganismSetup.to_dict`; one RecordError line naming the field."""
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
    for key in ("open_board", "rain", "rain_double"):
        value = data.get(key, False)
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
    try:
        return OrganismSetup(tuple(p.strip() for p in players), data["seed"], threshold,
                             flags["open_board"], flags["rain"], rain_threshold, flags["rain_double"],
                             tuple(sorted(set(mutations))), start)
    except OptionError as exc:
        raise RecordError(f"{_where(src, data, None)}: {exc}") from None
