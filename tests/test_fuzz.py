"""Issues 15 and 38: fuzzing card files, records and saves, and every other data file (settings,
history, save slots, campaign progress, lessons, hints, campaign files, layouts). A bounded campaign
and property tests run in CI; the long campaigns are marked slow (``pytest -m slow
tests/test_fuzz.py``) and their counts are in docs/reliability.md."""

from __future__ import annotations

import json
import os
from pathlib import Path

import fuzz_inputs
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.family import yaml_lines
from game.ui.saves import SaveError, load_game

BOUNDED = {"card files": 40, "records": 150, "saves": 150}
LONG = {"card files": 1500, "records": 5000, "saves": 5000}


def check(counts: dict[str, fuzz_inputs.Counts]) -> None:
    for kind, c in counts.items():
        assert c.tried == c.loaded + c.refused + c.crashed + c.hung + c.lost
        assert (c.crashed, c.hung, c.lost) == (0, 0, 0), f"{kind}: {c.as_dict()}\n" + "\n".join(c.crashes)


def test_bounded_fuzz_of_card_files_records_and_saves(tmp_path: Path) -> None:
    counts = {k: fuzz_inputs.campaign(k, n, 2026, tmp_path / k.replace(" ", "_")) for k, n in BOUNDED.items()}
    check(counts)
    assert all(c.refused for c in counts.values())  # the mutations do reach the checks


# Issue 38: each game on its own, its card files, records (made from its own play) and saves.
PER_GAME = {"card files": 40, "records": 50, "saves": 30}


@pytest.mark.parametrize("game", fuzz_inputs.SAVE_GAMES)
def test_bounded_fuzz_of_each_game(game: str, tmp_path: Path) -> None:
    counts = {k: fuzz_inputs.campaign(k, n, 2026, tmp_path / k.replace(" ", "_"), game)
              for k, n in PER_GAME.items()}
    check(counts)
    assert all(c.refused for c in counts.values())


# Issue 38 item 9: every other file the program reads, per game where it is per game (history,
# save slots, lessons, hints, campaign files), per table for layouts, once for settings and
# campaign progress. About 20 s in all here.
DATA_FILES = 30  # inputs an area a game
DATA_AREAS = ([(area, None) for area in fuzz_inputs.SHARED_AREAS]
              + [(area, game) for area in fuzz_inputs.PER_GAME_AREAS for game in fuzz_inputs.SAVE_GAMES]
              + [("layouts", table) for table in fuzz_inputs.LAYOUT_TABLES])
LONG_DATA_FILES = 800


@pytest.mark.parametrize(("area", "game"), DATA_AREAS, ids=[f"{a}-{g or 'all'}" for a, g in DATA_AREAS])
def test_bounded_fuzz_of_every_data_file(area: str, game: str | None, tmp_path: Path) -> None:
    counts = fuzz_inputs.campaign(area, DATA_FILES + 10 * (game is None), 2026, tmp_path, game)
    check({f"{area} ({game or 'every game'})": counts})
    assert counts.refused  # the mutations do reach the checks


@pytest.mark.slow
def test_long_fuzz_of_every_data_file(tmp_path: Path) -> None:
    """``python -m pytest -m slow tests/test_fuzz.py -k data_file -s``; the counts are in
    docs/reliability.md (``FUZZ_REPORT=file.json`` writes them)."""
    counts = {f"{area} / {game or 'all'}": fuzz_inputs.campaign(area, LONG_DATA_FILES, 38,
                                                                 tmp_path / area.replace(" ", "_"), game)
              for area, game in DATA_AREAS}
    print(fuzz_inputs.report(counts))
    out = os.environ.get("FUZZ_REPORT")
    if out:
        Path(out).write_text(fuzz_inputs.report(counts) + "\n")
    check(counts)


@pytest.mark.slow
def test_long_fuzz_campaign(tmp_path: Path) -> None:
    counts = {k: fuzz_inputs.campaign(k, n, 15, tmp_path / k.replace(" ", "_")) for k, n in LONG.items()}
    print(fuzz_inputs.report(counts))
    out = os.environ.get("FUZZ_REPORT")
    if out:
        Path(out).write_text(fuzz_inputs.report(counts) + "\n")
    check(counts)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=400))
def test_any_text_is_yaml_or_one_line_naming_the_file(text: str) -> None:
    try:
        yaml_lines.load(text, "f.yaml")
    except yaml_lines.YamlError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("f.yaml")


SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20)
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(["setup", "actions", "seats", "format", "game", "kind"]), value=JSON)
@example(field="setup", value={"\n": 1e40})  # a key with a line break once split the message
def test_any_value_in_any_field_of_a_save_is_loaded_or_refused_in_one_line(
        tmp_path: Path, field: str, value: object) -> None:
    import random

    path = tmp_path / "autosave.json"
    data = json.loads(fuzz_inputs.a_save(random.Random(7), path))
    data[field] = value
    text = json.dumps(data, indent=1)
    path.write_text(text)
    try:
        load_game(path)
    except SaveError as exc:
        assert "\n" not in str(exc) and str(exc).startswith(str(path))
        assert "cannot be replayed (" not in str(exc)  # the safety net is not a way to pass
    assert path.read_text() == text  # reading never changes the save
