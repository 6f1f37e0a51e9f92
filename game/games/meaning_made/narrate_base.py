"""The sentences the Meaning Made editions share word for word, made from an event's plain data.

An edition's ``narrate`` module maps each event kind to a phrase: a function of the state (as it
is when the event happens) and the event's data, returning the line the log shows. The phrases
here are the ones two or three editions speak alike; :class:`Shared` binds them to the edition's
own token icons, the one thing that differs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.family.words import ordinal, verb

Data = Mapping[str, Any]
Phrase = Callable[[Any, Data], str]


def tokens_text(tokens: Sequence[int], emoji: Sequence[str]) -> str:
    """``2☀️ 1🔍``: each kind held, with its count; ``nothing`` for none."""
    return " ".join(f"{n}{emoji[t]}" for t, n in enumerate(tokens) if n) or "nothing"


def game_over(what: str) -> str:
    return f"Game over: {what}"


def round_without_event(rnd: int) -> str:
    return f"Round {rnd} — no Event is left to reveal"


def stability_window(state: Any, d: Data) -> str:
    return "Stability Window"


def converted(state: Any, d: Data) -> str:
    return f"{verb(state.name(d['seat']), 'convert')} 2☀️ → 1❤️"


def donated(state: Any, d: Data) -> str:
    return f"{verb(state.name(d['seat']), 'donate')} 1❤️ → Meaning {d['meaning']}"


def passed(state: Any, d: Data) -> str:
    return f"{verb(state.name(d['seat']), 'do')} not donate"


def cannot_donate(state: Any, d: Data) -> str:
    return f"{verb(state.name(d['seat']), 'have')} no ❤️ to donate"


def solo_penalty(state: Any, d: Data) -> str:
    return f"No donation: −{d['loss']} Meaning → {d['meaning']}"


def declined(state: Any, d: Data) -> str:
    return f"{verb(state.name(d['seat']), 'decline')} the Touchpoint"


def starting_player(state: Any, d: Data) -> str:
    return f"{verb(state.name(d['seat']), 'be')} the starting player"


class Shared:
    """The shared phrases that name tokens, in one edition's icons."""

    def __init__(self, emoji: Sequence[str]) -> None:
        self.emoji = emoji

    def tokens(self, tokens: Sequence[int]) -> str:
        return tokens_text(tokens, self.emoji)

    def acquired(self, state: Any, d: Data) -> str:
        return f"{verb(state.name(d['seat']), 'acquire')} {self.tokens(d['tokens'])}"

    def offered(self, state: Any, d: Data) -> str:
        """A Touchpoint started: a token offered to (``give``) or asked of another seat."""
        said, prep = ("offer", "to") if d["mode"] == "give" else ("ask", "of")
        return (f"{verb(state.name(d['seat']), said)} 1{self.emoji[d['token']]} {prep} "
                f"{state.name(d['other'])} (Touchpoint)")

    def accepted(self, state: Any, d: Data) -> str:
        """A Touchpoint accepted: the token changes hands; both gain Vitals unless Social Cost
        (``social_cost``, `initiatives` only) holds them back."""
        gain = "no Vitals (Social Cost)" if d.get("social_cost") else "both +1🛡️"
        return (f"{verb(state.name(d['seat']), 'accept')}: 1{self.emoji[d['token']]} goes from "
                f"{state.name(d['giver'])} to {state.name(d['taker'])}; {gain}")

    def later_seat(self, state: Any, d: Data) -> str:
        """Extra starting tokens for a seat ``position`` turns after the starting player."""
        return (f"{verb(state.name(d['seat']), 'start')} with {self.tokens(d['tokens'])} more, "
                f"{ordinal(d['position'] + 1)} in turn order")
