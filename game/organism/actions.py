"""ORGANISM actions and their notation (docs/organism.md), one decision per action::

    introduce EMG        fill your three home spaces with EAT, MOVE, GROW in that order (A)
    choose g7 move       act with the organism at g7, taking its MOVE count of actions (C)
    eat f9 f8            the EAT at f9 takes the food of the open space f8, plus one (D)
    grow move e8         add a MOVE element at e8, paid from the organism's GROW elements (D)
    move f9 g9           move the element at f9 to the open space g9 (D)
    circulate f9 e9      pass one food from the element at f9 to the one at e9 (D)
    stop                 give up this organism's remaining actions (ruling ODI4)

Spaces are named as in :mod:`game.organism.hexes` (``g7`` is the centre).
"""

from __future__ import annotations

from typing import NamedTuple

from game.family.errors import NotationError
from game.organism import hexes
from game.organism.hexes import Cell

EAT, MOVE, GROW = 0, 1, 2
TYPES = ("eat", "move", "grow")  # the seed's order; index = element type
LETTERS = "EMG"
# The heterarchy (seed, E): EAT disrupts GROW, GROW disrupts MOVE, MOVE disrupts EAT.
DISRUPTS = (GROW, EAT, MOVE)  # DISRUPTS[t] is the type that type t disrupts
KINDS = ("introduce", "choose", "eat", "grow", "move", "circulate", "stop")


def type_of(word: str, text: str) -> int:
    w = word.strip().lower()
    for i, t in enumerate(TYPES):
        if w == t or w == LETTERS[i].lower():
            return i
    raise NotationError(f"'{word}' is not an element type (eat, move, grow): {text!r}")


class Action(NamedTuple):
    kind: str
    a: Cell | None = None  # choose: a cell of the organism; eat: the EAT; move/circulate: from
    b: Cell | None = None  # eat: the space eaten; grow: where; move/circulate: to
    etype: int = -1  # choose: the element type chosen; grow: the type grown
    order: tuple[int, ...] = ()  # introduce: the types for the home spaces, first to last

    def __str__(self) -> str:
        k = self.kind
        if k == "introduce":
            return "introduce " + "".join(LETTERS[t] for t in self.order)
        if k == "choose":
            return f"choose {hexes.name(self.a)} {TYPES[self.etype]}"  # type: ignore[arg-type]
        if k == "grow":
            return f"grow {TYPES[self.etype]} {hexes.name(self.b)}"  # type: ignore[arg-type]
        if k in ("eat", "move", "circulate"):
            return f"{k} {hexes.name(self.a)} {hexes.name(self.b)}"  # type: ignore[arg-type]
        return k

    @staticmethod
    def parse(text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(f"an action is text, not {type(text).__name__}")
        words = text.split()
        if not words:
            raise NotationError("empty action")
        kind = words[0].lower()
        args = words[1:]

        def need(n: int, example: str) -> None:
            if len(args) != n:
                raise NotationError(f"'{kind}' takes {example}: {text!r}")

        if kind == "introduce":
            need(1, "the three types in home order, like 'introduce EMG'")
            order = tuple(type_of(ch, text) for ch in args[0])
            return Action("introduce", order=order)
        if kind == "choose":
            need(2, "a space of the organism and a type, like 'choose g7 move'")
            return Action("choose", hexes.parse(args[0]), None, type_of(args[1], text))
        if kind == "grow":
            need(2, "a type and a space, like 'grow move e8'")
            return Action("grow", None, hexes.parse(args[1]), type_of(args[0], text))
        if kind in ("eat", "move", "circulate"):
            need(2, f"two spaces, like '{kind} f9 f8'")
            return Action(kind, hexes.parse(args[0]), hexes.parse(args[1]))
        if kind == "stop":
            need(0, "nothing after it")
            return Action("stop")
        raise NotationError(f"unknown action '{words[0]}' (known: {', '.join(KINDS)})")


STOP = Action("stop")
