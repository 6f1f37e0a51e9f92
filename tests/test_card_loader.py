"""game.games.initiatives.card_loader: the shipped edition (seed 000) and broken copies of it (docs/cards.md).

Each broken copy changes one thing in a copy of cards/initiatives/ and expects exactly one
problem line, naming file:line, the card and the field.
"""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest
from conftest import make

from game.family.paths import CARDS_ROOT
from game.games.initiatives import costs
from game.games.initiatives.card_loader import CardError, load_cards
from game.games.initiatives.cards import LAYER_BY_NAME, RESTRICTIONS, Gain

SHIPPED = CARDS_ROOT / "initiatives"


@pytest.fixture(scope="module")
def shipped():
    return load_cards(SHIPPED)


# ---------------------------------------------------------------------------------------------
# The shipped set
# ---------------------------------------------------------------------------------------------
def test_deck_structure_60_patterns_10_per_layer(shipped) -> None:
    assert len(shipped.patterns) == 60
    assert len(shipped.pattern_ids) == 60 and len(set(shipped.pattern_ids)) == 60
    assert set(shipped.pattern_ids) == set(shipped.patterns)
    assert Counter(p.layer for p in shipped.patterns.values()) == {n: 10 for n in range(1, 7)}
    names = [p.name for p in shipped.patterns.values()]
    assert len(set(names)) == 60  # "all unique"
    for p in shipped.patterns.values():
        assert any(p.cost_tokens) or p.cost_icons, p.id
        assert all(1 <= layer <= 6 for layer in p.cost_icons)
        assert 0 <= p.cost_vitals <= 3


def test_ids_unique_across_the_three_files(shipped) -> None:
    ids = [*shipped.patterns, *shipped.initiatives, *shipped.events]
    assert len(ids) == len(set(ids))


def test_initiative_deck_layers_7_to_9(shipped) -> None:
    deck = [shipped.initiatives[c] for c in shipped.initiative_ids]
    assert len(deck) >= 18
    assert all(7 <= c.layer <= 9 and not c.end for c in deck)
    assert {c.layer for c in deck} == {7, 8, 9}
    assert "stewardship" not in shipped.initiative_ids
    for c in deck:
        assert 3 <= c.spaces <= 6 and 1 <= sum(c.req_tokens) <= 9 and 1 <= c.meaning <= 4
        assert all(1 <= layer <= 9 for layer in c.signatures)


def test_stewardship_as_seed_000_gives_it(shipped) -> None:
    st = shipped.initiatives["stewardship"]
    assert shipped.default_end == "stewardship"
    assert st.end and st.layer == 10 and st.name == "Stewardship"
    assert st.spaces == 6
    assert st.req_tokens == (3, 2, 2)
    assert st.signatures == (LAYER_BY_NAME["boundary"], LAYER_BY_NAME["balance"]) == (1, 2)
    assert st.sig_needs == ((1, 1), (2, 1))
    assert st.meaning == 2
    assert sum(st.long_game_extra) == 2  # I14: "Stewardship requires +2 tokens"
    assert [c.id for c in shipped.initiatives.values() if c.end] == ["stewardship"]


def test_I2_events_meaning_and_every_effect_kind(shipped) -> None:
    events = list(shipped.events.values())
    assert len(events) >= 24 and len(shipped.event_ids) == len(events)
    assert all(1 <= e.meaning <= 4 for e in events)
    assert {e.meaning for e in events} == {1, 2, 3, 4}
    assert any(e.lose_vitals for e in events)
    assert any(e.lose_tokens for e in events)
    present = {r for e in events for r in e.restrict}
    assert present == set(RESTRICTIONS)
    # plain Events (Meaning only) exist too: conftest's CALM_EVENTS rely on them
    for cid in ("dry_spell", "rumour_mill", "drought", "misinformation_wave"):
        e = shipped.events[cid]
        assert not (e.lose_vitals or e.lose_tokens or e.restrict), cid


