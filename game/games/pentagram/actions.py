"""Pentagram 2 actions and their notation (docs/pentagram.md), one action per line::

    place yellow 3     put the card just drawn on the yellow row's space priced 3
    worker             put one of your workers on that card, paying its price
    pass               leave the card without a worker
"""

from __future__ import annotations

from typing import NamedTuple

from game.family.errors import NotationError

COLOURS = ("yellow", "orange", "purple", "blue", "black")  # ruling PG1, row order top to bottom
LETTERS = ("Y", "O", "P", "B", "K")  # short names: K is black, as in printing
PRICES = (4, 3, 2, 1, 0)  # ruling PG2: a row's spaces, left to right
KINDS = ("place", "worker", "pass")


def colour_index(word: str) -> int:
    w = word.strip().lower()
    for i, name in enumerate(COLOURS):
        if w == name or w == LETTERS[i].lower():
            return i
    raise NotationError(f"'{word}' is not a colour ({', '.join(COLOURS)})")


class Action(NamedTuple):
    kind: str
    row: int = -1  # place: the colour row (index into COLOURS)
    price: int = -1  # place: the space's price, 4 (left) to 0 (right)

    def __str__(self) -> str:
        if self.kind == "place":
            return f"place {COLOURS[self.row]} {self.price}"
        return self.kind

    @staticmethod
    def parse(text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(f"an action is text, not {type(text).__name__}")
        words = text.split()
        if not words:
            raise NotationError("empty action")
        kind = words[0].lower()
        if kind == "place":
            if len(words) != 3:
                raise NotationError(f"'place' takes a colour and a price, like 'place yellow 3': {text!r}")
            price = words[2]
            if len(price) != 1 or price not in "01234":
                raise NotationError(f"a price is 0, 1, 2, 3 or 4, not {price!r}: {text!r}")
            return Action("place", colour_index(words[1]), int(price))
        if kind in ("worker", "pass"):
            if len(words) != 1:
                raise NotationError(f"'{kind}' takes nothing after it: {text!r}")
            return Action(kind)
        raise NotationError(f"unknown action '{words[0]}' (known: {', '.join(KINDS)})")


def column(price: int) -> int:
    """The space's index in its row, 0 at the left (price 4)."""
    return 4 - price
