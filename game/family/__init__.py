"""The game family's spine: the interface every game implements and the parts they share."""

from game.family.errors import DataError, IllegalAction, NotationError
from game.family.registry import DEFAULT_GAME, GAMES, UnknownGame, all_rulesets, ruleset
from game.family.ruleset import BotKind, Event, GameState, Outcome, Ruleset, Switch

__all__ = ["DEFAULT_GAME", "GAMES", "BotKind", "DataError", "Event", "GameState", "IllegalAction",
           "NotationError", "Outcome", "Ruleset", "Switch", "UnknownGame", "all_rulesets", "ruleset"]
