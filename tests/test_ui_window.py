"""Any window size: the 1920×1080 table scaled whole into the window, clicks mapped back.

Under SDL's dummy driver the window is a real display surface of the asked size, so these tests
post real mouse and key events at window pixels and check what the scenes receive.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.app import BAR_COLOUR, App, Settings
from game.ui.viewport import Viewport, initial_window

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (1024, 768), (2560, 1080), (2560, 1440),
         (1280, 1024), (800, 600)]



def table_session():
    from game.games.initiatives import FixedSetup, Game, Setup
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    game = Game(Setup(("Alex", "Brooke"), 4, start_player=0, fixed=FixedSetup(event_top=("dry_spell",))))
    return Session(game, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)


def make_app(size: tuple[int, int]) -> App:
    return App(Settings(animation="off", bot_pause=0.0, live_reload=False), size=size)


# -- the mapping, on its own ---------------------------------------------------------------------
@pytest.mark.parametrize("window", SIZES)
def test_viewport_fits_the_whole_canvas_centred_with_its_shape(window: tuple[int, int]) -> None:
    vp = Viewport(window)
    x, y, w, h = vp.rect
    assert x >= 0 and y >= 0 and x + w <= window[0] and y + h <= window[1]
    # one side fills the window, the other is centred between equal bars (±1 px)
    assert w == window[0] or h == window[1]
    assert abs((window[0] - w) - 2 * x) <= 1 and abs((window[1] - h) - 2 * y) <= 1
    assert abs(w / h - 1920 / 1080) < 0.01
    # the bars and the canvas cover the window exactly once
    area = w * h + sum(bw * bh for _, _, bw, bh in vp.bars())
    assert area == window[0] * window[1]


@pytest.mark.parametrize("window", SIZES)
def test_mouse_to_canvas_round_trips(window: tuple[int, int]) -> None:
    vp = Viewport(window)
    x, y, w, h = vp.rect
    # every window pixel inside the picture maps to a canvas pixel that is drawn back on it
    for wx in range(x, x + w, 7):
        for wy in (y, y + h // 3, y + h - 1):
            cx, cy = vp.to_canvas((wx, wy))
            assert 0 <= cx < 1920 and 0 <= cy < 1080
            if vp.scale <= 1:
                assert vp.to_window((cx, cy)) == (wx, wy)
            else:
                assert abs(vp.to_window((cx, cy))[0] - wx) <= vp.scale
    # every canvas pixel maps back to itself, within one window pixel's worth of canvas
    for cx in range(0, 1920, 13):
        for cy in (0, 539, 1079):
            back = vp.to_canvas(vp.to_window((cx, cy)))
            assert abs(back[0] - cx) <= max(1, 1 / vp.scale) and abs(back[1] - cy) <= max(1, 1 / vp.scale)
    # a click on a bar is outside the canvas: it can hit nothing
    for bx, by, bw, bh in vp.bars():
        cx, cy = vp.to_canvas((bx + bw // 2, by + bh // 2))
        assert not (0 <= cx < 1920 and 0 <= cy < 1080)


def test_first_window_fits_the_desktop() -> None:
    assert initial_window(None) == theme.LOGICAL_SIZE
    assert initial_window((2560, 1440)) == (1920, 1080)
    w, h = initial_window((1366, 768))
    assert w <= 1366 and h <= 768 and abs(w / h - 16 / 9) < 0.01


# -- the window ----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1024, 768)])
def test_present_draws_the_canvas_scaled_with_bars(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        assert app.window.get_size() == size and app.screen.get_size() == theme.LOGICAL_SIZE
        app.screen.fill((200, 30, 30))
        pygame.draw.rect(app.screen, (30, 200, 30), (960, 540, 960, 540))  # bottom-right quarter
        app.present()
        vp = app.viewport
        x, y, w, h = vp.rect

        def near(pos: tuple[int, int], colour: tuple[int, int, int]) -> bool:
            return all(abs(a - b) <= 4 for a, b in zip(app.window.get_at(pos)[:3], colour, strict=True))

        assert near((x + w // 4, y + h // 4), (200, 30, 30))
        assert near((x + 3 * w // 4, y + 3 * h // 4), (30, 200, 30))
        assert near((x + w // 2 - 3, y + h // 2 - 3), (200, 30, 30))  # the quarter starts mid-window
        assert near((x + w // 2 + 3, y + h // 2 + 3), (30, 200, 30))
        for bx, by, bw, bh in vp.bars():
            assert near((bx + bw // 2, by + bh // 2), BAR_COLOUR)
    finally:
        app.quit()


def _click(app: App, canvas_pos: tuple[int, int], button: int = 1) -> tuple[int, int]:
    """Post a real press and release at the window pixel where ``canvas_pos`` is drawn."""
    pos = app.viewport.to_window(canvas_pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    return pos


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1600, 900), (1024, 768)])
def test_a_click_in_a_small_window_lands_on_the_card_under_it(size: tuple[int, int]) -> None:
    from game.games.initiatives.ui.table import GameScene
    from game.ui.input import Intent

    app = make_app(size)
    try:
        scene = GameScene(app, table_session())
        app.push(scene)
        app.frame(1 / 60)
        got: list[Intent] = []
        scene.handle = got.append  # type: ignore[method-assign]
        for zone in ("prism_4", "initiative_2", "token_supply"):
            target = next(t for t in app.ctl.targets if t.id == zone)
            # the card's top-left corner area and its centre, as a player would click them
            for canvas in (target.rect.center, (target.rect.x + 6, target.rect.y + 6)):
                got.clear()
                _click(app, canvas)
                app.frame(1 / 60)
                clicks = [i.target.removeprefix("disabled:") for i in got if i.kind == "click"]
                assert clicks == [zone], (got, app.top, app.ctl.mouse)
                assert app.ctl.hovered is not None and app.ctl.hovered.id == zone
        # a click on the letterbox bars reaches no card
        for bx, by, bw, bh in app.viewport.bars():
            got.clear()
            pos = (bx + bw // 2, by + bh // 2)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            app.frame(1 / 60)
            assert [i.target for i in got if i.kind == "click"] == [""]
    finally:
        app.quit()


def test_the_new_game_form_takes_clicks_in_a_small_window() -> None:
    """pygame_gui reads the pointer itself: its manager maps through the same viewport."""
    from game.ui.scenes.setup_scene import SetupScene
    from game.ui.scenes.title import TitleScene

    app = make_app((1280, 720))
    try:
        app.push(TitleScene(app))
        scene = SetupScene(app)
        app.push(scene)
        app.frame(1 / 60)
        mapped = scene.manager.calculate_scaled_mouse_position(app.viewport.to_window((1400, 1000)))
        assert abs(mapped[0] - 1400) <= 1 and abs(mapped[1] - 1000) <= 1
        _click(app, scene.back.rect.center)
        app.frame(1 / 60)
        app.frame(1 / 60)
        assert isinstance(app.top, TitleScene)
    finally:
        app.quit()


def test_f11_under_the_dummy_driver_does_not_raise_and_comes_back() -> None:
    from game.ui.scenes.title import TitleScene

    app = make_app((1366, 768))
    try:
        app.push(TitleScene(app))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
        app.frame(1 / 60)  # fullscreen, or a notice that it is not available: never a traceback
        assert app.fullscreen or app.notice is not None
        if app.fullscreen:
            assert app.window.get_size() == tuple(pygame.display.get_desktop_sizes()[0])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
        app.frame(1 / 60)
        assert not app.fullscreen and app.window.get_size() == (1366, 768)
        # the table fills the window again
        assert app.viewport.size in ((1365, 768), (1366, 768))
    finally:
        app.quit()


def test_f11_that_fails_keeps_the_window_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.input import Intent

    app = make_app((1280, 720))
    try:
        real = pygame.display.set_mode

        def refuse(size, flags=0, *args, **kwargs):
            if flags & pygame.FULLSCREEN:
                raise pygame.error("That operation is not supported")
            return real(size, flags, *args, **kwargs)

        monkeypatch.setattr(pygame.display, "set_mode", refuse)
        app.dispatch(Intent("key", "fullscreen"))
        assert not app.fullscreen and app.window.get_size() == (1280, 720)
        assert app.notice is not None and "Fullscreen" in app.notice[0]
    finally:
        app.quit()


def test_a_resized_window_rescales_and_maps_clicks_anew() -> None:
    from game.ui.scenes.title import TitleScene

    app = make_app((1920, 1080))
    try:
        app.push(TitleScene(app))
        app.frame(1 / 60)
        # the window manager resizes the window: SDL resizes the display surface, then tells us
        pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
        app.frame(1 / 60)
        assert app.viewport.rect == (0, 0, 1600, 900)
        target = next(t for t in app.ctl.targets if t.id == "title:rules")
        got = []
        app.top.handle = got.append  # type: ignore[method-assign]
        _click(app, target.rect.center)
        app.frame(1 / 60)
        assert [i.target for i in got if i.kind == "click"] == ["title:rules"]
    finally:
        app.quit()
