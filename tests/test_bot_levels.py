"""New game's levels (issue 40): every game names an Easy, a Standard and a Hard, each played by one
of its bots (the game's data, ``bot_levels``); New game lists them first, the game's own bots
next and Random and the lab's budget last; and each level plays legal moves to the end of a game
at the fewest and the most seats, deciding from its seed and the public table alone (ruling G2).

The search levels and the planner play here on a few iterations or states: the code a level
runs is the same at any budget, and the strength is the ladder's business (docs/bots.md)."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots import LAST, bot_info, bot_kinds, bot_levels, bot_seed, make_bot
from game.family import GAMES, ruleset
from game.family.errors import OptionError
from game.family.rng import Rng

# every level at every table size (a game may seat another bot as a level at some size)
LEVELS = list(dict.fromkeys((g, lv.level, lv.kind) for g in GAMES
                            for n in range(ruleset(g).min_seats, ruleset(g).max_seats + 1)
                            for lv in bot_levels(g, n)))


def cheap(bot: Any) -> Any:
    """The same bot on a small budget: a search level's iterations, the planner's states."""
    if hasattr(bot, "iterations"):
        bot.iterations = 8
    if hasattr(bot, "budget"):
        bot.budget = 150
    return bot


def setup_for(rules: Any, players: int, seed: int) -> Any:
    """A setup at this many seats: with no switch if the game allows it, else with the first
    switch that makes it playable (ORGANISM seats one player only with RAIN)."""
    names = tuple(f"P{i}" for i in range(players))
    try:
        return rules.make_setup(names, seed)
    except OptionError:
        for sw in rules.switches():
            try:
                return rules.make_setup(names, seed, [sw.name])
            except OptionError:
                continue
        raise


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_names_easy_standard_hard_from_its_own_bots(game: str) -> None:
    levels = bot_levels(game)
    assert [lv.level for lv in levels] == ["Easy", "Standard", "Hard"]
    kinds = [lv.kind for lv in levels]
    assert len(set(kinds)) == 3
    known = bot_kinds(game)
    assert set(kinds) <= set(known) and not set(kinds) & set(LAST)
    for lv in levels:
        assert lv.label.startswith(f"{lv.level} — ") and lv.description and "\n" not in lv.description
        make_bot(lv.kind, 1, game)  # a kind the game can seat


def test_a_level_may_have_its_own_bot_at_one_table_size() -> None:
    assert ("projects", "Hard", "search-sharp") in LEVELS and ("projects", "Hard", "racer") in LEVELS
    for g in GAMES:
        for n in range(ruleset(g).min_seats, ruleset(g).max_seats + 1):
            assert [lv.level for lv in bot_levels(g, n)] == ["Easy", "Standard", "Hard"]
            info = list(bot_info(g, n))
            assert info[:3] == [lv.kind for lv in bot_levels(g, n)] and len(info) == len(set(info))


@pytest.mark.parametrize("game", list(GAMES))
def test_new_games_list_levels_first_personalities_next_random_and_the_lab_last(game: str) -> None:
    info = list(bot_info(game))
    levels = [lv.kind for lv in bot_levels(game)]
    assert info[:3] == levels
    own = [b.kind for b in ruleset(game).bot_kinds() if b.kind not in levels]
    assert info[3:3 + len(own)] == own
    assert info[-len(LAST):] == list(LAST)
    assert len(info) == len(set(info))
    for kind in levels:
        assert bot_info(game)[kind][0].split(" — ")[0] in ("Easy", "Standard", "Hard")


def test_saves_and_records_that_name_the_old_kinds_still_seat_them() -> None:
    # Levels are names for kinds, not kinds of their own: every kind a save, record, campaign or
    # setting may name is still one a game seats.
    for game in GAMES:
        assert {"random", "search-easy", "search-lab", "search", "search-hard"} <= set(bot_kinds(game))
    assert {"stability", "engine", "racer", "social"} <= set(bot_kinds("initiatives"))
    assert {"greedy", "spoiler"} <= set(bot_kinds("pentagram"))
    assert "planner" in bot_kinds("organism")


@pytest.mark.parametrize(("game", "level", "kind"), LEVELS)
def test_each_level_plays_legal_moves_to_the_end_at_the_fewest_and_most_seats(game: str, level: str,
                                                                              kind: str) -> None:
    rules = ruleset(game)
    for players in (rules.min_seats, rules.max_seats):
        state = rules.new_state(setup_for(rules, players, 31), None, narrate=False)
        bots = [cheap(make_bot(kind, bot_seed(31, k), rules)) for k in range(players)]
        steps = 0
        while state.result is None and steps < 30_000:
            rules.apply(state, bots[state.to_move()].choose(state))  # check=True: legal or it raises
            steps += 1
        assert state.result is not None, (level, players)


@pytest.mark.parametrize(("game", "level", "kind"), LEVELS)
def test_a_levels_choice_is_a_function_of_its_seed_and_the_public_table(game: str, level: str,
                                                                        kind: str) -> None:
    rules = ruleset(game)
    for seed in (2, 3):
        state = rules.new_state(setup_for(rules, 3, seed), None, narrate=False)
        rng = Rng(seed)
        for _ in range(12):
            if state.result is not None:
                break
            rules.apply(state, rng.choice(rules.legal_actions(state)), check=False)
        if state.result is not None:
            continue
        # the same table with every hidden part dealt anew: another real deck order, generator
        other = rules.determinize(state, seed * 7919 + 1)
        assert rules.fingerprint(other) == rules.fingerprint(state)
        before = rules.observe(state)
        a = cheap(make_bot(kind, 5, rules)).choose(state)
        assert rules.observe(state) == before and a in rules.legal_actions(state)
        assert cheap(make_bot(kind, 5, rules)).choose(state) == a
        assert cheap(make_bot(kind, 5, rules)).choose(other) == a
