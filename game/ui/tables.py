"""Which scene seats a game at the table, by game id. Everything else in the shell is shared."""

from __future__ import annotations

import importlib

from game.ui.app import App, Scene
from game.ui.session import Session

TABLES: dict[str, str] = {
    "initiatives": "game.ui.scenes.game_scene:GameScene",
    "pentagram": "game.games.pentagram.ui.table:PentagramTable",
    "projects": "game.games.projects.ui.table:ProjectsTable",
    "organism": "game.games.organism.ui.table:OrganismTable",
    "life": "game.games.life.ui.table:LifeTable",
}


def table_scene(app: App, session: Session) -> Scene:
    module, cls = TABLES[session.rules.id].split(":")
    return getattr(importlib.import_module(module), cls)(app, session)
