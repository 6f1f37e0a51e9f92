"""Meaning Made's edition `life` — "Life Builds Meaning" (seed 002): its rules engine (pure)."""
