"""Intents carry their parsed parts (issue 36): a target id is read in one place
(game/ui/input.parse_id), the shared key map names no game's things, each game's key map reaches
its own table only, and a malformed or unknown id is refused without a crash."""

from __future__ import annotations

import pygame
import pytest
from conftest import frame
from lesson_steps import key_intent

from game.family.match import Match
from game.family.registry import GAMES, load, plugin, ruleset
from game.ui.app import App
from game.ui.input import KEYS, Intent, KeyMap, game_keys, parse_id
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog, Option
from game.ui.session import Session

SHARED = {"undo", "confirm", "cancel", "skip", "fullscreen", "log_up", "log_down", "rules", "inspect",
          "mute", "up", "down", "left", "right", *(f"number:{n}" for n in range(1, 11))}


@pytest.mark.parametrize(("target", "parts"), [
    ("opt:2", (False, "opt", "", 2, "opt")),
    ("btn:acquire", (False, "btn", "acquire", None, "acquire")),
    ("btn:type_1", (False, "btn", "type", 1, "type")),
    ("prism_3", (False, "prism", "", 3, "prism")),
    ("end_initiative", (False, "end_initiative", "", None, "end_initiative")),
    ("own:skin_2", (False, "own", "skin_2", None, "own")),  # a card id is never split
    ("space_4_0", (False, "space_4_0", "", None, "space_4_0")),
    ("disabled:player:1", (True, "player", "", 1, "player")),
    ("number:7", (False, "number", "", 7, "number")),
    ("tp:give:1:0", (False, "tp", "give:1:0", None, "tp")),
    # malformed: no index, so nothing numbered acts on them
    ("opt:", (False, "opt", "", None, "opt")),
    ("opt:x", (False, "opt", "x", None, "opt")),
    ("player:-1", (False, "player", "-1", None, "player")),
    ("opt:٣", (False, "opt", "٣", None, "opt")),  # only ASCII digits make an index
    ("", (False, "", "", None, "")),
])
def test_a_target_id_is_read_once_into_its_parts(target: str, parts: tuple) -> None:
    intent = Intent("click", target)
    assert (intent.disabled, intent.name, intent.word, intent.index, intent.command) == parts
    assert parse_id(target).command == parts[4]
    assert intent.id == target.removeprefix("disabled:")


def test_intents_stay_printable_and_compare_as_before() -> None:
    assert Intent("click", "btn:close") == Intent("click", "btn:close")
    assert Intent("key", "number:3") != Intent("key", "number:4")
    assert Intent("click", "btn:acquire").means("acquire") and Intent("key", "acquire").means("acquire")
    assert not Intent("click", "disabled:btn:acquire").means("acquire")
    grow = Intent("click", "btn:type_2")
    assert grow.means("type", 2) and not grow.means("type", 1)
    assert Intent("click", "chapter:c2").arg("chapter") == "c2"  # the other screens' reading


def test_the_shared_key_map_names_no_games_things() -> None:
    assert set(KEYS.values()) == SHARED
    for word in ("prism", "initiative", "acquire", "touchpoint", "recycle", "convert", "worker", "pass"):
        assert not any(word in command for command in KEYS.values())


def seat(app: App, game: str) -> object:
    """A two-seat table of ``game``, bare: at a deal that opens no decision's dialog at once."""
    rules = ruleset(game)
    seats = [SeatConfig("Ann", "blue"), SeatConfig("Ben", "red")]
    for seed in range(5, 30):
        match = Match(rules, rules.make_setup(["Ann", "Ben"], seed))
        table = load(plugin(game).table)(app, Session(match, seats, autosave=False))
        app.replace(table)
        frame(app, 2)
        if app.top is table:
            return table
    raise AssertionError(f"no deal of {game} leaves its table bare")


