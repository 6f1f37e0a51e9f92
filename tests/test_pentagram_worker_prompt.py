"""Issue 35, item 5: at the Pentagram 2 table one click never wastes a move.

A card on a space whose worker the player can pay for asks the worker question and can be taken
back with Undo. A card on a space no worker can follow makes the engine end the turn at once and
draw the next card (PDI3), which no undo may take back (PDI7); so the table asks first, the same
way, with the same Undo. In the question, Enter (and the lit button) is the better answer: a
worker when it is free and gains something now, else no worker.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from conftest import frame

from game.family.match import Match
from game.games.pentagram import rules
from game.games.pentagram.actions import Action
from game.games.pentagram.ruleset import PENTAGRAM
from game.games.pentagram.ui import table as table_module
from game.games.pentagram.ui.table import PentagramTable, space_id
from game.ui.app import App
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")]
GREEN = "yellow_orange_green_1"  # a worker on it is paid Alex's yellow into orange: +3
RED = "yellow_orange_red"  # a worker on it loses Alex's yellow out of orange (never below 1)
YELLOW, ORANGE, BLUE = 0, 1, 3


def seat(app: App, top: tuple[str, ...] = (), fortunes: tuple[int, ...] = (3, 3, 3, 3, 3),
         seats: list[SeatConfig] = SEATS) -> PentagramTable:
    setup = PENTAGRAM.make_setup([s.name for s in seats], 5, ("short_game",), start_player=0,
                                 deck_top=list(top), fortunes=[fortunes, (3, 3, 3, 3, 3)])
    scene = PentagramTable(app, Session(Match(PENTAGRAM, setup), seats, autosave=False))
    app.push(scene)
    frame(app, 2)
    return scene


def target(app: App, target_id: str) -> Any:
    return next((t for t in app.ctl.targets if t.id == target_id), None)


def click(app: App, target_id: str) -> None:
    """A real left click on what the table registered, through the app's event loop."""
    frame(app)
    t = target(app, target_id)
    assert t is not None and t.enabled, f"{target_id} is not offered"
    pos = app.viewport.to_window(t.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app)


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    frame(app)


def question(app: App) -> dict[str, Any]:
    """The action bar's worker question as drawn: its buttons and the undo button."""
    frame(app)
    return {tid: target(app, tid) for tid in ("btn:worker", "btn:pass", "btn:undo")}


@pytest.fixture
def lit(monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[str, bool]]:
    """Each button the table draws: its caption and whether it is the lit (primary) one."""
    seen: dict[str, tuple[str, bool]] = {}
    real = table_module.button

    def spy(surf: Any, ctl: Any, r: Any, target_id: str, caption: str, *args: Any, **kwargs: Any) -> None:
        seen[target_id] = (caption, bool(kwargs.get("primary", False)))
        real(surf, ctl, r, target_id, caption, *args, **kwargs)

    monkeypatch.setattr(table_module, "button", spy)
    return seen


def test_an_unaffordable_worker_space_asks_first_like_an_affordable_one(app: App) -> None:
    # The affordable space: the card goes down, the question is asked, Undo is offered.
    scene = seat(app)
    session = scene.session
    assert rules.worker_offer(session.state, YELLOW, 1).possible
    click(app, space_id(YELLOW, 1))
    affordable = question(app)
    assert session.state.placed is not None and session.can_undo()

    # The unaffordable one (3 yellow cannot pay 4): asked the same way, before anything is played.
    scene = seat(app)
    session = scene.session
    drawn, deck = session.state.drawn, len(session.state.deck)
    offer = rules.worker_offer(session.state, YELLOW, 4)
    assert not offer.possible
    click(app, space_id(YELLOW, 4))
    assert session.game.actions == [], "one click must not play a move that cannot be undone"
    assert session.state.drawn == drawn and len(session.state.deck) == deck  # nothing revealed
    held = question(app)
    assert held.keys() == affordable.keys()
    assert all(held[t] is not None for t in held)
    assert held["btn:pass"].enabled and held["btn:undo"].enabled
    assert affordable["btn:pass"].enabled and affordable["btn:undo"].enabled
    assert not held["btn:worker"].enabled and held["btn:worker"].tip == offer.reason
    assert "no worker" in scene._prompt() and offer.reason in scene.decision_tip()
    # The card shows where it will go; every space refuses until the question is answered.
    assert scene.decision() == (YELLOW, 4)
    assert not any(t.enabled for t in app.ctl.targets if t.id.startswith("space_"))

    # Undo takes the card back, as it does after an affordable placement.
    key(app, pygame.K_u)
    assert scene.pending() is None and session.game.actions == []
    assert target(app, space_id(YELLOW, 4)).enabled
    frame(app)
    assert not target(app, "btn:undo").enabled

    # Asked again and answered: No worker plays the placement; the engine passes (PDI3).
    click(app, space_id(YELLOW, 4))
    key(app, pygame.K_1)  # a worker: refused in the engine's words
    assert app.notice[0] == offer.reason and session.game.actions == []
    click(app, "btn:pass")
    assert session.game.actions == [Action("place", YELLOW, 4)]
    assert session.state.turn == 1 and session.state.cards[YELLOW][0] == drawn
    assert app.notice[0] == f"No worker on this card: {offer.reason}"


