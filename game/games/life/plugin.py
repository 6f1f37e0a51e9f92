"""The game's plug-in: its name and line for the title screen, and what the shared parts may ask of
it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="life",
    title="Life Builds Meaning",
    tagline="Hold together, learn what matters, become valuable: keep World Drift down.",
    seats=(2, 5),
    has_cards=True,
    family="meaning_made",
    probes="game.games.meaning_made.probes:LIFE_PROBES",
    ruleset="game.games.life.ruleset:LIFE",
    size_shots="game.games.life.ui.shots:SIZE_SHOTS",
    table="game.games.life.ui.table:LifeTable",
    keys="game.games.life.ui.keys:KEYS",
    faces="game.games.life.faces:LifeFaces",
    lesson="tutorials/life.yaml",
    hints="tutorials/hints-life.yaml",
    moments="game.games.life.ui.moments:MOMENTS",
    rulebook="game.games.life.ui.rulebook_images:draw_all",
)
