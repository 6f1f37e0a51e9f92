"""Issue 39 for Meaning Made: Projects: its guided first game played through the real table, its
hints at their moments, and the goal line on known positions."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import frame
from lesson_steps import click, pay_in, press, table_of

from game.family import ruleset
from game.family.match import Match
from game.family.paths import PROJECT_ROOT
from game.games.projects.actions import Action
from game.games.projects.ui.dialogs import ContributeDialog
from game.games.projects.ui.goal import goal_lines
from game.games.projects.ui.moments import MOMENTS
from game.games.projects.ui.table import ProjectsTable
from game.tutorial.script import check_playable, load_tutorial
from game.ui.app import App
from game.ui.coach import Coach, start_tutorial
from game.ui.hints import Hints, load_hints
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session

LESSON = PROJECT_ROOT / "tutorials" / "projects.yaml"
HINTS = PROJECT_ROOT / "tutorials" / "hints-projects.yaml"
RULES = ruleset("projects")


def lesson():
    return load_tutorial(LESSON)


def test_the_lesson_loads_and_its_moves_win_a_short_solo_game() -> None:
    tutorial = lesson()
    assert 10 <= len(tutorial.steps) <= 16 and tutorial.rules.id == "projects"
    assert tutorial.setup.players == ("You",) and tutorial.setup.solo_difficulty == "easy"
    end = check_playable(tutorial)
    result = end.state.result
    assert result is not None and result.reason == "stewardship" and result.winners == (0,)
    assert end.state.round == 3 and result.scores == (12,) and result.solo_band == "Survived"
    titles = " / ".join(s.title for s in tutorial.steps)
    for idea in ("Meaning", "Event", "two actions", "Pattern", "Convert", "Stability Window",
                 "Projects", "Community", "Stewardship"):
        assert idea in titles


def test_the_plugin_names_the_lesson_hints_moments_and_rulebook() -> None:
    from game.family.registry import plugin

    p = plugin("projects")
    assert p.lesson == "tutorials/projects.yaml" and p.hints == "tutorials/hints-projects.yaml"
    assert RULES.player_rules == "docs/how-to-play-projects.md"
    assert (PROJECT_ROOT / RULES.player_rules).is_file()


# -- through the table ------------------------------------------------------------------------
def coach_on(app: App) -> Coach:
    coach = start_tutorial(app, lesson())
    frame(app)
    assert isinstance(app.top, ProjectsTable) and coach in app.overlays
    return coach


def play_step(app: App, coach: Coach) -> None:
    """Do what the coach's step asks, through the table and its dialogs, as a player would."""
    step = coach.step
    if step.point is not None:
        assert coach.target_rect() is not None, f"step '{step.title}' points at nothing"
    if step.do is None:
        click(app, "coach:next")
    elif step.do.startswith("acquire"):
        click(app, step.point)
        dialog = app.top
        assert isinstance(dialog, ChoiceDialog) and "Acquire" in dialog.title
        pick = next(i for i, o in enumerate(dialog.options) if str(o.action) == step.do)
        click(app, f"opt:{pick}")
    elif step.do.startswith("contribute"):
        click(app, step.point)
        pay_in(app, Action.parse(step.do).pay)
    else:  # a card, a button, or an option of the dialog the game has opened
        click(app, step.point)


def test_the_lesson_is_played_start_to_end_through_the_table(app: App) -> None:
    coach = coach_on(app)
    table = app.top
    seen = []
    while coach in app.overlays:
        seen.append(coach.step.title)
        play_step(app, coach)
        assert len(seen) <= 20, "the lesson does not move on"
    assert seen == [s.title for s in coach.tutorial.steps]
    state = table.session.state
    assert state.result is not None and state.result.reason == "stewardship"
    assert state.players[0].legacy == 6 and state.meaning == 9
    assert goal_lines(state)[1:] == (
        "🌍 Stewardship completed: the world is saved · 🌟 Meaning 9: Stewarding",
        "You win! Score 12 (🛡️ 6 + 🌳 6): Survived")
    assert table.session.autosave is False


