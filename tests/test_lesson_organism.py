"""Issue 39 for ORGANISM: the guided first game played through the real table, the goal on the
table (how the game ends, what earns power, where each player stands, the same words in the
header, the panel and the log), and the table's hints, each at its moment."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from conftest import frame
from lesson_steps import click, press, settle

from game.bots import bot_seed, make_bot
from game.family.match import Match
from game.family.paths import PROJECT_ROOT
from game.family.registry import plugin
from game.games.organism import hexes
from game.games.organism.ruleset import ORGANISM
from game.games.organism.ui import goal
from game.games.organism.ui.moments import MOMENTS
from game.games.organism.ui.table import GOAL, OrganismTable, cell_id
from game.tutorial.script import check_playable, load_tutorial
from game.ui.app import App
from game.ui.coach import Coach, start_tutorial
from game.ui.hints import Hints, load_hints
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session

LESSON = PROJECT_ROOT / "tutorials" / "organism.yaml"
SEATS = [SeatConfig("You", "blue"), SeatConfig("Robin", "red", "planner")]


def cell(table: OrganismTable, name: str) -> str:
    return cell_id(table.state.board.index[hexes.parse(name)])


# -- the lesson as data -----------------------------------------------------------------------
def test_the_lesson_is_a_short_game_on_the_small_board_and_plays_against_the_rules() -> None:
    assert plugin("organism").lesson == "tutorials/organism.yaml"
    tutorial = load_tutorial(LESSON)
    assert 10 <= len(tutorial.steps) <= 16
    setup = tutorial.setup
    assert setup.threshold == 3 and not setup.rain and setup.players == ("You", "Robin")
    assert tutorial.kind_of("Robin") == "random"  # after its scripted opening, a bot a newcomer can beat
    end = check_playable(tutorial)
    s = end.state
    assert s.result is None and s.turn == 1 and s.power == [0, 0]  # the real game goes on from here
    board = s.board
    mine = {board.name(c): "EMG"[v % 3] for c, v in enumerate(s.occ) if v != -1 and v // 3 == 0}
    assert mine == {"f8": "E", "e8": "M", "e9": "M", "d8": "G"}
    titles = " / ".join(step.title for step in tutorial.steps)
    for idea in ("Introduce", "type", "Eat", "Grow", "costs", "MOVE", "Circulate", "power", "centre"):
        assert idea in titles, idea


# -- through the table --------------------------------------------------------------------------
def lesson_on(app: App) -> tuple[Coach, OrganismTable]:
    coach = start_tutorial(app, load_tutorial(LESSON))
    frame(app)
    table = app.top
    assert isinstance(table, OrganismTable) and coach in app.overlays
    return coach, table


def play_step(app: App, coach: Coach, table: OrganismTable) -> None:
    """Do what the step asks with the clicks a player would make."""
    step = coach.step
    if step.point is not None:
        assert coach.target_rect() is not None, f"step '{step.title}' points at nothing"
    if step.do is None:
        click(app, "coach:next")
        return
    words = step.do.split()
    if words[0] in ("move", "circulate"):
        if words[0] == "circulate":
            click(app, "btn:circulate")
        click(app, cell(table, words[1]))  # the element first…
        click(app, cell(table, words[2]))  # …then where it goes
    else:
        click(app, step.point)
    settle(app, coach)


def test_the_lesson_is_played_to_its_end_through_the_table(app: App) -> None:
    coach, table = lesson_on(app)
    seen = []
    while coach in app.overlays:
        seen.append(coach.step.title)
        play_step(app, coach, table)
        assert len(seen) <= 20, f"the lesson does not move on at '{seen[-1]}'"
    assert seen == [s.title for s in coach.tutorial.steps]
    s = table.state
    played = [str(a) for a in table.session.game.actions]
    assert played[-2:] == ["choose h5 eat", "eat h5 h6"]  # Robin's last scripted reply
    assert s.result is None and s.turn == 0 and not coach.nudge
    assert table.session.autosave is False
    # the real game goes on: Robin's seat is the bot now, the player can act
    assert table.session.legal() and table.session.is_bot(1)


def test_a_wrong_click_is_kept_off_with_the_steps_hint(app: App) -> None:
    coach, table = lesson_on(app)
    click(app, "btn:introduce")  # before reading the first step
    assert table.session.game.actions == [] and coach.nudge.startswith("Read this step")
    play_step(app, coach, table)  # Next
    click(app, cell(table, "f10"))  # a home space: changes the type there, plays nothing
    click(app, "btn:introduce")  # now MOVE, MOVE, GROW: not the lesson's order (and not legal)
    assert table.session.game.actions == []
    click(app, cell(table, "f10"))
    click(app, cell(table, "f10"))  # back round to EAT
    click(app, "btn:introduce")
    assert [str(a) for a in table.session.game.actions] == ["introduce EMG"]
    click(app, "btn:type_1")  # MOVE, but the step asks for EAT: kept from the table
    assert len(table.session.game.actions) == 1
    assert coach.nudge == "For this lesson: Choose EAT: click 1 · EAT (or press 1)."
    press(app, pygame.K_1)  # the key of the button it points at is fine
    assert str(table.session.game.actions[-1]) == "choose d8 eat"
    # a legal eat of another space would end the turn, so it is never played
    click(app, cell(table, "g10"))
    assert len(table.session.game.actions) == 2 and coach.step.do == "eat f10 f9"
    assert coach.nudge == "For this lesson: Click the lit space just above your EAT."
    click(app, cell(table, "f9"))
    assert str(table.session.game.actions[2]) == "eat f10 f9"


def test_undo_walks_the_lesson_back_within_the_turn(app: App) -> None:
    coach, table = lesson_on(app)
    for _ in range(3):
        play_step(app, coach, table)
    assert coach.step.do == "eat f10 f9"
    click(app, "btn:undo")  # takes back "choose d8 eat"
    assert coach.step.do == "choose d8 eat"
    assert [str(a) for a in table.session.game.actions] == ["introduce EMG"]


def test_skipping_leaves_a_game_the_player_can_play_and_win(app: App) -> None:
    coach, table = lesson_on(app)
    click(app, "coach:skip")
    assert coach not in app.overlays and app.top is table
    click(app, "btn:introduce")
    click(app, "btn:type_1")  # MOVE this time: no lesson holds it back
    assert [str(a) for a in table.session.game.actions] == ["introduce EMG", "choose d8 move"]
    # The short game (3 power) against the random bot can be won: a good player (the planner, in
    # the player's seat) wins it from the lesson's own start.
    tutorial = load_tutorial(LESSON)
    game = tutorial.new_game()
    you = make_bot("planner", bot_seed(1, 0), ORGANISM)
    robin = make_bot("random", bot_seed(1, 1), ORGANISM)
    while game.state.result is None and len(game.actions) < 400:
        game.play((you if game.state.to_move() == 0 else robin).choose(game.state))
    assert game.state.result is not None and game.state.result.winners == (0,)


# -- the goal on the table ------------------------------------------------------------------------
def after(actions: list[str], **setup: Any) -> Match:
    match = Match(ORGANISM, ORGANISM.make_setup(["You", "Robin"], 1, start_player=0, **setup))
    for a in actions:
        match.play(a)
    return match


def test_the_goal_says_how_the_game_is_won_and_where_each_player_stands(app: App) -> None:
    tutorial = load_tutorial(LESSON)
    match = check_playable(tutorial)
    s = match.state
    assert goal.header(s) == "Win: 3 power, or 3 organisms at the end of your turn"
    assert goal.standing(s, 0) == "0/3 · 3 to go · 1 of 3 organisms"
    assert goal.to_go(s, 1) == 3
    words = " ".join(goal.how_to_win(s))
    for part in ("first to 3 power", "3 separate organisms", "+1 per element of another player you disrupt",
                 "falls apart on your turn", "holding the centre", "EAT beats GROW", "300 turns"):
        assert part in words, part
    table = OrganismTable(app, Session(match, SEATS, autosave=False))
    app.replace(table)
    frame(app)
    tips = {t.id: t.tip for t in app.ctl.targets}
    assert "first to 3 power" in tips[GOAL]
    assert tips["seat_1"].startswith("You: 0 of 3 power (no power yet)")
    assert table.log_lines()[0] == ("ORGANISM, seed 1: 3 power wins, or 3 organisms at the end of your turn. "
                                    "You start.")


def test_the_standing_moves_with_real_power() -> None:
    # a real game between planners: the first power someone gains shows in their line and tip
    match = Match(ORGANISM, ORGANISM.make_setup(["You", "Robin"], 2, start_player=0, threshold=3))
    bots = [make_bot("planner", bot_seed(2, k), ORGANISM) for k in range(2)]
    while not any(match.state.power):
        match.play(bots[match.state.to_move()].choose(match.state))
    s = match.state
    # Robin's element beat yours (+1) and your organism fell apart on its turn (+1); one of Robin's
    # organisms fell apart too, holding that element: a sacrifice, +1 for you
    assert s.power == [1, 2]
    assert goal.standing(s, 1) == "2/3 · 1 to go · 1 of 3 organisms"
    assert goal.standing(s, 0).startswith("1/3 · 2 to go")
    assert goal.seat_tip(s, 0, "You").startswith("You: 1 of 3 power (1 from sacrifices)")
    assert goal.seat_tip(s, 1, "Robin").startswith(
        "Robin: 2 of 3 power (1 from disruptions, 1 from organisms that fell apart)")


def test_rain_says_one_end_in_the_header_the_panel_and_the_log(app: App) -> None:
    match = Match(ORGANISM, ORGANISM.make_setup(["You"], 5, ["rain"], start_player=0))
    s = match.state
    table = OrganismTable(app, Session(match, [SeatConfig("You", "blue")], autosave=False))
    app.replace(table)
    frame(app)
    assert goal.header(s) == "Survive: RAIN ends the game at 5 power"
    assert goal.rain_standing(s) == "RAIN: 0 of 5 power · 5 more ends the game · survived 0 turns"
    opening = table.log_lines()[0]
    assert "RAIN reaches 5 power" in opening and "12" not in opening  # the engine's line said "power 12 wins"
    assert s.log[0].startswith("ORGANISM, seed 5")  # (the engine's own line, restated at the table)
    assert goal.how_to_win(s)[0].startswith("RAIN ends the game at 5 power")
    assert not any("organisms" in line and "win" in line for line in goal.how_to_win(s))
    assert goal.standing(s, 0) == "0 power · 0 organisms"


# -- hints ----------------------------------------------------------------------------------------
def test_the_hints_file_names_only_the_tables_moments() -> None:
    hints = load_hints(PROJECT_ROOT / "tutorials" / "hints-organism.yaml", MOMENTS)
    assert {h.match for h in hints} == set(MOMENTS)
    assert all(h.id.startswith("organism_") for h in hints)


def hint_at(app: App, match: Match, moment: str, seats: list[SeatConfig] = SEATS) -> str | None:
    """The hint the table shows for ``match`` when every other ORGANISM hint was seen."""
    hints = load_hints(PROJECT_ROOT / "tutorials" / "hints-organism.yaml", MOMENTS)
    app.prefs.hints = True
    app.prefs.hints_seen = [f"organism:{h.id}" for h in hints if h.match != moment]
    table = OrganismTable(app, Session(match, seats, autosave=False))
    app.replace(table)
    overlay = Hints(app)
    app.overlays = [overlay]
    frame(app, 2)
    return overlay.shown.id if overlay.shown is not None else None


def planner_game_until(moment: str, seed: int = 2) -> Match:
    """A real two-seat game (planners, power 3) played until the moment has come."""
    match = Match(ORGANISM, ORGANISM.make_setup(["You", "Robin"], seed, start_player=0, threshold=3))
    bots = [make_bot("planner", bot_seed(seed, k), ORGANISM) for k in range(2)]

    class Probe:
        session = type("S", (), {"state": None})()
        refusals = 0

    probe = Probe()
    while match.state.result is None:
        probe.session.state = match.state
        if MOMENTS[moment](probe):
            return match
        match.play(bots[match.state.to_move()].choose(match.state))
    raise AssertionError(f"no {moment} in the game")


@pytest.mark.parametrize("moment", ["conflict", "first_power", "centre", "split", "near_end", "wiped"])
def test_each_moment_brings_its_hint_once(app: App, moment: str) -> None:
    match = planner_game_until(moment, 1 if moment == "centre" else 2)
    assert hint_at(app, match, moment) == f"organism_{moment}"
    app.dispatch(Intent("click", "hint:ok"))
    frame(app)
    assert f"organism:organism_{moment}" in app.prefs.hints_seen
    again = Hints(app)  # the same moment, a fresh overlay: seen once is enough
    app.overlays = [again]
    frame(app, 2)
    assert again.shown is None
    # and a fresh game, where the moment has not come, shows none of them
    assert hint_at(app, Match(ORGANISM, ORGANISM.make_setup(["You", "Robin"], 2, start_player=0)),
                   moment) is None


def test_the_first_refused_click_and_a_rain_game_bring_their_hints(app: App) -> None:
    match = after(["introduce EMG", "choose d8 move"])
    assert hint_at(app, match, "refused") is None  # nothing refused yet
    table = app.top
    assert isinstance(table, OrganismTable)
    click(app, cell(table, "d8"))  # your GROW, fed and next to a MOVE: picked to move
    click(app, cell_id(table.state.board.centre))  # four spaces away: refused, in the engine's words
    assert table.refusals >= 1
    frame(app, 2)
    overlay = next(o for o in app.overlays if isinstance(o, Hints))
    assert overlay.shown is not None and overlay.shown.id == "organism_refused"
    rain = Match(ORGANISM, ORGANISM.make_setup(["You"], 5, ["rain"], start_player=0))
    assert hint_at(app, rain, "rain", [SeatConfig("You", "blue")]) == "organism_rain"


def test_the_lesson_silences_the_hints(app: App) -> None:
    _, table = lesson_on(app)
    overlay = Hints(app)
    app.overlays.append(overlay)
    table.refusals = 1
    frame(app, 2)
    assert overlay.shown is None
