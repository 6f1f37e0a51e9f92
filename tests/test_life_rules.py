"""Edition `life` (seed 002): every rule and ruling of docs/life.md, one test each."""

from __future__ import annotations

import pytest

from game.family.errors import IllegalAction, OptionError
from game.games.life.actions import Action
from game.games.life.rules import (
    apply,
    band,
    can_still_meet,
    final_score,
    legal_actions,
    missing,
    new_game,
    price,
    why_illegal,
)
from game.games.life.setup import LifeSetup
from game.games.life.state import LifeState, ProjectSlot

NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli")


def make(n: int = 3, seed: int = 1, **kw: object) -> LifeState:
    kw.setdefault("start_player", 0)
    kw.setdefault("fixed_first_player", True)
    return new_game(LifeSetup(NAMES[:n], seed, **kw))  # type: ignore[arg-type]


def play(state: LifeState, *texts: str) -> None:
    for text in texts:
        apply(state, Action.parse(text))


def tokens(state: LifeState, seat: int, *values: int) -> None:
    state.players[seat].tokens = list(values)


def put_project(state: LifeState, card_id: str, i: int = 0) -> ProjectSlot:
    state.row[i] = ProjectSlot(state.cards.projects[card_id])
    return state.row[i]  # type: ignore[return-value]


def set_event(state: LifeState, card_id: str) -> None:
    state.event = card_id
    state.pending_drift = state.cards.events[card_id].drift


def finish_turns(state: LifeState, acquire: str = "ER") -> None:
    """Everyone Acquires until this round's Phase D begins (or, with nothing to pledge, ends)."""
    start = state.round
    while state.phase == "turns" and state.round == start and state.result is None:
        play(state, f"acquire {acquire}")


# -- setup ------------------------------------------------------------------------------------
def test_setup_follows_the_seed() -> None:
    s = make(3, event_top=("uncertainty_a",))  # three seats: the Event as printed (DL20)
    assert s.drift == 3 and s.round == 1 and s.phase == "turns" and s.actions_left == 2
    assert all(p.tokens == [2, 1, 0, 0, 0] and (p.project, p.coherence, p.social) == (0, 4, 2)
               for p in s.players)
    assert all(c is not None for c in s.market) and len(s.market) == 6
    assert all(slot is not None for slot in s.row) and len(s.row) == 3
    assert s.event == "uncertainty_a" and s.pending_drift == 2  # L2: round 1's Event


LAYER10 = ("stewardship_retrofit", "regional_grid", "forest_guardians", "future_fund")


def test_DL17_the_opening_row_passes_over_layer_10_and_shuffles_it_back() -> None:
    opened_on_layer10 = 0
    for seed in range(60):
        s = make(4, seed=seed)
        assert all(slot is not None and slot.card.layer < 10 for slot in s.row)
        assert sorted(s.project_deck + [x.card.id for x in s.row if x]) == sorted(s.cards.project_ids)
        seedwise = make(4, seed=seed, layer10_in_opening_row=True)
        opened_on_layer10 += any(x is not None and x.card.layer == 10 for x in seedwise.row)
    assert opened_on_layer10 > 10  # the seed's literal deal (the switch) does open on them
    # passed-over tiles go back below the top, not all to the bottom
    depths = [make(4, seed=seed).project_deck[::-1].index("stewardship_retrofit") for seed in range(60)]
    assert min(depths) < 7 and max(depths) > 13


def test_DL17_a_fixed_deal_is_dealt_as_stacked() -> None:
    s = make(4, project_top=("regional_grid", "repair_hub", "future_fund", "community_shelter"))
    assert [x.card.id for x in s.row if x] == ["regional_grid", "repair_hub", "future_fund"]
    assert s.project_deck[-1] == "community_shelter"  # the stacked tile still comes next


def test_DL17_records_of_format_1_were_dealt_as_the_seed_words_it() -> None:
    from game.games.life.setup import setup_from_dict
    data = {"players": ["A", "B"], "seed": 3}
    assert setup_from_dict(data, "r.yaml", 1).layer10_in_opening_row is True
    assert setup_from_dict(data, "r.yaml", 2).layer10_in_opening_row is False


def test_DL3_the_setup_event_places_its_local_drift_at_once() -> None:
    s = make(3, event_top=("damage_a",))
    assert s.event == "damage_a" and s.local == 2 and s.pending_drift == 1


def test_L2_phase_A_reveals_from_round_2_and_places_local_drift() -> None:
    s = make(3, event_top=("uncertainty_a", "conflict_a"))  # three seats: as printed (DL20)
    assert s.local == 0
    finish_turns(s)
    while s.round == 1:
        play(s, "pledge none")
    assert s.round == 2 and s.event == "conflict_a" and s.pending_drift == 1 and s.local == 1
    assert "uncertainty_a" in s.event_discard


