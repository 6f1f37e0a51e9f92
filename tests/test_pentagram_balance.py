"""What docs/pentagram-balance.md's reading of the `greedy` runs rests on (*Why a greedy table
cannot favour a seat*). If one of these fails, the report's by-deal figures and its verdict on
*richest wins* need measuring again, not just this test changing.

1. The deal does not depend on who starts (PDI1: the shuffle comes before the starting player),
   so in the lab's rotations of one deal turn position k draws the same cards every time.
2. `greedy` seats never touch each other: every worker goes on the price-0 space and is paid at
   once, so no turn changes another seat's fortunes, and a seat's result is a function of the
   cards it draws.
"""

from __future__ import annotations

import pytest

from game.games.pentagram.bots import GreedyBot
from game.games.pentagram.rules import new_game
from game.games.pentagram.ruleset import PENTAGRAM
from game.games.pentagram.setup import PentagramSetup
from game.games.pentagram.state import PentagramState

NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli")


def _cards_by_turn_position(setup: PentagramSetup) -> list[list[str]]:
    """The cards each turn position would draw, in order: the deck read from the top."""
    state = new_game(setup, narrate=False)
    n = len(setup.players)
    order = [state.drawn, *reversed(state.deck)]
    return [order[k::n] for k in range(n)]


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("short", [False, True])
def test_pdi1_turn_position_draws_the_same_cards_whoever_starts(seats: int, short: bool) -> None:
    streams = {start: _cards_by_turn_position(PentagramSetup(NAMES[:seats], 5150 + seats, short,
                                                             start_player=start))
               for start in range(seats)}
    assert all(s == streams[0] for s in streams.values())
    assert len({len(s) for s in streams[0]}) == 1  # every seat draws as many (PG6 amended)


def _play_greedy(setup: PentagramSetup) -> tuple[PentagramState, list[int], int]:
    """A game of `greedy` seats: the final state, the price of every worker placed, and how many
    turns changed the fortunes of a seat other than the mover."""
    state = PENTAGRAM.new_state(setup, narrate=False)
    bots = [GreedyBot(900 + k) for k in range(len(setup.players))]
    prices, crossings = [], 0
    while state.result is None:
        seat = state.turn
        before = [p.fortunes[:] for p in state.players]
        action = bots[seat].choose(state)
        if action.kind == "worker":
            assert state.placed is not None
            prices.append(4 - state.placed[1])  # column 0 is the price-4 space
        PENTAGRAM.apply(state, action, check=False)
        crossings += sum(p.fortunes != was for s, (p, was) in enumerate(zip(state.players, before,
                                                                             strict=True))
                         if s != seat)
    return state, prices, crossings


@pytest.mark.parametrize(("seats", "short", "richest"),
                         [(2, False, False), (3, False, True), (4, False, True), (4, True, False),
                          (5, False, False), (5, True, True)])
def test_greedy_seats_never_touch_each_other(seats: int, short: bool, richest: bool) -> None:
    for seed in range(5160, 5164):
        state, prices, crossings = _play_greedy(PentagramSetup(NAMES[:seats], seed, short, richest))
        assert prices and set(prices) == {0}, "a greedy worker waited on a chain"
        assert crossings == 0, "a greedy turn changed a rival's fortunes"
        assert state.result is not None
