"""The game state: plain data, cloned by hand (bots clone it thousands of times a second).

Rules live in :mod:`game.games.initiatives.rules`; nothing here decides what is legal.
"""

from __future__ import annotations

from typing import NamedTuple

from game.family.rng import Deferred, Rng
from game.family.ruleset import Event
from game.games.initiatives.cards import CardSet, Initiative
from game.games.initiatives.options import Setup
from game.games.meaning_made.turns import TurnState

COMMUNITY = -1  # the solo Community's seat number in contribution order
STALL_ROUND = 60  # ruling G5
MARKERS = 4  # ruling I5
MEANING_MAX, VITALS_MAX = 12, 10  # ruling G3


class Decision(NamedTuple):
    """Something a named seat owes before play goes on (DESIGN.md: pending decisions)."""

    kind: str  # "respond" (Touchpoint), "lose" (a token of one's choice), "donate"
    seat: int
    other: int = -1  # respond: the seat that started the Touchpoint
    token: int = -1  # respond: the token offered or requested
    mode: str = ""  # respond: "give" or "request"; lose: why ("Event", "penalty")
    count: int = 1  # lose: how many tokens still to lose


class PlayerState:
    __slots__ = ("legacy", "markers", "name", "outputs", "palette", "sigs", "tokens",
                 "touchpoint_used", "vitals")

    def __init__(self, name: str) -> None:
        self.name = name
        self.tokens: list[int] = [0, 0, 0]
        self.vitals = 0
        self.legacy = 0
        # index = layer 1-6; tuples, so a clone (every search iteration) shares them
        self.palette: list[tuple[str, ...]] = [() for _ in range(7)]
        self.sigs: list[int] = [0] * 11  # signatures held per layer 1-10: Patterns + outputs (I6)
        self.outputs: list[str] = []  # Initiatives whose Output Signature this player recorded
        self.markers = MARKERS
        self.touchpoint_used = False

    @property
    def pattern_count(self) -> int:
        return sum(self.sigs[1:7])

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.name = self.name
        p.tokens = self.tokens[:]
        p.vitals = self.vitals
        p.legacy = self.legacy
        p.palette = self.palette[:]
        p.sigs = self.sigs[:]
        p.outputs = self.outputs[:]
        p.markers = self.markers
        p.touchpoint_used = self.touchpoint_used
        return p


class InitiativeSlot:
    """A face-up Initiative with what has been paid into it and who is on it, in order."""

    __slots__ = ("card", "contributors", "need", "paid")

    def __init__(self, card: Initiative, need: tuple[int, int, int]) -> None:
        self.card = card
        self.need = need  # token boxes (the card's, plus Long Game extras on the End Initiative)
        self.paid: list[int] = [0, 0, 0]
        self.contributors: list[int] = []  # seats; COMMUNITY for the solo Community

    @property
    def started(self) -> bool:
        """Ruling I18 (a): started only once a player's marker is on it. The Community's marker
        alone does not start a card; paying always places a player's marker first."""
        # a loop, not any(): Recycle's legality asks this constantly, and a generator costs more
        for c in self.contributors:  # noqa: SIM110
            if c != COMMUNITY:
                return True
        return False

    def open_spaces(self) -> int:
        return self.card.spaces - len(self.contributors)

    def clone(self) -> InitiativeSlot:
        s = InitiativeSlot.__new__(InitiativeSlot)
        s.card = self.card
        s.need = self.need
        s.paid = self.paid[:]
        s.contributors = self.contributors[:]
        return s


class Result(NamedTuple):
    reason: str  # "end_initiative", "collapse", "stalled", "rounds" (Competitive)
    meaning: int
    band: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]  # seats sharing the victory (ruling G4); empty if nobody wins
    solo_band: str = ""
    group_won: bool = False  # the world survived: the End Initiative completed


