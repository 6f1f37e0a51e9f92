"""Screenshots of Meaning Made `initiatives`' screens and dialogs, for looking at the game by eye;
its table, dialog, menu, zoom and end screen in the shell's screenshots at every size
(``SIZE_SHOTS``, game/ui/size_shots.py).

`python -m game.games.initiatives.ui.shots OUTDIR` (under Xvfb or with SDL_VIDEODRIVER=dummy). Each PNG is
the real scene code drawing a real position; nothing here is a mock-up.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from game.games.initiatives import Action, FixedSetup, Game, SeatStart, Setup, legal_actions
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig
from game.ui.session import Session

SEATS = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red"), SeatConfig("Casey", "green", "random")]


def _settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def _game(app: App, seats: list[SeatConfig], seed: int, moves: int) -> Session:
    from game.games.initiatives.ui.table import GameScene

    rich = tuple(SeatStart(tokens=(6, 5, 3)) for _ in seats)
    game = Game(Setup(tuple(s.name for s in seats), seed, fixed=FixedSetup(meaning=9, seats=rich)))
    # Play a few sensible moves so the board is not empty: prefer contributions and Patterns.
    played = 0
    while not game.state.over and (played < moves or game.state.pending or game.state.actions_left != 2):
        acts = legal_actions(game.state)
        pick = next(
            (a for kind in ("donate", "contribute", "obtain") for a in acts if a.kind == kind), acts[0]
        )
        game.play(pick)
        played += 1
    session = Session(game, seats, autosave=False)
    app.replace(GameScene(app, session))
    return session


def take(out: Path) -> list[Path]:
    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp(prefix="mm-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    app = App(Settings(animation="off"))
    shots: list[Path] = []

    def shot(name: str) -> None:
        _settle(app)
        path = out / f"{name}.png"
        app.screenshot(path)
        shots.append(path)

    from game.games.initiatives.ui.end import EndScene
    from game.ui.scenes.rules_scene import RulesScene
    from game.ui.scenes.setup_scene import SetupScene
    from game.ui.scenes.title import TitleScene

    app.replace(TitleScene(app))
    shot("01_title")
    app.replace(SetupScene(app))
    shot("02_setup")
    # the other games of the family: the title with Pentagram 2 chosen, and its New game
    app.game_id = "pentagram"
    app.replace(TitleScene(app))
    shot("01_title_pentagram")
    app.replace(SetupScene(app))
    shot("02_setup_pentagram")
    app.game_id = "initiatives"
    app.replace(TitleScene(app))
    app.push(RulesScene(app))
    shot("03_rules")

    humans = [SeatConfig(s.name, s.colour, "human") for s in SEATS]
    session = _game(app, humans, 11, 4)
    scene = app.top
    shot("04_game")
    from game.ui.input import Intent

    scene.handle(Intent("key", "acquire"))
    shot("05_dialog_acquire")
    app.pop()
    for zone in ("initiative_1", "initiative_2", "initiative_3", "end_initiative"):
        scene.handle(Intent("click", zone))
        if app.top is not scene:
            shot("06_dialog_contribute")
            app.pop()
            break
    scene.handle(Intent("key", "touchpoint"))
    if app.top is not scene:
        shot("07_dialog_touchpoint")
        app.pop()
    scene.handle(Intent("key", "recycle"))
    if app.top is not scene:
        shot("08_dialog_recycle")
        app.pop()
    # A Prism card with a choice of payment (an unsatisfied icon or a surcharge).
    acts = legal_actions(session.state)
    for i, cid in enumerate(session.state.prism):
        if sum(1 for a in acts if a.kind == "obtain" and a.target == cid) > 1:
            scene.handle(Intent("click", f"prism_{i + 1}"))
            shot("09_dialog_payment")
            app.pop()
            break
    # A Touchpoint offer: the other player's accept / decline.
    give = next((a for a in legal_actions(session.state) if a.kind == "give"), None)
    if give is not None:
        scene.play(give)
        shot("10_dialog_touchpoint_answer")
        app.pop()
        scene.play(Action("decline"))
    scene.handle(Intent("key", "cancel"))
    shot("11_menu")
    app.pop()
    # Right-click on a card: read it whole (an Initiative with markers on it, if there is one).
    zone = next((f"initiative_{i + 1}" for i, slot in enumerate(session.state.index)
                 if slot is not None and slot.contributors), "prism_1")
    for name, where in (("11_zoom_initiative", zone), ("11_zoom_pattern", "prism_1")):
        app.dispatch(Intent("inspect", where))
        if app.top is not scene:
            shot(name)
            app.pop()
    # Stability Window and token loss: play on with the first legal choice until each shows.
    seen = set()
    for _ in range(400):
        state = session.state
        if state.over:
            break
        if (
            state.pending
            and state.pending[0].kind in ("donate", "lose")
            and state.pending[0].kind not in seen
        ):
            kind = state.pending[0].kind
            seen.add(kind)
            scene.open_decision()
            shot(f"12_dialog_{kind}")
            app.pop()
        acts = legal_actions(state)
        pick = next((a for a in acts if a.kind in ("contribute", "donate")), acts[0])
        scene.play(pick)
        if seen >= {"donate", "lose"}:
            break
    # The solo Stability Window (DI17): its dialog names the gain and the loss.
    solo_session = _game(app, [SeatConfig("Alex", "blue")], 11, 0)
    scene = app.top
    for _ in range(40):
        state = solo_session.state
        if state.over or (state.pending and state.pending[0].kind == "donate"):
            break
        scene.play(next(a for a in legal_actions(state) if a.kind == "acquire"))
    if solo_session.state.pending and solo_session.state.pending[0].kind == "donate":
        scene.open_decision()
        shot("12_dialog_donate_solo")
        app.pop()
    # The end of a game: a solo game played out by the random bot.
    solo = Game(Setup(("Alex",), 5))
    from game.bots.random_bot import RandomBot

    bot = RandomBot(3)
    while not solo.state.over:
        solo.play(bot.choose(solo.state))
    end_session = Session(solo, [SeatConfig("Alex", "blue")], autosave=False)
    app.replace(EndScene(app, end_session))
    shot("13_end_solo")
    multi = Game(Setup(("Alex", "Brooke", "Casey", "Drew"), 8))
    bot = RandomBot(4)
    while not multi.state.over:
        multi.play(bot.choose(multi.state))
    app.replace(
        EndScene(
            app,
            Session(
                multi,
                [
                    SeatConfig(n, c)
                    for n, c in zip(
                        ("Alex", "Brooke", "Casey", "Drew"), ("blue", "red", "green", "yellow"), strict=True
                    )
                ],
                autosave=False,
            ),
        )
    )
    shot("14_end_four")
    # A showcase: four seats a few rounds in, for the README; and the same frame at 1280×720.
    four = [
        SeatConfig(n, c, k)
        for n, c, k in (
            ("Alex", "blue", "human"),
            ("Brooke", "red", "random"),
            ("Casey", "green", "random"),
            ("Drew", "yellow", "random"),
        )
    ]
    session = _game(app, four, 2026, 20)
    scene = app.top
    scene.log_scroll = 0
    shot("15_showcase")
    import pygame

    small = pygame.transform.smoothscale(app.screen, (1280, 720))
    path = out / "16_showcase_1280x720.png"
    pygame.image.save(small, str(path))
    shots.append(path)
    app.quit()
    return shots


# -- the shell's screenshots at every window size (game/ui/size_shots.py) ----------------------
FOUR = [SeatConfig("Alex", "blue", "human"), SeatConfig("Brooke", "red", "random"),
        SeatConfig("Casey", "green", "random"), SeatConfig("Drew", "yellow", "random")]


def size_table(app: App) -> object:
    _game(app, FOUR, 2026, 20)
    scene = app.top
    scene.log_scroll = 0  # type: ignore[attr-defined]
    return scene


def size_dialog(app: App) -> None:
    from game.ui.input import Intent
    humans = [SeatConfig(s.name, s.colour, "human") for s in FOUR[:3]]
    _game(app, humans, 11, 4)
    scene = app.top
    for zone in ("initiative_1", "initiative_2", "initiative_3", "end_initiative"):
        scene.handle(Intent("click", zone))
        if app.top is not scene:
            return
    scene.handle(Intent("key", "acquire"))


def size_menu(app: App) -> None:
    from game.ui.input import Intent

    scene = size_table(app)
    scene.handle(Intent("key", "cancel"))  # type: ignore[attr-defined]


def size_zoom(app: App) -> None:
    from game.ui.input import Intent

    size_table(app)
    app.dispatch(Intent("inspect", "initiative_1"))


def size_end(app: App) -> None:
    from game.bots.random_bot import RandomBot
    from game.games.initiatives.ui.end import EndScene
    from game.ui.session import Session

    game = Game(Setup(tuple(s.name for s in FOUR), 8))
    bot = RandomBot(4)
    while not game.state.over:
        game.play(bot.choose(game.state))
    seats = [SeatConfig(s.name, s.colour) for s in FOUR]
    app.replace(EndScene(app, Session(game, seats, autosave=False)))


SIZE_SHOTS = {
    "table": (size_table, 3),
    "dialog": (size_dialog, 3),
    "menu": (size_menu, 3),
    "zoom": (size_zoom, 3),
    "end": (size_end, 3),
}


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    for p in take(target):
        print(p)
