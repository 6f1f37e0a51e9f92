"""Edition `projects`' personalities at every multi-seat table (issue 41). Since ruling DP18 two
players have their own numbers (Meaning 7, +2 a Support donated, the Drift rising from round 8),
and a world lasts only if the seats donate and complete Stewardship before the rising Drift
(DP15, DP20) outruns them. Before the personalities read the world this way
(game/games/projects/personalities.py, ``table_world``) their two-seat games collapsed in 200 of
200 (the levels' ladder, seed 4051), and their three- to six-seat games in 62-100 % (seed 6811,
docs/projects-balance.md). These check each thing they now read, what they then do, and that solo
is valued as before."""

from __future__ import annotations

import pytest
from projects_play import play

from game.bots import bot_seed, make_bot
from game.family import ruleset
from game.games.projects import personalities
from game.games.projects.actions import Action
from game.games.projects.bots import DONOR_TRUST, projected_meaning
from game.games.projects.rules import apply, new_game
from game.games.projects.setup import ProjectsSetup
from game.games.projects.state import ProjectsState
from game.simulate import game_seeds

KINDS = ("stability", "engine", "racer")
RULES = ruleset("projects")


def two_seats(seed: int = 1, **kw: object) -> ProjectsState:
    return new_game(ProjectsSetup(("Alex", "Brooke"), seed, start_player=0, head_start=False,
                                  **kw), narrate=False)  # type: ignore[arg-type]


def after_a_full_window() -> ProjectsState:
    """Round 2's turns after a round-1 window both seats donated to (2 + 1, the group's cap):
    neither holds a Support now."""
    s = two_seats(event_top=("cold_snap", "dry_spell"))
    play(s, "acquire EE", "acquire EE", "acquire EE", "acquire EE", "donate", "donate")
    assert s.round == 2 and s.phase == "turns" and s.donated == 3
    assert [p.tokens[2] for p in s.players] == [0, 0]
    return s


def test_the_coming_window_starts_from_nothing_and_counts_who_can_still_make_a_support() -> None:
    s = after_a_full_window()
    m = s.meaning
    # the search's estimate reads the last window's 3 and expects nothing from this round's
    assert projected_meaning(s) == m
    # both seats' turns are still to come: either can Acquire 2 Energy and convert
    assert personalities.coming_window(s) == pytest.approx(m + DONOR_TRUST * 3)
    play(s, "acquire II", "acquire II")  # the first seat's turn ends without a Support
    assert s.turn == 1
    assert personalities.coming_window(s) == pytest.approx(m + DONOR_TRUST * 2)
    s.players[s.order[0]].tokens[2] = 1  # ... or with one: it counts again
    assert personalities.coming_window(s) == pytest.approx(m + DONOR_TRUST * 3)


@pytest.mark.parametrize("kind", KINDS)
def test_two_seats_the_second_donor_gives_the_windows_last_point(kind: str) -> None:
    """Round 1's window at Meaning 7: the first seat has donated (+2 → 9); the second holds a
    Support, whose +1 fills the group's cap and keeps Meaning at the Stewardship threshold after
    an Event of 2. Counting its kept Support as next round's donation (and this round's window as
    full), Brooke passed here with three of five seeds and Casey with all five."""
    for seed in range(1, 6):
        s = two_seats(event_top=("cold_snap",))
        s.meaning = 7
        play(s, "acquire EE", "acquire EE", "acquire EE", "acquire EE", "donate")
        assert s.phase == "stability" and s.meaning == 9 and s.pending[0].seat == 1
        assert make_bot(kind, bot_seed(seed, 1), RULES).choose(s) == Action("donate")


def one_payment_from_stewardship() -> ProjectsState:
    """Two seats, Meaning 9 in the first seat's turn: Stewardship wants only 2 Support; the seat
    holds 3 Energy, 1 Insight and 1 Support — convert, pay both, and the world is won this turn."""
    s = two_seats()
    assert s.phase == "turns" and s.stewardship is not None
    s.meaning = 9
    need = s.stewardship.card.need
    s.stewardship.paid = [need[0], need[1], need[2] - 2]
    s.players[s.current].tokens = [3, 1, 1]
    return s


def test_a_turn_finishes_stewardship_only_while_it_can_still_pay() -> None:
    s = one_payment_from_stewardship()
    assert personalities.rounds_away(s, 9.0, [2]) == 0.0
    converted = s.clone()
    apply(converted, Action("convert"))
    assert personalities.rounds_away(converted, 9.0, [2]) == 0.0
    spent_open = s.clone()  # 7 Energy after two Acquires, and no action left to pay with
    apply(spent_open, Action.parse("acquire EE"))
    apply(spent_open, Action.parse("acquire EE"))
    assert spent_open.actions_left == 0 and spent_open.current == 0  # open only to convert
    paid = s.clone()
    apply(paid, Action.parse("contribute stewardship S"))  # once a round (P3): the other waits
    assert paid.actions_left == 1
    for state in (spent_open, paid):
        # the search reads both as finishing this turn; a personality sees a round to wait
        assert personalities.finishes_this_round(state)
        assert personalities.rounds_away(state, 9.0, [2]) > 0.0


