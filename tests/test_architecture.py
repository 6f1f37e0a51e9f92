"""Issue 36, one house: the import contracts (pyproject.toml's [tool.importlinter]), the plug-in
registry, and that opening a game's table loads no other game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.family.registry import GAMES, Plugin, load, plugin

ROOT = Path(__file__).resolve().parents[1]
GAME_IDS = list(GAMES)


def test_the_import_contracts_hold() -> None:
    # Run as its own process: import-linter builds the graph from the source, not from what this
    # test session has imported.
    code = ("import sys; from importlinter.cli import lint_imports;"
            "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True, no_logo=True))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "0 broken" in out.stdout


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_plugin_names_parts_that_exist(game_id: str) -> None:
    p = plugin(game_id)
    assert isinstance(p, Plugin) and p.id == game_id
    assert load(p.ruleset).id == game_id
    assert p.table is not None and load(p.table).__name__.endswith(("Table", "Scene"))
    if load(p.ruleset).has_cards:
        assert p.faces is not None and callable(load(p.faces))


def test_a_plugin_names_its_game_in_its_own_package_only() -> None:
    for game_id in GAME_IDS:
        p = plugin(game_id)
        for ref in (p.ruleset, p.table, p.faces, p.lab_play, p.lab_run, p.lab_report):
            if ref is not None:
                assert ref.startswith(f"game.games.{game_id}."), ref


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_opening_a_table_loads_no_other_game(game_id: str, tmp_path: Path) -> None:
    code = f"""
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["MEANING_MADE_DATA_DIR"] = sys.argv[1]
from game.family import ruleset
from game.family.match import Match
from game.ui import navigate
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session
rules = ruleset("{game_id}")
seats = max(2, rules.min_seats)
setup = rules.make_setup([f"P{{i}}" for i in range(seats)], 5, {{}}, None)
app = App(Settings(animation="off", bot_pause=0.0))
session = Session(Match(rules, setup), [SeatConfig(f"P{{i}}", c) for i, c in
                  zip(range(seats), ("blue", "red", "green", "yellow"))], autosave=False)
navigate.to_table(app, session)
for _ in range(3):
    app.frame(1 / 60, present=False)
# a game's plug-in (its description, no code of it) may be read; any other module of it counts
loaded = sorted({{m.split(".")[2] for m in sys.modules
                 if m.startswith("game.games.") and m.count(".") >= 3 and not m.endswith(".plugin")}})
print(",".join(loaded))
"""
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    loaded = set(out.stdout.strip().splitlines()[-1].split(","))
    allowed = {game_id, "meaning_made"}
    assert loaded - allowed == set(), f"opening {game_id} loaded {sorted(loaded - allowed)}"


def test_the_title_screen_loads_no_game_until_one_is_asked_for(tmp_path: Path) -> None:
    """Start-up imports no game's rules (issue 36: import games lazily): the title draws the
    chosen game from its plug-in (name, line, pieces); its rules load when the player picks
    something that needs them."""
    code = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["MEANING_MADE_DATA_DIR"] = sys.argv[1]
from game.cli import build_parser
from game.ui.app import App, Settings
from game.ui.scenes.title import TitleScene
build_parser()
app = App(Settings(animation="off"))
app.push(TitleScene(app))
for _ in range(3):
    app.frame(1 / 60, present=False)
print("loaded:" + ",".join(sorted({m.split(".")[2] for m in sys.modules
                       if m.startswith("game.games.") and m.count(".") >= 3 and not m.endswith(".plugin")})))
"""
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "loaded:"


def test_every_name_a_games_front_door_offers_resolves() -> None:
    """A lazy front door (PEP 562) names where each name lives; a name moved away must not leave
    a broken promise behind (initiatives' NotationError once did)."""
    import importlib

    from game.family.registry import GAMES

    for game in GAMES:
        front = importlib.import_module(f"game.games.{game}")
        for name in getattr(front, "__all__", ()):
            assert getattr(front, name) is not None, f"game.games.{game}.{name}"
