"""Fit the learned value's weights (``value_weights.json``) on self-play: a designer's tool.

    python -m game.games.pentagram.fit_value [--games 3000] [--seed 1] [--out FILE]

Plays seeded games between the greedy bots (each seat `greedy` or `spoiler`, one move in
``--explore`` a random one, so positions vary), records every seat's features at the start of
every turn, and labels them with whether that seat won (a shared win counts half). For each
stretch of the deck (``value.BUCKET`` cards) a logistic regression is fitted by Newton's method
with a small ridge; one model per win rule and table size (two seats, or three to five pooled).
Needs numpy (the lab's extra). The same arguments give the same file.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.family.files import write_atomic
from game.family.rng import Rng
from game.games.pentagram.bots import GreedyBot
from game.games.pentagram.rules import apply, cards_to_go, legal_actions, new_game
from game.games.pentagram.setup import PentagramSetup
from game.games.pentagram.value import BUCKET, FEATURES, WEIGHTS_FILE, features, model_key

RIDGE = 1e-3
TABLES = {"2": (2,), "many": (3, 4, 5)}


def play(seats: int, seed: int, richest: bool, explore: float) -> list[tuple[int, list[float], float]]:
    """One game's samples: (cards left, features, result) for every seat at every turn start."""
    rng = Rng(seed)
    setup = PentagramSetup(tuple(f"P{i}" for i in range(seats)), seed, rng.below(4) == 0, richest)
    state = new_game(setup, narrate=False)
    bots = [GreedyBot(rng.next64() & 0xFFFF, ("greedy", "spoiler")[rng.below(2)]) for _ in range(seats)]
    rows: list[tuple[int, int, list[float]]] = []
    while state.result is None:
        if state.placed is None:
            left = cards_to_go(state)
            for s in range(seats):
                rows.append((s, left, features(state, s, left, state.turn)))
        explored = rng.below(1000) < explore * 1000
        action = rng.choice(legal_actions(state)) if explored else bots[state.turn].choose(state)
        apply(state, action, check=False)
    winners = state.result.winners
    won = [(1.0 / len(winners) if s in winners else 0.0) for s in range(seats)]
    return [(left, x, won[s]) for s, left, x in rows]


def fit(xs: Any, ys: Any) -> list[float]:
    """Logistic regression by Newton's method, a small ridge keeping it finite."""
    import numpy as np

    w = np.zeros(xs.shape[1])
    for _ in range(30):
        p = 1.0 / (1.0 + np.exp(-np.clip(xs @ w, -30, 30)))
        grad = xs.T @ (p - ys) + RIDGE * len(ys) * w
        hess = (xs * (p * (1 - p))[:, None]).T @ xs + RIDGE * len(ys) * np.eye(xs.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-7:
            break
    return [round(float(v), 5) for v in w]


def fit_model(samples: list[tuple[int, list[float], float]]) -> tuple[list[list[float]], list[str]]:
    import numpy as np

    top = max(left for left, _, _ in samples)
    rows, notes = [], []
    for b in range((top - 1) // BUCKET + 1):
        part = [(x, y) for left, x, y in samples if (left - 1) // BUCKET == b]
        if not part:  # no game reached this stretch: the nearer stretch's weights stand for it
            rows.append(rows[-1] if rows else [0.0] * len(FEATURES))
            notes.append(f"cards {b * BUCKET + 1}-{(b + 1) * BUCKET}: no samples")
            continue
        xs = np.array([x for x, _ in part])
        ys = np.array([y for _, y in part])
        w = fit(xs, ys)
        p = 1.0 / (1.0 + np.exp(-np.clip(xs @ np.array(w), -30, 30)))
        acc = float(np.mean((p > 0.5) == (ys > 0.5)))
        rows.append(w)
        notes.append(f"cards {b * BUCKET + 1}-{(b + 1) * BUCKET}: {len(part)} samples, "
                     f"accuracy {acc:.3f}")
    return rows, notes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.games.pentagram.fit_value", description=__doc__)
    ap.add_argument("--games", type=int, default=3000, help="games per model")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--explore", type=float, default=0.1, help="share of random moves")
    ap.add_argument("--out", default=str(WEIGHTS_FILE))
    args = ap.parse_args(argv)
    models, notes = {}, {}
    for richest in (False, True):
        for seat_counts in TABLES.values():
            key = model_key(seat_counts[0], richest)
            samples = []
            for g in range(args.games):
                seats = seat_counts[g % len(seat_counts)]
                samples.extend(play(seats, args.seed * 1_000_003 + g, richest, args.explore))
            models[key], notes[key] = fit_model(samples)
            print(key, *notes[key], sep="\n  ", file=sys.stderr)
    data = {"features": list(FEATURES), "bucket": BUCKET,
            "fitted": {"games": args.games, "seed": args.seed, "explore": args.explore,
                       "players": "greedy and spoiler",
                       "command": "python -m game.games.pentagram.fit_value"},
            "models": models}
    write_atomic(Path(args.out), json.dumps(data, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
