"""The editions' action notation as data: each edition lists its action words and what follows
each (a card, tokens, a seat, one of a few words), and :class:`Grammar` writes and reads actions
both ways. One reader, so every edition refuses a malformed action the same way, in one line.

    acquire EI            Form(Pay())
    obtain fence EE|free  Form(Target(), Pay(empty="free"))
    give p2 E             Form(Seat(), Pay(one="a Touchpoint moves exactly 1 token"))
    recycle prism         Form(Target(choices=("prism", "index")))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.family.errors import NotationError
from game.family.notation import letters, parse_letters, parse_seat


@dataclass(frozen=True)
class Target:
    """A card id, or one of ``choices`` (read in lower case)."""

    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pay:
    """Tokens as letters. ``empty``: the word written for none (``free``, ``join``, ``none``);
    ``one``: the refusal when not exactly one token; ``tag``: written ``tag:LETTERS`` and left out
    when there are none (``obtain growth any:EI``)."""

    empty: str = ""
    one: str = ""
    tag: str = ""


@dataclass(frozen=True)
class Seat:
    """Another player, ``p1``… (0-based in the action)."""


Arg = Target | Pay | Seat


@dataclass(frozen=True)
class Form:
    args: tuple[Arg, ...]

    def __init__(self, *args: Arg) -> None:
        object.__setattr__(self, "args", args)


class Notated:
    """The notation both ways of an edition's action type (a named tuple of ``kind``, ``target``,
    ``pay`` and ``seat`` taking this as its first base): ``str(a)`` writes an action,
    ``Action.parse(text)`` reads one, by the :class:`Grammar` built for the type."""

    __slots__ = ()
    grammar: ClassVar[Grammar]

    def __str__(self) -> str:
        return self.grammar.text(self)

    @classmethod
    def parse(cls, text: str) -> Any:
        return cls.grammar.parse(text)


class Grammar:
    def __init__(self, make: Callable[..., Any], alphabet: str, forms: dict[str, Form],
                 aliases: dict[str, str] | None = None) -> None:
        """``make(kind, target=, pay=, seat=)`` builds an action (a :class:`Notated` type gets
        this grammar as its notation); ``aliases``: a word players use, read as another action
        (``pass`` → ``pledge none``)."""
        if isinstance(make, type) and issubclass(make, Notated):
            make.grammar = self
        self.make = make
        self.alphabet = alphabet
        self.forms = forms
        self.aliases = aliases or {}
        self.none = (0,) * len(alphabet)

    def text(self, a: Any) -> str:
        words = [a.kind]
        for arg in self.forms[a.kind].args:
            if isinstance(arg, Seat):
                words.append(f"p{a.seat + 1}")
            elif isinstance(arg, Target):
                words.append(a.target)
            elif arg.tag:
                if any(a.pay):
                    words.append(f"{arg.tag}:{letters(a.pay, self.alphabet)}")
            else:
                words.append(letters(a.pay, self.alphabet) or arg.empty)
        return " ".join(words)

    def parse(self, text: str) -> Any:
        words = text.split()
        if not words:
            raise NotationError("empty action")
        k = words[0].lower()
        if k in self.aliases and len(words) == 1:
            return self.parse(self.aliases[k])
        form = self.forms.get(k)
        if form is None:
            raise NotationError(f"unknown action '{words[0]}' (known: {', '.join(self.forms)})")
        args = words[1:]
        needed = sum(1 for a in form.args if not (isinstance(a, Pay) and a.tag))
        if not needed <= len(args) <= len(form.args):
            raise NotationError(f"'{k}' takes {needed} argument(s), got {len(args)}: {text!r}")
        fields: dict[str, Any] = {}
        for arg, word in zip(form.args, args, strict=False):
            if isinstance(arg, Seat):
                fields["seat"] = parse_seat(word, text)
            elif isinstance(arg, Target):
                if arg.choices and word.lower() not in arg.choices:
                    raise NotationError(f"{k} takes {' or '.join(repr(c) for c in arg.choices)}: {text!r}")
                fields["target"] = word.lower() if arg.choices else word
            else:
                fields["pay"] = self._pay(arg, word, k, text)
        return self.make(k, **fields)

    def _pay(self, arg: Pay, word: str, kind: str, text: str) -> tuple[int, ...]:
        if arg.tag:
            if not word.lower().startswith(f"{arg.tag}:"):
                raise NotationError(f"expected {arg.tag}:TOKENS after the card id: {text!r}")
            word = word[len(arg.tag) + 1:]
        if arg.empty and word.lower() == arg.empty:
            return self.none
        pay = parse_letters(word, self.alphabet)
        if arg.one and sum(pay) != 1:
            raise NotationError(f"{arg.one}: {text!r}")
        return pay
