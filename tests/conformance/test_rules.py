"""Every game's rules, held to the family's contracts by random play to the end: at 3 seeds and
the smallest and largest table, clone, observe, notation and the record round-trip at every
step, and a result at the end."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conformance.kit import ROOT_PACKAGES, SEEDS, setup_for, table_sizes
from game.family import GAMES, ruleset
from game.family.match import Match
from game.family.rng import Rng

CASES = [(g, n, seed) for g in GAMES for n in table_sizes(g) for seed in SEEDS]


@pytest.mark.parametrize(("game_id", "seats", "seed"), CASES)
def test_random_play_reaches_an_end_with_every_contract_kept(game_id: str, seats: int, seed: int) -> None:
    rules = ruleset(game_id)
    match = Match(rules, setup_for(game_id, seats, seed), narrate=False)
    rng = Rng(seed)
    steps = 0
    while match.state.result is None:
        state = match.state
        legal = rules.legal_actions(state)
        assert legal, f"step {steps}: no legal action and no result"
        seat = state.to_move()
        assert seat is not None and 0 <= seat < seats
        action = rng.choice(legal)
        # notation both ways
        assert str(rules.parse_action(str(action))) == str(action)
        # a clone is the same game, and independent of it
        twin = state.clone()
        before = rules.observe(state)
        assert rules.observe(twin) == before
        rules.apply(twin, action)
        assert rules.observe(state) == before, "playing on a clone changed the original"
        match.play(action)
        assert rules.observe(match.state) == rules.observe(twin), "a clone played differently"
        # what a seat sees is JSON and hides the deck order; the record replays
        json.dumps(rules.observe(match.state, seat))
        if steps % 25 == 0:
            again = Match.from_dict(json.loads(match.to_json()), narrate=False)
            assert rules.observe(again.state) == rules.observe(match.state)
        steps += 1
        assert steps < 3000, "no end after 3,000 decisions"
    result = match.state.result
    assert result.reason and len(result.scores) == seats
    assert all(0 <= w < seats for w in result.winners)
    again = Match.from_dict(json.loads(match.to_json()), narrate=False)
    assert again.state.result is not None and again.state.result.scores == result.scores
    json.dumps(rules.final_summary(match.state))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_rules_import_without_pygame_or_the_shell(game_id: str) -> None:
    modules = [f"game.games.{game_id}.{m}" for m in ROOT_PACKAGES] + ["game.family.match"]
    code = (f"import importlib, sys\nfor m in {modules!r}:\n"
            "    try:\n        importlib.import_module(m)\n    except ModuleNotFoundError as exc:\n"
            "        if exc.name != m: raise\n"
            f"from game.family import ruleset\nruleset({game_id!r}).default_cards()\n"
            "print(sorted(m for m in sys.modules if m == 'pygame' or m.startswith('game.ui')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-1500:]
    assert out.stdout.strip() == "[]"
