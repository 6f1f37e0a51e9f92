"""``meaning-made lab --campaign FILE``: how hard each chapter is, measured by bots.

Every chapter is played ``games`` times with a bot in the player's seat (the default search bot
unless told otherwise) and the chapter's own bots in the others, each game evaluated exactly as
the debrief evaluates a player's (game.campaign.objectives.Tracker). The report is each chapter's
one-star rate — the share of games that met the objective — with its 95 % interval, and the
mean stars. Games run in worker processes; a game is rebuilt from its job alone, so a run is
reproducible from its command line.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.bots import bot_seed, make_bot
from game.campaign.loader import load_campaign
from game.campaign.objectives import Tracker
from game.campaign.play import new_match
from game.campaign.schema import Campaign

MIX = 0x9E3779B97F4A7C15
DEFAULT_BOT = "search"  # the default search bot: what the difficulty curve is measured with


@dataclass(frozen=True)
class ChapterJob:
    campaign_path: str
    chapter: str
    index: int  # game number within the chapter
    seed: int  # the deal (a fixed-seed chapter keeps its own)
    bot: str  # the bot in the player's seat


def game_seed(base: int, chapter_no: int, index: int) -> int:
    return (base + (chapter_no * 1000 + index + 1) * MIX) % 2**64


def make_jobs(campaign: Campaign, games: int, bot: str, base_seed: int,
              chapters: list[str] | None = None) -> list[ChapterJob]:
    """Every chapter's games, dealt round the chapters (game 1 of each, then game 2…), so that a
    run stopped early has measured every chapter about equally."""
    jobs = []
    for i in range(games):
        for k, chapter in enumerate(campaign.chapters):
            if chapters and chapter.id not in chapters:
                continue
            seed = chapter.seed if chapter.seed is not None else game_seed(base_seed, k, i)
            jobs.append(ChapterJob(campaign.path, chapter.id, i, seed, bot))
    return jobs


_CAMPAIGNS: dict[str, Campaign] = {}


def play_job(job: ChapterJob) -> dict[str, Any]:
    """One chapter game, bots in every seat; what the report needs from it."""
    if job.campaign_path not in _CAMPAIGNS:
        _CAMPAIGNS[job.campaign_path] = load_campaign(job.campaign_path)
    chapter = _CAMPAIGNS[job.campaign_path].chapter(job.chapter)
    match = new_match(chapter, job.seed)
    seat = chapter.player_seat
    bots = [make_bot(s.bot or job.bot, bot_seed(job.seed, k, job.index), chapter.game)
            for k, s in enumerate(chapter.seats)]
    tracker = Tracker(chapter.objective, seat, chapter.game)
    tracker.observe(match.state)
    state = match.state
    while state.result is None:
        mover = state.to_move()
        match.play(bots[mover].choose(state))
        state = match.state
        tracker.observe(state, match.last_events)
    ev = tracker.evaluate(state)
    return {"chapter": job.chapter, "index": job.index, "seed": job.seed, "stars": ev.stars,
            "measure": ev.measure, "required_ok": ev.required_ok, "reason": state.result.reason,
            "rounds": state.round}


def _results(jobs: list[ChapterJob], workers: int) -> Iterator[dict[str, Any]]:
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield play_job(job)
        return
    import multiprocessing as mp

    from game.lab.runner import _worker_start

    with mp.get_context("spawn").Pool(workers, initializer=_worker_start) as pool:
        yield from pool.imap_unordered(play_job, jobs, chunksize=1)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a rate of k in n."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarise(campaign: Campaign, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    rows = []
    for chapter in campaign.chapters:
        games = [r for r in records if r["chapter"] == chapter.id]
        if not games:
            continue
        n = len(games)
        one = sum(r["stars"] >= 1 for r in games)
        lo, hi = wilson(one, n)
        rows.append({
            "chapter": chapter.id, "title": chapter.title, "games": n,
            "one_star": one / n, "low": lo, "high": hi,
            "two_stars": sum(r["stars"] >= 2 for r in games) / n,
            "three_stars": sum(r["stars"] >= 3 for r in games) / n,
            "mean_stars": sum(r["stars"] for r in games) / n,
            "collapse": sum(r["reason"] == "collapse" for r in games) / n,
            "mean_rounds": sum(r["rounds"] for r in games) / n,
        })
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    lines = ["| # | chapter | games | one star | 95 % interval | two | three | mean stars | collapse "
             "| rounds |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for k, r in enumerate(rows, 1):
        lines.append(f"| {k} | {r['title']} | {r['games']} | **{r['one_star']:.0%}** | "
                     f"{r['low']:.0%}–{r['high']:.0%} | {r['two_stars']:.0%} | {r['three_stars']:.0%} | "
                     f"{r['mean_stars']:.2f} | {r['collapse']:.0%} | {r['mean_rounds']:.1f} |")
    return "\n".join(lines)


def run(campaign: Campaign, games: int, bot: str, seed: int, workers: int,
        chapters: list[str] | None = None, out: Path | None = None,
        progress: Any = None) -> list[dict[str, Any]]:
    jobs = make_jobs(campaign, games, bot, seed, chapters)
    records = []
    log = None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        log = (out / "games.jsonl").open("w")  # each game as it ends: a stopped run keeps them
    try:
        for rec in _results(jobs, workers):
            records.append(rec)
            if log is not None:
                log.write(json.dumps(rec) + "\n")
                log.flush()
            if progress is not None:
                progress.update(1)
    finally:
        if log is not None:
            log.close()
    records.sort(key=lambda r: ([c.id for c in campaign.chapters].index(r["chapter"]), r["index"]))
    rows = summarise(campaign, records)
    if out is not None:
        (out / "games.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))  # in order
        (out / "summary.json").write_text(json.dumps({"campaign": campaign.id, "bot": bot, "seed": seed,
                                                      "games_per_chapter": games, "chapters": rows},
                                                     indent=1) + "\n")
        (out / "report.md").write_text(f"# Campaign {campaign.title}: one-star rates\n\n"
                                       f"{games} games a chapter, `{bot}` in the player's seat, "
                                       f"seed {seed}.\n\n{table(rows)}\n")
    return rows


def run_command(args: Any) -> int:
    """``meaning-made lab --campaign FILE [--games G] [--bots KIND] [--seed S] [--workers W]
    [--out DIR]``: one line on stderr and exit 2 for a bad campaign or option."""
    import os
    import sys

    from game.bots import bot_kinds
    from game.campaign.loader import CampaignError
    from game.family.files import folder_problem

    def usage(message: str) -> int:
        print(f"meaning-made lab: {message}", file=sys.stderr)
        return 2

    extra = [flag for flag, given in (("--players", args.players), ("--from", args.from_runs),
                                      ("--resume", args.resume), ("--scheduler", args.scheduler),
                                      ("--variant", args.variant), ("--cards", args.cards),
                                      ("--solo-difficulty", args.solo_difficulty),
                                      ("--conversion", args.conversion)) if given]
    if extra:
        return usage(f"{extra[0]} does not go with --campaign: each chapter sets up its own games")
    try:
        campaign = load_campaign(args.campaign)
    except CampaignError as exc:
        for line in exc.errors:
            print(line, file=sys.stderr)
        return 2
    bots = args.bots or [DEFAULT_BOT]
    if len(bots) != 1:
        return usage("--campaign takes one bot kind: the one in the player's seat")
    for chapter in campaign.chapters:
        if bots[0] not in bot_kinds(chapter.game):
            return usage(f"unknown bot '{bots[0]}' for {chapter.game} (chapter '{chapter.id}')")
    out = Path(args.out) if args.out else None
    if out is not None and folder_problem(out):
        return usage(f"--out {folder_problem(out)}")
    games = args.games or 20
    workers = args.workers or min(2, os.cpu_count() or 1)
    from tqdm import tqdm

    bar = tqdm(total=games * len(campaign.chapters), desc="chapter games", unit=" games",
               file=sys.stderr, disable=args.quiet, leave=False)
    try:
        rows = run(campaign, games, bots[0], args.seed or 0, workers, out=out, progress=bar)
    except KeyboardInterrupt:
        return usage("interrupted; nothing was written")
    finally:
        bar.close()
    print(f"{campaign.title}: {games} games a chapter, {bots[0]} in the player's seat, seed {args.seed or 0}")
    print(table(rows))
    if out is not None:
        print(f"report: {out / 'report.md'}")
    return 0
