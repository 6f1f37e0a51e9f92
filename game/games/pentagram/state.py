"""Pentagram 2 state: plain data, cloned by hand (the search bot clones it constantly)."""

from __future__ import annotations

from typing import Any, NamedTuple

from game.family.rng import Deferred, Rng

START_COINS = 3  # ruling PG3: of every colour
WORKERS = 3  # ruling PG3


class Result(NamedTuple):
    reason: str  # "deck_out" (ruling PG6)
    scores: tuple[int, ...]  # per seat: the weakest fortune (PG7), or the total ("richest wins")
    winners: tuple[int, ...]  # seats sharing the victory (ruling PG7's ties)
    totals: tuple[int, ...]  # per seat: all five fortunes added up
    decided_by: str  # what decided it: "score", "tiebreak" or "shared"


class Player:
    __slots__ = ("fortunes", "home", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self.fortunes: list[int] = [START_COINS] * 5  # coins per colour, index as COLOURS
        self.home = WORKERS  # workers not on the tableau

    @property
    def weakest(self) -> int:
        return min(self.fortunes)

    @property
    def total(self) -> int:
        return sum(self.fortunes)

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.name = self.name
        p.fortunes = self.fortunes[:]
        p.home = self.home
        return p


class PentagramState:
    """``cards[row][col]`` holds a card id or None; ``workers[row][col]`` the seats of the workers
    on that space (col 0 is the price-4 space at the left). ``drawn`` is the card the player to
    move must place, face up; ``placed`` is where it went while the worker decision is open."""

    __slots__ = ("cards", "catalogue", "deck", "deferred", "discard", "drawn", "log", "narrate", "placed",
                 "players", "quiet", "result", "rng", "setup", "start_player", "turn", "turns",
                 "workers")

    def __init__(self, setup: Any, catalogue: Any) -> None:  # PentagramSetup, CardSet
        self.setup = setup
        self.catalogue = catalogue  # the CardSet: id -> card
        self.rng = Rng(setup.seed)
        self.players: list[Player] = [Player(n) for n in setup.players]
        self.cards: list[list[str | None]] = [[None] * 5 for _ in range(5)]
        self.workers: list[list[list[int]]] = [[[] for _ in range(5)] for _ in range(5)]
        self.deck: list[str] = []  # top of deck = end of list; hidden (ruling G2)
        self.discard: list[str] = []  # paid-out cards, face up, in order
        self.drawn: str | None = None
        self.placed: tuple[int, int] | None = None  # (row, col) of the card awaiting a worker decision
        self.start_player = 0
        self.turn = 0  # the seat whose turn it is
        self.turns = 0  # turns completed
        self.result: Result | None = None
        self.narrate = True
        self.log: list[str] = []
        # A sampled world's shuffle of the deck, settled card by card as it is drawn
        # (observe.determinize); None in a real game.
        self.deferred: Deferred | None = None
        self.quiet = False  # a bot's sampled world: apply builds no events (nobody reads them)

    @property
    def round(self) -> int:
        """1-based: a round is one turn of every seat. Once the game is over, the round of its
        last turn (the count of rounds played, a short last round included)."""
        done = self.turns - 1 if self.result is not None and self.turns else self.turns
        return done // len(self.players) + 1

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def to_move(self) -> int | None:
        return None if self.result is not None else self.turn

    def clone(self) -> PentagramState:
        s = PentagramState.__new__(PentagramState)
        s.setup = self.setup
        s.catalogue = self.catalogue
        s.rng = self.rng.clone()
        s.players = [p.clone() for p in self.players]
        s.cards = [row[:] for row in self.cards]
        # the rules replace a space's list of workers, never change it: clones share them
        s.workers = [row[:] for row in self.workers]
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.drawn = self.drawn
        s.placed = self.placed
        s.start_player = self.start_player
        s.turn = self.turn
        s.turns = self.turns
        s.result = self.result
        s.narrate = self.narrate
        s.log = []
        s.deferred = self.deferred
        s.quiet = self.quiet
        return s
