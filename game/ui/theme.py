"""Colours, sizes and seat identities: the look in one place."""

from __future__ import annotations

LOGICAL_SIZE = (1920, 1080)

BG = (24, 28, 38)
BOARD = (34, 40, 54)
PANEL = (44, 51, 68)
PANEL_DARK = (30, 35, 47)
PANEL_LINE = (78, 88, 112)
TEXT = (236, 238, 244)
TEXT_DIM = (160, 168, 186)
TEXT_DARK = (28, 30, 38)
ACCENT = (255, 200, 87)  # Meaning gold
GOOD = (110, 200, 130)
BAD = (232, 96, 96)
WARN = (245, 170, 70)
HILITE = (120, 190, 255)
DISABLED = (96, 102, 118)
SHADOW = (0, 0, 0, 90)

CARD_PAPER = (246, 241, 230)
CARD_INK = (40, 40, 48)
CARD_INK_DIM = (110, 108, 112)

# One colour per Pattern layer 1-6 and Initiative layer 7-10 (card headers, Palette columns).
LAYER_COLOURS = {
    1: (196, 92, 92),
    2: (214, 150, 70),
    3: (120, 170, 90),
    4: (80, 160, 170),
    5: (96, 120, 200),
    6: (160, 100, 190),
    7: (200, 120, 150),
    8: (120, 130, 150),
    9: (110, 150, 100),
    10: (70, 140, 120),
}
EVENT_COLOUR = (150, 70, 70)

# Seat colours from seed 001 (blue, red, green, yellow, purple, orange) with a shape each, so a
# seat never depends on colour alone. The Community is neutral grey, a diamond.
SEAT_COLOURS = {
    "blue": (70, 130, 230),
    "red": (220, 80, 80),
    "green": (80, 180, 100),
    "yellow": (235, 200, 60),
    "purple": (160, 100, 210),
    "orange": (240, 140, 50),
}
SEAT_COLOUR_ORDER = tuple(SEAT_COLOURS)
# The Meaning track's ends: 0 (collapse) and 12.
TRACK_LOW = (190, 70, 70)
TRACK_HIGH = (70, 190, 100)

# The Settings' colour palettes. "colour-blind" takes its seat colours from Okabe and Ito's
# palette, told apart with any of the common colour-vision deficiencies, and runs the Meaning
# track from vermilion to blue instead of red to green; seats keep their shapes in both.
PALETTES: dict[str, dict[str, object]] = {
    "standard": {"seats": dict(SEAT_COLOURS), "good": GOOD, "bad": BAD,
                 "track": (TRACK_LOW, TRACK_HIGH)},
    "colour-blind": {
        "seats": {"blue": (0, 114, 178), "red": (213, 94, 0), "green": (0, 158, 115),
                  "yellow": (240, 228, 66), "purple": (204, 121, 167), "orange": (230, 159, 0)},
        "good": (86, 180, 233), "bad": (213, 94, 0), "track": ((213, 94, 0), (0, 114, 178)),
        # what the colours are called in this palette (saves keep the standard names)
        "names": {"red": "vermilion", "green": "bluish green", "purple": "pink"}},
}
palette = "standard"


def colour_name(key: str) -> str:
    """A seat colour's name as the palette in use shows it ("vermilion" for the colour-blind
    palette's red); the key itself is what saves and records keep."""
    names: dict[str, str] = PALETTES[palette].get("names", {})  # type: ignore[assignment]
    return names.get(key, key)


def use_palette(name: str) -> None:
    """Switch every colour the palette names, in place, so drawing code reads the new ones."""
    global GOOD, BAD, TRACK_LOW, TRACK_HIGH, palette
    chosen = PALETTES[name]
    SEAT_COLOURS.update(chosen["seats"])  # type: ignore[call-overload]
    GOOD, BAD = chosen["good"], chosen["bad"]  # type: ignore[assignment]
    TRACK_LOW, TRACK_HIGH = chosen["track"]  # type: ignore[misc]
    palette = name


def track_colour(t: float) -> tuple[int, int, int]:
    """The Meaning track's colour at ``t`` (0 at collapse, 1 at 12)."""
    return tuple(round(a + (b - a) * t) for a, b in zip(TRACK_LOW, TRACK_HIGH, strict=True))  # type: ignore[return-value]
SEAT_SHAPES = ("circle", "square", "triangle", "hexagon", "star", "cross")
COMMUNITY_COLOUR = (170, 170, 170)
COMMUNITY_SHAPE = "diamond"

SeatStyle = tuple[tuple[int, int, int], str]  # colour, shape: how every table marks a seat


def seat_style(colour_name: str, seat: int) -> SeatStyle:
    """A seat's colour (from the palette in use now) and its shape, at every table."""
    return SEAT_COLOURS[colour_name], SEAT_SHAPES[seat % len(SEAT_SHAPES)]


COMMUNITY_STYLE: SeatStyle = (COMMUNITY_COLOUR, COMMUNITY_SHAPE)

FONT_SMALL = 19
FONT_BODY = 22
FONT_LARGE = 28
FONT_TITLE = 40
FONT_HUGE = 72
