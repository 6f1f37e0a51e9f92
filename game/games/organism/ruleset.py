"""ORGANISM as a member of the game family (game.family.Ruleset). Stateless: every method hands
over to the module that owns the rule."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.family.errors import CardError, OptionError
from game.family.ruleset import BotKind, Event, SetupOption, Switch
from game.family.setup_fields import switch_values
from game.games.organism import bots, levels, rules
from game.games.organism import observe as knowledge
from game.games.organism.actions import Action
from game.games.organism.board import default_boards, load_boards
from game.games.organism.mutations import IMPLEMENTED, default_mutations, load_mutations
from game.games.organism.planner import LEVELS as PLANNERS
from game.games.organism.planner import PlannerBot
from game.games.organism.plugin import PLUGIN
from game.games.organism.setup import RECORD_FORMAT, OrganismSetup, setup_from_dict
from game.games.organism.state import GameData, OrganismState


def mutation_switches() -> tuple[Switch, ...]:
    """One switch per playable mutation (O8), grouped by the phase of the turn it changes, in
    the turn's order, each with its few words; the tool tip gives the effect whole with the
    designer's measures (complexity, friendliness)."""
    try:
        cards = {m.id: m for m in default_mutations()}
    except CardError:
        # A broken mutation file is reported by every entry point (card_problems) in one line;
        # the switches stay nameable meanwhile, so a setup can still be read and refused cleanly.
        cards = {}
    out = []
    for mid in IMPLEMENTED:
        m = cards.get(mid)
        if m is None:
            out.append(Switch(mid, mid.upper(), "", False, "O8"))
            continue
        words = f": {m.summary}" if m.summary else ""
        out.append(Switch(mid, f"{m.name.title()}{words}",
                          f"{m.name}: {m.effect} ({m.complexity}; {m.friendliness}, O8)", False, "O8",
                          PHASE_HEADINGS.get(m.phase, "Several phases")))
    order = list(PHASE_HEADINGS.values())
    return tuple(sorted(out, key=lambda sw: order.index(sw.group) if sw.group in order else len(order)))


# The phases of a turn, in their order, as New game's headings over the mutations that change them.
PHASE_HEADINGS = {"setup": "Setting up", "introduce": "Introduce", "hold": "Hold the centre",
                  "choose action": "Choose a type", "turn": "The turn", "perform actions": "Actions",
                  "grow": "Grow", "move": "Move", "eat/grow/move/conflict/integrity": "Several phases",
                  "conflict": "Conflicts", "integrity": "Integrity"}


def inherit_choices() -> tuple[tuple[str, str], ...]:
    """INHERIT's patterns (O10 j): "random", then every pattern the board data names."""
    try:
        patterns = default_boards().patterns
    except CardError:
        patterns = ()
    return (("Random (drawn from the seed)", "random"), *((p.label, p.id) for p in patterns))


BASE_SWITCHES = (
    Switch("open_board", "Open board (one ring more)",
           "The longer game: rings 1-5 for two seats, 1-6 for three or four (O1).", False, "O1",
           "Board and RAIN"),
    Switch("rain", "RAIN: solo and cooperative",
           "RAIN falls from the top; survive as many turns as you can (1-4 seats, O9, O10).", False, "O9",
           "Board and RAIN"),
    Switch("rain_double", "RAIN drops two elements a turn", "A harder RAIN (O9).", False, "O9",
           "Board and RAIN"),
)
OPTIONS = ("threshold", "rain_threshold", "rain_rings", "inherit_pattern")


