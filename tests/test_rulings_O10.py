"""Ruling O10 (ORGANISM, from the rules audit of 2026-11-27), item by item, with real values.
Format-1 records replaying as played: tests/test_organism_format1_records.py."""

from __future__ import annotations

import dataclasses

import pytest
from test_organism_rules import BROOKE, ORG, at, food, occ, play, pos

from game.family.errors import OptionError, RecordError
from game.family.match import Match
from game.games.organism import hexes, rules
from game.games.organism.actions import EAT, GROW, MOVE, Action
from game.games.organism.board import default_boards
from game.games.organism.rain import rain_turn
from game.games.organism.ruleset import ORGANISM as R
from game.games.organism.state import EMPTY, NEUTRAL, SLIDE, WARP

E, M, G = EAT, MOVE, GROW


def rain_position(elements: dict[str, tuple[int, int, int]], switches: tuple[str, ...] = ("reclaim",),
                  seed: int = 4, o10: bool = True) -> rules.OrganismState:
    """A one-seat RAIN game whose board holds only ``elements`` (space -> seat, type, food; RAIN
    is seat 1)."""
    s = rules.new_game(R.make_setup(("You",), seed, ("rain", *switches), start_player=0), narrate=False)
    if not o10:
        s.setup = dataclasses.replace(s.setup, o10=False)
    n = len(s.occ)
    s.occ, s.food = [EMPTY] * n, [0] * n
    for name, (seat, t, f) in elements.items():
        s.occ[at(s, name)], s.food[at(s, name)] = seat * 3 + t, f
    return s


# -- (b) RECLAIM pays for every element lost on another player's turn ---------------------------
WASHED = {"f9": (0, M, 1), "g10": (0, E, 1), "h9": (0, G, 1),  # this organism loses its EAT...
          "d5": (0, E, 1), "d6": (0, M, 1), "d7": (0, G, 1),  # ...this one is fed for it
          "g8": (1, E, 0)}  # RAIN's EAT falls to g9, touching the EAT at g10


def test_O10b_reclaim_pays_for_elements_rain_washes_away_and_breaks() -> None:
    s = rain_position(WASHED)
    events: list = []
    rain_turn(s, events)
    assert occ(s, "g10") is None and occ(s, "f9") is None and occ(s, "h9") is None
    # the EAT washed away, then its organism's MOVE and GROW failing integrity: three food
    assert [e.kind for e in events].count("reclaimed") == 3
    assert food(s, "d5") == 1 + 3 and occ(s, "d5") == (0, E)
    before = rain_position(WASHED, o10=False)  # format 1: RAIN's turn paid nothing
    rain_turn(before, [])
    assert food(before, "d5") == 1
    plain = rain_position(WASHED, switches=())
    rain_turn(plain, [])
    assert food(plain, "d5") == 1


def test_O10b_reclaim_pays_for_rains_conflict_step() -> None:
    # RAIN's MOVE falls to g9 beside the player's EAT at f9 (MOVE disrupts EAT)
    pieces = {"f9": (0, E, 1), "e8": (0, M, 1), "e7": (0, G, 1),
              "i6": (0, E, 1), "i7": (0, M, 1), "h7": (0, G, 1), "g8": (1, M, 0)}
    s = rain_position(pieces)
    events: list = []
    rain_turn(s, events)
    disrupted = [e for e in events if e.kind == "disrupted" and e.data["seat"] == 0]
    assert [s.board.name(e.data["cell"]) for e in disrupted] == ["f9"]
    assert occ(s, "e8") is None and occ(s, "e7") is None  # the rest fails integrity
    assert food(s, "h7") == 1 + 3  # the EAT, then its organism's MOVE and GROW, into the other


def test_O10b_reclaim_pays_for_elements_another_players_introduce_clears() -> None:
    s = pos({"i5": (1, E, 0), "i6": (1, M, 0), "i7": (1, G, 0)}, turn=0, switches=("reclaim",))
    home = s.board.homes[0]
    near = next(n for n in s.board.nbrs[home[1]] if n not in home)
    s.occ[near] = 1 * 3 + E  # a lone EAT of Brooke's beside Alex's home
    rules._begin_turn(s, [])
    assert s.phase == "introduce"
    events = play(s, "introduce EMG")
    assert s.occ[near] == EMPTY and [e.kind for e in events].count("reclaimed") == 1
    assert food(s, "i5") == 1  # into her other organism, on its lowest space


