"""Issue 35 item 2: in a solo game the Community is a row of its own at the table, with the
Legacy its places are worth and what it does when the round ends."""

from __future__ import annotations

from conftest import make

from game.family.ruleset import Event
from game.games.initiatives.community import community_legacy, community_next
from game.games.initiatives.state import COMMUNITY


def test_the_communitys_places_on_completed_initiatives_count_6_3_1() -> None:
    s = make(1)
    assert community_legacy(s) == 0
    s.events.append(Event("completed", {"card": "a", "contributors": (COMMUNITY, 0)}))
    s.events.append(Event("completed", {"card": "b", "contributors": (0, COMMUNITY)}))
    s.events.append(Event("completed", {"card": "c", "contributors": (0, 0, COMMUNITY)}))
    assert community_legacy(s) == 6 + 3 + 1


def test_the_forecast_names_the_card_and_place_the_community_takes_next() -> None:
    s = make(1, solo="standard")
    first = s.slots()[0]
    assert community_next(s) == f"next: {first.card.name}, 1st"
    first.contributors.append(COMMUNITY)
    second = s.slots()[1]
    assert community_next(s) == f"next: {second.card.name}, 1st"
    easy = make(1, solo="easy")
    assert easy.round % 2 == 1 and community_next(easy) == "waits this round"


def test_a_solo_table_draws_the_community_row(app, monkeypatch) -> None:
    from game.family.match import Match
    from game.games.initiatives import INITIATIVES
    from game.games.initiatives.ui import board_view
    from game.ui import navigate
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    said: list[str] = []
    real = board_view.label

    def spy(surf, text, *args, **kwargs):
        said.append(str(text))
        return real(surf, text, *args, **kwargs)

    monkeypatch.setattr(board_view, "label", spy)
    match = Match(INITIATIVES, INITIATIVES.make_setup(["You"], 3))
    navigate.to_table(app, Session(match, [SeatConfig("You", "blue")], autosave=False))
    app.frame(1 / 60, present=False)
    assert "The Community" in said
    assert any(t.startswith("the Legacy its places are worth · next: ") for t in said)
    table = app.top
    you, community = table.view.player_row(match.state, 0), table.view.player_row(match.state, 1)
    assert community.y > you.y + you.h  # a row of its own, below the player's
