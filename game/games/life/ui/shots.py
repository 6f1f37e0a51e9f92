"""Screenshots of the edition `life` table, for looking at it by eye and for the docs.

`python -m game.games.life.ui.shots OUTDIR` (under Xvfb, or with SDL_VIDEODRIVER=dummy). Every PNG is
the real scene drawing a real position reached by legal play; nothing is a mock-up. The builders
(``table``, ``contribute``, ``pledge``, ``end``) are also the life entries of
:mod:`game.ui.size_shots`, which takes them at every window size.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

from game.bots import make_bot
from game.family.match import Match
from game.games.life.ruleset import LIFE
from game.games.life.state import LifeState
from game.games.life.ui import dialogs
from game.games.life.ui.end import LifeEnd
from game.games.life.ui.table import LifeTable
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [
    SeatConfig("Alex", "blue"),
    SeatConfig("Brooke", "red", "search-easy"),
    SeatConfig("Casey", "green", "search-easy"),
]
FOUR_SEATS = [*SEATS, SeatConfig("Drew", "yellow", "search-easy")]


def _round3_alex(s: LifeState) -> bool:
    return s.round >= 3 and not s.pending and s.current == 0 and s.actions_left == 2


def _alex_pledges(s: LifeState) -> bool:
    return bool(s.pending) and s.pending[0].kind == "pledge" and s.pending[0].seat == 0


def _never(s: LifeState) -> bool:
    return False


@cache
def _actions(seed: int, until: Callable[[LifeState], bool], seats: int = 3) -> tuple[str, ...]:
    """The moves of a game between search-easy bots in every seat, stopped at the first position
    ``until`` accepts (played once per process: every window size shows the same position)."""
    names = [s.name for s in FOUR_SEATS[:seats]]
    match = Match(LIFE, LIFE.make_setup(names, seed, start_player=0))
    bots = [make_bot("search-easy", 40 + k, LIFE) for k in range(seats)]
    while match.state.result is None and not until(match.state):
        match.play(bots[match.state.to_move()].choose(match.state))
    return tuple(str(a) for a in match.actions)


def played(seed: int, until: Callable[[LifeState], bool], seats: int = 3) -> Session:
    configs = FOUR_SEATS[:seats]
    match = Match(LIFE, LIFE.make_setup([s.name for s in configs], seed, start_player=0))
    for text in _actions(seed, until, seats):
        match.play(text)
    return Session(match, configs, autosave=False)


def _seat(app: App, session: Session) -> LifeTable:
    scene = LifeTable(app, session)
    app.replace(scene)
    app.ctl.mouse = (0, 0)
    return scene


def table(app: App) -> LifeTable:
    """Round 3, Alex (the human seat) to move."""
    return _seat(app, played(7, _round3_alex))


def table4(app: App) -> LifeTable:
    """Four seats, round 3, Alex to move: the Event carries DL20's tag."""
    return _seat(app, played(7, _round3_alex, 4))


def contribute(app: App) -> None:
    scene = table(app)
    slot = next(x for x in scene.state.row if x is not None)
    app.push(dialogs.ContributeDialog(app, scene.state, slot.card.id, scene.play))


def pledge(app: App) -> None:
    """A pledge round with Alex asked: the table opens the pledge dialog by itself."""
    _seat(app, played(11, _alex_pledges))


def end(app: App) -> None:
    scene = _seat(app, played(5, _never))
    app.push(LifeEnd(app, scene.session, scene.styles))


def main(out: str) -> None:
    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp())
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    app = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    for name, build in (("life_table", table), ("life_table_4", table4),
                        ("life_dialog_contribute", contribute), ("life_dialog_pledge", pledge),
                        ("life_end", end)):
        build(app)
        for _ in range(3):
            app.frame(1 / 60)
        app.screenshot(folder / f"{name}.png")
        print(folder / f"{name}.png")
    app.quit()


SIZE_SHOTS = {  # the shell's screenshots at every window size (game/ui/size_shots.py)
    "life_table": (table, 3),
    "life_table_4": (table4, 3),
    "life_contribute": (contribute, 3),
    "life_pledge": (pledge, 5),
    "life_end": (end, 50),
}


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "shots")
