"""The game's plug-in: its name and line for the title screen, and what the shared parts may ask of
it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="pentagram",
    title="Pentagram 2",
    tagline="Five colours, one tableau: feed your weakest fortune before the deck runs out.",
    seats=(2, 5),
    has_cards=True,
    # the title's ring: the five colours' coins (yellow, orange, purple, blue, black)
    emblems=((240, 200, 40), (240, 130, 40), (150, 80, 200), (50, 120, 220), (30, 30, 36)),
    probes="game.games.pentagram.probes:PROBES",
    ruleset="game.games.pentagram.ruleset:PENTAGRAM",
    size_shots="game.games.pentagram.ui.shots:SIZE_SHOTS",
    table="game.games.pentagram.ui.table:PentagramTable",
    keys="game.games.pentagram.ui.keys:KEYS",
    faces="game.games.pentagram.faces:PentagramFaces",
    lesson="tutorials/pentagram.yaml",
    hints="tutorials/hints-pentagram.yaml",
    moments="game.games.pentagram.ui.moments:MOMENTS",
    rulebook="game.games.pentagram.ui.rulebook_images:draw_all",
)
