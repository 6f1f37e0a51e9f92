"""The errors every game of the family raises, so callers catch one class whatever the game.

Their messages quote what a file or a player gave (an action, a field's value), and that can be a
megabyte: a save holding a 1 MB action once made a 1 MB refusal that the title screen laid out for
a minute (issue 38 item 5). So every message is cut here, once, for every game and every reader:
each quoted value to :data:`MAX_QUOTE` characters, each line to :data:`MAX_LINE`.
"""

from __future__ import annotations

import re

MAX_QUOTE = 80  # characters of one quoted value kept in a message (an action, a name, a path)
MAX_RUN = 160  # characters of an unquoted run with no space (5,000 digits); paths stay whole
MAX_LINE = 600  # characters of a whole message line, file and field included
SHORT_LINE = 200  # a line this short is left alone: nothing in it can be long

# A quoted value ('…' or "…", as !r writes it) longer than MAX_QUOTE, or a run of MAX_RUN
# characters without a space or quote.
_LONG = re.compile(rf"'[^'\n]{{{MAX_QUOTE - 1},}}'|\"[^\"\n]{{{MAX_QUOTE - 1},}}\""
                   rf"|[^\s'\"]{{{MAX_RUN + 1},}}")


def _cut(part: str) -> str:
    quote = part[0] if part[0] in "'\"" and part[-1] == part[0] else ""
    inner = part[1:-1] if quote else part
    keep = (MAX_QUOTE if quote else MAX_RUN) // 2
    return f"{quote}{inner[:keep]}…{quote} ({len(inner):,} characters)"


def short_line(line: str) -> str:
    """``line`` with every long quoted value cut to its start and its length, and the whole kept
    under :data:`MAX_LINE` by cutting its middle: what a message may show of any input."""
    if len(line) <= SHORT_LINE:
        return line
    line = _LONG.sub(lambda m: _cut(m.group()), line)
    if len(line) > MAX_LINE:
        head, tail = MAX_LINE - 160, 120
        line = f"{line[:head]} … ({len(line) - head - tail:,} characters left out) … {line[-tail:]}"
    return line


def short_message(message: object) -> str:
    """Every line of ``message`` through :func:`short_line`."""
    text = str(message)
    if len(text) <= SHORT_LINE:
        return text
    return "\n".join(short_line(line) for line in text.split("\n"))


def quote(value: object, limit: int = MAX_QUOTE) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters with the full length said;
    for the places that print a value themselves rather than raise one of these errors."""
    if isinstance(value, str) and len(value) > limit:
        start = repr(value[: limit // 2])
        return f"{start[:-1]}…{start[-1]} ({len(value):,} characters)"  # as the errors cut theirs
    text = repr(value)
    if len(text) > limit:
        return f"{text[: limit // 2]}… ({len(text):,} characters)"
    return text


class _ShortMessage(ValueError):
    """A ValueError whose message is cut on the way in (:func:`short_message`)."""

    def __init__(self, message: object = "", *rest: object) -> None:
        super().__init__(short_message(message), *rest)


class IllegalAction(_ShortMessage):
    """``apply`` refused an action and changed nothing; the message says why, for a player to read."""


class NotationError(_ShortMessage):
    """An action's text could not be read; the message names what was wrong."""


class DataError(ValueError):
    """A game's data (cards, boards) did not validate; ``errors`` holds one line per problem,
    each naming file, line and field."""

    def __init__(self, errors: list[str]) -> None:
        if isinstance(errors, str):  # rebuilt from its message (unpickled in another process)
            errors = errors.split("\n")
        errors = [short_message(line) for line in errors]
        super().__init__("\n".join(errors))
        self.errors = errors


class RecordError(_ShortMessage):
    """A record or save could not be read. One line: ``file:line: field 'x': what is wrong``."""


class OptionError(_ShortMessage):
    """A setup that cannot be played, phrased for the person who asked for it."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field  # the record's setup field at fault, when one is (a fixed deal's deck)


class CardError(DataError):
    """A card folder that did not validate: every problem, one line each, in ``errors``."""


class FileError(_ShortMessage):
    """A file that cannot be taken as input at all (missing, a device or pipe, too big, not UTF-8,
    nested too deep); one line: ``file[:line]: what is wrong``."""
