"""Card drawing: text that fits its box, headers that hold their own title."""

from __future__ import annotations

import pygame
import pytest

from game.games.initiatives.card_loader import default_cards
from game.games.initiatives.cards import LAYER_EMOJI, LAYER_NAMES
from game.games.initiatives.ui import cards_view
from game.ui import assets, card_parts


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()
    yield


def test_a_single_word_wider_than_its_box_shrinks_to_fit() -> None:
    # "Reinforcement" in a narrow Palette column: one word, so wrapping alone cannot help.
    lines, size = assets.fit_lines("Reinforcement", 90, 1, 18, 10, "semibold")
    assert lines == ["Reinforcement"]
    assert size < 18
    assert assets.text(lines[0], size, weight="semibold").get_width() <= 90


def test_what_cannot_fit_at_the_smallest_size_ends_in_an_ellipsis_inside_the_box() -> None:
    lines, size = assets.fit_lines("Reinforcement and more words", 40, 1, 18, 14)
    assert size == 14
    assert len(lines) == 1 and lines[0].endswith("…")
    assert assets.text(lines[0], size).get_width() <= 40


def test_text_that_fits_keeps_its_size() -> None:
    assert assets.fit_lines("Form", 200, 1, 18, 10) == (["Form"], 18)


@pytest.mark.parametrize("width", [208, 150, 110])
def test_every_card_header_holds_its_title_and_subtitle(width: int) -> None:
    # Draw each header alone on a clear surface: nothing may land below the band it reports,
    # or the art strip drawn next would cover the bottom of the title.
    cards = default_cards()
    headers = [(p.name, LAYER_EMOJI[p.layer], "") for p in cards.patterns.values()]
    headers += [
        (c.name, LAYER_EMOJI[c.layer], f"Layer {c.layer} · {LAYER_NAMES[c.layer].title()} · End")
        for c in cards.initiatives.values()
    ]
    headers += [(e.name, "📅", "") for e in cards.events.values()]
    for title, emoji, subtitle in headers:
        surf = pygame.Surface((width, 120), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        hh = card_parts.header(surf, title, emoji, (90, 120, 90), width / 208, subtitle)
        below = surf.subsurface((0, hh, width, 120 - hh))
        assert below.get_bounding_rect().h == 0, f"{title!r} spills below its {hh}px header at {width}px"


def test_lines_are_counted_by_real_line_height() -> None:
    # 16-pixel text is taller than 16 pixels a line; counting by the size let a last line overflow.
    height = assets.font(16).get_height()
    assert height > 16
    assert assets.lines_in(3 * height, 16) == 3
    assert assets.lines_in(3 * height - 8, 16) == 2
    assert assets.lines_in(0, 16) == 1


def test_a_box_takes_more_lines_at_a_smaller_size_before_cutting_text() -> None:
    # Room for two lines at 54 px but three at 46: the whole text fits, smaller, with no "…".
    text = "Tending the long-lived systems that let life and culture outlast any one of us."
    height = 2 * assets.font(54).get_height() + 40
    lines, size = assets.fit_box(text, 680, height, 54, 40)
    assert " ".join(lines) == text
    assert 40 <= size < 54
    assert len(lines) * assets.font(size).get_height() <= height + 10


def test_the_end_card_shows_the_stewardship_threshold_only_when_it_is_switched_on() -> None:
    from conftest import make

    from game.games.initiatives.ui.board_view import BoardView
    from game.ui.layout import load_board
    from game.ui.theme import seat_style

    view = BoardView(load_board(), [seat_style("blue", 0), seat_style("red", 1)], ["A", "B"],
                     ["human", "human"])
    s = make(2, variants=("end_threshold",), meaning=8)
    end = view.slot_view(s, s.end_slot)
    assert (end.opens_at, end.is_open) == (8, s.meaning >= 8)
    s.meaning = 7
    assert view.slot_view(s, s.end_slot).is_open is False
    assert view.slot_view(s, s.index[0]).opens_at == 0  # the Index has no threshold
    plain = make(2, meaning=7)
    assert view.slot_view(plain, plain.end_slot).opens_at == 0
    shut = cards_view.initiative_card(view.slot_view(s, s.end_slot), 208, 300)
    s.meaning = 8
    opened = cards_view.initiative_card(view.slot_view(s, s.end_slot), 208, 300)
    assert pygame.image.tobytes(shut, "RGB") != pygame.image.tobytes(opened, "RGB")


def test_a_zoomed_card_shows_its_whole_theme(fit_box_calls) -> None:
    # The board's small cards may end a theme with "…"; right-click shows the card whole.
    from dataclasses import replace

    from game.games.initiatives.faces import as_printed
    from game.games.initiatives.ui.cards_view import zoom_face

    fitted = fit_box_calls
    cards = default_cards()
    shown = [as_printed(c) for c in [*cards.patterns.values(), *cards.initiatives.values()]]
    end = as_printed(cards.initiatives[cards.default_end])
    shown.append(replace(end, opens_at=8, is_open=False))  # one more line under the threshold
    for card in shown:
        fitted.clear()
        zoom_face(card)
        text = card.card.theme if isinstance(card, cards_view.InitiativeView) else card.flavour
        assert fitted and " ".join(fitted[-1][0]) == text
