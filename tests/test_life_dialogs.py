"""Edition `life` dialogs and faces, small things a player runs into: a stepper never offers a
token the player does not hold (its "+" is disabled and says why), and the band icons stand on
a pale badge so that 🌐 reads on the blue Layer 5 band."""

from __future__ import annotations

import pygame
import pytest

from game.family.match import Match
from game.games.life import rules
from game.games.life.cards import default_cards
from game.games.life.ruleset import LIFE
from game.games.life.ui import cards_view, dialogs
from game.games.life.ui.table import LifeTable
from game.ui import theme
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")]


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def target(app: App, target_id: str):
    return next((t for t in app.ctl.targets if t.id == target_id), None)


def click(app: App, target_id: str) -> None:
    frame(app)
    t = target(app, target_id)
    assert t is not None, f"{target_id} is not on screen"
    app.top.handle(Intent("click", target_id if t.enabled else f"disabled:{target_id}"))


def pledge_table(app: App) -> LifeTable:
    """Phase D of round 1 with Alex asked to pledge toward 🧩🔁❤️, holding no 🔁."""
    match = Match(LIFE, LIFE.make_setup([s.name for s in SEATS], 3, start_player=0,
                                        event_top=("threat_a",)))
    scene = LifeTable(app, Session(match, SEATS, autosave=False))
    app.push(scene)
    s = scene.state
    s.players[0].tokens = [1, 0, 1, 0, 1]
    s.players[1].tokens = [0, 1, 0, 0, 0]
    s.turn = 1
    s.actions_left = 0
    rules._advance(s)
    scene.version += 1
    frame(app, 2)
    return scene


def test_the_pledge_plus_is_disabled_for_a_token_not_held_and_says_why(app: App) -> None:
    pledge_table(app)
    dlg = app.top
    assert isinstance(dlg, dialogs.PledgeDialog) and dlg.limit == (0, 1, 1, 0, 1)
    frame(app)
    plus = target(app, "inc:1")  # 🔁: needed, but Alex holds none
    assert plus is not None and not plus.enabled and plus.tip == "You hold no Regulation"
    click(app, "inc:1")
    assert dlg.pay[1] == 0 and app.notice[0] == "You hold no Regulation"
    # 🧩 is held and already offered in full: "+" is off because no more is needed
    model = target(app, "inc:2")
    assert dlg.pay[2] == 1 and not model.enabled and model.tip == "No more Model is needed"
    click(app, "dec:2")
    frame(app)
    assert dlg.pay[2] == 0 and target(app, "inc:2").enabled
    # a "+" that arrives anyway (a keyboard or a stale click) is clamped to what is held
    dlg.handle(Intent("click", "inc:1"))
    assert dlg.pay[1] == 0


def test_the_contribute_plus_is_bounded_by_the_tokens_held(app: App) -> None:
    match = Match(LIFE, LIFE.make_setup([s.name for s in SEATS], 5, start_player=0))
    scene = LifeTable(app, Session(match, SEATS, autosave=False))
    app.push(scene)
    s = scene.state
    slot = next(x for x in s.row if x is not None)
    need = slot.still_needed()
    t = next(k for k in range(5) if need[k] >= 2)
    s.players[0].tokens = [0, 0, 0, 0, 0]
    s.players[0].tokens[t] = 1
    app.push(dialogs.ContributeDialog(app, s, slot.card.id, scene.play))
    frame(app)
    dlg = app.top
    assert dlg.pay[t] == 1
    plus = target(app, f"inc:{t}")
    held = dialogs.TOKEN_NAMES[t]
    assert not plus.enabled and plus.tip == f"You hold only 1 {held}"


def test_band_icons_stand_on_a_paper_badge_so_prediction_reads_on_blue() -> None:
    pygame.init()
    card = next(c for c in default_cards().patterns.values() if c.tag == "prediction" and c.layer == 5)
    w, h = 206, 288
    face = cards_view.pattern_face(card, w, h)
    band_h = int(40 * w / 206)
    blue = theme.LAYER_COLOURS[5]
    paper = theme.CARD_PAPER

    def near(c, ref) -> bool:
        return all(abs(c[i] - ref[i]) <= 12 for i in range(3))

    # the band's right end (the tag icon) and left end (the layer icon) each show paper
    for x0, x1 in ((w - band_h, w - 4), (4, band_h)):
        pixels = [face.get_at((x, y)) for x in range(x0, x1) for y in range(3, band_h - 3)]
        assert sum(near(c, paper) for c in pixels) > 20
        assert sum(near(c, blue) for c in pixels) > 0  # still on the band
