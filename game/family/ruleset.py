"""The spine: what every game of the family implements, and what the shared parts rely on.

A *ruleset* is a stateless forward model (TAG's ForwardModel, OpenSpiel's Game): it makes a
state from a setup and plays actions on it. A *state* is plain data that knows whose decision
it is, whether the game is over, and how to copy itself cheaply. Everything shared — the bots,
the lab, records and replay, saves with undo, the command line, the desktop shell — is written
against these two protocols and nothing else, so a new game is a new package that provides
them (see docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, runtime_checkable


class Outcome(Protocol):
    """How a game ended. Every game's result has at least these fields."""

    reason: str  # why it ended: "end_initiative", "collapse", "deck_out", "stalled", ...
    scores: tuple[int, ...]  # one per seat, higher is better
    winners: tuple[int, ...]  # seats sharing the victory; empty when nobody wins


class Event(NamedTuple):
    """One thing that happened while an action was applied, for narration and animation.

    ``kind`` names it ("placed", "paid", "moved", ...); ``data`` holds plain values (seats,
    card ids, amounts). The engine never builds sentences for the screen: the ruleset's
    :meth:`Ruleset.narrate` does, from these.
    """

    kind: str
    data: Mapping[str, Any]


@runtime_checkable
class GameState(Protocol):
    """What shared code reads from any game's state. Everything else belongs to the game."""

    result: Outcome | None
    round: int

    def to_move(self) -> int | None:
        """The seat whose decision the game waits for (a pending decision of another seat
        included), or None when it is over."""
        ...

    def clone(self) -> Any:
        """An independent copy, cheap enough for thousands a second (bots live on it)."""
        ...

    def name(self, seat: int) -> str:
        """A seat's name as the table and the log write it."""
        ...


@dataclass(frozen=True)
class Switch:
    """A setup switch a player can see on New game (a variant, a rules option)."""

    name: str  # the record's and command line's name: "short_game"
    label: str  # "Short game (30 cards)"
    help: str  # one line: what it changes
    default: bool = False
    ruling: str = ""  # the ruling that makes it a switch, for the rules document
    group: str = ""  # New game shows switches of one group together under this heading


@dataclass(frozen=True)
class SetupOption:
    """A New game choice beyond the switches: a number (``choices`` empty) or one of a list.
    Its value reaches ``make_setup`` as the keyword ``name``."""

    name: str  # make_setup's keyword and the setup's attribute: "competitive_rounds"
    label: str  # "Competitive rounds"
    default: Any = None
    choices: tuple[tuple[str, Any], ...] = ()  # (what the list shows, the value), in order
    holder: str = ""  # where an earlier setup keeps it: "" the setup itself, else its attribute


@dataclass(frozen=True)
class BotKind:
    """A bot a game offers beyond the shared random and search bots."""

    kind: str
    label: str
    description: str


@dataclass(frozen=True)
class BotLevel:
    """One of New game's difficulty levels and the bot that plays it. A game says which of its
    bots (a search budget, or one of its own where that is stronger) is its Easy, Standard and
    Hard, in that order, from its measured strength ladder (docs/bots.md). Where the ladder
    orders the bots differently at some table size, a level may have a second entry for those
    sizes (``seats``), listed after the level's entry for every other size."""

    level: str  # "Easy", "Standard" or "Hard"
    kind: str  # the bot kind that plays it; saves and records name this kind
    what: str  # what plays it, in two or three words: "Greedy", "deep search"
    description: str  # one line: what it does and how strong it measured
    seats: tuple[int, ...] = ()  # the table sizes this entry plays the level at; () every other

    @property
    def label(self) -> str:
        return f"{self.level} — {self.what}"


