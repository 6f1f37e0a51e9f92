"""ORGANISM state: plain lists over the board's cell indices, cloned by hand (bots clone it
constantly). An element is one integer, ``owner * 3 + type``; RAIN's owner is the seat count."""

from __future__ import annotations

from typing import Any, NamedTuple

from game.family.rng import Rng

EMPTY = -1
SUPPLY = 5  # ruling O2: elements of each type per player, on or off the board
RAIN_SUPPLY = 10  # ruling O9
STALL_TURNS = 300  # ruling O7
FIELD_SUPPLY = 5  # ruling O2: fields per player (the seed's five platforms)
# The field mutations' kinds (seed, FIELD MUTATIONS), in the seed's order. A field is one integer
# ``owner * 8 + kind``; INHERIT's neutral fields belong to NEUTRAL (movable by anyone).
FIELD_KINDS = ("slide", "warp", "project", "pillar", "metamorphose")
SLIDE, WARP, PROJECT, PILLAR, METAMORPHOSE = range(5)
NEUTRAL = 7


class Result(NamedTuple):
    reason: str  # "three_organisms", "power", "stalled"; RAIN: "rain"
    scores: tuple[int, ...]  # per seat: power
    winners: tuple[int, ...]  # seats sharing the victory
    survived: int = 0  # RAIN: the turns the players survived (their collective score, O9)


class GameData(NamedTuple):
    """What a game reads from the data folder: the boards (O1, O9) and the mutation cards (O8)."""

    boards: Any  # board.BoardSet
    mutations: Any  # tuple[mutations.Mutation, ...]
    folder: str = ""

    def summary(self) -> str:
        """What ``cards validate`` reports it checked."""
        return f"{len(self.boards.boards)} ORGANISM boards and {len(self.mutations)} mutation cards"


