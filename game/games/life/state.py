"""Edition `life` state: plain data, cloned by hand (the search bot clones it constantly)."""

from __future__ import annotations

from typing import Any, NamedTuple

from game.family.rng import Deferred, Rng
from game.family.ruleset import Event
from game.games.life.cards import CardSet, Project
from game.games.meaning_made.turns import TurnState

TRACK_MAX = 10  # Coherence and Social stop at 10 (L7); Project points are not capped
DRIFT_MAX = 12
MARKET = 6
ROW = 3
STALL_ROUND = 60  # ruling G5
# what LifeState.tally counts for each seat (the lab's record of how a game was played): actions
# by kind, then two sums, the World Drift before each Stabilize and its round (when a seat gives,
# on average)
TALLY_KINDS = ("acquire", "buy", "contribute", "stabilize", "give", "request", "accepted",
               "convert", "pledged", "stabilize_drift", "stabilize_round")
TALLY_ACTIONS = TALLY_KINDS[:9]  # the counts of actions among them


class Decision(NamedTuple):
    """A choice the game waits for from ``seat``, possibly outside their turn."""

    kind: str  # "respond" (a Touchpoint request) or "pledge" (Phase D, L5)
    seat: int
    other: int = -1  # respond: the seat who asked
    token: int = -1  # respond: the token asked for


class Result(NamedTuple):
    reason: str  # "layer10", "drift", "supply" or "stalled"
    drift: int  # final World Drift
    multiplier: float  # the World Drift Multiplier it gives
    winners: tuple[int, ...]
    scores: tuple[int, ...]  # Final Scores
    subtotals: tuple[int, ...]  # Track Sub-total Scores (Project + Coherence + Social)
    bands: tuple[str, ...]  # the seed's Meaning Description of each Final Score
    decided_by: str = "score"  # "score", "project points" (G4) or "shared"


class Player:
    __slots__ = ("coherence", "name", "project", "social", "stack", "tokens")

    def __init__(self, name: str, tokens: tuple[int, ...], coherence: int, social: int) -> None:
        self.name = name
        self.tokens = list(tokens)
        self.project = 0  # Project points (L7: not capped)
        self.coherence = coherence
        self.social = social
        # the Pattern Stack: index = layer 1-6; tuples, so a clone shares them
        self.stack: list[tuple[str, ...]] = [() for _ in range(7)]

    @property
    def patterns(self) -> int:
        return sum(len(layer) for layer in self.stack)

    def owned(self) -> list[str]:
        return [c for layer in self.stack for c in layer]

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.name = self.name
        p.tokens = self.tokens[:]
        p.project = self.project
        p.coherence = self.coherence
        p.social = self.social
        p.stack = self.stack[:]
        return p


class ProjectSlot:
    """A face-up Project tile: the icons paid so far and its credit marks, in the order placed."""

    __slots__ = ("card", "marks", "paid")

    def __init__(self, card: Project) -> None:
        self.card = card
        self.paid: list[int] = [0, 0, 0, 0, 0]
        self.marks: list[tuple[int, int]] = []  # (seat, token type), one per icon paid

    def still_needed(self) -> tuple[int, int, int, int, int]:
        need, paid = self.card.need, self.paid
        return (need[0] - paid[0], need[1] - paid[1], need[2] - paid[2], need[3] - paid[3],
                need[4] - paid[4])

    def credits(self, seat: int) -> int:
        return sum(1 for s, _ in self.marks if s == seat)

    def ranking(self) -> list[int]:
        """Contributors by credits, most first; ties to whoever marked the tile earliest."""
        first: dict[int, int] = {}
        count: dict[int, int] = {}
        for i, (s, _) in enumerate(self.marks):
            first.setdefault(s, i)
            count[s] = count.get(s, 0) + 1
        return sorted(count, key=lambda s: (-count[s], first[s]))

    def clone(self) -> ProjectSlot:
        s = ProjectSlot.__new__(ProjectSlot)
        s.card = self.card
        s.paid = self.paid[:]
        s.marks = self.marks[:]
        return s


