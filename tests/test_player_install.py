"""Issue 35 item 12: a player's install (`pip install -e .`) leaves the designer's tools out —
matplotlib, numpy, reportlab, watchfiles, tqdm — and the game still opens every table and plays;
the lab says in one line what to install. Each check runs in a fresh interpreter whose imports of
those tools fail, as on a machine without them."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from game.cli import DESIGNER_MODULES

ROOT = Path(__file__).resolve().parents[1]

# A module set to None in sys.modules is one Python cannot import (ModuleNotFoundError) and
# importlib.util.find_spec reports missing: as on a machine where it was never installed.
BLOCK = textwrap.dedent(f"""
    import sys
    for name in {sorted(DESIGNER_MODULES)!r}:
        sys.modules[name] = None
""")


def _run(body: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "MEANING_MADE_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", BLOCK + textwrap.dedent(body)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_every_table_opens_and_plays_without_the_designers_tools(tmp_path: Path) -> None:
    done = _run("""
        from game.bots import make_bot
        from game.family import GAMES, ruleset
        from game.family.match import Match
        from game.ui import navigate
        from game.ui.app import App, Settings
        from game.ui.saves import SeatConfig
        from game.ui.session import Session
        from game.ui.theme import SEAT_COLOUR_ORDER

        app = App(Settings(animation="off", bot_pause=0.0))  # live reload on, as a player has it
        navigate.to_title(app)
        app.frame(1 / 60, present=False)
        for game_id in GAMES:
            rules = ruleset(game_id)
            n = max(2, rules.min_seats)
            match = Match(rules, rules.make_setup([f"P{i}" for i in range(n)], 5))
            seats = [SeatConfig(f"P{i}", SEAT_COLOUR_ORDER[i]) for i in range(n)]
            session = Session(match, seats, autosave=False)
            navigate.to_table(app, session)
            for _ in range(3):
                app.frame(1 / 60, present=False)
            bot = make_bot("random", 1, rules)
            for _ in range(5):
                if session.state.result is not None:
                    break
                session.play(bot.choose(session.state.clone()))
                app.frame(1 / 60, present=False)
        app.quit()
        print("played", len(GAMES))
    """, tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "played 5" in done.stdout


def test_the_lab_says_in_one_line_what_to_install(tmp_path: Path) -> None:
    done = _run(f"""
        import sys
        from game.cli import main
        sys.exit(main(["lab", "--players", "2", "--games", "1", "--out", {str(tmp_path / 'run')!r},
                       "--quiet"]))
    """, tmp_path)
    assert done.returncode == 2, done.stderr[-2000:]
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "designer" in lines[0] and "Traceback" not in done.stderr, lines
