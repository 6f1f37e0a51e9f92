"""How big an input may be: the one place every loader (cards, records, saves, art, the command
line) takes its limits from.

Each limit sits far above anything a real file reaches, so a player never meets one, and far below
what would make a loader hang or exhaust memory, so a hostile or damaged file is refused in one
line, at once. The numbers in the comments are what the shipped data and long games actually use.
"""

from __future__ import annotations

MAX_FILE_BYTES = 4 * 1024 * 1024  # card files are a few kB; a 600-action save ~30 kB
# A YAML file (cards, records, lessons, campaigns): the largest shipped is 15 kB; at this size the
# worst accepted file still reads in about a second (issue 38 item 7: 3.9 MB took 20-37 s)
MAX_YAML_BYTES = 512 * 1024
MAX_NESTING = 64  # cards and records nest 5 deep; JSON saves 3
MAX_YAML_ALIASES = 1_000  # the card files use none; a hand-written record a handful
MAX_VALUES = 250_000  # values one file may build, aliases expanded (a 60-card deck ~1,000)
MAX_INT_DIGITS = 40  # a seed is at most 20 digits (2^64 - 1); Python refuses 4,300 by itself
MAX_NUMBER = 10 ** MAX_INT_DIGITS  # any number in a JSON file is finite and under this (1e40)
MAX_TIMESTAMP = 253_402_300_799  # 9999-12-31 23:59:59 UTC: the last date a history or save shows
MAX_ACTIONS = 20_000  # a long six-seat game is under 2,000 actions
MAX_GAMES = 1_000_000  # simulate and lab keep a small record a game in memory (the lab: 800 a run)
MAX_RECORDS_BYTES = 256 * 1024 * 1024  # a lab run's games.jsonl (1,600 four-seat initiatives games: 3.4 MB)
MAX_WORKERS = 256  # worker processes or Dask workers one run may ask for
MAX_IMAGE_PIXELS = 8192 * 8192  # card art is drawn at most 815×1110; 64 Mpx is 256 MB of pixels
MAX_PLAYER_NAME = 40  # a seat's name as a record or save states it (New game's field is narrower)
MAX_TEXT_CHARS = 1_000  # one line of text typed into a box (the gallery's search)
