"""Issue 35, what was left of the first hour: driven the wrong way as well as the right one.

Esc twice on the title keeps the program; a replay raises no hints over its picture of a table;
Acquire under Supply Hiccup offers what it says; every lesson's box leaves what its step points
at in view; and every table and end screen speak to a seat named "You" ("You place", "Your
mat"), never "You places" or "You's"."""

from __future__ import annotations

import re

import pytest
from conftest import frame
from lesson_steps import settle

from game.bots import bot_seed, make_bot
from game.family import ruleset
from game.family.match import Match
from game.family.paths import PROJECT_ROOT
from game.family.registry import GAMES, plugin
from game.ui import assets
from game.ui.app import App
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session


def test_esc_twice_on_the_title_keeps_the_program_and_the_title(app: App) -> None:
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene(app))
    frame(app)
    for _ in range(2):  # Esc asks; Esc again is "Stay"
        app.dispatch(Intent("key", "cancel"))
        frame(app)
    assert app.running and isinstance(app.top, TitleScene) and len(app.scenes) == 1
    app.dispatch(Intent("key", "cancel"))
    frame(app)
    assert isinstance(app.top, ChoiceDialog)
    app.dispatch(Intent("key", "confirm"))  # Enter is the highlighted answer: Stay
    frame(app)
    assert app.running and isinstance(app.top, TitleScene) and len(app.scenes) == 1


@pytest.mark.parametrize("item", ["new", "learn", "campaign", "saved", "history", "rules", "gallery",
                                  "settings"])
def test_esc_pressed_again_and_again_from_any_screen_never_closes_the_program(app: App, item: str) -> None:
    """Real key presses (form screens read raw events): each screen goes back, the title asks,
    and the question's own Esc is "Stay"."""
    import pygame

    from game.ui.scenes.title import TitleScene

    app.push(TitleScene(app))
    frame(app)
    app.dispatch(Intent("click", f"title:{item}"))
    frame(app, 2)
    for _ in range(5):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=41))
        frame(app, 2)
        assert app.running and app.scenes


