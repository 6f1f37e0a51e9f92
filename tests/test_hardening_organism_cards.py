"""Issue 38 item 2: `cards validate` checks everything ORGANISM will need from its files (every
mutation the rules know, a board for every seat count and length), and every entry point answers
a broken file with its one-line problems and exit 2, never a traceback."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from game.cli import main
from game.family.paths import CARDS_ROOT
from game.games.organism import board, mutations
from game.games.organism.ruleset import ORGANISM


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    _, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, err


def shipped_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edit: Callable[[Path], None]) -> Path:
    """ORGANISM's shipped files, copied, edited by ``edit``, and made the game's default folder."""
    folder = tmp_path / "organism"
    shutil.copytree(CARDS_ROOT / "organism", folder)
    edit(folder)
    for module in (board, mutations):
        monkeypatch.setattr(module, "FOLDER", folder)
        monkeypatch.setattr(module, "_DEFAULT", None)
    monkeypatch.setattr(mutations, "_DEFAULT_ERROR", None, raising=False)
    return folder


def rename_skip(folder: Path) -> None:
    path = folder / "mutations.yaml"
    text = path.read_text()
    assert "{id: skip," in text
    path.write_text(text.replace("{id: skip,", "{id: skipx,"))


def empty_mutations(folder: Path) -> None:
    (folder / "mutations.yaml").write_text("")


def drop_three_seat_board(folder: Path) -> None:
    path = folder / "boards.yaml"
    text = path.read_text()
    start, end = text.index("  - id: s3_close"), text.index("  - id: s3_open")
    path.write_text(text[:start] + text[end:])


# -- a renamed mutation (id: skip -> skipx) ----------------------------------------------------
def test_validate_refuses_a_renamed_mutation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    folder = shipped_copy(tmp_path, monkeypatch, rename_skip)
    code, err = run(capsys, "cards", "validate", "--game", "organism", str(folder))
    assert code == 2
    assert err.splitlines()[0].endswith("mutations.yaml:6: card 'skipx': field 'id': not a mutation the "
                                        "rules know (the file has none for skip)")
    assert err.splitlines()[-1] == "1 problem(s) found"


def test_validate_names_a_mutation_the_file_lacks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    def drop_skip(folder: Path) -> None:
        path = folder / "mutations.yaml"
        lines = path.read_text().splitlines(keepends=True)
        at = next(i for i, line in enumerate(lines) if "{id: skip," in line)
        end = next(i for i in range(at + 1, len(lines)) if lines[i].lstrip().startswith("- {id:"))
        path.write_text("".join(lines[:at] + lines[end:]))

    folder = shipped_copy(tmp_path, monkeypatch, drop_skip)
    code, err = run(capsys, "cards", "validate", "--game", "organism", str(folder))
    assert code == 2
    assert "mutations.yaml: the rules play mutations the file has no card for: skip\n" in err


def test_simulate_play_and_lab_refuse_a_renamed_mutation_in_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder = shipped_copy(tmp_path, monkeypatch, rename_skip)
    code, err = run(capsys, "simulate", "--game", "organism", "--players", "2", "--games", "1", "--quiet")
    assert code == 2 and "skipx" in err and "KeyError" not in err
    code, err = run(capsys, "play", "--game", "organism", "--start", "game", "--players", "2",
                    "--frames", "1")
    assert code == 2 and "skipx" in err
    code, err = run(capsys, "lab", "--game", "organism", "--players", "2", "--games", "2", "--bots", "random",
                    "--quiet", "--cards", str(folder), "--out", str(tmp_path / "lab"))
    assert code == 2 and "skipx" in err


def test_the_switches_stay_readable_while_the_mutation_file_is_broken(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The title, New game and make_setup all ask for the switches; they used to raise KeyError.
    shipped_copy(tmp_path, monkeypatch, rename_skip)
    names = [s.name for s in ORGANISM.switches()]
    assert "skip" in names and len(names) == 3 + len(mutations.IMPLEMENTED)
    setup = ORGANISM.make_setup(("A", "B"), 1, ["skip"])
    assert setup.mutations == ("skip",)


# -- an empty mutations.yaml -------------------------------------------------------------------
def test_an_empty_mutation_file_is_one_line_everywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    folder = shipped_copy(tmp_path, monkeypatch, empty_mutations)
    expected = "mutations.yaml:1: the file must be a mapping with the key 'mutations'"
    code, err = run(capsys, "cards", "validate", "--game", "organism", str(folder))
    assert code == 2 and expected in err and len(err.splitlines()) == 2  # the problem, and the count
    code, err = run(capsys, "simulate", "--game", "organism", "--players", "2", "--games", "1", "--quiet")
    assert code == 2 and err.strip().endswith(expected) and len(err.splitlines()) == 1
    code, err = run(capsys, "play", "--game", "organism", "--start", "game", "--players", "2",
                    "--frames", "1")
    assert code == 2 and err.strip().endswith(expected) and len(err.splitlines()) == 1


# -- boards.yaml without the 3-seat board --------------------------------------------------------
def test_validate_refuses_a_board_file_without_a_seat_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    folder = shipped_copy(tmp_path, monkeypatch, drop_three_seat_board)
    code, err = run(capsys, "cards", "validate", "--game", "organism", str(folder))
    assert code == 2
    assert "boards.yaml: no board for 3 seat(s), the close board" in err
    assert len(err.splitlines()) == 2


def test_three_seats_without_their_board_is_refused_before_play(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder = shipped_copy(tmp_path, monkeypatch, drop_three_seat_board)
    for argv in (("simulate", "--game", "organism", "--players", "3", "--games", "1", "--quiet"),
                 ("play", "--game", "organism", "--start", "game", "--players", "3", "--frames", "1"),
                 ("lab", "--game", "organism", "--players", "3", "--games", "2", "--bots", "random",
                  "--quiet", "--cards", str(folder), "--out", str(tmp_path / "lab"))):
        code, err = run(capsys, *argv)
        assert code == 2 and "no board for 3 seat(s)" in err and "OptionError" not in err, argv


def test_every_setup_the_rules_allow_finds_a_shipped_board() -> None:
    boards = board.default_boards()
    assert board.missing_boards(boards, "boards.yaml") == []
    # and the list of what is needed is the one the setup allows: 2-6 seats twice, and RAIN at
    # 1-4 seats on every board its table allows (O10 c)
    assert len(board.needed()) == 5 * 2 + 9


def test_a_rain_board_with_a_fixed_length_is_not_a_rain_board_for_any_length(tmp_path: Path) -> None:
    folder = tmp_path / "organism"
    shutil.copytree(CARDS_ROOT / "organism", folder)
    path = folder / "boards.yaml"
    text = path.read_text()
    cut = text.index("  - id: rain2")
    path.write_text(text[:cut] + text[cut:].replace("length: any", "length: close", 1))
    with pytest.raises(mutations.CardError) as info:
        ORGANISM.load_cards(str(folder))
    assert any("no board for 2 seat(s), RAIN" in line for line in info.value.errors)
