"""`meaning-made cards validate --game G` for every game with cards: each says ok with its own
count (a game's card set once had no len(), and validate crashed with a traceback)."""

from __future__ import annotations

import pytest

from game.cli import main
from game.family.registry import GAMES, ruleset

CARD_GAMES = [g for g in GAMES if ruleset(g).has_cards]
# what each game's decks hold, from its seed and rulings
COUNTS = {"initiatives": None, "pentagram": 60, "projects": None, "life": 144}


def test_every_game_with_cards_is_covered() -> None:
    assert {"initiatives", "pentagram", "projects", "life"} <= set(CARD_GAMES)


@pytest.mark.parametrize("game", CARD_GAMES)
def test_cards_validate_says_ok_for_every_game(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "validate", "--game", game]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("ok: ") and err == ""
    if game != "initiatives":
        cards = ruleset(game).default_cards()
        assert f"ok: {len(cards)} {ruleset(game).title} cards" in out
    if COUNTS.get(game):
        assert f"ok: {COUNTS[game]} " in out


def test_projects_counts_every_card_stewardship_included(capsys: pytest.CaptureFixture[str]) -> None:
    cards = ruleset("projects").default_cards()
    assert len(cards) == len(cards.patterns) + len(cards.projects) + len(cards.events)
    assert cards.stewardship in cards.projects
    assert main(["cards", "validate", "--game", "projects"]) == 0
    assert f"ok: {len(cards)} " in capsys.readouterr().out
