"""Every scene at the window sizes players have: 1280×720, 1366×768, 1920×1080.

`python -m game.ui.size_shots OUTDIR [WxH …]` (under Xvfb, or with SDL_VIDEODRIVER=dummy) saves
``<scene>_<W>x<H>.png``: what the window shows, the table scaled into it with its bars. Each
scene is the real scene code on a real position; the PNGs are reduced to 256 colours (Pillow,
if installed) to keep them small.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.family.registry import DEFAULT_GAME, GAMES, load, plugin
from game.ui.app import App, Settings
from game.ui.saves import SeatConfig

if TYPE_CHECKING:
    from game.family.match import Match

SIZES = ((1280, 720), (1366, 768), (1920, 1080))


def _settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def _title(app: App, game: str) -> None:
    from game.ui.scenes.title import TitleScene

    app.game_id = game
    app.replace(TitleScene(app))
    app.ctl.mouse = (0, 0)


def _title_quit(app: App) -> None:
    """Esc on the title: the program asks before it closes."""
    from game.ui.input import Intent

    _title(app, DEFAULT_GAME)
    app.dispatch(Intent("key", "cancel"))


def _setup(app: App, game: str, open_menu: bool = False) -> None:
    from game.ui.scenes.setup_scene import SetupScene

    _title(app, game)
    scene = SetupScene(app)
    app.push(scene)
    if open_menu:  # the last seat's "Who plays" list, open: it must show whole
        from game.ui.forms import dropdown

        # A new selector showing the full table (setting ``selected_option`` is not redrawn).
        n, old = str(scene.rules.max_seats), scene.count
        options = [str(k) for k in range(scene.rules.min_seats, scene.rules.max_seats + 1)]
        scene.count = dropdown(options, n, pygame.Rect(old.relative_rect), scene.manager)
        old.kill()
        scene._build_rows()
        _settle(app, 1)
        menu = scene.rows[-1][2]
        pos = app.viewport.to_window(menu.rect.center)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


def _rules(app: App, game: str) -> None:
    from game.family import ruleset
    from game.ui.scenes.rules_scene import RulesScene

    _title(app, game)
    app.push(RulesScene(app, ruleset(game)))


def _gallery(app: App, game: str) -> None:
    from game.ui.scenes.gallery import GalleryScene

    app.replace(GalleryScene(app, game, watch=False))


def _settings(app: App) -> None:
    from game.ui.scenes.settings_scene import open_settings

    _title(app, DEFAULT_GAME)
    open_settings(app)


def _fresh_data() -> None:
    """Saves and history shots each start from an empty data folder, the same at every size."""
    os.environ["MEANING_MADE_DATA_DIR"] = tempfile.mkdtemp(prefix="mm-size-shots-")


def _played(seed: int, moves: int, finish: bool = False) -> tuple[object, list[SeatConfig]]:
    """A two-seat game ``moves`` moves in (or to its end), for the saves and history shots."""
    from game.family import ruleset
    from game.family.match import Match

    rules = ruleset(DEFAULT_GAME)
    game = Match(rules, rules.make_setup(("Alex", "Brooke"), seed))
    while (finish and game.state.result is None) or (not finish and len(game.actions) < moves):
        game.play(rules.legal_actions(game.state)[0])
    return game, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")]


def _saved_games(app: App) -> None:
    from game.ui import save_slots, saves
    from game.ui.scenes.saved_games import SavedGamesScene

    _fresh_data()
    saves.save_game(*_played(5, 6))  # type: ignore[arg-type]
    save_slots.save_named(*_played(9, 8), "Before the big Event")  # type: ignore[arg-type]
    _title(app, DEFAULT_GAME)
    app.push(SavedGamesScene(app))


def _history(app: App) -> None:
    from game.ui import history
    from game.ui.input import Intent

    _fresh_data()
    for seed in (5, 6, 9):
        history.record(*_played(seed, 0, finish=True))  # type: ignore[arg-type]
    _title(app, DEFAULT_GAME)
    app.dispatch(Intent("click", "title:history"))


def _replay(app: App) -> None:
    from game.ui.input import Intent

    _history(app)
    app.dispatch(Intent("click", "replay:0"))
    for _ in range(9):
        app.dispatch(Intent("key", "right"))


def random_record(game: str, seed: int, moves: int,
                  until_seat: int | None = None) -> tuple[Match, tuple[str, ...]]:
    """A game of two seats (one where the game seats one only), Alex and Brooke, played by random
    bots for ``moves`` moves (and on until ``until_seat`` is to move, if given) or to its end: the
    record the replay screens and their tests open."""
    from game.bots import bot_seed, make_bot
    from game.family import ruleset
    from game.family.match import Match

    rules = ruleset(game)
    names = ("Alex", "Brooke")[: max(rules.min_seats, min(2, rules.max_seats))]
    record = Match(rules, rules.make_setup(names, seed))
    bots = [make_bot("random", bot_seed(seed, k), rules) for k in range(len(names))]
    while record.state.result is None and (
            len(record.actions) < moves or until_seat not in (None, record.state.to_move())):
        record.play(bots[record.state.to_move()].choose(record.state))
    return record, names


def _replay_game(app: App, game: str, moves: int) -> None:
    """Any game's replay, ``moves`` moves in: random bots play a two-seat game (a one-seat game
    where the game seats one only), and the viewer opens on it there, its bar over the table."""
    from game.ui.scenes.replay_scene import ReplayScene

    _fresh_data()
    record, names = random_record(game, 7, moves, until_seat=0)
    # Alex played it (a human seat, as in the player's own history): the table's actions and
    # Undo must still show as not open.
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")][: len(names)]
    _title(app, game)
    scene = ReplayScene.open(app, record, seats)
    scene.go(len(record.actions))


def _tutorial(app: App) -> None:
    from game.ui.coach import start_tutorial
    from game.ui.input import Intent

    start_tutorial(app)
    for _ in range(3):
        app.dispatch(Intent("click", "coach:next"))
    app.dispatch(Intent("click", "btn:acquire"))
    _settle(app, 1)
    app.top.pick(0)  # type: ignore[attr-defined]  # then the coach points at Skin


def _lesson(app: App, game: str, steps: int, menu: bool = False) -> None:
    """A game's guided game, ``steps`` reading steps in (it stops at the first step that waits
    for a move): the lesson's box beside the table and the ring round what it points at."""
    from game.family.paths import PROJECT_ROOT
    from game.tutorial.script import load_tutorial
    from game.ui.coach import start_tutorial
    from game.ui.input import Intent

    lesson = plugin(game).lesson
    assert lesson is not None
    coach = start_tutorial(app, load_tutorial(PROJECT_ROOT / lesson))
    for _ in range(steps):
        if coach.step.do is not None:
            break
        app.dispatch(Intent("click", "coach:next"))
    _settle(app, 1)
    if menu:  # its Esc menu: a lesson is not saved
        app.dispatch(Intent("key", "cancel"))


