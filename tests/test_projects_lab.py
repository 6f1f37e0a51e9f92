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
