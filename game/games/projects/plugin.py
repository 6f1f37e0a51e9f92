"""The game's plug-in: what the shared parts may ask of it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="projects",
    family="meaning_made",
    ruleset="game.games.projects.ruleset:PROJECTS",
    size_shots="game.games.projects.ui.shots:SIZE_SHOTS",
    table="game.games.projects.ui.table:ProjectsTable",
    faces="game.games.projects.faces:ProjectsFaces",
)
