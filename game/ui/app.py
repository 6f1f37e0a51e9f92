"""The window, the scene stack and the frame loop.

The game draws on a 1920×1080 logical surface; pygame's SCALED mode fits it to any window size
(resizable, F11 for fullscreen) and maps the mouse back, so layouts stay in one coordinate space.
"""

from __future__ import annotations

import os
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from game.ui import theme
from game.ui.input import InputController, Intent

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "off": 0.0}


@dataclass
class Settings:
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    bot_pause: float = 0.7  # seconds a bot's move stays on screen before the next, at normal speed
    live_reload: bool = True  # watch card YAML and art, and replay the game with edited cards

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS[self.animation]


class Scene:
    """One screen. Dialogs are scenes that are not opaque: the scene below still shows."""

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, intent: Intent) -> None:
        pass

    def update(self, dt: float) -> bool:
        """Advance timers; return True while something on screen is moving."""
        return False

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def close_down(self) -> None:
        """The scene leaves the stack for good: stop its threads."""


@dataclass
class FrameStats:
    times_ms: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, float | int]:
        t = sorted(self.times_ms)
        if not t:
            return {"frames": 0, "p50_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0}

        def pct(p: float) -> float:
            return round(t[min(len(t) - 1, int(p * len(t)))], 3)

        return {"frames": len(t), "p50_ms": pct(0.50), "p95_ms": pct(0.95), "max_ms": round(t[-1], 3)}


class App:
    def __init__(self, settings: Settings | None = None, fps: int = 60) -> None:
        # Display and fonts only: the game has no sound, and opening an audio device can fail noisily.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Meaning Made")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "no fast renderer" under the dummy driver is expected
            self.screen = pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        self.fps = fps
        self.clock = pygame.time.Clock()
        self.ctl = InputController()
        self.settings = settings or Settings()
        self.scenes: list[Scene] = []
        self.running = True
        self.stats = FrameStats()
        self.frame_no = 0
        self.first_frame_at: float | None = None
        self.notice: tuple[str, float] | None = None  # a one-line message shown over any scene
        self.game_id = "initiatives"  # the game chosen on the title screen

    # -- the stack ----------------------------------------------------------------------------
    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        if scene.opaque:
            self.notice = None  # a message belongs to the screen it was said on
        self.scenes.append(scene)

    def pop(self) -> Scene:
        return self.scenes.pop()

    def replace(self, scene: Scene) -> None:
        self.notice = None
        for old in self.scenes:
            old.close_down()
        self.scenes = [scene]

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.close_down()

    def say(self, message: str, seconds: float = 4.0) -> None:
        self.notice = (message, time.perf_counter() + seconds)

    # -- the loop -----------------------------------------------------------------------------
    def dispatch(self, intent: Intent) -> None:
        if intent.kind == "quit":
            self.running = False
            return
        if intent.kind == "key" and intent.target == "fullscreen":
            pygame.display.toggle_fullscreen()
            return
        if not self.scenes:
            return
        if intent.kind == "inspect" and not getattr(self.top, "inspects_cards", False):
            return  # a right-click must never press a button meant for the left one
        self.top.handle(intent)

    def frame(self, dt: float, present: bool = True) -> float:
        """One frame: events, update, draw. Returns the milliseconds of game work it took."""
        start = time.perf_counter()
        for event in pygame.event.get():
            top = self.scenes[-1] if self.scenes else None
            if top is not None and getattr(top, "wants_raw_events", False):
                # Form screens (pygame_gui) take raw events; quit and F11 still work everywhere.
                top.handle_raw(event)  # type: ignore[attr-defined]
                if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_F11):
                    self.dispatch(self.ctl.translate(event))  # type: ignore[arg-type]
                continue
            intent = self.ctl.translate(event)
            if intent is not None:
                self.dispatch(intent)
        for scene in list(self.scenes):
            scene.update(dt)
        self.draw()
        work = (time.perf_counter() - start) * 1000
        self.stats.times_ms.append(work)
        if present:
            pygame.display.flip()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
        self.frame_no += 1
        return work

    def draw(self) -> None:
        self.ctl.begin_frame()
        surf = self.screen
        first = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                first = i
                break
        if not self.scenes or not self.scenes[first].opaque:
            surf.fill(theme.BG)
        for scene in self.scenes[first:]:
            scene.draw(surf)
        self.ctl.refresh_hover()
        from game.ui.draw import label, panel, tooltip
        from game.ui.layout import Rect

        tooltip(surf, self.ctl)
        session = getattr(self.scenes[first], "session", None) if self.scenes else None
        if session is not None and getattr(session, "save_error", None):
            # Never silent: a table whose autosave fails says so on every frame until it works.
            r = Rect(surf.get_width() // 2 - 560, 4, 1120, 40)
            panel(surf, r, (90, 30, 30), theme.WARN)
            label(surf, f"⚠️ Your game is not being saved ({session.save_error}). Esc → Menu to save a copy.",
                  r.center, theme.FONT_SMALL, theme.TEXT, "semibold", "center")
        if self.notice is not None:
            message, until = self.notice
            if time.perf_counter() > until:
                self.notice = None
            else:
                img_w = min(1400, 40 + 12 * len(message))
                r = Rect((surf.get_width() - img_w) // 2, 70, img_w, 48)
                panel(surf, r, (60, 40, 40), theme.WARN)
                label(surf, message, r.center, theme.FONT_BODY, theme.TEXT, "semibold", "center")

    def run(self, frames: int | None = None) -> None:
        while self.running and self.scenes:
            dt = self.clock.tick(self.fps) / 1000.0
            self.frame(min(dt, 0.1))
            if frames is not None and self.frame_no >= frames:
                break

    def screenshot(self, path: str | Path) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))

    def quit(self) -> None:
        from game.ui import assets

        for scene in self.scenes:
            scene.close_down()
        assets.clear_caches()
        pygame.quit()
