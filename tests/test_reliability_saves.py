"""Issue 15, items 5, 6 and 13: damaged saves never crash Continue (nor the next launch) and
are kept aside, never overwritten; the game starts when its data folder cannot be made; stale
temporary files are cleaned up; a new game keeps the save it replaces."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.family import ruleset
from game.family.match import Match
from game.ui import saves
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SaveError, SeatConfig, load_game, save_game
from game.ui.session import Session


@pytest.fixture
def app() -> Iterator[App]:
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")]


def a_save(game_id: str, path: Path | None = None, actions: int = 6) -> dict[str, Any]:
    rules = ruleset(game_id)
    match = Match(rules, rules.make_setup(("Alex", "Brooke"), 5))
    for _ in range(actions):
        match.play(match.legal_actions()[0])
    written = save_game(match, SEATS, path)
    return json.loads(written.read_text())


def changed(data: dict[str, Any], **fields: Any) -> str:
    out = json.loads(json.dumps(data))
    out.update(fields)
    return json.dumps(out, indent=1)


# Each: a damaged save (from a good one) and the words its one-line message must hold.
DAMAGE: dict[str, Callable[[dict[str, Any]], str]] = {
    "actions null": lambda d: changed(d, actions=None),
    "actions not text": lambda d: changed(d, actions=[1, 2]),
    "unknown colour": lambda d: changed(d, seats=[{**d["seats"][0], "colour": "teal"}, d["seats"][1]]),
    "unknown bot kind": lambda d: changed(d, seats=[d["seats"][0], {**d["seats"][1], "kind": "oracle"}]),
    "seats null": lambda d: changed(d, seats=None),
    "seat without a name": lambda d: changed(d, seats=[{"colour": "blue"}, d["seats"][1]]),
    "bad action": lambda d: changed(d, actions=[*d["actions"], "frobnicate 3"]),
    "illegal action": lambda d: changed(d, actions=[*d["actions"], d["actions"][0]] * 3),
    "huge seed": lambda d: changed(d, setup={**d["setup"], "seed": 10**30}),
    "5,000-digit seed": lambda d: changed(d)[:-1] + ', "x": ' + "9" * 5000 + "}",
    "NaN seed": lambda d: changed(d, setup={**d["setup"], "seed": float("nan")}),
    "setup a list": lambda d: changed(d, setup=[1]),
    "no setup": lambda d: json.dumps({k: v for k, v in d.items() if k != "setup"}),
    "100,000-deep JSON": lambda d: changed(d)[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "too many actions": lambda d: changed(d, actions=["pass"] * 100_000),
    "unknown game": lambda d: changed(d, game="chess"),
    "cut short": lambda d: changed(d)[:150],
    "not UTF-8": lambda d: "\udcff" + changed(d),
    "empty": lambda d: "",
}


def write_damaged(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))


@pytest.mark.parametrize("game_id", ["initiatives", "pentagram"])
@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_save_is_one_line_naming_the_file(game_id: str, damage: str, tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    text = DAMAGE[damage](a_save(game_id, path))
    write_damaged(path, text)
    started = time.perf_counter()
    with pytest.raises(SaveError) as exc:
        load_game(path)
    message = str(exc.value)
    assert "\n" not in message and message.startswith(str(path)), message
    assert time.perf_counter() - started < 5


@pytest.mark.parametrize("damage", ["actions null", "unknown colour", "unknown bot kind", "bad action",
                                    "huge seed", "100,000-deep JSON", "5,000-digit seed"])
def test_continue_on_a_damaged_save_says_so_keeps_it_aside_and_the_next_launch_is_clean(
        app: App, data_dir: Path, damage: str) -> None:
    from game.ui.scenes.title import TitleScene

    text = DAMAGE[damage](a_save("initiatives"))
    write_damaged(data_dir / "autosave.json", text)
    title = TitleScene(app)
    app.push(title)
    frame(app)
    title.handle(Intent("click", "title:continue"))
    frame(app)
    assert app.top is title and title.save_problem is not None
    kept = list(data_dir.glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == text.encode("utf-8", "surrogateescape")
    assert kept[0].name in title.save_problem and not (data_dir / "autosave.json").exists()
    again = TitleScene(app)  # the next launch: no save to trip over, the damaged one still kept
    assert not again.has_save and len(list(data_dir.glob("autosave.damaged-*.json"))) == 1


def test_new_game_keeps_a_damaged_save_aside_and_a_good_one_as_previous(data_dir: Path) -> None:
    good = a_save("pentagram")
    path = data_dir / "autosave.json"
    kept = saves.keep_before_new_game()
    assert kept == data_dir / "autosave.previous.json"
    assert json.loads(kept.read_text()) == good
    write_damaged(path, DAMAGE["actions null"](good))
    kept = saves.keep_before_new_game()
    assert kept is not None and kept.name.startswith("autosave.damaged-") and not path.exists()


def test_new_game_from_the_setup_screen_does_not_overwrite_a_damaged_save(app: App, data_dir: Path) -> None:
    from game.ui.scenes.setup_scene import SetupScene

    text = DAMAGE["unknown colour"](a_save("initiatives"))
    write_damaged(data_dir / "autosave.json", text)
    scene = SetupScene(app)
    app.push(scene)
    frame(app)
    scene.start_game()
    session = app.top.session  # type: ignore[attr-defined]
    session.play(session.legal()[0])
    kept = list(data_dir.glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == text
    assert json.loads((data_dir / "autosave.json").read_text())["actions"]  # the new game's save


def test_stale_temporary_save_files_are_cleaned_up_and_fresh_ones_left(data_dir: Path, app: App) -> None:
    from game.ui.scenes.title import TitleScene

    data_dir.mkdir(parents=True)
    stale = data_dir / "autosave.jsonab12cd.tmp"
    fresh = data_dir / "autosave.jsonef34gh.tmp"
    other = data_dir / "notes.tmp"
    for p in (stale, fresh, other):
        p.write_text("{")
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    os.utime(other, (hour_ago, hour_ago))
    TitleScene(app)  # at launch
    assert not stale.exists() and fresh.exists() and other.exists()


@pytest.mark.parametrize("blocker", ["a file in its place", "a file above it"])
def test_the_game_starts_and_plays_when_the_data_folder_cannot_be_made(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, blocker: str) -> None:
    from game.ui.scenes.title import TitleScene
    from game.ui.tables import table_scene

    if blocker == "a file in its place":
        (tmp_path / "data").write_text("not a folder")
        folder = tmp_path / "data"
    else:
        (tmp_path / "file").write_text("not a folder")
        folder = tmp_path / "file" / "data"
    monkeypatch.setenv("MEANING_MADE_DATA_DIR", str(folder))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    title = TitleScene(app)
    app.push(title)
    frame(app)
    assert title.save_problem and str(folder) in title.save_problem and not title.has_save
    title.handle(Intent("click", "title:continue"))  # nothing to continue: nothing happens
    rules = ruleset("pentagram")
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")]
    session = Session(Match(rules, rules.make_setup(("Alex", "Brooke"), 3)), seats)
    app.replace(table_scene(app, session))
    frame(app)
    session.play(session.legal()[0])
    assert session.save_error and "autosave failed" in session.save_error
    copy = session.save_copy()
    assert copy.parent == tmp_path / "home" and load_game(copy)[0].actions == session.game.actions
