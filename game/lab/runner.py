"""Play lab games, in worker processes, and record what the report needs from each.

One game is fully described by (edition, players, difficulty, variants, card folder, bot kinds,
game seed): a worker rebuilds everything from those, so a run is reproducible from its command
line and the order the workers finish in does not matter (results are sorted by game index).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from game.bots import bot_seed, make_bot
from game.games.initiatives import CardSet, Setup, Variants, apply, default_cards, load_cards, new_game
from game.games.initiatives import start_meaning as game_start_meaning

MIX = 0x9E3779B97F4A7C15


@dataclass(frozen=True)
class LabJob:
    """Everything one game needs (picklable: it crosses to a worker process)."""

    index: int
    seed: int
    players: int
    bots: tuple[str, ...]  # one kind per seat
    difficulty: str = "standard"
    variants: Variants = field(default_factory=Variants)
    cards_folder: str | None = None
    edition: str = "initiatives"
    start_player: int | None = None  # None: drawn from the seed (ruling I1)
    game: str = "initiatives"  # which game of the family (game.family.GAMES)
    switches: tuple[str, ...] = ()  # another game's setup switches, by name


def game_seed(base: int, index: int) -> int:
    return (base + (index + 1) * MIX) % 2**64


def make_jobs(base_seed: int, games: int, players: int, bots: list[str],
              difficulties: list[str], variants: Variants, cards_folder: str | None,
              edition: str = "initiatives", switches: tuple[str, ...] = ()) -> list[LabJob]:
    """Seats get ``bots`` round the table; solo runs cycle through ``difficulties``.

    With several seats, games come in rotations of one deal: game ``i`` uses deal ``i // N``
    and gives the first turn to seat ``i % N`` (N players). Every seat so plays every turn
    position on the same cards, which takes the luck of the deal out of the seat comparison.
    """
    seats = tuple(bots[k % len(bots)] for k in range(players))
    jobs = []
    for i in range(games):
        if players == 1:
            jobs.append(LabJob(i, game_seed(base_seed, i), players, seats,
                               difficulties[i % len(difficulties)], variants, cards_folder, edition,
                               game=edition, switches=switches))
        else:
            jobs.append(LabJob(i, game_seed(base_seed, i // players), players, seats, "standard",
                               variants, cards_folder, edition, start_player=i % players,
                               game=edition, switches=switches))
    return jobs


_CARDS: dict[tuple[str | None, str], CardSet] = {}


def _cards(folder: str | None, edition: str) -> CardSet:
    key = (folder, edition)
    if key not in _CARDS:
        _CARDS[key] = load_cards(folder, edition) if folder else default_cards(edition)
    return _CARDS[key]


def play_job(job: LabJob) -> dict[str, Any]:
    """Play one game and return a plain-data record of it (see docs/balance.md for fields)."""
    if job.game != "initiatives":
        from game.lab import family

        return family.play(job)
    cards = _cards(job.cards_folder, job.edition)
    names = tuple(f"Seat {i + 1}" for i in range(job.players))
    setup = Setup(names, job.seed, job.variants, job.difficulty, job.start_player,
                  edition=job.edition)
    state = new_game(setup, cards, narrate=False)
    bots = [make_bot(kind, bot_seed(job.seed, k, job.index)) for k, kind in enumerate(job.bots)]
    seen_inits: set[str] = set()
    events: list[dict[str, Any]] = []
    last_round = 0
    start_meaning = game_start_meaning(setup)
    vitals_before = sum(p.vitals for p in state.players)
    steps = 0

    def note_round() -> None:
        nonlocal last_round
        if state.round != last_round:
            last_round = state.round
            vit = sum(p.vitals for p in state.players)
            revealed = list(state.events_in_play)
            hist = state.meaning_history
            before = hist[state.round - 2] if state.round >= 2 and len(hist) >= state.round - 1 \
                else start_meaning
            for k, eid in enumerate(revealed):
                ev = cards.events[eid]
                loss = before - state.meaning if len(revealed) == 1 else min(ev.meaning, before)
                events.append({"id": eid, "round": state.round, "loss": loss,
                               "vitals_lost": max(0, vitals_before - vit) if k == 0 else 0,
                               "collapse": state.result is not None and state.result.reason == "collapse"
                               and k == len(revealed) - 1})
        for slot in state.index:
            if slot is not None:
                seen_inits.add(slot.card.id)

    end_order: list[int] = []
    note_round()
    while state.result is None:
        seat = state.to_move()
        assert seat is not None
        action = bots[seat].choose(state)
        vitals_before = sum(p.vitals for p in state.players)
        apply(state, action, check=False)
        steps += 1
        if state.end_slot is not None and len(state.end_slot.contributors) > len(end_order):
            end_order = list(state.end_slot.contributors)
        note_round()
    r = state.result
    assert r is not None
    order_pos = [(s - state.start_player) % job.players for s in range(job.players)]
    return {
        "index": job.index,
        "seed": job.seed,
        "start": job.start_player,
        "difficulty": job.difficulty,
        "bots": list(job.bots),
        "reason": r.reason,
        "rounds": state.round,
        "meaning": r.meaning,
        "meaning_history": list(state.meaning_history),
        "winners": list(r.winners),
        "scores": list(r.scores),
        "legacy": [p.legacy for p in state.players],
        "vitals": [p.vitals for p in state.players],
        "start_player": state.start_player,
        "turn_position": order_pos,
        "solo_band": r.solo_band,
        "patterns": [[c for layer in p.palette for c in layer] for p in state.players],
        "outputs": [list(p.outputs) for p in state.players],
        "initiatives_seen": sorted(seen_inits),
        "initiatives_done": list(state.init_done),
        "events": events,
        "actions": steps,
        # seats in the order they joined the End Initiative (COMMUNITY is -1)
        "end_order": end_order,
    }


def run_jobs(jobs: list[LabJob], workers: int = 2,
             on_done: Callable[[dict[str, Any]], None] | None = None,
             scheduler: str | None = None) -> list[dict[str, Any]]:
    """Play every job, ``workers`` at a time; results come back sorted by game index.

    ``scheduler`` (``tcp://HOST:PORT`` or ``local``) plays them on a Dask cluster instead of
    local worker processes (``game.lab.cluster``); the records are the same either way.
    """
    results: list[dict[str, Any]] = []

    def take(records: Iterator[dict[str, Any]]) -> None:
        for rec in records:
            results.append(rec)
            if on_done is not None:
                on_done(rec)

    if scheduler is None:
        take(_iter_results(jobs, workers))
    else:
        from game.lab.cluster import Cluster

        with Cluster(scheduler, workers) as cluster:
            take(cluster.results(jobs))
    results.sort(key=lambda rec: rec["index"])
    return results


def _ignore_interrupt() -> None:
    # Ctrl-C is the parent's to handle (it keeps the finished games and ends the pool); a worker
    # that took it too would only print a traceback of the game it was playing.
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _iter_results(jobs: list[LabJob], workers: int) -> Iterator[dict[str, Any]]:
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield play_job(job)
        return
    import multiprocessing as mp

    ctx = mp.get_context("spawn")  # no fork: the desktop game may have threads running
    with ctx.Pool(workers, initializer=_ignore_interrupt) as pool:
        yield from pool.imap_unordered(play_job, jobs, chunksize=1)


def with_variants(job: LabJob, variants: Variants) -> LabJob:
    return replace(job, variants=variants)
