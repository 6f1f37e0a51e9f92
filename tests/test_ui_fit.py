"""Issue 16 item 6: no tooltip over a dialog, labels fitted to their boxes, drop-downs whole.

Under SDL's dummy driver, through the real scenes and real mouse events.
"""

from __future__ import annotations

import pygame
import pytest

from game.games.initiatives import FixedSetup, Game, Setup
from game.games.initiatives.ui import board_view
from game.games.initiatives.ui.table import GameScene
from game.ui import assets, theme
from game.ui.app import App, Settings
from game.ui.draw import ELLIPSIS, fit_text, label
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import Dialog
from game.ui.session import Session


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False), size=(1920, 1080))
    yield a
    a.quit()


def table(app: App, names: tuple[str, ...] = ("Alex", "Brooke")) -> GameScene:
    setup = Setup(names, 4, start_player=0, fixed=FixedSetup(event_top=("dry_spell",)))
    colours = theme.SEAT_COLOUR_ORDER
    seats = [SeatConfig(n, colours[i]) for i, n in enumerate(names)]
    scene = GameScene(app, Session(Game(setup), seats, autosave=False))
    app.push(scene)
    app.frame(1 / 60)
    return scene


def point_at(app: App, canvas: tuple[int, int]) -> None:
    pos = app.viewport.to_window(canvas)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    app.frame(1 / 60)


