"""Why a card cannot be played right now, in a player's words ("needs 1 more 🔍").

The desktop game shows these on disabled cards and buttons. They read the same costs the rules
use (:mod:`game.engine.costs`); they never decide legality themselves — ``legal_actions`` does.
"""

from __future__ import annotations

from game.engine import costs
from game.engine.cards import LAYER_EMOJI, TOKEN_EMOJI
from game.engine.rules import end_below_threshold, legal_actions, threshold_reason
from game.engine.state import GameState


def obtain_blocker(state: GameState, card_id: str) -> str | None:
    """None if the player to move can obtain this Prism card in some way, else the reason."""
    acts = legal_actions(state)
    if any(a.kind == "obtain" and a.target == card_id for a in acts):
        return None
    if state.result is not None:
        return "the game is over"
    if state.pending:
        return "answer the open question first"
    if card_id not in state.prism:
        return "not in the Pattern Prism"
    seat = state.current
    p = state.players[seat]
    card = state.cards.patterns[card_id]
    price = costs.pattern_price(state, seat, card)
    if price.vitals > p.vitals:
        return f"needs {price.vitals}🛡️ Vitals, you have {p.vitals}"
    parts = []
    missing = costs.shortfall(p.tokens, price.printed)
    if any(missing):
        parts.append(costs.shortfall_text(missing))
    left = sum(max(0, h - c) for h, c in zip(p.tokens, price.printed, strict=True))
    if left < price.any_tokens:
        parts.append(f"{price.any_tokens - left} more token(s) of any type")
    return "needs " + " and ".join(parts) if parts else "not possible now"


def contribute_blocker(state: GameState, card_id: str) -> str | None:
    """None if the player to move can contribute to this Initiative, else the reason."""
    acts = legal_actions(state)
    if any(a.kind == "contribute" and a.target == card_id for a in acts):
        return None
    if state.result is not None:
        return "the game is over"
    if state.pending:
        return "answer the open question first"
    slot = state.slot_of(card_id)
    if slot is None:
        return "not a face-up Initiative"
    if slot is state.end_slot and end_below_threshold(state):
        return threshold_reason(state)
    seat = state.current
    p = state.players[seat]
    on = seat in slot.contributors
    if not on and len(slot.contributors) >= slot.card.spaces:
        return "no contribution space is open"
    if not on and p.markers == 0:
        return "you have no contribution marker left (all 4 are on cards)"
    open_boxes = tuple(n - k for n, k in zip(slot.need, slot.paid, strict=True))
    if any(open_boxes):
        wanted = " or ".join(TOKEN_EMOJI[t] for t in range(3) if open_boxes[t])
        return f"you hold no {wanted}, the tokens this card still asks for"
    missing = costs.missing_signatures(state, slot)
    icons = " ".join(LAYER_EMOJI[layer] for layer in missing)
    if on:
        return f"every box is paid; waiting for {icons} among the contributors"
    return f"every box is paid; only a player bringing {icons} may join (ruling I4)"


def effective_cost_text(state: GameState, seat: int, card_id: str) -> str:
    """What this Pattern costs this player now: printed tokens, then the part of their choice."""
    card = state.cards.patterns[card_id]
    price = costs.pattern_price(state, seat, card)
    parts = ["".join(TOKEN_EMOJI[t] * n for t, n in enumerate(price.printed))]
    if price.any_tokens:
        parts.append(f"{price.any_tokens} any")
    if price.vitals:
        parts.append(f"{price.vitals}🛡️")
    shown = " + ".join(p for p in parts if p)
    return shown or "free"
