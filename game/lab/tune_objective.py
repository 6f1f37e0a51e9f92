"""How far a trial's games are from the spec's bands: the one number the search makes small.

Each target reads one number from the lab's own summary of the games (what summary.json holds:
``reasons.collapse``, ``mean_rounds``, ``turn_position_spread``, ``by_difficulty.standard.win_rate``,
``holm_patterns.flagged``…), so the tuner measures nothing the lab does not. A list counts its
entries (the cards a test flagged). A target inside its band costs 0; outside it costs the miss
over its ``scale`` (by default the band's width, so a miss of one band's width counts 1), times its
weight and its table's. A spec all of whose bands are met scores 0.
"""

from __future__ import annotations

import re
from typing import Any

from game.lab.tune_spec import Target, TuneSpec, TuneSpecError

_STEP = re.compile(r"([A-Za-z0-9_]+)|\[(\d+)\]")


class MetricError(ValueError):
    """A target that names nothing the summary holds."""


def metric_value(summary: dict[str, Any], path: str) -> float | None:
    """The number at ``path`` in ``summary``; None for the last key of a mapping the summary has
    but without that key (a way to end that no game took, which the lab leaves out: 0)."""
    value: Any = summary
    steps = [name if name else int(index) for name, index in _STEP.findall(path)]
    for k, step in enumerate(steps):
        if isinstance(step, int):
            if not isinstance(value, list) or step >= len(value):
                raise MetricError(f"'{path}': no entry {step} there")
            value = value[step]
            continue
        if not isinstance(value, dict):
            raise MetricError(f"'{path}': {'.'.join(str(s) for s in steps[:k])} is not a mapping")
        if step not in value:
            if k == 0:
                raise MetricError(f"'{path}' is not in the lab's summary (it has: "
                                  f"{', '.join(sorted(value))})")
            if k == len(steps) - 1:
                return None
            raise MetricError(f"'{path}': {'.'.join(str(s) for s in steps[:k])} has no '{step}' "
                              f"(it has: {', '.join(sorted(map(str, value)))})")
        value = value[step]
    if isinstance(value, list | tuple):
        return float(len(value))
    if isinstance(value, bool | int | float):
        return float(value)
    raise MetricError(f"'{path}' is {type(value).__name__}, not a number")


def miss(value: float, target: Target) -> float:
    return max(0.0, target.low - value, value - target.high) / target.scale


def objective(spec: TuneSpec, summaries: dict[int, dict[str, Any]]) -> tuple[float, list[dict[str, Any]]]:
    """The weighted sum of the targets' misses, and each target's row: players, metric, value
    (None: never seen, read as 0), band and miss."""
    total = 0.0
    rows = []
    for table in spec.tables:
        for target in table.targets:
            value = metric_value(summaries[table.players], target.metric)
            cost = miss(0.0 if value is None else value, target)
            total += table.weight * target.weight * cost
            rows.append({"players": table.players, "metric": target.metric, "value": value,
                         "band": [target.low, target.high], "miss": cost})
    return total, rows


def check_metrics(spec: TuneSpec, summaries: dict[int, dict[str, Any]]) -> None:
    """Refuse, at the spec's line, a target whose metric the lab's summary does not hold."""
    for table in spec.tables:
        for k, target in enumerate(table.targets):
            try:
                metric_value(summaries[table.players], target.metric)
            except MetricError as exc:
                at = spec.tables.index(table)
                raise TuneSpecError(f"{spec.path}:{target.line}: field 'tables[{at}].targets[{k}].metric': "
                                    f"{exc}") from None
