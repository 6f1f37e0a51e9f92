"""Token letters in action notation, shared by the Meaning Made editions (``acquire EI``)."""

from __future__ import annotations

from game.family.errors import NotationError

TOKEN_LETTERS = "EIS"  # Energy, Insight, Support


def letters(tokens: tuple[int, ...], alphabet: str = TOKEN_LETTERS) -> str:
    """``(2, 1, 0)`` → ``"EEI"``."""
    return "".join(ch * n for ch, n in zip(alphabet, tokens, strict=False))


def parse_letters(text: str, alphabet: str = TOKEN_LETTERS) -> tuple[int, ...]:
    """``"EEI"`` → ``(2, 1, 0)``; any other letter is a NotationError naming the alphabet."""
    counts = [0] * len(alphabet)
    for ch in text.upper():
        if ch not in alphabet:
            raise NotationError(f"'{ch}' is not a token letter ({', '.join(alphabet)})")
        counts[alphabet.index(ch)] += 1
    return tuple(counts)


def parse_seat(word: str, text: str) -> int:
    """``p2`` → seat 1 (0-based). ``text`` is the whole action, for the message."""
    seat_text = word.lower()
    # ASCII digits only: str.isdigit() also accepts '²' and Arabic-Indic digits
    if not (seat_text.startswith("p") and seat_text[1:].isascii() and seat_text[1:].isdigit()
            and len(seat_text) <= 3):
        raise NotationError(f"expected a seat like p2: {text!r}")
    return int(seat_text[1:]) - 1
