"""Pentagram 2 cards: loaded from ``cards/pentagram/cards.yaml`` and checked against ruling PG1.

Every problem is one line, ``file:line: card '<id>': field '<field>': <what is wrong>``, and the
loader collects them all before raising, so a designer fixes the file in one pass. The error
class is the edition's ``CardError``, so the gallery and the command line catch both games alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.family.card_files import CardReader, card_entries, check_folder, display
from game.family.errors import CardError
from game.family.paths import CARDS_ROOT
from game.games.pentagram.actions import COLOURS

FOLDER = CARDS_ROOT / "pentagram"
FILENAME = "cards.yaml"
KINDS = ("green", "red")
FIELDS = {"id", "kind", "from", "to", "name", "flavour"}
PER_PAIR = {"green": 2, "red": 1}  # ruling PG1
NAME_LEN = 40
FLAVOUR_LEN = 120


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    kind: str  # "green" or "red"
    sign: int  # +1 green, -1 red: the payout adds sign * fortune[src] to fortune[dst]
    src: int  # the "from" colour, index into COLOURS
    dst: int  # the "to" colour
    name: str
    flavour: str = ""
    source: str = ""  # "file:line" of the card's entry, for messages and the studio

    @property
    def green(self) -> bool:
        return self.sign > 0


@dataclass(frozen=True)
class CardSet:
    """The deck's cards in file order. ``ids`` is the order a new game starts from before the
    seeded shuffle, so the same file and seed always give the same deck (ruling G1)."""

    ids: tuple[str, ...]
    by_id: dict[str, Card]
    folder: str = ""

    def __getitem__(self, card_id: str) -> Card:
        return self.by_id[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.by_id

    def __len__(self) -> int:
        return len(self.ids)

    def __iter__(self):
        return (self.by_id[i] for i in self.ids)


def _colour(reader: CardReader, key: str) -> int | None:
    if key not in reader.data:
        reader.problem(key, "missing")
        return None
    value = reader.data[key]
    if isinstance(value, str) and value.strip().lower() in COLOURS:
        return COLOURS.index(value.strip().lower())
    reader.problem(key, f"unknown colour {value!r} (one of: {', '.join(COLOURS)})")
    return None


def _card(reader: CardReader, seen: dict[str, str]) -> Card | None:
    data = reader.data
    before = len(reader.errors)
    if not reader.start(seen):
        return None
    kind = data.get("kind")
    if "kind" not in data:
        reader.problem("kind", "missing")
    elif kind not in KINDS:
        reader.problem("kind", f"must be green or red, got {kind!r}")
    src, dst = _colour(reader, "from"), _colour(reader, "to")
    if src is not None and src == dst:
        reader.problem("to", f"must differ from 'from' (both {COLOURS[src]})")
    name = reader.text("name", NAME_LEN, True)
    flavour = reader.text("flavour", FLAVOUR_LEN, False)
    if len(reader.errors) != before or src is None or dst is None:
        return None
    return Card(reader.card_id, str(kind), 1 if kind == "green" else -1, src, dst, name, flavour,
                reader.source)


def _check_counts(cards: list[Card], file: str, line: int) -> list[str]:
    """Ruling PG1: exactly two green and one red card for each ordered pair of colours."""
    counts: dict[tuple[int, int, str], list[Card]] = {}
    for c in cards:
        counts.setdefault((c.src, c.dst, c.kind), []).append(c)
    errors = []
    for src in range(5):
        for dst in range(5):
            if src == dst:
                continue
            for kind, want in PER_PAIR.items():
                got = counts.get((src, dst, kind), [])
                if len(got) != want:
                    at = got[want].source if len(got) > want else f"{file}:{line}"
                    who = f"card '{got[want].id}'" if len(got) > want else "deck"
                    errors.append(f"{at}: {who}: field 'kind': {COLOURS[src]} -> {COLOURS[dst]} "
                                  f"needs exactly {want} {kind} card{'s' if want > 1 else ''} "
                                  f"(PG1), found {len(got)}")
    return errors


def load_cards(folder: str | Path | None = None) -> CardSet:
    """Load ``cards.yaml`` from ``folder`` (default ``cards/pentagram``); raise :class:`CardError`
    listing every problem, one line each."""
    root = Path(folder) if folder is not None else FOLDER
    check_folder(root)
    errors: list[str] = []
    seen: dict[str, str] = {}
    built: list[Card] = []
    key_lines: dict[str, int] = {}
    shown = display(root / FILENAME)
    for item, shown in card_entries(root, FILENAME, "cards", errors, key_lines):
        card = _card(CardReader(item, shown, errors, FIELDS), seen)
        if card is not None:
            built.append(card)
    if not errors:
        errors.extend(_check_counts(built, shown, key_lines.get("cards", 1)))
    if errors:
        raise CardError(errors)
    return CardSet(tuple(c.id for c in built), {c.id: c for c in built}, str(root))


_CACHE: list[CardSet] = []


def default_cards() -> CardSet:
    """The shipped deck, loaded once per process."""
    if not _CACHE:
        _CACHE.append(load_cards())
    return _CACHE[0]
