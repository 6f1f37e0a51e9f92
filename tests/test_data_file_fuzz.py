"""Issue 38 item 9: what the fuzz of every other data file found (tests/fuzz_inputs.py: settings,
history, save slots, campaign progress, lessons, hints, campaign files, layouts), one test each,
failing on the code before the fix. Every problem is one line naming the file, drawn at once;
nothing hangs; nothing a reader refuses is lost."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from hang_guard import finishes

from game.campaign.loader import CampaignError, load_campaign
from game.family import yaml_lines
from game.family.errors import MAX_LINE
from game.family.files import printable, read_json, unprintable
from game.family.match import Match
from game.family.paths import PROJECT_ROOT
from game.family.registry import ruleset
from game.tutorial.script import TutorialError, load_tutorial
from game.ui import history, save_slots, saves
from game.ui.hints import HintError, game_moments, load_hints
from game.ui.layout import LAYOUTS, LayoutError, load_layout
from game.ui.saves import SaveError, SeatConfig

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")]


def drawn(line: str) -> None:
    """The line as a list screen draws it: one line, with the game's own fonts."""
    from game.ui import assets, theme

    pygame.font.init()
    assert "\n" not in line and len(line) <= MAX_LINE, line
    assert assets.text(line, theme.FONT_BODY).get_width() > 0


def a_game(game: str = "pentagram", moves: int = 6) -> Match:
    rules = ruleset(game)
    match = Match(rules, rules.make_setup(("Alex", "Brooke"), 3), narrate=False)
    for _ in range(moves):
        match.play(match.legal_actions()[0])
    return match


# -- layouts (art/layouts/*.tmx) ------------------------------------------------------------------
def layout_with(tmp_path: Path, extra: str, name: str = "campaign_map.tmx") -> Path:
    path = tmp_path / name
    path.write_text((LAYOUTS / "campaign_map.tmx").read_text().replace("</map>", extra + "\n</map>"))
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_layout_naming_a_tileset_file_is_refused_without_opening_it(tmp_path: Path) -> None:
    """pytmx opened a tileset's .tsx itself, past the guarded reader: a FIFO there hung the table,
    a missing one raised a bare Exception (a traceback)."""
    os.mkfifo(tmp_path / "t.tsx")
    for source in ("t.tsx", "missing.tsx"):
        path = layout_with(tmp_path, f'<tileset firstgid="1" source="{source}"/>')
        with pytest.raises(LayoutError) as exc:
            finishes(lambda p=path: load_layout(p, ("header",)))
        assert str(exc.value) == (f"{path}: <tileset> is not part of a layout (only named rectangles "
                                  f"in object layers are read)")


def test_a_layout_tileset_image_of_a_billion_pixels_square_is_refused_at_once(tmp_path: Path) -> None:
    """pytmx counted the tiles of a tileset image by its stated size: 999999999² never ended."""
    path = layout_with(tmp_path, '<tileset firstgid="1" name="t" tilewidth="1" tileheight="1" '
                                 'tilecount="1" columns="1"><image source="t.png" width="999999999" '
                                 'height="999999999"/></tileset>')
    with pytest.raises(LayoutError, match="<tileset> is not part of a layout"):
        finishes(lambda: load_layout(path, ("header",)))


@pytest.mark.parametrize("extra", ['<objectgroup id="7" name="q"><object id="99" name="tile" gid="7" x="0" '
                                   'y="0" width="8" height="8"/></objectgroup>',
                                   '<imagelayer id="9" name="i"><image source="/dev/zero"/></imagelayer>',
                                   '<layer id="9" name="l" width="4" height="4"><data encoding="csv">1'
                                   '</data></layer>'])
def test_a_layout_refers_to_no_other_file_nor_tile(tmp_path: Path, extra: str) -> None:
    path = layout_with(tmp_path, extra)
    with pytest.raises(LayoutError) as exc:
        load_layout(path, ("header",))
    assert str(exc.value).startswith(f"{path}: <") and "\n" not in str(exc.value)