# Seed 000's example of play: (pattern, layer, printed cost, bonus, the buyer's Palette layers
# before buying). The example pays exactly the printed tokens, so with that Palette no icon may
# be left unsatisfied.
EXAMPLE_PATTERNS = [
    ("shell", "Shell", 1, (1, 1, 0), Gain((1, 0, 0)), []),  # Brooke, round 1
    ("pulse", "Pulse", 2, (1, 2, 0), Gain((0, 1, 0)), []),  # Drew, round 1
    ("repair_loop", "Repair Loop", 3, (1, 1, 0), Gain((1, 0, 0)), []),  # Alex, round 2
    ("reciprocity", "Reciprocity", 4, (0, 1, 1), Gain((0, 0, 1)), [1]),  # Brooke, round 2
    ("forecast", "Forecast", 5, (0, 3, 0), Gain(), [2]),  # Drew, round 2, no bonus named
    ("skin", "Skin", 1, (1, 0, 0), Gain((1, 0, 0)), [1, 4]),  # Brooke, round 3
    ("growth", "Growth", 3, (2, 1, 0), Gain((1, 0, 0)), [2, 5]),  # Drew, round 3
    ("trust", "Trust", 4, (0, 1, 1), Gain((0, 0, 1)), [1, 4, 1]),  # Brooke, round 4
    ("signal", "Signal", 5, (0, 2, 0), Gain((0, 1, 0)), [2, 5, 3]),  # Drew, round 4
    ("focus", "Focus", 6, (0, 1, 1), Gain((0, 1, 0)), [2, 5, 3, 5]),  # Drew, round 5
    ("habit", "Habit", 6, (0, 1, 1), None, []),  # only shown in the Prism: cost I + S
]


@pytest.mark.parametrize(("cid", "name", "layer", "cost", "bonus", "palette"), EXAMPLE_PATTERNS,
                         ids=[row[0] for row in EXAMPLE_PATTERNS])
def test_seed_example_patterns(shipped, cid, name, layer, cost, bonus, palette) -> None:
    card = shipped.patterns[cid]
    assert (card.name, card.layer, card.cost_tokens, card.cost_vitals) == (name, layer, cost, 0)
    if bonus is not None:
        assert card.bonus == bonus
    state = make(1)
    state.players[0].sigs = [0] * 11
    for lay in palette:
        state.players[0].sigs[lay] += 1
    price = costs.pattern_price(state, 0, card)
    assert (price.printed, price.any_tokens, price.vitals) == (cost, 0, 0)


def test_seed_example_initiatives(shipped) -> None:
    ini = shipped.initiatives
    clinic, food, archive, water = (ini[c] for c in ("local_clinic", "food_network",
                                                     "learning_archive", "water_system"))
    assert (clinic.name, clinic.req_tokens, clinic.signatures, clinic.meaning) == (
        "Local Clinic", (2, 1, 1), (), 1)
    assert (food.name, food.req_tokens, food.signatures, food.meaning) == (
        "Food Network", (3, 2, 0), (), 1)
    assert (archive.name, archive.req_tokens, archive.signatures, archive.meaning) == (
        "Learning Archive", (1, 2, 1), (LAYER_BY_NAME["balance"],), 2)
    assert [(g.who, g.gain) for g in archive.bonus] == [("all", Gain(vitals=1))]
    assert (water.name, water.req_tokens, water.penalty) == ("Water System", (1, 1, 1), True)
    assert not (clinic.penalty or food.penalty or archive.penalty)
    for c in (clinic, food, archive, water):
        assert c.id in shipped.initiative_ids and not c.end
        assert c.spaces >= 2  # the example puts two players on each


def test_sources_name_file_and_line(shipped) -> None:
    assert shipped.patterns["shell"].source.endswith("patterns.yaml:11")
    text = (SHIPPED / "initiatives.yaml").read_text(encoding="utf-8").splitlines()
    line = text.index("  - id: stewardship") + 1
    assert shipped.initiatives["stewardship"].source.endswith(f"initiatives.yaml:{line}")


