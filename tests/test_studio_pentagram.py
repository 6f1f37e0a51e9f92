"""The card studio for Pentagram 2: export (PNG, PDF, TTS), the gallery (filters, search, zoom,
live reload, the title's Card gallery), diff, and bad card data as one-line errors."""

from __future__ import annotations

import argparse
import json
import math
import re
import shutil
import subprocess
import time
from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.family import GAMES, ruleset
from game.family.card_faces import Item, faces_for
from game.family.paths import CARDS_ROOT
from game.games.pentagram.ui import cards_view
from game.studio import diff
from game.studio import export as ex
from game.studio import print_faces as pf
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.scenes.card_zoom import ZOOM_SIZE, CardZoom
from game.ui.scenes.gallery import GalleryScene

GAME = "pentagram"
FOLDER = CARDS_ROOT / GAME


@pytest.fixture(scope="module")
def cards():
    return ruleset(GAME).default_cards()


@pytest.fixture
def app():
    a = App(Settings(animation="off", live_reload=False))
    yield a
    a.quit()



def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def _size(path: Path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


def _pdf_pages(path: Path) -> list[tuple[float, float]]:
    data = path.read_bytes()
    boxes = re.findall(rb"/MediaBox \[ ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) \]", data)
    assert len(boxes) == len(re.findall(rb"/Type /Page\b(?!s)", data))
    return [(float(x2) - float(x1), float(y2) - float(y1)) for x1, y1, x2, y2 in boxes]


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(FOLDER, folder)
    return folder


# -- the provider ----------------------------------------------------------------------------------
def test_every_game_with_cards_has_a_studio_provider():
    for game in GAMES:
        if ruleset(game).has_cards:
            assert faces_for(game).game == game
    with pytest.raises(ValueError, match="does not know"):
        faces_for("no_such_game")


def test_the_deck_prints_in_file_order_as_one_kind_with_one_back(cards):
    faces = faces_for(GAME)
    items = faces.print_items(cards)
    assert [i.card.id for i in items] == list(cards.ids)
    # Green and red are shuffled into one deck: a back that told them apart would show the
    # next card, so there is one print kind and one back.
    assert faces.print_kinds == ("card",) and {i.kind for i in items} == {"card"}
    assert ex.cards_in_order(cards, GAME) == items
    assert ex.picture_count(cards, GAME) == len(cards) + 1
    with pytest.raises(ValueError):
        ex.cards_in_order(cards)  # a Pentagram card set does not name its game


# -- export ----------------------------------------------------------------------------------------
def test_png_export_writes_every_card_and_the_back_at_815_by_1110(tmp_path, cards):
    report = ex.export(cards, "png", tmp_path, workers=2, game=GAME)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([f"card_{cid}.png" for cid in cards.ids] + ["back_card.png"])
    assert len(names) == 61 and sorted(p.name for p in report.files) == names
    for path in tmp_path.iterdir():
        assert _size(path) == pf.PRINT_SIZE == (815, 1110), path.name
    assert report.summary.startswith("60 cards and 1 back ")


def test_print_faces_are_opaque_and_the_frame_runs_on_into_the_bleed(cards):
    faces = faces_for(GAME)
    green = cards["yellow_orange_green_1"]
    red = cards["yellow_orange_red"]
    started = pf.start_display()
    try:
        g = faces.print_face(Item("card", green))
        r = faces.print_face(Item("card", red))
        back = faces.print_back("card")
    finally:
        pf.stop_display(started)
    x0, y0 = pf.TRIM_RECT[:2]
    pw, ph = pf.PRINT_SIZE
    for pic in (g, r, back):
        assert pic.get_size() == pf.PRINT_SIZE
        assert not pic.get_flags() & pygame.SRCALPHA
    bleed = [(x, y) for y in range(0, ph, 17) for x in (0, 10, x0 - 1, pw - 1)]
    bleed += [(x, y) for x in range(0, pw, 17) for y in (0, y0 - 1, ph - 1)]
    # A green card: the frame's colour everywhere outside the cut, corners included.
    assert {g.get_at(p)[:3] for p in bleed} == {cards_view.GREEN_EDGE}
    assert g.get_at((x0 + 2, y0 + 2))[:3] == cards_view.GREEN_EDGE
    # A red card: the frame's stripes, in phase with the face's (x - y is constant along one).
    assert {r.get_at(p)[:3] for p in bleed} == {cards_view.RED_EDGE, cards_view.RED_DARK}
    same = sum(r.get_at((5 + t, 500 + t)) == r.get_at((5, 500)) for t in range(0, 50))
    assert same >= 48  # from the bleed across the cut into the frame: one stripe, unbroken
    # The back is the same colour at every edge of the bleed, and carries the game's colours.
    rings = tuple(min(255, c + 14) for c in cards_view.BACK)
    assert {back.get_at(p)[:3] for p in bleed} <= {cards_view.BACK, rings}


def test_pdf_export_of_the_deck_is_seven_sheets_fronts_and_backs(tmp_path, capsys):
    code = main(["cards", "export", "--game", GAME, "--format", "pdf", "--out", str(tmp_path),
                 "--paper", "letter"])
    out, err = capsys.readouterr()
    assert code == 0, err
    path = tmp_path / "pentagram_2_letter.pdf"
    pages = _pdf_pages(path)
    assert len(pages) == 2 * math.ceil(60 / 9) == 14
    for w, h in pages:
        assert w == pytest.approx(612.0, abs=0.01) and h == pytest.approx(792.0, abs=0.01)
    assert b"Pentagram 2" in path.read_bytes()
    assert out.startswith("wrote 60 cards on 14 LETTER pages") and "Traceback" not in err


def test_pdf_backs_sit_behind_their_fronts(cards):
    items = ex.cards_in_order(cards, GAME)[:11]
    pages = ex.page_plan(items)
    assert [(p.side, p.sheet) for p in pages] == [("front", 1), ("back", 1), ("front", 2), ("back", 2)]
    backs = dict(pages[1].placements)
    for slot, _ in pages[0].placements:
        assert backs[ex.back_slot(slot)] == Item("card")


def test_tts_export_is_one_sheet_of_10_by_7_with_the_back_as_hidden_card(tmp_path, cards):
    report = ex.export(cards, "tts", tmp_path, workers=2, game=GAME)
    assert sorted(p.name for p in report.files) == ["tts_back_card.png", "tts_card_1.json", "tts_card_1.png"]
    snippet = json.loads((tmp_path / "tts_card_1.json").read_text(encoding="utf-8"))
    cols, rows = snippet["NumWidth"], snippet["NumHeight"]
    assert (cols, rows) == ex.tts_grid(60) == (10, 7)
    sheet = pygame.image.load(str(tmp_path / "tts_card_1.png"))
    assert sheet.get_size() == (cols * 409, rows * 571) == (4090, 3997)
    assert snippet["count"] == 60 and snippet["hidden_slot"] == 69
    assert [c["id"] for c in snippet["cards"]] == list(cards.ids)
    assert snippet["name"] == "Pentagram 2 · Cards"
    assert snippet["ObjectStates"][0]["ContainedObjects"][0]["Nickname"] == cards[cards.ids[0]].name
    assert _size(tmp_path / "tts_back_card.png") == pf.TRIM_SIZE
    # The last slot holds the back (the deck colour), the empty slots before it the sheet's fill.
    assert sheet.get_at((9 * 409 + 20, 6 * 571 + 20))[:3] != ex.TTS_EMPTY
    assert sheet.get_at((8 * 409 + 200, 6 * 571 + 280))[:3] == ex.TTS_EMPTY


def test_export_refuses_bad_cards_one_line_per_problem(tmp_path, capsys):
    folder = _copy(tmp_path)
    text = (folder / "cards.yaml").read_text(encoding="utf-8")
    text = text.replace("    from: yellow\n", "    from: yelow\n", 1).replace("kind: red", "kind: pink", 1)
    (folder / "cards.yaml").write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    code = main(["cards", "export", "--game", GAME, "--format", "png", "--out", str(out),
                 "--cards", str(folder)])
    stdout, err = capsys.readouterr()
    lines = err.splitlines()
    assert code == 2 and stdout == "" and len(lines) == 2
    assert "cards.yaml:" in lines[0] and "'yelow'" in lines[0]
    assert "cards.yaml:" in lines[1] and "'pink'" in lines[1]
    assert "Traceback" not in err and not out.exists()


# -- gallery ---------------------------------------------------------------------------------------
def test_gallery_filters_search_and_zoom(app: App, cards) -> None:
    scene = GalleryScene(app, GAME, watch=False)
    app.push(scene)
    frames(app)
    assert [c.id for c in scene.visible()] == list(cards.ids)
    assert {t.id for t in app.ctl.targets} >= {"type:green", "type:red", "from:black", "from:all"}
    scene.handle(Intent("click", "type:green"))
    assert len(scene.visible()) == 40 and all(c.green for c in scene.visible())
    scene.handle(Intent("click", "type:red"))
    assert len(scene.visible()) == 20
    scene.handle(Intent("click", "from:black"))
    assert [c.id for c in scene.visible()] == ["black_yellow_red", "black_orange_red", "black_purple_red",
                                               "black_blue_red"]
    scene.handle(Intent("click", "from:teal"))  # not a button: nothing changes
    assert len(scene.visible()) == 4
    scene.handle(Intent("click", "type:all"))
    scene.handle(Intent("click", "from:all"))
    scene.search.set_text("Purple")  # a name word, either end of the arrow
    assert len(scene.visible()) == 24
    scene.search.set_text("blue_black_red")
    assert [c.id for c in scene.visible()] == ["blue_black_red"]
    scene.search.set_text("orange -> blue")
    found = [c.id for c in scene.visible()]
    assert found == ["orange_blue_green_1", "orange_blue_green_2", "orange_blue_red"]
    frames(app)
    target = next(t for t in app.ctl.targets if t.id.startswith("card:"))
    scene.handle(Intent("click", target.id))
    zoom = app.top
    assert isinstance(zoom, CardZoom)
    frames(app)
    assert zoom.shown == cards["orange_blue_green_1"]
    assert zoom.face is not None and zoom.face.get_size() == ZOOM_SIZE
    caption = zoom.look()[1]
    assert caption.startswith("Orange feeds Blue · orange_blue_green_1 · ") and "cards.yaml:" in caption
    app.dispatch(Intent("click", "zoom:close"))
    assert app.top is scene
    scene.handle(Intent("inspect", "type:red"))  # a right-click presses no button
    assert app.top is scene and len(scene.visible()) == 3
    scene.handle(Intent("inspect", "card:orange_blue_red"))  # but on a card it zooms
    assert isinstance(app.top, CardZoom)
    frames(app)
    assert app.top.shown == cards["orange_blue_red"]


def _wait_for(app: App, condition, seconds: float = 5.0) -> float:
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        frames(app)
        if condition():
            return time.perf_counter() - start
        time.sleep(0.02)
    raise AssertionError("the change did not show up")


def test_live_reload_of_a_copied_deck_and_a_broken_save(app: App, tmp_path: Path) -> None:
    folder = _copy(tmp_path)
    scene = GalleryScene(app, GAME, folder=folder)
    app.push(scene)
    assert scene.watcher is not None and scene.watcher.ready.wait(5)
    time.sleep(0.2)  # let the watcher settle on the folder before the first change
    path = folder / "cards.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("    name: Yellow feeds Orange\n", "    name: Sunny Orange\n", 1),
                    encoding="utf-8")
    took = _wait_for(app, lambda: scene.live.cards["yellow_orange_green_1"].name == "Sunny Orange")
    assert took < 5
    assert scene.live.cards["yellow_orange_green_2"].name == "Yellow feeds Orange"
    scene.zoom("yellow_orange_green_1")
    frames(app)
    assert app.top.look()[0].name == "Sunny Orange"  # the zoom reads the file as it is now
    app.dispatch(Intent("key", "cancel"))
    broken = path.read_text(encoding="utf-8").replace("    to: purple\n", "    to: [purple\n", 1)
    path.write_text(broken, encoding="utf-8")
    _wait_for(app, lambda: bool(scene.live.errors))
    assert all("cards.yaml:" in e and "\n" not in e for e in scene.live.errors)
    assert scene.live.cards["yellow_orange_green_1"].name == "Sunny Orange"  # the last good deck stays
    frames(app, 2)  # and drawing with the error panel does not crash
    scene.close_down()


