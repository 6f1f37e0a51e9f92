"""Dealing helpers the card games of the family share (editions `projects` and `life`)."""

from __future__ import annotations

from game.family.errors import OptionError


def stack_top(deck: list[str], top: tuple[str, ...], what: str, field: str) -> None:
    """Put the named cards on top of a shuffled deck, the first named on the very top. A name the
    deck does not hold is the setup's fault: an :class:`OptionError` naming ``field``."""
    for cid in top:
        if cid not in deck:
            raise OptionError(f"the fixed deal names {what} '{cid}', which is not in the deck", field)
    rest = [c for c in deck if c not in top]
    deck[:] = rest + list(reversed(top))
