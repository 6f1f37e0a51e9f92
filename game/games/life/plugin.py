"""The game's plug-in: what the shared parts may ask of it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="life",
    family="meaning_made",
    ruleset="game.games.life.ruleset:LIFE",
    size_shots="game.games.life.ui.shots:SIZE_SHOTS",
    table="game.games.life.ui.table:LifeTable",
    faces="game.games.life.faces:LifeFaces",
)
