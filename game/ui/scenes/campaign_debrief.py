"""The debrief after a chapter: the stars this game earned against the thresholds, the story's
ending, bests, what unlocked — then Continue (the next chapter), Retry or the map."""

from __future__ import annotations

import pygame

from game.campaign import next_chapter
from game.ui import celebrate, theme
from game.ui.app import App, Scene
from game.ui.draw import button, label, panel
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.scenes import campaign_flow as flow
from game.ui.scenes.campaign_draw import objective_box, paragraph, star
from game.ui.session import Session

REWARD_WORDS = {"variant": "Variant", "card_back": "Card back", "campaign": "Campaign"}


class DebriefScene(Scene):
    def __init__(self, app: App, run: flow.ChapterRun, session: Session) -> None:
        super().__init__(app)
        self.run = run
        self.session = session
        assert run.outcome is not None and run.evaluation is not None
        self.outcome = run.outcome
        self.evaluation = run.evaluation
        self.next = next_chapter(run.campaign, run.book.profile, run.chapter)
        self.t = 0.0
        self.falling = (celebrate.pieces(session.game.setup.seed, [theme.ACCENT, (255, 236, 170)], 70)
                        if self.outcome.stars else [])

    def handle(self, intent: Intent) -> None:
        t = intent.target
        book, c = self.run.book, self.run.campaign
        if t == "debrief:continue" or (t == "confirm" and self.next is not None and self.outcome.stars):
            if self.next is not None:
                flow.to_intro(self.app, book, c, self.next)
            else:
                flow.to_map(self.app, book, c.id, self.run.chapter.id)
        elif t in ("debrief:retry", "confirm"):
            flow.start_chapter(self.app, book, c, self.run.chapter, resume=False)
        elif t in ("debrief:map", "cancel"):
            flow.to_map(self.app, book, c.id, self.run.chapter.id)
        elif t == "debrief:board":
            self.app.remove(self)

    def update(self, dt: float) -> bool:
        if self.falling and self.app.settings.speed > 0:
            self.t += dt
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        if self.falling:
            celebrate.confetti(surf, self.falling, self.t)
        run, out, ev = self.run, self.outcome, self.evaluation
        ch = run.chapter
        k = run.campaign.index_of(ch.id)
        label(surf, f"{run.campaign.title} · Chapter {k + 1}: {ch.title}", (960, 48), theme.FONT_LARGE,
              theme.TEXT_DIM, "semibold", "midtop")
        headline = ("Chapter complete" if out.stars == 3 else "A star earned" if out.stars == 1
                    else f"{out.stars} stars earned" if out.stars else "Not this time")
        label(surf, headline, (960, 96), theme.FONT_HUGE, theme.ACCENT if out.stars else theme.TEXT, "bold",
              "midtop")
        for j in range(3):
            star(surf, (960 + (j - 1) * 110, 260), 92, j < out.stars)
        measure = ("—" if ev.measure is None else str(ev.measure))
        name = ch.objective.spec.measure_name
        line = f"{name[0].upper()}{name[1:]}: {measure}"
        if not ev.required_ok or (out.stars == 0 and ev.why_not):
            line += f" — {ev.why_not}"
        if out.new_best:
            line += "  ·  a new best!"
        label(surf, line, (960, 330), theme.FONT_LARGE, theme.TEXT, "semibold", "midtop", max_width=1500)
        story = Rect(160, 400, 800, 440)
        panel(surf, story, theme.PANEL)
        again = "on the same deal" if ch.seed is not None else "on a new deal"
        text = ch.ending if out.stars else (ch.failure or f"The valley waits for another try, {again}.")
        y = paragraph(surf, text, story.x + 32, story.y + 32, story.w - 64, theme.FONT_LARGE, theme.TEXT, 12)
        y += 16
        for opened in out.opened:
            label(surf, f"🔓 Chapter {run.campaign.index_of(opened.id) + 1}, {opened.title}, is open",
                  (story.x + 32, y), theme.FONT_BODY, theme.GOOD, "semibold", max_width=story.w - 64)
            y += 36
        if out.campaign_finished:
            label(surf, f"🏆 {run.campaign.title} is finished!", (story.x + 32, y), theme.FONT_BODY,
                  theme.ACCENT, "bold")
            y += 36
            for reward in out.rewards:
                label(surf, f"Unlocked — {REWARD_WORDS[reward.kind]}: {reward.text}", (story.x + 32, y),
                      theme.FONT_BODY, theme.ACCENT, max_width=story.w - 64)
                y += 34
        rec = run.book.profile.record(run.campaign.id, ch.id)
        objective_box(surf, Rect(1000, 400, 760, 300), ch, rec.best, out.stars)
        label(surf, f"Best in this chapter: {rec.stars} of 3 stars · played {rec.plays}×",
              (1000, 716), theme.FONT_BODY, theme.TEXT_DIM)
        if run.save_problem:
            label(surf, f"⚠️ {run.save_problem}", (1000, 760), theme.FONT_SMALL, theme.WARN, max_width=760)
        ctl = self.app.ctl
        if self.next is not None:
            caption = f"Continue: {self.next.title}" + (" (Enter)" if out.stars else "")
            button(surf, ctl, Rect(160, 900, 520, 72), "debrief:continue", caption, primary=bool(out.stars),
                   size=theme.FONT_LARGE, tip="the next chapter's intro")
        button(surf, ctl, Rect(700, 900, 300, 72), "debrief:retry",
               "Retry" + ("" if out.stars and self.next is not None else " (Enter)"),
               primary=not out.stars, size=theme.FONT_LARGE, tip="play this chapter again")
        button(surf, ctl, Rect(1020, 900, 300, 72), "debrief:board", "See the board",
               size=theme.FONT_LARGE, tip="look at the finished game")
        button(surf, ctl, Rect(1440, 900, 320, 72), "debrief:map", "Map (Esc)", size=theme.FONT_LARGE)
