"""Rulings L9 and L10 at the table: the dialogs offer what the rules now allow, in words."""

from __future__ import annotations

from game.games.life.actions import Action
from game.games.life.rules import apply, new_game
from game.games.life.setup import LifeSetup
from game.games.life.state import LifeState
from game.games.life.ui import dialogs
from game.ui.app import App


def state(n: int = 3) -> LifeState:
    return new_game(LifeSetup(("Alex", "Brooke", "Casey")[:n], 1, start_player=0, fixed_first_player=True))


def test_L10_the_request_dialog_offers_the_conversion_first_when_asked_for_support(app: App) -> None:
    s = state()
    s.players[1].tokens = [2, 0, 0, 0, 0]
    apply(s, Action.parse("request p2 S"))
    played: list[Action] = []
    dialog = dialogs.respond_dialog(app, s, played.append)
    captions = [o.caption for o in dialog.options]
    assert captions[0] == "Convert 2☀️ → 1❤️ first" and dialog.options[0].enabled
    assert not dialog.options[1].enabled  # nothing to give yet
    s.players[1].tokens = [0, 0, 0, 0, 1]
    dialog = dialogs.respond_dialog(app, s, played.append)
    assert dialog.options[0].caption.startswith("Give 1❤️")


def test_L9_the_stabilize_dialog_says_what_a_world_stabilize_at_zero_does(app: App) -> None:
    s = state()
    s.players[0].tokens = [0, 0, 0, 0, 1]
    s.drift = 0
    dialog = dialogs.stabilize_dialog(app, s, lambda a: None)
    world = dialog.options[1]
    assert world.caption == "World Drift is 0: spend 1❤️ for Coherence alone" and world.enabled


def test_every_option_of_lifes_acquire_has_its_number_key(app: App) -> None:
    """Issue 35 item 11: life's Acquire offers ten mixes and only the first six were numbered."""
    from game.ui.input import Intent

    s = state()
    played: list[Action] = []
    dialog = dialogs.acquire_dialog(app, s, played.append)
    assert len(dialog.options) >= 9
    dialog.handle(Intent("key", "number:8"))
    assert played == [dialog.options[7].action]
