"""Bot decision times and search iterations per second, on one core.

Not part of the test run. `python benchmarks/bench_bots.py [--positions N] [--kinds ...]`; the
numbers go in docs/bots.md. Positions are taken from 4-player games between the heuristic
personalities (rounds 1-8, every kind of decision), the same positions for every bot kind.
Decisions with a single legal answer are skipped (every bot answers those instantly).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from game.bots import BOTS, SEARCH_LEVELS, make_bot
from game.games.initiatives.options import Setup
from game.games.initiatives.rules import apply, legal_actions
from game.games.initiatives.setup import new_game
from game.games.initiatives.state import GameState

PERSONALITIES = ("stability", "engine", "racer", "social")


def positions(n: int, seed: int, players: int = 4) -> list[GameState]:
    """``n`` positions with a real choice, spread over whole games."""
    out: list[GameState] = []
    g = 0
    while len(out) < n:
        state = new_game(Setup(tuple(f"P{i}" for i in range(players)), seed + g), narrate=False)
        bots = [make_bot(PERSONALITIES[i % 4], seed + g + i) for i in range(players)]
        step = 0
        while state.result is None and len(out) < n:
            if step % 7 == 3 and len(legal_actions(state)) > 1:
                out.append(state.clone())
            apply(state, bots[state.to_move()].choose(state), check=False)
            step += 1
        g += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", nargs="+", default=list(BOTS))
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, one process, one core; "
          f"{args.positions} positions from {args.players}-player games")
    pos = positions(args.positions, args.seed, args.players)
    print(f"{'kind':<13} {'median ms':>10} {'p90 ms':>8} {'max ms':>8} {'iterations/s':>13}")
    for kind in args.kinds:
        bot = make_bot(kind, 12345)
        times = []
        for state in pos:
            t = time.perf_counter()
            bot.choose(state)
            times.append(time.perf_counter() - t)
        times.sort()
        med = statistics.median(times)
        p90 = times[int(0.9 * (len(times) - 1))]
        its = ""
        if kind in SEARCH_LEVELS:
            its = f"{SEARCH_LEVELS[kind] / med:13.0f}"
        print(f"{kind:<13} {1000 * med:10.1f} {1000 * p90:8.1f} {1000 * times[-1]:8.1f} {its}")


if __name__ == "__main__":
    main()
