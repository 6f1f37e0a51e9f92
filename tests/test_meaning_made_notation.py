"""The editions' action notation, said once as data (game/games/meaning_made/notation.py): every
action any edition can play reads back as itself, and a malformed one is refused in one line."""

from __future__ import annotations

import random

import pytest

from game.family.errors import NotationError
from game.family.registry import ruleset

EDITIONS = ("initiatives", "projects", "life")


@pytest.mark.parametrize("game", EDITIONS)
def test_every_legal_action_of_seeded_games_reads_back_as_itself(game: str) -> None:
    rules = ruleset(game)
    seen: set[str] = set()
    for seed in range(4):
        n = max(rules.min_seats, 2 + seed)
        state = rules.new_state(rules.make_setup([f"P{i}" for i in range(n)], seed), rules.default_cards())
        rng = random.Random(seed)
        for _ in range(400):
            if state.result is not None:
                break
            legal = rules.legal_actions(state)
            for a in legal:
                assert rules.parse_action(str(a)) == a, str(a)
                seen.add(str(a).split()[0])
            rules.apply(state, rng.choice(legal))
    assert {"acquire", "contribute", "give"} <= seen, seen


@pytest.mark.parametrize(("game", "text", "action"), [
    ("initiatives", "obtain growth any:EI", ("obtain", "growth", (1, 1, 0), -1)),
    ("initiatives", "obtain shell", ("obtain", "shell", (0, 0, 0), -1)),
    ("initiatives", "contribute stewardship join", ("contribute", "stewardship", (0, 0, 0), -1)),
    ("initiatives", "RECYCLE Prism", ("recycle", "prism", (0, 0, 0), -1)),
    ("initiatives", "lose S", ("lose", "", (0, 0, 1), -1)),
    ("projects", "obtain fence free", ("obtain", "fence", (0, 0, 0), -1)),
    ("projects", "request p3 S", ("request", "", (0, 0, 1), 2)),
    ("life", "pass", ("pledge", "", (0, 0, 0, 0, 0), -1)),
    ("life", "pledge MR", ("pledge", "", (0, 1, 1, 0, 0), -1)),
    ("life", "stabilize WORLD", ("stabilize", "world", (0, 0, 0, 0, 0), -1)),
])
def test_the_words_each_edition_reads(game: str, text: str, action: tuple) -> None:
    assert tuple(ruleset(game).parse_action(text)) == action


@pytest.mark.parametrize(("game", "text", "words"), [
    ("initiatives", "", "empty action"),
    ("initiatives", "fly away", "unknown action 'fly' (known: acquire, obtain"),
    ("initiatives", "obtain", "'obtain' takes 1 argument(s), got 0"),
    ("initiatives", "obtain growth EI", "expected any:TOKENS after the card id"),
    ("initiatives", "recycle deck", "recycle takes 'prism' or 'index'"),
    ("initiatives", "lose EE", "'lose' names exactly 1 token"),
    ("projects", "give p2 EI", "a Touchpoint moves exactly 1 token"),
    ("projects", "give two E", "expected a seat like p2"),
    ("projects", "acquire EX", "'X' is not a token letter"),
    ("life", "stabilize sky", "stabilize takes 'local' or 'world'"),
    ("life", "convert now", "'convert' takes 0 argument(s), got 1"),
])
def test_a_malformed_action_is_refused_in_one_line(game: str, text: str, words: str) -> None:
    with pytest.raises(NotationError) as exc:
        ruleset(game).parse_action(text)
    assert words in str(exc.value) and "\n" not in str(exc.value)
