"""Headless games between bots, any game of the family, and what `meaning-made simulate` reports."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from game.bots import Bot, bot_seed, make_bot
from game.family import Ruleset, ruleset

MIX = 0x9E3779B97F4A7C15


@dataclass
class GameOutcome:
    rounds: int
    reason: str
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    actions: int


def play_one(setup: Any, bots: list[Bot], cards: Any = None,
             rules: Ruleset | None = None) -> tuple[Any, int]:
    """Play a game to its end with one bot per seat; return the final state and action count."""
    rules = rules or ruleset()
    state = rules.new_state(setup, cards, narrate=False)
    apply = rules.apply
    steps = 0
    while state.result is None:
        seat = state.to_move()
        assert seat is not None
        apply(state, bots[seat].choose(state), check=False)
        steps += 1
    return state, steps


def game_seeds(seed: int, games: int) -> Iterator[int]:
    for i in range(games):
        yield (seed + i * MIX) % 2**64


def run(template: Any, games: int, seed: int, bot_kinds: list[str], cards: Any = None,
        progress: Iterable[int] | None = None, rules: Ruleset | None = None) -> list[GameOutcome]:
    rules = rules or ruleset()
    outcomes = []
    for i in progress if progress is not None else range(games):
        s = (seed + i * MIX) % 2**64  # game_seeds' i-th, without a list of them all
        bots = [make_bot(bot_kinds[k % len(bot_kinds)], bot_seed(s, k), rules)
                for k in range(len(template.players))]
        state, steps = play_one(replace(template, seed=s), bots, cards, rules)
        r = state.result
        assert r is not None
        outcomes.append(GameOutcome(state.round, r.reason, r.winners, r.scores, steps))
    return outcomes


@dataclass
class Report:
    games: int
    seats: int
    mean_rounds: float
    reasons: dict[str, float]  # how each game ended -> share of games
    stalled: int
    mean_winning_score: float
    seat_win_rates: list[float]
    games_per_second: float
    actions_per_second: float
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def end_initiative_rate(self) -> float:
        return self.reasons.get("end_initiative", 0.0)

    @property
    def collapse_rate(self) -> float:
        return self.reasons.get("collapse", 0.0)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"games": self.games, "seats": self.seats,
                               "mean_rounds": round(self.mean_rounds, 3)}
        if "end_initiative" in self.reasons or "collapse" in self.reasons:
            # Meaning Made's two ways to end, under the names earlier reports used
            out["end_initiative_rate"] = round(self.end_initiative_rate, 4)
            out["collapse_rate"] = round(self.collapse_rate, 4)
        out.update({
            "reasons": {k: round(v, 4) for k, v in sorted(self.reasons.items())},
            "stalled": self.stalled,
            "mean_winning_score": round(self.mean_winning_score, 3),
            "seat_win_rates": [round(x, 4) for x in self.seat_win_rates],
            "games_per_second": round(self.games_per_second, 1),
            "actions_per_second": round(self.actions_per_second, 1),
        })
        return out


def summarise(outcomes: list[GameOutcome], seats: int, seconds: float) -> Report:
    n = len(outcomes)
    wins = [0.0] * seats
    winning_scores = []
    for o in outcomes:
        for s in o.winners:
            wins[s] += 1 / len(o.winners)  # a shared victory is shared in the rates too
        if o.winners:
            winning_scores.append(o.scores[o.winners[0]])
    total_actions = sum(o.actions for o in outcomes)
    seconds = max(seconds, 1e-9)
    reasons = Counter(o.reason for o in outcomes)
    return Report(
        games=n,
        seats=seats,
        mean_rounds=sum(o.rounds for o in outcomes) / n,
        reasons={k: v / n for k, v in reasons.items()},
        stalled=reasons.get("stalled", 0),
        mean_winning_score=sum(winning_scores) / len(winning_scores) if winning_scores else 0.0,
        seat_win_rates=[w / n for w in wins],
        games_per_second=n / seconds,
        actions_per_second=total_actions / seconds,
    )


def simulate(template: Any, games: int, seed: int, bot_kinds: list[str],
             progress: Iterable[int] | None = None, rules: Ruleset | None = None) -> Report:
    start = time.perf_counter()
    outcomes = run(template, games, seed, bot_kinds, progress=progress, rules=rules)
    return summarise(outcomes, len(template.players), time.perf_counter() - start)
