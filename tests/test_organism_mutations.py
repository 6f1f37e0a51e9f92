"""ORGANISM's mutations (ruling O8) as setup switches: each one's rule, with real values."""

from __future__ import annotations

import pytest
from test_organism_rules import ORG, at, food, occ, play, pos

from game.family.errors import CardError, OptionError
from game.games.organism import rules
from game.games.organism.actions import EAT, GROW, MOVE, Action
from game.games.organism.mutations import COUNT, IMPLEMENTED, default_mutations, load_mutations
from game.games.organism.reading import rebuild_adjacency
from game.games.organism.ruleset import ORGANISM as R
from game.games.organism.ruleset import PHASE_HEADINGS
from game.games.organism.state import METAMORPHOSE, NEUTRAL, PILLAR, PROJECT, SLIDE, WARP

E, M, G = EAT, MOVE, GROW


def test_O8_every_card_is_data_and_each_playable_one_is_a_switch_in_its_phase_in_plain_words() -> None:
    cards = default_mutations()
    assert len(cards) == COUNT == 26 and len({c.id for c in cards}) == 26
    switches = {s.name: s for s in R.switches()}
    by_id = {c.id: c for c in cards}
    for mid in IMPLEMENTED:
        c = by_id[mid]
        sw = switches[mid]
        # New game: the name and a player's few words, under its phase's heading (issue 35 item 10);
        # the designer's measures live in the tool tip with the whole effect
        assert sw.label == f"{c.name.title()}: {c.summary}" and 0 < len(c.summary) <= 32
        assert sw.group == PHASE_HEADINGS[c.phase]
        assert c.complexity not in sw.label and c.friendliness not in sw.label
        assert sw.help == f"{c.name}: {c.effect} ({c.complexity}; {c.friendliness}, O8)" and sw.ruling == "O8"
    groups = [sw.group for sw in R.switches()]
    assert groups == sorted(groups, key=groups.index), "a phase's switches are not together"
    order = [g for g in PHASE_HEADINGS.values() if g in groups]
    assert [g for g in dict.fromkeys(groups) if g in order] == order, "phases out of the turn's order"
    assert set(IMPLEMENTED) == {c.id for c in cards} - {"rain"}  # every mutation is played (RAIN: O9)
    with pytest.raises(OptionError, match="unknown switch 'mitosis'"):
        R.make_setup(("A", "B"), 1, ["mitosis"])


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
    # O10 (e): the n-th turn in a row pays the hold's power (1) plus n: 2, 3, 4 ...
    centre = {"g7": (0, M, 1), "g8": (0, E, 1), "g9": (0, G, 1)}
    s = pos(centre, turn=0, switches=("drink",), threshold=15)
    assert s.power[0] == 2
    for expected in (5, 9):
        s.turn = 0
        rules._after_introduce(s, [])
        assert s.power[0] == expected  # +3, then +4
    s.occ[at(s, "g7")] = -1
    rules._after_introduce(s, [])
    assert s.streak[0] == 0 and s.power[0] == 9
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