# -- (c) RAIN seats 1-4; its rings are a setup choice -------------------------------------------
@pytest.mark.parametrize(("seats", "rings"), [(1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5), (3, 4), (3, 5),
                                              (4, 5)])
def test_O10c_rain_seats_one_to_four_on_every_board_its_table_gives(seats: int, rings: int) -> None:
    names = ("You", "Brooke", "Casey", "Dana")[:seats]
    s = rules.new_game(R.make_setup(names, 3, ["rain"], rain_rings=rings), narrate=False)
    b = s.board
    assert b.rings == rings and len(b.columns()) == 2 * rings + 1 and len(b.homes) == seats
    bottom = {max(col, key=lambda c: hexes.centre_xy(b.cells[c], 30)[1]) for col in b.columns()}
    for home in b.homes:  # flat: three bottom spaces; pyramid: two and the space between, a ring in
        on_bottom = [c for c in home if c in bottom]
        assert len(on_bottom) in (2, 3) and home[0] in b.nbrs[home[1]] and home[2] in b.nbrs[home[1]]
    homes = [c for h in b.homes for c in h]
    for i, h in enumerate(b.homes):  # each organism apart from the others by a space
        others = {c for j, g in enumerate(b.homes) if j != i for c in g}
        assert not any(n in others for c in h for n in b.nbrs[c])
    assert len(set(homes)) == 3 * seats


def test_O10c_four_seats_play_rain_and_too_many_for_a_board_are_refused() -> None:
    four = R.make_setup(("a", "b", "c", "d"), 1, ["rain"])
    assert rules.new_game(four, narrate=False).board.rings == 5  # only 11 columns seat four
    with pytest.raises(OptionError, match="9 columns seats up to 3 players, not 4"):
        R.make_setup(("a", "b", "c", "d"), 1, ["rain"], rain_rings=4)
    with pytest.raises(OptionError, match="7 columns seats up to 2 players, not 3"):
        R.make_setup(("a", "b", "c"), 1, ["rain"], rain_rings=3)
    # no choice named: the board format 1 always played (7 columns for one or two, 11 for three)
    assert [rules.new_game(R.make_setup(("a", "b", "c")[:n], 1, ["rain"]), narrate=False).board.rings
            for n in (1, 2, 3)] == [3, 3, 5]
    # the choice is offered at New game (a number: 0 is the smallest board), and only means
    # something with RAIN
    option = next(o for o in R.setup_options() if o.name == "rain_rings")
    assert option.default == 0 and not option.choices
    assert R.make_setup(("a", "b"), 1, [], rain_rings=5).rain_rings == 0
    with pytest.raises(OptionError, match="3, 4 or 5"):
        R.make_setup(("a", "b"), 1, ["rain"], rain_rings=6)


def test_O10c_a_record_keeps_its_rain_board() -> None:
    setup = R.make_setup(("a", "b"), 9, ["rain"], rain_rings=5)
    data = R.setup_to_dict(setup)
    assert data["rain_rings"] == 5 and R.setup_from_dict(data, "t", 2) == setup
    with pytest.raises(RecordError, match="rain_rings"):
        R.setup_from_dict({**data, "rain_rings": 7}, "t", 2)


# -- (d) RAIN drops two: the second column die is rolled again on the first's column -------------
def test_O10d_rain_drops_two_in_two_columns() -> None:
    for seed in range(60):
        s = rules.new_game(R.make_setup(("You",), seed, ["rain", "rain_double"]), narrate=False)
        (_, c1, _, c2) = s.last_roll
        assert c1 != c2
        tops = [s.board.columns()[c][0] for c in (c1, c2)]
        assert all(s.occ[c] != EMPTY for c in tops)  # both landed (a fresh board has room)
    same = 0
    for seed in range(60):
        setup = dataclasses.replace(R.make_setup(("You",), seed, ["rain", "rain_double"]), o10=False)
        old = rules.new_game(setup, narrate=False)
        same += old.last_roll[1] == old.last_roll[3]
    assert same > 0  # format 1 let both dice name one column (one element landed)


def test_O10d_with_no_other_column_with_room_the_second_drops_nothing() -> None:
    s = rain_position({})
    s.setup = dataclasses.replace(s.setup, rain_double=True)
    for col in s.board.columns()[1:]:
        s.occ[col[0]] = 0 * 3 + E  # every top but the first column's is taken (by the player)
    rules_rain = __import__("game.games.organism.rain", fromlist=["_reroll"])
    assert rules_rain._reroll(s, s.board.columns(), 0) == 0


