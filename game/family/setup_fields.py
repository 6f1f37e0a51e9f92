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
