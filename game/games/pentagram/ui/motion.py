"""Step-by-step animation of an action's events: a queue of steps over a :class:`Shown` table.

Each step lifts its events off the shown table when it starts, plays its little animations
(cards flying, workers sliding, coins floating), and lands the events when it ends, so the
payout reads space by space. Durations are at normal speed; the animation speed divides them,
and speed 0 ("off") or a skip lands everything at once.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.family.ruleset import Event
from game.games.pentagram.ui.shown import Shown
from game.ui import assets, theme
from game.ui.animation import NOWHERE, Anim, Animator
from game.ui.draw import seat_marker
from game.ui.layout import Rect


@dataclass
class Step:
    events: list[Event]
    duration: float  # seconds at normal speed
    make: Callable[[], list[Anim]] | None = None  # its pictures, made when the step starts


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.current: Step | None = None
        self.t = 0.0

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.steps)

    def queue(self, steps: list[Step]) -> None:
        self.steps.extend(steps)

    def update(self, dt: float, speed: float, shown: Shown, animator: Animator) -> bool:
        """Advance by ``dt`` seconds; returns whether steps remain."""
        if speed <= 0:
            self.finish(shown, animator)
            return False
        self.t += dt
        while True:
            if self.current is None:
                if not self.steps:
                    self.t = 0.0
                    return False
                self._start(self.steps.popleft(), speed, shown, animator)
            length = self.current.duration / speed  # type: ignore[union-attr]
            if self.t < length:
                return True
            self.t -= length
            self._end(shown)

    def _start(self, step: Step, speed: float, shown: Shown, animator: Animator) -> None:
        self.current = step
        for e in step.events:
            shown.lift(e)
        for a in step.make() if step.make is not None else ():
            animator.add(a, speed)

    def _end(self, shown: Shown) -> None:
        assert self.current is not None
        for e in self.current.events:
            shown.land(e)
        self.current = None

    def finish(self, shown: Shown, animator: Animator) -> None:
        """Land every remaining event now (a skip, or animations off)."""
        if self.current is not None:
            self._end(shown)
        while self.steps:
            step = self.steps.popleft()
            for e in step.events:
                shown.lift(e)
                shown.land(e)
        self.t = 0.0
        animator.skip()


def ease(p: float) -> float:
    return 1 - (1 - p) ** 3


@dataclass
class FlyCard(Anim):
    """A card face travelling (and resizing) from one rectangle to another."""

    face: pygame.Surface | None = None
    start: Rect = NOWHERE
    end: Rect = NOWHERE

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay or self.face is None:
            return
        e = ease(self.progress)
        x = self.start.x + (self.end.x - self.start.x) * e
        y = self.start.y + (self.end.y - self.start.y) * e
        w = max(8, round(self.start.w + (self.end.w - self.start.w) * e))
        h = max(8, round(self.start.h + (self.end.h - self.start.h) * e))
        img = pygame.transform.smoothscale(self.face, (w, h))
        shadow = pygame.Surface((w, h), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surf.blit(shadow, (round(x) + 6, round(y) + 8))
        surf.blit(img, (round(x), round(y)))


@dataclass
class Slide(Anim):
    """A worker sliding in a straight line (one space right, or home)."""

    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)
    colour: tuple[int, int, int] = (200, 200, 200)
    shape: str = "circle"
    radius: int = 13

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        e = ease(self.progress)
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e
        seat_marker(surf, (round(x), round(y)), self.radius, self.colour, self.shape)


@dataclass
class Pulse(Anim):
    """A filled glow over a space that pays: green for a green card, red for a red one."""

    rect: Rect = NOWHERE
    colour: tuple[int, int, int] = (255, 255, 255)

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        p = self.progress
        alpha = int(150 * (1 - abs(2 * p - 1)))
        glow = pygame.Surface((self.rect.w, self.rect.h), pygame.SRCALPHA)
        glow.fill((*self.colour, alpha // 2))
        pygame.draw.rect(glow, (*self.colour, min(255, alpha * 2)), glow.get_rect(), 5, border_radius=10)
        surf.blit(glow, (self.rect.x, self.rect.y))


@dataclass
class Coin(Anim):
    """A coin of a game colour flying in an arc from a paying space to a fortune. Its edge keeps
    a black coin visible on the dark table."""

    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)
    colour: tuple[int, int, int] = (200, 200, 200)
    edge: tuple[int, int, int] = (240, 240, 240)

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        p = self.progress
        e = ease(p)
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e - 90 * (4 * p * (1 - p))
        centre = (round(x), round(y))
        pygame.draw.circle(surf, self.colour, centre, 13)
        pygame.draw.circle(surf, (245, 245, 250), centre, 13, 2)
        pygame.draw.circle(surf, self.edge, centre, 8, 2)


@dataclass
class Rise(Anim):
    """"+6" on a dark pill, rising and fading: readable over a light card or a dark table."""

    pos: tuple[int, int] = (0, 0)
    message: str = ""
    colour: tuple[int, int, int] = theme.TEXT

    def draw(self, surf: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        img = assets.text(self.message, theme.FONT_LARGE, self.colour, "bold")
        box = img.get_rect().inflate(18, 6)
        pill = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (16, 18, 24, 230), pill.get_rect(), border_radius=box.h // 2)
        pygame.draw.rect(pill, (*self.colour, 255), pill.get_rect(), 2, border_radius=box.h // 2)
        pill.blit(img, img.get_rect(center=pill.get_rect().center))
        pill.set_alpha(int(255 * min(1.0, 2.5 * (1 - self.progress))))
        x, y = self.pos
        surf.blit(pill, pill.get_rect(center=(x, y - int(40 * self.progress))))
