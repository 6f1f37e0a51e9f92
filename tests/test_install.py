"""Installable like a desktop game (issue 16): the wheel carries everything the game reads, and the
game installed from it plays from anywhere; the desktop bundle (slow, needs PyInstaller) starts.

The wheel is built the way packaging/build_bundle.py builds it (pip, from a clean copy of the
checkout) and installed with ``pip --target`` into a scratch folder; the installed copy is run
with that folder first on PYTHONPATH, from a folder outside the checkout.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from game.family import GAMES, ruleset
from game.family.paths import CARDS_ROOT, DATA_FOLDER, PROJECT_ROOT, find_data_root

ROOT = Path(__file__).resolve().parents[1]
DATA = f"game/{DATA_FOLDER}/"
WHOLE_FOLDERS = ("cards", "art", "fonts", "tutorials", "campaigns")  # every file of these ships


def _build_bundle_module():
    spec = importlib.util.spec_from_file_location("build_bundle", ROOT / "packaging" / "build_bundle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_bundle = _build_bundle_module()


def _rules_documents() -> list[str]:
    """Every document a Rules screen opens, relative to the data root."""
    docs = []
    for game in GAMES:
        rules = ruleset(game)
        docs += [d for d in (rules.rules_doc, rules.player_rules) if d]
    return sorted(set(docs))


def _pictures(doc: str) -> list[str]:
    """The pictures a rules document shows (its `![alt](path)` lines), relative to the data root."""
    text = (PROJECT_ROOT / doc).read_text(encoding="utf-8")
    folder = Path(doc).parent
    return [(folder / src).as_posix() for src in re.findall(r"^\s*!\[[^\]]*\]\(([^)]+)\)\s*$", text, re.M)]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_bundle.build_wheel(tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="module")
def site(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_bundle.install_wheel(wheel, tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="module")
def elsewhere(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("elsewhere")  # a working folder with no cards/ or docs/ in it


def _run_installed(site: Path, cwd: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "MEANING_MADE_DATA_DIR": str(cwd / "user-data")}
    return subprocess.run([sys.executable, *argv], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=120, check=False)


# -- the one place that decides the data root ------------------------------------------------------
def test_a_checkout_reads_its_data_beside_the_package() -> None:
    assert PROJECT_ROOT == ROOT
    assert CARDS_ROOT == ROOT / "cards"
    assert not (ROOT / "game" / DATA_FOLDER).exists()  # else the checkout would read a stale copy


def test_an_installed_package_reads_the_data_it_carries(tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "game"
    package.mkdir(parents=True)
    assert find_data_root(package) == tmp_path / "site-packages"  # no _data: a checkout
    (package / DATA_FOLDER).mkdir()
    assert find_data_root(package) == package / DATA_FOLDER


def test_only_paths_py_finds_the_data_from_its_own_location() -> None:
    """A module that builds the root from its own __file__ reads the checkout's data in a checkout
    and nothing at all when installed; game/family/paths.py is the one place that decides."""
    allowed = {"game/family/paths.py", "game/lab/checkpoint.py"}  # checkpoint hashes the code
    offenders = [
        p.relative_to(ROOT).as_posix()
        for p in sorted((ROOT / "game").rglob("*.py"))
        if "__file__" in p.read_text(encoding="utf-8") and p.relative_to(ROOT).as_posix() not in allowed
    ]
    assert offenders == [], f"ask game.family.paths (PROJECT_ROOT, CARDS_ROOT) instead: {offenders}"


# -- the wheel ----------------------------------------------------------------------------------------
def test_the_wheel_carries_every_data_file_the_game_reads(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    data = {n.removeprefix(DATA) for n in names if n.startswith(DATA)}
    for folder in WHOLE_FOLDERS:
        in_checkout = {p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*")
                       if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith(".")}
        assert in_checkout, folder
        assert in_checkout - data == set(), f"{folder}/ files missing from the wheel (setup.py DATA)"
    for doc in _rules_documents():
        assert doc in data, f"{doc}: a Rules screen opens it; add it to setup.py's DATA"
        for picture in _pictures(doc):
            assert picture in data, f"{picture}: {doc} shows it; add it to setup.py's DATA"
    # the named ones, so a wrong glob cannot pass by finding nothing to compare
    for name in ("cards/initiatives/patterns.yaml", "cards/pentagram/cards.yaml", "art/layouts/world.tmx",
                 "art/icons/2600.svg", "fonts/Inter-Regular.otf", "docs/how-to-play.md", "docs/rules.md",
                 "docs/images/rulebook/pattern.png", "tutorials/first_game.yaml", "tutorials/hints.yaml"):
        assert name in data, name
    assert not any(n.startswith("docs/balance/") for n in data)  # the lab's reports stay out
    assert "game/cli.py" in names and "game/games/initiatives/__init__.py" in names
    # data a game keeps beside its code (Pentagram's learned value): every file of the package
    own = {p.relative_to(ROOT).as_posix() for p in (ROOT / "game").rglob("*")
           if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts}
    assert "game/games/pentagram/value_weights.json" in own
    assert own - names == set(), "files beside the code missing from the wheel (setup.py OWN_DATA)"


# -- the installed game, run from outside the checkout ---------------------------------------------
INSTALLED_CHECK = """
import json, os
import pygame
pygame.init()
import game
from game.family import GAMES, ruleset
from game.family.paths import PROJECT_ROOT
from game.ui import assets
from game.ui.scenes.rules_scene import rules_lines
from game.tutorial.script import load_tutorial
from game.ui.hints import load_hints
from game.campaign.loader import load_all
docs = {}
for g in GAMES:
    r = ruleset(g)
    for doc in filter(None, (r.rules_doc, r.player_rules)):
        lines = rules_lines(str(PROJECT_ROOT / doc))
        docs[doc] = {"lines": len(lines), "pictures": sum(w == "picture" for _, _, w, _, _ in lines),
                     "missing": [t for t, *_ in lines if t.startswith(("(picture:", "The rules document"))]}
