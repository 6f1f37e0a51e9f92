"""Screenshots of the ORGANISM table, for looking at it by eye.

`python -m game.games.organism.ui.shots OUTDIR` (under Xvfb, or SDL_VIDEODRIVER=dummy). Every PNG is the
real scene drawing a real position reached by legal play (bots and scripted actions).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from game.bots import bot_seed, make_bot
from game.family.match import Match
from game.games.organism.ruleset import ORGANISM
from game.games.organism.ui.table import OrganismTable, cell_id
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [SeatConfig("You", "blue"), SeatConfig("Brooke", "red", "search-easy")]


def _settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def advance(match: Match, turns: int, until_phase: str = "choose") -> None:
    """Bots play both seats for ``turns`` turns, stopping where seat 1 is at ``until_phase``."""
    bots = [
        make_bot("search-easy", bot_seed(match.setup.seed, k), ORGANISM)
        for k in range(len(match.setup.players))
    ]
    while match.state.result is None and (
        match.state.turns < turns or match.state.turn != 0 or match.state.phase != until_phase
    ):
        match.play(bots[match.state.to_move()].choose(match.state))


def take(out: Path) -> list[Path]:
    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp(prefix="org-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    app = App(Settings(animation="normal", bot_pause=0.0))
    shots: list[Path] = []

    def shot(name: str, frames: int = 3) -> None:
        _settle(app, frames)
        path = out / f"{name}.png"
        app.screenshot(path)
        shots.append(path)

    names = [s.name for s in SEATS]
    match = Match(ORGANISM, ORGANISM.make_setup(names, 2026, start_player=0))
    session = Session(match, SEATS, autosave=False)
    scene = OrganismTable(app, session)
    app.replace(scene)
    shot("01_introduce")

    match = Match(ORGANISM, ORGANISM.make_setup(names, 2026, start_player=0))
    advance(match, 24)
    session = Session(match, SEATS, autosave=False)
    scene = OrganismTable(app, session)
    app.replace(scene)
    first = session.legal()[0]
    scene.click_cell(match.state.board.index[first.a])
    shot("02_choose")
    scene.pick_type(1)  # MOVE
    movers = sorted(scene._movers())
    if movers:
        scene.click_cell(movers[0])
        app.ctl.mouse = scene.geo.centre(next(iter(scene.targets())))
    shot("03_move_targets")
    # a refused click, said in words
    s = match.state
    blocked = next((i for i in range(len(s.occ)) if s.occ[i] != -1 and s.occ[i] // 3 == 1), None)
    if blocked is not None:
        app.ctl.mouse = (0, 0)
        scene.handle_cell = None
        scene.click_cell(blocked)
        shot("04_why_not")

    # late game, three seats
    seats3 = [
        SeatConfig("You", "blue"),
        SeatConfig("Brooke", "red", "search-easy"),
        SeatConfig("Casey", "green", "search-easy"),
    ]
    match = Match(ORGANISM, ORGANISM.make_setup([s.name for s in seats3], 7, start_player=0))
    advance(match, 60)
    session = Session(match, seats3, autosave=False)
    app.replace(OrganismTable(app, session))
    shot("05_three_seats")

    # RAIN solo
    match = Match(ORGANISM, ORGANISM.make_setup(["You"], 5, ["rain"], start_player=0))
    advance(match, 12)
    session = Session(match, [SeatConfig("You", "blue")], autosave=False)
    app.replace(OrganismTable(app, session))
    shot("06_rain")

    # field mutations: neutral fields from INHERIT, grown fields, a PULSE's directions offered
    muts = ["contract", "inherit", "metamorphose", "pillar", "pulse", "push", "slide", "warp"]
    match = Match(ORGANISM, ORGANISM.make_setup(names, 8, muts, start_player=0))
    advance(match, 20)
    session = Session(match, SEATS, autosave=False)
    scene = OrganismTable(app, session)
    app.replace(scene)
    moves = [a for a in session.legal() if a.kind == "choose" and a.etype == 1]
    if moves:
        scene.play(moves[0])
        if any(a.kind == "pulse" for a in session.legal()):
            scene.toggle_special("pulse")
    shot("07_fields_and_mutations")
    return shots


def size_table(app: App) -> None:
    from game.family.match import Match
    from game.games.organism.ruleset import ORGANISM
    from game.games.organism.ui.table import OrganismTable
    from game.ui.session import Session

    match = Match(ORGANISM, ORGANISM.make_setup([s.name for s in SEATS], 2026, start_player=0))
    advance(match, 24)
    app.replace(OrganismTable(app, Session(match, SEATS, autosave=False)))


def _until(match: Match, done: object, limit: int = 4000) -> bool:
    """Bots (random, seeded) play every seat until ``done(state)``; False if it never comes."""
    bots = [make_bot("random", bot_seed(match.setup.seed, k), ORGANISM)
            for k in range(len(match.setup.players))]
    for _ in range(limit):
        s = match.state
        if s.result is not None:
            return False
        if done(s):  # type: ignore[operator]
            return True
        match.play(bots[s.to_move()].choose(s))
    return False


def size_regenerate(app: App) -> None:
    """REGENERATE's question (ruling O10 h) to a human seat, on the other seat's turn."""
    for seed in range(1, 60):
        match = Match(ORGANISM, ORGANISM.make_setup([s.name for s in SEATS], seed, ["regenerate"],
                                                    start_player=0))
        if _until(match, lambda s: s.phase == "regenerate" and s.to_move() == 0 and s.turn == 1):
            break
    app.replace(OrganismTable(app, Session(match, SEATS, autosave=False)))


def size_grow_payer(app: App) -> None:
    """GROW's food (O10 i): two GROW elements can pay, and the table asks which."""
    for seed in range(1, 60):
        match = Match(ORGANISM, ORGANISM.make_setup([s.name for s in SEATS], seed, start_player=0))
        if _until(match, lambda s: s.turn == 0 and s.phase == "act" and any(
                a.kind == "grow" and a.a is not None for a in ORGANISM.legal_actions(s))):
            break
    scene = OrganismTable(app, Session(match, SEATS, autosave=False))
    app.replace(scene)
    grows = [a for a in scene.legal() if a.kind == "grow" and a.a is not None]
    scene.grow_type = grows[0].etype
    scene.click_cell(match.state.board.index[grows[0].b])  # type: ignore[index]


