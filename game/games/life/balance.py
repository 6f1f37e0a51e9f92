"""Edition `life`'s own balance figures, read from lab runs (``meaning-made lab --game life``).

The family lab report (game/lab/family.py) says how games end, how long they last and how the
turn positions fare. This adds what only this edition records (``observe.lab_record``): the
scores and tracks, World Drift and the mitigation, how the bots spent their actions, and the card
tables — each Pattern's owners and each Project's contributors against the rest, with the
Holm-corrected outlier test of ruling I17 over the cards the seed does not spell out (its example
cards are exempt and reported).

    python -m game.games.life.balance RUN [RUN ...] [--cards PATH] [--out DIR]

writes ``DIR/cards.md`` and ``DIR/cards.json`` (DIR defaults to the first RUN; ``--stem report``
names them report.md and summary.json, for a folder of their own).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from game.games.life.cards import CardSet, default_cards, load_cards
from game.games.life.rules import band
from game.games.life.state import TALLY_ACTIONS, TALLY_KINDS
from game.lab import stats

EARLY_ROUND = 3  # a game over by this round is "early" (the seed's example ends in round 8)


def read_runs(folders: list[str]) -> list[dict[str, Any]]:
    """Every game of the runs; a run still playing (or stopped) gives the games it has finished,
    cut to whole deals (each deal is played once from every turn position)."""
    records: list[dict[str, Any]] = []
    for folder in folders:
        path = Path(folder) / "games.jsonl"
        partial = not path.exists()
        if partial:
            path = Path(folder) / "games.partial.jsonl"
        with path.open() as f:
            recs = [json.loads(line) for line in f if line.strip().endswith("}")]
        if partial and recs:
            recs.sort(key=lambda r: r["index"])
            seats = len(recs[0]["scores"])
            whole = 0
            while whole < len(recs) and recs[whole]["index"] == whole:
                whole += 1
            recs = recs[:whole - whole % seats]
        records += recs
    missing = [r["index"] for r in records if "tracks" not in r]
    if missing:
        raise SystemExit(f"{len(missing)} game(s) lack the edition's record (played before "
                         "lab_record existed); play them again")
    return records


def project_table(records: list[dict[str, Any]], ids: list[str]) -> list[dict[str, Any]]:
    """Per Project: how often it was dealt and completed, and its contributors' win difference
    (win share of the seats who paid into it when it completed, minus the other seats')."""
    rows = []
    for cid in ids:
        dealt = done = 0
        took: list[float] = []
        other: list[float] = []
        for rec in records:
            if cid not in rec["projects_dealt"]:
                continue
            dealt += 1
            for pid, ranking in rec["projects_done"]:
                if pid == cid:
                    done += 1
                    for s in range(len(rec["scores"])):
                        (took if s in ranking else other).append(stats.win_share(rec, s))
        row = stats._diff_row(cid, took, other, done / dealt if dealt else 0.0)
        row.update({"dealt": dealt, "completed": done})
        rows.append(row)
    return rows


def _with_seats_shuffled(rec: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The game with its results handed to its seats in a random order: who won no longer has
    anything to do with who paid into what."""
    n = len(rec["scores"])
    to = list(range(n))
    rng.shuffle(to)
    scores = [0] * n
    for s, score in enumerate(rec["scores"]):
        scores[to[s]] = score
    return {**rec, "scores": scores, "winners": [to[w] for w in rec["winners"]]}


def project_flags_by_chance(records: list[dict[str, Any]], cards: CardSet, trials: int = 100,
                            seed: int = 2026) -> dict[str, float]:
    """How often the Projects' test (DL18's, the Layer 10 tiles apart) flags a card by luck
    alone in games like these: each trial shuffles every game's results among its seats and
    counts the cards flagged. Its nominal rate is 5 %; seats of one game are not independent
    (one winner), so at 1,600 games it runs higher, and a run's flags are read against it."""
    rng = random.Random(seed)
    exempt = {c for c, p in cards.projects.items() if p.seed_example or p.layer == 10}
    counts = []
    for _ in range(trials):
        shuffled = [_with_seats_shuffled(r, rng) for r in records]
        rows = project_table(shuffled, list(cards.project_ids))
        counts.append(len(stats.holm_outliers(rows, exempt)["flagged"]))
    return {"trials": float(trials), "at_least_one": sum(c > 0 for c in counts) / trials,
            "mean_flags": sum(counts) / trials}


def summarise(records: list[dict[str, Any]], cards: CardSet, chance_trials: int = 0) -> dict[str, Any]:
    n = len(records)
    seats = [len(r["scores"]) for r in records]
    all_scores = [s for r in records for s in r["scores"]]
    tally = [0.0] * len(TALLY_KINDS)
    for r in records:
        for row in r["tally"]:
            for k, v in enumerate(row):
                tally[k] += v
    seat_games = sum(seats)
    pattern_rows = stats.pattern_table(records, list(cards.pattern_ids))
    project_rows = project_table(records, list(cards.project_ids))
    exempt = {c for c, p in cards.patterns.items() if p.seed_example}
    exempt |= {c for c, p in cards.projects.items() if p.seed_example}
    holm_patterns = stats.holm_outliers(pattern_rows, exempt)
    # DL18: the Layer 10 tile that ends a game is judged apart (its edge is the end's, as I17
    # says of Stewardship); the test as worded is kept beside it, and its flags are the table's
    ending = {c for c, p in cards.projects.items() if p.layer == 10}
    holm_without_layer10 = stats.holm_outliers(project_rows, exempt | ending)
    holm_projects = stats.holm_outliers(project_rows, exempt)
    mitigated = [m for r in records for m in r["mitigated"]]
    players = max(seats)
    by_pos = [0.0] * players
    for r in records:
        for s_ in range(len(r["scores"])):
            by_pos[r["turn_position"][s_]] += stats.win_share(r, s_)
    pos_rates = [w / n for w in by_pos]
    spread = max(pos_rates) - min(pos_rates)
    return {
        "games": n,
        "seats": dict(Counter(seats)),
        "turn_position_win_rates": pos_rates,
        "turn_position_spread": spread,
        "turn_position_fair_chance": (stats.fair_spread_chance(spread, n, players)
                                      if len(set(seats)) == 1 else None),
        "reasons": {k: v / n for k, v in sorted(Counter(r["reason"] for r in records).items())},
        "mean_rounds": stats.mean([r["rounds"] for r in records]),
        "rounds": dict(sorted(Counter(r["rounds"] for r in records).items())),
        "early_end": sum(r["rounds"] <= EARLY_ROUND for r in records) / n,
        "mean_score": stats.mean([float(s) for s in all_scores]),
        "mean_winning_score": stats.mean([float(r["scores"][r["winners"][0]]) for r in records
                                          if r["winners"]]),
        "bands": {k: v / len(all_scores) for k, v in Counter(band(s) for s in all_scores).items()},
        "mean_tracks": [stats.mean([float(t[k]) for r in records for t in r["tracks"]])
                        for k in range(3)],
        "final_drift": stats.mean([float(r["drift"]) for r in records]),
        "mitigation_met": sum(mitigated) / len(mitigated) if mitigated else 0.0,
        "projects_completed": stats.mean([float(len(r["projects_done"])) for r in records]),
        "actions_per_seat": {k: tally[i] / seat_games for i, k in enumerate(TALLY_KINDS)},
        "patterns": pattern_rows,
        "projects": project_rows,
        "holm_patterns": holm_patterns,
        "holm_projects": holm_projects,
        "holm_projects_without_layer10": holm_without_layer10,
        "project_flags_by_chance": (project_flags_by_chance(records, cards, chance_trials)
                                    if chance_trials else None),
    }


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _card_lines(rows: list[dict[str, Any]], what: str, rate: str) -> list[str]:
    lines = [f"| {what} | {rate} | seats | win-rate difference | ± 2 SE | Holm |",
             "|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: -r["win_diff"]):
        flag = "exempt (seed)" if r.get("exempt") else "**flagged**" if r.get("holm") else (
            "—" if r.get("holm_p") is None else f"p={r['holm_p']:.3f}")
        lines.append(f"| `{r['id']}` | {_pct(r['obtain_rate'])} | {r['taken']} | "
                     f"{100 * r['win_diff']:+.1f} | {200 * r['se']:.1f} | {flag} |")
    return lines


def markdown(s: dict[str, Any], command: str) -> str:
    hp, hj = s["holm_patterns"], s["holm_projects"]
    h10 = s["holm_projects_without_layer10"]
    acts = s["actions_per_seat"]
    lines = ["# Life Builds Meaning: scores, World Drift and cards", "", f"`{command}`", "",
             f"{s['games']} games (seats: {', '.join(f'{k}: {v}' for k, v in s['seats'].items())}).",
             "", "## Turn position (the seat that started round 1 is position 1)", "",
             "| " + " | ".join(str(k + 1) for k in range(len(s["turn_position_win_rates"]))) + " |",
             "|" + "---|" * len(s["turn_position_win_rates"]),
             "| " + " | ".join(_pct(x) for x in s["turn_position_win_rates"]) + " |", "",
             f"Spread {100 * s['turn_position_spread']:.1f} points"
             + (f"; seats of equal strength show at least as much in "
                f"{_pct(s['turn_position_fair_chance'])} of such runs." if s["turn_position_fair_chance"]
                is not None else "."),
             "", "## Length and ends", "",
             f"Mean {s['mean_rounds']:.2f} rounds; over by round {EARLY_ROUND}: "
             f"{_pct(s['early_end'])}.", "",
             "| ended by | share |", "|---|---|"]
    lines += [f"| {k} | {_pct(v)} |" for k, v in s["reasons"].items()]
    lines += ["", "| rounds | games |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in s["rounds"].items()]
    lines += ["", "## Scores and the world", "",
              f"Mean Final Score {s['mean_score']:.1f}, the winner's {s['mean_winning_score']:.1f}; "
              f"mean tracks Project {s['mean_tracks'][0]:.1f}, Coherence {s['mean_tracks'][1]:.1f}, "
              f"Social {s['mean_tracks'][2]:.1f}. Final World Drift {s['final_drift']:.2f} on "
              f"average; the mitigation was met in {_pct(s['mitigation_met'])} of the rounds; "
              f"{s['projects_completed']:.2f} Projects completed a game.", "",
              "| Meaning band | share of seats |", "|---|---|"]
    lines += [f"| {k} | {_pct(v)} |" for k, v in sorted(s["bands"].items(), key=lambda kv: -kv[1])]
    lines += ["", "Actions a seat takes in a game, by kind:", "",
              "| " + " | ".join(TALLY_ACTIONS) + " |", "|" + "---|" * len(TALLY_ACTIONS),
              "| " + " | ".join(f"{acts[k]:.2f}" for k in TALLY_ACTIONS) + " |", "",
              "`accepted`: the seat's requests that were accepted; `pledged`: tokens pledged to the "
              "Mitigation Pool (returned when the pool is not filled).", "",
              "## Cards", "",
              "Win-rate difference: the win share of the seats that own a Pattern (that paid into a "
              "Project that completed) minus the other seats' in the same games, in points. The "
              "outlier test (ruling I17's) is two-sided against the judged cards' mean, Holm-corrected "
              "at a family-wise 5 % over the cards the seed does not spell out, each taken by at "
              "least 10 seats; the seed's example cards are exempt.", "",
              f"**Patterns:** {hp['judged']} judged (centre {100 * hp['centre']:+.1f}); flagged: "
              f"{', '.join(f'`{c}`' for c in hp['flagged']) or 'none'}.", "",
              f"**Projects:** {hj['judged']} judged (centre {100 * hj['centre']:+.1f}); flagged: "
              f"{', '.join(f'`{c}`' for c in hj['flagged']) or 'none'}.", "",
              f"**Projects, the Layer 10 tiles judged apart (ruling DL18):** {h10['judged']} judged "
              f"(centre {100 * h10['centre']:+.1f}); flagged: "
              f"{', '.join(f'`{c}`' for c in h10['flagged']) or 'none'}.", ""]
    chance = s.get("project_flags_by_chance")
    if chance:
        lines += [f"By luck alone (each game's results shuffled among its seats, "
                  f"{chance['trials']:.0f} trials) the DL18 test flags at least one Project in "
                  f"{_pct(chance['at_least_one'])} of runs like this one "
                  f"({chance['mean_flags']:.2f} cards on average).", ""]
    lines += ["### Projects", ""]
    lines += _card_lines(s["projects"], "Project", "completed when dealt")
    lines += ["", "### Patterns", ""]
    lines += _card_lines(s["patterns"], "Pattern", "owned in games")
    lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.games.life.balance", description=__doc__)
    ap.add_argument("runs", nargs="+", help="lab run folders (their games.jsonl), pooled")
    ap.add_argument("--cards", help="the card folder the runs played (default: cards/life)")
    ap.add_argument("--out", help="folder for cards.md and cards.json (default: the first run)")
    ap.add_argument("--stem", default="cards",
                    help="file names: STEM.md and STEM.json (default: cards; 'report' and the "
                         "json named summary.json, for a folder of its own)")
    ap.add_argument("--chance-trials", type=int, default=100,
                    help="trials of the Projects' test on shuffled results (0: none)")
    args = ap.parse_args(argv)
    cards = load_cards(args.cards) if args.cards else default_cards()
    s = summarise(read_runs(args.runs), cards, args.chance_trials)
    out = Path(args.out or args.runs[0])
    out.mkdir(parents=True, exist_ok=True)
    command = "python -m game.games.life.balance " + " ".join(sys.argv[1:] if argv is None else argv)
    data = "summary.json" if args.stem == "report" else f"{args.stem}.json"
    (out / data).write_text(json.dumps({"command": command, **s}, indent=1) + "\n")
    (out / f"{args.stem}.md").write_text(markdown(s, command))
    print(f"{s['games']} games: {s['mean_rounds']:.2f} rounds, ends {s['reasons']}; flagged "
          f"Patterns {s['holm_patterns']['flagged']}, Projects {s['holm_projects']['flagged']} "
          f"(Layer 10 apart, DL18: {s['holm_projects_without_layer10']['flagged']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
