"""The Meaning Made table kit (game/games/meaning_made/table_kit, dialog_kit, end_kit): what the
`projects` and `life` tables share, and the few places where each keeps its own behaviour."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest
from lesson_steps import key_intent

from game.family.match import Match
from game.games.life import rules as life_rules
from game.games.life.ruleset import LIFE
from game.games.life.ui import dialogs as life_dialogs
from game.games.life.ui.end import LifeEnd
from game.games.life.ui.table import LifeTable
from game.games.meaning_made.dialog_kit import StepperDialog, capital
from game.games.meaning_made.end_kit import CONFETTI_SECONDS, EditionEnd
from game.games.meaning_made.table_kit import EditionTable
from game.games.projects import rules as projects_rules
from game.games.projects.ruleset import PROJECTS
from game.games.projects.ui import dialogs as projects_dialogs
from game.games.projects.ui.end import ProjectsEnd
from game.games.projects.ui.table import ProjectsTable
from game.ui import assets
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session
from game.ui.theme import seat_style

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")]
TABLES = {"projects": (PROJECTS, ProjectsTable), "life": (LIFE, LifeTable)}


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=100.0, live_reload=False))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def seat(app: App, game: str, seed: int = 5) -> EditionTable:
    rules, cls = TABLES[game]
    match = Match(rules, rules.make_setup([s.name for s in SEATS], seed, start_player=0))
    scene = cls(app, Session(match, SEATS, autosave=False))
    app.push(scene)
    frame(app)
    return scene


def notice(app: App) -> str:
    return app.notice[0] if app.notice else ""


def test_the_kit_imports_no_edition() -> None:
    code = (
        "import sys\n"
        "import game.games.meaning_made.table_kit, game.games.meaning_made.dialog_kit,"
        " game.games.meaning_made.end_kit\n"
        "print(sorted(m for m in sys.modules if m.startswith('game.games.') and len(m.split('.')) > 3"
        " and not m.startswith('game.games.meaning_made') and not m.endswith('.plugin')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"SDL_VIDEODRIVER": "dummy", "PYTHONPATH": "."})
    assert out.stdout.strip().splitlines()[-1] == "[]"  # (the registry's plug-ins are plain data)


def test_capital_starts_a_reason_big_and_leaves_the_rest() -> None:
    assert capital("you hold no Support") == "You hold no Support"
    assert capital("") == ""
    assert capital("Already") == "Already"


@pytest.mark.parametrize("game", TABLES)
def test_both_tables_are_the_kit_and_draw_every_shared_part(app: App, game: str) -> None:
    scene = seat(app, game)
    assert isinstance(scene, EditionTable)
    ids = {t.id for t in app.ctl.targets}
    # the kit's parts: the goal, the log, the action bar's bottom row, the cards on offer
    assert {"goal", "log_panel", "btn:undo", "btn:rules", "btn:menu"} <= ids
    assert set(scene.CARD_ZONES) <= ids and {f"btn:{k}" for k, _, _ in scene.BAR_BUTTONS} <= ids
    assert scene._prompt().startswith("Alex: 2 actions left — click a Pattern")


@pytest.mark.parametrize("game", TABLES)
def test_a_refused_card_says_the_engines_reason_and_counts(app: App, game: str) -> None:
    scene = seat(app, game)
    refused = next((z for z in scene.CARD_ZONES if scene.blocker(z)), None)
    assert refused is not None, "a fresh game has a Pattern the first player cannot take"
    reason = scene.blocker(refused)
    scene.handle(Intent("click", f"disabled:{refused}"))
    assert notice(app) == capital(reason) and scene.refusals == 1
    scene.handle(Intent("click", "undo"))
    assert notice(app).startswith("Nothing to undo")


@pytest.mark.parametrize("game", TABLES)
def test_on_a_bots_turn_a_card_or_a_key_says_wait(app: App, game: str) -> None:
    rules, cls = TABLES[game]
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], 5, start_player=1))
    scene = cls(app, Session(match, SEATS, autosave=False))
    app.push(scene)
    frame(app)
    assert scene.state.to_move() == 1
    scene.handle(key_intent(app, pygame.K_1))  # the first card on offer, by the game's key map
    assert notice(app) == "Wait: 🤖 Brooke is to decide"
    assert scene.button_reason("acquire") == "wait for your turn: 🤖 Brooke is playing"
    scene.handle(Intent("key", "undo"))
    assert notice(app) == "Undo is for your own turn"


@pytest.mark.parametrize("game", TABLES)
def test_a_move_floats_the_holdings_and_names_itself_in_the_bar(app: App, game: str) -> None:
    scene = seat(app, game)
    rules = projects_rules if game == "projects" else life_rules
    before = scene.holdings()[0]
    scene.play(rules.ACQUIRE[0])
    assert scene.holdings()[0] != before and scene.version == 1
    assert scene.last.startswith("Alex") and scene.log_scroll == 0
    frame(app)
    assert scene._log_rows(scene.z["log_panel"], 20)[0][0].startswith("Alex")


def test_life_draws_its_panels_once(app: App) -> None:
    scene = seat(app, "life")
    first = scene.background()
    frame(app, 2)
    assert scene.background() is first
    assets.clear_caches()
    assert scene.background() is not first  # the designer's reload redraws them


def test_projects_stepper_stops_at_the_need_and_a_disabled_plus_is_silent(app: App) -> None:
    scene = seat(app, "projects")
    slot = scene.project_slot("project_1")
    dlg = projects_dialogs.ContributeDialog(app, scene.state, slot.card.id, scene.play)
    app.push(dlg)
    frame(app)
    assert isinstance(dlg, StepperDialog) and dlg.rows() == [0, 1, 2]
    for _ in range(20):
        dlg.handle(Intent("click", "inc:0"))
    assert dlg.pay[0] == slot.still_needed()[0]  # past what is held: the engine's reason shows
    app.notice = None
    dlg.handle(Intent("click", "disabled:inc:0"))
    assert app.notice is None
    assert dlg.more_blocker(0) == "the Project needs no more Energy" and dlg.tip("x y") == "x y"


def test_life_stepper_stops_at_what_is_held_and_says_why(app: App) -> None:
    scene = seat(app, "life")
    slot = scene.project_slot("project_1")
    dlg = life_dialogs.ContributeDialog(app, scene.state, slot.card.id, scene.play)
    app.push(dlg)
    frame(app)
    held = scene.state.players[0].tokens
    k = next(t for t in range(5) if slot.still_needed()[t] and held[t] == 0)
    dlg.handle(Intent("click", f"inc:{k}"))
    assert dlg.pay[k] == 0
    dlg.handle(Intent("click", f"disabled:inc:{k}"))
    assert notice(app) == f"You hold no {life_dialogs.TOKEN_NAMES[k]}"
    dlg.pay = [0] * 5
    dlg.handle(Intent("click", "dlg:confirm"))  # paying nothing: the engine's reason, no move
    assert app.top is dlg and scene.version == 0 and notice(app)


def test_a_stepper_preview_changes_nothing(app: App) -> None:
    scene = seat(app, "projects")
    s = scene.state
    pays = [a for a in projects_rules.legal_actions(s) if a.kind == "contribute"]
    assert pays
    action = pays[0]
    dlg = projects_dialogs.ContributeDialog(app, s, action.target, scene.play)
    dlg.pay = list(action.pay)
    lines = dlg.outcome()
    assert lines and all(ink for _, ink in lines)
    assert s.slot_of(action.target).paid == [0, 0, 0]


def _finished(game: str, seed: int) -> Session:
    rules, _ = TABLES[game]
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], seed))
    while match.state.result is None:
        match.play(rules.legal_actions(match.state)[0])
    return Session(match, SEATS, autosave=False)


@pytest.mark.parametrize("game", TABLES)
def test_the_end_screen_frame_is_shared(app: App, game: str) -> None:
    sess = _finished(game, 3)
    styles = [seat_style(c.colour, i) for i, c in enumerate(SEATS)]
    end = ProjectsEnd(app, sess) if game == "projects" else LifeEnd(app, sess, styles)
    assert isinstance(end, EditionEnd)
    app.push(TABLES[game][1](app, sess))
    app.push(end)
    frame(app)
    assert {"end:board", "end:new", "end:title"} <= {t.id for t in app.ctl.targets}
    lasting = end.update(CONFETTI_SECONDS + 1)
    assert lasting == end.collapsed  # confetti settles; only ash keeps falling
    end.handle(Intent("click", "end:board"))
    assert app.top is not end
