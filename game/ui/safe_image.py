"""Card art from a designer's folder, loaded without trusting it: an image is drawn only if it is a
regular file inside the art folder (a symlink leading out is refused like a ``../`` path), small
enough on disk and in pixels, and whole (art rewritten while the gallery redraws is read half
written). Anything else draws as no art, never a crash.
"""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame

from game.family import files, limits
from game.family.errors import FileError


def inside(path: Path, root: Path) -> bool:
    """Whether ``path``, symlinks followed, lies in ``root``."""
    try:
        return path.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError):  # a symlink loop
        return False
    except ValueError:  # a NUL in the name: no file has it (validation refuses it; issue 38 item 6)
        return False


def pixel_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG, GIF or JPEG header, read before decoding anything; None for
    other formats or a header cut short."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return struct.unpack(">II", data[16:24])
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        return struct.unpack("<HH", data[6:10])
    if data[:2] == b"\xff\xd8":
        return _jpeg_size(data)
    return None


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    pos = 2
    while pos + 9 < len(data):
        if data[pos] != 0xFF:
            return None
        marker = data[pos + 1]
        length = struct.unpack(">H", data[pos + 2 : pos + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", data[pos + 5 : pos + 9])
            return width, height
        pos += 2 + length
    return None


def load_image(path: Path, root: Path) -> pygame.Surface | None:
    """The image at ``path`` (which must lie in ``root``), or None if it may not or cannot be drawn."""
    if not inside(path, root):
        return None
    try:
        data = files.read_bytes(path)
    except FileError:
        return None
    size = pixel_size(data)
    if size is None or size[0] * size[1] > limits.MAX_IMAGE_PIXELS or 0 in size:
        return None
    try:
        return pygame.image.load(io.BytesIO(data), path.name)
    except (pygame.error, ValueError, OSError, MemoryError):
        return None
