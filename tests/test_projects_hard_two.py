"""Edition `projects`: the sharp search (game/games/projects/sharp.py), a candidate two-seat Hard.
It is the shared search with one reading changed — today's scores, near the end, count each
seat's place on Stewardship — so it is offered and seated like the game's own bots, differs from
the shared evaluation only where Stewardship has places to pay, plays legally, purely and as a
function of its seed and the public table, and leaves the shared search's kinds as they were."""

from __future__ import annotations

import pytest

from game.bots import bot_info, bot_kinds, make_bot
from game.bots.search import SearchBot
from game.family import ruleset
from game.family.rng import Rng
from game.games.projects import bots, sharp
from game.games.projects.rules import new_game
from game.games.projects.ruleset import PROJECTS
from game.games.projects.setup import ProjectsSetup
from game.games.projects.state import ProjectsState


def make(n: int = 2, seed: int = 1) -> ProjectsState:
    names = ("Alex", "Brooke", "Casey")[:n]
    return new_game(ProjectsSetup(names, seed, start_player=0, head_start=False), narrate=False)


def midgame(seed: int, players: int = 2, steps: int = 25) -> ProjectsState:
    """A position some way into a game, reached by random moves."""
    state = PROJECTS.new_state(PROJECTS.make_setup(tuple(f"P{i}" for i in range(players)), seed),
                               None, narrate=False)
    rng = Rng(seed)
    for _ in range(steps):
        if state.result is not None:
            break
        PROJECTS.apply(state, rng.choice(PROJECTS.legal_actions(state)), check=False)
    return state


def test_it_is_offered_and_seated_like_the_games_own_bots() -> None:
    assert sharp.KIND in bot_kinds("projects")
    assert bot_info("projects")[sharp.KIND] == (sharp.LABEL, sharp.DESCRIPTION)
    bot = make_bot(sharp.KIND, 3, "projects")
    assert isinstance(bot, SearchBot) and bot.name == sharp.KIND
    assert bot.iterations == sharp.ITERATIONS
    assert bot.rules.rewards is sharp.rewards


def test_the_shared_search_keeps_the_shared_evaluation() -> None:
    # Stored lab runs replay `search-easy`, `search-lab` and `search` game for game.
    assert PROJECTS.rewards is bots.rewards
    for kind in ("search-easy", "search-lab", "search"):
        assert make_bot(kind, 1, "projects").rules is ruleset("projects")


def test_stewardships_places_count_in_the_score_a_finish_would_give() -> None:
    s = make()
    steward = s.stewardship
    assert steward is not None
    s.players[0].vitals, s.players[0].legacy = 6, 8  # 14 by today's scores ...
    s.players[1].vitals, s.players[1].legacy = 6, 6  # ... 12, but first on Stewardship
    steward.contributors = [1, 0]
    assert sharp.final_if_now(s) == [14.0 + 3, 12.0 + 6]
    s.meaning = 10
    steward.paid = [5, 5, 1]  # one Support from the end: today's scores all but decide
    shared, mine = bots.rewards(s), sharp.rewards(s)
    assert shared[0] > shared[1]  # the shared reading crowns the seat that would lose
    assert mine[1] > mine[0]  # this one the seat that would win (18 against 17)


def test_without_places_to_pay_it_is_the_shared_evaluation() -> None:
    for n in (1, 2, 3):
        s = make(n)
        s.meaning = 9
        assert s.stewardship is not None and not s.stewardship.contributors
        assert sharp.rewards(s) == bots.rewards(s)


@pytest.mark.parametrize("players", [2, 3])
def test_choice_is_legal_pure_and_a_function_of_seed_and_public_table(players: int) -> None:
    for seed in (1, 2):
        state = midgame(seed, players)
        if state.result is not None:
            continue
        hidden = (tuple(state.event_deck), tuple(state.project_deck), state.rng.state)
        before = repr(PROJECTS.observe(state))
        a = make_bot(sharp.KIND, seed, "projects").choose(state)
        assert a in PROJECTS.legal_actions(state)
        assert repr(PROJECTS.observe(state)) == before
        assert (tuple(state.event_deck), tuple(state.project_deck), state.rng.state) == hidden
        assert make_bot(sharp.KIND, seed, "projects").choose(state) == a
        # another hidden order, the same table: the same choice
        other = state.clone()
        other.event_deck.reverse()
        other.project_deck.reverse()
        assert make_bot(sharp.KIND, seed, "projects").choose(other) == a
