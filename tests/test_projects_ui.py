"""The edition `projects` table under SDL's dummy driver: whole games played through intents.

A test "player" picks an engine-legal action and performs it as a person would: clicking the
card or button the layout registered, then the dialog's options. Bots in other seats are driven
only by the scene's own update loop.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.family.card_faces import faces_for
from game.family.match import Match
from game.family.rng import Rng
from game.games.projects import rules
from game.games.projects.actions import Action
from game.games.projects.cards import default_cards
from game.games.projects.ruleset import PROJECTS
from game.games.projects.state import COMMUNITY
from game.games.projects.ui import dialogs
from game.games.projects.ui.end import FEELS, ProjectsEnd, verdict
from game.games.projects.ui.shots import builder
from game.games.projects.ui.table import GALLERY_ZONES, PROJECT_ZONES, ProjectsTable, load_table_layout
from game.studio import export as ex
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.session import Session
from game.ui.tables import table_class
from game.ui.theme import COMMUNITY_STYLE

YOU = SeatConfig("You", "blue")
ALEX, BROOKE, CASEY = SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red"), SeatConfig("Casey", "green")



@pytest.fixture
def app():
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    yield a
    a.quit()


def frame(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60, present=False)


def seat(app: App, seats: list[SeatConfig], seed: int = 5, **setup) -> ProjectsTable:
    names = [s.name for s in seats]
    match = Match(PROJECTS, PROJECTS.make_setup(names, seed, start_player=0, **setup))
    scene = ProjectsTable(app, Session(match, seats))
    app.push(scene)
    frame(app)
    return scene


def target(app: App, target_id: str):
    return next((t for t in app.ctl.targets if t.id == target_id), None)


def click(app: App, target_id: str) -> None:
    """Click a registered target as the mouse would: a disabled one arrives as ``disabled:``."""
    frame(app)
    t = target(app, target_id)
    assert t is not None, f"{target_id} is not on screen"
    app.top.handle(Intent("click", target_id if t.enabled else f"disabled:{target_id}"))


def choose(app: App, action: Action) -> None:
    """Pick ``action`` in the dialog on top, by its option's button."""
    frame(app)
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog), f"no choice dialog for {action}"
    k = next(i for i, o in enumerate(dlg.options) if o.action == action)
    click(app, f"opt:{k}")


def perform(app: App, scene: ProjectsTable, action: Action) -> None:
    """Do ``action`` with clicks only, as a person at the table would."""
    s = scene.state
    if s.pending:
        frame(app)  # the table opens the decision's dialog by itself
        choose(app, action)
        return
    k = action.kind
    if k == "acquire":
        click(app, "btn:acquire")
        choose(app, action)
    elif k == "convert":
        click(app, "btn:convert")
    elif k == "end":
        click(app, "btn:end")
    elif k == "obtain":
        zone = GALLERY_ZONES[s.gallery.index(action.target)]
        click(app, zone)
        if isinstance(app.top, ChoiceDialog):
            choose(app, action)
    elif k == "contribute":
        click(app, scene.zone_of(action.target))
        dlg = app.top
        assert isinstance(dlg, dialogs.ContributeDialog)
        frame(app)
        for t in range(3):  # the steppers, one click at a time
            while dlg.pay[t] != action.pay[t]:
                click(app, f"{'inc' if dlg.pay[t] < action.pay[t] else 'dec'}:{t}")
        click(app, "dlg:confirm")
    else:  # give / request
        click(app, "btn:touchpoint")
        click(app, f"tp:{k}:{action.seat}:{action.pay.index(1)}")


def play_out(app: App, scene: ProjectsTable, seed: int, limit: int = 20000) -> int:
    """Play the human seats with the showcase player's choices until the game ends; returns how
    many actions the humans made. Bots move through the scene's own pacing."""
    session = scene.session
    rng = Rng(seed)
    mine = 0
    for _ in range(limit):
        frame(app)
        if session.state.result is not None:
            break
        if app.top is scene or isinstance(app.top, ChoiceDialog):
            if not scene.human_to_move():
                continue
            action = builder(session.state, rng)
            before = len(session.game.actions)
            perform(app, scene, action)
            assert session.game.actions[before:] == [action], f"{action} was not played"
            mine += 1
    return mine


