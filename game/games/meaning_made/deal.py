"""The editions' opening deal: the three decks shuffled from file order in turn (Events, then
Patterns, then Projects: ruling G1 keeps a seed's deal the same on every machine), then the
cards a setup fixes put on top (a lesson's, a test's, the seed's example)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.family.deal import stack_top


def deal_decks(state: Any, cards: Any, setup: Any, event_ids: Iterable[str]) -> None:
    """Fill ``state``'s three decks; ``event_ids``: the Events this table plays with."""
    rng = state.rng
    state.event_deck = list(event_ids)
    rng.shuffle(state.event_deck)
    state.pattern_deck = list(cards.pattern_ids)
    rng.shuffle(state.pattern_deck)
    state.project_deck = list(cards.project_ids)
    rng.shuffle(state.project_deck)
    stack_top(state.event_deck, setup.event_top, "Event", "event_top")
    stack_top(state.pattern_deck, setup.pattern_top, "Pattern", "pattern_top")
    stack_top(state.project_deck, setup.project_top, "Project", "project_top")
