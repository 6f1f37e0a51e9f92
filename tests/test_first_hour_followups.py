"""Issue 35's follow-ups, each driven the right way and the wrong way: every end screen's verdict
speaks to a seat named You; a tenth dialog option has a number and a key (0); a replay asks for
no move and offers no table button; the title's quit question does what it highlights; the
lesson's buttons stay still under another dialog."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.family import ruleset
from game.games.life.state import Result as LifeResult
from game.games.organism.state import Result as OrganismResult
from game.games.pentagram.state import Result as PentagramResult
from game.games.projects.state import Result as ProjectsResult


def _players(*names: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(name=n) for n in names]


@pytest.mark.parametrize("first", ["You", "Alex"])
def test_every_end_verdict_words_a_single_winner_for_you_and_for_a_name(first: str) -> None:
    from game.games.life.ui.end import headline
    from game.games.organism.ui.end import verdict as organism_verdict
    from game.games.pentagram.ui.end import decided
    from game.games.pentagram.ui.end import verdict as pentagram_verdict
    from game.games.projects.ui.end import verdict as projects_verdict

    wins = "You win" if first == "You" else "Alex wins"
    rules = ruleset("pentagram")
    pg = rules.new_state(rules.make_setup([first, "Brooke"], 1))
    result = PentagramResult("deck_out", (9, 4), (0,), (30, 20), "score")
    assert pentagram_verdict(pg, result) == f"{wins}!"
    has = "You have" if first == "You" else "Alex has"
    assert decided(pg, result).startswith(f"{has} the largest weakest colour: 9")

    organism = SimpleNamespace(players=[first, "Brooke"], setup=SimpleNamespace(threshold=20))
    head, _ = organism_verdict(organism, OrganismResult("power", (21, 3), (0,)))
    assert head == f"{wins}!"

    projects = SimpleNamespace(solo=False, players=_players(first, "Brooke"))
    assert projects_verdict(projects, ProjectsResult("stewardship", 9, "Stable", (0,), (14, 9))) == \
        f"{wins} with 14 points"

    life = SimpleNamespace(name=lambda s: [first, "Brooke"][s])
    assert headline(life, LifeResult("layer10", 0, 1.0, (0,), (20, 10), (15, 8), ("", ""))) == wins


# -- 2. the tenth option: 0 ---------------------------------------------------------------------
def _life_table(app):
    from game.family.match import Match
    from game.games.life.ui.table import LifeTable
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    rules = ruleset("life")
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], 3, start_player=0))
    table = LifeTable(app, Session(match, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")],
                                   autosave=False))
    app.push(table)
    return table


@pytest.mark.parametrize("key", ["K_0", "K_KP0"])
def test_life_acquire_numbers_its_tenth_option_and_0_takes_it(app, monkeypatch, key: str) -> None:
    import pygame
    from conftest import frame
    from lesson_steps import key_intent

    from game.games.life import rules
    from game.ui import draw as draw_mod
    from game.ui.scenes import dialogs

    table = _life_table(app)
    frame(app)
    app.dispatch(key_intent(app, pygame.K_a))  # Acquire
    frame(app)
    dialog = app.top
    assert isinstance(dialog, dialogs.ChoiceDialog) and len(dialog.options) == 10
    captions: list[str] = []
    real = draw_mod.button

    def spy(surf, ctl, rect, tid, caption, *args, **kwargs):
        captions.append(caption)
        return real(surf, ctl, rect, tid, caption, *args, **kwargs)

    monkeypatch.setattr(dialogs, "button", spy)
    frame(app)
    numbered = [c.split(".")[0] for c in captions if c[:1].isdigit()]
    assert numbered == [str(n) for n in range(1, 10)] + ["0"], captions
    assert dialog.options[9].enabled
    intent = key_intent(app, getattr(pygame, key))
    assert intent.name == "number" and intent.index == 10
    app.dispatch(intent)
    frame(app)
    assert table.session.game.actions[-1] == rules.ACQUIRE[9]


def test_0_on_a_dialog_of_fewer_options_does_nothing(app) -> None:
    import pygame
    from conftest import frame
    from lesson_steps import key_intent

    from game.ui.scenes.dialogs import ChoiceDialog, Option

    chosen: list[object] = []
    app.push(ChoiceDialog(app, "Two", [], [Option("One", action="a"), Option("Two", action="b")],
                          chosen.append))
    frame(app)
    for key in (pygame.K_0, pygame.K_KP0, pygame.K_KP9):
        app.dispatch(key_intent(app, key))
        frame(app)
    assert not chosen and isinstance(app.top, ChoiceDialog)
    app.dispatch(key_intent(app, pygame.K_KP2))  # the keypad's 2 is the row's
    frame(app)
    assert chosen == ["b"]
