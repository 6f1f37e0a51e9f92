"""ORGANISM (seed 004): each rule and ruling (O1-O9, ODI1...) of docs/organism.md, with real values."""

from __future__ import annotations

import pytest

from game.family.errors import IllegalAction, NotationError
from game.games.organism import hexes, rules
from game.games.organism.actions import EAT, GROW, MOVE, Action
from game.games.organism.board import default_boards
from game.games.organism.ruleset import ORGANISM as R
from game.games.organism.state import EMPTY

E, M, G = EAT, MOVE, GROW
NAMES = ("Alex", "Brooke", "Casey", "Dana", "Eli", "Fay")


def pos(elements: dict[str, tuple[int, int, int]], turn: int = 0, seats: int = 2,
        switches: tuple[str, ...] = (), food: dict[str, int] | None = None,
        threshold: int = 7, power: tuple[int, ...] | None = None) -> rules.OrganismState:
    """A position: ``elements`` maps a space to (seat, type, food); the seat ``turn`` is at
    phase C (its organisms tagged, the centre held if it is there)."""
    setup = R.make_setup(NAMES[:seats], 1, switches, start_player=turn, threshold=threshold)
    s = rules.new_game(setup, narrate=False)
    n = len(s.occ)
    s.occ, s.food = [EMPTY] * n, [0] * n
    for name, (seat, t, f) in elements.items():
        i = s.board.index[hexes.parse(name)]
        s.occ[i], s.food[i] = seat * 3 + t, f
    for name, f in (food or {}).items():
        s.food[s.board.index[hexes.parse(name)]] = f
    if power:
        s.power = list(power)
    s.turn = turn
    s.first_intro = [False] * seats
    rules._after_introduce(s, [])
    return s


def at(s: rules.OrganismState, name: str) -> int:
    return s.board.index[hexes.parse(name)]


