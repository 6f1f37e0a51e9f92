"""`meaning-made play --autoplay …`: the real game scene with bots, a screenshot, frame stats."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.cli import main


def test_autoplay_runs_frames_saves_a_screenshot_and_prints_frame_stats(
    tmp_path: Path, capsys, monkeypatch
) -> None:
    monkeypatch.setenv("MEANING_MADE_DATA_DIR", str(tmp_path / "data"))
    shot = tmp_path / "last.png"
    code = main(
        [
            "play",
            "--autoplay",
            "--players",
            "3",
            "--seed",
            "5",
            "--frames",
            "40",
            "--screenshot",
            str(shot),
            "--frame-stats",
        ]
    )
    assert code == 0
    stats = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert stats["frames"] == 40 and set(stats) == {"frames", "p50_ms", "p95_ms", "max_ms"}
    assert 0 < stats["p50_ms"] <= stats["p95_ms"] <= stats["max_ms"]
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1920, 1080)
    assert not (tmp_path / "data" / "autosave.json").exists()  # autoplay leaves the player's save alone


@pytest.mark.parametrize(
    "args", [["--frames", "0"], ["--bots", "genius"], ["--variant", "bogus"], ["--players", "9"]]
)
def test_play_bad_arguments_are_one_line_exit_2(args: list[str], capsys) -> None:
    code = main(["play", "--autoplay", *args])
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("args", [["--bots", "genius"], ["--variant", "bogus"],
                                  ["--players", "1", "--game", "pentagram"]])
def test_table_options_are_checked_at_the_title_too(args: list[str], capsys) -> None:
    # The title loads no rules unless asked; options that shape a table still load and check them.
    code = main(["play", "--frames", "1", *args])
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