def test_a_wrong_card_is_kept_off_with_the_hint_and_the_key_for_the_right_one_works(app: App) -> None:
    coach = coach_on(app)
    while coach.step.do != "obtain membrane I":
        play_step(app, coach)
    table = table_of(app, ProjectsTable)
    before = list(table.session.game.actions)
    click(app, "gallery_1")  # Skin, not Membrane
    assert table.session.game.actions == before
    assert coach.nudge == "For this lesson: Click Membrane, the second card of the Gallery."
    press(app, pygame.K_2)  # the key for the card it points at
    assert [str(a) for a in table.session.game.actions[-1:]] == ["obtain membrane I"]


def test_paying_too_much_into_a_project_is_taken_back_with_the_hint(app: App) -> None:
    coach = coach_on(app)
    while coach.step.do != "contribute learning_archive E":
        play_step(app, coach)
    table = table_of(app, ProjectsTable)
    before = list(table.session.game.actions)
    click(app, "project_1")
    dialog = app.top
    assert isinstance(dialog, ContributeDialog) and dialog.pay == [3, 3, 2]  # all it may pay
    app.dispatch(Intent("key", "confirm"))  # paying everything: not the lesson's
    frame(app, 2)
    assert table.session.game.actions == before
    assert coach.nudge.startswith("Not this time: Click Learning Archive, press −")
    assert coach.step.do == "contribute learning_archive E"


def test_undo_walks_the_lesson_back(app: App) -> None:
    coach = coach_on(app)
    while coach.step.do != "obtain membrane I":
        play_step(app, coach)
    index = coach.index
    play_step(app, coach)
    assert coach.index == index + 1
    click(app, "btn:undo")
    assert coach.index == index and coach.step.do == "obtain membrane I"


def test_skipping_leaves_a_playable_game(app: App) -> None:
    coach = coach_on(app)
    click(app, "coach:skip")
    assert coach not in app.overlays
    table = table_of(app, ProjectsTable)
    click(app, "btn:acquire")
    assert isinstance(app.top, ChoiceDialog)
    click(app, "opt:0")
    assert [str(a) for a in table.session.game.actions] == ["acquire EE"]
    click(app, "gallery_1")  # Skin, off the lesson's script: the game is the player's now
    assert str(table.session.game.actions[-1]) == "obtain skin E"


# -- the goal line ----------------------------------------------------------------------------
def test_the_goal_line_on_the_lessons_deal(app: App) -> None:
    tutorial = lesson()
    game = tutorial.new_game()
    assert goal_lines(game.state) == (
        "🏆 Solo: complete 🌍 Stewardship before Meaning falls to 0",
        "🌟 Meaning 6 (0: collapse, a loss) · 🌍 opens at 7",
        "Your score 6 (🛡️ 6 + 🌳 0): Survived · 15 for Stabilizer",
    )
    for move in ("acquire EI", "obtain membrane I", "convert", "donate"):
        game.play(move)
    assert goal_lines(game.state)[1] == "🌟 Meaning 8 (0: collapse, a loss) · 🌍 needs 5☀️ 5🔍 2❤️"
    # and the table shows it, with the whole rule under the pointer
    app.push(ProjectsTable(app, Session(game, [SeatConfig("You", "blue")], autosave=False)))
    frame(app, 2)
    target = next(t for t in app.ctl.targets if t.id == "goal")
    assert "completing the Stewardship Project" in target.tip


def test_the_goal_line_names_the_leader_and_a_tie() -> None:
    setup = RULES.make_setup(["Alex", "Brooke", "Casey"], 5, ["no_head_start"], start_player=0)
    state = Match(RULES, setup).state
    assert goal_lines(state)[0] == "🏆 Most 🛡️ + 🌳 wins when 🌍 Stewardship completes"
    assert goal_lines(state)[1] == "🌟 Meaning 4 (0: collapse, nobody wins) · 🌍 opens at 8"
    assert goal_lines(state)[2] == "Tied at 5: Alex, Brooke, Casey (more 🌳 Legacy breaks a tie)"
    state.players[2].legacy = 6
    state.players[0].vitals = 7
    assert goal_lines(state)[2] == "Casey leads with 11 · Alex 7 · Brooke 5"


