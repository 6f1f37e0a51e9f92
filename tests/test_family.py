"""The game family's spine: every game behind one interface, and what is shared works for all."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

import pytest
from conftest import ROOT

from game.bots import bot_kinds, bot_seed, make_bot
from game.family import GAMES, IllegalAction, Ruleset, UnknownGame, all_rulesets, ruleset
from game.family.match import Match
from game.family.records import load_record
from game.family.rng import Rng, finish_top

PROTOCOL = [name for name, _ in inspect.getmembers(Ruleset, inspect.isfunction) if not name.startswith("_")]
SEATS = {"initiatives": ("Alex", "Brooke", "Casey"), "pentagram": ("Alex", "Brooke", "Casey"),
         "projects": ("Alex", "Brooke", "Casey"), "life": ("Alex", "Brooke", "Casey"),
         "organism": ("Alex", "Brooke", "Casey")}


def _match(game_id: str, seed: int = 4) -> Match:
    rules = ruleset(game_id)
    return Match(rules, rules.make_setup(SEATS[game_id], seed))


def _advance(match: Match, steps: int, seed: int = 1) -> None:
    rng = Rng(seed)
    for _ in range(steps):
        if match.state.result is not None:
            return
        match.play(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_implements_the_whole_interface(game_id: str) -> None:
    rules = ruleset(game_id)
    missing = [m for m in PROTOCOL if not callable(getattr(rules, m, None))]
    assert missing == []
    assert rules.id == game_id and rules.title and rules.tagline
    assert 1 <= rules.min_seats <= rules.max_seats
    assert rules.default_bot in bot_kinds(rules) and (ROOT / rules.rules_doc).is_file()
    assert len({s.name for s in rules.switches()}) == len(rules.switches())


def test_an_unknown_game_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(UnknownGame, match=r"unknown game .chess. .*initiatives, pentagram"):
        ruleset("chess")
    assert [r.id for r in all_rulesets()] == list(GAMES)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_match_replays_exactly_from_its_record_and_undoes_exactly(game_id: str) -> None:
    match = _match(game_id)
    _advance(match, 25)
    rules = match.rules
    again = Match.from_dict(json.loads(match.to_json()))
    assert again.rules is rules
    assert rules.observe(again.state) == rules.observe(match.state)
    assert rules.fingerprint(again.state) == rules.fingerprint(match.state)
    prefix = Match(rules, match.setup)
    for a in match.actions[:-3]:
        prefix.play(a)
    match.undo(3)
    assert rules.observe(match.state) == rules.observe(prefix.state)
    assert match.state.rng.state == prefix.state.rng.state


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_refused_action_changes_nothing_and_says_why(game_id: str) -> None:
    match = _match(game_id)
    _advance(match, 5)
    rules, state = match.rules, match.state
    before, rng = rules.observe(state), state.rng.state
    bad = rules.parse_action({"pentagram": "worker", "organism": "introduce MMM"}.get(game_id, "pass"))
    reason = rules.why_illegal(state, bad)
    assert isinstance(reason, str) and reason
    with pytest.raises(IllegalAction, match=reason[:20]):
        rules.apply(state, bad)
    assert rules.observe(state) == before and state.rng.state == rng


def test_the_default_game_keeps_its_save_format_and_other_games_name_themselves() -> None:
    mm, pg = _match("initiatives"), _match("pentagram")
    assert "game" not in mm.to_dict()  # saves from before the family still read the same way
    assert pg.to_dict()["game"] == "pentagram"
    with pytest.raises(UnknownGame, match="field 'game'"):
        Match.from_dict({**pg.to_dict(), "game": "chess"})


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("kind", ["random", "search-easy"])
def test_shared_bots_play_every_game_without_touching_the_table(game_id: str, kind: str) -> None:
    match = _match(game_id)
    _advance(match, 4)
    rules, state = match.rules, match.state
    before, rng = rules.observe(state), state.rng.state
    first = make_bot(kind, 11, rules).choose(state)
    assert first in rules.legal_actions(state)
    assert rules.observe(state) == before and state.rng.state == rng
    assert make_bot(kind, 11, rules).choose(state) == first  # seed + public table decide it


def test_a_game_offers_its_own_bots_and_refuses_anothers() -> None:
    assert {"greedy", "spoiler"} <= set(bot_kinds("pentagram"))
    assert "stability" not in bot_kinds("pentagram") and "stability" in bot_kinds("initiatives")
    with pytest.raises(ValueError, match="unknown bot 'stability' for Pentagram 2"):
        make_bot("stability", 1, "pentagram")


def test_one_bot_seed_formula_for_table_simulate_and_lab() -> None:
    from game.ui.saves import SeatConfig
    from game.ui.session import Session

    match = _match("pentagram", seed=9)
    seats = [SeatConfig("Alex", "blue", "greedy"), SeatConfig("Brooke", "red", "random"),
             SeatConfig("Casey", "green", "human")]
    session = Session(match, seats, autosave=False)
    assert session.bots[0].seed == bot_seed(9, 0)
    assert session.bots[1].rng.state == bot_seed(9, 1)
    assert bot_seed(5, 2, 3) == (5 + 7919 * 3 + 104729 * 3) % 2**64  # the lab's published formula


def test_rng_shuffle_is_fisher_yates_on_next64() -> None:
    for seed in (0, 1, 2**63 + 5):
        items, ref = list(range(61)), list(range(61))
        a, b = Rng(seed), Rng(seed)
        a.shuffle(items)
        for i in range(len(ref) - 1, 0, -1):
            j = b.next64() % (i + 1)
            ref[i], ref[j] = ref[j], ref[i]
        assert items == ref and a.state == b.state


@pytest.mark.parametrize("size", [0, 1, 2, 40, 61])
def test_a_deferred_shuffle_deals_what_the_whole_shuffle_deals(size: int) -> None:
    """Bots' sampled worlds settle a deck card by card as it is drawn: the same cards in the same
    order as a whole shuffle, and the generator left where the whole shuffle leaves it."""
    for seed in (3, 2**64 - 1):
        whole, lazy = list(range(size)), list(range(size))
        a, b = Rng(seed), Rng(seed)
        a.shuffle(whole)
        deferred = b.shuffle_later(lazy)
        assert a.state == b.state
        assert sorted(lazy) == sorted(whole)  # the contents are public all along
        drawn = []
        while lazy:
            deferred = finish_top(lazy, deferred)
            drawn.append(lazy.pop())
        assert drawn == whole[::-1]


def test_a_sampled_world_draws_as_if_its_decks_were_shuffled_whole() -> None:
    from game.games.initiatives.observe import determinize
    from game.games.initiatives.rules import _draw

    match = _match("initiatives", seed=8)
    _advance(match, 5)
    world = determinize(match.state, 77)
    ref = match.state.clone()
    rng = Rng(77)
    for name in ("event_deck", "pattern_deck"):
        getattr(ref, name).sort()
        rng.shuffle(getattr(ref, name))
    pattern_top = ref.pattern_deck[::-1]
    assert [_draw(world, "pattern") for _ in range(len(pattern_top))] == pattern_top
    assert world.deferred is not None and world.deferred.get("pattern_deck") is not None
    assert match.state.deferred is None  # the real game never defers


def test_a_published_lab_game_replays_record_for_record() -> None:
    """The move onto the spine changed no behaviour: game 0 of the published four-search run."""
    from game.games.initiatives.options import Variants
    from game.lab.runner import make_jobs, play_job

    published = json.loads((ROOT / "docs/balance/four-search/games.jsonl").open().readline())
    # played before I1's amendment and DI20's adoption, under the then defaults: the starting
    # player first every round, every seat with the same tokens
    then = Variants(fixed_first_player=True, turn_order_tokens=False)
    # ... and before I19 (a turn ended with its second action) and DI23 (four seats' own numbers)
    job = make_jobs(2026, 4, 4, ["search-lab"], ["standard"], then, None,
                    switches=("no_late_conversion", "no_four_seat_table"))[0]
    assert (job.seed, job.start_player) == (published["seed"], published["start"])
    assert play_job(job) == published


def test_a_pentagram_record_replays_the_seeds_daisy_chain() -> None:
    record = load_record(str(ROOT / "docs/examples/pentagram_daisy_chain.yaml"))
    assert record.rules.id == "pentagram"
    match = Match(record.rules, record.setup)
    for text in record.actions:
        match.play(text)
    alex = match.state.players[0]
    assert alex.fortunes == [2, 3, 6, 9, 3] and alex.home == 3


def test_a_record_naming_an_unknown_game_is_one_line_with_its_line(tmp_path: Path) -> None:
    from game.family.errors import RecordError

    path = tmp_path / "r.yaml"
    path.write_text("players: [A, B]\n\ngame: chess\n")
    with pytest.raises(RecordError, match=r"r\.yaml:3: field 'game': unknown game 'chess'"):
        load_record(str(path))


# -- the command line, for a game other than the default -------------------------------------
def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    from game.cli import main

    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_plays_pentagram_and_reports_how_games_end(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(capsys, "simulate", "--game", "pentagram", "--players", "3", "--games", "6",
                          "--bots", "greedy", "random", "--quiet", "--json")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert data["reasons"] == {"deck_out": 1.0} and data["games"] == 6
    assert data["mean_rounds"] == 20.0  # 60 cards, 3 seats: 20 turns each
    assert abs(sum(data["seat_win_rates"]) - 1.0) < 1e-9


@pytest.mark.parametrize(("argv", "says"), [
    (["simulate", "--game", "pentagram", "--players", "1", "--games", "2"], "seats 2 to 5 players"),
    (["simulate", "--game", "pentagram", "--players", "2", "--games", "2", "--bots", "racer"],
     "unknown bot 'racer' for Pentagram 2"),
    (["simulate", "--game", "pentagram", "--players", "2", "--games", "2", "--variant", "long_game"],
     "long_game"),
    (["simulate", "--game", "chess", "--players", "2", "--games", "2"], "invalid choice: 'chess'"),
])
def test_bad_pentagram_command_lines_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                                   says: str) -> None:
    code, out, err = _cli(capsys, *argv)
    assert code == 2 and out == "" and len(err.splitlines()) == 1 and says in err


def test_lab_reports_pentagram_and_pools_only_its_own_runs(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    for out, seed in ((one, "1"), (two, "2")):
        code, _, err = _cli(capsys, "lab", "--game", "pentagram", "--players", "2", "--games", "4",
                            "--bots", "greedy", "random", "--seed", seed, "--workers", "1", "--quiet",
                            "--variant", "short_game", "--out", str(out))
        assert code == 0, err
    summary = json.loads((one / "summary.json").read_text())
    assert summary["games"] == 4 and summary["switches"] == ["short_game"]
    assert summary["mean_rounds"] == 15.0  # 30 cards between 2 seats
    assert sum(summary["turn_position_win_rates"]) == pytest.approx(1.0)
    report = (one / "report.md").read_text()
    assert "## First-player advantage" in report and (one / "turn_position.png").is_file()
    code, out, err = _cli(capsys, "lab", "--game", "pentagram", "--players", "2", "--from", str(one),
                          str(two), "--out", str(tmp_path / "pooled"))
    assert code == 0, err
    assert json.loads((tmp_path / "pooled/summary.json").read_text())["games"] == 8
    code, out, err = _cli(capsys, "lab", "--game", "pentagram", "--players", "3", "--from", str(one),
                          "--out", str(tmp_path / "bad"))
    assert code == 2 and "not --game pentagram --players 3" in err
