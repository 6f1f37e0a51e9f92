"""Issue 39: Meaning Made's table says how the game is won and where each player stands."""

from __future__ import annotations

from conftest import make

from game.games.initiatives.ui import goal


def test_the_goal_line_names_the_end_initiative_and_the_leader() -> None:
    s = make(3, legacy=[4, 9, 1], vitals=5)
    line = goal.goal_line(s)
    assert line.startswith("Complete Stewardship before Meaning reaches 0; then most points wins · ")
    assert "Brooke leads: 14 points to Alex's 9" in line
    # Said to the one human player in a game against bots, when that player trails.
    assert goal.standing(s, humans=[2]) == "Brooke leads: 14 points to Casey's 6"


def test_solo_the_line_gives_the_score_its_band_and_the_communitys_legacy() -> None:
    s = make(1, legacy=10, vitals=5)
    s.players[0].name = "You"
    assert goal.standing(s) == "Your score 15 (Stabilizer); the Community's Legacy 0"
    assert goal.rule(s) == "Complete Stewardship before Meaning reaches 0"


def test_the_threshold_and_the_competitive_rounds_are_said() -> None:
    s = make(2, variants=("end_threshold",), meaning=5)
    assert goal.world(s) == "Stewardship opens at Meaning 8"
    c = make(2, variants=("competitive",), rounds=6)
    assert goal.rule(c) == "Most points (Vitals + Legacy) after round 6 wins"
    assert goal.world(c) == "5 rounds after this"
