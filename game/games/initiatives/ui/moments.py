"""The moments of Meaning Made's table a hint may wait for (tutorials/hints.yaml, ``table: …``):
each is asked of the table and says whether the moment has come."""

from __future__ import annotations

from typing import Any

LOW_MEANING = 3


def _event(table: Any) -> bool:
    return bool(table.session.state.events_in_play)


def _completion(table: Any) -> bool:
    return bool(table.session.state.init_done)


def _low_meaning(table: Any) -> bool:
    state = table.session.state
    return state.meaning <= LOW_MEANING and state.result is None


MOMENTS = {"event": _event, "completion": _completion, "low_meaning": _low_meaning}