def test_DL2_the_same_seed_deals_the_same_game_and_another_seed_another() -> None:
    a, b, c = make(3, seed=5), make(3, seed=5), make(3, seed=6)
    assert (a.market, a.event_deck) == (b.market, b.event_deck)
    assert a.market != c.market or a.event_deck != c.event_deck


def test_L1_two_to_five_seats() -> None:
    from game.family.errors import OptionError

    with pytest.raises(OptionError, match="2 to 5"):
        LifeSetup(("Solo",), 1)
    with pytest.raises(OptionError, match="2 to 5"):
        LifeSetup((*NAMES, "Fran"), 1)


# -- turn order (DL1) ------------------------------------------------------------------------
def test_DL1_the_first_seat_rotates_unless_fixed() -> None:
    rot = make(3, fixed_first_player=False)
    fixed = make(3)
    for s in (rot, fixed):
        finish_turns(s)
        while s.round == 1:
            play(s, "pledge none")
    assert rot.order == [1, 2, 0] and fixed.order == [0, 1, 2]


def test_each_player_takes_exactly_two_actions_in_turn_order() -> None:
    s = make(3)
    seen = []
    while s.phase == "turns":
        seen.append(s.current)
        play(s, "acquire ER")
    assert seen == [0, 0, 1, 1, 2, 2]


# -- actions ----------------------------------------------------------------------------------
def test_L3_acquire_takes_two_different_types_of_the_five() -> None:
    s = make(2)
    acquires = {str(a) for a in legal_actions(s) if a.kind == "acquire"}
    assert len(acquires) == 10 and "acquire VS" in acquires and "acquire EE" not in acquires
    assert why_illegal(s, Action.parse("acquire EE")) == "Acquire takes 2 tokens of two different types"
    play(s, "acquire MV")
    assert s.players[0].tokens == [2, 1, 1, 1, 0] and s.actions_left == 1


def test_buy_pays_the_cost_gains_the_outputs_and_fills_the_layer_slot() -> None:
    s = make(2)
    s.market[0] = "balance_pattern"  # cost ☀️🔁, outputs 🔁❤️ (the seed's example)
    play(s, "buy balance_pattern")
    p = s.players[0]
    assert p.tokens == [1, 1, 0, 0, 1] and p.stack[2] == ("balance_pattern",)
    assert s.market[0] is None  # DL5: empty until next round's Phase B


def test_DL5_the_market_refills_in_phase_B_only() -> None:
    s = make(2)
    s.market[0] = "boundary_pattern"
    play(s, "buy boundary_pattern", "acquire ER")
    assert s.market[0] is None
    finish_turns(s)
    while s.round == 1:
        play(s, "pledge none")
    assert s.market[0] is not None and s.market[0] != "boundary_pattern"


def test_a_pattern_that_cannot_be_paid_is_refused_with_the_shortfall() -> None:
    s = make(2)
    s.market[0] = "reinforcement_pattern"  # ☀️ + 💎
    assert why_illegal(s, Action.parse("buy reinforcement_pattern")) == "needs 1 more 💎"
    with pytest.raises(IllegalAction, match="needs 1 more 💎"):
        play(s, "buy reinforcement_pattern")
    assert s.players[0].tokens == [2, 1, 0, 0, 0] and s.actions_left == 2


def test_L4_tag_discounts_stack_and_never_go_below_zero() -> None:
    s = make(2)
    cards = s.cards.patterns
    boundary = [c for c in cards.values() if c.tag == "boundary"]
    energy_disc = [c.id for c in boundary if cards[c.id].discount == 0]
    assert len(energy_disc) >= 2
    target = next(c for c in boundary if c.cost[0] >= 1 and c.id not in energy_disc[:2])
    assert price(s, 0, target.id) == target.cost
    s.players[0].stack[1] = (energy_disc[0],)
    once = price(s, 0, target.id)
    assert once[0] == target.cost[0] - 1 and once[1:] == target.cost[1:]
    s.players[0].stack[1] = tuple(energy_disc[:2])
    twice = price(s, 0, target.id)
    assert twice[0] == max(0, target.cost[0] - 2)
    s.players[0].stack[1] = tuple(energy_disc)  # more Energy discounts than the cost has
    assert price(s, 0, target.id)[0] == 0 and min(price(s, 0, target.id)) >= 0


def test_L4_a_discount_of_another_tag_does_nothing() -> None:
    s = make(2)
    s.players[0].stack[1] = ("boundary_pattern",)  # tag Boundary, discount ☀️
    assert price(s, 0, "reinforcement_pattern") == (1, 0, 0, 1, 0)  # tag Reinforcement
    assert price(s, 0, "boundary_pattern") == (0, 0, 0, 0, 0)  # ☀️ cost, ☀️ discount: free


