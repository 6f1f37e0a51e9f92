"""The campaign through its scenes: title → map → intro → the table with its objective → debrief,
Retry and Continue, an abandoned chapter resumed, a damaged profile kept (issue 20)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.bots import make_bot
from game.campaign import evaluate_game, load_profile
from game.campaign.play import save_path
from game.ui import navigate
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.scenes.campaign_debrief import DebriefScene
from game.ui.scenes.campaign_intro import ChapterIntroScene
from game.ui.scenes.campaign_map import CampaignMapScene
from game.ui.scenes.campaign_table import ObjectiveOverlay


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False), size=(1280, 720))
    navigate.to_title(a)
    yield a
    a.quit()


def frames(app: App, n: int = 3, dt: float = 0.1) -> None:
    for _ in range(n):
        app.frame(dt, present=False)


def click(app: App, target: str) -> None:
    app.top.handle(Intent("click", target))
    frames(app, 1)


def play_moves(table, bot, limit: int | None = None) -> None:
    """The player's moves, chosen by a bot, made through the table as its clicks make them."""
    n = 0
    while table.session.state.result is None and (limit is None or n < limit):
        table.play(bot.choose(table.session.state))
        n += 1


def open_first_chapter(app: App):
    click(app, "title:campaign")
    assert isinstance(app.top, CampaignMapScene)
    click(app, "chapter:0")
    assert isinstance(app.top, ChapterIntroScene) and app.top.chapter.id == "first_spade"
    click(app, "intro:play")
    table = app.top
    assert isinstance(table, ObjectiveOverlay)
    return table


def test_a_chapter_from_the_title_to_its_debrief_and_on(app: App, data_dir: Path) -> None:
    table = open_first_chapter(app)
    assert table.session.game.setup.seed == 2026  # the chapter's fixed deal
    assert save_path("first_light", "first_spade").is_file()  # kept from the first moment
    play_moves(table, make_bot("search-easy", 1))
    frames(app, 12)  # the table comes to rest, then shows the result: the debrief
    debrief = app.top
    assert isinstance(debrief, DebriefScene)
    game = table.session.game
    expected = evaluate_game(table.run.chapter.objective, game.rules, game.setup, game.actions)
    assert debrief.outcome.stars == expected.stars and debrief.evaluation.measure == expected.measure
    assert expected.stars >= 1  # this deal is won by the bot
    # kept on disk: the stars, and the finished game's save is gone
    profile = load_profile()
    assert profile.stars("first_light", "first_spade") == expected.stars
    assert profile.record("first_light", "first_spade").plays == 1
    assert not save_path("first_light", "first_spade").exists()
    assert [c.id for c in debrief.outcome.opened] == ["memorial_forest"]
    # "See the board" and back: the result is recorded once, however often it is shown
    click(app, "debrief:board")
    assert app.top is table
    table.show_results()
    frames(app, 1)
    assert load_profile().record("first_light", "first_spade").plays == 1
    # Continue: the next chapter's intro
    click(app, "debrief:continue")
    assert isinstance(app.top, ChapterIntroScene) and app.top.chapter.id == "memorial_forest"


def test_retry_deals_the_chapter_again(app: App) -> None:
    table = open_first_chapter(app)
    play_moves(table, make_bot("random", 3))
    frames(app, 12)
    assert isinstance(app.top, DebriefScene)
    click(app, "debrief:retry")
    again = app.top
    assert isinstance(again, ObjectiveOverlay) and again is not table
    assert again.session.game.actions == [] and again.session.state.result is None
    assert load_profile().record("first_light", "first_spade").plays == 1


def test_an_abandoned_chapter_resumes_where_it_was_left(app: App) -> None:
    table = open_first_chapter(app)
    play_moves(table, make_bot("search-easy", 2), limit=3)
    played = [str(a) for a in table.session.game.actions]
    assert len(played) == 3
    navigate.to_title(app)  # the player walks away mid-game
    frames(app)
    click(app, "title:campaign")
    click(app, "chapter:0")
    intro = app.top
    assert isinstance(intro, ChapterIntroScene) and intro.resumable
    click(app, "intro:play")
    # the table, under the decision its last move left open (a dialog may be over it)
    resumed = next(s for s in app.scenes if isinstance(s, ObjectiveOverlay))
    assert [str(a) for a in resumed.session.game.actions] == played
    assert resumed.run.seen == 3  # the objective's tracker caught up with the resumed game
    frames(app)
    # Start again instead: a new attempt from the first move
    navigate.to_title(app)
    click(app, "title:campaign")
    click(app, "chapter:0")
    click(app, "intro:restart")
    assert app.top.session.game.actions == []


def test_the_menu_of_a_chapter_leaves_for_the_campaign_map_and_the_chapter_resumes(app: App) -> None:
    table = open_first_chapter(app)
    play_moves(table, make_bot("search-easy", 2), limit=2)
    played = [str(a) for a in table.session.game.actions]
    table.open_menu()
    menu = app.top
    captions = [o.caption for o in menu.options]
    assert "Save and return to the title" not in captions
    click(app, f"opt:{captions.index('Save and return to the campaign map')}")
    frames(app)
    assert isinstance(app.top, CampaignMapScene)
    click(app, "chapter:0")
    assert isinstance(app.top, ChapterIntroScene) and app.top.resumable
    click(app, "intro:play")
    resumed = [s for s in app.scenes if isinstance(s, ObjectiveOverlay)]  # under the due Window
    assert len(resumed) == 1 and [str(a) for a in resumed[0].session.game.actions] == played


def test_a_locked_chapter_does_not_open(app: App) -> None:
    click(app, "title:campaign")
    click(app, "disabled:chapter:3")
    assert isinstance(app.top, CampaignMapScene)
    assert app.notice is not None and "earn a star in Signatures first" in app.notice[0]


def test_a_damaged_profile_is_shown_and_only_replaced_when_the_player_says(app: App, data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "campaigns.json").write_text("[1, 2")
    click(app, "title:campaign")
    scene = app.top
    assert isinstance(scene, CampaignMapScene) and not scene.book.playable
    assert scene.book.problem.startswith("Campaign progress could not be read: campaigns.json:1:")
    scene.open_chapter(0)
    assert app.top is scene  # nothing is played (or saved) over the damaged file
    assert (data_dir / "campaigns.json").read_text() == "[1, 2"
    click(app, "map:afresh")
    kept = list(data_dir.glob("campaigns.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == "[1, 2"
    assert scene.book.playable and load_profile().to_dict()["campaigns"] == {}


def test_the_set_up_line_names_a_chapters_fixed_meaning() -> None:
    from game.campaign import CAMPAIGNS_ROOT, load_all
    from game.ui.scenes.campaign_intro import setup_summary

    chapters = {ch.id: ch for c in load_all(CAMPAIGNS_ROOT) for ch in c.chapters}
    line = setup_summary(chapters["high_instability"])  # Two Storms a Night: the track starts at 9
    assert "Meaning starts at 9" in line and "High Instability" in line
    assert "Meaning starts at" not in setup_summary(chapters["memorial_forest"])
