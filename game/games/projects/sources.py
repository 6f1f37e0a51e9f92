"""Where each turn position's score comes from in edition `projects`: lab games replayed move by
move.

The lab records how a game ended and who won; this plays the same jobs again (the same deals and
bot seeds, so the same games as a lab run with the same options) and tallies, by round-1 turn
position, the Legacy and Vitals each kind of action brought — to the player who took it ("self")
or to others ("other", e.g. Legacy from a Project someone else completed) — in round 1 and after,
and how often each position took each action. It answers "why does this seat win more", which the
lab's win rates only ask (docs/projects-balance.md). It also notes the Meaning each round's Event
met, which says how near the world came to collapse.

    python -m game.games.projects.sources --seed 5 --games 200 [--bots search-lab] [--cards DIR] [--out FILE]

Games already in FILE (by index) are not played again, so a stopped tally continues.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from game.games.projects.rules import event_loss
from game.lab.family import job_table
from game.lab.runner import make_jobs

GAME = "projects"


def tally_game(job: Any, cards: Any = None) -> dict[str, Any]:
    """One lab job played out: its result and, per seat, each source's Legacy, Vitals and actions.

    Keys of ``tallies`` read ``WHAT|KIND|WHO|PHASE``: WHAT is legacy, vitals or actions; KIND the
    action's kind (contribute, accept, obtain…); WHO self or other (actions: self); PHASE r1 or
    later."""
    rules, job_cards, setup, bots = job_table(job)
    state = rules.new_state(setup, cards if cards is not None else job_cards, narrate=False)
    start_vitals = [p.vitals for p in state.players]
    start_legacy = [p.legacy for p in state.players]  # DP14's head start
    tallies: dict[str, list[int]] = defaultdict(lambda: [0] * job.players)
    events = [_event_met(state)]
    while state.result is None:
        seat = state.to_move()
        action = bots[seat].choose(state)
        before = [(p.vitals, p.legacy) for p in state.players]
        phase = "r1" if state.round == 1 else "later"
        was_round = state.round
        rules.apply(state, action, check=False)
        if state.round != was_round and (state.result is None or state.result.reason == "collapse"):
            events.append(_event_met(state))  # (a stall ends the game before any Event is drawn)
        kind = str(action).split()[0]
        tallies[f"actions|{kind}|self|{phase}"][seat] += 1
        for s, p in enumerate(state.players):
            who = "self" if s == seat else "other"
            for what, now, was in (("vitals", p.vitals, before[s][0]), ("legacy", p.legacy, before[s][1])):
                if now != was:
                    tallies[f"{what}|{kind}|{who}|{phase}"][s] += now - was
    r = state.result
    return {"index": job.index, "start": state.start_player, "reason": r.reason, "rounds": state.round,
            "winners": list(r.winners), "scores": list(r.scores), "start_vitals": start_vitals,
            "start_legacy": start_legacy,
            "vitals": [p.vitals for p in state.players], "legacy": [p.legacy for p in state.players],
            "events": [e for e in events if e is not None], "tallies": dict(tallies)}


def _event_met(state: Any) -> list[int] | None:
    """[round, Meaning before its Event, the Drift it added] for the round just begun (None when no
    Event was revealed). A collapse clamps Meaning at 0, so its "before" is at most the Drift."""
    if state.event is None:
        return None
    drift = event_loss(state, state.event)
    return [state.round, state.meaning + drift, drift]


def meaning_table(records: list[dict[str, Any]]) -> str:
    """The Meaning each round's Event met, by round: how many games reached the round, the mean and
    least Meaning before its Event, and how many of those Events collapsed the world."""
    by_round: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for rec in records:
        for rnd, before, drift in rec.get("events", []):
            by_round[rnd].append((before, drift))
    rows = ["| round | games | Meaning before the Event (mean) | least | Drift (mean) | collapsed by it |",
            "|---|---|---|---|---|---|"]
    for rnd in sorted(by_round):
        met = by_round[rnd]
        mean_before = sum(b for b, _ in met) / len(met)
        mean_drift = sum(d for _, d in met) / len(met)
        fell = sum(1 for b, d in met if b <= d)
        rows.append(f"| {rnd} | {len(met)} | {mean_before:.2f} | {min(b for b, _ in met)} | "
                    f"{mean_drift:.2f} | {fell} |")
    return "\n".join(rows) + "\n"


def summarise(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Means a game by round-1 turn position (0 = the starting player): win rate (a shared win
    split), final Vitals and Legacy, and every tally."""
    n = len(records)
    seats = len(records[0]["scores"])
    wins = [0.0] * seats
    finals: dict[str, list[float]] = {"vitals": [0.0] * seats, "legacy": [0.0] * seats}
    tallies: dict[str, list[float]] = defaultdict(lambda: [0.0] * seats)
    for rec in records:
        for s in range(seats):
            pos = (s - rec["start"]) % seats
            if s in rec["winners"]:
                wins[pos] += 1 / len(rec["winners"])
            for what in finals:
                finals[what][pos] += rec[what][s]
            for key, by_seat in rec["tallies"].items():
                tallies[key][pos] += by_seat[s]
    mean = lambda xs: [round(x / n, 3) for x in xs]  # noqa: E731
    return {"games": n, "win_rate": mean(wins), **{k: mean(v) for k, v in finals.items()},
            "tallies": {k: mean(tallies[k]) for k in sorted(tallies)}}


def table(summary: dict[str, Any]) -> str:
    """The summary as a Markdown table, one row a figure, one column a round-1 position."""
    seats = len(summary["win_rate"])
    head = "| by round-1 position | " + " | ".join(f"{k + 1}" for k in range(seats)) + " |"
    rows = [head, "|---" * (seats + 1) + "|",
            "| win rate | " + " | ".join(f"{w:.1%}" for w in summary["win_rate"]) + " |"]
    for what in ("vitals", "legacy"):
        rows.append(f"| final {what} | " + " | ".join(f"{v:.2f}" for v in summary[what]) + " |")
    for key, values in summary["tallies"].items():
        rows.append(f"| {key} | " + " | ".join(f"{v:.2f}" for v in values) + " |")
    return "\n".join(rows) + f"\n\n{summary['games']} games.\n"


def _read(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:  # a last line cut short when the tally was stopped
            break
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.games.projects.sources",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0, help="the lab run's --seed")
    ap.add_argument("--games", type=int, default=40, help="the first GAMES games of that run")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="search-lab", help="one bot kind for every seat")
    ap.add_argument("--variant", action="append", default=[], help="a setup switch, as the lab's")
    ap.add_argument("--cards", default=None, help="a card folder, as the lab's --cards")
    ap.add_argument("--out", type=Path, default=Path("sources.jsonl"), help="games, one JSON line each")
    args = ap.parse_args(argv)
    if args.players < 2:
        print("python -m game.games.projects.sources: --players must be 2 or more (solo has no turn "
              "positions)", file=sys.stderr)
        return 2
    jobs = make_jobs(args.seed, args.games, args.players, [args.bots], ["standard"], None, args.cards,
                     GAME, switches=tuple(args.variant))
    records = _read(args.out)
    done = {r["index"] for r in records}
    with open(args.out, "a", encoding="utf-8") as fh:
        for job in jobs:
            if job.index in done:
                continue
            rec = tally_game(job)
            fh.write(json.dumps(rec) + "\n")
            fh.flush()
            records.append(rec)
    records = [r for r in records if r["index"] < args.games]
    print(table(summarise(records)))
    print(meaning_table(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
