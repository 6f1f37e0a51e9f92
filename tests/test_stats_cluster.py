"""Confidence intervals that cluster by deal (issue 41, part 3): the games of a seat rotation share
their deal and are not independent, so the lab's intervals for rates count them together."""

from __future__ import annotations

import math
import random

import pytest

from game.lab import stats


def width(ci: tuple[float, float]) -> float:
    return ci[1] - ci[0]


@pytest.mark.parametrize("size", [2, 4, 6])
def test_perfectly_alike_clusters_widen_the_interval_by_the_root_of_their_size(size: int) -> None:
    rng = random.Random(size)
    deals = [rng.random() < 0.4 for _ in range(300)]
    values = [float(won) for won in deals for _ in range(size)]
    clusters = [d for d in range(len(deals)) for _ in range(size)]
    plain = stats.wilson(sum(values), len(values))
    clustered = stats.clustered_wilson(values, clusters)
    assert width(clustered) / width(plain) == pytest.approx(math.sqrt(size), rel=0.05)
    assert stats.design_effect(values, clusters) == pytest.approx(size, rel=0.02)


def test_independent_games_keep_the_plain_interval() -> None:
    rng = random.Random(7)
    values = [float(rng.random() < 0.3) for _ in range(8000)]
    clusters = [i // 4 for i in range(len(values))]  # grouped in fours, but independent
    plain = stats.wilson(sum(values), len(values))
    clustered = stats.clustered_wilson(values, clusters)
    assert width(clustered) / width(plain) == pytest.approx(1.0, abs=0.05)
    # every game its own deal (a solo run): exactly the plain interval
    assert stats.clustered_wilson(values, list(range(len(values)))) == pytest.approx(plain)


def test_a_rotation_that_cancels_the_deal_never_narrows_the_interval() -> None:
    # seat 1's four games of each deal: it wins exactly one (the deal's luck cancelled)
    values = [float(game == deal % 4) for deal in range(100) for game in range(4)]
    clusters = [deal for deal in range(100) for _ in range(4)]
    assert stats.design_effect(values, clusters) == 1.0
    assert stats.clustered_wilson(values, clusters) == pytest.approx(stats.wilson(sum(values), 400))


def test_edge_cases() -> None:
    assert stats.clustered_wilson([], []) == (0.0, 1.0)
    assert stats.clustered_wilson([1.0] * 8, [0] * 4 + [1] * 4) == stats.wilson(8, 8)  # a rate of 1
    # one deal only says nothing of the spread between deals: its games count as one
    assert stats.design_effect([1.0, 0.0, 1.0, 0.0], [5] * 4) == 4.0


def test_the_lab_summaries_cluster_by_deal() -> None:
    # four deals of four games each: a deal ends all its games the same way
    records = []
    for deal, reason in ((11, "collapse"), (12, "end_initiative"), (13, "collapse"), (14, "end_initiative")):
        for start in range(4):
            records.append({"seed": deal, "start": start, "reason": reason, "rounds": 5, "meaning": 1,
                            "winners": [start], "scores": [1, 1, 1, 1], "difficulty": "standard",
                            "turn_position": [(s - start) % 4 for s in range(4)]})
    summary = stats.summarise(records, 4)
    assert summary["collapse_rate"] == 0.5
    deff = 4 * (4 / 3) * (15 / 16)  # four alike a deal, with both small-sample factors
    assert summary["collapse_ci"] == pytest.approx(stats.wilson(8 / deff, 16 / deff))
    assert width(summary["collapse_ci"]) > 1.6 * width(stats.wilson(8, 16))
    assert len(summary["seat_win_ci"]) == len(summary["turn_position_ci"]) == 4
