"""The rulings that gave a `life` table size its own numbers (game/family/table_sizes.py).

Each names, as values, the numbers it replaced at its size: what a record from before it was
played by (docs/records.md). ``since`` is the records format the ruling arrived in.
"""

from __future__ import annotations

from game.family.table_sizes import SizeRuling, SizeRulings

_NONE, _SUN = (0, 0, 0, 0, 0), (1, 0, 0, 0, 0)

SIZE_RULINGS = SizeRulings([
    # DL22: five seats start by their own row of DL19 (the 4th 2☀️, the 5th 1☀️ 2🔁), where DL19's
    # first row gave the 4th and the 5th 1☀️ each
    SizeRuling("DL22", "five_seat_row", seats=5, since=6,
               before={"LATER_SEAT_TOKENS_AT": (_NONE, _NONE, _NONE, _SUN, _SUN)}),
])
