"""What an edition `life` table decides before round 1: its switches, and what every Meaning Made
table decides (seats, seed, starting player, a fixed deal: game/games/meaning_made/table_setup.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.family.errors import OptionError, RecordError
from game.family.setup_fields import read_flag, read_head, read_ids, read_start_player, where
from game.games.life.size_rulings import SIZE_RULINGS
from game.games.meaning_made.table_setup import TOPS, check_deal, check_seats, record_form

MIN_SEATS, MAX_SEATS = 2, 5  # L1
SWITCH_NAMES = ("fixed_first_player", "inert_local_drift", "layer10_in_opening_row", "turn_order_tokens",
                "scaled_events", "second_player_tokens")
Tokens = tuple[int, int, int, int, int]  # ☀️ 🔁 🧩 💎 ❤️ (cards.TOKENS)
_NONE: Tokens = (0, 0, 0, 0, 0)
_SUN: Tokens = (1, 0, 0, 0, 0)
# The extra starting tokens of the player 0, 1, 2 ... turns after the starting player, by table
# size (the index; () where a ruling says nothing of that size), one table a ruling. Where two
# rulings that are on speak of one size, the later one's row is the table's.
# DL19 (a switch): only the last of four or five is behind in the lab (docs/life-balance.md).
# DL22 gives five seats their own row: the 4th 2☀️ more, the 5th 1☀️ 2🔁 (found by the tuner).
LATER_SEAT_TOKENS_AT: tuple[tuple[Tokens, ...], ...] = (
    (), (), (), (), (_NONE, _NONE, _NONE, _SUN), (_NONE, _NONE, _NONE, (2, 0, 0, 0, 0), (1, 2, 0, 0, 0)))
LAYER10_FORMAT = 2  # records before it dealt the opening Row as the seed words it (DL17)
# records before it played every Event as printed, at any table (DL20), and started every seat
# with the same tokens (DL19 was a switch, off)
SCALED_EVENTS_FORMAT = 3
# 4: L9 and L10 add choices (Stabilize at World Drift 0, the conversion when asked for ❤️): a
# format-3 record replays the same, a reader of format 3 would refuse a record that takes them.
CHOICES_FORMAT = 4
# DL21 (a switch): the second of two players starts with 1☀️ more. Without it the starting player
# won 62 % of two-seat games (docs/life-balance.md); records before format 5 gave them nothing.
SECOND_PLAYER_TOKENS_AT: tuple[tuple[Tokens, ...], ...] = ((), (), (_NONE, _SUN), (), (), ())
SECOND_PLAYER_FORMAT = 5
# 6: DL22 gave five seats their own row (size_rulings.py)
RECORD_FORMAT = 6
# DL20: what a table of N players adds to every Event's pending Drift and local 🌀: one per seat
# beyond three, one less at two (the seed's Events play as printed at three seats, its example's
# table; the lab, docs/life-balance.md).
EVENT_SCALING = {2: (-1, -1), 3: (0, 0), 4: (1, 1), 5: (2, 2)}
SETUP_KEYS = ("players", "seed", *SWITCH_NAMES, "start_player", *TOPS, *SIZE_RULINGS.flags)


@dataclass(frozen=True, slots=True)
class LifeSetup:
    players: tuple[str, ...]
    seed: int
    fixed_first_player: bool = False  # DL1: the first seat moves on one each round unless on
    inert_local_drift: bool = False  # L6's switch: local Drift tokens never raise World Drift
    layer10_in_opening_row: bool = False  # DL17 off: the opening Row passes over Layer 10 tiles
    turn_order_tokens: bool = True  # DL19: the 4th and 5th players of round 1 start with 1☀️ more
    scaled_events: bool = True  # DL20: Events press harder the more seats, less at two
    second_player_tokens: bool = True  # DL21: the second of two players starts with 1☀️ more
    start_player: int | None = None  # 0-based; None draws it from the seed
    event_top: tuple[str, ...] = ()
    pattern_top: tuple[str, ...] = ()
    project_top: tuple[str, ...] = ()
    # The per-size rulings (size_rulings.py: DL22) this table plays without: only a record from
    # before one, of its size, which was dealt by the numbers before it.
    size_rulings_off: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        check_seats(self, "Life Builds Meaning", MIN_SEATS, MAX_SEATS)
        check_deal(self)
        SIZE_RULINGS.require(len(self.players), self.size_rulings_off)

    def extra_tokens(self, position: int) -> Tokens:
        """The extra starting tokens of the player ``position`` turns after the starting player:
        DL19's at four and five players, DL21's at two, none with their switches off."""
        return self.seat_tokens()[position]

    def seat_tokens(self) -> tuple[Tokens, ...]:
        """Every turn position's extra starting tokens at this table (the rulings' tables above,
        read when asked so that a tune can change one entry)."""
        n = len(self.players)
        row: tuple[Tokens, ...] = (_NONE,) * n
        later = SIZE_RULINGS.number("LATER_SEAT_TOKENS_AT", LATER_SEAT_TOKENS_AT[n], n,
                                    self.size_rulings_off)
        for on, sized in ((self.turn_order_tokens, later),
                          (self.second_player_tokens, SECOND_PLAYER_TOKENS_AT[n])):
            if on and sized:
                row = sized
        return row

    def event_scaling(self) -> tuple[int, int]:
        """DL20: what this table adds to every Event's (pending Drift, local 🌀)."""
        return EVENT_SCALING[len(self.players)] if self.scaled_events else (0, 0)

    def to_dict(self) -> dict[str, Any]:
        """The record's form. Seats are counted from 1 there, as everywhere a player reads."""
        out = record_form(self, SWITCH_NAMES)
        out.update(SIZE_RULINGS.write(len(self.players), self.size_rulings_off))
        return out


def _default(switch: str, record_format: int) -> bool:
    """A switch a record leaves out: as the rules of the record's own format had it."""
    if switch == "layer10_in_opening_row":
        return record_format < LAYER10_FORMAT
    if switch in ("scaled_events", "turn_order_tokens"):  # DL20, and DL19 on since then
        return record_format >= SCALED_EVENTS_FORMAT
    if switch == "second_player_tokens":
        return record_format >= SECOND_PLAYER_FORMAT
    return False


def setup_from_dict(data: Any, src: str, record_format: int = SCALED_EVENTS_FORMAT) -> LifeSetup:
    """The inverse of :meth:`LifeSetup.to_dict`: one line naming ``src``, the line and the field
    for anything wrong (:class:`RecordError`). A record of format 1 that does not name
    ``layer10_in_opening_row`` was dealt before DL17, so it reads as on; one before format 3 that
    does not name ``scaled_events`` or ``turn_order_tokens`` played every Event as printed (DL20)
    and every seat with the same tokens (DL19), so they read as off; one before format 5 that does
    not name ``second_player_tokens`` gave the second of two players nothing (DL21); one before
    format 6 that does not name ``five_seat_row`` dealt five seats DL19's first row (DL22)."""
    players, seed = read_head(data, src, SETUP_KEYS, (MIN_SEATS, MAX_SEATS))
    flags = {key: read_flag(data, src, key, _default(key, record_format)) for key in SWITCH_NAMES}
    start = read_start_player(data, src, len(players))
    tops = {key: read_ids(data, src, key) for key in TOPS}
    off = SIZE_RULINGS.read(data, src, len(players), record_format)
    try:
        return LifeSetup(tuple(p.strip() for p in players), seed, **flags, start_player=start,
                         **tops, size_rulings_off=off)
    except OptionError as exc:
        raise RecordError(f"{where(src, data, None)}: {exc}") from None
