"""Print-ready card pictures: the game's card faces at 300 DPI with bleed, and designed backs.

A poker card is 63×88 mm; at 300 DPI that is 744×1039 pixels (the *trim*, where the card is cut).
Print shops want 3 mm of *bleed* round it, so a picture is 815×1110 pixels with the trim at
(35, 35); the extra pixel each way goes to the right and bottom bleed (69 mm is 814.96 px).

Faces are drawn by the game (its provider's ``print_face``) at trim size, then made printable: the renderer's
rounded, transparent corners are filled with the colour of the card next to them, its 3 px frame
line is dropped, and the outermost pixels are stretched outward into the bleed, so the colour band
and the art run past the cut line and a cut that is off by a millimetre shows no white edge.

Everything here needs pygame's display (the art loader converts images): call
:func:`start_display` first. Nothing here writes files.
"""

from __future__ import annotations

import io
import os
import warnings
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from game.family.files import write_atomic

DPI = 300
TRIM_MM = (63.0, 88.0)
BLEED_MM = 3.0
TRIM_SIZE = (744, 1039)  # 63×88 mm at 300 DPI
PRINT_SIZE = (815, 1110)  # 69×94 mm at 300 DPI
BLEED = 35  # left and top; right and bottom get PRINT_SIZE - TRIM_SIZE - BLEED = 36
TRIM_RECT = (BLEED, BLEED, *TRIM_SIZE)
# Flavour text may shrink to 8 pt on paper (the screen's floor, 12 px scaled up, is 10 pt), so
# that the longest themes print whole instead of ending in an ellipsis.
MIN_TEXT = round(8 / 72 * DPI)

KINDS = ("pattern", "initiative", "event")
KIND_TITLES = {"pattern": "Pattern", "initiative": "Initiative", "event": "Event", "project": "Project"}
# The in-game deck backs' colours and icons (game/ui/card_parts.card_back), so a printed deck matches.
# Edition `projects` prints its Projects on the Initiatives' back colour (the same gear).
BACK_COLOURS = {"pattern": (70, 90, 140), "initiative": (70, 120, 100), "event": (150, 70, 70),
                "project": (70, 120, 100)}
BACK_EMOJI = {"pattern": "🧬", "initiative": "⚙", "event": "📅", "project": "⚙"}
CREAM = (235, 225, 200)

# Events are drawn as the game's Event zone shows them, 168 units high and up to 264 wide; printed
# at this width in those units, the rest of the portrait card is the art band.
EVENT_GAME_WIDTH = 240
# card_parts.paper draws a 3 px frame line with corners of radius max(6, w // 18).
_FRAME = 3


def start_display() -> bool:
    """Initialise pygame's display for off-screen drawing; True if this call started it.

    Without an explicit SDL_VIDEODRIVER the dummy driver is used, so exporting never opens a
    window (the art loader needs a display mode, not a visible one).
    """
    started = not pygame.display.get_init()
    if started:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        # SDL would turn Ctrl-C and SIGTERM into quit events no one reads; let them stop us.
        os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            pygame.display.set_mode((1, 1))
    return started


def stop_display(started: bool) -> None:
    """Quit what :func:`start_display` started (and drop the renderer's cached surfaces)."""
    from game.ui import assets

    assets.clear_caches()
    if started:
        pygame.quit()


