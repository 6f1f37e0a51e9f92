"""Settings: volumes, mute, animation speed, fullscreen on start and hints, with − / + steppers.

Opened from the title screen and from every table's Esc menu. A change applies at once (the
sound, the speed) and is kept in the settings file (game/ui/prefs.py). ↑ ↓ choose a row, ← →
change it, Enter turns a switch, Esc closes. It is a dialog: the scene below stays in view and a
table's bots wait while it is open.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.campaign.rewards import card_backs as card_back_choices
from game.campaign.rewards import read_progress
from game.campaign.schema import CARD_BACKS
from game.ui import assets, sound, theme
from game.ui import prefs as prefs_module
from game.ui.app import App
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.prefs import CHOICES, VOLUME_STEP
from game.ui.scenes.dialogs import Dialog


@dataclass(frozen=True)
class Row:
    key: str  # a field of Prefs
    caption: str
    tip: str


ROWS = (
    Row("master", "Master volume", "every sound of the game"),
    Row("music", "Music volume", "the quiet ambient loop"),
    Row("effects", "Effects volume", "cards, tokens, Events, completions, the end"),
    Row("mute", "Mute", "no sound at all (M at the tables)"),
    Row("animation", "Animation speed", "how fast moves play out on the table"),
    Row("fullscreen", "Fullscreen on start", "open the game fullscreen (F11 switches any time)"),
    Row("text_size", "Text size", "larger text everywhere: normal, large, larger"),
    Row("palette", "Colours", "colour-blind: seat and Meaning colours told apart with any "
        "colour-vision deficiency"),
    Row("hints", "Hints", "show hints where the game has them"),
    Row("card_back", "Card back", "the backs of the decks; finishing a campaign earns more"),
)
VOLUMES = ("master", "music", "effects")
SWITCHES = ("mute", "fullscreen", "hints")
ROW_H = 62


def _no_action(_action: object) -> None:
    pass


class SettingsScene(Dialog):
    width = 900
    aside = True

    def __init__(self, app: App) -> None:
        super().__init__(app, "Settings", ["Changes apply at once and are kept for the next game."],
                         _no_action, cancellable=False)
        self.selected = 0
        # The backs on offer: the classic one and those a finished campaign earned.
        self.backs = card_back_choices(read_progress())

    # -- changing -------------------------------------------------------------------------------
    def value_text(self, key: str) -> str:
        value = getattr(self.app.prefs, key)
        if key in VOLUMES:
            return f"{value}%"
        if key in SWITCHES:
            return "On" if value else "Off"
        if key == "card_back":
            return CARD_BACKS.get(value, str(value))
        return str(value)

    def options(self, key: str) -> tuple[str, ...]:
        """The values a stepped setting moves through."""
        if key == "card_back":
            return tuple(b for b, why in self.backs if not why)
        return CHOICES.get(key, ())

    def change(self, key: str, step: int) -> None:
        """Move a setting one step (−1 or +1; a switch turns either way), apply it and keep it."""
        p = self.app.prefs
        if key in VOLUMES:
            setattr(p, key, max(0, min(100, getattr(p, key) + step * VOLUME_STEP)))
        elif key in SWITCHES:
            setattr(p, key, not getattr(p, key))
        elif key in CHOICES:
            options = self.options(key)
            now = options.index(getattr(p, key)) if getattr(p, key) in options else 0
            setattr(p, key, options[max(0, min(len(options) - 1, now + step))])
        else:
            return
        prefs_module.commit(self.app)
        if key in ("master", "effects") or (key == "mute" and not p.mute):
            sound.play("token_acquire")  # hear the new level
        if key == "fullscreen" and p.fullscreen != self.app.fullscreen and not self.app.headless:
            self.app.toggle_fullscreen()

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "click" and intent.name == "set" and not intent.disabled:
            key, _, how = intent.word.partition(":")  # "set:<row>:-" or "set:<row>:+"
            self.selected = next((i for i, r in enumerate(ROWS) if r.key == key), self.selected)
            self.change(key, -1 if how == "-" else 1)
        elif t in ("settings:done", "cancel"):
            self.close()
        elif t in ("up", "down"):
            self.selected = (self.selected + (1 if t == "down" else -1)) % len(ROWS)
        elif t in ("left", "right"):
            self.change(ROWS[self.selected].key, 1 if t == "right" else -1)
        elif t == "confirm" and ROWS[self.selected].key in SWITCHES:
            self.change(ROWS[self.selected].key, 1)

    def tip(self, row: Row) -> str:
        if row.key != "card_back":
            return row.tip
        locked = [f"{CARD_BACKS[b]}: {why}" for b, why in self.backs if why]
        return row.tip + ("" if not locked else " (" + "; ".join(locked) + ")")

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        r, y = self.draw_frame(surf, len(ROWS) * ROW_H + 64)
        ctl = self.app.ctl
        for i, row in enumerate(ROWS):
            ry = y + i * ROW_H
            if i == self.selected:
                box = (r.x + 16, ry - 4, r.w - 32, ROW_H - 6)
                pygame.draw.rect(surf, theme.PANEL_DARK, box, border_radius=8)
                pygame.draw.rect(surf, theme.HILITE, box, 2, border_radius=8)
            label(surf, row.caption, (r.x + 36, ry + 12), theme.FONT_BODY, theme.TEXT, "semibold")
            bx = r.x + r.w - 330
            if row.key in SWITCHES:
                on = bool(getattr(self.app.prefs, row.key))
                button(surf, ctl, Rect(bx + 60, ry, 180, 48), f"set:{row.key}:toggle",
                       self.value_text(row.key), tip=row.tip, primary=on, size=theme.FONT_BODY)
                continue
            value = getattr(self.app.prefs, row.key)
            options = self.options(row.key)
            low = value == 0 or (bool(options) and value == options[0])
            high = value == 100 or (bool(options) and value == options[-1])
            button(surf, ctl, Rect(bx, ry, 56, 48), f"set:{row.key}:-", "−", not low, self.tip(row))
            label(surf, self.value_text(row.key), (bx + 150, ry + 24), theme.FONT_BODY, theme.TEXT,
                  "semibold", "center")
            button(surf, ctl, Rect(bx + 244, ry, 56, 48), f"set:{row.key}:+", "+", not high,
                   self.tip(row))
        foot = y + len(ROWS) * ROW_H + 14
        keys, size = assets.fit_lines("↑ ↓ choose · ← → change · Enter turns a switch · M mutes at the "
                                      "tables", r.w - 260, 1, theme.FONT_SMALL, theme.FONT_SMALL - 6)
        label(surf, keys[0], (r.x + 36, foot + 22), size, theme.TEXT_DIM)
        button(surf, ctl, Rect(r.x + r.w - 190, foot, 160, 44), "settings:done", "Done (Esc)",
               primary=True)


def open_settings(app: App) -> None:
    app.push(SettingsScene(app))
