"""One check for every Pentagram bot (G2): choosing changes nothing, the choice is legal, and it
depends on the bot's seed and the public table only — a reversed deck and another generator
behind the same table give the same choice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.family.rng import Rng
from game.games.pentagram.observe import observe
from game.games.pentagram.rules import why_illegal
from game.games.pentagram.state import PentagramState


def assert_reads_only_the_public_table(make_bot: Callable[[], Any], state: PentagramState) -> None:
    before, deck, rng = observe(state), list(state.deck), state.rng.state
    choice = make_bot().choose(state)
    assert observe(state) == before and state.deck == deck and state.rng.state == rng
    assert why_illegal(state, choice) is None
    other = state.clone()
    other.deck.reverse()
    other.rng = Rng(1)
    assert make_bot().choose(other) == choice
