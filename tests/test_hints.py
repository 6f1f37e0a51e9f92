"""Issue 16 item 2: contextual hints — once each, at their moment, and a player can turn them off."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import frame

from game.family.errors import FileError
from game.games.initiatives.game import Game
from game.games.initiatives.options import FixedSetup, Setup
from game.games.initiatives.ui.table import GameScene
from game.ui.app import App
from game.ui.hints import HintError, Hints, load_hints
from game.ui.input import Intent
from game.ui.prefs import Prefs
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session


def at_table(app: App) -> Hints:
    setup = Setup(("Alex", "Brooke"), 3, start_player=0, fixed=FixedSetup(meaning=10))
    session = Session(Game(setup),
                      [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    app.push(GameScene(app, session))
    hints = Hints(app)
    app.overlays.append(hints)
    frame(app)
    return hints


def test_the_hints_file_loads_every_moment_the_issue_names() -> None:
    hints = {h.id: h for h in load_hints()}
    assert hints["first_event"].kind == "table" and hints["first_event"].match == "event"
    for dialog in ("acquire", "contribute", "stability", "touchpoint"):
        assert hints[dialog].kind == "dialog"
    assert hints["contribute"].match == "Contribute to"


@pytest.mark.parametrize(("text", "expect"), [
    ("hints:\n  - id: a\n    when: 'table: sunrise'\n    text: x\n",
     r"h\.yaml:3: field 'when': 'dialog: <title words>' or 'table: event \| completion \| low_meaning'"),
    ("hints:\n  - id: a\n    when: 'table: event'\n    text: x\n  - id: a\n    when: 'table: event'\n"
     "    text: y\n", r"h\.yaml:5: field 'id': 'a' given twice"),
    ("hints:\n  - id: a\n    when: 'table: event'\n", r"h\.yaml:2: field 'text': must be text"),
])
def test_a_broken_hints_file_is_one_line(tmp_path: Path, text: str, expect: str) -> None:
    path = tmp_path / "h.yaml"
    path.write_text(text)
    with pytest.raises(HintError, match=expect):
        load_hints(path)


def test_the_first_event_hint_shows_once_and_is_remembered(app: App) -> None:
    hints = at_table(app)
    assert hints.shown is not None and hints.shown.id == "first_event"
    assert {"hint:ok", "hint:off"} <= {t.id for t in app.ctl.targets}
    app.dispatch(Intent("click", "hint:ok"))
    frame(app)
    assert app.prefs.hints_seen == ["first_event"] and hints.shown is None


def test_a_dialog_hint_shows_over_its_dialog_and_no_more_hints_turns_them_off(app: App) -> None:
    hints = at_table(app)
    app.dispatch(Intent("click", "hint:ok"))
    frame(app)
    app.dispatch(Intent("click", "btn:acquire"))
    frame(app)
    assert isinstance(app.top, ChoiceDialog) and hints.shown is not None and hints.shown.id == "acquire"
    app.dispatch(Intent("click", "hint:off"))  # the hint's button, not the dialog's
    frame(app)
    assert isinstance(app.top, ChoiceDialog) and not app.prefs.hints
    assert app.prefs.hints_seen == ["first_event", "acquire"]
    app.top.handle(Intent("key", "cancel"))
    app.dispatch(Intent("click", "initiative_1"))
    frame(app)
    assert hints.shown is None  # off: the Contribute dialog brings no hint


def test_the_guided_game_silences_hints(app: App) -> None:
    from game.ui.coach import start_tutorial

    start_tutorial(app)
    hints = Hints(app)
    app.overlays.append(hints)
    frame(app, 2)
    assert hints.shown is None


def test_hints_stay_off_other_games_tables(app: App) -> None:
    from game.family import ruleset
    from game.family.match import Match
    from game.ui.tables import table_scene

    rules = ruleset("pentagram")
    session = Session(Match(rules, rules.make_setup(["Alex", "Brooke"], 4)),
                      [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    app.push(table_scene(app, session))
    hints = Hints(app)
    app.overlays.append(hints)
    frame(app, 2)
    assert hints.shown is None


def test_settings_keep_the_hints_seen_and_refuse_a_wrong_type() -> None:
    prefs = Prefs.from_dict({"kind": "meaning-made-settings", "hints_seen": ["acquire"]}, "s.json")
    assert prefs.hints_seen == ["acquire"]
    with pytest.raises(FileError, match="'hints_seen' should be a list of names"):
        Prefs.from_dict({"kind": "meaning-made-settings", "hints_seen": "acquire"}, "s.json")


def test_a_hint_and_the_lesson_stay_off_a_screen_over_the_table(app: App) -> None:
    """Issue 35 item 7: overlays cover only the table they speak of, never the rules or results."""
    from game.ui.coach import start_tutorial
    from game.ui.scenes.rules_scene import RulesScene

    hints = at_table(app)
    assert hints.table() is app.top and hints.shown is not None
    app.push(RulesScene(app))
    frame(app)
    assert hints.table() is None and hints.shown is None  # the moment passed with the table
    coach = start_tutorial(app)
    frame(app)
    assert coach.in_view()
    app.push(RulesScene(app))
    frame(app)
    assert not coach.in_view() and not coach.handle(Intent("click", "coach:next"))
    assert "coach:next" not in {t.id for t in app.ctl.targets}


def test_a_hint_sits_where_its_table_says_hiding_nothing_it_speaks_of(app: App) -> None:
    at_table(app)
    frame(app)
    x, y, w = app.top.hint_box
    ok = next(t for t in app.ctl.targets if t.id == "hint:ok")
    assert x <= ok.rect.x and ok.rect.x + ok.rect.w <= x + w and ok.rect.y >= y
    assert y > 600  # under the top bar and the Meaning track, over the log
