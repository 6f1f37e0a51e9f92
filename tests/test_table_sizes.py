"""The per-size rulings every Meaning Made edition declares (game/family/table_sizes.py): one
reader, writer and lookup for the records made before a table size had its own numbers."""

from __future__ import annotations

import importlib

import pytest

from game.family.errors import RecordError
from game.family.registry import ruleset
from game.family.table_sizes import SizeRuling, SizeRulings

RULINGS = SizeRulings([
    SizeRuling("X2", "later_four", seats=4, since=7, before={"START": 6}),
    SizeRuling("X1", "first_four", seats=4, since=5, before={"START": 5, "CAP": 3}),
    SizeRuling("X3", "two_row", seats=2, since=6, before={"ROW": (0, 0)}),
])


def test_a_record_from_before_plays_each_number_as_the_oldest_missing_ruling_left_it() -> None:
    both, later = frozenset({"first_four", "later_four"}), frozenset({"later_four"})
    assert RULINGS.number("START", 4, 4, both) == 5  # before X1 (format 4 and earlier)
    assert RULINGS.number("START", 4, 4, later) == 6  # between X1 and X2 (formats 5-6)
    assert RULINGS.number("START", 4, 4, frozenset()) == 4  # today's
    assert RULINGS.number("CAP", 2, 4, later) == 2  # X2 never changed the cap
    assert RULINGS.number("START", 4, 3, frozenset()) == 4  # another size: today's
    with pytest.raises(KeyError, match="TYPO"):
        RULINGS.number("TYPO", 1, 4, frozenset())  # a misspelt name is not today's number


@pytest.mark.parametrize(("fmt", "off"), [(4, {"first_four", "later_four"}), (5, {"later_four"}),
                                          (6, {"later_four"}), (7, set())])
def test_a_record_that_names_nothing_reads_as_its_format_played(fmt: int, off: set[str]) -> None:
    assert RULINGS.read({"players": ["A"] * 4}, "r.yaml", 4, fmt) == off
    assert RULINGS.read({"players": ["A"] * 3}, "r.yaml", 3, fmt) == set()


def test_what_a_record_names_wins_and_round_trips() -> None:
    data = {"later_four": False, "first_four": True}
    off = RULINGS.read(data, "r.yaml", 4, 7)
    assert off == {"later_four"}
    assert RULINGS.write(4, off) == {"later_four": False}
    assert RULINGS.write(4, off, always=True) == {"first_four": True, "later_four": False}
    assert RULINGS.write(3, frozenset(), always=True) == {}
    assert RULINGS.read({"two_row": False}, "r.yaml", 4, 7) == set()  # another size's flag: nothing


def test_a_bad_flag_is_one_line_naming_the_file_and_field() -> None:
    with pytest.raises(RecordError, match=r"^r\.yaml: field 'first_four': must be true or false, got 'no'$"):
        RULINGS.read({"first_four": "no"}, "r.yaml", 4, 7)
    with pytest.raises(RecordError, match="two_row"):
        RULINGS.read({"two_row": 0}, "r.yaml", 4, 7)  # checked at every size


def test_a_setup_may_only_play_without_a_ruling_of_its_own_size() -> None:
    assert RULINGS.check(4, frozenset({"first_four"})) is None
    assert RULINGS.check(2, frozenset({"first_four"})) == "first_four (X1) concerns 4 seats, not 2"
    assert RULINGS.check(4, frozenset({"nope"})) == "no per-size ruling is called 'nope'"
    assert RULINGS.switches(["no_first_four", "no_two_row", "faster"], 4) == {"first_four"}
    with pytest.raises(ValueError, match="share a records field"):
        SizeRulings([SizeRuling("A", "f", 2, 1, {}), SizeRuling("B", "f", 3, 2, {})])


@pytest.mark.parametrize("edition", ["initiatives", "projects", "life"])
def test_every_ruling_changes_real_per_size_numbers_and_fits_the_record_format(edition: str) -> None:
    """Each ruling names constants that exist, whose number at its size differs from the one it
    replaced (else the ruling changes nothing), and arrived in a format the edition writes."""
    sized = importlib.import_module(f"game.games.{edition}.size_rulings").SIZE_RULINGS
    modules = [importlib.import_module(f"game.games.{edition}.{m}") for m in ("setup", "rules")]
    newest = ruleset(edition).record_format
    for ruling in sized.rulings:
        assert ruling.since <= newest
        for name, before in ruling.before.items():
            table = next(getattr(m, name) for m in modules if hasattr(m, name))
            now = table[ruling.seats] if name.endswith("_AT") else table
            assert now != before, (ruling.ruling, name)
