"""Checks for a setup read from a record or save: each failure one line with file, line, field."""

from __future__ import annotations

from typing import Any

from game.family.errors import RecordError


def whole(value: Any, lo: int, hi: int) -> bool:
    """A whole number in ``lo..hi`` (YAML's true/false are not numbers here)."""
    return not isinstance(value, bool) and isinstance(value, int) and lo <= value <= hi


def where(src: str, data: Any, key: str | None) -> str:
    """``src:line`` of ``key`` in ``data`` (a line-aware YAML mapping), or of ``data`` itself."""
    line = 0
    if key is not None and hasattr(data, "line_of"):
        line = data.line_of(key)
    elif hasattr(data, "line"):
        line = data.line
    return f"{src}:{line}" if line else src


def fail(src: str, data: Any, key: str, what: str) -> RecordError:
    return RecordError(f"{where(src, data, key)}: field '{key}': {what}")


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
