"""The rulings that gave a `projects` table size its own numbers (game/family/table_sizes.py).

Each names, as values, the numbers it replaced at its size: what a record from before it was
played by (docs/records.md). ``since`` is the records format the ruling arrived in.
"""

from __future__ import annotations

from game.family.table_sizes import SizeRuling, SizeRulings

SIZE_RULINGS = SizeRulings([
    # DP14 at five seats: the measured head start (2, 1, 0, 0, 2); five seats started level
    SizeRuling("DP14", "head_start_five", seats=5, since=7, before={"HEAD_START_FIVE": (0, 0, 0, 0, 0)}),
    # DP18: Meaning starts at 7, a donation is worth 2, the Drift rises from round 8, and the
    # second player starts 1 Legacy ahead
    SizeRuling("DP18", "two_seat_table", seats=2, since=9,
               before={"START_MEANING_AT": 5, "DONATE_AT": 1, "RISE_FROM_AT": 0, "HEAD_START_TWO": (0, 0)}),
    # DP20: three seats' Drift rises from round 11, and the third player starts 1 Legacy ahead
    SizeRuling("DP20", "three_seat_table", seats=3, since=11,
               before={"RISE_FROM_AT": 0, "HEAD_START_THREE": (0, 0, 0)}),
    # DP19: Stewardship costs 3 of each token more at six seats
    SizeRuling("DP19", "table_price", seats=6, since=10, before={"STEWARDSHIP_EXTRA_AT": (0, 0, 0)}),
])
