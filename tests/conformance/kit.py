"""What the conformance tests share: a game at a given table size, played by the random bot."""

from __future__ import annotations

from typing import Any

from game.family import ruleset
from game.family.errors import OptionError
from game.family.match import Match
from game.family.rng import Rng

NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")
SEEDS = (3, 17, 2026)
# a game's modules that make up its rules: none may need a screen
ROOT_PACKAGES = ("rules", "state", "actions", "setup", "observe", "ruleset", "bots", "cards")
STEP_LIMIT = 3000  # no game of the family needs this many decisions (ORGANISM's stall is 300 turns)


def setup_for(game_id: str, seats: int, seed: int) -> Any:
    """The game's setup for ``seats`` players; where its defaults cannot seat them (ORGANISM
    alone needs RAIN), the first single switch that can."""
    rules = ruleset(game_id)
    names = NAMES[:seats]
    try:
        return rules.make_setup(names, seed)
    except OptionError:
        for switch in rules.switches():
            try:
                return rules.make_setup(names, seed, [switch.name])
            except OptionError:
                continue
        raise


def table_sizes(game_id: str) -> tuple[int, ...]:
    rules = ruleset(game_id)
    return tuple(sorted({rules.min_seats, rules.max_seats}))


def random_playout(match: Match, seed: int, steps: int = STEP_LIMIT) -> None:
    rng = Rng(seed)
    for _ in range(steps):
        if match.state.result is not None:
            return
        match.play(rng.choice(match.legal_actions()))
