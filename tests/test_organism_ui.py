"""The ORGANISM table under SDL's dummy driver: whole games played through intents.

A test "player" takes an engine-legal action and performs it as a person would — clicking the
cells and buttons the table registered — and the bots in other seats are driven only by the
scene's own update loop.
"""

from __future__ import annotations

import pytest

from game.bots import bot_seed, make_bot
from game.family.match import Match
from game.family.rng import Rng
from game.games.organism.actions import EAT, MOVE, Action
from game.games.organism.ruleset import ORGANISM
from game.games.organism.ui.end import OrganismEnd, verdict
from game.games.organism.ui.table import OrganismTable, cell_id
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session

YOU = SeatConfig("You", "blue")


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def seat(app: App, seats: list[SeatConfig], seed: int = 5, switches: tuple[str, ...] = (),
         **options) -> OrganismTable:
    setup = ORGANISM.make_setup([s.name for s in seats], seed, switches, start_player=0, **options)
    scene = OrganismTable(app, Session(Match(ORGANISM, setup), seats, autosave=False))
    app.push(scene)
    frame(app)
    return scene


def click(app: App, scene: OrganismTable, target_id: str) -> None:
    frame(app)
    t = next((t for t in app.ctl.targets if t.id == target_id), None)
    assert t is not None and t.enabled, f"{target_id} is not offered"
    scene.handle(Intent("click", target_id))


def perform(app: App, scene: OrganismTable, action: Action) -> None:
    """Do ``action`` with the clicks a person would make."""
    s = scene.state
    idx = s.board.index
    if action.kind == "introduce":
        spots = scene.intro_cells()
        for k, want in enumerate(action.order):
            while scene.intro[k] != want:
                click(app, scene, cell_id(spots[k]))
        click(app, scene, "btn:introduce")
    elif action.kind == "choose":
        click(app, scene, cell_id(idx[action.a]))
        click(app, scene, f"btn:type_{action.etype}")
    elif action.kind in ("eat", "move"):
        click(app, scene, cell_id(idx[action.a]))
        click(app, scene, cell_id(idx[action.b]))
    elif action.kind == "grow":
        click(app, scene, f"btn:type_{action.etype}")
        click(app, scene, cell_id(idx[action.b]))
    elif action.kind == "circulate":
        click(app, scene, "btn:circulate")
        click(app, scene, cell_id(idx[action.a]))
        click(app, scene, cell_id(idx[action.b]))
    elif action.kind == "push":
        for c in action.path:
            click(app, scene, cell_id(idx[c]))
    elif action.kind in ("regenerate", "decline"):  # REGENERATE's question (O10 h)
        click(app, scene, f"btn:{action.kind}")
    elif action.kind in ("pulse", "contract", "transmute", "combust", "shift", "echo", "avenge"):
        click(app, scene, f"btn:special_{action.kind}")
        if action.kind != "avenge" and not scene.options:
            click(app, scene, cell_id(idx[action.a]))
    else:
        click(app, scene, "btn:stop")
    if scene.options:  # several actions fit the clicks: the button for this one
        click(app, scene, f"btn:option_{scene.options.index(action)}")


def opening(app: App, scene: OrganismTable, order: str = "EMG") -> None:
    """Both seats (hot seat) introduce and end their first turn at once."""
    for _ in range(2):
        perform(app, scene, Action.parse(f"introduce {order}"))
        home = scene.state.board.homes[scene.state.turn]
        perform(app, scene, Action("choose", scene.state.board.cells[home[0]], None, EAT))
        perform(app, scene, Action("stop"))


def play_through(app: App, scene: OrganismTable, chooser) -> int:
    session = scene.session
    mine = 0
    for _ in range(40000):
        frame(app)
        if session.state.result is not None:
            break
        if app.top is scene and scene.human_to_move():
            action = chooser(session.state)
            before = len(session.game.actions)
            perform(app, scene, action)
            assert session.game.actions[before:] == [action], str(action)
            mine += 1
    return mine


def test_a_whole_two_seat_game_against_the_search_bot_through_the_table(app: App) -> None:
    scene = seat(app, [YOU, SeatConfig("Brooke", "red", "search-easy")], seed=11, threshold=3)
    session = scene.session
    me = make_bot("search-easy", bot_seed(11, 0), ORGANISM)
    mine = play_through(app, scene, me.choose)
    r = session.state.result
    assert r is not None and mine > 5 and r.reason in ("power", "three_organisms")
    frame(app, 200)  # the results open by themselves once the board has settled
    end = app.top
    assert isinstance(end, OrganismEnd)
    head, _ = verdict(session.state, r)
    assert all(session.state.players[s] in head for s in r.winners)
    replay = Match(ORGANISM, session.game.setup)  # the engine alone agrees
    for a in session.game.actions:
        replay.play(a)
    assert replay.state.result == r