class GameState(TurnState):
    NARRATOR = "game.games.initiatives.narrate"

    __slots__ = (
        "actions_left",
        "cards",
        "converted",
        "deferred",
        "donated",
        "end_slot",
        "ended",
        "event_deck",
        "event_discard",
        "events",
        "events_in_play",
        "index",
        "init_box",
        "init_deck",
        "init_discard",
        "init_done",
        "log",
        "meaning",
        "meaning_history",
        "narrate",
        "order",
        "pattern_deck",
        "pattern_discard",
        "pending",
        "phase",
        "players",
        "prism",
        "recycled",
        "restrictions",
        "result",
        "rng",
        "round",
        "setup",
        "start_player",
        "turn",
        "window",
    )

    def __init__(self, setup: Setup, cards: CardSet) -> None:
        self.setup = setup
        self.cards = cards
        self.rng = Rng(setup.seed)
        self.round = 0
        self.phase = "setup"  # "event", "turns", "stability", "over"
        self.meaning = 5
        self.meaning_history: list[int] = []  # Meaning at the end of each round, for charts
        self.event_deck: list[str] = []  # top of deck = end of list
        self.event_discard: list[str] = []
        self.events_in_play: list[str] = []
        self.restrictions: set[str] = set()
        self.pattern_deck: list[str] = []
        self.pattern_discard: list[str] = []
        self.prism: list[str | None] = []
        self.init_deck: list[str] = []
        self.init_box: list[str] = []  # I16 (DI19): deck Initiatives left out of this game, unseen
        self.init_discard: list[str] = []
        self.init_done: list[str] = []  # completed Initiatives leave the game (ruling I9)
        self.index: list[InitiativeSlot | None] = []
        self.end_slot: InitiativeSlot | None = None
        self.players: list[PlayerState] = [PlayerState(n) for n in setup.players]
        self.start_player = 0  # the seat that began round 1 (I1); this round's first is order[0]
        self.order: list[int] = []  # seats in turn order this round
        self.turn = 0  # position in ``order`` of the player taking their turn
        self.actions_left = 0
        self.converted = False  # the once-per-turn conversion (ruling I15)
        self.ended = False  # the player ended a turn left open for a late conversion (I19)
        self.recycled = False  # Limited Recycle: the table has recycled this round
        self.donated = 0  # Meaning the group raised in this round's Stability Window (solo: donations)
        self.window = 0  # position in ``order`` of the next possible donor
        self.pending: list[Decision] = []
        self.result: Result | None = None
        self.narrate = True
        self.log: list[str] = []  # the narration, one line an event with words
        self.events: list[Event] = []  # what happened, for the table's log and animation
        # Shuffles of a bot's sampled world left until the cards are drawn, by deck attribute
        # (observe.determinize); always None in a real game.
        self.deferred: dict[str, Deferred] | None = None

    # -- queries the rules and the UI share ---------------------------------------------------
    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def over(self) -> bool:
        return self.result is not None

    def slots(self) -> list[InitiativeSlot]:
        """Face-up Initiatives left to right, the End slot last."""
        out = [s for s in self.index if s is not None]
        if self.end_slot is not None:
            out.append(self.end_slot)
        return out

    def slot_of(self, card_id: str) -> InitiativeSlot | None:
        for slot in self.index:
            if slot is not None and slot.card.id == card_id:
                return slot
        if self.end_slot is not None and self.end_slot.card.id == card_id:
            return self.end_slot
        return None

    def name(self, seat: int) -> str:
        return "the Community" if seat == COMMUNITY else self.players[seat].name

    def clone(self) -> GameState:
        g = self._clone_turn()
        g.meaning = self.meaning
        g.meaning_history = self.meaning_history[:]
        g.event_deck = self.event_deck[:]
        g.event_discard = self.event_discard[:]
        g.events_in_play = self.events_in_play[:]
        g.restrictions = set(self.restrictions)
        g.pattern_deck = self.pattern_deck[:]
        g.pattern_discard = self.pattern_discard[:]
        g.prism = self.prism[:]
        g.init_deck = self.init_deck[:]
        g.init_box = self.init_box[:]
        g.init_discard = self.init_discard[:]
        g.init_done = self.init_done[:]
        g.index = [s.clone() if s is not None else None for s in self.index]
        g.end_slot = self.end_slot.clone() if self.end_slot is not None else None
        g.converted = self.converted
        g.ended = self.ended
        g.recycled = self.recycled
        g.donated = self.donated
        g.window = self.window
        return g

    def mark(self, kind: str, **data: object) -> None:
        """An event with no sentence of its own (a card dealt into a slot), for animation."""
        if self.narrate:
            self.events.append(Event(kind, data))
