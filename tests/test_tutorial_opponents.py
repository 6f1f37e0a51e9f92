"""Issue 39: a lesson of a game for two or more — its opponents are bots whose first moves the
lesson scripts (``replies``), checked against the rules like the player's; at the table the
scripted moves are played, the coach waits through them, and the bots decide once they run out."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from conftest import frame

from game.family.registry import ruleset
from game.tutorial.script import TutorialError, check_playable, load_tutorial
from game.ui.app import App
from game.ui.coach import Coach, start_tutorial
from game.ui.input import Intent

RULES = ruleset("pentagram")


def opening() -> tuple[dict, list[str], list[str]]:
    """A deal where You start, the player's first moves (each legal's first) and Robin's replies
    (each legal's last, which a random bot would rarely pick)."""
    setup = {"players": ["You", "Robin"], "seed": 3, "start_player": 1}
    state = RULES.new_state(RULES.setup_from_dict(setup, "t", RULES.record_format), RULES.default_cards())
    mine, theirs = [], []
    while len(mine) < 3:
        legal = RULES.legal_actions(state)
        move = legal[0] if state.to_move() == 0 else legal[-1]
        (mine if state.to_move() == 0 else theirs).append(str(move))
        RULES.apply(state, move)
    return setup, mine, theirs


def write(tmp_path: Path, **changes: object) -> Path:
    setup, mine, theirs = opening()
    data = {"title": "Two at the table", "game": "pentagram", "setup": setup,
            "opponents": {"Robin": "random"}, "replies": theirs,
            "steps": [{"title": "Hello", "say": "Read this."}]
            + [{"title": f"Move {i}", "say": "Play it.", "do": m, "hint": "that one"}
               for i, m in enumerate(mine)]}
    data.update(changes)
    path = tmp_path / "lesson.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    return path


def test_the_replies_are_played_between_the_players_steps(tmp_path: Path) -> None:
    tutorial = load_tutorial(write(tmp_path))
    _, mine, theirs = opening()
    assert tutorial.kind_of("Robin") == "random" and tutorial.kind_of("You") == "human"
    game = check_playable(tutorial)
    played = [str(a) for a in game.actions]
    assert played[0] == mine[0] and theirs[0] in played and game.movers[played.index(theirs[0])] == 1


@pytest.mark.parametrize(("changes", "expect"), [
    ({"opponents": {"Sam": "random"}},
     r"lesson\.yaml:\d+: field 'opponents': 'Sam' is not one of the players"),
    ({"opponents": {"Robin": "genius"}}, r"field 'opponents': 'genius' is not a bot of Pentagram 2"),
    ({"opponents": {"Robin": "random", "You": "random"}},
     r"field 'opponents': someone must be left to learn"),
    ({"replies": []}, r"step 3: an opponent is to move and the lesson's replies have run out"),
    ({"replies": ["place purple 9"]}, r"field 'replies': 'place purple 9' cannot be played before step 3"),
    ({"opponents": {}}, r"field 'replies': replies need opponents"),
])
def test_a_lesson_whose_opponents_do_not_fit_is_one_line(tmp_path: Path, changes: dict, expect: str) -> None:
    with pytest.raises(TutorialError, match=expect) as exc:
        load_tutorial(write(tmp_path, **changes))
    assert "\n" not in str(exc.value)


def settle(app: App, coach: Coach, frames: int = 40) -> None:
    """Let the table's bot think and move (a worker thread) while the frames run."""
    import time

    for _ in range(frames):
        frame(app)
        if not coach.session.bot_busy() and coach.session.to_move() == 0:
            return
        time.sleep(0.02)


def test_at_the_table_the_bot_plays_its_scripted_reply_and_the_coach_waits(app: App, tmp_path: Path) -> None:
    coach = start_tutorial(app, load_tutorial(write(tmp_path)))
    _, mine, theirs = opening()
    app.dispatch(Intent("click", "coach:next"))
    frame(app)
    assert coach.index == 1
    coach.session.play(mine[0])  # what a click on the pointed place plays
    settle(app, coach)
    played = [str(a) for a in coach.session.game.actions]
    assert played[:2] == [mine[0], theirs[0]], played
    assert coach.index == 2 and not coach.alone and "taken back" not in coach.nudge
