"""The input controller: raw pygame events in, abstract intents out (DESIGN.md).

Scenes never read mouse positions. Each frame a scene registers what can be clicked (board zones
from the layout, buttons, dialog options) as targets; the controller hit-tests clicks against them
and maps keys to named commands. Tests and autoplay send intents straight to a scene.

A target or command is named by one printable id, and this module is the one place that reads
one (``parse_id``); a scene dispatches on the parts an ``Intent`` carries:

    id         disabled  name     word       index   command
    opt:2      no        opt                 2       opt
    btn:acquire          btn      acquire            acquire   (a button: its word is the command)
    btn:type_1           btn      type       1       type
    prism_3              prism               3       prism     (a layout's numbered zone)
    own:skin_2           own      skin_2             own       (a card id is never split)
    disabled:player:1 yes player             1       player

Keys: the shared map (``KEYS``) holds what every screen means alike; a number key is
``number:N`` (0 is the tenth, ``number:10``; the keypad's digits are the row's). Each game
brings its own ``KeyMap`` (game/games/<id>/ui/keys.py, its plug-in's ``keys``); its table
offers it each frame (``InputController.use_keys``), so a game's keys reach its own table only.
On the bare table the game's map comes first (Pentagram's 1 is "worker"); under a dialog the
shared map does (a number picks an option).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

import pygame

from game.ui.layout import Rect

NUMBER = "number"  # the shared command of the number keys: "number:3"
DISABLED = "disabled:"  # a click on a target that is shown but refused: "disabled:<id>"

KEYS: dict[int, str] = {
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
    # 1-9 and 0 (the tenth) pick a dialog's options (life's Acquire offers ten); a game's map
    # may give them a meaning on its bare table (a Prism card, Pentagram's worker question)
    **{getattr(pygame, f"K_{n}"): f"{NUMBER}:{n}" for n in range(1, 10)},
    pygame.K_0: f"{NUMBER}:10",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
}


# The keypad's digits are the row's: whatever 1 means on a screen, keypad 1 means too.
KEYPAD: dict[int, int] = {getattr(pygame, f"K_KP{n}"): getattr(pygame, f"K_{n}") for n in range(10)}


def _labels(keys: dict[int, str]) -> dict[str, str]:
    return {command: pygame.key.name(key).upper() for key, command in keys.items()}


# Shown on buttons and in tooltips, so a player can learn the keyboard.
KEY_LABELS: dict[str, str] = {**_labels(KEYS), "undo": "U"}


class KeyMap:
    """One game's keys: pygame key -> the command its table answers (an id in the grammar
    above, so a key may name the zone or button it stands for: "prism_3", "worker")."""

    def __init__(self, keys: dict[int, str]) -> None:
        self.keys = dict(keys)
        self.labels = _labels(self.keys)

    def command(self, key: int) -> str | None:
        return self.keys.get(key)

    def label(self, command: str, default: str = "") -> str:
        """The key that gives a command, as a button or tooltip shows it ("A", "1", "ENTER")."""
        return self.labels.get(command) or KEY_LABELS.get(command, default)


NO_KEYS = KeyMap({})


@cache
def game_keys(game_id: str) -> KeyMap:
    """A game's key map, from its plug-in (imported when first asked for); none: no keys."""
    from game.family.registry import load, plugin

    ref = plugin(game_id).keys
    return load(ref) if ref else NO_KEYS


_NUMBERED = re.compile(r"(.*[a-z])_([0-9]+)")


@dataclass(frozen=True)
class TargetId:
    disabled: bool
    name: str
    word: str
    index: int | None

    @property
    def command(self) -> str:
        return self.word if self.name == "btn" else self.name


def _numbered(text: str) -> tuple[str, int | None]:
    m = _NUMBERED.fullmatch(text)
    return (m.group(1), int(m.group(2))) if m else (text, None)


