"""Reports that cannot go stale (issue 41, part 3): every published balance run is listed in
docs/balance/published.yaml, and every run it calls current still plays as stored.

A few games of each current run are played again with `lab --check`'s code (the cheapest ones,
so the file stays fast); a change of the rules, the bots or the cards that changes them fails
here until the report is re-run, or marked "as of commit" in the report and the manifest.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.lab import check, published, stored
from game.lab.runner import _iter_results

ROOT = Path(__file__).resolve().parents[1]
BALANCE = ROOT / "docs" / "balance"
MANIFEST = BALANCE / "published.yaml"
RUNS = published.load(MANIFEST)
CURRENT = [entry for entry in RUNS if entry.current]
GAMES = 2  # a run's cheapest games played again
NOT_LAB_RUNS = ("campaign",)  # chapters measured by the campaign tool (docs/campaign.md)
RUN_FILES = ("summary.json", "games.jsonl", "run.json")


def _run_folders() -> set[str]:
    """Every folder under docs/balance/ that holds what a run leaves: a report's data, records, a
    saved setup, or kept summaries and probe records."""
    out = set()
    for folder in [BALANCE, *(p for p in BALANCE.rglob("*") if p.is_dir())]:
        rel = folder.relative_to(BALANCE)
        if rel.parts and rel.parts[0] in NOT_LAB_RUNS:
            continue
        names = {p.name for p in folder.iterdir() if p.is_file()}
        if names & set(RUN_FILES) or any(n.endswith(("-summary.json", ".jsonl")) for n in names):
            out.add(rel.as_posix())
    return out


def test_every_run_folder_is_listed() -> None:
    listed = {entry.run for entry in RUNS}
    missing = sorted(_run_folders() - listed)
    assert not missing, f"runs under docs/balance/ not in {MANIFEST.name}: {missing}"


@pytest.mark.parametrize("entry", RUNS, ids=lambda e: e.run)
def test_a_listed_run_exists_and_its_claims_hold(entry: published.Published) -> None:
    path = BALANCE / entry.run
    assert path.exists(), f"{MANIFEST.name}:{entry.line}: {entry.run} is not under docs/balance/"
    has_records = (path / stored.RECORDS_FILE).is_file()
    assert entry.records == has_records or entry.within is not None, (
        f"{MANIFEST.name}:{entry.line}: {entry.run} says records: {str(entry.records).lower()}, "
        f"but its folder {'has' if has_records else 'has no'} {stored.RECORDS_FILE}")
    for report in entry.reports:
        text = " ".join((ROOT / report).read_text().split())  # a phrase may wrap
        parent = Path(entry.run).parent.as_posix()
        named = (f"balance/{entry.run}" in text or Path(entry.run).name in text
                 or (parent != "." and f"balance/{parent}/" in text))
        assert named, f"{report} does not name {entry.run}"
        if entry.as_of is not None:
            assert f"as of commit {entry.as_of}" in text, f"{report} must say 'as of commit {entry.as_of}'"
        if not entry.records:
            assert "cannot be re-checked" in text, f"{report} must say its figures cannot be re-checked"
    if entry.current:
        stored.read(path)  # a setup and records that --check can play


@pytest.fixture(scope="module")
def replayed() -> dict[str, list[check.Outcome]]:
    """The cheapest games of every current run, played again on two workers in one pool."""
    runs = {entry.run: stored.read(BALANCE / entry.run) for entry in CURRENT}
    jobs: list[tuple[Any, Any]] = []
    for name, run in runs.items():
        jobs += [((name, p), stored.job_of(run, run.records[p])) for p in check.cheapest(run.records, GAMES)]
    # the longest first, so that the two workers finish together: a ladder's record holds its
    # decision times (a search ladder's game takes seconds); the other runs' take milliseconds
    def seconds(item: tuple[Any, Any]) -> float:
        run = runs[item[0][0]]
        return check.cost(run.records[item[0][1]]) / 1e6 if run.ladder else 0.0

    jobs.sort(key=seconds, reverse=True)
    out: dict[str, list[check.Outcome]] = {name: [] for name in runs}
    for (name, p), new, error in _iter_results(jobs, 2, check.play_stored):
        run = runs[name]
        out[name].append(check.Outcome(p, run.lines[p], run.records[p], new, error))
    return out


@pytest.mark.parametrize("entry", CURRENT, ids=lambda e: e.run)
def test_a_current_run_still_plays_as_stored(entry: published.Published,
                                             replayed: dict[str, list[check.Outcome]]) -> None:
    run = stored.read(BALANCE / entry.run)
    outcomes = replayed[entry.run]
    assert len(outcomes) == min(GAMES, len(run.records))
    differ = [check.describe(run, o) for o in outcomes if o.difference is not None]
    assert not differ, (f"{entry.run} is marked current in {MANIFEST.name}, but today's code plays it "
                        "differently; re-run it, or mark it as of its commit there and in "
                        f"{', '.join(entry.reports)}:\n" + "\n".join(differ))