def test_a_rain_game_through_the_table_ends_with_the_turns_survived(app: App) -> None:
    scene = seat(app, [YOU], seed=3, switches=("rain", "rain_double"), rain_threshold=2)
    session = scene.session
    rng = Rng(7)
    mine = play_through(app, scene, lambda s: rng.choice(ORGANISM.legal_actions(s)))
    r = session.state.result
    assert r is not None and r.reason == "rain" and mine > 0
    assert r.survived == session.state.rain_turns - 1 >= 1
    assert any(line.startswith("RAIN rolls") for line in session.state.log)


def test_a_refused_click_says_the_engines_reason(app: App) -> None:
    scene = seat(app, [YOU, SeatConfig("Brooke", "red")], seed=2)
    session = scene.session
    opening(app, scene, "MEG")
    s = session.state
    home = s.board.homes[0]
    click(app, scene, cell_id(home[0]))
    click(app, scene, "btn:type_1")  # MOVE: one action
    assert s.phase == "act" and s.etype == MOVE
    # the GROW at home[2] touches no MOVE: not mobile (the engine's words)
    grow = home[2]
    scene.handle(Intent("click", cell_id(grow)))
    assert app.notice is not None and "not MOBILE" in app.notice[0]


def test_legal_targets_are_lit_and_undo_takes_back_an_action_within_the_turn(app: App) -> None:
    scene = seat(app, [YOU, SeatConfig("Brooke", "red")], seed=2)
    session = scene.session
    opening(app, scene)
    s = session.state
    home = s.board.homes[0]
    click(app, scene, cell_id(home[1]))
    click(app, scene, "btn:type_0")  # EAT: one action
    lit = set(scene.targets())
    idx = s.board.index
    eats = {idx[a.b] for a in session.legal() if a.kind == "eat"}
    assert lit == eats and lit
    assert s.etype == EAT
    n = len(session.game.actions)
    assert session.can_undo()
    click(app, scene, "btn:undo")
    assert len(session.game.actions) == n - 1 and session.state.phase == "choose"


@pytest.mark.parametrize("seed", range(6))
def test_random_mutations_play_through_the_table_with_every_action_clicked(app: App, seed: int) -> None:
    """Hot seat, both seats clicking random legal actions, a random set of mutations on: every
    action the engine offers can be made with the table's clicks and buttons."""
    from game.games.organism.mutations import FIELD_MUTATIONS, IMPLEMENTED

    pick = Rng(seed + 40)
    muts = sorted({IMPLEMENTED[pick.below(len(IMPLEMENTED))] for _ in range(6)} | {
        FIELD_MUTATIONS[pick.below(len(FIELD_MUTATIONS))]})
    scene = seat(app, [YOU, SeatConfig("Brooke", "red")], seed=seed, switches=tuple(muts), threshold=4)
    rng = Rng(seed)
    kinds: set[str] = set()

    def chooser(s):
        legal = ORGANISM.legal_actions(s)
        special = [a for a in legal if a.kind not in ("stop", "circulate", "choose", "introduce")]
        a = rng.choice(special) if special and rng.below(3) else rng.choice(legal)
        kinds.add(a.kind)
        return a

    session = scene.session
    for _ in range(400):
        frame(app)
        if session.state.result is not None:
            break
        action = chooser(session.state)
        before = len(session.game.actions)
        perform(app, scene, action)
        assert session.game.actions[before:] == [action], (str(action), muts)
    assert len(kinds) >= 5, kinds


def test_new_game_offers_every_mutation_switch_inside_its_panel(app: App) -> None:
    from game.games.organism.mutations import IMPLEMENTED
    from game.ui.scenes.setup_scene import SetupScene

    scene = SetupScene(app, rules=ORGANISM)
    app.push(scene)
    frame(app)
    assert set(IMPLEMENTED) | {"open_board", "rain", "rain_double"} == set(scene.switches)
    panel = (1030, 80, 1030 + 780, 80 + 860)  # the "Rules options" panel drawn by the scene
    for name, box in scene.switches.items():
        for r in (box.rect, box.text_label.rect):
            inside = panel[0] <= r.left and r.right <= panel[2] and panel[1] <= r.top and r.bottom <= panel[3]
            assert inside, name
    rects = [(name, r) for name, b in scene.switches.items() for r in (b.rect, b.text_label.rect)]
    for i, (n1, r1) in enumerate(rects):
        for n2, r2 in rects[i + 1:]:
            assert n1 == n2 or not r1.colliderect(r2), f"{n1} overlaps {n2}"


