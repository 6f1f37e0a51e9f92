"""Game records (docs/records.md): a setup, a seed, optionally a fixed position, and the actions.

A record is YAML for people (tutorials, puzzles, campaign chapters, bug reports); a save is the
same mapping as JSON. Both read through :func:`setup_from_dict`, which names the field at fault.

Records and saves carry a format number (ruling I18 f). The same fields can mean different
rules in different formats, so the reader is told which format wrote them:

- format 1 (and a record with no ``format`` field): the first player was fixed unless the record
  named ``rotate_first_player``;
- format 2 (I1 amended): the first-player marker passes clockwise unless the record says
  otherwise, and everything this version writes states its ``turn_order`` explicitly;
- format 3 (DI20 made the default by the lab, ruling I16): later seats start with extra tokens
  unless the record names ``no_turn_order_tokens``; formats 1 and 2 without either name were
  played without them, and everything this version writes names the setting either way;
- format 4 (I19): a turn whose two actions are spent waits while its player may still convert;
  earlier formats ended it with the second action; everything this version writes names
  ``late_conversion`` either way;
- format 5 (DI22): two seats play by their own numbers (starting Meaning, a donation's worth and
  the group's cap, the second player's extra tokens); a two-seat record of an earlier format
  played by the numbers of every table, and everything this version writes at two seats names
  ``two_seat_table`` either way;
- format 6 (DI23): four seats play by their own numbers (starting Meaning 4, the group's cap of 2,
  the second player's extra 🔍); a four-seat record of an earlier format played by the numbers of
  every table, and everything this version writes at four seats names ``four_seat_table``;
- format 7 (DI24): round 1's Event never ends the game at once (the deal passes over such an
  Event); a record of an earlier format was dealt without it, and everything this version writes
  names ``calm_first_event`` either way.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game.family.errors import RecordError
from game.family.setup_fields import fail as _fail
from game.family.setup_fields import read_flag
from game.family.setup_fields import where as _where
from game.games.initiatives.cards import TOKEN_NAMES

if TYPE_CHECKING:
    from game.family.records import Record
from game.games.initiatives.options import (
    SOLO_DIFFICULTIES,
    TURN_ORDER_SWITCH,
    FixedSetup,
    OptionError,
    SeatStart,
    Setup,
    Variants,
    names_turn_order,
    variants_from_names,
)
from game.games.initiatives.size_rulings import SIZE_RULINGS

RECORD_FORMAT = 7  # what this version writes; it reads every format from 1 on
FIRST_FORMAT = 1  # a record without a format field is of the first format
ROTATION_FORMAT = 2  # from this format on, a record without a turn order rotates (I1 amended)
TOKENS_FORMAT = 3  # from this format on, a record not naming DI20 plays with it (I16)
LATE_CONVERSION_FORMAT = 4  # from this format on, a spent turn waits for a late conversion (I19)
CALM_FIRST_EVENT_FORMAT = 7  # from this format on, round 1's Event never ends the game (DI24)
TOKENS_SWITCH = "turn_order_tokens"
TURN_ORDERS = {"rotate": False, "fixed": True}  # turn_order field -> Variants.fixed_first_player
RECORD_KEYS = {"edition", "players", "seed", "variants", "turn_order", "competitive_rounds",
               "solo_difficulty", "start_player", "end_initiative", "fixed", "actions", "format",
               "title", "notes", "late_conversion", "calm_first_event",
               *SIZE_RULINGS.flags}
FIXED_KEYS = {"event_top", "pattern_top", "initiative_top", "prism", "index", "meaning", "seats"}
SEAT_KEYS = {"tokens", "vitals", "legacy"}


def _int(src: str, data: Any, key: str, lo: int, hi: int, prefix: str = "") -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _fail(src, data, key, f"must be a whole number from {lo} to {hi}, got {value!r}", prefix)
    return value


def _ids(src: str, data: Any, key: str) -> tuple[str, ...]:
    value = data[key]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail(src, data, key, "must be a list of card ids", "fixed.")
    return tuple(value)


def _check_keys(src: str, data: Any, allowed: set[str], prefix: str = "") -> None:
    for key in data:
        if key not in allowed:
            raise RecordError(f"{_where(src, data, key)}: field '{prefix}{key}': unknown field")


def setup_from_dict(data: Any, src: str, record_format: int | None = None) -> Setup:
    """The setup a record or save states, read under the rules of the format that wrote it.

    ``record_format``: the format number of the record or save around ``data`` (it sits beside
    the setup, not in it); None reads ``data``'s own ``format`` field, and without one the
    first format.
    """
    if not isinstance(data, dict):
        raise RecordError(f"{src}: a game record must be a mapping")
    _check_keys(src, data, RECORD_KEYS)
    if record_format is None:
        record_format = (_int(src, data, "format", FIRST_FORMAT, RECORD_FORMAT) if "format" in data
                         else FIRST_FORMAT)
    elif not FIRST_FORMAT <= record_format <= RECORD_FORMAT:
        raise RecordError(f"{src}: field 'format': written by another version ({record_format}); "
                          f"this one reads formats {FIRST_FORMAT} to {RECORD_FORMAT}")
    if "players" not in data:
        raise RecordError(f"{src}: field 'players': missing")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() for p in players):
        raise _fail(src, data, "players", "must be a list of player names")
    if not 1 <= len(players) <= 6:
        raise _fail(src, data, "players", f"1 to 6 players, not {len(players)}")
    seed = _int(src, data, "seed", 0, 2**64 - 1) if "seed" in data else 0
    rounds = _int(src, data, "competitive_rounds", 1, 60) if "competitive_rounds" in data else 8
    names = data.get("variants", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise _fail(src, data, "variants", "must be a list of variant names")
    try:
        variants = variants_from_names(names, rounds, len(players))
    except OptionError as exc:
        raise _fail(src, data, "variants", str(exc)) from None
    variants = _turn_order(src, data, names, variants, record_format)
    if record_format < TOKENS_FORMAT and not _names(names, TOKENS_SWITCH):
        # The default before DI20 was adopted: every seat started with the same tokens.
        variants = replace(variants, turn_order_tokens=False)
    level = data.get("solo_difficulty", "standard")
    if level not in SOLO_DIFFICULTIES:
        raise _fail(src, data, "solo_difficulty", f"one of {', '.join(SOLO_DIFFICULTIES)}")
    start = None
    if "start_player" in data:
        start = _int(src, data, "start_player", 1, len(players)) - 1
    end = data.get("end_initiative")
    if end is not None and not isinstance(end, str):
        raise _fail(src, data, "end_initiative", "must be an Initiative id")
    edition = data.get("edition", "initiatives")
    if edition != "initiatives":
        raise _fail(src, data, "edition", f"unknown edition {edition!r} (known: initiatives)")
    fixed = _fixed(src, data["fixed"]) if "fixed" in data else None
    late = read_flag(data, src, "late_conversion", record_format >= LATE_CONVERSION_FORMAT)
    calm = read_flag(data, src, "calm_first_event", record_format >= CALM_FIRST_EVENT_FORMAT)
    off = SIZE_RULINGS.read(data, src, len(players), record_format)
    try:
        return Setup(tuple(p.strip() for p in players), seed, variants, level, start, end, edition,
                     fixed, late, calm, off)
    except OptionError as exc:
        raise RecordError(f"{_where(src, data)}: {exc}") from None


def _turn_order(src: str, data: Any, names: list[str], variants: Variants,
                record_format: int) -> Variants:
    """Ruling I1 (amended) and I18 (f): which turn-order rule the record was played under."""
    if "turn_order" in data:
        order = data["turn_order"]
        if not isinstance(order, str) or order not in TURN_ORDERS:
            raise _fail(src, data, "turn_order", f"'rotate' or 'fixed', got {order!r}")
        fixed = TURN_ORDERS[order]
        if names_turn_order(names) and variants.fixed_first_player != fixed:
            raise _fail(src, data, "turn_order", f"'{order}' contradicts the variants list")
        return replace(variants, fixed_first_player=fixed)
    if record_format < ROTATION_FORMAT and not names_turn_order(names):
        # The earlier default: the starting player kept the first turn every round.
        return replace(variants, fixed_first_player=True)
    return variants


def _names(names: list[str], switch: str) -> bool:
    """Whether the variants list names ``switch``, on or off."""
    return any(n.strip().lower().replace("-", "_").removeprefix("no_") == switch for n in names)


def _fixed(src: str, fx: Any) -> FixedSetup:
    if not isinstance(fx, dict):
        raise RecordError(f"{src}: field 'fixed': must be a mapping")
    _check_keys(src, fx, FIXED_KEYS, "fixed.")
    kw: dict[str, Any] = {}
    for key in ("event_top", "pattern_top", "initiative_top", "prism", "index"):
        if key in fx:
            kw[key] = _ids(src, fx, key)
    if "meaning" in fx:
        kw["meaning"] = _int(src, fx, "meaning", 1, 12, "fixed.")
    seats = []
    raw_seats = fx.get("seats", [])
    if not isinstance(raw_seats, list):
        raise _fail(src, fx, "seats", "must be a list with one mapping per seat", "fixed.")
    for raw in raw_seats:
        if not isinstance(raw, dict):
            raise RecordError(f"{_where(src, fx, 'seats')}: field 'fixed.seats': each seat is a mapping")
        _check_keys(src, raw, SEAT_KEYS, "fixed.seats.")
        tokens = None
        if "tokens" in raw:
            tok = raw["tokens"]
            if not isinstance(tok, dict):
                raise _fail(src, raw, "tokens", "must map energy/insight/support to numbers",
                            "fixed.seats.")
            _check_keys(src, tok, set(TOKEN_NAMES), "fixed.seats.tokens.")
            tokens = tuple(_int(src, tok, n, 0, 99, "fixed.seats.tokens.") if n in tok else 0
                           for n in TOKEN_NAMES)
        seats.append(SeatStart(
            tokens=tokens,  # type: ignore[arg-type]
            vitals=_int(src, raw, "vitals", 0, 10, "fixed.seats.") if "vitals" in raw else None,
            legacy=_int(src, raw, "legacy", 0, 999, "fixed.seats.") if "legacy" in raw else None,
        ))
    kw["seats"] = tuple(seats)
    return FixedSetup(**kw)


def setup_to_dict(setup: Setup) -> dict[str, Any]:
    """The setup as a record states it (format :data:`RECORD_FORMAT`).

    The turn order is always written, in its own field, and DI20 always named, on or off, so that
    a record says which rules it was played under whatever the defaults are when it is read (I1
    amended, I16).
    """
    v = setup.variants
    names = [n for n in v.names_on() if n.removeprefix("no_") not in (TURN_ORDER_SWITCH, TOKENS_SWITCH)]
    names.append(TOKENS_SWITCH if v.turn_order_tokens else f"no_{TOKENS_SWITCH}")
    out: dict[str, Any] = {"edition": setup.edition, "players": list(setup.players),
                           "seed": setup.seed,
                           "variants": names,
                           "turn_order": "fixed" if v.fixed_first_player else "rotate"}
    if v.competitive:
        out["competitive_rounds"] = v.competitive_rounds
    if setup.solo:
        out["solo_difficulty"] = setup.solo_difficulty
    if setup.start_player is not None:
        out["start_player"] = setup.start_player + 1
    if setup.end_initiative:
        out["end_initiative"] = setup.end_initiative
    if setup.fixed is not None:
        out["fixed"] = _fixed_to_dict(setup.fixed)
    out["late_conversion"] = setup.late_conversion  # always named, as DI20: a record says its rules
    out["calm_first_event"] = setup.calm_first_event  # DI24, likewise
    # DI22 and DI23 named either way, each at the one size it concerns
    out.update(SIZE_RULINGS.write(len(setup.players), setup.size_rulings_off, always=True))
    return out


def _fixed_to_dict(fx: FixedSetup) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in ("event_top", "pattern_top", "initiative_top"):
        if getattr(fx, key):
            out[key] = list(getattr(fx, key))
    if fx.prism is not None:
        out["prism"] = list(fx.prism)
    if fx.index is not None:
        out["index"] = list(fx.index)
    if fx.meaning is not None:
        out["meaning"] = fx.meaning
    if fx.seats:
        seats = []
        for s in fx.seats:
            seat: dict[str, Any] = {}
            if s.tokens is not None:
                seat["tokens"] = dict(zip(TOKEN_NAMES, s.tokens, strict=True))
            if s.vitals is not None:
                seat["vitals"] = s.vitals
            if s.legacy is not None:
                seat["legacy"] = s.legacy
            seats.append(seat)
        out["seats"] = seats
    return out


def load_record(path: str) -> Record:
    """A record of this edition (any game's: :func:`game.family.records.load_record`)."""
    from game.family.records import load_record as load_any

    record = load_any(path)
    if record.rules.id != "initiatives":
        raise RecordError(f"{path}: field 'game': a record of {record.rules.title}, not of this edition")
    return record
