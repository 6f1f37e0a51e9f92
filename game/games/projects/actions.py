"""Edition `projects` actions: small immutable values with a text notation both ways.

Seats are written ``p1``…``p6``, tokens as letters E (Energy), I (Insight), S (Support)::

    acquire EI                   take 2 tokens, Energy and/or Insight
    obtain fence EE              obtain a Gallery Pattern, paying these tokens (its cost, or its
                                 cost less one token with the layer discount, P2; ``free`` for none)
    contribute local_clinic EES  pay into a Project's Requirement Row (at least one token)
    give p2 E / request p3 S     start a Touchpoint
    convert                      2 Energy -> 1 Support, once a turn, not an action (P5)
    end                          end a turn whose two actions are spent, not converting (DP13)
    accept / decline             answer a Touchpoint
    donate / pass                the Stability Window
    take S                       choose the token a Completion Reward+ gives
"""

from __future__ import annotations

from typing import NamedTuple

from game.family.errors import NotationError
from game.family.notation import letters, parse_letters, parse_seat

Tokens = tuple[int, int, int]
NO_TOKENS: Tokens = (0, 0, 0)
ONE_HOT: tuple[Tokens, Tokens, Tokens] = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
KINDS = ("acquire", "obtain", "contribute", "give", "request", "convert", "end", "accept",
         "decline", "donate", "pass", "take")


def _tokens(text: str) -> Tokens:
    e, i, s = parse_letters(text)
    return (e, i, s)


class Action(NamedTuple):
    kind: str
    target: str = ""  # a card id
    pay: Tokens = NO_TOKENS  # tokens gained, paid, offered, asked or taken
    seat: int = -1  # the other player of a Touchpoint (0-based)

    def __str__(self) -> str:
        k = self.kind
        if k in ("acquire", "take"):
            return f"{k} {letters(self.pay)}"
        if k in ("obtain", "contribute"):
            return f"{k} {self.target} {letters(self.pay) or 'free'}"
        if k in ("give", "request"):
            return f"{k} p{self.seat + 1} {letters(self.pay)}"
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

        if k in ("acquire", "take"):
            need(1)
            return Action(k, pay=_tokens(args[0]))
        if k in ("obtain", "contribute"):
            need(2)
            pay = NO_TOKENS if k == "obtain" and args[1].lower() == "free" else _tokens(args[1])
            return Action(k, target=args[0], pay=pay)
        if k in ("give", "request"):
            need(2)
            seat = parse_seat(args[0], text)
            pay = _tokens(args[1])
            if sum(pay) != 1:
                raise NotationError(f"a Touchpoint moves exactly 1 token: {text!r}")
            return Action(k, pay=pay, seat=seat)
        if k in ("convert", "end", "accept", "decline", "donate", "pass"):
            need(0)
            return Action(k)
        raise NotationError(f"unknown action '{words[0]}' (known: {', '.join(KINDS)})")
