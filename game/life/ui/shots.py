"""Screenshots of the edition `life` table, for looking at it by eye and for the docs.

`python -m game.life.ui.shots OUTDIR` (under Xvfb, or with SDL_VIDEODRIVER=dummy). Every PNG is
the real scene drawing a real position reached by legal play; nothing is a mock-up.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from game.bots import make_bot
from game.family.match import Match
from game.life.ruleset import LIFE
from game.life.ui import dialogs
from game.life.ui.end import LifeEnd
from game.life.ui.table import LifeTable
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [
    SeatConfig("Alex", "blue"),
    SeatConfig("Brooke", "red", "search-easy"),
    SeatConfig("Casey", "green", "search-easy"),
]


def played(seed: int, until: object, seats: list[SeatConfig] = SEATS) -> Session:
    """A game between search-easy bots in every seat, stopped at the first position ``until``
    accepts (a function of the state)."""
    names = [s.name for s in seats]
    match = Match(LIFE, LIFE.make_setup(names, seed, start_player=0))
    bots = [make_bot("search-easy", 40 + k, LIFE) for k in range(len(seats))]
    while match.state.result is None and not until(match.state):  # type: ignore[operator]
        match.play(bots[match.state.to_move()].choose(match.state))
    return Session(match, seats, autosave=False)


def main(out: str) -> None:
    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp())
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    app = App(Settings(animation="off", bot_pause=0.0, live_reload=False))

    def shot(name: str) -> None:
        for _ in range(3):
            app.frame(1 / 60)
        app.screenshot(folder / f"{name}.png")
        print(folder / f"{name}.png")

    def seat(session: Session) -> LifeTable:
        while len(app.scenes) > 1:
            app.pop()
        table = LifeTable(app, session)
        app.push(table)
        return table

    # Round 3, Alex (a human seat) to move
    session = played(7, lambda s: s.round >= 3 and not s.pending and s.current == 0 and s.actions_left == 2)
    table = seat(session)
    shot("life_table")
    slot = next(x for x in table.state.row if x is not None)
    app.push(dialogs.ContributeDialog(app, table.state, slot.card.id, table.play))
    shot("life_dialog_contribute")
    app.pop()
    # A pledge round with Alex (a human seat) asked
    session = played(11, lambda s: bool(s.pending) and s.pending[0].kind == "pledge"
                     and s.pending[0].seat == 0)
    if session.state.result is None:
        seat(session)
        shot("life_dialog_pledge")
    session = played(5, lambda s: False)
    table = seat(session)
    app.push(LifeEnd(app, session, table.styles))
    shot("life_end")
    app.quit()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shots")