def test_gallery_command_refuses_bad_cards_one_line_per_problem(tmp_path, capsys):
    from game.ui.gallery_command import run

    folder = _copy(tmp_path)
    text = (folder / "cards.yaml").read_text(encoding="utf-8")
    text = text.replace("    to: orange\n", "    to: yellow\n", 1)
    (folder / "cards.yaml").write_text(text, encoding="utf-8")
    args = argparse.Namespace(game=GAME, cards=str(folder), frames=1, screenshot=None)
    code = run(args)
    out, err = capsys.readouterr()
    lines = err.splitlines()
    # 'to' equal to 'from', and so yellow -> orange is a green card short (PG1): one line each.
    assert code == 2 and out == ""
    assert len(lines) == 1 and "field 'to': must differ from 'from'" in lines[0]
    assert "Traceback" not in err


def test_title_opens_the_gallery_of_the_chosen_game(app: App) -> None:
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    title.choose_game(GAME)
    frames(app)
    item = next(t for t in app.ctl.targets if t.id == "title:gallery")
    assert item.enabled
    title.activate("gallery")
    gallery = app.top
    assert isinstance(gallery, GalleryScene) and gallery.edition == GAME
    assert len(gallery.all_cards()) == 60
    gallery.close_down()


# -- diff ------------------------------------------------------------------------------------------
DECK = """\
cards:
  - id: yellow_orange_green_1
    kind: green
    from: yellow
    to: orange
    name: Yellow feeds Orange
  - id: yellow_orange_red
    kind: red
    from: yellow
    to: orange
    name: Yellow drains Orange
  - id: blue_black_red
    kind: red
    from: blue
    to: black
    name: Blue drains Black
"""


