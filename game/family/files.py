"""Reading a person's files without trusting them, and writing ours so that nothing is ever half
written: every loader (cards, records, saves, art) and every writer (saves, exports) goes through
here.

A path may name a FIFO (opening it would wait forever), /dev/zero (reading it never ends), a
folder, a 50 MB file or bytes that are not text; each is refused in one line naming the file,
before anything is read.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import stat
import tempfile
import unicodedata
from pathlib import Path
from typing import Any

from game.family import limits
from game.family.errors import FileError

# What a file's text may hold that no line of the game can show: controls (a NUL ends pygame's
# render), lone surrogates (not encodable, so neither drawn nor written), format characters (a
# zero-width space alone draws nothing, which pygame refuses) and line or paragraph separators.
_UNPRINTABLE = frozenset({"Cc", "Cs", "Cf", "Zl", "Zp"})


def printable(text: str) -> str:
    """``text`` with every character a screen or a terminal cannot show on one line written as its
    escape (``\\x00``, ``\\ud800``, ``\\u200b``, ``\\n``): what a message or a list may show of
    a stranger's file, drawn at once and never a second line."""
    if text.isprintable():  # the usual case, at C speed: nothing to escape
        return text
    return "".join(_escape(c) if unicodedata.category(c) in _UNPRINTABLE else c for c in text)


def unprintable(text: str) -> str | None:
    """The first character of ``text`` that :func:`printable` would escape, or None: a name
    holding one cannot be drawn at a table nor written to a save."""
    if text.isprintable():
        return None
    return next((c for c in text if unicodedata.category(c) in _UNPRINTABLE), None)


def _escape(char: str) -> str:
    if char in "\n\r\t" or ord(char) > 0xFF:
        return json.dumps(char)[1:-1]  # \n, \u200b, \ud800 as Python and JSON write them
    return f"\\x{ord(char):02x}"


