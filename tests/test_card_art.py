"""Generated card art (issue 16, "Card art"): every card its own picture, the same every time,
in its layer's colours, at any size; a designer's file replaces it; the table, the gallery, the
zoom and print show it, for edition `initiatives` and edition `projects`."""

from __future__ import annotations

import colorsys
import hashlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from conftest import ROOT

from game.games.initiatives import load_cards
from game.games.initiatives.faces import raw_face
from game.games.initiatives.game import Game
from game.games.initiatives.options import FixedSetup, Setup
from game.games.initiatives.ui import cards_view
from game.games.initiatives.ui.cards_view import InitiativeView, zoom_face
from game.games.initiatives.ui.table import GameScene
from game.games.meaning_made import card_parts as mm_parts
from game.games.projects.cards import LAYERS
from game.games.projects.cards import default_cards as projects_cards
from game.games.projects.ui import cards_view as projects_view
from game.ui import assets, card_art, theme
from game.ui.app import App, Settings
from game.ui.card_motifs import MOTIFS
from game.ui.saves import SeatConfig
from game.ui.scenes.card_zoom import ZOOM_SIZE
from game.ui.scenes.gallery import CARD_H, CARD_W, GalleryScene
from game.ui.session import Session

CARDS = load_cards()
SHELL = CARDS.patterns["shell"]
MAGENTA = (255, 0, 255)


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.init()  # the faces write text; a scene test's App may have quit pygame before


@pytest.fixture
def app() -> Iterator[App]:
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False), size=(1920, 1080))
    yield a
    a.quit()


@pytest.fixture
def art_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A project root of our own, so a test's designer art never lands in the real art/."""
    root = tmp_path / "project"
    for edition in ("initiatives", "projects"):
        (root / "art" / "cards" / edition).mkdir(parents=True)
    monkeypatch.setattr(assets, "ROOT", root)
    monkeypatch.setattr(assets, "CARD_ART", root / "art" / "cards")
    assets.clear_caches()
    yield root
    assets.clear_caches()


