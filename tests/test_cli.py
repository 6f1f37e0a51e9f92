"""The command line (game.cli): exit codes 0 / 1 / 2, one-line errors, replay and simulate output."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.family.paths import CARDS_ROOT
from game.games.initiatives.card_loader import default_cards

ROOT = Path(__file__).resolve().parents[1]
RATE_KEYS = ("end_initiative_rate", "collapse_rate")
TIMING_KEYS = ("games_per_second", "actions_per_second")

# Alex completes Stewardship in round 2: Shell (boundary) and Pulse (balance) supply its
# signatures, a rich first hand pays its 3E 2I 2S.
GOOD_RECORD = """\
title: Stewardship in two rounds
players: [Alex, Brooke]
seed: 5
start_player: 1
fixed:
  event_top: [dry_spell, rumour_mill]
  prism: [shell, pulse, forecast, habit, skin, growth]
  index: [local_clinic, food_network, learning_archive]
  meaning: 8
  seats:
    - tokens: {energy: 9, insight: 9, support: 9}
actions:
  - obtain shell
  - obtain pulse
  - acquire EE
  - acquire EI
  - pass
  - pass
  - contribute stewardship EEEIISS
"""


def write(tmp_path: Path, text: str, name: str = "record.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


# ---------------------------------------------------------------------------------------------
# cards validate
# ---------------------------------------------------------------------------------------------
def test_cards_validate_ok(capsys) -> None:
    cards = default_cards()
    code, out, err = run_cli(capsys, "cards", "validate")
    assert code == 0 and err == ""
    assert out.startswith(f"ok: 60 patterns, {len(cards.initiative_ids)} initiatives + 1 end "
                          f"initiative, {len(cards.events)} events in ")
    code, out2, _ = run_cli(capsys, "cards", "validate", str(CARDS_ROOT / "initiatives"))
    assert code == 0 and out2.startswith("ok: 60 patterns")


def test_cards_validate_broken_copy(tmp_path: Path, capsys) -> None:
    folder = tmp_path / "cards"
    shutil.copytree(CARDS_ROOT / "initiatives", folder)
    path = folder / "patterns.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("    name: Shell\n", "    name: Shell\n    colour: red\n", 1),
                    encoding="utf-8")
    events = folder / "events.yaml"
    events.write_text(events.read_text(encoding="utf-8").replace(
        "restrict: [acquire_one]", "restrict: [no_hugs]"), encoding="utf-8")
    code, out, err = run_cli(capsys, "cards", "validate", str(folder))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert "Traceback" not in err
    assert len(lines) == 3
    assert "patterns.yaml:14: pattern 'shell': field 'colour': unknown field" in lines[0]
    assert "event 'supply_hiccup': field 'restrict': unknown restriction 'no_hugs'" in lines[1]
    assert lines[2] == "2 problem(s) found"


def test_cards_validate_checks_organism_boards_and_mutations(tmp_path: Path, capsys) -> None:
    code, out, err = run_cli(capsys, "cards", "validate", "--game", "organism")
    assert code == 0 and err == ""
    assert out.startswith("ok: 19 ORGANISM boards and 26 mutation cards in ")
    folder = tmp_path / "organism"
    shutil.copytree(CARDS_ROOT / "organism", folder)
    path = folder / "mutations.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("complexity: simple", "complexity: easy", 1),
                    encoding="utf-8")
    code, out, err = run_cli(capsys, "cards", "validate", "--game", "organism", str(folder))
    assert code == 2 and out == "" and "Traceback" not in err
    first = err.splitlines()[0]
    assert "mutations.yaml:6:" in first and "complexity" in first


def test_cards_validate_missing_folder(tmp_path: Path, capsys) -> None:
    code, out, err = run_cli(capsys, "cards", "validate", str(tmp_path / "nope"))
    assert code == 2 and out == ""
    assert "nope: no such card folder" in err.splitlines()[0]


# ---------------------------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------------------------
def simulate_json(capsys, *extra: str) -> dict:
    code, out, err = run_cli(capsys, "simulate", "--players", "4", "--games", "20", "--seed", "3",
                             "--json", "--quiet", *extra)
    assert code == 0, err
    assert err == ""  # --quiet: no progress bar
    return json.loads(out)


def test_simulate_json_report(capsys) -> None:
    data = simulate_json(capsys)
    for key in ("games", "mean_rounds", "end_initiative_rate", "collapse_rate", "stalled",
                "games_per_second"):
        assert key in data, key
    assert data["games"] == 20 and data["seats"] == 4
    for key in RATE_KEYS:
        assert 0.0 <= data[key] <= 1.0
    assert data["end_initiative_rate"] + data["collapse_rate"] + data["stalled"] / 20 <= 1.0 + 1e-9
    assert isinstance(data["stalled"], int) and 0 <= data["stalled"] <= 20
    assert 1 <= data["mean_rounds"] <= 60
    assert data["games_per_second"] > 0
    assert len(data["seat_win_rates"]) == 4
    assert all(0 <= r <= 1 for r in data["seat_win_rates"])
    # every 4-seat game has a winner (G4 shares ties), so the rates add up to 1 (4-digit rounding)
    assert abs(sum(data["seat_win_rates"]) - 1) <= 4 * 5e-5


def test_G1_simulate_same_seed_same_numbers(capsys) -> None:
    a = simulate_json(capsys)
    b = simulate_json(capsys)
    for key in TIMING_KEYS:
        a.pop(key)
        b.pop(key)
    assert a == b
    c = simulate_json(capsys, "--variant", "long_game")
    assert c["games"] == 20  # a variant is accepted and changes the games played
    c = {k: v for k, v in c.items() if k not in TIMING_KEYS}
    assert c != a


def test_simulate_text_report(capsys) -> None:
    code, out, err = run_cli(capsys, "simulate", "--players", "1", "--games", "3", "--quiet",
                             "--solo-difficulty", "easy")
    assert code == 0 and err == ""
    assert out.splitlines()[0] == "games               3 of Meaning Made (1 seats, bots: random)"
    assert "collapse" in out and "games per second" in out


@pytest.mark.parametrize("argv", [
    ["simulate", "--players", "0", "--games", "3"],
    ["simulate", "--players", "7", "--games", "3"],
    ["simulate", "--players", "2", "--games", "x"],
    ["simulate", "--players", "2", "--games", "0"],
    ["simulate", "--players", "2", "--games", "2", "--seed", "-1"],
    ["simulate", "--players", "2", "--games", "2", "--variant", "bogus"],
    ["simulate", "--players", "2", "--games", "2", "--variant", "cooperative",
     "--variant", "competitive"],
    ["simulate", "--players", "2", "--games", "2", "--bots", "smart"],
    ["simulate", "--games", "2"],
    ["bogus"],
    ["cards"],
    ["cards", "frobnicate"],
    ["replay"],
    ["--frobnicate"],
], ids=lambda argv: " ".join(argv))
def test_bad_arguments_exit_2_with_one_line(capsys, argv: list[str]) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert code == 2
    assert out == ""
    line = assert_one_line_error(err)
    assert line.startswith("meaning-made")


def test_bad_argument_messages_name_the_problem(capsys) -> None:
    _, _, err = run_cli(capsys, "simulate", "--players", "0", "--games", "3")
    assert "--players" in err and "0" in err
    _, _, err = run_cli(capsys, "simulate", "--players", "2", "--games", "x")
    assert "--games" in err and "'x'" in err
    _, _, err = run_cli(capsys, "simulate", "--players", "2", "--games", "2", "--variant", "bogus")
    assert "unknown variant 'bogus'" in err
    _, _, err = run_cli(capsys, "simulate", "--players", "2", "--games", "2", "--bots", "smart")
    assert "unknown bot 'smart'" in err
    _, _, err = run_cli(capsys, "bogus")
    assert "'bogus'" in err


def test_help_lists_the_commands(capsys) -> None:
    with pytest.raises(SystemExit) as info:
        run_cli(capsys, "--help")
    assert info.value.code == 0
    out = capsys.readouterr().out
    assert "usage: meaning-made" in out and "simulate" in out and "replay" in out and "play" in out


def _subprocess(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "SDL_VIDEODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env, check=False)


def test_main_py_help_and_exit_codes() -> None:
    helped = _subprocess("--help")
    assert helped.returncode == 0
    assert "usage: meaning-made" in helped.stdout and "cards" in helped.stdout
    bad = _subprocess("simulate", "--players", "0", "--games", "1")
    assert bad.returncode == 2 and bad.stdout == ""
    assert_one_line_error(bad.stderr)
    ok = _subprocess("cards", "validate")
    assert ok.returncode == 0 and ok.stdout.startswith("ok: 60 patterns")


# ---------------------------------------------------------------------------------------------
# replay
# ---------------------------------------------------------------------------------------------
def test_replay_prints_narration(tmp_path: Path, capsys) -> None:
    path = write(tmp_path, GOOD_RECORD)
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Meaning Made — 2 seat(s): Alex, Brooke; seed 5"
    assert lines[1] == "Alex is the starting player; Meaning starts at 8"
    assert lines[2] == "This game uses 10 of the 20 Initiatives; the rest stay in the box, unseen"
    assert lines[3] == "Round 1 — Event: Dry Spell, −1 Meaning → 7"
    assert "Alex obtains Shell for 1☀️ 1🔍 into 🧿 Boundary; bonus +1☀️" in lines
    assert "Brooke acquires 1☀️ 1🔍" in lines
    assert "Round 2 — Event: Rumour Mill, −1 Meaning → 6" in lines
    assert "Stewardship completes — Legacy: Alex +6; Meaning +2 → 8" in lines
    assert "Winner: Alex" in lines
    assert lines[-1] == "Final Meaning 8: Stable"


def test_replay_unfinished_record_says_who_moves(tmp_path: Path, capsys) -> None:
    text = GOOD_RECORD.replace("  - contribute stewardship EEEIISS\n", "")
    code, out, _ = run_cli(capsys, "replay", str(write(tmp_path, text)))
    assert code == 0
    assert out.splitlines()[-1] == "(record ends in round 2; Alex to move)"


def test_replay_json_final_state(tmp_path: Path, capsys) -> None:
    path = write(tmp_path, GOOD_RECORD)
    code, out, err = run_cli(capsys, "replay", "--json", str(path))
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["round"] == 2 and data["meaning"] == 8 and data["over"] is True
    assert data["outcome"] == {"reason": "end_initiative", "band": "Stable", "solo_band": None,
                               "winners": [1], "group_won": True}
    alex, brooke = data["seats"]
    assert alex == {"seat": 1, "name": "Alex", "vitals": 5, "legacy": 6, "score": 11,
                    "tokens": {"energy": 5, "insight": 5, "support": 7}}
    assert brooke == {"seat": 2, "name": "Brooke", "vitals": 5, "legacy": 0, "score": 5,
                      "tokens": {"energy": 6, "insight": 3, "support": 1}}


def test_replay_json_unfinished_has_no_outcome(tmp_path: Path, capsys) -> None:
    text = GOOD_RECORD.split("actions:")[0] + "actions:\n  - acquire EE\n"
    code, out, _ = run_cli(capsys, "replay", "--json", str(write(tmp_path, text)))
    assert code == 0
    data = json.loads(out)
    assert data["over"] is False and data["outcome"] is None and data["round"] == 1
    assert data["seats"][0]["tokens"] == {"energy": 11, "insight": 9, "support": 9}


def test_replay_illegal_action_exits_1(tmp_path: Path, capsys) -> None:
    text = GOOD_RECORD.replace("  - obtain pulse\n", "  - obtain wildfire_shelter\n")
    path = write(tmp_path, text)
    line = text.splitlines().index("  - obtain wildfire_shelter") + 1
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 1
    msg = assert_one_line_error(err)
    assert msg == (f"{path}:{line}: action 2 'obtain wildfire_shelter': "
                   "'wildfire_shelter' is not face up in the Pattern Prism")
    assert "Alex obtains Shell" in out  # the narration up to the failure is printed


def test_replay_rule_breaking_action_names_reason(tmp_path: Path, capsys) -> None:
    # action 3 is Brooke's: Stewardship has only 2 Insight boxes, so 4 Insight overpays
    text = GOOD_RECORD.replace("  - acquire EE\n", "  - contribute stewardship IIII\n")
    path = write(tmp_path, text)
    code, _, err = run_cli(capsys, "replay", "--json", str(path))
    assert code == 1
    msg = assert_one_line_error(err)
    assert "action 3 'contribute stewardship IIII': would overpay 🔍: 2 unfilled" in msg


def test_replay_bad_notation_exits_1(tmp_path: Path, capsys) -> None:
    text = GOOD_RECORD.replace("  - acquire EI\n", "  - acquire EX\n")
    code, _, err = run_cli(capsys, "replay", str(write(tmp_path, text)))
    assert code == 1
    msg = assert_one_line_error(err)
    assert "action 4 'acquire EX'" in msg and "'X' is not a token letter" in msg


@pytest.mark.parametrize(("old", "new", "needle", "expect"), [
    ("seed: 5\n", "seed: [5\n", None, ""),  # bad YAML
    ("seed: 5\n", "seed: 5\ncolour: red\n", "colour: red", "field 'colour': unknown field"),
    ("seed: 5\n", "seed: five\n", "seed: five", "field 'seed': must be a whole number"),
    ("players: [Alex, Brooke]\n", "players: Alex\n", "players: Alex",
     "field 'players': must be a list of player names"),
    ("start_player: 1\n", "start_player: 3\n", "start_player: 3", "field 'start_player'"),
    ("  - obtain shell\n", "  - obtain: shell\n", "actions:", "field 'actions'"),
], ids=["bad-yaml", "unknown-field", "wrong-type-seed", "players-not-list", "start-player-range",
        "action-not-text"])
def test_replay_broken_record_exits_2(tmp_path: Path, capsys, old, new, needle, expect) -> None:
    assert GOOD_RECORD.count(old) == 1
    text = GOOD_RECORD.replace(old, new)
    path = write(tmp_path, text)
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 2 and out == ""
    msg = assert_one_line_error(err)
    if needle is None:  # the parser reports where it noticed the problem
        assert msg.startswith(f"{path}:")
    else:
        line = next(i for i, t in enumerate(text.splitlines(), 1) if t.startswith(needle))
        assert msg.startswith(f"{path}:{line}: "), msg
    assert expect in msg


def test_replay_missing_file_exits_2(tmp_path: Path, capsys) -> None:
    code, _, err = run_cli(capsys, "replay", str(tmp_path / "none.yaml"))
    assert code == 2
    assert assert_one_line_error(err) == f"{tmp_path / 'none.yaml'}: cannot read: No such file or directory"


@pytest.mark.parametrize(("game", "field", "line"), [
    ("projects", "event_top", "event_top: [no_such_card]"),
    ("projects", "events_out", "events_out: [no_such_card]"),
    ("life", "pattern_top", "pattern_top: [no_such_card]"),
])
def test_replay_a_deal_naming_an_unknown_card_names_its_field_and_line(
        tmp_path: Path, capsys, game: str, field: str, line: str) -> None:
    path = write(tmp_path, f"game: {game}\nformat: 1\nplayers: [Ann, Bo]\nseed: 3\n{line}\nactions: []\n")
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 2
    msg = assert_one_line_error(err)
    assert msg.startswith(f"{path}:5: field '{field}': ") and "'no_such_card'" in msg


def test_replay_a_record_naming_another_game_as_its_edition_is_told_the_field(tmp_path: Path, capsys) -> None:
    path = write(tmp_path, "format: 7\nedition: projects\nplayers: [Solo]\nseed: 3\nactions: []\n")
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 2
    assert assert_one_line_error(err) == (f"{path}:2: field 'edition': projects is played by its own "
                                          "rules here: write 'game: projects' instead")
    path = write(tmp_path, "edition: [projects]\nplayers: [Solo]\nseed: 3\nactions: []\n")
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 2 and "field 'edition'" in assert_one_line_error(err)


def test_replay_bad_fixed_setup_names_file(tmp_path: Path, capsys) -> None:
    text = GOOD_RECORD.replace("prism: [shell,", "prism: [no_such_pattern,")
    path = write(tmp_path, text)
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 2
    msg = assert_one_line_error(err)
    assert "no_such_pattern" in msg
    assert msg.startswith(f"{path}:")


@pytest.mark.parametrize("game", ["initiatives", "pentagram", "projects", "life", "organism"])
def test_replay_of_an_unfinished_record_says_who_is_to_move_in_every_game(capsys, tmp_path, game) -> None:
    """Issue 38 item 1: an unfinished ORGANISM record crashed `replay` ('str' has no 'name')."""
    from game.family import ruleset
    from game.family.match import Match

    rules = ruleset(game)
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], 41))
    match.play(match.legal_actions()[0])
    data = match.to_dict()
    lines = [f"game: {game}", f"format: {data['format']}"]
    lines += [f"{k}: {json.dumps(v)}" for k, v in data["setup"].items()]
    lines.append(f"actions: {json.dumps(data['actions'])}")
    path = tmp_path / "unfinished.yaml"
    path.write_text("\n".join(lines) + "\n")
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0 and err == ""
    who = match.state.name(match.state.to_move())
    assert out.splitlines()[-1] == f"(record ends in round {match.state.round}; {who} to move)"
