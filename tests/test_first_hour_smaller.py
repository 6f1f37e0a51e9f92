"""Issue 35 item 11, the smaller things: Esc on the title asks before quitting; Acquire says how
many tokens it takes under Supply Hiccup; a lesson's menu does not promise a save; the
colour-blind palette's colours are named as they look."""

from __future__ import annotations

from conftest import frame

from game.games.initiatives.ui.table import acquire_text
from game.ui import theme
from game.ui.app import App
from game.ui.input import Intent
from game.ui.scenes.dialogs import ChoiceDialog


def test_esc_on_the_title_asks_and_stay_keeps_the_program(app: App) -> None:
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene(app))
    frame(app)
    app.dispatch(Intent("key", "cancel"))
    frame(app)
    ask = app.top
    assert isinstance(ask, ChoiceDialog) and ask.title == "Quit Meaning Made?" and app.running
    ask.pick(1)  # Stay
    frame(app)
    assert app.running and isinstance(app.top, TitleScene)
    app.dispatch(Intent("key", "cancel"))
    frame(app)
    app.top.pick(0)  # Quit
    assert not app.running


def test_acquire_says_how_many_tokens_it_takes() -> None:
    assert acquire_text(2).startswith("Take 2 tokens in any mix")
    assert acquire_text(1).startswith("Take 1 token this round") and "Event" in acquire_text(1)


def test_a_lessons_menu_does_not_promise_a_save(app: App) -> None:
    from game.ui.coach import start_tutorial

    start_tutorial(app)
    frame(app)
    app.dispatch(Intent("key", "cancel"))  # the table's Esc menu (the coach lets Esc through)
    frame(app)
    menu = app.top
    assert isinstance(menu, ChoiceDialog) and menu.title == "Menu"
    assert "A lesson is not saved" in menu.body[0] and "saves itself" not in menu.body[0]


def test_the_colour_blind_palette_names_its_colours_as_they_look(app: App) -> None:
    from game.ui.scenes.setup_scene import SetupScene

    theme.use_palette("colour-blind")
    try:
        scene = SetupScene(app)
        app.push(scene)
        frame(app)
        names = scene.rows[1][1].options_list
        shown = [n[0] if isinstance(n, tuple) else n for n in names]
        assert "vermilion" in shown and "red" not in shown
        assert [s.colour for s in scene._read_rows()] == ["blue", "red"]  # saves keep the keys
    finally:
        theme.use_palette("standard")
    assert theme.colour_name("red") == "red"


def test_the_title_reads_the_chosen_games_name(app: App, monkeypatch) -> None:
    from game.ui.scenes import title

    said: list[str] = []
    real = title.label

    def spy(surf, text, *args, **kwargs):
        said.append(str(text))
        return real(surf, text, *args, **kwargs)

    monkeypatch.setattr(title, "label", spy)
    app.game_id = "pentagram"
    app.push(title.TitleScene(app))
    frame(app)
    assert "Pentagram 2" in said and "Meaning Made" not in said
