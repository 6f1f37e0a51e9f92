"""The replay viewer (issue 16): a finished game's record shown on its own table, step by step
forward and back, or played on its own. The table only draws; nothing can be played.

The table is shown whole, a little smaller, above the replay bar: every game's table fills the
canvas to its edges (score tracks, mats and logs down to the last row), so a bar laid over it
would hide something in one game or another."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.family.match import Match
from game.ui import navigate, theme
from game.ui.app import App, Scene
from game.ui.draw import button, label, panel
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.saves import SeatConfig
from game.ui.session import Session
from game.ui.tables import table_scene
from game.ui.viewport import Viewport

STRIP = 68  # the canvas's bottom band kept for the bar; the table is scaled into the rest
BAR = Rect(16, theme.LOGICAL_SIZE[1] - STRIP + 6, theme.LOGICAL_SIZE[0] - 32, STRIP - 12)
# Where the table is drawn: the whole canvas scaled to fit above the strip, centred.
TABLE_AT = Rect(*Viewport((theme.LOGICAL_SIZE[0], theme.LOGICAL_SIZE[1] - STRIP)).rect)
STEP_SECONDS = {"slow": 1.6, "normal": 0.9, "fast": 0.4, "off": 0.25}


class ReplayScene(Scene):
    # It draws the table itself (smaller, above the bar), so nothing below needs drawing.
    opaque = True

    def __init__(self, app: App, record: Match, seats: list[SeatConfig],
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.rules, self.setup = record.rules, record.setup
        self.actions = [str(a) for a in record.actions]
        # No autosave; and with this scene on top the table only draws (every table waits while
        # a scene is over it), so its bots never move and nobody can play.
        self.session = Session(Match(self.rules, self.setup), seats, autosave=False)
        self.session.viewing = True
        self.table = table_scene(app, self.session)
        self.step = 0
        self.playing = False
        self.clock = 0.0
        self.on_close = on_close
        self._canvas: pygame.Surface | None = None  # the table's full-size picture, reused
        self._scaled: pygame.Surface | None = None  # that picture scaled above the bar, kept
        self._scaled_key: tuple = ()
        self._was_moving = False

    @classmethod
    def open(cls, app: App, record: Match, seats: list[SeatConfig],
             on_close: Callable[[], None] | None = None) -> ReplayScene:
        scene = cls(app, record, seats, on_close)
        app.replace(scene.table)
        app.push(scene)
        return scene

    # -- moving through the game --------------------------------------------------------------
    def go(self, step: int) -> None:
        step = max(0, min(len(self.actions), step))
        if step == self.step:
            return
        if step == self.step + 1:
            self.session.game.play(self.actions[self.step])
        else:
            game = Match(self.rules, self.setup)
            for text in self.actions[:step]:
                game.play(text)
            self.session.game = game
        self.step = step
        self.session.version += 1
        self.table.version += 1
        if hasattr(self.table, "meaning_shown"):
            self.table.meaning_shown = float(self.session.state.meaning)

    def round_start(self, direction: int) -> int:
        """The step where the next (+1) or this/previous (−1) round begins."""
        game = Match(self.rules, self.setup)
        rounds = [game.state.round]
        for text in self.actions:
            game.play(text)
            rounds.append(game.state.round)
        here = rounds[self.step]
        if direction > 0:
            return next((k for k in range(self.step, len(rounds)) if rounds[k] > here), len(self.actions))
        first_here = next(k for k in range(len(rounds)) if rounds[k] >= here)
        target = here if self.step > first_here else here - 1
        return next((k for k in range(len(rounds)) if rounds[k] >= target), 0)

    def close(self) -> None:
        if self.on_close is not None:
            self.on_close()
        else:
            navigate.to_title(self.app)

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if t in ("replay:next", "right"):
            self.playing = False
            self.go(self.step + 1)
        elif t in ("replay:back", "left"):
            self.playing = False
            self.go(self.step - 1)
        elif t in ("replay:start",):
            self.playing = False
            self.go(0)
        elif t in ("replay:end",):
            self.playing = False
            self.go(len(self.actions))
        elif t in ("replay:round+", "down"):
            self.go(self.round_start(+1))
        elif t in ("replay:round-", "up"):
            self.go(self.round_start(-1))
        elif t in ("replay:play", "skip"):
            self.playing = not self.playing and self.step < len(self.actions)
            self.clock = 0.0
        elif t in ("replay:close", "cancel"):
            self.close()
        elif t == "rules":  # F1, as at the table: the game's rules over the replay
            navigate.show_rules(self.app, self.rules)
        elif t in ("log_up", "log_down"):  # PgUp / PgDn read back through the table's log
            self.table.scroll_log(5 if t == "log_up" else -5)

    def update(self, dt: float) -> bool:
        if not self.playing:
            return False
        self.clock += dt
        if self.clock >= STEP_SECONDS.get(self.app.settings.animation, 0.9):
            self.clock = 0.0
            self.go(self.step + 1)
            self.playing = self.step < len(self.actions)
        return True

    # -- drawing ------------------------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        """The table at full size on a canvas of its own, then scaled into TABLE_AT. Its targets
        go below the modal floor: a picture of a table cannot be pointed at or clicked.

        Scaling a 1920x1080 table costs more than a frame's budget, so the scaled picture is kept
        and made again only when the table can look different: a move or a scroll (the versions),
        a setting, or while its pieces move (and the frame after, which shows where they land)."""
        key = (surf.get_size(), surf.get_bitsize(), self.session.version, self.table.version,
               repr(self.app.prefs))
        moving = self.table.updated_busy
        if (self._scaled is None or key != self._scaled_key or moving or self._was_moving):
            self._scaled = self._scale_table(surf)
            self._scaled_key = key
        self._was_moving = moving
        self.app.ctl.modal()
        surf.fill(theme.BG)
        surf.blit(self._scaled, (TABLE_AT.x, TABLE_AT.y))

    def _scale_table(self, surf: pygame.Surface) -> pygame.Surface:
        if self._canvas is None or self._canvas.get_size() != surf.get_size():
            self._canvas = pygame.Surface(surf.get_size()).convert(surf)
        self._canvas.fill(theme.BG)
        self.table.draw(self._canvas)
        size = (TABLE_AT.w, TABLE_AT.h)
        if surf.get_bitsize() in (24, 32):
            return pygame.transform.smoothscale(self._canvas, size)
        return pygame.transform.scale(self._canvas, size)  # (smoothscale takes 24/32-bit only)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_table(surf)
        panel(surf, BAR, (28, 34, 48), theme.ACCENT, 12, 2)
        ctl = self.app.ctl
        x, y, h = BAR.x + 12, BAR.y + (BAR.h - 44) // 2, 44
        # Plain guillemets, not media emoji: the same glyphs in every font and at every size.
        items = [("replay:start", "« Start", "the start", 100),
                 ("replay:round-", "‹‹ Round", "a round back (↑)", 116),
                 ("replay:back", "‹ Back", "one move back (←)", 96),
                 ("replay:play", "Pause" if self.playing else "Play", "play on by itself (Space)", 96),
                 ("replay:next", "Next ›", "one move on (→)", 96),
                 ("replay:round+", "Round ››", "a round on (↓)", 116),
                 ("replay:end", "End »", "the end", 90)]
        for target, caption, tip, w in items:
            at_start = target in ("replay:start", "replay:round-", "replay:back") and self.step == 0
            at_end = target in ("replay:next", "replay:round+", "replay:end", "replay:play") and (
                self.step >= len(self.actions) and not self.playing)
            button(surf, ctl, Rect(x, y, w, h), target, caption, not (at_start or at_end), tip,
                   size=theme.FONT_SMALL)
            x += w + 8
        state = self.session.state
        label(surf, f"Replay · move {self.step} of {len(self.actions)} · round {state.round}",
              (x + 16, BAR.y + BAR.h // 2), theme.FONT_BODY, theme.TEXT, "semibold", "midleft")
        button(surf, ctl, Rect(BAR.x + BAR.w - 150, y, 138, h), "replay:close", "Close (Esc)",
               size=theme.FONT_SMALL)
