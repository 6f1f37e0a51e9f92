"""Rules reference: docs/rules.md, readable and scrollable (headings, bullets, tables)."""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.family import Ruleset
from game.ui import assets, theme
from game.ui.app import App, Scene
from game.ui.assets import ROOT
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect

RULES = ROOT / "docs" / "rules.md"
WIDTH = 1400


@lru_cache(maxsize=2)
def rules_lines(path: str = str(RULES)) -> tuple[tuple[str, int, str, tuple[int, int, int], int], ...]:
    """(text, size, weight, colour, indent) per display line."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        return ((f"The rules document could not be read: {exc}", theme.FONT_BODY, "regular", theme.BAD, 0),)
    out: list[tuple[str, int, str, tuple[int, int, int], int]] = []
    for raw in _blocks(text):
        line = re.sub(r"\*\*(.+?)\*\*", r"\1", raw).replace("`", "")
        line = re.sub(r"(?<![\w*])\*([^*\s][^*]*?)\*(?!\w)", r"\1", line)  # *emphasis*
        if line.startswith("# "):
            out.append((line[2:], theme.FONT_TITLE, "bold", theme.ACCENT, 0))
        elif line.startswith("## "):
            out += [
                ("", theme.FONT_BODY, "regular", theme.TEXT, 0),
                (line[3:], theme.FONT_LARGE + 2, "bold", theme.ACCENT, 0),
            ]
        elif line.startswith("### "):
            out.append((line[4:], theme.FONT_LARGE, "semibold", theme.HILITE, 0))
        elif line.startswith("|"):
            if set(line.replace("|", "").strip()) <= set("-: "):
                continue
            cells = [c.strip() for c in line.strip("|").split("|")]
            for wl in assets.wrap("   ·   ".join(cells), WIDTH - 40, theme.FONT_BODY):
                out.append((wl, theme.FONT_BODY, "regular", theme.TEXT, 20))
        elif re.match(r"^\s*([-*]|\d+\.)\s", line):
            indent = 20 + (len(line) - len(line.lstrip())) * 10
            body = re.sub(r"^\s*([-*]|\d+\.)\s", "", line)
            bullet = "•" if line.strip()[0] in "-*" else line.strip().split(" ")[0]
            wrapped = assets.wrap(body, WIDTH - indent - 40, theme.FONT_BODY)
            for k, wl in enumerate(wrapped):
                out.append(
                    (
                        (bullet + "  " if k == 0 else "    ") + wl,
                        theme.FONT_BODY,
                        "regular",
                        theme.TEXT,
                        indent,
                    )
                )
        elif line.strip():
            for wl in assets.wrap(line, WIDTH, theme.FONT_BODY):
                out.append((wl, theme.FONT_BODY, "regular", theme.TEXT, 0))
        else:
            out.append(("", theme.FONT_SMALL, "regular", theme.TEXT, 0))
    return tuple(out)


def _blocks(text: str) -> list[str]:
    """Source lines joined into blocks: a hard-wrapped paragraph or bullet becomes one line."""
    blocks: list[str] = []
    starts = re.compile(r"^(#|\||\s*([-*]|\d+\.)\s|```)")
    for line in text.splitlines():
        if (
            blocks
            and line.strip()
            and blocks[-1].strip()
            and not starts.match(line)
            and not blocks[-1].startswith(("#", "|"))
        ):
            blocks[-1] = blocks[-1].rstrip() + " " + line.strip()
        else:
            blocks.append(line)
    return blocks


class RulesScene(Scene):
    def __init__(self, app: App, rules: Ruleset | None = None) -> None:
        super().__init__(app)
        self.lines = rules_lines(str(ROOT / rules.rules_doc) if rules is not None else str(RULES))
        self.scroll = 0  # in lines

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if t in ("rules:close", "cancel", "rules"):
            self.app.remove(self)
        elif intent.kind == "scroll":
            self.scroll -= intent.amount * 3
        elif t in ("down", "log_down"):
            self.scroll += 3 if t == "down" else 20
        elif t in ("up", "log_up"):
            self.scroll -= 3 if t == "up" else 20
        self.scroll = max(0, min(len(self.lines) - 10, self.scroll))

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        x0, y = 260, 40
        for text, size, weight, colour, indent in self.lines[self.scroll :]:
            h = assets.font(size, weight).get_height() + 4
            if y + h > 990:
                break
            if text:
                label(surf, text, (x0 + indent, y), size, colour, weight)
            y += h
        pct = int(100 * self.scroll / max(1, len(self.lines) - 10))
        label(
            surf,
            f"{pct}% · mouse wheel, arrows or PgUp/PgDn to scroll",
            (260, 1040),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="midleft",
        )
        button(surf, self.app.ctl, Rect(1620, 1010, 260, 56), "rules:close", "Close (Esc)")
        self.app.ctl.add(Rect(0, 0, 1920, 1000), "rules:page", True, "")
