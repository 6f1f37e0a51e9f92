"""What the table shows right now: the state at rest, or part-way through an action's events.

The scene never diffs two states to find what moved. It keeps this plain copy of the table, and
while an action animates it moves the copy along the engine's own events (``Match.last_events``),
each of which carries its outcome (the card, the space, the fortune after). Nothing here decides
anything: every value written comes from the state or from an event.

An event is applied in two halves, so a moving thing is never drawn twice: :meth:`Shown.lift`
takes it off where it was when its motion starts, :meth:`Shown.land` puts it where it goes when
the motion ends. ``lift`` then ``land`` of every event turns the table before an action into the
table after it (the tests check this over whole games).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.family.ruleset import Event
from game.games.pentagram.actions import column


@dataclass
class Shown:
    cards: list[list[str | None]] = field(default_factory=list)  # [row][col], col 0 = price 4
    workers: list[list[list[int]]] = field(default_factory=list)  # seats on each space
    fortunes: list[list[int]] = field(default_factory=list)  # [seat][colour]
    home: list[int] = field(default_factory=list)  # workers at home, per seat
    drawn: str | None = None
    deck: int = 0  # cards left; the order is hidden
    discard: list[str] = field(default_factory=list)
    placed: tuple[int, int] | None = None  # (row, col) of a card awaiting its worker decision

    @classmethod
    def of(cls, state: Any) -> Shown:
        shown = cls()
        shown.sync(state)
        return shown

    def sync(self, state: Any) -> None:
        """Show ``state`` as it is (at rest: no action is being animated)."""
        self.cards = [row[:] for row in state.cards]
        self.workers = [[space[:] for space in row] for row in state.workers]
        self.fortunes = [p.fortunes[:] for p in state.players]
        self.home = [p.home for p in state.players]
        self.drawn = state.drawn
        self.deck = len(state.deck)
        self.discard = list(state.discard)
        self.placed = state.placed

    def key(self) -> tuple:
        """Everything shown, as one value: the table's still picture is kept while it holds."""
        return (tuple(map(tuple, self.cards)), tuple(tuple(map(tuple, row)) for row in self.workers),
                tuple(map(tuple, self.fortunes)), tuple(self.home), self.drawn, self.deck,
                tuple(self.discard), self.placed)

    def same_as(self, state: Any) -> bool:
        return self == Shown.of(state)

    # -- events, in two halves ----------------------------------------------------------------
    def lift(self, event: Event) -> None:
        """The start of ``event``'s motion: take off the table what is about to move."""
        kind, d = event
        if kind == "placed":
            self.drawn = None
        elif kind == "drawn":
            self.deck = d["left"]
        elif kind == "worker_placed":
            self.fortunes[d["seat"]][d["row"]] = d["after"]
            self.home[d["seat"]] -= 1
            self.placed = None
        elif kind == "worker_moved":
            self.workers[d["row"]][d["from"]].remove(d["seat"])
        elif kind == "discarded":
            self.cards[d["row"]][column(d["price"])] = None
        elif kind in ("passed", "no_worker"):
            self.placed = None

    def land(self, event: Event) -> None:
        """The end of ``event``'s motion: put the moved thing where the event says it went."""
        kind, d = event
        if kind == "placed":
            self.cards[d["row"]][d["col"]] = d["card"]
            self.placed = (d["row"], d["col"])
        elif kind == "drawn":
            self.drawn = d["card"]
        elif kind == "worker_placed":
            self.workers[d["row"]][column(d["price"])].append(d["seat"])
        elif kind == "paid":
            self.fortunes[d["seat"]][d["dst"]] = d["after"]
        elif kind == "worker_moved":
            if d["to"] == "home":
                self.home[d["seat"]] += 1
            else:
                self.workers[d["row"]][d["to"]].append(d["seat"])
        elif kind == "discarded":
            self.discard.append(d["card"])
        elif kind == "no_worker":
            self.placed = None

    def apply(self, event: Event) -> None:
        self.lift(event)
        self.land(event)
