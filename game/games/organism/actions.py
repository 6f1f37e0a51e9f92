"""ORGANISM actions and their notation (docs/organism.md), one decision per action::

    introduce EMG        fill your three home spaces with EAT, MOVE, GROW in that order (A)
    choose g7 move       act with the organism at g7, taking its MOVE count of actions (C)
    eat f9 f8            the EAT at f9 takes the food of the open space f8, plus one (D)
    grow move e8 f9      add a MOVE element at e8, its food paid by the GROW at f9 first (D, O10 i;
                         no payer named when it costs nothing, nor in records of format 1)
    move f9 g9           move the element at f9 to the open space g9 (D)
    circulate f9 e9      pass one food from the element at f9 to the one at e9 (D)
    stop                 give up this organism's remaining actions (ruling ODI4)

The mutations add (docs/organism.md, ODI32 on)::

    move f9 g9 grow      METAMORPHOSE: the element becomes a GROW as it moves onto a field
    grow slide e8        a field (SLIDE, WARP, PROJECT, PILLAR, METAMORPHOSE) at e8, or under an element
    shift f9 g9          move the field at f9 to g9 (a MOVE action)
    push f9 g9 g10       PUSH: f9 moves into g9, pushing the element there on to g10 (and so on)
    pulse g7 ne          PULSE: the whole organism at g7 moves one space north-east (n ne se s sw nw)
    contract g7          CONTRACT: every other element of the organism one space closer to g7
    transmute f9 grow    TRANSMUTE: the element at f9 counts as a GROW for the rest of the turn
    combust f9 eat       COMBUST: remove the element at f9 for two EAT actions
    echo g7              ECHO: the organism at g7 takes the echoed action before C
    avenge               AVENGE: spend a held free turn (taken after this one)
    regenerate           REGENERATE: yes, grow the lost element back (its owner's answer, O10 h)
    decline              REGENERATE: no, let it go

Spaces are named as in :mod:`game.games.organism.hexes` (``g7`` is the centre).
"""

from __future__ import annotations

from typing import NamedTuple

from game.family.errors import NotationError
from game.games.organism import hexes
from game.games.organism.hexes import Cell

EAT, MOVE, GROW = 0, 1, 2
TYPES = ("eat", "move", "grow")  # the seed's order; index = element type
LETTERS = "EMG"
# The heterarchy (seed, E): EAT disrupts GROW, GROW disrupts MOVE, MOVE disrupts EAT.
DISRUPTS = (GROW, EAT, MOVE)  # DISRUPTS[t] is the type that type t disrupts
KINDS = ("introduce", "choose", "eat", "grow", "move", "circulate", "stop", "shift", "push", "pulse",
         "contract", "transmute", "combust", "echo", "avenge", "regenerate", "decline")
# What GROW can add: the three element types, then the field kinds (etype 3 + the kind)
GROWS = (*TYPES, "slide", "warp", "project", "pillar", "metamorphose")
# PULSE's directions, in hexes.DIRS order, as the board is drawn (north is up)
DIR_NAMES = ("se", "ne", "n", "nw", "sw", "s")


def grow_of(word: str, text: str) -> int:
    w = word.strip().lower()
    if w in GROWS:
        return GROWS.index(w)
    return type_of(word, text)


def dir_of(word: str, text: str) -> int:
    w = word.strip().lower()
    if w not in DIR_NAMES:
        raise NotationError(f"'{word}' is not a direction ({', '.join(DIR_NAMES)}): {text!r}")
    return DIR_NAMES.index(w)


def type_of(word: str, text: str) -> int:
    w = word.strip().lower()
    for i, t in enumerate(TYPES):
        if w == t or w == LETTERS[i].lower():
            return i
    raise NotationError(f"'{word}' is not an element type (eat, move, grow): {text!r}")


class Action(NamedTuple):
    kind: str
    a: Cell | None = None  # choose: a cell of the organism; eat: the EAT; move/circulate: from;
    # grow: the GROW element that pays first (O10 i), None when nothing is paid
    b: Cell | None = None  # eat: the space eaten; grow: where; move/circulate: to
    etype: int = -1  # choose: the element type chosen; grow: the type grown
    order: tuple[int, ...] = ()  # introduce: the types for the home spaces, first to last
    path: tuple[Cell, ...] = ()  # push: the mover's space, then each space the chain moves into

    def __str__(self) -> str:
        k = self.kind
        if k == "introduce":
            return "introduce " + "".join(LETTERS[t] for t in self.order)
        if k == "choose":
            return f"choose {hexes.name(self.a)} {TYPES[self.etype]}"  # type: ignore[arg-type]
        if k == "grow":
            payer = f" {hexes.name(self.a)}" if self.a is not None else ""
            return f"grow {GROWS[self.etype]} {hexes.name(self.b)}{payer}"  # type: ignore[arg-type]
        if k == "move" and self.etype >= 0:
            return f"move {hexes.name(self.a)} {hexes.name(self.b)} {TYPES[self.etype]}"  # type: ignore[arg-type]
        if k in ("eat", "move", "circulate", "shift"):
            return f"{k} {hexes.name(self.a)} {hexes.name(self.b)}"  # type: ignore[arg-type]
        if k == "push":
            return "push " + " ".join(hexes.name(c) for c in self.path)
        if k == "pulse":
            return f"pulse {hexes.name(self.a)} {DIR_NAMES[self.etype]}"  # type: ignore[arg-type]
        if k in ("contract", "echo"):
            return f"{k} {hexes.name(self.a)}"  # type: ignore[arg-type]
        if k in ("transmute", "combust"):
            return f"{k} {hexes.name(self.a)} {TYPES[self.etype]}"  # type: ignore[arg-type]
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
            if len(args) not in (2, 3):
                raise NotationError(f"'grow' takes a type, a space and the GROW that pays, like "
                                    f"'grow move e8 f9': {text!r}")
            payer = hexes.parse(args[2]) if len(args) == 3 else None
            return Action("grow", payer, hexes.parse(args[1]), grow_of(args[0], text))
        if kind == "move" and len(args) == 3:  # METAMORPHOSE: the type it becomes
            return Action("move", hexes.parse(args[0]), hexes.parse(args[1]), type_of(args[2], text))
        if kind in ("eat", "move", "circulate", "shift"):
            need(2, f"two spaces, like '{kind} f9 f8'")
            return Action(kind, hexes.parse(args[0]), hexes.parse(args[1]))
        if kind == "push":
            if len(args) < 3:
                raise NotationError(f"'push' takes the mover's space and at least two more, like "
                                    f"'push f9 g9 g10': {text!r}")
            path = tuple(hexes.parse(w) for w in args)
            return Action("push", path[0], path[1], path=path)
        if kind == "pulse":
            need(2, "a space of the organism and a direction, like 'pulse g7 ne'")
            return Action("pulse", hexes.parse(args[0]), None, dir_of(args[1], text))
        if kind in ("contract", "echo"):
            need(1, f"one space, like '{kind} g7'")
            return Action(kind, hexes.parse(args[0]))
        if kind in ("transmute", "combust"):
            need(2, f"a space and a type, like '{kind} f9 grow'")
            return Action(kind, hexes.parse(args[0]), None, type_of(args[1], text))
        if kind in ("stop", "avenge", "regenerate", "decline"):
            need(0, "nothing after it")
            return Action(kind)
        raise NotationError(f"unknown action '{words[0]}' (known: {', '.join(KINDS)})")


STOP = Action("stop")
