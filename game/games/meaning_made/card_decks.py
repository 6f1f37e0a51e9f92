"""The card files of the editions `projects` and `life`, read the same way: three decks
(``patterns.yaml``, ``projects.yaml``, ``events.yaml``) of cards each with an id and a name, one
set of them by id and in file order (the order a shuffle starts from, G1), loaded once per
process for the shipped folder.

An edition brings its card classes, a maker per deck (a function of the family's
:class:`~game.family.card_files.CardReader`) with the fields it allows, and its checks of the set
as a whole; every problem is one line naming the file, line, card and field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from game.family.card_files import CardReader, card_entries, check_folder
from game.family.errors import CardError

DECKS = ("patterns", "projects", "events")


@dataclass(frozen=True, slots=True)
class Card:
    """What every card of the three decks has first: its id and its printed name."""

    id: str
    name: str


P = TypeVar("P")
J = TypeVar("J")
E = TypeVar("E")


@dataclass(frozen=True)
class Decks(Generic[P, J, E]):
    """Every card by id, and each deck's ids in file order (the order a shuffle starts from, G1)."""

    patterns: dict[str, P]
    projects: dict[str, J]
    events: dict[str, E]
    pattern_ids: tuple[str, ...]
    project_ids: tuple[str, ...]  # the Project deck
    event_ids: tuple[str, ...]

    def __len__(self) -> int:
        """Every card of the three decks (what ``cards validate`` counts)."""
        return len(self.patterns) + len(self.projects) + len(self.events)


Maker = Callable[[CardReader], Any]
# The edition's checks of the whole set once every card read well: (folder, cards by deck, the
# line of each deck's key, the problems so far) -> adds its own problems.
SetCheck = Callable[[Path, dict[str, list[Any]], dict[str, int], list[str]], None]


def load_decks(folder: str | Path | None, default: Path, makers: dict[str, tuple[Maker, set[str]]],
               check: SetCheck) -> tuple[Path, dict[str, list[Any]]]:
    """Read the three files from ``folder`` (``default`` if None), each card by its deck's maker
    and allowed fields; the folder and the cards by deck, in file order. Raises
    :class:`CardError` listing every problem, one line each."""
    root = Path(folder) if folder is not None else default
    check_folder(root)
    errors: list[str] = []
    seen: dict[str, str] = {}
    built: dict[str, list[Any]] = {key: [] for key in DECKS}
    key_lines: dict[str, int] = {}
    for key in DECKS:
        make, fields = makers[key]
        for item, shown in card_entries(root, f"{key}.yaml", key, errors, key_lines):
            reader = CardReader(item, shown, errors, fields)
            before = len(errors)
            if reader.start(seen):
                card = make(reader)
                if card is not None and len(errors) == before:
                    built[key].append(card)
    if not errors:
        check(root, built, key_lines, errors)
    if errors:
        raise CardError(errors)
    return root, built


T = TypeVar("T")


def loaded_once(load: Callable[[], T]) -> Callable[[], T]:
    """``default_cards``: the shipped cards, loaded once per process."""
    loaded: list[T] = []

    def default_cards() -> T:
        if not loaded:
            loaded.append(load())
        return loaded[0]

    return default_cards
