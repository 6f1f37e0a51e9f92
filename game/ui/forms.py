"""The look of pygame_gui form screens (New game, the gallery's search): the game's fonts and
colours, so forms and the board read as one program."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui import theme
from game.ui.assets import FONTS

if TYPE_CHECKING:
    import pygame_gui

    from game.ui.app import App


def gui_manager(app: App) -> pygame_gui.UIManager:
    """A pygame_gui manager for a form on the 1920×1080 canvas, in the game's look.

    Form screens get raw events in window pixels, and pygame_gui reads the pointer itself each
    frame; every position it reads goes through ``calculate_scaled_mouse_position``, so that is
    where the window's viewport (the same mapping the table's clicks use) is put.
    """
    import pygame_gui

    manager = pygame_gui.UIManager(theme.LOGICAL_SIZE, gui_theme())
    manager.calculate_scaled_mouse_position = app.to_canvas  # type: ignore[method-assign]
    return manager


def gui_theme() -> dict:
    font = {
        "name": "inter",
        "size": str(theme.FONT_BODY),
        "regular_path": str(FONTS / "Inter-Regular.otf"),
        "bold_path": str(FONTS / "Inter-Bold.otf"),
    }
    colours = {
        "normal_bg": "#3A4358",
        "hovered_bg": "#46526C",
        "active_bg": "#78BEFF",
        "normal_text": "#ECEEF4",
        "hovered_text": "#FFFFFF",
        "active_text": "#1C1E26",
        "dark_bg": "#1E232F",
        "normal_border": "#4E5870",
        "selected_bg": "#78BEFF",
        "selected_text": "#1C1E26",
        "text_cursor": "#FFC857",
        "disabled_bg": "#262B38",
        "disabled_text": "#60667A",
    }
    out: dict = {
        "defaults": {
            "font": font,
            "colours": colours,
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6"},
        }
    }
    # pygame_gui applies a font per element type, not from "defaults" alone.
    for element in (
        "button",
        "text_entry_line",
        "drop_down_menu",
        "check_box",
        "selection_list",
        "tool_tip",
        "text_box",
    ):
        out[element] = {"font": font}
    out["label"] = {
        "font": font,
        "colours": {"normal_text": "#ECEEF4", "dark_bg": "#00000000"},
        "misc": {"text_horiz_alignment": "left"},
    }
    out["check_box"]["misc"] = {"text_horiz_alignment": "left"}
    out["#start"] = {
        "font": {**font, "size": str(theme.FONT_LARGE)},
        "colours": {
            "normal_bg": "#FFC857",
            "hovered_bg": "#FFD678",
            "active_bg": "#FFE4A0",
            "normal_text": "#1C1E26",
            "hovered_text": "#1C1E26",
            "active_text": "#1C1E26",
        },
    }
    return out
