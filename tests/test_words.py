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
