"""Issue 36: the Meaning Made editions' rules emit events of plain data; each edition's
``narrate`` module words them (as ORGANISM's does), with the sentences they share in
``game.games.meaning_made.narrate_base``."""

from __future__ import annotations

import ast
import importlib
import random
import re
from pathlib import Path

import pytest

from game.family.match import Match
from game.family.registry import ruleset
from game.games.meaning_made.turns import TurnState

ROOT = Path(__file__).resolve().parents[1]
EDITIONS = ("initiatives", "projects", "life")
# Where the editions' rules emit events: their rules and setup, and the shared steps they call.
SOURCES = {game: [ROOT / "game" / "games" / game / f"{name}.py" for name in ("rules", "setup")]
           + [ROOT / "game" / "games" / "meaning_made" / "later_seats.py"] for game in EDITIONS}
WORD = re.compile(r"[a-z][a-z0-9_]*")  # a kind or a data value that names something: no prose


def _calls(path: Path, method: str) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr == method]


def _emitted_kinds(game: str) -> set[str]:
    kinds = set()
    for path in SOURCES[game]:
        for call in _calls(path, "emit"):
            kind = call.args[0]
            assert isinstance(kind, ast.Constant) and isinstance(kind.value, str), ast.unparse(call)
            kinds.add(kind.value)
    return kinds


def _phrases(game: str) -> dict[str, object]:
    return importlib.import_module(f"game.games.{game}.narrate").PHRASES  # type: ignore[no-any-return]


def test_the_state_base_has_no_sentence_maker() -> None:
    assert not hasattr(TurnState, "say")


@pytest.mark.parametrize("path", sorted({p for paths in SOURCES.values() for p in paths}),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_rules_and_setup_emit_data_and_no_sentence(path: Path) -> None:
    assert not _calls(path, "say"), "rules say what happened as data: state.emit(kind, **data)"
    for call in _calls(path, "emit"):
        where = f"{path.name}:{call.lineno}: {ast.unparse(call)}"
        assert len(call.args) == 1, where  # the kind; everything else is named data
        for node in [call.args[0], *(k.value for k in call.keywords)]:
            for part in ast.walk(node):
                assert not isinstance(part, ast.JoinedStr), where
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    assert WORD.fullmatch(part.value), where


@pytest.mark.parametrize("game", EDITIONS)
def test_every_kind_the_rules_emit_has_a_phrase_and_no_phrase_is_stale(game: str) -> None:
    emitted, phrased = _emitted_kinds(game), set(_phrases(game))
    assert emitted - phrased == set(), "kinds the narrator cannot word"
    assert phrased - emitted == set(), "phrases no rule emits"


@pytest.mark.parametrize("game", EDITIONS)
def test_every_event_of_played_games_is_worded_by_the_narrator(game: str) -> None:
    rules = ruleset(game)
    phrases = _phrases(game)
    switches = rules.switches()
    for seed in range(6):
        pick = random.Random(seed)
        seats = pick.randint(max(1, rules.min_seats), min(5, rules.max_seats))
        chosen = [("no_" + s.name) if s.default else s.name for s in switches if pick.random() < 0.25]
        chosen = [c for c in chosen if c != "competitive"]  # it may not join cooperative
        match = Match(rules, rules.make_setup([f"P{i}" for i in range(seats)], seed, chosen))
        events = list(match.state.events)
        while match.state.result is None and len(match.actions) < 1500:
            legal = rules.legal_actions(match.state)
            busy = [a for a in legal if a.kind not in ("pass", "end", "decline")]
            match.play(pick.choice(busy if busy and pick.random() < 0.9 else legal))
            events += match.last_events
        worded = [e for e in events if "text" in e.data]
        assert worded and [e.data["text"] for e in worded] == match.log
        for e in worded:
            assert e.kind in phrases, e.kind


@pytest.mark.parametrize("game", EDITIONS)
def test_look_ahead_builds_no_narration(game: str) -> None:
    rules = ruleset(game)
    state = rules.new_state(rules.make_setup(["A", "B", "C"], 7), None, False)
    rng = random.Random(7)
    for _ in range(60):
        if state.result is not None:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state)), False)
    assert state.log == [] and state.events == []
