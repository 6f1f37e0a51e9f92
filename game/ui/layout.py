"""Board and mat layouts from Tiled maps (art/layouts/*.tmx), read with pytmx.

Every zone and slot is a named rectangle object. The renderer and the click router both ask this
module where things are, so moving an object in Tiled moves it in the game. A map missing a zone
the game needs is refused with one line naming the map and the zone.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytmx

from game.family import files, limits
from game.family.errors import FileError, short_line
from game.ui.assets import ROOT

LAYOUTS = ROOT / "art" / "layouts"
MAX_COORD = 100_000  # a zone's place and size, in pixels (the canvas is 1920×1080)

WORLD_ZONES: tuple[str, ...] = (
    "hud",
    "event_deck",
    "event_zone",
    "event_discard",
    "meaning_track",
    *(f"meaning_{i}" for i in range(13)),
    "initiative_deck",
    "initiative_discard",
    *(f"initiative_{i}" for i in range(1, 6)),
    "end_initiative",
    "pattern_deck",
    "pattern_discard",
    *(f"prism_{i}" for i in range(1, 7)),
    "token_supply",
    "mat",
    "players_panel",
    "action_bar",
    "log_panel",
)
MAT_ZONES: tuple[str, ...] = (
    "header",
    *(f"palette_{i}" for i in range(1, 7)),
    "tokens",
    "touchpoint",
    "markers",
    "outputs",
    *(f"vitals_{i}" for i in range(11)),
    "score",
    *(f"legacy_{i}" for i in range(31)),
)


class LayoutError(ValueError):
    """One line: ``art/layouts/world.tmx: zone 'prism_3': missing``, a long zone name in it cut."""

    def __init__(self, message: str) -> None:
        super().__init__(short_line(files.printable(message)))


# What a layout is made of: named rectangles in object layers (and what Tiled writes beside them).
# Anything else makes pytmx open another file itself (a tileset's .tsx, past the guarded reader:
# a FIFO there hangs the table) or loop over a tileset image's stated size (999999999² pixels
# never ends), so it is refused before pytmx sees it.
LAYOUT_TAGS = frozenset({"map", "objectgroup", "object", "properties", "property", "ellipse", "point",
                         "polygon", "polyline", "text", "editorsettings", "export", "chunksize"})
NO_ATTRIBUTES = ("source", "template", "gid")  # another file, a template file, a tile of a tileset


def _foreign_part(root: ET.Element) -> str | None:
    """What in the map is not a layout's, in words; None if nothing."""
    for node in root.iter():
        if node.tag not in LAYOUT_TAGS:
            return (f"<{str(node.tag)[:40]}> is not part of a layout (only named rectangles in object "
                    f"layers are read)")
        for attribute in NO_ATTRIBUTES:
            if attribute in node.attrib:
                return f"<{node.tag}> has '{attribute}': a layout refers to no other file or tile"
    return None


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    w: int
    h: int

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def moved(self, dx: int, dy: int) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    @property
    def tuple(self) -> tuple[int, int, int, int]:
        return (self.x, self.y, self.w, self.h)

    @property
    def center(self) -> tuple[int, int]:
        return (self.x + self.w // 2, self.y + self.h // 2)


class Layout:
    """The named zones of one map, in map pixels."""

    def __init__(self, name: str, zones: dict[str, Rect], size: tuple[int, int]) -> None:
        self.name = name
        self.zones = zones
        self.size = size

    def __getitem__(self, zone: str) -> Rect:
        return self.zones[zone]

    def hit(self, x: float, y: float, prefix: str = "") -> str | None:
        """The smallest zone under the point (slots win over the panels they sit in)."""
        best: tuple[int, str] | None = None
        for name, r in self.zones.items():
            if name.startswith(prefix) and r.contains(x, y):
                area = r.w * r.h
                if best is None or area < best[0]:
                    best = (area, name)
        return best[1] if best else None


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def load_layout(path: Path, required: tuple[str, ...]) -> Layout:
    shown = _shown(path)
    if not path.exists():
        raise LayoutError(f"{shown}: no such layout file")
    try:
        # Read through the one guarded reader (a regular file, within the size limit, never a
        # FIFO or a device), then parsed from memory: pytmx would open the path itself.
        data = files.read_bytes(path, shown, limits.MAX_YAML_BYTES)
        root = ET.fromstring(data)
        foreign = _foreign_part(root)
        if foreign is not None:
            raise LayoutError(f"{shown}: {foreign}")
        tmx = pytmx.TiledMap()
        tmx.filename = str(path)
        tmx.parse_xml(root)
    except FileError as exc:
        raise LayoutError(str(exc)) from None
    except LayoutError:
        raise
    except (ET.ParseError, ValueError, LookupError, TypeError, ArithmeticError, AttributeError) as exc:
        # LookupError: an encoding the XML declaration names that Python does not know (and a
        # KeyError); ArithmeticError: pytmx's int() of a size "inf"; AttributeError: pytmx's answer
        # for an attribute the map lacks
        raise LayoutError(f"{shown}: not a readable Tiled map ({exc})") from None
    zones: dict[str, Rect] = {}
    for obj in tmx.objects:
        if not obj.name:
            continue
        if obj.name in zones:
            raise LayoutError(f"{shown}: zone '{obj.name}': defined twice")
        if not obj.width or not obj.height:
            raise LayoutError(f"{shown}: zone '{obj.name}': must be a rectangle with a size")
        if not all(isinstance(v, int | float) and math.isfinite(v) and abs(v) <= MAX_COORD
                   for v in (obj.x, obj.y, obj.width, obj.height)):
            raise LayoutError(f"{shown}: zone '{obj.name}': position or size out of range "
                              f"(at most {MAX_COORD:,} pixels)")
        zones[obj.name] = Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
    for zone in required:
        if zone not in zones:
            raise LayoutError(
                f"{shown}: zone '{zone}': missing (every zone the game draws must be a named rectangle)"
            )
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    if not all(isinstance(v, int) and 0 < v <= MAX_COORD for v in size):
        raise LayoutError(f"{shown}: the map's size (width × tilewidth, height × tileheight) is out "
                          f"of range (1 to {MAX_COORD:,} pixels)")
    return Layout(shown, zones, size)


@dataclass(frozen=True)
class Board:
    world: Layout
    mat: Layout

    def mat_zone(self, name: str) -> Rect:
        """A mat zone in screen (world) coordinates."""
        origin = self.world["mat"]
        return self.mat[name].moved(origin.x, origin.y)


def load_board(folder: Path = LAYOUTS) -> Board:
    return Board(load_layout(folder / "world.tmx", WORLD_ZONES), load_layout(folder / "mat.tmx", MAT_ZONES))
