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

from game.family.notation import TOKEN_LETTERS
from game.games.meaning_made.notation import Form, Grammar, Notated, Pay, Seat, Target

Tokens = tuple[int, int, int]
NO_TOKENS: Tokens = (0, 0, 0)
ONE_HOT: tuple[Tokens, Tokens, Tokens] = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
TOUCHPOINT = (Seat(), Pay(one="a Touchpoint moves exactly 1 token"))


class ActionFields(NamedTuple):
    kind: str
    target: str = ""  # a card id
    pay: Tokens = NO_TOKENS  # tokens gained, paid, offered, asked or taken
    seat: int = -1  # the other player of a Touchpoint (0-based)



class Action(Notated, ActionFields):
    """An action, written and read by :data:`GRAMMAR`."""

    __slots__ = ()


GRAMMAR = Grammar(Action, TOKEN_LETTERS, {
    "acquire": Form(Pay()), "obtain": Form(Target(), Pay(empty="free")),
    "contribute": Form(Target(), Pay(empty="free")), "give": Form(*TOUCHPOINT),
    "request": Form(*TOUCHPOINT), "convert": Form(), "end": Form(), "accept": Form(),
    "decline": Form(), "donate": Form(), "pass": Form(), "take": Form(Pay())})
KINDS = tuple(GRAMMAR.forms)
