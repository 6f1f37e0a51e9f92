"""Ruling I19: "during your turn" includes after the second action. Where the conversion is on,
the player has not converted and holds 2☀️, the turn waits for them to convert or end it; else it
ends by itself. Records of format 3 and before replay as played."""

from __future__ import annotations

import dataclasses

from conftest import make

from game.family.match import Match
from game.family.registry import ruleset
from game.games.initiatives.actions import Action
from game.games.initiatives.bots import HeuristicBot
from game.games.initiatives.records import setup_from_dict, setup_to_dict
from game.games.initiatives.rules import apply, closing_step, legal_actions, why_illegal
from game.games.initiatives.setup import new_game


def two_actions(state, first: str = "acquire EE", second: str = "acquire EI") -> None:
    apply(state, Action.parse(first))
    apply(state, Action.parse(second))


def test_I19_the_turn_waits_after_the_second_action_for_the_conversion_or_the_end() -> None:
    s = make(2, tokens=(0, 0, 0))
    two_actions(s)
    assert s.to_move() == 0 and closing_step(s)
    assert [str(a) for a in legal_actions(s)] == ["convert", "end"]
    assert why_illegal(s, Action.parse("acquire EE")) == \
        "your two actions are spent: convert 2☀️ → 1❤️ or end your turn"
    apply(s, Action.parse("convert"))
    assert s.players[0].tokens == [1, 1, 1] and s.to_move() == 1 and not closing_step(s)


def test_I19_end_keeps_the_energy_and_passes_the_turn() -> None:
    s = make(2, tokens=(0, 0, 0))
    two_actions(s)
    apply(s, Action.parse("end"))
    assert s.players[0].tokens == [3, 1, 0] and s.to_move() == 1
    assert why_illegal(s, Action.parse("end")) == "a turn ends after its second action"


def test_I19_without_2_energy_or_once_converted_the_turn_ends_by_itself() -> None:
    s = make(2, tokens=(0, 0, 0))
    two_actions(s, "acquire II", "acquire EI")  # 1☀️ only
    assert s.to_move() == 1 and not closing_step(s)
    s = make(2, tokens=(2, 0, 0))
    apply(s, Action.parse("convert"))
    two_actions(s)  # converted already this turn
    assert s.to_move() == 1


def test_I19_with_the_conversion_switched_off_the_turn_ends_by_itself() -> None:
    s = make(2, tokens=(0, 0, 0), variants=("no_conversion",))
    two_actions(s)
    assert s.to_move() == 1 and not closing_step(s)


def test_I19_records_of_format_3_replay_with_the_turn_ending_at_the_second_action() -> None:
    data = {"players": ["Alex", "Brooke"], "seed": 5, "turn_order": "rotate",
            "variants": ["turn_order_tokens"]}
    assert setup_from_dict(data, "r", 3).late_conversion is False
    assert setup_from_dict(data, "r", 4).late_conversion is True
    assert setup_from_dict({**data, "late_conversion": False}, "r", 4).late_conversion is False
    old = setup_from_dict(data, "r", 3)
    assert setup_to_dict(old)["late_conversion"] is False
    assert setup_from_dict(setup_to_dict(old), "r").late_conversion is False  # self-describing
    # A format-3 game's moves replay as they were played: no `end` is asked for.
    s = make(2, tokens=(0, 0, 0))
    s = new_game(dataclasses.replace(s.setup, late_conversion=False))
    two_actions(s)
    assert s.to_move() == 1 and not closing_step(s)


def test_I19_a_personality_bot_answers_the_closing_step_and_plays_to_the_end() -> None:
    rules = ruleset("initiatives")
    game = Match(rules, rules.make_setup(["A", "B", "C"], 11))
    bots = [HeuristicBot(k, 100 + i) for i, k in enumerate(("stability", "engine", "racer"))]
    closings = 0
    while game.state.result is None and len(game.actions) < 2000:
        closings += closing_step(game.state)
        game.play(bots[game.state.to_move()].choose(game.state))
    assert game.state.result is not None and closings > 0
    assert {"end", "convert"} & {str(a) for a in game.actions}
