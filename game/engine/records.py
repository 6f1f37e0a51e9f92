"""Game records (docs/records.md): a setup, a seed, optionally a fixed position, and the actions.

A record is YAML for people (tutorials, puzzles, campaign chapters, bug reports); a save is the
same mapping as JSON. Both read through :func:`setup_from_dict`, which names the field at fault.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine import yaml_lines
from game.engine.cards import TOKEN_NAMES
from game.family.errors import RecordError

if TYPE_CHECKING:
    from game.family.records import Record
from game.engine.options import (
    SOLO_DIFFICULTIES,
    FixedSetup,
    OptionError,
    SeatStart,
    Setup,
    variants_from_names,
)

RECORD_KEYS = {"edition", "players", "seed", "variants", "competitive_rounds", "solo_difficulty",
               "start_player", "end_initiative", "fixed", "actions", "format", "title", "notes"}
FIXED_KEYS = {"event_top", "pattern_top", "initiative_top", "prism", "index", "meaning", "seats"}
SEAT_KEYS = {"tokens", "vitals", "legacy"}


def _where(src: str, data: Any, key: str | None = None) -> str:
    line = 0
    if key is not None and isinstance(data, yaml_lines.LDict):
        line = data.line_of(key)
    elif data is not None:
        line = yaml_lines.line_of(data)
    return f"{src}:{line}" if line else src


def _fail(src: str, data: Any, key: str, what: str, prefix: str = "") -> RecordError:
    return RecordError(f"{_where(src, data, key)}: field '{prefix}{key}': {what}")


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


def setup_from_dict(data: Any, src: str) -> Setup:
    if not isinstance(data, dict):
        raise RecordError(f"{src}: a game record must be a mapping")
    _check_keys(src, data, RECORD_KEYS)
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
    try:
        return Setup(tuple(p.strip() for p in players), seed, variants, level, start, end, edition,
                     fixed)
    except OptionError as exc:
        raise RecordError(f"{_where(src, data)}: {exc}") from None


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
    out: dict[str, Any] = {"edition": setup.edition, "players": list(setup.players),
                           "seed": setup.seed, "variants": setup.variants.names_on()}
    if setup.variants.competitive:
        out["competitive_rounds"] = setup.variants.competitive_rounds
    if setup.solo:
        out["solo_difficulty"] = setup.solo_difficulty
    if setup.start_player is not None:
        out["start_player"] = setup.start_player + 1
    if setup.end_initiative:
        out["end_initiative"] = setup.end_initiative
    if setup.fixed is not None:
        out["fixed"] = _fixed_to_dict(setup.fixed)
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
