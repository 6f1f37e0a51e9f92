"""The one error a command raises for a bad command line: printed as one line, exit 2."""

from __future__ import annotations


class UsageError(Exception):
    pass
