"""Headless games between bots, and the statistics `meaning-made simulate` reports."""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from game.bots import Bot, make_bot
from game.engine.cards import CardSet
from game.engine.options import Setup
from game.engine.rules import apply
from game.engine.setup import new_game
from game.engine.state import GameState

MIX = 0x9E3779B97F4A7C15


@dataclass
class GameOutcome:
    rounds: int
    reason: str
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    actions: int


def play_one(setup: Setup, bots: list[Bot], cards: CardSet | None = None) -> tuple[GameState, int]:
    """Play a game to its end with one bot per seat; return the final state and action count."""
    state = new_game(setup, cards, narrate=False)
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


def run(template: Setup, games: int, seed: int, bot_kinds: list[str],
        cards: CardSet | None = None, progress: Iterable[int] | None = None) -> list[GameOutcome]:
    outcomes = []
    seeds = list(game_seeds(seed, games))
    for i in progress if progress is not None else range(games):
        s = seeds[i]
        bots = [make_bot(bot_kinds[k % len(bot_kinds)], (s + 1 + k) % 2**64)
                for k in range(len(template.players))]
        state, steps = play_one(replace(template, seed=s), bots, cards)
        r = state.result
        assert r is not None
        outcomes.append(GameOutcome(state.round, r.reason, r.winners, r.scores, steps))
    return outcomes


@dataclass
class Report:
    games: int
    seats: int
    mean_rounds: float
    end_initiative_rate: float
    collapse_rate: float
    stalled: int
    mean_winning_score: float
    seat_win_rates: list[float]
    games_per_second: float
    actions_per_second: float
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "seats": self.seats,
            "mean_rounds": round(self.mean_rounds, 3),
            "end_initiative_rate": round(self.end_initiative_rate, 4),
            "collapse_rate": round(self.collapse_rate, 4),
            "stalled": self.stalled,
            "mean_winning_score": round(self.mean_winning_score, 3),
            "seat_win_rates": [round(x, 4) for x in self.seat_win_rates],
            "games_per_second": round(self.games_per_second, 1),
            "actions_per_second": round(self.actions_per_second, 1),
        }


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
    return Report(
        games=n,
        seats=seats,
        mean_rounds=sum(o.rounds for o in outcomes) / n,
        end_initiative_rate=sum(o.reason == "end_initiative" for o in outcomes) / n,
        collapse_rate=sum(o.reason == "collapse" for o in outcomes) / n,
        stalled=sum(o.reason == "stalled" for o in outcomes),
        mean_winning_score=sum(winning_scores) / len(winning_scores) if winning_scores else 0.0,
        seat_win_rates=[w / n for w in wins],
        games_per_second=n / seconds,
        actions_per_second=total_actions / seconds,
    )


def simulate(template: Setup, games: int, seed: int, bot_kinds: list[str],
             progress: Iterable[int] | None = None) -> Report:
    start = time.perf_counter()
    outcomes = run(template, games, seed, bot_kinds, progress=progress)
    return summarise(outcomes, len(template.players), time.perf_counter() - start)
