"""ORGANISM: one bot against another, one game a seed, with when it first took the centre.

Not part of the test run. ``python benchmarks/organism_strength.py --seeds 30-37 40-46`` prints
one JSON line a game; docs/organism-balance.md and docs/bots.md give what it measured. Two seats
on the close board, threshold 7 (``--threshold``), seat 0 moves first; the bot under test
(``--level``, the search by default, or ``--bot planner``) sits in seat ``seed % 2`` (so both
turn positions are played) with bot seed ``seed ^ 1``, its opponent (``--against``, random by
default) with ``seed ^ 2``.
"""

from __future__ import annotations

import argparse
import json
import time

from game.bots import bot_kinds, make_bot
from game.games.organism.ruleset import ORGANISM as R
from game.games.organism.state import EMPTY


def play(seed: int, level: str, max_turns: int, against: str = "random",
         threshold: int = 7) -> dict[str, object]:
    search_seat = seed % 2
    setup = R.make_setup(("A", "B"), seed, (), start_player=0, threshold=threshold)
    state = R.new_state(setup, None, narrate=False)
    bots = [make_bot(level, seed ^ 1, R) if k == search_seat else make_bot(against, seed ^ 2, R)
            for k in range(2)]
    first_centre = None
    start = time.perf_counter()
    slowest = 0.0
    while state.result is None and state.turns < max_turns:
        t = time.perf_counter()
        action = bots[state.to_move()].choose(state)
        slowest = max(slowest, time.perf_counter() - t)
        R.apply(state, action, check=False)
        held = state.occ[state.board.centre]
        if first_centre is None and held != EMPTY and held // 3 == search_seat:
            first_centre = state.turns
    r = state.result
    return {"seed": seed, "search_seat": search_seat, "turns": state.turns, "power": state.power,
            "reason": r.reason if r else "unfinished", "winners": list(r.winners) if r else [],
            "search_won": bool(r and r.winners == (search_seat,)),
            "search_lost": bool(r and r.winners == (1 - search_seat,)), "first_centre": first_centre,
            "seconds": round(time.perf_counter() - start, 1), "slowest": round(slowest, 2)}


def seeds_from(texts: list[str]) -> list[int]:
    out: list[int] = []
    for t in texts:
        lo, _, hi = t.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", nargs="+", default=["30-37", "40-46"], help="seeds or ranges, 30-37")
    p.add_argument("--level", "--bot", default="search", choices=bot_kinds(R),
                   help="the bot under test: a search level or planner")
    p.add_argument("--against", default="random", choices=bot_kinds(R))
    p.add_argument("--threshold", type=int, default=7,
                   help="7, the threshold every figure in the docs was measured at")
    p.add_argument("--max-turns", type=int, default=300, help="300 is the stall limit (O7)")
    args = p.parse_args()
    for seed in seeds_from(args.seeds):
        print(json.dumps(play(seed, args.level, args.max_turns, args.against, args.threshold)), flush=True)


if __name__ == "__main__":
    main()
