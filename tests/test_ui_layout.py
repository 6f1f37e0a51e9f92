"""Layouts from Tiled maps: every zone named, a missing zone refused in one line, positions live."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pytest
from conftest import ROOT

from game.ui.layout import MAT_ZONES, WORLD_ZONES, LayoutError, load_board

LAYOUTS = ROOT / "art" / "layouts"


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "layouts"
    shutil.copytree(LAYOUTS, target)
    return target


def test_shipped_maps_have_every_zone_inside_their_size() -> None:
    board = load_board()
    assert board.world.size == (1920, 1080)
    for name in WORLD_ZONES:
        r = board.world[name]
        assert r.x >= 0 and r.x + r.w <= 1920 and r.y >= 0 and r.y + r.h <= 1080, name
    mat = board.world["mat"]
    for name in MAT_ZONES:
        r = board.mat[name]
        assert r.x + r.w <= mat.w and r.y + r.h <= mat.h, name
    # Slots of one row do not overlap each other.
    prism = [board.world[f"prism_{i}"] for i in range(1, 7)]
    assert all(a.x + a.w <= b.x for a, b in itertools.pairwise(prism))


def test_missing_zone_is_one_line_naming_map_and_zone(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    world = folder / "world.tmx"
    world.write_text(world.read_text().replace('name="prism_3"', 'name="prism_three"'))
    with pytest.raises(LayoutError) as info:
        load_board(folder)
    msg = str(info.value)
    assert "\n" not in msg and "world.tmx" in msg and "zone 'prism_3': missing" in msg


def test_broken_map_file_is_refused_in_one_line(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    (folder / "mat.tmx").write_text("<map><objectgroup>")
    with pytest.raises(LayoutError) as info:
        load_board(folder)
    assert "mat.tmx" in str(info.value) and "\n" not in str(info.value)


def test_moving_an_object_in_tiled_moves_drawing_and_clicking(tmp_path: Path) -> None:
    from game.games.initiatives.game import Game
    from game.games.initiatives.options import Setup
    from game.games.initiatives.ui.table import GameScene
    from game.ui.app import App, Settings
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    folder = _copy(tmp_path)
    world = folder / "world.tmx"
    text = world.read_text()
    old = 'name="prism_1" type="slot" x="136" y="604"'
    assert old in text
    world.write_text(text.replace(old, 'name="prism_1" type="slot" x="150" y="610"'))
    board = load_board(folder)
    assert (board.world["prism_1"].x, board.world["prism_1"].y) == (150, 610)
    app = App(Settings(animation="off"))
    try:
        session = Session(
            Game(Setup(("A", "B"), 3)), [SeatConfig("A", "blue"), SeatConfig("B", "red")], autosave=False
        )
        app.push(GameScene(app, session, board))
        app.frame(0.016, present=False)
        target = app.ctl.target_at(151, 611)
        assert target is not None and target.id == "prism_1"
    finally:
        app.quit()