def test_a_layout_sized_infinity_is_one_line(tmp_path: Path) -> None:
    """Found by the fuzz: ``width="inf"`` on the map was pytmx's OverflowError, a traceback."""
    path = tmp_path / "life.tmx"
    path.write_text((LAYOUTS / "life.tmx").read_text().replace('width="', 'width="inf" x-width="', 1))
    with pytest.raises(LayoutError, match=r"life\.tmx: not a readable Tiled map \(cannot convert float"):
        load_layout(path, ("header",))


def test_every_shipped_layout_still_loads() -> None:
    from fuzz_inputs import LAYOUT_TABLES, layout_files

    for table in LAYOUT_TABLES:
        for name, zones in layout_files(table):
            assert load_layout(LAYOUTS / name, zones).zones


# -- Saved games and Stats & history: what the lists draw --------------------------------------------
def test_names_in_a_save_summary_are_listed_as_one_drawable_line(data_dir: Path) -> None:
    """Found by the fuzz: a player named "\\n" in a save's summary split its line in two, one named
    "\\ud800" (the JSON escape) stopped Saved games drawing (UnicodeEncodeError)."""
    path = save_slots.save_named(a_game(), SEATS, "before")
    data = json.loads(path.read_text())
    data["slot"].update(players=["\n", "\ud800", "x" * 5000], title="\x00", name="a\u2028b")
    text = json.dumps(data)  # ASCII: the surrogate as \ud800, as a stranger's file may hold it
    path.write_text(text)
    (slot,) = save_slots.list_slots()
    assert not slot.problem
    assert slot.players[:2] == ("", "\\ud800") and len(slot.players[2]) == 40
    assert slot.title == "\\x00" and slot.name == "a b"  # a line separator is a space between words
    drawn(slot.heading)
    drawn(slot.details)
    assert path.read_text() == text


def test_a_history_entry_with_a_line_break_for_its_result_is_one_drawable_line(data_dir: Path) -> None:
    """Found by the fuzz: ``"result": "\\n"`` made the entry's details two lines."""
    folder = history.history_dir()
    match = a_game("pentagram", 0)
    while match.state.result is None:
        match.play(match.legal_actions()[0])
    path = history.record(match, SEATS, folder / "20260101-120000-pentagram.json")
    data = json.loads(path.read_text())
    data["slot"].update(result="\n", title="Pentagram\u200b2")
    data["slot"]["seats"][0]["name"] = "\ud800"
    path.write_text(json.dumps(data))
    (past,) = history.list_history()
    assert not past.problem and past.result == "" and past.seats[0][0] == "\\ud800"
    drawn(past.heading)
    drawn(past.details)
    drawn(history.stats([past])[0].title)


# -- saves: what load_game takes ------------------------------------------------------------------
def save_with(path: Path, change: Callable[[dict[str, Any]], None]) -> str:
    saves.save_game(a_game(), SEATS, path)
    data = json.loads(path.read_text())
    change(data)
    text = json.dumps(data, indent=1)
    path.write_text(text)
    return text


@pytest.mark.parametrize("colour", [[], {"a": 1}])
def test_a_seat_colour_that_is_a_list_is_refused_not_a_type_error(tmp_path: Path, colour: Any) -> None:
    """Found by the fuzz: ``colour not in SEAT_COLOURS`` on a list raised TypeError (a traceback
    from New game's question about the game in progress, and from Replay)."""
    path = tmp_path / "autosave.json"
    save_with(path, lambda d: d["seats"][1].update(colour=colour))
    with pytest.raises(SaveError, match=r"field 'seats\[2\]\.colour': unknown colour"):
        saves.load_game(path)


@pytest.mark.parametrize(("where", "name"), [("seats", "\ud800"), ("seats", "\u200b"),
                                             ("players", "\x00"), ("players", "Al\ud800ex")])
def test_a_name_no_table_can_draw_is_refused_in_one_drawable_line(tmp_path: Path, where: str,
                                                                   name: str) -> None:
    """Found by the fuzz: a seat named "\\ud800" loaded, then Replay's table could not draw it and
    every autosave failed to encode it."""
    path = tmp_path / "autosave.json"

    def rename(data: dict[str, Any]) -> None:
        if where == "seats":
            data["seats"][0]["name"] = name
        else:
            data["setup"]["players"][0] = name

    text = save_with(path, rename)
    with pytest.raises(SaveError) as exc:
        saves.load_game(path)
    message = str(exc.value)
    assert message.startswith(f"{path}:") and "which no table can show" in message, message
    assert unprintable(message) is None
    drawn(message)
    assert path.read_text() == text