def edited() -> str:
    text = DECK.replace("    name: Yellow feeds Orange\n",
                        "    name: Yellow feeds Orange\n    flavour: Sun into fruit.\n")
    text = text.replace("to: black", "to: purple")
    text = text[: text.index("  - id: yellow_orange_red")] + text[text.index("  - id: blue_black_red"):]
    new_card = "  - id: black_yellow_green_1\n    kind: green\n    from: black\n    to: yellow\n"
    new_card += "    name: New\n"
    return text + new_card


EXPECTED = [
    "card 'black_yellow_green_1': added",
    "card 'blue_black_red': to: black -> purple",
    "card 'yellow_orange_green_1': flavour: (none) -> \"Sun into fruit.\"",
    "card 'yellow_orange_red': removed",
    "summary: OLD -> NEW: 1 added, 1 removed, 2 changed (2 fields), 0 unchanged",
]


def write_deck(folder: Path, text: str = DECK) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards.yaml").write_text(text, encoding="utf-8")
    return folder


def test_diff_of_two_folders_added_removed_and_changed_fields(tmp_path, capsys):
    old, new = write_deck(tmp_path / "old"), write_deck(tmp_path / "new", edited())
    code = main(["cards", "diff", str(old), str(new), "--game", GAME])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.splitlines() == [e.replace("OLD", str(old)).replace("NEW", str(new)) for e in EXPECTED]