# -- tooltips and dialogs ------------------------------------------------------------------------
def test_no_table_tooltip_is_drawn_while_a_dialog_is_open(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import draw

    shown: list[str] = []
    real = draw.tooltip

    def spy(surf: pygame.Surface, ctl) -> None:
        if ctl.hovered is not None and ctl.hovered.tip:
            shown.append(ctl.hovered.id)
        real(surf, ctl)

    monkeypatch.setattr(draw, "tooltip", spy)
    scene = table(app)
    # a card at the table's edge, outside any dialog's panel, that has a tooltip
    card = next(t for t in app.ctl.targets if t.id == "prism_1")
    assert card.tip
    point_at(app, card.rect.center)
    assert shown and shown[-1] == "prism_1"  # without a dialog, pointing at it shows its tip
    scene.handle(Intent("key", "acquire"))
    assert isinstance(app.top, Dialog)
    shown.clear()
    point_at(app, card.rect.center)
    assert shown == []
    assert app.ctl.hovered is None
    # a click there does not reach the card under the dialog either
    assert app.ctl.target_at(*card.rect.center) is None
    # the dialog's own buttons still answer the pointer
    option = next(t for t in app.ctl.targets[app.ctl.floor:] if t.id.startswith("opt:"))
    point_at(app, option.rect.center)
    assert app.ctl.hovered is not None and app.ctl.hovered.id == option.id
    # closing the dialog gives the table back its tooltips
    app.top.handle(Intent("key", "cancel"))
    point_at(app, card.rect.center)
    assert shown and shown[-1] == "prism_1"


# -- labels fitted to their boxes ----------------------------------------------------------------
@pytest.mark.usefixtures("app")
def test_a_long_label_is_fitted_to_its_width() -> None:
    surf = pygame.Surface((400, 60))
    long = "Apprenticeship Guild of the Very Long Name ☀️🔍❤️ + 2 any"
    for width in (300, 160, 90):
        r = label(surf, long, (200, 30), theme.FONT_BODY, theme.TEXT, "semibold", "center", max_width=width)
        assert r.w <= width and r.x >= 200 - width // 2 - 1
        text, size = fit_text(long, width, theme.FONT_BODY, "semibold")
        assert text.endswith(ELLIPSIS) and size < theme.FONT_BODY
    # what fits is left as it is
    assert fit_text("Alex", 300, theme.FONT_BODY) == ("Alex", theme.FONT_BODY)
    # a little too wide: a size smaller, no words lost
    text, size = fit_text("✅ You pay ☀️🔍 + 1 any", 200, theme.FONT_SMALL, "semibold")
    assert text == "✅ You pay ☀️🔍 + 1 any" and size < theme.FONT_SMALL
    # an icon is never cut in half: the kept part is the start of the text, whole emoji only
    text, _ = fit_text("A ☀️☀️☀️☀️☀️☀️☀️☀️☀️ tail", 90, theme.FONT_SMALL)
    kept = text.removesuffix(ELLIPSIS)
    assert "A ☀️☀️☀️☀️☀️☀️☀️☀️☀️ tail".startswith(kept)
    assert kept.endswith(("☀️", "A")), kept


def test_table_labels_stay_inside_their_cards_and_rows(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    # the longest cost a Prism card can show, and names of the longest allowed length (16)
    monkeypatch.setattr(board_view, "effective_cost_text", lambda *a: "☀️☀️🔍🔍❤️❤️ + 2 any")
    drawn: list[tuple[str, tuple[int, int, int, int]]] = []
    real = board_view.label

    def spy(*args, **kwargs):
        r = real(*args, **kwargs)
        drawn.append((args[1], r.tuple))
        return r

    monkeypatch.setattr(board_view, "label", spy)
    names = ("WWWWWWWWWWWWWWWW", "MMMMMMMMMMMMMMMM", "Brooke")
    table(app, names)  # draws the table once (later frames reuse the drawing)
    world = app.top.board.world
    pays = [(t, r) for t, r in drawn if "You pay" in t]
    assert len(pays) == 6, drawn
    for i, (_text, (x, _y, w, _h)) in enumerate(sorted(pays, key=lambda p: p[1][0])):
        zone = world[f"prism_{i + 1}"]
        assert zone.x <= x and x + w <= zone.x + zone.w, (i, x, w, zone)
    panel = world["players_panel"]
    rows = [(t, r) for t, r in drawn if any(n in t for n in names[:2]) and panel.contains(r[0], r[1])]
    scores = [r for t, r in drawn if t.endswith(" pts")]
    assert rows and scores
    for _text, (x, y, w, _h) in rows:
        assert x + w <= panel.x + panel.w
        # never into the score beside it
        assert all(x + w < sx for sx, sy, _sw, sh in scores if sy <= y + 10 <= sy + sh)
    mat = world["mat"]
    heads = [(t, r) for t, r in drawn if t.startswith(names[0] + " —") or t.startswith(names[1] + " —")]
    for _text, (x, _y, w, _h) in heads:
        assert x + w <= mat.x + mat.w


# -- drop-downs open whole inside the window -----------------------------------------------------
def _click(app: App, canvas: tuple[int, int]) -> None:
    pos = app.viewport.to_window(canvas)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(1 / 60)
    app.frame(1 / 60)


@pytest.mark.parametrize("game", ["initiatives", "pentagram", "projects", "life", "organism"])
def test_every_setup_dropdown_opens_whole_inside_the_window(game: str) -> None:
    from game.ui.forms import LIST_ITEM_H
    from game.ui.scenes.setup_scene import SetupScene

    app = App(Settings(animation="off", live_reload=False), size=(1280, 720))
    try:
        app.game_id = game
        scene = SetupScene(app)
        app.push(scene)
        n = str(scene.rules.max_seats)
        scene.count.selected_option = (n, n)
        scene._build_rows()
        app.frame(1 / 60)
        lists = [menu for menu, _ in scene.lists.values()]
        menus = [scene.count, scene.level, *lists] + [m for row in scene.rows for m in row[1:]]
        line = assets.font(theme.FONT_BODY).get_height()
        window = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
        for menu in [m for m in menus if m is not None]:
            _click(app, menu.rect.center)
            opened = menu.current_state.options_selection_list
            assert opened is not None, menu.selected_option
            assert window.contains(opened.rect), (menu.selected_option, opened.rect)
            # every option has a row its letters fit in; a short list shows every option
            assert line <= LIST_ITEM_H
            if len(menu.options_list) <= 11:
                assert opened.rect.h >= len(menu.options_list) * LIST_ITEM_H
            # and is wide enough for the longest option's words
            widest = max(assets.text(o[0], theme.FONT_BODY).get_width() for o in menu.options_list)
            assert widest <= opened.rect.w - 8, (widest, opened.rect, menu.options_list)
            _click(app, menu.rect.center)  # close it again
    finally:
        app.quit()


@pytest.mark.usefixtures("app")
def test_a_dropdown_near_the_bottom_opens_upward() -> None:
    import pygame_gui

    from game.ui.forms import dropdown, gui_theme

    manager = pygame_gui.UIManager(theme.LOGICAL_SIZE, gui_theme())
    options = [f"option {i}" for i in range(8)]
    low = dropdown(options, "option 0", pygame.Rect(100, 980, 300, 40), manager)
    high = dropdown(options, "option 0", pygame.Rect(600, 100, 300, 40), manager)
    assert low.expand_direction == "up" and high.expand_direction == "down"
    for menu in (low, high):
        menu.current_state.finish()
        menu.current_state = menu.menu_states["expanded"]
        menu.current_state.start()
        rect = menu.current_state.options_selection_list.rect
        assert pygame.Rect(0, 0, 1920, 1080).contains(rect)
        assert rect.h >= 8 * 30
    assert low.current_state.options_selection_list.rect.bottom <= 980 + 4  # (its shadow)
