"""Issue 16 (a newcomer can sit down and play), items 4, 9 and 10: a contribution that ends the
game says so first and who would win; the Contribute dialog does not pre-fill the Support the
Stability Window needs; the Meaning track explains Drift."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.initiatives.game import Game
from game.games.initiatives.options import FixedSetup, SeatStart, Setup, variants_from_names
from game.games.initiatives.ui.dialogs import ContributeDialog
from game.games.initiatives.ui.table import GameScene
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session


@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0))
    yield a
    a.quit()


def table(app: App, tokens: tuple[int, int, int]) -> tuple[Session, GameScene]:
    setup = Setup(("Alex", "Brooke"), 3, start_player=0,
                  fixed=FixedSetup(meaning=10, seats=(SeatStart(tokens=tokens), SeatStart())))
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")],
                      autosave=False)
    scene = GameScene(app, session)
    app.push(scene)
    app.frame(1 / 60, present=False)
    return session, scene


def nearly_done(session: Session, short: tuple[int, int, int]) -> str:
    """The End Initiative with every box paid but ``short``, and Alex bringing its signatures."""
    s = session.state
    end = s.end_slot
    assert end is not None
    end.paid = [n - k for n, k in zip(end.need, short, strict=True)]
    for layer, k in end.card.sig_needs:
        s.players[0].sigs[layer] = k
    s.players[1].legacy = 2  # Brooke trails: Alex would win
    return end.card.id


def test_a_contribution_that_ends_the_game_names_the_winner_before_it_is_played(app: App) -> None:
    session, scene = table(app, (3, 2, 1))
    end_id = nearly_done(session, (1, 1, 0))
    scene.click_zone(scene.view.initiative_zone(session.state, session.state.end_slot))
    dlg = app.top
    assert isinstance(dlg, ContributeDialog)
    finishing = dlg.chosen()
    assert finishing is not None and finishing.target == end_id
    warning = dlg.warn(finishing) if dlg.warn else None
    assert warning is not None and warning.startswith("This ends the game now: Alex wins with ")
    dlg.handle(Intent("click", "dec:0"))  # 1 Insight only: the End Initiative stays open
    partial = dlg.chosen()
    assert partial is not None and dlg.warn is not None and dlg.warn(partial) is None
    assert session.game.actions == []  # nothing played by looking


def test_a_single_way_to_end_the_game_asks_first(app: App) -> None:
    session, scene = table(app, (1, 0, 0))
    nearly_done(session, (1, 0, 0))
    scene.click_zone(scene.view.initiative_zone(session.state, session.state.end_slot))
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog)
    assert any("This ends the game now: Alex wins" in line for line in dlg.body)
    assert session.game.actions == []
    dlg.handle(Intent("click", "opt:0"))
    assert session.state.result is not None and session.state.result.winners == (0,)


def test_the_contribute_dialog_keeps_support_back_unless_it_completes_the_card(app: App) -> None:
    """Issue 35 item 6: ❤️ is pre-filled when paying everything one can completes the card (the
    guided game's Local Clinic); otherwise it stays back for the Stability Window."""
    session, scene = table(app, (1, 0, 1))  # too little ☀️ to finish anything
    slot = next(sl for sl in session.state.index if sl is not None and sl.need[2] and sl.need[0] > 1)
    scene.click_zone(scene.view.initiative_zone(session.state, slot))
    dlg = app.top
    assert isinstance(dlg, ContributeDialog)
    assert dlg.most[2] == 1 and dlg.pay == [1, 0, 0]
    dlg.close()
    session, scene = table(app, (6, 5, 3))  # enough of everything: the card can be finished
    slot = next(sl for sl in session.state.index if sl is not None and sl.need[2] and sl.need[0])
    scene.click_zone(scene.view.initiative_zone(session.state, slot))
    dlg = app.top
    assert isinstance(dlg, ContributeDialog)
    assert tuple(dlg.pay) == tuple(slot.need[t] - slot.paid[t] for t in range(3)) and dlg.pay[2] > 0


def test_hovering_the_meaning_track_explains_drift(app: App) -> None:
    session, scene = table(app, (3, 2, 1))
    target = next(t for t in app.ctl.targets if t.id == "info:meaning")
    assert "Drift = 12 − Meaning" in target.tip
    scene.handle(Intent("click", "info:meaning"))  # reading it plays nothing
    assert session.game.actions == [] and app.top is scene


def _ended(reason: str, winners: tuple[int, ...], solo: bool = False, cooperative: bool = False):
    from game.games.initiatives import Variants
    from game.games.initiatives.state import Result

    names = ("You",) if solo else ("You", "Brooke", "Casey")
    state = Game(Setup(names, 5, Variants(cooperative=cooperative))).state
    scores = tuple(10 + i for i in range(len(names)))
    band = "Steward" if solo and winners else ("Collapse" if solo else "")
    state.result = Result(reason, 0 if reason == "collapse" else 9, "Stable", scores, winners, band,
                          reason == "end_initiative")
    return state


def test_item_11_a_win_is_celebrated_a_collapse_mourned_and_the_solo_band_shown() -> None:
    from game.games.initiatives.ui.end_mood import end_mood
    from game.ui import theme

    won = end_mood(_ended("end_initiative", (0,)), humans={0})
    assert (won.headline, won.verdict, won.celebrate, won.mourn) == (
        "The world survives", "🏆 You win with 10 points", True, False)
    bot_won = end_mood(_ended("end_initiative", (2,)), humans={0})
    assert bot_won.verdict == "🏆 Casey wins with 12 points" and not bot_won.celebrate
    fell = end_mood(_ended("collapse", (2,)), humans={0})
    assert fell.headline == "The world collapsed" and fell.mourn and not fell.celebrate
    assert fell.colour == theme.BAD and fell.verdict.endswith("while the world fails")
    solo = end_mood(_ended("end_initiative", (0,), solo=True), humans={0})
    assert solo.headline == "Steward!" and solo.celebrate
    lost = end_mood(_ended("collapse", (), solo=True), humans={0})
    assert lost.headline == "The world collapsed" and lost.verdict.startswith("Solo result: Collapse")
    # issue 35 item 2: the end screen says the score the table and Stats show, and why it loses
    assert "10 points" in lost.verdict and "a collapse is a loss" in lost.verdict
    together = end_mood(_ended("end_initiative", (0, 1, 2), cooperative=True), humans={0})
    assert together.verdict == "Everyone wins together!" and together.celebrate


def test_item_10_card_faces_at_the_table_carry_no_card_ids(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Card ids are designer words: the gallery prints them under each card, a face never does."""
    from game.games.initiatives import default_cards
    from game.games.initiatives.ui import cards_view
    from game.games.projects.cards import default_cards as projects_cards
    from game.games.projects.ui import cards_view as projects_view
    from game.ui import assets

    drawn: list[str] = []
    real = assets.text

    def spy(text: str, *args: object, **kw: object):
        drawn.append(text)
        return real(text, *args, **kw)

    monkeypatch.setattr(assets, "text", spy)
    mm, pj = default_cards(), projects_cards()
    cards_view.pattern_card.__wrapped__(mm.patterns["signal"], 208, 290)
    projects_view.pattern_face.__wrapped__(pj.patterns["map"], 208, 290)
    assert drawn and not any("signal" in t or "map ·" in t or t == "map" for t in drawn)


def test_item_3_rules_open_on_the_players_rulebook_with_its_pictures_and_the_spec_a_click_away(
        app: App) -> None:
    import re

    from game.family import ruleset
    from game.ui.scenes.rules_scene import RulesScene

    rules = ruleset("initiatives")
    book = (Path(__file__).resolve().parents[1] / rules.player_rules).read_text(encoding="utf-8")
    # a player's book: no ruling ids, no file paths or card files
    assert not re.search(r"\b(I|DI|G|P|PG)\d+\b", book)
    assert ".yaml" not in book and "docs/" not in book and "seed 0" not in book
    scene = RulesScene(app, rules)
    app.push(scene)
    assert not scene.full and scene.lines[0][0] == "How to play Meaning Made"
    pictures = [line for line in scene.lines if line[2] == "picture"]
    assert len(pictures) == 4  # the table, an Event, a Pattern, an Initiative: each one found
    app.frame(1 / 60, present=False)
    scene.handle(Intent("click", "rules:switch"))
    assert scene.full and scene.lines[0][0].startswith("Meaning Made — the rules as implemented")
    scene.handle(Intent("click", "rules:switch"))
    assert not scene.full


def test_a_game_without_a_separate_rulebook_shows_its_rules_document(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.family import ruleset
    from game.ui.scenes.rules_scene import RulesScene

    monkeypatch.setattr(ruleset("pentagram"), "player_rules", "")  # every game has one now
    scene = RulesScene(app, ruleset("pentagram"))
    assert scene.book is None and scene.full and "Pentagram" in scene.lines[0][0]


def test_item_8_the_round_event_zooms_and_any_players_mat_can_be_seen(app: App) -> None:
    from game.ui.scenes.card_zoom import CardZoom

    session, scene = table(app, (3, 2, 1))
    s = session.state
    assert s.events_in_play
    scene.handle(Intent("inspect", "event_zone"))
    zoom = app.top
    assert isinstance(zoom, CardZoom)
    shown, caption = zoom.look()
    assert shown == s.cards.events[s.events_in_play[-1]] and "this round's Event" in caption
    app.remove(zoom)
    # Alex is to move; clicking Brooke's row shows Brooke's mat, and clicking again comes back
    s.players[1].palette[1] += ("skin",)
    scene.handle(Intent("click", "player:1"))
    assert scene.peek == 1
    app.frame(1 / 60, present=False)
    assert any(t.id == "player:1" and "back to" in t.tip for t in app.ctl.targets)
    scene.handle(Intent("click", "player:1"))
    assert scene.peek is None
    scene.handle(Intent("click", "player:1"))
    scene.handle(Intent("key", "acquire"))  # a move brings back the mover's mat
    app.top.handle(Intent("click", "opt:0"))
    assert scene.peek is None and len(session.game.actions) == 1


def test_item_8_an_events_effects_read_whole_at_zoom_size(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.games.initiatives import default_cards
    from game.games.initiatives.ui.cards_view import zoom_face
    from game.ui import assets

    drawn: list[str] = []
    real = assets.text

    def spy(text: str, *args: object, **kw: object):
        drawn.append(text)
        return real(text, *args, **kw)

    monkeypatch.setattr(assets, "text", spy)
    cards = default_cards()
    for eid in ("quarantine_notice", "misinformation_wave", "cold_snap"):
        ev = cards.events[eid]
        drawn.clear()
        zoom_face(ev)
        assert not any("…" in t or "⋯" in t for t in drawn), (eid, drawn)
        for line in ev.effect_lines(on_card=True):
            assert line in drawn


def test_item_8_an_owned_pattern_zooms_from_the_mat(app: App) -> None:
    from game.ui.scenes.card_zoom import CardZoom

    session, scene = table(app, (3, 2, 1))
    session.state.players[0].palette[1] += ("skin",)
    scene.version += 1
    app.frame(1 / 60, present=False)
    target = next(t for t in app.ctl.targets if t.id == "own:skin")
    assert "Skin" in target.tip
    scene.handle(Intent("inspect", "own:skin"))
    zoom = app.top
    assert isinstance(zoom, CardZoom)
    card, caption = zoom.look()
    assert card.id == "skin" and caption == "Skin: in Alex's Palette"
    assert session.game.actions == []


def test_item_9_a_turn_ends_when_the_player_says_so_and_its_last_action_can_be_undone(app: App) -> None:
    setup = Setup(("Alex", "Brooke"), 3, start_player=0, fixed=FixedSetup(meaning=10))
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")],
                      autosave=False)
    scene = GameScene(app, session)
    app.push(scene)

    def acquire() -> None:
        scene.handle(Intent("key", "acquire"))
        app.top.handle(Intent("click", "opt:0"))

    acquire()
    acquire()  # Alex's second action: with 2☀️ the turn waits for a late conversion (I19)
    assert session.state.to_move() == 0 and not session.turn_end_pending
    for _ in range(30):
        app.frame(1 / 10, present=False)
    assert len(session.game.actions) == 2  # the bot waits
    assert any(t.id == "btn:end" for t in app.ctl.targets)
    scene.handle(Intent("key", "undo"))
    assert len(session.game.actions) == 1 and session.state.to_move() == 0


def test_item_9_without_a_conversion_to_make_the_turn_still_waits_for_end_turn(app: App) -> None:
    setup = Setup(("Alex", "Brooke"), 3, variants_from_names(["no_conversion"]), start_player=0,
                  fixed=FixedSetup(meaning=10))
    session = Session(Game(setup), [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")],
                      autosave=False)
    scene = GameScene(app, session)
    app.push(scene)
    for _ in range(2):
        scene.handle(Intent("key", "acquire"))
        app.top.handle(Intent("click", "opt:0"))
    assert session.turn_end_pending and session.state.to_move() == 1
    for _ in range(30):
        app.frame(1 / 10, present=False)
    assert len(session.game.actions) == 2  # the bot waits
    assert any(t.id == "btn:endturn" for t in app.ctl.targets)
    scene.handle(Intent("key", "undo"))
    assert len(session.game.actions) == 1 and session.state.to_move() == 0
    assert not session.turn_end_pending
    scene.handle(Intent("key", "acquire"))
    app.top.handle(Intent("click", "opt:0"))
    scene.handle(Intent("key", "confirm"))  # Enter ends the turn
    assert not session.turn_end_pending and not session.can_undo()
    for _ in range(60):
        app.frame(1 / 10, present=False)
        if len(session.game.actions) > 2:
            break
    assert len(session.game.actions) > 2  # the bot has moved


def test_the_rules_screen_shows_a_links_text_not_its_markdown(app: App, tmp_path: Path) -> None:
    from game.ui.scenes.rules_scene import rules_lines

    doc = tmp_path / "rules.md"
    doc.write_text("# Rules\n\nSee [the balance report](life-balance.md) and **DL20** "
                   "([life.md](docs/life.md#dl20)).\n\n- a bullet with [a link](x.md)\n",
                   encoding="utf-8")
    text = " ".join(t for t, *_ in rules_lines(str(doc)))
    assert "See the balance report and DL20 (life.md)." in text
    assert "•  a bullet with a link" in text
    assert "](" not in text and "[" not in text


def test_issue_35_item_6_any_payments_offer_support_last(app: App) -> None:
    """A Pattern's open icon paid with "+1 any": ❤️ comes last, so the first way to pay (the
    default) keeps the token the Stability Window needs."""
    session, scene = table(app, (4, 4, 2))
    s = session.state
    found = False
    for k, cid in enumerate(s.prism, 1):
        options = [a for a in session.legal() if a.kind == "obtain" and a.target == cid]
        if len(options) < 2 or not any(a.pay[2] for a in options) or all(a.pay[2] for a in options):
            continue
        scene.click_zone(f"prism_{k}")
        dlg = app.top
        assert isinstance(dlg, ChoiceDialog)
        pays = [opt.action.pay[2] for opt in dlg.options]
        assert pays == sorted(pays) and pays[0] == 0 < pays[-1]
        dlg.close()
        found = True
    assert found, "no Pattern on this deal offers a choice of payment with and without ❤️"


def test_the_rules_screen_says_it_is_opening_and_drops_a_click_made_meanwhile(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 35 item 11: the Rules screen took seconds to open with no sign, and a click made
    during it landed on Close."""
    import pygame

    from game.ui import navigate
    from game.ui.scenes.rules_scene import RulesScene

    shown: list[str] = []
    real_present = app.present
    monkeypatch.setattr(app, "present", lambda: (shown.append("present"), real_present()))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    navigate.show_rules(app)
    assert isinstance(app.top, RulesScene) and shown == ["present"]  # the sign, before the work
    assert not pygame.event.peek(pygame.MOUSEBUTTONDOWN)  # the waiting click is dropped
