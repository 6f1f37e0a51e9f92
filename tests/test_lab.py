"""The balance lab (issue 4): command line, records, statistics, report files."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.cli import main
from game.lab import stats
from game.lab.runner import LabJob, make_jobs, play_job, run_jobs


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_lab_writes_report_summary_and_plots(tmp_path, capsys) -> None:
    out = tmp_path / "lab"
    code, stdout, err = run_cli(capsys, "lab", "--edition", "initiatives", "--players", "3",
                                "--games", "4", "--bots", "racer", "social", "stability",
                                "--workers", "1", "--quiet", "--seed", "5", "--out", str(out))
    assert code == 0, err
    assert "report:" in stdout
    summary = json.loads((out / "summary.json").read_text())
    for key in ("end_initiative_rate", "collapse_rate", "mean_rounds", "seat_win_rates"):
        assert key in summary
    assert len(summary["seat_win_rates"]) == 3
    assert abs(sum(summary["seat_win_rates"]) + summary["no_winner_rate"] - 1) < 1e-9
    report = (out / "report.md").read_text()
    for png in ("outcomes.png", "rounds.png", "meaning.png", "scores.png", "seats.png",
                "patterns.png", "initiatives.png", "events.png"):
        assert (out / png).stat().st_size > 1000
        assert f"({png})" in report
    assert len((out / "games.jsonl").read_text().splitlines()) == 4
    # rotation is the default (I1 amended): the I17 row is by the seat that started round 1
    i17 = next(line for line in report.splitlines() if "started round 1 (I17)" in line)
    spread = summary["turn_position_spread"]
    assert f"spread {100 * spread:.1f} % ≤ 8 points: {'met' if spread <= 0.08 else '**not met**'}" in i17
    # the End Initiative is shown for reference but never judged against the deck
    end_row = next(line for line in report.splitlines() if line.startswith("| stewardship |"))
    assert end_row.endswith("| not judged |") and "stewardship" not in summary["initiative_outliers"]


def test_lab_solo_reports_difficulties_and_bands(tmp_path, capsys) -> None:
    out = tmp_path / "solo"
    code, _, err = run_cli(capsys, "lab", "--players", "1", "--games", "3", "--bots", "stability",
                                "--solo-difficulty", "all", "--workers", "1", "--quiet",
                                "--out", str(out))
    assert code == 0, err
    summary = json.loads((out / "summary.json").read_text())
    assert set(summary["solo"]) == {"easy", "standard", "hard"}
    assert (out / "solo.png").exists()
    assert "Solo by difficulty and band" in (out / "report.md").read_text()


def test_lab_is_reproducible_and_workers_do_not_matter() -> None:
    jobs = make_jobs(9, 4, 2, ["racer", "engine"], ["standard"], __import__(
        "game.games.initiatives.options", fromlist=["Variants"]).Variants(), None)
    one = run_jobs(jobs, workers=1)
    two = run_jobs(jobs, workers=2)
    assert one == two
    assert [r["index"] for r in two] == [0, 1, 2, 3]


@pytest.mark.parametrize("argv", [
    ["lab", "--players", "4", "--games", "0", "--out", "x"],
    ["lab", "--players", "9", "--games", "2", "--out", "x"],
    ["lab", "--players", "4", "--games", "2"],
    ["lab", "--players", "4", "--games", "2", "--bots", "smart", "--out", "x"],
    ["lab", "--players", "1", "--games", "2", "--solo-difficulty", "brutal", "--out", "x"],
    ["lab", "--players", "4", "--games", "2", "--solo-difficulty", "easy", "--out", "x"],
    ["lab", "--players", "4", "--games", "2", "--variant", "bogus", "--out", "x"],
    ["lab", "--players", "4", "--games", "2", "--edition", "nosuchgame", "--out", "x"],
    ["lab", "--players", "4", "--games", "2", "--cards", "/nonexistent/cards", "--out", "x"],
])
def test_bad_lab_arguments_are_one_line_and_exit_2(capsys, argv) -> None:
    code, _, err = run_cli(capsys, *argv)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and err.startswith("meaning-made")


def test_play_job_record_fields() -> None:
    rec = play_job(LabJob(0, 77, 2, ("racer", "social")))
    assert rec["reason"] in ("end_initiative", "collapse", "stalled")
    assert len(rec["patterns"]) == 2 and len(rec["turn_position"]) == 2
    assert rec["rounds"] >= 1 and rec["events"][0]["round"] == 1
    assert all(e["loss"] >= 0 for e in rec["events"])
    assert len(set(rec["end_order"])) == len(rec["end_order"])  # each seat joins the End once
    assert set(rec["end_order"]) <= {0, 1}


def test_wilson_and_outliers() -> None:
    lo, hi = stats.wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-9
    assert stats.wilson(0, 0) == (0.0, 1.0)
    rows = [{"id": f"c{i}", "taken": 200, "win_diff": 0.01 * (i % 3 - 1), "se": 0.01}
            for i in range(30)]
    rows.append({"id": "broken", "taken": 200, "win_diff": 0.4, "se": 0.03})
    pack = stats.mark_outliers(rows)
    assert pack["judged"] == 31
    assert [r["id"] for r in rows if r["outlier"]] == ["broken"]


def test_early_end_rate_counts_worlds_saved_by_round_two_only() -> None:
    def rec(reason: str, rounds: int) -> dict:
        return {"reason": reason, "rounds": rounds, "winners": [0], "scores": [9, 3],
                "turn_position": [0, 1], "meaning": 5}

    records = [rec("end_initiative", 1), rec("end_initiative", 2), rec("end_initiative", 3),
               rec("collapse", 2)]
    assert stats.summarise(records, 2)["early_end_rate"] == 0.5


def test_before_play_rate_counts_games_no_one_acted_in() -> None:
    def rec(reason: str, actions: int | None) -> dict:
        out = {"reason": reason, "rounds": 1, "winners": [0], "scores": [5, 5],
               "turn_position": [0, 1], "meaning": 0}
        return out if actions is None else {**out, "actions": actions}

    records = [rec("collapse", 0), rec("collapse", 3), rec("end_initiative", 40), rec("collapse", None)]
    assert stats.summarise(records, 2)["before_play_rate"] == 0.25
    assert stats.before_play_rate([]) == 0.0


def test_fair_spread_chance_says_how_much_spread_is_noise() -> None:
    fair_spread_chance = stats.fair_spread_chance
    assert fair_spread_chance(0.0, 200, 4) == 1.0
    assert fair_spread_chance(0.30, 200, 4) == 0.0  # a 30-point gap is never chance
    at_200 = fair_spread_chance(0.05, 200, 4)
    assert 0.65 < at_200 < 0.85  # equal seats usually show 5 points over 200 games
    assert fair_spread_chance(0.05, 800, 4) < 0.3 < at_200  # more games, less noise
    assert fair_spread_chance(0.05, 200, 4) == at_200  # seeded: a report is reproducible


def _rotations(winning_position: list[int], players: int = 4) -> list[dict[str, Any]]:
    """Every deal played from every seat, each of its games won by the same turn position (as
    when a deal's cards decide who wins: Pentagram's `greedy` tables)."""
    out = []
    for deal, pos in enumerate(winning_position):
        for start in range(players):
            order = [(seat - start) % players for seat in range(players)]
            out.append({"seed": deal, "turn_position": order, "winners": [order.index(pos)]})
    return out


def test_fair_spread_chance_by_deal_counts_a_deals_rotations_once() -> None:
    # 100 deals won 30 / 25 / 25 / 20 by position: 10 points, as 100 fair deals often show
    deal_decided = _rotations([0] * 30 + [1] * 25 + [2] * 25 + [3] * 20)
    taken_alone = stats.fair_spread_chance(0.10, len(deal_decided), 4)
    by_deal = stats.fair_spread_chance_by_deal(deal_decided, 4)
    assert taken_alone < 0.05 < 0.3 < by_deal  # 400 "independent" games would make it a finding
    assert stats.fair_spread_chance_by_deal(deal_decided, 4) == by_deal  # seeded
    # a position that wins every deal is never chance, however it is counted
    assert stats.fair_spread_chance_by_deal(_rotations([0] * 60), 4) == 0.0
    # one game a deal: the shuffle is the multinomial draw the older figure simulates
    alone = _rotations([0] * 110 + [1] * 100 + [2] * 100 + [3] * 90)[::4]  # 400 deals, 5 points
    assert abs(stats.fair_spread_chance_by_deal(alone, 4) - stats.fair_spread_chance(0.05, 400, 4)) < 0.03


def test_outliers_by_chance_is_a_seeded_baseline_of_luck() -> None:
    import random

    rng = random.Random(5)
    ids = [f"c{k}" for k in range(30)]
    records = []
    for _ in range(200):
        palettes = [rng.sample(ids, 3) for _ in range(4)]
        winner = rng.randrange(4)
        palettes[winner].append("king")  # the winner always holds it: a real outlier
        records.append({"patterns": palettes, "winners": [winner]})
    cards = [*ids, "king"]
    rows = stats.pattern_table(records, cards)
    stats.mark_outliers(rows)
    assert [r["id"] for r in rows if r["outlier"]] == ["king"]
    chance = stats.outliers_by_chance(records, cards, trials=20)
    assert chance == stats.outliers_by_chance(records, cards, trials=20)  # seeded
    assert 0.0 <= chance["at_least_one"] <= 1.0 and chance["mean_flags"] < 1.0  # no king by luck


def _small_run(capsys, out, seed: int, games: int = 3, bots: tuple[str, ...] = ("random",)) -> dict:
    code, _, err = run_cli(capsys, "lab", "--players", "2", "--games", str(games), "--bots", *bots,
                           "--workers", "1", "--quiet", "--seed", str(seed), "--out", str(out))
    assert code == 0, err
    return json.loads((out / "summary.json").read_text())


def test_lab_pools_earlier_runs_into_one_report(tmp_path, capsys) -> None:
    from game.games.initiatives import report
    from game.games.initiatives.card_loader import default_cards

    a = _small_run(capsys, tmp_path / "a", seed=5)
    _small_run(capsys, tmp_path / "b", seed=6, games=2)
    code, stdout, err = run_cli(capsys, "lab", "--players", "2", "--from", str(tmp_path / "a"),
                                str(tmp_path / "b"), "--out", str(tmp_path / "pooled"))
    assert code == 0, err
    assert stdout.startswith("5 games")
    pooled = json.loads((tmp_path / "pooled" / "summary.json").read_text())
    records = [json.loads(line) for run in ("a", "b")
               for line in (tmp_path / run / "games.jsonl").read_text().splitlines()]
    direct = report.build(records, default_cards("initiatives"), 2)["summary"]
    assert pooled["games"] == 5
    assert pooled["seat_win_rates"] == direct["seat_win_rates"]
    assert pooled["end_initiative_rate"] == direct["end_initiative_rate"]
    assert pooled["cards_digest"] == a["cards_digest"]
    assert "pooled from" in (tmp_path / "pooled" / "report.md").read_text()


def test_the_cards_digest_follows_the_rules_not_the_wording_or_the_working_directory(
    tmp_path, monkeypatch
) -> None:
    from dataclasses import replace

    from game.family.paths import CARDS_ROOT
    from game.games.initiatives.card_loader import load_cards
    from game.lab.pool import cards_digest

    here = cards_digest(load_cards())
    # Another working directory gives every card another relative ``source``, not other cards.
    monkeypatch.chdir(tmp_path)
    assert cards_digest(load_cards(CARDS_ROOT / "initiatives")) == here
    cards = load_cards()
    shell = cards.patterns["shell"]
    reworded = replace(cards, patterns={**cards.patterns, "shell": replace(shell, flavour="New words.")})
    assert cards_digest(reworded) == here
    dearer = replace(cards, patterns={**cards.patterns, "shell": replace(shell, cost_vitals=1)})
    assert cards_digest(dearer) != here
    fewer = replace(cards, initiative_deal=cards.initiative_deal + 1)
    assert cards_digest(fewer) != here


def test_lab_refuses_to_pool_what_is_not_one_sample(tmp_path, capsys) -> None:
    _small_run(capsys, tmp_path / "a", seed=5)
    _small_run(capsys, tmp_path / "same_seed", seed=5, games=2)
    _small_run(capsys, tmp_path / "other_bots", seed=7, games=1, bots=("racer",))

    def pool(*runs: str) -> str:
        code, _, err = run_cli(capsys, "lab", "--players", "2", "--out", str(tmp_path / "p"),
                               "--from", *(str(tmp_path / r) for r in runs))
        assert code == 2 and len(err.strip().splitlines()) == 1
        return err

    assert "same_seed/games.jsonl line 1: the same game as" in pool("a", "same_seed")
    assert "field 'bots'" in pool("a", "other_bots")
    summary = tmp_path / "other_bots" / "summary.json"
    data = json.loads(summary.read_text())
    summary.write_text(json.dumps({**data, "bots": ["random"], "cards_digest": "0123456789ab"}))
    assert "field 'cards_digest' is 0123456789ab" in pool("a", "other_bots")
    games = tmp_path / "a" / "games.jsonl"
    games.write_text(games.read_text() + "{not json\n")
    assert "a/games.jsonl line 4: not JSON" in pool("a")
    assert "not a lab run folder" in pool("missing")
    assert not (tmp_path / "p").exists()  # nothing half-written


@pytest.mark.parametrize("argv, said", [
    (["lab", "--players", "2", "--out", "x"], "give --games G"),
    (["lab", "--players", "2", "--games", "2", "--from", "a", "--out", "x"], "not both"),
    (["lab", "--players", "2", "--from", "a", "--variant", "hard", "--out", "x"],
     "--variant sets up new games"),
    (["lab", "--players", "2", "--from", "a", "--bots", "racer", "--out", "x"],
     "--bots sets up new games"),
])
def test_lab_needs_either_games_or_runs_to_pool(capsys, argv, said) -> None:
    code, _, err = run_cli(capsys, *argv)
    assert code == 2 and said in err and len(err.strip().splitlines()) == 1


# --- resume and progress --------------------------------------------------------------------

RESUMABLE = ("lab", "--players", "3", "--games", "9", "--bots", "random", "racer", "--seed", "3",
             "--quiet")


def _interrupt_after(monkeypatch, games: int) -> None:
    """Ctrl-C once ``games`` games are recorded, as a user would press it mid-run."""
    from game.lab.checkpoint import Recorder

    record = Recorder.record

    def record_then_stop(self, rec):
        record(self, rec)
        if len(self.done) >= games:
            raise KeyboardInterrupt

    monkeypatch.setattr(Recorder, "record", record_then_stop)


def _interrupted_run(tmp_path, capsys, monkeypatch, games: int = 4):
    run = tmp_path / "run"
    with monkeypatch.context() as patch:
        _interrupt_after(patch, games)
        code, _, err = run_cli(capsys, *RESUMABLE, "--workers", "2", "--out", str(run))
    assert code == 130
    assert err.strip().splitlines()[-1] == (f"meaning-made lab: interrupted: {games} of 9 games are "
                                            f"recorded in {run}; continue with: meaning-made lab "
                                            f"--resume {run}")
    return run


def test_an_interrupted_run_keeps_its_games_and_resumes_to_the_same_report(tmp_path, capsys,
                                                                           monkeypatch) -> None:
    code, _, err = run_cli(capsys, *RESUMABLE, "--workers", "2", "--out", str(tmp_path / "whole"))
    assert code == 0, err
    run = _interrupted_run(tmp_path, capsys, monkeypatch)
    partial = run / "games.partial.jsonl"
    assert len(partial.read_text().splitlines()) == 4 and not (run / "games.jsonl").exists()
    started = json.loads((run / "run.json").read_text())
    assert started["finished"] is False and started["setup"]["seed"] == 3
    # the process killed mid-write: a torn last line is a game to play again, not an error
    with open(partial, "a") as fh:
        fh.write('{"index": 8, "se')
    code, _, err = run_cli(capsys, *RESUMABLE, "--out", str(run))  # a fresh run would lose them
    assert code == 2 and "holds an unfinished run; continue it with --resume" in err
    with monkeypatch.context() as patch:  # stopped again, one game later
        _interrupt_after(patch, 5)
        code, _, _ = run_cli(capsys, "lab", "--resume", str(run), "--workers", "1", "--quiet")
    assert code == 130
    # the torn line was cut off before the next game was appended: every line is one game
    assert len({json.loads(line)["index"] for line in partial.read_text().splitlines()}) == 5
    code, stdout, err = run_cli(capsys, "lab", "--resume", str(run), "--workers", "1", "--quiet")
    assert code == 0, err
    assert stdout.startswith("9 games")
    assert (run / "games.jsonl").read_bytes() == (tmp_path / "whole" / "games.jsonl").read_bytes()
    whole, resumed = (json.loads((d / "summary.json").read_text()) for d in (tmp_path / "whole", run))
    assert resumed["command"] == started["command"] and "--resume" not in resumed["command"]
    for key in ("command", "seconds", "workers"):
        whole.pop(key), resumed.pop(key)
    assert whole == resumed
    assert not partial.exists() and json.loads((run / "run.json").read_text())["finished"] is True
    code, stdout, _ = run_cli(capsys, "lab", "--resume", str(run))
    assert code == 0 and "nothing to resume" in stdout


def test_a_family_game_resumes_too(tmp_path, capsys, monkeypatch) -> None:
    argv = ("lab", "--game", "pentagram", "--players", "2", "--games", "12", "--bots", "greedy",
            "random", "--quiet")
    code, _, err = run_cli(capsys, *argv, "--workers", "1", "--out", str(tmp_path / "whole"))
    assert code == 0, err
    with monkeypatch.context() as patch:
        _interrupt_after(patch, 5)
        code, _, _ = run_cli(capsys, *argv, "--workers", "2", "--out", str(tmp_path / "run"))
    assert code == 130
    # repeating the run's own options is allowed; --workers is not part of the run
    code, _, err = run_cli(capsys, *argv, "--workers", "2", "--resume", str(tmp_path / "run"))
    assert code == 0, err
    resumed, whole = (tmp_path / "run" / "games.jsonl"), (tmp_path / "whole" / "games.jsonl")
    assert resumed.read_bytes() == whole.read_bytes()


def test_resume_refuses_what_is_not_that_run(tmp_path, capsys, monkeypatch) -> None:
    run = _interrupted_run(tmp_path, capsys, monkeypatch, games=2)
    (tmp_path / "plain").mkdir()

    def refused(*argv: str) -> str:
        code, _, err = run_cli(capsys, "lab", *argv)
        assert code == 2 and len(err.strip().splitlines()) == 1, err
        return err

    assert "no such folder" in refused("--resume", str(tmp_path / "missing"))
    assert "not a lab run (no run.json" in refused("--resume", str(tmp_path / "plain"))
    assert "the run was made with --seed 3, not --seed 4" in refused("--resume", str(run), "--seed", "4")
    assert "the run was made with --bots random racer, not --bots random" in refused(
        "--resume", str(run), "--bots", "random")
    assert "leave out --out" in refused("--resume", str(run), "--out", str(tmp_path / "else"))
    assert "give one of them" in refused("--resume", str(run), "--from", str(tmp_path / "plain"))
    saved = json.loads((run / "run.json").read_text())
    (run / "run.json").write_text(json.dumps({**saved, "cards_digest": "0123456789ab"}))
    assert "the cards have changed since the run started" in refused("--resume", str(run))
    (run / "run.json").write_text(json.dumps(saved))
    with open(run / "games.partial.jsonl", "a") as fh:
        fh.write("{not json\n")
    assert "games.partial.jsonl line 3: not JSON" in refused("--resume", str(run))


def test_the_progress_bar_shows_games_done_rate_and_time_left(tmp_path, capsys) -> None:
    import io

    from game.lab.run_games import progress_bar as _progress_bar

    bar = _progress_bar(40, 10, quiet=False, file=io.StringIO())  # resumed with 10 games on disk
    bar.update(10)
    shown = bar.format_meter(**{**bar.format_dict, "elapsed": 5.0, "rate": None})
    bar.close()
    # 10 games this sitting in 5 s: 2 a second, so 20 left take 10 s
    assert "20/40 [00:05<00:10, 2.00 games/s]" in " ".join(shown.split())
    code, _, err = run_cli(capsys, "lab", "--players", "2", "--games", "2", "--bots", "random",
                           "--workers", "1", "--out", str(tmp_path / "bar"))
    assert code == 0 and "0/2 [00:00<?, ? games/s]" in err


@pytest.mark.parametrize("game", ["projects", "life", "organism"])
def test_every_game_plays_a_small_lab_run(game: str, capsys, tmp_path) -> None:
    from game.family import ruleset

    players = str(max(2, ruleset(game).min_seats))
    code, _, err = run_cli(capsys, "lab", "--game", game, "--players", players, "--games", "2",
                           "--bots", "random", "--quiet", "--out", str(tmp_path / game))
    assert code == 0, err
    assert len((tmp_path / game / "games.jsonl").read_text().splitlines()) == 2


def test_the_card_digest_of_an_edition_ignores_names_and_sees_rules() -> None:
    from dataclasses import replace

    from game.family import ruleset
    from game.lab.pool import cards_digest

    cards = ruleset("life").default_cards()
    first = cards.pattern_ids[0]
    card = cards.patterns[first]
    renamed = replace(cards, patterns={**cards.patterns, first: replace(card, name="Another name")})
    dearer_card = replace(card, cost=(*card.cost[:-1], card.cost[-1] + 1))
    dearer = replace(cards, patterns={**cards.patterns, first: dearer_card})
    assert cards_digest(renamed) == cards_digest(cards) != cards_digest(dearer)
