"""The look of pygame_gui form screens (New game, the gallery's search): the game's fonts and
colours, so forms and the board read as one program."""

from __future__ import annotations

from game.ui import theme
from game.ui.assets import FONTS


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