def test_a_save_refusal_quoting_a_surrogate_shows_its_escape(tmp_path: Path) -> None:
    """Found by the fuzz: ``action 4 '\\ud800': unknown action '\\ud800'`` held the surrogate
    itself, which Saved games could not draw."""
    path = tmp_path / "autosave.json"
    save_with(path, lambda d: d["actions"].insert(1, "\ud800"))
    with pytest.raises(SaveError) as exc:
        saves.load_game(path)
    assert "'\\ud800'" in str(exc.value) and unprintable(str(exc.value)) is None
    drawn(str(exc.value)[:200])


def test_new_game_keeps_a_game_whose_summary_holds_a_surrogate(data_dir: Path) -> None:
    """Found by the fuzz: New game moved the unfinished game among the saved ones by writing it as
    UTF-8, and a lone surrogate in its summary (which loading ignores) raised UnicodeEncodeError."""
    path = saves.save_game(a_game(), SEATS)
    data = json.loads(path.read_text())
    data["slot"]["name"] = "\ud800"
    path.write_text(json.dumps(data))
    kept = save_slots.keep_current()
    assert kept is not None and kept.parent.name == "saves" and not path.exists()
    again = read_json(kept)
    assert again["slot"]["name"] == "\ud800" and again["actions"] == data["actions"]
    saves.load_game(kept)


# -- YAML: lessons, hints, campaigns (and cards, records) ------------------------------------------
@pytest.mark.parametrize(("text", "where"), [('a: "x\\0y"', "field 'a': U+0000"),
                                             ('a: "\\ud800"', "field 'a': U+D800"),
                                             ('a: ["\\x1b[2J"]', "field 'a': U+001B"),
                                             ('"\\0": 1', "U+0000")])
def test_yaml_refuses_a_control_character_or_surrogate_written_as_an_escape(text: str, where: str) -> None:
    with pytest.raises(yaml_lines.YamlError) as exc:
        yaml_lines.load("# a lesson\n" + text, "f.yaml")
    field, _, char = where.rpartition(" ")
    assert str(exc.value) == (f"f.yaml:2: {field + ' ' if field else ''}character {char} is not allowed in "
                              "YAML (a control character or a lone surrogate, written as an escape)")


def test_yaml_still_reads_line_breaks_and_tabs_written_as_escapes() -> None:
    assert yaml_lines.load('a: "l1\\nl2\\tz\\u200b"', "f.yaml") == {"a": "l1\nl2\tz\u200b"}


def lesson_with(tmp_path: Path, old: str, new: str, name: str = "pentagram.yaml") -> Path:
    text = (PROJECT_ROOT / "tutorials" / name).read_text()
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1))
    return path


@pytest.mark.parametrize(("old", "new", "words"), [
    ("  - place purple 2\n", '  - "place\\npurple 2"\n', "field 'replies': must be a list of actions, each"),
    ("    point: goal\n", '    point: "goal\\n"\n', "field 'point': step 1: must be one line"),
    ("opponents: {Robin: greedy}", 'opponents: {Robin: "\\n"}', "field 'opponents': '\\n' is not a bot"),
    ("title: Your first game", '"x\\ny": 1\ntitle: Your first game', "field 'x\\ny': unknown field"),
])
def test_a_lesson_quoting_a_line_break_is_one_line(tmp_path: Path, old: str, new: str, words: str) -> None:
    """Found by the fuzz: ``do: "\\n"`` and an opponent's kind "\\n" were quoted as they were, and
    the lesson's problem took two lines."""
    path = lesson_with(tmp_path, old, new)
    with pytest.raises(TutorialError) as exc:
        load_tutorial(path)
    (line,) = exc.value.errors
    assert line.startswith(str(path)) and words in line, line
    drawn(line)


