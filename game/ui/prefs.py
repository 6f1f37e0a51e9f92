"""The player's settings, kept between launches in ``settings.json`` in the user data folder
(the same folder as the saves, game/ui/saves.py), written atomically.

A settings file that cannot be read — not JSON, a wrong type, an unknown speed — never stops the
game: the game starts with the defaults, says so in one line, and keeps the damaged file aside as
``settings.damaged-<date>.json`` instead of overwriting it silently. The file is read through the
guarded reader (game/family/files.py): a FIFO, a device, a huge or deeply nested file and a number
that is not finite or out of range (``1e999``, ``NaN``, 41 digits) are damage like any other, the
notice naming the file and the field. A volume outside 0–100 is clamped; keys the game does not
know are ignored (a newer version's file still loads).
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.campaign.schema import CARD_BACKS
from game.family.errors import FileError
from game.family.files import read_json, write_atomic

SETTINGS_KIND = "meaning-made-settings"
SPEEDS = ("slow", "normal", "fast", "off")  # the keys of game.ui.app.ANIMATION_SPEEDS, slow first
TEXT_SIZES = {"normal": 1.0, "large": 1.1, "larger": 1.2}  # every font's scale
PALETTES = ("standard", "colour-blind")  # game.ui.theme.PALETTES
CHOICES = {"animation": SPEEDS, "text_size": tuple(TEXT_SIZES), "palette": PALETTES,
           "card_back": tuple(CARD_BACKS)}  # which backs a player has earned: the settings ask
VOLUME_STEP = 10  # the steppers move a volume by this many percent


@dataclass
class Prefs:
    master: int = 80  # volumes in percent, 0–100
    music: int = 40
    effects: int = 80
    mute: bool = False
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    fullscreen: bool = False  # start in fullscreen
    text_size: str = "normal"  # a key of TEXT_SIZES
    palette: str = "standard"  # seat and track colours; "colour-blind" for colour-vision deficiency
    hints: bool = True  # contextual hints (game/ui/hints.py)
    card_back: str = "classic"  # a key of CARD_BACKS: the classic back or one a campaign earned
    tutorial_offered: bool = False  # the first start offers the default game's guided game, once
    lessons_offered: list[str] = field(default_factory=list)  # other games whose lesson was offered
    hints_seen: list[str] = field(default_factory=list)  # ids of tutorials/hints.yaml shown once

    def to_dict(self) -> dict[str, Any]:
        return {"kind": SETTINGS_KIND, **asdict(self)}

    def lesson_offered(self, game: str) -> bool:
        """Whether ``game``'s guided game was offered (the first time the game was chosen)."""
        from game.family.registry import DEFAULT_GAME

        return self.tutorial_offered if game == DEFAULT_GAME else game in self.lessons_offered

    def offer_lesson(self, game: str) -> None:
        from game.family.registry import DEFAULT_GAME

        if game == DEFAULT_GAME:
            self.tutorial_offered = True
        elif game not in self.lessons_offered:
            self.lessons_offered = [*self.lessons_offered, game]

    @classmethod
    def from_dict(cls, data: Any, shown: str) -> Prefs:
        """A Prefs from a file's data; FileError (one line) when it is not a settings file."""
        if not isinstance(data, dict) or data.get("kind") != SETTINGS_KIND:
            raise FileError(f"{shown}: not a Meaning Made settings file")
        prefs = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(prefs, f.name)
            if isinstance(default, list):
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise FileError(f"{shown}: '{f.name}' should be a list of names, not {value!r}")
                value = list(value)
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise FileError(f"{shown}: '{f.name}' should be true or false, not {value!r}")
            elif isinstance(default, int):
                if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                    # load_json refuses 1e999 and NaN already; data from elsewhere is held to it too.
                    raise FileError(f"{shown}: '{f.name}' should be a number from 0 to 100, not {value!r}")
                value = max(0, min(100, int(value)))
            elif f.name in CHOICES and value not in CHOICES[f.name]:
                raise FileError(f"{shown}: '{f.name}' should be one of {', '.join(CHOICES[f.name])}, "
                                f"not {value!r}")
            setattr(prefs, f.name, value)
        return prefs


def settings_path() -> Path:
    from game.family.data_folder import data_dir

    return data_dir() / "settings.json"


def load(path: Path | None = None) -> tuple[Prefs, str | None]:
    """The saved settings and None; or the defaults and a one-line notice when the file is
    damaged (it is then kept aside) or the folder cannot be read. No file: the defaults, quietly."""
    try:
        path = path or settings_path()
    except OSError as exc:
        return Prefs(), f"Settings not loaded: the data folder cannot be made ({exc.strerror or exc})"
    if not path.exists():
        return Prefs(), None
    shown = path.name
    try:
        return Prefs.from_dict(read_json(path, shown), shown), None
    except FileError as exc:
        from game.family.data_folder import set_aside

        kept = set_aside(path)
        where = f"; kept as {kept.name}" if kept is not None else ""
        return Prefs(), f"Settings reset to the defaults ({exc}{where})"


def save(prefs: Prefs, path: Path | None = None) -> str | None:
    """Write the settings atomically; None, or one line saying why they could not be kept."""
    try:
        write_atomic(path or settings_path(), json.dumps(prefs.to_dict(), indent=2) + "\n")
    except OSError as exc:
        return f"Settings not saved ({exc.strerror or exc})"
    return None


def apply(app: Any) -> None:
    """Make ``app.prefs`` take effect at once: the animation speed and the sound."""
    from game.ui import assets, card_backs, sound, theme

    p = app.prefs
    app.settings.animation = p.animation
    sound.configure(p.master, p.music, p.effects, p.mute)
    if (theme.palette != p.palette or TEXT_SIZES[p.text_size] != assets.TEXT_SCALE
            or card_backs.current() != p.card_back):
        card_backs.use(p.card_back)
        theme.use_palette(p.palette)
        assets.set_text_scale(TEXT_SIZES[p.text_size])
        assets.clear_caches()
        for scene in app.scenes:
            # Tables keep a drawing of the board: redraw it in the new colours and sizes.
            restyle = getattr(scene, "restyle", None)
            if restyle is not None:
                restyle()


def commit(app: Any) -> None:
    """Apply ``app.prefs`` and keep them in ``app.prefs_file`` (None: this run keeps nothing —
    tests, screenshots, autoplay). A failed write is said in one line; play goes on."""
    apply(app)
    if app.prefs_file is not None:
        problem = save(app.prefs, app.prefs_file)
        if problem:
            app.say(problem, 5)


def toggle_mute(app: Any) -> None:
    """M at the tables: sound off or on, said in a line and kept."""
    app.prefs.mute = not app.prefs.mute
    commit(app)
    app.say("Sound off (M to turn it on)" if app.prefs.mute else "Sound on (M to mute)", 2)
