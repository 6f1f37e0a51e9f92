"""Checks for a setup read from a record or save: each failure one line with file, line, field."""

from __future__ import annotations

from typing import Any

from game.family.errors import RecordError


def whole(value: Any, lo: int, hi: int) -> bool:
    """A whole number in ``lo..hi`` (YAML's true/false are not numbers here)."""
    return not isinstance(value, bool) and isinstance(value, int) and lo <= value <= hi


def where(src: str, data: Any, key: str | None = None) -> str:
    """``src:line`` of ``key`` in ``data`` (a line-aware YAML mapping), or of ``data`` itself."""
    line = 0
    if key is not None and hasattr(data, "line_of"):
        line = data.line_of(key)
    elif hasattr(data, "line"):
        line = data.line
    return f"{src}:{line}" if line else src


def fail(src: str, data: Any, key: str, what: str, prefix: str = "") -> RecordError:
    """One line naming the file, the line and the field (``prefix`` names the mapping it sits
    in, as ``fixed.``)."""
    return RecordError(f"{where(src, data, key)}: field '{prefix}{key}': {what}")


def switch_values(switches: Any, raw: Any, title: str) -> dict[str, bool]:
    """Each switch's value from the names a player gave: ``name`` (or ``name-with-dashes``) turns
    one on, ``no_name`` off; the rest keep their defaults. ``switches`` are the game's Switch
    records. An unknown name is an OptionError naming the game and the known switches."""
    from game.family.errors import OptionError

    values = {s.name: s.default for s in switches}
    for given in raw:
        name = str(given).strip().lower().replace("-", "_")
        if name in values:
            values[name] = True
        elif name.startswith("no_") and name[3:] in values:
            values[name[3:]] = False
        else:
            raise OptionError(f"unknown switch '{given}' for {title} (known: "
                              f"{', '.join(values)}, or no_<name> to switch one off)")
    return values


def read_head(data: Any, src: str, keys: Any, seats: tuple[int, int]) -> tuple[list[str], int]:
    """The part every game's setup reader starts with: a mapping of known ``keys`` with its
    ``players`` (``seats`` = fewest, most) and ``seed``. Returns (players, seed)."""
    from collections.abc import Mapping

    if not isinstance(data, Mapping):
        raise RecordError(f"{src}: a setup must be a mapping, got {type(data).__name__}")
    for key in data:
        if key not in keys:
            raise fail(src, data, str(key), f"unknown field (known: {', '.join(keys)})")
    for key in ("players", "seed"):
        if key not in data:
            raise RecordError(f"{where(src, data, None)}: field '{key}': missing")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() for p in players):
        raise fail(src, data, "players", "must be a list of player names")
    lo, hi = seats
    if not lo <= len(players) <= hi:
        raise fail(src, data, "players", f"{lo} to {hi} players, not {len(players)}")
    seed = data["seed"]
    if not whole(seed, 0, 2**64 - 1):
        raise fail(src, data, "seed", f"must be a whole number from 0 to 2^64-1, got {seed!r}")
    return players, seed


def read_flag(data: Any, src: str, key: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise fail(src, data, key, f"must be true or false, got {value!r}")
    return value


def read_start_player(data: Any, src: str, seats: int) -> int | None:
    """``start_player`` as records write it (1-based) to the 0-based seat, or None (drawn)."""
    start = data.get("start_player")
    if start is None:
        return None
    if not whole(start, 1, seats):
        raise fail(src, data, "start_player", f"must be a seat from 1 to {seats}, got {start!r}")
    return int(start) - 1


def read_ids(data: Any, src: str, key: str, what: str = "must be a list of card ids, top card first",
             default: Any = ()) -> tuple[str, ...]:
    ids = data.get(key, list(default))
    if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
        raise fail(src, data, key, what)
    return tuple(ids)


def check_player_names(data: Any, src: str) -> None:
    """Every game's setup names its seats in ``players``: a name longer than any table can show
    (a 3 MB name loaded, then every label that drew it crawled) is damage, refused in one line
    before the game's own reader."""
    from game.family import limits

    players = data.get("players") if hasattr(data, "get") else None
    if not isinstance(players, list):
        return  # the game's own reader says what is wrong with it
    for name in players:
        if isinstance(name, str) and len(name) > limits.MAX_PLAYER_NAME:
            raise fail(src, data, "players", f"a name of {len(name):,} characters (at most "
                                             f"{limits.MAX_PLAYER_NAME})")
