"""The moments of the Life Builds Meaning table a hint may wait for (tutorials/hints-life.yaml,
``table: …``): each is asked of the table and says whether the moment has come."""

from __future__ import annotations

from typing import Any

HIGH_DRIFT = 9  # from here every final score is multiplied by 0.6 or less


def _happened(table: Any, kind: str) -> bool:
    """Whether the game has said an event of ``kind`` (cached per position: the log grows)."""
    return table._cached(("moment", kind), lambda: any(e.kind == kind for e in table.session.state.events))


def _event(table: Any) -> bool:
    return table.session.state.event is not None


def _local(table: Any) -> bool:
    """Local 🌀 stress tokens lie on the board (and count toward World Drift)."""
    state = table.session.state
    return state.local > 0 and not state.setup.inert_local_drift and state.result is None


def _layer10(table: Any) -> bool:
    """A Layer 10 Project is in the row: completing it ends the game."""
    state = table.session.state
    return state.result is None and any(slot is not None and slot.card.layer == 10 for slot in state.row)


def _completion(table: Any) -> bool:
    return bool(table.session.state.completed)


def _drift_rose(table: Any) -> bool:
    """A Stability Check ended with the mitigation unmet: World Drift went up."""
    return _happened(table, "not_mitigated")


def _high_drift(table: Any) -> bool:
    state = table.session.state
    return state.drift >= HIGH_DRIFT and state.result is None


def _refused(table: Any) -> bool:
    return getattr(table, "refusals", 0) > 0


MOMENTS = {
    "event": _event,
    "local": _local,
    "layer10": _layer10,
    "completion": _completion,
    "drift_rose": _drift_rose,
    "high_drift": _high_drift,
    "refused": _refused,
}
