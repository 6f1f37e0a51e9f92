"""Run a read that might hang (a FIFO, /dev/zero, an alias bomb) so that the test fails instead of
hanging: one helper for the hardening, guarded-read and fuzzing tests."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest


def finishes(call: Callable[[], Any], seconds: float = 5.0,
             on_hang: Callable[[], None] | None = None) -> Any:
    """``call()``'s result (or its exception), failing the test when it takes over ``seconds``;
    ``on_hang`` may release the stuck reader first (a writer opened on its FIFO)."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = call()
        except BaseException as exc:  # handed to the test below
            out["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        if on_hang is not None:
            on_hang()
        pytest.fail(f"still reading after {seconds} s: a hang")
    if "error" in out:
        raise out["error"]
    return out.get("value")
