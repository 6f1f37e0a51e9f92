"""Where the 1920×1080 table sits in a window of any size, both ways.

Every scene draws on one logical canvas (``theme.LOGICAL_SIZE``); the window may be any size
(1280×720, 1366×768, a 4K monitor, fullscreen). The canvas is scaled to fit the window whole,
keeping its aspect ratio, and centred with bars on the sides that are left over (letterbox or
pillarbox). One ``Viewport`` answers both questions, so drawing and clicks cannot disagree:
``rect`` is where the scaled canvas is drawn, ``to_canvas`` maps a window pixel (a mouse
position) back to the canvas pixel drawn there.

No pygame here: the arithmetic is tested on its own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ui import theme


@dataclass(frozen=True)
class Viewport:
    window: tuple[int, int]  # the window's size in pixels
    logical: tuple[int, int] = theme.LOGICAL_SIZE  # the canvas every scene draws on

    @property
    def scale(self) -> float:
        """Window pixels per canvas pixel: the largest that shows the whole canvas."""
        ww, wh = self.window
        lw, lh = self.logical
        if ww <= 0 or wh <= 0:
            return 1.0  # a minimised window: nothing is shown, nothing can be clicked
        return min(ww / lw, wh / lh)

    @property
    def size(self) -> tuple[int, int]:
        """The scaled canvas's size in window pixels."""
        lw, lh = self.logical
        s = self.scale
        return max(1, round(lw * s)), max(1, round(lh * s))

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """(x, y, w, h): where the scaled canvas is drawn in the window; the rest is bars."""
        w, h = self.size
        ww, wh = self.window
        return max(0, (ww - w) // 2), max(0, (wh - h) // 2), w, h

    @property
    def identity(self) -> bool:
        """The window is the canvas's size: draw it as it is, no scaling."""
        return tuple(self.window) == tuple(self.logical)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The canvas pixel under window pixel ``pos`` (outside the canvas for the bars)."""
        x, y, w, h = self.rect
        lw, lh = self.logical
        return (
            math.floor((pos[0] - x + 0.5) * lw / w),
            math.floor((pos[1] - y + 0.5) * lh / h),
        )

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The window pixel where canvas pixel ``pos`` is drawn (its centre)."""
        x, y, w, h = self.rect
        lw, lh = self.logical
        return (
            x + math.floor((pos[0] + 0.5) * w / lw),
            y + math.floor((pos[1] + 0.5) * h / lh),
        )

    def bars(self) -> list[tuple[int, int, int, int]]:
        """The window rectangles outside the canvas (none when it fills the window)."""
        x, y, w, h = self.rect
        ww, wh = self.window
        out = [(0, 0, x, wh), (x + w, 0, ww - x - w, wh),  # left, right: full height
               (x, 0, w, y), (x, y + h, w, wh - y - h)]  # top, bottom: between them
        return [r for r in out if r[2] > 0 and r[3] > 0]


def initial_window(desktop: tuple[int, int] | None, logical: tuple[int, int] = theme.LOGICAL_SIZE,
                   share: float = 0.9) -> tuple[int, int]:
    """A first window size: the canvas's shape, as large as ``share`` of the desktop allows and
    never larger than the canvas itself (no desktop known: the canvas size)."""
    lw, lh = logical
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return logical
    s = min(1.0, desktop[0] * share / lw, desktop[1] * share / lh)
    return max(1, round(lw * s)), max(1, round(lh * s))