class OrganismRules:
    id = "organism"
    title = PLUGIN.title
    tagline = PLUGIN.tagline
    min_seats, max_seats = PLUGIN.seats  # one seat plays RAIN solo (O9); without RAIN 2 to 6
    solo_hint = "solo against RAIN (tick RAIN)"
    has_cards = PLUGIN.has_cards
    rules_doc = "docs/organism.md"
    player_rules = "docs/how-to-play-organism.md"
    record_format = RECORD_FORMAT  # 2: the audit's rulings O10 (b)-(j); format 1 replays as played
    default_bot = "planner"  # the strongest ORGANISM bot measured, and quick (docs/bots.md)
    bot_levels = levels.LEVELS  # New game's Easy, Standard, Hard

    # -- setup -------------------------------------------------------------------------------
    def switches(self) -> tuple[Switch, ...]:
        return BASE_SWITCHES + mutation_switches()

    def setup_options(self) -> tuple[SetupOption, ...]:
        """New game's choices beyond the switches: RAIN's board (O10 c) and INHERIT's pattern
        (O10 j)."""
        # New game lays out one list (INHERIT's) and numbers under the switches: RAIN's rings are
        # a number, 3, 4 or 5 for 7, 9 or 11 columns, 0 for the smallest board the seats fit
        return (SetupOption("rain_rings", "RAIN rings (3-5; 0: fit)", 0),
                SetupOption("inherit_pattern", "INHERIT pattern", "random", inherit_choices()))

    def make_setup(self, players: Sequence[str], seed: int, switches: Sequence[str] = (),
                   start_player: int | None = None, **options: Any) -> OrganismSetup:
        """``options``: ``threshold`` (3-15, O3) and ``rain_threshold`` (O9)."""
        values = switch_values(self.switches(), switches, self.title)
        extra = set(options) - set(OPTIONS)
        if extra:
            raise OptionError(f"unknown setup option(s) for {self.title}: {', '.join(sorted(extra))}")
        muts = tuple(sorted(m for m in IMPLEMENTED if values[m]))
        kw = {k: options[k] for k in OPTIONS if k in options}
        if not values["rain"]:
            kw.pop("rain_rings", None)  # RAIN's board means nothing without RAIN (New game offers it always)
        if "inherit" not in muts:
            kw.pop("inherit_pattern", None)
        return OrganismSetup(tuple(players), seed, open_board=values["open_board"], rain=values["rain"],
                             rain_double=values["rain_double"], mutations=muts,
                             start_player=start_player, **kw)

    def setup_to_dict(self, setup: OrganismSetup) -> dict[str, Any]:
        return setup.to_dict()

    def setup_from_dict(self, data: Any, src: str, record_format: int = 1) -> OrganismSetup:
        return setup_from_dict(data, src, record_format)

    # -- data --------------------------------------------------------------------------------
    def default_cards(self) -> GameData:
        return rules.default_data()

    def load_cards(self, folder: str) -> GameData:
        return GameData(load_boards(folder), load_mutations(folder), str(Path(folder)))

    # -- play --------------------------------------------------------------------------------
    def new_state(self, setup: OrganismSetup, cards: GameData | None = None,
                  narrate: bool = True) -> OrganismState:
        return rules.new_game(setup, cards, narrate)

    legal_actions = staticmethod(rules.legal_actions)
    why_illegal = staticmethod(rules.why_illegal)
    apply = staticmethod(rules.apply)

    def narrate(self, state: OrganismState, events: Sequence[Event]) -> list[str]:
        return rules.narrate_events(state, events)

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    # -- what a seat may know (ruling G2) ----------------------------------------------------
    def observe(self, state: OrganismState, seat: int | None = None) -> dict[str, Any]:
        return knowledge.observe(state, seat)

    determinize = staticmethod(knowledge.determinize)
    fingerprint = staticmethod(knowledge.fingerprint)
    hidden_mark = staticmethod(knowledge.hidden_mark)  # the search bot shares worlds where it holds

    def final_summary(self, state: OrganismState) -> dict[str, Any]:
        return knowledge.final_summary(state)

    def snapshot(self, state: OrganismState) -> int:
        return knowledge.snapshot(state)

    def reveals(self, before: int, after: int) -> bool:
        return after != before

    def deal_signature(self, cards: GameData) -> tuple[str, ...]:
        # No deck: the boards decide the game (their ids and shapes).
        return tuple(f"{b.id}:{b.rings}:{b.homes}" for b in cards.boards.boards)

    # -- bots ------------------------------------------------------------------------------------
    candidate_actions = staticmethod(bots.candidate_actions)
    rewards = staticmethod(bots.rewards)

    def bot_kinds(self) -> tuple[BotKind, ...]:
        return (BotKind("planner", "Planner", "Tries every way to play out its turn (5,000 "
                        "positions) and plays the best; does not look at your reply. Hard to beat."),
                BotKind("planner-standard", "Planner — a little careless", "The Planner on 1,500 "
                        "positions, but three turns in ten it plays the best of eight turns picked "
                        "at random."),
                BotKind("planner-easy", "Planner — careless", "The Planner on 1,500 positions, "
                        "but three turns in five it plays the best of four turns picked at random."))

    def make_game_bot(self, kind: str, seed: int) -> Any:
        if kind in PLANNERS:
            level = PLANNERS[kind]
            return PlannerBot(seed, self, level.budget, level.slips, level.glance)
        raise OptionError(f"unknown bot '{kind}' for {self.title} (known: random, the planners and "
                          "the search levels)")


ORGANISM = OrganismRules()
