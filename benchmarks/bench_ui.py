"""Desktop game speed: game-scene frame times at 1920×1080 and start-up to the first frame.

Not part of the test run. `python benchmarks/bench_ui.py`; results go in docs/performance.md.
Frame time is the game's own work per frame (events, update, draw into the 1920×1080 software
surface); presenting the frame to the screen is measured separately because it depends on the
display server, not on the game.
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


def frame_times(frames: int, players: int, seed: int) -> dict:
    out = subprocess.run(
        [sys.executable, "main.py", "play", "--autoplay", "--players", str(players), "--seed", str(seed),
         "--frames", str(frames), "--frame-stats"],
        cwd=ROOT, capture_output=True, text=True, check=True,
        env={**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy")},
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


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
    for players in (1, 4):
        stats = frame_times(1200, players, 7)
        print(f"game scene, {players} seat(s), random bots, {stats['frames']} frames: "
              f"p50 {stats['p50_ms']} ms, p95 {stats['p95_ms']} ms, max {stats['max_ms']} ms")
    times = startup(5)
    print(f"python main.py to first frame and exit: median {statistics.median(times):.2f} s "
          f"(min {min(times):.2f}, max {max(times):.2f})")
    print(f"presenting one frame (flip): {present_cost():.2f} ms")


if __name__ == "__main__":
    main()
