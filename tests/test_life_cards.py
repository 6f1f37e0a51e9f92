"""Edition `life` cards: the seed's counts, its spelled-out cards exactly, and one-line errors."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.family.errors import CardError
from game.games.life.cards import load_cards

CARDS = Path(__file__).resolve().parents[1] / "cards" / "life"


def test_the_seeds_counts() -> None:
    c = load_cards()
    assert (len(c.patterns), len(c.projects), len(c.events)) == (90, 24, 30)
    assert Counter(p.layer for p in c.patterns.values()) == {n: 15 for n in range(1, 7)}  # DL4
    assert all(2 <= sum(p.output) <= 4 for p in c.patterns.values())
    assert {p.layer for p in c.projects.values()} <= set(range(6, 11))
    assert sum(p.layer == 10 for p in c.projects.values()) >= 1
    assert {e.pressure for e in c.events.values()} == {"scarcity", "threat", "uncertainty", "conflict",
                                                        "damage"}


def test_the_seeds_example_cards_are_as_it_spells_them() -> None:
    c = load_cards()
    tok = lambda s: tuple(s.count(ch) for ch in "ERMVS")  # noqa: E731
    patterns = {"boundary_pattern": (1, "boundary", "E", "EE"),
                "balance_pattern": (2, "balance", "ER", "RS"),
                "form_pattern": (3, "form", "RS", "VS"),
                "prediction_pattern": (5, "prediction", "EM", "MM"),
                "reinforcement_pattern": (6, "reinforcement", "EV", "VS")}
    for cid, (layer, tag, cost, out) in patterns.items():
        p = c.patterns[cid]
        assert (p.layer, p.tag, p.cost, p.output, p.seed_example) == (layer, tag, tok(cost), tok(out), True)
    projects = {"community_shelter": ("Community Shelter", 8, "EERRSS", 0, 2),
                "repair_hub": ("Repair Hub", 8, "ERRSS", 0, 2),
                "mentorship_archive": ("Mentorship Archive", 9, "MVRSS", 1, 0),
                "stewardship_retrofit": ("Stewardship Retrofit", 10, "EERMVSS", 1, 0)}
    for cid, (name, layer, need, drift, clear) in projects.items():
        p = c.projects[cid]
        assert (p.name, p.layer, p.need, p.drift, p.clear, p.awards) == \
            (name, layer, tok(need), drift, clear, (6, 3, 1))
    events = {"uncertainty": (2, 0, "MR"), "damage": (1, 2, "SR"), "scarcity": (2, 0, "EER"),
              "conflict": (1, 1, "SS"), "threat": (2, 0, "MSR")}
    for name, (drift, local, mitigation) in events.items():
        for copy in ("a", "b"):
            e = c.events[f"{name}_{copy}"]
            assert (e.name, e.pressure, e.drift, e.local, e.mitigation, e.reduce) == \
                (name.title(), name, drift, local, tok(mitigation), 0)
    assert sum(p.seed_example for p in c.patterns.values()) == 5
    assert sum(p.seed_example for p in c.projects.values()) == 4
    assert sum(e.seed_example for e in c.events.values()) == 10


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "life"
    shutil.copytree(CARDS, folder)
    return folder


def _errors(folder: Path) -> list[str]:
    with pytest.raises(CardError) as info:
        load_cards(folder)
    return info.value.errors


def _edit(path: Path, old: str, new: str) -> int:
    text = path.read_text()
    assert old in text
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1))
    return line


@pytest.mark.parametrize(("file", "old", "new", "says"), [
    ("patterns.yaml", "tag: boundary", "tag: bondary", "field 'tag': must be one of boundary"),
    ("patterns.yaml", "discount: energy", "discount: gold", "field 'discount': must be one of energy"),
    ("patterns.yaml", "output: {energy: 2}", "output: {energy: 1}",
     "field 'output': a Pattern shows 2 to 4 output icons, got 1"),
    ("events.yaml", "drift: 2", "drift: two", "field 'drift': must be a whole number from 0 to 4"),
    ("events.yaml", "pressure: uncertainty", "pressure: boredom", "field 'pressure': must be one of"),
    ("projects.yaml", "layer: 8", "layer: 11", "field 'layer': must be a whole number from 6 to 10"),
    ("projects.yaml", "clear: 2", "colour: 2", "field 'colour': unknown field"),
])
def test_a_broken_card_is_one_line_naming_file_line_card_and_field(tmp_path: Path, file: str, old: str,
                                                                    new: str, says: str) -> None:
    folder = _copy(tmp_path)
    line = _edit(folder / file, old, new)
    errors = _errors(folder)
    assert any(says in e and f"{file}:{line}: card '" in e for e in errors), errors
    assert all("\n" not in e for e in errors)


def test_a_reduction_must_be_smaller_than_the_drift(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder / "events.yaml", "    reduce: 1", "    reduce: 3")
    assert any("field 'reduce': a reduction must be smaller than the Drift (3)" in e
               for e in _errors(folder))


def test_a_project_with_no_benefit_or_bad_awards_is_refused(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder / "projects.yaml", "    clear: 2\n    seed_example: true",
          "    awards: [3, 6, 1]\n    seed_example: true")
    errors = _errors(folder)
    assert any("card 'community_shelter': field 'clear': a Project's public benefit" in e for e in errors)
    assert any("card 'community_shelter': field 'awards': must be three whole numbers" in e for e in errors)


def test_a_duplicate_id_names_the_first(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    _edit(folder / "projects.yaml", "id: repair_hub", "id: community_shelter")
    assert any("field 'id': duplicate id (first at" in e for e in _errors(folder))


def test_a_missing_file_is_one_line(tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    (folder / "events.yaml").unlink()
    assert [e for e in _errors(folder) if "events.yaml" in e] == [f"{folder / 'events.yaml'}: no such file"
                                                                   .replace(str(folder), _rel(folder))]


def _rel(folder: Path) -> str:
    import os

    return os.path.relpath(folder)


def test_cards_validate_says_ok_or_lists_problems(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    assert main(["cards", "validate", "--game", "life"]) == 0
    assert "ok: 144 Life Builds Meaning cards" in capsys.readouterr().out
    folder = _copy(tmp_path)
    _edit(folder / "patterns.yaml", "tag: boundary", "tag: bondary")
    assert main(["cards", "validate", "--game", "life", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "field 'tag'" in err and err.strip().endswith("1 problem(s) found")
