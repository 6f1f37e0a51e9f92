"""An edition `life` game saved through the desktop's save path (game/ui/saves.py: the Session's
autosave, Continue's load_game) continues exactly: mid-round, at an open pledge and at an open
Touchpoint request, the loaded game is the same game, and playing on gives the same game to the
end, hidden deck order included."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.bots import make_bot
from game.family.match import Match
from game.games.life import rules
from game.games.life.ruleset import LIFE
from game.games.life.state import LifeState
from game.games.life.ui.dialogs import PledgeDialog
from game.games.life.ui.table import LifeTable
from game.ui import saves
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random"),
         SeatConfig("Casey", "green", "random")]


def bots(seed: int) -> list:
    return [make_bot("random", seed + k, LIFE) for k in range(len(SEATS))]


def fingerprint(state: LifeState) -> tuple:
    """Everything a game is: public and hidden (deck orders, the generator's next draws)."""
    return (state.round, state.phase, state.drift, state.local, state.to_move(), state.actions_left,
            tuple(tuple(p.tokens) for p in state.players),
            tuple((p.project, p.coherence, p.social, tuple(p.stack)) for p in state.players),
            tuple(state.market), tuple((s.card.id, tuple(s.marks)) if s else None for s in state.row),
            state.event, state.pending_drift, tuple(state.pending), tuple(map(tuple, state.pledged)),
            tuple(state.event_deck), tuple(state.pattern_deck), tuple(state.project_deck),
            state.rng.clone().below(10**9))


def play_on(match: Match, seed: int) -> Match:
    players = bots(seed)
    while match.state.result is None:
        match.play(players[match.state.to_move()].choose(match.state))
    return match


def session_until(stop: Callable[[LifeState], bool], seed: int) -> Session:
    """A game through a Session that autosaves after every move, stopped where ``stop`` says."""
    match = Match(LIFE, LIFE.make_setup([s.name for s in SEATS], seed, start_player=0))
    session = Session(match, SEATS, autosave=True)
    players = bots(seed)
    while match.state.result is None and not stop(match.state):
        session.play(players[match.state.to_move()].choose(match.state))
    assert match.state.result is None, "the game ended before the position the test wants"
    return session


STOPS = {
    "mid-round": lambda s: s.round == 3 and not s.pending and s.actions_left == 1,
    "pledge": lambda s: bool(s.pending) and s.pending[0].kind == "pledge" and s.pool() != (0,) * 5,
    "request": lambda s: bool(s.pending) and s.pending[0].kind == "respond",
}


@pytest.mark.parametrize("where", list(STOPS))
def test_a_saved_life_game_continues_exactly(where: str) -> None:
    seed = {"mid-round": 3, "pledge": 4, "request": 5}[where]
    session = session_until(STOPS[where], seed)
    assert saves.has_save()
    loaded, seats = saves.load_game()  # Continue
    assert seats == SEATS and loaded.rules is LIFE
    assert loaded.actions == session.game.actions and loaded.to_dict() == session.game.to_dict()
    assert fingerprint(loaded.state) == fingerprint(session.game.state)
    here = len(loaded.actions)
    a = play_on(session.game, 77)
    b = play_on(loaded, 77)
    assert a.actions[here:] == b.actions[here:] and len(a.actions) > here
    assert a.state.result == b.state.result and a.state.log == b.state.log


def test_continue_reopens_the_table_at_the_open_pledge() -> None:
    session = session_until(lambda s: bool(s.pending) and s.pending[0].kind == "pledge"
                            and s.pending[0].seat == 0, 6)
    loaded, seats = saves.load_game()
    app = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    try:
        table = LifeTable(app, Session(loaded, seats, autosave=False))
        app.push(table)
        for _ in range(3):
            app.frame(1 / 60, present=False)
        dlg = app.top
        assert isinstance(dlg, PledgeDialog) and dlg.seat == 0
        assert dlg.limit == rules.missing(session.game.state)
    finally:
        app.quit()
