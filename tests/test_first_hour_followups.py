"""Issue 35's follow-ups, each driven the right way and the wrong way: every end screen's verdict
speaks to a seat named You; a tenth dialog option has a number and a key (0); a replay asks for
no move and offers no table button; the title's quit question does what it highlights; the
lesson's buttons stay still under another dialog."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.family import ruleset
from game.games.life.state import Result as LifeResult
from game.games.organism.state import Result as OrganismResult
from game.games.pentagram.state import Result as PentagramResult
from game.games.projects.state import Result as ProjectsResult
from game.ui.input import Intent


def _players(*names: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(name=n) for n in names]


@pytest.mark.parametrize("first", ["You", "Alex"])
def test_every_end_verdict_words_a_single_winner_for_you_and_for_a_name(first: str) -> None:
    from game.games.life.ui.end import headline
    from game.games.organism.ui.end import verdict as organism_verdict
    from game.games.pentagram.ui.end import decided
    from game.games.pentagram.ui.end import verdict as pentagram_verdict
    from game.games.projects.ui.end import verdict as projects_verdict

    wins = "You win" if first == "You" else "Alex wins"
    rules = ruleset("pentagram")
    pg = rules.new_state(rules.make_setup([first, "Brooke"], 1))
    result = PentagramResult("deck_out", (9, 4), (0,), (30, 20), "score")
    assert pentagram_verdict(pg, result) == f"{wins}!"
    has = "You have" if first == "You" else "Alex has"
    assert decided(pg, result).startswith(f"{has} the largest weakest colour: 9")

    organism = SimpleNamespace(players=[first, "Brooke"], setup=SimpleNamespace(threshold=20))
    head, _ = organism_verdict(organism, OrganismResult("power", (21, 3), (0,)))
    assert head == f"{wins}!"

    projects = SimpleNamespace(solo=False, players=_players(first, "Brooke"))
    assert projects_verdict(projects, ProjectsResult("stewardship", 9, "Stable", (0,), (14, 9))) == \
        f"{wins} with 14 points"

    life = SimpleNamespace(name=lambda s: [first, "Brooke"][s])
    assert headline(life, LifeResult("layer10", 0, 1.0, (0,), (20, 10), (15, 8), ("", ""))) == wins


# -- 2. the tenth option: 0 ---------------------------------------------------------------------
def _life_table(app):
    from game.family.match import Match
    from game.games.life.ui.table import LifeTable
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    rules = ruleset("life")
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], 3, start_player=0))
    table = LifeTable(app, Session(match, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")],
                                   autosave=False))
    app.push(table)
    return table


@pytest.mark.parametrize("key", ["K_0", "K_KP0"])
def test_life_acquire_numbers_its_tenth_option_and_0_takes_it(app, monkeypatch, key: str) -> None:
    import pygame
    from conftest import frame
    from lesson_steps import key_intent

    from game.games.life import rules
    from game.ui import draw as draw_mod
    from game.ui.scenes import dialogs

    table = _life_table(app)
    frame(app)
    app.dispatch(key_intent(app, pygame.K_a))  # Acquire
    frame(app)
    dialog = app.top
    assert isinstance(dialog, dialogs.ChoiceDialog) and len(dialog.options) == 10
    captions: list[str] = []
    real = draw_mod.button

    def spy(surf, ctl, rect, tid, caption, *args, **kwargs):
        captions.append(caption)
        return real(surf, ctl, rect, tid, caption, *args, **kwargs)

    monkeypatch.setattr(dialogs, "button", spy)
    frame(app)
    numbered = [c.split(".")[0] for c in captions if c[:1].isdigit()]
    assert numbered == [str(n) for n in range(1, 10)] + ["0"], captions
    assert dialog.options[9].enabled
    intent = key_intent(app, getattr(pygame, key))
    assert intent.name == "number" and intent.index == 10
    app.dispatch(intent)
    frame(app)
    assert table.session.game.actions[-1] == rules.ACQUIRE[9]


def test_0_on_a_dialog_of_fewer_options_does_nothing(app) -> None:
    import pygame
    from conftest import frame
    from lesson_steps import key_intent

    from game.ui.scenes.dialogs import ChoiceDialog, Option

    chosen: list[object] = []
    app.push(ChoiceDialog(app, "Two", [], [Option("One", action="a"), Option("Two", action="b")],
                          chosen.append))
    frame(app)
    for key in (pygame.K_0, pygame.K_KP0, pygame.K_KP9):
        app.dispatch(key_intent(app, key))
        frame(app)
    assert not chosen and isinstance(app.top, ChoiceDialog)
    app.dispatch(key_intent(app, pygame.K_KP2))  # the keypad's 2 is the row's
    frame(app)
    assert chosen == ["b"]



def test_enter_on_a_dialog_with_no_default_says_how_to_choose(app) -> None:
    import pygame
    from conftest import frame
    from lesson_steps import key_intent

    from game.ui.scenes.dialogs import ChoiceDialog, Option

    chosen: list[object] = []
    app.push(ChoiceDialog(app, "Two", [], [Option("One", action="a"), Option("Two", action="b")],
                          chosen.append))
    frame(app)
    app.dispatch(key_intent(app, pygame.K_RETURN))
    frame(app)
    assert not chosen and isinstance(app.top, ChoiceDialog)  # nothing spent by accident
    assert app.notice is not None and app.notice[0] == "Choose one: press 1–2 or click it"

# -- 3. a replay asks for no move -----------------------------------------------------------
SHELL = ("btn:menu", "btn:rules", "btn:results")


def _replay_at_alex(app, game: str, moves: int = 4):
    from game.ui.saves import SeatConfig
    from game.ui.scenes.replay_scene import ReplayScene
    from game.ui.size_shots import random_record

    record, names = random_record(game, 7, moves, until_seat=0)
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")][: len(names)]
    replay = ReplayScene.open(app, record, seats)
    replay.go(len(record.actions))
    return replay, record


@pytest.mark.parametrize("game", ["initiatives", "projects", "life", "pentagram", "organism"])
def test_a_replay_at_the_humans_turn_says_whose_turn_and_offers_no_table_button(app, monkeypatch,
                                                                                game: str) -> None:
    from conftest import frame

    from game.ui import assets

    replay, record = _replay_at_alex(app, game)
    assert record.state.result is None and record.state.to_move() == 0
    drawn: set[str] = set()
    real = assets.split_rich

    def spy(value: str):
        drawn.add(value)
        return real(value)

    assets.clear_caches()
    monkeypatch.setattr(assets, "split_rich", spy)
    replay.go(len(record.actions) - 1)  # a step back and forth: the table is drawn again
    replay.go(len(record.actions))
    frame(app)
    asking = sorted(v for v in drawn if v.startswith("Alex:") or "Alex has a decision" in v)
    assert not asking, asking
    assert "Alex's turn" in drawn
    under = {t.id: t for t in app.ctl.targets[: app.ctl.floor]}
    shown = [under[i] for i in SHELL if i in under]
    assert shown and not any(t.enabled for t in shown), [(t.id, t.enabled) for t in shown]


def test_a_finished_replay_draws_its_results_button_as_not_open(app) -> None:
    from conftest import frame

    _replay, record = _replay_at_alex(app, "pentagram", moves=10_000)
    assert record.state.result is not None
    frame(app)
    under = {t.id: t for t in app.ctl.targets[: app.ctl.floor]}
    assert "btn:results" in under and not under["btn:results"].enabled


def test_the_same_table_in_play_still_asks_and_offers_its_buttons(app) -> None:
    """The wrong way round: outside a replay the prompt and the buttons are the player's."""
    from conftest import frame

    from game.family.match import Match
    from game.games.pentagram.ui.table import PentagramTable
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    rules = ruleset("pentagram")
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], 7))
    table = PentagramTable(app, Session(match, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")],
                                        autosave=False))
    app.push(table)
    frame(app)
    assert table._prompt().startswith("Alex: place the drawn card")
    menu = next(t for t in app.ctl.targets if t.id == "btn:menu")
    assert menu.enabled


