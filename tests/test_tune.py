"""The tuner (`meaning-made lab --tune`, issue 41 part 1): its spec, its games, its folder.

Cheap throughout: `projects` at two seats with random bots (about 20 ms a game), three trials of a
few games; nothing here measures a balance or a time."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game.cli import main
from game.family.paths import CARDS_ROOT
from game.lab import tune, tune_play
from game.lab.tune_spec import TuneSpecError, read

pytest.importorskip("optuna")

SPEC = """\
game: projects
seed: 7
bots: random
trials: 3
rungs: [4, 8]
confirm: 8
change:
  - card: great_storm
    field: drift
    range: [1, 5]
  - rule: setup:HEAD_START_MAX
    range: [0, 3]
tables:
  - players: 2
    targets:
      - metric: reasons.collapse
        band: [0.1, 0.35]
      - metric: turn_position_spread
        band: [0, 0.08]
"""


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write_spec(tmp_path: Path, text: str = SPEC, name: str = "spec.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def tune_cli(capsys, spec: Path, out: Path, *more: str) -> tuple[int, str, str]:
    return run_cli(capsys, "lab", "--tune", str(spec), "--out", str(out), "--workers", "1", "--quiet", *more)


def shipped_cards() -> dict[str, str]:
    return {str(p.relative_to(CARDS_ROOT)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(CARDS_ROOT.rglob("*")) if p.is_file()}


# --- the spec, off the happy path -------------------------------------------------------------

BROKEN = [
    ("game: [projects\n", "spec.yaml:2:", "expected ',' or ']'"),  # YAML itself: no field to name
    (SPEC.replace("trials: 3", "trails: 3"), "spec.yaml:4: field 'trails'", "unknown field"),
    (SPEC.replace("game: projects", "game: chess"), "spec.yaml:1: field 'game'", "must be one of"),
    (SPEC.replace("range: [1, 5]", "range: [5, 1]"), "spec.yaml:10: field 'change[0].range'",
     "low 5 is above high 1"),
    (SPEC.replace("range: [1, 5]", "range: [3, 3]"), "field 'change[0].range'", "nothing to search"),
    (SPEC.replace("range: [1, 5]", "range: [1, 5.5]"), "field 'change[0].range'", "between whole numbers"),
    (SPEC.replace("range: [1, 5]", "range: [1, 9]"), "spec.yaml:10: field 'change[0].range'",
     "the card loader refuses great_storm.drift = 9"),
    (SPEC.replace("card: great_storm", "card: great_stormy"), "spec.yaml:8: field 'change[0].card'",
     "unknown card 'great_stormy'"),
    (SPEC.replace("field: drift", "field: drit"), "spec.yaml:9: field 'change[0].field'",
     "has no field 'drit' written (its numbers: drift)"),
    (SPEC.replace("field: drift", "field: name"), "field 'change[0].field'", "not a number"),
    (SPEC.replace("setup:HEAD_START_MAX", "setup:HEAD_START_MOST"), "spec.yaml:11: field 'change[1].rule'",
     "has no constant HEAD_START_MOST"),
    (SPEC.replace("setup:HEAD_START_MAX", "setup:SWITCH_NAMES"), "field 'change[1].rule'", "not a number"),
    (SPEC.replace("rule: setup:HEAD_START_MAX", "option: threshold"), "field 'change[1].option'",
     "unknown setup option"),
    (SPEC.replace("bots: random", "bots: [random, wizard]"), "spec.yaml:3: field 'bots'",
     "unknown bot 'wizard'"),
    (SPEC.replace("players: 2", "players: 9"), "field 'tables[0].players'", "from 1 to 6"),
    (SPEC.replace("metric: reasons.collapse", "metric: reasons collapse"),
     "field 'tables[0].targets[0].metric'", "a path into the lab's summary.json"),
    (SPEC.replace("rungs: [4, 8]", "rungs: [8, 4]"), "spec.yaml:5: field 'rungs'",
     "more games than the one before"),
    (SPEC.replace("band: [0, 0.08]", "band: [0, high]"), "field 'tables[0].targets[1].band'", "two numbers"),
    (SPEC.split("change:")[0] + "tables:" + SPEC.split("tables:")[1], "spec.yaml:1: field 'change'",
     "got nothing"),
]
BROKEN_IDS = ["yaml", "unknown-key", "unknown-game", "range-reversed", "range-empty", "int-range-float",
              "range-refused-by-loader", "unknown-card", "unknown-field", "field-not-a-number",
              "unknown-rule", "rule-not-a-number", "unknown-option", "unknown-bot", "players",
              "metric-syntax", "rungs", "band", "no-change"]


@pytest.mark.parametrize(("text", "where", "what"), BROKEN, ids=BROKEN_IDS)
def test_a_broken_spec_is_one_line_naming_file_line_and_field(tmp_path, text, where, what) -> None:
    spec = write_spec(tmp_path, text)
    with pytest.raises(TuneSpecError) as caught:
        read(spec)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(str(spec).replace("spec.yaml", "")), message
    assert where in message and what in message, message


def test_the_command_refuses_a_broken_spec_in_one_line_and_writes_nothing(tmp_path, capsys) -> None:
    spec = write_spec(tmp_path, SPEC.replace("field: drift", "field: drit"))
    code, out, err = tune_cli(capsys, spec, tmp_path / "out")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"meaning-made lab: {spec}:9: field 'change[0].field'")
    assert not (tmp_path / "out").exists()
    # a target the lab's summary does not hold is refused before the first trial, at its line
    spec = write_spec(tmp_path, SPEC.replace("metric: turn_position_spread", "metric: turn_spread"))
    code, _, err = tune_cli(capsys, spec, tmp_path / "out")
    assert code == 2 and "spec.yaml:18: field 'tables[0].targets[1].metric'" in err
    assert "'turn_spread' is not in the lab's summary" in err and err.count("\n") == 1
    # the spec says the game; lab's own setup options are refused beside --tune
    code, _, err = tune_cli(capsys, write_spec(tmp_path), tmp_path / "out", "--players", "2")
    assert code == 2 and "--players is the tune spec's to say" in err


# --- the games ------------------------------------------------------------------------------


def test_a_trials_card_and_rule_values_reach_the_game(tmp_path) -> None:
    from game.lab.family import job_table
    from game.lab.runner import make_jobs

    # the Event the first deal reveals in round 1 (the deal is by the cards' ids, not their numbers)
    rules, cards, setup, _ = job_table(make_jobs(11, 1, 2, ["random"], ["standard"], None, None,
                                                 "projects")[0])
    first = rules.new_state(setup, cards, narrate=False).event
    spec = read(write_spec(tmp_path, SPEC.replace("great_storm", first)))
    t = tune.Tune(spec, tmp_path / "t", 1, None, True, "test")

    def games(drift: int, head_start: int, folder: str, players: int) -> list[dict]:
        cand = tune.candidate(t, {f"{first}.drift": drift, "setup:HEAD_START_MAX": head_start},
                              tmp_path / folder)
        jobs = tune_play.make_tune_jobs(spec.game, 11, 4, players, ["random"], ["standard"], [],
                                        cand.options, cand.rules, cand.cards_folder)
        # the game's own loader reads the trial's card folder, with the trial's number in it
        assert job_table(jobs[0].job)[1].events[first].drift == drift
        return [tune_play.play(job) for job in jobs]

    # Meaning starts at 5 at three seats (two start at 7, DP18): a first Event of Drift 5 ends the
    # game in round 1, one of 1 does not
    harsh, mild = games(5, 2, "harsh", 3)[0], games(1, 2, "mild", 3)[0]
    assert (harsh["reason"], harsh["rounds"]) == ("collapse", 1) and mild["rounds"] > 1
    # no head start at four seats: the seats start level on Legacy, so other scores on the same deals
    level, today = games(2, 0, "level", 4), games(2, 2, "today", 4)
    assert [r["scores"] for r in level] != [r["scores"] for r in today]
    # and the constant is back as shipped once a game is over; the shipped file is untouched
    import game.games.projects.setup as projects_setup

    assert projects_setup.HEAD_START_MAX == 2
    assert "drift: 5" in (tmp_path / "harsh" / "cards" / "events.yaml").read_text()
    assert (tmp_path / "harsh" / "cards" / "events.yaml").read_text() != (
        CARDS_ROOT / "projects" / "events.yaml").read_text()


def test_a_rule_constant_is_set_in_every_module_holding_it_and_put_back() -> None:
    import game.games.projects.rules as projects_rules
    import game.games.projects.state as projects_state

    ref = tune_play.resolve_rule("projects", "rules:STALL_ROUND")
    assert {"game.games.projects.rules", "game.games.projects.state"} <= set(ref.holders)
    with tune_play.rule_values("projects", ((ref.module, ref.name, ref.index, 9),)):
        assert projects_rules.STALL_ROUND == projects_state.STALL_ROUND == 9
    assert projects_rules.STALL_ROUND == projects_state.STALL_ROUND == ref.value


def test_an_entry_of_a_table_of_tuples_is_one_rule_constant() -> None:
    import game.games.initiatives.setup as initiatives_setup
    from game.games.initiatives.options import Setup

    shipped = initiatives_setup.TURN_ORDER_TOKENS_AT
    ref = tune_play.resolve_rule("initiatives", "setup:TURN_ORDER_TOKENS_AT[4][3][2]")
    assert (ref.index, ref.value) == ((4, 3, 2), shipped[4][3][2])
    other = tune_play.resolve_rule("initiatives", "setup:TURN_ORDER_TOKENS_AT[4][1][0]")
    both = ((ref.module, ref.name, ref.index, 7), (other.module, other.name, other.index, 0))
    with tune_play.rule_values("initiatives", both):
        table = initiatives_setup.TURN_ORDER_TOKENS_AT
        assert table[4] == (shipped[4][0], (0, *shipped[4][1][1:]), shipped[4][2], (*shipped[4][3][:2], 7))
        assert table[:4] == shipped[:4] and table[5:] == shipped[5:]
        seats = initiatives_setup.new_game(Setup(("A", "B", "C", "D"), 3, start_player=0)).players
        assert seats[1].tokens[0] == seats[0].tokens[0] and seats[3].tokens[2] == seats[0].tokens[2] + 7
    assert initiatives_setup.TURN_ORDER_TOKENS_AT is shipped
    with pytest.raises(tune_play.RuleError, match=r"TURN_ORDER_TOKENS_AT\[4\]\[3\]\[2\] is not a tuple"):
        tune_play.resolve_rule("initiatives", "setup:TURN_ORDER_TOKENS_AT[4][3][2][0]")
    with pytest.raises(tune_play.RuleError, match="with an entry 9"):
        tune_play.resolve_rule("initiatives", "setup:TURN_ORDER_TOKENS_AT[4][9][0]")


def test_confirmation_seeds_are_disjoint_from_every_trials(tmp_path) -> None:
    spec = read(write_spec(tmp_path, SPEC.replace("rungs: [4, 8]", "rungs: [40, 400]")
                           .replace("confirm: 8", "confirm: 1600")))
    table = spec.tables[0]
    trials = tune.deal_seeds(tune.trial_seed(spec, table), table, table.games(spec.rungs[-1]))
    confirm = tune.deal_seeds(tune.confirm_seed(spec, table), table, table.games(spec.confirm))
    assert len(trials) == 200 and len(confirm) == 800 and not trials & confirm


# --- a whole tune ---------------------------------------------------------------------------


def _seeds(path: Path) -> set[int]:
    return {json.loads(line)["seed"] for line in path.read_text().splitlines()}


def test_a_tiny_tune_writes_proposal_report_plot_and_confirmation(tmp_path, capsys) -> None:
    before = shipped_cards()
    out = tmp_path / "out"
    code, stdout, err = tune_cli(capsys, write_spec(tmp_path), out)
    assert code == 0, err
    assert stdout.count("\ntrial ") + stdout.startswith("trial ") == 3 and "report:" in stdout
    report = (out / "report.md").read_text()
    trials = json.loads((out / "trials.json").read_text())["trials"]
    assert [t["number"] for t in trials] == [0, 1, 2]
    assert trials[0]["baseline"]  # today's values first
    assert trials[0]["params"] == {"great_storm.drift": 4, "setup:HEAD_START_MAX": 2}
    every = report.split("## Every trial")[1].splitlines()
    for t in trials:  # every trial in the report: values, games, objective, state
        assert t["state"] in ("complete", "pruned") and t["objective"] is not None
        row = next(line for line in every if line.startswith(f"| {t['number']}"))
        assert f"| {t['params']['great_storm.drift']} |" in row and f"| {t['state']} |" in row
    for png in ("search.png", "params.png"):
        assert (out / png).stat().st_size > 1000 and f"({png})" in report
    diff = (out / "proposal" / "cards.diff").read_text()
    assert diff.splitlines()[-1].startswith("summary: cards/projects -> proposal/cards")
    proposal = json.loads((out / "proposal" / "proposal.json").read_text())
    best = proposal["trial"]
    assert {c["name"]: c["proposed"] for c in proposal["changes"]} == trials[best]["params"]
    if trials[best]["params"]["great_storm.drift"] != 4:
        assert "event 'great_storm': drift: 4 -> " in diff
        assert "a/cards/projects/events.yaml" in (out / "proposal" / "cards.patch").read_text()
    # the confirmation: a lab report of fresh games, none of them a trial's
    confirm = out / "confirm" / "players-2"
    assert (confirm / "report.md").is_file()
    assert json.loads((confirm / "summary.json").read_text())["games"] == 8
    played = set().union(*(_seeds(p) for p in (out / "trials").glob("*/players-2/games.jsonl")))
    assert played and not played & _seeds(confirm / "games.jsonl")
    assert "Confirmation on fresh games" in report
    # the tuner changes no shipped file
    assert shipped_cards() == before
    code, stdout, _ = run_cli(capsys, "lab", "--resume", str(out))
    assert code == 0 and "nothing to resume" in stdout
    code, _, err = tune_cli(capsys, write_spec(tmp_path), out)
    assert code == 2 and "holds a tune already" in err


def _interrupt_after(monkeypatch, games: int) -> None:
    """Ctrl-C once ``games`` games of the whole tune are recorded."""
    from game.lab.checkpoint import Recorder

    record = Recorder.record
    count = [0]

    def record_then_stop(self, rec):
        record(self, rec)
        count[0] += 1
        if count[0] >= games:
            raise KeyboardInterrupt

    monkeypatch.setattr(Recorder, "record", record_then_stop)


def test_an_interrupted_tune_resumes_to_the_same_search(tmp_path, capsys, monkeypatch) -> None:
    spec = write_spec(tmp_path)
    code, _, err = tune_cli(capsys, spec, tmp_path / "whole")
    assert code == 0, err
    out = tmp_path / "run"
    with monkeypatch.context() as patch:  # mid-way through trial 1's first rung
        _interrupt_after(patch, 10)
        code, _, err = tune_cli(capsys, spec, out)
    assert code == 130
    assert err.strip().splitlines()[-1] == (f"meaning-made lab: interrupted: 1 of 3 trials done in {out} "
                                            "(every game played is kept); continue with: meaning-made lab "
                                            f"--resume {out}")
    assert len((out / "trials" / "0001" / "players-2" / "games.partial.jsonl").read_text().splitlines()) == 2
    with monkeypatch.context() as patch:  # and again in the confirmation
        _interrupt_after(patch, 14)
        code, _, _ = run_cli(capsys, "lab", "--tune", "--resume", str(out), "--workers", "1", "--quiet")
    assert code == 130
    code, _, err = run_cli(capsys, "lab", "--resume", str(out), "--workers", "1", "--quiet")
    assert code == 0, err
    whole, resumed = (json.loads((d / "trials.json").read_text()) for d in (tmp_path / "whole", out))
    for t in (*whole["trials"], *resumed["trials"]):
        t.pop("seconds")
    for c in (whole["confirmation"], resumed["confirmation"]):
        for t in c["tables"]:
            t.pop("seconds")
    assert resumed == whole
    for name in ("confirm/players-2/games.jsonl", "proposal/cards.diff", "trials/0002/players-2/games.jsonl"):
        assert (out / name).read_bytes() == (tmp_path / "whole" / name).read_bytes()


def test_resume_refuses_another_spec_or_changed_cards(tmp_path, capsys, monkeypatch) -> None:
    spec = write_spec(tmp_path)
    out = tmp_path / "run"
    with monkeypatch.context() as patch:
        _interrupt_after(patch, 3)
        assert tune_cli(capsys, spec, out)[0] == 130
    other = write_spec(tmp_path, SPEC.replace("trials: 3", "trials: 4"), "other.yaml")
    code, _, err = run_cli(capsys, "lab", "--tune", str(other), "--resume", str(out))
    assert code == 2 and "the tune was made with another spec" in err
    state = json.loads((out / "tune.json").read_text())
    (out / "tune.json").write_text(json.dumps({**state, "cards_digest": "0123456789ab"}))
    code, _, err = run_cli(capsys, "lab", "--resume", str(out))
    assert code == 2 and "the cards have changed since the tune started" in err


def test_the_documented_example_spec_reads() -> None:
    spec = read(Path(__file__).resolve().parents[1] / "docs" / "examples" / "tune_projects_two_seats.yaml")
    assert spec.game == "projects" and [t.players for t in spec.tables] == [2]
    assert {p.kind for p in spec.params} == {"card", "rule"}
    assert all(p.in_range(p.shipped) for p in spec.params)  # trial 0 plays today's values


EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "docs" / "examples").glob("tune_*.yaml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_shipped_example_spec_reads_with_todays_values_in_its_ranges(path: Path) -> None:
    # a ruling adopted from a tune moves a shipped value; the spec's ranges must still hold it,
    # or trial 0 would no longer play today's game
    spec = read(path)
    assert spec.params and spec.tables
    assert all(p.shipped is None or p.in_range(p.shipped) for p in spec.params), path.name


def test_values_tried_before_are_not_played_again(tmp_path, capsys) -> None:
    # two values to try and four trials: two of them must repeat an earlier trial's values
    text = SPEC.replace("trials: 3", "trials: 4").replace("range: [1, 5]", "range: [3, 4]")
    spec = write_spec(tmp_path, text.replace("  - rule: setup:HEAD_START_MAX\n    range: [0, 3]\n", ""))
    out = tmp_path / "out"
    code, stdout, err = tune_cli(capsys, spec, out)
    assert code == 0, err
    trials = json.loads((out / "trials.json").read_text())["trials"]
    twins = [t for t in trials if t["same_as"] is not None]
    assert len(twins) >= 2 and "whose games and objective stand for it" in stdout
    for t in twins:
        first = trials[t["same_as"]]
        assert t["params"] == first["params"] and t["objective"] == first["objective"]
        assert not (out / "trials" / f"{t['number']:04d}").exists()
