"""Search speed per game and level: iterations per CPU second and seconds per decision.

Not part of the test run. ``python benchmarks/bench_search.py [--games initiatives ...]
[--positions 30] [--hard 6] [--json out.json]``; the numbers go in docs/bots.md and
docs/performance.md. The same fixed positions every run: each game's usual table, positions
reached by seeded random play (nine moves in ten are not a pass), one taken every few moves
where the search has a real choice. Every search level decides on every position (``search-hard``
on the first ``--hard``); the game's own level bots (a personality, greedy, the planner) are
timed too. Time is CPU time (``time.process_time``): the development machine is shared and
wall time there says more about the neighbours than about the code.

The JSON keeps each decision's action, so two runs can be compared for identical choices
(``--compare before.json``): an optimisation of the search must not change what it decides.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from typing import Any

from game.bots import SEARCH_LEVELS, bot_levels, make_bot
from game.family import Ruleset, ruleset
from game.family.rng import Rng

# The usual table of each game (its balance runs): ORGANISM is measured on two seats.
TABLE = {"initiatives": 4, "projects": 4, "life": 4, "pentagram": 4, "organism": 2}
PASSIVE = ("pass", "end", "skip", "decline")


def positions(rules: Ruleset, players: int, n: int, seed: int, every: int = 5) -> list[Any]:
    """``n`` positions where the search has more than one idea to weigh, spread over games."""
    out: list[Any] = []
    names = [f"P{i}" for i in range(players)]
    g = 0
    while len(out) < n and g < 10 * n:
        state = rules.new_state(rules.make_setup(names, seed + 101 * g), None, False)
        rng = Rng(seed * 7 + g)
        step = 0
        while state.result is None and len(out) < n and step < 3000:
            legal = rules.legal_actions(state)
            if (step % every == every - 1 and len(legal) > 1
                    and len(rules.candidate_actions(state, legal)) > 1):
                out.append(state.clone())
            busy = [a for a in legal if not str(a).startswith(PASSIVE)]
            pick = busy if busy and rng.below(10) else legal
            rules.apply(state, pick[rng.below(len(pick))], check=False)
            step += 1
        g += 1
    return out


def quantile(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def measure(game: str, n: int, hard: int, seed: int, kinds: list[str] | None) -> dict[str, Any]:
    rules = ruleset(game)
    pos = positions(rules, TABLE[game], n, seed)
    levels = {lv.kind: lv.level for lv in bot_levels(rules)}
    wanted = kinds or [*SEARCH_LEVELS, *(k for k in levels if k not in SEARCH_LEVELS)]
    out: dict[str, Any] = {"players": TABLE[game], "positions": len(pos),
                           "fingerprints": [rules.fingerprint(s) for s in pos], "kinds": {}}
    for kind in wanted:
        spots = pos[:hard] if kind == "search-hard" else pos
        times: list[float] = []
        choices: list[str] = []
        iterations = 0
        searched = 0.0
        for k, state in enumerate(spots):
            bot = make_bot(kind, 1000 + 7919 * k, rules)
            t = time.process_time()
            action = bot.choose(state)
            dt = time.process_time() - t
            times.append(dt)
            choices.append(str(action))
            done = getattr(bot, "last_iterations", 0)
            if done:
                iterations += done
                searched += dt
        out["kinds"][kind] = {
            "level": levels.get(kind, ""), "budget": SEARCH_LEVELS.get(kind, 0),
            "decisions": len(times), "median_s": statistics.median(times),
            "p90_s": quantile(times, 0.9), "max_s": max(times),
            "iterations_per_s": iterations / searched if searched else 0.0, "choices": choices}
        print(f"  {game:<12} {kind:<12} done", file=sys.stderr, flush=True)
    return out


def table(results: dict[str, Any]) -> str:
    lines = ["| game | kind | level | decisions | median s | p90 s | max s | iterations/s (CPU) |",
             "|---|---|---|---|---|---|---|---|"]
    for game, res in results["games"].items():
        for kind, r in res["kinds"].items():
            its = f"{r['iterations_per_s']:,.0f}" if r["iterations_per_s"] else "—"
            lines.append(f"| {game} ({res['players']}) | `{kind}` | {r['level'] or '—'} | "
                         f"{r['decisions']} | {r['median_s']:.3f} | {r['p90_s']:.3f} | "
                         f"{r['max_s']:.3f} | {its} |")
    return "\n".join(lines)


def compare(now: dict[str, Any], before: dict[str, Any]) -> list[str]:
    """Every place where the two runs' positions or chosen actions differ."""
    diffs = []
    for game, res in now["games"].items():
        old = before["games"].get(game)
        if old is None:
            continue
        common = min(len(old["fingerprints"]), len(res["fingerprints"]))
        if old["fingerprints"][:common] != res["fingerprints"][:common]:
            diffs.append(f"{game}: the positions differ")
        for kind, r in res["kinds"].items():
            o = old["kinds"].get(kind)
            if o is None or kind not in SEARCH_LEVELS:
                continue
            for k, (a, b) in enumerate(zip(o["choices"], r["choices"], strict=False)):
                if a != b:
                    diffs.append(f"{game} {kind} position {k}: {a} before, {b} now")
    return diffs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", nargs="+", default=list(TABLE))
    parser.add_argument("--kinds", nargs="+", help="bot kinds to time (default: every level)")
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--hard", type=int, default=6, help="positions search-hard decides")
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--json", help="write the results (choices included) here")
    parser.add_argument("--compare", help="a JSON of an earlier run: report differing choices")
    args = parser.parse_args()
    results: dict[str, Any] = {
        "python": platform.python_version(), "machine": platform.machine(),
        "date": time.strftime("%Y-%m-%d"), "seed": args.seed, "games": {}}
    for game in args.games:
        results["games"][game] = measure(game, args.positions, args.hard, args.seed, args.kinds)
    print(table(results))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1)
    if args.compare:
        with open(args.compare, encoding="utf-8") as f:
            diffs = compare(results, json.load(f))
        print("\n".join(diffs) if diffs else "choices identical to " + args.compare)
        if diffs:
            sys.exit(1)


if __name__ == "__main__":
    main()
