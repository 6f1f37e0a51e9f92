"""The game's plug-in: its name and line for the title screen, and what the shared parts may ask of
it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="organism",
    title="ORGANISM",
    tagline="Eat, move, grow: split into three organisms, or out-power the rest.",
    seats=(1, 6),
    probes="game.games.organism.probes:PROBES",
    ruleset="game.games.organism.ruleset:ORGANISM",
    size_shots="game.games.organism.ui.shots:SIZE_SHOTS",
    table="game.games.organism.ui.table:OrganismTable",
    keys="game.games.organism.ui.keys:KEYS",
    lesson="tutorials/organism.yaml",
    hints="tutorials/hints-organism.yaml",
    moments="game.games.organism.ui.moments:MOMENTS",
    rulebook="game.games.organism.ui.rulebook_images:draw_all",
)
