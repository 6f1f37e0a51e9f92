"""ORGANISM's small balance lab (ruling O3): two-seat games between bots at several power
thresholds, and RAIN's survival by its threshold. Headless, seeded, reproducible.

    python -m game.games.organism.balance --games 20 --bots search-easy --thresholds 5 7 10

Prints a Markdown report (docs/organism-balance.md holds the one that chose the default). Games
use the shared bots, seeded as every game loop seeds them (``game.bots.bot_seed``).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field

from game.bots import bot_seed, make_bot
from game.games.organism.ruleset import ORGANISM
from game.games.organism.state import OrganismState
from game.simulate import game_seeds, play_one


@dataclass
class Tally:
    games: int = 0
    turns: list[int] = field(default_factory=list)
    reasons: dict[str, int] = field(default_factory=dict)
    hold_decided: int = 0  # power wins where holding the centre gave the winner most of its power
    first_wins: float = 0.0  # wins of the seat that moved first (shared wins split)
    bot_wins: dict[str, float] = field(default_factory=dict)
    seconds: float = 0.0

    def add(self, state: OrganismState, kinds: list[str]) -> None:
        r = state.result
        assert r is not None
        self.games += 1
        self.turns.append(state.turns)
        self.reasons[r.reason] = self.reasons.get(r.reason, 0) + 1
        for w in r.winners:
            share = 1 / len(r.winners)
            if w == state.start_player:
                self.first_wins += share
            self.bot_wins[kinds[w]] = self.bot_wins.get(kinds[w], 0.0) + share
            if r.reason == "power" and 2 * state.gains[w].get("hold", 0) >= state.power[w]:
                self.hold_decided += 1

    def share(self, reason: str) -> str:
        return f"{100 * self.reasons.get(reason, 0) / max(1, self.games):.0f} %"


def duel(threshold: int, games: int, seed: int, kinds: list[str]) -> Tally:
    """Two seats; the bots swap seats every game and the first player is drawn from the seed."""
    tally = Tally()
    start = time.time()
    for i, s in enumerate(game_seeds(seed, games)):
        order = kinds if i % 2 == 0 else kinds[::-1]
        setup = ORGANISM.make_setup(("Seat 1", "Seat 2"), s, threshold=threshold)
        bots = [make_bot(order[k], bot_seed(s, k, i), ORGANISM) for k in range(2)]
        state, _ = play_one(setup, bots, None, ORGANISM)
        tally.add(state, order)
    tally.seconds = time.time() - start
    return tally


def rain(threshold: int, games: int, seed: int, kind: str) -> list[int]:
    """Solo RAIN: the rounds survived in each game."""
    out = []
    for i, s in enumerate(game_seeds(seed, games)):
        setup = ORGANISM.make_setup(("Solo",), s, ["rain"], rain_threshold=threshold)
        state, _ = play_one(setup, [make_bot(kind, bot_seed(s, 0, i), ORGANISM)], None, ORGANISM)
        assert state.result is not None
        out.append(state.result.survived)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.games.organism.balance",
                                description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--bots", nargs="+", default=["search-easy"])
    p.add_argument("--thresholds", nargs="+", type=int, default=[5, 7, 10])
    p.add_argument("--rain", nargs="*", type=int, default=[3, 5, 8], help="RAIN thresholds to try")
    p.add_argument("--rain-bot", default="search-easy")
    args = p.parse_args(argv)
    kinds = (args.bots * 2)[:2]
    print(f"## Two seats, {kinds[0]} against {kinds[1]}, {args.games} games a threshold (seed {args.seed})\n")
    print("| threshold | mean turns | power | three organisms | stalled | power won mostly by the centre "
          "| first player wins | " + " | ".join(f"{k} wins" for k in dict.fromkeys(kinds)) + " |")
    print("|---|---|---|---|---|---|---|" + "---|" * len(dict.fromkeys(kinds)))
    for t in args.thresholds:
        tally = duel(t, args.games, args.seed, kinds)
        mean = sum(tally.turns) / tally.games
        power = tally.reasons.get("power", 0)
        wins = " | ".join(f"{tally.bot_wins.get(k, 0.0):.1f}" for k in dict.fromkeys(kinds))
        print(f"| {t} | {mean:.1f} | {tally.share('power')} | {tally.share('three_organisms')} | "
              f"{tally.share('stalled')} | {tally.hold_decided} of {power} | "
              f"{100 * tally.first_wins / tally.games:.0f} % | {wins} |")
        print(f"<!-- threshold {t}: {tally.seconds:.0f} s -->", file=sys.stderr)
    if args.rain:
        print(f"\n## RAIN solo, {args.rain_bot}, {args.games} games a threshold\n")
        print("| RAIN threshold | mean rounds survived | fewest | most |")
        print("|---|---|---|---|")
        for t in args.rain:
            runs = rain(t, args.games, args.seed, args.rain_bot)
            print(f"| {t} | {sum(runs) / len(runs):.1f} | {min(runs)} | {max(runs)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
