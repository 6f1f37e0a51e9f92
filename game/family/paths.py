"""Where the program's own files are: the project root and the card folders of every game."""

from __future__ import annotations

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
CARDS_ROOT = PROJECT_ROOT / "cards"
