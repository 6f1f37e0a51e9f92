"""Meaning Made's edition `life` ("Life Builds Meaning", seed 002) as a member of the game family
(game.family.Ruleset).

Stateless: every method hands over to the module that owns the rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.family.errors import OptionError
from game.family.ruleset import BotKind, Event, Switch
from game.family.setup_fields import switch_values
from game.games.life import bots, observe, rules
from game.games.life.actions import Action
from game.games.life.cards import CardSet, default_cards, load_cards
from game.games.life.plugin import PLUGIN
from game.games.life.setup import TOPS, LifeSetup, setup_from_dict
from game.games.life.state import LifeState

SWITCHES = (
    Switch("fixed_first_player", "Fixed first player",
           "The starting player goes first every round, as in the seed's example (otherwise the "
           "first seat moves on one each round).", False, "DL1"),
    Switch("inert_local_drift", "Inert local Drift",
           "Local 🌀 tokens never turn into World Drift (the rules as written); otherwise three of "
           "them become +1 World Drift at the end of Phase D.", False, "L6"),
    Switch("layer10_in_opening_row", "Layer 10 in the opening Row",
           "Deal the opening Row as the seed words it (otherwise Layer 10 tiles are passed over "
           "and shuffled back into the supply).", False, "DL17"),
    Switch("turn_order_tokens", "Later players start with extra tokens",
           "The 4th and 5th players of round 1 start with 1☀️ more (off: every seat starts with "
           "2☀️ 1🔁).", True, "DL19"),
    Switch("scaled_events", "Events scale with the table",
           "Every Event's pending Drift and local 🌀 change with the table: +1 at four players, "
           "+2 at five, −1 at two (a printed Drift stays at least 1); off: as printed at any "
           "table.", True, "DL20"),
)


class LifeRules:
    id = "life"
    title = PLUGIN.title
    tagline = PLUGIN.tagline
    min_seats, max_seats = PLUGIN.seats
    has_cards = PLUGIN.has_cards
    rules_doc = "docs/life.md"
    player_rules = ""
    # 3: DL20 and DL19 on (format 2 played Events as printed and started every seat alike);
    # 2: DL17 (format 1 dealt Layer 10 tiles into the opening Row)
    record_format = 3
    default_bot = "search-easy"

    # -- setup -------------------------------------------------------------------------------
    def switches(self) -> tuple[Switch, ...]:
        return SWITCHES

    def make_setup(self, players: Sequence[str], seed: int, switches: Sequence[str] = (),
                   start_player: int | None = None, **options: Any) -> LifeSetup:
        """``switches``: ``inert_local_drift`` (or ``inert-local-drift``) on, ``no_<name>`` off.
        ``options`` may carry ``event_top``, ``pattern_top`` and ``project_top`` (a fixed deal)."""
        values = switch_values(SWITCHES, switches, self.title)
        extra = set(options) - set(TOPS)
        if extra:
            raise OptionError(f"unknown setup option(s) for {self.title}: {', '.join(sorted(extra))}")
        tops = {k: tuple(v) for k, v in options.items()}
        return LifeSetup(tuple(players), seed, start_player=start_player, **values, **tops)

    def setup_to_dict(self, setup: LifeSetup) -> dict[str, Any]:
        return setup.to_dict()

    def setup_from_dict(self, data: Any, src: str, record_format: int) -> LifeSetup:
        return setup_from_dict(data, src, record_format)

    # -- data --------------------------------------------------------------------------------
    def default_cards(self) -> CardSet:
        return default_cards()

    def load_cards(self, folder: str) -> CardSet:
        return load_cards(folder)

    # -- play --------------------------------------------------------------------------------
    def new_state(self, setup: LifeSetup, cards: CardSet | None = None,
                  narrate: bool = True) -> LifeState:
        return rules.new_game(setup, cards, narrate)

    # The engine's own functions, not wrappers: bots call these in every search iteration.
    legal_actions = staticmethod(rules.legal_actions)
    why_illegal = staticmethod(rules.why_illegal)
    determinize = staticmethod(observe.determinize)
    candidate_actions = staticmethod(bots.candidate_actions)
    rewards = staticmethod(bots.rewards)

    def apply(self, state: LifeState, action: Action, check: bool = True) -> list[Event]:
        return rules.apply(state, action, check)

    def narrate(self, state: LifeState, events: Sequence[Event]) -> list[str]:
        # Every event carries the sentence it was told in (LifeState.say).
        return [str(e.data["text"]) for e in events if "text" in e.data]

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    # -- what a seat may know (ruling G2) ----------------------------------------------------
    def observe(self, state: LifeState, seat: int | None = None) -> dict[str, Any]:
        return observe.observe(state, seat)

    def fingerprint(self, state: LifeState) -> int:
        return observe.fingerprint(state)

    def final_summary(self, state: LifeState) -> dict[str, Any]:
        return observe.final_summary(state)

    def lab_record(self, state: LifeState) -> dict[str, Any]:
        return observe.lab_record(state)

    def snapshot(self, state: LifeState) -> tuple[frozenset[str], tuple[int, int, int]]:
        return observe.snapshot(state)

    def reveals(self, before: Any, after: Any) -> bool:
        return bool(after[0] - before[0]) or after[1] != before[1]

    def deal_signature(self, cards: CardSet) -> Any:
        # The shuffles start from the ids in file order (G1); names and texts do not matter.
        return (cards.event_ids, cards.pattern_ids, cards.project_ids)

    # -- bots ------------------------------------------------------------------------------------
    def bot_kinds(self) -> tuple[BotKind, ...]:
        return ()  # the shared random and search bots

    def make_game_bot(self, kind: str, seed: int) -> Any:
        raise OptionError(f"{self.title} has no bots of its own; use random or search")


LIFE = LifeRules()