def test_contribute_pays_a_subset_and_marks_one_credit_per_icon() -> None:
    s = make(3)
    slot = put_project(s, "community_shelter")  # EERRSS, Layer 8
    play(s, "contribute community_shelter ER")
    assert slot.paid == [1, 1, 0, 0, 0] and slot.marks == [(0, 0), (0, 1)]
    assert s.players[0].tokens == [1, 0, 0, 0, 0] and s.players[0].social == 2  # Layer 8, no ❤️


def test_DL6_a_contribution_pays_only_icons_still_needed_and_at_least_one() -> None:
    s = make(3)
    put_project(s, "repair_hub")  # E RR SS
    tokens(s, 0, 3, 3, 0, 0, 0)
    assert why_illegal(s, Action.parse("contribute repair_hub EE")) == \
        "pay 1 or more of the icons it still needs (1☀️ 2🔁 2❤️)"
    assert why_illegal(s, Action("contribute", "repair_hub")) is not None
    assert not any(a.kind == "contribute" and a.target == "repair_hub" and a.pay[0] > 1
                   for a in legal_actions(s))


def test_social_triggers_once_for_support_and_once_for_layer_9_or_10() -> None:
    s = make(3)
    put_project(s, "mentorship_archive", 0)  # Layer 9, MVRSS
    put_project(s, "repair_hub", 1)  # Layer 8
    tokens(s, 0, 0, 2, 0, 0, 4)
    play(s, "contribute mentorship_archive SS")  # two ❤️: still +1, and +1 for Layer 9
    assert s.players[0].social == 4
    play(s, "contribute repair_hub R")  # Layer 8, no ❤️: nothing
    assert s.players[0].social == 4


def test_L7_social_and_coherence_stop_at_10_project_points_do_not() -> None:
    s = make(3)
    put_project(s, "mentorship_archive", 0)
    p = s.players[0]
    p.social, p.coherence, p.project = 9, 10, 40
    tokens(s, 0, 0, 0, 0, 0, 3)
    play(s, "contribute mentorship_archive S")
    assert p.social == 10
    s.local = 1
    play(s, "stabilize local")
    assert p.coherence == 10
    p.project += 6
    assert p.project == 46


def test_completion_applies_the_benefit_and_ranks_by_credits_then_earliest_mark() -> None:
    """The seed's Round 3: Community Shelter, 2 credits each; Alex marked first, Brooke next."""
    s = make(3)
    slot = put_project(s, "community_shelter")  # EERRSS, remove 2 local
    s.local = 1
    slot.marks = [(0, 1), (1, 0), (1, 4), (2, 0), (2, 4)]
    slot.paid = [2, 1, 0, 0, 2]
    tokens(s, 0, 0, 1, 0, 0, 0)
    play(s, "contribute community_shelter R")
    assert [p.project for p in s.players] == [6, 3, 1]
    assert s.local == 0 and s.row[0] is None and "community_shelter" in s.project_discard
    assert s.end is None  # Layer 8: the game goes on


def test_a_completed_tile_slot_refills_in_phase_D() -> None:
    s = make(2)
    slot = put_project(s, "footbridge")  # EERR
    slot.paid, slot.marks = [2, 1, 0, 0, 0], [(1, 0), (1, 0), (1, 1)]
    play(s, "contribute footbridge R")
    assert s.row[0] is None
    finish_turns(s)
    while s.round == 1:
        play(s, "pledge none")
    assert s.row[0] is not None


def test_only_contributors_score_and_others_get_1() -> None:
    s = make(4)
    slot = put_project(s, "seed_library")  # E R M V, clear 1
    slot.paid, slot.marks = [1, 1, 1, 0, 0], [(2, 0), (2, 1), (3, 2)]
    tokens(s, 0, 0, 0, 0, 1, 0)
    play(s, "contribute seed_library V")
    assert [p.project for p in s.players] == [1, 0, 6, 3]


def test_stabilize_spends_support_for_local_or_world_drift_and_raises_coherence() -> None:
    s = make(2)
    tokens(s, 0, 0, 0, 0, 0, 2)
    s.local = 1
    play(s, "stabilize local")
    assert s.local == 0 and s.players[0].coherence == 5 and s.players[0].tokens[4] == 1
    play(s, "stabilize world")
    assert s.drift == 2 and s.players[0].coherence == 6


def test_DL7_stabilize_needs_support_and_a_local_stabilize_a_local_token() -> None:
    s = make(2)
    assert why_illegal(s, Action.parse("stabilize world")) == \
        "Stabilize spends 1❤️ Support, and you hold none"
    tokens(s, 0, 0, 0, 0, 0, 1)
    s.local, s.drift = 0, 0
    assert why_illegal(s, Action.parse("stabilize local")) == "there is no local 🌀 Drift token to remove"


