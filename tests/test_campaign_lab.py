"""`meaning-made lab --campaign FILE`: every chapter measured by bots, evaluated as the debrief
evaluates a player's game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.campaign import evaluate_game, load_campaign
from game.campaign.play import new_match
from game.cli import main
from game.lab.campaign_run import make_jobs, play_job, wilson

TINY = """\
id: tiny
title: Tiny
chapters:
  - id: one
    title: One
    seed: 5
    setup: {solo_difficulty: easy, variants: [faster]}
    story: {opening: o, ending: e}
    objective: {type: win}
    stars: [1, 8, 12]
  - id: two
    title: Two
    game: pentagram
    seats: [you, {bot: greedy}]
    setup: {short_game: true}
    story: {opening: o, ending: e}
    objective: {type: weakest_colour, require: none}
    stars: [1, 4, 6]
"""


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    return path


def test_a_lab_game_is_judged_exactly_as_the_debrief_judges_it(tiny: Path) -> None:
    campaign = load_campaign(tiny)
    jobs = make_jobs(campaign, 2, "random", 9)
    # dealt round the chapters, so a run stopped early has measured each about equally
    assert [j.chapter for j in jobs] == ["one", "two", "one", "two"]
    assert [jobs[0].seed, jobs[2].seed] == [5, 5]  # a fixed-seed chapter keeps its deal
    assert jobs[1].seed != jobs[3].seed  # a fresh one gets a deal a game
    for job in (jobs[0], jobs[1]):
        rec = play_job(job)
        chapter = campaign.chapter(job.chapter)
        # the same game again, outside the lab, evaluated from its setup and actions
        from game.bots import bot_seed, make_bot

        match = new_match(chapter, job.seed)
        bots = [make_bot(s.bot or job.bot, bot_seed(job.seed, k, job.index), chapter.game)
                for k, s in enumerate(chapter.seats)]
        while match.state.result is None:
            match.play(bots[match.state.to_move()].choose(match.state))
        ev = evaluate_game(chapter.objective, match.rules, match.setup, match.actions)
        assert (rec["stars"], rec["measure"], rec["rounds"]) == (ev.stars, ev.measure, match.state.round)


def test_the_command_measures_every_chapter(tiny: Path, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run"
    code = main(["lab", "--campaign", str(tiny), "--games", "2", "--bots", "random", "--workers", "1",
                 "--quiet", "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert "| 1 | One | 2 |" in printed and "| 2 | Two | 2 |" in printed
    summary = json.loads((out / "summary.json").read_text())
    assert [r["chapter"] for r in summary["chapters"]] == ["one", "two"]
    assert all(r["games"] == 2 for r in summary["chapters"])
    games = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    one = [g for g in games if g["chapter"] == "one"]
    assert summary["chapters"][0]["one_star"] == sum(g["stars"] >= 1 for g in one) / 2


@pytest.mark.parametrize(("argv", "message"), [
    (["--players", "2"], "meaning-made lab: --players does not go with --campaign"),
    (["--bots", "random", "search"], "meaning-made lab: --campaign takes one bot kind"),
    (["--bots", "teleporter"], "meaning-made lab: unknown bot 'teleporter'"),
])
def test_bad_options_are_one_line(tiny: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
                                  message: str) -> None:
    assert main(["lab", "--campaign", str(tiny), "--quiet", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(message) and err.count("\n") == 1


def test_a_broken_campaign_file_is_one_line_a_problem(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(TINY.replace("type: win", "type: fly"))
    assert main(["lab", "--campaign", str(bad), "--quiet"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "chapter 'one': field 'objective.type': unknown objective 'fly'" in err[0]


def test_wilson_interval() -> None:
    lo, hi = wilson(9, 10)
    assert round(lo, 3) == 0.596 and round(hi, 3) == 0.982
    assert wilson(0, 0) == (0.0, 1.0)

