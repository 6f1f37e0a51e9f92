"""`meaning-made lab --check RUN` (issue 41, part 3): a stored run's games played again with
today's code; which play differently, and one line for a run that cannot be checked."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.cli import main
from game.lab import check, stored

ROOT = Path(__file__).resolve().parents[1]


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small Pentagram run at three seats (a rotation of one deal per three games)."""
    out = tmp_path_factory.mktemp("lab") / "run"
    code = main(["lab", "--game", "pentagram", "--players", "3", "--games", "9", "--bots", "greedy",
                 "random", "--seed", "3", "--workers", "1", "--quiet", "--out", str(out)])
    assert code == 0
    return out


@pytest.fixture
def run(made: Path, tmp_path: Path) -> Path:
    """A copy of the run to damage."""
    copy = tmp_path / "run"
    shutil.copytree(made, copy)
    return copy


def _rewrite(path: Path, line: int, change) -> None:
    lines = path.read_text().splitlines()
    rec = json.loads(lines[line - 1])
    change(rec)
    lines[line - 1] = json.dumps(rec)
    path.write_text("\n".join(lines) + "\n")


def test_a_run_checks_clean_with_todays_code(made: Path, capsys) -> None:
    code, out, err = run_cli(capsys, "lab", "--check", str(made), "--sample", "4", "--workers", "1",
                             "--quiet")
    assert code == 0, err
    assert out.strip() == f"{made}: all 4 sampled games replay identically (9 recorded; sample seed 0)"


def test_a_game_that_plays_differently_is_one_line_naming_the_first_field(run: Path, capsys) -> None:
    records = run / "games.jsonl"
    _rewrite(records, 5, lambda rec: rec.update(winners=[9], rounds=99))
    _rewrite(records, 2, lambda rec: rec.update(actions=rec["actions"] + 1))
    code, out, _ = run_cli(capsys, "lab", "--check", str(run), "--sample", "9", "--workers", "1", "--quiet")
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 3
    # in run order; the winners are named before the rounds
    assert lines[0].startswith(f"{records}:2: game 1: actions was ")
    assert lines[1].startswith(f"{records}:5: game 4: winners[0] was 9, now ")
    assert "(record " in lines[1] and " -> " in lines[1]
    assert lines[2] == f"{run}: 2 of 9 sampled games play differently today (9 recorded; sample seed 0)"


def test_a_run_older_than_run_json_is_read_from_its_summary(run: Path, capsys) -> None:
    (run / "run.json").unlink()
    code, out, err = run_cli(capsys, "lab", "--check", str(run), "--sample", "2", "--workers", "1", "--quiet")
    assert code == 0, err
    assert "replay identically" in out and "setup is read from summary.json" in err


@pytest.mark.parametrize(("damage", "message"), [
    (lambda run: (run / "games.jsonl").unlink(),
     "no per-game records (games.jsonl); the run's figures cannot be re-checked"),
    (lambda run: (run / "run.json").write_text("{\"setup\": "), "run.json:1: not valid JSON"),
    (lambda run: (run / "run.json").write_text("[]"), "run.json: expected a JSON object"),
    (lambda run: (run / "run.json").write_text(json.dumps({"setup": {"game": "chess", "players": 3}})),
     "run.json: field 'setup.game': 'chess' is not a game"),
    (lambda run: (run / "run.json").write_text(json.dumps({"setup": {"game": "pentagram", "players": 3,
                                                                     "variant": ["no_such"]}})),
     "unknown"),
    (lambda run: (run / "run.json").write_text(json.dumps({"setup": {"game": "pentagram", "players": 3,
                                                                     "cards": "/no/such/cards"}})),
     "run.json: field 'setup.cards': the run read its cards from /no/such/cards, which is not a folder"),
    (lambda run: (run / "games.jsonl").write_text("{\"index\": 0,\n"), "games.jsonl:1: not valid JSON"),
    (lambda run: _rewrite(run / "games.jsonl", 3, lambda rec: rec.update(seed="x")),
     "games.jsonl:3: field 'seed': expected a whole number"),
    (lambda run: _rewrite(run / "games.jsonl", 2, lambda rec: rec.update(seed=1e999)),
     "games.jsonl:2: field 'seed'"),
    (lambda run: _rewrite(run / "games.jsonl", 4, lambda rec: rec.update(bots=["greedy"])),
     "games.jsonl:4: field 'bots': 1 seats, but the run has 3"),
    (lambda run: _rewrite(run / "games.jsonl", 4, lambda rec: rec.update(bots=["x", "y", "z"])),
     "games.jsonl:4: field 'bots': no bot 'x' plays pentagram today"),
    (lambda run: _rewrite(run / "games.jsonl", 6, lambda rec: rec.pop("index")),
     "games.jsonl:6: field 'index': missing"),
    (lambda run: (run / "games.jsonl").write_text("\n"), "games.jsonl: no games recorded"),
    (lambda run: shutil.rmtree(run), "no such folder"),
])
def test_a_run_that_cannot_be_checked_is_one_line(run: Path, capsys, damage, message: str) -> None:
    damage(run)
    code, out, err = run_cli(capsys, "lab", "--check", str(run), "--workers", "1", "--quiet")
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert err.startswith(f"meaning-made lab: {run}") and message in err, err


