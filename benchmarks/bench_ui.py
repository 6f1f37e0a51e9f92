"""Desktop game speed: game-scene frame times at 1920×1080 and start-up to the first frame.

Not part of the test run. `python benchmarks/bench_ui.py`; results go in docs/performance.md.
Frame time is the game's own work per frame (events, update, draw into the 1920×1080 software
surface), for every game's table: its wall time from `main.py play --frame-stats`, and its CPU
time in the main thread (a loaded machine inflates the wall time, not the CPU time). Presenting
the frame to the screen is measured separately because it depends on the display server, not on
the game.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def frame_times(frames: int, players: int, seed: int, game: str = "initiatives") -> dict:
    out = subprocess.run(
        [sys.executable, "main.py", "play", "--game", game, "--autoplay", "--players", str(players),
         "--seed", str(seed), "--frames", str(frames), "--frame-stats", "--size", "1920x1080"],
        cwd=ROOT, capture_output=True, text=True, check=True,
        env={**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy")},
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def cpu_frame_times(frames: int, players: int, seed: int, game: str) -> dict:
    """The same game's frames timed in CPU time of the main thread (the bots think in a worker
    thread), so other processes on a loaded machine do not inflate them: the table is built as
    `play --autoplay` builds it."""
    os.environ["SDL_VIDEODRIVER"] = os.environ.get("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    from game.family import ruleset
    from game.family.match import Match
    from game.ui.app import App, Settings
    from game.ui.saves import SeatConfig
    from game.ui.session import Session
    from game.ui.tables import table_scene
    from game.ui.theme import SEAT_COLOUR_ORDER

    rules = ruleset(game)
    names = tuple(f"Bot {i + 1}" for i in range(players))
    app = App(Settings(animation="normal", live_reload=False), size=(1920, 1080))
    app.game_id = rules.id
    seats = [SeatConfig(n, SEAT_COLOUR_ORDER[i], "random") for i, n in enumerate(names)]
    match = Match(rules, rules.make_setup(names, seed, ()))
    app.push(table_scene(app, Session(match, seats, autosave=False)))
    cpu = []
    try:
        for _ in range(frames):
            if not app.running or not app.scenes:
                break
            t0 = time.thread_time()
            app.frame(1 / 60, present=False)
            cpu.append((time.thread_time() - t0) * 1000)
            time.sleep(1 / 120)  # the bot's thread gets its turn, as between real frames
    finally:
        app.quit()
    cpu.sort()
    return {"frames": len(cpu), "p50_ms": round(cpu[len(cpu) // 2], 2),
            "p95_ms": round(cpu[int(len(cpu) * 0.95)], 2), "max_ms": round(cpu[-1], 1)}


def startup(repeats: int) -> list[float]:
    """Wall time of `python main.py play --frames 1`: start, first frame drawn, and exit."""
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "main.py", "play", "--frames", "1"], cwd=ROOT, check=True,
                       capture_output=True,
                       env={**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy")})
        times.append(time.perf_counter() - t0)
    return times


def present_cost(frames: int = 120) -> float:
    """Milliseconds pygame takes to show one 1920×1080 frame on this display."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    screen = pygame.display.set_mode((1920, 1080), pygame.SCALED | pygame.RESIZABLE)
    t0 = time.perf_counter()
    for i in range(frames):
        screen.fill((i % 255, 40, 60))
        pygame.display.flip()
    ms = (time.perf_counter() - t0) / frames * 1000
    pygame.quit()
    return ms


def main() -> None:
    driver = os.environ.get("SDL_VIDEODRIVER", "dummy")
    print(f"video driver: {driver}")
    # every game's table at its usual size and at its smallest (the target: p95 under 6 ms)
    for game, seats in (("initiatives", (1, 4)), ("projects", (1, 4)), ("life", (2, 4)),
                        ("pentagram", (2, 4)), ("organism", (2, 4))):
        for players in seats:
            stats = frame_times(1200, players, 7, game)
            cpu = cpu_frame_times(1200, players, 7, game)
            print(f"{game} table, {players} seat(s), random bots, {stats['frames']} frames: "
                  f"p50 {stats['p50_ms']} ms, p95 {stats['p95_ms']} ms, max {stats['max_ms']} ms; "
                  f"CPU p50 {cpu['p50_ms']} ms, p95 {cpu['p95_ms']} ms, max {cpu['max_ms']} ms")
    times = startup(5)
    print(f"python main.py to first frame and exit: median {statistics.median(times):.2f} s "
          f"(min {min(times):.2f}, max {max(times):.2f})")
    print(f"presenting one frame (flip): {present_cost():.2f} ms")


if __name__ == "__main__":
    main()
