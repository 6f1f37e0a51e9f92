"""Edition `projects` state: plain data, cloned by hand (the search bot clones it constantly)."""

from __future__ import annotations

from typing import Any, NamedTuple

from game.family.rng import Deferred, Rng
from game.family.ruleset import Event
from game.games.meaning_made.turns import TurnState
from game.games.projects.cards import CardSet, Project

COMMUNITY = -1  # the solo Community's seat number in a Project's contribution order
MARKERS = 4  # player tokens for contribution spaces
VITALS_MAX = 10
MEANING_MAX = 12
GALLERY = 6
ROW = 3
STALL_ROUND = 60  # ruling G5
# what ProjectsState.tally counts for each seat (the lab's record of how a game was played):
# actions by kind; ``first_place`` a Project joined as its first contributor, ``stewardship`` a
# payment into Stewardship, ``accepted`` the seat's Touchpoints that were accepted; the last two
# add up the Meaning before each donation and its round (when a seat gives, on average)
TALLY_KINDS = ("acquire", "obtain", "contribute", "first_place", "stewardship", "give", "request",
               "accepted", "convert", "donate", "pass", "donate_meaning", "donate_round")


class Decision(NamedTuple):
    """A choice the game waits for from ``seat``, possibly outside their turn."""

    kind: str  # "respond" (a Touchpoint), "donate" (the Stability Window), "take" (Reward+)
    seat: int
    other: int = -1  # respond: the seat who started the Touchpoint
    mode: str = ""  # respond: "give" or "request"
    token: int = -1  # respond: the token offered or asked
    count: int = 0  # take: how many tokens are still to choose


class Result(NamedTuple):
    reason: str  # "stewardship", "collapse" or "stalled"
    meaning: int
    outcome: str  # the group outcome from the seed's table (Collapse … Flourishing)
    winners: tuple[int, ...]  # seats sharing the victory; empty on a collapse
    scores: tuple[int, ...]  # Vitals + Legacy per seat
    solo_band: str = ""  # solo: the seed's Personal Result, or "System Collapse"


class Player:
    __slots__ = ("contributed", "legacy", "markers", "name", "stack", "tokens", "touchpoint_used",
                 "vitals")

    def __init__(self, name: str, tokens: tuple[int, int, int], vitals: int) -> None:
        self.name = name
        self.tokens = list(tokens)
        self.vitals = vitals
        self.legacy = 0
        # the Pattern Stack: index = layer 1-6; tuples, so a clone shares them
        self.stack: list[tuple[str, ...]] = [() for _ in range(7)]
        self.markers = MARKERS
        self.touchpoint_used = False  # ruling DP3: one Touchpoint started a round
        self.contributed: frozenset[str] = frozenset()  # Projects paid into this round (P3)

    @property
    def patterns(self) -> int:
        return sum(len(layer) for layer in self.stack)

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.name = self.name
        p.tokens = self.tokens[:]
        p.vitals = self.vitals
        p.legacy = self.legacy
        p.stack = self.stack[:]
        p.markers = self.markers
        p.touchpoint_used = self.touchpoint_used
        p.contributed = self.contributed
        return p


class ProjectSlot:
    """A face-up Project: what has been paid into its Requirement Row and who is on it, in order."""

    __slots__ = ("card", "contributors", "paid")

    def __init__(self, card: Project) -> None:
        self.card = card
        self.paid: list[int] = [0, 0, 0]
        self.contributors: list[int] = []  # seats; COMMUNITY for the solo Community

    def still_needed(self) -> tuple[int, int, int]:
        need, paid = self.card.need, self.paid
        return (need[0] - paid[0], need[1] - paid[1], need[2] - paid[2])

    def open_spaces(self) -> int:
        return self.card.spaces - len(self.contributors)

    def clone(self) -> ProjectSlot:
        s = ProjectSlot.__new__(ProjectSlot)
        s.card = self.card
        s.paid = self.paid[:]
        s.contributors = self.contributors[:]
        return s


