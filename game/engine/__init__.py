"""The rules engine of Meaning Made's `initiatives` edition: pure Python, no pygame (DESIGN.md).

This is its front door: code outside the engine imports from here, never from a submodule, so
the engine may rearrange its insides freely. What is here is what the desktop table, the bots,
the lab and the studio need; the game family's shared interface is ``INITIATIVES`` (a Ruleset).
"""

from game.engine.actions import Action, NotationError
from game.engine.card_loader import FILES, CardError, default_cards, load_cards
from game.engine.cards import (
    LAYER_EMOJI,
    LAYER_NAMES,
    TOKEN_EMOJI,
    CardSet,
    Event,
    Initiative,
    Pattern,
    tokens_text,
)
from game.engine.costs import missing_signatures, pattern_price, signature_totals
from game.engine.explain import effective_cost_text
from game.engine.game import Game
from game.engine.observe import determinize
from game.engine.options import (
    SOLO_DIFFICULTIES,
    FixedSetup,
    OptionError,
    SeatStart,
    Setup,
    Variants,
    variants_from_names,
)
from game.engine.rules import (
    IllegalAction,
    apply,
    contribute_blocker,
    donation_room,
    end_threshold,
    event_loss,
    event_losses,
    legacy_for_place,
    legal_actions,
    obtain_blocker,
    solo_stability,
    solo_window,
    touchpoint_gives_vitals,
    why_illegal,
)
from game.engine.ruleset import INITIATIVES, SWITCH_TEXT
from game.engine.scoring import final_score
from game.engine.setup import new_game, start_meaning
from game.engine.state import COMMUNITY, STALL_ROUND, GameState, InitiativeSlot

__all__ = [
    "COMMUNITY",
    "FILES",
    "INITIATIVES",
    "LAYER_EMOJI",
    "LAYER_NAMES",
    "SOLO_DIFFICULTIES",
    "STALL_ROUND",
    "SWITCH_TEXT",
    "TOKEN_EMOJI",
    "Action",
    "CardError",
    "CardSet",
    "Event",
    "FixedSetup",
    "Game",
    "GameState",
    "IllegalAction",
    "Initiative",
    "InitiativeSlot",
    "NotationError",
    "OptionError",
    "Pattern",
    "SeatStart",
    "Setup",
    "Variants",
    "apply",
    "contribute_blocker",
    "default_cards",
    "determinize",
    "donation_room",
    "effective_cost_text",
    "end_threshold",
    "event_loss",
    "event_losses",
    "final_score",
    "legacy_for_place",
    "legal_actions",
    "load_cards",
    "missing_signatures",
    "new_game",
    "obtain_blocker",
    "pattern_price",
    "signature_totals",
    "solo_stability",
    "solo_window",
    "start_meaning",
    "tokens_text",
    "touchpoint_gives_vitals",
    "variants_from_names",
    "why_illegal",
]
