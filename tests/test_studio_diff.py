"""`cards diff OLD NEW`: added, removed and changed cards, field by field, between folders and revisions."""

from __future__ import annotations

import argparse
import shutil
import subprocess
from pathlib import Path

import pytest

from game.cli import main
from game.family.paths import CARDS_ROOT
from game.games.initiatives.card_loader import load_cards
from game.studio import diff

PATTERNS = """\
patterns:
  - id: shell
    name: Shell
    layer: 1
    cost:
      energy: 1
      insight: 1
    bonus:
      energy: 1
    flavour: Before anything can grow.
  - id: skin
    name: Skin
    layer: 1
    cost:
      energy: 1
    flavour: Thin enough.
"""
INITIATIVES = """\
initiatives:
  - id: food_network
    name: Food Network
    layer: 7
    spaces: 4
    requires: {energy: 3, insight: 2}
    meaning: 1
    bonus:
      - who: all
        vitals: 1
    theme: Farm stands.
"""
EVENTS = """\
events:
  - id: dry_spell
    name: Dry Spell
    meaning: 1
    flavour: Three weeks without rain.
  - id: heatwave
    name: Heatwave
    meaning: 2
    lose_vitals: 1
    flavour: The air itself feels tired.
"""


def write_folder(folder: Path, patterns: str = PATTERNS, initiatives: str = INITIATIVES,
                 events: str = EVENTS) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "patterns.yaml").write_text(patterns, encoding="utf-8")
    (folder / "initiatives.yaml").write_text(initiatives, encoding="utf-8")
    (folder / "events.yaml").write_text(events, encoding="utf-8")
    return folder


def edited() -> tuple[str, str, str]:
    patterns = (PATTERNS.replace("      energy: 1\n      insight: 1\n    bonus:\n      energy: 1\n",
                                 "      energy: 2\n      insight: 1\n      icons: [balance]\n")
                + "  - id: moss\n    name: Moss\n    layer: 1\n    cost: {energy: 1}\n    flavour: Green.\n")
    initiatives = INITIATIVES.replace("vitals: 1", "vitals: 2").replace("who: all", "who: first")
    events = EVENTS[: EVENTS.index("  - id: heatwave")].replace("Three weeks", "Four weeks")
    return patterns, initiatives, events


EXPECTED = [
    "pattern 'moss': added",
    "pattern 'shell': cost.energy: 1 -> 2",
    "pattern 'shell': cost.icons: (none) -> [balance]",
    "pattern 'shell': bonus.energy: 1 -> (none)",
    "initiative 'food_network': bonus[0].who: all -> first",
    "initiative 'food_network': bonus[0].vitals: 1 -> 2",
    'event \'dry_spell\': flavour: "Three weeks without rain." -> "Four weeks without rain."',
    "event 'heatwave': removed",
    "summary: OLD -> NEW: 1 added, 1 removed, 3 changed (6 fields), 1 unchanged",
]


def test_folders_added_removed_and_changed_fields_in_type_then_id_order(tmp_path):
    old = write_folder(tmp_path / "old")
    new = write_folder(tmp_path / "new", *edited())
    lines = diff.diff_specs(str(old), str(new)).lines()
    expected = [e.replace("OLD", str(old)).replace("NEW", str(new)) for e in EXPECTED]
    assert lines == expected


def test_identical_folders_print_only_the_summary(tmp_path, capsys):
    folder = write_folder(tmp_path / "a")
    code = main(["cards", "diff", str(folder), str(folder)])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.splitlines() == [f"summary: {folder} -> {folder}: 0 added, 0 removed, 0 changed (0 fields), "
                                "5 unchanged"]


def test_shipped_edition_against_an_edited_copy(tmp_path, capsys):
    shipped = load_cards(CARDS_ROOT / "initiatives")
    first = shipped.patterns[shipped.pattern_ids[0]]
    total = len(shipped.patterns) + len(shipped.initiatives) + len(shipped.events)
    copy = tmp_path / "copy"
    shutil.copytree(CARDS_ROOT / "initiatives", copy)
    text = (copy / "patterns.yaml").read_text(encoding="utf-8")
    text = text.replace(f"    name: {first.name}\n", "    name: Renamed\n", 1)
    (copy / "patterns.yaml").write_text(text, encoding="utf-8")
    code = main(["cards", "diff", str(CARDS_ROOT / "initiatives"), str(copy)])
    out, _ = capsys.readouterr()
    assert code == 0
    assert out.splitlines()[0] == f"pattern '{first.id}': name: {diff.show(first.name)} -> Renamed"
    assert out.splitlines()[-1].endswith(f"0 added, 0 removed, 1 changed (1 field), {total - 1} unchanged")


