"""The campaign map: a campaign's chapters as nodes along a valley path (positions from the Tiled
layout ``art/layouts/campaign_map.tmx``), locked ones shown locked, stars earned under each.

Pointing at a node (or ← → with the keyboard) shows the chapter on the side panel; clicking it
(or Enter) opens its intro. A damaged profile is shown here, with the choice to start afresh
(the damaged file kept aside) — never reset without the player's word.
"""

from __future__ import annotations

import math

import pygame

from game.campaign import Campaign, Chapter, campaign_open, chapter_open, lock_reason
from game.ui import assets, navigate, theme
from game.ui.app import App, Scene
from game.ui.draw import button, label, panel
from game.ui.input import Intent, parse_id
from game.ui.layout import LAYOUTS, Layout, Rect, load_layout
from game.ui.scenes import campaign_flow as flow
from game.ui.scenes.campaign_draw import paragraph, star, stars_row

REQUIRED = ("header", "map", "side", "tabs")
NODE_OPEN = (255, 200, 87)
NODE_DONE = (110, 200, 130)
NODE_LOCKED = (70, 76, 92)


def load_map_layout() -> Layout:
    return load_layout(LAYOUTS / "campaign_map.tmx", REQUIRED)


class CampaignMapScene(Scene):
    def __init__(self, app: App, book: flow.Book, campaign_id: str | None = None,
                 chapter_id: str | None = None) -> None:
        super().__init__(app)
        self.book = book
        self.layout = load_map_layout()
        self.index = 0
        ids = [c.id for c in book.campaigns]
        if campaign_id in ids:
            self.index = ids.index(campaign_id)
        self.selected = 0
        if self.campaign is not None:
            chapters = [c.id for c in self.campaign.chapters]
            self.selected = (chapters.index(chapter_id) if chapter_id in chapters
                             else self._first_unstarred())
        self.t = 0.0
        self._valley: pygame.Surface | None = None
        missing = [f"chapter_{k + 1}" for c in book.campaigns for k in range(len(c.chapters))
                   if f"chapter_{k + 1}" not in self.layout.zones]
        self.layout_problem = (f"{self.layout.name}: zone '{missing[0]}': missing (one node a chapter)"
                               if missing else None)

    @property
    def campaign(self) -> Campaign | None:
        return self.book.campaigns[self.index] if self.book.campaigns else None

    def _first_unstarred(self) -> int:
        """Where the player left off: the first open chapter without a star."""
        c, p = self.campaign, self.book.profile
        assert c is not None
        for k, ch in enumerate(c.chapters):
            if chapter_open(c, p, ch) and p.stars(c.id, ch.id) == 0:
                return k
        return 0

    def node(self, k: int) -> Rect:
        return self.layout[f"chapter_{k + 1}"]

    # -- input -----------------------------------------------------------------------------
    def open_chapter(self, k: int) -> None:
        c = self.campaign
        if c is None or not self.book.playable or self.layout_problem:
            return
        ch = c.chapters[k]
        if not chapter_open(c, self.book.profile, ch):
            self.app.say(f"{ch.title}: {lock_reason(c, self.book.profile, ch)}")
            return
        flow.to_intro(self.app, self.book, c, ch)

    def handle(self, intent: Intent) -> None:
        t = intent.target
        chapter, tab = intent.arg("chapter"), intent.arg("campaign")
        if intent.kind == "click" and chapter is not None:
            self.selected = int(chapter)
            self.open_chapter(self.selected)
        elif (intent.kind == "click" and intent.disabled and intent.name == "chapter"
              and intent.index is not None):
            self.selected = intent.index
            self.open_chapter(self.selected)  # says why it is locked
        elif intent.kind == "click" and tab is not None:
            self.index = int(tab)
            self.selected = self._first_unstarred()
        elif t == "map:afresh":
            self.app.say(self.book.start_afresh(), 8)
        elif t in ("map:back", "cancel"):
            navigate.to_title(self.app)
        elif self.campaign is not None and t in ("left", "right", "up", "down"):
            step = 1 if t in ("right", "up") else -1
            self.selected = (self.selected + step) % len(self.campaign.chapters)
        elif t == "confirm" and self.campaign is not None:
            self.open_chapter(self.selected)

    def update(self, dt: float) -> bool:
        self.t += dt
        return True  # the open node breathes

    # -- picture ---------------------------------------------------------------------------
    def _valley_picture(self) -> pygame.Surface:
        """The valley behind the path, drawn once: dusk sky, three ridges, a river."""
        if self._valley is not None:
            return self._valley
        r = self.layout["map"]
        img = pygame.Surface((r.w, r.h))
        for y in range(r.h):
            f = y / r.h
            img.fill((int(28 + 20 * f), int(34 + 30 * f), int(58 + 10 * f)), (0, y, r.w, 1))
        for k, (base, colour) in enumerate(((0.30, (44, 58, 70)), (0.52, (46, 72, 64)),
                                            (0.74, (52, 86, 62)))):
            pts = [(0, r.h)]
            for x in range(0, r.w + 40, 40):
                y = r.h * base + 40 * math.sin(x / (170 + 40 * k) + k * 2.1) + 18 * math.sin(x / 61 + k)
                pts.append((x, int(y)))
            pts.append((r.w, r.h))
            pygame.draw.polygon(img, colour, pts)
        # the river runs down between the second and third columns of the path, crossing it
        river = [(int(r.w * 0.48 + 60 * math.sin(y / 150)), y) for y in range(0, r.h, 12)]
        pygame.draw.lines(img, (70, 110, 150), False, river, 10)
        self._valley = img
        return img

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        head = self.layout["header"]
        label(surf, "Campaigns", (head.x + 40, head.y + 30), theme.FONT_TITLE, theme.ACCENT, "bold")
        self._tabs(surf)
        c = self.campaign
        problem = self.book.problem or self.layout_problem
        if c is None or problem:
            self._problem(surf, problem or "No campaigns found in campaigns/.")
        else:
            self._map(surf, c)
            self._side(surf, c)
        label(surf, "← → choose a chapter · Enter opens it · Esc back to the title",
              (head.x + 42, head.y + 84), theme.FONT_SMALL, theme.TEXT_DIM)

    def _tabs(self, surf: pygame.Surface) -> None:
        r = self.layout["tabs"]
        ctl = self.app.ctl
        p = self.book.profile
        x = r.x + r.w
        for k in range(len(self.book.campaigns) - 1, -1, -1):
            c = self.book.campaigns[k]
            w = 360
            x -= w + 12
            shut = not campaign_open(c, p)
            caption = f"{'🔒 ' if shut else ''}{c.title} · {p.total_stars(c.id)}/{c.max_stars} stars"
            tip = (f"opens when {', '.join(c.requires)} is finished" if shut else c.blurb)
            button(surf, ctl, Rect(x, r.y, w, r.h - 8), f"campaign:{k}", caption,
                   True, tip, primary=k == self.index, size=theme.FONT_BODY)

    def _problem(self, surf: pygame.Surface, message: str) -> None:
        r = self.layout["map"]
        panel(surf, r, theme.PANEL, theme.WARN, 14, 2)
        label(surf, "⚠️ The campaign cannot be played as it is", (r.x + 40, r.y + 40), theme.FONT_LARGE,
              theme.WARN, "bold")
        y = paragraph(surf, message, r.x + 40, r.y + 100, r.w - 80, theme.FONT_BODY, theme.TEXT)
        ctl = self.app.ctl
        if self.book.damaged is not None:
            y = paragraph(surf, "Your progress file is kept exactly as it is until you decide. Start "
                          "afresh moves it aside (it is kept, renamed, beside the new one) and begins "
                          "a new profile; or go back and repair or restore it first.",
                          r.x + 40, y + 20, r.w - 80, theme.FONT_BODY, theme.TEXT_DIM)
            button(surf, ctl, Rect(r.x + 40, y + 30, 520, 56), "map:afresh",
                   "Start afresh (keep the damaged file)", primary=True, size=theme.FONT_BODY)
        button(surf, ctl, Rect(r.x + 40, r.y + r.h - 90, 320, 56), "map:back", "Back to the title (Esc)",
               size=theme.FONT_BODY)

    def _map(self, surf: pygame.Surface, c: Campaign) -> None:
        r = self.layout["map"]
        surf.blit(self._valley_picture(), (r.x, r.y))
        pygame.draw.rect(surf, theme.PANEL_LINE, r.tuple, 2, border_radius=6)
        p, ctl = self.book.profile, self.app.ctl
        opened = [chapter_open(c, p, ch) for ch in c.chapters]
        centres = [self.node(k).center for k in range(len(c.chapters))]
        for k in range(1, len(centres)):
            colour = (200, 186, 150) if opened[k] else (84, 88, 100)
            _dashed(surf, centres[k - 1], centres[k], colour, 6 if opened[k] else 3)
        for k, ch in enumerate(c.chapters):
            self._node(surf, k, ch, opened[k], p.stars(c.id, ch.id))
        hov = ctl.hovered
        pointed = parse_id(hov.id) if hov is not None else None
        if pointed is not None and pointed.name == "chapter" and pointed.index is not None:
            self.selected = pointed.index

    def _node(self, surf: pygame.Surface, k: int, ch: Chapter, is_open: bool, stars: int) -> None:
        r = self.node(k)
        cx, cy = r.center
        radius = r.w // 2
        chosen = k == self.selected
        if is_open and stars == 0:
            glow = 6 + 4 * math.sin(self.t * 3)  # the chapter to play next breathes
            pygame.draw.circle(surf, (120, 100, 50), (cx, cy), int(radius + glow))
        fill = NODE_LOCKED if not is_open else NODE_DONE if stars else NODE_OPEN
        pygame.draw.circle(surf, fill, (cx, cy), radius)
        pygame.draw.circle(surf, theme.TEXT if chosen else (30, 30, 36), (cx, cy), radius, 4 if chosen else 2)
        if is_open:
            label(surf, str(k + 1), (cx, cy), theme.FONT_TITLE, theme.TEXT_DARK, "bold", "center")
        else:
            ico = assets.icon("🔒", 40)
            surf.blit(ico, ico.get_rect(center=(cx, cy)))
        if is_open:
            stars_row(surf, (cx, cy + radius + 18), 24, stars)
        label(surf, ch.title, (cx, cy - radius - 6), theme.FONT_SMALL,
              theme.TEXT if is_open else theme.TEXT_DIM, "semibold", "midbottom", max_width=230)
        tip = ch.title if is_open else f"{ch.title}: {lock_reason(self.campaign, self.book.profile, ch)}"
        self.app.ctl.add(r, f"chapter:{k}", is_open and self.book.playable, tip)

    def _side(self, surf: pygame.Surface, c: Campaign) -> None:
        r = self.layout["side"]
        panel(surf, r, theme.PANEL)
        p, ctl = self.book.profile, self.app.ctl
        ch = c.chapters[self.selected]
        is_open = chapter_open(c, p, ch)
        x, w = r.x + 28, r.w - 56
        label(surf, f"Chapter {self.selected + 1} of {len(c.chapters)}", (x, r.y + 24), theme.FONT_BODY,
              theme.TEXT_DIM, "semibold")
        label(surf, ch.title, (x, r.y + 56), theme.FONT_TITLE, theme.ACCENT, "bold", max_width=w)
        rec = p.chapters.get(c.id, {}).get(ch.id)
        stars_row(surf, (x + 40, r.y + 134), 34, p.stars(c.id, ch.id))
        y = r.y + 176
        if not is_open:
            label(surf, f"🔒 {lock_reason(c, p, ch)}", (x, y), theme.FONT_BODY, theme.WARN, max_width=w)
            y += 44
        label(surf, f"🎯 {ch.objective.sentence}", (x, y), theme.FONT_BODY, theme.TEXT, "semibold",
              max_width=w)
        y += 40
        for k, line in enumerate(ch.objective.star_lines()):
            for j in range(k + 1):
                star(surf, (x + 12 + j * 26, y + 13), 22, p.stars(c.id, ch.id) > k)
            label(surf, line.split("  ", 1)[1], (x + 96, y), theme.FONT_SMALL, theme.TEXT_DIM,
                  max_width=w - 96)
            y += 34
        y += 12
        y = paragraph(surf, ch.opening, x, y, w, theme.FONT_SMALL, theme.TEXT_DIM, 7)
        if rec is not None and rec.plays:
            best = f" · best {ch.objective.spec.measure_name} {rec.best}" if rec.best is not None else ""
            label(surf, f"Played {rec.plays}×{best}", (x, y + 12), theme.FONT_SMALL, theme.TEXT_DIM,
                  max_width=w)
        if flow.has_save(c, ch):
            label(surf, "⏸ A game of this chapter is waiting where you left it", (x, r.y + r.h - 150),
                  theme.FONT_SMALL, theme.GOOD, "semibold", max_width=w)
        button(surf, ctl, Rect(x, r.y + r.h - 110, w, 56), f"chapter:{self.selected}",
               "Open the chapter (Enter)" if is_open else "Locked", is_open,
               "" if is_open else lock_reason(c, p, ch), primary=is_open, size=theme.FONT_LARGE)
        total = p.total_stars(c.id)
        label(surf, f"{total} of {c.max_stars} stars in {c.title}", (x, r.y + r.h - 40), theme.FONT_SMALL,
              theme.TEXT_DIM)
        button(surf, ctl, Rect(r.x + r.w - 200, r.y + r.h - 46, 176, 36), "map:back", "Title (Esc)",
               size=theme.FONT_SMALL)


def _dashed(surf: pygame.Surface, a: tuple[int, int], b: tuple[int, int], colour: tuple[int, int, int],
            width: int) -> None:
    """A footpath between two nodes: dashes along the line."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    steps = max(1, int(length // 22))
    for s in range(steps):
        if s % 2:
            continue
        t0, t1 = s / steps, min(1.0, (s + 1) / steps)
        start, end = (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1)
        pygame.draw.line(surf, colour, start, end, width)