def test_a_replay_raises_no_hint_over_its_picture_of_the_table(app: App) -> None:
    from game.ui.hints import Hints
    from game.ui.scenes.replay_scene import ReplayScene

    rules = ruleset("initiatives")
    record = Match(rules, rules.make_setup(("Alex", "Brooke"), 5))
    while len(record.actions) < 12:
        record.play(rules.legal_actions(record.state)[0])
    app.prefs.hints = True
    app.prefs.hints_seen = []
    hints = Hints(app)
    app.overlays.append(hints)
    replay = ReplayScene.open(app, record, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")])
    replay.go(len(record.actions))  # an Event has been revealed: the table's first hint moment
    frame(app, 3)
    assert hints.table() is None and hints.shown is None
    assert not any(t.id.startswith("hint:") for t in app.ctl.targets)


def test_acquire_under_supply_hiccup_says_and_offers_one_token(app: App) -> None:
    from game.games.initiatives.game import Game
    from game.games.initiatives.options import FixedSetup, Setup
    from game.games.initiatives.ui.table import GameScene

    setup = Setup(("Alex", "Brooke"), 3, start_player=0, fixed=FixedSetup(event_top=("supply_hiccup",)))
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    app.push(GameScene(app, session))
    frame(app)
    app.dispatch(Intent("click", "btn:acquire"))
    frame(app)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and dialog.body[0].startswith("Take 1 token this round")
    assert dialog.options and all(re.fullmatch(r"Take 1\S+", o.caption) for o in dialog.options)


@pytest.mark.parametrize("game", [g for g in GAMES if plugin(g).lesson])
def test_a_lessons_menu_promises_no_save_in_any_game(app: App, game: str) -> None:
    """Issue 35 item 11: the lesson's menu said the game saves itself, and its way out said
    "Save and return"; a lesson is never saved."""
    from game.tutorial.script import load_tutorial
    from game.ui.coach import start_tutorial

    start_tutorial(app, load_tutorial(PROJECT_ROOT / str(plugin(game).lesson)))
    frame(app, 2)
    app.dispatch(Intent("key", "cancel"))  # the table's Esc menu (the coach lets Esc through)
    frame(app)
    menu = app.top
    assert isinstance(menu, ChoiceDialog) and menu.title == "Menu"
    words = " ".join([*menu.body, *(o.caption for o in menu.options)])
    assert "A lesson is not saved" in words and "saves itself" not in words
    assert "Save and return" not in words and "Return to the title (the lesson ends)" in words


def _overlaps(a, b) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


@pytest.mark.parametrize("game", [g for g in GAMES if plugin(g).lesson])
def test_every_lesson_step_leaves_what_it_points_at_in_view(app: App, game: str) -> None:
    """Issue 35 item 7: an overlay never hides what it talks about. Each step of the game's
    lesson, played as it asks, has its box beside the ringed target, never over it."""
    from game.tutorial.script import ANY, load_tutorial
    from game.ui.coach import start_tutorial

    coach = start_tutorial(app, load_tutorial(PROJECT_ROOT / str(plugin(game).lesson)))
    frame(app, 2)
    pointed = 0
    for _ in range(len(coach.tutorial.steps)):
        step = coach.step
        frame(app, 2)
        box, _, _ = coach.layout()
        ring = coach.target_rect()
        if step.point is not None:
            assert ring is not None, f"step {coach.index + 1} points at {step.point}, not on screen"
            assert not _overlaps(box, ring), f"step {coach.index + 1}'s box covers {step.point}"
            pointed += 1
        if coach.last:
            break
        if step.do is None:
            app.dispatch(Intent("click", "coach:next"))
            continue
        session, table = coach.session, coach.table()
        while app.top is not table:
            app.pop()
        if step.do.endswith(ANY):
            kind = step.do.removesuffix(ANY)
            action = next(a for a in session.legal() if str(a).split(" ")[0] == kind)
        else:
            action = session.rules.parse_action(step.do)
        table.play(action)
        settle(app, coach)
    assert coach.last and pointed >= 3


YOU_WRONG = re.compile(r"\bYou(?:'s|’s| is| has| was| does|\s+(?!pass\b|process\b)[a-z]+s)\b")


@pytest.mark.parametrize("game", list(GAMES))
def test_every_table_and_end_screen_speak_to_a_seat_named_you(app: App, monkeypatch, game: str) -> None:
    """Issue 35 item 4: "You places a card", "You's mat". Every line drawn while a game with a
    seat named You is played to its end (or 300 moves), and on its results."""
    from game.ui.tables import table_scene

    drawn: set[str] = set()
    real = assets.split_rich

    def spy(value: str):  # every string drawn (once each: the text cache is cleared first)
        drawn.add(value)
        return real(value)

    assets.clear_caches()
    monkeypatch.setattr(assets, "split_rich", spy)
    rules = ruleset(game)
    names = ["You", "Brooke"][: max(rules.min_seats, min(2, rules.max_seats))]
    for seed in range(8, 14):  # a game that You wins, if one comes: its verdict is said to You
        match = Match(rules, rules.make_setup(names, seed))
        session = Session(match, [SeatConfig(n, c) for n, c in zip(names, ("blue", "red"), strict=False)],
                          autosave=False)
        table = table_scene(app, session)
        app.replace(table)
        bots = [make_bot("random", bot_seed(seed, k), rules) for k in range(len(names))]
        while match.state.result is None and len(match.actions) < 300:
            app.draw()
            match.play(bots[match.state.to_move()].choose(match.state))
            session.version += 1
            table.version += 1
        app.draw()
        if match.state.result is None or 0 in match.state.result.winners:
            break
    wrong = sorted(v for v in drawn if YOU_WRONG.search(v))
    assert not wrong, wrong[:5]
    if match.state.result is None:
        return
    table.show_results()
    app.draw()
    wrong = sorted(v for v in drawn if YOU_WRONG.search(v))
    assert not wrong, wrong[:5]
