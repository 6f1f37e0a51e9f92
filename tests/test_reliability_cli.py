"""Issue 15, items 2, 3 and 11: the command line answers broken cards, bad paths, absurd numbers
and full disks in one line with a non-zero exit, before the work, and leaves no partial files."""

from __future__ import annotations

import errno
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import main
from game.family.paths import CARDS_ROOT
from game.games.initiatives import card_loader

ROOT = Path(__file__).resolve().parents[1]



def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    _, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, err


@pytest.fixture
def broken_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Meaning Made's shipped cards, as a designer left them mid-edit: two problems."""
    root = tmp_path / "cards"
    shutil.copytree(CARDS_ROOT / "initiatives", root / "initiatives")
    events = root / "initiatives" / "events.yaml"
    events.write_text(events.read_text().replace("meaning: 1", "meaning: lots", 2))
    monkeypatch.setattr(card_loader, "CARDS_ROOT", root)
    monkeypatch.setattr(card_loader, "_CACHE", {})
    return root


def test_simulate_with_broken_cards_lists_the_problems(broken_cards: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, err = run(capsys, "simulate", "--players", "2", "--games", "1", "--quiet")
    lines = err.splitlines()
    assert code == 2 and len(lines) == 2
    assert all("events.yaml:" in line and "field 'meaning'" in line for line in lines)


def test_play_start_game_with_broken_cards_lists_the_problems(broken_cards: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    code, err = run(capsys, "play", "--start", "game", "--frames", "1")
    assert code == 2 and len(err.splitlines()) == 2 and "field 'meaning'" in err


def test_the_title_shows_broken_cards_and_goes_on(broken_cards: Path, data_dir: Path) -> None:
    from game.ui.app import App, Settings
    from game.ui.input import Intent
    from game.ui.scenes.title import TitleScene

    app = App(Settings(animation="off", live_reload=False))
    try:
        title = TitleScene(app)
        app.push(title)
        app.frame(1 / 60, present=False)
        title.handle(Intent("click", "title:new"))
        app.frame(1 / 60, present=False)
        assert app.top is title and title.save_problem is not None
        assert "events.yaml:" in title.save_problem and "1 more" in title.save_problem
        title.handle(Intent("key", "right"))  # another game's cards are fine: its New game opens
        title.handle(Intent("click", "title:new"))
        assert type(app.top).__name__ == "SetupScene"
    finally:
        app.quit()


def test_continue_with_broken_cards_leaves_the_save_where_it_is(broken_cards: Path, data_dir: Path,
                                                                 tmp_path: Path) -> None:
    from game.family import ruleset
    from game.family.match import Match
    from game.ui.saves import SaveError, SeatConfig, load_game, save_game

    rules = ruleset("initiatives")
    card_loader._CACHE["initiatives"] = card_loader.load_cards(CARDS_ROOT / "initiatives")
    seats = [SeatConfig("A", "blue"), SeatConfig("B", "red")]
    save_game(Match(rules, rules.make_setup(("A", "B"), 1)), seats)
    card_loader._CACHE.clear()
    with pytest.raises(SaveError) as exc:
        load_game()
    assert not exc.value.damaged and "events.yaml" in str(exc.value)


@pytest.mark.parametrize("where", ["a folder", "under a file", "not png"])
def test_play_refuses_a_screenshot_path_it_cannot_write_before_opening_the_window(
        where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("x")
    path = {"a folder": tmp_path, "under a file": tmp_path / "file" / "shot.png",
            "not png": tmp_path / "shot.txt"}[where]
    code, err = run(capsys, "play", "--autoplay", "--frames", "1", "--screenshot", str(path))
    assert code == 2 and len(err.splitlines()) == 1 and str(path) in err


def test_gallery_refuses_a_screenshot_path_it_cannot_write(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("x")
    code, err = run(capsys, "cards", "gallery", "--frames", "1", "--screenshot",
                    str(tmp_path / "file" / "shot.png"))
    assert code == 2 and len(err.splitlines()) == 1


@pytest.mark.parametrize("argv", [
    ("simulate", "--players", "2", "--games", str(10**12)),
    ("lab", "--players", "2", "--games", str(10**12), "--out", "x"),
    ("lab", "--players", "2", "--games", "2", "--workers", str(10**6), "--out", "x"),
], ids=["simulate games", "lab games", "lab workers"])
def test_absurd_counts_are_refused_at_once(argv: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    started = time.perf_counter()
    code, err = run(capsys, *argv)
    assert code == 2 and len(err.splitlines()) == 1 and "at most" in err
    assert time.perf_counter() - started < 5


def test_simulate_keeps_no_list_of_every_game_seed() -> None:
    from game.family import ruleset
    from game.simulate import game_seeds
    from game.simulate import run as run_games

    rules = ruleset("pentagram")
    template = rules.make_setup(("A", "B"), 3)
    outcomes = run_games(template, 2, 3, ["random"], rules=rules)
    again = run_games(template, 2, 3, ["random"], rules=rules)
    assert [o.rounds for o in outcomes] == [o.rounds for o in again]
    assert list(game_seeds(3, 2))[1] == (3 + 0x9E3779B97F4A7C15) % 2**64


def test_lab_refuses_an_out_folder_it_cannot_write_before_playing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("x")
    started = time.perf_counter()
    code, err = run(capsys, "lab", "--players", "2", "--games", "400", "--bots", "random",
                    "--out", str(tmp_path / "file" / "report"), "--quiet")
    assert code == 2 and len(err.splitlines()) == 1 and "file" in err
    assert time.perf_counter() - started < 5  # not after 400 games


def _file_size_limit() -> None:
    # A full disk, as this process sees it: any file past 64 kB fails to grow (EFBIG).
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (64_000, 64_000))


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE stands in for a full disk")
@pytest.mark.parametrize("fmt", ["png", "tts"])
def test_export_to_a_full_disk_fails_and_leaves_no_partial_files(fmt: str, tmp_path: Path) -> None:
    out = tmp_path / "out"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "cards", "export", "--game", "pentagram",
                           "--format", fmt, "--out", str(out)], cwd=ROOT, env=env, capture_output=True,
                          text=True, preexec_fn=_file_size_limit, timeout=300)
    last = done.stderr.strip().splitlines()[-1]
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert "cannot write" in last and "File too large" in last
    assert [p.name for p in out.iterdir()] == []  # nothing cut short left behind


def test_an_export_that_fails_half_way_takes_back_what_it_wrote(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from game.family import files

    out = tmp_path / "out"
    out.mkdir()
    (out / "mine.txt").write_text("the player's own file")
    real = files.write_atomic
    written: list[Path] = []

    def fill_up(path: Path, data: str | bytes) -> None:
        if len(written) == 5:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, data)
        written.append(path)

    monkeypatch.setattr(files, "write_atomic", fill_up)
    monkeypatch.setattr("game.studio.print_faces.write_atomic", fill_up)
    code, err = run(capsys, "cards", "export", "--game", "pentagram", "--format", "png", "--out", str(out))
    assert code == 2 and "No space left on device" in err.splitlines()[-1]
    assert [p.name for p in out.iterdir()] == ["mine.txt"]
