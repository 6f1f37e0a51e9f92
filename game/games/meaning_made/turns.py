"""The turn machinery every Meaning Made edition plays the same way: whose choice the game waits
for (a pending decision's seat, else the turn's seat), what happened as events, one action played
to the next choice, and a look-ahead world with its decks' order resampled.

An edition's state class takes :class:`TurnState` as a base and its rules hand their own steps
to :func:`play`; what differs between editions stays in the edition.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from game.family.errors import IllegalAction
from game.family.rng import Rng
from game.family.ruleset import Event


class TurnState:
    """What the editions' states share. An edition's ``__init__`` sets the fields named here."""

    __slots__ = ()  # an edition's state may keep slots of its own (look-ahead clones many)

    # The decks whose order is hidden from every seat (ruling G2): a look-ahead resamples them.
    HIDDEN_DECKS: ClassVar[tuple[str, ...]] = ("event_deck", "pattern_deck", "project_deck")

    result: Any
    pending: list[Any]
    order: list[int]
    turn: int
    narrate: bool
    log: list[str]
    events: list[Event]
    rng: Rng

    def to_move(self) -> int | None:
        """The seat whose choice the game waits for, or None when it is over."""
        if self.result is not None:
            return None
        if self.pending:
            return self.pending[0].seat  # type: ignore[no-any-return]
        return self.order[self.turn]

    @property
    def current(self) -> int:
        """The seat whose turn it is (a pending answer may be another seat's)."""
        return self.order[self.turn]

    def say(self, line: str, kind: str = "note", **data: object) -> None:
        """Record what happened: an event of ``kind`` with its ``data`` and the sentence a player
        reads. Nothing is kept when narration is off (look-ahead)."""
        if self.narrate:
            self.log.append(line)
            self.events.append(Event(kind, {"text": line, **data}))

    def clone(self) -> Any:
        raise NotImplementedError


def determinize(state: TurnState, seed: int) -> Any:
    """A clone whose hidden parts (each deck's order, the generator) are resampled from ``seed``.
    Each deck starts from its sorted contents, so nothing of the real order leaks through."""
    world = state.clone()
    world.narrate = False
    rng = Rng(seed)
    for name in world.HIDDEN_DECKS:
        deck = getattr(world, name)
        deck.sort()
        rng.shuffle(deck)
    world.rng = Rng(rng.next64())
    return world


Step = Callable[[Any, Any], None]


def play(state: TurnState, a: Any, check: bool, why_illegal: Callable[[Any, Any], str | None],
         decide: Step, act: Step, advance: Callable[[Any], None]) -> list[Event]:
    """Play ``a`` and run on to the next choice; return what happened, as events.

    An answer to a pending decision goes to ``decide``, anything else to ``act``; ``advance``
    then runs the game on (the window, the round's end…) until someone must choose.
    ``check=False`` skips validation for callers that took ``a`` from the legal actions."""
    if check:
        reason = why_illegal(state, a)
        if reason is not None:
            raise IllegalAction(reason)
    start = len(state.events)
    if state.pending:
        decide(state, a)
    else:
        act(state, a)
    advance(state)
    return state.events[start:]
