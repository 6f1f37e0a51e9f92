"""Issue 38, items 3 and 4: settings, Stats & history and Saved games read the player's files
through the one guarded reader (game/family/files.py). A FIFO, a link to /dev/zero, a number that
is not finite or out of range, a winner who is not a seat or JSON nested 100,000 deep is damage:
settings fall back to the defaults (the file set aside, the notice naming file and field); a
history entry or save slot is listed as damaged and the others still show. Nothing hangs, nothing
is deleted."""

from __future__ import annotations

import ast
import contextlib
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import hang_guard
import pytest

from game.family import files
from game.family.errors import FileError
from game.ui import history, prefs, save_slots
from game.ui.prefs import Prefs

ROOT = Path(__file__).resolve().parents[1]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
needs_dev_zero = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")


def finishes(call: Callable[[], Any], fifo: Path | None = None, seconds: float = 5.0) -> Any:
    """``call()``'s result within ``seconds`` (a reader opening a FIFO would wait for a writer for
    ever: the test fails instead of hanging, and the reader is let go)."""

    def release() -> None:  # a writer at the other end releases a reader blocked in open()
        for candidate in [fifo, *fifo.parent.glob("*")]:  # type: ignore[union-attr]
            with contextlib.suppress(OSError):
                os.close(os.open(candidate, os.O_WRONLY | os.O_NONBLOCK))

    return hang_guard.finishes(call, seconds, release if fifo is not None else None)


