"""Issue 39 for Life Builds Meaning: its guided first game against a scripted bot, played through
the real table, its hints at their moments, and the goal line on known positions."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import frame
from lesson_steps import click, pay_in, press, settle, table_of

from game.family import ruleset
from game.family.paths import PROJECT_ROOT
from game.games.life.actions import Action
from game.games.life.ui.goal import goal_lines
from game.games.life.ui.moments import MOMENTS
from game.games.life.ui.table import LifeTable
from game.tutorial.script import TutorialError, check_playable, load_tutorial
from game.ui.app import App
from game.ui.coach import Coach, start_tutorial
from game.ui.hints import Hints, load_hints
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session

LESSON = PROJECT_ROOT / "tutorials" / "life.yaml"
HINTS = PROJECT_ROOT / "tutorials" / "hints-life.yaml"
RULES = ruleset("life")
SEATS = [SeatConfig("You", "blue"), SeatConfig("Robin", "red")]


def lesson():
    return load_tutorial(LESSON)


def test_the_lesson_loads_and_its_moves_win_a_three_round_game() -> None:
    tutorial = lesson()
    assert 10 <= len(tutorial.steps) <= 16 and tutorial.rules.id == "life"
    assert tutorial.kind_of("Robin") == "search-easy" and tutorial.kind_of("You") == "human"
    end = check_playable(tutorial)
    result = end.state.result
    assert result is not None and result.reason == "layer10" and result.winners == (0,)
    assert result.scores == (16, 12) and end.state.round == 3 and end.state.drift == 4
    titles = " / ".join(s.title for s in tutorial.steps)
    for idea in ("World Drift", "Event", "Pattern", "Stabilize", "Stability Check", "Layer 10",
                 "Acquire", "Contribute", "pledge"):
        assert idea in titles


def test_the_plugin_names_the_lesson_hints_moments_and_rulebook() -> None:
    from game.family.registry import plugin

    p = plugin("life")
    assert p.lesson == "tutorials/life.yaml" and p.hints == "tutorials/hints-life.yaml"
    assert RULES.player_rules == "docs/how-to-play-life.md"
    assert (PROJECT_ROOT / RULES.player_rules).is_file()


# -- through the table ------------------------------------------------------------------------
def coach_on(app: App) -> Coach:
    coach = start_tutorial(app, lesson())
    frame(app)
    assert isinstance(app.top, LifeTable) and coach in app.overlays
    return coach


def play_step(app: App, coach: Coach) -> None:
    """Do what the coach's step asks, through the table and its dialogs, as a player would."""
    settle(app, coach)
    step = coach.step
    if step.point is not None:
        assert coach.target_rect() is not None, f"step '{step.title}' points at nothing"
    if step.do is None:
        click(app, "coach:next")
        return
    kind = step.do.split()[0]
    if kind in ("acquire", "stabilize"):
        click(app, step.point)
        dialog = app.top
        assert isinstance(dialog, ChoiceDialog)
        pick = next(i for i, o in enumerate(dialog.options) if str(o.action) == step.do)
        click(app, f"opt:{pick}")
    elif kind == "contribute":
        click(app, step.point)
        pay_in(app, Action.parse(step.do).pay)
    elif kind == "pledge":
        pay_in(app, Action.parse(step.do).pay)  # the Stability Check's dialog opened by itself
    else:
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
    assert not coach.alone and "taken back" not in coach.nudge
    state = table.session.state
    assert state.result is not None and state.result.scores == (16, 12)
    played = [str(a) for a in table.session.game.actions]
    assert played[2:4] == ["acquire ES", "contribute stewardship_retrofit S"]  # Robin's replies
    assert goal_lines(state)[1:] == ("Over: a Layer 10 Project is completed · Drift 4: scores ×1.0",
                                     "You win with 16")
    assert table.session.autosave is False


def test_a_wrong_card_is_kept_off_with_the_hint(app: App) -> None:
    coach = coach_on(app)
    while coach.step.do != "buy balance_pattern":
        play_step(app, coach)
    table = table_of(app, LifeTable)
    before = list(table.session.game.actions)
    click(app, "market_2")  # Boundary Pattern, not Balance
    assert table.session.game.actions == before
    assert coach.nudge == "For this lesson: Click Balance Pattern, the first card of the Market."
    press(app, pygame.K_1)  # the key for the card it points at
    assert [str(a) for a in table.session.game.actions] == ["buy balance_pattern"]


def test_a_choice_off_the_lesson_in_a_dialog_is_taken_back(app: App) -> None:
    coach = coach_on(app)
    while coach.step.do != "stabilize local":
        play_step(app, coach)
    table = table_of(app, LifeTable)
    before = list(table.session.game.actions)
    click(app, "btn:stabilize")
    click(app, "opt:1")  # lower World Drift: not the lesson's
    assert table.session.game.actions == before
    assert coach.nudge.startswith("Not this time: Click Stabilize")
    assert coach.step.do == "stabilize local"


def test_undo_walks_the_lesson_back(app: App) -> None:
    coach = coach_on(app)
    while coach.step.do != "buy balance_pattern":
        play_step(app, coach)
    index = coach.index
    play_step(app, coach)
    assert coach.index == index + 1
    click(app, "btn:undo")
    assert coach.index == index and not table_of(app, LifeTable).session.game.actions


