"""The errors every game of the family raises, so callers catch one class whatever the game."""

from __future__ import annotations


class IllegalAction(ValueError):
    """``apply`` refused an action and changed nothing; the message says why, for a player to read."""


class NotationError(ValueError):
    """An action's text could not be read; the message names what was wrong."""


class DataError(ValueError):
    """A game's data (cards, boards) did not validate; ``errors`` holds one line per problem,
    each naming file, line and field."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("\n".join(errors))
        self.errors = errors


class RecordError(ValueError):
    """A record or save could not be read. One line: ``file:line: field 'x': what is wrong``."""


class OptionError(ValueError):
    """A setup that cannot be played, phrased for the person who asked for it."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field  # the record's setup field at fault, when one is (a fixed deal's deck)


class CardError(DataError):
    """A card folder that did not validate: every problem, one line each, in ``errors``."""


class FileError(ValueError):
    """A file that cannot be taken as input at all (missing, a device or pipe, too big, not UTF-8,
    nested too deep); one line: ``file[:line]: what is wrong``."""
