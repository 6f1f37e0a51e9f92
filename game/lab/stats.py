"""Numbers from lab game records: rates with confidence intervals, per-card tables, outliers."""

from __future__ import annotations

import math
import random
from collections import defaultdict
from collections.abc import Hashable, Sequence
from typing import Any

Z95 = 1.959964


def wilson(successes: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (shared wins count fractionally; ``n`` may be an
    effective sample size, see :func:`clustered_wilson`)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def design_effect(values: Sequence[float], clusters: Sequence[Hashable]) -> float:
    """How many times the variance of the mean of ``values`` exceeds what as many independent
    games would give, when games of one cluster (one deal, played with the seats rotated) are
    alike: the cluster-robust (sandwich) variance over the same estimator with every game its own
    cluster. Both carry their small-sample factor (G / (G - 1), n / (n - 1)), so games that are
    each their own cluster give exactly 1, and clusters of m identical games about m.

    Never below 1: a rotation deals each seat every turn position, which cancels the deal's
    luck in a seat's rate (negative correlation within a deal) and can bring the estimate to 0
    (four `greedy` Pentagram bots win each deal once a seat): an interval of no width, claiming
    more than the games show. So an interval is never narrower than for independent games. Fewer
    than two clusters say nothing of the spread between deals: the games then count as one."""
    n = len(values)
    if n < 2:
        return 1.0
    centre = sum(values) / n
    residuals = [v - centre for v in values]
    alone = sum(r * r for r in residuals)
    if alone == 0:
        return 1.0  # every game alike (a rate of 0 or 1): the plain interval says what there is
    sums: dict[Hashable, float] = defaultdict(float)
    for r, c in zip(residuals, clusters, strict=True):
        sums[c] += r
    g = len(sums)
    if g < 2:
        return float(n)
    together = sum(t * t for t in sums.values())
    return max(1.0, (together * g / (g - 1)) / (alone * n / (n - 1)))


def clustered_wilson(values: Sequence[float], clusters: Sequence[Hashable],
                     z: float = Z95) -> tuple[float, float]:
    """A Wilson interval for the mean of ``values`` (each from 0 to 1: whether a game ended some
    way, a seat's share of its win), its sample size divided by the design effect of
    ``clusters``. The lab's games come in rotations of one deal, whose outcomes are not
    independent; a plain interval would count them as if they were."""
    n = len(values)
    if n == 0:
        return (0.0, 1.0)
    effective = n / design_effect(values, clusters)
    return wilson(sum(values) / n * effective, effective, z)


def deal_of(rec: dict[str, Any]) -> Any:
    """The deal a lab game was played on: games of one rotation share their seed (a solo game,
    or a pooled run's other seeds, deal alone)."""
    return rec.get("seed", id(rec))


def rate_ci(records: list[dict[str, Any]], value: Any) -> tuple[float, float]:
    """The 95 % interval, clustered by deal, of the mean of ``value(record)`` over ``records``."""
    return clustered_wilson([float(value(rec)) for rec in records], [deal_of(rec) for rec in records])


def mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def stdev(xs: list[float]) -> float:
    if len(xs) < 2:
        return 0.0
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))


def fair_spread_chance(spread: float, games: int, players: int, trials: int = 20_000) -> float:
    """How often seats of equal strength show a win-rate spread of at least ``spread``.

    Each seat's rate carries sampling noise, so even a perfectly fair game shows some spread:
    at 200 four-player games the median is about 7 points. A seeded simulation, so a report
    is reproducible.
    """
    if games == 0 or players < 2:
        return 1.0
    import numpy as np  # only the lab needs it

    rng = np.random.default_rng(2026)
    wins = rng.multinomial(games, [1 / players] * players, size=trials) / games
    spreads = wins.max(axis=1) - wins.min(axis=1)
    return float((spreads >= spread - 1e-9).mean())