class LifeState(TurnState):
    NARRATOR = "game.games.life.narrate"

    LAZY_DECKS = ("event_deck", "pattern_deck", "project_deck")  # nothing reads their order

    __slots__ = ("actions_left", "cards", "completed", "deferred", "drift", "drift_history", "end", "event",
                 "event_deck", "event_discard", "events", "local", "log", "market", "mitigated", "narrate",
                 "order", "pattern_deck", "pending", "pending_drift", "phase", "players",
                 "pledge_pos", "pledged", "project_deck", "project_discard", "result", "rng",
                 "round", "row", "setup", "start_player", "tally", "turn")

    def __init__(self, setup: Any, cards: CardSet) -> None:
        self.setup = setup
        self.cards = cards
        self.rng = Rng(setup.seed)
        self.round = 0
        self.phase = "setup"  # "turns", "pledge", "over"
        self.drift = 3  # World Drift
        self.local = 0  # local Drift stress tokens on the World Board
        self.drift_history: list[int] = []  # World Drift at the end of each round
        self.mitigated: list[bool] = []  # whether each round's mitigation was met
        self.players = [Player(n, (2, 1, 0, 0, 0), 4, 2) for n in setup.players]
        self.event_deck: list[str] = []  # top of deck = end of list; hidden (G2)
        self.event_discard: list[str] = []
        self.event: str | None = None  # this round's face-up World Event
        self.pending_drift = 0  # the Event's Drift increase, waiting for Phase D
        self.pattern_deck: list[str] = []
        self.market: list[str | None] = [None] * MARKET
        self.project_deck: list[str] = []
        self.project_discard: list[str] = []  # completed tiles
        # each completed tile and its contributors by rank (the lab's card report reads it)
        self.completed: list[tuple[str, tuple[int, ...]]] = []
        # actions taken by each seat, by kind (TALLY_KINDS); tuples, so a clone shares them
        self.tally: tuple[tuple[int, ...], ...] = tuple((0,) * len(TALLY_KINDS) for _ in setup.players)
        self.row: list[ProjectSlot | None] = [None] * ROW
        self.start_player = 0  # the seat that began round 1
        self.order: list[int] = []  # this round's turn order
        self.turn = 0  # position in ``order``
        self.actions_left = 0
        self.pledged: list[list[int]] = []  # Phase D: each seat's pledge in the Mitigation Pool
        self.pledge_pos = 0  # position in ``order`` of the next seat asked to pledge
        self.end: str | None = None  # an end trigger that has happened; the game ends after Phase D
        self.pending: list[Decision] = []
        self.result: Result | None = None
        self.narrate = True
        self.log: list[str] = []
        self.events: list[Event] = []
        self.deferred: dict[str, Deferred] | None = None  # a sampled world's (turns.determinize)

    def slot_of(self, card_id: str) -> ProjectSlot | None:
        for slot in self.row:
            if slot is not None and slot.card.id == card_id:
                return slot
        return None

    def pool(self) -> tuple[int, int, int, int, int]:
        """The Mitigation Pool: every pledge so far this Phase D, added up."""
        out = [0, 0, 0, 0, 0]
        for pledge in self.pledged:
            for t in range(5):
                out[t] += pledge[t]
        return (out[0], out[1], out[2], out[3], out[4])

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def clone(self) -> LifeState:
        g = self._clone_turn()
        g.drift = self.drift
        g.local = self.local
        g.drift_history = self.drift_history[:]
        g.mitigated = self.mitigated[:]
        g.event_deck = self.event_deck[:]
        g.event_discard = self.event_discard[:]
        g.event = self.event
        g.pending_drift = self.pending_drift
        g.pattern_deck = self.pattern_deck[:]
        g.market = self.market[:]
        g.project_deck = self.project_deck[:]
        g.project_discard = self.project_discard[:]
        g.completed = self.completed[:]
        g.tally = self.tally
        g.row = [s.clone() if s is not None else None for s in self.row]
        g.pledged = [p[:] for p in self.pledged]
        g.pledge_pos = self.pledge_pos
        g.end = self.end
        return g