# -- registration and layout ------------------------------------------------------------------
def test_projects_has_a_table_the_title_offers_and_a_layout_with_every_zone() -> None:
    assert table_class("projects") is ProjectsTable
    z = load_table_layout()
    assert z.size == (1920, 1080)
    xs = [z[zone].x for zone in PROJECT_ZONES]
    assert xs == sorted(xs) and z["stewardship"].x > z["project_3"].x
    assert [z[g].x for g in GALLERY_ZONES] == sorted(z[g].x for g in GALLERY_ZONES)
    cells = [z[f"meaning_{i}"] for i in range(13)]
    assert [c.x for c in cells] == sorted(c.x for c in cells)
    assert PROJECTS.has_cards


# -- whole games through the scene --------------------------------------------------------------
def test_a_whole_solo_game_against_the_community_through_the_scene(app: App) -> None:
    scene = seat(app, [YOU], seed=20, solo_difficulty="easy")
    session = scene.session
    frame(app)
    assert target(app, "community") is not None  # the Community's row on the players panel
    mine = play_out(app, scene, 3)
    r = session.state.result
    assert r is not None and mine > 60
    # This deal and these choices hold the world until Stewardship completes: a solo win.
    assert r.reason == "stewardship" and r.winners == (0,)
    assert r.outcome == rules.outcome(r.meaning) and r.meaning >= 1
    assert r.solo_band == rules.solo_band(r.scores[0]) and r.scores[0] == rules.final_score(session.state, 0)
    # The Community played its part, on the table, as the engine says.
    assert any("The Community places its marker" in line for line in session.state.log)
    frame(app, 200)  # the results open by themselves once the table has settled
    end = app.top
    assert isinstance(end, ProjectsEnd)
    assert verdict(session.state, r) == f"You held the world: {r.solo_band}"
    # The same actions through the engine alone give the same result.
    replay = Match(PROJECTS, session.game.setup)
    for a in session.game.actions:
        replay.play(a)
    assert replay.state.result == r


def test_a_hotseat_game_of_three_with_a_bot_through_the_scene(app: App) -> None:
    seats = [ALEX, SeatConfig("Brooke", "red", "random"), CASEY]
    scene = seat(app, seats, seed=8)
    session = scene.session
    mine = play_out(app, scene, 5)
    r = session.state.result
    assert r is not None and mine > 20
    # Both humans acted at the same screen, and the bot moved by itself.
    acted = (["acquires"], ["obtains"])
    humans = {line.split()[0] for line in session.state.log if line.split()[1:2] in acted}
    assert {"Alex", "Casey"} <= humans and "Brooke" in humans
    assert len(r.scores) == 3 and all(r.scores[k] == rules.final_score(session.state, k) for k in range(3))
    frame(app, 200)
    assert isinstance(app.top, ProjectsEnd)
    replay = Match(PROJECTS, session.game.setup)
    for a in session.game.actions:
        replay.play(a)
    assert replay.state.result == r


def test_touchpoint_and_its_answer_through_the_dialogs(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=3)
    session = scene.session
    alex, brooke = session.state.players
    perform(app, scene, Action("give", pay=(1, 0, 0), seat=1))
    frame(app, 2)
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog) and dlg.title == "Brooke: a Touchpoint"
    before = (alex.tokens[0], brooke.tokens[0], alex.vitals, brooke.vitals)
    choose(app, Action("accept"))
    s = session.state
    assert (s.players[0].tokens[0], s.players[1].tokens[0]) == (before[0] - 1, before[1] + 1)
    assert (s.players[0].vitals, s.players[1].vitals) == (before[2] + 1, before[3] + 1)
    # A second Touchpoint this round is refused, in the engine's words.
    click(app, "btn:touchpoint")
    assert app.notice[0] == "You have already started a Touchpoint this round"


# -- refusals say the engine's reason ---------------------------------------------------------
def test_stewardship_below_its_threshold_refuses_with_the_engines_reason(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=4)
    s = scene.state
    assert s.meaning < rules.threshold(s) == 8
    t = target(app, "stewardship")
    assert t is not None and not t.enabled
    click(app, "stewardship")
    reason = rules.contribute_blocker(s, s.stewardship.card.id)
    assert reason.startswith("Stewardship opens at Meaning 8")
    assert app.notice[0] == reason[0].upper() + reason[1:]