# -- 4. the title's quit question: Enter does what the highlight shows ---------------------
def test_the_quit_question_highlights_stay_and_enter_stays(app, monkeypatch) -> None:
    import pygame
    from conftest import frame
    from lesson_steps import key_intent

    from game.ui.scenes import dialogs
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene(app))
    frame(app)
    app.dispatch(key_intent(app, pygame.K_ESCAPE))
    frame(app)
    assert isinstance(app.top, dialogs.ChoiceDialog)
    lit: list[str] = []
    real = dialogs.button

    def spy(surf, ctl, rect, tid, caption, *args, primary=False, **kwargs):
        if primary:
            lit.append(caption)
        return real(surf, ctl, rect, tid, caption, *args, primary=primary, **kwargs)

    monkeypatch.setattr(dialogs, "button", spy)
    frame(app)
    assert lit == ["2. Stay (Enter)"]
    app.dispatch(key_intent(app, pygame.K_RETURN))
    frame(app)
    assert app.running and isinstance(app.top, TitleScene) and len(app.scenes) == 1
    # the other answer is still one key away, and does what it says
    app.dispatch(key_intent(app, pygame.K_ESCAPE))
    frame(app)
    app.dispatch(key_intent(app, pygame.K_1))
    assert not app.running


# -- 5. the lesson's buttons wait under the Esc menu ---------------------------------------
def _click_at(app, rect) -> None:
    import pygame

    # on the canvas, where targets live (the controller reads mapped events)
    intent = app.ctl.translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": rect.center, "button": 1}))
    if intent is not None:
        app.dispatch(intent)


def test_the_lessons_next_does_nothing_under_the_esc_menu_and_works_after_it(app) -> None:
    import pygame
    from conftest import frame
    from lesson_steps import key_intent

    from game.ui.coach import start_tutorial
    from game.ui.scenes.dialogs import ChoiceDialog

    coach = start_tutorial(app)
    frame(app)
    assert coach.step.do is None  # a reading step: Next is shown
    next_at = next(t.rect for t in app.ctl.targets if t.id == "coach:next")
    app.dispatch(key_intent(app, pygame.K_ESCAPE))
    frame(app)
    menu = app.top
    assert isinstance(menu, ChoiceDialog) and menu.title == "Menu"
    assert not any(t.id.startswith("coach:") for t in app.ctl.targets)  # hidden, not just inert
    for _ in range(2):
        _click_at(app, next_at)
        frame(app)
    app.dispatch(Intent("click", "coach:next"))  # even sent straight to the overlay
    frame(app)
    assert coach.index == 0 and coach in app.overlays
    while app.top is not coach.table():  # Esc closes the menu
        app.dispatch(key_intent(app, pygame.K_ESCAPE))
        frame(app)
    _click_at(app, next_at)
    frame(app)
    assert coach.index == 1
