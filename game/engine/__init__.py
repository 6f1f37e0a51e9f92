"""The rules engine: pure Python, no pygame (DESIGN.md). Import what callers need from here."""

from game.engine.actions import Action, NotationError
from game.engine.card_loader import CardError, default_cards, load_cards
from game.engine.game import Game
from game.engine.options import OptionError, Setup, Variants, variants_from_names
from game.engine.rules import IllegalAction, apply, legal_actions, why_illegal
from game.engine.setup import new_game
from game.engine.state import COMMUNITY, GameState

__all__ = [
    "COMMUNITY",
    "Action",
    "CardError",
    "Game",
    "GameState",
    "IllegalAction",
    "NotationError",
    "OptionError",
    "Setup",
    "Variants",
    "apply",
    "default_cards",
    "legal_actions",
    "load_cards",
    "new_game",
    "variants_from_names",
    "why_illegal",
]