@cache
def parse_id(target: str) -> TargetId:
    """A target or command id's parts (the table above). Anything else is a plain name: a
    malformed id ("opt:", "opt:x", "player:-1") simply has no index, so nothing acts on it."""
    disabled = target.startswith(DISABLED)
    name, sep, word = target.removeprefix(DISABLED).partition(":")
    index: int | None = None
    if word.isascii() and word.isdigit():
        word, index = "", int(word)
    elif not sep:
        name, index = _numbered(name)
    elif name == "btn":
        word, index = _numbered(word)
    return TargetId(disabled, name, word, index)


def target_id(name: str, index: int | None = None) -> str:
    """The printable id of a numbered target: ``target_id("opt", 2) == "opt:2"``."""
    return name if index is None else f"{name}:{index}"


@dataclass(frozen=True)
class Intent:
    kind: str  # "click", "inspect" (right button), "key", "hover", "scroll", "quit", "resize"
    target: str = ""  # the printable id: a target ("prism_3", "btn:acquire", "opt:2") or a command
    amount: int = 0  # scroll steps (positive = towards older lines)
    # Its parts, read once from ``target`` (parse_id): what scenes dispatch on.
    disabled: bool = field(init=False, compare=False, repr=False)
    name: str = field(init=False, compare=False, repr=False)
    word: str = field(init=False, compare=False, repr=False)
    index: int | None = field(init=False, compare=False, repr=False)
    command: str = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        parts = parse_id(self.target)
        for key in ("disabled", "name", "word", "index"):
            object.__setattr__(self, key, getattr(parts, key))
        object.__setattr__(self, "command", parts.command)

    @property
    def id(self) -> str:
        """The target's id whether it was enabled or not ("disabled:opt:2" -> "opt:2")."""
        return self.target.removeprefix(DISABLED)

    def arg(self, prefix: str) -> str | None:
        """For a target id ``prefix:rest`` (a button, a game, a card), ``rest``; else None."""
        head, sep, rest = self.target.partition(":")
        return rest if sep and head == prefix else None

    def means(self, command: str, index: int | None = None) -> bool:
        """Whether this is the (enabled) command, numbered ``index`` where one is given: a
        button's click and its key alike ("btn:acquire" and the A key are both "acquire")."""
        return (not self.disabled and self.command == command
                and (index is None or self.index == index))


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
        # The key map of the table drawn this frame, and whether it is on top (no dialog over it)
        self.keys = NO_KEYS
        self.keys_on_top = False

    def begin_frame(self) -> None:
        self.targets = []
        self.floor = 0
        self.keys, self.keys_on_top = NO_KEYS, False

    def modal(self) -> None:
        """A modal dialog is drawn from here on: what was registered so far is out of reach."""
        self.floor = len(self.targets)
        self.keys_on_top = False

    def add(self, rect: Rect, target_id: str, enabled: bool = True, tip: str = "") -> None:
        """Register a clickable region; later registrations sit on top (dialogs over the board)."""
        self.targets.append(Target(rect, target_id, enabled, tip))

    def use_keys(self, keys: KeyMap) -> None:
        """A game's table offers its keys this frame (until a dialog is drawn over it)."""
        self.keys, self.keys_on_top = keys, True

    def command(self, key: int) -> str | None:
        """What a key means now: the table's own keys first on the bare table, the shared ones
        first under a dialog (whose number keys pick its options)."""
        key = KEYPAD.get(key, key)
        shared, own = KEYS.get(key), self.keys.command(key)
        return (own or shared) if self.keys_on_top else (shared or own)

    def target_at(self, x: float, y: float) -> Target | None:
        for t in reversed(self.targets[self.floor :]):
            if t.rect.contains(x, y):
                return t
        return None

    def translate(self, event: pygame.event.Event) -> Intent | None:
        if event.type == pygame.QUIT:
            return Intent("quit")
        if event.type == pygame.KEYDOWN:
            command = self.command(event.key)
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
            return Intent("click", target.id if target.enabled else f"{DISABLED}{target.id}")
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
