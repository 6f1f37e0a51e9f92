"""Issue 16: stats and history — past games with date, seats, result and score, and a record of
each that replays in the game (a replay viewer with step forward and back)."""

from __future__ import annotations

from pathlib import Path

from conftest import frame

from game.family.match import Match
from game.games.initiatives import legal_actions
from game.games.initiatives.game import Game
from game.games.initiatives.options import Setup
from game.games.initiatives.ui.table import GameScene
from game.ui import history
from game.ui.app import App
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.history_scene import HistoryScene
from game.ui.scenes.replay_scene import ReplayScene
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")]


def finish(session: Session) -> None:
    """Play the first legal action for every seat until the game ends."""
    while session.state.result is None:
        session.play(legal_actions(session.state)[0])


def finished_game(seed: int = 5, autosave: bool = True) -> Session:
    session = Session(Game(Setup(("Alex", "Brooke"), seed)), SEATS, autosave=autosave)
    finish(session)
    return session


def test_a_finished_game_is_kept_with_its_summary_and_replays_exactly() -> None:
    session = finished_game()
    past = history.list_history()
    assert len(past) == 1 and past[0].path == session.history_path
    p = past[0]
    result = session.state.result
    assert (p.game, p.title, p.rounds) == ("initiatives", session.rules.title, session.state.round)
    assert p.seats == (("Alex", "human"), ("Brooke", "random"))
    assert p.scores == tuple(result.scores) and p.winners == tuple(result.winners)
    # (first-legal play donates every round: at two seats, since DI22, that holds the world until
    # the stall rule ends the game)
    assert p.result == {"collapse": "the world collapses", "end_initiative": "the world survives",
                        "stalled": "stalled"}[result.reason]
    assert p.details.startswith(p.result) and "Brooke (bot)" in p.details
    from game.ui.saves import load_game

    again, seats = load_game(p.path)
    assert again.actions == session.game.actions and again.log == session.game.log
    assert seats == SEATS


def test_lessons_autoplay_and_tests_keep_no_history() -> None:
    finished_game(autosave=False)
    assert history.list_history() == []


def test_a_finish_undone_and_played_again_is_one_game() -> None:
    session = finished_game()
    first = session.history_path
    if session.undo():
        finish(session)
        assert session.history_path == first
    assert len(history.list_history()) == 1


def test_stats_count_games_wins_best_scores_and_survival() -> None:
    games = [finished_game(seed) for seed in (5, 6, 7)]
    stats = history.stats(history.list_history())
    assert len(stats) == 1
    s = stats[0]
    assert s.played == 3
    assert s.human_wins == sum(0 in g.state.result.winners for g in games)
    assert s.best_human_score == max(g.state.result.scores[0] for g in games)
    assert s.world_survived == sum(g.state.result.reason == "end_initiative" for g in games)


def test_a_broken_history_file_is_listed_with_its_problem(data_dir: Path) -> None:
    finished_game()
    (history.history_dir() / "broken.json").write_text("{")
    past = history.list_history()
    broken = next(p for p in past if p.problem)
    assert broken.heading == "broken.json — cannot be read" and broken.details.startswith("not a game")
    assert [s.played for s in history.stats(past)] == [1]


def test_the_history_scene_replays_a_game_step_by_step(app: App) -> None:
    session = finished_game()
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    frame(app)
    app.dispatch(Intent("click", "title:history"))
    frame(app)
    scene = app.top
    assert isinstance(scene, HistoryScene) and len(scene.past) == 1 and scene.stats[0].played == 1
    app.dispatch(Intent("click", "replay:0"))
    frame(app)
    replay = app.top
    assert isinstance(replay, ReplayScene) and isinstance(app.scenes[0], GameScene)
    assert replay.step == 0 and replay.session.state.result is None
    n = len(session.game.actions)
    app.dispatch(Intent("key", "right"))
    app.dispatch(Intent("key", "right"))
    frame(app)
    expect = Match(session.rules, session.game.setup)
    for a in session.game.actions[:2]:
        expect.play(str(a))
    assert replay.step == 2 and replay.session.game.log == expect.log
    app.dispatch(Intent("key", "left"))
    assert replay.step == 1 and len(replay.session.game.actions) == 1
    app.dispatch(Intent("click", "replay:end"))
    assert replay.step == n and replay.session.state.result == session.state.result
    app.dispatch(Intent("click", "replay:round-"))
    assert replay.session.state.round in (session.state.round, session.state.round - 1)
    assert replay.step < n
    before = replay.session.state.round
    app.dispatch(Intent("click", "replay:round-"))
    assert replay.session.state.round <= before
    # Nothing can be played on a replay: the table's own buttons never see a click.
    actions = len(replay.session.game.actions)
    app.dispatch(Intent("click", "btn:acquire"))
    frame(app)
    assert len(replay.session.game.actions) == actions
    app.dispatch(Intent("key", "cancel"))
    frame(app)
    assert isinstance(app.top, HistoryScene)


def test_play_steps_on_by_itself_and_stops_at_the_end(app: App) -> None:
    session = finished_game()
    replay = ReplayScene.open(app, session.game, SEATS)
    replay.handle(Intent("key", "skip"))
    assert replay.playing
    for _ in range(len(session.game.actions) + 5):
        replay.update(1.0)
    assert replay.step == len(session.game.actions) and not replay.playing


def test_during_a_replay_the_tables_actions_and_undo_show_as_not_open(app: App) -> None:
    """Issue 35 item 11: Acquire and Undo looked enabled under the replay bar."""
    session = finished_game()
    replay = ReplayScene.open(app, session.game, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")])
    replay.go(2)
    frame(app)
    table = app.scenes[0]
    assert not table.human_to_move() and not replay.session.can_undo()
    enabled = {t.id for t in app.ctl.targets if t.enabled}
    assert "btn:acquire" not in enabled and "btn:undo" not in enabled
