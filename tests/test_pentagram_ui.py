"""The Pentagram 2 table under SDL's dummy driver: whole games played through intents.

A test "player" picks an engine-legal action and performs it as a person would: clicking the
space the layout registered, or the worker / no-worker button, or with keys. Bots in other seats
are driven only by the scene's own update loop.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from lesson_steps import key_intent

from game.family.match import Match
from game.family.rng import Rng
from game.games.pentagram import rules
from game.games.pentagram.actions import COLOURS, Action
from game.games.pentagram.bots import GreedyBot
from game.games.pentagram.cards import default_cards
from game.games.pentagram.ruleset import PENTAGRAM
from game.games.pentagram.ui import cards_view
from game.games.pentagram.ui.end import PentagramEnd, decided, verdict
from game.games.pentagram.ui.shown import Shown
from game.games.pentagram.ui.table import CardZoom, PentagramTable, load_table_layout, space_id
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session

ALEX, BROOKE = SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")



@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def seat(app: App, seats: list[SeatConfig], seed: int = 5, switches: tuple[str, ...] = ("short_game",),
         **options) -> PentagramTable:
    setup = PENTAGRAM.make_setup([s.name for s in seats], seed, switches, start_player=0, **options)
    scene = PentagramTable(app, Session(Match(PENTAGRAM, setup), seats))
    app.push(scene)
    frame(app)
    return scene


def target(app: App, target_id: str):
    return next((t for t in app.ctl.targets if t.id == target_id), None)


def perform(app: App, scene: PentagramTable, action: Action) -> None:
    """Do ``action`` by clicking what the table registered for it, as a person would."""
    frame(app)
    if action.kind == "place":
        tid = space_id(action.row, action.price)
    else:
        tid = "btn:worker" if action.kind == "worker" else "btn:pass"
    t = target(app, tid)
    assert t is not None and t.enabled, f"{tid} is not offered for {action}"
    scene.handle(Intent("click", tid))
    if action.kind == "place" and scene.pending() is not None:
        # No worker can follow the card: the table asks first, and No worker plays it.
        frame(app)
        assert target(app, "btn:pass").enabled and target(app, "btn:undo").enabled
        scene.handle(Intent("click", "btn:pass"))


def test_layout_has_every_zone_and_spaces_in_price_order() -> None:
    z = load_table_layout()
    assert z.size == (1920, 1080)
    for row in range(5):
        xs = [z[space_id(row, p)].x for p in (4, 3, 2, 1, 0)]
        assert xs == sorted(xs), "prices run 4..0 from left to right"
        assert z[f"row_{row}"].x < xs[0]
    ys = [z[space_id(r, 0)].y for r in range(5)]
    assert ys == sorted(ys), "rows run yellow..black from top to bottom"


def test_a_whole_game_against_a_bot_ends_on_the_engines_result(app: App) -> None:
    scene = seat(app, [ALEX, SeatConfig("Brooke", "red", "greedy")], seed=9)
    session = scene.session
    rng = Rng(3)
    mine = 0
    for _ in range(20000):
        frame(app)
        if session.state.result is not None:
            break
        if app.top is scene and scene.human_to_move():
            assert scene.shown.same_as(session.state), "at rest the table shows the state"
            legal = session.legal()
            action = legal[rng.below(len(legal))]
            before = len(session.game.actions)
            perform(app, scene, action)
            assert session.game.actions[before:] == [action]
            mine += 1
    r = session.state.result
    assert r is not None and mine > 10
    assert any(line.startswith("Brooke places it on") for line in session.state.log)
    # The bot's turns were noted for the action bar, in the table's words.
    assert any(note.startswith("🤖 Brooke placed") for note in scene.notes)
    frame(app, 120)  # the results open by themselves once the board has settled
    end = app.top
    assert isinstance(end, PentagramEnd)
    names = [session.state.players[s].name for s in r.winners]
    assert all(n in verdict(session.state, r) for n in names)
    # The same actions through the engine alone give the same result.
    replay = Match(PENTAGRAM, session.game.setup)
    for a in session.game.actions:
        replay.play(a)
    assert replay.state.result == r


def test_hotseat_game_with_keys_and_buttons(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE, SeatConfig("Casey", "green")], seed=4)
    session = scene.session
    rng = Rng(8)
    while session.state.result is None:
        frame(app)
        legal = session.legal()
        action = legal[rng.below(len(legal))]
        before = len(session.game.actions)
        if action.kind == "place":
            scene.cursor = (action.row, action.price)
            scene.handle(Intent("key", "confirm"))  # Enter places at the keyboard cursor
            if scene.pending() is not None:
                scene.handle(Intent("key", "confirm"))  # no worker can follow: Enter plays it
        elif action.kind == "worker":
            scene.handle(key_intent(app, pygame.K_1))  # key 1: "worker"
        else:
            # Enter answers "no worker" unless a worker gains something now; 2 always does.
            enter = not scene.enter_takes_worker() and rng.below(2)
            scene.handle(key_intent(app, pygame.K_RETURN if enter else pygame.K_2))  # Enter or 2
        assert session.game.actions[before:] == [action]
    frame(app, 120)
    assert isinstance(app.top, PentagramEnd)


def test_drawn_tableau_and_fortunes_match_the_state(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=12)
    session = scene.session
    rng = Rng(1)
    for _ in range(24):
        legal = session.legal()
        perform(app, scene, legal[rng.below(len(legal))])
    app.ctl.mouse = (0, 0)
    frame(app, 2)
    s = session.state
    assert scene.shown.same_as(s)
    # The clickable spaces are exactly the engine's legal places.
    offered = {t.id for t in app.ctl.targets if t.id.startswith("space_") and t.enabled}
    legal = {space_id(a.row, a.price) for a in session.legal() if a.kind == "place"}
    assert offered == legal
    # Each card on the tableau is drawn on its space: the screen holds that card's face.
    cards = [(r, c, cid) for r in range(5) for c in range(5) if (cid := s.cards[r][c]) is not None]
    assert cards
    for row, col, cid in cards:
        rect = scene.card_rect(row, 4 - col)
        face = cards_view.card_face(s.catalogue[cid], rect.w, rect.h)
        for px, py in ((rect.w // 2, rect.h // 2), (rect.w // 4, rect.h // 2), (rect.w - 12, 6)):
            if face.get_at((px, py)).a == 255:
                assert app.screen.get_at((rect.x + px, rect.y + py))[:3] == face.get_at((px, py))[:3]
    # Fortunes and workers at home, per seat, as the seat's tooltip reads them.
    for k, p in enumerate(s.players):
        tip = target(app, f"seat_{k + 1}").tip
        assert f"Weakest {min(p.fortunes)}, total {sum(p.fortunes)}" in tip
        assert f"{p.home} worker(s) at home" in tip
        assert scene.shown.fortunes[k] == p.fortunes


def test_a_refused_space_says_the_engines_reason(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=3)
    session = scene.session
    perform(app, scene, Action("place", 2, 2))
    perform(app, scene, Action("pass"))
    frame(app)
    t = target(app, space_id(2, 2))
    assert t is not None and not t.enabled
    # A click on a disabled target arrives as "disabled:<id>", here through a real mouse event.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=t.rect.center))
    frame(app)
    reason = rules.why_illegal(session.state, Action("place", 2, 2))
    assert reason == "that space already holds a card"
    assert app.notice is not None and app.notice[0] == reason
    # While the worker decision is open, every space refuses with the engine's words too.
    perform(app, scene, Action("place", 0, 0))
    scene.handle(Intent("click", f"disabled:{space_id(1, 1)}"))
    assert app.notice[0] == rules.why_illegal(session.state, Action("place", 1, 1))


def test_the_bots_turn_refuses_clicks_and_says_whose_turn_it_is(app: App) -> None:
    app.settings.bot_pause = 100.0  # the bot waits, so its turn can be looked at
    scene = seat(app, [ALEX, SeatConfig("Brooke", "red", "greedy")], seed=3)
    perform(app, scene, Action("place", 1, 2))
    perform(app, scene, Action("pass"))
    frame(app, 2)
    t = target(app, space_id(4, 4))
    assert t is not None and not t.enabled
    scene.handle(Intent("click", f"disabled:{t.id}"))
    assert app.notice[0] == "wait for your turn: 🤖 Brooke is playing"
    assert "Brooke" in scene._prompt()


def test_worker_decision_buttons_and_their_price(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=6, fortunes=[(5, 5, 5, 5, 5), (3, 3, 3, 3, 3)])
    session = scene.session
    perform(app, scene, Action("place", 1, 3))  # orange 3: a worker costs 3 orange
    frame(app)
    button = target(app, "btn:worker")
    assert button is not None and button.enabled
    assert rules.cost_of_worker(session.state) == 3
    assert target(app, "btn:pass").enabled
    assert "paying 3 orange" in button.tip
    scene.handle(Intent("click", "btn:worker"))
    assert session.game.actions[-1] == Action("worker")
    assert session.state.players[0].fortunes[1] == 2
    assert session.state.workers[1][1] == [0]


def test_no_worker_possible_is_said_in_the_engines_words(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=6, fortunes=[(1, 1, 1, 1, 1), (3, 3, 3, 3, 3)])
    session = scene.session
    offer = rules.worker_offer(session.state, 0, 2)
    assert not offer.possible
    tip = target(app, space_id(0, 2)).tip
    assert offer.reason in tip
    perform(app, scene, Action("place", 0, 2))
    # The engine skipped the question (PDI3); the table says why.
    assert session.state.turn == 1 and session.state.placed is None
    assert app.notice[0] == f"No worker on this card: {offer.reason}"


def test_undo_takes_back_a_placement_but_never_a_finished_turn(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=2)
    session = scene.session
    drawn = session.state.drawn
    perform(app, scene, Action("place", 3, 1))
    assert session.state.cards[3][3] == drawn and session.can_undo()
    frame(app)
    assert target(app, "btn:undo").enabled
    scene.handle(Intent("key", "undo"))
    assert session.game.actions == [] and session.state.drawn == drawn
    assert session.state.cards[3][3] is None and scene.shown.same_as(session.state)
    perform(app, scene, Action("place", 3, 1))
    perform(app, scene, Action("pass"))
    assert not session.can_undo()
    scene.handle(Intent("key", "undo"))
    assert len(session.game.actions) == 2
    assert app.notice[0].startswith("Nothing to undo")


def test_payout_animates_step_by_step_and_can_be_skipped(app: App) -> None:
    app.settings.animation = "normal"
    scene = seat(app, [ALEX, BROOKE], seed=7)
    session = scene.session
    card = session.state.catalogue[session.state.drawn]
    perform(app, scene, Action("place", 0, 0))  # alone at the right end: it pays at once
    frame(app, 60)
    assert not scene.busy
    scene.handle(Intent("click", "btn:worker"))
    kinds = [e.kind for e in session.game.last_events]
    assert kinds[:4] == ["worker_placed", "payout_start", "paid", "worker_moved"]
    assert scene.busy
    # Part-way through, the fortune has not been paid yet on screen, though the state has it.
    frame(app, 6)
    paid = next(e.data for e in session.game.last_events if e.kind == "paid")
    assert paid["dst"] == card.dst
    assert scene.shown.fortunes[0][card.dst] == paid["before"] != session.state.players[0].fortunes[card.dst]
    scene.handle(Intent("key", "skip"))  # Space
    assert not scene.busy and scene.shown.same_as(session.state)
    assert scene.shown.fortunes[0][card.dst] == paid["after"]


def test_payout_runs_to_the_end_by_itself_and_a_click_skips(app: App) -> None:
    app.settings.animation = "fast"
    scene = seat(app, [ALEX, BROOKE], seed=7)
    session = scene.session
    perform(app, scene, Action("place", 0, 0))
    frame(app, 60)
    scene.handle(Intent("click", "btn:worker"))
    for _ in range(600):
        if not scene.busy:
            break
        frame(app)
    assert not scene.busy and scene.shown.same_as(session.state)
    perform(app, scene, Action("place", 4, 0))
    frame(app, 60)
    scene.handle(Intent("click", "btn:pass"))
    assert scene.busy
    scene.handle(Intent("click", ""))  # a click anywhere skips
    assert not scene.busy and scene.shown.same_as(session.state)


def test_animation_off_is_instant(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=7)
    session = scene.session
    perform(app, scene, Action("place", 0, 0))
    assert not scene.busy
    scene.handle(Intent("click", "btn:worker"))
    assert not scene.busy and scene.shown.same_as(session.state)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_events_move_the_shown_table_to_the_state_after(seed: int) -> None:
    """Lifting and landing each event of an action turns the table before into the table after:
    the animation never needs to diff states."""
    match = Match(PENTAGRAM, PENTAGRAM.make_setup(["A", "B", "C"], seed))
    bots = [GreedyBot(k, kind) for k, kind in enumerate(("greedy", "spoiler", "greedy"))]
    payouts = 0
    while match.state.result is None:
        shown = Shown.of(match.state)
        match.play(bots[match.state.turn].choose(match.state))
        for e in match.last_events:
            shown.apply(e)
        payouts += any(e.kind == "payout_start" for e in match.last_events)
        assert shown.same_as(match.state)
    assert payouts > 5


def test_log_scrolls_with_the_wheel_and_page_keys(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=1)
    rng = Rng(2)
    for _ in range(12):
        legal = scene.session.legal()
        perform(app, scene, legal[rng.below(len(legal))])
    app.dispatch(Intent("scroll", "log_panel", 3))
    assert scene.log_scroll == 3
    app.dispatch(Intent("key", "log_down"))
    assert scene.log_scroll == 0
    app.dispatch(Intent("key", "log_up"))
    assert scene.log_scroll == 5
    frame(app)


def test_right_click_shows_a_card_large(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=1)
    perform(app, scene, Action("place", 2, 2))
    app.dispatch(Intent("inspect", space_id(2, 2)))
    assert isinstance(app.top, CardZoom)
    frame(app)
    app.dispatch(Intent("key", "skip"))
    assert app.top is scene
    app.dispatch(Intent("inspect", space_id(4, 4)))  # empty: nothing to read
    assert app.top is scene and "right-click" in app.notice[0]


def test_menu_changes_speed_and_returns_to_the_title(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=1)
    app.dispatch(Intent("key", "cancel"))
    menu = app.top
    assert isinstance(menu, ChoiceDialog)
    captions = [o.caption for o in menu.options]
    speed = next(i for i, c in enumerate(captions) if c.startswith("Animation speed"))
    menu.handle(Intent("click", f"opt:{speed}"))
    assert app.settings.animation == "slow"  # off -> slow
    menu = app.top
    assert isinstance(menu, ChoiceDialog)
    quit_at = next(i for i, o in enumerate(menu.options) if o.caption.startswith("Save and return"))
    menu.handle(Intent("click", f"opt:{quit_at}"))
    assert type(app.top).__name__ == "TitleScene" and scene not in app.scenes


def test_end_screen_words_the_result_and_its_buttons_work(app: App) -> None:
    seats = [SeatConfig("Alex", "blue", "greedy"), SeatConfig("Brooke", "red", "spoiler")]
    setup = PENTAGRAM.make_setup(["Alex", "Brooke"], 11, ["short_game"])
    match = Match(PENTAGRAM, setup)
    bots = [GreedyBot(1), GreedyBot(2, "spoiler")]
    while match.state.result is None:
        match.play(bots[match.state.turn].choose(match.state))
    session = Session(match, seats, autosave=False)
    scene = PentagramTable(app, session)
    app.push(scene)
    frame(app, 100)
    end = app.top
    assert isinstance(end, PentagramEnd)
    r = match.state.result
    assert all(match.state.players[s].name in verdict(match.state, r) for s in r.winners)
    end.handle(Intent("click", "end:board"))
    assert app.top is scene
    frame(app)
    assert target(app, "btn:results") is not None
    scene.handle(Intent("click", "btn:results"))
    assert isinstance(app.top, PentagramEnd)
    app.top.handle(Intent("click", "end:new"))
    assert type(app.top).__name__ == "SetupScene"


def _state_with(fortunes: list[tuple[int, ...]], richest: bool = False):
    switches = ["richest_wins"] if richest else []
    names = ["Alex", "Brooke", "Casey"][: len(fortunes)]
    setup = PENTAGRAM.make_setup(names, 1, switches, fortunes=fortunes)
    state = PENTAGRAM.new_state(setup)
    return state, rules.compute_result(state)


def test_what_decided_it_is_worded_from_the_engines_result() -> None:
    state, r = _state_with([(5, 6, 7, 8, 9), (4, 9, 9, 9, 9), (3, 3, 3, 3, 3)])
    assert r.decided_by == "score" and verdict(state, r) == "Alex wins!"
    assert decided(state, r) == "Alex has the largest weakest colour: 5; the next best is 4."
    state, r = _state_with([(5, 6, 7, 8, 9), (5, 9, 9, 9, 9), (3, 3, 3, 3, 3)])
    assert r.decided_by == "tiebreak" and r.winners == (1,)
    assert decided(state, r) == ("Alex and Brooke tied on the weakest colour (5); the total fortune "
                                 "decided it (Alex 35, Brooke 41).")
    state, r = _state_with([(5, 5, 5, 5, 5), (5, 5, 5, 5, 5), (3, 3, 3, 3, 3)])
    assert r.decided_by == "shared" and verdict(state, r) == "Alex and Brooke share the win!"
    assert "the win is shared" in decided(state, r)
    state, r = _state_with([(1, 20, 20, 20, 20), (5, 5, 5, 5, 5)], richest=True)
    assert r.winners == (0,) and decided(state, r).startswith("Alex has the largest total fortune: 81")


def test_card_faces_tell_green_from_red_by_more_than_colour(app: App) -> None:
    cards = default_cards()
    green = next(c for c in cards if c.green)
    red = next(c for c in cards if not c.green)
    for w, h in ((168, 84), (250, 350), (118, 150), (560, 784)):
        g = cards_view.card_face(green, w, h)
        r = cards_view.card_face(red, w, h)
        assert g.get_size() == r.get_size() == (w, h)
        # Corners: a green card is rounded (transparent corner), a red one square-cornered.
        assert g.get_at((1, 1)).a == 0 and r.get_at((1, 1)).a == 255
    assert cards_view.card_label(green).startswith("+ ") and cards_view.card_label(red).startswith("− ")
    assert cards_view.colour_label(4) == "Black (K)" and COLOURS[4] == "black"


def test_f1_opens_the_pentagram_rules(app: App) -> None:
    from game.ui.scenes.rules_scene import RulesScene

    scene = seat(app, [ALEX, BROOKE], seed=1)
    app.dispatch(Intent("key", "rules"))
    rules_page = app.top
    assert isinstance(rules_page, RulesScene)
    assert any("Pentagram" in line[0] for line in rules_page.lines[:5])
    frame(app)
    app.dispatch(Intent("key", "cancel"))
    assert app.top is scene


def test_saving_the_card_file_replays_the_game_with_the_edited_cards(app: App, tmp_path: Path) -> None:
    import shutil
    import time

    from game.family.paths import CARDS_ROOT

    folder = tmp_path / "cards"
    shutil.copytree(CARDS_ROOT / "pentagram", folder)
    cards = PENTAGRAM.load_cards(str(folder))
    setup = PENTAGRAM.make_setup(["Alex", "Brooke"], 5, ("short_game",), start_player=0)
    session = Session(Match(PENTAGRAM, setup, cards), [ALEX, BROOKE], autosave=False)
    scene = PentagramTable(app, session)
    app.push(scene)
    frame(app)
    session.play(session.legal()[0])
    drawn = session.state.drawn
    path = folder / "cards.yaml"
    text = path.read_text()
    old = next(c.name for c in cards if c.id == drawn)
    at = text.index(f"- id: {drawn}\n")
    path.write_text(text[:at] + text[at:].replace(f"name: {old}\n", "name: Renamed in the editor\n", 1))
    deadline = time.time() + 10
    while session.game.cards[drawn].name != "Renamed in the editor" and time.time() < deadline:
        frame(app)
        time.sleep(0.05)
    assert session.game.cards[drawn].name == "Renamed in the editor"
    assert len(session.game.actions) == 1 and session.state.drawn == drawn  # the same game, replayed
    path.write_text("cards: [")  # a broken save keeps the last good cards and says why
    deadline = time.time() + 10
    while (app.notice is None or "cards.yaml" not in app.notice[0]) and time.time() < deadline:
        frame(app)
        time.sleep(0.05)
    assert app.notice is not None and "cards.yaml" in app.notice[0]
    assert session.game.cards[drawn].name == "Renamed in the editor"
