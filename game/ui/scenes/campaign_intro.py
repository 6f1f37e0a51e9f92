"""A chapter's intro: its story, its objective with the three star thresholds, how it is set up,
and Play — or Resume and Start again when a game of it was left unfinished."""

from __future__ import annotations

import pygame

from game.campaign import Campaign, Chapter
from game.family import ruleset
from game.ui import theme
from game.ui.app import App, Scene
from game.ui.draw import button, label, panel
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes import campaign_flow as flow
from game.ui.scenes.campaign_draw import objective_box, paragraph, stars_row


def setup_summary(chapter: Chapter) -> str:
    """The chapter's set-up in one line: seats, level, switches, deal."""
    rules = ruleset(chapter.game)
    fields = chapter.setup_fields
    if chapter.solo:
        who = "Solo" + (f" · {str(fields.get('solo_difficulty', 'standard')).title()}"
                        if hasattr(rules, "solo_difficulties") else "")
    else:
        others = ", ".join(f"{s.name} ({s.bot})" for s in chapter.seats if not s.is_player)
        who = f"{len(chapter.seats)} players: you and {others}"
    labels = {s.name: s.label for s in rules.switches()}
    switches = [labels.get(v, v) for v in fields.get("variants", [])]
    switches += [labels.get(k, k) for k, v in fields.items() if v is True and k in labels]
    fixed = fields.get("fixed") or {}
    start = fixed.get("meaning", fields.get("start_meaning"))
    if start is not None:  # a chapter that banks Meaning says so before the player starts
        switches.append(f"Meaning starts at {start}")
    if fields.get("end_initiative"):
        name = chapter.objective.params.get("initiative_name") or fields["end_initiative"]
        switches.append(f"End Initiative: {name}")
    deal = (f"the same deal every attempt (seed {chapter.seed})" if chapter.seed is not None
            else "a fresh deal each attempt")
    return " · ".join([f"{rules.title}", who, *switches, deal])


class ChapterIntroScene(Scene):
    def __init__(self, app: App, book: flow.Book, campaign: Campaign, chapter: Chapter) -> None:
        super().__init__(app)
        self.book = book
        self.campaign = campaign
        self.chapter = chapter
        self.resumable = flow.has_save(campaign, chapter)

    def play(self, resume: bool) -> None:
        flow.start_chapter(self.app, self.book, self.campaign, self.chapter, resume)

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if t in ("intro:play", "confirm"):
            self.play(resume=self.resumable)
        elif t == "intro:restart":
            self.play(resume=False)
        elif t in ("intro:map", "cancel"):
            flow.to_map(self.app, self.book, self.campaign.id, self.chapter.id)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        c, ch, p = self.campaign, self.chapter, self.book.profile
        k = c.index_of(ch.id)
        label(surf, f"{c.title} · Chapter {k + 1} of {len(c.chapters)}", (160, 70), theme.FONT_LARGE,
              theme.TEXT_DIM, "semibold")
        label(surf, ch.title, (160, 110), theme.FONT_HUGE, theme.ACCENT, "bold", max_width=1100)
        stars_row(surf, (1660, 150), 52, p.stars(c.id, ch.id))
        story = Rect(160, 230, 840, 560)
        panel(surf, story, theme.PANEL)
        y = paragraph(surf, ch.opening, story.x + 36, story.y + 36, story.w - 72, theme.FONT_LARGE,
                      theme.TEXT, 12)
        if ch.hint:
            y = paragraph(surf, f"💡 {ch.hint}", story.x + 36, y + 24, story.w - 72, theme.FONT_BODY,
                          theme.GOOD, 8)
        rec = p.chapters.get(c.id, {}).get(ch.id)
        objective_box(surf, Rect(1060, 230, 700, 300), ch, rec.best if rec else None, p.stars(c.id, ch.id))
        setup = Rect(1060, 560, 700, 230)
        panel(surf, setup, theme.PANEL)
        label(surf, "Set-up", (setup.x + 24, setup.y + 18), theme.FONT_BODY, theme.TEXT_DIM, "semibold")
        paragraph(surf, setup_summary(ch).replace(" · ", "  ·  "), setup.x + 24, setup.y + 56,
                  setup.w - 48, theme.FONT_BODY, theme.TEXT, 8)
        if rec is not None and rec.plays:
            label(surf, f"Played {rec.plays}×, a star in {rec.starred}",
                  (setup.x + 24, setup.y + setup.h - 40), theme.FONT_SMALL, theme.TEXT_DIM)
        ctl = self.app.ctl
        if self.resumable:
            button(surf, ctl, Rect(160, 860, 420, 72), "intro:play", "Resume where you left (Enter)",
                   primary=True, size=theme.FONT_LARGE,
                   tip="your unfinished game of this chapter, exactly where it was")
            button(surf, ctl, Rect(600, 860, 300, 72), "intro:restart", "Start again",
                   tip="a new attempt; the unfinished game is given up", size=theme.FONT_LARGE)
        else:
            button(surf, ctl, Rect(160, 860, 420, 72), "intro:play", "Play (Enter)", primary=True,
                   size=theme.FONT_LARGE)
        button(surf, ctl, Rect(1440, 860, 320, 72), "intro:map", "Back to the map (Esc)",
               size=theme.FONT_LARGE)