def _hint(app: App) -> None:
    from game.ui.hints import Hints

    # the default game's table with a dialog open (its shots alone: no other game is loaded)
    load(plugin(DEFAULT_GAME).size_shots)["dialog"][0](app)
    hints = Hints(app)
    title = getattr(app.top, "title", "")
    app.prefs.hints = True  # every hint seen but the open dialog's
    app.prefs.hints_seen = [h.id for h in hints.hints if not (h.kind == "dialog" and h.match in title)]
    app.overlays = [o for o in app.overlays if not isinstance(o, Hints)] + [hints]


def _ask_new_game(app: App) -> None:
    from game.ui import saves
    from game.ui.scenes.setup_scene import SetupScene

    _fresh_data()
    saves.save_game(*_played(5, 4))  # type: ignore[arg-type]
    _title(app, DEFAULT_GAME)
    scene = SetupScene(app)
    app.push(scene)
    _settle(app, 1)
    scene.start_game()


def _campaign(app: App, intro: bool = False) -> None:
    from game.ui.scenes import campaign_flow as flow

    _fresh_data()
    flow.to_map(app)
    if intro:
        book = flow.open_book()
        first = book.campaigns[0]
        flow.to_intro(app, book, first, first.chapters[0])


# The shell's own screens; each game adds its table, dialogs and end screen (its plug-in's
# ``size_shots``: a dict of name -> (build, frames), in game/games/<id>/ui/shots.py).
SHELL_BEFORE: dict[str, tuple[Callable[[App], object], int]] = {
    "title": (lambda app: _title(app, DEFAULT_GAME), 3),
    "title_pentagram": (lambda app: _title(app, "pentagram"), 3),
    "title_quit": (_title_quit, 3),
    "setup": (lambda app: _setup(app, DEFAULT_GAME), 3),
    "setup_dropdown": (lambda app: _setup(app, DEFAULT_GAME, open_menu=True), 4),
    "setup_pentagram": (lambda app: _setup(app, "pentagram"), 3),
    "setup_life": (lambda app: _setup(app, "life"), 3),
    "rules": (lambda app: _rules(app, DEFAULT_GAME), 3),
    "rules_life": (lambda app: _rules(app, "life"), 3),
}
# After the games' shots: these leave the app changed for what follows (hints on, a lesson open).
SHELL_AFTER: dict[str, tuple[Callable[[App], object], int]] = {
    "settings": (_settings, 3),
    "gallery_life": (lambda app: _gallery(app, "life"), 3),
    "gallery": (lambda app: _gallery(app, DEFAULT_GAME), 3),
    "gallery_pentagram": (lambda app: _gallery(app, "pentagram"), 3),
    "saved_games": (_saved_games, 3),
    "campaign_map": (_campaign, 3),
    "campaign_intro": (lambda app: _campaign(app, intro=True), 3),
    "ask_new_game": (_ask_new_game, 3),
    "history": (_history, 3),
    "replay": (_replay, 3),
    **{f"replay_{g}": ((lambda app, g=g: _replay_game(app, g, 60)), 3) for g in GAMES},
    "tutorial": (_tutorial, 3),
    **{f"lesson_{g}": ((lambda app, g=g: _lesson(app, g, 8)), 3) for g in GAMES if plugin(g).lesson},
    "lesson_menu": (lambda app: _lesson(app, DEFAULT_GAME, 0, menu=True), 3),
    "hint": (_hint, 3),
}