def test_a_lesson_step_whose_action_is_a_line_break_is_one_line(tmp_path: Path) -> None:
    text = (PROJECT_ROOT / "tutorials" / "organism.yaml").read_text()
    start = text.index("    do: ")
    end = text.index("\n", start)
    path = tmp_path / "organism.yaml"
    path.write_text(text[:start] + '    do: "\\n"' + text[end:])
    with pytest.raises(TutorialError) as exc:
        load_tutorial(path)
    assert "field 'do'" in str(exc.value) and "must be one line" in str(exc.value)
    drawn(str(exc.value))


def test_a_lesson_step_with_an_empty_hint_loads(tmp_path: Path) -> None:
    """``hint: null`` is no hint (the one-line fix once took it for text)."""
    tutorial = load_tutorial(lesson_with(tmp_path, "    point: goal\n", "    point: goal\n    hint: null\n"))
    assert tutorial.steps[0].hint == ""


def test_a_hint_quoting_5000_characters_is_one_short_line(tmp_path: Path) -> None:
    """Found by the fuzz: a ``when`` of 5,000 characters made a notice of 5,000 characters."""
    text = (PROJECT_ROOT / "tutorials" / "hints-pentagram.yaml").read_text()
    path = tmp_path / "hints-pentagram.yaml"
    path.write_text(text.replace('"table: worker_question"', '"' + "x" * 5000 + '"', 1))
    with pytest.raises(HintError) as exc:
        load_hints(path, game_moments("pentagram"))
    assert str(exc.value).startswith("hints-pentagram.yaml:") and len(str(exc.value)) <= MAX_LINE
    drawn(str(exc.value))


def test_a_hint_id_with_a_line_break_given_twice_is_one_line(tmp_path: Path) -> None:
    text = (PROJECT_ROOT / "tutorials" / "hints-pentagram.yaml").read_text()
    path = tmp_path / "hints-pentagram.yaml"
    path.write_text(text.replace("id: pentagram_worker_question", 'id: "a\\nb"', 1)
                    .replace("id: pentagram_first_payout", 'id: "a\\nb"', 1))
    with pytest.raises(HintError, match=r"field 'id': 'a\\nb' given twice") as exc:
        load_hints(path, game_moments("pentagram"))
    drawn(str(exc.value))


@pytest.mark.parametrize(("old", "new", "words"), [
    ("game: initiatives", "game: [initiatives]", "field 'game': unknown game"),
    ("    game: pentagram", "    game: {pentagram: 1}", "field 'game': unknown game"),
    ("      type: weakest_colour", "      type: [weakest_colour]", "field 'objective.type': unknown"),
])
def test_a_campaign_value_that_is_a_list_or_mapping_is_a_problem_not_a_type_error(
        tmp_path: Path, old: str, new: str, words: str) -> None:
    """Found by the fuzz: ``value not in GAMES`` (and KINDS) on a list raised TypeError, a
    traceback from the campaign map."""
    from fuzz_inputs import campaign_source

    text = campaign_source("pentagram").decode()
    assert old in text
    path = tmp_path / "pentagram.yaml"
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(CampaignError) as exc:
        load_campaign(path)
    assert any(words in line for line in exc.value.errors), exc.value.errors
    for line in exc.value.errors:
        drawn(line)


def test_a_campaign_unlocked_after_a_list_is_a_problem_not_a_type_error(tmp_path: Path) -> None:
    text = (PROJECT_ROOT / "campaigns" / "first_light.yaml").read_text()
    start = text.index("  - id: memorial_forest\n")
    path = tmp_path / "first_light.yaml"
    path.write_text(text[:start] + text[start:].replace("\n    title:", "\n    unlock: {after: [[a]]}\n"
                                                        "    title:", 1))
    with pytest.raises(CampaignError) as exc:
        load_campaign(path)
    assert any("field 'unlock.after': must list chapters" in line for line in exc.value.errors)


def test_a_campaign_key_with_a_line_break_is_one_line(tmp_path: Path) -> None:
    from fuzz_inputs import campaign_source

    path = tmp_path / "life.yaml"
    path.write_text(campaign_source("life").decode().replace("order: 2", '"order\\n": 2', 1))
    with pytest.raises(CampaignError) as exc:
        load_campaign(path)
    assert any("field 'order\\n': unknown field" in line for line in exc.value.errors), exc.value.errors
    for line in exc.value.errors:
        drawn(line)


