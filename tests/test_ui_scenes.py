"""Scene tests under SDL's dummy driver: whole games played through the input controller.

A test "player" picks an engine-legal action and performs it the way a person would: clicking a
card or a button (intents), answering the dialog that opens, or posting real mouse events.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.games.initiatives.actions import Action
from game.games.initiatives.game import Game
from game.games.initiatives.options import FixedSetup, SeatStart, Setup
from game.games.initiatives.rules import legal_actions
from game.games.initiatives.ui.dialogs import ContributeDialog, TouchpointDialog
from game.games.initiatives.ui.table import GameScene
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig, load_game
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def zone_of(scene: GameScene, action: Action) -> str:
    s = scene.state
    if action.kind == "obtain":
        return f"prism_{s.prism.index(action.target) + 1}"
    slot = s.slot_of(action.target)
    return scene.view.initiative_zone(s, slot)


def perform(app: App, scene: GameScene, action: Action) -> None:
    """Do ``action`` with clicks and keys only, as a person at the table would."""
    frame(app)
    top = app.top
    if isinstance(top, ChoiceDialog):  # a decision the game asked for (donate, lose, answer)
        labels = [o.action for o in top.options]
        top.handle(Intent("click", f"opt:{labels.index(action)}"))
        return
    k = action.kind
    if k == "acquire":
        scene.handle(Intent("key", "acquire"))
        dlg = app.top
        assert isinstance(dlg, ChoiceDialog)
        dlg.handle(Intent("click", f"opt:{[o.action for o in dlg.options].index(action)}"))
    elif k in ("obtain", "contribute"):
        scene.handle(Intent("click", zone_of(scene, action)))
        dlg = app.top
        if isinstance(dlg, ChoiceDialog):
            dlg.handle(Intent("click", f"opt:{[o.action for o in dlg.options].index(action)}"))
        elif isinstance(dlg, ContributeDialog):
            if not any(action.pay):
                dlg.handle(Intent("click", "dlg:join"))
            else:
                while dlg.pay != list(action.pay):
                    for t in range(3):
                        if dlg.pay[t] > action.pay[t]:
                            dlg.handle(Intent("click", f"dec:{t}"))
                        elif dlg.pay[t] < action.pay[t]:
                            dlg.handle(Intent("click", f"inc:{t}"))
                dlg.handle(Intent("key", "confirm"))
    elif k in ("give", "request"):
        scene.handle(Intent("key", "touchpoint"))
        dlg = app.top
        assert isinstance(dlg, TouchpointDialog)
        dlg.handle(Intent("click", f"tp:{k}:{action.seat}:{action.pay.index(1)}"))
    elif k == "recycle":
        scene.handle(Intent("key", "recycle"))
        dlg = app.top
        dlg.handle(Intent("click", "opt:0" if action.target == "prism" else "opt:1"))
    elif k == "convert":
        scene.handle(Intent("key", "convert"))
    elif k == "end":  # I19: the closing step's End turn
        scene.handle(Intent("click", "btn:end"))
    else:
        raise AssertionError(f"no way to perform {action} here")


def choose(state, rng) -> Action:
    """A test player that builds: contribute, donate and obtain first, otherwise any legal action."""
    acts = legal_actions(state)
    for kind in ("contribute", "donate", "obtain", "accept"):
        options = [a for a in acts if a.kind == kind]
        if options:
            return options[rng.below(len(options))]
    return acts[rng.below(len(acts))]


def play_through(app: App, scene: GameScene, max_steps: int = 2000) -> list[Action]:
    from game.family.rng import Rng

    rng = Rng(5)
    done: list[Action] = []
    for _ in range(max_steps):
        frame(app)
        if scene.state.over:
            break
        action = choose(scene.state, rng)
        before = len(scene.session.game.actions)
        perform(app, scene, action)
        frame(app)
        assert len(scene.session.game.actions) == before + 1, f"{action} was not played"
        assert scene.session.game.actions[-1] == action
        done.append(action)
    return done


def test_solo_game_played_to_the_end_through_the_controller(app: App) -> None:
    setup = Setup(("Alex",), 21, fixed=FixedSetup(meaning=9, seats=(SeatStart(tokens=(5, 4, 3)),)))
    session = Session(Game(setup), [SeatConfig("Alex", "blue")])
    scene = GameScene(app, session)
    app.push(scene)
    played = play_through(app, scene)
    s = scene.state
    assert s.over and s.result is not None
    # The same actions through the engine alone give the same game.
    replay = Game(setup)
    for a in played:
        replay.play(a)
    assert replay.state.result == s.result and replay.log == s.log
    assert any("The Community places its marker" in line for line in s.log)
    frame(app, 120)  # the results screen opens by itself once the board has settled
    assert type(app.top).__name__ == "EndScene"


def test_three_seat_hotseat_game_through_the_controller(app: App) -> None:
    seats = [SeatConfig(n, c) for n, c in (("Alex", "blue"), ("Brooke", "red"), ("Casey", "green"))]
    rich = tuple(SeatStart(tokens=(4, 3, 2)) for _ in seats)
    setup = Setup(tuple(s.name for s in seats), 8, fixed=FixedSetup(meaning=10, seats=rich))
    session = Session(Game(setup), seats)
    scene = GameScene(app, session)
    app.push(scene)
    played = play_through(app, scene)
    s = scene.state
    assert s.over
    kinds = {a.kind for a in played}
    assert {"contribute", "obtain", "donate"} <= kinds
    assert len({scene.session.game.actions.index(a) for a in played}) > 0
    replay = Game(setup)
    for a in played:
        replay.play(a)
    assert [p.legacy for p in replay.state.players] == [p.legacy for p in s.players]
    assert replay.state.meaning == s.meaning


def test_posted_mouse_events_reach_the_engine(app: App) -> None:
    setup = Setup(("Alex", "Brooke"), 4, start_player=0, fixed=FixedSetup(event_top=("dry_spell",)))
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")])
    scene = GameScene(app, session)
    app.push(scene)
    frame(app)
    supply = scene.board.world["token_supply"].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=supply))
    frame(app)
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog) and dlg.title.startswith("⛏️ Acquire")
    frame(app)  # the dialog's buttons are registered as targets when drawn
    target = next(t for t in app.ctl.targets if t.id == "opt:1")
    before = list(session.state.players[session.state.current].tokens)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=target.rect.center))
    frame(app)
    assert session.game.actions == [Action("acquire", pay=(1, 1, 0))]
    assert session.state.players[0].tokens[:2] == [before[0] + 1, before[1] + 1]


def test_undo_within_the_turn_but_never_past_a_reveal(app: App) -> None:
    setup = Setup(
        ("Alex", "Brooke"),
        12,
        start_player=0,
        fixed=FixedSetup(meaning=10, event_top=("dry_spell",), seats=(SeatStart(tokens=(6, 6, 3)),) * 2),
    )
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")])
    scene = GameScene(app, session)
    app.push(scene)
    frame(app)
    perform(app, scene, Action("acquire", pay=(2, 0, 0)))
    assert session.state.players[0].tokens == [8, 6, 3] and session.can_undo()
    scene.handle(Intent("key", "undo"))
    assert session.state.players[0].tokens == [6, 6, 3] and session.game.actions == []
    obtain = next(a for a in legal_actions(session.state) if a.kind == "obtain")
    perform(app, scene, obtain)  # the Prism refills: a card was revealed
    assert not session.can_undo()
    scene.handle(Intent("key", "undo"))
    assert len(session.game.actions) == 1


def test_autosave_after_every_action_and_continue_resumes_exactly(app: App, data_dir: Path) -> None:
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")]
    session = Session(Game(Setup(("Alex", "Brooke"), 30)), seats)
    scene = GameScene(app, session)
    app.push(scene)
    for _ in range(300):
        frame(app)
        if session.state.over or len(session.game.actions) >= 12:
            break
        if not session.is_bot(session.state.to_move()):
            rng = __import__("game.games.initiatives.rng", fromlist=["Rng"]).Rng(1)
            perform(app, scene, choose(session.state, rng))
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert saved["actions"] == [str(a) for a in session.game.actions]
    game, loaded_seats = load_game()
    assert loaded_seats == seats
    assert game.log == session.game.log and game.state.meaning == session.state.meaning
    assert not list(data_dir.glob("*.tmp"))  # atomic writes leave no temporary file behind


def test_damaged_save_gives_a_message_and_the_title_keeps_working(app: App, data_dir: Path) -> None:
    from game.ui.scenes.title import TitleScene

    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "autosave.json").write_text('{"kind": "meaning-made-save", "format": 1, "setup": ')
    title = TitleScene(app)
    app.push(title)
    frame(app)
    title.handle(Intent("click", "title:continue"))
    frame(app)
    assert app.top is title and title.save_problem is not None
    assert "autosave.json:1" in title.save_problem and "damaged" in title.save_problem
    kept = list(data_dir.glob("autosave.damaged-*.json"))  # set aside, never overwritten
    assert len(kept) == 1 and kept[0].read_text().startswith('{"kind"')
    assert kept[0].name in title.save_problem and not title.has_save
    title.handle(Intent("click", "title:new"))
    assert type(app.top).__name__ == "SetupScene"


def test_setup_scene_starts_the_game_it_shows(app: App) -> None:
    from game.ui.scenes.setup_scene import SetupScene

    scene = SetupScene(app)
    app.push(scene)
    frame(app)
    scene.seed.set_text("4242")
    scene.switches["long_game"].set_state(True)
    setup, seats = scene.build_setup()
    assert setup.seed == 4242 and setup.variants.long_game and len(seats) == 2
    scene.start_game()
    top = app.top
    assert isinstance(top, GameScene) and top.state.setup.seed == 4242 and len(top.state.index) == 5


def test_bot_seats_play_by_themselves(app: App) -> None:
    seats = [SeatConfig("Bot A", "blue", "random"), SeatConfig("Bot B", "red", "random")]
    session = Session(Game(Setup(("Bot A", "Bot B"), 9)), seats, autosave=False)
    app.push(GameScene(app, session))
    for _ in range(3000):
        frame(app)
        if session.state.over:
            break
    assert session.state.over and session.state.round >= 2 and len(session.game.actions) >= 4


def short_of_insight(app: App) -> tuple[Session, GameScene]:
    """Alex to move with 3☀️ 1🔍, and Forecast (which needs 3🔍) first in the Prism."""
    setup = Setup(
        ("Alex", "Brooke"),
        3,
        start_player=0,
        fixed=FixedSetup(
            meaning=10,
            prism=("forecast", "skin", "pulse", "shell", "signal", "focus"),
            seats=(SeatStart(tokens=(3, 1, 0)), SeatStart()),
        ),
    )
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    scene = GameScene(app, session)
    app.push(scene)
    frame(app)
    return session, scene


def test_disabled_card_says_why(app: App) -> None:
    session, scene = short_of_insight(app)
    target = next(t for t in app.ctl.targets if t.id == "prism_1")
    assert not target.enabled and target.tip == "needs 2 more 🔍"
    scene.handle(Intent("click", "prism_1"))
    assert app.notice is not None and app.notice[0] == "needs 2 more 🔍"
    assert session.game.actions == []


def test_right_click_shows_a_card_whole_pinned_and_any_click_closes_it(app: App) -> None:
    from game.ui.scenes.card_zoom import ZOOM_SIZE, CardZoom

    session, scene = short_of_insight(app)
    app.dispatch(Intent("inspect", "prism_1"))  # a card Alex cannot take: it still opens
    frame(app)
    zoom = app.top
    assert isinstance(zoom, CardZoom)
    assert zoom.shown == session.state.cards.patterns["forecast"]
    assert zoom.face is not None and zoom.face.get_size() == ZOOM_SIZE
    assert zoom.look() == (zoom.shown, "Forecast: needs 2 more 🔍")  # and why not
    app.dispatch(Intent("click", "zoom:close"))
    assert app.top is scene and session.game.actions == []  # closing took no card

    app.dispatch(Intent("inspect", "initiative_1"))
    frame(app)
    first = session.state.index[0]
    assert app.top.shown.card.id == first.card.id and app.top.shown.paid == (0, 0, 0)
    session.play(Action.parse(f"contribute {first.card.id} E"))  # the card changes under the zoom
    frame(app)
    assert app.top.shown.paid[0] == 1
    app.dispatch(Intent("key", "cancel"))
    assert app.top is scene

    app.dispatch(Intent("inspect", "prism_2"))
    frame(app)
    session.play(Action.parse("obtain skin"))  # taken: the Prism refills, the zoom goes
    frame(app, 2)
    assert app.top is scene

    app.ctl.hovered = None
    app.dispatch(Intent("key", "inspect"))
    assert app.top is scene and "right-click" in app.notice[0]


def test_a_right_click_never_presses_what_a_left_click_would(app: App) -> None:
    session = Session(Game(Setup(("Alex", "Brooke"), 3)), [SeatConfig("Alex", "blue"),
                                                             SeatConfig("Brooke", "red")],
                      autosave=False)
    scene = GameScene(app, session)
    app.push(scene)
    frame(app)
    contribute = next(a for a in session.legal() if a.kind == "contribute" and any(a.pay))
    scene.handle(Intent("click", zone_of(scene, contribute)))
    dialog = app.top
    assert isinstance(dialog, ContributeDialog)
    frame(app)
    for target in ("dlg:confirm", "dlg:cancel"):  # each would act on a left click
        app.dispatch(Intent("inspect", target))
        assert app.top is dialog and session.game.actions == []
    app.dispatch(Intent("click", "dlg:confirm"))
    assert app.top is scene and len(session.game.actions) == 1


def test_random_clicks_and_keys_never_break_the_table(app: App) -> None:
    """A monkey at the table: whatever is clicked or pressed, the game stays legal and running."""
    from game.family.rng import Rng
    from game.ui.input import KEYS, game_keys

    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red"), SeatConfig("Casey", "green", "random")]
    setup = Setup(("Alex", "Brooke", "Casey"), 77, fixed=FixedSetup(meaning=12))
    session = Session(Game(setup), seats, autosave=False)
    scene = GameScene(app, session)
    app.push(scene)
    rng = Rng(99)
    commands = sorted((set(KEYS.values()) | set(game_keys("initiatives").keys.values()))
                      - {"fullscreen", "cancel", "rules"})
    for _ in range(1500):
        frame(app)
        if session.state.over:
            break
        if rng.below(3) == 0:
            app.dispatch(Intent("key", commands[rng.below(len(commands))]))
        else:
            targets = [t for t in app.ctl.targets if not t.id.startswith(("btn:menu", "btn:rules"))]
            if targets:
                t = targets[rng.below(len(targets))]
                app.dispatch(Intent("click", t.id if t.enabled else f"disabled:{t.id}"))
        # Whatever happened, the table is consistent with a replay of its own history.
        assert len(app.scenes) >= 1
    replay = Game(setup)
    for a in session.game.actions:
        replay.play(a)
    assert replay.log == session.state.log
    assert len(session.game.actions) > 20
