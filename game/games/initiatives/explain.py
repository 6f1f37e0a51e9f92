"""What a card costs a player now, in a player's words ("🔍☀️ + 1 any").

Why a card cannot be played is the rules' to say: :func:`game.games.initiatives.rules.obtain_blocker` and
:func:`game.games.initiatives.rules.contribute_blocker` ask the same conditions ``legal_actions`` does.
"""

from __future__ import annotations

from game.games.initiatives import costs
from game.games.initiatives.cards import TOKEN_EMOJI
from game.games.initiatives.state import GameState


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
