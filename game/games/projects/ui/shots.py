"""Screenshots of the edition `projects` table, for looking at it by eye and for the docs.

`python -m game.games.projects.ui.shots OUTDIR` (under Xvfb, or with SDL_VIDEODRIVER=dummy). Every PNG
is the real scene drawing a real position reached by legal play; nothing is a mock-up.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from game.family.match import Match
from game.family.rng import Rng
from game.games.projects import rules
from game.games.projects.actions import Action
from game.games.projects.ruleset import PROJECTS
from game.games.projects.state import ProjectsState
from game.games.projects.ui.end import ProjectsEnd
from game.games.projects.ui.table import ProjectsTable
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [
    SeatConfig("Alex", "blue"),
    SeatConfig("Brooke", "red", "random"),
    SeatConfig("Casey", "green", "search-easy"),
]
SOLO = [SeatConfig("You", "blue")]


def builder(state: ProjectsState, rng: Rng) -> Action:
    """A showcase player: donates, builds its stack, pays into Projects (Stewardship first, and
    keeping its Support for the Stability Window elsewhere), so a picture has something on every
    part of the table and a whole game tends to reach Stewardship."""
    legal = rules.legal_actions(state)
    for kind in ("donate", "accept", "take"):
        for a in legal:
            if a.kind == kind:
                return a
    if state.pending:
        return legal[0]  # a Touchpoint it cannot accept: decline
    me = state.players[state.current] if not state.pending else None
    if me is not None and rules.CONVERT in legal and me.tokens[2] < 2:
        return rules.CONVERT  # Support for the Stability Window
    if rules.closing_step(state):
        return rules.END  # DP13: the turn's actions are spent and Support is enough
    pays = [a for a in legal if a.kind == "contribute"]
    steward = state.stewardship.card.id if state.stewardship is not None else ""
    best = [a for a in pays if a.target == steward]
    if best:
        return max(best, key=lambda a: sum(a.pay))
    thrifty = [a for a in pays if a.pay[2] == 0 or state.players[state.current].tokens[2] > 1]
    if thrifty and rng.below(10) < 6:
        return max(thrifty, key=lambda a: (sum(a.pay), a.target))
    obtain = [a for a in legal if a.kind == "obtain"]
    if obtain and rng.below(10) < 6:
        return obtain[rng.below(len(obtain))]
    return rules.ACQUIRE[0] if rng.below(3) else rules.ACQUIRE[1]


def session(seats: list[SeatConfig], seed: int, rounds: int, **setup: object) -> Session:
    """A game played by :func:`builder` until round ``rounds`` starts, at the first seat's turn
    (the first seed from ``seed`` on whose game gets there without ending)."""
    for k in range(200):
        names = [s.name for s in seats]
        match = Match(PROJECTS, PROJECTS.make_setup(names, seed + k, start_player=0, **setup))
        rng = Rng(seed + k)
        s = match.state
        while s.result is None and (
            s.round < rounds or s.pending or s.current != s.order[0] or s.actions_left != 2
        ):
            match.play(builder(s, rng))
            s = match.state
        if s.result is None:
            return Session(match, seats, autosave=False)
    raise RuntimeError(f"no game reaches round {rounds} near seed {seed}")


def finished(seats: list[SeatConfig], seed: int, want: str, **setup: object) -> Session:
    """A whole game by :func:`builder` that ends by ``want`` (a seed search, a few tries)."""
    for k in range(200):
        match = Match(PROJECTS, PROJECTS.make_setup([s.name for s in seats], seed + k, **setup))
        rng = Rng(seed + k)
        while match.state.result is None:
            match.play(builder(match.state, rng))
        if match.state.result.reason == want:
            return Session(match, seats, autosave=False)
    raise RuntimeError(f"no game ending by {want} near seed {seed}")


def take(out: Path, sizes: tuple[tuple[int, int], ...] = ((1920, 1080), (1280, 720))) -> list[Path]:
    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp(prefix="pj-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []

    def shot(app: App, name: str, frames: int = 3) -> None:
        for _ in range(frames):
            app.frame(1 / 60)
        path = out / f"{name}.png"
        app.screenshot(path)
        shots.append(path)

    for w, h in sizes:
        app = App(Settings(animation="off", bot_pause=100.0), size=(w, h))
        app.settings.live_reload = False
        app.push(ProjectsTable(app, session(SEATS, 2026, 4)))
        suffix = "" if (w, h) == (1920, 1080) else f"_{w}x{h}"
        shot(app, f"projects_table{suffix}")
        app.quit()
    # DP15: a round whose Event took more than its card prints
    app = App(Settings(animation="off", bot_pause=100.0, live_reload=False), size=(1920, 1080))
    app.push(ProjectsTable(app, session([*SEATS, SeatConfig("Drew", "yellow", "random")], 2026, 7)))
    shot(app, "projects_drift_rises")
    app.quit()
    app = App(Settings(animation="off", bot_pause=100.0, live_reload=False), size=(1920, 1080))
    table = ProjectsTable(app, session(SOLO, 7, 3, solo_difficulty="standard"))
    app.push(table)
    shot(app, "projects_solo")
    s = table.state
    # The Contribute dialog, on a payment that completes a Project if one can (its preview).
    pays = [a for a in rules.legal_actions(s) if a.kind == "contribute"]
    completing = [a for a in pays if a.pay == s.slot_of(a.target).still_needed()]
    chosen = (completing or pays or [None])[0]
    if chosen is not None:
        table.handle(_click(table.zone_of(chosen.target)))
        app.top.pay = list(chosen.pay)
        shot(app, "projects_dialog_contribute")
    app.quit()
    # DP13: a turn whose two actions are spent, waiting for a conversion or its end
    app = App(Settings(animation="off", bot_pause=100.0, live_reload=False), size=(1920, 1080))
    table = ProjectsTable(app, session(SEATS, 2026, 2))
    app.push(table)
    while table.state.result is None and not (table.closing() and table.state.current == 0):
        legal = rules.legal_actions(table.state)
        table.play(rules.ACQUIRE[0] if rules.ACQUIRE[0] in legal else legal[0])
    shot(app, "projects_closing")
    app.quit()
    app = App(Settings(animation="off", bot_pause=100.0, live_reload=False), size=(1920, 1080))
    from game.ui.scenes.setup_scene import SetupScene

    app.push(SetupScene(app, rules=PROJECTS))
    shot(app, "projects_setup")
    app.quit()
    for name, seats, want, setup in (
        ("projects_end_solo", SOLO, "stewardship", {"solo_difficulty": "easy"}),
        ("projects_end_multi", SEATS, "stewardship", {}),
        ("projects_end_collapse", SEATS[:2], "collapse", {}),
    ):
        app = App(Settings(animation="normal", bot_pause=100.0, live_reload=False), size=(1920, 1080))
        sess = finished(seats, 11, want, **setup)
        app.push(ProjectsTable(app, sess))
        app.push(ProjectsEnd(app, sess))
        shot(app, name, 90)
        app.quit()
    return shots


def _click(target: str | None):
    from game.ui.input import Intent

    return Intent("click", target or "")


def size_table(app: App) -> None:
    from game.games.projects.ui.table import ProjectsTable

    app.replace(ProjectsTable(app, session(SEATS, 2026, 4)))


SIZE_SHOTS = {"projects_table": (size_table, 3)}  # the shell's screenshots (game/ui/size_shots.py)


if __name__ == "__main__":
    for p in take(Path(sys.argv[1] if len(sys.argv) > 1 else "shots")):
        print(p)
