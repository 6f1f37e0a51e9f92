"""The input controller: raw pygame events in, abstract intents out (DESIGN.md).

Scenes never read mouse positions. Each frame a scene registers what can be clicked (board zones
from the layout, buttons, dialog options) as targets; the controller hit-tests clicks against them
and maps keys to named commands. Tests and autoplay send intents straight to a scene.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.layout import Rect

KEYS: dict[int, str] = {
    pygame.K_a: "acquire",
    pygame.K_g: "touchpoint",
    pygame.K_r: "recycle",
    pygame.K_k: "convert",
    pygame.K_u: "undo",
    pygame.K_BACKSPACE: "undo",
    pygame.K_RETURN: "confirm",
    pygame.K_KP_ENTER: "confirm",
    pygame.K_ESCAPE: "cancel",
    pygame.K_SPACE: "skip",
    pygame.K_F11: "fullscreen",
    pygame.K_PAGEUP: "log_up",
    pygame.K_PAGEDOWN: "log_down",
    pygame.K_F1: "rules",
    pygame.K_i: "inspect",
    pygame.K_m: "mute",
    pygame.K_1: "prism_1",
    pygame.K_2: "prism_2",
    pygame.K_3: "prism_3",
    pygame.K_4: "prism_4",
    pygame.K_5: "prism_5",
    pygame.K_6: "prism_6",
    # 7-9 pick a dialog's later options (life's Acquire offers ten); no table has a 7th card
    pygame.K_7: "prism_7",
    pygame.K_8: "prism_8",
    pygame.K_9: "prism_9",
    pygame.K_z: "initiative_1",
    pygame.K_x: "initiative_2",
    pygame.K_c: "initiative_3",
    pygame.K_v: "initiative_4",
    pygame.K_b: "initiative_5",
    pygame.K_n: "end_initiative",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
}
# Shown on buttons and in tooltips, so a player can learn the keyboard.
KEY_LABELS: dict[str, str] = {
    command: pygame.key.name(key).upper() for key, command in KEYS.items() if command not in ("undo",)
}
KEY_LABELS["undo"] = "U"


@dataclass(frozen=True)
class Intent:
    kind: str  # "click", "inspect" (right button), "key", "hover", "scroll", "quit", "resize"
    target: str = ""  # a target id ("prism_3", "btn:acquire", "opt:2") or a key command
    amount: int = 0  # scroll steps (positive = towards older lines)

    def arg(self, prefix: str) -> str | None:
        """For a target id ``prefix:rest`` (a button, a game, a card), ``rest``; else None."""
        head, sep, rest = self.target.partition(":")
        return rest if sep and head == prefix else None


@dataclass
class Target:
    rect: Rect
    id: str
    enabled: bool = True
    tip: str = ""  # shown on hover: what it does, or why it is disabled


class InputController:
    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.hovered: Target | None = None
        self.mouse = (0, 0)
        # Targets before this index belong to scenes under a modal dialog: they cannot be
        # pointed at (no hover, no tooltip) or clicked until the dialog closes.
        self.floor = 0

    def begin_frame(self) -> None:
        self.targets = []
        self.floor = 0

    def modal(self) -> None:
        """A modal dialog is drawn from here on: what was registered so far is out of reach."""
        self.floor = len(self.targets)

    def add(self, rect: Rect, target_id: str, enabled: bool = True, tip: str = "") -> None:
        """Register a clickable region; later registrations sit on top (dialogs over the board)."""
        self.targets.append(Target(rect, target_id, enabled, tip))

    def target_at(self, x: float, y: float) -> Target | None:
        for t in reversed(self.targets[self.floor :]):
            if t.rect.contains(x, y):
                return t
        return None

    def translate(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.QUIT:
            return Intent("quit")
        if event.type == pygame.KEYDOWN:
            command = KEYS.get(event.key)
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                command = "undo"
            return Intent("key", command) if command else None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hovered = self.target_at(*event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            target = self.target_at(*event.pos)
            if target is None:
                return Intent("click", "")
            return Intent("click", target.id if target.enabled else f"disabled:{target.id}")
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            # Looking at a card is allowed whether or not it can be taken, so no "disabled:".
            self.mouse = event.pos
            target = self.target_at(*event.pos)
            return Intent("inspect", target.id if target else "")
        if event.type == pygame.MOUSEWHEEL:
            target = self.target_at(*self.mouse)
            return Intent("scroll", target.id if target else "", event.y)
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED):
            return Intent("resize")
        return None

    def refresh_hover(self) -> None:
        """Targets move when the screen changes; re-hit-test the pointer against the new ones."""
        self.hovered = self.target_at(*self.mouse)