@pytest.mark.parametrize("kind", KINDS)
def test_two_seats_each_personality_donates_where_the_world_falls_without_it(kind: str) -> None:
    """Round 1's window at Meaning 1: every Event takes 1 or more, so without a donation the world
    falls at the next Event; each seat in turn donates (+2, then the cap's last +1)."""
    s = two_seats()
    play(s, "acquire EE", "acquire EE", "acquire EE", "acquire EE")
    assert s.phase == "stability" and s.pending[0].seat == 0
    s.meaning = 1
    assert min(personalities.next_losses(s)) >= 1
    for seat in (0, 1):
        bot = make_bot(kind, bot_seed(3, seat), RULES)
        assert s.pending[0].seat == seat
        choice = bot.choose(s)
        assert choice == Action("donate")
        apply(s, choice)


def test_solo_is_valued_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """Solo never reads the multi-seat world: its stored games replay."""
    def refuse(*_: object) -> float:
        raise AssertionError("read at a solo table")

    for name in ("table_world", "coming_window", "rounds_away"):
        monkeypatch.setattr(personalities, name, refuse)
    state = RULES.new_state(RULES.make_setup(("P0",), 5), None, narrate=False)
    bot = make_bot(KINDS[0], bot_seed(5, 0), RULES)
    for _ in range(60):
        if state.result is not None:
            break
        RULES.apply(state, bot.choose(state), check=False)


def test_two_personalities_keep_a_two_seat_world_in_most_games() -> None:
    """Brooke (New game's Easy) against Casey (Hard), five deals in both seatings: before, every
    such game collapsed; now most end by Stewardship (the lab: docs/balance/projects/
    two-seats-personalities-*)."""
    ends = []
    for seed in game_seeds(41, 5):
        for kinds in (("engine", "racer"), ("racer", "engine")):
            state = RULES.new_state(RULES.make_setup(("A", "B"), seed), None, narrate=False)
            bots = [make_bot(kinds[k], bot_seed(seed, k), RULES) for k in range(2)]
            while state.result is None:
                RULES.apply(state, bots[state.to_move()].choose(state), check=False)
            ends.append(state.result.reason)
    assert ends.count("stewardship") >= 6, ends


def six_seats_at_stewardship() -> ProjectsState:
    """Six seats in the first seat's turn at Meaning 12, Stewardship open and unpaid (DP19: its
    printed 5/5/2 plus 3 of each at six seats), only the seat to move holding tokens (2☀️ 2🔍)."""
    s = new_game(ProjectsSetup(tuple(f"P{i}" for i in range(6)), 3, start_player=0,
                               head_start=False), narrate=False)
    assert s.phase == "turns" and s.stewardship is not None
    s.meaning = 12
    for p in s.players:
        p.tokens = [0, 0, 0]
    s.players[s.current].tokens = [2, 2, 0]
    return s


def test_from_three_seats_a_personality_brings_stewardships_tokens_itself() -> None:
    """The search counts 2.5 tokens a seat a round from every seat; from three seats a personality
    counts only its own: at six seats, 21 tokens to bring with 2 + 2 held, (21 + 17) / 2 tokens
    take 19 / 2.5 = 7.6 rounds alone, where six bringers would take 1.27. Two seats keep the
    search's count."""
    s = six_seats_at_stewardship()
    assert s.stewardship is not None and s.stewardship.still_needed() == (8, 8, 5)
    assert personalities.rounds_counted(s, 12.0, [2]) == pytest.approx(19 / 15)
    assert personalities.rounds_away(s, 12.0, [2]) == pytest.approx(19 / 2.5)
    two = two_seats()
    two.meaning = 9
    assert personalities.rounds_away(two, 9.0, [2]) == personalities.rounds_counted(two, 9.0, [2])


@pytest.mark.parametrize("kinds", [("racer",) * 6, ("engine", "racer") * 3])
def test_six_seats_personalities_pay_into_stewardship(kinds: tuple[str, ...]) -> None:
    """Read the search's way, a six-seat table of personalities paid into Stewardship twice in
    three deals (a token brought it 1/15 of a round nearer: less than the token) while its world
    stood at Meaning 12 until the rising Drift took it; now 14-17 times."""
    paid = 0
    for seed in game_seeds(47, 3):
        state = RULES.new_state(RULES.make_setup(tuple(f"P{i}" for i in range(6)), seed), None,
                                narrate=False)
        bots = [make_bot(kinds[k], bot_seed(seed, k), RULES) for k in range(6)]
        while state.result is None:
            action = bots[state.to_move()].choose(state)
            paid += action.kind == "contribute" and action.target == "stewardship"
            RULES.apply(state, action, check=False)
    assert paid >= 9


def test_three_personalities_keep_a_three_seat_world_in_most_games() -> None:
    """Brooke (New game's Easy) and Casey (Hard) at three seats: read the search's way 95-100 % of
    their worlds fell (seed 6811, 120 games a table); now most end by Stewardship."""
    ends = []
    for seed in game_seeds(43, 4):
        for kinds in (("engine", "racer", "engine"), ("racer", "engine", "racer")):
            state = RULES.new_state(RULES.make_setup(("A", "B", "C"), seed), None, narrate=False)
            bots = [make_bot(kinds[k], bot_seed(seed, k), RULES) for k in range(3)]
            while state.result is None:
                RULES.apply(state, bots[state.to_move()].choose(state), check=False)
            ends.append(state.result.reason)
    assert ends.count("stewardship") >= 6, ends
