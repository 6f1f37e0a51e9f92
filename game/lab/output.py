"""What every lab report writes the same way: summary.json, games.jsonl and its PNG plots."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def write_data(out: Path, summary: dict[str, Any], records: list[dict[str, Any]]) -> None:
    (out / "summary.json").write_text(json.dumps(summary, indent=1, default=list) + "\n")
    with open(out / "games.jsonl", "w") as fh:
        for rec in records:
            fh.write(json.dumps(rec) + "\n")


class Plots:
    """matplotlib (headless) and a record of the PNGs saved, for the report to link."""

    def __init__(self, out: Path) -> None:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        self.plt = plt
        self.out = out
        self.made: list[str] = []

    def save(self, fig: Any, name: str) -> None:
        fig.tight_layout()
        fig.savefig(self.out / name, dpi=90)
        self.plt.close(fig)
        self.made.append(name)