# ---------------------------------------------------------------------------------------------
# Broken copies
# ---------------------------------------------------------------------------------------------
def copy_cards(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(SHIPPED, folder)
    return folder


def edit(folder: Path, filename: str, old: str, new: str) -> str:
    """Replace ``old`` (which must occur exactly once) and return the new text."""
    path = folder / filename
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {filename}"
    text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return text


def line_of(text: str, needle: str, nth: int = 1) -> int:
    """1-based line of the ``nth`` occurrence of ``needle`` in ``text``."""
    pos = -1
    for _ in range(nth):
        pos = text.index(needle, pos + 1)
    return text.count("\n", 0, pos) + 1


def one_error(folder: Path) -> str:
    with pytest.raises(CardError) as info:
        load_cards(folder)
    errors = info.value.errors
    assert len(errors) == 1, errors
    assert "\n" not in errors[0]
    assert str(info.value) == errors[0]
    return errors[0]


SHELL_COST = """    cost:
      energy: 1
      insight: 1
    bonus:
      energy: 1
    flavour: Before anything"""


def test_unknown_key(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "    name: Shell\n", "    name: Shell\n    colour: red\n")
    line = line_of(text, "    colour: red")
    assert line == 14
    err = one_error(folder)
    assert f"patterns.yaml:{line}: pattern 'shell': field 'colour': unknown field" in err


def test_seed_example_is_true_or_false(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "    seed_example: true\n    name: Shell\n",
                "    seed_example: yes please\n    name: Shell\n")
    line = line_of(text, "    seed_example: yes please")
    err = one_error(folder)
    assert f"patterns.yaml:{line}: pattern 'shell': field 'seed_example': must be true or false" in err


def test_unknown_nested_key(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", SHELL_COST, SHELL_COST.replace(
        "      insight: 1\n", "      insight: 1\n      gold: 1\n", 1))
    err = one_error(folder)
    line = line_of(text, "      gold: 1")
    assert f"patterns.yaml:{line}: pattern 'shell': field 'cost.gold': unknown field" in err


def test_missing_required_field(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "events.yaml",
                "    name: Rumour Mill\n    meaning: 1\n", "    name: Rumour Mill\n")
    err = one_error(folder)
    line = line_of(text, "  - id: rumour_mill")
    assert f"events.yaml:{line}: event 'rumour_mill': field 'meaning': missing" in err


def test_duplicate_id_within_a_file(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "  - id: skin\n", "  - id: shell\n")
    line = line_of(text, "  - id: shell", nth=2)
    err = one_error(folder)
    assert f"patterns.yaml:{line}: pattern 'shell': field 'id': duplicate id" in err
    assert "patterns.yaml:11)" in err  # where the first one is


def test_duplicate_id_across_files(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "events.yaml", "  - id: drought\n", "  - id: shell\n")
    line = line_of(text, "  - id: shell")
    err = one_error(folder)
    assert f"events.yaml:{line}: event 'shell': field 'id': duplicate id" in err
    assert "patterns.yaml:11" in err


def test_duplicate_key_in_one_mapping(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "    name: Shell\n", "    name: Shell\n    name: Shelly\n")
    line = line_of(text, "    name: Shelly")
    err = one_error(folder)
    assert f"patterns.yaml:{line}: pattern 'shell': field 'name': duplicate key" in err


