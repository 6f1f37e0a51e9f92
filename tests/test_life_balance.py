"""Edition `life`: what the balance lab records of a game, the card report it feeds, and the
search bot's sense of how far off the end is (docs/life-balance.md)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game.bots import make_bot
from game.family import ruleset
from game.games.initiatives import Variants
from game.games.life import balance
from game.games.life.actions import Action
from game.games.life.bots import NEEDED_VALUE, TOKEN_VALUE, rewards, rounds_left, seat_value
from game.games.life.rules import apply, new_game
from game.games.life.setup import LifeSetup
from game.games.life.state import TALLY_KINDS, LifeState, ProjectSlot
from game.lab.family import play as lab_play
from game.lab.runner import make_jobs
from game.simulate import play_one

NAMES = ("Alex", "Brooke", "Casey", "Drew")


def make(n: int = 4, seed: int = 3) -> LifeState:
    return new_game(LifeSetup(NAMES[:n], seed, start_player=0, fixed_first_player=True))


def test_the_tally_counts_each_seats_actions_and_completions_are_kept() -> None:
    s = make()
    s.row[0] = ProjectSlot(s.cards.projects["footbridge"])  # E E R R
    s.players[0].tokens = [2, 2, 0, 0, 0]
    apply(s, Action.parse("contribute footbridge EER"))
    apply(s, Action.parse("acquire ER"))
    apply(s, Action.parse("acquire ER"))  # Brooke
    apply(s, Action.parse("give p1 E"))
    apply(s, Action.parse("contribute footbridge R"))  # Casey completes it
    alex = dict(zip(TALLY_KINDS, s.tally[0], strict=True))
    assert alex["contribute"] == 1 and alex["acquire"] == 1 and alex["give"] == 0
    brooke = dict(zip(TALLY_KINDS, s.tally[1], strict=True))
    assert brooke["give"] == 1 and brooke["acquire"] == 1 and brooke["contribute"] == 0
    assert s.tally[2][TALLY_KINDS.index("contribute")] == 1
    assert s.completed == [("footbridge", (0, 2))]
    clone = s.clone()
    assert clone.tally == s.tally and clone.completed == s.completed


def test_a_lab_game_records_the_editions_fields() -> None:
    job = make_jobs(5, 1, 3, ["search-easy"], ["standard"], Variants(), None, "life")[0]
    rec = lab_play(job)
    for key in ("tracks", "patterns", "tally", "projects_dealt", "projects_done", "drift",
                "drift_history", "mitigated"):
        assert key in rec
    assert len(rec["tracks"]) == 3 and len(rec["drift_history"]) == rec["rounds"]
    assert all(len(t) == len(TALLY_KINDS) for t in rec["tally"])
    json.dumps(rec)  # plain data


def test_the_card_report_reads_lab_runs(tmp_path: Path) -> None:
    jobs = make_jobs(7, 2, 2, ["random"], ["standard"], Variants(), None, "life")
    with (tmp_path / "games.jsonl").open("w") as f:
        for job in jobs:
            f.write(json.dumps(lab_play(job)) + "\n")
    assert balance.main([str(tmp_path)]) == 0
    data = json.loads((tmp_path / "cards.json").read_text())
    assert data["games"] == 2 and len(data["patterns"]) == 90 and len(data["projects"]) == 24
    seed_rows = [r for r in data["projects"] if r["id"] == "stewardship_retrofit"]
    assert seed_rows[0]["exempt"]
    assert "## Cards" in (tmp_path / "cards.md").read_text()


def test_DL18_the_card_test_judges_the_layer_10_tiles_apart() -> None:
    """The tile that ends the game wins with its contributors in every game: as worded, the test
    flags it; judged apart (DL18) it is reported, and the rest are judged without it."""
    from game.games.life.cards import default_cards

    cards = default_cards()
    others = [c for c, p in cards.projects.items() if p.layer < 10 and not p.seed_example]
    rng = random.Random(5)
    records = []
    for i in range(120):
        winner = i % 4
        ender = winner if rng.random() < 0.75 else (winner + 1) % 4  # its contributor mostly wins
        done = [["regional_grid", [ender]]]
        done += [[c, rng.sample(range(4), 2)] for c in others]  # the rest: chance
        records.append({
            "scores": [10 + 5 * (s == winner) for s in range(4)], "winners": [winner],
            "turn_position": [0, 1, 2, 3], "reason": "layer10", "rounds": 7,
            "patterns": [[], [], [], []], "tracks": [[1, 1, 1]] * 4, "drift": 3,
            "mitigated": [1, 0], "tally": [[0] * len(TALLY_KINDS)] * 4,
            "projects_dealt": ["regional_grid", *others], "projects_done": done})
    s = balance.summarise(records, cards)
    assert "regional_grid" in s["holm_projects"]["flagged"]  # (its pull on the centre may flag more)
    assert s["holm_projects_without_layer10"]["flagged"] == []
    assert s["holm_projects_without_layer10"]["judged"] == s["holm_projects"]["judged"] - 1
    assert "judged apart (ruling DL18)" in balance.markdown(s, "cmd")


def test_rounds_left_shrinks_as_a_layer_10_project_fills_and_is_0_at_the_end() -> None:
    s = make()
    s.row = [ProjectSlot(s.cards.projects["stewardship_retrofit"]), None, None]
    far = rounds_left(s)
    s.row[0].paid = [2, 1, 1, 1, 1]  # one Support still missing
    near = rounds_left(s)
    assert near < far and near < 1
    s.end = "layer10"
    assert rounds_left(s) == 0


def test_a_lead_counts_for_more_when_the_end_is_near() -> None:
    s = make()
    s.players[0].social = 6  # Alex leads by 4
    s.row = [ProjectSlot(s.cards.projects["stewardship_retrofit"]), None, None]
    s.project_deck = [c for c in s.project_deck if s.cards.projects[c].layer != 10]
    far = rewards(s)[0]
    s.row[0].paid = [2, 1, 1, 1, 1]
    assert rewards(s)[0] > far


def test_a_token_the_row_still_needs_is_worth_more_than_one_it_does_not() -> None:
    """The stall of docs/life-balance.md: the Row needed ☀️ and 🔁 and every seat held 💎."""
    s = make()
    s.row = [ProjectSlot(s.cards.projects["stewardship_retrofit"]), None, None]
    s.row[0].paid = list(s.row[0].card.need)
    s.row[0].paid[0] -= 1  # one ☀️ still needed
    s.players[0].tokens = [0, 0, 0, 0, 0]
    bare = seat_value(s, 0, left=10)
    s.players[0].tokens = [1, 0, 0, 0, 0]
    one_needed = seat_value(s, 0, left=10) - bare
    s.players[0].tokens = [2, 0, 0, 0, 0]
    second = seat_value(s, 0, left=10) - bare - one_needed  # the Row needs only one
    assert abs(one_needed - NEEDED_VALUE) < 1e-9 and TOKEN_VALUE[0] < NEEDED_VALUE
    assert abs(second - TOKEN_VALUE[0]) < 1e-9
    s.players[0].tokens = [0, 0, 0, 1, 0]
    assert abs(seat_value(s, 0, left=10) - bare - TOKEN_VALUE[3]) < 1e-9 < one_needed - TOKEN_VALUE[3]


def test_search_bots_play_a_life_game_to_its_end() -> None:
    rules = ruleset("life")
    setup = rules.make_setup(NAMES[:3], 11, [], 0)
    state, steps = play_one(setup, [make_bot("search-easy", k, rules) for k in range(3)],
                            rules.default_cards(), rules)
    assert state.result is not None and steps > 10


def test_the_tuned_project_supply_holds_four_layer_10_tiles() -> None:
    """docs/life-balance.md: with 6 of the 24 tiles at Layer 10 most deals open with one in the
    Row and games end in 3-4 rounds; the tuned supply has 4, the seed's Stewardship Retrofit (7
    icons) and three of 10 icons."""
    from game.games.life.cards import default_cards

    cards = default_cards()
    tens = {c: p.icons for c, p in cards.projects.items() if p.layer == 10}
    assert tens == {"stewardship_retrofit": 7, "regional_grid": 10, "forest_guardians": 10,
                    "future_fund": 10}


def test_the_card_report_reads_a_stopped_run_to_its_last_whole_deal(tmp_path: Path) -> None:
    jobs = make_jobs(9, 3, 2, ["random"], ["standard"], Variants(), None, "life")
    with (tmp_path / "games.partial.jsonl").open("w") as f:
        for job in reversed(jobs):  # any order; the third game's deal is not whole
            f.write(json.dumps(lab_play(job)) + "\n")
        f.write('{"index": 3, "cut off')  # a line cut off mid-write
    assert [r["index"] for r in balance.read_runs([str(tmp_path)])] == [0, 1]
    assert balance.main([str(tmp_path), "--stem", "report"]) == 0
    assert (tmp_path / "report.md").exists() and (tmp_path / "summary.json").exists()


def test_the_chance_rate_of_the_project_test_comes_from_shuffled_results() -> None:
    """A Project whose contributors always win is flagged by the real test; with each game's
    results shuffled among its seats it is no longer tied to winning, so luck flags it (or any
    card) in few trials, and the shuffle keeps each game's scores and winner together."""
    from game.games.life.cards import default_cards

    cards = default_cards()
    others = [c for c, p in cards.projects.items() if p.layer < 10 and not p.seed_example]
    strong, rest = others[0], others[1:]
    rng = random.Random(3)
    records = []
    for i in range(200):
        winner = i % 4
        done = [[strong, [winner]]] + [[c, rng.sample(range(4), 2)] for c in rest]
        records.append({
            "scores": [10 + 5 * (s == winner) for s in range(4)], "winners": [winner],
            "turn_position": [0, 1, 2, 3], "reason": "layer10", "rounds": 7,
            "patterns": [[], [], [], []], "tracks": [[1, 1, 1]] * 4, "drift": 3,
            "mitigated": [1, 0], "tally": [[0] * len(TALLY_KINDS)] * 4,
            "projects_dealt": others, "projects_done": done})
    s = balance.summarise(records, cards, chance_trials=20)
    assert strong in s["holm_projects_without_layer10"]["flagged"]
    chance = s["project_flags_by_chance"]
    assert chance["trials"] == 20 and chance["at_least_one"] <= 0.25
    again = balance._with_seats_shuffled(records[5], random.Random(1))
    assert again["scores"][again["winners"][0]] == 15 and sorted(again["scores"]) == [10, 10, 10, 15]
    assert "By luck alone" in balance.markdown(s, "cmd")
    assert balance.summarise(records[:8], cards)["project_flags_by_chance"] is None
