"""The card studio for edition `life` (seed 002): its provider, print faces and backs, export
(PNG, PDF, TTS) of a few cards, the gallery's filters, search and zoom, diff, and bad card data as
one-line errors."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.family import ruleset
from game.family.card_faces import Item, faces_for
from game.family.paths import CARDS_ROOT
from game.games.life.cards import Event, Pattern, Project
from game.games.life.faces import portrait
from game.studio import export as ex
from game.studio import print_faces as pf
from game.ui import theme
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.scenes.card_zoom import ZOOM_SIZE, CardZoom
from game.ui.scenes.gallery import CARD_H, CARD_W, GalleryScene

GAME = "life"
FOLDER = CARDS_ROOT / GAME


@pytest.fixture(scope="module")
def cards():
    return ruleset(GAME).default_cards()


@pytest.fixture
def few(cards):
    """Two of each kind: enough to exercise every face and back without drawing 147 pictures."""
    return [*(Item("pattern", cards.patterns[i]) for i in cards.pattern_ids[:2]),
            *(Item("project", cards.projects[i]) for i in cards.project_ids[:2]),
            *(Item("event", cards.events[i]) for i in cards.event_ids[:2])]


@pytest.fixture
def app():
    a = App(Settings(animation="off", live_reload=False))
    yield a
    a.quit()


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(FOLDER, folder)
    return folder


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# -- the provider ----------------------------------------------------------------------------------
def test_the_provider_prints_patterns_then_projects_then_events_in_file_order(cards) -> None:
    faces = faces_for(GAME)
    assert faces.game == GAME and faces.print_kinds == ("pattern", "project", "event")
    items = faces.print_items(cards)
    assert [i.card.id for i in items] == [*cards.pattern_ids, *cards.project_ids, *cards.event_ids]
    assert [i.kind for i in items] == ["pattern"] * 90 + ["project"] * 24 + ["event"] * 30
    assert ex.cards_in_order(cards, GAME) == items
    assert ex.picture_count(cards, GAME) == 144 + 3
    assert len(faces.gallery_cards(cards)) == 144


def test_filters_find_a_layer_by_pattern_slot_tag_or_project_tier(cards) -> None:
    faces = faces_for(GAME)
    shell = cards.patterns["boundary_pattern"]
    assert faces.matches(shell, "type", "pattern") and not faces.matches(shell, "type", "event")
    assert faces.matches(shell, "layer", "1") and not faces.matches(shell, "layer", "2")
    # a Pattern of a lower slot whose tag is a higher layer (DL4) is found under both
    tagged = next(c for c in cards.patterns.values() if c.tag == "story")
    assert faces.matches(tagged, "layer", "9") and faces.matches(tagged, "layer", str(tagged.layer))
    retrofit = cards.projects["stewardship_retrofit"]
    assert faces.matches(retrofit, "layer", "10") and not faces.matches(retrofit, "layer", "9")
    assert not faces.matches(cards.events["threat_a"], "layer", "1")  # Events have no layer
    assert "threat" in faces.search_texts(cards.events["threat_a"])
    assert "prediction" in faces.search_texts(cards.patterns["echo_sounding"])
    caption = faces.caption(retrofit)
    assert caption.startswith("Stewardship Retrofit · stewardship_retrofit · ")
    assert "projects.yaml:" in caption


# -- faces and export ------------------------------------------------------------------------------
def test_print_faces_and_backs_are_opaque_and_run_on_into_the_bleed(cards) -> None:
    faces = faces_for(GAME)
    started = pf.start_display()
    try:
        pattern = faces.print_face(Item("pattern", cards.patterns["echo_sounding"]))
        project = faces.print_face(Item("project", cards.projects["mentorship_archive"]))
        event = faces.print_face(Item("event", cards.events["threat_a"]))
        backs = [faces.print_back(k) for k in faces.print_kinds]
    finally:
        pf.stop_display(started)
    x0, y0 = pf.TRIM_RECT[:2]
    for pic in (pattern, project, event, *backs):
        assert pic.get_size() == pf.PRINT_SIZE == (815, 1110)
        assert not pic.get_flags() & pygame.SRCALPHA
    # The header band's colour runs out to the top of the bleed, corners included.
    assert pattern.get_at((0, 0))[:3] == pattern.get_at((x0 + 200, y0 + 20))[:3] == theme.LAYER_COLOURS[5]
    assert project.get_at((0, 0))[:3] == theme.LAYER_COLOURS[9]
    # A portrait Project: an art band under the header (no art yet: a wash of its colour), then
    # the tile's body on paper down to the bottom of the bleed.
    wash = project.get_at((x0 + 60, y0 + 200))[:3]
    assert wash != theme.CARD_PAPER and wash[1] > wash[0]  # a pale green, Layer 9's
    assert project.get_at((x0 + 400, pf.PRINT_SIZE[1] - 1))[:3] == theme.CARD_PAPER


def test_a_portrait_tile_keeps_the_tables_drawing_below_its_art_band(cards, app) -> None:
    from game.games.life.ui import cards_view

    card = cards.projects["repair_hub"]
    w, h = CARD_W, CARD_H
    pic = portrait(card, w, h)
    tile = cards_view.project_face.__wrapped__(cards_view.ProjectView.unplayed(card), w,
                                               round(w * 330 / 420))
    band = cards_view.project_band(w)
    assert pic.get_size() == (w, h)
    # the header is the table's, row for row; so is the body, moved down by the art band
    for y in (2, band - 2):
        assert pic.get_at((w // 2, y)) == tile.get_at((w // 2, y))
    art_h = h - tile.get_height()
    for y in range(band + 4, tile.get_height(), 9):
        assert pic.get_at((w // 3, y + art_h)) == tile.get_at((w // 3, y))


def test_png_export_of_a_few_cards_and_their_backs(tmp_path, cards, few) -> None:
    report = ex.export(cards, "png", tmp_path, workers=1, items=few, game=GAME)
    names = sorted(p.name for p in tmp_path.iterdir())
    expected = sorted([f"{i.kind}_{i.card.id}.png" for i in few]
                      + ["back_pattern.png", "back_project.png", "back_event.png"])
    assert names == expected and sorted(p.name for p in report.files) == names
    for path in tmp_path.iterdir():
        assert pygame.image.load(str(path)).get_size() == pf.PRINT_SIZE
    assert report.summary.startswith("6 cards and 3 backs ")


def test_pdf_and_tts_export_of_a_few_cards(tmp_path, cards, few) -> None:
    pdf = ex.export(cards, "pdf", tmp_path, workers=1, items=few, game=GAME)
    path = tmp_path / "meaning_made_life_a4.pdf"
    assert path in pdf.files
    data = path.read_bytes()
    assert len(re.findall(rb"/Type /Page\b(?!s)", data)) == 2  # one front sheet, its backs
    (tmp_path / "tts").mkdir()
    ex.export(cards, "tts", tmp_path / "tts", workers=1, items=few, game=GAME)
    snippet = json.loads((tmp_path / "tts" / "tts_pattern_1.json").read_text(encoding="utf-8"))
    assert [c["id"] for c in snippet["cards"]] == [i.card.id for i in few if i.kind == "pattern"]
    assert snippet["name"] == "Meaning Made · Patterns"
    assert (tmp_path / "tts" / "tts_project_1.png").exists()
    assert (tmp_path / "tts" / "tts_event_1.json").exists()


def test_export_refuses_bad_cards_one_line_per_problem(tmp_path, capsys) -> None:
    folder = _copy(tmp_path)
    _edit(folder / "patterns.yaml", "tag: boundary", "tag: bondary")
    _edit(folder / "events.yaml", "pressure: threat", "pressure: menace")
    out = tmp_path / "out"
    code = main(["cards", "export", "--game", GAME, "--format", "png", "--out", str(out),
                 "--cards", str(folder)])
    stdout, err = capsys.readouterr()
    lines = err.splitlines()
    assert code == 2 and stdout == "" and len(lines) == 2, err
    assert "patterns.yaml:" in lines[0] and "field 'tag'" in lines[0]
    assert "events.yaml:" in lines[1] and "field 'pressure'" in lines[1]
    assert "Traceback" not in err and not out.exists()


# -- gallery ---------------------------------------------------------------------------------------
def test_gallery_filters_search_and_zoom(app: App, cards) -> None:
    scene = GalleryScene(app, GAME, watch=False)
    app.push(scene)
    frames(app)
    assert len(scene.visible()) == 144
    assert {t.id for t in app.ctl.targets} >= {"type:pattern", "type:project", "type:event", "layer:10"}
    scene.handle(Intent("click", "type:project"))
    assert len(scene.visible()) == 24 and all(isinstance(c, Project) for c in scene.visible())
    scene.handle(Intent("click", "layer:10"))
    tens = [c.id for c in scene.visible()]
    assert "stewardship_retrofit" in tens and all(cards.projects[c].layer == 10 for c in tens)
    scene.handle(Intent("click", "type:event"))
    assert scene.visible() == []  # Events have no layer
    scene.handle(Intent("click", "layer:0"))
    assert len(scene.visible()) == 30 and all(isinstance(c, Event) for c in scene.visible())
    scene.handle(Intent("click", "type:all"))
    scene.search.set_text("threat")  # a pressure type
    assert {c.pressure for c in scene.visible()} == {"threat"} and len(scene.visible()) >= 2
    scene.search.set_text("Prediction")  # a tag (and the seed's Prediction Pattern's name)
    found = scene.visible()
    assert "prediction_pattern" in [c.id for c in found]
    assert all(isinstance(c, Pattern) and (c.tag == "prediction" or c.layer == 5) for c in found)
    scene.search.set_text("")
    frames(app)  # the thumbnails of all three kinds draw
    scene.handle(Intent("click", "card:stewardship_retrofit"))
    zoom = app.top
    assert isinstance(zoom, CardZoom)
    frames(app)
    assert zoom.shown == cards.projects["stewardship_retrofit"]
    assert zoom.face is not None and zoom.face.get_size() == ZOOM_SIZE
    app.dispatch(Intent("click", "zoom:close"))
    scene.zoom("echo_sounding")
    frames(app)
    assert app.top.face.get_size() == ZOOM_SIZE


def test_gallery_command_refuses_bad_cards_one_line_per_problem(tmp_path, capsys) -> None:
    import argparse

    from game.ui.gallery_command import run

    folder = _copy(tmp_path)
    _edit(folder / "projects.yaml", "layer: 8", "layer: 11")
    code = run(argparse.Namespace(game=GAME, cards=str(folder), frames=1, screenshot=None))
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "projects.yaml:" in err and "field 'layer'" in err


# -- diff ------------------------------------------------------------------------------------------
def test_diff_of_the_shipped_cards_against_an_edited_copy(tmp_path, capsys) -> None:
    copy = _copy(tmp_path)
    _edit(copy / "patterns.yaml", "    cost: {regulation: 1, model: 2}\n    output: {model: 1, value: 2",
          "    cost: {regulation: 1, model: 1}\n    output: {model: 1, value: 2")
    _edit(copy / "events.yaml", "  - id: damage_a\n    name: Damage\n    pressure: damage\n    drift: 1",
          "  - id: damage_a\n    name: Damage\n    pressure: damage\n    drift: 2")
    text = (copy / "projects.yaml").read_text(encoding="utf-8")
    start = text.index("  - id: seed_library")
    end = text.index("  - id:", start + 5)
    (copy / "projects.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    code = main(["cards", "diff", str(FOLDER), str(copy), "--game", GAME])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.splitlines() == [
        "pattern 'echo_sounding': cost.model: 2 -> 1",
        "project 'seed_library': removed",
        "event 'damage_a': drift: 1 -> 2",
        f"summary: {FOLDER} -> {copy}: 0 added, 1 removed, 2 changed (2 fields), 141 unchanged",
    ]
