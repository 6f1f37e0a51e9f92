"""The turn machinery every Meaning Made edition plays the same way: whose choice the game waits
for (a pending decision's seat, else the turn's seat), what happened as events, one action played
to the next choice, and a look-ahead world with its decks' order resampled.

An edition's state class takes :class:`TurnState` as a base and its rules hand their own steps
to :func:`play`; what differs between editions stays in the edition. The rules say what happened
as plain data (:meth:`TurnState.emit`); the edition's ``narrate`` module words it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, ClassVar

from game.family.errors import IllegalAction
from game.family.rng import Deferred, Rng, finish_top
from game.family.ruleset import Event


class TurnState:
    """What the editions' states share. An edition's ``__init__`` sets the fields named here."""

    __slots__ = ()  # an edition's state may keep slots of its own (look-ahead clones many)

    # The decks whose order is hidden from every seat (ruling G2): a look-ahead resamples them.
    HIDDEN_DECKS: ClassVar[tuple[str, ...]] = ("event_deck", "pattern_deck", "project_deck")
    # Those of them nothing reads but a draw: a sampled world settles their shuffle card by card
    # as it draws them (:func:`settle_top`), the very cards the whole shuffle deals. A deck whose
    # order something sums over (a bot's float sum over the Event deck) is shuffled whole.
    LAZY_DECKS: ClassVar[tuple[str, ...]] = ()
    # The module whose ``sentence(state, kind, data)`` words this edition's events. Named, not
    # imported: the narrator reads the state's module, so importing it from there would be a cycle.
    NARRATOR: ClassVar[str]

    setup: Any
    cards: Any
    result: Any
    players: list[Any]
    start_player: int
    round: int
    phase: str
    pending: list[Any]
    order: list[int]
    turn: int
    actions_left: int
    narrate: bool
    log: list[str]
    events: list[Event]
    rng: Rng
    # A sampled world's shuffles left until their cards are drawn, by deck attribute; None in a
    # real game. Only an edition with LAZY_DECKS keeps the slot.
    deferred: dict[str, Deferred] | None

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

    def emit(self, kind: str, **data: object) -> None:
        """Record what happened: an event of ``kind`` with its ``data``, and the sentence the
        edition's narrator makes of them now (it may read the state as it is at this moment),
        which the log keeps and the event carries as ``text``. Nothing is built when narration
        is off (look-ahead)."""
        if self.narrate:
            line = narrator(self.NARRATOR)(self, kind, data)
            self.log.append(line)
            self.events.append(Event(kind, {"text": line, **data}))

    def clone(self) -> Any:
        raise NotImplementedError

    def _clone_turn(self) -> Any:
        """The start of :meth:`clone`: a new state of this class with the same setup and cards and
        its own copy of what every edition keeps alike (the generator, the round and its phase,
        the players, the turn order and whose turn, the questions waiting, the result); the
        edition copies the rest. A clone starts with no log and no events: a look-ahead should
        not pay for narration."""
        cls = type(self)
        g = cls.__new__(cls)
        g.setup = self.setup
        g.cards = self.cards
        g.rng = self.rng.clone()
        g.round = self.round
        g.phase = self.phase
        g.players = [p.clone() for p in self.players]
        g.start_player = self.start_player
        g.order = self.order[:]
        g.turn = self.turn
        g.actions_left = self.actions_left
        g.pending = self.pending[:]
        g.result = self.result
        g.narrate = self.narrate
        g.log = []
        g.events = []
        g.deferred = dict(self.deferred) if self.deferred else None
        return g


Sentence = Callable[[Any, str, Mapping[str, Any]], str]


@cache
def narrator(module: str) -> Sentence:
    """The sentence maker of the narrator module an edition names: its ``PHRASES`` (event kind
    -> phrase of the state and the event's data) looked up by kind."""
    phrases: Mapping[str, Callable[[Any, Mapping[str, Any]], str]] = importlib.import_module(module).PHRASES

    def sentence(state: Any, kind: str, data: Mapping[str, Any]) -> str:
        return phrases[kind](state, data)

    return sentence


def turn_blocker(state: TurnState) -> str | None:
    """Why nobody may take a turn's action now (or None): the game is over, or a question waits."""
    if state.result is not None:
        return "the game is over"
    if state.pending:
        return "answer the open question first"
    return None


def rotate_order(state: TurnState, fixed_first: bool) -> int:
    """The round's turn order into ``state.order``, and its first seat: the starting player, moved
    on one seat each round unless the first player is fixed (I1, DP1, DL1)."""
    n = len(state.players)
    first = state.start_player
    if not fixed_first:
        first = (first + state.round - 1) % n
    state.order = [(first + k) % n for k in range(n)]
    return first


def determinize(state: TurnState, seed: int) -> Any:
    """A clone whose hidden parts (each deck's order, the generator) are resampled from ``seed``.
    Each deck starts from its sorted contents, so nothing of the real order leaks through."""
    world = state.clone()
    world.narrate = False
    rng = Rng(seed)
    lazy = world.LAZY_DECKS
    deferred: dict[str, Deferred] = {}
    for name in world.HIDDEN_DECKS:
        deck = getattr(world, name)
        deck.sort()
        if name in lazy:
            deferred[name] = rng.shuffle_later(deck)  # the generator moves on as if shuffled
        else:
            rng.shuffle(deck)
    if lazy:
        world.deferred = deferred
    world.rng = Rng(rng.next64())
    return world


def settle_top(state: TurnState, name: str, deck: list[Any]) -> None:
    """Before a draw from the hidden deck ``name``: its top card where a sampled world's
    shuffle puts it (nothing to do in a real game)."""
    deferred = state.deferred
    if deferred and name in deferred:
        deferred[name] = finish_top(deck, deferred[name])


def refill(state: TurnState, deck_name: str, discard_name: str) -> int:
    """An empty hidden deck ``deck_name`` takes its discard pile ``discard_name``, shuffled (any
    deferred shuffle of it is void); how many cards it took (0: the deck was not empty, or the
    discard was). The edition says so in its own event."""
    deck: list[Any] = getattr(state, deck_name)
    if deck:
        return 0
    discard: list[Any] = getattr(state, discard_name)
    if not discard:
        return 0
    deck.extend(discard)
    discard.clear()
    state.rng.shuffle(deck)
    forget_shuffle(state, deck_name)
    return len(deck)


def take_top(state: TurnState, deck_name: str,
             settle: Callable[[Any, str, list[Any]], None] = settle_top) -> Any:
    """The top card of the hidden deck ``deck_name``, or None when it is empty. ``settle``: how a
    sampled world's deferred shuffle puts that card in place (:func:`settle_top`, or the
    edition's own)."""
    deck: list[Any] = getattr(state, deck_name)
    if not deck:
        return None
    settle(state, deck_name, deck)
    return deck.pop()


def forget_shuffle(state: TurnState, name: str) -> None:
    """A hidden deck refilled and shuffled for real: any deferred shuffle of it is void."""
    if state.deferred:
        state.deferred.pop(name, None)


def hidden_mark(state: TurnState) -> tuple[int, ...]:
    """What any use of hidden information changes: the generator's state and each hidden deck's
    size (the rules take from a deck only by drawing its top). Equal before and after an action,
    the action read nothing hidden, so it plays alike in every sampled world (the search bot
    shares such positions between its worlds)."""
    return (state.rng.state, *[len(getattr(state, name)) for name in state.HIDDEN_DECKS])


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
