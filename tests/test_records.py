"""game.games.initiatives.records: YAML game records, fixed starting positions and setup (de)serialisation."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from conftest import NAMES

from game.family import yaml_lines
from game.family.errors import NotationError
from game.family.rng import Rng
from game.games.initiatives.actions import Action
from game.games.initiatives.card_loader import default_cards
from game.games.initiatives.game import Game
from game.games.initiatives.observe import final_summary, observe
from game.games.initiatives.options import FixedSetup, SeatStart, Setup, Variants, variants_from_names
from game.games.initiatives.records import RecordError, load_record, setup_from_dict, setup_to_dict

CARDS = default_cards()

FIXED_RECORD = """\
title: A fixed table
players: [Alex, Brooke, Casey]
seed: 42
fixed:
  event_top: [dry_spell, drought, wildfire]
  pattern_top: [membrane, husk]
  initiative_top: [crisis_line, oral_history]
  prism: [shell, pulse, forecast, habit, skin, growth]
  index: [local_clinic, food_network, learning_archive]
  meaning: 9
  seats:
    - tokens: {energy: 1}
      vitals: 7
      legacy: 2
    - vitals: 0
actions:
  - acquire EI
  - obtain skin
"""


def write(tmp_path: Path, text: str, name: str = "record.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def line_of(text: str, needle: str) -> int:
    return next(i for i, t in enumerate(text.splitlines(), 1) if needle in t)


def play_record(path: str) -> Game:
    record = load_record(path)
    game = Game(record.setup, CARDS)
    for text in record.actions:
        game.play(text)
    return game


def hidden(game: Game) -> tuple:
    s = game.state
    return (s.event_deck, s.pattern_deck, s.init_deck, s.event_discard, s.pattern_discard,
            s.init_discard, s.init_done, s.rng.state)


# ---------------------------------------------------------------------------------------------
# load_record and the fixed section
# ---------------------------------------------------------------------------------------------
def test_load_record_reads_setup_actions_and_lines(tmp_path: Path) -> None:
    path = write(tmp_path, FIXED_RECORD)
    record = load_record(path)
    assert record.title == "A fixed table"
    assert record.setup.players == ("Alex", "Brooke", "Casey") and record.setup.seed == 42
    assert record.actions == ["acquire EI", "obtain skin"]
    assert record.action_lines == [line_of(FIXED_RECORD, "acquire EI"),
                                   line_of(FIXED_RECORD, "obtain skin")]
    fx = record.setup.fixed
    assert fx == FixedSetup(event_top=("dry_spell", "drought", "wildfire"),
                            pattern_top=("membrane", "husk"),
                            initiative_top=("crisis_line", "oral_history"),
                            prism=("shell", "pulse", "forecast", "habit", "skin", "growth"),
                            index=("local_clinic", "food_network", "learning_archive"),
                            meaning=9,
                            seats=(SeatStart(tokens=(1, 0, 0), vitals=7, legacy=2),
                                   SeatStart(vitals=0)))


def test_fixed_setup_places_exactly_the_named_cards(tmp_path: Path) -> None:
    game = Game(load_record(write(tmp_path, FIXED_RECORD)).setup, CARDS)
    s = game.state
    assert s.prism == ["shell", "pulse", "forecast", "habit", "skin", "growth"]
    assert [slot.card.id for slot in s.index if slot] == ["local_clinic", "food_network",
                                                          "learning_archive"]
    assert s.end_slot is not None and s.end_slot.card.id == "stewardship"
    # top of deck = end of the list; the first named card is the top one
    assert s.events_in_play == ["dry_spell"]  # round 1's Event was the top Event
    assert s.event_deck[-2:] == ["wildfire", "drought"]
    assert s.pattern_deck[-2:] == ["husk", "membrane"]
    assert s.init_deck[-2:] == ["oral_history", "crisis_line"]
    # named cards are taken out of the shuffled decks: each is in one place only
    assert len(s.pattern_deck) == 60 - 6 and not set(s.prism) & set(s.pattern_deck)
    assert len(s.init_deck) == CARDS.initiative_deal - 3  # DI19: the deal counts the Index
    assert len(s.init_box) == len(CARDS.initiative_ids) - CARDS.initiative_deal
    assert not set(s.init_box) & {"oral_history", "crisis_line"}  # named cards stay in the game
    assert not {"local_clinic", "food_network", "learning_archive"} & set(s.init_deck)
    assert len(s.event_deck) == len(CARDS.event_ids) - 1


def test_fixed_setup_start_tracks_per_seat_and_meaning(tmp_path: Path) -> None:
    game = Game(load_record(write(tmp_path, FIXED_RECORD)).setup, CARDS)
    alex, brooke, casey = game.state.players
    assert (alex.tokens, alex.vitals, alex.legacy) == ([1, 0, 0], 7, 2)
    assert (brooke.tokens, brooke.vitals, brooke.legacy) == ([3, 2, 1], 0, 0)  # tokens: standard
    assert (casey.tokens, casey.vitals, casey.legacy) == ([3, 2, 1], 5, 0)  # no entry: standard
    assert game.state.meaning == 9 - 1  # Dry Spell, round 1's Event, costs 1
    assert any("Meaning starts at 9" in line for line in game.log[:3])


def test_fixed_record_plays_its_actions(tmp_path: Path) -> None:
    game = play_record(write(tmp_path, FIXED_RECORD))
    start = game.state.start_player
    p = game.state.players[start]
    assert game.actions == [Action("acquire", pay=(1, 1, 0)), Action("obtain", "skin")]
    assert p.palette[1] == ("skin",)
    # Skin was replaced from the top of the Pattern deck: membrane was named first
    assert game.state.prism == ["shell", "pulse", "forecast", "habit", "membrane", "growth"]


def test_G1_replaying_a_record_twice_is_identical(tmp_path: Path) -> None:
    # write a record of a 60-action random game, then replay it twice
    setup = Setup(NAMES[:4], 2024, variants_from_names(["high_instability", "limited_recycle"]),
                  fixed=FixedSetup(meaning=12, seats=(SeatStart(tokens=(5, 5, 5)),)))
    original = Game(setup, CARDS)
    rng = Rng(9)
    for _ in range(60):
        if original.state.over:
            break
        original.play(rng.choice(original.legal_actions()))
    data = {**setup_to_dict(setup), "actions": [str(a) for a in original.actions]}
    path = write(tmp_path, yaml.safe_dump(data, allow_unicode=True, sort_keys=False))
    first, second = play_record(path), play_record(path)
    assert len(first.log) > 20
    assert first.log == second.log == original.log
    assert observe(first.state) == observe(second.state) == observe(original.state)
    assert final_summary(first.state) == final_summary(second.state)
    assert hidden(first) == hidden(second) == hidden(original)


# ---------------------------------------------------------------------------------------------
# setup_to_dict / setup_from_dict
# ---------------------------------------------------------------------------------------------
ROUND_TRIP_SETUPS = {
    "plain": Setup(NAMES[:4], 7),
    "variants": Setup(NAMES[:3], 2**64 - 1, variants_from_names(
        ["hard", "hard_pattern_tax", "long_game", "limited_recycle", "social_cost",
         "rotate_first_player", "pattern_fatigue", "no_conversion"])),
    "competitive": Setup(NAMES[:2], 1, variants_from_names(["competitive", "faster"], 12)),
    "cooperative-two-initiatives": Setup(NAMES[:5], 3, variants_from_names(
        ["cooperative", "faster_two_initiatives", "high_instability"])),
    "solo-hard": Setup(NAMES[:1], 99, solo_difficulty="hard"),
    "solo-easy-start": Setup(NAMES[:1], 5, solo_difficulty="easy", start_player=0),
    "start-player": Setup(NAMES[:6], 8, start_player=4),
    "fixed-first-player": Setup(NAMES[:3], 8, variants_from_names(["fixed_first_player"])),
    "end-initiative": Setup(NAMES[:2], 8, end_initiative="food_network"),
    "fixed": Setup(NAMES[:3], 11, fixed=FixedSetup(
        event_top=("dry_spell",), pattern_top=("shell", "skin"), initiative_top=("crisis_line",),
        prism=("pulse", "habit"), index=("local_clinic",), meaning=3,
        seats=(SeatStart(tokens=(0, 4, 2), vitals=10, legacy=30), SeatStart(),
               SeatStart(legacy=1)))),
    "fixed-empty-prism": Setup(NAMES[:2], 11, fixed=FixedSetup(prism=(), index=())),
}


@pytest.mark.parametrize("setup", list(ROUND_TRIP_SETUPS.values()), ids=list(ROUND_TRIP_SETUPS))
def test_setup_dict_round_trip(setup: Setup) -> None:
    data = setup_to_dict(setup)
    assert setup_from_dict(data, "test") == setup
    # through JSON (saves) and through YAML text (records), too
    assert setup_from_dict(json.loads(json.dumps(data)), "save.json") == setup
    text = yaml.safe_dump(data, allow_unicode=True)
    assert setup_from_dict(yaml_lines.load(text, "r.yaml"), "r.yaml") == setup


def test_setup_dict_shape() -> None:
    setup = ROUND_TRIP_SETUPS["competitive"]
    # I18 (f): the turn order is always written, in its own field, never in the variants list;
    # DI20 is always named, on or off (I16, format 3), and so is I19's late conversion (format 4);
    # DI22's two-seat numbers at two seats (format 5); DI24's calm first Event (format 7)
    assert setup_to_dict(setup) == {"edition": "initiatives", "players": ["Alex", "Brooke"],
                                    "seed": 1,
                                    "variants": ["faster", "competitive", "turn_order_tokens"],
                                    "turn_order": "rotate", "competitive_rounds": 12,
                                    "late_conversion": True, "calm_first_event": True,
                                    "two_seat_table": True}
    assert "two_seat_table" not in setup_to_dict(ROUND_TRIP_SETUPS["solo-hard"])
    assert setup_to_dict(ROUND_TRIP_SETUPS["start-player"])["start_player"] == 5  # 1-based
    assert setup_to_dict(ROUND_TRIP_SETUPS["solo-hard"])["solo_difficulty"] == "hard"
    assert "no_conversion" in setup_to_dict(ROUND_TRIP_SETUPS["variants"])["variants"]


def test_setup_round_trip_drops_only_what_cannot_matter() -> None:
    """Doubtful: competitive_rounds without Competitive, and a solo level at a multi-seat table,
    are not written; the setups differ but play the same game."""
    setup = Setup(NAMES[:2], 17, Variants(competitive_rounds=5), solo_difficulty="hard")
    back = setup_from_dict(setup_to_dict(setup), "test")
    assert back == replace(setup, variants=Variants(), solo_difficulty="standard")
    a, b = Game(setup, CARDS), Game(back, CARDS)
    rng = Rng(3)
    for _ in range(30):
        if a.state.over:
            break
        action = rng.choice(a.legal_actions())
        a.play(action)
        b.play(action)
    assert a.log == b.log and observe(a.state) == observe(b.state)


# ---------------------------------------------------------------------------------------------
# Errors name the file and the line
# ---------------------------------------------------------------------------------------------
BASE = """\
players: [Alex, Brooke]
seed: 4
variants: [hard]
actions:
  - acquire EE