print(json.dumps({
    "package": game.__file__, "root": str(PROJECT_ROOT),
    "icons_missing": sorted(s for s in assets.EMOJI.values() if not (assets.ICONS / f"{s}.svg").is_file()),
    "font_height": assets.font(20, "bold").get_height(),
    "docs": docs,
    "tutorial_steps": len(load_tutorial().steps),
    "hints": len(load_hints()),
    "campaigns": [c.id for c in load_all()],
}))
"""


def test_the_installed_game_finds_all_its_data(site: Path, elsewhere: Path) -> None:
    out = _run_installed(site, elsewhere, "-c", INSTALLED_CHECK)
    assert out.returncode == 0, out.stderr
    facts = json.loads(out.stdout)
    assert Path(facts["package"]).is_relative_to(site)  # the installed copy, not the checkout
    assert Path(facts["root"]) == site / "game" / DATA_FOLDER
    assert facts["icons_missing"] == []
    assert facts["font_height"] > 20
    assert set(facts["docs"]) == set(_rules_documents())
    for doc, seen in facts["docs"].items():
        assert seen["missing"] == [], doc
        assert seen["lines"] > 20, doc
        assert seen["pictures"] == len(_pictures(doc)), doc
    assert facts["docs"]["docs/how-to-play.md"]["pictures"] >= 4
    assert facts["tutorial_steps"] >= 10
    assert facts["hints"] >= 1
    assert len(facts["campaigns"]) >= 1


@pytest.mark.parametrize("game", [g for g in GAMES if ruleset(g).has_cards])
def test_the_installed_game_validates_its_cards(site: Path, elsewhere: Path, game: str) -> None:
    out = _run_installed(site, elsewhere, "-m", "game", "cards", "validate", "--game", game)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok: ")
    assert str(site / "game" / DATA_FOLDER / "cards" / game) in out.stdout


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_installed_game_lays_every_table(site: Path, elsewhere: Path, game: str) -> None:
    """The real table scene, bots in both seats, headless: its layout, fonts, icons and cards."""
    shot = elsewhere / f"{game}.png"
    out = _run_installed(site, elsewhere, "-m", "game", "play", "--game", game, "--autoplay",
                         "--players", "2", "--frames", "20", "--screenshot", str(shot))
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000  # a drawn table, not an empty frame


# -- the desktop bundle -------------------------------------------------------------------------------
@pytest.mark.slow  # PyInstaller takes minutes; run with -m slow where PyInstaller is installed
def test_the_bundle_builds_and_starts(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller")
    bundle = build_bundle.build_bundle(tmp_path / "dist", tmp_path / "scratch")
    assert build_bundle.program(bundle).is_file()
    assert [p for p in bundle.rglob("cards/initiatives/patterns.yaml") if DATA_FOLDER in p.parts]
    seconds = build_bundle.check_bundle(bundle)
    assert 0 < seconds < 60
