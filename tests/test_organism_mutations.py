"""ORGANISM's mutations (ruling O8) as setup switches: each one's rule, with real values."""

from __future__ import annotations

import pytest
from test_organism_rules import ORG, at, food, occ, play, pos

from game.family.errors import CardError, OptionError
from game.organism import rules
from game.organism.actions import EAT, GROW, MOVE, Action
from game.organism.mutations import COUNT, IMPLEMENTED, default_mutations, load_mutations
from game.organism.ruleset import ORGANISM as R

E, M, G = EAT, MOVE, GROW


def test_O8_every_card_is_data_and_each_playable_one_is_a_switch_with_its_phase_and_colour() -> None:
    cards = default_mutations()
    assert len(cards) == COUNT == 26 and len({c.id for c in cards}) == 26
    switches = {s.name: s for s in R.switches()}
    by_id = {c.id: c for c in cards}
    for mid in IMPLEMENTED:
        c = by_id[mid]
        sw = switches[mid]
        assert c.phase in sw.label and c.complexity in sw.label and c.friendliness in sw.label
        assert sw.help == c.effect and sw.ruling == "O8"
    with pytest.raises(OptionError, match="unknown switch 'push'"):
        R.make_setup(("A", "B"), 1, ["push"])  # not played yet, so not offered


def test_a_broken_mutation_file_is_one_line_per_problem(tmp_path) -> None:
    (tmp_path / "mutations.yaml").write_text(
        "mutations:\n  - {id: skip, name: SKIP, phase: introduce, complexity: easy, friendliness: green,\n"
        "     effect: x}\n")
    with pytest.raises(CardError) as exc:
        load_mutations(tmp_path)
    assert len(exc.value.errors) == 1
    assert exc.value.errors[0].endswith("mutations.yaml:2: card 'skip': field 'complexity': must be one of "
                                        "simple, moderate, complex, got 'easy'")


def test_SKIP_the_first_introduce_places_five_then_three() -> None:
    s = rules.new_game(R.make_setup(("A", "B"), 1, ["skip"], start_player=0), narrate=False)
    legal = rules.legal_actions(s)
    assert len(legal) == 90 and all(len(a.order) == 5 for a in legal)
    assert "at most two" in (R.why_illegal(s, Action.parse("introduce EEEMG")) or "")
    play(s, "introduce EMGEM")
    home = list(s.board.homes[0])
    front = rules.front_spaces(s, home)
    assert len(front) == 2 and all(sum(1 for h in home if h in s.board.nbrs[f]) == 2 for f in front)
    assert [s.occ[c] % 3 for c in home + front] == [E, M, G, E, M]
    assert not s.first_intro[0]
    # a later introduce is three again
    s.occ = [-1] * len(s.occ)
    rules._begin_turn(s, [])
    assert all(len(a.order) == 3 for a in rules.legal_actions(s))


def test_DRINK_the_streak_compounds_and_resets() -> None:
    centre = {"g7": (0, M, 1), "g8": (0, E, 1), "g9": (0, G, 1)}
    s = pos(centre, turn=0, switches=("drink",), threshold=15)
    assert s.power[0] == 1
    for expected in (3, 6):
        s.turn = 0
        rules._after_introduce(s, [])
        assert s.power[0] == expected  # +2, then +3
    s.occ[at(s, "g7")] = -1
    rules._after_introduce(s, [])
    assert s.streak[0] == 0 and s.power[0] == 6
    plain = pos({"g7": (0, M, 1), "g8": (0, E, 1), "g9": (0, G, 1)}, turn=0, threshold=15)
    rules._after_introduce(plain, [])
    assert plain.power[0] == 2  # without DRINK: one a turn


def test_EXPAND_grows_next_to_any_element_of_the_organism() -> None:
    board = {"e5": (0, E, 0), "e6": (0, M, 0), "e7": (0, G, 2)}
    s = pos(board, turn=0)
    play(s, "choose e7 grow")
    assert R.why_illegal(s, Action.parse("grow eat e4")) == (
        "e4 is not next to a GROW element of this organism")
    s = pos(board, turn=0, switches=("expand",))
    play(s, "choose e7 grow", "grow eat e4")
    assert occ(s, "e4") == (0, E)


