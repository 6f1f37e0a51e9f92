"""A failing autosave is never silent: the table says so at once and offers to save elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.family import ruleset
from game.family.match import Match
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session
from game.ui.tables import table_scene


@pytest.mark.parametrize("game_id", ["initiatives", "pentagram"])
def test_a_failed_autosave_shows_and_a_copy_can_be_saved_at_home(
        game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    (data / "autosave.json").mkdir(parents=True)  # the save path is a folder: every save fails
    monkeypatch.setenv("MEANING_MADE_DATA_DIR", str(data))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    rules = ruleset(game_id)
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")]
    session = Session(Match(rules, rules.make_setup(("Alex", "Brooke"), 3)), seats)
    app = App(Settings(animation="off", live_reload=False))
    try:
        app.push(table_scene(app, session))
        app.frame(1 / 60, present=False)
        session.play(session.legal()[0])
        assert session.save_error and "autosave failed" in session.save_error
        app.frame(1 / 60, present=False)
        banner = app.screen.get_at((960 - 556, 10))  # inside the strip, left of its words
        assert banner.r > banner.g + 30  # the red warning strip across the top of the table
        app.top.handle(Intent("key", "cancel"))  # Esc: the menu
        menu = app.top
        assert isinstance(menu, ChoiceDialog)
        assert any("autosave failed" in line for line in menu.body)
        pick = next(i for i, o in enumerate(menu.options) if o.caption.startswith("Save a copy"))
        menu.handle(Intent("click", f"opt:{pick}"))
        copies = list((tmp_path / "home").glob(f"meaning-made-{game_id}-*.json"))
        assert len(copies) == 1
        saved = json.loads(copies[0].read_text())
        assert saved["actions"] == [str(a) for a in session.game.actions]
        assert app.notice is not None and str(copies[0]) in app.notice[0]
    finally:
        app.quit()