class ProjectsState(TurnState):
    NARRATOR = "game.games.projects.narrate"

    # A sampled world's Event deck is shuffled whole: the bots' world value sums over its order.
    LAZY_DECKS = ("pattern_deck", "project_deck")

    __slots__ = ("actions_left", "cards", "converted", "deferred", "donated", "ended", "event", "event_deck",
                 "event_discard", "events", "gallery", "log", "meaning", "meaning_history",
                 "narrate", "order", "pattern_deck", "pattern_discard", "pending", "phase",
                 "players", "project_deck", "result", "rng", "round", "row", "setup",
                 "start_player", "stewardship", "tally", "turn", "window")

    def __init__(self, setup: Any, cards: CardSet, tokens: tuple[int, int, int], vitals: int,
                 meaning: int) -> None:
        self.setup = setup
        self.cards = cards
        self.rng = Rng(setup.seed)
        self.round = 0
        self.phase = "setup"  # "turns", "stability", "over"
        self.meaning = meaning
        self.meaning_history: list[int] = []  # Meaning at the end of each round
        self.players = [Player(n, tokens, vitals) for n in setup.players]
        self.event_deck: list[str] = []  # top of deck = end of list; hidden (G2)
        self.event_discard: list[str] = []
        self.event: str | None = None  # this round's face-up Event
        self.pattern_deck: list[str] = []
        self.pattern_discard: list[str] = []
        self.gallery: list[str | None] = [None] * GALLERY
        self.project_deck: list[str] = []
        self.row: list[ProjectSlot | None] = [None] * ROW
        self.stewardship: ProjectSlot | None = None
        self.start_player = 0  # the seat that began round 1
        self.order: list[int] = []  # this round's turn order
        self.turn = 0  # position in ``order``
        self.actions_left = 0
        self.converted = False
        self.ended = False  # DP13: the player ended a turn whose actions were spent
        self.donated = 0  # Meaning raised in this round's Stability Window (group cap 3)
        self.window = 0  # position in ``order`` of the next possible donor
        self.pending: list[Decision] = []
        # actions taken by each seat, by kind (TALLY_KINDS); tuples, so a clone shares them
        self.tally: tuple[tuple[int, ...], ...] = tuple((0,) * len(TALLY_KINDS) for _ in setup.players)
        self.result: Result | None = None
        self.narrate = True
        self.log: list[str] = []
        self.events: list[Event] = []
        self.deferred: dict[str, Deferred] | None = None  # a sampled world's (turns.determinize)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def drift(self) -> int:
        """Drift is not tracked apart: it is 12 − Meaning, the other number at the same marker."""
        return MEANING_MAX - self.meaning

    def slots(self) -> list[ProjectSlot]:
        """Face-up Projects left to right, the Stewardship Project last."""
        out = [s for s in self.row if s is not None]
        if self.stewardship is not None:
            out.append(self.stewardship)
        return out

    def slot_of(self, card_id: str) -> ProjectSlot | None:
        for slot in self.slots():
            if slot.card.id == card_id:
                return slot
        return None

    def name(self, seat: int) -> str:
        return "the Community" if seat == COMMUNITY else self.players[seat].name

    def clone(self) -> ProjectsState:
        g = self._clone_turn()
        g.meaning = self.meaning
        g.meaning_history = self.meaning_history[:]
        g.event_deck = self.event_deck[:]
        g.event_discard = self.event_discard[:]
        g.event = self.event
        g.pattern_deck = self.pattern_deck[:]
        g.pattern_discard = self.pattern_discard[:]
        g.gallery = self.gallery[:]
        g.project_deck = self.project_deck[:]
        g.row = [s.clone() if s is not None else None for s in self.row]
        g.stewardship = self.stewardship.clone() if self.stewardship is not None else None
        g.converted = self.converted
        g.ended = self.ended
        g.donated = self.donated
        g.window = self.window
        g.tally = self.tally
        return g