class Ruleset(Protocol):
    """One game or edition of the family. Implementations are stateless singletons."""

    id: str  # "pentagram", "life": the --game name and the record's "game" field
    title: str  # "Meaning Made", "Pentagram 2"
    tagline: str  # one line for the title screen
    min_seats: int
    max_seats: int
    has_cards: bool  # the card studio (gallery, export, diff) works on this game's data
    rules_doc: str  # its rules document, relative to the project root ("docs/pentagram.md")
    # the players' rulebook when the rules document is a designer's specification; "" when one
    # document serves both
    player_rules: str
    record_format: int  # the newest format of its records and saves; each game counts its own
    default_bot: str  # the bot New game seats first: a fair, quick opponent for this game
    # Optional (game.bots reads it with getattr): ``bot_levels``, a tuple of three BotLevel —
    # Easy, Standard, Hard — that New game lists first (default: the search budgets).

    # -- setup -------------------------------------------------------------------------------
    def switches(self) -> tuple[Switch, ...]: ...

    # Optional (New game reads them with getattr): ``setup_options()`` -> tuple[SetupOption, ...],
    # choices beyond the switches and the solo level; ``switches_title`` ("Variants"; default
    # "Rules options"); ``solo_hint``, what a one-seat game is ("solo against the Community").

    def make_setup(self, players: Sequence[str], seed: int, switches: Sequence[str] = (),
                   start_player: int | None = None, **options: Any) -> Any:
        """A setup from seat names, a seed and switch names (``name`` on, ``no_name`` off);
        raises OptionError (a ValueError) with a line for the player when it cannot be played."""
        ...

    def setup_to_dict(self, setup: Any) -> dict[str, Any]: ...

    def setup_from_dict(self, data: Any, src: str, record_format: int) -> Any:
        """The inverse, for a record or save written in ``record_format`` (the same fields may
        mean other rules in an older format); errors name ``src`` and the field."""
        ...

    # -- data --------------------------------------------------------------------------------
    def default_cards(self) -> Any: ...

    def load_cards(self, folder: str) -> Any:
        """Load and validate a card folder; raise DataError with one line per problem."""
        ...

    # -- play --------------------------------------------------------------------------------
    def new_state(self, setup: Any, cards: Any = None, narrate: bool = True) -> Any: ...

    def legal_actions(self, state: Any) -> list[Any]:
        """Every choice open to ``state.to_move()``, exhaustive."""
        ...

    def why_illegal(self, state: Any, action: Any) -> str | None:
        """None if ``action`` is legal now, else why not (the one place legality lives)."""
        ...

    def apply(self, state: Any, action: Any, check: bool = True) -> list[Event]:
        """Play ``action`` and run on to the next decision; raise IllegalAction (state
        untouched) when ``check`` and it is not legal. Returns what happened."""
        ...

    def narrate(self, state: Any, events: Sequence[Event]) -> list[str]:
        """Log lines for events that ``state`` (the state after them) produced."""
        ...

    def parse_action(self, text: str) -> Any:
        """Notation to action; raises NotationError. ``str(action)`` is the inverse."""
        ...

    # -- what a seat may know (ruling G2) ----------------------------------------------------
    def observe(self, state: Any, seat: int | None = None) -> dict[str, Any]:
        """Plain data a player at ``seat`` could see (JSON-ready): never a hidden order."""
        ...

    def determinize(self, state: Any, seed: int) -> Any:
        """A copy with every hidden part resampled from ``seed``, consistent with the table."""
        ...

    def fingerprint(self, state: Any) -> int:
        """A stable digest of the public table (bots seed their choices from it)."""
        ...

    def final_summary(self, state: Any) -> dict[str, Any]:
        """Where the game stands or ended, as plain data (replay --json, simulate)."""
        ...

    def snapshot(self, state: Any) -> Any:
        """What the table shows that an undo must never take back (cards revealed, deck sizes)."""
        ...

    def reveals(self, before: Any, after: Any) -> bool:
        """Whether an action brought hidden information to light, given two :meth:`snapshot`s."""
        ...

    def deal_signature(self, cards: Any) -> Any:
        """What decides the deal of a card set (its ids in order): edited cards with the same
        signature can replay a running game (the designer's live reload)."""
        ...

    # -- for the shared search bot ---------------------------------------------------------
    def candidate_actions(self, state: Any, legal: list[Any]) -> list[Any]:
        """The legal actions worth searching (distinct ideas); at least one."""
        ...

    def rewards(self, state: Any) -> list[float]:
        """Each seat's estimated worth of ``state``, on one scale for every seat."""
        ...

    # Optional, looked up with getattr by game/bots/search.py, so not a member of this
    # Protocol: ``hidden_mark(state) -> Hashable`` says what of the hidden order the sampled
    # world has used so far (cards drawn, the generator). Below a move that leaves the mark
    # unchanged the search keeps one sampled world instead of drawing a new one per visit; a
    # game without it is searched the same way, only slower.

    def bot_kinds(self) -> tuple[BotKind, ...]:
        """Game-specific bots (heuristic personalities); random and search are shared."""
        ...

    def make_game_bot(self, kind: str, seed: int) -> Any:
        """Build one of :meth:`bot_kinds`."""
        ...