def test_duplicate_key_names_card_and_field(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    edit(folder, "patterns.yaml", "    name: Shell\n", "    name: Shell\n    name: Shelly\n")
    err = one_error(folder)
    assert "pattern 'shell'" in err and "field 'name'" in err


def test_wrong_type(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", SHELL_COST, SHELL_COST.replace("energy: 1", "energy: two", 1))
    line = line_of(text, "energy: two")
    err = one_error(folder)
    assert (f"patterns.yaml:{line}: pattern 'shell': field 'cost.energy': "
            "must be an integer from 0 to 4, got 'two'") in err


def test_wrong_type_text_field_and_boolean(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "initiatives.yaml", "    end: true\n", "    end: yes please\n")
    err_text = "initiatives.yaml:" + str(line_of(text, "    end: yes please"))
    with pytest.raises(CardError) as info:
        load_cards(folder)
    # 'end' is wrong, so stewardship is read as a deck card: each consequence is its own line
    assert any(e.count(err_text + ":") == 1 and "initiative 'stewardship': field 'end'" in e
               for e in info.value.errors), info.value.errors
    assert all("\n" not in e for e in info.value.errors)


def test_out_of_range_value(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "initiatives.yaml", "    name: Water System\n    layer: 7\n    spaces: 3\n",
                "    name: Water System\n    layer: 7\n    spaces: 9\n")
    line = line_of(text, "    spaces: 9")
    err = one_error(folder)
    assert (f"initiatives.yaml:{line}: initiative 'water_system': field 'spaces': "
            "must be an integer from 3 to 6, got 9") in err


def test_out_of_range_pattern_layer(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "    name: Shell\n    layer: 1\n",
                "    name: Shell\n    layer: 7\n")
    line = line_of(text, "    layer: 7")
    err = one_error(folder)
    assert f"patterns.yaml:{line}: pattern 'shell': field 'layer': must be an integer from 1 to 6" in err


def test_unknown_layer_name(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "initiatives.yaml", "      signatures: [balance, presence]\n",
                "      signatures: [balance, presnce]\n")
    line = line_of(text, "signatures: [balance, presnce]")
    err = one_error(folder)
    assert (f"initiatives.yaml:{line}: initiative 'mediation_court': "
            "field 'requires.signatures': unknown layer 'presnce'") in err


def test_unknown_icon_layer_in_pattern_cost(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    patterns = (folder / "patterns.yaml").read_text(encoding="utf-8")
    block = patterns[patterns.index("  - id: cell_wall"):]
    line_in_block = block.index("      icons: [boundary]")
    start = patterns.index("  - id: cell_wall") + line_in_block
    text = patterns[:start] + "      icons: [story]" + patterns[start + len("      icons: [boundary]"):]
    (folder / "patterns.yaml").write_text(text, encoding="utf-8")
    line = text.count("\n", 0, start) + 1
    err = one_error(folder)
    # story is a layer, but not one a Pattern cost may show (1-6)
    assert f"patterns.yaml:{line}: pattern 'cell_wall': field 'cost.icons': unknown layer 'story'" in err


def test_unknown_restriction(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "events.yaml", "    restrict: [acquire_one]\n", "    restrict: [no_hugs]\n")
    line = line_of(text, "restrict: [no_hugs]")
    err = one_error(folder)
    assert (f"events.yaml:{line}: event 'supply_hiccup': field 'restrict': "
            "unknown restriction 'no_hugs'") in err


def test_unknown_bonus_target(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    # Mediation Court's bonus: contributors +1 Legacy, then the first contributor +1 Support
    text = edit(folder, "initiatives.yaml",
                "      - who: contributors\n        legacy: 1\n      - who: first\n",
                "      - who: everybody\n        legacy: 1\n      - who: first\n")
    line = line_of(text, "who: everybody")
    err = one_error(folder)
    assert (f"initiatives.yaml:{line}: initiative 'mediation_court': field 'bonus[0].who': "
            "must be one of all, contributors, first, got 'everybody'") in err


@pytest.mark.parametrize("art", ["../x.png", "/etc/x.png", "cards/../../x.png", "C:/x.png"])
def test_art_path_leaving_art(tmp_path: Path, art: str) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "    name: Shell\n", f"    name: Shell\n    art: {art}\n")
    line = line_of(text, f"    art: {art}")
    err = one_error(folder)
    assert f"patterns.yaml:{line}: pattern 'shell': field 'art': path '{art}' leaves art/" in err


def test_art_path_under_art_is_kept(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    edit(folder, "patterns.yaml", "    name: Shell\n",
         "    name: Shell\n    art: cards/initiatives/./shell.png\n")
    assert load_cards(folder).patterns["shell"].art == "cards/initiatives/shell.png"


def test_python_tag_on_a_value_refused(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "    name: Shell\n",
                "    name: !!python/name:os.system ''\n")
    line = line_of(text, "!!python/name")
    err = one_error(folder)
    assert f"patterns.yaml:{line}:" in err and "python/name:os.system" in err


def test_python_object_tag_refused(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "patterns.yaml", "  - id: shell\n",
                "  - !!python/object:game.games.initiatives.cards.Pattern\n    id: shell\n")
    line = line_of(text, "!!python/object")
    err = one_error(folder)
    assert f"patterns.yaml:{line}:" in err


def test_invalid_yaml_syntax(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = edit(folder, "events.yaml", "    name: Cold Snap\n", "    name: Cold Snap: again\n")
    line = line_of(text, "Cold Snap: again")
    err = one_error(folder)
    assert f"events.yaml:{line}: mapping values are not allowed here" in err


def test_missing_file(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    (folder / "events.yaml").unlink()
    err = one_error(folder)
    assert "events.yaml: cannot read" in err


def test_missing_folder(tmp_path: Path) -> None:
    err = one_error(tmp_path / "nowhere")
    assert "nowhere: no such card folder" in err


def test_no_end_initiative(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = (folder / "initiatives.yaml").read_text(encoding="utf-8")
    start = text.index("  - id: stewardship")
    (folder / "initiatives.yaml").write_text(text[:start], encoding="utf-8")
    err = one_error(folder)
    assert "initiatives.yaml:1: exactly one initiative must have 'end: true', found 0" in err


def test_two_end_initiatives(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    text = (folder / "initiatives.yaml").read_text(encoding="utf-8")
    block = text[text.index("  - id: stewardship"):]
    (folder / "initiatives.yaml").write_text(
        text + "\n" + block.replace("id: stewardship", "id: stewardship_two"), encoding="utf-8")
    err = one_error(folder)
    assert "initiatives.yaml:1: exactly one initiative must have 'end: true', found 2" in err


def test_every_problem_collected_one_line_each(tmp_path: Path) -> None:
    folder = copy_cards(tmp_path)
    p_text = edit(folder, "patterns.yaml", "    name: Shell\n", "    name: Shell\n    colour: red\n")
    e_text = edit(folder, "events.yaml", "    restrict: [acquire_one]\n", "    restrict: [no_hugs]\n")
    with pytest.raises(CardError) as info:
        load_cards(folder)
    errors = info.value.errors
    assert len(errors) == 2 and all("\n" not in e for e in errors)
    assert f"patterns.yaml:{line_of(p_text, 'colour: red')}: pattern 'shell'" in errors[0]
    assert f"events.yaml:{line_of(e_text, 'no_hugs')}: event 'supply_hiccup'" in errors[1]


def test_deal_is_read_and_checked(tmp_path: Path) -> None:
    assert load_cards(SHIPPED).initiative_deal == 10
    folder = copy_cards(tmp_path)
    text = edit(folder, "initiatives.yaml", "\ndeal: 10\n", "\ndeal: 25\n")
    err = one_error(folder)
    assert f"initiatives.yaml:{line_of(text, 'deal: 25')}: field 'deal': must be from 6" in err
    edit(folder, "initiatives.yaml", "\ndeal: 25\n", "\ndeal: ten\n")
    assert "field 'deal': must be a whole number" in one_error(folder)
    edit(folder, "initiatives.yaml", "\ndeal: ten\n", "\n")
    assert load_cards(folder).initiative_deal == 0  # no deal: every Initiative is in play
