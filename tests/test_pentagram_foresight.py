"""Pentagram 2's `foresight` bot (game/games/pentagram/lookahead.py) and the learned value it
scores with (game/games/pentagram/value.py): its choice is a function of its seed and the public
table (ruling G2), it plays legal moves to the end at the fewest and most seats, and the fitted
weights load through the guarded reader."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pentagram_bot_check import assert_reads_only_the_public_table

from game.family.errors import DataError, FileError
from game.family.rng import Rng
from game.games.pentagram.fit_value import fit_model, play
from game.games.pentagram.lookahead import LEVELS, ForesightBot, card_kinds
from game.games.pentagram.observe import unseen_cards
from game.games.pentagram.rules import apply, legal_actions, new_game, why_illegal
from game.games.pentagram.ruleset import PENTAGRAM
from game.games.pentagram.setup import PentagramSetup
from game.games.pentagram.state import PentagramState
from game.games.pentagram.value import BUCKET, FEATURES, WEIGHTS_FILE, Value, features, load_weights

SMALL = 400  # a budget of reply positions: the mechanism, not the strength


def _game(seats: int, seed: int, short: bool = True) -> PentagramState:
    names = ("Alex", "Brooke", "Casey", "Drew", "Eli")[:seats]
    return new_game(PentagramSetup(names, seed, short, False, 0), narrate=False)


def _positions(seed: int, seats: int = 2) -> list[PentagramState]:
    """Decisions along a random game, placements and worker answers both."""
    s = _game(seats, seed, short=False)
    rng = Rng(seed + 1)
    out = []
    while s.result is None:
        if len(legal_actions(s)) > 1:
            out.append(s.clone())
        apply(s, rng.choice(legal_actions(s)))
    return out[3::13]


def test_the_shipped_weights_load_and_cover_every_table() -> None:
    models = load_weights()
    assert set(models) == {"weakest-2", "weakest-many", "richest-2", "richest-many"}
    for rows in models.values():
        assert len(rows) == 60 // BUCKET and all(len(r) == len(FEATURES) for r in rows)


def test_damaged_weights_are_refused_in_one_line(tmp_path: Path) -> None:
    good = json.loads(WEIGHTS_FILE.read_text())
    cases = {
        "other_features.json": {**good, "features": ["bias"]},
        "short_row.json": {**good, "models": {"weakest-2": [[1.0, 2.0]]}},
        "no_models.json": {"features": good["features"], "bucket": BUCKET},
        "text.json": {**good, "models": {"weakest-2": [["x"] * len(FEATURES)]}},
    }
    for name, data in cases.items():
        path = tmp_path / name
        path.write_text(json.dumps(data))
        with pytest.raises(DataError, match=name):
            load_weights(str(path))
    (tmp_path / "huge.json").write_text('{"models": {"a": [[1e999]]}}')
    with pytest.raises(FileError):
        load_weights(str(tmp_path / "huge.json"))


def test_two_seat_features_mirror_between_the_seats() -> None:
    # At two seats each seat's features are the other's negated (the bias aside), so the value
    # says the same game from either side: P(win) of one is 1 - P(win) of the other.
    for s in _positions(5):
        left = len(s.deck) + (s.drawn is not None)
        a, b = features(s, 0, left, s.turn), features(s, 1, left, s.turn)
        assert all(abs(x + y) < 1e-9 for x, y in zip(a[1:], b[1:], strict=True))
        v = Value(2, False)
        assert abs(v.win(s, 0, left, s.turn) + v.win(s, 1, left, s.turn) - 1) < 1e-6


def test_the_next_card_is_counted_over_every_unseen_kind() -> None:
    for s in _positions(6):
        kinds = card_kinds(s)
        assert sum(n for _, n in kinds) == len(unseen_cards(s))
        cards = s.catalogue.by_id
        assert len({(cards[c].src, cards[c].dst, cards[c].sign) for c, _ in kinds}) == len(kinds)


def test_choice_depends_on_seed_and_public_table_only() -> None:
    def small() -> ForesightBot:
        bot = ForesightBot(9)
        bot.budget = SMALL
        return bot

    for s in _positions(4)[:4]:
        assert_reads_only_the_public_table(small, s)


@pytest.mark.parametrize("richest", [False, True])
def test_plays_legal_moves_to_the_end_at_the_fewest_and_most_seats(richest: bool) -> None:
    for seats in (PENTAGRAM.min_seats, PENTAGRAM.max_seats):
        s = new_game(PentagramSetup(tuple(f"P{i}" for i in range(seats)), 21 + seats, True, richest, 0),
                     narrate=False)
        bots = [ForesightBot(k) for k in range(seats)]
        for bot in bots:
            bot.budget = SMALL
        while s.result is None:
            a = bots[s.turn].choose(s)
            assert why_illegal(s, a) is None
            apply(s, a)
        assert s.result.winners


def test_the_kind_is_offered_and_made() -> None:
    assert set(LEVELS) <= {k.kind for k in PENTAGRAM.bot_kinds()}
    for kind in LEVELS:
        assert isinstance(PENTAGRAM.make_game_bot(kind, 1), ForesightBot)


def test_the_fit_reads_its_own_games_and_gives_a_row_per_stretch_of_deck() -> None:
    samples = [row for g in range(3) for row in play(2, 500 + g, False, 0.1)]
    assert all(len(x) == len(FEATURES) and y in (0.0, 0.5, 1.0) for _, x, y in samples)
    rows, notes = fit_model(samples)
    assert len(rows) == len(notes) == (max(left for left, _, _ in samples) - 1) // BUCKET + 1
    assert all(len(r) == len(FEATURES) for r in rows)
