"""Issue 38 item 9: a layout file (art/layouts/*.tmx) read by the one guarded reader and fuzzed
like the cards: whatever is in it, loading it is a layout or one line naming the file."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from game.ui.layout import LAYOUTS, LayoutError, load_layout

SOURCE = (LAYOUTS / "world.tmx").read_text()
SNIPPETS = ('"', "<", ">", "abc", "-1", "1e999", "\x00", "&x;", "9" * 30, "&#0;", "]]>")
BOMB = ('<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>')


def broken(rng: random.Random) -> str:
    text = SOURCE
    kind = rng.randrange(7)
    if kind == 0:
        return text[: rng.randrange(len(text))]
    if kind == 1:
        at = rng.randrange(len(text))
        return text[:at] + rng.choice(SNIPPETS) + text[at:]
    if kind == 2:
        return text.replace('width="', 'width="x', 1)
    if kind == 3:
        return text.replace("<object ", f'<object x="{rng.choice(["1e999", "-1e999", "nan", "9" * 30])}" ', 1)
    if kind == 4:
        return BOMB + text.split("?>", 1)[1].replace('name="hud"', 'name="&c;"')
    if kind == 5:
        return text.replace('encoding="UTF-8"', f'encoding="UTF-{"9" * 20}"', 1)
    return text.replace('tilewidth="', 'tilewidth="0', 1)


def test_every_broken_layout_is_a_layout_or_one_line(tmp_path: Path) -> None:
    rng = random.Random(38)
    for i in range(200):
        path = tmp_path / f"world{i}.tmx"
        path.write_text(broken(rng), encoding="utf-8")
        try:
            load_layout(path, ("hud",))
        except LayoutError as exc:
            message = str(exc)
            assert message.startswith(str(path.name)) or path.name in message, message
            assert "\n" not in message and len(message) < 600, message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_fifo_or_a_device_in_place_of_a_layout_is_one_line_not_a_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "world.tmx"
    os.mkfifo(fifo)
    with pytest.raises(LayoutError, match=r"world\.tmx"):
        load_layout(fifo, ("hud",))
    zero = tmp_path / "zero.tmx"
    zero.symlink_to("/dev/zero")
    with pytest.raises(LayoutError, match=r"zero\.tmx"):
        load_layout(zero, ("hud",))
