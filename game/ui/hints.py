"""Contextual hints (issues 16, 39): a short note, once, the first time a moment comes — a dialog
opens, or a moment of the game's own (Meaning Made's first Event, Pentagram's first payout…).
Each game's plug-in names its notes (a data file, ``Plugin.hints``) and its table moments
(``Plugin.moments``: name -> a test of the table); the overlay follows whichever game's table is
open. Which were seen is kept in the settings (``hints_seen``), and "No more hints" turns the
Hints setting off. The guided game's coach, which says more, silences them while it runs."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.family.errors import short_line
from game.family.files import printable
from game.family.paths import PROJECT_ROOT
from game.family.registry import DEFAULT_GAME, load, plugin
from game.family.yaml_lines import LDict, YamlError, load_file
from game.ui import assets, theme
from game.ui.app import App, Overlay
from game.ui.draw import button, label, panel
from game.ui.input import Intent
from game.ui.layout import Rect

HINTS_FILE = PROJECT_ROOT / "tutorials" / "hints.yaml"
BOX = Rect(470, 4, 980, 0)  # a screen that is not a table's: over its top bar
Moments = dict[str, Callable[[Any], bool]]  # a table moment's name -> is it now, asked of the table


class HintError(ValueError):
    """One line: ``hints.yaml:12: field 'when': …``, what it quotes of the file cut short (a 5,000
    character ``when`` once made a notice of 5,000 characters)."""

    def __init__(self, message: str) -> None:
        super().__init__(short_line(printable(message)))


@dataclass(frozen=True)
class Hint:
    id: str
    kind: str  # "dialog" or "table"
    match: str  # words of a dialog's title, or a table moment
    text: str


def game_moments(game: str) -> Moments:
    source = plugin(game).moments
    return dict(load(source)) if source else {}


def load_hints(path: Path = HINTS_FILE, moments: Collection[str] | None = None) -> list[Hint]:
    """The notes of a hints file; ``table:`` moments must be among ``moments`` (by default the
    default game's)."""
    if moments is None:
        moments = game_moments(DEFAULT_GAME)
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
        if kind not in ("dialog", "table") or not match or (kind == "table" and match not in moments):
            raise HintError(f"{shown}:{entry.line_of('when')}: field 'when': 'dialog: <title words>' "
                            f"or 'table: {' | '.join(moments) or '(none)'}', got {values['when']!r}")
        if values["id"] in ids:
            raise HintError(f"{shown}:{entry.line_of('id')}: field 'id': '{values['id']}' given twice")
        ids.add(values["id"])
        hints.append(Hint(str(values["id"]), kind, match, " ".join(str(values["text"]).split())))
    return hints


class Hints(Overlay):
    def __init__(self, app: App, hints: list[Hint] | None = None, game: str | None = None) -> None:
        """Hints at whichever game's table is open (``game``: only that game's). ``hints`` stands
        in for ``game``'s file (tests)."""
        self.app = app
        self.game = game
        self._by_game: dict[str, tuple[list[Hint], Moments]] = {}
        if hints is not None:
            self._by_game[game or DEFAULT_GAME] = (hints, game_moments(game or DEFAULT_GAME))
            self.game = game or DEFAULT_GAME
        self.shown: Hint | None = None
        self.shown_game = ""

    def notes(self, game: str) -> tuple[list[Hint], Moments]:
        """A game's notes and moments, read the first time its table opens."""
        if game not in self._by_game:
            moments = game_moments(game)
            source = plugin(game).hints
            self._by_game[game] = (load_hints(PROJECT_ROOT / source, moments) if source else [], moments)
        return self._by_game[game]

    @property
    def hints(self) -> list[Hint]:
        return self.notes(self.game or DEFAULT_GAME)[0]

    @staticmethod
    def key(game: str, hint: Hint) -> str:
        """The name kept in ``hints_seen``: the default game's ids as they always were."""
        return hint.id if game == DEFAULT_GAME else f"{game}:{hint.id}"

    # -- when ---------------------------------------------------------------------------------
    def silent(self) -> bool:
        from game.ui.coach import Coach

        return not self.app.prefs.hints or any(isinstance(o, Coach) for o in self.app.overlays)

    def table(self) -> Any:
        """The game's table when it is what the player sees (its dialogs over it count), not a
        results or rules screen that holds the same game."""
        from game.ui.table_base import TableBase

        scenes = self.app.scenes
        base = next((s for s in reversed(scenes) if s.opaque), None)
        if not isinstance(base, TableBase):
            return None
        if self.game is not None and base.session.rules.id != self.game:
            return None
        return base

    def moment(self, hint: Hint, table: Any, moments: Moments) -> bool:
        if hint.kind == "dialog":
            top = self.app.scenes[-1]
            return top is not table and hint.match in getattr(top, "title", "")
        return bool(moments[hint.match](table))

    def update(self, dt: float) -> None:
        if self.shown is not None or self.silent() or not self.app.scenes:
            return
        table = self.table()
        if table is None:
            return
        game = table.session.rules.id
        try:
            hints, moments = self.notes(game)
        except HintError as exc:
            self._by_game[game] = ([], {})  # a broken hints file never stops the game
            self.app.say(f"Hints are off for this game: {exc}", 6)
            return
        seen = set(self.app.prefs.hints_seen)
        for hint in hints:
            if self.key(game, hint) not in seen and self.moment(hint, table, moments):
                self.shown = hint
                self.shown_game = game
                return

    # -- answering ----------------------------------------------------------------------------
    def done(self, more: bool) -> None:
        from game.ui import prefs

        assert self.shown is not None
        self.app.prefs.hints_seen = [*self.app.prefs.hints_seen, self.key(self.shown_game, self.shown)]
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
        table = self.table()
        if table is None:
            self.shown = None  # its moment has passed with the table
            return
        # Where the table has room that the note does not hide what it speaks of (its log, by
        # default): a narrow box puts its buttons under the text.
        x, y0, w = getattr(table, "hint_box", (BOX.x, BOX.y, BOX.w))
        wide = w >= 700
        lines = assets.wrap(self.shown.text, w - (300 if wide else 86), theme.FONT_SMALL)
        text_h = 24 + 26 * len(lines)
        h = max(96, text_h + 20) if wide else text_h + 58
        box = Rect(x, min(y0, 1080 - 6 - h), w, h)  # a long note grows upward, never off the screen
        panel(surf, box, (30, 58, 74), (120, 200, 230), 12, 2)
        label(surf, "💡", (box.x + 18, box.y + 18), theme.FONT_LARGE, theme.TEXT)
        y = box.y + 16
        for line in lines:
            label(surf, line, (box.x + 66, y), theme.FONT_SMALL, theme.TEXT)
            y += 26
        ctl = self.app.ctl
        if wide:
            ok = Rect(box.x + box.w - 220, box.y + 14, 200, 36)
            off = Rect(box.x + box.w - 220, box.y + 54, 200, 34)
        else:
            ok = Rect(box.x + box.w - 170, box.y + box.h - 48, 150, 36)
            off = Rect(box.x + box.w - 350, box.y + box.h - 47, 170, 34)
        button(surf, ctl, ok, "hint:ok", "Got it", primary=True, size=theme.FONT_SMALL)
        button(surf, ctl, off, "hint:off", "No more hints",
               tip="turn hints off (Settings turns them on again)", size=theme.FONT_SMALL - 2)