class OrganismState:
    __slots__ = (
        "accel",
        "acting",
        "adj",
        "avenge",
        "ban",
        "board",
        "bonus",
        "chosen",
        "ctrl",
        "data",
        "echo",
        "echoing",
        "etype",
        "extra",
        "first_intro",
        "fld",
        "food",
        "gains",
        "last_roll",
        "last_type",
        "left",
        "log",
        "merge_order",
        "narrate",
        "occ",
        "org_ban",
        "orig",
        "pending",
        "phase",
        "players",
        "power",
        "proj",
        "rain_power",
        "rain_supply",
        "rain_turns",
        "regen",
        "result",
        "resume",
        "rng",
        "setup",
        "slid",
        "start_player",
        "streak",
        "synced",
        "tag",
        "turn",
        "turns",
    )

    def __init__(self, setup: Any, data: GameData, board: Any) -> None:
        self.setup = setup
        self.data = data
        self.board = board
        self.rng = Rng(setup.seed)
        self.players: tuple[str, ...] = setup.players
        n = len(board.cells)
        self.occ: list[int] = [EMPTY] * n
        self.food: list[int] = [0] * n  # an element's food, or the food lying on an open space
        self.tag: list[int] = [-1] * n  # the organism (this turn) of each of the mover's elements
        self.power: list[int] = [0] * len(setup.players)
        # where each seat's power came from: disrupt, hold, integrity, sacrifice (lab reports)
        self.gains: list[dict[str, int]] = [{} for _ in setup.players]
        self.streak: list[int] = [0] * len(setup.players)  # DRINK: turns in a row holding the centre
        self.first_intro: list[bool] = [True] * len(setup.players)  # SKIP: the first introduce
        self.turn = 0
        self.turns = 0  # turns completed (RAIN's not counted)
        self.start_player = 0
        self.phase = "introduce"  # introduce, choose, act, over
        self.pending: list[int] = []  # organisms not yet chosen this turn
        self.acting = -1  # the organism acting now
        self.etype = -1  # the type chosen for it
        self.left = 0  # actions it has left
        self.chosen: list[int] = []  # per organism this turn: the type it chose (-1 not yet)
        self.synced: list[int] = []  # SYNCHRONIZE: organisms that had their extra action this turn
        self.accel = 0  # ACCELERATE: 1 while the second of the two turns is played
        self.ban: list[int] = [0] * n  # ACCELERATE: per element, the type its organism chose first
        self.org_ban: list[int] = []  # ACCELERATE: per organism, the types it may not choose now
        # the board's adjacency, widened by WARP fields (recomputed whenever a field changes)
        self.adj: tuple[tuple[int, ...], ...] = board.nbrs
        self.fld: list[int] = [EMPTY] * n  # the field on each space (owner * 8 + kind), fields mutations
        self.orig: list[int] = [-1] * n  # TRANSMUTE: an element's own type while it is treated as another
        self.slid: list[int] = [0] * n  # SLIDE: elements that have slid free this turn
        self.extra: list[int] = [0, 0, 0]  # COMBUST: actions of each type beyond the chosen ones
        self.proj: list[int] = [0, 0, 0]  # PROJECT: how many of the actions left may be of each type
        self.echo = -1  # ECHO: the type the acting player may echo before C (-1: none)
        self.echoing = False  # ECHO: the echoed action is being played
        self.last_type: list[int] = [-1] * len(setup.players)  # ECHO: each seat's last chosen type
        self.avenge: list[int] = [0] * len(setup.players)  # AVENGE: free turns held
        self.bonus = 0  # AVENGE: 1 a free turn follows this one, 2 it is being played
        # MERGE (ruling O10 g): while the players of a merged organism act in turn with their own
        # elements, ``turn`` is the one acting and ``ctrl`` the controller whose turn it is
        # (-1 otherwise); ``merge_order`` holds the players still to act after them
        self.ctrl = -1
        self.merge_order: list[int] = []
        self.rain_power = 0
        self.rain_supply: list[int] = [RAIN_SUPPLY] * 3
        self.rain_turns = 0  # RAIN turns taken (the players survived one fewer... see rules)
        self.last_roll: tuple[int, ...] = ()  # RAIN's last dice: (type, column) pairs flattened
        # REGENERATE (ruling O10 h): the lost elements whose players are still to be asked
        # (cell, seat, type), and what the turn does once they have answered
        self.regen: list[tuple[int, int, int]] = []
        self.resume: tuple[Any, ...] = ()  # ("turn" or "rain", the disrupters used, RECLAIM's memory)
        self.result: Result | None = None
        self.narrate = True
        self.log: list[str] = []

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def round(self) -> int:
        n = len(self.players)
        done = self.turns - 1 if self.result is not None and self.turns else self.turns
        return done // n + 1

    def name(self, seat: int) -> str:
        return self.players[seat]

    def to_move(self) -> int | None:
        if self.result is not None:
            return None
        if self.phase == "regenerate":  # O10 (h): the owner of the lost element decides
            return self.regen[0][1]
        return self.turn

    def clone(self) -> OrganismState:
        s = OrganismState.__new__(OrganismState)
        s.setup = self.setup
        s.data = self.data
        s.board = self.board
        s.rng = self.rng.clone()
        s.players = self.players
        s.occ = self.occ[:]
        s.food = self.food[:]
        s.tag = self.tag[:]
        s.power = self.power[:]
        s.gains = [dict(g) for g in self.gains]
        s.streak = self.streak[:]
        s.first_intro = self.first_intro[:]
        s.turn = self.turn
        s.turns = self.turns
        s.start_player = self.start_player
        s.phase = self.phase
        s.pending = self.pending[:]
        s.acting = self.acting
        s.etype = self.etype
        s.left = self.left
        s.chosen = self.chosen[:]
        s.synced = self.synced[:]
        s.accel = self.accel
        s.ban = self.ban[:]
        s.org_ban = self.org_ban[:]
        s.adj = self.adj
        s.fld = self.fld[:]
        s.orig = self.orig[:]
        s.slid = self.slid[:]
        s.extra = self.extra[:]
        s.proj = self.proj[:]
        s.echo = self.echo
        s.echoing = self.echoing
        s.last_type = self.last_type[:]
        s.avenge = self.avenge[:]
        s.bonus = self.bonus
        s.ctrl = self.ctrl
        s.merge_order = self.merge_order[:]
        s.rain_power = self.rain_power
        s.rain_supply = self.rain_supply[:]
        s.rain_turns = self.rain_turns
        s.last_roll = self.last_roll
        s.regen = self.regen[:]
        s.resume = self.resume
        s.result = self.result
        s.narrate = self.narrate
        s.log = []
        return s
