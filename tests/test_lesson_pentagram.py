"""Issue 39 for Pentagram 2: the guided first game played through the real table with the coach
over it, the goal line, the table's hints at their moments, and the players' rulebook."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import frame
from lesson_steps import click, press, settle

from game.bots import bot_seed
from game.family.match import Match
from game.family.paths import PROJECT_ROOT
from game.family.registry import plugin, ruleset
from game.family.rng import Rng
from game.games.pentagram.bots import GreedyBot
from game.games.pentagram.ui import goal
from game.games.pentagram.ui.end import PentagramEnd
from game.games.pentagram.ui.table import PentagramTable
from game.tutorial.script import check_playable, load_tutorial
from game.ui.app import App
from game.ui.coach import Coach, start_tutorial
from game.ui.hints import Hints, load_hints
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session

RULES = ruleset("pentagram")
LESSON = PROJECT_ROOT / "tutorials" / "pentagram.yaml"
HINTS = PROJECT_ROOT / "tutorials" / "hints-pentagram.yaml"
# The lesson's moves, the player's and Robin's scripted replies, as the table plays them.
SCRIPT = ["place black 0", "worker", "place purple 2", "worker", "place yellow 1", "worker", "place blue 3",
          "place purple 1", "pass", "place black 3", "place yellow 0", "worker", "place purple 0", "worker",
          "place orange 0", "worker"]


def lesson():
    return load_tutorial(LESSON)


# -- the script -------------------------------------------------------------------------------
def test_the_plugin_names_the_lesson_hints_moments_and_rulebook() -> None:
    p = plugin("pentagram")
    assert p.lesson == "tutorials/pentagram.yaml" and p.hints == "tutorials/hints-pentagram.yaml"
    assert p.moments and p.rulebook
    assert RULES.player_rules == "docs/how-to-play-pentagram.md"


def test_the_lesson_is_a_short_game_for_two_that_plays_to_the_newcomer_leading() -> None:
    tutorial = lesson()
    assert len(tutorial.steps) == 16
    assert tutorial.setup.players == ("You", "Robin") and tutorial.setup.short_game
    assert tutorial.kind_of("Robin") == "greedy" and tutorial.setup.start_player == 0
    end = check_playable(tutorial)
    assert [str(a) for a in end.actions] == SCRIPT
    you, robin = end.state.players
    assert you.fortunes == [8, 22, 19, 3, 6] and robin.fortunes == [3, 1, 13, 6, 3]
    assert goal.standing(end.state, [0]) == "You lead: weakest colour 3 to Robin's 1"
    # Every idea of a turn has its step.
    titles = " / ".join(s.title for s in tutorial.steps)
    for idea in ("fortunes", "Price 0", "worker", "waits", "red card", "No worker", "chain", "weakest"):
        assert idea in titles, idea


def test_from_the_lessons_end_even_a_random_newcomer_mostly_beats_robin() -> None:
    tutorial = lesson()
    end = check_playable(tutorial)
    wins = 0
    for k in range(10):
        game = Match(RULES, tutorial.setup)
        for action in end.actions:
            game.play(action)
        rng, robin = Rng(k), GreedyBot(bot_seed(tutorial.setup.seed, 1))
        while game.state.result is None:
            state = game.state
            legal = RULES.legal_actions(state)
            game.play(robin.choose(state) if state.to_move() == 1 else legal[rng.below(len(legal))])
        wins += 0 in game.state.result.winners
    assert wins >= 7, wins  # 8 of these 10 (45 of 60 measured at seeds 0-59)


# -- through the table ------------------------------------------------------------------------
def coach_on(app: App) -> Coach:
    coach = start_tutorial(app, lesson())
    frame(app)
    assert isinstance(app.top, PentagramTable) and app.overlays == [coach]
    return coach


def play_step(app: App, coach: Coach) -> None:
    step = coach.step
    settle(app, coach)
    if step.point is not None:
        assert coach.target_rect() is not None, f"step '{step.title}' points at nothing"
    click(app, "coach:next" if step.do is None else step.point)


def test_the_lesson_is_played_start_to_end_through_the_table(app: App) -> None:
    coach = coach_on(app)
    table = app.top
    seen = []
    while coach in app.overlays:
        seen.append(coach.step.title)
        play_step(app, coach)
        assert len(seen) <= 20, "the lesson does not move on"
    assert seen == [s.title for s in coach.tutorial.steps]
    played = [str(a) for a in table.session.game.actions]
    assert played[:len(SCRIPT)] == SCRIPT
    assert table.session.autosave is False
    assert table.goal_text()[1] == "You lead: weakest colour 3 to Robin's 1"


def test_a_wrong_click_is_kept_off_with_the_steps_hint(app: App) -> None:
    coach = coach_on(app)
    table = app.top
    click(app, "space_0_0")  # before reading: the lesson asks for Next first
    assert not table.session.game.actions and coach.nudge.startswith("Read this step")
    while coach.step.do != "place yellow 1":
        play_step(app, coach)
    settle(app, coach)
    before = list(table.session.game.actions)
    click(app, "space_0_2")  # yellow 2, not yellow 1
    assert table.session.game.actions == before
    assert coach.nudge == "For this lesson: Click the yellow row's price 1 space."
    click(app, "space_0_1")
    assert [str(a) for a in table.session.game.actions[-1:]] == ["place yellow 1"]
    # At the worker step, key 2 (No worker) is kept off; key 1 does what the button does.
    assert coach.step.do == "worker"
    press(app, pygame.K_2)
    assert table.session.state.placed is not None and coach.nudge.startswith("For this lesson: Click Place")
    # Enter would answer No worker on the bare table, a move that cannot be taken back: kept off.
    app.dispatch(Intent("key", "confirm"))
    frame(app)
    assert table.session.state.placed is not None and coach.nudge.startswith("For this lesson: Click Place")
    press(app, pygame.K_1)
    assert [str(a) for a in table.session.game.actions[:6]] == SCRIPT[:6]
    assert coach.step.title == "A red card"


def test_undo_takes_the_card_back_and_the_lesson_with_it(app: App) -> None:
    coach = coach_on(app)
    table = app.top
    while coach.step.do != "place black 0":
        play_step(app, coach)
    click(app, "space_4_0")
    assert coach.step.do == "worker" and table.state.placed == (4, 4)
    click(app, "btn:undo")
    assert coach.step.do == "place black 0" and table.state.placed is None
    assert table.state.drawn == "blue_black_green_1"


def test_skipping_leaves_a_game_that_plays_to_its_end(app: App) -> None:
    coach = coach_on(app)
    table = app.top
    click(app, "coach:skip")
    assert coach not in app.overlays and app.top is table
    for _ in range(200):
        if table.session.state.result is not None:
            break
        settle(app, coach)
        if table.session.state.result is not None:
            break
        legal = table.session.legal()
        if legal[0].kind == "place":
            click(app, f"space_{legal[-1].row}_{legal[-1].price}")
            if table.pending() is not None:
                click(app, "btn:pass")  # no worker can follow: No worker plays the card
        else:
            click(app, "btn:worker" if any(a.kind == "worker" for a in legal) else "btn:pass")
    assert table.session.state.result is not None
    assert len(table.session.state.discard) + sum(c is not None for r in table.state.cards for c in r) == 30
    frame(app, 200)
    assert isinstance(app.top, PentagramEnd)


def test_worker_and_pass_are_commands_of_their_own(app: App) -> None:
    table = hotseat(app)
    table.handle(Intent("click", "space_4_0"))
    table.handle(Intent("key", "worker"))
    assert [str(a) for a in table.session.game.actions] == ["place black 0", "worker"]
    table.handle(Intent("click", "space_0_2"))
    table.handle(Intent("key", "pass"))
    assert [str(a) for a in table.session.game.actions][-1] == "pass"


# -- the goal line ----------------------------------------------------------------------------
def state_after(*moves: str, **setup: object):
    data = {"players": ["You", "Robin"], "seed": 36, "short_game": True, "start_player": 1,
            "deck_top": list(lesson().setup.deck_top)} | setup
    game = Match(RULES, RULES.setup_from_dict(data, "test", RULES.record_format))
    for move in moves:
        game.play(move)
    return game.state


def test_the_goal_line_says_the_rule_and_who_leads_in_words() -> None:
    start = state_after()
    assert goal.goal_line(start, [0]) == ("Most coins in your weakest colour wins · All tied: weakest "
                                          "colour 3, total 15 · 30 cards to go")
    first = state_after("place black 0", "worker")  # black 3 → 6: ahead on the total only
    assert goal.standing(first, [0]) == ("You lead on the tie-break: weakest colour tied at 3, total 18 "
                                         "to Robin's 15")
    # Robin's worker paid 2 purple: Robin trails; said to Robin, and of Robin to You.
    second = state_after("place black 0", "worker", "place purple 2", "worker")
    assert goal.standing(second, [1]) == "You lead: weakest colour 3 to Robin's 1"
    assert goal.standing(second, [0]) == "You lead: weakest colour 3 to Robin's 1"
    behind = state_after("place yellow 2", "worker", fortunes=[{}, {"yellow": 5, "orange": 5, "purple": 5,
                                                                    "blue": 5, "black": 5}])
    assert goal.standing(behind, [0]) == "Robin leads: weakest colour 5 to your 1"
    assert goal.cards_to_go(behind) == 29


def test_under_richest_wins_the_goal_line_counts_the_total() -> None:
    state = state_after("place black 0", "worker", richest_wins=True)
    assert goal.rule(state) == "Most coins in all five colours wins"
    assert goal.standing(state, [0]) == "You lead: total 18 to Robin's 15"


def test_the_table_shows_the_goal_line_and_it_follows_the_game(app: App) -> None:
    table = hotseat(app)
    target = next(t for t in app.ctl.targets if t.id == "goal")
    assert "All tied: weakest colour 3, total 15" in target.tip and "smallest pile" in target.tip
    assert table.goal_text() == ("🏆 Most coins in your weakest colour wins · 30 cards to go",
                                 "All tied: weakest colour 3, total 15")
    table.handle(Intent("click", "space_4_0"))
    table.handle(Intent("click", "btn:worker"))
    frame(app)
    assert table.goal_text()[1] == ("Alex leads on the tie-break: weakest colour tied at 3, total 18 "
                                    "to Sam's 15")


# -- hints ------------------------------------------------------------------------------------
def hotseat(app: App, **setup: object) -> PentagramTable:
    data = {"players": ["Alex", "Sam"], "seed": 36, "short_game": True, "start_player": 1,
            "deck_top": list(lesson().setup.deck_top)} | setup
    game = Match(RULES, RULES.setup_from_dict(data, "test", RULES.record_format))
    table = PentagramTable(app, Session(game, [SeatConfig("Alex", "blue"), SeatConfig("Sam", "red")],
                                        autosave=False))
    app.push(table)
    frame(app)
    return table


def hint_at(app: App, wanted: str) -> str | None:
    """The hint shown now, with every other Pentagram hint already seen."""
    ids = [h.id for h in load_hints(HINTS, plugin_moments())]
    app.prefs.hints_seen = [f"pentagram:{i}" for i in ids if i != wanted]
    hints = Hints(app)
    app.overlays.append(hints)
    frame(app, 2)
    app.overlays.remove(hints)
    return hints.shown.id if hints.shown is not None else None


def plugin_moments() -> list[str]:
    from game.ui.hints import game_moments

    return list(game_moments("pentagram"))


def test_the_hints_file_covers_every_moment_of_the_table() -> None:
    hints = load_hints(HINTS, plugin_moments())
    assert {h.match for h in hints} == set(plugin_moments())
    assert all(h.id.startswith("pentagram_") for h in hints)


@pytest.mark.parametrize(("moves", "wanted"), [
    (["place black 0"], "pentagram_worker_question"),
    (["place black 0", "worker"], "pentagram_first_payout"),
    (["place black 0", "worker", "place purple 2", "worker", "place yellow 1", "worker", "place blue 3"],
     "pentagram_red_card"),
    (["place yellow 2", "worker", "place yellow 1"], "pentagram_red_ahead"),
])
def test_each_moment_brings_its_hint(app: App, moves: list[str], wanted: str) -> None:
    setup = {"deck_top": ["blue_black_green_1", "black_orange_red"]} if wanted.endswith("ahead") else {}
    table = hotseat(app, **setup)
    for move in moves:
        table.session.play(move)
    table.version += 1
    table.finish_motion()
    assert hint_at(app, wanted) == wanted
    app.prefs.hints_seen = []


def test_a_refused_move_and_a_card_no_worker_can_follow_bring_their_hints(app: App) -> None:
    table = hotseat(app)
    assert hint_at(app, "pentagram_refused") is None
    table.session.play("place black 4")  # Alex cannot pay 4 black: no worker follows
    table.finish_motion()
    table.version += 1
    frame(app)
    table.handle(Intent("click", "disabled:space_4_4"))  # Sam clicks the space that holds a card
    assert table.refusals == 1 and "already holds a card" in app.notice[0]
    assert hint_at(app, "pentagram_refused") == "pentagram_refused"
    table.handle(Intent("click", "space_0_3"))  # 3 yellow for a worker would leave 0: held
    assert table.pending() == (0, 3)
    assert hint_at(app, "pentagram_no_worker") == "pentagram_no_worker"


def test_the_end_near_hint_comes_with_the_last_cards(app: App) -> None:
    table = hotseat(app)
    rng = Rng(5)
    while len(table.state.deck) + 1 > 4:
        legal = table.session.legal()
        table.session.play(legal[rng.below(len(legal))])
    table.version += 1
    table.finish_motion()
    assert hint_at(app, "pentagram_end_near") == "pentagram_end_near"


def test_the_lesson_silences_the_hints(app: App) -> None:
    coach_on(app)
    hints = Hints(app)
    app.overlays.append(hints)
    click(app, "coach:next")
    frame(app, 3)
    assert hints.shown is None


# -- the rulebook -----------------------------------------------------------------------------
def test_the_rulebook_shows_every_picture_the_game_draws() -> None:
    text = " ".join((PROJECT_ROOT / RULES.player_rules).read_text(encoding="utf-8").split())
    for name in ("table", "cards", "place", "worker", "payout", "goal"):
        assert f"images/rulebook-pentagram/{name}.png" in text
        assert (PROJECT_ROOT / "docs" / "images" / "rulebook-pentagram" / f"{name}.png").is_file()
    for fact in ("weakest", "price 0", "at least 1", "to its right", "goes home", "Short game",
                 "Richest wins"):
        assert fact in text, fact


def test_the_rulebook_pictures_draw_twice_the_same(tmp_path: Path) -> None:
    from game.games.pentagram.ui.rulebook_images import draw_all

    first = draw_all(tmp_path / "a")
    second = draw_all(tmp_path / "b")
    assert [p.name for p in first] == ["table.png", "place.png", "cards.png", "worker.png", "payout.png",
                                       "goal.png"]
    for a, b in zip(first, second, strict=True):
        assert a.read_bytes() == b.read_bytes(), a.name
