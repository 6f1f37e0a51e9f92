"""The rulings that gave an `initiatives` table size its own numbers (game/family/table_sizes.py).

Each names, as values, the numbers it replaced at its size: what a record from before it was
played by (docs/records.md). ``since`` is the records format the ruling arrived in.
"""

from __future__ import annotations

from game.family.table_sizes import SizeRuling, SizeRulings

_LADDER = ((0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1))  # DI20's row as every table had it

SIZE_RULINGS = SizeRulings([
    # DI22: a donation is worth 2, and the second player starts with 1❤️ more
    SizeRuling("DI22", "two_seat_table", seats=2, since=5,
               before={"DONATION_GAIN_AT": 1, "TURN_ORDER_TOKENS_AT": _LADDER[:2]}),
    # DI23: Meaning starts at 4, the group adds at most 2 in a Window, the second player +1🔍
    SizeRuling("DI23", "four_seat_table", seats=4, since=6,
               before={"START_MEANING_AT": 5, "DONATION_CAP_AT": 3, "TURN_ORDER_TOKENS_AT": _LADDER}),
])