def test_contribute_dialog_refuses_nothing_and_too_much_and_previews_a_completion(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=6, project_top=("local_clinic",))
    s = scene.state
    assert s.row[0].card.id == "local_clinic"
    click(app, "project_1")
    dlg = app.top
    assert isinstance(dlg, dialogs.ContributeDialog)
    dlg.pay = [0, 0, 0]
    frame(app)
    assert not target(app, "dlg:confirm").enabled
    click(app, "dlg:confirm")
    zero = rules.why_illegal(s, Action("contribute", "local_clinic", (0, 0, 0)))
    assert zero == "pay 1 or more of the tokens it still needs (3☀️ 2🔍 1❤️)"
    assert app.notice[0] == zero[0].upper() + zero[1:]
    # More than one holds: the engine says what is short, and nothing is played.
    s.players[0].tokens[0] = 1
    dlg.pay = [3, 0, 0]
    frame(app)
    click(app, "dlg:confirm")
    assert app.notice[0] == "Needs 2 more ☀️" and scene.session.game.actions == []
    # The + stepper stops at what the Project still needs.
    dlg.pay = [0, 2, 0]
    frame(app)
    assert not target(app, "inc:1").enabled and s.slot_of("local_clinic").still_needed()[1] == 2
    # A payment that fills the Row: the dialog shows the engine's completion, Legacy and Reward+.
    s.players[0].tokens = [3, 2, 1]
    dlg.pay = [3, 2, 1]
    shown = [text for text, _ in dlg.outcome()]
    assert any(line.startswith("Local Clinic completes — Legacy: Alex +6") for line in shown)
    assert any("Completion Reward+ (Local Clinic): +1🛡️ Vitals" in line for line in shown)
    assert s.slot_of("local_clinic").paid == [0, 0, 0], "a preview changes nothing"
    click(app, "dlg:confirm")
    assert scene.session.game.actions[-1] == Action("contribute", "local_clinic", (3, 2, 1))
    assert scene.state.players[0].legacy == 6


def test_obtain_with_the_layer_discount_asks_which_token_comes_off(app: App) -> None:
    pats = ("shell", "threshold")  # both Boundary: 2☀️, then ☀️🔍
    scene = seat(app, [ALEX, BROOKE], seed=2, pattern_top=pats)
    s = scene.state
    assert s.gallery[0] == "shell"
    perform(app, scene, Action("obtain", "shell", (2, 0, 0)))
    assert s.players[0].stack[1] == ("shell",)
    zone = GALLERY_ZONES[s.gallery.index("threshold")]
    click(app, zone)
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog) and dlg.title == "🧬 Obtain Threshold"
    captions = [o.caption for o in dlg.options]
    assert captions == ["Pay 🔍 — the discount takes off 1☀️", "Pay ☀️ — the discount takes off 1🔍"]
    choose(app, Action("obtain", "threshold", (0, 1, 0)))
    assert s.players[0].stack[1] == ("shell", "threshold")


def test_a_card_you_cannot_pay_for_says_what_is_short(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=2)
    s = scene.state
    blocked = [(z, cid) for z in GALLERY_ZONES if (cid := s.gallery[GALLERY_ZONES.index(z)])
               and rules.obtain_blocker(s, cid)]
    assert blocked
    zone, cid = blocked[0]
    assert not target(app, zone).enabled
    click(app, zone)
    reason = rules.obtain_blocker(s, cid)
    assert reason.startswith("needs ") and app.notice[0] == reason[0].upper() + reason[1:]


def test_solo_stability_window_shows_the_solo_gain_and_penalty(app: App) -> None:
    scene = seat(app, [YOU], seed=12, solo_difficulty="hard")
    s = scene.state
    s.players[0].tokens[2] = 1
    for a in (rules.ACQUIRE[0], rules.ACQUIRE[0]):
        perform(app, scene, a)
    frame(app)
    # DP13: both actions spent, 4☀️ unconverted: the turn waits for a conversion or its end
    assert scene.closing() and target(app, "btn:end").enabled and target(app, "btn:convert").enabled
    assert "end the turn (Enter)" in scene._prompt()
    perform(app, scene, rules.END)
    frame(app, 2)
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog) and dlg.title == "You: 🌀 Stability Window"
    m = scene.state.meaning
    assert dlg.options[0].caption == f"Donate 1❤️ → +2🌟 Meaning ({m} → {min(12, m + 2)})"
    assert dlg.options[1].caption == f"Pass → −2🌟 Meaning ({m} → {max(0, m - 2)})"
    choose(app, Action("donate"))
    log = scene.state.log
    assert log[log.index("Stability Window") + 1] == f"You donate 1❤️ → Meaning {min(12, m + 2)}"