# -- hints ------------------------------------------------------------------------------------
def test_the_hints_file_loads_with_the_tables_moments() -> None:
    hints = {h.id: h for h in load_hints(HINTS, MOMENTS)}
    assert all(h.startswith("projects_") for h in hints)
    assert {h.match for h in hints.values() if h.kind == "table"} == set(MOMENTS)
    assert hints["projects_contribute"].match == "Contribute to"


def hints_on(app: App, game: Match) -> tuple[ProjectsTable, Hints]:
    seats = [SeatConfig(n, c) for n, c in zip(game.setup.players, ("blue", "red", "green"), strict=False)]
    table = ProjectsTable(app, Session(game, seats, autosave=False))
    app.push(table)
    hints = Hints(app)
    app.overlays.append(hints)
    app.prefs.hints = True
    frame(app)
    return table, hints


def got_it(app: App, hints: Hints, expect: str) -> None:
    frame(app)
    assert hints.shown is not None and hints.shown.id == expect, hints.shown
    app.dispatch(Intent("click", "hint:ok"))
    assert f"projects:{expect}" in app.prefs.hints_seen and (hints.shown is None or hints.shown.id != expect)


def test_each_moment_of_the_lesson_brings_its_hint_once(app: App) -> None:
    game = lesson().new_game()
    table, hints = hints_on(app, game)
    got_it(app, hints, "projects_first_event")
    click(app, "disabled:stewardship")  # closed below Meaning 7: the table says why
    assert table.refusals >= 1
    got_it(app, hints, "projects_refused")
    click(app, "btn:acquire")
    got_it(app, hints, "projects_acquire")
    app.top.pick(1)  # EI
    frame(app, 2)
    click(app, "gallery_2")  # Membrane: both actions spent, the turn waits
    got_it(app, hints, "projects_closing")
    click(app, "btn:convert")
    got_it(app, hints, "projects_stability")  # the Window's dialog opened by itself
    click(app, "opt:0")
    got_it(app, hints, "projects_stewardship_open")  # Meaning 8 ≥ 7
    click(app, "project_1")
    got_it(app, hints, "projects_contribute")
    pay_in(app, (1, 0, 0))
    click(app, "btn:acquire")
    app.top.pick(1)
    frame(app, 2)
    click(app, "btn:end")
    click(app, "opt:1")  # pass: the Community moves at the end of round 2
    got_it(app, hints, "projects_community")
    seen = app.prefs.hints_seen
    assert len(seen) == len(set(seen)) == 8 and all(h.startswith("projects:") for h in seen)


@pytest.mark.parametrize("moment", ["completion", "low_meaning", "drift_rises"])
def test_the_other_moments_come_on_known_positions(app: App, moment: str) -> None:
    start = lesson().new_game()  # solo, round 1, Meaning 6: none of these yet
    table = ProjectsTable(app, Session(start, [SeatConfig("You", "blue")], autosave=False))
    assert not MOMENTS[moment](table)
    game = Match(RULES, RULES.make_setup(["Alex", "Brooke", "Casey", "Drew"], 3, start_player=0))
    if moment == "completion":
        game = Match(RULES, RULES.setup_from_dict(
            {"players": ["You"], "seed": 1, "solo_difficulty": "easy", "solo_start_table": True,
             "project_top": ["local_clinic"]}, "t", RULES.record_format))
        game.play("contribute local_clinic EEEIIS")
    elif moment == "low_meaning":
        game.state.meaning = 3
    else:
        while game.state.round < 6 and game.state.result is None:
            game.play(str(RULES.legal_actions(game.state)[0]))
    table = ProjectsTable(app, Session(game, [SeatConfig(n, "blue") for n in game.setup.players],
                                       autosave=False))
    assert MOMENTS[moment](table), moment


def test_a_broken_lesson_line_is_one_line(tmp_path: Path) -> None:
    from game.tutorial.script import TutorialError

    text = LESSON.read_text(encoding="utf-8").replace("do: obtain membrane I", "do: obtain keel EEE", 1)
    path = tmp_path / "projects.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TutorialError, match=r"projects\.yaml:\d+: step 5 field 'do': 'obtain keel EEE'"):
        load_tutorial(path)
