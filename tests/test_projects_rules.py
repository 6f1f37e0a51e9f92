"""Edition `projects` (seed 001): every rule and ruling of docs/projects.md, one test each."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from projects_play import play

from game.family.errors import CardError, IllegalAction, OptionError, RecordError
from game.family.rng import Rng
from game.games.projects.actions import Action
from game.games.projects.cards import load_cards
from game.games.projects.rules import (
    _start_round,
    apply,
    closing_step,
    final_score,
    legal_actions,
    new_game,
    obtain_payments,
    why_illegal,
)
from game.games.projects.setup import ProjectsSetup
from game.games.projects.state import COMMUNITY, ProjectSlot, ProjectsState

CARDS = Path(__file__).resolve().parents[1] / "cards" / "projects"


def make(n: int = 4, seed: int = 1, **kw: object) -> ProjectsState:
    """A game from seat 1; Legacy starts at 0 (the seed's setup) unless ``head_start`` (DP14) is
    asked for, so that each rule's Legacy reads as that rule gives it."""
    names = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")[:n]
    kw.setdefault("head_start", False)
    return new_game(ProjectsSetup(names, seed, start_player=0, **kw), narrate=True)  # type: ignore[arg-type]


def slot(state: ProjectsState, card_id: str) -> ProjectSlot:
    s = state.slot_of(card_id)
    assert s is not None
    return s


def put_project(state: ProjectsState, card_id: str, i: int = 0) -> ProjectSlot:
    state.row[i] = ProjectSlot(state.cards.projects[card_id])
    return state.row[i]  # type: ignore[return-value]


# -- setup ------------------------------------------------------------------------------------
def test_setup_follows_the_seed() -> None:
    s = make(4)
    assert (s.meaning == 5 and s.drift == 7) or s.meaning == 5 - s.cards.events[s.event].drift
    assert all(p.tokens[:] == [3, 2, 1] and p.vitals == 5 and p.legacy == 0 and p.markers == 4
               for p in s.players)
    assert sum(c is not None for c in s.gallery) == 6
    assert len([x for x in s.row if x is not None]) == 3
    assert s.stewardship is not None and s.stewardship.card.layer == 10
    assert s.round == 1 and s.phase == "turns" and s.actions_left == 2


@pytest.mark.parametrize(("difficulty", "tokens", "vitals", "meaning"),
                         [("easy", [4, 3, 2], 6, 6), ("standard", [3, 2, 1], 5, 5),
                          ("hard", [2, 1, 0], 4, 4)])
def test_P6_solo_start_table(difficulty: str, tokens: list[int], vitals: int, meaning: int) -> None:
    s = make(1, solo_difficulty=difficulty, solo_start_table=True, event_top=("cold_snap",))
    p = s.players[0]
    assert p.tokens == tokens and p.vitals == vitals and s.meaning == meaning - 1
    # DP16: the seed's "Optionally use the following" — by default every level starts as usual
    off = make(1, solo_difficulty=difficulty, event_top=("cold_snap",))
    assert off.players[0].tokens == [3, 2, 1] and off.players[0].vitals == 5 and off.meaning == 4


def test_DP16_the_solo_deck_has_the_great_storm_and_not_the_other_drift_4() -> None:
    solo = make(1)
    assert len(solo.event_deck) + 1 == 23  # one Event is already revealed
    dealt = set(solo.event_deck) | {solo.event}
    assert "great_storm" in dealt and "collapse_of_trust" not in dealt
    assert sum(solo.cards.events[e].drift for e in dealt) == 48  # average 2.09
    four = make(4)
    assert {"great_storm", "collapse_of_trust"} <= set(four.event_deck) | {four.event}


def test_DP16_events_out_leaves_events_in_the_box_and_refuses_unknown_ids() -> None:
    s = make(2, events_out=("great_storm", "dry_spell"))
    assert not {"great_storm", "dry_spell"} & (set(s.event_deck) | {s.event})
    assert len(s.event_deck) + 1 == 22
    with pytest.raises(OptionError, match="events_out names 'no_such_event'"):
        make(2, events_out=("no_such_event",))
    with pytest.raises(OptionError, match="leaves in the box"):
        make(2, events_out=("dry_spell",), event_top=("dry_spell",))


def test_the_dual_track_reads_drift_as_12_minus_meaning() -> None:
    s = make(2, event_top=("drought",), start_meaning=5)  # the seed's start (DP18 gives two seats 7)
    assert (s.meaning, s.drift) == (3, 9)


def test_an_event_at_meaning_0_collapses_the_world_at_once() -> None:
    s = make(2, event_top=("cold_snap", "great_storm"), start_meaning=5)  # Drift +1, then +4
    assert s.meaning == 4
    for p in s.players:
        p.tokens[2] = 0  # nobody can donate
    play(s, "acquire EE", "acquire EE", "acquire EE", "acquire EE")
    r = s.result
    assert r is not None and r.reason == "collapse" and s.meaning == 0 and s.round == 2
    assert r.winners == () and r.outcome == "Collapse"


# -- Gallery and Patterns ---------------------------------------------------------------------
def test_P1_a_taken_pattern_is_replaced_only_at_the_next_refresh() -> None:
    s = make(2, pattern_top=("skin",))
    i = s.gallery.index("skin")
    play(s, "obtain skin E")
    assert s.gallery[i] is None
    play(s, "acquire EE")  # Alex's turn ends
    assert s.gallery[i] is None
    play(s, "acquire EE", "acquire EE", "pass", "pass")
    assert s.round == 2 and s.gallery[i] is not None


def test_P2_layer_discount_takes_one_printed_token_of_the_buyers_choice() -> None:
    s = make(2, pattern_top=("home_base", "skin"))
    assert obtain_payments(s, 0, "home_base") == [(2, 1, 0)]
    play(s, "obtain skin E")
    assert sorted(obtain_payments(s, 0, "home_base")) == [(1, 1, 0), (2, 0, 0)]
    assert why_illegal(s, Action.parse("obtain home_base I")) is not None  # two off is not allowed
    play(s, "obtain home_base EI")
    assert s.players[0].stack[1] == ("skin", "home_base")


def test_P5_a_patterns_output_comes_once_when_obtained() -> None:
    s = make(2, pattern_top=("shell",))
    play(s, "obtain shell EE")  # cost 2 Energy; output 1 Energy and 1 Vitals
    p = s.players[0]
    assert p.tokens == [2, 2, 1] and p.vitals == 6
    play(s, "acquire II", "acquire EE", "acquire EE", "pass", "pass")
    assert p.tokens == [2, 4, 1] and p.vitals == 6  # nothing more in round 2


# -- Contribute and completion ----------------------------------------------------------------
def test_P3_one_contribution_per_project_per_round() -> None:
    s = make(2)
    put_project(s, "local_clinic")
    play(s, "contribute local_clinic E")
    assert why_illegal(s, Action.parse("contribute local_clinic E")) == (
        "you have already contributed to this Project this round")
    assert not any(a.kind == "contribute" and a.target == "local_clinic" for a in legal_actions(s))


@pytest.mark.parametrize(("n", "difficulty", "opens"), [(3, "standard", 8), (1, "easy", 7),
                                                        (1, "standard", 8), (1, "hard", 9)])
def test_P3_stewardship_opens_at_its_threshold(n: int, difficulty: str, opens: int) -> None:
    s = make(n, solo_difficulty=difficulty)
    s.meaning = opens - 1
    reason = why_illegal(s, Action.parse("contribute stewardship E"))
    assert reason is not None and f"Meaning {opens}" in reason
    s.meaning = opens
    assert why_illegal(s, Action.parse("contribute stewardship E")) is None


def test_completion_pays_legacy_by_order_meaning_reward_plus_and_returns_tokens() -> None:
    s = make(3)
    clinic = put_project(s, "local_clinic")  # need 3E 2I 1S, 3 spaces, +1 Meaning, Reward+ Vitals 1
    clinic.contributors = [1, COMMUNITY]
    clinic.paid = [3, 1, 1]
    s.players[1].markers = 3
    s.meaning = 6
    before = [p.vitals for p in s.players]
    play(s, "contribute local_clinic I")
    assert [p.legacy for p in s.players] == [1, 6, 0]  # Brooke 6, the Community 3, Alex 1
    assert s.meaning == 7
    assert [p.vitals - b for p, b in zip(s.players, before, strict=True)] == [1, 1, 0]  # P4
    assert s.players[0].markers == 4 and s.players[1].markers == 4  # DP4
    assert s.row[0] is not None and s.row[0].card.id != "local_clinic"
    assert s.slot_of("local_clinic") is None


def test_P4_a_token_of_your_choice_is_asked_of_every_contributor_in_order() -> None:
    s = make(3)
    food = put_project(s, "food_network")  # Reward+: 1 token of your choice
    food.contributors = [2]
    food.paid = [4, 3, 0]
    s.players[2].markers = 3
    play(s, "contribute food_network S")
    assert [d.seat for d in s.pending] == [2, 0] and s.to_move() == 2
    play(s, "take S", "take I")
    assert s.players[2].tokens[2] == 2 - 1 + 1 and s.players[0].tokens[1] == 2 + 1


def test_stewardship_completing_ends_the_game_and_scores_vitals_plus_legacy() -> None:
    s = make(2)
    stew = s.stewardship
    assert stew is not None
    stew.contributors = [1]
    stew.paid = [5, 5, 1]
    s.players[1].markers = 3
    s.meaning = 9
    s.players[1].legacy = 4
    play(s, "contribute stewardship S")
    r = s.result
    assert r is not None and r.reason == "stewardship"
    assert s.players[0].legacy == 3 and s.players[1].legacy == 10
    assert r.scores == (5 + 3, 5 + 10) and r.winners == (1,)
    assert r.meaning == 11 and r.outcome == "Durable"


def test_G4_ties_go_to_more_legacy_then_are_shared() -> None:
    from game.games.projects.rules import _finish

    s = make(3)
    for p, (vit, leg) in zip(s.players, [(8, 4), (6, 6), (6, 6)], strict=True):
        p.vitals, p.legacy = vit, leg
    _finish(s, "stewardship")
    assert s.result is not None and s.result.winners == (1, 2)


# -- Touchpoint, conversion, Stability Window -------------------------------------------------
def test_P7_DP3_touchpoint_accepted_gives_both_vitals_once_a_round() -> None:
    s = make(2)
    play(s, "give p2 E")
    assert s.to_move() == 1
    play(s, "accept")
    assert s.players[0].tokens[0] == 2 and s.players[1].tokens[0] == 4
    assert s.players[0].vitals == 6 and s.players[1].vitals == 6
    assert why_illegal(s, Action.parse("request p2 S")) == "you have already started a Touchpoint this round"


def test_touchpoint_does_not_exist_in_solo() -> None:
    s = make(1)
    assert not any(a.kind in ("give", "request") for a in legal_actions(s))


def test_P5_conversion_is_free_once_a_turn() -> None:
    s = make(2)
    play(s, "convert")
    assert s.players[0].tokens == [1, 2, 2] and s.actions_left == 2
    assert why_illegal(s, Action("convert")) == "you have already converted this turn"


def test_stability_window_donations_are_capped_at_3_a_round() -> None:
    s = make(4, event_top=("cold_snap",))
    s.meaning = 4
    for _ in range(4):
        play(s, "acquire EE", "acquire EE")
    for _ in range(3):
        play(s, "donate")
    assert [line.split("→ ")[1] for line in s.log if "donates" in line] == ["Meaning 5", "Meaning 6",
                                                                             "Meaning 7"]
    # the fourth player is never asked: the group has raised Meaning by 3
    assert s.round == 2 and [p.tokens[2] for p in s.players] == [0, 0, 0, 1]


@pytest.mark.parametrize(("difficulty", "donate", "skip"), [("easy", 3, 0), ("standard", 2, -1),
                                                             ("hard", 2, -2)])
def test_P6_solo_stability_window(difficulty: str, donate: int, skip: int) -> None:
    for choice, change in (("donate", donate), ("pass", skip)):
        s = make(1, solo_difficulty=difficulty, solo_start_table=False, event_top=("cold_snap", "dry_spell"))
        s.meaning = 6
        play(s, "acquire EE", "acquire EE", choice)
        assert s.meaning == 6 + change - 1  # then round 2's Dry Spell: Drift +1


# -- the solo Community -----------------------------------------------------------------------
@pytest.mark.parametrize(("difficulty", "round_", "meaning", "count"),
                         [("easy", 1, 6, 0), ("easy", 2, 6, 1), ("easy", 3, 2, 0), ("standard", 1, 6, 1),
                          ("standard", 2, 2, 1), ("hard", 1, 6, 1), ("hard", 1, 5, 2)])
def test_P6_community_speed(difficulty: str, round_: int, meaning: int, count: int) -> None:
    from game.games.projects.rules import _community_speed

    s = make(1, solo_difficulty=difficulty)
    s.round, s.meaning = round_, meaning
    assert _community_speed(s) == count


def test_the_community_moves_after_the_stability_window() -> None:
    s = make(1, solo_start_table=False, event_top=("cold_snap", "dry_spell"))
    play(s, "acquire EE", "acquire EE", "donate")
    assert [len(x.contributors) for x in s.row if x is not None] == [1, 0, 0]
    assert s.row[0] is not None and s.row[0].contributors == [COMMUNITY]


def test_P6_P8_DP5_community_fills_the_leftmost_open_space_never_stewardship() -> None:
    from game.games.projects.rules import _community

    s = make(1)
    a = put_project(s, "local_clinic", 0)  # 3 spaces
    put_project(s, "food_network", 1)
    a.contributors = [COMMUNITY]
    _community(s)
    assert a.contributors == [COMMUNITY] * 2  # several spaces of one Project
    _community(s)
    assert s.row[1] is not None and s.row[1].contributors == [COMMUNITY]
    assert s.stewardship is not None and s.stewardship.contributors == []


def test_P6_amended_DP10_the_community_leaves_the_last_space_of_a_project_nobody_joined() -> None:
    from game.games.projects.rules import _community, _seat_blocker

    s = make(1)
    a = put_project(s, "local_clinic", 0)  # 3 spaces
    b = put_project(s, "food_network", 1)
    a.contributors = [COMMUNITY, COMMUNITY]
    _community(s)
    assert a.contributors == [COMMUNITY, COMMUNITY]  # the last space stays open for the player
    assert b.contributors == [COMMUNITY]
    assert _seat_blocker(s, 0, a) is None  # so the player can still join it and complete it
    # Once the player has joined, the Community may take the last space.
    a.contributors = [COMMUNITY, 0]
    b.contributors = []
    _community(s)
    assert a.contributors == [COMMUNITY, 0, COMMUNITY]


def test_DP10_the_community_pace_on_the_table_counts_only_spaces_it_may_take() -> None:
    from game.games.projects.rules import community_pace

    s = make(1, community_scaling=True)
    s.meaning = 2  # scaling: 3 spaces a round
    s.row = [None] * len(s.row)
    a = put_project(s, "local_clinic", 0)  # 3 spaces
    a.contributors = [COMMUNITY, COMMUNITY]
    assert community_pace(s) == 0  # only the last space of a Project nobody joined is open
    a.contributors = [COMMUNITY, 0]
    assert community_pace(s) == 1
    put_project(s, "food_network", 1)
    assert community_pace(s) == 3  # one here, and all but the last of the next Project


@pytest.mark.parametrize(("meaning", "count"), [(12, 0), (9, 0), (8, 1), (6, 1), (5, 2), (3, 2), (2, 3)])
def test_P6_community_scaling(meaning: int, count: int) -> None:
    from game.games.projects.rules import _community_speed

    s = make(1, community_scaling=True)
    s.meaning = meaning
    assert _community_speed(s) == count


def test_DP6_solo_bands_and_collapse_is_a_loss() -> None:
    from game.games.projects.rules import _finish, solo_band

    assert [solo_band(x) for x in (0, 1, 14, 15, 19, 20, 24, 25, 29, 30, 41)] == [
        "Done", "Survived", "Survived", "Stabilizer", "Stabilizer", "Builder", "Builder", "Steward",
        "Steward", "World-Grade Contributor", "World-Grade Contributor"]
    s = make(1)
    _finish(s, "collapse")
    assert s.result is not None and s.result.winners == () and s.result.solo_band == "System Collapse"
    s = make(1)
    s.players[0].vitals, s.players[0].legacy = 5, 20
    _finish(s, "stewardship")
    assert s.result is not None and s.result.winners == (0,) and s.result.solo_band == "Steward"


# -- turn order -------------------------------------------------------------------------------
def test_DP1_first_player_rotates_unless_fixed() -> None:
    s = make(3)
    assert s.order == [0, 1, 2]
    for _ in range(3):
        play(s, "acquire EE", "acquire EE")
    while s.pending:
        play(s, "pass")
    assert s.order == [1, 2, 0]
    f = make(3, fixed_first_player=True)
    for _ in range(3):
        play(f, "acquire EE", "acquire EE")
    while f.pending:
        play(f, "pass")
    assert f.order == [0, 1, 2]


# -- refusals, notation, cards ----------------------------------------------------------------
def test_a_refused_action_raises_and_changes_nothing() -> None:
    s = make(2)
    before = (s.players[0].tokens[:], s.actions_left, s.gallery[:])
    with pytest.raises(IllegalAction, match="never Support"):
        apply(s, Action("acquire", pay=(0, 0, 2)))
    assert (s.players[0].tokens, s.actions_left, s.gallery) == before


@given(st.integers(0, 2**32), st.integers(1, 6))
@settings(max_examples=25, deadline=None)
def test_random_games_end_and_every_listed_action_is_legal(seed: int, n: int) -> None:
    s = new_game(ProjectsSetup(tuple(f"P{i}" for i in range(n)), seed), narrate=False)
    rng = Rng(seed)
    steps = 0
    while s.result is not None or steps < 3000:
        if s.result is not None:
            break
        acts = legal_actions(s)
        a = rng.choice(acts)
        assert why_illegal(s, a) is None
        apply(s, a, check=False)
        steps += 1
    assert s.result is not None


def test_notation_round_trips() -> None:
    for text in ("acquire EI", "obtain fence EE", "obtain skin free", "contribute local_clinic EES",
                 "give p2 E", "request p3 S", "convert", "accept", "decline", "donate", "pass", "take I"):
        assert str(Action.parse(text)) == text


def test_card_problems_are_one_line_each_with_file_line_and_field(tmp_path: Path) -> None:
    for name in ("patterns.yaml", "projects.yaml", "events.yaml"):
        (tmp_path / name).write_text((CARDS / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = (tmp_path / "projects.yaml").read_text(encoding="utf-8")
    text = text.replace("    spaces: 3\n", "    spaces: nine\n", 1)
    (tmp_path / "projects.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(CardError) as info:
        load_cards(tmp_path)
    lines = str(info.value).splitlines()
    assert len(lines) == 1
    assert "projects.yaml:" in lines[0] and "field 'spaces'" in lines[0] and "'nine'" in lines[0]


def test_DP8_stewardship_cannot_reward_a_choice(tmp_path: Path) -> None:
    for name in ("patterns.yaml", "projects.yaml", "events.yaml"):
        (tmp_path / name).write_text((CARDS / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = (tmp_path / "projects.yaml").read_text(encoding="utf-8")
    text = text.replace("    spaces: 6\n    meaning: 2\n", "    spaces: 6\n    meaning: 2\n    reward:\n"
                        "      any_token: 1\n", 1)
    (tmp_path / "projects.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(CardError, match="DP8"):
        load_cards(tmp_path)


def test_the_seeds_four_projects_keep_the_seeds_numbers() -> None:
    cards = load_cards()
    table = {"local_clinic": (8, 3, 1), "food_network": (8, 4, 1), "learning_archive": (9, 5, 2),
             "stewardship": (10, 6, 2)}
    for cid, (layer, spaces, meaning) in table.items():
        c = cards.projects[cid]
        assert (c.layer, c.spaces, c.meaning, c.seed_example) == (layer, spaces, meaning, True)
    assert cards.stewardship == "stewardship"


# -- the seed's example of play (DP9) ------------------------------------------------------------
def test_the_seed_example_replays_to_its_meaning_after_every_round() -> None:
    from game.family.match import Match
    from game.family.records import load_record

    path = Path(__file__).resolve().parents[1] / "docs/examples/projects_seed_example.yaml"
    record = load_record(str(path))
    assert record.rules.id == "projects" and record.setup.start_meaning == 7
    match = Match(record.rules, record.setup)
    completed: dict[str, int] = {}
    for text in record.actions:
        round_no = match.state.round
        match.play(text)
        for event in match.last_events:
            if event.kind == "completed":
                completed[event.data["card"]] = round_no
    state = match.state
    # The example: Meaning 7, 10, 8, 9, 10 after rounds 1-5; round 6's Event takes it to 7.
    assert state.meaning_history == [7, 10, 8, 9, 10]
    assert (state.round, state.meaning, state.result) == (6, 7, None)
    assert completed == {"local_clinic": 2, "food_network": 4, "learning_archive": 5}
    # ...where it completes Stewardship, which P3 opens only at Meaning 8 (docs/projects.md).
    assert not any(a.kind == "contribute" and a.target == "stewardship" for a in legal_actions(state))


def test_DP9_a_record_may_start_the_meaning_marker_elsewhere() -> None:
    from game.games.projects.setup import setup_from_dict

    setup = setup_from_dict({"players": ["A", "B"], "seed": 1, "start_meaning": 7}, "r.yaml")
    assert setup.start()[2] == 7 and setup.to_dict()["start_meaning"] == 7
    state = new_game(setup)  # round 1's Event is already revealed
    assert state.meaning == 7 - state.cards.events[state.event].drift
    assert ProjectsSetup(("A", "B", "C"), 1).start()[2] == 5
    assert ProjectsSetup(("A", "B"), 1).start()[2] == 7  # DP18: two seats' own start
    with pytest.raises(Exception, match="field 'start_meaning': must be a whole number from 1 to 12"):
        setup_from_dict({"players": ["A", "B"], "seed": 1, "start_meaning": 13}, "r.yaml")


# -- DP11: Events marked for larger tables ---------------------------------------------------------
def _cards_with(tmp_path: Path, events_text: str) -> Path:
    for name in ("patterns.yaml", "projects.yaml"):
        (tmp_path / name).write_text((CARDS / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "events.yaml").write_text(events_text, encoding="utf-8")
    return tmp_path


def _events(marks: dict[str, int], n: int = 8) -> str:
    out = ["events:"]
    for i in range(n):
        cid = f"e{i}"
        out += [f"  - id: {cid}", f"    name: Event {i}", f"    drift: {1 + i % 4}"]
        if cid in marks:
            out.append(f"    players: {marks[cid]}")
    return "\n".join(out) + "\n"


def test_DP11_a_marked_event_is_left_out_of_a_smaller_tables_deck(tmp_path: Path) -> None:
    cards = load_cards(_cards_with(tmp_path, _events({"e3": 2, "e7": 3})))
    assert cards.events["e3"].players == 2 and cards.events["e0"].players == 1

    def deck(n: int) -> set[str]:
        s = new_game(ProjectsSetup(("A", "B", "C", "D")[:n], 5, start_player=0), cards)
        return set(s.event_deck) | ({s.event} if s.event else set())

    assert deck(1) == {f"e{i}" for i in range(8)} - {"e3", "e7"}
    assert deck(2) == {f"e{i}" for i in range(8)} - {"e7"}
    assert deck(3) == deck(4) == {f"e{i}" for i in range(8)}


def test_DP11_a_record_from_before_the_marks_deals_every_event(tmp_path: Path) -> None:
    from game.games.projects.ruleset import PROJECTS

    cards = load_cards(_cards_with(tmp_path, _events({"e3": 2})))
    old = PROJECTS.setup_from_dict({"players": ["Solo"], "seed": 5}, "old.yaml", 1)
    new = PROJECTS.setup_from_dict({"players": ["Solo"], "seed": 5}, "new.yaml", 2)
    assert old.event_marks is False and new.event_marks is True
    assert old.to_dict()["event_marks"] is False and "event_marks" not in new.to_dict()
    assert PROJECTS.setup_from_dict(old.to_dict(), "again.yaml", 2) == old

    def deck(setup: ProjectsSetup) -> set[str]:
        s = new_game(setup, cards)
        return set(s.event_deck) | ({s.event} if s.event else set())

    assert "e3" in deck(old) and "e3" not in deck(new)


def test_DP11_marks_are_checked_and_a_solo_deck_needs_six(tmp_path: Path) -> None:
    with pytest.raises(CardError, match=r"events.yaml:.*field 'players'.*from 1 to 6, got 9"):
        load_cards(_cards_with(tmp_path, _events({"e1": 9})))
    with pytest.raises(CardError, match="a solo game needs at least 6 Events"):
        load_cards(_cards_with(tmp_path, _events({"e1": 2, "e2": 2, "e5": 4})))


# -- DP12: later players start with extra tokens (a switch) ------------------------------------------
@pytest.mark.parametrize("start", [0, 2])
def test_DP12_later_players_of_round_1_start_with_extra_tokens(start: int) -> None:
    names = ("A", "B", "C", "D", "E")
    on = new_game(ProjectsSetup(names, 5, start_player=start, turn_order_tokens=True))
    off = new_game(ProjectsSetup(names, 5, start_player=start))
    extra = [(0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1), (2, 1, 1)]
    for k in range(5):
        seat = (start + k) % 5
        assert off.players[seat].tokens == [3, 2, 1]
        assert on.players[seat].tokens == [3 + extra[k][0], 2 + extra[k][1], 1 + extra[k][2]]
    assert f"{names[(start + 3) % 5]} starts with 1☀️ 1🔍 1❤️ more, 4th in turn order" in on.log
    # the deal is the same: the switch changes only the tokens
    assert [s.card.id for s in on.row if s] == [s.card.id for s in off.row if s]
    assert on.gallery == off.gallery and on.event == off.event


def test_DP12_is_off_by_default_off_in_solo_and_read_from_a_record() -> None:
    from game.games.projects.ruleset import PROJECTS

    assert new_game(ProjectsSetup(("Solo",), 5, turn_order_tokens=True)).players[0].tokens == [3, 2, 1]
    fmt = PROJECTS.record_format
    plain = PROJECTS.setup_from_dict({"players": ["A", "B"], "seed": 5}, "r.yaml", fmt)
    assert plain.turn_order_tokens is False
    on = PROJECTS.make_setup(("A", "B"), 5, ["turn_order_tokens"])
    assert on.turn_order_tokens and PROJECTS.setup_from_dict(on.to_dict(), "r.yaml", fmt) == on


# -- DP13: a conversion after the turn's second action -----------------------------------------------
def test_DP13_a_spent_turn_waits_for_a_conversion_or_its_end() -> None:
    s = make(2)
    apply(s, Action.parse("acquire EE"))
    apply(s, Action.parse("acquire EE"))  # 7☀️ 2🔍 1❤️, not converted: the turn stays open
    assert s.current == 0 and s.actions_left == 0
    assert legal_actions(s) == [Action("convert"), Action("end")]
    assert why_illegal(s, Action.parse("acquire EI")) == \
        "your two actions are spent: convert 2☀️ → 1❤️ or end your turn"
    apply(s, Action("convert"))
    assert s.players[0].tokens == [5, 2, 2] and s.current == 1 and s.actions_left == 2
    assert why_illegal(s, Action("end")) == "a turn ends after its second action"
    apply(s, Action.parse("acquire EE"))
    apply(s, Action.parse("acquire EE"))
    apply(s, Action("end"))  # Brooke keeps her Energy
    assert s.players[1].tokens == [7, 2, 1] and s.phase == "stability"


def test_DP13_no_closing_step_when_no_conversion_is_open() -> None:
    s = make(2)
    apply(s, Action("convert"))  # converted already this turn
    apply(s, Action.parse("acquire EI"))
    apply(s, Action.parse("acquire EI"))
    assert s.current == 1 and s.actions_left == 2
    s.players[1].tokens[0] = 0  # and with fewer than 2☀️ left after the second action
    apply(s, Action.parse("acquire II"))
    apply(s, Action.parse("acquire EI"))
    assert s.phase == "stability"


def test_DP13_a_record_from_before_ends_the_turn_with_its_second_action() -> None:
    from game.games.projects.ruleset import PROJECTS

    old = PROJECTS.setup_from_dict({"players": ["A", "B"], "seed": 1, "start_player": 1}, "old.yaml", 2)
    assert old.late_conversion is False and old.to_dict()["late_conversion"] is False
    assert PROJECTS.setup_from_dict(old.to_dict(), "again.yaml", 3) == old
    s = new_game(old)
    apply(s, Action.parse("acquire EE"))
    apply(s, Action.parse("acquire EE"))
    assert s.current == 1 and s.actions_left == 2
    assert Action.parse("end") == Action("end") and str(Action("end")) == "end"


# -- DP14: a Legacy head start for the seats that play later in rounds 1-3 -----------------------
@pytest.mark.parametrize(("seats", "start", "legacy"), [
    (4, 0, [2, 1, 0, 2]),
    (4, 2, [0, 2, 2, 1]),  # by turn position: seat 3 starts (2), seat 4 is 2nd (1), seat 1 3rd (0)
    (2, 0, [0, 1]),  # DP18: two seats' lateness gives 0, 1, measured with two seats' numbers
    (3, 1, [1, 0, 0]),  # DP20: the third of three (seat 1 here) starts on 1
    (5, 0, [2, 1, 0, 0, 2]),  # measured at five: not the rule's 2, 2, 0, 2, 2
    (5, 3, [0, 0, 2, 2, 1]),  # seat 4 starts (2), seat 5 2nd (1), seats 1, 2 3rd, 4th (0), seat 3 5th
    (6, 0, [0, 0, 0, 0, 0, 0]),
])
def test_DP14_seats_that_play_later_in_rounds_1_to_3_start_ahead(seats: int, start: int,
                                                                  legacy: list[int]) -> None:
    names = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")[:seats]
    s = new_game(ProjectsSetup(names, 1, start_player=start), narrate=True)
    assert [p.legacy for p in s.players] == legacy
    assert [final_score(s, k) for k in range(seats)] == [5 + x for x in legacy]
    said = [line for line in s.log if "head start" in line]
    assert len(said) == sum(x > 0 for x in legacy)
    if seats == 4 and start == 0:
        assert said[0] == ("Alex starts on 2 Legacy, 1st in turn order (a head start for playing "
                           "later in rounds 1–3)")
        assert said[-1] == ("Drew starts on 2 Legacy, 4th in turn order (a head start for playing "
                            "later in rounds 1–3)")


def test_DP14_is_none_when_off_with_a_fixed_first_player_or_solo() -> None:
    four = ("A", "B", "C", "D")
    for setup in (ProjectsSetup(four, 1, start_player=0, head_start=False),
                  ProjectsSetup(four, 1, start_player=0, fixed_first_player=True),
                  ProjectsSetup(("Solo",), 1)):
        assert all(p.legacy == 0 for p in new_game(setup).players)


def test_DP14_is_on_by_default_and_records_before_it_replay_without_it() -> None:
    from game.games.projects.ruleset import PROJECTS

    assert PROJECTS.record_format == 11
    assert PROJECTS.make_setup(("A", "B", "C", "D"), 5).head_start
    off = PROJECTS.make_setup(("A", "B", "C", "D"), 5, ["no_head_start"])
    assert not off.head_start and PROJECTS.setup_from_dict(off.to_dict(), "r.yaml", 5) == off
    assert PROJECTS.setup_from_dict({"players": ["A", "B"], "seed": 5}, "r.yaml", 4).head_start
    assert not PROJECTS.setup_from_dict({"players": ["A", "B"], "seed": 5}, "r.yaml", 3).head_start


def test_DP14_five_seats_records_from_before_replay_without_their_head_start() -> None:
    from game.games.projects.ruleset import PROJECTS

    five = {"players": ["A", "B", "C", "D", "E"], "seed": 5, "start_player": 1}
    old = PROJECTS.setup_from_dict(five, "old.yaml", 6)
    assert old.size_rulings_off == {"head_start_five"} and all(p.legacy == 0 for p in new_game(old).players)
    assert old.to_dict()["head_start_five"] is False  # saved again, it stays as played
    assert PROJECTS.setup_from_dict(old.to_dict(), "again.yaml", 7) == old
    new = PROJECTS.setup_from_dict(five, "new.yaml", 7)
    assert not new.size_rulings_off and "head_start_five" not in new.to_dict()
    assert [p.legacy for p in new_game(new).players] == [2, 1, 0, 0, 2]
    four = PROJECTS.setup_from_dict({**five, "players": ["A", "B", "C", "D"]}, "four.yaml", 6)
    assert [p.legacy for p in new_game(four).players] == [2, 1, 0, 2]  # four seats: as before
    with pytest.raises(RecordError, match="head_start_five"):
        PROJECTS.setup_from_dict({**five, "head_start_five": 1}, "bad.yaml", 7)


def test_DP14_a_record_of_format_4_replays_with_the_half_head_start_it_was_played_with() -> None:
    from game.games.projects.ruleset import PROJECTS

    four = {"players": ["A", "B", "C", "D"], "seed": 5, "start_player": 1}
    old = PROJECTS.setup_from_dict(four, "old.yaml", 4)
    assert old.head_start_halved and [new_game(old).players[k].legacy for k in range(4)] == [1, 1, 0, 2]
    assert old.to_dict()["head_start_halved"] is True  # saved again (format 5), it stays as played
    assert PROJECTS.setup_from_dict(old.to_dict(), "again.yaml", 5) == old
    new = PROJECTS.setup_from_dict(four, "new.yaml", 5)
    assert not new.head_start_halved and "head_start_halved" not in new.to_dict()
    assert [p.legacy for p in new_game(new).players] == [2, 1, 0, 2]
    with pytest.raises(RecordError, match="head_start_halved"):
        PROJECTS.setup_from_dict({**four, "head_start_halved": "yes"}, "bad.yaml", 5)


def test_DP16_a_solo_record_from_before_deals_and_starts_as_it_was_played(tmp_path: Path) -> None:
    from game.games.projects.ruleset import PROJECTS

    solo = {"players": ["Solo"], "seed": 5, "solo_difficulty": "hard"}
    old = PROJECTS.setup_from_dict(solo, "old.yaml", 6)
    assert old.events_out == ("great_storm",) and old.solo_start_table
    before = new_game(old)
    assert "great_storm" not in set(before.event_deck) | {before.event}
    assert before.players[0].tokens == [2, 1, 0]  # Hard's column of the start table
    # the deal is the one format 6 made: 22 Events, shuffled as they were
    played = new_game(ProjectsSetup(("Solo",), 5, "hard", solo_start_table=True),
                      load_cards(_cards_with_storm_marked(tmp_path)))
    assert [before.event, *before.event_deck] == [played.event, *played.event_deck]
    assert PROJECTS.setup_from_dict(old.to_dict(), "again.yaml", 7) == old  # saved again: as played
    new = PROJECTS.setup_from_dict(solo, "new.yaml", 7)
    assert new.events_out == () and not new.solo_start_table
    four = PROJECTS.setup_from_dict({"players": ["A", "B", "C", "D"], "seed": 5}, "four.yaml", 6)
    assert four.events_out == ()  # the Great Storm was always in the larger tables' decks
    with pytest.raises(RecordError, match="events_out"):
        PROJECTS.setup_from_dict({**solo, "events_out": "great_storm"}, "bad.yaml", 7)


def _cards_with_storm_marked(folder: Path) -> Path:
    """A copy of the shipped cards with the Great Storm marked 2+ again, as format 6 dealt."""
    for name in ("patterns.yaml", "projects.yaml", "events.yaml"):
        (folder / name).write_text((CARDS / name).read_text(encoding="utf-8"), encoding="utf-8")
    events = folder / "events.yaml"
    text = events.read_text(encoding="utf-8")
    storm = "name: Great Storm\n    drift: 4\n"
    marked = text.replace(storm, storm + "    players: 2\n")
    assert marked != text
    events.write_text(marked, encoding="utf-8")
    return folder


# -- DP15: Drift rises from round 6 -------------------------------------------------------------
@pytest.mark.parametrize(("seats", "rises"), [
    (4, [0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4]),
    (3, [0] * 10 + [1, 1]),  # DP20: from round 11 (from round 6 it collapsed 21 of 24 games)
    (6, [0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4]),
    (2, [0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3]),  # DP18: two seats have their own rise, from round 8
    (5, [0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4]),
    (1, [0] * 12),  # solo keeps the seed's difficulties
])
def test_DP15_the_drift_each_round_adds(seats: int, rises: list[int]) -> None:
    names = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")[:seats]
    assert [ProjectsSetup(names, 1).drift_rise(r) for r in range(1, 13)] == rises
    assert all(ProjectsSetup(names, 1, rising_drift=False).drift_rise(r) == 0 for r in range(1, 13))
    # the next round whose Events take more, as the table's header says it
    setup = ProjectsSetup(names, 1)
    expected = [next((r for r in range(k + 1, 40) if setup.drift_rise(r) > setup.drift_rise(k)), None)
                for k in range(1, 13)]
    assert [setup.next_drift_rise(k) for k in range(1, 13)] == expected


@pytest.mark.parametrize(("rnd", "rise"), [(4, 0), (5, 1), (7, 2), (9, 3)])
def test_DP15_a_risen_event_takes_its_drift_and_the_rise_and_says_so(rnd: int, rise: int) -> None:
    s = make(4, rising_drift=True)
    s.round, s.meaning = rnd, 10
    s.event_deck.append("blight")  # the top of the deck: Drift 3 as printed
    _start_round(s)
    assert s.round == rnd + 1 and s.event == "blight"
    assert s.meaning == 10 - 3 - rise
    risen = f" (+{rise}: Drift rises)" if rise else ""
    said = [x for x in s.log if x.startswith(f"Round {rnd + 1} — Event")]
    assert said == [f"Round {rnd + 1} — Event: Blight, Drift +{3 + rise}{risen} → Meaning {s.meaning}"]


def test_DP15_a_risen_event_can_collapse_a_world_the_printed_one_would_not() -> None:
    for rising, reason in ((False, None), (True, "collapse")):
        s = make(4, rising_drift=rising)
        s.round, s.meaning = 7, 5
        s.event_deck.append("blight")
        _start_round(s)
        assert (s.result.reason if s.result else None) == reason


def test_DP15_is_on_by_default_and_records_before_it_play_the_events_as_printed() -> None:
    from game.games.projects.ruleset import PROJECTS

    four = {"players": ["A", "B", "C", "D"], "seed": 5}
    assert PROJECTS.make_setup(("A", "B", "C", "D"), 5).rising_drift
    assert not PROJECTS.make_setup(("A", "B", "C", "D"), 5, ["no_rising_drift"]).rising_drift
    assert PROJECTS.setup_from_dict(four, "new.yaml", 6).rising_drift
    old = PROJECTS.setup_from_dict(four, "old.yaml", 5)
    assert not old.rising_drift and old.to_dict()["rising_drift"] is False
    assert PROJECTS.setup_from_dict(old.to_dict(), "again.yaml", 6) == old


def test_P9_the_event_deck_reshuffles_its_discard_when_it_runs_out() -> None:
    s = make(1, seed=3)
    seen = set(s.event_deck) | set(s.event_discard) | {s.event}
    s.event_discard.extend(s.event_deck)  # every Event but the one in play has been played
    s.event_deck.clear()
    played = s.event
    _start_round(s)
    assert s.event is not None and s.event != played  # drawn from the reshuffled discard
    assert set(s.event_deck) | {s.event} | set(s.event_discard) <= seen
    assert not s.event_discard
    assert any("The event discard is shuffled into a new deck" in line for line in s.log)


# -- DP17: the solo clock ----------------------------------------------------------------------
def _to_round_end(s: ProjectsState, last: int) -> None:
    """Play ``s`` through the end of round ``last`` with Meaning held high (no Event may end it
    first): every turn two Acquires, every Stability Window a pass."""
    while s.result is None and s.round <= last:
        s.meaning = 12
        if s.pending:
            apply(s, Action("pass"))
        elif closing_step(s):
            apply(s, Action("end"))
        else:
            apply(s, Action.parse("acquire EE"))


@pytest.mark.parametrize(("level", "vitals", "legacy", "won", "band"),
                         [("standard", 5, 10, True, "Stabilizer"), ("standard", 6, 8, False, "Survived"),
                          ("standard", 10, 14, True, "Builder"), ("hard", 7, 10, True, "Stabilizer"),
                          ("hard", 6, 10, False, "Stabilizer")])
def test_DP17_the_solo_clock_ends_the_game_after_round_15_and_the_score_decides(
        level: str, vitals: int, legacy: int, won: bool, band: str) -> None:
    from game.games.projects.rules import SOLO_CLOCK_ROUND, SOLO_CLOCK_SCORE

    assert SOLO_CLOCK_ROUND == 15 and SOLO_CLOCK_SCORE == {"standard": 15, "hard": 17}
    s = make(1, solo_clock=True, solo_difficulty=level)
    _to_round_end(s, 14)
    assert s.result is None and s.round == 15 and s.phase == "turns"  # round 15 is played
    s.players[0].vitals, s.players[0].legacy = vitals, legacy
    _to_round_end(s, 15)
    r = s.result
    assert r is not None and r.reason == "clock" and s.round == 15
    assert r.scores == (vitals + legacy,) and r.winners == ((0,) if won else ()) and r.solo_band == band
    assert any("solo clock" in line for line in s.log)


def test_DP17_without_the_clock_on_easy_or_with_several_seats_round_16_comes() -> None:
    off = make(1, solo_clock=False)
    _to_round_end(off, 15)
    assert off.result is None and off.round == 16
    easy = make(1, solo_clock=True, solo_difficulty="easy")
    _to_round_end(easy, 15)
    assert easy.result is None and easy.round == 16
    two = make(2, solo_clock=True)
    _to_round_end(two, 15)
    assert two.result is None and two.round == 16


def test_DP17_the_search_bot_counts_a_winning_clock_as_the_world_won() -> None:
    from game.games.projects.bots import rewards, world_value

    for legacy, value in ((10, 1.0), (9, 0.0)):
        s = make(1, solo_clock=True)
        _to_round_end(s, 14)
        s.players[0].vitals, s.players[0].legacy = 5, legacy
        _to_round_end(s, 15)
        assert s.result is not None and s.result.reason == "clock"
        assert world_value(s) == value and rewards(s) == [value]


def test_DP17_is_on_by_default_and_records_before_it_replay_without_it() -> None:
    from game.games.projects.ruleset import PROJECTS

    solo = {"players": ["Solo"], "seed": 5, "solo_difficulty": "standard"}
    assert PROJECTS.make_setup(("Solo",), 5).solo_clock
    assert PROJECTS.setup_from_dict(solo, "new.yaml", 8).solo_clock
    old = PROJECTS.setup_from_dict(solo, "old.yaml", 7)
    assert not old.solo_clock and not PROJECTS.make_setup(("Solo",), 5, ["no_solo_clock"]).solo_clock
    assert PROJECTS.setup_from_dict(old.to_dict(), "again.yaml", 8) == old  # saved again: as played
    # a format-7 game plays on past round 15, as it was played
    before = new_game(old)
    _to_round_end(before, 15)
    assert before.result is None and before.round == 16
