"""`cards export`: print sizes, PDF pages and mirrored backs, TTS grid limits, one-line errors."""

from __future__ import annotations

import json
import math
import re
import shutil
from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.family.paths import CARDS_ROOT
from game.games.initiatives.card_loader import default_cards
from game.games.initiatives.faces import raw_face
from game.studio import export as ex
from game.studio import print_faces as pf


@pytest.fixture(scope="module")
def cards():
    return default_cards()


@pytest.fixture(scope="module")
def few(cards):
    """A small mixed deck: two Patterns, a deck Initiative, the End Initiative, two Events."""
    items = ex.cards_in_order(cards)
    pick = ("shell", "pulse", "food_network", cards.default_end, "dry_spell", "quarantine_notice")
    by_id = {i.card.id: i for i in items}
    return [by_id[cid] for cid in pick]


def _size(path: Path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


def _pdf_pages(path: Path) -> list[tuple[float, float]]:
    """The MediaBox of every page (reportlab writes page dictionaries uncompressed)."""
    data = path.read_bytes()
    boxes = re.findall(rb"/MediaBox \[ ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) \]", data)
    assert len(boxes) == len(re.findall(rb"/Type /Page\b(?!s)", data))
    return [(float(x2) - float(x1), float(y2) - float(y1)) for x1, y1, x2, y2 in boxes]


# -- sizes -----------------------------------------------------------------------------------------
def test_print_geometry_is_63_by_88_mm_with_3_mm_bleed_at_300_dpi():
    assert pf.TRIM_SIZE == (round(63 / 25.4 * 300), round(88 / 25.4 * 300)) == (744, 1039)
    assert pf.PRINT_SIZE == (round(69 / 25.4 * 300), round(94 / 25.4 * 300)) == (815, 1110)
    assert pf.TRIM_RECT == (35, 35, 744, 1039)


def test_png_export_writes_every_card_and_one_back_per_type_at_815_by_1110(tmp_path, cards, few):
    report = ex.export(cards, "png", tmp_path, workers=1, items=few)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([f"{i.kind}_{i.card.id}.png" for i in few]
                           + ["back_event.png", "back_initiative.png", "back_pattern.png"])
    assert sorted(p.name for p in report.files) == names
    for path in tmp_path.iterdir():
        assert _size(path) == (815, 1110), path.name


def test_print_face_is_opaque_and_the_card_runs_on_into_the_bleed(cards):
    started = pf.start_display()
    try:
        face = pf.print_face(raw_face("pattern", cards.patterns["shell"], "initiatives"))
        back = pf.print_back("event")
    finally:
        pf.stop_display(started)
    assert face.get_size() == back.get_size() == pf.PRINT_SIZE
    assert face.get_alpha() is None and not face.get_flags() & pygame.SRCALPHA
    x0, y0, w, h = pf.TRIM_RECT
    # Every row's bleed carries the colour at the card's edge (header band, art band, paper) ...
    for y in range(y0, y0 + h, 37):
        assert face.get_at((0, y)) == face.get_at((x0 + 3, y))
        assert face.get_at((pf.PRINT_SIZE[0] - 1, y)) == face.get_at((x0 + w - 4, y))
    # ... and the corners are filled, not transparent or white: header colour at the top, paper below.
    assert face.get_at((0, 0)) == face.get_at((x0 + w // 2, y0 + 4))
    assert face.get_at((x0 + 2, y0 + 2)) == face.get_at((0, 0))
    assert face.get_at((x0 + 2, y0 + h - 3)) == face.get_at((x0 + w // 2, y0 + h - 4))


def test_printed_themes_shrink_to_8_pt_before_they_are_cut(cards, fit_box_calls):
    # On screen a theme stops shrinking at 12 px; on paper it may go down to 8 pt, so the End
    # Initiative's theme (cut short at the screen's floor) prints whole.
    started = pf.start_display()
    try:
        raw_face("initiative", cards.initiatives[cards.default_end], "initiatives")
    finally:
        pf.stop_display(started)
    lines, size = fit_box_calls[-1]
    assert " ".join(lines) == cards.initiatives[cards.default_end].theme
    assert pf.MIN_TEXT == 33 <= size < round(12 * pf.TRIM_SIZE[0] / 208)


# -- PDF ------------------------------------------------------------------------------------------
def test_back_slot_mirrors_columns_and_keeps_rows():
    assert [ex.back_slot(s) for s in range(9)] == [2, 1, 0, 5, 4, 3, 8, 7, 6]
    assert all(ex.back_slot(ex.back_slot(s)) == s for s in range(9))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_sheet_slots_are_true_size_centred_and_mirror_onto_each_other(paper):
    slots = ex.sheet_slots(paper)
    pw, ph = ex.PAPERS[paper]
    cw, ch = 63 * 72 / 25.4, 88 * 72 / 25.4
    assert len(slots) == 9
    assert slots[1][0] - slots[0][0] == pytest.approx(cw)
    assert slots[0][1] - slots[3][1] == pytest.approx(ch)  # row 0 is at the top
    for s, (x, y) in enumerate(slots):
        assert x > 0 and x + cw < pw and y > 0 and y + ch < ph
        mx, my = slots[ex.back_slot(s)]
        assert mx == pytest.approx(pw - x - cw) and my == pytest.approx(y)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_crop_marks_line_up_with_every_cut_and_stay_outside_the_grid(paper):
    marks = ex.crop_marks(paper)
    slots = ex.sheet_slots(paper)
    cw, ch = 63 * 72 / 25.4, 88 * 72 / 25.4
    left, bottom = slots[6]
    right, top = left + 3 * cw, bottom + 3 * ch
    cuts_x = [left + k * cw for k in range(4)]
    cuts_y = [bottom + k * ch for k in range(4)]
    vertical = [m for m in marks if m[0] == m[2]]
    horizontal = [m for m in marks if m[1] == m[3]]
    assert len(vertical) == len(horizontal) == 8
    assert sorted({round(m[0], 3) for m in vertical}) == [round(x, 3) for x in cuts_x]
    assert sorted({round(m[1], 3) for m in horizontal}) == [round(y, 3) for y in cuts_y]
    pw, ph = ex.PAPERS[paper]
    for x1, y1, x2, y2 in marks:
        assert min(x1, x2) >= 0 and max(x1, x2) <= pw and min(y1, y2) >= 0 and max(y1, y2) <= ph
        if x1 == x2:
            assert min(y1, y2) > top or max(y1, y2) < bottom
        else:
            assert min(x1, x2) > right or max(x1, x2) < left


def test_page_plan_puts_each_back_behind_its_front_after_a_long_edge_flip(cards):
    items = ex.cards_in_order(cards)[58:69]  # 2 Patterns, then Initiatives: two sheets, mixed
    pages = ex.page_plan(items)
    assert [(p.side, p.sheet) for p in pages] == [("front", 1), ("back", 1), ("front", 2), ("back", 2)]
    front, back = pages[0], pages[1]
    backs = dict(back.placements)
    for slot, item in front.placements:
        assert backs[ex.back_slot(slot)] == ex.Item(item.kind)
    # Row 0 holds pattern, pattern, initiative; its back row reads initiative, pattern, pattern.
    assert [backs[s].kind for s in (0, 1, 2)] == ["initiative", "pattern", "pattern"]
    assert [s for s, _ in pages[3].placements] == [2, 1]  # two cards on sheet 2: the top-right slots


@pytest.mark.parametrize("paper, size", [("a4", (595.2756, 841.8898)), ("letter", (612.0, 792.0))])
def test_pdf_has_a_back_page_after_every_front_page_at_the_paper_size(tmp_path, cards, few, paper, size):
    items = few + few[:4]  # 10 cards: two sheets
    report = ex.export(cards, "pdf", tmp_path, paper=paper, workers=1, items=items)
    (path,) = report.files
    assert path.name == f"meaning_made_initiatives_{paper}.pdf"
    pages = _pdf_pages(path)
    assert len(pages) == 2 * math.ceil(len(items) / 9) == 4
    for w, h in pages:
        assert w == pytest.approx(size[0], abs=0.01) and h == pytest.approx(size[1], abs=0.01)


# -- Tabletop Simulator ---------------------------------------------------------------------------
def test_tts_grid_limits():
    assert ex.tts_grid(69) == (10, 7)
    assert ex.tts_grid(60) == (10, 7)
    assert ex.tts_grid(21) == (10, 3)
    assert ex.tts_grid(3) == (4, 1)
    for n in range(1, 70):
        cols, rows = ex.tts_grid(n)
        assert cols <= 10 and rows <= 7 and cols * rows >= n + 1
        assert cols * ex.TTS_CARD[0] <= 4096 and rows * ex.TTS_CARD[1] <= 4096
    with pytest.raises(ValueError):
        ex.tts_grid(70)
    assert [len(c) for c in ex.chunks(list(range(150)), ex.TTS_PER_SHEET)] == [69, 69, 12]
    assert ex.TTS_CARD[0] / ex.TTS_CARD[1] == pytest.approx(63 / 88, abs=0.002)


def test_tts_export_sheets_json_and_hidden_slot(tmp_path, cards, few):
    ex.export(cards, "tts", tmp_path, workers=1, items=few)
    for kind, ids in (("pattern", ["shell", "pulse"]), ("initiative", ["food_network", cards.default_end]),
                      ("event", ["dry_spell", "quarantine_notice"])):
        snippet = json.loads((tmp_path / f"tts_{kind}_1.json").read_text(encoding="utf-8"))
        sheet = pygame.image.load(str(tmp_path / snippet["face_file"]))
        cols, rows = snippet["NumWidth"], snippet["NumHeight"]
        assert (cols, rows) == ex.tts_grid(2) == (3, 1)
        assert sheet.get_size() == (cols * 409, rows * 571)
        assert max(sheet.get_size()) <= 4096
        assert snippet["count"] == 2 and [c["id"] for c in snippet["cards"]] == ids
        assert snippet["hidden_slot"] == cols * rows - 1
        assert snippet["back_file"] == f"tts_back_{kind}.png" and (tmp_path / snippet["back_file"]).is_file()
        assert snippet["FaceURL"].startswith("file://") and snippet["FaceURL"].endswith(snippet["face_file"])
        deck = snippet["ObjectStates"][0]["CustomDeck"]["1"]
        assert (deck["NumWidth"], deck["NumHeight"]) == (cols, rows)
        # The hidden-card face (the type's back) fills the last slot.
        hidden = pygame.Rect(2 * 409, 0, 409, 571)
        assert sheet.get_at(hidden.center) != ex.TTS_EMPTY
        assert sheet.get_at((hidden.x + 20, hidden.y + 20))[:3] != (0, 0, 0)


# -- the command ---------------------------------------------------------------------------------
def test_cli_exports_the_whole_edition_as_pdf(tmp_path, capsys):
    out = tmp_path / "print"
    code = main(["cards", "export", "--format", "pdf", "--out", str(out), "--paper", "letter"])
    stdout, err = capsys.readouterr()
    assert code == 0, err
    n = len(ex.cards_in_order(default_cards()))
    pages = _pdf_pages(out / "meaning_made_initiatives_letter.pdf")
    assert len(pages) == 2 * math.ceil(n / 9)
    assert "Traceback" not in err and stdout.startswith("wrote ")


def test_cli_refuses_a_broken_card_folder_one_line_per_problem(tmp_path, capsys):
    folder = tmp_path / "cards"
    shutil.copytree(CARDS_ROOT / "initiatives", folder)
    text = (folder / "patterns.yaml").read_text(encoding="utf-8")
    (folder / "patterns.yaml").write_text(text.replace("energy: 1", "energy: two", 2), encoding="utf-8")
    out = tmp_path / "out"
    code = main(["cards", "export", "--format", "png", "--out", str(out), "--cards", str(folder)])
    _, err = capsys.readouterr()
    lines = err.splitlines()
    assert code == 2 and len(lines) == 2
    assert all("patterns.yaml:" in line and "'two'" in line for line in lines)
    assert not out.exists()


def test_cli_out_that_is_a_file_is_a_one_line_usage_error(tmp_path, capsys):
    target = tmp_path / "file.txt"
    target.write_text("x", encoding="utf-8")
    code = main(["cards", "export", "--format", "tts", "--out", str(target)])
    _, err = capsys.readouterr()
    assert code == 2 and len(err.splitlines()) == 1 and "not a folder" in err
