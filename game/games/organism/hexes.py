"""The one coordinate system of ORGANISM's board: rules, drawing, clicks and notation all use it.

Cells are axial hex coordinates ``(q, r)`` around the centre ``(0, 0)`` with flat-topped hexes,
so the board stands on a corner (RAIN's "corner up", ruling O9) and ``q`` numbers vertical
columns. A cell's name is its column's letter on the full seven-ring board (``a`` to ``m``, left
to right) and its place in that column counted from the top (``g7`` is the centre), so a name
means the same space on every board size (ruling ODI1).
"""

from __future__ import annotations

import math

from game.family.errors import NotationError

FULL = 6  # rings on the full board (ruling O1: the centre and rings 1-6, 127 spaces)
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
Cell = tuple[int, int]
LETTERS = "abcdefghijklm"


def ring_of(c: Cell) -> int:
    q, r = c
    return max(abs(q), abs(r), abs(q + r))


def cells_within(rings: int) -> list[Cell]:
    """Every cell of a board with ``rings`` rings, column by column, top to bottom."""
    out = []
    for q in range(-rings, rings + 1):
        for r in range(max(-rings, -q - rings), min(rings, -q + rings) + 1):
            out.append((q, r))
    return out


def neighbours(c: Cell) -> list[Cell]:
    q, r = c
    return [(q + dq, r + dr) for dq, dr in DIRS]


def _top(q: int) -> int:
    """The r of column q's top cell on the full board."""
    return max(-FULL, -q - FULL)


def name(c: Cell) -> str:
    q, r = c
    return f"{LETTERS[q + FULL]}{r - _top(q) + 1}"


def parse(text: str) -> Cell:
    """``g7`` -> ``(0, 0)``; a NotationError for anything not on the full board."""
    t = text.strip().lower()
    if len(t) < 2 or t[0] not in LETTERS or not (t[1:].isascii() and t[1:].isdigit()) or len(t) > 3:
        raise NotationError(f"'{text}' is not a space (a column a-m and a number, like g7)")
    q = LETTERS.index(t[0]) - FULL
    r = int(t[1:]) - 1 + _top(q)
    if ring_of((q, r)) > FULL:
        raise NotationError(f"'{text}' is not a space: column {t[0]} has "
                            f"{2 * FULL + 1 - abs(q)} spaces")
    return (q, r)


def centre_xy(c: Cell, size: float) -> tuple[float, float]:
    """Pixel centre of a flat-topped hex of circumradius ``size``, the board's centre at 0, 0."""
    q, r = c
    return 1.5 * size * q, math.sqrt(3) * size * (r + q / 2)


def corners(x: float, y: float, size: float) -> list[tuple[float, float]]:
    return [(x + size * math.cos(math.pi / 3 * k), y + size * math.sin(math.pi / 3 * k)) for k in range(6)]


def at_pixel(x: float, y: float, size: float) -> Cell:
    """The cell under a point (relative to the board's centre): axial rounding of cube coords."""
    qf = (2 / 3 * x) / size
    rf = (-x / 3 + math.sqrt(3) / 3 * y) / size
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def edges(rings: int) -> list[list[Cell]]:
    """The outer ring's six edges, each corner to corner (``rings + 1`` cells), in the order the
    seats take them (ruling O1): bottom-left, left, top-left, top-right, right, bottom-right,
    which is clockwise as the board is drawn."""
    R = rings
    return [
        [(-k, R) for k in range(R + 1)],  # bottom corner -> lower-left corner
        [(-R, R - k) for k in range(R + 1)],  # the left side, upwards
        [(-R + k, -k) for k in range(R + 1)],  # upper-left corner -> top corner
        [(k, -R) for k in range(R + 1)],  # top corner -> upper-right corner
        [(R, -R + k) for k in range(R + 1)],  # the right side, downwards
        [(R - k, k) for k in range(R + 1)],  # lower-right corner -> bottom corner
    ]


# Which edges the seats take, by seat count (ruling O1: spread as evenly as the count allows).
SEAT_EDGES = {1: (0,), 2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 5: (0, 1, 2, 3, 4), 6: (0, 1, 2, 3, 4, 5)}


def middle_three(edge: list[Cell]) -> list[Cell]:
    start = (len(edge) - 3) // 2
    return edge[start:start + 3]