def test_check_refuses_options_that_set_up_games(made: Path, capsys) -> None:
    code, _, err = run_cli(capsys, "lab", "--check", str(made), "--players", "2")
    assert code == 2 and "--players sets up games" in err
    code, _, err = run_cli(capsys, "lab", "--check", str(made), "--tune")  # not the tuner's run
    assert code == 2 and "--tune sets up games" in err
    code, _, err = run_cli(capsys, "lab", "--sample", "3", "--players", "2", "--games", "2", "--out", "x")
    assert code == 2 and "--sample is the number of games --check RUN plays again" in err


def test_the_sample_is_seeded_and_spreads_over_the_run() -> None:
    picks = check.sample(1600, 10)
    assert picks == check.sample(1600, 10)
    assert [p // 160 for p in picks] == list(range(10))  # one from each tenth
    assert picks != check.sample(1600, 10, seed=1)
    assert check.sample(5, 10) == [0, 1, 2, 3, 4]


def test_the_first_difference_reads_winners_first_and_descends() -> None:
    old = {"index": 0, "scores": [3, 5], "winners": [1], "extra": {"a": [1, 2]}, "cpu_us": [[1]]}
    new = {"index": 0, "scores": [3, 6], "winners": [0], "extra": {"a": [1, 3]}, "cpu_us": [[2]]}
    keys = check.compared(old, new)
    assert "cpu_us" not in keys
    assert check.first_difference(old, new, keys) == ("winners[0]", 1, 0)
    new["winners"] = [1]
    assert check.first_difference(old, new, keys) == ("scores[1]", 5, 6)
    new["scores"] = [3, 5]
    assert check.first_difference(old, new, keys) == ("extra.a[1]", 2, 3)
    new["extra"] = {"a": [1, 2]}
    assert check.first_difference(old, new, keys) is None
    assert check.digest(old, keys) == check.digest(new, keys)  # decision times are not the game's


def test_a_ladder_run_and_an_older_run_rebuild_the_jobs_they_played() -> None:
    ladder = stored.read(ROOT / "docs" / "balance" / "ladder-pentagram")
    job = stored.job_of(ladder, ladder.records[7])
    assert type(job).__name__ == "LadderJob" and job.pairing == ladder.records[7]["pairing"]
    older = stored.read(ROOT / "docs" / "balance" / "pentagram" / "three-mixed")  # no run.json
    rec = older.records[4]
    job = stored.job_of(older, rec)
    assert (job.index, job.seed, job.start_player, job.bots) == (4, rec["seed"], rec["start"],
                                                                 tuple(rec["bots"]))


def test_a_game_that_now_raises_plays_differently(made: Path, capsys, monkeypatch) -> None:
    def broken(job):
        raise ValueError("a rule that no longer holds")

    monkeypatch.setattr("game.lab.runner.play_job", broken)
    code, out, err = run_cli(capsys, "lab", "--check", str(made), "--sample", "1", "--workers", "1",
                             "--quiet")
    assert code == 1 and "Traceback" not in err
    assert out.splitlines()[0].endswith(": now raises ValueError: a rule that no longer holds")
