"""Seed 000 "Example Play", rounds 1-2, replayed from docs/examples/seed_example.yaml."""

from __future__ import annotations

from conftest import ROOT

from game.games.initiatives.game import Game
from game.games.initiatives.records import load_record

RECORD = ROOT / "docs" / "examples" / "seed_example.yaml"


def _replay() -> Game:
    record = load_record(str(RECORD))
    game = Game(record.setup)
    for text in record.actions:
        game.play(text)
    return game


def test_example_play_rounds_one_and_two_match_the_seed() -> None:
    game = _replay()
    s = game.state
    # The seed: Meaning 5 after round 1's window, 6 after round 2's; Local Clinic gives
    # Casey 6 and Alex 3 Legacy. Round 3's Event (−3) is then revealed: Meaning 3.
    assert s.meaning_history == [5, 6]
    assert [p.legacy for p in s.players] == [3, 0, 6, 0]
    assert s.round == 3 and s.meaning == 3
    assert [p.palette[layer] for p, layer in zip(s.players, (3, 1, 1, 5), strict=True)] == [
        ("repair_loop",), ("shell",), (), ("forecast",)]
    assert "Round 1 — Event: Drought, −2 Meaning → 3" in game.log
    assert "Local Clinic completes — Legacy: Casey +6, Alex +3; Meaning +1 → 5" in game.log


def test_example_replays_identically() -> None:
    a, b = _replay(), _replay()
    assert a.log == b.log and a.to_dict() == b.to_dict()