def pressed(app: App, key: int) -> str | None:
    intent = app.ctl.translate(pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": 0}))
    return intent.target if intent is not None else None


@pytest.mark.parametrize("game", list(GAMES))
def test_a_games_key_map_reaches_its_own_table_only(app: App, game: str) -> None:
    own = game_keys(game)
    assert isinstance(own, KeyMap) and own.keys, f"{game} brings its own keys"
    seat(app, game)
    for key, command in own.keys.items():
        assert pressed(app, key) == command
    # another game's keys mean here what they mean to this game, or what every screen shares
    for other in GAMES:
        for key in game_keys(other).keys:
            assert pressed(app, key) in (own.command(key), KEYS.get(key))


@pytest.mark.parametrize("game", list(GAMES))
def test_under_a_dialog_the_number_keys_pick_its_options(app: App, game: str) -> None:
    seat(app, game)
    picked: list[str] = []
    options = [Option(f"option {i}", f"a{i}") for i in range(9)]
    app.push(ChoiceDialog(app, "Choose", [], options, picked.append))
    frame(app)
    assert pressed(app, pygame.K_2) == "number:2"
    app.dispatch(key_intent(app, pygame.K_2))
    assert picked == ["a1"]


def test_pentagrams_keys_one_and_two_are_worker_and_pass(app: App) -> None:
    from game.games.pentagram.ui.keys import KEYS as PENTAGRAM_KEYS

    assert PENTAGRAM_KEYS.keys == {pygame.K_1: "worker", pygame.K_2: "pass"}
    assert (PENTAGRAM_KEYS.label("worker"), PENTAGRAM_KEYS.label("pass")) == ("1", "2")
    seat(app, "pentagram")
    assert pressed(app, pygame.K_1) == "worker" and pressed(app, pygame.K_2) == "pass"
    assert Intent("key", "worker").command == Intent("click", "btn:worker").command


def test_key_labels_on_buttons_read_as_before() -> None:
    from game.games.initiatives.ui.keys import KEYS as INITIATIVES
    from game.games.life.ui.keys import KEYS as LIFE
    from game.games.organism.ui.keys import KEYS as ORGANISM
    from game.games.projects.ui.keys import KEYS as PROJECTS

    commands = ("acquire", "touchpoint", "recycle", "convert", "prism_1", "initiative_5", "end_initiative",
                "confirm")
    assert [INITIATIVES.label(c) for c in commands] == ["A", "G", "R", "K", "1", "B", "N", "ENTER"]
    commands = ("gallery_6", "project_1", "stewardship", "convert")
    assert [PROJECTS.label(c) for c in commands] == ["6", "Z", "N", "K"]
    assert [LIFE.label(c) for c in ("market_2", "project_3", "stabilize")] == ["2", "C", "R"]
    assert [ORGANISM.label(c) for c in ("type_0", "type_2", "circulate", "stop")] == ["1", "3", "C", "N"]


# Ids no table registers, or registers only with other parts: each is ignored or refused in
# words, never a crash, and never a move.
MALFORMED = ["opt:", "opt:x", "opt:99", "player:", "player:-1", "player:99", "prism_99", "prism_0",
             "initiative_9", "gallery_0", "market_99", "project_9", "cell:", "cell:99999", "cell:x",
             "btn:type_99", "btn:type_", "btn:option_99", "btn:special_", "btn:special_nothing",
             "inc:99", "dec:x", "tp:give:9:9", "tp:x", "give:1:x", "give:99:0", "space_9_9", "space_",
             "own:", "own:no_such_card", "seat_99", "row_x", "btn:", ":", "::", "disabled:",
             "disabled:opt:99", "disabled:btn:", "disabled:inc:99", "number:0", "number:99", "number:x",
             "type_9"]


@pytest.mark.parametrize("game", list(GAMES))
def test_malformed_and_unknown_ids_are_refused_without_a_crash(app: App, game: str) -> None:
    table = seat(app, game)
    match = table.session.game  # type: ignore[attr-defined]
    for target in MALFORMED:
        for kind in ("click", "key", "inspect"):
            app.dispatch(Intent(kind, target))
            frame(app)
            while app.top is not table:  # a zoom or dialog opened by a stray id: close it
                app.pop()
    assert app.scenes[0] is table and not match.actions


def test_a_dialog_refuses_numbers_and_options_it_does_not_have(app: App) -> None:
    picked: list[str] = []
    dialog = ChoiceDialog(app, "Choose", [], [Option("one", "a"), Option("two", "b", False, "not now")],
                          picked.append)
    app.push(dialog)
    frame(app)
    for intent in (Intent("key", "number:0"), Intent("key", "number:3"), Intent("click", "opt:7"),
                   Intent("click", "disabled:opt:7"), Intent("click", "opt:x"), Intent("key", "number:2")):
        app.dispatch(intent)
    assert picked == [] and app.top is dialog
    app.dispatch(Intent("click", "disabled:opt:1"))
    assert app.notice[0] == "not now"
    app.dispatch(Intent("key", "number:1"))
    assert picked == ["a"]
