"""Edition `projects` in the balance lab: solo runs play each of the seed's difficulties (they all
played Standard before: the family lab ignored the level), and the report gives each its win rate."""

from __future__ import annotations

import json

from game.cli import main


def test_solo_lab_runs_play_every_difficulty_and_report_each(capsys, tmp_path) -> None:
    out = tmp_path / "solo"
    code = main(["lab", "--game", "projects", "--players", "1", "--games", "6", "--bots", "random",
                 "--workers", "1", "--quiet", "--out", str(out)])
    _, err = capsys.readouterr()
    assert code == 0, err
    records = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert [r["difficulty"] for r in records] == ["easy", "standard", "hard"] * 2
    summary = json.loads((out / "summary.json").read_text())
    assert list(summary["by_difficulty"]) == ["easy", "standard", "hard"]
    assert all(v["games"] == 2 for v in summary["by_difficulty"].values())
    assert "## Solo, by difficulty" in (out / "report.md").read_text()


def test_solo_lab_runs_take_one_difficulty(capsys, tmp_path) -> None:
    from game.games.initiatives import Variants
    from game.lab.family import play
    from game.lab.runner import make_jobs

    job = make_jobs(7, 1, 1, ["random"], ["hard"], Variants(), None, "projects")[0]
    record = play(job)
    assert record["difficulty"] == "hard"
    code = main(["lab", "--game", "projects", "--players", "1", "--games", "1", "--bots", "random",
                 "--solo-difficulty", "easy", "--workers", "1", "--quiet", "--out", str(tmp_path / "e")])
    assert code == 0
    rec = json.loads((tmp_path / "e" / "games.jsonl").read_text())
    assert rec["difficulty"] == "easy"


def test_solo_difficulty_is_refused_with_several_seats(capsys, tmp_path) -> None:
    code = main(["lab", "--game", "projects", "--players", "2", "--games", "1", "--bots", "random",
                 "--solo-difficulty", "easy", "--quiet", "--out", str(tmp_path / "x")])
    assert code == 2
    assert "--solo-difficulty is for --players 1" in capsys.readouterr().err


def test_a_turn_position_that_wins_every_game_still_gets_its_plot(tmp_path) -> None:
    # Wilson's upper bound for 4 wins in 4 is 0.999...9 < 1.0: the error bar came out negative and
    # matplotlib refused it, so a short run where one position won every game wrote no report.
    from game.lab import family

    records = [{"index": i, "seed": 1, "start": i, "difficulty": None, "bots": ["search"] * 4,
                "reason": "stewardship", "rounds": 8, "winners": [(i + 2) % 4], "scores": [1, 2, 3, 4],
                "start_player": i, "turn_position": [(s - i) % 4 for s in range(4)], "actions": 100}
               for i in range(4)]
    assert all(r["turn_position"][r["winners"][0]] == 2 for r in records)
    family.write(tmp_path, records, 4, "lab", {"title": "t"})
    assert (tmp_path / "report.md").exists()


def test_DP17_a_stored_solo_game_past_round_15_replays_with_no_solo_clock() -> None:
    """The published solo run (P9, seed 3041) was played before the solo clock: its games replay
    as stored with ``no_solo_clock``; with today's default the same deal ends at round 15 (DP17)."""
    from dataclasses import replace
    from pathlib import Path

    from game.lab import check, stored
    from game.lab.runner import play_job

    run = stored.read(Path(__file__).resolve().parents[1] / "docs/balance/projects/solo-p9-search-lab-450")
    assert run.switches == ()
    position = 47  # the quickest Standard or Hard game of the run that went past round 15
    old = run.records[position]
    assert (old["difficulty"], old["reason"], old["rounds"], old["actions"]) == (
        "hard", "collapse", 17, 62)
    job = stored.job_of(run, old)
    again = json.loads(json.dumps(play_job(replace(job, switches=("no_solo_clock",)))))
    assert check.first_difference(old, again, check.compared(old, again)) is None
    clocked = play_job(job)  # the world that fell in round 17 lasts to the clock, with 17 points
    assert (clocked["reason"], clocked["rounds"], clocked["winners"]) == ("clock", 15, [0])
    assert clocked["scores"] == [17] and clocked["meaning"] == 3