def check_regular(path: str | Path, shown: str | None = None,
                  max_bytes: int = limits.MAX_FILE_BYTES) -> int:
    """The size of ``path`` if it is a regular file no bigger than ``max_bytes``; else FileError."""
    name = shown or str(path)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise FileError(f"{name}: cannot read: {exc.strerror or exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise FileError(f"{name}: is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        # Devices and pipes: reading them may never end, or never start.
        raise FileError(f"{name}: not a regular file (a device, pipe or socket)")
    if info.st_size > max_bytes:
        raise FileError(f"{name}: too big ({info.st_size:,} bytes; a file of this kind is at most "
                        f"{max_bytes:,})")
    return info.st_size


def read_bytes(path: str | Path, shown: str | None = None, max_bytes: int = limits.MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; else FileError, one line."""
    name = shown or str(path)
    check_regular(path, name, max_bytes)
    try:
        # O_NONBLOCK: had the path become a FIFO since the check, opening it must not wait.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                raise FileError(f"{name}: not a regular file (a device, pipe or socket)")
            data = fh.read(max_bytes + 1)
    except FileError:
        raise
    except OSError as exc:
        raise FileError(f"{name}: cannot read: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise FileError(f"{name}: too big (a file of this kind is at most {max_bytes:,} bytes)")
    return data


def read_text(path: str | Path, shown: str | None = None, max_bytes: int = limits.MAX_FILE_BYTES) -> str:
    """A regular file's UTF-8 text; FileError (one line naming the file and line) otherwise."""
    name = shown or str(path)
    data = read_bytes(path, name, max_bytes)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise FileError(f"{name}:{line}: not UTF-8 text (byte {data[exc.start]:#04x})") from None


class _Refused:
    """What the JSON parser builds for a number it must not take (too long, not finite, out of
    range, NaN): parsing goes on, and :func:`load_json` then names the field that holds it."""

    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


def _short(text: str, width: int = 24) -> str:
    return text if len(text) <= width else f"{text[:width - 1]}…"


def _bounded_int(text: str) -> int | _Refused:
    digits = len(text.lstrip("-"))
    if digits > limits.MAX_INT_DIGITS:
        return _Refused(f"a number of {digits:,} digits (at most {limits.MAX_INT_DIGITS} are read)")
    return int(text)


def _bounded_float(text: str) -> float | _Refused:
    value = float(text)
    if not math.isfinite(value) or abs(value) >= limits.MAX_NUMBER:
        return _Refused(f"{_short(text)} is out of range (a number is finite and under "
                        f"1e{limits.MAX_INT_DIGITS})")
    return value


def _no_constant(name: str) -> _Refused:
    return _Refused(f"{name} is not a number a game writes")


def _key_text(key: str) -> str:
    """A key as a one-line message may quote it: control characters escaped, long keys cut."""
    return _short(printable(json.dumps(key, ensure_ascii=False)[1:-1]), 16)


def _first_refused(value: Any, where: str = "") -> tuple[str, _Refused] | None:
    """The first refused number in ``value`` (document order) and where it is: ``a.b[2]``."""
    if isinstance(value, _Refused):
        return where, value
    if isinstance(value, dict):
        items: Any = ((f"{where}.{_key_text(key)}" if where else _key_text(key), v)
                      for key, v in value.items())
    elif isinstance(value, list):
        items = ((f"{where}[{i}]", v) for i, v in enumerate(value))
    else:
        return None
    for at, v in items:
        if isinstance(v, dict | list | _Refused):
            found = _first_refused(v, at)
            if found is not None:
                return found
    return None


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_JSON_BRACKET = re.compile(r"[\[\]{}]")


def json_nesting(text: str) -> int:
    """How deep ``text``'s arrays and objects nest, strings skipped: checked before parsing, as
    Python's json module recurses once a level."""
    steps = (1 if b in "[{" else -1 for b in _JSON_BRACKET.findall(_JSON_STRING.sub("", text)))
    return max(itertools.accumulate(steps), default=0)


def load_json(text: str, shown: str) -> Any:
    """Parse JSON within the limits; FileError ``file:line: what`` otherwise.

    Refused before or while parsing, the file named and, for a number, the field holding it:
    nesting deeper than ``MAX_NESTING``; an integer of more than ``MAX_INT_DIGITS`` digits; a
    number that is not finite (``1e999``, ``-1e999``, ``NaN``, ``Infinity``) or not under
    ``MAX_NUMBER``. What comes back holds only finite numbers a caller can compute with."""
    if json_nesting(text) > limits.MAX_NESTING:
        raise FileError(f"{shown}: nested more than {limits.MAX_NESTING} levels deep; the file is damaged")
    refused = 0

    def count(parse: Any) -> Any:
        def parse_counted(token: str) -> Any:
            nonlocal refused
            value = parse(token)
            refused += isinstance(value, _Refused)
            return value
        return parse_counted

    try:
        data = json.loads(text, parse_int=count(_bounded_int), parse_float=count(_bounded_float),
                          parse_constant=count(_no_constant))
    except json.JSONDecodeError as exc:
        raise FileError(f"{shown}:{exc.lineno}: not valid JSON ({exc.msg}); the file is damaged") from None
    except ValueError as exc:
        raise FileError(f"{shown}: {exc}; the file is damaged") from None
    if refused:
        found = _first_refused(data)
        # Not found: a key given twice, its refused value replaced by a later one; still damage.
        where, bad = found if found is not None else ("", _Refused("a number out of range"))
        field = f"field '{where}': " if where else ""
        raise FileError(f"{shown}: {field}{bad.reason}; the file is damaged")
    return data


def read_json(path: str | Path, shown: str | None = None, max_bytes: int = limits.MAX_FILE_BYTES) -> Any:
    """A JSON data file (settings, a save, a history entry), read and parsed within every limit:
    :func:`read_text` (a regular file, a symlink only to one, at most ``max_bytes``, UTF-8) then
    :func:`load_json` (nesting, finite numbers in range). FileError, one line, otherwise."""
    name = shown or str(path)
    return load_json(read_text(path, name, max_bytes), name)


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename it over
    ``path``: a reader sees the old file or the new one, never half of one. A full disk raises
    OSError and leaves the old file and no temporary one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        # A write to a full disk names no file; the player needs to know which one failed.
        raise OSError(exc.errno, exc.strerror or str(exc), exc.filename or str(path)) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def output_problem(path: str | Path, suffixes: tuple[str, ...] = ()) -> str | None:
    """Why a file cannot be written at ``path`` (asked before hours of work, not after), in
    words; None if it can. Nothing is made on disk."""
    target = Path(path)
    if suffixes and target.suffix.lower() not in suffixes:
        return f"{path}: the file name must end in {' or '.join(suffixes)}"
    if target.is_dir():
        return f"{path}: is a folder; give a file name"
    reason = _unwritable(target.parent)
    return f"{path}: {reason}" if reason else None


def folder_problem(folder: str | Path) -> str | None:
    """Why files cannot be written into ``folder`` (or the folder be made), in words; None if
    they can. Nothing is made on disk."""
    reason = _unwritable(Path(folder))
    return f"{folder}: {reason}" if reason else None


def _unwritable(folder: Path) -> str | None:
    # Tried by writing a file in the nearest folder that exists, as permissions alone do not
    # tell (a read-only disk, root).
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        return f"{existing} is a file, not a folder"
    try:
        with tempfile.TemporaryFile(dir=existing):
            pass
    except OSError as exc:
        return f"cannot write in {existing}: {exc.strerror or exc}"
    return None
