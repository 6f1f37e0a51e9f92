"""The game's plug-in: its name and line for the title screen, and what the shared parts may ask of
it, by lazy "module:attribute" strings
(game/family/registry.py). Importing this module imports nothing else of the game."""

from game.family.registry import Plugin

PLUGIN = Plugin(
    id="projects",
    title="Meaning Made: Projects",
    tagline="Build Projects together, and hold the world above water until Stewardship.",
    seats=(1, 6),
    has_cards=True,
    family="meaning_made",
    probes="game.games.meaning_made.probes:PROBES",
    ruleset="game.games.projects.ruleset:PROJECTS",
    size_shots="game.games.projects.ui.shots:SIZE_SHOTS",
    table="game.games.projects.ui.table:ProjectsTable",
    keys="game.games.projects.ui.keys:KEYS",
    faces="game.games.projects.faces:ProjectsFaces",
    lesson="tutorials/projects.yaml",
    hints="tutorials/hints-projects.yaml",
    moments="game.games.projects.ui.moments:MOMENTS",
    rulebook="game.games.projects.ui.rulebook_images:draw_all",
)
