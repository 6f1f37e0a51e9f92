"""Meaning Made: a competitive-collaborative engine-building board game."""

__version__ = "0.1.0"
