"""Issue 15, items 10 and 12: card art a designer (or an attacker) leaves in art/ never crashes
a table or the gallery, and no character typed into a text box does."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.family import limits
from game.ui import assets
from game.ui.app import App, Settings
from game.ui.text_entry import INVISIBLE


@pytest.fixture
def app() -> Iterator[App]:
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


@pytest.fixture
def art_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project root of our own, so tests put art where the game looks for it."""
    root = tmp_path / "project"
    (root / "art" / "cards" / "initiatives").mkdir(parents=True)
    monkeypatch.setattr(assets, "ROOT", root)
    monkeypatch.setattr(assets, "CARD_ART", root / "art" / "cards")
    return root


def png_header(width: int, height: int) -> bytes:
    """A PNG that claims ``width`` × ``height`` pixels (its pixel data is a few bytes)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + \
        chunk(b"IEND", b"")


def a_picture(path: Path) -> None:
    pygame.image.save(pygame.Surface((8, 8)), str(path))


def test_art_that_cannot_be_read_draws_as_no_art(art_root: Path, monkeypatch: pytest.MonkeyPatch,
                                                 app: App) -> None:
    a_picture(art_root / "art" / "cards" / "initiatives" / "cell_wall.png")
    assert assets.card_art("initiatives", "cell_wall", None) is not None

    def refused(*args: object, **kwargs: object) -> pygame.Surface:
        raise PermissionError(13, "Permission denied")  # what a mode-000 file gives

    monkeypatch.setattr(pygame.image, "load", refused)
    assert assets.card_art("initiatives", "cell_wall", None) is None


def test_art_being_rewritten_draws_as_no_art(art_root: Path, app: App) -> None:
    path = art_root / "art" / "cards" / "initiatives" / "cell_wall.png"
    a_picture(path)
    whole = path.read_bytes()
    for cut in (0, 8, 20, len(whole) // 2):  # what a redraw reads while the file is rewritten
        path.write_bytes(whole[:cut])
        assert assets.card_art("initiatives", "cell_wall", None) is None


def test_a_symlink_in_art_leading_outside_is_refused_like_a_path_that_climbs_out(
        art_root: Path, tmp_path: Path, app: App) -> None:
    outside = tmp_path / "secret.png"
    a_picture(outside)
    (art_root / "art" / "cards" / "initiatives" / "cell_wall.png").symlink_to(outside)
    (art_root / "art" / "link").symlink_to(tmp_path)
    assert assets.card_art("initiatives", "cell_wall", None) is None
    assert assets.card_art("initiatives", "x", "link/secret.png") is None
    inside = art_root / "art" / "cards" / "initiatives" / "real.png"
    a_picture(inside)
    (art_root / "art" / "cards" / "initiatives" / "alias.png").symlink_to(inside)
    assert assets.card_art("initiatives", "alias", None) is not None  # a link within art/ is fine


def test_a_20000_square_png_is_refused_from_its_header_without_decoding(
        art_root: Path, monkeypatch: pytest.MonkeyPatch, app: App) -> None:
    path = art_root / "art" / "cards" / "initiatives" / "cell_wall.png"
    path.write_bytes(png_header(20_000, 20_000))
    assert limits.MAX_IMAGE_PIXELS < 20_000 * 20_000
    decoded: list[object] = []
    real = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *a, **k: decoded.append(a) or real(*a, **k))
    assert assets.card_art("initiatives", "cell_wall", None) is None
    assert decoded == []  # 2.7 GB never asked for


def test_the_gallery_draws_with_unreadable_art(art_root: Path, monkeypatch: pytest.MonkeyPatch,
                                               app: App) -> None:
    from game.ui.scenes.gallery import GalleryScene

    for name in ("cell_wall", "boundary_sense"):
        a_picture(art_root / "art" / "cards" / "initiatives" / f"{name}.png")

    def refused(*args: object, **kwargs: object) -> pygame.Surface:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(pygame.image, "load", refused)
    scene = GalleryScene(app, "initiatives", watch=False)
    app.push(scene)
    frame(app, 2)


ZERO_WIDTH = ["\u200b", "\u200d", "\ufeff", "\u0301", "\u2060", "\u00ad", "\ufe0f", "\u200b\u200b",
              "\U000e0001"]


@pytest.mark.parametrize("typed", ZERO_WIDTH, ids=[f"U+{ord(c[0]):04X}" for c in ZERO_WIDTH])
def test_a_zero_width_character_typed_into_the_gallery_search_is_dropped(typed: str, app: App) -> None:
    from game.ui.scenes.gallery import GalleryScene

    scene = GalleryScene(app, "initiatives", watch=False)
    app.push(scene)
    frame(app)
    scene.search.focus()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    frame(app, 2)
    assert scene.search.get_text() == ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="wall"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    frame(app, 2)
    assert scene.search.get_text() == "wall"
    with pytest.warns(UserWarning, match="invalid characters"):
        scene.search.set_text(typed)  # what a paste goes through: refused whole
    frame(app)
    assert scene.search.get_text() == "wall"


def test_a_zero_width_character_typed_into_a_seat_name_is_dropped(app: App) -> None:
    from game.ui.scenes.setup_scene import SetupScene

    scene = SetupScene(app)
    app.push(scene)
    frame(app)
    name = scene.rows[0][0]
    name.set_text("")
    name.focus()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="\u200b"))
    frame(app, 2)
    assert name.get_text() == ""


def test_every_invisible_category_is_dropped() -> None:
    from game.ui.text_entry import drawable

    assert {"Mn", "Cf", "Cc"} <= INVISIBLE
    assert drawable("e\u0301") == "é"  # a combining accent on a letter is kept, composed
    assert drawable("a\u200bb\x00c") == "abc"


def test_the_players_gallery_from_the_title_names_cards_not_files(app: App) -> None:
    """Issue 35 item 10: ids, card files and art paths are the designer's words (`cards gallery`)."""
    from game.ui import navigate
    from game.ui.scenes.gallery import GalleryScene

    navigate.show_gallery(app)
    scene = app.top
    assert isinstance(scene, GalleryScene) and not scene.designer
    card = scene.visible()[0]
    assert scene._look(card.id)[1] == card.name
    designer = GalleryScene(app, "initiatives", watch=False)
    assert designer.designer and card.id in designer._look(card.id)[1]