def test_enter_answers_a_held_placement_with_no_worker_and_the_keyboard_asks_too(app: App) -> None:
    scene = seat(app, seats=[SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "greedy")])
    session = scene.session
    scene.cursor = (YELLOW, 4)
    key(app, pygame.K_RETURN)  # Enter at the cursor: the card is held, the question asked
    assert session.game.actions == [] and scene.pending() == (YELLOW, 4)
    frame(app, 10)
    assert session.game.actions == [], "the bots wait: it is still Alex's turn"
    key(app, pygame.K_BACKSPACE)  # undo
    assert scene.pending() is None
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # Enter again: no worker is the only answer, and plays it
    assert session.game.actions[:1] == [Action("place", YELLOW, 4)]


def test_a_held_placement_lapses_when_the_game_changes_under_it(app: App) -> None:
    scene = seat(app)
    session = scene.session
    click(app, space_id(YELLOW, 4))
    assert scene.pending() == (YELLOW, 4)
    session.version += 1  # as an undo or a card reload does
    frame(app)
    assert scene.pending() is None and target(app, space_id(YELLOW, 4)).enabled
    scene.decide(False)
    assert session.game.actions == [] and app.notice[0] == "There is no worker decision open now"


def test_enter_takes_a_free_worker_that_gains_now(app: App, lit: dict[str, tuple[str, bool]]) -> None:
    scene = seat(app, top=(GREEN,))
    session = scene.session
    click(app, space_id(BLUE, 0))  # price 0: the worker is free and the blue row pays at once
    q = question(app)
    assert q["btn:worker"].enabled and q["btn:pass"].enabled and q["btn:undo"].enabled
    key(app, pygame.K_RETURN)
    assert session.game.actions == [Action("place", BLUE, 0), Action("worker")], "Enter takes the worker"
    assert session.state.players[0].fortunes[ORANGE] == 6  # 3 orange + 3 yellow
    assert session.state.players[0].home == 3  # paid off price 0, home again


def test_the_lit_button_is_enters_answer(app: App, lit: dict[str, tuple[str, bool]]) -> None:
    scene = seat(app, top=(GREEN,))
    click(app, space_id(BLUE, 0))
    question(app)
    assert lit["btn:worker"][1] and not lit["btn:pass"][1], "the lit button is Enter's answer"
    assert "(Enter)" in lit["btn:worker"][0] and "(Enter)" not in lit["btn:pass"][0]
    assert scene.enter_takes_worker()


@pytest.mark.parametrize("card, price", [(RED, 0), (GREEN, 2)], ids=["red-pays-a-loss", "priced-costs-now"])
def test_enter_leaves_the_worker_home_when_it_gains_nothing_now(
        app: App, lit: dict[str, tuple[str, bool]], card: str, price: int) -> None:
    scene = seat(app, top=(card,))
    session = scene.session
    click(app, space_id(BLUE, price))
    q = question(app)
    assert q["btn:worker"].enabled  # a worker could go: the player may still choose it with 1
    assert lit["btn:pass"][1] and not lit["btn:worker"][1]
    assert "(Enter)" in lit["btn:pass"][0] and "(Enter)" not in lit["btn:worker"][0]
    assert not scene.enter_takes_worker()
    key(app, pygame.K_RETURN)
    assert session.game.actions == [Action("place", BLUE, price), Action("pass")]
