"""ORGANISM's boards as data (ruling O1, O9): ``cards/organism/boards.yaml`` read and checked.

A :class:`Board` turns the file's space names into cell indices once, with each cell's
neighbours, so the rules work on small integer lists (the search bot plays thousands of turns a
decision). Every problem in the file is one line naming file, line, board and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family.card_files import CardReader, card_entries, check_folder, display
from game.family.errors import CardError, NotationError
from game.family.paths import CARDS_ROOT
from game.games.organism import hexes
from game.games.organism.hexes import Cell
from game.games.organism.setup import MAX_SEATS, RAIN_MAX_SEATS

FOLDER = CARDS_ROOT / "organism"
FILENAME = "boards.yaml"
FIELDS = {"id", "mode", "seats", "length", "rings", "homes"}
MODES = ("base", "rain")
LENGTHS = ("close", "open", "any")


@dataclass(frozen=True)
class Board:
    """One board: the cells in play (index order: column by column, top to bottom), their
    neighbours as indices, the centre's index and each seat's three home spaces."""

    id: str
    mode: str  # "base" or "rain"
    seats: int
    length: str
    rings: int
    cells: tuple[Cell, ...]
    index: dict[Cell, int]
    nbrs: tuple[tuple[int, ...], ...]
    centre: int
    homes: tuple[tuple[int, ...], ...]
    source: str = ""

    def name(self, i: int) -> str:
        return hexes.name(self.cells[i])

    def at(self, cell: Cell) -> int | None:
        return self.index.get(cell)

    def columns(self) -> list[list[int]]:
        """RAIN's columns (ruling O9), left to right, each top to bottom: 7, 9 or 11 of them."""
        out: list[list[int]] = []
        for q in range(-self.rings, self.rings + 1):
            out.append([i for i, c in enumerate(self.cells) if c[0] == q])
        return out


def make_board(bid: str, mode: str, seats: int, length: str, rings: int,
               homes: list[list[Cell]], source: str = "") -> Board:
    cells = tuple(hexes.cells_within(rings))
    index = {c: i for i, c in enumerate(cells)}
    nbrs = tuple(tuple(index[n] for n in hexes.neighbours(c) if n in index) for c in cells)
    return Board(bid, mode, seats, length, rings, cells, index, nbrs, index[(0, 0)],
                 tuple(tuple(index[c] for c in h) for h in homes), source)


@dataclass(frozen=True)
class BoardSet:
    boards: tuple[Board, ...]
    folder: str = ""

    def find(self, mode: str, seats: int, length: str) -> Board | None:
        for b in self.boards:
            if b.mode == mode and b.seats == seats and b.length in (length, "any"):
                return b
        return None


def _homes(r: CardReader, rings: int, seats: int) -> list[list[Cell]]:
    raw = r.data.get("homes")
    if not isinstance(raw, list) or len(raw) != seats:
        r.problem("homes", f"must list {seats} home(s), one per seat, each three spaces")
        return []
    out: list[list[Cell]] = []
    taken: set[Cell] = set()
    for k, home in enumerate(raw, 1):
        if not isinstance(home, list) or len(home) != 3:
            r.problem("homes", f"home {k}: must be three spaces like [f10, e9, d8]")
            return []
        cells = []
        for text in home:
            try:
                c = hexes.parse(str(text))
            except NotationError as exc:
                r.problem("homes", f"home {k}: {exc}")
                return []
            if hexes.ring_of(c) > rings:
                r.problem("homes", f"home {k}: {text} is outside ring {rings}")
                return []
            if c in taken:
                r.problem("homes", f"home {k}: {text} is another seat's home too")
                return []
            taken.add(c)
            cells.append(c)
        # Three spaces in a chain: the second touches the first and the third (O1's "adjacent").
        if not (cells[0] in hexes.neighbours(cells[1]) and cells[2] in hexes.neighbours(cells[1])):
            r.problem("homes", f"home {k}: its three spaces must be adjacent, each to the next")
            return []
        out.append(cells)
    return out


def load_boards(folder: str | Path) -> BoardSet:
    folder = Path(folder)
    check_folder(folder)
    errors: list[str] = []
    seen: dict[str, str] = {}
    boards: list[Board] = []
    for item, shown in card_entries(folder, FILENAME, "boards", errors):
        r = CardReader(item, shown, errors, FIELDS)
        if not r.start(seen):
            continue
        mode = r.text("mode", 10, True)
        if mode and mode not in MODES:
            r.problem("mode", f"must be one of {', '.join(MODES)}, got {mode!r}")
        length = r.text("length", 10, True)
        if length and length not in LENGTHS:
            r.problem("length", f"must be one of {', '.join(LENGTHS)}, got {length!r}")
        seats = r.integer("seats", 1, 6)
        rings = r.integer("rings", 2, hexes.FULL)
        before = len(errors)
        homes = _homes(r, rings, seats)
        if len(errors) == before and mode in MODES and length in LENGTHS:
            boards.append(make_board(r.card_id, mode, seats, length, rings, homes, r.source))
    if not errors and not boards:
        errors.append(f"{folder / FILENAME}: no boards")
    found = BoardSet(tuple(boards), str(folder))
    if not errors:
        errors.extend(missing_boards(found, display(folder / FILENAME)))
    if errors:
        raise CardError(errors)
    return found


def needed() -> list[tuple[str, int, str]]:
    """Every (mode, seats, length) a setup may ask for: the competitive game at 2-6 seats, close
    and open (O1), and RAIN at 1-3 seats, one board whatever the length (O9)."""
    out = [("base", n, length) for n in range(2, MAX_SEATS + 1) for length in ("close", "open")]
    out += [("rain", n, "any") for n in range(1, RAIN_MAX_SEATS + 1)]
    return out


def missing_boards(boards: BoardSet, shown: str) -> list[str]:
    """One line for each setup the file has no board for: found now, by `cards validate`, rather
    than when someone sits down at that many seats (issue 38 item 2)."""
    out = []
    for mode, seats, length in needed():
        if boards.find(mode, seats, length) is None:
            what = "RAIN" if mode == "rain" else f"the {length} board"
            out.append(f"{shown}: no board for {seats} seat(s), {what}: every seat count a game "
                       f"may be set up with needs one (mode: {mode}, seats: {seats}, length: "
                       f"{length if mode == 'base' else 'any'})")
    return out


_DEFAULT: BoardSet | None = None


def default_boards() -> BoardSet:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_boards(FOLDER)
    return _DEFAULT


def board_for(boards: Any, mode: str, seats: int, length: str) -> Board:
    b = boards.find(mode, seats, length)
    if b is None:
        from game.family.errors import OptionError

        raise OptionError(f"no ORGANISM board for {seats} seat(s) ({mode}, {length}) in the board file")
    return b