def size_rain_four(app: App) -> None:
    """RAIN with four seats on its 11 columns (O10 c)."""
    seats = [SeatConfig("You", "blue"), SeatConfig("Brooke", "red", "random"),
             SeatConfig("Casey", "green", "random"), SeatConfig("Dana", "yellow", "random")]
    match = Match(ORGANISM, ORGANISM.make_setup([s.name for s in seats], 3, ["rain", "rain_double"],
                                                start_player=0))
    _until(match, lambda s: s.rain_turns >= 6 and s.to_move() == 0)
    app.replace(OrganismTable(app, Session(match, seats, autosave=False)))


def size_inherit(app: App) -> None:
    """INHERIT's chosen pattern (O10 j) on the board at the start."""
    muts = ["inherit", "metamorphose", "pillar", "project", "slide", "warp"]
    match = Match(ORGANISM, ORGANISM.make_setup([s.name for s in SEATS], 4, muts, start_player=0,
                                                inherit_pattern="garden"))
    app.replace(OrganismTable(app, Session(match, SEATS, autosave=False)))


def size_setup(app: App) -> None:
    """New game for ORGANISM: RAIN's board and INHERIT's pattern offered (O10 c, j)."""
    from game.ui.size_shots import _setup

    _setup(app, "organism")


SIZE_SHOTS = {"organism_table": (size_table, 3),  # the shell's screenshots (game/ui/size_shots.py)
              "organism_regenerate": (size_regenerate, 3), "organism_grow_payer": (size_grow_payer, 3),
              "organism_rain_four": (size_rain_four, 3), "organism_inherit": (size_inherit, 3),
              "organism_setup": (size_setup, 3)}


if __name__ == "__main__":
    for p in take(Path(sys.argv[1] if len(sys.argv) > 1 else "organism-shots")):
        print(p)
    _ = cell_id
