"""The strength ladder (issue 40): its statistics on a toy game of known strengths, a small real
ladder that plays, reports and resumes, and its refusals."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from game.cli import main
from game.lab import ladder


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- statistics on a toy game ---------------------------------------------------------------

TRUE_ELO = {"weak": 0.0, "fair": 100.0, "good": 200.0, "best": 450.0}


def toy_records(games: int, seed: int = 1, draw: float = 0.1) -> list[dict]:
    """Two-seat games of a toy game in which a bot of Elo ``r`` beats one of ``s`` with the
    Bradley–Terry chance, and ``draw`` of the games end without a winner."""
    rng = np.random.default_rng(seed)
    bots = list(TRUE_ELO)
    records = []
    for p, pair in enumerate(ladder.pairings(bots, None)):
        a, b = pair["a"], pair["b"]
        p_a = 1 / (1 + 10 ** ((TRUE_ELO[b] - TRUE_ELO[a]) / 400))
        for _ in range(games):
            u = rng.random()
            winners = [] if u < draw else [0] if rng.random() < p_a else [1]
            records.append({"pairing": p, "bots": [a, b], "winners": winners})
    return records


def test_the_fit_recovers_the_order_and_the_gaps_of_known_strengths() -> None:
    rows = ladder.ratings(toy_records(400), list(TRUE_ELO), samples=200)
    assert [r["bot"] for r in rows] == ["best", "good", "fair", "weak"]
    by = {r["bot"]: r for r in rows}
    assert by["weak"]["elo"] == 0.0 and by["weak"]["lo"] == by["weak"]["hi"] == 0.0  # the anchor
    for bot, elo in TRUE_ELO.items():
        # draws pull every gap toward 0 a little (a draw is half a win to the weaker bot too)
        assert abs(by[bot]["elo"] - 0.9 * elo) < 45, (bot, by[bot])
        assert by[bot]["lo"] <= by[bot]["elo"] <= by[bot]["hi"]
    assert 30 < by["best"]["hi"] - by["best"]["lo"] < 150  # intervals of a real width at 1200 games
    assert by["best"]["lo"] > by["good"]["elo"]


def test_fewer_games_give_wider_intervals_and_an_unbeaten_bot_stays_finite() -> None:
    few = {r["bot"]: r for r in ladder.ratings(toy_records(40), list(TRUE_ELO), samples=200)}
    many = {r["bot"]: r for r in ladder.ratings(toy_records(400), list(TRUE_ELO), samples=200)}
    assert few["good"]["hi"] - few["good"]["lo"] > 2 * (many["good"]["hi"] - many["good"]["lo"])
    swept = [{"pairing": 0, "bots": ["a", "b"], "winners": [0]} for _ in range(50)]
    (top, bottom) = ladder.ratings(swept, ["b", "a"], samples=50)  # b, the loser, is the 0
    assert top["bot"] == "a" and math.isfinite(top["elo"]) and 500 < top["elo"] < 1000
    assert bottom["score"] == 0.0 and top["score"] == 1.0


def test_a_game_credits_what_it_says_and_no_more() -> None:
    two = {"bots": ["x", "y"], "winners": [1]}
    assert ladder.credits(two) == [("x", "y", 0.0, 1.0)]
    assert ladder.credits({"bots": ["x", "y"], "winners": []}) == [("x", "y", 0.5, 0.5)]  # a stall
    # four seats, one x against three y: y in seat 2 won; the other two y's lost to it, not to x
    four = {"bots": ["y", "x", "y", "y"], "winners": [2]}
    assert ladder.credits(four) == [("x", "y", 0.0, 1.0)]
    assert ladder.credits({"bots": ["y", "x", "y"], "winners": [1]}) == [("y", "x", 0.0, 1.0),
                                                                         ("x", "y", 1.0, 0.0)]


def test_two_seat_games_swap_seats_on_one_deal_and_tables_rotate_the_lone_bot() -> None:
    jobs = ladder.make_jobs("pentagram", ["random", "greedy", "spoiler"], 4, 9, 3, None)
    assert len(jobs) == 4 * 6 and [j.index for j in jobs] == list(range(24))
    first = [j for j in jobs if j.pairing == 0]
    assert [j.bots for j in first] == [("random", "greedy"), ("greedy", "random")] * 2
    assert first[0].seed == first[1].seed != first[2].seed == first[3].seed
    table = [j for j in jobs if j.pairing == 3]  # random against greedy at 3 seats
    assert [j.bots for j in table[:3]] == [("random", "greedy", "greedy"), ("greedy", "random", "greedy"),
                                           ("greedy", "greedy", "random")]
    assert table[3].bots == ("greedy", "random", "random")  # the next deal: the other kind alone
    assert len({j.seed for j in table[:3]}) == 1


# --- a real ladder ---------------------------------------------------------------------------

ARGV = ("lab", "--ladder", "--game", "pentagram", "--bots", "random,greedy", "--games", "6",
        "--table", "3", "--seed", "5", "--quiet", "--workers", "1")


def _outcomes(folder) -> list[dict]:
    """The games of a run without their CPU times (which differ from sitting to sitting)."""
    recs = [json.loads(line) for line in (folder / "games.jsonl").read_text().splitlines()]
    return [{k: v for k, v in rec.items() if k != "cpu_us"} for rec in recs]


def test_a_small_ladder_plays_reports_and_resumes_without_replaying_or_losing_games(
        tmp_path, capsys, monkeypatch) -> None:
    whole = tmp_path / "whole"
    code, out, err = run_cli(capsys, *ARGV, "--out", str(whole))
    assert code == 0, err
    assert out.startswith("12 games of Pentagram 2, 2 bots: strongest greedy")
    summary = json.loads((whole / "summary.json").read_text())
    assert summary["games_played"] == 12 and summary["bots"] == ["random", "greedy"]
    assert [(p["seats"], p["games"]) for p in summary["pairings"]] == [(2, 6), (3, 6)]
    assert summary["ratings"][0]["bot"] == "greedy" and summary["ratings"][0]["elo"] > 200
    times = {t["bot"]: t for t in summary["decision_times"]}
    assert times["greedy"]["decisions"] > 50 and 0 < times["greedy"]["median_ms"] <= times["greedy"]["p90_ms"]
    top = summary["ratings"][0]
    assert top["step_lo"] <= top["step"] <= top["step_hi"] and "step" not in summary["ratings"][1]
    assert ladder.rewrite(whole)["ratings"] == summary["ratings"]  # the report again, from the games
    report = (whole / "report.md").read_text()
    assert "| `greedy` | +" in report and "## Time per decision" in report
    assert (whole / "ratings.png").stat().st_size > 5000 and (whole / "pairings.png").exists()
    recs = _outcomes(whole)
    assert [r["index"] for r in recs] == list(range(12))
    assert all(len(r["bots"]) == (2 if r["pairing"] == 0 else 3) for r in recs)

    run = tmp_path / "run"
    from game.lab.checkpoint import Recorder

    record = Recorder.record

    def record_then_stop(self, rec):
        record(self, rec)
        if len(self.done) >= 5:
            raise KeyboardInterrupt

    with monkeypatch.context() as patch:
        patch.setattr(Recorder, "record", record_then_stop)
        code, _, err = run_cli(capsys, *ARGV, "--out", str(run))
    assert code == 130 and err.strip().splitlines()[-1].endswith(f"--resume {run}")
    assert "5 of 12 games are recorded" in err
    played: list[int] = []
    real_play = ladder.play

    def counted(job):
        played.append(job.index)
        return real_play(job)

    monkeypatch.setattr(ladder, "play", counted)
    code, out, err = run_cli(capsys, "lab", "--resume", str(run), "--workers", "1", "--quiet")
    assert code == 0, err
    assert sorted(played) == list(range(5, 12))  # only the games the run lacked
    assert _outcomes(run) == recs  # the same games as the run that never stopped
    resumed = json.loads((run / "summary.json").read_text())
    assert resumed["command"].startswith("meaning-made lab --ladder --game pentagram")
    assert [r["bot"] for r in resumed["ratings"]] == [r["bot"] for r in summary["ratings"]]
    code, out, _ = run_cli(capsys, "lab", "--resume", str(run))
    assert code == 0 and "nothing to resume" in out


@pytest.mark.parametrize(("extra", "said"), [
    (("--bots", "random,nobody"), "unknown bot 'nobody' for Pentagram 2"),
    (("--bots", "greedy"), "a ladder needs at least 2 bots"),
    (("--bots", "greedy,greedy"), "names a bot twice"),
    (("--players", "2"), "--ladder does not take --players"),
    (("--table", "9"), "Pentagram 2 seats 3 to 5, not 9"),
    (("--variant", "short_game"), "--ladder does not take --variant"),
])
def test_bad_ladder_flags_are_one_line_and_exit_2(tmp_path, capsys, extra, said) -> None:
    code, _, err = run_cli(capsys, "lab", "--ladder", "--game", "pentagram", "--out", str(tmp_path / "x"),
                           *extra)
    assert code == 2 and said in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "x").exists()


def test_table_without_ladder_and_a_ladder_resumed_with_other_flags_are_refused(tmp_path, capsys,
                                                                                monkeypatch) -> None:
    code, _, err = run_cli(capsys, "lab", "--game", "pentagram", "--players", "2", "--games", "2",
                           "--table", "3", "--out", str(tmp_path / "y"))
    assert code == 2 and "--table is the bigger table of a --ladder" in err
    run = tmp_path / "run"
    from game.lab.checkpoint import Recorder

    def stop(self, rec):
        raise KeyboardInterrupt

    with monkeypatch.context() as patch:
        patch.setattr(Recorder, "record", stop)
        code, _, _ = run_cli(capsys, "lab", "--ladder", "--game", "pentagram", "--bots", "random,greedy",
                             "--games", "2", "--seed", "3", "--quiet", "--workers", "1", "--out", str(run))
    assert code == 130
    code, _, err = run_cli(capsys, "lab", "--resume", str(run), "--seed", "4")
    assert code == 2 and "the run was made with --seed 3, not --seed 4" in err
    code, _, err = run_cli(capsys, "lab", "--resume", str(run), "--bots", "random", "spoiler")
    assert code == 2 and "--bots random greedy, not --bots random spoiler" in err
    code, _, err = run_cli(capsys, "lab", "--resume", str(run), "--bots", "random,greedy", "--quiet",
                           "--workers", "1")
    assert code == 0, err


# --- caps: 200 games a pairing for cheap levels, 60 for Hard, in one ladder ------------------


def test_a_capped_bot_plays_fewer_games_and_the_others_keep_theirs() -> None:
    caps = ladder.parse_caps(["spoiler=2"], ["random", "greedy", "spoiler"])
    assert caps == {"spoiler": 2}
    jobs = ladder.make_jobs("pentagram", ["random", "greedy", "spoiler"], 6, 9, None, None, caps)
    per = {p: sum(j.pairing == p for j in jobs) for p in range(3)}
    assert per == {0: 6, 1: 2, 2: 2}  # random-greedy, random-spoiler, greedy-spoiler
    assert [j.index for j in jobs] == list(range(10))
    capped = [j for j in jobs if j.pairing == 2]
    assert [j.bots for j in capped] == [("greedy", "spoiler"), ("spoiler", "greedy")]  # one deal, swapped
    uncapped = ladder.make_jobs("pentagram", ["random", "greedy"], 6, 9, None, None)
    assert [j.seed for j in jobs if j.pairing == 0] == [j.seed for j in uncapped]  # same deals as without


@pytest.mark.parametrize("given, message", [
    (["greedy"], "--cap takes KIND=N"),
    (["greedy=x"], "--cap takes KIND=N"),
    (["greedy=1"], "--cap takes KIND=N"),
    (["greedy=-3"], "--cap takes KIND=N"),
    (["search=60"], "--cap names 'search', which the ladder does not play"),
    (["greedy=4,greedy=6"], "--cap names 'greedy' twice"),
])
def test_a_malformed_cap_is_refused_in_one_line(given, message) -> None:
    from game.usage import UsageError

    with pytest.raises(UsageError, match=message):
        ladder.parse_caps(given, ["random", "greedy"])


def test_a_capped_ladder_reports_its_caps_and_resumes_only_with_them(tmp_path, capsys) -> None:
    run = tmp_path / "capped"
    code, out, err = run_cli(capsys, "lab", "--ladder", "--game", "pentagram", "--bots",
                             "random,greedy,spoiler", "--games", "4", "--cap", "spoiler=2", "--seed",
                             "3", "--quiet", "--workers", "1", "--out", str(run))
    assert code == 0, err
    assert out.startswith("8 games of Pentagram 2")
    summary = json.loads((run / "summary.json").read_text())
    assert summary["caps"] == {"spoiler": 2}
    assert [p["games"] for p in summary["pairings"]] == [4, 2, 2]
    assert "4 games a pairing (2 where `spoiler` plays)" in (run / "report.md").read_text()
    assert ladder.rewrite(run)["caps"] == {"spoiler": 2}
    code, _, err = run_cli(capsys, "lab", "--resume", str(run), "--cap", "spoiler=3")
    assert code == 2 and "made with --cap spoiler=2, not --cap spoiler=3" in err
    code, _, err = run_cli(capsys, "lab", "--game", "pentagram", "--players", "2", "--games", "2",
                           "--cap", "greedy=2", "--out", str(tmp_path / "plain"))
    assert code == 2 and "--cap limits the games of a --ladder's pairings" in err
