"""The personalities of editions `projects` and `life` (issue 40): one engine for both
(game/games/meaning_made/personalities.py), each bot legal, pure, deterministic and blind to
the deck order (ruling G2), whole games at the fewest and most seats, and styles that differ as
named — measured the way the lab's report measures them (each edition's ``lab_record`` style)."""

from __future__ import annotations

import pytest

from game.bots import bot_kinds, bot_seed, make_bot
from game.family import ruleset
from game.family.rng import Rng
from game.games.meaning_made.personalities import PersonalityBot

EDITIONS = ("projects", "life")
KINDS = ("stability", "engine", "racer")
CASES = [(g, k) for g in EDITIONS for k in KINDS]


def midgame(game: str, seed: int, players: int = 3, steps: int = 25):
    """A position some way into a game, reached by random moves."""
    rules = ruleset(game)
    state = rules.new_state(rules.make_setup(tuple(f"P{i}" for i in range(players)), seed), None,
                            narrate=False)
    rng = Rng(seed)
    for _ in range(steps):
        if state.result is not None:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state)), check=False)
    return rules, state


def hidden(state) -> tuple:
    """What no bot may change or read: the decks' order and the generator."""
    return (tuple(state.event_deck), tuple(state.pattern_deck), tuple(state.project_deck),
            state.rng.state)


def test_both_editions_offer_three_personalities_on_one_engine() -> None:
    for game in EDITIONS:
        rules = ruleset(game)
        own = [b for b in rules.bot_kinds() if b.kind in KINDS]
        assert [b.kind for b in rules.bot_kinds()][: len(KINDS)] == list(KINDS) == [b.kind for b in own]
        assert set(KINDS) <= set(bot_kinds(game))
        for b in own:
            assert b.label.split(" — ")[0] in ("Alex", "Brooke", "Casey") and b.description
            assert "\n" not in b.description
            bot = make_bot(b.kind, 3, game)
            assert isinstance(bot, PersonalityBot) and bot.name == b.kind
    with pytest.raises(ValueError, match="unknown bot 'social'"):
        make_bot("social", 1, "projects")  # initiatives' fourth is not theirs


@pytest.mark.parametrize(("game", "kind"), CASES)
def test_choice_is_legal_pure_and_a_function_of_seed_and_public_table(game: str, kind: str) -> None:
    for seed in (1, 2, 3):
        rules, state = midgame(game, seed)
        if state.result is not None:
            continue
        before = (repr(rules.observe(state)), hidden(state))
        a = make_bot(kind, seed, rules).choose(state)
        assert (repr(rules.observe(state)), hidden(state)) == before, "choose() changed the state"
        assert a in rules.legal_actions(state)
        assert make_bot(kind, seed, rules).choose(state) == a, "same seed, same table: same choice"


@pytest.mark.parametrize(("game", "kind"), CASES)
def test_G2_choice_does_not_depend_on_the_real_deck_order(game: str, kind: str) -> None:
    for seed in (4, 5):
        rules, state = midgame(game, seed)
        other = state.clone()
        for deck in (other.event_deck, other.pattern_deck, other.project_deck):
            deck.reverse()
        other.rng.state ^= 0xDEADBEEF
        assert rules.fingerprint(state) == rules.fingerprint(other)
        assert make_bot(kind, 9, rules).choose(state) == make_bot(kind, 9, rules).choose(other)


@pytest.mark.parametrize(("game", "kind"), CASES)
def test_whole_games_end_at_the_fewest_and_most_seats(game: str, kind: str) -> None:
    rules = ruleset(game)
    for players in (rules.min_seats, rules.max_seats):
        setup = rules.make_setup(tuple(f"P{i}" for i in range(players)), 21)
        state = rules.new_state(setup, None, narrate=False)
        bots = [make_bot(kind, bot_seed(21, k), rules) for k in range(players)]
        steps = 0
        while state.result is None and steps < 20_000:
            rules.apply(state, bots[state.to_move()].choose(state))  # check=True: legal or it raises
            steps += 1
        assert state.result is not None, (players, state.round)


def styles(game: str, games: int = 4) -> dict[str, dict[str, float]]:
    """Each personality's style measures (``lab_record``'s), summed over a few seeded 3-seat
    games where the three sit together, each seat order once a deal."""
    rules = ruleset(game)
    total: dict[str, dict[str, float]] = {k: {} for k in KINDS}
    for g in range(games):
        order = KINDS[g % 3:] + KINDS[:g % 3]
        setup = rules.make_setup(order, 300 + g, [], 0)
        state = rules.new_state(setup, None, narrate=False)
        bots = [make_bot(k, bot_seed(300 + g, s), rules) for s, k in enumerate(order)]
        while state.result is None:
            rules.apply(state, bots[state.to_move()].choose(state), check=False)
        for kind, row in zip(order, rules.lab_record(state)["style"], strict=True):
            for name, v in row.items():
                total[kind][name] = total[kind].get(name, 0.0) + (v or 0.0)
    return total


def test_projects_styles_differ_as_named() -> None:
    """Alex keeps the world up (pays into Stewardship most, and donates in most of its Stability
    Windows), Brooke builds its Pattern Stack (obtains most Patterns), Casey races for Projects
    (most first places). Since every personality reads the world at a multi-seat table
    (``table_world``), all three donate in nearly every Window they hold a Support in (0.96-0.99
    over 12 games), so the count of donations no longer tells Alex apart; what is left to Alex
    alone is the race to Stewardship (19 payments into it against 14 and 12 over 12 games)."""
    s = styles("projects", 12)
    others = {k: [o for o in KINDS if o != k] for k in KINDS}
    assert all(s["stability"]["into Stewardship"] > 1.2 * s[o]["into Stewardship"]
               for o in others["stability"])
    assert s["stability"]["share of windows donated"] / 12 >= 0.8  # a mean over the 12 games
    assert all(s["engine"]["Patterns"] > 2 * s[o]["Patterns"] for o in others["engine"])
    assert all(s["racer"]["first places"] > s[o]["first places"] for o in others["racer"])


def test_life_styles_differ_as_named() -> None:
    """Alex holds the world together (Stabilizes most, so ends highest on Coherence), Brooke buys
    Patterns (most of them), Casey builds Projects (most Contributes and Project points)."""
    s = styles("life")
    others = {k: [o for o in KINDS if o != k] for k in KINDS}
    assert all(s["stability"]["Stabilizes"] > s[o]["Stabilizes"] for o in others["stability"])
    assert all(s["stability"]["Coherence"] > s[o]["Coherence"] for o in others["stability"])
    assert all(s["engine"]["Patterns"] > 2 * s[o]["Patterns"] for o in others["engine"])
    assert all(s["racer"]["Contributes"] > s[o]["Contributes"] for o in others["racer"])
    assert all(s["racer"]["Project"] > s[o]["Project"] for o in others["racer"])
