"""Moving between screens. Scenes ask for a screen by what it is, never import one another, so
no scene module depends on another; the imports below are deferred to the moment of moving."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.family import Ruleset
    from game.ui.app import App
    from game.ui.session import Session


def to_title(app: App) -> None:
    from game.ui.scenes.title import TitleScene

    app.replace(TitleScene(app))


def to_new_game(app: App, previous: Session | None = None, rules: Ruleset | None = None) -> None:
    from game.ui.scenes.setup_scene import SetupScene

    app.replace(SetupScene(app, previous=previous, rules=rules))


def to_table(app: App, session: Session) -> None:
    from game.ui.tables import table_scene

    app.replace(table_scene(app, session))


def show_rules(app: App, rules: Ruleset | None = None) -> None:
    """The rules document of ``rules`` (default: the game chosen on the title screen)."""
    from game.family import ruleset
    from game.ui.scenes.rules_scene import RulesScene

    app.push(RulesScene(app, rules or ruleset(app.game_id)))


def show_gallery(app: App, rules: Ruleset | None = None) -> None:
    """The card gallery of ``rules`` (default: the game chosen on the title screen)."""
    from game.ui.scenes.gallery import GalleryScene

    app.push(GalleryScene(app, rules.id if rules is not None else app.game_id))
