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
from game.family.errors import NotationError  # noqa: F401  (the edition's front door offers it)
from game.games.initiatives.cards import Tokens
from game.games.meaning_made.notation import Form, Grammar, Notated, Pay, Seat, Target

MAIN_ACTIONS = ("acquire", "obtain", "contribute", "give", "request", "recycle")
NO_TOKENS: Tokens = (0, 0, 0)
ONE_HOT: tuple[Tokens, Tokens, Tokens] = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
TOUCHPOINT = (Seat(), Pay(one="a Touchpoint moves exactly 1 token"))


def letters(tokens: Tokens) -> str:
    return notation.letters(tokens)


def parse_letters(text: str) -> Tokens:
    e, i, s = notation.parse_letters(text)
    return (e, i, s)


class ActionFields(NamedTuple):
    kind: str
    target: str = ""  # a card id, or "prism" / "index" for recycle
    pay: Tokens = NO_TOKENS  # tokens gained (acquire), paid (obtain's free part, contribute),
    #                          offered/asked (give/request) or lost (lose)
    seat: int = -1  # the other player of a Touchpoint (0-based)



class Action(Notated, ActionFields):
    """An action, written and read by :data:`GRAMMAR`."""

    __slots__ = ()


GRAMMAR = Grammar(Action, notation.TOKEN_LETTERS, {
    "acquire": Form(Pay()), "obtain": Form(Target(), Pay(tag="any")),
    "contribute": Form(Target(), Pay(empty="join")), "give": Form(*TOUCHPOINT),
    "request": Form(*TOUCHPOINT), "recycle": Form(Target(choices=("prism", "index"))),
    "convert": Form(), "end": Form(), "accept": Form(), "decline": Form(),
    "lose": Form(Pay(one="'lose' names exactly 1 token")), "donate": Form(), "pass": Form()})
KINDS = tuple(GRAMMAR.forms)