def test_every_games_campaign_file_loads_as_it_is_fuzzed(tmp_path: Path) -> None:
    """The fuzz starts from these: First Light, and each other game's chapter of The Long Night
    as a campaign of its own."""
    from fuzz_inputs import SAVE_GAMES, campaign_source

    for game in SAVE_GAMES:
        path = tmp_path / f"{game}.yaml"
        path.write_bytes(campaign_source(game))
        campaign = load_campaign(path)
        assert campaign.chapters and {c.game for c in campaign.chapters} == {game}


def test_printable_escapes_only_what_cannot_be_shown() -> None:
    assert printable("Zoë 💡 à la\xa0carte") == "Zoë 💡 à la\xa0carte"
    assert printable("a\x00b\nc\ud800\u200b") == "a\\x00b\\nc\\ud800\\u200b"
    assert unprintable("Zoë") is None and unprintable("a\u200bb") == "\u200b"


# -- every reader of a data file goes through the guarded one --------------------------------------
READERS = ("game/ui/prefs.py", "game/ui/history.py", "game/ui/save_slots.py", "game/ui/saves.py",
           "game/campaign/profile.py", "game/campaign/loader.py", "game/ui/layout.py",
           "game/tutorial/script.py", "game/ui/hints.py")
PARSERS = {"json", "yaml", "ET", "ElementTree", "pickle", "pytmx", "tomllib", "marshal"}
PARSES = {"load", "loads", "safe_load", "full_load", "parse", "load_pygame", "TiledMap"}
READS = {"read_text", "read_bytes", "open", "fdopen", "loads"}  # files.read_text and the like excepted


def bypasses(name: str) -> list[str]:
    """Calls in ``name`` that read a file, or parse one's text, other than through
    game/family/files.py and yaml_lines.py: ``open``, ``Path.read_text``, ``json.loads``,
    ``yaml.safe_load``, ``ET.parse``, ``pytmx.load_pygame``…"""
    import ast

    tree = ast.parse((PROJECT_ROOT / name).read_text(encoding="utf-8"), name)
    guarded = {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
               and node.module in ("game.family.files", "game.family.yaml_lines") for alias in node.names}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name):
            bad = func.id == "open" or (func.id in READS and func.id not in guarded)
        elif isinstance(func, ast.Attribute):
            owner = func.value.id if isinstance(func.value, ast.Name) else ""
            bad = ((func.attr in READS and owner != "files")
                   or (owner in PARSERS and func.attr in PARSES))
            # pytmx.TiledMap() without a file name reads nothing: the layout hands it parsed XML
            bad = bad and not (func.attr == "TiledMap" and not node.args)
        else:
            bad = False
        if bad:
            found.append(f"{name}:{node.lineno}: {ast.unparse(func)}(")
    return found


@pytest.mark.parametrize("name", READERS)
def test_no_data_file_is_read_but_through_the_guarded_reader(name: str) -> None:
    """Settings, history, slots, saves, campaign progress and files, layouts, lessons and hints:
    each reads only through game/family/files.py (a regular file, a size cap, UTF-8, JSON limits) or
    yaml_lines.py on top of it, so a new reader cannot open a FIFO or /dev/zero itself."""
    assert bypasses(name) == [], "reads that bypass game/family/files.py:\n" + "\n".join(bypasses(name))


def test_the_bypass_check_finds_a_bypass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "game" / "fake.py"
    fake.parent.mkdir()
    fake.write_text("import json, yaml\nimport xml.etree.ElementTree as ET\nfrom pathlib import Path\n"
                    "a = json.loads(Path('x').read_text())\nb = yaml.safe_load(open('y'))\n"
                    "c = ET.parse('z')\n")
    monkeypatch.setattr(sys.modules[__name__], "PROJECT_ROOT", tmp_path)
    assert sorted(line.split(": ", 1)[1] for line in bypasses("game/fake.py")) == [
        "ET.parse(", "Path('x').read_text(", "json.loads(", "open(", "yaml.safe_load("]
