"""The score-source tally of edition `projects` (game/games/projects/sources.py) adds up."""

from __future__ import annotations

import json
from pathlib import Path

from game.games.initiatives import Variants
from game.games.projects.ruleset import PROJECTS
from game.games.projects.sources import main, meaning_table, summarise, tally_game
from game.lab.runner import make_jobs


def _jobs(games: int) -> list:
    return make_jobs(3, games, 4, ["random"], ["standard"], Variants(), None, "projects")


def test_every_point_of_legacy_and_vitals_is_put_to_a_source() -> None:
    rec = tally_game(_jobs(1)[0])
    for s in range(4):
        legacy = sum(v[s] for k, v in rec["tallies"].items() if k.startswith("legacy|"))
        vitals = sum(v[s] for k, v in rec["tallies"].items() if k.startswith("vitals|"))
        assert rec["start_legacy"][s] + legacy == rec["legacy"][s]
        assert rec["start_vitals"][s] + vitals == rec["vitals"][s]
    assert sum(sum(v) for k, v in rec["tallies"].items() if k.startswith("actions|")) > 0
    assert sorted(rec["start_legacy"]) == [0, 1, 2, 2]  # DP14 at four seats
    assert sorted(rec["scores"]) == sorted(v + g for v, g in zip(rec["vitals"], rec["legacy"], strict=True))


def test_the_meaning_each_event_met_follows_the_track() -> None:
    job = _jobs(1)[0]
    rec = tally_game(job)
    events = rec["events"]
    assert [e[0] for e in events] == list(range(1, rec["rounds"] + 1))
    assert events[0][1] == 5  # the seed's starting Meaning
    cards = PROJECTS.default_cards()
    assert all(drift in {c.drift for c in cards.events.values()} for _, _, drift in events)
    if rec["reason"] == "collapse":
        assert events[-1][1] <= events[-1][2]
    assert all(before > drift for _, before, drift in events[:-1])  # the world stood until the last


def test_the_meaning_table_counts_the_events_that_collapsed_the_world() -> None:
    recs = [{"events": [[1, 5, 2], [2, 9, 4]]}, {"events": [[1, 5, 3], [2, 3, 4]]}]
    text = meaning_table(recs)
    assert "| 1 | 2 | 5.00 | 5 | 2.50 | 0 |" in text
    assert "| 2 | 2 | 6.00 | 3 | 4.00 | 1 |" in text


def test_the_summary_is_by_round_1_position() -> None:
    a = {"start": 0, "winners": [0], "scores": [9, 1, 1, 1], "vitals": [5, 5, 5, 5],
         "legacy": [4, 0, 0, 0], "tallies": {"legacy|contribute|self|r1": [4, 0, 0, 0]}}
    b = {"start": 2, "winners": [2, 3], "scores": [1, 1, 9, 9], "vitals": [5, 5, 7, 5],
         "legacy": [0, 0, 2, 2], "tallies": {"legacy|contribute|self|r1": [0, 0, 2, 2]}}
    s = summarise([a, b])
    assert s["win_rate"] == [0.75, 0.25, 0.0, 0.0]  # seat 2 started b: its win is position 0's
    assert s["vitals"] == [6.0, 5.0, 5.0, 5.0]
    assert s["tallies"]["legacy|contribute|self|r1"] == [3.0, 1.0, 0.0, 0.0]


def test_a_stopped_tally_continues_without_playing_a_game_twice(tmp_path: Path, capsys) -> None:
    out = tmp_path / "t.jsonl"
    assert main(["--seed", "3", "--games", "1", "--bots", "random", "--out", str(out)]) == 0
    first = out.read_text().splitlines()
    assert main(["--seed", "3", "--games", "2", "--bots", "random", "--out", str(out)]) == 0
    lines = out.read_text().splitlines()
    assert lines[0] == first[0] and [json.loads(x)["index"] for x in lines] == [0, 1]
    assert "| win rate |" in capsys.readouterr().out
    assert main(["--players", "1", "--out", str(out)]) == 2
