"""The game's plug-in: what the shared parts may ask of it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="organism",
    ruleset="game.games.organism.ruleset:ORGANISM",
    size_shots="game.games.organism.ui.shots:SIZE_SHOTS",
    table="game.games.organism.ui.table:OrganismTable",
)