def _square_corners(face: pygame.Surface) -> pygame.Surface:
    """An opaque copy of ``face`` whose rounded corners are filled with the colour beside them."""
    w, h = face.get_size()
    r = max(6, w // 18)
    k = _FRAME
    top = face.get_at((r, k + 2))[:3]  # the header band
    bottom = face.get_at((r, h - k - 3))[:3]  # the paper
    out = pygame.Surface((w, h))
    out.fill(bottom)
    out.fill(top, (0, 0, w, r + 1))
    out.blit(face, (0, 0))
    # Paint over the frame line where it follows the corner arcs (the straight parts are cropped
    # away by the caller): everything beyond radius r - k - 1 from each arc's centre.
    inner = r - k - 1
    outer = int(r * 1.5) + 2
    for centre, colour, quadrant in (
        ((r, r), top, "tl"),
        ((w - 1 - r, r), top, "tr"),
        ((r, h - 1 - r), bottom, "bl"),
        ((w - 1 - r, h - 1 - r), bottom, "br"),
    ):
        pygame.draw.circle(
            out,
            colour,
            centre,
            outer,
            outer - inner,
            draw_top_left=quadrant == "tl",
            draw_top_right=quadrant == "tr",
            draw_bottom_left=quadrant == "bl",
            draw_bottom_right=quadrant == "br",
        )
    return out


def bleed_from_trim(face: pygame.Surface, inset: int = _FRAME) -> pygame.Surface:
    """A PRINT_SIZE picture from an opaque TRIM_SIZE one: ``inset`` px are dropped at each edge
    and the new outermost pixels are stretched out to the edge of the bleed."""
    tw, th = face.get_size()
    pw, ph = PRINT_SIZE
    out = pygame.Surface((pw, ph))
    inner = face.subsurface((inset, inset, tw - 2 * inset, th - 2 * inset))
    x0, y0 = BLEED + inset, BLEED + inset
    x1, y1 = x0 + inner.get_width(), y0 + inner.get_height()  # exclusive
    out.blit(inner, (x0, y0))
    ih = inner.get_height()
    out.blit(pygame.transform.scale(out.subsurface((x0, y0, 1, ih)), (x0, ih)), (0, y0))
    out.blit(pygame.transform.scale(out.subsurface((x1 - 1, y0, 1, ih)), (pw - x1, ih)), (x1, y0))
    out.blit(pygame.transform.scale(out.subsurface((0, y0, pw, 1)), (pw, y0)), (0, 0))
    out.blit(pygame.transform.scale(out.subsurface((0, y1 - 1, pw, 1)), (pw, ph - y1)), (0, y1))
    return out


def printable(face: pygame.Surface) -> pygame.Surface:
    """Any Meaning Made card drawn at TRIM_SIZE (rounded corners, frame line) made printable:
    815×1110 px with the card running on into the bleed."""
    return bleed_from_trim(_square_corners(face))


def print_face(raw: pygame.Surface) -> pygame.Surface:
    """A card face at 815×1110 px from the game's drawing of it at TRIM_SIZE (rounded corners
    and all): trim 744×1039 at (35, 35), the card continuing into the bleed."""
    return bleed_from_trim(_square_corners(raw))


def trim(picture: pygame.Surface) -> pygame.Surface:
    """The trim area (what is left after cutting) of a PRINT_SIZE picture."""
    return picture.subsurface(TRIM_RECT).copy()


def print_back(kind: str) -> pygame.Surface:
    """The back of every card of one type at 815×1110 px: the game title and the type's icon on
    the deck colour, symmetric left to right so a duplex sheet may drift without showing it."""
    from game.ui import assets

    pw, ph = PRINT_SIZE
    colour = BACK_COLOURS[kind]
    out = pygame.Surface((pw, ph))
    out.fill(colour)
    cx = BLEED + TRIM_SIZE[0] // 2
    cy = BLEED + TRIM_SIZE[1] // 2
    light = tuple(min(255, c + 18) for c in colour)
    dark = tuple(max(0, c - 22) for c in colour)
    # Concentric rings across the whole picture, bleed included (a tiling that survives a bad cut).
    for radius in range(40, 900, 44):
        pygame.draw.circle(out, light, (cx, cy), radius, 10)
    # The frame sits 5 mm inside the cut, well inside any trimming error.
    inset = 59
    frame = pygame.Rect(BLEED + inset, BLEED + inset, TRIM_SIZE[0] - 2 * inset, TRIM_SIZE[1] - 2 * inset)
    pygame.draw.rect(out, colour, frame, border_radius=40)
    pygame.draw.rect(out, CREAM, frame, 8, border_radius=40)
    pygame.draw.rect(out, CREAM, frame.inflate(-34, -34), 3, border_radius=26)
    # The type's icon on a cream medallion.
    radius = 190
    pygame.draw.circle(out, dark, (cx, cy + 8), radius + 8)
    pygame.draw.circle(out, CREAM, (cx, cy), radius)
    pygame.draw.circle(out, colour, (cx, cy), radius - 14, 6)
    ico = assets.icon(BACK_EMOJI[kind], 230)
    out.blit(ico, ico.get_rect(center=(cx, cy)))
    title = assets.text("Meaning Made", 72, CREAM, "bold")
    out.blit(title, title.get_rect(center=(cx, frame.y + 150)))
    star = assets.icon("⭐", 54)
    out.blit(star, star.get_rect(center=(cx, frame.y + 235)))
    word = assets.text(KIND_TITLES[kind].upper(), 62, CREAM, "semibold")
    out.blit(word, word.get_rect(center=(cx, frame.bottom - 150)))
    return out


def scaled(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(picture, size)


def rgb_bytes(picture: pygame.Surface) -> bytes:
    return pygame.image.tobytes(picture, "RGB")


def save_png(picture: pygame.Surface, path: str) -> None:
    """Encode in memory, then write atomically: pygame writing to the file itself reports no
    error on a full disk and leaves a cut-off PNG behind."""
    buffer = io.BytesIO()
    pygame.image.save(picture, buffer, "picture.png")
    write_atomic(Path(path), buffer.getvalue())


def save_jpeg(picture: pygame.Surface, path: str, quality: int = 95) -> None:
    """A JPEG without chroma subsampling (4:4:4), so coloured text keeps sharp edges in print.
    Pillow comes with reportlab, which only the PDF export needs."""
    from PIL import Image

    image = Image.frombytes("RGB", picture.get_size(), rgb_bytes(picture))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality, subsampling=0, dpi=(DPI, DPI))
    write_atomic(Path(path), buffer.getvalue())
