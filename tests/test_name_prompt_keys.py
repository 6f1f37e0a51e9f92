"""Issue 35, item 3: the key that opens a text field never lands in it.

Driven as a player drives it, with real pygame events: Esc opens the game menu at the table,
the menu's number key opens the name prompt. pygame sends one key press as a KEYDOWN and then a
TEXTINPUT, so the TEXTINPUT of that number reaches the prompt once it is open.
"""

from __future__ import annotations

import pygame
import pytest
from conftest import frame

from game.games.initiatives.game import Game
from game.games.initiatives.options import Setup
from game.games.initiatives.rules import legal_actions
from game.games.initiatives.ui.table import GameScene
from game.ui import save_slots
from game.ui.app import App
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.scenes.name_prompt import NamePrompt
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")]
SEED = 1  # a game whose first decision is at the table itself, with no dialog over it


def at_table(app: App) -> GameScene:
    scene = GameScene(app, Session(Game(Setup(("Alex", "Brooke"), SEED)), SEATS))
    app.push(scene)
    frame(app, 2)
    assert app.top is scene
    return scene


def down(key: int, text: str = "") -> None:
    """The KEYDOWN of one key press (what the input controller and the prompt read)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))


def typed(text: str) -> None:
    """The TEXTINPUT SDL sends after a printable key's KEYDOWN."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def up(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def press(key: int, text: str = "") -> None:
    down(key, text)
    if text:
        typed(text)
    up(key)


def menu_key_for_named_copy(app: App) -> tuple[int, str]:
    """The number key the open menu gives "Save a named copy", read from the menu itself."""
    menu = app.top
    assert isinstance(menu, ChoiceDialog) and menu.title == "Menu"
    n = next(i for i, o in enumerate(menu.options) if o.caption.startswith("Save a named copy")) + 1
    return pygame.K_0 + n, str(n)


def open_prompt(app: App, same_frame: bool = True) -> NamePrompt:
    press(pygame.K_ESCAPE)
    frame(app)
    key, digit = menu_key_for_named_copy(app)
    down(key, digit)
    if not same_frame:
        frame(app)  # the TEXTINPUT may come with the next batch of events
    typed(digit)
    up(key)
    frame(app, 2)
    prompt = app.top
    assert isinstance(prompt, NamePrompt)
    return prompt


def start_name(scene: GameScene) -> str:
    game = scene.session.game
    return f"{game.rules.title}, round {game.state.round}"


@pytest.mark.parametrize("same_frame", [True, False], ids=["same-frame", "next-frame"])
def test_the_key_that_opens_the_name_prompt_is_not_typed_into_it(app: App, same_frame: bool) -> None:
    scene = at_table(app)
    press(pygame.K_ESCAPE)
    frame(app)
    assert menu_key_for_named_copy(app) == (pygame.K_5, "5")  # the "Esc, then 5"
    press(pygame.K_ESCAPE)  # closes the menu again
    frame(app)
    assert app.top is scene
    prompt = open_prompt(app, same_frame)
    text = prompt.entry.get_text()
    assert text == start_name(scene)
    assert not text.endswith("5") and not text.endswith("55")


def test_keys_pressed_after_the_prompt_opened_are_typed(app: App) -> None:
    scene = at_table(app)
    press(pygame.K_ESCAPE)
    frame(app)
    # The menu's key and the player's first letter in one batch of events: only the 5 is dropped.
    down(pygame.K_5, "5")
    typed("5")
    up(pygame.K_5)
    press(pygame.K_a, "a")
    frame(app, 2)
    prompt = app.top
    assert isinstance(prompt, NamePrompt)
    assert prompt.entry.get_text() == start_name(scene) + "a"
    press(pygame.K_5, "5")  # a 5 the player types is kept
    frame(app, 2)
    assert prompt.entry.get_text() == start_name(scene) + "a5"
    for _ in range(20):
        frame(app)  # long after opening, text with no KEYDOWN (an input method) is typed too
    typed("é")
    frame(app)
    assert prompt.entry.get_text() == start_name(scene) + "a5é"


def test_a_prompt_opened_with_the_mouse_loses_nothing_typed(app: App) -> None:
    scene = at_table(app)
    press(pygame.K_ESCAPE)
    frame(app)
    menu = app.top
    i = next(i for i, o in enumerate(menu.options) if o.caption.startswith("Save a named copy"))
    frame(app)
    target = next(t for t in app.ctl.targets if t.id == f"opt:{i}")
    pos = app.viewport.to_window(target.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    press(pygame.K_x, "x")
    frame(app, 2)
    prompt = app.top
    assert isinstance(prompt, NamePrompt)
    assert prompt.entry.get_text() == start_name(scene) + "x"


def clear(prompt: NamePrompt, app: App, extra: int) -> None:
    """Backspace the whole name away, then ``extra`` more presses on the empty box."""
    for _ in range(len(prompt.entry.get_text()) + extra):
        press(pygame.K_BACKSPACE)
        frame(app)


def test_off_the_happy_path_the_table_stays_whole(app: App) -> None:
    scene = at_table(app)
    session = scene.session
    session.play(legal_actions(session.state)[0])
    scene.version += 1  # as the table's own play does
    frame(app, 2)
    assert app.top is scene
    actions = list(session.game.actions)
    undoable = session.can_undo()

    # Open and cancel with Esc: back at the table, nothing saved, the Esc not seen by the table.
    prompt = open_prompt(app)
    press(pygame.K_ESCAPE)
    frame(app, 2)
    assert app.top is scene and prompt not in app.scenes
    assert all(s.kind != "named" for s in save_slots.list_slots())

    # Open again: the field starts afresh, with no digit from either opening.
    prompt = open_prompt(app, same_frame=False)
    assert prompt.entry.get_text() == start_name(scene)
    # Backspace to empty and on past it: the box stays empty and nothing reaches the table
    # (Backspace is the table's undo key).
    clear(prompt, app, extra=5)
    assert app.top is prompt and prompt.entry.get_text() == ""
    assert session.game.actions == actions and session.can_undo() == undoable
    # Typed, then Esc: cancelled, nothing saved.
    for ch in "draft":
        press(getattr(pygame, f"K_{ch}"), ch)
    frame(app, 2)
    assert prompt.entry.get_text() == "draft"
    press(pygame.K_ESCAPE)
    frame(app, 2)
    assert app.top is scene
    assert all(s.kind != "named" for s in save_slots.list_slots())

    # Empty name, Enter: saved under the game and round, the table on top again.
    prompt = open_prompt(app)
    clear(prompt, app, extra=2)
    press(pygame.K_RETURN)
    frame(app, 3)
    assert app.top is scene
    named = [s for s in save_slots.list_slots() if s.kind == "named"]
    assert [s.name for s in named] == [start_name(scene)]

    # A typed name, Enter: saved under it.
    prompt = open_prompt(app)
    clear(prompt, app, extra=0)
    for ch in "keep":
        press(getattr(pygame, f"K_{ch}"), ch)
    press(pygame.K_RETURN)
    frame(app, 3)
    assert app.top is scene
    assert sorted(s.name for s in save_slots.list_slots() if s.kind == "named") == sorted(
        [start_name(scene), "keep"])

    # The game itself never moved, and the table still answers its keys.
    assert session.game.actions == actions
    press(pygame.K_ESCAPE)
    frame(app)
    assert isinstance(app.top, ChoiceDialog) and app.top.title == "Menu"
    press(pygame.K_1, "1")  # Resume
    frame(app, 2)
    assert app.top is scene
    frame(app, 5)
