"""Edition `life` actions: small immutable values with a text notation both ways.

Seats are written ``p1``…``p5``, tokens as letters E (Energy), R (Regulation), M (Model),
V (Value), S (Support)::

    acquire ER                   Acquire: 2 tokens of two different types (L3)
    buy boundary_pattern         Buy a Pattern from the Market (its cost less tag discounts, L4)
    contribute repair_hub RS     Contribute icons a Project still needs (at least one, DL6)
    stabilize local / world      Stabilize: 1 Support removes a local Drift token or 1 World Drift
    give p2 E / request p3 S     Social Touchpoint
    convert                      Emergency conversion 2 Energy -> 1 Support, not an action (DL8)
    accept / decline             answer a Touchpoint request
    pledge MR / pledge none      Phase D: pledge tokens toward the Event's mitigation (L5);
                                 ``pass`` is read as ``pledge none``
"""

from __future__ import annotations

from typing import NamedTuple

from game.family.notation import letters, parse_letters
from game.games.life.cards import TOKEN_LETTERS, Tokens
from game.games.meaning_made.notation import Form, Grammar, Notated, Pay, Seat, Target

NO_TOKENS: Tokens = (0, 0, 0, 0, 0)
ONE_HOT: tuple[Tokens, ...] = tuple(
    tuple(int(i == t) for i in range(5)) for t in range(5))  # type: ignore[assignment]
TARGETS = ("local", "world")
TOUCHPOINT = (Seat(), Pay(one="a Touchpoint moves exactly 1 token"))


def tokens_of(text: str) -> Tokens:
    e, r, m, v, s = parse_letters(text, TOKEN_LETTERS)
    return (e, r, m, v, s)


def spell(tokens: Tokens) -> str:
    return letters(tokens, TOKEN_LETTERS)


class ActionFields(NamedTuple):
    kind: str
    target: str = ""  # a card id, or "local"/"world" for Stabilize
    pay: Tokens = NO_TOKENS  # tokens taken, paid, given, asked or pledged
    seat: int = -1  # the other player of a Touchpoint (0-based)



class Action(Notated, ActionFields):
    """An action, written and read by :data:`GRAMMAR`."""

    __slots__ = ()


GRAMMAR = Grammar(Action, TOKEN_LETTERS, {
    "acquire": Form(Pay()), "buy": Form(Target()), "contribute": Form(Target(), Pay()),
    "stabilize": Form(Target(choices=TARGETS)), "give": Form(*TOUCHPOINT),
    "request": Form(*TOUCHPOINT), "convert": Form(), "accept": Form(), "decline": Form(),
    "pledge": Form(Pay(empty="none"))},
    aliases={"pass": "pledge none"})  # a word players use at a pledge: the same as pledging nothing
KINDS = tuple(GRAMMAR.forms)