def test_reward_plus_token_of_your_choice_is_asked(app: App) -> None:
    scene = seat(app, [ALEX, BROOKE], seed=6, project_top=("food_network",))
    s = scene.state
    s.players[0].tokens = [4, 3, 1]
    perform(app, scene, Action("contribute", "food_network", (4, 3, 1)))
    frame(app, 2)
    dlg = app.top
    assert isinstance(dlg, ChoiceDialog) and dlg.title == "Alex: Reward+"
    held = scene.state.players[0].tokens[2]
    choose(app, Action("take", pay=(0, 0, 1)))
    assert scene.state.players[0].tokens[2] == held + 1


def test_respond_accept_refused_when_the_giver_has_none_in_the_engines_words() -> None:
    setup = PROJECTS.make_setup(["Alex", "Brooke"], 3, start_player=0)
    m = Match(PROJECTS, setup)
    m.state.players[1].tokens[2] = 0
    m.play(Action("request", pay=(0, 0, 1), seat=1))
    assert rules.why_illegal(m.state, Action("accept")) == "Brooke holds no ❤️ to hand over"
    assert rules.legal_actions(m.state) == [Action("decline")]


# -- the table shows the state ------------------------------------------------------------------
def test_community_markers_and_the_dual_track_are_on_the_table(app: App) -> None:
    scene = seat(app, [YOU], seed=5, solo_difficulty="standard")
    s = scene.state
    # Play to the second round: the Community has filled a space by then.
    while s.round < 2 and s.result is None:
        perform(app, scene, rules.legal_actions(s)[0] if s.pending
                else rules.END if scene.closing() else rules.ACQUIRE[1])
        s = scene.state
    frame(app, 2)
    on = [slot for slot in s.row if slot is not None and COMMUNITY in slot.contributors]
    assert on, "the Community holds a space"
    view = scene.project_view(on[0])
    assert view.holders[on[0].contributors.index(COMMUNITY)] == COMMUNITY_STYLE
    tip = target(app, "meaning_track").tip
    assert f"Meaning {s.meaning} above, Drift {12 - s.meaning} below" in tip
    pace = rules.community_pace(s)
    assert f"at the end of this round it fills {pace} space" in target(app, "community").tip


def test_the_header_counts_down_to_the_round_limit_in_its_last_ten_rounds(app: App) -> None:
    scene = seat(app, [YOU], seed=5, solo_difficulty="easy")  # Easy has no solo clock (DP17)
    s = scene.state
    texts = {}
    for rnd in (1, 50, 51, 60):
        s.round = rnd
        texts[rnd] = scene._round_text()
        frame(app)  # and it draws
    assert texts[1] == "Round 1" and texts[50] == "Round 50"
    assert texts[51] == "Round 51 of 60" and texts[60] == "Round 60 of 60"


def test_DP17_the_header_and_the_goal_count_the_solo_clock(app: App) -> None:
    from game.games.projects.ui.goal import goal_lines

    scene = seat(app, [YOU], seed=5, solo_difficulty="hard")
    assert scene._round_text() == "Round 1 of 15"
    assert goal_lines(scene.state)[0] == (
        "🏆 Solo: complete 🌍 Stewardship, or score 17+ 🛡️ + 🌳 by round 15; Meaning 0 loses")
    off = seat(app, [YOU], seed=5, solo_difficulty="hard", switches=["no_solo_clock"])
    assert off._round_text() == "Round 1"


def test_end_screen_names_the_group_outcome_and_mourns_a_collapse(app: App) -> None:
    setup = PROJECTS.make_setup(["Alex", "Brooke"], 3, start_player=0)
    match = Match(PROJECTS, setup)
    rng = Rng(1)
    while match.state.result is None:  # acquiring only: the Events wear Meaning down to 0
        legal = rules.legal_actions(match.state)
        match.play(Action("pass") if Action("pass") in legal else legal[0] if match.state.pending
                   else rules.END if rules.END in legal else rules.ACQUIRE[rng.below(3)])
    r = match.state.result
    assert r.reason == "collapse" and r.outcome == "Collapse" and r.winners == ()
    session = Session(match, [ALEX, BROOKE], autosave=False)
    app.push(ProjectsTable(app, session))
    end = ProjectsEnd(app, session)
    app.push(end)
    frame(app, 3)
    assert end.collapsed and verdict(match.state, r) == "The world collapsed: nobody wins"
    assert FEELS["Collapse"].startswith("Structure failed")
    click(app, "end:board")
    assert app.top is not end


