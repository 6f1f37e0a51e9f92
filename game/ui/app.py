"""The window, the scene stack and the frame loop.

Every scene draws on a 1920×1080 logical canvas (``App.screen``). The window is any size
(resizable; F11 for fullscreen): each frame the canvas is scaled into it whole, keeping its aspect
ratio, with bars where the shapes differ, and mouse positions are mapped back through the same
``Viewport`` (game/ui/viewport.py), so layouts, clicks and tooltips stay in one coordinate space.
"""

from __future__ import annotations

import contextlib
import os
import time
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from game.family.errors import IllegalAction
from game.family.registry import DEFAULT_GAME
from game.ui import theme
from game.ui.input import InputController, Intent
from game.ui.prefs import Prefs
from game.ui.viewport import Viewport, initial_window

HEADLESS_DRIVERS = ("dummy", "offscreen")
BAR_COLOUR = (8, 9, 13)  # the letterbox bars around the table
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "off": 0.0}


@dataclass
class Settings:
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    bot_pause: float = 0.7  # seconds a bot's move stays on screen before the next, at normal speed
    live_reload: bool = True  # watch card YAML and art, and replay the game with edited cards
    confirm_turn_end: bool = True  # a human ends their turn with a click, undoable until then

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS[self.animation]


def _window_position() -> tuple[int, int] | None:
    with warnings.catch_warnings(), contextlib.suppress(pygame.error, AttributeError):
        warnings.simplefilter("ignore")
        if pygame.display.get_surface() is not None:
            x, y = pygame.Window.from_display_module().position
            return int(x), int(y)
    return None


def _move_window(position: tuple[int, int] | None) -> None:
    if position is None:
        return
    with warnings.catch_warnings(), contextlib.suppress(pygame.error, AttributeError):
        warnings.simplefilter("ignore")
        if pygame.display.get_surface() is not None:
            pygame.Window.from_display_module().position = position


def _desktop() -> tuple[int, int] | None:
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


class Scene:
    """One screen. Dialogs are scenes that are not opaque: the scene below still shows."""

    opaque = True
    updated_busy = False  # what update() last returned (the app keeps it: a replay redraws a table only then)

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