def occ(s: rules.OrganismState, name: str) -> tuple[int, int] | None:
    v = s.occ[at(s, name)]
    return None if v == EMPTY else (v // 3, v % 3)


def food(s: rules.OrganismState, name: str) -> int:
    return s.food[at(s, name)]


def play(s: rules.OrganismState, *texts: str) -> list:
    events = []
    for t in texts:
        events += rules.apply(s, Action.parse(t))
    return events


# -- the board (O1, ODI1) -------------------------------------------------------------------
def test_O1_ring_r_holds_6r_spaces_and_the_full_board_127() -> None:
    assert len(hexes.cells_within(6)) == 127
    for r in range(1, 7):
        assert sum(1 for c in hexes.cells_within(6) if hexes.ring_of(c) == r) == 6 * r


@pytest.mark.parametrize(("seats", "close", "open_"), [(2, 4, 5), (3, 5, 6), (4, 5, 6), (5, 6, 6), (6, 6, 6)])
def test_O1_rings_in_play_by_seats_and_length(seats: int, close: int, open_: int) -> None:
    for length, rings in (("close", close), ("open", open_)):
        b = default_boards().find("base", seats, length)
        assert b is not None and b.rings == rings and len(b.cells) == 1 + 3 * rings * (rings + 1)
        assert len(b.homes) == seats
        for home in b.homes:
            assert all(hexes.ring_of(b.cells[c]) == rings for c in home)  # the outermost ring
            assert home[0] in b.nbrs[home[1]] and home[2] in b.nbrs[home[1]]


def test_O1_two_seats_sit_on_opposite_edges() -> None:
    b = default_boards().find("base", 2, "close")
    one, two = ([b.cells[c] for c in h] for h in b.homes)
    assert [(-q, -r) for q, r in one] == two  # point symmetry through the centre


def test_ODI1_names_both_ways_and_the_centre_is_g7() -> None:
    assert hexes.name((0, 0)) == "g7" and hexes.parse("g7") == (0, 0)
    for c in hexes.cells_within(6):
        assert hexes.parse(hexes.name(c)) == c
    for bad in ("z1", "a8", "g0", "g14", "7g", ""):
        with pytest.raises(NotationError):
            hexes.parse(bad)


def test_ODI1_a_pixel_finds_the_cell_drawn_there() -> None:
    for c in hexes.cells_within(6):
        x, y = hexes.centre_xy(c, 30)
        assert hexes.at_pixel(x + 7, y - 9, 30) == c


# -- A: introduce (ODI2, O6) ----------------------------------------------------------------
def test_A_a_player_with_no_organism_introduces_in_the_order_they_choose() -> None:
    s = rules.new_game(R.make_setup(NAMES[:2], 3, start_player=0), narrate=False)
    assert s.phase == "introduce"
    assert sorted(str(a) for a in rules.legal_actions(s)) == [
        "introduce EGM", "introduce EMG", "introduce GEM", "introduce GME", "introduce MEG", "introduce MGE"]
    play(s, "introduce GME")
    home = s.board.homes[0]
    assert [s.occ[c] % 3 for c in home] == [G, M, E] and [s.food[c] for c in home] == [1, 1, 1]
    assert s.phase == "choose"  # straight on to B and C
    with pytest.raises(IllegalAction, match="only when you begin a turn with no organism"):
        rules.apply(s, Action.parse("introduce EMG"))


def test_ODI2_introduce_clears_the_home_and_its_neighbours_without_power() -> None:
    s = pos({"h4": (0, E, 0), "d6": (0, E, 1), "d7": (0, M, 1), "d8": (0, G, 1)}, turn=1)
    home = s.board.homes[1]
    s.food[home[1]] = 3  # food lying on a home space
    rules._begin_turn(s, [])
    assert s.phase == "introduce"
    play(s, "introduce EMG")
    assert occ(s, "h4") is None and food(s, "h4") == 1  # removed, its food plus one left behind
    assert [s.food[c] for c in home] == [1, 1, 1]  # the home spaces were cleared of food
    assert s.power == [0, 0]


def test_O6_a_player_whose_organisms_all_died_introduces_again() -> None:
    s = pos({"d6": (0, E, 1), "d7": (0, M, 1), "d8": (0, G, 1), "h3": (1, M, 1)}, turn=0)
    play(s, "choose d6 eat", "stop")  # Brooke's lone MOVE fails integrity at the end of this turn
    assert s.turn == 1 and s.phase == "introduce" and s.power == [1, 0]


# -- B: hold the centre -----------------------------------------------------------------------
def test_B_an_element_in_the_centre_at_the_start_of_the_turn_gains_one_power() -> None:
    s = pos({"g7": (0, M, 1), "g8": (0, E, 1), "g9": (0, G, 1)}, turn=0)
    assert s.power == [1, 0] and s.gains[0] == {"hold": 1}
    t = pos({"g7": (0, M, 1), "g8": (0, E, 1), "g9": (0, G, 1)}, turn=1)
    assert t.power == [0, 0]  # only the seat whose turn it is


def test_ODI12_holding_the_centre_to_the_threshold_ends_the_game_at_once() -> None:
    s = pos({"g7": (0, M, 1), "g8": (0, E, 1), "g9": (0, G, 1)}, turn=0, power=(5, 0))
    rules._after_introduce(s, [])
    assert s.result is not None and s.result.reason == "power" and s.result.winners == (0,)
    assert s.power == [7, 0]


# -- C: choose (O4, ODI3) ---------------------------------------------------------------------
def test_C_the_seeds_example_two_eat_three_move_one_grow() -> None:
    s = pos({"e4": (0, G, 1), "e5": (0, E, 1), "e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, M, 1),
             "d7": (0, M, 1)}, turn=0)
    for kind, count in (("eat", 2), ("move", 3), ("grow", 1)):
        t = s.clone()
        play(t, f"choose e6 {kind}")
        assert t.left == count and t.phase == "act"


def test_C_each_organism_chooses_once_and_only_a_type_it_has() -> None:
    s = pos({"d6": (0, E, 1), "d7": (0, M, 1), "d8": (0, G, 1),
             "i5": (0, E, 1), "i6": (0, M, 1), "i7": (0, G, 1)}, turn=0)
    assert len(s.pending) == 2
    play(s, "choose d6 eat", "stop")
    assert R.why_illegal(s, Action.parse("choose d7 move")) == "that organism has already acted this turn"
    play(s, "choose i6 grow", "stop")
    assert s.turn == 1  # both organisms acted: the turn ended


# -- D: actions ---------------------------------------------------------------------------------
ORG = {"e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, G, 1)}


def test_EAT_takes_the_spaces_food_plus_one_into_the_eater() -> None:
    s = pos(ORG, turn=0, food={"e5": 2})
    play(s, "choose e6 eat", "eat e6 e5")
    assert food(s, "e6") == 4 and food(s, "e5") == 0
    t = pos(ORG, turn=0)
    play(t, "choose e6 eat")
    assert R.why_illegal(t, Action.parse("eat e6 e7")) == (
        "e7 holds an element: only an open space can be eaten")
    assert R.why_illegal(t, Action.parse("eat e7 d7")) == "e7 is a MOVE, not an EAT element"
    assert R.why_illegal(t, Action.parse("eat e6 e3")) == (
        "e3 is not next to e6: an EAT eats an adjacent space")


def test_GROW_the_seeds_cost_example() -> None:
    # two MOVE, one EAT, three GROW, two food on the GROW elements
    s = pos({"e4": (0, M, 0), "e5": (0, M, 0), "e6": (0, E, 0), "e7": (0, G, 1), "e8": (0, G, 1),
             "d8": (0, G, 0)}, turn=0)
    play(s, "choose e7 grow")
    # EAT and MOVE, each paid first by either fed GROW (O10 i: the player names it)
    grows = [str(a) for a in rules.legal_actions(s) if a.kind == "grow" and a.b == hexes.parse("f8")]
    assert grows == ["grow eat f8 e7", "grow eat f8 e8", "grow move f8 e7", "grow move f8 e8"]
    assert R.why_illegal(s, Action.parse("grow move f8 e7")) is None  # costs 2
    assert R.why_illegal(s, Action.parse("grow eat f8 e8")) is None  # costs 1
    assert R.why_illegal(s, Action.parse("grow grow f8 e7")) == (
        "a new GROW costs 3 food (one per GROW in the organism) and its GROW elements hold 2")
    play(s, "grow move f8 e7")
    assert occ(s, "f8") == (0, M) and food(s, "e7") + food(s, "e8") + food(s, "d8") == 0


def test_ODI6_grow_pays_from_the_richest_grower_first() -> None:
    # O10 (i): the player names the grower; the table offers the richest first (ODI6's choice)
    s = pos({"d6": (0, E, 0), "d7": (0, M, 0), "d8": (0, G, 3), "e8": (0, G, 1)}, turn=0, food={"e9": 2})
    play(s, "choose d8 grow")
    grows = [str(a) for a in rules.legal_actions(s) if a.kind == "grow" and str(a).startswith("grow eat e9")]
    assert grows == ["grow eat e9 d8", "grow eat e9 e8"]
    play(s, "grow eat e9 d8")
    assert food(s, "d8") == 2 and food(s, "e8") == 1
    assert food(s, "e9") == 2  # the food lying there went into the new element


def test_GROW_never_next_to_another_players_element_and_within_the_supply() -> None:
    s = pos({"d6": (0, E, 0), "d7": (0, M, 0), "d8": (0, G, 5),
             "f9": (1, E, 1), "f10": (1, M, 1), "g10": (1, G, 1)}, turn=0)
    play(s, "choose d8 grow")
    assert R.why_illegal(s, Action.parse("grow eat e9")) == (
        "e9 touches another player's element: you may not grow next to one (only move)")
    s = pos({"e3": (0, E, 0), "e4": (0, E, 0), "e5": (0, E, 0), "e6": (0, E, 0), "e7": (0, E, 0),
             "e8": (0, M, 0), "e9": (0, G, 9)}, turn=0)
    play(s, "choose e9 grow")
    assert R.why_illegal(s, Action.parse("grow eat d8")) == "all 5 of your EAT elements are on the board (O2)"
    assert R.why_illegal(s, Action.parse("grow move d8")) is None


def test_MOVE_the_seeds_four_examples() -> None:
    s = pos(ORG, turn=0)  # FED + MOBILE + ALIVE: the EAT next to the MOVE, with a food
    play(s, "choose e7 move")
    assert R.why_illegal(s, Action.parse("move e6 e5")) is None
    s = pos({"e5": (0, E, 1), "e6": (0, G, 1), "e7": (0, G, 0), "e8": (0, M, 1)}, turn=0)
    play(s, "choose e8 move")  # NOT MOBILE: the mover too far away
    assert R.why_illegal(s, Action.parse("move e5 e4")) == (
        "e5 is not MOBILE: it is not a MOVE and touches no MOVE of its organism")
    s = pos({"e6": (0, E, 0), "e7": (0, M, 1), "e8": (0, G, 1)}, turn=0)
    play(s, "choose e7 move")  # NOT FED: no food on the eater
    assert R.why_illegal(s, Action.parse("move e6 e5")) == (
        "e6 is not FED: an element needs at least one food to move")
    s = pos({"e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, M, 1), "d8": (0, G, 1)}, turn=0)
    play(s, "choose e7 move", "move e7 d6")  # NOT ALIVE: the MOVE leaves with the EAT, no GROW
    assert R.why_illegal(s, Action.parse("move e6 e5")) == (
        "e6 is not ALIVE: its part of the organism lacks an EAT, a MOVE or a GROW")


def test_MOVE_carries_food_and_takes_what_lies_there_but_never_touches_the_same_type() -> None:
    s = pos({"e6": (0, E, 2), "e7": (0, M, 1), "e8": (0, G, 1), "d8": (0, M, 1)}, turn=0, food={"e5": 3})
    play(s, "choose e7 move", "move e6 e5")  # one of two moves: the turn goes on
    assert food(s, "e5") == 5 and food(s, "e6") == 0 and occ(s, "e5") == (0, E)
    s = pos({"e6": (0, E, 2), "e7": (0, M, 1), "e8": (0, G, 1),
             "e3": (1, G, 1), "e4": (1, E, 1), "d3": (1, M, 1)}, turn=0)
    play(s, "choose e7 move")
    assert R.why_illegal(s, Action.parse("move e6 e5")) == (
        "e5 touches another player's EAT: two elements of the same type of different players may never touch")


def test_CIRCULATE_passes_food_within_the_organism_even_across_a_split() -> None:
    s = pos({"e6": (0, E, 1), "e7": (0, M, 2), "e8": (0, G, 1), "d8": (0, M, 1), "f9": (0, M, 1)}, turn=0)
    play(s, "choose e7 move", "move e7 d6", "circulate d8 d6")  # two of three moves
    assert food(s, "d6") == 3 and food(s, "d8") == 0
    t = pos(ORG, turn=0)
    play(t, "choose e7 eat")
    assert R.why_illegal(t, Action.parse("circulate e6 e6")) == (
        "circulate moves food from one element to another")
    t.food[at(t, "e8")] = 0
    assert R.why_illegal(t, Action.parse("circulate e8 e6")) == "e8 holds no food to circulate"


# -- E: conflict (O5) ---------------------------------------------------------------------------
BROOKE = {"e3": (1, E, 1), "e4": (1, G, 2), "d3": (1, M, 1)}


def test_O5_eat_disrupts_grow_with_power_and_dropped_food() -> None:
    s = pos({"e5": (0, E, 1), "e6": (0, M, 1), "e7": (0, G, 1), **BROOKE}, turn=0)
    play(s, "choose e6 eat", "stop")  # the turn ends: E then F
    assert occ(s, "e4") is None and food(s, "e4") == 3  # its 2 food plus one
    assert s.power == [2, 0]  # the disruption, and Brooke's broken organism failed integrity
    assert s.gains[0] == {"disrupt": 1, "integrity": 1}
    assert occ(s, "e3") is None and occ(s, "d3") is None and occ(s, "e5") == (0, E)


def test_F_sacrifice_in_play_the_eater_that_walks_off_alone() -> None:
    s = pos({**ORG, **BROOKE}, turn=0)
    play(s, "choose e7 move", "move e6 e5")  # e5 touches Brooke's GROW, but not its own organism
    assert occ(s, "e4") is None and occ(s, "e5") is None  # disrupted, then Alex's EAT fails integrity
    assert s.power == [2, 1] and s.gains[1] == {"sacrifice": 1}


def test_O5_elements_that_disrupt_nothing_go_first() -> None:
    # Alex EAT -> Brooke GROW -> Alex MOVE: the MOVE goes first, then the GROW (both removed)
    s = pos({"g6": (0, E, 0), "g7": (1, G, 0), "g8": (0, M, 0)}, turn=0)
    events: list = []
    used = rules.resolve_conflicts(s, 0, events)
    assert [e.data["cell"] for e in events] == [at(s, "g8"), at(s, "g7")]
    assert s.power == [1, 1] and used == {at(s, "g6"): [1]}


def test_O5_a_closed_cycle_is_removed_together() -> None:
    s = pos({"e6": (0, E, 0), "e7": (1, G, 0), "d6": (2, M, 0)}, turn=0, seats=3)
    events: list = []
    rules.resolve_conflicts(s, 0, events)
    assert len(events) == 3 and all(occ(s, n) is None for n in ("e6", "e7", "d6"))
    assert s.power == [1, 1, 1]


def test_O5_an_element_disrupted_by_two_players_pays_each_of_them() -> None:
    s = pos({"g7": (2, G, 0), "g8": (0, E, 0), "g6": (1, E, 0)}, turn=0, seats=3)
    rules.resolve_conflicts(s, 0, [])
    assert s.power == [1, 1, 0] and occ(s, "g7") is None


# -- F: integrity and the sacrifice -------------------------------------------------------------
def test_F_a_split_part_lacking_a_type_dies_dropping_food_plus_one() -> None:
    s = pos({"e6": (0, E, 2), "e7": (0, M, 1), "e8": (0, G, 1), "d8": (0, M, 1)}, turn=0)
    play(s, "choose e7 move", "move e6 e5", "stop")
    assert occ(s, "e5") is None and food(s, "e5") == 3
    assert s.power == [0, 0]  # your own organism: no integrity power


def test_ODI9_sacrifice_when_the_disrupter_dies_at_integrity() -> None:
    s = pos({"e5": (0, E, 1), **BROOKE}, turn=0)
    used = rules.resolve_conflicts(s, 0, [])
    rules.check_integrity(s, 0, used, [])
    assert occ(s, "e5") is None  # a lone EAT fails integrity
    assert s.power == [2, 1]  # Alex: the disruption and Brooke's failed organism; Brooke: the sacrifice
    assert s.gains[1] == {"sacrifice": 1}


# -- the end -----------------------------------------------------------------------------------
def test_three_organisms_at_the_end_of_your_turn_win() -> None:
    s = pos({"c5": (0, E, 1), "c6": (0, M, 1), "c7": (0, G, 1),
             "e4": (0, E, 1), "e5": (0, M, 1), "e6": (0, G, 1),
             "i4": (0, E, 1), "i5": (0, M, 1), "i6": (0, G, 1)}, turn=0)
    for _ in range(3):
        play(s, f"choose {hexes.name(s.board.cells[rules.members(s, s.pending[0])[0]])} eat", "stop")
    assert s.result is not None and s.result.reason == "three_organisms" and s.result.winners == (0,)


def test_ODI13_a_power_tie_goes_to_the_others() -> None:
    s = pos({**ORG, "h3": (1, E, 1), "h4": (1, M, 1), "i3": (1, G, 1)}, turn=0, power=(7, 7))
    rules._power_end(s, [])
    assert s.result is not None and s.result.winners == (1,)


def test_O7_a_game_stalls_after_300_turns() -> None:
    s = pos({**ORG, "h3": (1, E, 1), "h4": (1, M, 1), "i3": (1, G, 1)}, turn=0)
    s.turns = 299
    play(s, "choose e6 eat", "stop")
    assert s.result is not None and s.result.reason == "stalled" and s.result.winners == ()


# -- notation and legality --------------------------------------------------------------------
def test_every_action_reads_back_from_its_notation() -> None:
    for text in ("introduce EMG", "choose g7 move", "eat f9 f8", "grow move e8", "move f9 g9",
                 "circulate f9 e9", "stop"):
        assert str(Action.parse(text)) == text
    for bad in ("dance", "eat f9", "choose g7 fly", "introduce EMX", "stop now"):
        with pytest.raises(NotationError):
            Action.parse(bad)


def test_legal_actions_and_why_illegal_agree_over_random_games() -> None:
    from game.family.rng import Rng

    checked = 0
    for seed in range(6):
        s = rules.new_game(R.make_setup(NAMES[:2], seed), narrate=False)
        rng = Rng(seed)
        cells = s.board.cells
        while s.result is None and s.turns < 60:
            legal = rules.legal_actions(s)
            assert len(set(legal)) == len(legal)
            for a in legal:
                assert rules.why_illegal(s, a) is None, str(a)
            legal_set = set(legal)
            # a sample of everything else is refused with a reason
            for _ in range(30):
                a, b = cells[rng.below(len(cells))], cells[rng.below(len(cells))]
                kind = ("eat", "move", "circulate")[rng.below(3)]
                cand = Action(kind, a, b)
                if cand not in legal_set:
                    assert rules.why_illegal(s, cand), str(cand)
                checked += 1
            rules.apply(s, rng.choice(legal))
    assert checked > 1000
