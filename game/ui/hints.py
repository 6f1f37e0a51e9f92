"""Contextual hints (issue 16): a short note, once, the first time a moment comes — a dialog
opens, the first Event, the first completion, Meaning running low. The notes are data
(tutorials/hints.yaml); which were seen is kept in the settings (``hints_seen``), and "No more
hints" turns the Hints setting off. Hints belong to Meaning Made's own table; the guided game's
coach, which says more, silences them while it runs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.family.paths import PROJECT_ROOT
from game.family.registry import DEFAULT_GAME, plugin
from game.family.yaml_lines import LDict, YamlError, load_file
from game.ui import assets, theme
from game.ui.app import App, Overlay
from game.ui.draw import button, label, panel
from game.ui.input import Intent
from game.ui.layout import Rect

HINTS_FILE = PROJECT_ROOT / "tutorials" / "hints.yaml"
MOMENTS = ("event", "completion", "low_meaning")
BOX = Rect(470, 4, 980, 0)  # over the top bar and the Meaning track; height from the text
LOW_MEANING = 3


class HintError(ValueError):
    pass


@dataclass(frozen=True)
class Hint:
    id: str
    kind: str  # "dialog" or "table"
    match: str  # words of a dialog's title, or a table moment
    text: str


def load_hints(path: Path = HINTS_FILE) -> list[Hint]:
    shown = path.name
    try:
        data = load_file(str(path), shown)
    except (YamlError, OSError) as exc:
        raise HintError(str(exc).splitlines()[0]) from None
    raw = data.get("hints") if isinstance(data, LDict) else None
    if not isinstance(raw, list):
        raise HintError(f"{shown}: field 'hints': must be a list")
    hints, ids = [], set()
    for entry in raw:
        if not isinstance(entry, LDict):
            raise HintError(f"{shown}: field 'hints': each hint is a mapping with id, when and text")
        values = {k: entry.get(k) for k in ("id", "when", "text")}
        for key, value in values.items():
            if not isinstance(value, str) or not value.strip():
                raise HintError(f"{shown}:{entry.line_of(key)}: field '{key}': must be text")
        kind, _, match = str(values["when"]).partition(":")
        kind, match = kind.strip(), match.strip()
        if kind not in ("dialog", "table") or not match or (kind == "table" and match not in MOMENTS):
            raise HintError(f"{shown}:{entry.line_of('when')}: field 'when': 'dialog: <title words>' "
                            f"or 'table: {' | '.join(MOMENTS)}', got {values['when']!r}")
        if values["id"] in ids:
            raise HintError(f"{shown}:{entry.line_of('id')}: field 'id': '{values['id']}' given twice")
        ids.add(values["id"])
        hints.append(Hint(str(values["id"]), kind, match, " ".join(str(values["text"]).split())))
    return hints


class Hints(Overlay):
    def __init__(self, app: App, hints: list[Hint] | None = None, game: str = DEFAULT_GAME) -> None:
        """Hints at ``game``'s table: its plug-in names the file (their words are its table's)."""
        self.app = app
        self.game = game
        if hints is None:
            source = plugin(game).hints
            hints = load_hints(PROJECT_ROOT / source) if source else []
        self.hints = hints
        self.shown: Hint | None = None

    # -- when ---------------------------------------------------------------------------------
    def silent(self) -> bool:
        from game.ui.coach import Coach

        return not self.app.prefs.hints or any(isinstance(o, Coach) for o in self.app.overlays)

    def table(self) -> Any:
        scenes = self.app.scenes
        base = next((s for s in reversed(scenes) if s.opaque), None)
        session = getattr(base, "session", None)
        return base if session is not None and session.rules.id == self.game else None

    def moment(self, hint: Hint, table: Any) -> bool:
        if hint.kind == "dialog":
            top = self.app.scenes[-1]
            return top is not table and hint.match in getattr(top, "title", "")
        state = table.session.state
        if hint.match == "event":
            return bool(state.events_in_play)
        if hint.match == "completion":
            return bool(state.init_done)
        return state.meaning <= LOW_MEANING and state.result is None

    def update(self, dt: float) -> None:
        if self.shown is not None or self.silent() or not self.app.scenes:
            return
        table = self.table()
        if table is None:
            return
        seen = set(self.app.prefs.hints_seen)
        for hint in self.hints:
            if hint.id not in seen and self.moment(hint, table):
                self.shown = hint
                return

    # -- answering ----------------------------------------------------------------------------
    def done(self, more: bool) -> None:
        from game.ui import prefs

        assert self.shown is not None
        self.app.prefs.hints_seen = [*self.app.prefs.hints_seen, self.shown.id]
        if not more:
            self.app.prefs.hints = False
        prefs.commit(self.app)
        self.shown = None

    def handle(self, intent: Intent) -> bool:
        if self.shown is None:
            return False
        if intent.target == "hint:ok":
            self.done(True)
            return True
        if intent.target == "hint:off":
            self.done(False)
            self.app.say("Hints off (Settings turns them on again)", 3)
            return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        if self.shown is None:
            return
        if self.table() is None:
            self.shown = None  # its moment has passed with the table
            return
        lines = assets.wrap(self.shown.text, BOX.w - 300, theme.FONT_SMALL)
        box = Rect(BOX.x, BOX.y, BOX.w, max(96, 24 + 26 * len(lines) + 20))
        panel(surf, box, (30, 58, 74), (120, 200, 230), 12, 2)
        label(surf, "💡", (box.x + 18, box.y + 18), theme.FONT_LARGE, theme.TEXT)
        y = box.y + 16
        for line in lines:
            label(surf, line, (box.x + 66, y), theme.FONT_SMALL, theme.TEXT)
            y += 26
        ctl = self.app.ctl
        button(surf, ctl, Rect(box.x + box.w - 220, box.y + 14, 200, 36), "hint:ok", "Got it",
               primary=True, size=theme.FONT_SMALL)
        button(surf, ctl, Rect(box.x + box.w - 220, box.y + 54, 200, 34), "hint:off", "No more hints",
               tip="turn hints off (Settings turns them on again)", size=theme.FONT_SMALL - 2)
