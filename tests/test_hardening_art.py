"""Issue 38 item 6: a card's `art:` is checked one way for every game (game.family.card_files.art_path):
a NUL (which crashed the gallery and the PDF export from `Path.resolve()`), another control character,
or a path leaving art/ (`../../../../etc/passwd`, `/etc/passwd`, which `projects` and `life` used to
accept) is refused by `cards validate` with its one line; and drawing never raises on such a name."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.cli import main
from game.family.card_files import MAX_ART_CHARS, art_path
from game.family.paths import CARDS_ROOT

EDITIONS = ["initiatives", "projects", "life"]  # the games whose cards have `art:` (Pentagram's do not)


def with_art(tmp_path: Path, game: str, art: str) -> Path:
    """The game's shipped cards with ``art:`` (a YAML double-quoted scalar) on the first Pattern."""
    folder = tmp_path / game
    shutil.copytree(CARDS_ROOT / game, folder)
    path = folder / "patterns.yaml"
    text = path.read_text()
    start = text.index("  - id: ")
    end = text.index("\n", start) + 1
    path.write_text(f'{text[:end]}    art: "{art}"\n{text[end:]}')
    return folder


def validate(capsys: pytest.CaptureFixture[str], game: str, folder: Path) -> tuple[int, str]:
    code = main(["cards", "validate", "--game", game, str(folder)])
    _, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, err


@pytest.mark.parametrize("game", EDITIONS)
@pytest.mark.parametrize(("art", "expected"), [
    # written as YAML escapes, they are refused as the file is read (a character no file
    # should hold), naming the line and the field
    ("a\\0b.png", "character U+0000 is not allowed"),
    ("cards/\\x1b[2J.png", "character U+001B is not allowed"),
    ("../../../../etc/passwd", "path '../../../../etc/passwd' leaves art/"),
    ("/etc/passwd", "path '/etc/passwd' leaves art/"),
    ("cards/../../x.png", "leaves art/"),
    ("C:/x.png", "leaves art/"),
])
def test_validate_refuses_art_that_cannot_be_drawn(game: str, art: str, expected: str, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, err = validate(capsys, game, with_art(tmp_path, game, art))
    lines = err.splitlines()
    assert code == 2 and len(lines) == 2, err
    assert "patterns.yaml:" in lines[0] and "field 'art'" in lines[0] and expected in lines[0]


@pytest.mark.parametrize("game", EDITIONS)
def test_validate_accepts_art_under_the_art_folder(game: str, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = validate(capsys, game, with_art(tmp_path, game, "cards/fence.png"))
    assert code == 0


def test_the_one_check_normalises_and_names_each_problem() -> None:
    assert art_path("cards\\fence.png") == ("cards/fence.png", "")
    assert art_path(" cards/./fence.png ") == ("cards/fence.png", "")
    assert art_path("..")[0] is None and art_path(".")[0] is None and art_path("")[0] is None
    assert art_path(7) == (None, "must be a path under art/, like cards/fence.png")
    assert art_path("x" * (MAX_ART_CHARS + 1))[1] == f"must be a path of at most {MAX_ART_CHARS} characters"
    assert "control character" in art_path("a\tb.png")[1]


def test_drawing_a_name_with_a_nul_draws_no_art_instead_of_raising() -> None:
    from game.ui import assets, safe_image

    root = CARDS_ROOT.parent / "art"
    assert safe_image.inside(root / "a\0b.png", root) is False
    assert safe_image.load_image(root / "a\0b.png", root) is None
    assert assets.card_art("projects", "fence", "a\0b.png") is None


@pytest.mark.parametrize("game", EDITIONS)
def test_the_pdf_export_refuses_a_nul_in_art_in_one_line(game: str, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    folder = with_art(tmp_path, game, "a\\0b.png")
    out = tmp_path / "out"
    code = main(["cards", "export", "--game", game, "--cards", str(folder), "--format", "pdf",
                 "--out", str(out)])
    _, err = capsys.readouterr()
    assert code == 2 and "Traceback" not in err and "field 'art'" in err and "U+0000" in err
    assert not out.exists() or not any(out.iterdir())
