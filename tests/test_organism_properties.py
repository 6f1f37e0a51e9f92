"""ORGANISM properties: refusals change nothing, replay is exact, every game ends, the engine is
pure, and bad input is one line naming file, line and field; and the first three again with
random sets of mutations switched on (hypothesis)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.family.errors import CardError, IllegalAction, RecordError
from game.family.match import Match
from game.family.rng import Rng
from game.games.organism import hexes, rules
from game.games.organism.actions import KINDS, Action
from game.games.organism.board import load_boards
from game.games.organism.mutations import FIELD_MUTATIONS, IMPLEMENTED
from game.games.organism.ruleset import ORGANISM as R


def _random_game(seed: int, seats: int = 2, switches: tuple[str, ...] = (), steps: int = 400) -> Match:
    m = Match(R, R.make_setup(("A", "B", "C", "D")[:seats], seed, switches), narrate=False)
    rng = Rng(seed)
    for _ in range(steps):
        if m.state.result is not None:
            break
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed", range(4))
def test_a_refused_action_changes_nothing(seed: int) -> None:
    m = _random_game(seed, steps=40 + 7 * seed)
    s = m.state
    rng = Rng(seed + 100)
    cells = s.board.cells
    refused = 0
    for _ in range(200):
        a, b = cells[rng.below(len(cells))], cells[rng.below(len(cells))]
        action = Action(("eat", "move", "circulate", "choose")[rng.below(4)], a, b, rng.below(3))
        if R.why_illegal(s, action) is None:
            continue
        before, fp, r = R.observe(s), R.fingerprint(s), s.rng.state
        with pytest.raises(IllegalAction):
            rules.apply(s, action)
        assert R.observe(s) == before and R.fingerprint(s) == fp and s.rng.state == r
        refused += 1
    assert refused > 100


@pytest.mark.parametrize(("seats", "switches"), [(2, ()), (3, ("open_board",)), (1, ("rain", "rain_double")),
                                                 (2, ("skip", "drink", "expand", "jump"))])
def test_replay_is_exact_and_every_game_ends(seats: int, switches: tuple[str, ...]) -> None:
    m = _random_game(9, seats, switches, steps=5000)
    assert m.state.result is not None  # O7: at the latest after 300 turns
    again = Match.from_dict(json.loads(m.to_json()))
    assert R.observe(again.state) == R.observe(m.state)
    assert again.state.rng.state == m.state.rng.state


def test_notation_round_trips_every_legal_action_of_random_games() -> None:
    for seed in range(3):
        m = _random_game(seed, steps=0)
        rng = Rng(seed)
        while m.state.result is None and m.state.turns < 40:
            for a in m.legal_actions():
                assert Action.parse(str(a)) == a
            m.play(rng.choice(m.legal_actions()))


def test_the_engine_imports_no_pygame() -> None:
    code = ("import sys, game.games.organism.ruleset, game.games.organism.bots, game.games.organism.observe;"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_broken_board_file_is_one_line_per_problem(tmp_path: Path) -> None:
    (tmp_path / "boards.yaml").write_text(
        "boards:\n"
        "  - {id: one, mode: base, seats: 2, length: close, rings: 4,\n"
        "     homes: [[f10, e9, d8], [h3, i3, z3]]}\n"
        "  - {id: two, mode: base, seats: 2, length: close, rings: 4,\n"
        "     homes: [[f10, e9, a1], [h3, i3, j3]]}\n")
    with pytest.raises(CardError) as exc:
        load_boards(tmp_path)
    errors = exc.value.errors
    assert len(errors) == 2
    assert errors[0].endswith("boards.yaml:3: card 'one': field 'homes': home 2: 'z3' is not a space "
                              "(a column a-m and a number, like g7)")
    assert "boards.yaml:5: card 'two': field 'homes': home 1: a1 is outside ring 4" in errors[1]


def test_a_bad_record_setup_is_one_line_naming_the_field() -> None:
    with pytest.raises(RecordError, match="field 'threshold': must be a whole number from 3 to 15, got 2"):
        R.setup_from_dict({"players": ["A", "B"], "seed": 1, "threshold": 20}, "game.json")
    with pytest.raises(RecordError, match="field 'colour': unknown field"):
        R.setup_from_dict({"players": ["A", "B"], "seed": 1, "colour": "red"}, "game.json")


def test_simulate_plays_organism_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    code = main(["simulate", "--game", "organism", "--players", "2", "--games", "2", "--bots", "random",
                 "--quiet", "--json"])
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert code == 0 and err == "" and data["games"] == 2
    assert set(data["reasons"]) <= {"power", "three_organisms", "stalled"}


def test_the_centre_is_g7_on_every_board() -> None:
    for b in R.default_cards().boards.boards:
        assert b.name(b.centre) == "g7" and b.cells[b.centre] == hexes.parse("g7")


# -- with random mutation sets (hypothesis) ----------------------------------------------------
SETTINGS = {"deadline": None, "database": None, "suppress_health_check": [HealthCheck.too_slow]}


@st.composite
def mutation_games(draw: st.DrawFn) -> tuple[tuple[str, ...], int, int]:
    """A setup's switches (a random set of mutations, sometimes RAIN or the open board), its
    seat count and seed."""
    muts = set(draw(st.sets(st.sampled_from(IMPLEMENTED), min_size=1, max_size=7)))
    if muts & {"immolate", "inherit"} and not muts & set(FIELD_MUTATIONS):
        muts.add(draw(st.sampled_from(FIELD_MUTATIONS)))
    rain = draw(st.integers(0, 5)) == 0
    seats = draw(st.integers(1, 3)) if rain else draw(st.integers(2, 4))
    extra = ("rain",) if rain else (("open_board",) if draw(st.booleans()) else ())
    return tuple(sorted(muts)) + extra, seats, draw(st.integers(0, 2**32))


def _odd_action(rng: Rng, cells: list) -> Action:
    """Any action of any kind, aimed anywhere: most of them illegal."""
    kind = KINDS[rng.below(len(KINDS))]
    a, b = cells[rng.below(len(cells))], cells[rng.below(len(cells))]
    path = tuple(cells[rng.below(len(cells))] for _ in range(2 + rng.below(3)))
    t = rng.below(8) if kind == "grow" else rng.below(6) if kind == "pulse" else rng.below(3)
    order = tuple(rng.below(3) for _ in range(3 + 2 * rng.below(2)))
    return Action(kind, a, b, t, order, path if kind == "push" else ())


@settings(max_examples=30, **SETTINGS)
@given(mutation_games())
def test_with_any_mutations_refusals_change_nothing_and_legal_actions_are_legal(game) -> None:
    switches, seats, seed = game
    m = Match(R, R.make_setup(("A", "B", "C", "D")[:seats], seed, switches), narrate=False)
    rng = Rng(seed)
    cells = list(m.state.board.cells)
    for _ in range(150):
        s = m.state
        if s.result is not None:
            break
        legal = m.legal_actions()
        assert legal, f"no legal action in phase {s.phase} ({switches})"
        for a in legal:
            assert R.why_illegal(s, a) is None, (str(a), switches)
            assert Action.parse(str(a)) == a
        for _ in range(6):
            odd = _odd_action(rng, cells)
            if R.why_illegal(s, odd) is None:
                # legal_actions is exhaustive (an organism is named by its first cell there)
                if odd.kind not in ("choose", "echo", "pulse"):
                    assert Action.parse(str(odd)) in legal, (str(odd), switches)
                continue
            before, fp, r = R.observe(s), R.fingerprint(s), s.rng.state
            with pytest.raises(IllegalAction):
                rules.apply(s, odd)
            assert R.observe(s) == before and R.fingerprint(s) == fp and s.rng.state == r
        m.play(rng.choice(legal))


@settings(max_examples=14, **SETTINGS)
@given(mutation_games())
def test_with_any_mutations_every_game_ends_and_replays_exactly(game) -> None:
    switches, seats, seed = game
    m = Match(R, R.make_setup(("A", "B", "C", "D")[:seats], seed, switches), narrate=True)
    rng = Rng(seed)
    for _ in range(60000):
        if m.state.result is not None:
            break
        legal = m.legal_actions()
        assert legal, f"no legal action in phase {m.state.phase} ({switches})"
        m.play(rng.choice(legal))
    assert m.state.result is not None  # O7: at the latest the 300-turn stall
    again = Match.from_dict(json.loads(m.to_json()))
    assert R.observe(again.state) == R.observe(m.state)
    assert R.fingerprint(again.state) == R.fingerprint(m.state) and again.state.rng.state == m.state.rng.state
    assert again.log == m.log
