"""Pentagram 2 card data (ruling PG1): the shipped deck, and one-line errors for broken files."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from game.family import DataError
from game.family.errors import CardError
from game.family.limits import MAX_FILE_BYTES
from game.games.pentagram.actions import COLOURS
from game.games.pentagram.cards import FOLDER, Card, default_cards, load_cards
from game.games.pentagram.ruleset import PENTAGRAM

SHIPPED = (FOLDER / "cards.yaml").read_text(encoding="utf-8")
LINE = re.compile(r"^\S*cards\.yaml:\d+: ")


def write(tmp_path: Path, text: str) -> Path:
    (tmp_path / "cards.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def errors_of(tmp_path: Path, text: str) -> list[str]:
    with pytest.raises(CardError) as exc:
        load_cards(write(tmp_path, text))
    for line in exc.value.errors:
        assert "\n" not in line
    return exc.value.errors


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_pg1_shipped_deck_loads_as_sixty_cards() -> None:
    cards = default_cards()
    assert default_cards() is cards  # cached
    assert len(cards) == 60 and len(set(cards.ids)) == 60
    c = cards["yellow_black_green_1"]
    assert c == Card("yellow_black_green_1", "green", 1, 0, 4, "Yellow feeds Black", "", c.source)
    assert c.source.endswith(f"cards.yaml:{line_of(SHIPPED, 'id: yellow_black_green_1')}")
    red = cards["orange_blue_red"]
    assert (red.kind, red.sign, COLOURS[red.src], COLOURS[red.dst]) == ("red", -1, "orange", "blue")
    assert red.name == "Orange drains Blue" and not red.green
    assert SHIPPED.startswith("# Pentagram 2") and "PG1" in SHIPPED.splitlines()[0]


def test_ruleset_loads_a_folder(tmp_path: Path) -> None:
    cards = PENTAGRAM.load_cards(str(write(tmp_path, SHIPPED)))
    assert cards.ids == default_cards().ids
    assert PENTAGRAM.deal_signature(cards) == default_cards().ids


def test_card_errors_are_data_errors(tmp_path: Path) -> None:
    with pytest.raises(ValueError) as exc:
        load_cards(write(tmp_path, "cards: 5\n"))
    assert isinstance(exc.value, CardError)
    if issubclass(CardError, DataError):  # the spine's class, once the edition adopts it
        assert isinstance(exc.value, DataError)


def test_missing_field(tmp_path: Path) -> None:
    text = SHIPPED.replace("    name: Yellow drains Orange\n", "", 1)
    line = line_of(text, "id: yellow_orange_red")
    errs = errors_of(tmp_path, text)
    assert errs == [f"{_shown(tmp_path)}:{line}: card 'yellow_orange_red': "
                    "field 'name': missing"]


def _shown(folder: Path) -> str:
    return os.path.relpath(folder / "cards.yaml")


def test_bad_colour(tmp_path: Path) -> None:
    text = SHIPPED.replace("    to: orange\n    name: Yellow drains Orange",
                           "    to: pink\n    name: Yellow drains Orange", 1)
    errs = errors_of(tmp_path, text)
    line = line_of(text, "to: pink")
    assert errs == [f"{_shown(tmp_path)}:{line}: card 'yellow_orange_red': field 'to': unknown colour "
                    "'pink' (one of: yellow, orange, purple, blue, black)"]


def test_from_equals_to(tmp_path: Path) -> None:
    text = SHIPPED.replace("    to: orange\n    name: Yellow drains Orange",
                           "    to: yellow\n    name: Yellow drains Orange", 1)
    errs = errors_of(tmp_path, text)
    assert len(errs) == 1 and "card 'yellow_orange_red': field 'to': must differ from 'from'" in errs[0]
    assert errs[0].startswith(f"{_shown(tmp_path)}:{line_of(text, 'to: yellow')}:")


def test_duplicate_id(tmp_path: Path) -> None:
    text = SHIPPED.replace("id: yellow_orange_green_2", "id: yellow_orange_green_1", 1)
    errs = errors_of(tmp_path, text)
    first = line_of(SHIPPED, "id: yellow_orange_green_1")
    second = line_of(SHIPPED, "id: yellow_orange_green_2")
    assert errs == [f"{_shown(tmp_path)}:{second}: card 'yellow_orange_green_1': field 'id': duplicate "
                    f"id (first at {_shown(tmp_path)}:{first})"]


def test_wrong_count_per_pair(tmp_path: Path) -> None:
    # a third green yellow -> orange instead of the red: two problems, each named
    text = SHIPPED.replace("  - id: yellow_orange_red\n    kind: red",
                           "  - id: yellow_orange_red\n    kind: green", 1)
    errs = errors_of(tmp_path, text)
    assert len(errs) == 2
    assert errs[0] == (f"{_shown(tmp_path)}:{line_of(text, 'id: yellow_orange_red')}: card "
                       "'yellow_orange_red': field 'kind': yellow -> orange needs exactly 2 green cards "
                       "(PG1), found 3")
    assert errs[1] == (f"{_shown(tmp_path)}:{line_of(text, 'cards:')}: deck: field 'kind': yellow -> "
                       "orange needs exactly 1 red card (PG1), found 0")


def test_missing_cards_are_counted(tmp_path: Path) -> None:
    cut = SHIPPED.index("  # --- from black")
    errs = errors_of(tmp_path, SHIPPED[:cut])
    assert len(errs) == 8  # 4 pairs from black, green and red each
    assert all(LINE.match(e) and "black -> " in e for e in errs)


def test_unknown_field_and_bad_kind_collected_together(tmp_path: Path) -> None:
    text = SHIPPED.replace("  - id: yellow_orange_red\n    kind: red",
                           "  - id: yellow_orange_red\n    kind: blue\n    colour: red", 1)
    errs = errors_of(tmp_path, text)
    assert len(errs) == 2 and all(LINE.match(e) for e in errs)
    assert any("field 'colour': unknown field" in e for e in errs)
    assert any("field 'kind': must be green or red, got 'blue'" in e for e in errs)


def test_duplicate_key_inside_a_card(tmp_path: Path) -> None:
    text = SHIPPED.replace("    name: Yellow drains Orange\n", "    name: Yellow drains Orange\n"
                           "    name: Again\n", 1)
    errs = errors_of(tmp_path, text)
    assert errs == [f"{_shown(tmp_path)}:{line_of(text, 'name: Again')}: card 'yellow_orange_red': "
                    f"field 'name': duplicate key (first at line {line_of(text, 'Yellow drains Orange')})"]


def test_yaml_syntax_error(tmp_path: Path) -> None:
    text = SHIPPED.replace("    name: Yellow drains Orange\n", "    name: [Yellow drains Orange\n", 1)
    errs = errors_of(tmp_path, text)
    assert len(errs) == 1 and LINE.match(errs[0])


def test_not_a_list(tmp_path: Path) -> None:
    assert errors_of(tmp_path, "# deck\ncards: 5\n") == [
        f"{_shown(tmp_path)}:2: 'cards' must be a list of cards, got int"]
    assert errors_of(tmp_path, "- id: a\n") == [
        f"{_shown(tmp_path)}:1: the file must be a mapping with the key 'cards'"]


def test_entry_not_a_mapping(tmp_path: Path) -> None:
    text = SHIPPED.replace("cards:\n", "cards:\n  - just words\n", 1)
    errs = errors_of(tmp_path, text)
    assert errs[0] == (f"{_shown(tmp_path)}:{line_of(text, 'just words')}: entry 1: each card must be "
                       "a mapping, got str")


def test_unknown_top_level_key(tmp_path: Path) -> None:
    text = SHIPPED + "extra: 1\n"
    errs = errors_of(tmp_path, text)
    assert errs == [f"{_shown(tmp_path)}:{line_of(text, 'extra: 1')}: unknown top-level key 'extra'"]


def test_refuses_files_over_the_size_limit_before_parsing(tmp_path: Path) -> None:
    (tmp_path / "cards.yaml").write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    with pytest.raises(CardError) as exc:
        load_cards(tmp_path)
    assert len(exc.value.errors) == 1 and "too big" in exc.value.errors[0]


def test_missing_folder_and_file(tmp_path: Path) -> None:
    with pytest.raises(CardError, match="no such card folder"):
        load_cards(tmp_path / "nope")
    with pytest.raises(CardError, match="no such file"):
        load_cards(tmp_path)


def test_python_tags_are_refused(tmp_path: Path) -> None:
    errs = errors_of(tmp_path, "cards: !!python/object:builtins.dict {}\n")
    assert len(errs) == 1 and LINE.match(errs[0])
