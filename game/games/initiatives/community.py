"""The solo Community seen from the table: the Legacy its markers would have earned (it scores
nothing by the rules, but a player needs to see who is taking the first places) and what it
will do when this round ends (ruling I12, its pace under I16). Read from the game's events and
the rules' own functions: no rule lives here."""

from __future__ import annotations

from game.family.words import ordinal
from game.games.initiatives.rules import community_placements, legacy_for_place
from game.games.initiatives.state import COMMUNITY, GameState


def community_legacy(state: GameState) -> int:
    """The Legacy the Community's places on completed Initiatives are worth (6 / 3 / 1)."""
    if state.setup.variants.cooperative:
        return 0
    total = 0
    for event in state.events:
        if event.kind == "completed":
            for place, seat in enumerate(event.data.get("contributors", ())):
                if seat == COMMUNITY:
                    total += legacy_for_place(place)
    return total


def community_next(state: GameState) -> str:
    """What the Community does at the end of this round, in a player's words."""
    count = community_placements(state)
    if count == 0:
        return "waits this round"
    target = next((slot for slot in state.slots()
                   if COMMUNITY not in slot.contributors and len(slot.contributors) < slot.card.spaces),
                  None)
    if target is None:
        return "finds no open space this round"
    place = ordinal(len(target.contributors) + 1)
    more = " and one more card" if count > 1 else ""
    return f"next: {target.card.name}, {place}{more}"
