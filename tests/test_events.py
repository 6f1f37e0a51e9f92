"""Meaning Made's engine returns events: what happened, with its data; words and animation come
from them (DESIGN.md; the family's Ruleset.apply)."""

from __future__ import annotations

from conftest import make

from game.family import Event
from game.games.initiatives.ruleset import INITIATIVES
from game.games.initiatives.state import GameState

PRISM = ("shell", "skin", "pulse", "cell_wall", "counterweight", "metamorphosis")


def _play(state: GameState, text: str) -> list[Event]:
    return INITIATIVES.apply(state, INITIATIVES.parse_action(text))


def test_obtaining_says_who_took_which_card_from_which_slot_and_what_was_dealt() -> None:
    s = make(2, prism=PRISM, patterns=("forecast",), meaning=12)
    events = _play(s, "obtain shell")
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["obtained", "prism_dealt"]
    assert events[0].data["seat"] == 0 and events[0].data["card"] == "shell" and events[0].data["slot"] == 0
    assert events[1].data == {"slot": 0, "card": "forecast"}  # dealt, no sentence of its own
    assert INITIATIVES.narrate(s, events)[0].startswith("Alex obtains Shell")


def test_joining_an_initiative_is_an_event_with_the_seat_card_and_payment() -> None:
    s = make(2, meaning=12, index=("local_clinic", "food_network", "learning_archive"))
    events = _play(s, "contribute local_clinic E")
    joined = [e for e in events if e.kind == "contributed"]
    assert len(joined) == 1
    assert joined[0].data["seat"] == 0 and joined[0].data["card"] == "local_clinic"
    assert joined[0].data["paid"] == (1, 0, 0) and joined[0].data["joined"] is True
    again = _play(s, "contribute local_clinic E")
    assert [e.data["joined"] for e in again if e.kind == "contributed"] == [False]


def test_every_log_line_is_an_event_and_a_new_round_names_its_event() -> None:
    s = make(2, meaning=12)
    for text in ("acquire EE", "acquire EE", "end", "acquire EI", "acquire EI", "end"):
        _play(s, text)  # each turn waits for a late conversion, then ends (I19)
    while s.pending:
        _play(s, "pass")
    worded = [e for e in s.events if "text" in e.data]
    assert [e.data["text"] for e in worded] == s.log
    rounds = [e for e in s.events if e.kind == "round"]
    assert [e.data["round"] for e in rounds] == [1, 2]
    assert rounds[1].data["event"] in s.events_in_play and rounds[1].data["loss"] >= 1


def test_look_ahead_keeps_no_events() -> None:
    s = make(2, meaning=12)
    world = INITIATIVES.determinize(s, 5)
    assert world.events == [] and INITIATIVES.apply(world, INITIATIVES.parse_action("acquire EE")) == []
