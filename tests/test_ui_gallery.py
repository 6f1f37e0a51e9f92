"""Card gallery (issue 5): filters, search, zoom, and live reload of YAML (a broken file keeps the
last good cards and says where it is broken); a running game replays with edited cards."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from conftest import ROOT

from game.games.initiatives.card_loader import load_cards
from game.games.initiatives.game import Game
from game.games.initiatives.options import Setup
from game.ui import assets
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.card_zoom import CardZoom
from game.ui.scenes.gallery import GalleryScene
from game.ui.session import Session

CARDS = ROOT / "cards" / "initiatives"


@pytest.fixture
def app():
    a = App(Settings(animation="off", live_reload=False))
    yield a
    a.quit()


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def test_gallery_filters_search_and_zoom(app: App) -> None:
    scene = GalleryScene(app, watch=False)
    app.push(scene)
    frames(app)
    cards = load_cards(CARDS)
    assert len(scene.visible()) == len(cards.patterns) + len(cards.initiatives) + len(cards.events)
    scene.handle(Intent("click", "type:pattern"))
    assert len(scene.visible()) == 60
    scene.handle(Intent("click", "layer:3"))
    assert {c.layer for c in scene.visible()} == {3} and len(scene.visible()) == 10
    scene.handle(Intent("click", "type:all"))
    scene.handle(Intent("click", "layer:0"))
    scene.search.set_text("clinic")
    assert [c.id for c in scene.visible()] == ["local_clinic"]
    frames(app)
    target = next(t for t in app.ctl.targets if t.id == "card:local_clinic")
    scene.handle(Intent("click", target.id))
    zoom = app.top
    assert isinstance(zoom, CardZoom)
    frames(app)
    assert zoom.shown is not None and zoom.shown.card.id == "local_clinic"
    first = zoom.face
    frames(app)
    assert zoom.face is first  # drawn once, not every frame
    assets.clear_caches()  # what new art does (GalleryScene.refresh)
    frames(app)
    assert zoom.face is not first
    app.dispatch(Intent("click", "zoom:close"))
    assert app.top is scene
    scene.handle(Intent("inspect", "gallery:close"))  # a right-click presses no button
    assert app.top is scene
    scene.handle(Intent("inspect", target.id))  # but on a card it zooms, as a click does
    assert isinstance(app.top, CardZoom)


def _wait_for(app: App, condition, seconds: float = 5.0) -> float:
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        frames(app)
        if condition():
            return time.perf_counter() - start
        time.sleep(0.02)
    raise AssertionError("the change did not show up")


def test_hot_reload_shows_a_saved_change_and_survives_a_broken_file(app: App, tmp_path: Path) -> None:
    folder = tmp_path / "cards"
    shutil.copytree(CARDS, folder)
    scene = GalleryScene(app, folder=folder)
    app.push(scene)
    assert scene.watcher is not None and scene.watcher.ready.wait(5)
    time.sleep(0.2)  # let the watcher settle on the folder before the first change
    patterns = folder / "patterns.yaml"
    text = patterns.read_text()
    patterns.write_text(text.replace("name: Shell\n", "name: Shellfish\n", 1))
    took = _wait_for(app, lambda: scene.live.cards.patterns["shell"].name == "Shellfish")
    assert took < 5
    broken = patterns.read_text().replace("    name: Skin\n", "    name: [Skin\n", 1)
    patterns.write_text(broken)
    _wait_for(app, lambda: bool(scene.live.errors))
    line = broken.splitlines().index("    name: [Skin") + 1
    assert any("patterns.yaml:" in e for e in scene.live.errors)
    assert abs(int(scene.live.errors[0].split(":")[1]) - line) <= 2  # the YAML error names its line
    assert scene.live.cards.patterns["shell"].name == "Shellfish"  # the last good cards stay
    frames(app, 2)  # and drawing with an error on screen does not crash
    scene.close_down()


def test_running_game_replays_with_edited_cards() -> None:
    from dataclasses import replace

    game = Game(Setup(("Alex", "Brooke"), 5))
    for _ in range(6):
        game.play(game.legal_actions()[0])
    session = Session(game, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    cards = game.cards
    pid = next(iter(cards.patterns))
    renamed = dict(cards.patterns)
    renamed[pid] = replace(renamed[pid], name="Renamed")
    assert session.reload_cards(replace(cards, patterns=renamed)) is None
    assert session.state.cards.patterns[pid].name == "Renamed"
    assert len(session.game.actions) == 6
    gone = {k: v for k, v in cards.patterns.items() if k not in session.state.prism}
    problem = session.reload_cards(replace(cards, patterns=gone, pattern_ids=tuple(gone)))
    assert problem is not None and "old cards stay" in problem
    assert session.state.cards.patterns[pid].name == "Renamed"
