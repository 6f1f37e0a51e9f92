"""Edition `initiatives` (seed 000) as a member of the game family (game.family.Ruleset).

The engine around it predates the spine; this adapter is its front door for shared code. It
adds no rules: every method hands over to the module that owns the rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from game.family.ruleset import BotKind, Event, SetupOption, Switch
from game.games.initiatives import levels, observe, rules
from game.games.initiatives.actions import Action
from game.games.initiatives.card_loader import default_cards, load_cards
from game.games.initiatives.cards import CardSet
from game.games.initiatives.options import (
    SOLO_DIFFICULTIES,
    OptionError,
    Setup,
    Variants,
    variants_from_names,
)
from game.games.initiatives.plugin import PLUGIN
from game.games.initiatives.records import RECORD_FORMAT, setup_from_dict, setup_to_dict
from game.games.initiatives.setup import new_game
from game.games.initiatives.state import GameState
from game.games.meaning_made.edition import EditionRules

# Each switch as New game shows it, with the ruling that makes it a switch (docs/rules.md).
SWITCH_TEXT: dict[str, tuple[str, str, str]] = {
    "faster": ("Faster Game: Meaning starts 1 higher", "Meaning starts at 6 instead of 5.", "I14"),
    "faster_two_initiatives": ("Faster Game: only 2 active Initiatives",
                               "The Initiative row shows 2 cards.", "I14"),
    "hard": ("Hard Mode: Events cost 1 more Meaning", "Every Event takes 1 more Meaning.", "I14"),
    "hard_pattern_tax": ("Hard Mode: Patterns cost +1 token", "Every Pattern costs 1 more token.",
                         "I14"),
    "cooperative": ("Cooperative: no Legacy, all win or lose",
                    "Everyone wins exactly when the End Initiative completes.", "I14"),
    "competitive": ("Competitive: no collapse, fixed rounds",
                    "Collapse is ignored; the game ends after a set number of rounds.", "I14"),
    "long_game": ("Long Game: 5 Initiatives, Stewardship +2",
                  "5 active Initiatives; the End Initiative asks for 2 more tokens.", "I14"),
    "high_instability": ("High Instability: 2 Events a round",
                         "Meaning starts at 4 and two Events are applied each round.", "I14"),
    "limited_recycle": ("Limited Recycle: once a round per table",
                        "One Recycle a round for the whole table.", "I14"),
    "pattern_fatigue": ("Pattern Fatigue: +1 token from the 11th",
                        "From a player's 11th Pattern on, each costs 1 more token.", "I14"),
    "social_cost": ("Social Cost: no Vitals at Meaning 3 or less",
                    "At Meaning 3 or lower a Touchpoint gives no Vitals.", "I14"),
    "fixed_first_player": ("Fixed first player",
                           "The starting player goes first every round; off: the first-player "
                           "marker passes clockwise each round.", "I1"),
    "conversion": ("Conversion: 2 Energy into 1 Support per turn",
                   "Once a turn, not an action.", "I15"),
    "solo_stability": ("Solo Stability: donate +2, skip −1",
                       "The solo Stability Window and Community pace of seed 001.", "I16"),
    "end_threshold": ("Stewardship opens at Meaning 8 (solo 7–9)",
                      "Nobody pays into the End Initiative below the threshold.", "DI18"),
    "turn_order_tokens": ("Later players start with extra tokens",
                          "Each later seat in turn order starts with more tokens.", "DI20"),
}


class InitiativesRules(EditionRules):
    id = "initiatives"
    title = PLUGIN.title
    tagline = PLUGIN.tagline
    min_seats, max_seats = PLUGIN.seats
    has_cards = PLUGIN.has_cards
    rules_doc = "docs/rules.md"
    player_rules = "docs/how-to-play.md"
    solo_difficulties = SOLO_DIFFICULTIES
    record_format = RECORD_FORMAT  # 3: records state their turn order (I1, I18 f) and DI20 (I16)
    switches_title = "Variants"
    solo_hint = "solo against the Community"
    engine = rules  # legal_actions and why_illegal, bound by the base
    knowing = observe  # observe, determinize and final_summary
    action_type = Action
    bot_levels = levels.LEVELS  # New game's Easy, Standard, Hard

    # -- setup -------------------------------------------------------------------------------
    def setup_options(self) -> tuple[SetupOption, ...]:
        """The Competitive game's length and the End Initiative (Stewardship, or a shorter game's)."""
        cards = default_cards(self.id)
        ends = (("Stewardship (standard)", None),
                *((f"{cards.initiatives[cid].name} (shorter game)", cid) for cid in cards.initiative_ids))
        return (SetupOption("competitive_rounds", "Competitive rounds", 8, holder="variants"),
                SetupOption("end_initiative", "End Initiative", None, ends))

    def switches(self) -> tuple[Switch, ...]:
        default = Variants()
        out = []
        for f in fields(Variants):
            if f.name in SWITCH_TEXT:
                label, help_text, ruling = SWITCH_TEXT[f.name]
                out.append(Switch(f.name, label, help_text, bool(getattr(default, f.name)), ruling))
        return tuple(out)

    def make_setup(self, players: Sequence[str], seed: int, switches: Sequence[str] = (),
                   start_player: int | None = None, *, solo_difficulty: str = "standard",
                   competitive_rounds: int = 8, end_initiative: str | None = None,
                   **options: Any) -> Setup:
        if options:
            raise OptionError(f"unknown setup option(s) for {self.title}: {', '.join(options)}")
        variants = variants_from_names(list(switches), competitive_rounds, len(players))
        return Setup(tuple(players), seed, variants, solo_difficulty, start_player, end_initiative)

    def setup_to_dict(self, setup: Setup) -> dict[str, Any]:
        return setup_to_dict(setup)

    def setup_from_dict(self, data: Any, src: str, record_format: int | None = None) -> Setup:
        return setup_from_dict(data, src, record_format)

    # -- data --------------------------------------------------------------------------------
    def default_cards(self) -> CardSet:
        return default_cards(self.id)

    def load_cards(self, folder: str) -> CardSet:
        return load_cards(folder, self.id)

    # -- play --------------------------------------------------------------------------------
    def new_state(self, setup: Setup, cards: CardSet | None = None, narrate: bool = True) -> GameState:
        return new_game(setup, cards, narrate)

    def apply(self, state: GameState, action: Action, check: bool = True) -> list[Event]:
        # This engine's apply returns its log lines; the family speaks in events.
        return rules.play(state, action, check)

    # -- what a seat may know ------------------------------------------------------------------
    def fingerprint(self, state: GameState) -> int:
        from game.games.initiatives.evaluate import public_fingerprint

        return public_fingerprint(state)

    def snapshot(self, state: GameState) -> tuple[frozenset[str], tuple[int, int, int]]:
        shown = {c for c in state.prism if c}
        shown |= {s.card.id for s in state.slots()}
        shown |= set(state.events_in_play) | set(state.event_discard)
        return frozenset(shown), (len(state.event_deck), len(state.pattern_deck), len(state.init_deck))

    def deal_signature(self, cards: CardSet) -> Any:
        return (cards.pattern_ids, cards.initiative_ids, cards.event_ids, cards.default_end)

    # -- bots ------------------------------------------------------------------------------------
    # The engine does not import the bots; these two are imported on first use and then bound
    # straight onto the instance, because the search bot calls them every iteration and an
    # import statement per call was 8 % of its time.
    def candidate_actions(self, state: GameState, legal: list[Action]) -> list[Action]:
        from game.games.initiatives.evaluate import candidate_actions

        self.candidate_actions = candidate_actions  # type: ignore[method-assign]
        return candidate_actions(state, legal)

    def rewards(self, state: GameState) -> list[float]:
        from game.games.initiatives.evaluate import rewards

        self.rewards = rewards  # type: ignore[method-assign]
        return rewards(state)

    def bot_kinds(self) -> tuple[BotKind, ...]:
        from game.games.initiatives.bots import PERSONALITY_INFO

        return tuple(BotKind(k, label, desc) for k, (label, desc) in PERSONALITY_INFO.items())

    def make_game_bot(self, kind: str, seed: int) -> Any:
        from game.games.initiatives.bots import HeuristicBot

        return HeuristicBot(kind, seed)


INITIATIVES = InitiativesRules()
