"""Actions: small immutable values with a text notation both ways (see docs/records.md).

Notation, one action per line, seats written ``p1``…``p6``, tokens as letters E (Energy),
I (Insight), S (Support)::

    acquire EI              take 1 Energy and 1 Insight
    obtain shell            obtain a Pattern paying exactly its printed tokens
    obtain growth any:EI    ...paying E and I for its unsatisfied icons / surcharges
    contribute local_clinic EES   pay into an Initiative's unfilled boxes
    contribute stewardship join   join with no tokens (ruling I4)
    give p2 E / request p3 S      start a Touchpoint
    recycle prism / recycle index
    convert                 2 Energy -> 1 Support (ruling I15)
    accept / decline        answer a Touchpoint
    lose E                  lose a token of one's choice
    donate / pass           the Stability Window
"""

from __future__ import annotations

from typing import NamedTuple

from game.family import notation
from game.family.errors import NotationError
from game.games.initiatives.cards import Tokens

KINDS = ("acquire", "obtain", "contribute", "give", "request", "recycle", "convert",
         "accept", "decline", "lose", "donate", "pass")
MAIN_ACTIONS = ("acquire", "obtain", "contribute", "give", "request", "recycle")
NO_TOKENS: Tokens = (0, 0, 0)
ONE_HOT: tuple[Tokens, Tokens, Tokens] = ((1, 0, 0), (0, 1, 0), (0, 0, 1))


def letters(tokens: Tokens) -> str:
    return notation.letters(tokens)


def parse_letters(text: str) -> Tokens:
    e, i, s = notation.parse_letters(text)
    return (e, i, s)


class Action(NamedTuple):
    kind: str
    target: str = ""  # a card id, or "prism" / "index" for recycle
    pay: Tokens = NO_TOKENS  # tokens gained (acquire), paid (obtain's free part, contribute),
    #                          offered/asked (give/request) or lost (lose)
    seat: int = -1  # the other player of a Touchpoint (0-based)

    def __str__(self) -> str:
        k = self.kind
        if k == "acquire":
            return f"acquire {letters(self.pay)}"
        if k == "obtain":
            return f"obtain {self.target}" + (f" any:{letters(self.pay)}" if any(self.pay) else "")
        if k == "contribute":
            return f"contribute {self.target} {letters(self.pay) if any(self.pay) else 'join'}"
        if k in ("give", "request"):
            return f"{k} p{self.seat + 1} {letters(self.pay)}"
        if k == "recycle":
            return f"recycle {self.target}"
        if k == "lose":
            return f"lose {letters(self.pay)}"
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
            return Action(k, pay=parse_letters(args[0]))
        if k == "obtain":
            if len(args) not in (1, 2):
                raise NotationError(f"'obtain' takes a card id and optionally any:TOKENS: {text!r}")
            pay = NO_TOKENS
            if len(args) == 2:
                if not args[1].lower().startswith("any:"):
                    raise NotationError(f"expected any:TOKENS after the card id: {text!r}")
                pay = parse_letters(args[1][4:])
            return Action(k, target=args[0], pay=pay)
        if k == "contribute":
            need(2)
            pay = NO_TOKENS if args[1].lower() == "join" else parse_letters(args[1])
            return Action(k, target=args[0], pay=pay)
        if k in ("give", "request"):
            need(2)
            seat = notation.parse_seat(args[0], text)
            pay = parse_letters(args[1])
            if sum(pay) != 1:
                raise NotationError(f"a Touchpoint moves exactly 1 token: {text!r}")
            return Action(k, pay=pay, seat=seat)
        if k == "recycle":
            need(1)
            if args[0].lower() not in ("prism", "index"):
                raise NotationError(f"recycle takes 'prism' or 'index': {text!r}")
            return Action(k, target=args[0].lower())
        if k == "lose":
            need(1)
            pay = parse_letters(args[0])
            if sum(pay) != 1:
                raise NotationError(f"'lose' names exactly 1 token: {text!r}")
            return Action(k, pay=pay)
        if k in ("convert", "accept", "decline", "donate", "pass"):
            need(0)
            return Action(k)
        raise NotationError(f"unknown action '{words[0]}' (known: {', '.join(KINDS)})")