def test_skipping_leaves_a_playable_game_against_the_bot(app: App) -> None:
    coach = coach_on(app)
    click(app, "coach:skip")
    assert coach not in app.overlays
    table = table_of(app, LifeTable)
    click(app, "market_2")  # off the lesson's script: the game is the player's now
    click(app, "btn:acquire")
    click(app, "opt:0")
    assert [str(a) for a in table.session.game.actions][:2] == ["buy boundary_pattern", "acquire ER"]
    assert table.session.is_bot(1) and table.state.to_move() in (0, 1)


# -- the goal line ----------------------------------------------------------------------------
def test_the_goal_line_on_the_lessons_deal(app: App) -> None:
    game = lesson().new_game()
    assert goal_lines(game.state) == (
        "🏆 Best (🌍 + 🧠 + 🏛️) × the Drift multiplier wins",
        "🌀 Drift 3: scores ×1.0 · ends at 12 or on a Layer 10 Project",
        "Tied at 6: You, Robin (more 🌍 Project points breaks a tie)",
    )
    game.play("buy balance_pattern")
    game.play("stabilize local")  # Coherence 5: You lead
    assert goal_lines(game.state)[2] == "You lead with 7 · Robin 6"
    app.push(LifeTable(app, Session(game, SEATS, autosave=False)))
    frame(app, 2)
    target = next(t for t in app.ctl.targets if t.id == "goal")
    assert "Layer 10 Project is completed" in target.tip


def test_the_goal_line_follows_drift_into_the_multiplier() -> None:
    game = lesson().new_game()
    game.state.drift = 9
    assert goal_lines(game.state)[1] == "🌀 Drift 9: scores ×0.6 · ends at 12 or on a Layer 10 Project"
    assert goal_lines(game.state)[2] == "Tied at 3: You, Robin (more 🌍 Project points breaks a tie)"


# -- hints ------------------------------------------------------------------------------------
def test_the_hints_file_loads_with_the_tables_moments() -> None:
    hints = {h.id: h for h in load_hints(HINTS, MOMENTS)}
    assert all(h.startswith("life_") for h in hints)
    assert {h.match for h in hints.values() if h.kind == "table"} == set(MOMENTS)
    assert hints["life_pledge"].match == "Mitigation"


def got_it(app: App, hints: Hints, expect: str) -> None:
    frame(app)
    assert hints.shown is not None and hints.shown.id == expect, hints.shown
    app.dispatch(Intent("click", "hint:ok"))
    assert f"life:{expect}" in app.prefs.hints_seen and (hints.shown is None or hints.shown.id != expect)


def test_each_moment_of_the_lesson_brings_its_hint_once(app: App) -> None:
    game = lesson().new_game()
    seats = [SeatConfig("You", "blue"), SeatConfig("Robin", "red")]  # both played here
    table = LifeTable(app, Session(game, seats, autosave=False))
    app.push(table)
    hints = Hints(app)
    app.overlays.append(hints)
    app.prefs.hints = True
    got_it(app, hints, "life_first_event")
    got_it(app, hints, "life_local")  # Damage put a local 🌀 on the board
    got_it(app, hints, "life_layer10")  # Stewardship Retrofit is in the row
    click(app, "disabled:market_3")  # Form Pattern costs 🔁❤️: not affordable
    assert table.refusals == 1
    got_it(app, hints, "life_refused")
    click(app, "market_1")
    click(app, "btn:stabilize")
    got_it(app, hints, "life_stabilize")
    click(app, "opt:0")
    click(app, "btn:acquire")  # Robin
    got_it(app, hints, "life_acquire")
    app.top.pick(next(i for i, o in enumerate(app.top.options) if str(o.action) == "acquire ES"))
    frame(app, 2)
    click(app, "project_1")
    got_it(app, hints, "life_contribute")
    pay_in(app, (0, 0, 0, 0, 1))
    got_it(app, hints, "life_pledge")  # the Stability Check opened by itself
    pay_in(app, (0, 1, 0, 0, 0))
    for move in ("convert", "pledge S", "acquire ER", "contribute stewardship_retrofit E", "acquire MV",
                 "contribute stewardship_retrofit EMV"):
        table.play(RULES.parse_action(move))
        frame(app, 2)
    got_it(app, hints, "life_drift_rose")  # nobody could pledge 🧩
    seen = app.prefs.hints_seen
    assert len(seen) == len(set(seen)) == 9 and all(h.startswith("life:") for h in seen)


@pytest.mark.parametrize("moment", ["completion", "high_drift"])
def test_the_other_moments_come_on_known_positions(app: App, moment: str) -> None:
    start = lesson().new_game()
    assert not MOMENTS[moment](LifeTable(app, Session(start, SEATS, autosave=False)))
    game = check_playable(lesson()) if moment == "completion" else start
    if moment == "high_drift":
        game.state.drift = 10
    assert MOMENTS[moment](LifeTable(app, Session(game, SEATS, autosave=False)))


def test_a_broken_reply_is_one_line(tmp_path: Path) -> None:
    text = LESSON.read_text(encoding="utf-8").replace("  - acquire ER ", "  - acquire EE ", 1)
    path = tmp_path / "life.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TutorialError, match=r"field 'replies': 'acquire EE' cannot be played"):
        load_tutorial(path)