def rgb(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGB")


def digest(surf: pygame.Surface) -> str:
    return hashlib.sha256(rgb(surf)).hexdigest()


def hue(colour: tuple[int, ...]) -> float:
    return colorsys.rgb_to_hls(*(c / 255 for c in colour[:3]))[0]


def band_rect(card, w: int, h: int, share: float, edition: str = "initiatives", sub: str = "") -> pygame.Rect:
    """Where a card's art band lies on its face (card_top draws it under the header, whose height
    depends on the subtitle ``sub``)."""
    _, bottom = mm_parts.card_top(card, w, h, theme.LAYER_COLOURS[card.layer], sub, share, "", edition)
    art_h = max(14, int(h * share))
    return pygame.Rect(3, bottom - art_h, w - 6, art_h)


def generated(card, rect: pygame.Rect, motif: str | None = None, colour=None) -> pygame.Surface:
    motif = motif or card_art.motif_of_layer(card.layer)
    colour = colour or theme.LAYER_COLOURS[card.layer]
    return card_art.picture(card.id, motif, colour, rect.w, rect.h)


# -- the generator -------------------------------------------------------------------------------


def test_the_same_card_gives_the_same_bytes_twice_and_in_a_fresh_process() -> None:
    first = card_art.draw("shell", "boundary", theme.LAYER_COLOURS[1], 202, 58)
    again = card_art.draw("shell", "boundary", theme.LAYER_COLOURS[1], 202, 58)
    assert rgb(first) == rgb(again)
    # Another process with another string-hash salt: Python's hash() must play no part.
    code = (
        "import hashlib, pygame; from game.ui import card_art; "
        "s = card_art.draw('shell', 'boundary', (196, 92, 92), 202, 58); "
        "print(hashlib.sha256(pygame.image.tobytes(s, 'RGB')).hexdigest())"
    )
    for salt in ("1", "2"):
        env = {
            **os.environ,
            "PYTHONHASHSEED": salt,
            "SDL_VIDEODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        out = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
        )
        assert out.stdout.strip().splitlines()[-1] == digest(first)


def test_every_card_gets_a_picture_of_its_own() -> None:
    seen: dict[str, str] = {}
    for card in [*CARDS.patterns.values(), *CARDS.initiatives.values()]:
        d = digest(
            card_art.draw(
                card.id, card_art.motif_of_layer(card.layer), theme.LAYER_COLOURS[card.layer], 120, 50
            )
        )
        assert d not in seen, f"{card.id} draws the same picture as {seen.get(d)}"
        seen[d] = card.id
    for ev in CARDS.events.values():
        d = digest(card_art.draw(ev.id, card_art.EVENT, theme.EVENT_COLOUR, 120, 50))
        assert d not in seen, f"{ev.id} draws the same picture as {seen.get(d)}"
        seen[d] = ev.id
    # The same id under two motifs (a layer moved) is another picture too.
    assert rgb(card_art.draw("shell", "boundary", (196, 92, 92), 90, 40)) != rgb(
        card_art.draw("shell", "balance", (196, 92, 92), 90, 40)
    )


def test_a_picture_is_in_its_layers_colours() -> None:
    """The picture's average hue is its layer's (within 0.04 of the hue circle): a Form card reads
    green, a Prediction card blue, whatever its id."""
    for card in [*CARDS.patterns.values(), *CARDS.initiatives.values()]:
        colour = theme.LAYER_COLOURS[card.layer]
        pic = card_art.draw(card.id, card_art.motif_of_layer(card.layer), colour, 120, 50)
        d = abs(hue(pygame.transform.average_color(pic)) - hue(colour))
        assert min(d, 1 - d) < 0.04, f"{card.id}: hue {hue(pygame.transform.average_color(pic)):.3f}"


@pytest.mark.parametrize("size", [(202, 34), (202, 58), (738, 311), (638, 449), (60, 140), (3, 3), (1, 40)])
def test_pictures_come_at_the_size_asked(size: tuple[int, int]) -> None:
    for motif in MOTIFS:
        assert card_art.draw("any_card", motif, (120, 130, 150), *size).get_size() == size


def test_pictures_are_cached_by_card_and_size() -> None:
    a = card_art.picture("shell", "boundary", (196, 92, 92), 202, 58)
    assert card_art.picture("shell", "boundary", (196, 92, 92), 202, 58) is a
    assert card_art.picture("shell", "boundary", (196, 92, 92), 202, 59) is not a
    big = card_art.picture("shell", "boundary", (196, 92, 92), 738, 311)  # print size: its own small cache
    assert card_art.picture("shell", "boundary", (196, 92, 92), 738, 311) is big
    # A smaller copy is the same picture, not another one: scaled down, the print matches the table.
    small = pygame.transform.smoothscale(big, (202, 85))
    table = card_art.draw("shell", "boundary", (196, 92, 92), 202, 85)
    assert pygame.transform.average_color(small)[:3] == pytest.approx(
        pygame.transform.average_color(table)[:3], abs=8
    )


def test_an_unknown_motif_is_named() -> None:
    with pytest.raises(ValueError, match="unknown art motif 'weather'"):
        card_art.draw("x", "weather", (0, 0, 0), 10, 10)


# -- the card faces ------------------------------------------------------------------------------


def test_a_pattern_and_an_initiative_show_their_picture_in_the_art_band() -> None:
    rect = band_rect(SHELL, 208, 194, 0.30)
    face = cards_view.pattern_card(SHELL, 208, 194)
    assert rgb(face.subsurface(rect)) == rgb(generated(SHELL, rect))
    clinic = CARDS.initiatives["local_clinic"]
    rect = band_rect(clinic, 208, 340, 0.10, sub=f"Layer 8 · {cards_view.LAYER_NAMES[8].title()}")
    face = cards_view.initiative_card(InitiativeView.unplayed(clinic), 208, 340)
    assert rgb(face.subsurface(rect)) == rgb(generated(clinic, rect))


def test_a_portrait_event_has_an_art_band_and_the_table_event_none() -> None:
    ev = CARDS.events["dry_spell"]
    face = cards_view.event_card(ev, CARD_W, CARD_H)
    art_h = int(CARD_H * 0.30)
    header = next(
        y
        for y in range(CARD_H)
        if rgb(face.subsurface((3, y, CARD_W - 6, art_h)))
        == rgb(card_art.picture(ev.id, card_art.EVENT, theme.EVENT_COLOUR, CARD_W - 6, art_h))
    )
    assert 20 < header < 80  # under the header band
    card_art._small.cache_clear()
    cards_view.event_card.__wrapped__(ev, 264, 168)  # the table's landscape Event: no room, no art
    assert card_art._small.cache_info().currsize == 0


def test_a_designer_file_replaces_the_generated_picture(art_root: Path) -> None:
    shot = pygame.Surface((40, 20))
    shot.fill(MAGENTA)
    pygame.image.save(shot, str(art_root / "art" / "cards" / "initiatives" / "shell.png"))
    rect = band_rect(SHELL, 208, 194, 0.30)
    band = cards_view.pattern_card(SHELL, 208, 194).subsurface(rect)
    assert pygame.transform.average_color(band)[:3] == MAGENTA
    # The neighbour without a file still gets its generated picture.
    thorn = CARDS.patterns["thorn"]
    assert rgb(cards_view.pattern_card(thorn, 208, 194).subsurface(rect)) == rgb(generated(thorn, rect))
    # Edition `projects` looks in its own folder.
    p = projects_cards().patterns
    card = next(iter(p.values()))
    prect = band_rect(card, 202, 232, 0.26, "projects", f"Layer {card.layer} · {LAYERS[card.layer]}")
    before = rgb(projects_view.pattern_face(card, 202, 232).subsurface(prect))
    assert before == rgb(generated(card, prect))
    pygame.image.save(shot, str(art_root / "art" / "cards" / "projects" / f"{card.id}.png"))
    assets.clear_caches()  # what the gallery's art watcher does when a file appears
    band = projects_view.pattern_face(card, 202, 232).subsurface(prect)
    assert pygame.transform.average_color(band)[:3] == MAGENTA


def test_print_faces_carry_the_picture_at_300_dpi() -> None:
    from game.studio import print_faces

    started = print_faces.start_display()
    try:
        face = print_faces.print_face(raw_face("pattern", SHELL, "initiatives"))
        rect = band_rect(SHELL, *print_faces.TRIM_SIZE, 0.30)
        printed = face.subsurface(rect.move(print_faces.BLEED, print_faces.BLEED))
        assert rgb(printed) == rgb(generated(SHELL, rect))
        # A printed Event's art band is its picture, with no designer caption (its id) written on it.
        ev = CARDS.events["flash_flood"]
        event_face = print_faces.print_face(raw_face("event", ev, "initiatives"))
        w, h = print_faces.TRIM_SIZE
        art_h = h - round(w * 168 / print_faces.EVENT_GAME_WIDTH)
        pic = card_art.picture(ev.id, card_art.EVENT, theme.EVENT_COLOUR, w - 6, art_h)
        found = [
            y
            for y in range(40, 200)
            if rgb(event_face.subsurface((print_faces.BLEED + 3, print_faces.BLEED + y, w - 6, art_h)))
            == rgb(pic)
        ]
        assert len(found) == 1
    finally:
        print_faces.stop_display(started)


def test_projects_cards_in_portrait_show_their_pictures() -> None:
    cards = projects_cards()
    ev = next(iter(cards.events.values()))
    face = projects_view.event_face(ev, CARD_W, CARD_H)
    band = max(14, int(CARD_H * projects_view.EVENT_ART_SHARE))
    pic = card_art.picture(ev.id, card_art.EVENT, theme.EVENT_COLOUR, CARD_W - 6, band)
    assert any(rgb(face.subsurface((3, y, CARD_W - 6, band))) == rgb(pic) for y in range(20, 90))
    project = next(iter(cards.projects.values()))
    view = projects_view.ProjectView.unplayed(project)
    w, h = ZOOM_SIZE
    strip = int(h * 0.05)
    face = projects_view.project_face.__wrapped__(view, w, h)
    pic = card_art.picture(
        project.id, card_art.motif_of_layer(project.layer), theme.LAYER_COLOURS[project.layer], w - 6, strip
    )
    assert any(rgb(face.subsurface((3, y, w - 6, strip))) == rgb(pic) for y in range(40, 200))


def test_a_project_on_the_table_has_no_sliver_of_art_under_its_header() -> None:
    """The table's squarer Project slot has no room for a picture; a 14-pixel sliver of one read
    as a streak across the card, so the card gives none at all."""
    project = next(iter(projects_cards().projects.values()))
    colour = theme.LAYER_COLOURS[project.layer]
    _, below_header = mm_parts.card_top(project, 300, 330, colour, "", 0.0, "", "projects")
    _, below_strip = mm_parts.card_top(project, 300, 460, colour, "", 0.05, "", "projects")
    assert below_strip - below_header == max(14, int(460 * 0.05))


# -- the scenes ----------------------------------------------------------------------------------


def test_a_table_frame_draws_the_prism_with_generated_art(app: App) -> None:
    setup = Setup(("Alex", "Brooke"), 4, start_player=0, fixed=FixedSetup(event_top=("dry_spell",)))
    seats = [SeatConfig(n, c) for n, c in zip(("Alex", "Brooke"), theme.SEAT_COLOUR_ORDER, strict=False)]
    scene = GameScene(app, Session(Game(setup), seats, autosave=False))
    app.push(scene)
    app.frame(1 / 60, present=False)
    state = scene.state
    zone = scene.board.world["prism_1"]
    card = state.cards.patterns[state.prism[0]]
    rect = band_rect(card, zone.w, zone.h - 30, 0.30)
    on_screen = app.screen.subsurface(rect.move(zone.x, zone.y))
    assert rgb(on_screen) == rgb(generated(card, rect))


def test_the_gallery_and_its_zoom_show_generated_art(app: App) -> None:
    scene = GalleryScene(app, watch=False)
    app.push(scene)
    scene.search.set_text("flash flood")
    app.frame(1 / 60, present=False)
    target = next(t for t in app.ctl.targets if t.id == "card:flash_flood")
    ev = CARDS.events["flash_flood"]
    art_h = int(CARD_H * 0.30)
    pic = rgb(card_art.picture(ev.id, card_art.EVENT, theme.EVENT_COLOUR, CARD_W - 6, art_h))
    assert any(
        rgb(app.screen.subsurface((target.rect.x + 3, target.rect.y + y, CARD_W - 6, art_h))) == pic
        for y in range(20, 80)
    )
    zoomed = zoom_face(SHELL)
    rect = band_rect(SHELL, *ZOOM_SIZE, 0.30)
    assert rgb(zoomed.subsurface(rect)) == rgb(generated(SHELL, rect))
