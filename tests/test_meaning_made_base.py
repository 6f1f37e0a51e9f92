"""Issue 36 "One house": the three Meaning Made editions play on one base (game/games/meaning_made)
and keep only their differences. These tests hold the shared parts to what each edition did on
its own before."""

from __future__ import annotations

import pytest

from game.family.errors import IllegalAction, OptionError
from game.family.registry import ruleset
from game.games.meaning_made import checks, turns
from game.games.meaning_made.card_decks import loaded_once
from game.games.meaning_made.table_setup import record_form

EDITIONS = ("initiatives", "projects", "life")


@pytest.mark.parametrize("game", EDITIONS)
def test_every_edition_plays_on_the_one_turn_loop_and_refuses_alike(game: str) -> None:
    rules = ruleset(game)
    state = rules.new_state(rules.make_setup(["A", "B"], 5))
    before = state.clone()
    with pytest.raises(IllegalAction):
        rules.apply(state, rules.parse_action("decline"))  # nothing waits for an answer
    assert rules.observe(state, 0) == rules.observe(before, 0)
    events = rules.apply(state, rules.legal_actions(state)[0])
    assert events and all(e.data["text"] in state.log for e in events if "text" in e.data)


@pytest.mark.parametrize("game", EDITIONS)
def test_an_action_reads_back_from_its_text(game: str) -> None:
    rules = ruleset(game)
    state = rules.new_state(rules.make_setup(["A", "B", "C"], 11))
    for a in rules.legal_actions(state):
        assert rules.parse_action(str(a)) == a and type(rules.parse_action(str(a))) is type(a)


@pytest.mark.parametrize("game", EDITIONS)
def test_the_turn_order_moves_on_one_seat_a_round_unless_fixed(game: str) -> None:
    state = ruleset(game).new_state(ruleset(game).make_setup(["A", "B", "C"], 3, start_player=1))
    state.round = 2
    assert turns.rotate_order(state, False) == 2 and state.order == [2, 0, 1]
    assert turns.rotate_order(state, True) == 1 and state.order == [1, 2, 0]


@pytest.mark.parametrize("game", EDITIONS)
def test_a_clone_shares_nothing_that_play_changes(game: str) -> None:
    rules = ruleset(game)
    state = rules.new_state(rules.make_setup(["A", "B"], 8))
    copy = state.clone()
    assert copy.log == [] and copy.events == [] and copy.players is not state.players
    assert copy.order == state.order and copy.order is not state.order
    rules.apply(copy, rules.legal_actions(copy)[0])
    assert rules.observe(state, 0) == rules.observe(rules.new_state(rules.make_setup(["A", "B"], 8)), 0)


def test_a_turn_is_blocked_when_the_game_is_over_or_a_question_waits() -> None:
    rules = ruleset("projects")
    state = rules.new_state(rules.make_setup(["A", "B"], 1))
    assert turns.turn_blocker(state) is None
    state.pending.append(object())
    assert turns.turn_blocker(state) == "answer the open question first"


@pytest.mark.parametrize("game", ["projects", "life"])
def test_a_touchpoint_moves_one_token_of_ones_own_to_another_seat(game: str) -> None:
    rules = ruleset(game)
    state = rules.new_state(rules.make_setup(["A", "B"], 2, start_player=0))
    a = rules.parse_action("give p2 E")
    assert checks.why_touchpoint(state, 0, a._replace(seat=0)) == "choose another player at the table"
    two = a._replace(pay=(2, *a.pay[1:]))
    assert checks.why_touchpoint(state, 0, two) == "a Touchpoint moves exactly 1 token"
    negative = a._replace(pay=(2, -1, *a.pay[2:]))  # never written, but refused, not played
    assert rules.why_illegal(state, negative) == "a Touchpoint moves exactly 1 token"


def test_a_shortfall_names_each_missing_token() -> None:
    words = checks.TokenWords(("☀️", "🔍", "❤️"), "tokens")
    assert checks.short_of([1, 0, 0], (2, 1, 0), words) == "needs 1 more ☀️ 1 more 🔍"
    assert checks.short_of([2, 1, 0], (2, 1, 0), words) is None


def test_the_shipped_cards_load_once() -> None:
    calls: list[int] = []

    def load() -> list[int]:
        calls.append(1)
        return [len(calls)]

    cards = loaded_once(load)
    assert cards() is cards() and calls == [1]


@pytest.mark.parametrize("game", ["projects", "life"])
def test_a_record_writes_the_table_in_its_order(game: str) -> None:
    rules = ruleset(game)
    setup = rules.make_setup(["A", "B"], 4, start_player=1, event_top=[])
    data = rules.setup_to_dict(setup)
    assert list(data)[:2] == ["players", "seed"] and data["start_player"] == 2
    assert rules.setup_from_dict(data, "test", rules.record_format) == setup
    assert record_form(setup, ())["start_player"] == 2


@pytest.mark.parametrize("game", ["projects", "life"])
def test_an_unknown_setup_option_is_refused_by_name(game: str) -> None:
    with pytest.raises(OptionError, match=r"unknown setup option.*colour"):
        ruleset(game).make_setup(["A", "B"], 1, colour="red")


def test_a_deck_refills_from_its_discard_only_when_empty() -> None:
    rules = ruleset("projects")
    state = rules.new_state(rules.make_setup(["A", "B"], 6))
    state.pattern_discard = state.pattern_deck[:2]
    left = state.pattern_deck[2:]
    state.pattern_deck = []
    assert turns.refill(state, "pattern_deck", "pattern_discard") == 2 and state.pattern_discard == []
    assert turns.refill(state, "pattern_deck", "pattern_discard") == 0
    top = state.pattern_deck[-1]
    assert turns.take_top(state, "pattern_deck") == top and left
    state.pattern_deck = []
    assert turns.take_top(state, "pattern_deck") is None
