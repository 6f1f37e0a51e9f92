"""The look of pygame_gui form screens (New game, the gallery's search): the game's fonts and
colours, so forms and the board read as one program."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui import theme
from game.ui.assets import FONTS

if TYPE_CHECKING:
    import pygame
    import pygame_gui
    from pygame_gui.elements import UIDropDownMenu

    from game.ui.app import App

LIST_ITEM_H = 34  # a drop-down's option row: the body font (22 px) and room round it
LIST_FRAME = 8  # a drop-down list's borders and shadow, top and bottom together
EDGE = 8  # an open list keeps this far from the window's edge


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


def dropdown(options: list[str], start: str, rect: pygame.Rect, manager: pygame_gui.UIManager,
             max_rows: int | None = None) -> UIDropDownMenu:
    """A drop-down whose open list is always whole inside the window: it opens downward when
    its options fit below, else upward when there is more room above, and scrolls only when
    neither side holds them all (``max_rows`` caps the list; it scrolls past that)."""
    from pygame_gui.elements import UIDropDownMenu

    _, screen_h = theme.LOGICAL_SIZE
    rows = len(options) if max_rows is None else min(len(options), max_rows)
    need = rows * LIST_ITEM_H + LIST_FRAME
    below = screen_h - EDGE - rect.bottom
    above = rect.top - EDGE
    direction = "down" if need <= below or below >= above else "up"
    limit = min(need, below if direction == "down" else above)
    menu = UIDropDownMenu(options, start, rect, manager, expansion_height_limit=limit)
    if direction != menu.expand_direction:
        # What pygame_gui does itself when a theme sets "expand_direction".
        menu.expand_direction = direction
        for state in menu.menu_states.values():
            state.expand_direction = direction
        menu.rebuild()
    return menu


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
    # pygame_gui's default option row (20 px) cuts the body font's letters in half.
    # (A drop-down's open list is a selection list: both read the row height from there.)
    out["selection_list"]["misc"] = {"list_item_height": str(LIST_ITEM_H)}
    # New game's switches when a game has many (two columns): a smaller face, so each label fits.
    # (the check box draws its text with a child label, themed through the box's id)
    small = {"font": {**font, "size": str(theme.FONT_SMALL - 2)},
             "colours": {"normal_text": "#ECEEF4", "dark_bg": "#00000000"},
             "misc": {"text_horiz_alignment": "left"}}
    out["#switch_small"] = small
    out["#switch_small.label"] = small
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
