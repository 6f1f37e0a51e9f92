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

from game.family.errors import NotationError
from game.family.notation import letters, parse_letters, parse_seat
from game.games.life.cards import TOKEN_LETTERS, Tokens

NO_TOKENS: Tokens = (0, 0, 0, 0, 0)
ONE_HOT: tuple[Tokens, ...] = tuple(
    tuple(int(i == t) for i in range(5)) for t in range(5))  # type: ignore[assignment]
KINDS = ("acquire", "buy", "contribute", "stabilize", "give", "request", "convert", "accept",
         "decline", "pledge")
TARGETS = ("local", "world")


def tokens_of(text: str) -> Tokens:
    e, r, m, v, s = parse_letters(text, TOKEN_LETTERS)
    return (e, r, m, v, s)


def spell(tokens: Tokens) -> str:
    return letters(tokens, TOKEN_LETTERS)


class Action(NamedTuple):
    kind: str
    target: str = ""  # a card id, or "local"/"world" for Stabilize
    pay: Tokens = NO_TOKENS  # tokens taken, paid, given, asked or pledged
    seat: int = -1  # the other player of a Touchpoint (0-based)

    def __str__(self) -> str:
        k = self.kind
        if k == "acquire":
            return f"acquire {spell(self.pay)}"
        if k == "buy":
            return f"buy {self.target}"
        if k == "contribute":
            return f"contribute {self.target} {spell(self.pay)}"
        if k == "stabilize":
            return f"stabilize {self.target}"
        if k in ("give", "request"):
            return f"{k} p{self.seat + 1} {spell(self.pay)}"
        if k == "pledge":
            return f"pledge {spell(self.pay) or 'none'}"
        return k

    @staticmethod
    def parse(text: str) -> Action:
        words = text.split()
        if not words:
            raise NotationError("empty action")
        k = words[0].lower()
        args = words[1:]

        def need(n: int) -> None:
            if len(args) != n:
                raise NotationError(f"'{k}' takes {n} argument(s), got {len(args)}: {text!r}")

        if k == "acquire":
            need(1)
            return Action(k, pay=tokens_of(args[0]))
        if k == "buy":
            need(1)
            return Action(k, target=args[0])
        if k == "contribute":
            need(2)
            return Action(k, target=args[0], pay=tokens_of(args[1]))
        if k == "stabilize":
            need(1)
            where = args[0].lower()
            if where not in TARGETS:
                raise NotationError(f"stabilize takes 'local' or 'world', got {args[0]!r}")
            return Action(k, target=where)
        if k in ("give", "request"):
            need(2)
            seat = parse_seat(args[0], text)
            pay = tokens_of(args[1])
            if sum(pay) != 1:
                raise NotationError(f"a Touchpoint moves exactly 1 token: {text!r}")
            return Action(k, pay=pay, seat=seat)
        if k == "pass":  # a word players use at a pledge: the same as pledging nothing
            need(0)
            return Action("pledge")
        if k == "pledge":
            need(1)
            pay = NO_TOKENS if args[0].lower() == "none" else tokens_of(args[0])
            return Action(k, pay=pay)
        if k in ("convert", "accept", "decline"):
            need(0)
            return Action(k)
        raise NotationError(f"unknown action '{words[0]}' (known: {', '.join(KINDS)})")