"""


@pytest.mark.parametrize(("old", "new", "needle", "expect"), [
    ("seed: 4\n", "seed: 4\ncolour: red\n", "colour: red", "field 'colour': unknown field"),
    ("players: [Alex, Brooke]\n", "players: Alex\n", "players: Alex",
     "field 'players': must be a list of player names"),
    ("players: [Alex, Brooke]\n", "players: [Alex, '  ']\n", "players:",
     "field 'players': must be a list of player names"),
    ("players: [Alex, Brooke]\n", "players: [A, B, C, D, E, F, G]\n", "players:",
     "field 'players': 1 to 6 players, not 7"),
    ("seed: 4\n", "seed: -1\n", "seed: -1", "field 'seed': must be a whole number from 0 to"),
    ("seed: 4\n", "seed: 4.5\n", "seed: 4.5", "field 'seed': must be a whole number"),
    ("seed: 4\n", "seed: true\n", "seed: true", "field 'seed': must be a whole number"),
    ("variants: [hard]\n", "variants: [hard, bogus]\n", "variants:",
     "field 'variants': unknown variant 'bogus'"),
    ("variants: [hard]\n", "variants: hard\n", "variants:",
     "field 'variants': must be a list of variant names"),
    ("variants: [hard]\n", "variants: [cooperative, competitive]\n", "variants:",
     "field 'variants': variants 'cooperative' and 'competitive' cannot be combined"),
    ("seed: 4\n", "seed: 4\ncompetitive_rounds: 0\n", "competitive_rounds",
     "field 'competitive_rounds': must be a whole number from 1 to 60"),
    ("seed: 4\n", "seed: 4\nsolo_difficulty: brutal\n", "solo_difficulty",
     "field 'solo_difficulty': one of easy, standard, hard"),
    ("seed: 4\n", "seed: 4\nstart_player: 3\n", "start_player",
     "field 'start_player': must be a whole number from 1 to 2"),
    ("seed: 4\n", "seed: 4\nend_initiative: 5\n", "end_initiative",
     "field 'end_initiative': must be an Initiative id"),
    ("seed: 4\n", "seed: 4\nedition: life\n", "edition", "field 'edition': life is played by its own"),
    ("seed: 4\n", "seed: 4\nedition: spring\n", "edition", "field 'edition': unknown edition"),
    ("  - acquire EE\n", "  - {acquire: EE}\n", "actions:", "field 'actions': must be a list"),
    ("seed: 4\n", "seed: 4\nfixed:\n  meaning: 13\n", "meaning: 13",
     "field 'fixed.meaning': must be a whole number from 1 to 12"),
    ("seed: 4\n", "seed: 4\nfixed:\n  prism: shell\n", "prism: shell",
     "field 'fixed.prism': must be a list of card ids"),
    ("seed: 4\n", "seed: 4\nfixed:\n  seats:\n    - tokens: 3\n", "tokens: 3",
     "field 'fixed.seats.tokens': must map energy/insight/support to numbers"),
    ("seed: 4\n", "seed: 4\nfixed:\n  seats:\n    - vitals: 11\n", "vitals: 11",
     "field 'fixed.seats.vitals': must be a whole number from 0 to 10"),
], ids=["unknown-field", "players-not-list", "blank-player", "seven-players", "seed-negative",
        "seed-float", "seed-bool", "unknown-variant", "variants-not-list", "refused-combination",
        "competitive-rounds", "solo-difficulty", "start-player", "end-initiative-type",
        "edition-another-game", "edition-unknown", "actions-not-text", "fixed-meaning", "fixed-prism-type",
        "seat-tokens-type", "seat-vitals-range"])
def test_record_errors_name_file_and_line(tmp_path: Path, old, new, needle, expect) -> None:
    assert BASE.count(old) == 1
    text = BASE.replace(old, new)
    path = write(tmp_path, text)
    with pytest.raises(RecordError) as info:
        load_record(path)
    msg = str(info.value)
    assert "\n" not in msg
    assert msg.startswith(f"{path}:{line_of(text, needle)}: "), msg
    assert expect in msg


def test_record_error_for_bad_yaml_names_line(tmp_path: Path) -> None:
    text = BASE.replace("seed: 4\n", "seed: 4\n  oops: [\n")
    path = write(tmp_path, text)
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert str(info.value).startswith(f"{path}:")
    assert "\n" not in str(info.value)


def test_record_not_a_mapping_or_without_players(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"record\.yaml: a game record must be a mapping"):
        load_record(write(tmp_path, "- acquire EE\n"))
    with pytest.raises(RecordError, match=r"record\.yaml: field 'players': missing"):
        load_record(write(tmp_path, "seed: 3\n"))


def test_record_nested_unknown_field_names_its_line(tmp_path: Path) -> None:
    text = BASE.replace("seed: 4\n", "seed: 4\nfixed:\n  meaning: 5\n  bogus: 1\n")
    path = write(tmp_path, text)
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert "field 'fixed.bogus': unknown field" in str(info.value)
    assert str(info.value).startswith(f"{path}:{line_of(text, 'bogus: 1')}: ")


def test_record_fixed_seats_not_a_list(tmp_path: Path) -> None:
    text = BASE.replace("seed: 4\n", "seed: 4\nfixed:\n  seats: 3\n")
    path = write(tmp_path, text)
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert "fixed.seats" in str(info.value)


@pytest.mark.parametrize("text", ["give p² E", "give p١ E", "request p99999 S", "give p0x1 E"])
def test_a_seat_is_written_in_ascii_digits(text: str) -> None:
    with pytest.raises(NotationError, match="expected a seat like p2"):
        Action.parse(text)


def test_why_illegal_refuses_a_malformed_action_in_words() -> None:
    from conftest import make

    from game.games.initiatives.rules import why_illegal

    assert why_illegal(make(2), Action(["x"])) == "not a well-formed action"  # type: ignore[arg-type]