def test_end_screen_of_a_won_game_names_winner_outcome_and_scores(app: App) -> None:
    for seed in range(40):
        match = Match(PROJECTS, PROJECTS.make_setup(["Alex", "Brooke", "Casey"], seed))
        rng = Rng(seed)
        while match.state.result is None:
            match.play(builder(match.state, rng))
        if match.state.result.reason == "stewardship":
            break
    s, r = match.state, match.state.result
    assert r.reason == "stewardship" and r.winners
    assert r.outcome == rules.OUTCOMES[r.meaning]
    line = verdict(s, r)
    assert s.players[r.winners[0]].name in line and str(r.scores[r.winners[0]]) in line
    session = Session(match, [ALEX, BROOKE, CASEY], autosave=False)
    end = ProjectsEnd(app, session)
    app.push(end)
    frame(app, 3)
    assert not end.collapsed


def test_DP17_the_end_screen_of_a_clocked_solo_game_says_the_score_decided(app: App) -> None:
    for legacy, won in ((10, True), (9, False)):
        match = Match(PROJECTS, PROJECTS.make_setup(["You"], 5, solo_difficulty="standard"))
        s = match.state
        while s.result is None:  # Meaning held high: only the clock can end it
            s.meaning = 12
            if s.round == 15:
                s.players[0].vitals, s.players[0].legacy = 5, legacy
            match.play(Action("pass") if s.pending else rules.END if rules.closing_step(s)
                       else rules.ACQUIRE[0])
        r = s.result
        assert r.reason == "clock" and s.round == 15 and r.winners == ((0,) if won else ())
        assert verdict(s, r) == ("You held the world: Stabilizer" if won
                                 else "The clock ran out below 15 points — a loss")
        end = ProjectsEnd(app, Session(match, [YOU], autosave=False))
        app.push(end)
        frame(app, 3)
        assert end.collapsed is not won  # a loss by the clock is drawn as one


# -- the studio ---------------------------------------------------------------------------------
def test_the_studio_provider_exports_every_card(tmp_path: Path) -> None:
    cards = default_cards()
    faces = faces_for("projects")
    items = faces.print_items(cards)
    assert len(items) == len(cards.patterns) + len(cards.projects) + len(cards.events) == 88
    assert items[len(cards.patterns) + len(cards.project_ids)].card.id == cards.stewardship
    report = ex.export(cards, "png", tmp_path, workers=1, game="projects")
    names = sorted(p.name for p in tmp_path.iterdir())
    expected = sorted([f"{i.kind}_{i.card.id}.png" for i in items] + ["back_pattern.png", "back_project.png",
                                                                       "back_event.png"])
    assert names == expected and len(report.files) == 91
    assert ex.picture_count(cards, "projects") == 91
    assert faces.matches(cards.projects["local_clinic"], "type", "project")
    assert faces.matches(cards.patterns["fence"], "layer", "1")
    assert not faces.matches(cards.events["dry_spell"], "type", "pattern")


@pytest.mark.parametrize(("want", "setup"), [("clock", {"solo_difficulty": "standard"}),
                                             ("collapse", {"solo_difficulty": "hard"})])
def test_the_end_chart_has_one_point_a_round_played(want: str, setup: dict) -> None:
    """A game the solo clock ended has every round's Meaning already (15 points, not 16); one
    ended inside a round adds that round at the final Meaning."""
    from game.games.projects.ui.end import meaning_by_round

    for seed in range(300):
        match = Match(PROJECTS, PROJECTS.make_setup(["You"], seed, **setup))
        rng = Rng(seed)
        while match.state.result is None:
            match.play(builder(match.state, rng))
        if match.state.result.reason == want:
            break
    s = match.state
    assert s.result.reason == want
    points = meaning_by_round(s)
    assert len(points) == s.round and points[-1] == s.meaning
    if want == "clock":
        assert s.round == 15 and points == s.meaning_history
