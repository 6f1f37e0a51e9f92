"""The edition `life` table under SDL's dummy driver: a whole game played through intents.

A test "player" picks an engine-legal action and performs it as a person would: clicking the
card or button the layout registered, then the dialog's steppers and buttons. Bots in the other
seats are driven only by the scene's own update loop.
"""

from __future__ import annotations

import pytest

from game.family.match import Match
from game.family.rng import Rng
from game.games.life import rules
from game.games.life.actions import Action
from game.games.life.ruleset import LIFE
from game.games.life.state import LifeState
from game.games.life.ui import dialogs
from game.games.life.ui.end import LifeEnd
from game.games.life.ui.table import MARKET_ZONES, PROJECT_ZONES, ZONES, LifeTable, load_table_layout
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog, Dialog
from game.ui.session import Session
from game.ui.tables import table_class

YOU = SeatConfig("You", "blue")


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def seat(app: App, seats: list[SeatConfig], seed: int = 5, **setup) -> LifeTable:
    match = Match(LIFE, LIFE.make_setup([s.name for s in seats], seed, start_player=0, **setup))
    scene = LifeTable(app, Session(match, seats, autosave=False))
    app.push(scene)
    frame(app)
    return scene


def target(app: App, target_id: str):
    return next((t for t in app.ctl.targets if t.id == target_id), None)


def click(app: App, target_id: str) -> None:
    """Click a registered target as the mouse would: a disabled one arrives as ``disabled:``."""
    frame(app)
    t = target(app, target_id)
    assert t is not None, f"{target_id} is not on screen"
    app.top.handle(Intent("click", target_id if t.enabled else f"disabled:{target_id}"))


def choose(app: App, action: Action) -> None:
    frame(app)
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog), f"no choice dialog for {action}"
    k = next(i for i, o in enumerate(dlg.options) if o.action == action)
    click(app, f"opt:{k}")


def steppers(app: App, dlg: dialogs.TokenDialog, pay: tuple[int, ...]) -> None:
    frame(app)
    for t in range(5):
        while dlg.pay[t] != pay[t]:
            click(app, f"{'inc' if dlg.pay[t] < pay[t] else 'dec'}:{t}")


def perform(app: App, scene: LifeTable, action: Action) -> None:
    """Do ``action`` with clicks only, as a person at the table would."""
    s = scene.state
    if s.pending:
        frame(app)  # the table opens the decision's dialog by itself
        dlg = app.top
        if isinstance(dlg, ChoiceDialog):
            choose(app, action)
        elif action.kind == "convert":
            click(app, "dlg:convert")
        elif not any(action.pay):
            click(app, "dlg:none")
        else:
            assert isinstance(dlg, dialogs.PledgeDialog)
            steppers(app, dlg, action.pay)
            click(app, "dlg:confirm")
        return
    k = action.kind
    if k in ("acquire", "stabilize"):
        click(app, f"btn:{k}")
        choose(app, action)
    elif k == "convert":
        click(app, "btn:convert")
    elif k == "buy":
        click(app, MARKET_ZONES[s.market.index(action.target)])
    elif k == "contribute":
        zone = next(z for z in PROJECT_ZONES if scene.project_slot(z) is not None
                    and scene.project_slot(z).card.id == action.target)  # type: ignore[union-attr]
        click(app, zone)
        dlg = app.top
        assert isinstance(dlg, dialogs.ContributeDialog)
        steppers(app, dlg, action.pay)
        click(app, "dlg:confirm")
    else:  # give / request
        click(app, "btn:touchpoint")
        click(app, f"{k}:{action.seat}:{action.pay.index(1)}")


def player(state: LifeState, rng: Rng) -> Action:
    """A plain human: pledges what it can, agrees to requests, pays into Projects, builds,
    stabilizes, touches base, acquires."""
    legal = rules.legal_actions(state)
    if state.pending:
        if state.pending[0].kind == "respond":
            return legal[0]
        pledges = [a for a in legal if a.kind == "pledge"]
        return max(pledges, key=lambda a: sum(a.pay))
    roll = rng.below(10)
    for kind, chance in (("contribute", 5), ("buy", 5), ("stabilize", 4), ("give", 2), ("request", 2)):
        options = [a for a in legal if a.kind == kind]
        if options and roll < chance:
            if kind == "contribute":
                return max(options, key=lambda a: (sum(a.pay), str(a)))
            return rng.choice(options)
    if rules.CONVERT in legal and rng.below(4) == 0:
        return rules.CONVERT
    return rng.choice(rules.ACQUIRE)


