"""What things cost a given player right now: Pattern prices and payment choices.

Shared by the rules (legality), the bots and the desktop game (the Prism shows effective costs),
so that no caller re-implements a price.
"""

from __future__ import annotations

from typing import NamedTuple

from game.games.initiatives.cards import TOKEN_EMOJI, Pattern, Tokens
from game.games.initiatives.state import GameState, InitiativeSlot


class PatternPrice(NamedTuple):
    printed: Tokens  # paid in kind
    any_tokens: int  # tokens of the buyer's choice: unsatisfied icons + surcharges
    vitals: int
    unsatisfied_icons: int
    surcharges: int


def pattern_price(state: GameState, seat: int, card: Pattern) -> PatternPrice:
    """Ruling I8: each Palette Pattern satisfies at most one matching icon of this cost."""
    sigs = state.players[seat].sigs
    unsatisfied = 0
    icons = card.cost_icons
    if len(icons) == 1:  # most cards: legal_actions prices every Prism card on every call
        unsatisfied = 0 if sigs[icons[0]] else 1
    elif icons:
        used: dict[int, int] = {}
        for layer in icons:
            u = used.get(layer, 0)
            if u < sigs[layer]:
                used[layer] = u + 1
            else:
                unsatisfied += 1
    surcharges = 0
    variants = state.setup.variants
    if variants.hard_pattern_tax:
        surcharges += 1
    if state.restrictions and "obtain_surcharge" in state.restrictions:
        surcharges += 1
    if variants.pattern_fatigue and sum(sigs[1:7]) >= 10:
        surcharges += 1
    return PatternPrice(card.cost_tokens, unsatisfied + surcharges, card.cost_vitals, unsatisfied,
                        surcharges)


def shortfall(held: list[int] | Tokens, wanted: Tokens) -> Tokens:
    return (max(0, wanted[0] - held[0]), max(0, wanted[1] - held[1]), max(0, wanted[2] - held[2]))


def shortfall_text(missing: Tokens) -> str:
    return " ".join(f"{n} more {TOKEN_EMOJI[t]}" for t, n in enumerate(missing) if n)


def payments(k: int, avail: Tokens | list[int]) -> list[Tokens]:
    """Every multiset of exactly ``k`` tokens drawn from ``avail`` (each differs in effect)."""
    out: list[Tokens] = []
    ae, ai, a_s = avail
    for e in range(min(k, ae) + 1):
        rest = k - e
        for i in range(min(rest, ai) + 1):
            s = rest - i
            if s <= a_s:
                out.append((e, i, s))
    return out


def signature_totals(state: GameState, slot: InitiativeSlot) -> dict[int, int]:
    """Signatures the current contributors supply, per required layer (rulings I6, I7)."""
    players = state.players
    totals: dict[int, int] = {}
    for layer, _ in slot.card.sig_needs:
        totals[layer] = sum(players[c].sigs[layer] for c in slot.contributors if c >= 0)
    return totals


def missing_signatures(state: GameState, slot: InitiativeSlot) -> dict[int, int]:
    """Required layer -> how many more matching signatures the contributors must bring."""
    if not slot.card.sig_needs:
        return {}
    players = state.players
    out: dict[int, int] = {}
    for layer, k in slot.card.sig_needs:
        have = 0
        for c in slot.contributors:
            if c >= 0:
                have += players[c].sigs[layer]
        if have < k:
            out[layer] = k - have
    return out


def tokens_filled(slot: InitiativeSlot) -> bool:
    need, paid = slot.need, slot.paid
    return paid[0] >= need[0] and paid[1] >= need[1] and paid[2] >= need[2]