def test_RECLAIM_a_lost_element_feeds_another_organism() -> None:
    pieces = {"e5": (0, E, 1), "e6": (0, M, 1), "e7": (0, G, 1),
              "e3": (1, E, 1), "e4": (1, G, 2), "d3": (1, M, 1),
              "i5": (1, E, 0), "i6": (1, M, 0), "i7": (1, G, 0)}
    s = pos(pieces, turn=0, switches=("reclaim",))
    play(s, "choose e6 eat", "stop")  # Brooke's GROW at e4 is disrupted, then that organism fails
    assert occ(s, "e4") is None and occ(s, "e3") is None
    assert food(s, "i5") == 3  # three elements lost: three food into her other organism's first space
    plain = pos(pieces, turn=0)
    play(plain, "choose e6 eat", "stop")
    assert food(plain, "i5") == 0


def test_JUMP_moves_over_your_own_elements_for_one_move_per_space() -> None:
    board = {"e4": (0, E, 1), "e5": (0, M, 1), "e6": (0, M, 1), "e7": (0, G, 1)}
    s = pos(board, turn=0, switches=("jump",))
    play(s, "choose e5 move")  # two moves
    jump = Action.parse("move e4 e8")  # over e5, e6, e7: four spaces, too dear
    assert R.why_illegal(s, jump) == "that jump costs 4 moves and this organism has 2 left (JUMP)"
    three = {"e5": (0, E, 1), "e6": (0, M, 1), "e7": (0, M, 1), "d7": (0, M, 1), "d8": (0, G, 1)}
    s = pos(three, turn=0, switches=("jump",))
    play(s, "choose e6 move")  # three moves
    plain = pos(three, turn=0)
    play(plain, "choose e6 move")
    assert "moves one space" in (R.why_illegal(plain, Action.parse("move e5 e8")) or "")
    assert Action.parse("move e5 e8") in rules.legal_actions(s)  # over e6 and e7: three moves
    play(s, "move e5 e8")
    assert occ(s, "e8") == (0, E) and occ(s, "e5") is None and s.turn == 1  # all three moves spent


def test_COMMUNE_two_fed_neighbours_make_an_element_fed_and_mobile() -> None:
    board = {"e5": (0, G, 0), "e6": (0, E, 1), "d5": (0, E, 1), "e7": (0, M, 1)}
    s = pos(board, turn=0)
    play(s, "choose e7 move")
    assert "not MOBILE" in (R.why_illegal(s, Action.parse("move e5 e4")) or "")
    s = pos(board, turn=0, switches=("commune",))
    play(s, "choose e7 move")
    assert R.why_illegal(s, Action.parse("move e5 e4")) is None


def test_PERSIST_keeps_broken_organisms_while_a_living_one_remains() -> None:
    board = {**ORG, "d8": (0, M, 1)}
    s = pos({**board, "i5": (0, E, 1)}, turn=0, switches=("persist",))
    play(s, "choose e7 move", "move e6 e5", "stop")
    assert occ(s, "e5") == (0, E) and occ(s, "i5") == (0, E)  # split-off parts stay
    lone = pos({"i5": (1, E, 1), **ORG}, turn=0, switches=("persist",))
    play(lone, "choose e6 eat", "stop")
    assert occ(lone, "i5") is None  # Brooke has no living organism: all hers go


def test_SYNCHRONIZE_an_element_between_two_of_one_other_type_earns_one_more_action() -> None:
    # the EAT at e6 touches two MOVE elements of its organism (e5, e7)
    board = {"e5": (0, M, 1), "e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, G, 1)}
    s = pos(board, turn=0, switches=("synchronize",))
    play(s, "choose e6 eat", "eat e6 f6")
    assert s.turn == 0 and s.phase == "act" and s.left == 1  # the extra action
    play(s, "eat e6 f7")
    assert s.turn == 1  # only once a turn
    plain = pos(board, turn=0)
    play(plain, "choose e6 eat", "eat e6 f6")
    assert plain.turn == 1


def test_ACCELERATE_two_turns_each_organism_choosing_another_type() -> None:
    s = pos(ORG, turn=0, switches=("accelerate",))
    play(s, "choose e6 eat", "stop")
    assert s.turn == 0 and s.accel == 1 and s.phase == "choose"  # the same player's second turn
    assert R.why_illegal(s, Action.parse("choose e6 eat")) == (
        "ACCELERATE: this organism chose EAT in the first turn; the second turn needs another type")
    assert {a.etype for a in rules.legal_actions(s)} == {MOVE, GROW}
    play(s, "choose e6 grow", "stop")
    assert s.turn == 1 and s.accel == 0 and s.turns == 1
