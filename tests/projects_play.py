"""Playing edition `projects` actions in tests: one helper for every Projects test file."""

from __future__ import annotations

from game.games.projects.actions import Action
from game.games.projects.rules import apply, closing_step
from game.games.projects.state import ProjectsState


def play(state: ProjectsState, *texts: str) -> None:
    """Play the actions in turn, ending a turn left open for a late conversion (DP13) unless the
    next action is that conversion or the end itself (as the engine did before DP13)."""
    for text in texts:
        a = Action.parse(text)
        if closing_step(state) and a.kind not in ("convert", "end"):
            apply(state, Action("end"))
        apply(state, a)
    if closing_step(state):
        apply(state, Action("end"))
