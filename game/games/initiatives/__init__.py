"""The rules engine of Meaning Made's `initiatives` edition: pure Python, no pygame (DESIGN.md).

This is its front door: code outside the engine imports from here, never from a submodule, so
the engine may rearrange its insides freely. What is here is what the desktop table, the bots,
the lab and the studio need; the game family's shared interface is ``INITIATIVES`` (a Ruleset).
Each name is imported when first used (PEP 562), so reading the game's plug-in
(``plugin.py``) loads none of its rules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.games.initiatives.actions import Action, NotationError
    from game.games.initiatives.card_loader import FILES, CardError, default_cards, load_cards
    from game.games.initiatives.cards import (
        LAYER_EMOJI,
        LAYER_NAMES,
        TOKEN_EMOJI,
        CardSet,
        Event,
        Initiative,
        Pattern,
        tokens_text,
    )
    from game.games.initiatives.costs import missing_signatures, pattern_price, signature_totals
    from game.games.initiatives.explain import effective_cost_text
    from game.games.initiatives.game import Game
    from game.games.initiatives.observe import determinize
    from game.games.initiatives.options import (
        SOLO_DIFFICULTIES,
        FixedSetup,
        OptionError,
        SeatStart,
        Setup,
        Variants,
        variants_from_names,
    )
    from game.games.initiatives.rules import (
        IllegalAction,
        apply,
        contribute_blocker,
        donation_gain,
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
    from game.games.initiatives.ruleset import INITIATIVES, SWITCH_TEXT
    from game.games.initiatives.scoring import final_score
    from game.games.initiatives.setup import new_game, start_meaning
    from game.games.initiatives.state import COMMUNITY, STALL_ROUND, GameState, InitiativeSlot

# name -> the submodule that defines it
_WHERE: dict[str, str] = {
    "Action": "actions",
    "apply": "rules",
    "CardError": "card_loader",
    "CardSet": "cards",
    "COMMUNITY": "state",
    "contribute_blocker": "rules",
    "default_cards": "card_loader",
    "determinize": "observe",
    "donation_gain": "rules",
    "donation_room": "rules",
    "effective_cost_text": "explain",
    "end_threshold": "rules",
    "Event": "cards",
    "event_loss": "rules",
    "event_losses": "rules",
    "FILES": "card_loader",
    "final_score": "scoring",
    "FixedSetup": "options",
    "Game": "game",
    "GameState": "state",
    "IllegalAction": "rules",
    "Initiative": "cards",
    "INITIATIVES": "ruleset",
    "InitiativeSlot": "state",
    "LAYER_EMOJI": "cards",
    "LAYER_NAMES": "cards",
    "legacy_for_place": "rules",
    "legal_actions": "rules",
    "load_cards": "card_loader",
    "missing_signatures": "costs",
    "new_game": "setup",
    "NotationError": "actions",
    "obtain_blocker": "rules",
    "OptionError": "options",
    "Pattern": "cards",
    "pattern_price": "costs",
    "SeatStart": "options",
    "Setup": "options",
    "signature_totals": "costs",
    "SOLO_DIFFICULTIES": "options",
    "solo_stability": "rules",
    "solo_window": "rules",
    "STALL_ROUND": "state",
    "start_meaning": "setup",
    "SWITCH_TEXT": "ruleset",
    "TOKEN_EMOJI": "cards",
    "tokens_text": "cards",
    "touchpoint_gives_vitals": "rules",
    "Variants": "options",
    "variants_from_names": "options",
    "why_illegal": "rules",
}

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
    "donation_gain",
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


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