def test_diff_of_the_shipped_deck_against_an_edited_copy(tmp_path, capsys, cards):
    copy = _copy(tmp_path)
    text = (copy / "cards.yaml").read_text(encoding="utf-8")
    (copy / "cards.yaml").write_text(text.replace("kind: green", "kind: red", 1), encoding="utf-8")
    code = main(["cards", "diff", str(FOLDER), str(copy), "--edition", GAME])
    out, _ = capsys.readouterr()
    assert code == 0
    assert out.splitlines() == [
        f"card '{cards.ids[0]}': kind: green -> red",
        f"summary: {FOLDER} -> {copy}: 0 added, 0 removed, 1 changed (1 field), 59 unchanged"]


def git(repo: Path, *argv: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=Test", "-c", "user.email=test@example.com",
                    "-c", "commit.gpgsign=false", *argv], check=True, capture_output=True)


def test_diff_of_two_git_revisions(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path / "repo"
    deck = write_deck(root / "cards" / GAME)
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    write_deck(deck, edited())
    git(root, "commit", "-q", "-a", "-m", "second")
    lines = diff.diff_specs("HEAD~1", "HEAD", GAME, root).lines()
    assert lines == [e.replace("OLD", "HEAD~1").replace("NEW", "HEAD") for e in EXPECTED]
    (deck / "cards.yaml").unlink()
    git(root, "commit", "-q", "-a", "-m", "third")
    with pytest.raises(diff.DiffError, match=r"revision 'HEAD' has no cards/pentagram/cards.yaml"):
        diff.diff_specs("HEAD~1", "HEAD", GAME, root)


def test_diff_errors_are_one_line(tmp_path, capsys):
    good = write_deck(tmp_path / "good")
    empty = tmp_path / "empty"
    empty.mkdir()
    no_id = write_deck(tmp_path / "no_id", "cards:\n  - kind: green\n")
    twice = write_deck(tmp_path / "twice", DECK + "  - id: blue_black_red\n    kind: red\n")
    for folder, message in ((empty, "has no cards.yaml"), (no_id, "cards.yaml:2: card number 1 has no id"),
                            (twice, "card 'blue_black_red': duplicate id")):
        code = main(["cards", "diff", str(good), str(folder), "--game", GAME])
        out, err = capsys.readouterr()
        assert code == 2 and out == "", folder
        assert len(err.splitlines()) == 1 and message in err and "Traceback" not in err
