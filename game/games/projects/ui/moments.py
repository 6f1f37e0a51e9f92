"""The moments of the `projects` table a hint may wait for (tutorials/hints-projects.yaml,
``table: …``): each is asked of the table and says whether the moment has come."""

from __future__ import annotations

from typing import Any

from game.games.projects import rules

LOW_MEANING = 3


def _happened(table: Any, kind: str) -> bool:
    """Whether the game has said an event of ``kind`` (cached per position: the log grows)."""
    return table._cached(("moment", kind), lambda: any(e.kind == kind for e in table.session.state.events))


def _event(table: Any) -> bool:
    return table.session.state.event is not None


def _completion(table: Any) -> bool:
    return _happened(table, "completed")


def _low_meaning(table: Any) -> bool:
    state = table.session.state
    return state.meaning <= LOW_MEANING and state.result is None


def _stewardship_open(table: Any) -> bool:
    """Stewardship takes payments now (Meaning at its threshold), and the game goes on."""
    state = table.session.state
    return state.result is None and state.stewardship is not None and state.meaning >= rules.threshold(state)


def _closing(table: Any) -> bool:
    """A human's two actions are spent and the turn waits for a conversion or its end."""
    return table.human_to_move() and rules.closing_step(table.session.state)


def _community(table: Any) -> bool:
    """The solo Community has put a marker on a Project."""
    state = table.session.state
    return state.solo and table._cached(("moment", "community"), lambda: any(
        e.kind == "community" and e.data.get("card") for e in state.events))


def _refused(table: Any) -> bool:
    return getattr(table, "refusals", 0) > 0


def _drift_rises(table: Any) -> bool:
    state = table.session.state
    return state.result is None and state.setup.drift_rise(state.round) > 0


MOMENTS = {
    "event": _event,
    "completion": _completion,
    "low_meaning": _low_meaning,
    "stewardship_open": _stewardship_open,
    "closing": _closing,
    "community": _community,
    "refused": _refused,
    "drift_rises": _drift_rises,
}
