"""Ruling G2 (no peeking: observation and determinisation) and DESIGN.md's pure engine."""

from __future__ import annotations

import json
import subprocess
import sys

from conftest import ROOT, make, play

from game.games.initiatives.observe import determinize, observe
from game.games.initiatives.rules import legal_actions


def test_G2_observation_shows_deck_sizes_never_deck_order() -> None:
    s = make(3, meaning=12)
    view = observe(s, 1)
    text = json.dumps(view)
    assert view["decks"] == {"event": len(s.event_deck), "pattern": len(s.pattern_deck),
                             "initiative": len(s.init_deck)}
    hidden = set(s.event_deck) | set(s.pattern_deck) | set(s.init_deck)
    assert not any(f'"{card}"' in text for card in hidden)
    assert view["prism"] == s.prism and view["seat"] == 2
    assert view["players"][0]["tokens"] == {"energy": 3, "insight": 2, "support": 1}


def test_G2_determinize_keeps_the_table_and_resamples_the_hidden_parts() -> None:
    s = make(4, meaning=12)
    play(s, "acquire EE")
    world = determinize(s, seed=99)
    assert observe(world, 0) == observe(s, 0)
    assert sorted(world.pattern_deck) == sorted(s.pattern_deck)
    assert world.pattern_deck != s.pattern_deck  # 54 cards: a reshuffle never lands the same
    assert world.rng.state != s.rng.state
    assert [str(a) for a in legal_actions(world)] == [str(a) for a in legal_actions(s)]


def test_engine_imports_no_pygame() -> None:
    # Every game's rules, the spine and the shared bots: none may need a display.
    code = ("import sys, game.games.initiatives, game.games.initiatives.observe,"
            " game.games.initiatives.records, game.simulate,"
            " game.family.match, game.family.records, game.games.initiatives.ruleset,"
            " game.games.pentagram.ruleset,"
            " game.games.pentagram.bots, game.bots.search, game.lab.family;"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_G2_determinize_does_not_depend_on_the_real_deck_order() -> None:
    s = make(3, meaning=12)
    other = s.clone()
    other.pattern_deck.reverse()
    other.event_deck.reverse()
    a, b = determinize(s, 5), determinize(other, 5)
    assert a.pattern_deck == b.pattern_deck and a.event_deck == b.event_deck


def test_G2_DI19_the_box_is_hidden_like_the_deck() -> None:
    s = make(3, meaning=12)
    assert s.init_box, "the shipped card set boxes some Initiatives (DI19)"
    text = json.dumps(observe(s, 0))
    assert not any(f'"{card}"' in text for card in s.init_box)
    other = s.clone()
    other.init_deck, other.init_box = other.init_box[:len(s.init_deck)], \
        other.init_deck + other.init_box[len(s.init_deck):]  # same sizes, other cards boxed
    a, b = determinize(s, 5), determinize(other, 5)
    assert a.init_deck == b.init_deck and a.init_box == b.init_box  # nothing of the truth leaks
    assert len(a.init_deck) == len(s.init_deck) and len(a.init_box) == len(s.init_box)
    assert sorted(a.init_deck + a.init_box) == sorted(s.init_deck + s.init_box)


def test_code_outside_the_engine_comes_in_by_its_front_door() -> None:
    """Issue 13's review: outside modules imported 49 names from 13 engine submodules. They
    now import from ``game.games.initiatives`` alone, so the engine may rearrange its insides."""
    import ast

    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        if ROOT / "game" / "games" / "initiatives" in path.parents:
            continue  # the game's own package may use its insides
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.games.initiatives."):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.module}")
            if isinstance(node, ast.ImportFrom) and node.module == "game.games.initiatives":
                offenders += [f"{path.relative_to(ROOT)}:{node.lineno} module {a.name}"
                              for a in node.names if a.name in ("costs", "explain", "rules", "state")]
    assert offenders == []
