"""Pentagram 2 rules: one test (or more) per ruling PG1-PG8 and the engine's own PDI rulings,
with exact positions built through the setup's fixed start (``deck_top``, ``fortunes``)."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from pentagram_bot_check import assert_reads_only_the_public_table

from game.family import IllegalAction, NotationError, Ruleset, ruleset
from game.family.errors import OptionError, RecordError
from game.family.rng import Rng
from game.games.pentagram.actions import COLOURS, PRICES, Action
from game.games.pentagram.bots import GreedyBot, rewards
from game.games.pentagram.cards import default_cards
from game.games.pentagram.observe import determinize, fingerprint, observe, unseen_cards
from game.games.pentagram.rules import (
    apply,
    can_place_worker,
    compute_result,
    cost_of_worker,
    legal_actions,
    narrate,
    new_game,
    payout_preview,
    preview_fortunes,
    why_illegal,
    worker_offer,
)
from game.games.pentagram.ruleset import PENTAGRAM
from game.games.pentagram.setup import PentagramSetup, setup_from_dict
from game.games.pentagram.state import PentagramState

Y, O, P, B, K = range(5)  # noqa: E741 - the notation's colour letters (actions.LETTERS)
NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli")
ALL_ACTIONS = ([Action("place", r, p) for r in range(5) for p in PRICES]
               + [Action("worker"), Action("pass"), Action("place", 5, 0), Action("place", 0, 7),
                  Action("worker", 0, 4), Action("jump")])


def make(players: int | tuple[str, ...] = 2, *, seed: int = 7, top: tuple[str, ...] = (),
         fortunes: Any = None, start: int | None = 0, short: bool = False,
         richest: bool = False, narrate: bool = True) -> PentagramState:
    """A game at its first decision. ``fortunes``: per seat, a dict colour -> coins (others 3)."""
    names = NAMES[:players] if isinstance(players, int) else players
    fx = None
    if fortunes is not None:
        fx = tuple(tuple(f.get(c, 3) for c in COLOURS) for f in fortunes)
    setup = PentagramSetup(tuple(names), seed, short, richest, start, tuple(top), fx)
    return new_game(setup, narrate=narrate)


def play(state: PentagramState, *moves: str) -> list:
    events = []
    for m in moves:
        events.extend(apply(state, Action.parse(m)))
    return events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


# ---------------------------------------------------------------------------------------------
# PG1 colours and deck
# ---------------------------------------------------------------------------------------------
def test_pg1_colours_and_deck() -> None:
    assert COLOURS == ("yellow", "orange", "purple", "blue", "black")
    cards = default_cards()
    assert len(cards) == 60
    for src in range(5):
        for dst in range(5):
            pair = [c for c in cards if c.src == src and c.dst == dst]
            if src == dst:
                assert pair == []
            else:
                assert sorted(c.kind for c in pair) == ["green", "green", "red"]
                assert {c.sign for c in pair} == {1, -1}
    s = make()
    assert len(s.deck) + 1 == 60 and sorted([*s.deck, s.drawn]) == sorted(cards.ids)


# ---------------------------------------------------------------------------------------------
# PG2 tableau
# ---------------------------------------------------------------------------------------------
def test_pg2_tableau_five_rows_priced_4_to_0() -> None:
    s = make()
    view = observe(s, 0)
    assert [r["colour"] for r in view["tableau"]] == list(COLOURS)
    for r in view["tableau"]:
        assert [sp["price"] for sp in r["spaces"]] == [4, 3, 2, 1, 0]
        assert all(sp["card"] is None and sp["workers"] == [] for sp in r["spaces"])
    assert legal_actions(s) == [Action("place", r, p) for r in range(5) for p in PRICES]
    assert len(legal_actions(s)) == 25


# ---------------------------------------------------------------------------------------------
# PG3 seats and setup
# ---------------------------------------------------------------------------------------------
def test_pg3_each_player_starts_with_3_coins_of_every_colour_and_3_workers() -> None:
    s = make(4)
    for p in s.players:
        assert p.fortunes == [3, 3, 3, 3, 3] and p.home == 3


def test_pg3_two_to_five_seats() -> None:
    for n in (2, 3, 4, 5):
        assert len(make(n).players) == n
    for bad in (("Solo",), (*NAMES, "Fran")):
        with pytest.raises(OptionError, match="2 to 5"):
            PentagramSetup(bad, 1)


def test_pg3_random_starting_player_from_the_seed_then_clockwise() -> None:
    starters = {make(4, seed=seed, start=None).start_player for seed in range(40)}
    assert starters == {0, 1, 2, 3}  # every seat can start
    assert make(4, seed=11, start=None).start_player == make(4, seed=11, start=None).start_player
    s = make(3, start=2)
    seen = []
    for _ in range(4):
        seen.append(s.turn)
        apply(s, legal_actions(s)[0])
        if s.placed is not None:
            apply(s, Action("pass"))
    assert seen == [2, 0, 1, 2]


# ---------------------------------------------------------------------------------------------
# PG4 turn
# ---------------------------------------------------------------------------------------------
def test_pg4_placing_is_mandatory_and_comes_first() -> None:
    s = make()
    assert all(a.kind == "place" for a in legal_actions(s))
    assert why_illegal(s, Action("worker")) == ("place the drawn card first; a worker can only go "
                                                "on the card just placed")
    assert why_illegal(s, Action("pass")) is not None
    drawn = s.drawn
    play(s, "place orange 2")
    assert s.cards[O][2] == drawn and s.drawn is None
    assert legal_actions(s) == [Action("worker"), Action("pass")]
    assert "decide about a worker first" in why_illegal(s, Action("place", Y, 4))


def test_pg4_any_empty_space_only() -> None:
    s = make()
    play(s, "place orange 2", "pass")
    assert Action("place", O, 2) not in legal_actions(s)
    assert why_illegal(s, Action("place", O, 2)) == "that space already holds a card"
    assert len(legal_actions(s)) == 24


def test_pg4_worker_pays_the_price_in_the_rows_colour() -> None:
    s = make(top=("yellow_black_green_1",))
    events = play(s, "place orange 2", "worker")
    p = s.players[0]
    assert p.fortunes == [3, 1, 3, 3, 3]  # orange paid 2: the row's colour, not the card's
    assert p.home == 2 and s.workers[O][2] == [0]
    placed = next(e for e in events if e.kind == "worker_placed")
    assert placed.data["paid"] == 2 and placed.data["before"] == 3 and placed.data["after"] == 1


def test_pg4_a_fortune_never_falls_below_1_by_paying() -> None:
    s = make()
    # three orange coins: a worker may go on orange 0, 1, 2 but not 3 or 4 (the seed's example)
    for price, ok in ((0, True), (1, True), (2, True), (3, False), (4, False)):
        assert worker_offer(s, O, price).possible is ok
    assert worker_offer(s, O, 3).reason == ("paying 3 would leave you 0 orange coins; a fortune "
                                            "never falls below 1")
    assert "you have 3 orange coins" in worker_offer(s, O, 4).reason
    # ...and the card may still go on orange 3: the pointless worker question is skipped (PDI3)
    events = play(s, "place orange 3")
    assert kinds(events)[:2] == ["placed", "no_worker"] and events[1].data["why"] == "cannot_pay"
    assert s.turn == 1 and s.players[0].fortunes == [3] * 5
    assert s.log[-2] == "Alex cannot afford a worker there (3 orange would leave less than 1)."


def test_pg4_price_0_is_free() -> None:
    s = make(fortunes=[{"yellow": 1}, {}])
    assert worker_offer(s, Y, 0) == (True, 0, "yellow", None)
    assert worker_offer(s, Y, 1).possible is False
    play(s, "place yellow 0")
    assert can_place_worker(s) and cost_of_worker(s) == 0
    play(s, "worker")
    assert s.players[0].fortunes[Y] >= 1


def test_pg4_no_worker_at_home_skips_the_decision() -> None:
    s = make()
    for _ in range(3):  # Alex puts all three workers out, Brooke just places
        play(s, _free_place(s, 1), "worker")
        play(s, _free_place(s, 2), "pass")
    assert s.players[0].home == 0
    assert worker_offer(s, O, 0).reason == "no worker at home: all 3 of yours are on the tableau"
    events = play(s, "place black 3")
    assert events[1].data["why"] == "no_worker" and s.turn == 1
    assert s.log[-2] == "Alex has no worker at home."


def _free_place(s: PentagramState, price: int) -> str:
    """The first empty space of that price whose row colour the mover can pay for."""
    for r in range(5):
        if s.cards[r][4 - price] is None and s.players[s.turn].fortunes[r] > price:
            return f"place {COLOURS[r]} {price}"
    raise AssertionError("no space")


def test_pg4_worker_only_on_the_card_just_placed() -> None:
    s = make()
    play(s, "place yellow 2", "pass", "place orange 2")
    assert s.placed == (O, 2)
    play(s, "worker")
    assert s.workers[O][2] == [1] and s.workers[Y][2] == []
    assert why_illegal(s, Action("worker", Y, 3)) is not None  # a worker names no space


# ---------------------------------------------------------------------------------------------
# PG5 payout
# ---------------------------------------------------------------------------------------------
def test_pg5_green_card_seed_example() -> None:
    # two yellow and four black; a positive yellow-to-black pays: two yellow, six black
    s = make(top=("yellow_black_green_1",), fortunes=[{"yellow": 2, "black": 4}, {}])
    events = play(s, "place purple 0", "worker")  # the row's colour does not matter
    assert s.players[0].fortunes == [2, 3, 3, 3, 6]
    paid = next(e for e in events if e.kind == "paid")
    assert paid.data == {"seat": 0, "card": "yellow_black_green_1", "row": P, "price": 0, "src": Y,
                         "dst": K, "sign": 1, "amount": 2, "before": 4, "after": 6}
    assert s.players[0].home == 3 and s.cards[P][4] is None
    assert s.discard == ["yellow_black_green_1"]
    assert s.players[1].fortunes == [3] * 5  # nobody else had a worker there


def test_pg5_red_card_never_below_1() -> None:
    s = make(top=("yellow_black_red", "blue_black_red"),
             fortunes=[{"yellow": 2, "black": 5}, {"blue": 5, "black": 3}])
    play(s, "place orange 0", "worker")
    assert s.players[0].fortunes[K] == 3  # 5 - 2
    events = play(s, "place orange 0", "worker")
    assert s.players[1].fortunes[K] == 1  # 3 - 5 stops at 1, no further penalty
    paid = next(e for e in events if e.kind == "paid")
    assert paid.data["amount"] == -2 and paid.data["after"] == 1
    assert s.players[1].fortunes[B] == 5


def test_pg5_daisy_chain_seed_example() -> None:
    # Alex places positive orange-to-purple on yellow 1 with a worker; a positive purple-to-blue
    # then lands on yellow 0: Alex's orange is added to purple, then purple to blue.
    s = make(top=("orange_purple_green_1", "purple_blue_green_1"))
    play(s, "place yellow 1", "worker")
    assert s.players[0].fortunes == [2, 3, 3, 3, 3]
    assert payout_preview(s, Y) == [1, 0]
    events = play(s, "place yellow 0", "worker")
    alex, brooke = s.players
    assert alex.fortunes == [2, 3, 6, 9, 3]  # purple 3+3, then blue 3+6
    assert brooke.fortunes == [3, 3, 3, 6, 3]  # only the price-0 card: blue 3+3
    assert alex.home == 3 and brooke.home == 3
    assert s.cards[Y] == [None] * 5 and s.workers[Y] == [[] for _ in range(5)]
    assert [e.data["price"] for e in events if e.kind == "paid"] == [1, 0, 0]
    assert [e.data["seat"] for e in events if e.kind == "paid"] == [0, 1, 0]
    moved = [(e.data["seat"], e.data["from"], e.data["to"]) for e in events if e.kind == "worker_moved"]
    assert moved == [(0, 3, 4), (1, 4, "home"), (0, 4, "home")]
    assert s.discard == ["orange_purple_green_1", "purple_blue_green_1"]


def test_pg5_only_spaces_with_every_space_to_the_right_filled_pay() -> None:
    s = make(top=("yellow_black_green_1", "orange_black_green_1", "purple_black_green_1",
                  "blue_black_green_1"), fortunes=[{"blue": 9}, {}])
    play(s, "place blue 4", "worker")  # Alex: worker on the price-4 card
    play(s, "place blue 2", "pass")
    play(s, "place blue 1", "pass")
    assert payout_preview(s, B) == [2, 1, 0]
    events = play(s, "place blue 0", "pass")
    assert [e.data["price"] for e in events if e.kind == "discarded"] == [2, 1, 0]
    assert s.cards[B] == ["yellow_black_green_1", None, None, None, None]
    assert s.workers[B][0] == [0]  # the gap at 3 stops the payout: Alex's worker waits
    assert s.players[0].fortunes[K] == 3


def test_pg5_payout_only_on_placing_price_0_and_only_that_row() -> None:
    s = make(top=("yellow_black_green_1", "orange_black_green_1", "purple_black_green_1"))
    play(s, "place yellow 1", "worker")
    play(s, "place orange 1", "pass")
    assert payout_preview(s, Y, 2) == [] and payout_preview(s, Y, 0) == [1, 0]
    events = play(s, "place orange 0", "pass")  # Alex: only the orange row pays
    assert "payout_start" in kinds(events) and events[kinds(events).index("payout_start")].data == {
        "row": O, "prices": (1, 0)}
    assert s.cards[Y][3] == "yellow_black_green_1" and s.workers[Y][3] == [0]


def test_pg5_no_payout_without_a_card_on_price_0() -> None:
    s = make(fortunes=[{"yellow": 9}, {"yellow": 9}])
    events = play(s, "place yellow 4", "pass", "place yellow 3", "pass", "place yellow 2", "pass",
                  "place yellow 1", "pass")
    assert "payout_start" not in kinds(events)
    assert [c is not None for c in s.cards[Y]] == [True, True, True, True, False]


def test_pg5_preview_matches_play() -> None:
    s = make(top=("orange_purple_green_1", "purple_blue_green_1"))
    play(s, "place yellow 1", "worker")
    expected = preview_fortunes(s, Y, 0, True)
    deck_before = list(s.deck)
    play(s, "place yellow 0", "worker")
    assert [p.fortunes for p in s.players] == expected
    assert s.deck == deck_before[:-1]


# ---------------------------------------------------------------------------------------------
# PG6 end
# ---------------------------------------------------------------------------------------------
def _finish(s: PentagramState, seed: int = 3) -> list:
    rng = Rng(seed)
    events: list = []
    while s.result is None:
        events.extend(apply(s, rng.choice(legal_actions(s))))
    return events


def test_pg6_ends_after_the_last_card_is_placed_and_resolved() -> None:
    s = make(3)
    rng = Rng(1)
    while len(s.deck) > 0:
        apply(s, rng.choice(legal_actions(s)))
        assert s.result is None
    assert s.drawn is not None and s.turns == 59
    last = s.drawn
    events = apply(s, Action("place", next(r for r in range(5) if s.cards[r][4] is None), 0))
    if s.result is None:
        events += apply(s, Action("pass"))
    assert s.result is not None and s.result.reason == "deck_out" and s.turns == 60
    assert last in s.discard  # placed on price 0: its payout resolved before the end
    assert kinds(events)[-2:] == ["discarded", "game_over"]
    assert s.to_move() is None and legal_actions(s) == []
    assert why_illegal(s, Action("pass")) == "the game is over"


def test_pg6_short_game_deals_30_cards() -> None:
    s = make(short=True)
    assert len(s.deck) + 1 == 30
    _finish(s)
    assert s.turns == 30 and s.result is not None
    full = make()
    _finish(full)
    assert full.turns == 60


# ---------------------------------------------------------------------------------------------
# PG7 winner
# ---------------------------------------------------------------------------------------------
def _result_for(fortunes: list[dict[str, int]], richest: bool = False):
    s = make(len(fortunes), fortunes=fortunes, richest=richest)
    return compute_result(s)


def test_pg7_largest_weakest_fortune_wins() -> None:
    r = _result_for([{"yellow": 1, "black": 50}, {"yellow": 2}, {}])
    assert r.scores == (1, 2, 3) and r.winners == (2,) and r.decided_by == "score"
    assert r.totals == (60, 14, 15)


def test_pg7_ties_by_total_then_shared() -> None:
    r = _result_for([{"black": 9}, {"black": 4}, {"yellow": 1}])
    assert r.scores == (3, 3, 1) and r.winners == (0,) and r.decided_by == "tiebreak"
    r = _result_for([{"black": 9}, {"orange": 9}])
    assert r.winners == (0, 1) and r.decided_by == "shared"


def test_pg7_richest_wins_switch_uses_the_total() -> None:
    r = _result_for([{"yellow": 1, "black": 50}, {"yellow": 2}, {}], richest=True)
    assert r.scores == (60, 14, 15) and r.winners == (0,) and r.decided_by == "score"


def test_pdi6_richest_wins_ties_by_weakest_then_shared() -> None:
    r = _result_for([{"yellow": 1, "black": 11}, {"yellow": 5, "black": 7}], richest=True)
    assert r.scores == (21, 21) and r.winners == (1,) and r.decided_by == "tiebreak"
    r = _result_for([{"black": 4}, {"orange": 4}], richest=True)
    assert r.winners == (0, 1) and r.decided_by == "shared"


def test_pg7_result_at_the_end_of_a_played_game() -> None:
    s = make(3, short=True)
    _finish(s, 9)
    r = s.result
    weakest = [min(p.fortunes) for p in s.players]
    assert r.scores == tuple(weakest)
    assert all(weakest[w] == max(weakest) for w in r.winners)
    assert s.log[-2].startswith("Game over: the deck is out.")


# ---------------------------------------------------------------------------------------------
# PG8 solo
# ---------------------------------------------------------------------------------------------
def test_pg8_one_person_against_bots_no_solo_rule() -> None:
    with pytest.raises(OptionError):
        PENTAGRAM.make_setup(["You"], 1)
    for bots in range(1, 5):
        setup = PENTAGRAM.make_setup(["You", *[f"Bot {i}" for i in range(bots)]], 5)
        s = PENTAGRAM.new_state(setup)
        players = [GreedyBot(i, "greedy") for i in range(bots + 1)]
        while s.result is None:
            a = players[s.turn].choose(s)
            assert why_illegal(s, a) is None
            PENTAGRAM.apply(s, a)
        assert s.turns == 60 and s.result.reason == "deck_out"


# ---------------------------------------------------------------------------------------------
# Refusals, legality, replay, what a seat sees (G1, G2)
# ---------------------------------------------------------------------------------------------
def _random_states(seed: int, n: int = 3, short: bool = True) -> list[PentagramState]:
    s = make(n, seed=seed, short=short, start=None)
    rng = Rng(seed + 100)
    out = [s.clone()]
    while s.result is None:
        apply(s, rng.choice(legal_actions(s)))
        out.append(s.clone())
    return out


def test_legal_actions_match_why_illegal_over_the_whole_action_space() -> None:
    for seed in range(4):
        for s in _random_states(seed):
            legal = set(legal_actions(s))
            for a in ALL_ACTIONS:
                assert (a in legal) == (why_illegal(s, a) is None), (repr(a), observe(s))
            assert why_illegal(s, "place yellow 3") is not None  # text is not an action


def test_refusals_change_nothing() -> None:
    for s in _random_states(5)[::3]:
        before, rng_state, log = observe(s, 0), s.rng.state, list(s.log)
        deck = list(s.deck)
        for a in ALL_ACTIONS:
            reason = why_illegal(s, a)
            if reason is None:
                continue
            with pytest.raises(IllegalAction) as exc:
                apply(s, a)
            assert str(exc.value) == reason
            assert observe(s, 0) == before and s.rng.state == rng_state and s.log == log
            assert s.deck == deck


def test_replay_is_exact() -> None:
    setup = PentagramSetup(("You", "Alex", "Brooke"), 2024, start_player=None)
    a = new_game(setup)
    rng = Rng(8)
    moves = []
    while a.result is None:
        m = rng.choice(legal_actions(a))
        moves.append(str(m))
        apply(a, m)
    b = new_game(PentagramSetup.from_dict(setup.to_dict(), "replay"))
    for m in moves:
        apply(b, Action.parse(m))
    assert observe(a) == observe(b) and a.log == b.log and a.result == b.result
    assert fingerprint(a) == fingerprint(b) and a.rng.state == b.rng.state


def test_the_seed_decides_the_deck_g1() -> None:
    assert make(seed=1).deck == make(seed=1).deck
    assert make(seed=1).deck != make(seed=2).deck


def test_observe_shows_the_deck_size_never_its_order_g2() -> None:
    s = make(3)
    view = observe(s, 1)
    assert view["deck"] == 59 and view["seat"] == 2 and view["to_move"] == 1
    assert view["pending"] == "place" and view["drawn"]["id"] == s.drawn
    text = repr(view)
    assert not any(c in text for c in s.deck)
    import json

    json.dumps(view)  # JSON-ready


def test_determinize_keeps_the_public_view_and_hides_the_order() -> None:
    for s in _random_states(3, short=False)[:40:7] + _random_states(4, short=True)[:25:6]:
        world = determinize(s, 99)
        assert observe(world, 0) == observe(s, 0)
        assert fingerprint(world) == fingerprint(s)
        assert world.narrate is False and world is not s
        if not s.setup.short_game:
            assert sorted(world.deck) == sorted(s.deck)
        else:
            assert set(world.deck) <= set(unseen_cards(s)) and len(world.deck) == len(s.deck)
        # the same public table with the real deck in another order gives the same world
        other = s.clone()
        Rng(5).shuffle(other.deck)
        other.rng = Rng(12345)
        assert determinize(other, 99).deck == world.deck
        assert determinize(other, 99).rng.state == world.rng.state


def test_determinize_of_a_short_game_samples_the_deal_too() -> None:
    s = make(short=True)
    decks = {tuple(sorted(determinize(s, seed).deck)) for seed in range(5)}
    assert len(decks) > 1  # which 30 cards were dealt is hidden too


def test_fingerprint_ignores_deck_order_but_not_the_table() -> None:
    s = make()
    other = s.clone()
    other.deck.reverse()
    assert fingerprint(s) == fingerprint(other)
    play(other, "place yellow 4")
    assert fingerprint(s) != fingerprint(other)


# ---------------------------------------------------------------------------------------------
# Narration (PDI8)
# ---------------------------------------------------------------------------------------------
def test_narration_speaks_to_a_seat_named_you() -> None:
    s = make(("You", "Alex"), top=("orange_purple_green_1", "purple_blue_green_1"))
    play(s, "place yellow 1", "worker", "place yellow 0", "pass")
    log = s.log
    assert log[0] == "Pentagram 2, seed 7: 60 cards in the deck. You start."
    assert log[1].startswith("Turn 1: You draw Orange feeds Purple (green, orange → purple)")
    assert "You place it on yellow 1." in log
    assert "You put a worker on it, paying 1 yellow (3 → 2)." in log
    assert any(line.startswith("Turn 2: Alex draws Purple feeds Blue") for line in log)
    assert "Alex places it on yellow 0." in log and "Alex places no worker." in log
    assert "Your worker on yellow 1 (Orange feeds Purple): purple 3 → 6 (+3)." in log
    assert "Your worker on yellow 0 (Purple feeds Blue): blue 3 → 9 (+6)." in log
    assert "Your worker returns home." in log


def test_narrate_off_keeps_the_log_empty_but_events_flow() -> None:
    s = make(narrate=False, top=("yellow_black_green_1",))
    events = play(s, "place yellow 0", "worker")
    assert s.log == [] and "paid" in kinds(events)
    assert narrate(s, events)[0] == "Alex places it on yellow 0."


# ---------------------------------------------------------------------------------------------
# Notation, setup records, the ruleset
# ---------------------------------------------------------------------------------------------
def test_notation_round_trips_and_refuses_nonsense() -> None:
    for a in [*legal_actions(make()), Action("worker"), Action("pass")]:
        assert Action.parse(str(a)) == a
    assert Action.parse("place K 0") == Action("place", K, 0)
    for bad in ("", "place pink 3", "place yellow 5", "worker now", "jump"):
        with pytest.raises(NotationError):
            PENTAGRAM.parse_action(bad)


def test_setup_round_trip_and_one_line_errors() -> None:
    setup = PentagramSetup(("A", "B", "C"), 2**64 - 1, True, True, 2, ("yellow_black_red",),
                           ((1, 2, 3, 4, 5), (3, 3, 3, 3, 3), (9, 9, 9, 9, 9)))
    data = setup.to_dict()
    assert data["start_player"] == 3 and data["fortunes"][0] == {
        "yellow": 1, "orange": 2, "purple": 3, "blue": 4, "black": 5}
    assert setup_from_dict(data, "x") == setup
    assert PENTAGRAM.setup_from_dict(PENTAGRAM.setup_to_dict(setup), "x") == setup
    bad = [
        ({"players": ["A", "B"], "seed": 1, "colour": 3}, "rec.yaml: field 'colour': unknown field"),
        ({"players": ["A", "B"], "seed": True}, "field 'seed': must be a whole number"),
        ({"players": ["A", "B"], "seed": -1}, "field 'seed'"),
        ({"players": ["A", "B"]}, "field 'seed': missing"),
        ({"players": ["A"], "seed": 1}, "field 'players': 2 to 5 players, not 1"),
        ({"players": "AB", "seed": 1}, "field 'players': must be a list"),
        ({"players": ["A", "B"], "seed": 1, "short_game": 1}, "field 'short_game': must be true or false"),
        ({"players": ["A", "B"], "seed": 1, "start_player": 3}, "field 'start_player': must be a seat"),
        ({"players": ["A", "B"], "seed": 1, "start_player": True}, "field 'start_player'"),
        ({"players": ["A", "B"], "seed": 1, "deck_top": "x"}, "field 'deck_top'"),
        ({"players": ["A", "B"], "seed": 1, "fortunes": [{"pink": 1}, {}]}, "field 'fortunes'"),
        ({"players": ["A", "B"], "seed": 1, "fortunes": [{"black": 0}, {}]}, "field 'fortunes'"),
        ({"players": ["A", "B"], "seed": 1, "deck_top": ["a", "a"]}, "deck_top names a card twice"),
        ([1, 2], "rec.yaml: a Pentagram 2 setup must be a mapping"),
    ]
    for data, message in bad:
        with pytest.raises(RecordError) as exc:
            setup_from_dict(data, "rec.yaml")
        assert message in str(exc.value) and "\n" not in str(exc.value)
        assert str(exc.value).startswith("rec.yaml")
    with pytest.raises(OptionError, match="unknown card 'nope'"):
        new_game(PentagramSetup(("A", "B"), 1, deck_top=("nope",)))


def test_ruleset_implements_every_method_of_the_protocol() -> None:
    wanted = {n for n, v in inspect.getmembers(Ruleset) if inspect.isfunction(v) and not n.startswith("_")}
    for name in wanted:
        assert callable(getattr(PENTAGRAM, name)), name
    assert ruleset("pentagram") is PENTAGRAM
    assert (PENTAGRAM.id, PENTAGRAM.title, PENTAGRAM.min_seats, PENTAGRAM.max_seats) == (
        "pentagram", "Pentagram 2", 2, 5)
    assert PENTAGRAM.has_cards and PENTAGRAM.tagline
    assert [(s.name, s.ruling, s.default) for s in PENTAGRAM.switches()] == [
        ("short_game", "PG6", False), ("richest_wins", "PG7", False)]
    setup = PENTAGRAM.make_setup(["A", "B"], 3, ["short-game", "richest_wins", "no_richest_wins"], 1)
    assert setup.short_game and not setup.richest_wins and setup.start_player == 1
    with pytest.raises(OptionError, match="known: short_game, richest_wins"):
        PENTAGRAM.make_setup(["A", "B"], 3, ["fast"])
    assert {k.kind for k in PENTAGRAM.bot_kinds()} == {"greedy", "spoiler", "foresight"}
    with pytest.raises(OptionError):
        PENTAGRAM.make_game_bot("nope", 1)
    s = PENTAGRAM.new_state(setup)
    assert PENTAGRAM.legal_actions(s) == PENTAGRAM.candidate_actions(s, PENTAGRAM.legal_actions(s))
    assert PENTAGRAM.final_summary(s)["over"] is False
    assert len(PENTAGRAM.default_cards()) == 60


# ---------------------------------------------------------------------------------------------
# Bots
# ---------------------------------------------------------------------------------------------
def test_greedy_bot_never_mutates_and_never_reads_the_deck_order() -> None:
    for s in _random_states(6, short=False)[::9]:
        if s.result is not None:
            continue
        for kind in ("greedy", "spoiler"):
            assert_reads_only_the_public_table(lambda kind=kind: PENTAGRAM.make_game_bot(kind, 4), s)


def test_greedy_bot_takes_an_immediate_gain() -> None:
    # Alex's weakest colour is black (1): a yellow->black green on a price-0 space is +3 black
    s = make(top=("yellow_black_green_1",), fortunes=[{"black": 1}, {}])
    bot = GreedyBot(1)
    a = bot.choose(s)
    assert a.price == 0
    apply(s, a)
    assert bot.choose(s) == Action("worker")


def test_rewards_are_shares_in_0_1() -> None:
    s = make(3)
    r = rewards(s)
    assert len(r) == 3 and abs(sum(r) - 1) < 1e-9 and all(0 <= x <= 1 for x in r)
    _finish(s)
    r = rewards(s)
    share = 1 / len(s.result.winners)
    assert r == [share if i in s.result.winners else 0.0 for i in range(3)]


def test_pdi7_only_a_placement_with_its_worker_decision_open_reveals_nothing() -> None:
    s = make()
    before = PENTAGRAM.snapshot(s)
    play(s, "place yellow 2")  # the worker decision is open: no new card yet
    middle = PENTAGRAM.snapshot(s)
    assert not PENTAGRAM.reveals(before, middle)
    play(s, "pass")  # the turn ends and the next card is drawn face up
    assert PENTAGRAM.reveals(middle, PENTAGRAM.snapshot(s))
    before = PENTAGRAM.snapshot(s)
    play(s, "place yellow 4")  # no worker possible (PDI3): the next card shows at once
    assert PENTAGRAM.reveals(before, PENTAGRAM.snapshot(s))


@pytest.mark.parametrize(("seats", "dealt"), [(2, 30), (3, 30), (4, 28), (5, 30)])
def test_PG6_amended_the_short_game_deals_a_multiple_of_the_seats(seats: int, dealt: int) -> None:
    from game.family.registry import ruleset

    rules = ruleset("pentagram")
    setup = rules.make_setup([f"P{i}" for i in range(seats)], 9, ["short_game"])
    state = rules.new_state(setup, rules.default_cards())
    assert len(state.deck) + (state.drawn is not None) == dealt and dealt % seats == 0


def test_PG6_amended_a_format_1_record_at_four_seats_deals_30_as_it_was_played() -> None:
    from game.family.registry import ruleset

    rules = ruleset("pentagram")
    data = {"players": ["A", "B", "C", "D"], "seed": 9, "short_game": True}
    old = rules.setup_from_dict(data, "r", 1)
    assert not old.even_short and old.deck_size() == 30
    assert rules.setup_from_dict(data, "r", 2).deck_size() == 28
    assert old.to_dict()["even_short"] is False  # saved again, it still deals 30
    assert rules.setup_from_dict(old.to_dict(), "r", 2).deck_size() == 30
