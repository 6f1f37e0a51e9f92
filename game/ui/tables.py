"""Which scene seats a game at the table: the game's plug-in names it. Everything else in the
shell is shared."""

from __future__ import annotations

from game.family.registry import GAMES, load, plugin
from game.ui.app import App, Scene
from game.ui.session import Session


def has_table(game_id: str) -> bool:
    return game_id in GAMES and plugin(game_id).table is not None


def table_class(game_id: str) -> type[Scene]:
    ref = plugin(game_id).table
    if ref is None:
        raise ValueError(f"{game_id} has no table")
    return load(ref)


def table_scene(app: App, session: Session) -> Scene:
    return table_class(session.rules.id)(app, session)
