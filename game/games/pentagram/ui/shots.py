"""Screenshots of the Pentagram 2 table, for looking at it by eye and for the docs.

`python -m game.games.pentagram.ui.shots OUTDIR` (under Xvfb, or with SDL_VIDEODRIVER=dummy). Every
PNG is the real scene drawing a real position reached by legal play; nothing is a mock-up.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pygame

from game.family.match import Match
from game.family.rng import Rng
from game.games.pentagram import rules
from game.games.pentagram.actions import Action
from game.games.pentagram.bots import GreedyBot
from game.games.pentagram.ruleset import PENTAGRAM
from game.games.pentagram.ui.end import PentagramEnd
from game.games.pentagram.ui.table import PentagramTable, space_id
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "greedy"),
         SeatConfig("Casey", "green", "spoiler")]


def _settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def _builder(state, rng: Rng) -> Action:
    """A showcase player: spreads cards over the tableau and keeps workers on it, so a
    mid-game picture has something to show (bots pay out as soon as they can)."""
    legal = rules.legal_actions(state)
    if legal[0].kind != "place":
        worker = Action("worker")
        return worker if worker in legal and rng.below(10) < 7 else Action("pass")
    quiet = [a for a in legal if not rules.payout_preview(state, a.row, a.price)]
    pool = quiet or legal
    return pool[rng.below(len(pool))]


def _session(seats: list[SeatConfig], seed: int, actions: int, short: bool = False) -> Session:
    """A game ``actions`` showcase moves in, stopped where the first seat (a human) places."""
    names = [s.name for s in seats]
    match = Match(PENTAGRAM, PENTAGRAM.make_setup(names, seed, ["short_game"] if short else [],
                                                 start_player=0))
    rng = Rng(seed)
    played = 0
    while match.state.result is None and (played < actions or match.state.turn != 0
                                          or match.state.placed is not None):
        match.play(_builder(match.state, rng))
        played += 1
    return Session(match, seats, autosave=False)


def _chain(state) -> Action | None:
    """A legal place on a price-0 space that sets off a payout of two spaces or more with
    workers on them (the picture of a payout)."""
    for a in rules.legal_actions(state):
        if a.kind != "place" or a.price != 0:
            continue
        paying = rules.payout_preview(state, a.row, a.price)
        workers = sum(len(state.workers[a.row][4 - p]) for p in paying)
        if len(paying) >= 2 and workers >= 2:
            return a
    return None


def take(out: Path) -> list[Path]:
    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp(prefix="pg-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    app = App(Settings(animation="normal", bot_pause=0.0))
    shots: list[Path] = []

    def shot(name: str, frames: int = 3) -> None:
        _settle(app, frames)
        path = out / f"{name}.png"
        app.screenshot(path)
        shots.append(path)

    # The start: an empty tableau, the pointer on a space the drawn card may take.
    session = _session(SEATS, 2026, 0)
    scene = PentagramTable(app, session)
    app.replace(scene)
    app.ctl.mouse = scene.space_rect(1, 2).center
    shot("01_start")

    # Mid-game: cards and workers spread over the tableau, the pointer on a legal space.
    session = _session(SEATS, 2026, 26)
    scene = PentagramTable(app, session)
    app.replace(scene)
    legal = [a for a in session.legal() if a.kind == "place"]
    app.ctl.mouse = scene.space_rect(legal[0].row, legal[0].price).center
    shot("02_midgame")
    small = pygame.transform.smoothscale(app.screen, (1280, 720))
    path = out / "02_midgame_1280x720.png"
    pygame.image.save(small, str(path))
    shots.append(path)

    # The worker decision, on a space with a price.
    pick = max(legal, key=lambda a: (rules.worker_offer(session.state, a.row, a.price).possible, a.price))
    app.ctl.mouse = (0, 0)
    scene.place(pick.row, pick.price)
    _settle(app, 40)
    assert any(t.id == "btn:worker" for t in app.ctl.targets)
    shot("03_worker_decision")
    scene.decide(False)

    # A payout part-way: play on (bots included) until a chain with workers can be set off.
    app.ctl.mouse = (0, 0)
    for _ in range(4000):
        s = session.state
        if s.result is not None:
            break
        if s.turn == 0 and s.placed is None and _chain(s) is not None:
            break
        a = _builder(s, Rng(len(session.game.actions)))
        scene.play(a)
        scene.finish_motion()
    chain = _chain(session.state)
    if chain is not None:
        scene.place(chain.row, chain.price)
        scene.finish_motion()
        scene.decide(Action("worker") in session.legal())
        for _ in range(600):
            app.frame(1 / 60)
            step = scene.timeline.current
            if (step is not None and step.events[0].kind == "paid" and step.events[0].data["amount"]
                    and scene.timeline.t > 0.5):
                break
        app.notice = None
        shot("04_payout", 1)
    scene.finish_motion()

    # A card read large (right-click or I), at a table of humans so nothing moves under it.
    humans = [SeatConfig(s.name, s.colour) for s in SEATS]
    session = _session(humans, 2026, 26)
    scene = PentagramTable(app, session)
    app.replace(scene)
    app.ctl.mouse = (0, 0)
    _settle(app)
    target = next((space_id(r, p) for r in range(5) for p in range(5)
                   if session.state.cards[r][4 - p] is not None
                   and session.state.catalogue[session.state.cards[r][4 - p]].sign < 0), "drawn")
    scene.inspect(Intent("inspect", target))
    shot("05_zoom")
    app.pop()

    # The end: a game played out by the bots, then its results.
    seats = [SeatConfig("Alex", "blue", "greedy"), SeatConfig("Brooke", "red", "spoiler"),
             SeatConfig("Casey", "green", "greedy"), SeatConfig("Drew", "yellow", "spoiler")]
    match = Match(PENTAGRAM, PENTAGRAM.make_setup([s.name for s in seats], 31, ["short_game"]))
    bots = [GreedyBot(k, s.kind) for k, s in enumerate(seats)]
    while match.state.result is None:
        match.play(bots[match.state.turn].choose(match.state))
    end_session = Session(match, seats, autosave=False)
    app.replace(PentagramTable(app, end_session))
    _settle(app)
    shot("06_table_over")
    app.push(PentagramEnd(app, end_session))
    shot("07_end", 50)
    app.quit()
    return shots


def size_table(app: App) -> None:
    from game.games.pentagram.ui.table import PentagramTable

    humans = [SeatConfig(s.name, s.colour) for s in SEATS]
    app.replace(PentagramTable(app, _session(humans, 2026, 26)))
    app.ctl.mouse = (0, 0)


def size_end(app: App) -> None:
    from game.family.match import Match
    from game.games.pentagram.bots import GreedyBot
    from game.games.pentagram.ruleset import PENTAGRAM
    from game.games.pentagram.ui.end import PentagramEnd
    from game.games.pentagram.ui.table import PentagramTable
    from game.ui.session import Session

    seats = [SeatConfig("Alex", "blue", "greedy"), SeatConfig("Brooke", "red", "spoiler"),
             SeatConfig("Casey", "green", "greedy"), SeatConfig("Drew", "yellow", "spoiler")]
    match = Match(PENTAGRAM, PENTAGRAM.make_setup([s.name for s in seats], 31, ["short_game"]))
    bots = [GreedyBot(k, s.kind) for k, s in enumerate(seats)]
    while match.state.result is None:
        match.play(bots[match.state.turn].choose(match.state))
    session = Session(match, seats, autosave=False)
    app.replace(PentagramTable(app, session))
    app.push(PentagramEnd(app, session))


SIZE_SHOTS = {  # the shell's screenshots at every window size (game/ui/size_shots.py)
    "pentagram_table": (size_table, 3),
    "pentagram_end": (size_end, 50),
}


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    for p in take(target):
        print(p)