def test_L9_stabilize_at_world_drift_0_spends_the_support_and_raises_coherence() -> None:
    s = make(2)
    tokens(s, 0, 0, 0, 0, 0, 1)
    s.local, s.drift = 0, 0
    assert "stabilize world" in [str(a) for a in legal_actions(s)]
    assert "stabilize local" not in [str(a) for a in legal_actions(s)]
    coherence = s.players[0].coherence
    play(s, "stabilize world")
    assert s.drift == 0 and s.players[0].tokens[4] == 0 and s.players[0].coherence == coherence + 1
    assert s.actions_left == 1 and "World Drift stays 0" in s.log[-1]


def test_L10_asked_for_support_and_holding_none_the_conversion_is_there() -> None:
    s = make(3)
    tokens(s, 1, 2, 0, 0, 0, 0)  # Brooke: 2☀️, no ❤️
    play(s, "request p2 S")
    assert s.to_move() == 1
    assert [str(a) for a in legal_actions(s)] == ["decline", "convert"]
    play(s, "convert")  # not an answer: the request still waits on Brooke
    assert s.to_move() == 1 and s.players[1].tokens == [0, 0, 0, 0, 1]
    assert [str(a) for a in legal_actions(s)] == ["accept", "decline"]
    play(s, "accept")
    assert s.players[0].tokens[4] == 1 and s.players[1].tokens[4] == 0


def test_L10_no_conversion_when_asked_for_another_token_or_already_holding_support() -> None:
    s = make(3)
    tokens(s, 1, 2, 1, 0, 0, 1)
    play(s, "request p2 S")  # she holds ❤️: nothing to convert for
    assert "convert" not in [str(a) for a in legal_actions(s)]
    assert why_illegal(s, Action.parse("convert")) == \
        "while answering, convert only when asked for ❤️ and holding none"
    play(s, "decline")
    tokens(s, 1, 2, 0, 0, 0, 0)
    play(s, "request p2 R")
    assert "convert" not in [str(a) for a in legal_actions(s)]


def test_touchpoint_give_moves_a_token_and_raises_social() -> None:
    s = make(3)
    play(s, "give p3 E")
    assert s.players[0].tokens[0] == 1 and s.players[2].tokens[0] == 3
    assert s.players[0].social == 3 and s.actions_left == 1
    assert why_illegal(s, Action.parse("give p2 V")) == "you do not hold that token"
    assert why_illegal(s, Action.parse("give p1 E")) == "choose another player at the table"


def test_DL9_a_request_waits_for_the_other_player() -> None:
    s = make(3)
    play(s, "request p2 R")
    assert s.to_move() == 1 and {str(a) for a in legal_actions(s)} == {"accept", "decline"}
    play(s, "accept")
    assert s.players[0].tokens[1] == 2 and s.players[1].tokens[1] == 0 and s.players[0].social == 3
    play(s, "request p2 R")  # Brooke holds no 🔁 now: she can only decline
    assert [str(a) for a in legal_actions(s)] == ["decline"]
    assert why_illegal(s, Action.parse("accept")) == "Brooke holds no 🔁 to hand over"
    play(s, "decline")
    assert s.players[0].social == 3 and s.current == 1  # the action is spent


def test_DL8_emergency_conversion_is_not_an_action() -> None:
    s = make(2)
    play(s, "convert")
    assert s.players[0].tokens == [0, 1, 0, 0, 1] and s.actions_left == 2
    assert why_illegal(s, Action.parse("convert")) == "conversion needs 2☀️"


# -- Phase D: mitigation pledges (L5, DL10) ---------------------------------------------------
def test_L5_met_pledges_are_spent_and_cancel_the_pending_drift() -> None:
    s = make(2, event_top=("uncertainty_a",))  # +2, mitigation 🧩🔁
    finish_turns(s, "MV")
    assert s.phase == "pledge" and s.to_move() == 0
    play(s, "pledge R")
    assert missing(s) == (0, 0, 1, 0, 0) and s.to_move() == 1
    tokens_before = s.players[1].tokens[:]
    s.players[1].tokens[2] = 1
    play(s, "pledge M")
    assert s.round == 2 and s.drift == 3 and s.mitigated == [True]
    assert s.players[1].tokens[2] == 0 and tokens_before[1] == s.players[1].tokens[1]


def test_L5_unmet_pledges_go_back_and_the_drift_applies() -> None:
    s = make(2, event_top=("uncertainty_a",))
    finish_turns(s, "MV")
    before = s.players[0].tokens[:]
    s.players[1].tokens[2] = 1
    play(s, "pledge R", "pledge none")
    # +2 printed, 1 less at a table of two (DL20)
    assert s.players[0].tokens == before and s.drift == 3 + 1 and s.mitigated == [False]