def test_flatten_and_show():
    card = {"id": "x", "cost": {"energy": 1, "icons": ["form", "form"]},
            "bonus": [{"who": "all", "vitals": 1}]}
    assert diff.flatten(card) == {"id": "x", "cost.energy": 1, "cost.icons": ["form", "form"],
                                  "bonus[0].who": "all", "bonus[0].vitals": 1}
    assert diff.show(None) == "(none)"
    assert diff.show(True) == "true"
    assert diff.show(["a", 2]) == "[a, 2]"
    assert diff.show("two words") == '"two words"'
    assert diff.show("true") == '"true"'
    # 1 and true are equal in Python but not to a designer.
    assert diff.compare_card({"end": 1}, {"end": True}) == [("end", 1, True)]


# -- git revisions ---------------------------------------------------------------------------------
def git(repo: Path, *argv: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=Test", "-c", "user.email=test@example.com",
                    "-c", "commit.gpgsign=false", *argv], check=True, capture_output=True)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path / "repo"
    cards = write_folder(root / "cards" / "initiatives")
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    write_folder(cards, *edited())
    git(root, "commit", "-q", "-a", "-m", "second")
    return root


def test_two_revisions_of_a_repository(repo):
    lines = diff.diff_specs("HEAD~1", "HEAD", "initiatives", repo).lines()
    assert lines == [e.replace("OLD", "HEAD~1").replace("NEW", "HEAD") for e in EXPECTED]


def test_a_revision_against_a_folder(repo, tmp_path):
    folder = write_folder(tmp_path / "work", *edited())
    lines = diff.diff_specs("HEAD", str(folder), "initiatives", repo).lines()
    assert lines == [f"summary: HEAD -> {folder}: 0 added, 0 removed, 0 changed (0 fields), 5 unchanged"]


@pytest.mark.parametrize("old, new, message", [
    ("no_such_rev", "HEAD", "'no_such_rev' is neither a card folder nor a git revision"),
    ("HEAD", "--help", "'--help' is neither a card folder nor a git revision"),
])
def test_bad_revision_is_one_line_and_exit_2(repo, capsys, old, new, message):
    args = argparse.Namespace(old=old, new=new, game="initiatives")
    code = diff.run(args, repo)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and message in err


def test_a_revision_without_the_card_files_is_one_line(repo, capsys):
    (repo / "cards" / "initiatives" / "events.yaml").unlink()
    git(repo, "commit", "-q", "-a", "-m", "third")
    code = diff.run(argparse.Namespace(old="HEAD~1", new="HEAD", game="initiatives"), repo)
    _, err = capsys.readouterr()
    assert code == 2 and err.splitlines() == [
        "meaning-made cards diff: revision 'HEAD' has no cards/initiatives/events.yaml"]


# -- bad folders -----------------------------------------------------------------------------------
def test_bad_folders_are_one_line_errors_with_exit_2(tmp_path, capsys):
    good = write_folder(tmp_path / "good")
    broken = write_folder(tmp_path / "broken", events="events:\n  - id: x\n    name: [unclosed\n")
    partial = tmp_path / "partial"
    partial.mkdir()
    (partial / "patterns.yaml").write_text(PATTERNS, encoding="utf-8")
    no_id = write_folder(tmp_path / "no_id", events="events:\n  - name: Nameless\n")
    cases = [
        (broken, "events.yaml:"),
        (partial, "has no initiatives.yaml"),
        (no_id, "events.yaml:2: event number 1 has no id"),
    ]
    for folder, message in cases:
        code = main(["cards", "diff", str(good), str(folder)])
        out, err = capsys.readouterr()
        assert code == 2 and out == "", folder
        assert len(err.splitlines()) == 1 and message in err, err
        assert "Traceback" not in err
