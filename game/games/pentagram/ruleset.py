"""Pentagram 2 as a member of the game family (game.family.Ruleset).

Stateless: every method hands over to the module that owns the rule, so this file adds no
rules of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.family.errors import OptionError
from game.family.ruleset import BotKind, Event, Switch
from game.family.setup_fields import switch_values
from game.games.pentagram import bots, levels, lookahead, observe, rules
from game.games.pentagram.actions import Action
from game.games.pentagram.cards import CardSet, default_cards, load_cards
from game.games.pentagram.observe import hidden_mark
from game.games.pentagram.plugin import PLUGIN
from game.games.pentagram.setup import PentagramSetup, setup_from_dict
from game.games.pentagram.state import PentagramState

SWITCHES = (
    Switch("short_game", "Short game (30 cards)",
           "Deal 30 of the 60 cards (28 at four players, so everyone places as many): the game "
           "ends when they run out.", False, "PG6"),
    Switch("richest_wins", "Richest wins",
           # No balance warning: the third seat's 32 % at four players was one run's 100 deals,
           # each counted four times; fresh deals and bots that contest each other show no
           # favoured seat at two to five players (docs/pentagram-balance.md, *Richest wins*).
           "The largest total of all five fortunes wins, not the weakest colour; a tie goes to "
           "the larger weakest colour.", False, "PG7"),
)


class PentagramRules:
    id = "pentagram"
    title = PLUGIN.title
    tagline = PLUGIN.tagline
    min_seats, max_seats = PLUGIN.seats
    has_cards = PLUGIN.has_cards
    rules_doc = "docs/pentagram.md"
    player_rules = "docs/how-to-play-pentagram.md"
    record_format = 2  # 2: PG6 amended (a short game deals a multiple of the seats)
    default_bot = "foresight"  # the strongest Pentagram bot measured, and quick (docs/bots.md)
    bot_levels = levels.LEVELS  # New game's Easy, Standard, Hard

    # -- setup -------------------------------------------------------------------------------
    def switches(self) -> tuple[Switch, ...]:
        return SWITCHES

    def make_setup(self, players: Sequence[str], seed: int, switches: Sequence[str] = (),
                   start_player: int | None = None, **options: Any) -> PentagramSetup:
        """``switches``: ``short_game`` or ``short-game`` on, ``no_short_game`` off. ``options``
        may carry ``deck_top`` and ``fortunes`` (a fixed start, as records have)."""
        values = switch_values(SWITCHES, switches, self.title)
        extra = set(options) - {"deck_top", "fortunes"}
        if extra:
            raise OptionError(f"unknown setup option(s) for {self.title}: {', '.join(sorted(extra))}")
        fortunes = options.get("fortunes")
        return PentagramSetup(tuple(players), seed, values["short_game"], values["richest_wins"],
                              start_player, tuple(options.get("deck_top", ())),
                              None if fortunes is None else tuple(tuple(f) for f in fortunes))

    def setup_to_dict(self, setup: PentagramSetup) -> dict[str, Any]:
        return setup.to_dict()

    def setup_from_dict(self, data: Any, src: str, record_format: int = 2) -> PentagramSetup:
        return setup_from_dict(data, src, record_format)

    # -- data --------------------------------------------------------------------------------
    def default_cards(self) -> CardSet:
        return default_cards()

    def load_cards(self, folder: str) -> CardSet:
        return load_cards(folder)

    # -- play --------------------------------------------------------------------------------
    def new_state(self, setup: PentagramSetup, cards: CardSet | None = None,
                  narrate: bool = True) -> PentagramState:
        return rules.new_game(setup, cards, narrate)

    def legal_actions(self, state: PentagramState) -> list[Action]:
        return rules.legal_actions(state)

    def why_illegal(self, state: PentagramState, action: Action) -> str | None:
        return rules.why_illegal(state, action)

    def apply(self, state: PentagramState, action: Action, check: bool = True) -> list[Event]:
        return rules.apply(state, action, check)

    def narrate(self, state: PentagramState, events: Sequence[Event]) -> list[str]:
        return rules.narrate_events(state, events)

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    # -- what a seat may know (ruling G2) ----------------------------------------------------
    def observe(self, state: PentagramState, seat: int | None = None) -> dict[str, Any]:
        return observe.observe(state, seat)

    def determinize(self, state: PentagramState, seed: int) -> PentagramState:
        return observe.determinize(state, seed)

    hidden_mark = staticmethod(hidden_mark)  # the search bot shares worlds where it holds

    def fingerprint(self, state: PentagramState) -> int:
        return observe.fingerprint(state)

    def final_summary(self, state: PentagramState) -> dict[str, Any]:
        return observe.final_summary(state)

    def snapshot(self, state: PentagramState) -> tuple[frozenset[str], int]:
        return observe.snapshot(state)

    def reveals(self, before: tuple[frozenset[str], int], after: tuple[frozenset[str], int]) -> bool:
        return bool(after[0] - before[0]) or after[1] != before[1]

    def deal_signature(self, cards: CardSet) -> tuple[str, ...]:
        # The shuffle starts from the ids in file order (G1); names and flavour do not matter.
        return cards.ids

    # -- bots ------------------------------------------------------------------------------------
    def candidate_actions(self, state: PentagramState, legal: list[Any]) -> list[Any]:
        return bots.candidate_actions(state, legal)

    def rewards(self, state: PentagramState) -> list[float]:
        return bots.rewards(state)

    def bot_kinds(self) -> tuple[BotKind, ...]:
        return (*(BotKind(k, label, desc) for k, (label, desc, _) in bots.PERSONALITIES.items()),
                *(BotKind(k, lv.label, lv.description) for k, lv in lookahead.LEVELS.items()))

    def make_game_bot(self, kind: str, seed: int) -> bots.GreedyBot | lookahead.ForesightBot:
        if kind in lookahead.LEVELS:
            return lookahead.ForesightBot(seed, kind)
        if kind not in bots.PERSONALITIES:
            raise OptionError(f"unknown bot '{kind}' for {self.title} (known: "
                              f"{', '.join((*bots.PERSONALITIES, *lookahead.LEVELS))})")
        return bots.GreedyBot(seed, kind)


PENTAGRAM = PentagramRules()