def test_PUSH_moving_into_your_own_element_pushes_it_on_for_one_more_move() -> None:
    board = {"e5": (0, M, 1), "e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, G, 1)}
    plain = pos(board, turn=0)
    play(plain, "choose e5 move")
    assert R.why_illegal(plain, Action.parse("push e5 e6 d5")) == (
        "push is the PUSH mutation, which is not in play")
    s = pos(board, turn=0, switches=("push",))
    play(s, "choose e5 move")  # two moves
    assert R.why_illegal(s, Action.parse("push e5 e6 e5")) == (
        "a push never goes back over a space it has used")
    assert R.why_illegal(s, Action.parse("push e5 e6 e7 e8 e9")) == (
        "that push costs 4 moves and this organism has 2 left (PUSH)")
    assert Action.parse("push e5 e6 d5") in rules.legal_actions(s)
    play(s, "push e5 e6 d5")  # the MOVE at e5 steps into e6; the EAT there is pushed on to d5
    assert occ(s, "e5") is None and occ(s, "e6") == (0, M) and occ(s, "d5") == (0, E)
    assert food(s, "e6") == 1 and food(s, "d5") == 1  # each element keeps its own food
    assert s.turn == 1  # both moves spent


def test_AVENGE_an_organism_lost_on_anothers_turn_is_a_free_turn_for_later() -> None:
    pieces = {"e5": (0, E, 1), "e6": (0, M, 1), "e7": (0, G, 1),
              "e3": (1, E, 1), "e4": (1, G, 2), "d3": (1, M, 1),
              "i5": (1, E, 0), "i6": (1, M, 0), "i7": (1, G, 0)}
    s = pos(pieces, turn=0, switches=("avenge",))
    play(s, "choose e6 eat", "stop")  # Brooke's GROW at e4 goes, then her organism at e3 fails
    assert occ(s, "e3") is None and s.avenge == [0, 1] and s.turn == 1
    assert Action.parse("avenge") in rules.legal_actions(s)
    play(s, "avenge", "choose i6 eat", "stop")
    assert s.turn == 1 and s.avenge == [0, 0] and s.bonus == 2  # her free turn
    play(s, "choose i6 eat", "stop")
    assert s.turn == 0 and s.bonus == 0
    plain = pos(pieces, turn=0)
    play(plain, "choose e6 eat", "stop")
    assert plain.avenge == [0, 0] and R.why_illegal(plain, Action.parse("avenge")) == "AVENGE is not in play"


def test_REGENERATE_a_disrupted_element_grows_back_into_its_organism() -> None:
    # Alex's GROW at e5 disrupts Brooke's MOVE at e4; her e3 GROW and d3 EAT are left
    pieces = {"e5": (0, G, 1), "e6": (0, M, 1), "e7": (0, E, 1),
              "e3": (1, G, 2), "d3": (1, E, 1), "e4": (1, M, 1)}
    plain = pos(pieces, turn=0)
    play(plain, "choose e7 eat", "stop")
    assert occ(plain, "e3") is None and plain.power == [2, 0]  # her organism failed: +1 integrity
    s = pos(pieces, turn=0, switches=("regenerate",))
    play(s, "choose e7 eat", "stop")
    assert s.phase == "regenerate" and s.to_move() == 1  # O10 (h): Brooke is asked, on Alex's turn
    play(s, "regenerate")
    # the MOVE grows back next to her GROW, at the open space nearest e4 touching no other player
    # (no MOVE left in the organism, so it costs nothing), and her organism lives
    assert occ(s, "e4") is None and food(s, "e4") == 2
    assert occ(s, "f4") == (1, M) and occ(s, "e3") == (1, G) and occ(s, "d3") == (1, E)
    assert s.power == [1, 0]


def test_ECHO_one_action_of_the_previous_players_last_type_before_choosing() -> None:
    pieces = {**ORG, "i5": (1, E, 1), "i6": (1, M, 1), "i7": (1, G, 1)}
    s = pos(pieces, turn=0, switches=("echo",))
    play(s, "choose e6 eat", "eat e6 d5")
    assert s.turn == 1 and s.echo == E
    assert Action.parse("echo i5") in rules.legal_actions(s)
    play(s, "echo i5", "eat i5 j5")
    assert food(s, "i5") == 2 and s.phase == "choose" and s.pending == [0]  # it still chooses
    assert R.why_illegal(s, Action.parse("echo i5")) == (
        "nothing to echo: the previous player chose no type, or you have chosen already")
    play(s, "choose i6 move")
    assert s.left == 1
    plain = pos(pieces, turn=0)
    play(plain, "choose e6 eat", "eat e6 d5")
    assert R.why_illegal(plain, Action.parse("echo i5")) == "ECHO is not in play"


def test_COMBUST_burn_an_element_for_two_actions_of_another_type() -> None:
    board = {"e5": (0, E, 3), "e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, G, 2)}
    s = pos(board, turn=0, switches=("combust",))
    play(s, "choose e7 move")
    assert R.why_illegal(s, Action.parse("combust e7 move")) == (
        "a combusted MOVE gives two actions of another type")
    play(s, "combust e5 grow")
    assert occ(s, "e5") is None and food(s, "e5") == 0  # no food left behind
    assert s.extra == [0, 0, 2] and s.left == 1
    play(s, "grow move d8")  # a GROW action the MOVE organism did not have
    assert occ(s, "d8") == (0, M) and s.extra == [0, 0, 1] and s.turn == 0
    play(s, "stop")
    assert s.turn == 1
    plain = pos(board, turn=0)
    play(plain, "choose e7 move")
    assert R.why_illegal(plain, Action.parse("combust e5 grow")) == "COMBUST is not in play"


def test_PULSE_two_food_move_the_whole_organism_one_space() -> None:
    s = pos(ORG, turn=0, switches=("pulse",))
    play(s, "choose e7 move")
    play(s, "pulse e6 ne")
    assert [occ(s, c) for c in ("f6", "f7", "f8")] == [(0, E), (0, M), (0, G)]
    assert all(occ(s, c) is None for c in ("e6", "e7", "e8"))
    assert food(s, "f6") + food(s, "f7") + food(s, "f8") == 1  # three food, two spent
    # obstructed: Brooke's EAT at g6 would touch Alex's EAT landing on f6
    s = pos({**ORG, "g6": (1, E, 0)}, turn=0, switches=("pulse",))
    play(s, "choose e7 move")
    assert R.why_illegal(s, Action.parse("pulse e6 ne")) == (
        "f6 would touch another player's EAT: two elements of the same type of different players "
        "may never touch")
    assert R.why_illegal(s, Action.parse("pulse e6 s")) is None


def test_CONTRACT_the_others_step_closer_to_the_chosen_element_nearest_first() -> None:
    board = {"e4": (0, E, 1), "e5": (0, M, 1), "f6": (0, M, 1), "f7": (0, G, 1), "g8": (0, E, 1)}
    s = pos(board, turn=0, switches=("contract",))
    play(s, "choose e5 move", "contract e4")
    # f6 (two away) steps to f5; f7 (three) to e6, the lower of its two closer spaces; g8 (four)
    # into f7, which f7 has just left; e5 is already next to e4
    assert occ(s, "e4") == (0, E) and occ(s, "e5") == (0, M)
    assert occ(s, "f5") == (0, M) and occ(s, "e6") == (0, G) and occ(s, "f7") == (0, E)
    assert occ(s, "f6") is None and occ(s, "g8") is None and s.left == 1


def test_TRANSMUTE_one_food_makes_an_element_another_type_for_the_rest_of_the_turn() -> None:
    board = {"e5": (0, E, 1), "e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, G, 1)}
    s = pos(board, turn=0, switches=("transmute",))
    play(s, "choose e7 move", "transmute e5 grow")
    assert occ(s, "e5") == (0, G) and food(s, "e5") == 0 and s.left == 1  # it is no action
    assert R.why_illegal(s, Action.parse("transmute e5 move")) == (
        "e5 holds no food: transmuting costs one of its own")
    play(s, "stop")
    assert occ(s, "e5") == (0, E)  # its own type again once the turn is over
    # integrity counts the type it has this turn: the organism's only EAT made a GROW fails
    s = pos(ORG, turn=0, switches=("transmute",))
    play(s, "choose e7 move", "transmute e6 grow", "stop")
    assert all(occ(s, c) is None for c in ("e6", "e7", "e8"))


def test_SLIDE_an_element_on_a_slide_field_moves_off_without_an_action() -> None:
    s = pos(ORG, turn=0, switches=("slide",))
    s.fld[at(s, "e6")] = 0 * 8 + SLIDE
    play(s, "choose e8 grow")  # one GROW action; a move is free only off the slide
    assert R.why_illegal(s, Action.parse("move e7 d7")) == (
        "this organism chose GROW: each action is grow or circulate")
    play(s, "move e6 d6")
    assert occ(s, "d6") == (0, E) and occ(s, "e6") is None and s.left == 1 and s.turn == 0
    assert s.fld[at(s, "e6")] == SLIDE  # the field stays where it is
    plain = pos(ORG, turn=0)
    plain.fld[at(plain, "e6")] = SLIDE
    play(plain, "choose e8 grow")
    assert R.why_illegal(plain, Action.parse("move e6 d6")) == (
        "this organism chose GROW: each action is grow or circulate")


def test_WARP_spaces_with_one_players_warp_fields_are_adjacent() -> None:
    board = {"e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, G, 2)}
    s = pos(board, turn=0, switches=("warp",))
    s.fld[at(s, "e8")] = s.fld[at(s, "i8")] = 0 * 8 + WARP
    rebuild_adjacency(s)
    play(s, "choose e8 grow", "grow move i8")  # i8 is next to the GROW at e8 through the warp
    assert occ(s, "i8") == (0, M)
    assert occ(s, "i8") == (0, M) and occ(s, "e8") == (0, G)  # one organism: it survived integrity
    plain = pos(board, turn=0)
    play(plain, "choose e8 grow")
    assert R.why_illegal(plain, Action.parse("grow move i8")) == (
        "i8 is not next to a GROW element of this organism")


def test_PROJECT_an_element_on_a_project_field_lends_an_action_of_its_type() -> None:
    s = pos(ORG, turn=0, switches=("project",))
    s.fld[at(s, "e6")] = 0 * 8 + PROJECT
    play(s, "choose e7 move")
    assert s.proj == [1, 0, 0]
    play(s, "eat e6 d5")  # an EAT action instead of the organism's one MOVE
    assert food(s, "e6") == 2 and s.turn == 1
    plain = pos(ORG, turn=0, switches=("project",))
    play(plain, "choose e7 move")
    assert R.why_illegal(plain, Action.parse("eat e6 d5")) == (
        "this organism chose MOVE: each action is move or circulate")


def test_PILLAR_blocks_its_space_and_two_that_touch_annihilate() -> None:
    s = pos({**ORG, "e8": (0, G, 2)}, turn=0, switches=("pillar",))
    s.fld[at(s, "d6")] = 1 * 8 + PILLAR
    s.fld[at(s, "d7")] = 1 * 8 + PILLAR + 0  # Brooke's, touching d6: placed by hand
    play(s, "choose e7 move")
    assert R.why_illegal(s, Action.parse("move e6 d6")) == "d6 holds a PILLAR: no element may share its space"
    s = pos({**ORG, "e8": (0, G, 2)}, turn=0, switches=("pillar",))
    s.fld[at(s, "d7")] = 1 * 8 + PILLAR
    play(s, "choose e8 grow", "grow pillar d8")  # Alex's first field costs nothing; it touches d7
    assert s.fld[at(s, "d8")] == -1 and s.fld[at(s, "d7")] == -1  # both annihilated
    assert food(s, "e8") == 2


def test_METAMORPHOSE_an_element_moving_onto_the_field_changes_type() -> None:
    board = {"e5": (0, M, 1), "e6": (0, E, 1), "e7": (0, M, 1), "e8": (0, G, 1)}
    s = pos(board, turn=0, switches=("metamorphose",))
    s.fld[at(s, "d6")] = NEUTRAL * 8 + METAMORPHOSE
    play(s, "choose e5 move")
    assert "say the type the element becomes" in (R.why_illegal(s, Action.parse("move e6 d6")) or "")
    assert R.why_illegal(s, Action.parse("move e6 d6 eat")) == (
        "METAMORPHOSE: the element must become another type")
    assert R.why_illegal(s, Action.parse("move e6 d5 grow")) == (
        "an element changes type only as it moves onto a METAMORPHOSE field")
    play(s, "move e6 d6 grow")
    assert occ(s, "d6") == (0, G) and food(s, "d6") == 1 and occ(s, "e6") is None


def test_IMMOLATE_a_disrupted_element_drops_a_field_of_its_player() -> None:
    pieces = {"e5": (0, E, 1), "e6": (0, M, 1), "e7": (0, G, 1),
              "e3": (1, E, 1), "e4": (1, G, 2), "d3": (1, M, 1)}
    s = pos(pieces, turn=0, switches=("immolate", "slide"))
    play(s, "choose e6 eat", "stop")
    assert occ(s, "e4") is None and s.fld[at(s, "e4")] == 1 * 8 + SLIDE  # Brooke's SLIDE field
    plain = pos(pieces, turn=0, switches=("slide",))
    play(plain, "choose e6 eat", "stop")
    assert plain.fld[at(plain, "e4")] == -1
    with pytest.raises(OptionError, match="IMMOLATE places fields of another field mutation"):
        R.make_setup(("A", "B"), 1, ["immolate"])


def test_INHERIT_neutral_fields_mirrored_through_the_centre_at_setup() -> None:
    s = rules.new_game(R.make_setup(("A", "B"), 5, ["inherit", "pillar", "warp"]), narrate=False)
    placed = [(c, f) for c, f in enumerate(s.fld) if f != -1]
    assert len(placed) == 4 and all(f // 8 == NEUTRAL for _, f in placed)
    assert sorted(f % 8 for _, f in placed) == [WARP, WARP, PILLAR, PILLAR]
    cells = {s.board.cells[c]: f for c, f in placed}
    assert all(cells.get((-q, -r)) == f for (q, r), f in cells.items())  # mirrored pairs
    homes = {h for home in s.board.homes for h in home}
    assert not homes & {c for c, _ in placed} and s.board.centre not in {c for c, _ in placed}
    assert rules.new_game(R.make_setup(("A", "B"), 1, ["pillar"]), narrate=False).fld.count(-1) == len(s.fld)
    with pytest.raises(OptionError, match="INHERIT places fields of another field mutation"):
        R.make_setup(("A", "B"), 1, ["inherit"])


def test_fields_grow_under_an_element_or_beside_a_GROW_and_cost_one_per_field() -> None:
    s = pos({**ORG, "e8": (0, G, 1)}, turn=0, switches=("slide",))
    play(s, "choose e8 grow")
    assert R.why_illegal(s, Action.parse("grow slide g7")) == "fields may never be in the centre"
    play(s, "grow slide e7")  # under its own MOVE: the first field is free
    assert s.fld[at(s, "e7")] == SLIDE and food(s, "e8") == 1
    s.fld[at(s, "i5")] = SLIDE
    board = {**ORG, "e8": (0, G, 0)}
    s = pos(board, turn=0, switches=("slide",))
    s.fld[at(s, "i5")] = SLIDE  # Alex has one field already: the next costs one food
    play(s, "choose e8 grow")
    assert R.why_illegal(s, Action.parse("grow slide d8")) == (
        "a field costs 1 food (one per field of yours on the board) and the GROW elements hold 0")


def test_a_field_moves_with_a_MOVE_action_carrying_the_food_on_its_space() -> None:
    s = pos(ORG, turn=0, switches=("slide",), food={"d7": 3})
    s.fld[at(s, "d7")] = SLIDE  # next to the MOVE at e7: mobile, though no element is on it
    play(s, "choose e7 move", "shift d7 d8")
    assert s.fld[at(s, "d8")] == SLIDE and s.fld[at(s, "d7")] == -1
    assert food(s, "d8") == 3 and food(s, "d7") == 0 and s.turn == 1


def test_MERGE_same_types_may_touch_and_the_controller_acts_with_the_merged_organism() -> None:
    brooke = {"c5": (1, E, 1), "c4": (1, G, 1), "b4": (1, M, 1)}
    plain = pos({**ORG, **brooke}, turn=0, switches=("open_board",))
    play(plain, "choose e7 move")
    assert "touches another player's EAT" in (R.why_illegal(plain, Action.parse("move e6 d6")) or "")
    s = pos({**ORG, **brooke}, turn=0, switches=("merge", "open_board"))
    play(s, "choose e7 move", "move e6 d6")  # Alex's EAT touches Brooke's EAT: the organisms merge
    assert occ(s, "d6") == (0, E) and occ(s, "c5") == (1, E) and s.power == [0, 0]
    # three elements each: no count is held by one player alone, so the first in turn order
    # (Alex) controls it; Brooke has nothing else, so her turn passes with no action
    assert s.turn == 0 and s.turns == 2 and s.phase == "choose"
    assert R.why_illegal(s, Action.parse("choose c5 eat")) is None  # Alex chooses for Brooke's too
    play(s, "choose c5 eat")
    # O10 (g): then each acts with their own EATs: three elements each, so Brooke (the seat
    # after Alex) first, with her one EAT
    assert s.turn == 1 and s.to_move() == 1 and s.left == 1
    assert "another player's element" in (R.why_illegal(s, Action.parse("eat d6 d7")) or "")
    play(s, "eat c5 b5")
    assert food(s, "c5") == 2  # Brooke's EAT fed by her own action
    assert s.turn == 0 and s.left == 1  # then Alex, with his
    merged = pos({**ORG, **brooke}, turn=1, switches=("merge", "open_board"))
    assert R.why_illegal(merged, Action.parse("choose c5 eat")) is None  # not merged yet: her own


def test_MERGE_a_merged_organism_shields_its_players_and_lives_as_one() -> None:
    # Brooke's MOVE at d6 touches Alex's MOVE at e7: merged. Alex's EAT at e6 touches her GROW at
    # d5 (EAT disrupts GROW) and her MOVE at d6 (MOVE disrupts EAT): inside one merged organism
    # none of that happens; and her part, with no EAT of its own, lives by the whole organism's
    pieces = {**ORG, "d5": (1, G, 1), "d6": (1, M, 1)}
    s = pos(pieces, turn=0, switches=("merge",))
    play(s, "choose e6 eat", "stop")
    assert occ(s, "d5") == (1, G) and occ(s, "d6") == (1, M) and occ(s, "e6") == (0, E)
    assert s.power == [0, 0]
    plain = pos(pieces, turn=0)
    play(plain, "choose e6 eat", "stop")
    assert occ(plain, "d5") is None and occ(plain, "e6") is None  # disrupted, both ways


def test_WARP_joins_spaces_for_conflict_and_integrity_too() -> None:
    # Alex's EAT at e6 and Brooke's GROW at i6 both stand on Alex's warp fields: they touch
    pieces = {**ORG, "i6": (1, G, 1), "i5": (1, E, 1), "i7": (1, M, 1)}
    s = pos(pieces, turn=0, switches=("warp",))
    s.fld[at(s, "e6")] = s.fld[at(s, "i6")] = 0 * 8 + WARP
    rebuild_adjacency(s)
    play(s, "choose e7 move", "stop")
    assert occ(s, "i6") is None and food(s, "i6") == 2  # EAT disrupts GROW across the warp
    assert s.power == [2, 0] and occ(s, "i5") is None  # and her broken organism fails: +1
    plain = pos(pieces, turn=0, switches=("warp",))
    play(plain, "choose e7 move", "stop")
    assert occ(plain, "i6") == (1, G) and plain.power == [0, 0]