def test_an_event_that_reduces_leaves_the_rest_of_its_drift() -> None:
    s = make(2)
    set_event(s, "supply_shock")  # +3, EEVR, reduce by 1
    finish_turns(s, "EV")
    assert s.to_move() == 0 and missing(s) == (2, 1, 0, 1, 0)
    play(s, "pledge EERV")
    assert s.drift == 3 + 2


def test_DL10_pledging_stops_when_full_and_skips_who_cannot_add() -> None:
    s = make(3, event_top=("conflict_a",))  # ❤️❤️
    finish_turns(s)
    # Nobody holds ❤️ or 2☀️? Everybody acquired ER twice: 4☀️ each, so all could convert.
    assert s.to_move() == 0
    tokens(s, 1, 0, 0, 0, 0, 0)  # Brooke can add nothing
    play(s, "convert", "pledge S")
    assert s.to_move() == 2  # Brooke skipped
    play(s, "convert", "pledge S")
    assert s.mitigated == [True] and s.round == 2


def test_DL10_no_pledges_are_asked_when_the_table_cannot_meet_the_mitigation() -> None:
    s = make(2)
    set_event(s, "threat_a")  # 🧩❤️🔁
    finish_turns(s, "MS")
    for seat in range(2):
        tokens(s, seat, 1, 3, 0, 0, 1)  # no 🧩 anywhere
    s.pending.clear()
    s.pledge_pos = 0
    assert not can_still_meet(s)
    # Energy to convert counts: two seats with 3☀️ each can fill ❤️❤️ between them.
    set_event(s, "conflict_a")
    for seat in range(2):
        tokens(s, seat, 3, 0, 0, 0, 0)
    assert can_still_meet(s)
    tokens(s, 1, 1, 0, 0, 0, 0)
    assert not can_still_meet(s)


def test_a_pledge_of_icons_not_missing_is_refused() -> None:
    s = make(2, event_top=("uncertainty_a",))
    finish_turns(s, "MV")
    assert why_illegal(s, Action.parse("pledge E")) == \
        "pledge only icons the pool still lacks (1🔁 1🧩)"


# -- L6 local Drift ---------------------------------------------------------------------------
@pytest.mark.parametrize(("inert", "drift", "local"), [(False, 4, 1), (True, 3, 4)])
def test_L6_three_local_drift_become_one_world_drift_unless_inert(inert: bool, drift: int,
                                                                   local: int) -> None:
    s = make(2, event_top=("uncertainty_a",), inert_local_drift=inert)
    s.local = 4
    finish_turns(s, "MR")
    play(s, "pledge MR")  # mitigation met: only L6 moves World Drift
    assert s.drift_history == [drift] and s.round == 2
    assert s.local == local + s.cards.events[s.event].local


# -- the end (L8) -----------------------------------------------------------------------------
def test_L8_a_layer_10_completion_skips_the_rest_of_the_round_then_phase_D_then_scores() -> None:
    s = make(3, event_top=("scarcity_a",))  # +2 pending
    slot = put_project(s, "stewardship_retrofit")  # EERMVSS, World Drift -1
    slot.paid = [2, 1, 1, 1, 1]
    slot.marks = [(2, 0), (2, 0), (2, 1), (0, 2), (0, 3), (1, 4)]
    play(s, "acquire ER")  # Alex's first action
    tokens(s, 0, 0, 0, 0, 0, 1)
    play(s, "contribute stewardship_retrofit S")  # completes: Brooke and Casey never play
    assert s.end == "layer10" and s.phase in ("pledge", "over")
    while s.result is None:
        play(s, "pledge none")
    r = s.result
    assert r is not None and r.reason == "layer10"
    assert s.drift == 3 - 1 + 2  # benefit, then Phase D's unmitigated +2
    assert [p.project for p in s.players] == [3, 1, 6]  # Casey 3 credits; Alex 3, later first mark
    assert s.round == 1


def test_L8_amended_a_completion_on_the_first_action_ends_that_turn_too() -> None:
    s = make(3, event_top=("scarcity_a",))
    slot = put_project(s, "stewardship_retrofit")  # EERMVSS
    slot.paid = [2, 1, 1, 1, 1]
    slot.marks = [(2, 0), (2, 0), (2, 1), (0, 2), (0, 3), (1, 4)]
    tokens(s, 0, 0, 0, 0, 0, 1)
    assert s.actions_left == 2
    play(s, "contribute stewardship_retrofit S")  # Alex's first action completes it
    assert s.end == "layer10" and s.phase in ("pledge", "over")
    assert s.to_move() != 0 or s.phase == "pledge"  # no second action for Alex
    assert why_illegal(s, Action.parse("acquire ER")) is not None