def scenes() -> dict[str, tuple[Callable[[App], object], int]]:
    """Every shot by name, in the order they are taken."""
    out = dict(SHELL_BEFORE)
    for game_id in GAMES:
        ref = plugin(game_id).size_shots
        if ref is not None:
            out.update(load(ref))
    out.update(SHELL_AFTER)
    return out


def _save_small(app: App, path: Path) -> None:
    app.screenshot(path)
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as img:
        # (the octree keeps small saturated areas, seat colours, that median cut greys)
        small = img.convert("RGB").quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def take(out: Path, sizes: tuple[tuple[int, int], ...] = SIZES, only: tuple[str, ...] = (),
         text: str = "normal") -> list[Path]:
    """``text``: the player's text size (Settings: normal, large, larger) every shot uses."""
    from game.ui import prefs

    os.environ.setdefault("MEANING_MADE_DATA_DIR", tempfile.mkdtemp(prefix="mm-size-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    for size in sizes:
        app = App(Settings(animation="off", bot_pause=0.0, live_reload=False), size=size)
        app.prefs.text_size = text
        prefs.apply(app)
        try:
            for name, (build, frames) in scenes().items():
                if only and name not in only:
                    continue
                build(app)
                _settle(app, frames)
                app.notice = None
                _settle(app, 1)
                path = out / f"{name}_{size[0]}x{size[1]}.png"
                _save_small(app, path)
                shots.append(path)
        finally:
            app.quit()
    return shots


if __name__ == "__main__":
    # OUTDIR [WxH …] [scene names …] [--text=larger]
    args = [a for a in sys.argv[1:] if not a.startswith("--text=")]
    text = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--text=")), "normal")
    target = Path(args[0] if args else "screenshots")
    asked = tuple(tuple(int(v) for v in a.lower().split("x")) for a in args[1:] if "x" in a)
    names = tuple(a for a in args[1:] if "x" not in a)
    for p in take(target, asked or SIZES, names, text):  # type: ignore[arg-type]
        print(p)
