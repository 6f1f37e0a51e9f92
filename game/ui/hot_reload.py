"""Live reload of card YAML and card art (watchfiles), for the designer's playtest loop.

A background thread watches a game's card folder (and its art folder, where it has one) and hands
the changed paths to whoever polls. Reloading is the caller's job; a broken file never replaces the last good
cards — the error (file and line) is shown instead.

watchfiles is a designer's tool (the ``designer`` extra): where it is not installed nothing is
watched and the game plays on as if live reload were off.
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.family.errors import CardError
from game.family.registry import ruleset


class CardWatcher:
    def __init__(self, folders: list[Path]) -> None:
        self.folders = [f for f in folders if f.is_dir()]
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._changed: set[Path] = set()
        self._thread: threading.Thread | None = None
        self.ready = threading.Event()

    @staticmethod
    def available() -> bool:
        """Whether the watcher can run here (watchfiles installed)."""
        try:
            return importlib.util.find_spec("watchfiles") is not None
        except (ImportError, ValueError):
            return False

    def start(self) -> CardWatcher:
        if self.folders and self._thread is None and self.available():
            self._thread = threading.Thread(target=self._run, name="card-watcher", daemon=True)
            self._thread.start()
        return self

    def _run(self) -> None:
        import watchfiles

        # A short debounce so a saved file shows up well within a second.
        self.ready.set()
        for changes in watchfiles.watch(
            *self.folders,
            debounce=150,
            step=50,
            stop_event=self._stop,
            yield_on_timeout=False,
            raise_interrupt=False,
        ):
            with self._lock:
                self._changed |= {Path(p) for _, p in changes}

    def poll(self) -> set[Path]:
        """Paths changed since the last poll (empty if none)."""
        with self._lock:
            changed, self._changed = self._changed, set()
        return changed

    def stop(self) -> None:
        self._stop.set()


class LiveCards:
    """The last good card set of a folder, reloaded when its YAML changes.

    ``loader`` reads a folder of the game's cards (raising ``CardError`` with one line per
    problem); without it the game's ruleset reads it.
    """

    def __init__(self, folder: Path, edition: str, loader: Callable[[Path], Any] | None = None) -> None:
        self.folder = folder
        self.edition = edition
        self.loader = loader or (lambda f: ruleset(edition).load_cards(str(f)))
        self.cards: Any = self.loader(folder)
        self.errors: list[str] = []
        self.version = 0

    def reload(self) -> bool:
        """Try the files again: True if the cards changed; on a problem keep the last good set."""
        try:
            fresh = self.loader(self.folder)
        except CardError as exc:
            self.errors = exc.errors
            return False
        self.errors = []
        if fresh == self.cards:
            return False
        self.cards = fresh
        self.version += 1
        return True


class LiveTable:
    """A table's designer live reload, for any game: saving the game's card YAML replays the
    running game with the edited cards (``Session.reload_cards``); saving art redraws."""

    def __init__(self, session: Any, art_folder: Path | None = None) -> None:
        self.session = session
        folder = Path(session.game.cards.folder)
        self.live = LiveCards(folder, session.rules.id, loader=lambda f: session.rules.load_cards(str(f)))
        self.watcher = CardWatcher([folder, *([art_folder] if art_folder else [])]).start()

    def poll(self) -> tuple[bool, str | None]:
        """(whether anything changed, a message for the player or None)."""
        changed = self.watcher.poll()
        if not changed:
            return False, None
        message = None
        if any(p.suffix in (".yaml", ".yml") for p in changed):
            if self.live.reload():
                message = self.session.reload_cards(self.live.cards) or "Cards reloaded"
            elif self.live.errors:
                message = self.live.errors[0]
        if any(p.suffix.lower() == ".png" for p in changed):
            from game.ui import assets

            assets.clear_caches()
        return True, message

    def stop(self) -> None:
        self.watcher.stop()