def test_the_game_ends_when_world_drift_reaches_12_after_phase_D() -> None:
    s = make(2, event_top=("scarcity_a",))  # +2 printed, +1 at a table of two (DL20)
    s.drift = 11
    finish_turns(s)
    while s.result is None:
        play(s, "pledge none")
    assert s.result.reason == "drift" and s.drift == 12 and s.result.multiplier == 0.4


def test_the_game_ends_after_the_round_in_which_the_project_supply_runs_out() -> None:
    s = make(2, event_top=("conflict_a",))
    s.project_deck.clear()
    slot = put_project(s, "footbridge")  # EERR
    slot.paid, slot.marks = [2, 1, 0, 0, 0], [(0, 0), (0, 0), (0, 1)]
    play(s, "contribute footbridge R")
    assert s.end is None  # the refill is in Phase D
    finish_turns(s)
    while s.result is None:
        play(s, "pledge none")
    assert s.result.reason == "supply" and s.round == 1 and s.row[0] is None


def test_G5_a_game_past_round_60_is_stalled_and_scored() -> None:
    s = make(2)
    s.round = 60
    finish_turns(s)
    while s.result is None:
        play(s, "pledge none")
    assert s.result.reason == "stalled" and len(s.result.scores) == 2


# -- the score ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("drift", "mult"), [(0, 1.2), (2, 1.2), (3, 1.0), (5, 1.0), (6, 0.8),
                                             (8, 0.8), (9, 0.6), (10, 0.6), (11, 0.4), (12, 0.4)])
def test_the_world_drift_multiplier_table(drift: int, mult: float) -> None:
    from game.games.life.rules import multiplier

    assert multiplier(drift) == mult


def test_final_score_rounds_down_as_the_seed_example() -> None:
    s = make(3)
    s.drift = 6
    for p, (proj, coh, soc) in zip(s.players, [(18, 8, 6), (8, 4, 9), (14, 6, 10)], strict=True):
        p.project, p.coherence, p.social = proj, coh, soc
    assert [final_score(s, k) for k in range(3)] == [25, 16, 24]
    assert [band(x) for x in (25, 16, 24)] == ["Stabilizing", "Barely Holding", "Stabilizing"]
    assert [band(x) for x in (0, 19, 20, 34, 35, 49, 50, 64, 65)] == [
        "Barely Holding", "Barely Holding", "Stabilizing", "Stabilizing", "Reciprocal Builder",
        "Reciprocal Builder", "World-Grade Contributor", "World-Grade Contributor",
        "Steward in Practice"]


def test_G4_ties_go_to_more_project_points_then_are_shared() -> None:
    from game.games.life.rules import _finish

    s = make(3)
    for p, (proj, coh, soc) in zip(s.players, [(6, 4, 2), (4, 6, 2), (6, 2, 4)], strict=True):
        p.project, p.coherence, p.social = proj, coh, soc
    _finish(s, "layer10")
    assert s.result.winners == (0, 2) and s.result.decided_by == "shared"
    t = make(3)
    t.players[1].project = 2
    t.players[2].coherence = 6
    _finish(t, "layer10")
    assert t.result.winners == (1,) and t.result.decided_by == "project points"


# -- properties -------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_every_bound_and_replay_exactly(seed: int) -> None:
    from game.family.rng import Rng

    n = 2 + seed % 4
    s = make(n, seed=seed, fixed_first_player=False, start_player=None)
    rng = Rng(seed)
    played = []
    while s.result is None:
        legal = legal_actions(s)
        assert legal
        a = rng.choice(legal)
        assert why_illegal(s, a) is None
        apply(s, a)
        played.append(a)
        assert 0 <= s.drift <= 12 and s.local >= 0
        for p in s.players:
            assert min(p.tokens) >= 0 and 0 <= p.coherence <= 10 and 0 <= p.social <= 10
    again = make(n, seed=seed, fixed_first_player=False, start_player=None)
    for a in played:
        apply(again, Action.parse(str(a)))
    assert again.result == s.result and again.log == s.log


def test_the_life_engine_imports_no_pygame() -> None:
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys, game.games.life.ruleset, game.games.life.bots, game.games.life.observe;"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[1],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_pass_at_a_pledge_reads_as_pledging_nothing() -> None:
    assert Action.parse("pass") == Action("pledge") and str(Action("pledge")) == "pledge none"
    s = make(2)
    assert why_illegal(s, Action.parse("pass")) == "'pledge' is not a choice now"


