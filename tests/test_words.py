"""Narration reads well for a seat named "You" and for names (every game)."""

from __future__ import annotations

from game.family.words import listing, verb, whose
from game.games.initiatives.actions import Action
from game.games.initiatives.options import Setup
from game.games.initiatives.rules import apply
from game.games.initiatives.setup import new_game


def test_you_is_spoken_to_and_a_name_spoken_of() -> None:
    assert verb("You", "accept") == "You accept" and verb("Alex", "accept") == "Alex accepts"
    assert verb("You", "be") == "You are" and verb("Alex", "be") == "Alex is"
    assert verb("You", "have") == "You have" and verb("Alex", "have") == "Alex has"
    assert verb("Alex", "do") == "Alex does" and verb("Alex", "pass") == "Alex passes"
    assert whose("You") == "Your" and whose("Alex") == "Alex's"
    assert listing(["A"]) == "A" and listing(["A", "B", "C"]) == "A, B and C"


def test_meaning_made_narrates_you_in_the_second_person() -> None:
    s = new_game(Setup(("You", "Brooke"), 3, start_player=0))
    assert "You are the starting player; Meaning starts at 5" in s.log
    assert apply(s, Action.parse("acquire EE")) == ["You acquire 2☀️"]
    s2 = new_game(Setup(("Alex", "Brooke"), 3, start_player=0))
    assert "Alex is the starting player; Meaning starts at 5" in s2.log


def test_issue_35_item_4_a_seat_named_you_is_spoken_to_in_every_header() -> None:
    from game.family.words import does, possessive

    assert does("You", "chooses a token to lose") == "You choose a token to lose"
    assert does("You", "answers a Touchpoint") == "You answer a Touchpoint"
    assert does("You", "places a card") == "You place a card"
    assert does("You", "chooses an organism (C)", " — ") == "You — choose an organism (C)"
    assert does("You", "may donate 1❤️") == "You may donate 1❤️"
    assert does("You", "to move · 2 actions left") == "You to move · 2 actions left"
    assert does("You", "is thinking") == "You are thinking"
    assert does("You", "passes") == "You pass"
    assert does("Alex", "chooses a token to lose") == "Alex chooses a token to lose"
    assert does("🤖 Brooke", "places a card") == "🤖 Brooke places a card"
    assert possessive("You") == "your" and possessive("Alex") == "Alex's"