# -- (e) DRINK pays the hold's power plus n ------------------------------------------------------
def test_O10e_drink_pays_two_three_four_and_a_broken_streak_starts_again() -> None:
    s = pos({"g7": (0, M, 1), "g8": (0, E, 1), "g9": (0, G, 1)}, turn=0, switches=("drink",), threshold=15)
    paid = [s.power[0]]
    for _ in range(2):
        before = s.power[0]
        rules._after_introduce(s, [])
        paid.append(s.power[0] - before)
    assert paid == [2, 3, 4]
    s.occ[at(s, "g7")] = EMPTY
    rules._after_introduce(s, [])  # the streak breaks
    s.occ[at(s, "g7")] = 0 * 3 + M
    before = s.power[0]
    rules._after_introduce(s, [])
    assert s.power[0] - before == 2 and s.streak[0] == 1


# -- (f) SACRIFICE's award is new power -----------------------------------------------------------
def test_O10f_a_sacrifice_gives_new_power_and_the_acting_player_loses_none() -> None:
    s = pos({"e5": (0, E, 1), **BROOKE}, turn=0)
    play(s, "choose e5 eat", "stop")  # a lone EAT disrupts Brooke's GROW, then fails integrity
    assert s.power == [2, 1]  # Alex keeps the disruption and the integrity power
    assert s.gains == [{"disrupt": 1, "integrity": 1}, {"sacrifice": 1}]


