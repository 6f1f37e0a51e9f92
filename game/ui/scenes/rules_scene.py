"""The rules, readable and scrollable: a game's players' rulebook (headings, bullets, tables and
its pictures), with its full specification a click away for designers."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

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
    folder = Path(path).resolve().parent
    for raw in _blocks(text):
        picture = re.match(r"^\s*!\[([^\]]*)\]\(([^)]+)\)\s*$", raw)
        if picture:
            out.append(_picture_line(folder, picture.group(2), picture.group(1)))
            continue
        # a link reads as its text: the address means nothing on a screen that cannot follow it
        line = re.sub(r"(?<!!)\[([^\]]+)\]\([^)\s]*\)", r"\1", raw)
        line = re.sub(r"\*\*(.+?)\*\*", r"\1", line).replace("`", "")
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


PICTURE_MAX = (WIDTH, 460)  # the largest a rulebook picture is shown


@lru_cache(maxsize=32)
def picture(path: str) -> pygame.Surface | None:
    """A rulebook picture scaled to fit PICTURE_MAX, or None if it cannot be read."""
    try:
        image = pygame.image.load(path)
    except (pygame.error, OSError, ValueError):
        return None
    w, h = image.get_size()
    if image.get_bitsize() < 24:  # palette PNGs (the size screenshots) cannot be smoothscaled
        full = pygame.Surface((w, h), pygame.SRCALPHA, 32)
        full.blit(image, (0, 0))
        image = full
    scale = min(1.0, PICTURE_MAX[0] / w, PICTURE_MAX[1] / h)
    if scale < 1.0:
        image = pygame.transform.smoothscale(image, (max(1, int(w * scale)), max(1, int(h * scale))))
    return image


def _picture_line(folder: Path, src: str, alt: str) -> tuple[str, int, str, tuple[int, int, int], int]:
    """A picture is one tall line: (path, its height, "picture", -, -). Only files inside the
    project are shown; anything else, or a missing file, is said in words."""
    target = (folder / src).resolve()
    image = picture(str(target)) if target.is_relative_to(ROOT) else None
    if image is None:
        return (f"(picture: {alt or src})", theme.FONT_BODY, "regular", theme.TEXT_DIM, 0)
    return (str(target), image.get_height() + 16, "picture", theme.TEXT, 0)


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
    def __init__(self, app: App, rules: Ruleset | None = None, full: bool = False) -> None:
        super().__init__(app)
        self.rules = rules
        # The players' rulebook first; the specification (ruling ids and all) is for designers.
        self.book = str(ROOT / rules.player_rules) if rules is not None and rules.player_rules else None
        self.spec = str(ROOT / rules.rules_doc) if rules is not None else str(RULES)
        self.show(full or self.book is None)

    def show(self, full: bool) -> None:
        self.full = full
        self.lines = rules_lines(self.spec if full or self.book is None else self.book)
        self.scroll = 0  # in lines

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if t in ("rules:close", "cancel", "rules"):
            self.app.remove(self)
        elif t == "rules:switch" and self.book is not None:
            # The specification is long (a second or more to lay out): the screen says so, and a
            # click meanwhile is dropped rather than landing on Close.
            going = "the full rules" if not self.full else "How to play"
            with self.app.working(f"Opening {going}…"):
                self.show(not self.full)
                self.draw(self.app.screen)  # its pictures load on the first drawing
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
            if weight == "picture":
                image = picture(text)
                if y + size > 990 and y > 40:
                    break
                if image is not None:
                    surf.blit(image, (x0 + indent, y + 8))
                y += size
                continue
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
        if self.book is not None:
            caption = "How to play" if self.full else "Full rules (for designers)"
            button(surf, self.app.ctl, Rect(1300, 1010, 300, 56), "rules:switch", caption,
                   tip="the complete specification, with every ruling" if not self.full else
                   "the players' rulebook")
        button(surf, self.app.ctl, Rect(1620, 1010, 260, 56), "rules:close", "Close (Esc)")
        self.app.ctl.add(Rect(0, 0, 1920, 1000), "rules:page", True, "")
