"""The moments of the ORGANISM table a hint may wait for (tutorials/hints-organism.yaml,
``table: …``): each is asked of the table and says whether the moment has come. They read the
engine's state (power and where it came from, the board) and the table's own count of refused
clicks, so a hint comes the first time the moment is there, whoever brought it."""

from __future__ import annotations

from typing import Any

from game.games.organism.reading import cells_of, organisms, rain_seat
from game.games.organism.state import EMPTY


def _state(table: Any) -> Any:
    return table.session.state


def _refused(table: Any) -> bool:
    """A click was refused with a reason (the engine's why-not)."""
    return getattr(table, "refusals", 0) > 0


def _conflict(table: Any) -> bool:
    """Someone's element has been disrupted: a seat gained power by disrupting, or RAIN did."""
    s = _state(table)
    return any(g.get("disrupt") for g in s.gains) or (s.setup.rain and s.rain_power > 0)


def _first_power(table: Any) -> bool:
    """A player has power (from any source), in a game without RAIN."""
    s = _state(table)
    return not s.setup.rain and any(s.power)


def _centre(table: Any) -> bool:
    """A player's element stands in the centre (RAIN's passing through does not count)."""
    s = _state(table)
    v = s.occ[s.board.centre]
    return v != EMPTY and v // 3 != rain_seat(s)


def _split(table: Any) -> bool:
    """A player has two organisms or more (three at the end of their turn win, without RAIN)."""
    s = _state(table)
    return s.result is None and any(len(organisms(s, seat)) >= 2 for seat in range(len(s.players)))


def _near_end(table: Any) -> bool:
    """One more power could end the game: a player one short of the threshold, or RAIN one
    short of its own."""
    s = _state(table)
    if s.result is not None:
        return False
    if s.setup.rain:
        return s.rain_power >= s.setup.rain_threshold - 1
    return max(s.power) >= s.setup.threshold - 1


def _rain(table: Any) -> bool:
    """A RAIN game is on the table."""
    return bool(_state(table).setup.rain)


def _wiped(table: Any) -> bool:
    """A player who had an organism has none left (they introduce again on their turn)."""
    s = _state(table)
    return s.result is None and s.turns > 0 and any(
        not cells_of(s, seat) and not s.first_intro[seat] for seat in range(len(s.players)))


MOMENTS = {
    "refused": _refused,
    "conflict": _conflict,
    "first_power": _first_power,
    "centre": _centre,
    "split": _split,
    "near_end": _near_end,
    "rain": _rain,
    "wiped": _wiped,
}
