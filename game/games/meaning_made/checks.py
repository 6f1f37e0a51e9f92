"""The conditions the editions `projects` and `life` ask the same way, each with the words a
player is told: the shape of ``legal_actions`` and ``why_illegal`` (the game over, a pending
question answered from its options, else the turn's seat acting), what a payment is short of, a
Project's contribution checks and a Touchpoint's.

An edition hands in its hooks (its decision options, its reasons for an answer and for a turn's
action) and its token words; what it does its own way stays in its ``rules`` module.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.games.meaning_made import narrate_base
from game.games.meaning_made.turns import turn_blocker


@dataclass(frozen=True)
class TokenWords:
    """An edition's token types as a player reads them."""

    emoji: tuple[str, ...]  # one per token type, in the order every token tuple uses
    unit: str  # what a Project asks for: "tokens" (projects) or "icons" (life)

    def text(self, tokens: Sequence[int]) -> str:
        return narrate_base.tokens_text(tokens, self.emoji)


Options = Callable[[Any, Any], list[Any]]


def legal(state: Any, options: Options, moves: Callable[[Any, int], list[Any]]) -> list[Any]:
    """Every action open to the seat the game waits for: none when the game is over, the pending
    decision's ``options``, else the turn's ``moves``."""
    if state.result is not None:
        return []
    if state.pending:
        return options(state, state.pending[0])
    return moves(state, state.current)


def why_illegal(state: Any, a: object, action_type: type, options: Options,
                why_answer: Callable[[Any, Any, Any], str | None],
                why_act: Callable[[Any, int, Any], str | None]) -> str | None:
    """None if ``a`` may be played now, else the reason in words for the player: an answer to the
    pending decision is legal when among its ``options`` (else ``why_answer`` says why not), a
    turn's action is the edition's ``why_act``."""
    if not isinstance(a, action_type):
        return f"not an action: {a!r}"
    if state.result is not None:
        return "the game is over"
    if state.pending:
        d = state.pending[0]
        if a in options(state, d):
            return None
        return why_answer(state, d, a)
    return why_act(state, state.current, a)


def short_of(held: Sequence[int], pay: Sequence[int], words: TokenWords) -> str | None:
    """What ``held`` lacks to pay ``pay``, in words ("needs 1 more ☀️"), or None."""
    short = [max(0, pay[t] - held[t]) for t in range(len(words.emoji))]
    if any(short):
        return "needs " + " ".join(f"{n} more {words.emoji[t]}" for t, n in enumerate(short) if n)
    return None


SeatBlocker = Callable[[Any, int, Any], str | None]


def contribute_blocker(state: Any, card_id: str, absent: str, words: TokenWords,
                       seat_blocker: SeatBlocker | None = None) -> str | None:
    """None if the player to move can pay into Project ``card_id`` in some way, else why not;
    ``absent``: the words for a card that is no Project one may pay into, ``seat_blocker``: what
    else keeps the seat off this Project whatever it pays."""
    reason = turn_blocker(state)
    if reason is not None:
        return reason
    slot = state.slot_of(card_id)
    if slot is None:
        return absent
    seat = state.current
    if seat_blocker is not None:
        reason = seat_blocker(state, seat, slot)
        if reason is not None:
            return reason
    tokens = state.players[seat].tokens
    needed = slot.still_needed()
    kinds = range(len(words.emoji))
    if not any(needed[t] and tokens[t] for t in kinds):
        wanted = " or ".join(words.emoji[t] for t in kinds if needed[t])
        return f"you hold no {wanted}, the {words.unit} this Project still needs"
    return None


def why_contribute(state: Any, seat: int, a: Any, blocker: Callable[[Any, str], str | None],
                   words: TokenWords) -> str | None:
    """Why ``seat`` may not pay ``a.pay`` into Project ``a.target`` (``blocker``: the edition's
    contribute_blocker), or None."""
    reason = blocker(state, a.target)
    if reason is not None:
        return reason
    slot = state.slot_of(a.target)
    assert slot is not None
    needed = slot.still_needed()
    if not any(a.pay) or any(a.pay[t] > needed[t] for t in range(len(words.emoji))):
        return f"pay 1 or more of the {words.unit} it still needs ({words.text(needed)})"
    return short_of(state.players[seat].tokens, a.pay, words)


def why_touchpoint(state: Any, seat: int, a: Any) -> str | None:
    """Why ``seat`` may not start Touchpoint ``a`` (give or request one token), or None."""
    if not 0 <= a.seat < len(state.players) or a.seat == seat:
        return "choose another player at the table"
    if sum(a.pay) != 1 or max(a.pay) != 1:
        return "a Touchpoint moves exactly 1 token"
    if a.kind == "give" and not state.players[seat].tokens[a.pay.index(1)]:
        return "you do not hold that token"
    return None