def fair_spread_chance_by_deal(records: list[dict[str, Any]], players: int, trials: int = 20_000) -> float:
    """How often seats of equal strength show at least the turn-position spread of ``records``,
    counted by deal: the games of one deal share its cards, so where a deal's cards decide who
    wins, its rotations repeat one result and :func:`fair_spread_chance`, which takes every game
    for independent, is far too small. Here each deal's wins by turn position are shuffled among
    the positions (a permutation test within deals: under equal positions any order of a deal's
    results is as likely). Seeded, so a report is reproducible."""
    if not records or players < 2:
        return 1.0
    import numpy as np  # only the lab needs it

    deals: dict[Any, list[float]] = {}
    for rec in records:
        row = deals.setdefault(deal_of(rec), [0.0] * players)
        for k in range(players):
            row[k] += position_share(rec, k)
    wins = np.array(list(deals.values()))  # deals × positions
    totals = wins.sum(axis=0)
    seen = (totals.max() - totals.min()) / len(records)
    rng = np.random.default_rng(2026)
    batch = max(1, min(trials, 2_000_000 // wins.size))  # a few MB of shuffles at a time
    hits = done = 0
    while done < trials:
        size = min(batch, trials - done)
        order = rng.random((size, *wins.shape)).argsort(axis=2)
        sums = np.take_along_axis(np.broadcast_to(wins, (size, *wins.shape)), order, axis=2).sum(axis=1)
        hits += int(((sums.max(axis=1) - sums.min(axis=1)) / len(records) >= seen - 1e-9).sum())
        done += size
    return hits / trials


def win_share(rec: dict[str, Any], seat: int) -> float:
    w = rec["winners"]
    return 1.0 / len(w) if seat in w else 0.0


def position_share(rec: dict[str, Any], position: int) -> float:
    """The win share of the seat that played ``position`` in turn order (0: the starting seat)."""
    return win_share(rec, rec["turn_position"].index(position))


EARLY_END_ROUNDS = 2


def before_play_rate(records: list[dict[str, Any]]) -> float:
    """The share of games that ended before anyone took an action (a record without an action
    count counts as played)."""
    return sum(1 for rec in records if rec.get("actions") == 0) / len(records) if records else 0.0


def summarise(records: list[dict[str, Any]], players: int) -> dict[str, Any]:
    """The summary.json numbers (and a few more the report prints)."""
    n = len(records)
    reasons: dict[str, int] = defaultdict(int)
    for rec in records:
        reasons[rec["reason"]] += 1
    seat_wins = [sum(win_share(rec, s) for rec in records) for s in range(players)]
    pos_wins = [0.0] * players
    for rec in records:
        for s in range(players):
            pos_wins[rec["turn_position"][s]] += win_share(rec, s)
    rounds = [rec["rounds"] for rec in records]
    out: dict[str, Any] = {
        "games": n,
        "players": players,
        "end_initiative_rate": reasons["end_initiative"] / n if n else 0.0,
        "collapse_rate": reasons["collapse"] / n if n else 0.0,
        "stalled_rate": reasons["stalled"] / n if n else 0.0,
        # intervals cluster by deal: the games of a rotation are not independent
        "end_initiative_ci": rate_ci(records, lambda rec: rec["reason"] == "end_initiative"),
        "collapse_ci": rate_ci(records, lambda rec: rec["reason"] == "collapse"),
        "mean_rounds": mean(rounds),
        "rounds_sd": stdev(rounds),
        "seat_win_rates": [w / n for w in seat_wins],
        "seat_win_ci": [rate_ci(records, lambda rec, s=s: win_share(rec, s)) for s in range(players)],
        "turn_position_win_rates": [w / n for w in pos_wins],
        "turn_position_ci": [rate_ci(records, lambda rec, k=k: position_share(rec, k))
                             for k in range(players)],
        "no_winner_rate": sum(1 for rec in records if not rec["winners"]) / n if n else 0.0,
        "mean_winning_score": mean([max(rec["scores"]) for rec in records if rec["winners"]]),
        "mean_final_meaning": mean([rec["meaning"] for rec in records]),
        # A table that pools its first tokens can close the End Initiative before the game has
        # begun (docs/bots.md); this is how often it did.
        "early_end_rate": sum(1 for rec in records if rec["reason"] == "end_initiative"
                              and rec["rounds"] <= EARLY_END_ROUNDS) / n if n else 0.0,
        # A game over before anyone acted is the deal's doing, not the table's (DI24 came of it)
        "before_play_rate": before_play_rate(records),
    }
    if players > 1:
        out["seat_spread"] = max(out["seat_win_rates"]) - min(out["seat_win_rates"])
        out["turn_position_spread"] = (max(out["turn_position_win_rates"])
                                       - min(out["turn_position_win_rates"]))
        out["seat_spread_fair_chance"] = fair_spread_chance(out["seat_spread"], n, players)
        out["turn_position_spread_fair_chance"] = fair_spread_chance(out["turn_position_spread"], n,
                                                                     players)
        out["turn_position_spread_fair_chance_by_deal"] = fair_spread_chance_by_deal(records, players)
    if players == 1:
        by_diff: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for rec in records:
            by_diff[rec["difficulty"]].append(rec)
        out["solo"] = {}
        for diff, recs in by_diff.items():
            wins = sum(1 for rec in recs if rec["winners"])
            bands: dict[str, int] = defaultdict(int)
            for rec in recs:
                bands[rec["solo_band"] if rec["winners"] or rec["reason"] != "stalled"
                      else "Stalled"] += 1
            out["solo"][diff] = {"games": len(recs), "win_rate": wins / len(recs),
                                 "win_ci": rate_ci(recs, lambda rec: bool(rec["winners"])),
                                 "collapse_rate": sum(rec["reason"] == "collapse" for rec in recs)
                                 / len(recs),
                                 "mean_rounds": mean([rec["rounds"] for rec in recs]),
                                 "bands": dict(bands)}
    return out


def pattern_table(records: list[dict[str, Any]], pattern_ids: list[str]) -> list[dict[str, Any]]:
    """Per Pattern: how often it was taken, and win rate of those who took it minus the rest's."""
    rows = []
    for pid in pattern_ids:
        took_w: list[float] = []
        other_w: list[float] = []
        games_taken = 0
        for rec in records:
            taken = False
            for s, pal in enumerate(rec["patterns"]):
                if pid in pal:
                    took_w.append(win_share(rec, s))
                    taken = True
                else:
                    other_w.append(win_share(rec, s))
            games_taken += taken
        rows.append(_diff_row(pid, took_w, other_w, games_taken / len(records) if records else 0.0))
    return rows


def initiative_table(records: list[dict[str, Any]], ids: list[str], end_id: str) -> list[dict[str, Any]]:
    """Per Initiative: completion rate when it was face up, and its contributors' win difference."""
    rows = []
    for cid in [*ids, end_id]:
        seen = done = 0
        took_w: list[float] = []
        other_w: list[float] = []
        for rec in records:
            if cid == end_id or cid in rec["initiatives_seen"]:
                seen += 1
                if cid in rec["initiatives_done"]:
                    done += 1
                    for s, outs in enumerate(rec["outputs"]):
                        (took_w if cid in outs else other_w).append(win_share(rec, s))
        row = _diff_row(cid, took_w, other_w, done / seen if seen else 0.0)
        row.update({"seen": seen, "completed": done, "completion_rate": done / seen if seen else 0.0})
        rows.append(row)
    return rows


def event_table(records: list[dict[str, Any]], ids: list[str], cards: Any) -> list[dict[str, Any]]:
    rows = []
    for eid in ids:
        reveals = [e for rec in records for e in rec["events"] if e["id"] == eid]
        ev = cards.events[eid]
        effects = []
        if ev.lose_vitals:
            effects.append(f"-{ev.lose_vitals} Vitals each")
        if ev.lose_tokens:
            effects.append(f"-{ev.lose_tokens} token each")
        effects += list(ev.restrict)
        rows.append({"id": eid, "printed": ev.meaning, "reveals": len(reveals),
                     "mean_loss": mean([e["loss"] for e in reveals]),
                     "vitals_lost": mean([e["vitals_lost"] for e in reveals]),
                     "collapses": sum(1 for e in reveals if e["collapse"]),
                     "effects": ", ".join(effects) or "-"})
    return rows


def _diff_row(cid: str, took: list[float], other: list[float], rate: float) -> dict[str, Any]:
    d = mean(took) - mean(other) if took and other else 0.0
    se = 0.0
    if took and other:
        # pooled binomial standard error: robust when one group has (almost) no winners
        pooled = (sum(took) + sum(other)) / (len(took) + len(other))
        se = math.sqrt(max(pooled * (1 - pooled), 1e-9) * (1 / len(took) + 1 / len(other)))
    return {"id": cid, "obtain_rate": rate, "taken": len(took), "win_diff": d, "se": se}


def mark_outliers(rows: list[dict[str, Any]], min_taken: int = 10) -> dict[str, float]:
    """Flag cards beyond two standard deviations of the cards' win-rate differences.

    ``outlier`` is set when a card's difference lies outside mean ± 2 SD of all cards' differences
    **and** its own 95 % interval excludes that mean — i.e. it stands out from the pack by more
    than sampling noise. Cards taken fewer than ``min_taken`` times are not judged.
    """
    judged = [r for r in rows if r["taken"] >= min_taken and r.get("se", 0) > 0]
    diffs = [r["win_diff"] for r in judged]
    m, sd = mean(diffs), stdev(diffs)
    for r in rows:
        r["z_pack"] = (r["win_diff"] - m) / sd if sd else 0.0
        beyond = abs(r["win_diff"] - m) > 2 * sd
        significant = r.get("se", 0) > 0 and abs(r["win_diff"] - m) > Z95 * r["se"]
        r["outlier"] = bool(r in judged and beyond and significant)
        r["beyond_2sd"] = bool(r in judged and beyond)
    return {"mean": m, "sd": sd, "judged": len(judged)}


def holm_outliers(rows: list[dict[str, Any]], exempt: set[str], alpha: float = 0.05,
                  min_taken: int = 10) -> dict[str, Any]:
    """Ruling I17: which cards' win-rate differences stand out, by a Holm correction at a
    family-wise ``alpha`` over the cards the seed does not fix.

    Each judged card's difference is tested against the judged cards' mean (taking more cards
    goes with winning in general; a card is an outlier when it does so by more than the pack),
    two-sided, with its own standard error. Holm's step-down keeps the chance of flagging any
    card by luck alone at ``alpha`` however many cards are judged. Sets ``holm`` (flagged),
    ``holm_p`` and ``exempt`` on the rows.
    """
    judged = [r for r in rows if r["id"] not in exempt and r["taken"] >= min_taken and r.get("se", 0) > 0]
    centre = mean([r["win_diff"] for r in judged])
    for r in rows:
        r["exempt"] = r["id"] in exempt
        r["holm"] = False
        r["holm_p"] = None
    for r in judged:
        z = (r["win_diff"] - centre) / r["se"]
        r["holm_p"] = math.erfc(abs(z) / math.sqrt(2))
    flagged = []
    for k, r in enumerate(sorted(judged, key=lambda r: r["holm_p"])):
        if r["holm_p"] > alpha / (len(judged) - k):
            break  # step-down: once one card holds, every card after it holds too
        r["holm"] = True
        flagged.append(r["id"])
    return {"judged": len(judged), "alpha": alpha, "centre": centre, "flagged": flagged}


def outliers_by_chance(records: list[dict[str, Any]], pattern_ids: list[str], trials: int = 100,
                       seed: int = 2026) -> dict[str, float]:
    """How many Patterns the outlier rule flags when owning a card makes no difference.

    Each trial hands every game's Palettes to its seats in a shuffled order (the winners stay),
    so whatever the rule flags is luck. With some sixty cards judged, a run flags a card or two
    by chance fairly often; a real run's flags mean more when they exceed this.
    """
    rng = random.Random(seed)
    counts = []
    for _ in range(trials):
        shuffled = []
        for rec in records:
            palettes = list(rec["patterns"])
            rng.shuffle(palettes)
            shuffled.append({**rec, "patterns": palettes})
        rows = pattern_table(shuffled, pattern_ids)
        mark_outliers(rows)
        counts.append(sum(r["outlier"] for r in rows))
    return {"mean_flags": mean([float(c) for c in counts]),
            "at_least_one": sum(c > 0 for c in counts) / trials, "trials": float(trials)}