# -- DL19: the last players of round 1 start with extra tokens (a switch, on) -----------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_DL19_the_fourth_and_fifth_players_start_with_more(n: int) -> None:
    names = ("A", "B", "C", "D", "E")[:n]
    on = new_game(LifeSetup(names, 5, start_player=1, second_player_tokens=False))
    off = new_game(LifeSetup(names, 5, start_player=1, turn_order_tokens=False,
                             second_player_tokens=False))
    for k in range(n):
        seat = (1 + k) % n
        assert off.players[seat].tokens == [2, 1, 0, 0, 0]
        if n == 5:  # DL22's own row for five seats
            assert on.players[seat].tokens == ([[2, 1, 0, 0, 0]] * 3 + [[4, 1, 0, 0, 0], [3, 3, 0, 0, 0]])[k]
        else:
            assert on.players[seat].tokens == ([3, 1, 0, 0, 0] if k >= 3 else [2, 1, 0, 0, 0])
    assert ("A starts with 1☀️ more, 4th in turn order" in on.log) == (n == 4)
    assert on.market == off.market and on.event == off.event  # the deal is the same


# -- DL22: five seats start by their own row (the 4th 2☀️ more, the 5th 1☀️ 2🔁) -------------------
def test_DL22_five_seats_row_and_the_row_before_it_for_older_records() -> None:
    from game.games.life.ruleset import LIFE

    names = ("A", "B", "C", "D", "E")
    now = new_game(LifeSetup(names, 5, start_player=2))
    before = new_game(LifeSetup(names, 5, start_player=2, size_rulings_off=frozenset({"five_seat_row"})))
    order = [(2 + k) % 5 for k in range(5)]  # seats by turn position
    start = [[2, 1, 0, 0, 0]] * 3
    assert [now.players[s].tokens for s in order] == [*start, [4, 1, 0, 0, 0], [3, 3, 0, 0, 0]]
    assert [before.players[s].tokens for s in order] == [*start, [3, 1, 0, 0, 0], [3, 1, 0, 0, 0]]
    assert "A starts with 2☀️ more, 4th in turn order" in now.log
    assert "B starts with 1☀️ 2🔁 more, 5th in turn order" in now.log
    assert "A starts with 1☀️ more, 4th in turn order" in before.log
    assert now.market == before.market and now.event == before.event  # the deal is the same
    # records: format 6 deals the new row, a five-seat record before it DL19's first row
    rec = {"players": list(names), "seed": 5}
    assert LIFE.record_format == 6
    assert LIFE.setup_from_dict(rec, "r.yaml", 5).size_rulings_off == {"five_seat_row"}
    assert not LIFE.setup_from_dict(rec, "r.yaml", 6).size_rulings_off
    old = LIFE.setup_from_dict(rec, "r.yaml", 5)
    assert LIFE.setup_from_dict(old.to_dict(), "r.yaml", 6) == old  # the flag is written when off
    # four seats never had it: a four-seat record's flag changes nothing, a four-seat table
    # refuses to play without it
    four = {"players": ["A", "B", "C", "D"], "seed": 5}
    assert not LIFE.setup_from_dict({**four, "five_seat_row": False}, "r.yaml", 5).size_rulings_off
    with pytest.raises(OptionError, match=r"five_seat_row \(DL22\) concerns 5 seats, not 4"):
        LifeSetup(("A", "B", "C", "D"), 5, size_rulings_off=frozenset({"five_seat_row"}))
    off = new_game(LifeSetup(names, 5, start_player=2, turn_order_tokens=False))
    assert all(p.tokens == [2, 1, 0, 0, 0] for p in off.players)


def test_DL22_a_bad_five_seat_row_flag_is_one_line() -> None:
    from game.family.errors import RecordError
    from game.games.life.ruleset import LIFE

    with pytest.raises(RecordError, match="five_seat_row"):
        LIFE.setup_from_dict({"players": list("ABCDE"), "seed": 5, "five_seat_row": "yes"}, "r.yaml", 6)


def test_DL19_is_on_by_default_and_records_before_format_3_started_every_seat_alike() -> None:
    from game.games.life.ruleset import LIFE

    assert LIFE.setup_from_dict({"players": ["A", "B"], "seed": 5}, "r.yaml", 2).turn_order_tokens is False
    assert LIFE.setup_from_dict({"players": ["A", "B"], "seed": 5}, "r.yaml", 3).turn_order_tokens is True
    assert LIFE.make_setup(("A", "B", "C", "D"), 5).turn_order_tokens is True
    off = LIFE.make_setup(("A", "B", "C", "D"), 5, ["no_turn_order_tokens"])
    assert not off.turn_order_tokens and LIFE.setup_from_dict(off.to_dict(), "r.yaml", 3) == off


# -- DL21: the second of two players starts with 1☀️ more (a switch, on) ------------------------------
@pytest.mark.parametrize("start", [0, 1])
def test_DL21_the_second_of_two_players_starts_with_one_sun_more(start: int) -> None:
    on = new_game(LifeSetup(("A", "B"), 5, start_player=start))
    off = new_game(LifeSetup(("A", "B"), 5, start_player=start, second_player_tokens=False))
    second = 1 - start
    assert on.players[start].tokens == [2, 1, 0, 0, 0]
    assert on.players[second].tokens == [3, 1, 0, 0, 0]
    assert off.players[second].tokens == [2, 1, 0, 0, 0]
    assert f"{'AB'[second]} starts with 1☀️ more, 2nd in turn order" in on.log
    assert on.market == off.market and on.event == off.event  # the deal is the same


