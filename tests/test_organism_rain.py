"""RAIN (ruling O9, ODI19 and ODI26-ODI28): solo and cooperative ORGANISM."""

from __future__ import annotations

import pytest

from game.family.errors import OptionError
from game.games.organism import hexes, rules
from game.games.organism.actions import EAT, GROW, MOVE
from game.games.organism.board import default_boards
from game.games.organism.rain import rain_turn
from game.games.organism.ruleset import ORGANISM as R
from game.games.organism.state import EMPTY

E, M, G = EAT, MOVE, GROW


def rain_game(seats: int = 1, switches: tuple[str, ...] = (), **options) -> rules.OrganismState:
    names = ("You", "Brooke", "Casey")[:seats]
    setup = R.make_setup(names, 4, ("rain", *switches), start_player=0, **options)
    return rules.new_game(setup, narrate=False)


def at(s: rules.OrganismState, name: str) -> int:
    return s.board.index[hexes.parse(name)]


@pytest.mark.parametrize(("seats", "columns"), [(1, 7), (2, 7), (3, 11)])
def test_O9_the_column_die_has_one_face_per_column_of_the_top(seats: int, columns: int) -> None:
    b = default_boards().find("rain", seats, "any")
    assert b is not None and len(b.columns()) == columns == 2 * b.rings + 1
    bottom = {max(col, key=lambda c: b.cells[c][1]) for col in b.columns()}
    for home in b.homes:  # ODI19: every home lies along the bottom
        assert all(hexes.ring_of(b.cells[c]) == b.rings for c in home)
    assert len(bottom) == columns


def test_O9_rain_moves_first_and_drops_an_element_from_the_dice() -> None:
    s = rain_game()
    assert s.rain_turns == 1 and len(s.last_roll) == 2
    t, col = s.last_roll
    top = s.board.columns()[col][0]
    assert s.occ[top] == 1 * 3 + t  # RAIN's owner number is the seat count
    assert s.rain_supply[t] == 9 and s.phase == "introduce" and s.turn == 0


def test_O9_two_drops_a_turn_with_the_switch() -> None:
    s = rain_game(switches=("rain_double",))
    assert len(s.last_roll) == 4


def test_O9_rain_falls_one_space_absorbing_food_and_washes_away_same_types() -> None:
    s = rain_game()
    s.occ = [EMPTY] * len(s.occ)
    s.rain_supply = [0, 0, 0]  # no new drop: watch the fall alone
    s.occ[at(s, "g6")] = 1 * 3 + E
    s.food[at(s, "g7")] = 3
    s.occ[at(s, "f7")] = 0 * 3 + E  # the player's EAT next to where RAIN's EAT lands
    events: list = []
    rain_turn(s, events)
    fell = next(e.data for e in events if e.kind == "rain_fell")
    assert (fell["src"], fell["dst"], fell["food"]) == (at(s, "g6"), at(s, "g7"), 3)
    assert s.occ[at(s, "g6")] == EMPTY and s.food[at(s, "g7")] == 0
    assert s.occ[at(s, "g7")] == EMPTY and s.occ[at(s, "f7")] == EMPTY  # both washed away
    assert s.rain_power == 1


def test_ODI27_an_element_at_the_bottom_leaves_the_board_and_one_on_an_element_stays() -> None:
    s = rain_game()
    s.occ = [EMPTY] * len(s.occ)
    s.rain_supply = [0, 0, 0]
    bottom = s.board.columns()[3][-1]
    s.occ[bottom] = 1 * 3 + M
    s.occ[at(s, "f5")] = 1 * 3 + G
    s.occ[at(s, "f6")] = 0 * 3 + E  # a player's element under RAIN's GROW
    events: list = []
    rain_turn(s, events)
    on_board = sum(1 for v in s.occ if v == 1 * 3 + M)
    assert s.occ[bottom] == EMPTY and s.rain_supply[M] + on_board == 1  # back in the supply (or re-dropped)
    # the GROW stayed on top of the EAT (no fall from f5) and the EAT disrupted it there
    assert not any(e.kind == "rain_fell" and e.data["src"] == at(s, "f5") for e in events)
    hit = next(e.data for e in events if e.kind == "disrupted")
    assert hit["cell"] == at(s, "f5") and hit["by"] == [0] and s.power == [1]


def test_O9_players_never_disrupt_each_other_but_rain_disrupts_and_ends_the_game() -> None:
    s = rain_game(seats=2, rain_threshold=1)
    s.occ = [EMPTY] * len(s.occ)
    s.rain_supply = [0, 0, 0]
    s.occ[at(s, "g6")] = 0 * 3 + E
    s.occ[at(s, "g5")] = 1 * 3 + G  # EAT next to GROW of the other player: no conflict with RAIN on
    used = rules.resolve_conflicts(s, 0, [])
    assert used == {} and s.occ[at(s, "g5")] != EMPTY
    s.occ[at(s, "g4")] = 2 * 3 + M  # RAIN's MOVE above the player's GROW... and the EAT below it
    s.occ[at(s, "g5")] = EMPTY
    s.occ[at(s, "g5")] = 0 * 3 + E
    s.occ[at(s, "g6")] = EMPTY
    rules.resolve_conflicts(s, 2, [])
    assert s.occ[at(s, "g5")] == EMPTY and s.rain_power == 1
    assert rules.rain_end(s, [])
    assert s.result is not None and s.result.reason == "rain"


def test_ODI26_three_organisms_do_not_end_a_rain_game_and_the_score_is_turns_survived() -> None:
    from game.family.rng import Rng

    s = rain_game(rain_threshold=2, switches=("rain_double",))
    rng = Rng(1)
    while s.result is None:
        rules.apply(s, rng.choice(rules.legal_actions(s)))
    assert s.result.reason in ("rain", "stalled")
    if s.result.reason == "rain":
        assert s.result.survived == s.rain_turns - 1 and s.rain_power >= 2


def test_rain_seats_one_to_four_and_competitive_two_to_six() -> None:
    R.make_setup(("a", "b", "c", "d"), 1, ["rain"])  # O10 (c): up to four
    with pytest.raises(OptionError, match="1 to 4 players with RAIN"):
        R.make_setup(("a", "b", "c", "d", "e"), 1, ["rain"])
    with pytest.raises(OptionError, match="2 to 6 players without RAIN"):
        R.make_setup(("a",), 1)