def play_out(app: App, scene: LifeTable, seed: int, limit: int = 20000) -> int:
    session = scene.session
    rng = Rng(seed)
    mine = 0
    for _ in range(limit):
        frame(app)
        if session.state.result is not None:
            break
        if app.top is scene or isinstance(app.top, Dialog):
            if not scene.human_to_move():
                continue
            action = player(session.state, rng)
            before = len(session.game.actions)
            perform(app, scene, action)
            assert session.game.actions[before:] == [action], f"{action} was not played"
            mine += 1
    return mine


def test_life_has_a_table_and_a_layout_with_every_zone() -> None:
    assert table_class("life") is LifeTable
    z = load_table_layout()
    assert z.size == (1920, 1080) and all(z[name] for name in ZONES)
    cells = [z[f"drift_{i}"] for i in range(13)]
    assert [c.x for c in cells] == sorted(c.x for c in cells)
    assert [z[m].x for m in MARKET_ZONES] == sorted(z[m].x for m in MARKET_ZONES)


@pytest.mark.parametrize("bot", ["random", "search-easy"])
def test_a_whole_game_through_the_scene_with_bots_in_the_other_seats(app: App, bot: str) -> None:
    seats = [YOU, SeatConfig("Brooke", "red", bot), SeatConfig("Casey", "green", bot)]
    scene = seat(app, seats, seed=8)
    session = scene.session
    mine = play_out(app, scene, 5)
    r = session.state.result
    assert r is not None and mine > 10
    assert len(r.scores) == 3 and all(r.scores[k] == rules.final_score(session.state, k) for k in range(3))
    assert any(line.startswith("Brooke ") for line in session.state.log)  # the bots moved by themselves
    frame(app, 200)  # the results open by themselves once the table has settled
    assert isinstance(app.top, LifeEnd)
    replay = Match(LIFE, session.game.setup)
    for a in session.game.actions:
        replay.play(a)
    assert replay.state.result == r


def test_the_pledge_dialog_shows_what_is_pledged_and_what_is_missing(app: App) -> None:
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")]
    scene = seat(app, seats, seed=3, event_top=("threat_a",))  # 🧩🔁❤️
    s = scene.state
    s.players[0].tokens = [2, 1, 1, 0, 0]
    s.players[1].tokens = [0, 1, 0, 0, 1]
    s.turn = 1
    s.actions_left = 0
    rules._advance(s)  # Phase D begins: Alex is asked first
    scene.version += 1
    frame(app, 2)
    dlg = app.top
    assert isinstance(dlg, dialogs.PledgeDialog)
    assert "Still missing: 1🔁 1🧩 1❤️" in dlg.body[1] and "nothing" in dlg.body[1]
    steppers(app, dlg, (0, 1, 1, 0, 0))
    click(app, "dlg:confirm")
    frame(app, 2)
    dlg = app.top
    assert isinstance(dlg, dialogs.PledgeDialog)  # Brooke, at the same screen
    assert "Alex 1🔁 1🧩" in dlg.body[1] and "Still missing: 1❤️" in dlg.body[1]
    assert dlg.pay == [0, 0, 0, 0, 1]
    texts = [t for t, _ in dlg.outcome()]
    assert any("Mitigation met" in t for t in texts)
    click(app, "dlg:confirm")
    assert s.mitigated == [True] and s.drift == 3


def test_a_refused_market_card_says_the_engines_reason(app: App) -> None:
    scene = seat(app, [YOU, SeatConfig("Brooke", "red")], seed=2)
    s = scene.state
    s.market[0] = "reinforcement_pattern"
    scene.version += 1
    click(app, "market_1")
    assert app.notice[0].startswith("Needs 1 more 💎")


def test_every_stack_slot_names_its_layer_with_its_number_at_one_size(app: App) -> None:
    width = load_table_layout().zones["stack_1"].w - 4
    captions, size = LifeTable._stack_captions(width)
    assert captions == ["1 Boundary", "2 Balance", "3 Form", "4 Membership", "5 Prediction",
                        "6 Reinforcement"]
    from game.ui import assets

    assert all(assets.text(c, size, (0, 0, 0), "bold").get_width() <= width for c in captions)
    # a slot too narrow for the numbers keeps the names whole rather than cut them
    names, _ = LifeTable._stack_captions(104)
    assert names[5] == "Reinforcement" and names[0] == "Boundary"
