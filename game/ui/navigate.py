"""Moving between screens: the shell's router. Scenes ask for a screen by its name, never import
one another; the router finds a screen's class from a "module:attr" string when it is opened, so
no scene module depends on another and the title loads none of the screens behind it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.family.registry import load

if TYPE_CHECKING:
    from game.family import Ruleset
    from game.ui.app import App
    from game.ui.session import Session

SCREENS: dict[str, str] = {
    "title": "game.ui.scenes.title:TitleScene",
    "new_game": "game.ui.scenes.setup_scene:SetupScene",
    "rules": "game.ui.scenes.rules_scene:RulesScene",
    "gallery": "game.ui.scenes.gallery:GalleryScene",
    "saved_games": "game.ui.scenes.saved_games:SavedGamesScene",
    "history": "game.ui.scenes.history_scene:HistoryScene",
    "replay": "game.ui.scenes.replay_scene:ReplayScene",
    "settings": "game.ui.scenes.settings_scene:open_settings",
    "campaign_map": "game.ui.scenes.campaign_map:CampaignMapScene",
    "chapter_intro": "game.ui.scenes.campaign_intro:ChapterIntroScene",
    "campaign_table": "game.ui.scenes.campaign_table:campaign_table",
    "campaign_debrief": "game.ui.scenes.campaign_debrief:DebriefScene",
    "campaign": "game.ui.scenes.campaign_flow:to_map",
}


def screen(name: str) -> Any:
    """The scene class the router opens as ``name``."""
    return load(SCREENS[name])


def to_title(app: App) -> None:
    app.replace(screen("title")(app))


def to_new_game(app: App, previous: Session | None = None, rules: Ruleset | None = None) -> None:
    app.replace(screen("new_game")(app, previous=previous, rules=rules))


def to_table(app: App, session: Session) -> None:
    from game.ui.tables import table_scene

    app.replace(table_scene(app, session))


def show_rules(app: App, rules: Ruleset | None = None) -> None:
    """The rules document of ``rules`` (default: the game chosen on the title screen)."""
    from game.family import ruleset

    with app.working("Opening the rules…"):
        scene = screen("rules")(app, rules or ruleset(app.game_id))
        scene.draw(app.screen)  # its first picture is the slow part: done while the sign shows
    app.push(scene)


def show_gallery(app: App, rules: Ruleset | None = None) -> None:
    """The card gallery of ``rules`` (default: the game chosen on the title screen)."""
    app.push(screen("gallery")(app, rules.id if rules is not None else app.game_id, designer=False))
