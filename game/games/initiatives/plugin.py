"""The game's plug-in: its name and line for the title screen, and what the shared parts may ask of
it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="initiatives",
    title="Meaning Made",
    tagline="Life builds meaning. Build it together — or watch it drift.",
    seats=(1, 6),
    has_cards=True,
    probes="game.games.meaning_made.probes:PROBES",
    ruleset="game.games.initiatives.ruleset:INITIATIVES",
    size_shots="game.games.initiatives.ui.shots:SIZE_SHOTS",
    table="game.games.initiatives.ui.table:GameScene",
    keys="game.games.initiatives.ui.keys:KEYS",
    faces="game.games.initiatives.faces:MeaningMadeFaces",
    lab_play="game.games.initiatives.lab:play",
    lab_run="game.games.initiatives.lab:run",
    lab_variants="game.games.initiatives.lab:variants_of",
    lab_report="game.games.initiatives.lab:report_of",
    lesson="tutorials/first_game.yaml",
    hints="tutorials/hints.yaml",
    moments="game.games.initiatives.ui.moments:MOMENTS",
    rulebook="game.games.initiatives.ui.rulebook_images:draw_all",
    family="meaning_made",
)
