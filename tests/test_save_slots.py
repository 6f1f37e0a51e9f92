"""Issue 16 item 5: New game never silently replaces a game in progress; save slots keep the
autosave of each unfinished game and named saves, each with its date, game and round."""

from __future__ import annotations

import json
import time
from pathlib import Path

from conftest import frame

from game.games.initiatives.game import Game
from game.games.initiatives.options import Setup
from game.games.initiatives.ui.table import GameScene
from game.ui import save_slots, saves
from game.ui.app import App
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.setup_scene import SetupScene
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")]


def played(seed: int, actions: int) -> Game:
    """A two-seat game ``actions`` actions in, by the first legal action each time."""
    from game.games.initiatives import legal_actions

    game = Game(Setup(("Alex", "Brooke"), seed))
    for _ in range(actions):
        game.play(str(legal_actions(game.state)[0]))
    return game


def in_progress(seed: int = 5, actions: int = 6) -> Game:
    game = played(seed, actions)
    saves.save_game(game, SEATS)
    return game


def test_a_save_carries_the_summary_the_list_shows() -> None:
    game = in_progress()
    data = json.loads(saves.autosave_path().read_text())
    assert data["slot"]["title"] == game.rules.title and data["slot"]["round"] == game.state.round
    assert data["slot"]["players"] == ["Alex", "Brooke"] and data["slot"]["finished"] is False
    assert abs(data["slot"]["saved_at"] - time.time()) < 60
    slot = save_slots.list_slots()[0]
    assert slot.kind == "current" and slot.heading == f"Game in progress · {game.rules.title}"
    assert slot.details.startswith(f"round {game.state.round} · Alex, Brooke · saved today ")


def test_a_save_from_before_summaries_is_described_by_replaying_it() -> None:
    game = in_progress()
    path = saves.autosave_path()
    data = json.loads(path.read_text())
    del data["slot"]
    path.write_text(json.dumps(data))
    slot = save_slots.list_slots()[0]
    assert (slot.round, slot.players, slot.finished, slot.problem) == (
        game.state.round, ("Alex", "Brooke"), False, "")


def test_new_game_asks_before_replacing_a_game_in_progress_and_keeps_it(app: App,
                                                                          data_dir: Path) -> None:
    old = in_progress()
    scene = SetupScene(app)
    app.push(scene)
    frame(app)
    scene.seed.set_text("777")
    scene.start_game()
    ask = app.top
    assert isinstance(ask, ChoiceDialog) and ask.title == "A game is in progress"
    assert f"round {old.state.round}" in ask.body[0] and "Saved games" in ask.body[1]
    assert json.loads(saves.autosave_path().read_text())["setup"]["seed"] == 5  # nothing moved yet
    ask.pick(0)  # start the new game
    assert isinstance(app.top, GameScene) and app.top.state.setup.seed == 777
    kept = list((data_dir / "saves").glob("autosave-*.json"))
    assert len(kept) == 1
    again, seats = saves.load_game(kept[0])
    assert again.actions == old.actions and again.log == old.log and seats == SEATS
    listed = save_slots.list_slots()  # the new game saves itself at its first action
    assert [(s.kind, s.round) for s in listed] == [("kept", old.state.round)]


def test_new_game_can_go_back_to_the_game_in_progress_instead(app: App) -> None:
    old = in_progress()
    scene = SetupScene(app)
    app.push(scene)
    frame(app)
    scene.start_game()
    app.top.pick(1)  # play the game in progress instead
    assert isinstance(app.top, GameScene) and app.top.session.game.actions == old.actions
    assert save_slots.list_slots()[0].kind == "current" and len(save_slots.list_slots()) == 1


def test_cancel_leaves_the_setup_and_the_save_as_they_were(app: App) -> None:
    in_progress()
    scene = SetupScene(app)
    app.push(scene)
    frame(app)
    scene.start_game()
    app.top.handle(Intent("key", "cancel"))
    assert app.top is scene and len(save_slots.list_slots()) == 1


def test_no_question_when_there_is_no_game_in_progress(app: App) -> None:
    scene = SetupScene(app)
    app.push(scene)
    frame(app)
    scene.start_game()  # nothing saved at all
    assert isinstance(app.top, GameScene)


def test_a_named_save_is_a_snapshot_listed_with_its_name_and_opened_as_the_game(app: App) -> None:
    current = in_progress(seed=5, actions=6)
    snapshot = played(9, 4)
    path = save_slots.save_named(snapshot, SEATS, "  Before the   big Event  ")
    assert path.parent.name == "saves" and path.name.startswith("named-before-the-big-event")
    named = next(s for s in save_slots.list_slots() if s.kind == "named")
    assert named.name == "Before the big Event"
    assert named.heading == f"Before the big Event · {snapshot.rules.title}"
    game, _ = save_slots.open_slot(named)
    assert game.actions == snapshot.actions
    kinds = sorted(s.kind for s in save_slots.list_slots())
    assert kinds == ["current", "kept", "named"]  # the named save stays; the old game is kept
    assert saves.load_game()[0].actions == snapshot.actions
    kept = next(s for s in save_slots.list_slots() if s.kind == "kept")
    assert saves.load_game(kept.path)[0].actions == current.actions
    # Opening a kept autosave takes it off the list: it is the game in progress again.
    save_slots.open_slot(kept)
    assert sorted(s.kind for s in save_slots.list_slots()) == ["current", "kept", "named"]
    assert saves.load_game()[0].actions == current.actions


def test_an_empty_name_gets_the_game_and_round() -> None:
    game = played(9, 4)
    save_slots.save_named(game, SEATS, "   ")
    named = save_slots.list_slots()[0]
    assert named.name == f"{game.rules.title}, round {game.state.round}"


def test_a_broken_file_is_listed_with_its_problem_and_can_be_deleted(app: App) -> None:
    folder = save_slots.slots_dir()
    (folder / "named-broken.json").write_text('{"kind": "meaning-made-save", ')
    slot = save_slots.list_slots()[0]
    assert slot.problem.startswith("not a saved game") and slot.heading.endswith("cannot be read")
    scene = SavedGamesScene(app)
    app.push(scene)
    frame(app)
    scene.handle(Intent("click", "slot:0"))  # cannot be opened: nothing happens
    assert app.top is scene
    scene.handle(Intent("click", "delete:0"))
    confirm = app.top
    assert isinstance(confirm, ChoiceDialog) and confirm.title == "Delete this save?"
    confirm.pick(0)
    assert save_slots.list_slots() == [] and scene.body[0].startswith("No saved games yet")


def test_the_saved_games_scene_opens_a_game_at_the_table(app: App) -> None:
    old = in_progress()
    save_slots.save_named(played(9, 4), SEATS, "Other")
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    frame(app)
    title.handle(Intent("click", "title:saved"))
    scene = app.top
    assert isinstance(scene, SavedGamesScene) and len(scene.slots) == 2
    frame(app)
    assert {t.id for t in app.ctl.targets} >= {"slot:0", "slot:1", "delete:0", "saved:done"}
    scene.handle(Intent("key", "confirm"))  # the game in progress is selected first
    assert isinstance(app.top, GameScene) and app.top.session.game.actions == old.actions


def test_a_session_autosaves_into_the_current_slot() -> None:
    game = played(5, 2)
    session = Session(game, SEATS)
    session._save()  # what every action does
    assert save_slots.list_slots()[0].round == game.state.round
