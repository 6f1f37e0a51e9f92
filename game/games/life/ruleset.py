"""Meaning Made's edition `life` ("Life Builds Meaning", seed 002) as a member of the game family
(game.family.Ruleset).

Its switches and setup on the editions' one base (game/games/meaning_made/edition.py).
"""

from __future__ import annotations

from typing import Any

from game.family.ruleset import Switch
from game.games.life import bots, cards, levels, observe, personalities, rules, setup
from game.games.life.actions import Action
from game.games.life.plugin import PLUGIN
from game.games.life.setup import LifeSetup
from game.games.life.state import LifeState
from game.games.meaning_made.edition import EditionRules

SWITCHES = (
    Switch("fixed_first_player", "Fixed first player",
           "The starting player goes first every round (otherwise the first seat moves on one "
           "each round).", False, "DL1"),
    Switch("inert_local_drift", "Inert local Drift",
           "Local 🌀 tokens never turn into World Drift; otherwise every three on the board become "
           "+1 World Drift at the end of the round's Stability Check.", False, "L6"),
    Switch("layer10_in_opening_row", "Layer 10 in the opening Row",
           "Layer 10 Projects may be dealt into the opening Row, so the game can end in round 1 "
           "(otherwise they are shuffled back into the supply and come later).", False, "DL17"),
    Switch("turn_order_tokens", "Later players start with extra tokens",
           "The 4th of four starts with 1☀️ more; of five, the 4th with 2☀️ and the 5th with 1☀️ "
           "2🔁 more (off: every seat starts with 2☀️ 1🔁).", True, "DL19"),
    Switch("scaled_events", "Events scale with the table",
           "Every Event's pending Drift and local 🌀 change with the table: +1 at four players, "
           "+2 at five, −1 at two (a printed Drift stays at least 1); off: as printed at any "
           "table.", True, "DL20"),
    Switch("second_player_tokens", "The second of two players starts with more",
           "At two players the second player starts with 1☀️ more (without it the starting "
           "player wins about 62 % of two-player games).", True, "DL21"),
)


class LifeRules(EditionRules):
    id = "life"
    title = PLUGIN.title
    tagline = PLUGIN.tagline
    min_seats, max_seats = PLUGIN.seats
    has_cards = PLUGIN.has_cards
    rules_doc = "docs/life.md"
    player_rules = "docs/how-to-play-life.md"
    # 6: DL22's five-seat row (size_rulings.py); 5: DL21 on; 4: L9 and L10's new
    # choices; 3: DL20 and DL19 on (format 2 played Events as printed and started every seat
    # alike); 2: DL17 (format 1 dealt Layer 10 tiles into the opening Row)
    record_format = setup.RECORD_FORMAT

    engine = rules
    knowing = observe
    searching = bots
    personalities = personalities  # Alex, Brooke and Casey (docs/bots.md)
    bot_levels = levels.LEVELS  # New game's Easy, Standard, Hard
    card_reader = cards
    setup_reader = setup
    action_type = Action
    SWITCHES = SWITCHES
    setup_type = LifeSetup

    def lab_record(self, state: LifeState) -> dict[str, Any]:
        return observe.lab_record(state)


LIFE = LifeRules()