class Overlay:
    """Drawn over every scene, dialogs included (the guided game's coach, hints): it sees each
    intent first and keeps those it answers (its own buttons)."""

    def handle(self, intent: Intent) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass


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
    def __init__(
        self, settings: Settings | None = None, fps: int = 60, size: tuple[int, int] | None = None
    ) -> None:
        """``size``: the window's first size (None: as much of the desktop as fits, or 1920×1080
        without a screen)."""
        # Display and fonts only: game/ui/sound.py opens the mixer itself, where failing is silent.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Meaning Made")
        if size is None:
            size = initial_window(None if self.headless else _desktop())
        self.windowed_size: tuple[int, int] = size  # the size F11 returns to
        self.fullscreen = False
        self.window = self._open(size, fullscreen=False)
        # The canvas every scene draws on; present() scales it into the window.
        self.screen = pygame.Surface(theme.LOGICAL_SIZE).convert(self.window)
        self.fps = fps
        self.clock = pygame.time.Clock()
        self.ctl = InputController()
        self.settings = settings or Settings()
        # The player's settings (volumes, mute, speed…); kept in prefs_file when the launch sets
        # one (game/ui/prefs.py), never by tests or screenshots.
        self.prefs = Prefs(animation=self.settings.animation)
        self.prefs_file: Path | None = None
        self.scenes: list[Scene] = []
        self.overlays: list[Overlay] = []
        self.running = True
        self.stats = FrameStats()
        self.frame_no = 0
        self.first_frame_at: float | None = None
        self.notice: tuple[str, float] | None = None  # a one-line message shown over any scene
        self.game_id = DEFAULT_GAME  # the game chosen on the title screen

    # -- the window ---------------------------------------------------------------------------
    @property
    def headless(self) -> bool:
        return pygame.display.get_driver() in HEADLESS_DRIVERS

    @staticmethod
    def _open(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            if fullscreen:
                # (0, 0): the desktop's own size, so SDL goes borderless fullscreen, no mode change.
                # Without a window manager the window keeps the place it had as a window (centred)
                # and fullscreen shows a shifted, cropped canvas: move it to the corner first.
                _move_window((0, 0))
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            return pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def viewport(self) -> Viewport:
        """Where the canvas is drawn in the window now (windows resize under us)."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
        return Viewport(self.window.get_size(), theme.LOGICAL_SIZE)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window position (the mouse) as a canvas position: the one mapping clicks use."""
        return self.viewport.to_canvas(pos)

    def toggle_fullscreen(self) -> None:
        """F11: borderless fullscreen at the desktop's size, and back to the last window size.
        A driver that cannot (no screen) keeps the window and says so; it never raises."""
        if not self.fullscreen:
            self.windowed_size = self.window.get_size()
            self.windowed_at = _window_position()
        want = not self.fullscreen
        try:
            self.window = self._open(self.windowed_size, fullscreen=want)
            self.fullscreen = want
            if not want:
                _move_window(getattr(self, "windowed_at", None))  # back where the window was
        except pygame.error as exc:
            with contextlib.suppress(pygame.error):
                self.window = self._open(self.windowed_size, fullscreen=False)
            self.fullscreen = False
            self.say(f"Fullscreen is not available here ({exc}).")

    def mapped(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position on the canvas instead of the window."""
        if event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        data = dict(event.dict)
        data["pos"] = self.to_canvas(event.pos)
        return pygame.event.Event(event.type, data)

    def present(self) -> None:
        """Show the canvas in the window: scaled to fit, centred, bars around it."""
        vp = self.viewport
        window = self.window
        if vp.identity:
            window.blit(self.screen, (0, 0))
        else:
            for bar in vp.bars():
                window.fill(BAR_COLOUR, bar)
            x, y, w, h = vp.rect
            target = window.subsurface((x, y, w, h))
            if self.screen.get_bitsize() in (24, 32) and target.get_bitsize() in (24, 32):
                pygame.transform.smoothscale(self.screen, (w, h), target)
            else:
                target.blit(pygame.transform.scale(self.screen, (w, h)), (0, 0))

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

    @contextlib.contextmanager
    def working(self, message: str) -> Iterator[None]:
        """Around work a player waits for (opening a long document): the screen says so at
        once, and a click or key pressed meanwhile is dropped, not landed on what opens next."""
        from game.ui.draw import label, panel
        from game.ui.layout import Rect

        self.draw()
        box = Rect(self.screen.get_width() // 2 - 300, self.screen.get_height() // 2 - 50, 600, 100)
        panel(self.screen, box, theme.PANEL, theme.ACCENT, 14, 3)
        label(self.screen, f"⏳ {message}", box.center, theme.FONT_BODY, theme.TEXT, "semibold", "center")
        self.present()
        pygame.display.flip()
        try:
            yield
        finally:
            pygame.event.clear((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN))

    # -- the loop -----------------------------------------------------------------------------
    def dispatch(self, intent: Intent) -> None:
        if intent.kind == "quit":
            self.running = False
            return
        if intent.kind == "key" and intent.target == "fullscreen":
            self.toggle_fullscreen()
            return
        try:
            self._route(intent)
        except IllegalAction as exc:
            # A refused intent is a message, never a crash: a click may land on a choice the game
            # has just moved past (a dialog under an undo, a lesson's take-back).
            self.say(str(exc).splitlines()[0] if str(exc) else "That is not possible now", 4)

    def _route(self, intent: Intent) -> None:
        for overlay in list(self.overlays):
            if overlay.handle(intent):
                return
        if intent.kind == "key" and intent.target == "mute" and any(
                getattr(s, "session", None) is not None for s in self.scenes):
            from game.ui import prefs

            prefs.toggle_mute(self)  # M at the tables
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
                # Form screens (pygame_gui) take raw events, in window pixels: their UI manager
                # maps the mouse through the same viewport (forms.gui_manager). Quit and F11
                # still work everywhere.
                top.handle_raw(event)  # type: ignore[attr-defined]
                if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_F11):
                    self.dispatch(self.ctl.translate(event))  # type: ignore[arg-type]
                continue
            intent = self.ctl.translate(self.mapped(event))
            if intent is not None:
                self.dispatch(intent)
        for scene in list(self.scenes):
            scene.updated_busy = bool(scene.update(dt))
        for overlay in list(self.overlays):
            overlay.update(dt)
        self.draw()
        work = (time.perf_counter() - start) * 1000
        self.stats.times_ms.append(work)
        if present:
            self.present()
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
            if scene is not self.scenes[first]:
                self.ctl.modal()  # a dialog over the table: the table cannot be pointed at
            scene.draw(surf)
        for overlay in self.overlays:
            overlay.draw(surf)
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
        """Save what the player sees: the window, the scaled table and its bars."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.present()
        pygame.image.save(self.window, str(path))

    def quit(self) -> None:
        from game.ui import assets

        for scene in self.scenes:
            scene.close_down()
        assets.clear_caches()
        pygame.quit()
