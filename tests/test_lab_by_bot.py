"""The lab's report says how each bot did when a run seats different bots (the ORGANISM planner
against random read 50 % / 50 % by turn position, which says nothing about the planner)."""

from __future__ import annotations

from game.lab import family


def _rec(deal: int, bots: list[str], winners: list[int], start: int) -> dict:
    order = [(s - start) % len(bots) for s in range(len(bots))]
    return {"seed": deal, "start": start, "bots": bots, "winners": winners, "turn_position": order,
            "scores": [1, 0], "reason": "power", "rounds": 10, "actions": 40}


def test_mixed_bots_get_a_win_rate_each() -> None:
    # 3 of 4 games won by the planner (seat 0), one by random (seat 1); one deal shared
    recs = [_rec(1, ["planner", "random"], [0], 0), _rec(1, ["planner", "random"], [0], 1),
            _rec(2, ["planner", "random"], [0], 0), _rec(2, ["planner", "random"], [1], 1)]
    s = family.build(recs, 2)
    assert s["by_bot"]["planner"]["win_rate"] == 0.75
    assert s["by_bot"]["random"]["win_rate"] == 0.25
    lo, hi = s["by_bot"]["planner"]["ci"]
    assert 0.0 <= lo < 0.75 < hi <= 1.0
    text = family._markdown(s, "cmd", {}, [])
    assert "| planner | 4 | 75.0 % |" in text and "| random | 4 | 25.0 % |" in text


def test_a_shared_victory_counts_half_and_one_kind_gets_no_table() -> None:
    recs = [_rec(1, ["a", "b"], [0, 1], 0), _rec(1, ["a", "b"], [0], 1)]
    assert family.build(recs, 2)["by_bot"]["a"]["win_rate"] == 0.75
    same = [_rec(1, ["a", "a"], [0], 0)]
    assert "by_bot" not in family.build(same, 2)
    assert "Win rate by bot" not in family._markdown(family.build(same, 2), "cmd", {}, [])
