"""What each bot did, by kind: the style of play a game's lab records carry (issue 40: a
personality's style must be measurable — what it buys and builds, when it gives).

A game's ``lab_record`` may add ``"style"``: one dict a seat, measure name -> number (None where
it does not apply, e.g. the mean Meaning of a donation for a seat that never donated). Here they
are averaged per bot kind over the seats it played, for the lab's report; nothing here knows a
game's measures, only their names.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def by_kind(records: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """``{"styles": {kind: {"seat_games": n, measure: mean, ...}}}`` (nothing when no record has
    a style): each measure's mean over the seats of that kind where it applied."""
    sums: dict[str, dict[str, list[float]]] = {}
    seats: dict[str, int] = {}
    for rec in records:
        for kind, row in zip(rec.get("bots", ()), rec.get("style") or (), strict=False):
            seats[kind] = seats.get(kind, 0) + 1
            acc = sums.setdefault(kind, {})
            for name, v in row.items():
                total = acc.setdefault(name, [0.0, 0.0])
                if v is not None:
                    total[0] += v
                    total[1] += 1
    out = {kind: {"seat_games": seats[kind],
                  **{name: (s / n if n else None) for name, (s, n) in acc.items()}}
           for kind, acc in sums.items()}
    return {"styles": out} if out else {}


def markdown(summary: dict[str, Any]) -> list[str]:
    """The report's section: one row a bot kind, one column a measure (none without styles)."""
    styles = summary.get("styles")
    if not styles:
        return []
    names = list(dict.fromkeys(name for row in styles.values() for name in row if name != "seat_games"))
    lines = ["## Styles by bot", "",
             "What each kind of bot did, on average over the seats it played (a mean \"at\" or "
             "\"round of\" something over the seats that did it at all).", "",
             "| bot | seats | " + " | ".join(names) + " |", "|---|---|" + "---|" * len(names)]
    for kind, row in styles.items():
        cells = ["—" if row.get(name) is None else f"{row[name]:.2f}" for name in names]
        lines.append(f"| `{kind}` | {row['seat_games']} | " + " | ".join(cells) + " |")
    return [*lines, ""]
