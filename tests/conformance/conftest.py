"""The conformance suite (issue 36): one set of contracts run over every game the registry
lists, as OpenSpiel runs one simulation test over every game. A new game is held to it the
moment its line is added to game/family/registry.py."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tests") not in sys.path:
    sys.path.insert(0, str(ROOT / "tests"))
