"""The seeded generator moved to the family's spine (every game shares it); kept as a name here."""

from game.family.rng import MASK, Rng

__all__ = ["MASK", "Rng"]
