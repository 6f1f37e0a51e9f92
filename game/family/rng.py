"""The one seeded generator a game owns (ruling G1).

SplitMix64 rather than :mod:`random`: its whole state is one integer, so cloning a game for a
bot's look-ahead costs nothing, and the sequence is fixed by this file alone, not by the Python
version a player happens to run.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in ``range(n)``. The modulo bias is below 1e-16 for any table-sized n."""
        return self.next64() % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.next64() % len(items)]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place. ``next64`` is written out inline: bots reshuffle every hidden
        deck thousands of times a decision, and the call was most of the cost."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

    def clone(self) -> Rng:
        other = Rng.__new__(Rng)
        other.state = self.state
        return other