def test_issue_35_item_4_the_one_seat_refusal_goes_when_rain_is_ticked(app) -> None:
    """Ticking RAIN answers "ORGANISM seats 2 to 6": the warning must not stay on the form."""
    import pygame
    import pygame_gui

    from game.ui.forms import dropdown
    from game.ui.scenes.setup_scene import SetupScene

    scene = SetupScene(app, rules=ORGANISM)
    app.push(scene)
    frame(app)
    old = scene.count
    scene.count = dropdown(["1", "2"], "1", pygame.Rect(old.relative_rect), scene.manager)
    old.kill()
    scene._build_rows()
    scene.start_game()
    assert "1" in scene.error and "seat" in scene.error  # refused: one seat without RAIN
    box = scene.switches["rain"]
    box.set_state(True)
    scene.handle_raw(pygame.event.Event(pygame_gui.UI_CHECK_BOX_CHECKED, {"ui_element": box}))
    assert scene.error == ""
    frame(app)
    assert app.top is scene


# -- ruling O10: the table asks the new questions ----------------------------------------------------
def reach(match: Match, done, limit: int = 6000) -> None:
    """Random bots play every seat of ``match`` until ``done(state)``."""
    bots = [make_bot("random", bot_seed(match.setup.seed, k), ORGANISM)
            for k in range(len(match.setup.players))]
    for _ in range(limit):
        if done(match.state):
            return
        assert match.state.result is None
        match.play(bots[match.state.to_move()].choose(match.state))
    raise AssertionError("never reached")


def test_O10h_the_table_asks_regenerate_of_its_owner_on_the_other_players_turn(app: App) -> None:
    seats = [YOU, SeatConfig("Brooke", "red", "random")]
    match = Match(ORGANISM, ORGANISM.make_setup(["You", "Brooke"], 30, ["regenerate"], start_player=0))
    reach(match, lambda s: s.phase == "regenerate" and s.to_move() == 0 and s.turn == 1)
    scene = OrganismTable(app, Session(match, seats, autosave=False))
    app.push(scene)
    frame(app, 2)
    assert scene.human_to_move() and "grow it back (REGENERATE) or let it go?" in scene._prompt()
    lit = scene.targets()
    assert len(lit) == 1 and "REGENERATE" in next(iter(lit.values()))
    n = len(match.actions)
    click(app, scene, "btn:decline")
    assert [str(a) for a in match.actions[n:n + 1]] == ["decline"] and match.state.phase != "regenerate"


def test_O10i_the_table_asks_which_grower_pays(app: App) -> None:
    seats = [YOU, SeatConfig("Brooke", "red", "random")]
    match = Match(ORGANISM, ORGANISM.make_setup(["You", "Brooke"], 1, start_player=0))
    reach(match, lambda s: s.turn == 0 and s.phase == "act" and any(
        a.kind == "grow" and a.a is not None for a in ORGANISM.legal_actions(s)))
    scene = OrganismTable(app, Session(match, seats, autosave=False))
    app.push(scene)
    frame(app)
    grow = next(a for a in scene.legal() if a.kind == "grow" and a.a is not None)
    click(app, scene, f"btn:type_{grow.etype}")
    click(app, scene, cell_id(match.state.board.index[grow.b]))
    payers = list(scene.options)
    assert len(payers) >= 2 and all(a.kind == "grow" and a.b == grow.b for a in payers)
    food = [match.state.food[match.state.board.index[a.a]] for a in payers]
    assert food == sorted(food, reverse=True)  # the richest first
    assert "which GROW element pays" in scene._prompt()
    assert scene._option_caption(payers[-1]).startswith("paid by ")
    click(app, scene, f"btn:option_{len(payers) - 1}")
    assert match.actions[-1] == payers[-1]


def test_O10c_j_new_game_offers_rain_rings_and_inherits_pattern(app: App) -> None:
    from game.ui.scenes.setup_scene import SetupScene

    scene = SetupScene(app, rules=ORGANISM)
    app.push(scene)
    frame(app)
    assert "rain_rings" in scene.numbers and "inherit_pattern" in scene.lists
    _, choices = scene.lists["inherit_pattern"]
    assert "garden" in choices.values() and "random" in choices.values()
    scene.switches["rain"].set_state(True)
    scene.numbers["rain_rings"].set_text("5")
    setup, _ = scene.build_setup()
    assert setup.rain and setup.rain_rings == 5
