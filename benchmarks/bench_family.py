"""Speed of the game family's spine: random games/s and search iterations/s per game, and
Meaning Made's engine before and after the move onto the spine, measured in one run.

Not part of the test run. ``python benchmarks/bench_family.py [--before REV] [--repeats 3]``;
the numbers go in docs/performance.md. ``--before`` (default c81b02b, the last commit before
the spine) is checked out into a temporary git worktree; the same measuring code runs in both
trees, interleaved, so machine noise falls on both alike.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Runs inside a tree (old or new). Uses only names both trees have, so the old engine is
# measured through its own front door and the new one through the same calls.
DIRECT = r"""
import json, sys, time
try:  # where Meaning Made's engine lives in this tree (game/engine before the one house)
    from game.games.initiatives.options import Setup, Variants
    from game.games.initiatives.rules import apply
    from game.games.initiatives.setup import new_game
except ImportError:
    from game.engine.options import Setup, Variants
    from game.engine.rules import apply
    from game.engine.setup import new_game
from game.bots.random_bot import RandomBot
from game.bots.search import SearchBot
from game.simulate import game_seeds
games, iters, positions = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
names = ("A", "B", "C", "D")
try:  # the same games in both trees: the turn order the tree before the spine played by default
    V = Variants(fixed_first_player=True)
except TypeError:
    V = Variants()
t = time.perf_counter(); actions = 0
for s in game_seeds(11, games):
    st = new_game(Setup(names, s, V), narrate=False); bot = RandomBot(s ^ 0xABCDEF)
    while st.result is None:
        apply(st, bot.choose(st), check=False); actions += 1
rand = time.perf_counter() - t
# search: the first decisions of a few 4-player games
spots = []
for s in game_seeds(99, positions):
    st = new_game(Setup(names, s, V), narrate=False); bot = RandomBot(s)
    for _ in range(6):
        if st.result is None:
            apply(st, bot.choose(st), check=False)
    if st.result is None:
        spots.append(st)
done = 0; t = time.perf_counter()
for k, st in enumerate(spots):
    b = SearchBot(k + 1, iterations=iters); b.choose(st); done += b.last_iterations
search = time.perf_counter() - t
print(json.dumps({"games_per_s": games / rand, "actions_per_s": actions / rand,
                  "search_iters_per_s": done / search if done else 0.0}))
"""

# Runs in the new tree only: every game through the spine (ruleset calls, shared bots).
SPINE = r"""
import json, sys, time
from game.family import ruleset
from game.bots import make_bot
from game.simulate import game_seeds
game = sys.argv[1]
players, games, iters, positions = (int(x) for x in sys.argv[2:6])
rules = ruleset(game); names = tuple("ABCDE"[:players])
switches = ["fixed_first_player"] if game == "initiatives" else []  # as the tree before the spine
t = time.perf_counter(); actions = 0
for s in game_seeds(11, games):
    st = rules.new_state(rules.make_setup(names, s, switches), None, False)
    bot = make_bot("random", s ^ 0xABCDEF, rules)
    while st.result is None:
        rules.apply(st, bot.choose(st), check=False); actions += 1
rand = time.perf_counter() - t
spots = []
for s in game_seeds(99, positions):
    st = rules.new_state(rules.make_setup(names, s, switches), None, False)
    bot = make_bot("random", s, rules)
    for _ in range(6):
        if st.result is None:
            rules.apply(st, bot.choose(st), check=False)
    if st.result is None:
        spots.append(st)
from game.bots.search import SearchBot
done = 0; t = time.perf_counter()
for k, st in enumerate(spots):
    b = SearchBot(k + 1, iterations=iters, rules=rules); b.choose(st); done += b.last_iterations
search = time.perf_counter() - t
print(json.dumps({"games_per_s": games / rand, "actions_per_s": actions / rand,
                  "search_iters_per_s": done / search if done else 0.0}))
"""


def run(tree: Path, code: str, *args: object) -> dict[str, float]:
    env = {"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", code, *map(str, args)], cwd=tree, check=True,
                         capture_output=True, text=True, env=env)
    return json.loads(out.stdout)


def median(rows: list[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in rows) for k in rows[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--before", default="c81b02b", help="the commit before the spine")
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "before"
        subprocess.run(["git", "worktree", "add", "--detach", str(old), args.before], cwd=ROOT,
                       check=True, capture_output=True)
        try:
            rows: dict[str, list[dict[str, float]]] = {"before": [], "after": [], "spine": [], "pg": []}
            for _ in range(args.repeats):
                rows["before"].append(run(old, DIRECT, args.games, args.iterations, args.positions))
                rows["after"].append(run(ROOT, DIRECT, args.games, args.iterations, args.positions))
                rows["spine"].append(run(ROOT, SPINE, "initiatives", 4, args.games, args.iterations,
                                         args.positions))
                rows["pg"].append(run(ROOT, SPINE, "pentagram", 4, args.games // 3, args.iterations,
                                      args.positions))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=False)
    table = {k: median(v) for k, v in rows.items()}
    labels = {"before": f"initiatives, engine at {args.before} (before the spine)",
              "after": "initiatives, engine calls, this tree",
              "spine": "initiatives, through the Ruleset (shared bots)",
              "pg": "pentagram, through the Ruleset (4 seats)"}
    print(f"| what | random games/s | actions/s | search iterations/s ({args.iterations}/decision) |")
    print("|---|---|---|---|")
    for k, m in table.items():
        print(f"| {labels[k]} | {m['games_per_s']:,.0f} | {m['actions_per_s']:,.0f} | "
              f"{m['search_iters_per_s']:,.0f} |")
    b, s = table["before"], table["spine"]
    print(f"\nspine vs before: random games {s['games_per_s'] / b['games_per_s']:.2f}x, "
          f"search iterations {s['search_iters_per_s'] / b['search_iters_per_s']:.2f}x")


if __name__ == "__main__":
    main()
