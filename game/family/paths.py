"""Where the program's own files are: the one place that decides the data root (cards/, art/,
fonts/, docs/, tutorials/, campaigns/) and the card folders of every game. Everything else asks
here, so the game finds its data in a checkout, an installed wheel and the desktop bundle alike.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]  # the `game` package
DATA_FOLDER = "_data"  # where a wheel (setup.py) and the bundle (packaging/) put the data


def find_data_root(package: Path) -> Path:
    """The folder holding the game's data for the ``game`` package at ``package``.

    An installed wheel carries the data inside the package, in ``game/_data``. The PyInstaller
    bundle keeps the same layout under ``sys._MEIPASS``, and PyInstaller sets each module's
    ``__file__`` there, so one rule covers it too. A source checkout (``python main.py``, an
    editable install, CI) has no ``_data``: its data sits beside the package, at the top of the
    checkout.
    """
    bundled = package / DATA_FOLDER
    return bundled if bundled.is_dir() else package.parent


PROJECT_ROOT = find_data_root(PACKAGE)  # named for the checkout; in an install, game/_data
CARDS_ROOT = PROJECT_ROOT / "cards"
