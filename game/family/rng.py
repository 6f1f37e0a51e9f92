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
GAMMA = 0x9E3779B97F4A7C15

# A shuffle put off until its cards are drawn: (generator state before it, deck size then, first
# position not yet final). See Rng.shuffle_later and finish_top.
Deferred = tuple[int, int, int]


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

    def shuffle_later(self, items: Sequence[object]) -> Deferred:
        """Advance the generator exactly as :meth:`shuffle` of ``items`` would, without moving a
        card; return what :func:`settle` needs to put any top part of the deck where that shuffle
        would have put it.

        SplitMix64 is counter-based (call ``t`` of a shuffle sees ``state + t * GAMMA``), and a
        descending Fisher-Yates fixes position ``i`` at step ``n - i`` and never touches it again,
        so the top of a deck can be settled first and the rest left until it is drawn. A bot's
        sampled world draws a few cards of each 40-card deck; this saves shuffling the rest.
        """
        n = len(items)
        start = self.state
        self.state = (start + GAMMA * max(n - 1, 0)) & MASK
        return (start, n, n)

    def clone(self) -> Rng:
        other = Rng.__new__(Rng)
        other.state = self.state
        return other


def settle(items: MutableSequence[T], deferred: Deferred, lowest: int) -> Deferred:
    """Make ``items[lowest:]`` what the deferred shuffle would have put there; return the new
    record. Cards popped from the end since are fine: the positions below are untouched."""
    start, n, final_from = deferred
    if lowest < final_from:
        for i in range(final_from - 1, lowest - 1, -1):
            state = (start + GAMMA * (n - i)) & MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        final_from = lowest
    return (start, n, final_from)


def finish_top(items: MutableSequence[T], deferred: Deferred) -> Deferred:
    """Settle the top card (the end of the list), as the deferred shuffle would have dealt it."""
    return settle(items, deferred, len(items) - 1)


def decision_rng(seed: int, table: int) -> Rng:
    """A bot's generator for one decision: its own seed mixed with a fingerprint of what the
    table shows, so the same bot at the same public position chooses the same way (never the
    game's own generator, which would read hidden order)."""
    rng = Rng(seed ^ (table * GAMMA))
    rng.next64()
    return rng
