"""Shared helpers: build exact positions through the same fixed-setup path records use."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.games.initiatives.actions import Action  # noqa: E402
from game.games.initiatives.card_loader import default_cards  # noqa: E402
from game.games.initiatives.options import FixedSetup, SeatStart, Setup, variants_from_names  # noqa: E402
from game.games.initiatives.rules import apply, legal_actions  # noqa: E402
from game.games.initiatives.setup import new_game  # noqa: E402
from game.games.initiatives.state import GameState  # noqa: E402

NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")
# Plain Events with no side effects, for tests that must not be disturbed by one.
CALM_EVENTS = ("dry_spell", "rumour_mill", "drought", "misinformation_wave")


def make(players: int = 2, *, seed: int = 7, variants: tuple[str, ...] = (), start: int = 0,
         prism: tuple[str, ...] | None = None, index: tuple[str, ...] | None = None,
         events: tuple[str, ...] = CALM_EVENTS, patterns: tuple[str, ...] = (),
         initiatives: tuple[str, ...] = (), meaning: int | None = None,
         tokens: Any = None, vitals: Any = None, legacy: Any = None, solo: str = "standard",
         end: str | None = None, rounds: int = 8, card_set: Any = None) -> GameState:
    """A game at its first choice with the named cards where a test needs them.

    ``tokens``/``vitals``/``legacy`` are one value for every seat or a list, one per seat.
    Unless a test names its Events, the first four are plain Meaning losses (CALM_EVENTS).
    """
    def per_seat(value: Any, i: int) -> Any:
        if isinstance(value, list):
            return value[i]
        return value

    seats = tuple(SeatStart(tokens=per_seat(tokens, i), vitals=per_seat(vitals, i),
                            legacy=per_seat(legacy, i)) for i in range(players))
    fixed = FixedSetup(event_top=events, pattern_top=patterns, initiative_top=initiatives,
                       prism=prism, index=index, meaning=meaning, seats=seats)
    setup = Setup(NAMES[:players], seed, variants_from_names(list(variants), rounds, players), solo,
                  start, end, fixed=fixed)
    return new_game(setup, card_set)


def play(state: GameState, *notations: str) -> list[str]:
    """Play the actions in turn, ending a turn left open for a late conversion (I19) unless the
    next action is that conversion or the end itself, and after the last one: each rule's test
    reads as it did before I19 (whose own tests, tests/test_rules_i19.py, apply actions one by one)."""
    from game.games.initiatives.rules import closing_step

    lines: list[str] = []
    for text in notations:
        a = Action.parse(text)
        if closing_step(state) and a.kind not in ("convert", "end"):
            lines += apply(state, Action("end"))
        lines += apply(state, a)
    if closing_step(state):
        lines += apply(state, Action("end"))
    return lines


def legal(state: GameState) -> set[str]:
    return {str(a) for a in legal_actions(state)}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data folder (saves, settings): never the player's own."""
    monkeypatch.setenv("MEANING_MADE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture(scope="session")
def cards():
    return default_cards()


@pytest.fixture
def fit_box_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[list[str], int]]:
    """Every (lines, size) that card drawing's ``assets.fit_box`` returns, newest last."""
    from game.ui import assets

    calls: list[tuple[list[str], int]] = []
    real = assets.fit_box

    def spy(*args: Any, **kwargs: Any) -> tuple[list[str], int]:
        calls.append(real(*args, **kwargs))
        return calls[-1]

    monkeypatch.setattr(assets, "fit_box", spy)
    return calls


@pytest.fixture
def app() -> Any:
    """A desktop app with no window to speak of: animations off, bots without a pause."""
    from game.ui.app import App, Settings

    a = App(Settings(animation="off", bot_pause=0.0))
    yield a
    a.quit()


def frame(app: Any, n: int = 1) -> None:
    """Run ``n`` frames of the app without showing them."""
    for _ in range(n):
        app.frame(1 / 60, present=False)