@pytest.mark.parametrize("n", [3, 4, 5])
def test_DL21_gives_nothing_beyond_two_players(n: int) -> None:
    names = ("A", "B", "C", "D", "E")[:n]
    on = new_game(LifeSetup(names, 5, start_player=0))
    off = new_game(LifeSetup(names, 5, start_player=0, second_player_tokens=False))
    assert [p.tokens for p in on.players] == [p.tokens for p in off.players]


def test_DL21_is_on_by_default_and_records_before_format_5_gave_the_second_player_nothing() -> None:
    from game.games.life.ruleset import LIFE

    old = {"players": ["A", "B"], "seed": 5}
    assert LIFE.setup_from_dict(old, "r.yaml", 4).second_player_tokens is False
    assert LIFE.setup_from_dict(old, "r.yaml", 5).second_player_tokens is True
    assert LIFE.make_setup(("A", "B"), 5).second_player_tokens is True
    off = LIFE.make_setup(("A", "B"), 5, ["no_second_player_tokens"])
    assert not off.second_player_tokens and LIFE.setup_from_dict(off.to_dict(), "r.yaml", 5) == off


# -- DL20: Events scale with the table --------------------------------------------------------
@pytest.mark.parametrize(("n", "drift", "local"), [(2, 1, 1), (3, 2, 2), (4, 3, 3), (5, 4, 4)])
def test_DL20_each_seat_beyond_three_adds_one_drift_and_one_local_two_take_one_off(
        n: int, drift: int, local: int) -> None:
    s = make(n, event_top=("flood_damage",))  # +2 Drift, 2 local as printed
    assert (s.pending_drift, s.local) == (drift, local)
    off = make(n, event_top=("flood_damage",), scaled_events=False)
    assert (off.pending_drift, off.local) == (2, 2)
    said = " ".join(s.log)
    assert ("4 players: Drift +1, local +1" in said) == (n == 4)
    assert ("5 players: Drift +2, local +2" in said) == (n == 5)
    assert ("2 players: Drift −1, local −1)" in said) == (n == 2)


def test_DL20_a_table_of_two_never_takes_a_printed_drift_below_1_nor_local_below_0() -> None:
    s = make(2, event_top=("dry_season",))  # +1 printed, no local
    assert (s.pending_drift, s.local) == (1, 0) and "2 players" not in " ".join(s.log)
    s = make(2, event_top=("looming_storm",))  # +1 printed, 1 local
    assert (s.pending_drift, s.local) == (1, 0) and "2 players: local −1)" in " ".join(s.log)


def test_DL20_phase_A_scales_every_later_event_too() -> None:
    s = make(4, event_top=("uncertainty_a", "conflict_a"))  # then +1 Drift, 1 local
    finish_turns(s)
    while s.round == 1:
        play(s, "pledge none")
    assert s.event == "conflict_a" and s.pending_drift == 2 and s.local == 1 + 2


def test_DL20_unmet_mitigation_applies_the_scaled_drift() -> None:
    s = make(4, event_top=("uncertainty_a",))  # +2 printed, +3 at four seats
    finish_turns(s, "EV")
    while s.round == 1:
        play(s, "pledge none")
    assert s.drift == 3 + 3 and s.mitigated == [False]


def test_DL20_a_reducing_event_keeps_the_extra_drift_when_met() -> None:
    s = make(4, event_top=("supply_shock",))  # +3 printed (+4 here), EERV, reduce by 1
    from game.games.life.rules import mitigated_drift
    assert s.pending_drift == 4 and mitigated_drift(s) == 3
    finish_turns(s, "EV")
    play(s, "pledge EERV")
    assert s.mitigated == [True] and s.drift == 3 + 3


def test_DL20_is_on_by_default_and_records_before_format_3_played_events_as_printed() -> None:
    from game.games.life.ruleset import LIFE

    data = {"players": ["A", "B", "C", "D"], "seed": 5}
    assert LIFE.setup_from_dict(data, "r.yaml", 2).scaled_events is False
    assert LIFE.setup_from_dict(data, "r.yaml", 3).scaled_events is True
    assert LIFE.make_setup(("A", "B", "C", "D"), 5).scaled_events is True
    off = LIFE.make_setup(("A", "B", "C", "D"), 5, ["no_scaled_events"])
    assert not off.scaled_events and LIFE.setup_from_dict(off.to_dict(), "r.yaml", 3) == off
