"""Guided games: tutorials as data, checked against the rules (no pygame)."""
