"""Issue 35 item 11: an emoji the text font has no glyph for drew as "≣". Every emoji the game's
code or data writes has its Twemoji icon (art/icons, game/ui/assets.EMOJI)."""

from __future__ import annotations

from pathlib import Path

from game.ui.assets import EMOJI, ICONS

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("game/**/*.py", "tutorials/*.yaml", "cards/**/*.yaml", "campaigns/**/*.yaml",
           "docs/how-to-play*.md")


def emoji_like(ch: str) -> bool:
    """Pictographs and the technical symbols (⏸, ⏭) that Inter, the text font, does not draw."""
    o = ord(ch)
    return o >= 0x1F000 or 0x23E9 <= o <= 0x23FA


def test_every_emoji_the_game_writes_has_an_icon() -> None:
    used: dict[str, str] = {}
    for pattern in SOURCES:
        for path in ROOT.glob(pattern):
            for ch in path.read_text(encoding="utf-8"):
                if emoji_like(ch):
                    used.setdefault(ch, str(path.relative_to(ROOT)))
    missing = {ch: where for ch, where in used.items() if ch not in EMOJI}
    assert not missing, f"no icon for {missing}"
    for ch in used:
        assert (ICONS / f"{EMOJI[ch]}.svg").is_file(), ch
