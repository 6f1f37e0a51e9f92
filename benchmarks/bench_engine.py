"""Engine speed on one core: random 4-player games/s, actions/s, clone time.

Not part of the test run. `python benchmarks/bench_engine.py [--games N]`; the numbers go in
docs/performance.md.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from game.bots.random_bot import RandomBot
from game.games.initiatives.options import Setup, Variants, variants_from_names
from game.games.initiatives.rules import apply, legal_actions
from game.games.initiatives.setup import new_game
from game.simulate import game_seeds

NAMES = ("A", "B", "C", "D")
VARIANTS = Variants()


def random_games(n: int, seed: int) -> tuple[float, int, list]:
    """Whole games: setup, legal_actions, choice and apply. Returns seconds, actions, histories."""
    histories = []
    actions = 0
    start = time.perf_counter()
    for s in game_seeds(seed, n):
        state = new_game(Setup(NAMES, s, VARIANTS), narrate=False)
        bot = RandomBot(s ^ 0xABCDEF)
        history = []
        while state.result is None:
            a = bot.choose(state)
            apply(state, a, check=False)
            history.append(a)
        actions += len(history)
        histories.append((s, history))
    return time.perf_counter() - start, actions, histories


def apply_only(histories: list, check: bool) -> tuple[float, int]:
    """Replays recorded games: apply() alone (with validation when ``check``)."""
    states = [(new_game(Setup(NAMES, s, VARIANTS), narrate=False), h) for s, h in histories]
    n = 0
    start = time.perf_counter()
    for state, history in states:
        for a in history:
            apply(state, a, check=check)
        n += len(history)
    return time.perf_counter() - start, n


def legal_only(histories: list) -> tuple[float, int]:
    states = []
    for s, h in histories:
        state = new_game(Setup(NAMES, s, VARIANTS), narrate=False)
        for a in h[: len(h) // 2]:
            apply(state, a, check=False)
        states.append(state)
    start = time.perf_counter()
    total = 0
    for _ in range(20):
        for state in states:
            total += len(legal_actions(state))
    return time.perf_counter() - start, 20 * len(states)


def clone_time(histories: list) -> float:
    s, h = histories[0]
    state = new_game(Setup(NAMES, s, VARIANTS), narrate=False)
    for a in h[: len(h) // 2]:
        apply(state, a, check=False)
    reps = 20000
    start = time.perf_counter()
    for _ in range(reps):
        state.clone()
    return (time.perf_counter() - start) / reps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--variant", action="append", default=[],
                        help="e.g. competitive: random games that last 8 rounds")
    args = parser.parse_args()
    global VARIANTS
    VARIANTS = variants_from_names(args.variant)
    print(f"python {platform.python_version()} on {platform.machine()}, one process, one core;"
          f" variants: {', '.join(args.variant) or 'none'}")
    rates, steps = [], []
    histories: list = []
    for r in range(args.repeats):
        secs, actions, histories = random_games(args.games, args.seed + r)
        rates.append(args.games / secs)
        steps.append(actions / secs)
    mean_len = sum(len(h) for _, h in histories) / len(histories)
    print(f"random 4-player games/s          {statistics.median(rates):10.0f}"
          f"   (mean {mean_len:.1f} actions a game)")
    print(f"actions/s, whole loop            {statistics.median(steps):10.0f}"
          "   (legal_actions + random choice + apply)")
    secs, n = apply_only(histories, check=True)
    print(f"actions/s, apply with validation {n / secs:10.0f}")
    secs, n = apply_only(histories, check=False)
    print(f"actions/s, apply unchecked       {n / secs:10.0f}")
    secs, n = legal_only(histories)
    print(f"legal_actions calls/s            {n / secs:10.0f}")
    print(f"clone of a mid-game state        {clone_time(histories) * 1e6:10.1f} µs")


if __name__ == "__main__":
    main()