# -- (j) INHERIT: a pattern named in the board data, or random -----------------------------------
def test_O10j_inherit_lays_the_pattern_chosen_at_new_game() -> None:
    setup = R.make_setup(("a", "b"), 5, ["inherit", "slide"], inherit_pattern="slide_ring")
    s = rules.new_game(setup, narrate=False)
    laid = sorted(s.board.name(c) for c, f in enumerate(s.fld) if f != EMPTY)
    assert laid == ["e5", "e7", "g5", "g9", "i5", "i7"]
    assert all(f == NEUTRAL * 8 + SLIDE for f in s.fld if f != EMPTY)
    assert s.fld[s.board.centre] == EMPTY
    owned = rules.new_game(R.make_setup(("a", "b"), 5, ["inherit", "warp"], inherit_pattern="own_warps"),
                           narrate=False)
    assert sorted((s.board.name(c), f // 8) for c, f in enumerate(owned.fld) if f != EMPTY) == [
        ("e6", 0), ("f8", 0), ("h5", 1), ("i6", 1)]
    assert all(f % 8 == WARP for f in owned.fld if f != EMPTY)
    # a kind not switched on is left out
    none = rules.new_game(R.make_setup(("a", "b"), 5, ["inherit", "warp"], inherit_pattern="slide_ring"),
                          narrate=False)
    assert all(f == EMPTY for f in none.fld)


def test_O10j_the_patterns_are_offered_and_recorded_and_an_unknown_one_refused() -> None:
    option = next(o for o in R.setup_options() if o.name == "inherit_pattern")
    values = [v for _, v in option.choices]
    assert values[0] == "random" and {p.id for p in default_boards().patterns} <= set(values)
    setup = R.make_setup(("a", "b"), 5, ["inherit", "pillar"], inherit_pattern="pillar_triangle")
    data = R.setup_to_dict(setup)
    assert data["inherit_pattern"] == "pillar_triangle" and R.setup_from_dict(data, "t", 2) == setup
    with pytest.raises(OptionError, match="no pattern 'nowhere'"):
        rules.new_game(R.make_setup(("a", "b"), 5, ["inherit", "slide"], inherit_pattern="nowhere"))
    rand = rules.new_game(R.make_setup(("a", "b"), 5, ["inherit", "slide"]), narrate=False)
    assert sum(f != EMPTY for f in rand.fld) == 2  # random: ODI48's mirrored pair, as before


def test_O10_new_records_are_format_2() -> None:
    m = Match(R, R.make_setup(("a", "b"), 1, []), None, False)
    m.play(str(rules.legal_actions(m.state)[0]))
    d = m.to_dict()
    assert d["format"] == 2 and "o10" not in d["setup"]
    again = Match.from_dict(d, narrate=False)
    assert again.setup.o10 is True and again.actions == m.actions
    assert Action.parse("stop").kind == "stop"


# -- (i) GROW's food is paid by the grower the player chooses ------------------------------------
GROWERS = {"d6": (0, E, 0), "d7": (0, M, 0), "d8": (0, G, 3), "e8": (0, G, 1)}


def test_O10i_the_player_chooses_the_grower_that_pays() -> None:
    s = pos(GROWERS, turn=0)
    play(s, "choose d8 grow")
    offered = [str(a) for a in rules.legal_actions(s) if a.kind == "grow" and a.etype == EAT
               and s.board.name(s.board.index[a.b]) == "e9"]
    assert offered == ["grow eat e9 d8", "grow eat e9 e8"]  # the richest first
    assert R.why_illegal(s, Action.parse("grow eat e9")) == (
        "say which GROW element pays the 1 food (like 'grow move e8 f9')")
    assert R.why_illegal(s, Action.parse("grow eat e9 d7")) == (
        "d7 is not a GROW element of this organism holding food")
    play(s, "grow eat e9 e8")  # the poorer grower pays: the richer keeps its three food
    assert food(s, "e8") == 0 and food(s, "d8") == 3


def test_O10i_a_named_grower_pays_what_it_holds_and_the_rest_come_richest_first() -> None:
    s = pos({**GROWERS, "e9": (0, M, 0), "c7": (0, G, 1)}, turn=0)
    play(s, "choose d8 grow", "grow move f9 e8")  # two MOVEs: costs 2; e8 holds 1
    assert occ(s, "f9") == (0, M) and food(s, "e8") == 0 and food(s, "d8") == 2 and food(s, "c7") == 1


def test_O10i_no_grower_is_named_when_there_is_no_choice() -> None:
    s = pos({"d6": (0, E, 0), "d7": (0, M, 0), "d8": (0, G, 3), "e8": (0, G, 0)}, turn=0)
    play(s, "choose d8 grow")
    assert R.why_illegal(s, Action.parse("grow eat e9")) is None  # only d8 holds food
    assert R.why_illegal(s, Action.parse("grow eat e9 d8")) == "only d8 can pay: name no GROW"
    before = pos(GROWERS, turn=0)
    before.setup = dataclasses.replace(before.setup, o10=False)
    play(before, "choose d8 grow")
    assert R.why_illegal(before, Action.parse("grow eat e9")) is None  # format 1: richest first
    assert "name no GROW" in (R.why_illegal(before, Action.parse("grow eat e9 e8")) or "")


# -- (h) REGENERATE's "may" is its owner's choice, asked at the moment ------------------------------
REGROW = {"e5": (0, G, 1), "e6": (0, M, 1), "e7": (0, E, 1),  # Alex's GROW at e5 disrupts...
          "e3": (1, G, 2), "d3": (1, E, 1), "e4": (1, M, 1)}  # ...Brooke's MOVE at e4


def test_O10h_regenerate_asks_the_owner_on_another_players_turn() -> None:
    s = pos(REGROW, turn=0, switches=("regenerate",))
    play(s, "choose e7 eat", "stop")
    assert s.phase == "regenerate" and s.turn == 0 and s.to_move() == 1  # Brooke decides
    assert [str(a) for a in rules.legal_actions(s)] == ["regenerate", "decline"]
    assert "first says whether the element lost at e4 grows back" in (R.why_illegal(s, Action("stop")) or "")
    play(s, "decline")  # she lets it go: her organism, lacking a MOVE, fails integrity
    assert occ(s, "f4") is None and occ(s, "e3") is None and s.power == [2, 0]
    assert s.turn == 1 and s.phase == "introduce"  # and the game goes on to her turn
    yes = pos(REGROW, turn=0, switches=("regenerate",))
    play(yes, "choose e7 eat", "stop", "regenerate")
    assert occ(yes, "f4") == (1, M) and occ(yes, "e3") == (1, G) and yes.power == [1, 0]
    assert yes.turn == 1 and yes.phase == "choose"


def test_O10h_nothing_is_asked_when_nothing_could_grow_back_and_format_1_regrew_unasked() -> None:
    starved = pos({**REGROW, "e3": (1, G, 0), "f3": (1, M, 1)}, turn=0, switches=("regenerate",))
    play(starved, "choose e7 eat", "stop")  # two MOVEs would cost a food her GROW does not hold
    assert starved.phase != "regenerate" and starved.turn == 1
    old = pos(REGROW, turn=0, switches=("regenerate",))
    old.setup = dataclasses.replace(old.setup, o10=False)
    play(old, "choose e7 eat", "stop")
    assert old.phase == "choose" and occ(old, "f4") == (1, M)
    with pytest.raises(Exception, match="nothing to regenerate now"):
        play(old, "regenerate")


def test_O10h_regenerate_asks_on_rains_turn_too() -> None:
    pieces = {"f9": (0, E, 1), "e8": (0, M, 1), "e7": (0, G, 2), "d6": (0, E, 1), "g8": (1, M, 0)}
    s = rain_position(pieces, switches=("regenerate",))
    rain_turn(s, [])  # RAIN's MOVE falls beside the EAT at f9 and disrupts it
    assert s.phase == "regenerate" and s.to_move() == 0
    play(s, "regenerate")
    assert s.phase in ("choose", "introduce") and s.rain_turns == 2
    assert sum(1 for v in s.occ if v != EMPTY and v // 3 == 0 and v % 3 == E) == 2  # it grew back


@pytest.mark.parametrize("kind", ["random", "planner"])
def test_O10h_the_bots_answer_the_question(kind: str) -> None:
    s = pos(REGROW, turn=0, switches=("regenerate",))
    play(s, "choose e7 eat", "stop")
    bot = R.make_game_bot(kind, 3) if kind == "planner" else None
    choice = bot.choose(s) if bot else rules.legal_actions(s)[0]
    assert choice.kind in ("regenerate", "decline")
    if bot:
        assert choice.kind == "regenerate"  # the planner keeps its organism alive


# -- (g) MERGE: each player acts with their own elements, fewest first ------------------------------
MERGING = {**ORG, "d8": (0, M, 1), "c5": (1, E, 1), "c4": (1, G, 1), "b4": (1, M, 1)}


def merged_game(o10: bool = True) -> rules.OrganismState:
    s = pos(MERGING, turn=0, switches=("merge", "open_board"))
    if not o10:
        s.setup = dataclasses.replace(s.setup, o10=False)
    play(s, "choose e7 move", "move e6 d6", "stop")  # Alex's EAT touches Brooke's: merged
    assert s.turn == 0 and s.turns == 2  # Brooke's turn passed: Alex (4 to 3) controls it
    return s


def test_O10g_each_player_acts_with_their_own_elements_from_the_fewest() -> None:
    s = merged_game()
    play(s, "choose c5 move")  # the controller chooses the type for the whole merged organism
    # Brooke has 3 elements, Alex 4: she acts first, with her one MOVE, and only her own
    assert s.to_move() == 1 and s.ctrl == 0 and s.left == 1
    assert "another player's element" in (R.why_illegal(s, Action.parse("move e7 f7")) or "")
    assert R.why_illegal(s, Action.parse("circulate c5 d6")) == (
        "d6 is another player's element: in a merged organism each player acts with their own (MERGE)")
    play(s, "move b4 b3")
    assert occ(s, "b3") == (1, M)
    # then Alex, with his two MOVEs
    assert s.to_move() == 0 and s.ctrl == 0 and s.left == 2
    assert "another player's element" in (R.why_illegal(s, Action.parse("move c4 d4")) or "")
    play(s, "stop")
    # his turn is over; Brooke's passes (all her elements are in his merged organism): his again
    assert s.ctrl == -1 and s.turn == 0 and s.turns == 4 and s.phase == "choose"


def test_O10g_format_1_let_the_controller_move_every_element() -> None:
    s = merged_game(o10=False)
    play(s, "choose c5 move")
    assert s.to_move() == 0 and s.ctrl == -1 and s.left == 3  # all three MOVEs, Brooke's too
    assert R.why_illegal(s, Action.parse("move b4 b3")) is None


def test_O10j_a_broken_pattern_file_is_one_line_per_problem(tmp_path) -> None:
    import shutil

    from game.family.errors import CardError
    from game.family.paths import CARDS_ROOT
    from game.games.organism.board import load_boards

    folder = tmp_path / "organism"
    shutil.copytree(CARDS_ROOT / "organism", folder)
    (folder / "patterns.yaml").write_text(
        "patterns:\n"
        "  - id: centre\n    label: In the centre\n    fields: [slide neutral g7]\n"
        "  - id: touching\n    label: Touching pillars\n    fields: [pillar neutral e6, pillar neutral e7]\n"
        "  - id: nine\n    label: A ninth seat\n    fields: [warp 9 e6]\n")
    with pytest.raises(CardError) as info:
        load_boards(folder)
    errors = info.value.errors
    assert len(errors) == 3
    assert "card 'centre'" in errors[0] and "never be in the centre" in errors[0]
    assert "card 'touching'" in errors[1] and "two PILLARs touch" in errors[1]
    assert "card 'nine'" in errors[2] and "a seat from 1 to 6" in errors[2]
    (folder / "patterns.yaml").unlink()  # the file is optional: random only
    assert load_boards(folder).patterns == ()
