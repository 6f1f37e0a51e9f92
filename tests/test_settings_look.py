"""Issue 16: the settings a player expects — text size and a colour-blind palette — apply at
once, reach a table already open, and persist."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.family.errors import FileError
from game.games.initiatives.game import Game
from game.games.initiatives.options import Setup
from game.games.initiatives.ui.table import GameScene
from game.ui import assets, prefs, theme
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.prefs import Prefs
from game.ui.saves import SeatConfig
from game.ui.scenes.settings_scene import ROWS, SettingsScene
from game.ui.session import Session

STANDARD_RED = (220, 80, 80)


@pytest.fixture
def app() -> Iterator[App]:
    a = App(Settings(animation="off", bot_pause=0.0))
    yield a
    a.prefs = Prefs()
    prefs.apply(a)  # back to the standard look for every later test
    a.quit()


def frame(app: App) -> None:
    app.frame(1 / 60, present=False)


def test_the_colour_blind_palette_changes_seats_and_track_and_back(app: App) -> None:
    assert theme.SEAT_COLOURS["red"] == STANDARD_RED and theme.track_colour(0) == (190, 70, 70)
    app.prefs.palette = "colour-blind"
    prefs.apply(app)
    assert theme.SEAT_COLOURS["red"] == (213, 94, 0) and theme.SEAT_COLOURS["green"] == (0, 158, 115)
    assert theme.track_colour(0) == (213, 94, 0) and theme.track_colour(1) == (0, 114, 178)
    assert theme.GOOD == (86, 180, 233)
    app.prefs.palette = "standard"
    prefs.apply(app)
    assert theme.SEAT_COLOURS["red"] == STANDARD_RED and theme.track_colour(1) == (70, 190, 100)


def test_text_size_scales_every_font(app: App) -> None:
    normal = assets.text("Meaning", theme.FONT_BODY, theme.TEXT).get_width()
    app.prefs.text_size = "larger"
    prefs.apply(app)
    larger = assets.text("Meaning", theme.FONT_BODY, theme.TEXT).get_width()
    assert assets.TEXT_SCALE == 1.2 and 1.1 < larger / normal < 1.3


def test_the_settings_scene_steps_through_the_choices_and_a_table_redraws(app: App, tmp_path: Path) -> None:
    session = Session(Game(Setup(("Alex", "Brooke"), 3)),
                      [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    table = GameScene(app, session)
    app.push(table)
    frame(app)
    assert table.view.styles[1][0] == STANDARD_RED
    app.prefs_file = tmp_path / "settings.json"
    settings = SettingsScene(app)
    app.push(settings)
    settings.selected = [r.key for r in ROWS].index("palette")
    settings.handle(Intent("key", "right"))
    assert app.prefs.palette == "colour-blind" and table.view.styles[1][0] == (213, 94, 0)
    settings.handle(Intent("key", "right"))  # already the last choice
    assert app.prefs.palette == "colour-blind"
    settings.selected = [r.key for r in ROWS].index("text_size")
    settings.handle(Intent("key", "right"))
    assert app.prefs.text_size == "large" and assets.TEXT_SCALE == 1.1
    frame(app)
    kept, problem = prefs.load(app.prefs_file)
    assert problem is None and (kept.palette, kept.text_size) == ("colour-blind", "large")


def test_a_settings_file_with_an_unknown_choice_is_refused_in_one_line() -> None:
    with pytest.raises(FileError, match="'text_size' should be one of normal, large, larger, not 'huge'"):
        Prefs.from_dict({"kind": "meaning-made-settings", "text_size": "huge"}, "settings.json")
    with pytest.raises(FileError, match="'palette' should be one of standard, colour-blind"):
        Prefs.from_dict({"kind": "meaning-made-settings", "palette": "sepia"}, "settings.json")