def fifo_at(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def link_to_dev_zero(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


# -- the guarded reader ----------------------------------------------------------------------------
@needs_fifo
def test_read_json_refuses_a_fifo_before_opening_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = fifo_at(tmp_path / "x.json")

    def no_open(*_args: Any, **_kwargs: Any) -> int:
        raise AssertionError("a FIFO was opened")

    monkeypatch.setattr(files.os, "open", no_open)
    with pytest.raises(FileError, match=r"^x\.json: not a regular file"):
        finishes(lambda: files.read_json(path, "x.json"), path)


@needs_dev_zero
def test_read_json_refuses_a_link_to_dev_zero_and_follows_one_to_a_file(tmp_path: Path) -> None:
    with pytest.raises(FileError, match="not a regular file"):
        finishes(lambda: files.read_json(link_to_dev_zero(tmp_path / "zero.json")))
    (tmp_path / "real.json").write_text('{"a": 1}')
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    assert files.read_json(tmp_path / "link.json") == {"a": 1}
    (tmp_path / "dangling.json").symlink_to(tmp_path / "gone.json")
    with pytest.raises(FileError, match="cannot read"):
        files.read_json(tmp_path / "dangling.json")


def test_read_json_refuses_a_file_over_the_size_cap_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(" " * 2_000 + "{}")
    with pytest.raises(FileError, match="too big"):
        files.read_json(path, max_bytes=1_000)


@pytest.mark.parametrize(("text", "words"), [
    ('{"a": {"b": [1, 1e999]}}', "field 'a.b[1]': 1e999 is out of range"),
    ('{"music": -1e999}', "field 'music': -1e999 is out of range"),
    ('{"x": NaN}', "field 'x': NaN is not a number"),
    ('{"x": [Infinity]}', "field 'x[0]': Infinity is not a number"),
    ('{"x": -Infinity}', "field 'x': -Infinity is not a number"),
    ('{"t": ' + "9" * 400 + "}", "field 't': a number of 400 digits"),
    ('{"t": ' + "9" * 400 + ".5}", "field 't': 9999"),
    ('{"t": 1e40}', "field 't': 1e40 is out of range"),
    ('{"setup": {"\\n": 1e40}}', "field 'setup.\\n': 1e40 is out of range"),
    ('{"' + "k" * 40 + '": 1e40}', "field 'kkkkkkkkkkkkkkk…': 1e40"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 levels"),
])
def test_load_json_names_the_file_and_the_field_of_a_number_it_refuses(text: str, words: str) -> None:
    with pytest.raises(FileError) as exc:
        files.load_json(text, "f.json")
    message = str(exc.value)
    assert message.startswith("f.json: ") and words in message and "\n" not in message, message


def test_load_json_still_reads_what_the_game_writes() -> None:
    data = {"seed": 2**64 - 1, "t": 1_767_225_600.25, "n": -3, "x": 9.99e39, "s": "1e999 NaN"}
    assert files.load_json(json.dumps(data), "f.json") == data


# -- settings --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "field"), [
    ('{"kind": "meaning-made-settings", "master": 1e999}', "'master'"),
    ('{"kind": "meaning-made-settings", "music": -1e999}', "'music'"),
    ('{"kind": "meaning-made-settings", "effects": NaN}', "'effects'"),
    ('{"kind": "meaning-made-settings", "master": 1e300}', "'master'"),
    ('{"kind": "meaning-made-settings", "music": ' + "9" * 41 + "}", "'music'"),
])
def test_a_settings_number_out_of_range_gives_the_defaults_and_is_set_aside(data_dir: Path, text: str,
                                                                           field: str) -> None:
    path = data_dir / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    loaded, notice = prefs.load()  # the launch's own call: the data folder's settings.json
    assert loaded == Prefs()
    assert notice is not None and "\n" not in notice
    assert "settings.json" in notice and field in notice, notice
    kept = list(data_dir.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == text and not path.exists()
    assert kept[0].name in notice
    assert prefs.load() == (Prefs(), None)  # the next launch is clean


@needs_fifo
def test_a_settings_fifo_gives_the_defaults_at_once_and_is_set_aside(data_dir: Path) -> None:
    path = fifo_at(data_dir / "settings.json")
    loaded, notice = finishes(prefs.load, path)
    assert loaded == Prefs() and notice is not None and "settings.json" in notice
    kept = list(data_dir.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and stat.S_ISFIFO(kept[0].lstat().st_mode) and not path.exists()


@needs_dev_zero
def test_settings_linked_to_dev_zero_give_the_defaults_and_the_link_is_set_aside(data_dir: Path) -> None:
    path = link_to_dev_zero(data_dir / "settings.json")
    loaded, notice = finishes(prefs.load)
    assert loaded == Prefs() and notice is not None and "not a regular file" in notice
    kept = list(data_dir.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].is_symlink() and not path.is_symlink()


def test_settings_from_elsewhere_with_an_infinite_volume_are_refused_not_raised() -> None:
    with pytest.raises(FileError, match="'master' should be a number"):
        Prefs.from_dict({"kind": "meaning-made-settings", "master": float("inf")}, "settings.json")


# -- Stats & history -------------------------------------------------------------------------------
def entry(n: int = 0, **changes: Any) -> dict[str, Any]:
    """A history file as the game writes it (the summary the list reads; the record is not read
    for the list)."""
    slot = {"kind": "history", "game": "initiatives", "title": "Meaning Made",
            "finished_at": 1_767_225_600.0 + n * 3600, "round": 7,
            "seats": [{"name": "Alex", "kind": "human"}, {"name": "Brooke", "kind": "random"}],
            "scores": [30 + n, 20], "winners": [0], "result": "the world survives"}
    slot.update(changes)
    return {"kind": "meaning-made-save", "format": 2, "game": "initiatives", "actions": [],
            "slot": slot}


def slot_text(**raw: str) -> str:
    """A history file whose summary fields ``raw`` are written as they are (1e999, NaN…)."""
    text = json.dumps(entry(9))
    for key, value in raw.items():
        start = text.index(f'"{key}": ') + len(key) + 4
        end = start + len(json.dumps(entry(9)["slot"][key]))
        text = text[:start] + value + text[end:]
    return text


HISTORY_DAMAGE: dict[str, tuple[str, str]] = {  # the file's text; words its problem holds
    "finished_at of 400 digits": (slot_text(finished_at="1" * 400), "field 'slot.finished_at'"),
    "finished_at 1e999": (slot_text(finished_at="1e999"), "field 'slot.finished_at'"),
    "finished_at NaN": (slot_text(finished_at="NaN"), "field 'slot.finished_at'"),
    "finished_at in the year 30 million": (slot_text(finished_at="1e15"), "field 'slot.finished_at'"),
    "finished_at a word": (slot_text(finished_at='"soon"'), "field 'slot.finished_at'"),
    "a score of 1e999": (slot_text(scores="[1e999, 3]"), "field 'slot.scores[0]'"),
    "a score of 2.5": (slot_text(scores="[2.5, 3]"), "field 'slot.scores[0]'"),
    "winners [99]": (slot_text(winners="[99]"), "field 'slot.winners[0]'"),
    "winners [-1]": (slot_text(winners="[-1]"), "field 'slot.winners[0]'"),
    "a round of 1e30": (slot_text(round="1e30"), "field 'slot.round'"),
    "a seat not an object": (slot_text(seats='["Alex"]'), "field 'slot.seats[0]'"),
    "100,000-deep nesting": ('{"slot": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested"),
    "no summary": ('{"kind": "meaning-made-save"}', "field 'slot'"),
}


def good_history(folder: Path) -> list[Path]:
    paths = []
    for n in range(2):
        paths.append(folder / f"2026010{n + 1}-120000-initiatives.json")
        paths[-1].write_text(json.dumps(entry(n)))
    return paths


def shows(past: list[history.Past]) -> None:
    """What the Stats & history screen reads of every entry, read without an exception."""
    for p in past:
        assert p.heading and p.details is not None
        if not p.problem:
            assert isinstance(p.humans_won, bool)
    history.stats(past)


@pytest.mark.parametrize("damage", list(HISTORY_DAMAGE))
def test_a_damaged_history_entry_is_listed_as_such_and_the_rest_still_shows(data_dir: Path,
                                                                           damage: str) -> None:
    folder = history.history_dir()
    good = good_history(folder)
    text, words = HISTORY_DAMAGE[damage]
    bad = folder / "20260103-120000-initiatives.json"
    bad.write_text(text)
    past = finishes(history.list_history)
    shows(past)
    assert [p.path for p in past if not p.problem] == [good[1], good[0]]  # newest first
    (broken,) = [p for p in past if p.problem]
    assert broken.path == bad and broken.heading == f"{bad.name} — cannot be read"
    assert broken.details.startswith("not a game record") and words in broken.details, broken.details
    assert "\n" not in broken.details
    assert [s.played for s in history.stats(past)] == [2]
    assert bad.read_text() == text  # nothing rewritten, nothing deleted


@needs_fifo
def test_a_fifo_in_the_history_folder_is_listed_at_once(data_dir: Path) -> None:
    folder = history.history_dir()
    good_history(folder)
    fifo = fifo_at(folder / "20260103-120000-initiatives.json")
    past = finishes(history.list_history, fifo)
    shows(past)
    assert len(past) == 3 and [p.path for p in past if p.problem] == [fifo]
    assert "not a regular file" in next(p for p in past if p.problem).details
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@needs_dev_zero
def test_a_history_entry_linked_to_dev_zero_is_listed_at_once(data_dir: Path) -> None:
    folder = history.history_dir()
    good_history(folder)
    zero = link_to_dev_zero(folder / "20260103-120000-initiatives.json")
    past = finishes(history.list_history)
    shows(past)
    assert len(past) == 3 and [p.path for p in past if p.problem] == [zero] and zero.is_symlink()


def test_the_history_screen_opens_on_every_damage_at_once(app: Any, data_dir: Path) -> None:
    from conftest import frame

    from game.ui.scenes.history_scene import HistoryScene

    folder = history.history_dir()
    good_history(folder)
    for n, (text, _) in enumerate(HISTORY_DAMAGE.values()):
        (folder / f"damaged-{n}.json").write_text(text)
    if hasattr(os, "mkfifo"):
        fifo_at(folder / "damaged-fifo.json")
    if Path("/dev/zero").exists():
        link_to_dev_zero(folder / "damaged-zero.json")
    scene = finishes(lambda: HistoryScene(app))
    app.push(scene)
    frame(app)
    assert len(scene.past) == len(list(folder.glob("*.json")))
    assert sum(not p.problem for p in scene.past) == 2 and scene.stats[0].played == 2


# -- Saved games -----------------------------------------------------------------------------------
def a_slot(n: int = 0, **changes: Any) -> dict[str, Any]:
    slot = {"kind": "named", "name": f"save {n}", "title": "Meaning Made", "round": 3,
            "players": ["Alex", "Brooke"], "finished": False, "saved_at": 1_767_225_600.0 + n * 60}
    slot.update(changes)
    return {"kind": "meaning-made-save", "slot": slot}


SLOT_DAMAGE: dict[str, tuple[str, str]] = {  # the file's text; words its problem holds
    "saved_at 1e999": (json.dumps(a_slot(9)).replace("1767226140.0", "1e999"), "'slot.saved_at'"),
    "saved_at in the year 30 million": (json.dumps(a_slot(9, saved_at=1e15)), "'slot.saved_at'"),
    "round NaN": (json.dumps(a_slot(9)).replace('"round": 3', '"round": NaN'), "'slot.round'"),
    "round of 400 digits": (json.dumps(a_slot(9)).replace('"round": 3', '"round": ' + "9" * 400),
                            "'slot.round'"),
    "100,000-deep nesting": ('{"slot": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested"),
}


def good_slots(folder: Path) -> list[Path]:
    paths = []
    for n in range(2):
        paths.append(folder / f"named-save-{n}.json")
        paths[-1].write_text(json.dumps(a_slot(n)))
    return paths


@pytest.mark.parametrize("damage", list(SLOT_DAMAGE))
def test_a_damaged_save_slot_is_listed_with_its_problem_and_kept(data_dir: Path, damage: str) -> None:
    folder = save_slots.slots_dir()
    good = good_slots(folder)
    text, words = SLOT_DAMAGE[damage]
    bad = folder / "named-broken.json"
    bad.write_text(text)
    slots = finishes(save_slots.list_slots)
    assert [s.path for s in slots if not s.problem] == [good[1], good[0]]
    (broken,) = [s for s in slots if s.problem]
    assert broken.path == bad and words in broken.problem and "\n" not in broken.problem, broken.problem
    for s in slots:
        assert s.heading and s.details
    assert bad.read_text() == text


@needs_fifo
def test_a_fifo_among_the_save_slots_is_listed_at_once(data_dir: Path) -> None:
    folder = save_slots.slots_dir()
    good_slots(folder)
    fifo = fifo_at(folder / "named-fifo.json")
    slots = finishes(save_slots.list_slots, fifo)
    assert len(slots) == 3 and [s.path for s in slots if s.problem] == [fifo]
    assert next(s for s in slots if s.problem).problem.startswith("not a saved game: not a regular file")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@needs_dev_zero
def test_a_save_slot_linked_to_dev_zero_is_listed_at_once(data_dir: Path) -> None:
    folder = save_slots.slots_dir()
    good_slots(folder)
    zero = link_to_dev_zero(folder / "named-zero.json")
    slots = finishes(save_slots.list_slots)
    assert len(slots) == 3 and [s.path for s in slots if s.problem] == [zero] and zero.is_symlink()


@needs_fifo
def test_a_fifo_or_device_as_the_game_in_progress_is_not_offered(data_dir: Path) -> None:
    from game.ui import saves

    path = fifo_at(saves.autosave_path())
    assert finishes(save_slots.in_progress, path) is None
    assert finishes(save_slots.list_slots, path) == []
    path.unlink()
    if Path("/dev/zero").exists():
        link_to_dev_zero(path)
        assert finishes(save_slots.in_progress) is None


def test_a_date_no_calendar_shows_is_said_not_raised() -> None:
    assert save_slots.when(1e300) == "on an unknown date"
    assert save_slots.when(float("nan")) == "on an unknown date"


# -- no reader bypasses files.py -------------------------------------------------------------------
READERS = ("game/ui/prefs.py", "game/ui/history.py", "game/ui/save_slots.py")
UNGUARDED = {"loads", "load", "read_text", "read_bytes", "open", "fdopen"}


@pytest.mark.parametrize("name", READERS)
def test_no_data_file_is_read_but_through_the_guarded_reader(name: str) -> None:
    tree = ast.parse((ROOT / name).read_text(encoding="utf-8"), name)
    calls = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in UNGUARDED:
                calls.append(f"{name}:{node.lineno}: {ast.unparse(func)}(")
    assert calls == [], "reads that bypass game/family/files.py:\n" + "\n".join(calls)
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                and node.module == "game.family.files" for alias in node.names}
    assert "read_json" in imported, f"{name} does not read through files.read_json"
