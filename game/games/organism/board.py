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
from game.games.organism.setup import MAX_SEATS, RAIN_RINGS

FOLDER = CARDS_ROOT / "organism"
FILENAME = "boards.yaml"
PATTERNS = "patterns.yaml"  # INHERIT's named patterns of fields (ruling O10 j); optional
PATTERN_FIELDS = {"id", "label", "fields"}
FIELD_WORDS = ("slide", "warp", "project", "pillar", "metamorphose")  # state.FIELD_KINDS's order
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
class Pattern:
    """INHERIT's fields laid at setup (ruling O10 j): (kind, owner, space) each, the owner a seat
    counted from 0 or -1 for a neutral field."""

    id: str
    label: str
    fields: tuple[tuple[int, int, Cell], ...]
    source: str = ""


@dataclass(frozen=True)
class BoardSet:
    boards: tuple[Board, ...]
    folder: str = ""
    patterns: tuple[Pattern, ...] = ()

    def find(self, mode: str, seats: int, length: str, rings: int | None = None) -> Board | None:
        """The first board in the file for the mode, seats and length; ``rings`` (RAIN, O10 c)
        asks for that many rings in play too."""
        for b in self.boards:
            if (b.mode == mode and b.seats == seats and b.length in (length, "any")
                    and (rings is None or b.rings == rings)):
                return b
        return None

    def pattern(self, pid: str) -> Pattern | None:
        return next((p for p in self.patterns if p.id == pid), None)


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
    patterns = load_patterns(folder, errors) if (folder / PATTERNS).exists() else ()
    found = BoardSet(tuple(boards), str(folder), patterns)
    if not errors:
        errors.extend(missing_boards(found, display(folder / FILENAME)))
    if errors:
        raise CardError(errors)
    return found


def load_patterns(folder: Path, errors: list[str]) -> tuple[Pattern, ...]:
    """INHERIT's patterns (ruling O10 j): each field ``kind owner space``, the owner ``neutral``
    or a seat from 1 (``slide neutral e6``, ``warp 2 f5``); never in the centre, no two PILLARs
    touching. Spaces off a smaller board, or at a home, are left out when the game starts."""
    out: list[Pattern] = []
    seen: dict[str, str] = {}
    for item, shown in card_entries(folder, PATTERNS, "patterns", errors):
        r = CardReader(item, shown, errors, PATTERN_FIELDS)
        if not r.start(seen):
            continue
        label = r.text("label", 40, True)
        raw = r.data.get("fields")
        if not isinstance(raw, list) or not raw:
            r.problem("fields", "must list fields like 'slide neutral e6' or 'warp 1 f5'")
            continue
        fields: list[tuple[int, int, Cell]] = []
        for text in raw:
            words = str(text).split()
            if len(words) != 3 or words[0] not in FIELD_WORDS:
                r.problem("fields", f"{text!r}: must be a kind ({', '.join(FIELD_WORDS)}), an owner "
                          "(neutral or a seat from 1) and a space")
                break
            owner = -1 if words[1] == "neutral" else int(words[1]) - 1 if words[1].isdigit() else -2
            if not -1 <= owner < MAX_SEATS:
                r.problem("fields", f"{text!r}: the owner is neutral or a seat from 1 to {MAX_SEATS}")
                break
            try:
                c = hexes.parse(words[2])
            except NotationError as exc:
                r.problem("fields", f"{text!r}: {exc}")
                break
            if c == (0, 0):
                r.problem("fields", f"{text!r}: fields may never be in the centre")
                break
            if any(f[2] == c for f in fields):
                r.problem("fields", f"{text!r}: one field a space")
                break
            fields.append((FIELD_WORDS.index(words[0]), owner, c))
        else:
            pillars = [f[2] for f in fields if f[0] == FIELD_WORDS.index("pillar")]
            if any(a in hexes.neighbours(b) for a in pillars for b in pillars):
                r.problem("fields", "two PILLARs touch: they would annihilate at once")
            elif label:
                out.append(Pattern(r.card_id, label, tuple(fields), r.source))
    return tuple(out)


def needed() -> list[tuple[str, int, str, int | None]]:
    """Every (mode, seats, length, rings) a setup may ask for: the competitive game at 2-6 seats,
    close and open (O1), and RAIN at 1-4 seats on every board of its table they fit (O10 c)."""
    out: list[tuple[str, int, str, int | None]] = [
        ("base", n, length, None) for n in range(2, MAX_SEATS + 1) for length in ("close", "open")]
    out += [("rain", n, "any", rings) for rings, most in RAIN_RINGS.items() for n in range(1, most + 1)]
    return out


def missing_boards(boards: BoardSet, shown: str) -> list[str]:
    """One line for each setup the file has no board for: found now, by `cards validate`, rather
    than when someone sits down at that many seats (issue 38 item 2)."""
    out = []
    for mode, seats, length, rings in needed():
        if boards.find(mode, seats, length, rings) is None:
            what = f"RAIN on {2 * rings + 1} columns" if rings else f"the {length} board"
            out.append(f"{shown}: no board for {seats} seat(s), {what}: every seat count a game "
                       f"may be set up with needs one (mode: {mode}, seats: {seats}, length: "
                       f"{length if mode == 'base' else f'any, rings: {rings}'})")
    return out


_DEFAULT: BoardSet | None = None


def default_boards() -> BoardSet:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_boards(FOLDER)
    return _DEFAULT


def board_for(boards: Any, mode: str, seats: int, length: str, rings: int | None = None) -> Board:
    b = boards.find(mode, seats, length, rings)
    if b is None:
        from game.family.errors import OptionError

        size = f", {rings} rings" if rings else ""
        raise OptionError(f"no ORGANISM board for {seats} seat(s) ({mode}, {length}{size}) in the board file")
    return b
