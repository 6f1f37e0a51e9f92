"""Every game's table, held to the shell's contracts: it opens headless and draws; every click
target it offers answers with a move, a dialog or a reason and never ends the program; undo
restores what the players saw; the end screen opens; the studio draws its cards; the campaign
probes read its states."""

from __future__ import annotations

import json
from typing import Any

import pytest

from conformance.kit import random_playout, setup_for, table_sizes
from game.campaign import probes
from game.family import GAMES, ruleset
from game.family.match import Match
from game.family.rng import Rng
from game.ui import navigate
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session
from game.ui.theme import SEAT_COLOUR_ORDER


@pytest.fixture
def app() -> Any:
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    yield a
    a.quit()


def frames(app: App, n: int = 2, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt, present=False)


def seat(app: App, match: Match) -> Session:
    """Every seat human (so the table waits for clicks), at the game's own table."""
    names = match.setup.players if hasattr(match.setup, "players") else None
    count = len(match.state.players) if hasattr(match.state, "players") else 2
    seats = [SeatConfig(str(names[i]) if names else f"P{i}", SEAT_COLOUR_ORDER[i]) for i in range(count)]
    session = Session(Match.from_dict(json.loads(match.to_json())), seats, autosave=False)
    navigate.to_table(app, session)
    frames(app)
    return session


