"""Ruling I17: the outlier test is Holm-corrected over the cards the seed does not fix."""

from __future__ import annotations

from game.lab import stats


def test_I17_holm_flags_a_card_far_from_the_pack_and_exempts_the_seeds_cards() -> None:
    rows = [{"id": f"c{k}", "taken": 400, "win_diff": 0.02 + 0.002 * (k % 5), "se": 0.03} for k in range(40)]
    rows.append({"id": "strong", "taken": 400, "win_diff": 0.25, "se": 0.03})
    rows.append({"id": "example", "taken": 400, "win_diff": 0.40, "se": 0.03})
    rows.append({"id": "rare", "taken": 3, "win_diff": 0.90, "se": 0.2})
    result = stats.holm_outliers(rows, exempt={"example"})
    assert result["flagged"] == ["strong"] and result["judged"] == 41
    by_id = {r["id"]: r for r in rows}
    assert by_id["example"]["exempt"] and not by_id["example"]["holm"]
    assert by_id["rare"]["holm_p"] is None  # taken too rarely to judge
    # a difference that one test alone would flag (p about 0.03) does not survive 41 tests
    rows[0]["win_diff"] = 0.024 + 2.2 * 0.03
    assert "c0" not in stats.holm_outliers(rows, exempt={"example"})["flagged"]
