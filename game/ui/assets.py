"""Fonts, icons and rendered text, loaded once and cached (nothing from the user's system).

Text may carry the rulebook's emoji ("+1☀️") or icon words (":energy:"); both render as the
Twemoji icons in art/icons, inline with the text.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from game.family.paths import PROJECT_ROOT as ROOT  # the data root: checkout, wheel or bundle
from game.ui import safe_image, theme

FONTS = ROOT / "fonts"
ICONS = ROOT / "art" / "icons"
CARD_ART = ROOT / "art" / "cards"

FONT_FILES = {"regular": "Inter-Regular.otf", "semibold": "Inter-SemiBold.otf", "bold": "Inter-Bold.otf"}

# Emoji as the rulebook and the engine's narration write them -> Twemoji file stem.
EMOJI = {
    "☀": "2600",
    "🔍": "1f50d",
    "❤": "2764",
    "🧿": "1f9ff",
    "⚖": "2696",
    "🦋": "1f98b",
    "🧫": "1f9eb",
    "🌐": "1f310",
    "🎯": "1f3af",
    "📌": "1f4cc",
    "🏛": "1f3db",
    "🌳": "1f333",
    "🌍": "1f30d",
    "🌟": "2b50",
    "🌀": "1f300",
    "🛡": "1f6e1",
    "📅": "1f4c5",
    "⚙": "2699",
    "🧬": "1f9ec",
    "💬": "1f4ac",
    "♻": "267b",
    "⛏": "26cf",
    "🎨": "1f3a8",
    "🌈": "1f308",
    "🛠": "1f6e0",
    "👤": "1f464",
    "👥": "1f465",
    "🏆": "1f3c6",
    "⚠": "26a0",
    "🎲": "1f3b2",
    "🤖": "1f916",
    "🔄": "1f504",
    "↩": "21a9",
    "✅": "2705",
    "❌": "274c",
    "🔒": "1f512",
    "📖": "1f4d6",
    "🚪": "1f6aa",
    "▶": "25b6",
    "⏭": "23ed",
    "💾": "1f4be",
    "🏘": "1f3d8",
    "🧊": "1f9ca",
    "💡": "1f4a1",
    "⭐": "2b50",
    # edition `life`: its three extra tokens, the Presence tag and the five pressure types
    "🔁": "1f501",
    "🧩": "1f9e9",
    "💎": "1f48e",
    "🧠": "1f9e0",
    "🍂": "1f342",
    "⚡": "26a1",
    "🌫": "1f32b",
    "⚔": "2694",
    "🔥": "1f525",
    # the campaign's opened chapter and pause, projects' collapse: the font has no glyph for them
    "🔓": "1f513",
    "💀": "1f480",
    "⏸": "23f8",
    "⏳": "23f3",  # a screen that takes a moment to open
}
# Icon words for card text (`:energy:`), the layer names included.
WORDS = {
    "energy": "☀",
    "insight": "🔍",
    "support": "❤",
    "meaning": "🌟",
    "vitals": "🛡",
    "legacy": "🌳",
    "drift": "🌀",
    "boundary": "🧿",
    "balance": "⚖",
    "form": "🦋",
    "membership": "🧫",
    "prediction": "🌐",
    "reinforcement": "🎯",
    "presence": "📌",
    "social": "🏛",
    "story": "🌳",
    "stewardship": "🌍",
    "event": "📅",
}
_TOKEN_RE = re.compile(
    "(" + "|".join(re.escape(e) for e in sorted(EMOJI, key=len, reverse=True)) + r")\ufe0f?"
    r"|:(" + "|".join(WORDS) + "):"
)


_CACHES: list = []


def cached(maxsize: int):
    """lru_cache that is emptied when the display restarts (surfaces and fonts die with it)."""

    def wrap_fn(fn):
        c = lru_cache(maxsize=maxsize)(fn)
        _CACHES.append(c)
        return c

    return wrap_fn


_cleared = 0  # how many times the caches were emptied: drawings kept elsewhere compare it


def clear_caches() -> None:
    global _cleared
    _cleared += 1
    for c in _CACHES:
        c.cache_clear()


def caches_cleared() -> int:
    """Changes whenever cached drawings went stale (new art, a display restart)."""
    return _cleared


TEXT_SCALE = 1.0  # the player's text size (Settings), applied to every font


def set_text_scale(scale: float) -> None:
    global TEXT_SCALE
    if scale != TEXT_SCALE:
        TEXT_SCALE = scale
        clear_caches()  # every cached text and measurement was made at the old size


@cached(maxsize=32)
def font(size: int, weight: str = "regular") -> pygame.font.Font:
    return pygame.font.Font(str(FONTS / FONT_FILES[weight]), max(8, round(size * TEXT_SCALE)))


@cached(maxsize=512)
def icon(emoji: str, size: int) -> pygame.Surface:
    """A Twemoji icon at ``size`` pixels square (SVG rendered at that size, so always crisp)."""
    stem = EMOJI.get(emoji.rstrip("\ufe0f"), "")
    path = ICONS / f"{stem}.svg"
    try:
        surf = pygame.image.load_sized_svg(str(path), (size, size))
    except (pygame.error, FileNotFoundError):
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, theme.TEXT_DIM, (size // 2, size // 2), size // 2, 2)
    return surf.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else surf


def split_rich(text: str) -> list[tuple[str, str]]:
    """[("text", "…"), ("icon", "☀"), …] for a string with emoji or :word: icons."""
    out: list[tuple[str, str]] = []
    pos = 0
    for m in _TOKEN_RE.finditer(text):
        if m.start() > pos:
            out.append(("text", text[pos : m.start()]))
        out.append(("icon", m.group(1) if m.group(1) else WORDS[m.group(2)]))
        pos = m.end()
    if pos < len(text):
        out.append(("text", text[pos:]))
    return out


@cached(maxsize=4096)
def text(
    value: str,
    size: int = theme.FONT_BODY,
    colour: tuple[int, int, int] = theme.TEXT,
    weight: str = "regular",
) -> pygame.Surface:
    """Rendered text with inline icons; cached, so drawing the same label each frame is free."""
    f = font(size, weight)
    parts = split_rich(value)
    if len(parts) == 1 and parts[0][0] == "text":
        return f.render(value, True, colour)
    height = f.get_height()
    isize = int(height * 0.86)
    pieces: list[pygame.Surface] = []
    for kind, val in parts:
        if kind == "text":
            if val:
                pieces.append(f.render(val, True, colour))
        else:
            pieces.append(icon(val, isize))
    width = sum(p.get_width() for p in pieces) + max(0, len(pieces) - 1)
    surf = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        surf.blit(p, (x, (height - p.get_height()) // 2))
        x += p.get_width() + 1
    return surf


def wrap(value: str, width: int, size: int = theme.FONT_BODY, weight: str = "regular") -> list[str]:
    """Greedy word wrap measured with the real font (icons counted as one glyph)."""
    return list(_wrapped(value, width, size, weight))


@cached(maxsize=2048)
def _wrapped(value: str, width: int, size: int, weight: str) -> tuple[str, ...]:
    # Tables wrap the same few texts every frame: measured once (emptied with the other caches
    # when the text size changes).
    words = value.split(" ")
    lines: list[str] = []
    line = ""
    for w in words:
        trial = f"{line} {w}" if line else w
        if text(trial, size, theme.TEXT, weight).get_width() <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = w
    if line:
        lines.append(line)
    return tuple(lines)


def lines_in(height: int, size: int, weight: str = "regular") -> int:
    """How many lines of text at ``size`` fit in ``height`` pixels (at least one). The last
    line's descender space may hang below the box, into the padding round it."""
    f = font(size, weight)
    return max(1, (height - f.get_descent()) // f.get_height())


def prose_floor(size: int) -> int:
    """The smallest a card's prose (flavour, theme) may shrink to on the table's faces. Prose
    shrinks to fit its box, which would undo a player's larger text: so the floor grows twice as
    fast as their text size, and what no longer fits ends in "…" (the card is read whole with a
    right-click)."""
    return round(size * (1 + 2 * (TEXT_SCALE - 1)))


def _fits(lines: list[str], max_lines: int, width: int, size: int, weight: str) -> bool:
    return len(lines) <= max_lines and all(
        text(ln, size, theme.TEXT, weight).get_width() <= width for ln in lines
    )


def fit_box(
    value: str, width: int, height: int, size: int, min_size: int = 14, weight: str = "regular"
) -> tuple[list[str], int]:
    """Like :func:`fit_lines` for a box ``height`` pixels high: a smaller size may fit more lines."""
    while size > min_size:
        lines = wrap(value, width, size, weight)
        if _fits(lines, lines_in(height, size, weight), width, size, weight):
            return lines, size
        size -= 1
    return fit_lines(value, width, lines_in(height, min_size, weight), min_size, min_size, weight)


def fit_lines(
    value: str, width: int, max_lines: int, size: int, min_size: int = 14, weight: str = "regular"
) -> tuple[list[str], int]:
    """Wrap, shrinking the size until the text fits in ``max_lines`` of ``width`` (a single word
    wider than the box shrinks too); at ``min_size`` what still does not fit ends in "…"."""

    def too_wide(line: str) -> bool:
        return text(line, size, theme.TEXT, weight).get_width() > width

    def shorten(line: str) -> str:
        while line and too_wide(line + "…"):
            line = line[:-1].rstrip()
        return line + "…"

    while True:
        lines = wrap(value, width, size, weight)
        if _fits(lines, max_lines, width, size, weight):
            return lines, size
        if size <= min_size:
            kept = [shorten(line) if too_wide(line) else line for line in lines[:max_lines]]
            if len(lines) > max_lines and not kept[-1].endswith("…"):
                kept[-1] = shorten(kept[-1])
            return kept, size
        size -= 1


def card_art(edition: str, card_id: str, art: str | None) -> pygame.Surface | None:
    """A card's picture, or None (the card draws without one) when there is none or it cannot
    be drawn: see :func:`safe_image.load_image`."""
    path = ROOT / "art" / art if art else CARD_ART / edition / f"{card_id}.png"
    image = safe_image.load_image(path, ROOT / "art")
    if image is None:
        return None
    return image.convert() if pygame.display.get_init() and pygame.display.get_surface() else image