def positions(game_id: str) -> list[Match]:
    """The game's start at its smallest table, and a position some way in."""
    rules = ruleset(game_id)
    n = table_sizes(game_id)[0]
    start = Match(rules, setup_for(game_id, max(n, 2) if rules.max_seats > 1 else n, 5))
    later = Match.from_dict(json.loads(start.to_json()))
    rng = Rng(9)
    for _ in range(12):
        if later.state.result is not None:
            break
        later.play(rng.choice(later.legal_actions()))
    return [start, later]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_click_target_answers_and_none_ends_the_program(app: App, game_id: str) -> None:
    answered: dict[str, int] = {"move": 0, "dialog": 0, "reason": 0, "view": 0}
    for match in positions(game_id):
        session = seat(app, match)
        targets = [(t.id, t.enabled) for t in app.ctl.targets]
        assert targets, "the table offers nothing to click"
        for target_id, enabled in targets:
            session = seat(app, match)  # each click on the same position, afresh
            table = app.scenes[0]
            before = len(session.game.actions)
            app.notice = None
            app.dispatch(Intent("click", target_id))
            frames(app, 2)
            assert app.running and app.scenes, f"clicking {target_id} closed the program"
            if len(session.game.actions) != before:
                answered["move"] += 1
                assert all(str(a) for a in session.game.actions)
            elif app.top is not table:
                answered["dialog"] += 1
            elif app.notice is not None:
                answered["reason"] += 1
            else:
                answered["view"] += 1  # a look (a tip, a card, a mat) or a disabled target's tip
            if not enabled:
                assert len(session.game.actions) == before, f"disabled {target_id} played a move"
    assert answered["move"] + answered["dialog"] > 0, answered


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_table_answers_the_shared_targets_alike(app: App, game_id: str) -> None:
    """The targets every table shares (game/ui/table_base.TableBase.handle) mean the same at
    each, and pressed at the wrong moment they say why or do nothing, never a move."""
    from game.ui.scenes.dialogs import ChoiceDialog
    from game.ui.scenes.rules_scene import RulesScene

    start, later = positions(game_id)
    rng = Rng(2)
    while getattr(start.state, "pending", None) and start.state.result is None:
        start.play(rng.choice(start.legal_actions()))  # a decision asked at once opens a dialog
    session = seat(app, start)
    table = app.scenes[0]
    assert app.top is table
    before = len(session.game.actions)
    for target in ("btn:results", "end:show", "log_up", "log_down", "log_down", "skip"):
        app.notice = None
        app.dispatch(Intent("key", target))
        frames(app)
        assert app.top is table, f"{target} mid-game left the table"
    assert table.log_scroll == 0, "the log scrolled past its newest line"
    app.dispatch(Intent("key", "undo"))
    frames(app)
    assert app.notice is not None and app.notice[0].startswith(("Nothing to undo", "Undo is for")), \
        app.notice
    app.notice = None
    app.dispatch(Intent("click", "disabled:nowhere"))
    assert app.notice is not None and app.notice[0], "a disabled target said nothing"
    assert len(session.game.actions) == before, "a shared target played a move"
    app.dispatch(Intent("key", "rules"))
    frames(app)
    assert isinstance(app.top, RulesScene)
    app.remove(app.top)
    app.dispatch(Intent("key", "cancel"))
    frames(app)
    assert isinstance(app.top, ChoiceDialog) and app.top.title == "Menu"
    app.remove(app.top)
    while getattr(later.state, "pending", None) and later.state.result is None:
        later.play(rng.choice(later.legal_actions()))  # a dialog would take the scroll
    session = seat(app, later)
    table = app.scenes[0]
    assert app.top is table
    lines = len(session.state.log)
    for _ in range(3):
        app.dispatch(Intent("scroll", "log_panel", amount=10**6))
    assert table.log_scroll == max(0, lines - 1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_table_draws_at_the_largest_text_size(game_id: str) -> None:
    """Settings → Text size "larger" reaches every table (cards' prose included: it may not
    shrink below a floor that grows with the text) and draws a game some way in at 1280×720."""
    from game.ui import assets, prefs

    big = App(Settings(animation="off", bot_pause=0.0, live_reload=False), size=(1280, 720))
    try:
        big.prefs.text_size = "larger"
        prefs.apply(big)
        assert prefs.TEXT_SIZES["larger"] == assets.TEXT_SCALE
        assert assets.prose_floor(10) >= 14, "card prose would shrink back to its normal size"
        for match in positions(game_id):
            seat(big, match)
            frames(big, 3)
            assert big.running and big.scenes
    finally:
        big.prefs.text_size = "normal"
        prefs.apply(big)
        big.quit()
    assert assets.TEXT_SCALE == 1.0 and assets.prose_floor(10) == 10


@pytest.mark.parametrize("game_id", list(GAMES))
def test_undo_at_the_table_restores_what_the_players_saw(app: App, game_id: str) -> None:
    rules = ruleset(game_id)
    session = seat(app, positions(game_id)[0])
    table = app.scenes[0]
    seen = rules.observe(session.state)
    undone = 0
    rng = Rng(4)
    for _ in range(6):
        if session.state.result is not None:
            break
        session.play(rng.choice(session.legal()))
        if session.can_undo():
            table.undo()
            frames(app)
            assert rules.observe(session.state) == seen
            undone += 1
            session.play(rng.choice(session.legal()))
        seen = rules.observe(session.state)
    assert undone > 0, "nothing a player did could be taken back"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_finished_game_opens_its_end_screen(app: App, game_id: str) -> None:
    rules = ruleset(game_id)
    match = Match(rules, setup_for(game_id, table_sizes(game_id)[0], 7))
    random_playout(match, 7)
    assert match.state.result is not None
    seat(app, match)
    table = app.scenes[0]
    frames(app, 30, dt=0.1)
    assert app.top is not table and getattr(app.top, "session", None) is not None, \
        "the end screen did not open"
    frames(app, 2)


@pytest.mark.parametrize("game_id", [g for g in GAMES if ruleset(g).has_cards])
def test_the_studio_draws_the_games_cards(app: App, game_id: str) -> None:
    from game.family.card_faces import Item, faces_for

    faces = faces_for(game_id)
    cards = faces.gallery_cards(ruleset(game_id).default_cards())
    assert cards
    for card in cards[:: max(1, len(cards) // 6)]:
        assert faces.thumbnail(card, 200, 280).get_width() > 0
        assert faces.zoom_face(faces.shown(card)).get_height() > 0
    kind = faces.print_kinds[0]
    printed = faces.print_face(Item(kind, next(c for c in faces.print_items(ruleset(game_id).default_cards())
                                                if c.kind == kind).card))
    assert printed.get_size()[0] > 700


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_campaign_probes_read_every_games_states(game_id: str) -> None:
    """Every probe a game's plug-in offers reads a whole number from its states; an objective's
    probe the game does not offer reads None (the loader refuses such a chapter)."""
    from game.campaign.objectives import KINDS

    match = positions(game_id)[1]
    state = match.state
    for name in probes.of(game_id):
        for seat in range(len(state.players)):
            reading = probes.read(game_id, name, state, seat)
            assert reading is None or (isinstance(reading, int) and not isinstance(reading, bool)), name
    for kind in KINDS.values():
        if kind.needs is not None and not probes.offers(game_id, kind.needs):
            assert probes.read(game_id, kind.needs, state) is None
    assert probes.survived(state) in (True, False)
    assert isinstance(probes.rounds_survived(game_id, state), int)
    assert isinstance(probes.completed(match.last_events), list)
