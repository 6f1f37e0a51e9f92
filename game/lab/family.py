"""The lab for every game of the family other than Meaning Made's own report.

Games are played exactly as the Meaning Made lab plays them (the same jobs, deal rotations and
worker pool, ``runner``); each is recorded with the fields every game has — how it ended, its
length, scores, winners, who started — plus what its ruleset adds (``lab_record``). The report
answers the questions any game's designer asks first: is the first seat favoured, how long is
a game, how close are the finishes, and what decides them.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from game.bots import bot_seed, make_bot, styles
from game.family import ruleset
from game.lab import output, stats
from game.simulate import play_one


def job_table(job: Any) -> tuple[Any, Any, Any, list[Any]]:
    """A lab job's ruleset, cards, setup and seated bots: what plays its game (here, and in the
    editions' tools that play a run's games again)."""
    rules = ruleset(job.game)
    cards = _folder_cards(rules, job.cards_folder) if job.cards_folder else rules.default_cards()
    names = tuple(f"Seat {i + 1}" for i in range(job.players))
    extra = {"solo_difficulty": job.difficulty} if _solo_levels(rules, job) else {}
    setup = rules.make_setup(names, job.seed, list(job.switches), job.start_player, **extra,
                             **dict(getattr(job, "options", ())))
    bots = [make_bot(kind, bot_seed(job.seed, k, job.index), rules) for k, kind in enumerate(job.bots)]
    return rules, cards, setup, bots


_FOLDER_CARDS: dict[tuple[str, str], tuple[Any, Any]] = {}


def _folder_cards(rules: Any, folder: str) -> Any:
    """A card folder's cards, read once a worker while its files stay as they were: a quick game
    (random bots, 20 ms) spent most of its time reading YAML again (the tuner's trials, `--cards`).
    A file written since (its size or time) is read again."""
    path = Path(folder)
    stamp = tuple(sorted((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in path.iterdir()
                         if p.is_file())) if path.is_dir() else None
    key = (rules.id, folder)
    held = _FOLDER_CARDS.get(key)
    if held is None or held[0] != stamp or stamp is None:
        held = (stamp, rules.load_cards(folder))
        _FOLDER_CARDS[key] = held
    return held[1]


def _solo_levels(rules: Any, job: Any) -> bool:
    return job.players == 1 and bool(getattr(rules, "solo_difficulties", ()))


def play(job: Any) -> dict[str, Any]:
    """Play one lab job of a family game; a plain-data record of it."""
    rules, cards, setup, bots = job_table(job)
    solo_levels = _solo_levels(rules, job)
    state, steps = play_one(setup, bots, cards, rules)
    r = state.result
    start = state.start_player
    record: dict[str, Any] = {
        "index": job.index, "seed": job.seed, "start": job.start_player,
        "difficulty": job.difficulty if solo_levels else None,
        "bots": list(job.bots), "reason": r.reason, "rounds": state.round,
        "winners": list(r.winners), "scores": list(r.scores), "start_player": start,
        "turn_position": [(s - start) % job.players for s in range(job.players)], "actions": steps,
    }
    if hasattr(r, "decided_by"):  # a game that says what settled it (scores, a tie-break)
        record["decided_by"] = r.decided_by
    extra = getattr(rules, "lab_record", None)
    if extra is not None:  # what the game's own card report reads (e.g. game.games.life.balance)
        record.update(extra(state))
    return record


def _margin(rec: dict[str, Any]) -> float | None:
    """The winner's lead over the best other seat (0 for a shared win)."""
    scores = rec["scores"]
    if not rec["winners"]:
        return None
    best = scores[rec["winners"][0]]
    others = [s for i, s in enumerate(scores) if i not in rec["winners"]]
    return float(best - max(others)) if others else 0.0


MARGIN_BUCKETS = ((0, 0), (1, 2), (3, 5), (6, 10), (11, 20), (21, 50), (51, None))


def _buckets(margins: list[float]) -> dict[str, int]:
    out: dict[str, int] = {}
    for lo, hi in MARGIN_BUCKETS:
        name = str(lo) if hi == lo else f"{lo}+" if hi is None else f"{lo}–{hi}"
        out[name] = sum(lo <= m and (hi is None or m <= hi) for m in margins)
    return out


def build(records: list[dict[str, Any]], players: int) -> dict[str, Any]:
    n = len(records)
    by_pos = [0.0] * players
    by_seat = [0.0] * players
    for rec in records:
        for s in range(players):
            share = stats.win_share(rec, s)
            by_seat[s] += share
            by_pos[rec["turn_position"][s]] += share
    pos_rates = [w / n for w in by_pos]
    seat_rates = [w / n for w in by_seat]
    margins = [m for m in (_margin(r) for r in records) if m is not None]
    decided = Counter(r.get("decided_by", "score") for r in records)
    reasons = Counter(r["reason"] for r in records)
    spread = max(pos_rates) - min(pos_rates)
    return {
        "games": n,
        "players": players,
        "mean_rounds": stats.mean([r["rounds"] for r in records]),
        "mean_actions": stats.mean([r["actions"] for r in records]),
        "before_play_rate": stats.before_play_rate(records),
        "reasons": {k: v / n for k, v in sorted(reasons.items())},
        # intervals cluster by deal: the games of a rotation are not independent
        "reasons_ci": {k: stats.rate_ci(records, lambda r, k=k: r["reason"] == k) for k in sorted(reasons)},
        "decided_by": {k: v / n for k, v in sorted(decided.items())},
        "turn_position_win_rates": pos_rates,
        "turn_position_ci": [stats.rate_ci(records, lambda r, k=k: stats.position_share(r, k))
                             for k in range(players)],
        "turn_position_spread": spread,
        "turn_position_fair_chance": stats.fair_spread_chance(spread, n, players),
        "turn_position_fair_chance_by_deal": stats.fair_spread_chance_by_deal(records, players),
        "seat_win_rates": seat_rates,
        "mean_margin": stats.mean(margins),
        "margins": _buckets(margins),
        "mean_winning_score": stats.mean([r["scores"][r["winners"][0]] for r in records if r["winners"]]),
        "shared_rate": sum(len(r["winners"]) > 1 for r in records) / n,
        **_by_difficulty(records),
        **_by_bot(records),
        **styles.by_kind(records),  # what each bot kind did, when the game records it
    }


def _by_bot(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Runs that seat different bots: each kind's share of the wins its seats could take, with a
    95 % interval (clustered by deal). A kind at several seats of a game counts as one player a seat:
    equal strength reads 1 / seats."""
    kinds = sorted({k for r in records for k in r.get("bots") or ()})
    if len(kinds) < 2:
        return {}

    def rate(rec: dict[str, Any], kind: str) -> float:
        seats = [s for s, k in enumerate(rec["bots"]) if k == kind]
        return sum(stats.win_share(rec, s) for s in seats) / len(seats) if seats else 0.0

    out = {}
    for kind in kinds:
        have = [r for r in records if kind in r["bots"]]
        out[kind] = {"games": len(have), "win_rate": stats.mean([rate(r, kind) for r in have]),
                     "ci": list(stats.rate_ci(have, lambda r, kind=kind: rate(r, kind)))}
    return {"by_bot": out}


def _by_difficulty(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Solo runs of a game with solo levels: the win rate (95 % CI), collapses and length per level."""
    order = ("easy", "standard", "hard")
    levels = sorted({r["difficulty"] for r in records if r.get("difficulty")},
                    key=lambda d: (order.index(d) if d in order else len(order), d))
    out: dict[str, Any] = {}
    for d in levels:
        recs = [r for r in records if r.get("difficulty") == d]
        wins = sum(bool(r["winners"]) for r in recs)
        out[d] = {"games": len(recs), "win_rate": wins / len(recs),
                  "ci": stats.rate_ci(recs, lambda r: bool(r["winners"])),
                  "collapse": sum(r["reason"] == "collapse" for r in recs) / len(recs),
                  "mean_rounds": stats.mean([r["rounds"] for r in recs])}
    return {"by_difficulty": out} if out else {}


def write(out: Path, records: list[dict[str, Any]], players: int, command: str,
          meta: dict[str, Any]) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    summary = build(records, players)
    summary["command"] = command
    summary.update(meta)
    output.write_data(out, summary, records)
    plots = _plots(out, records, summary, players)
    (out / "report.md").write_text(_markdown(summary, command, meta, plots))
    return summary


def _plots(out: Path, records: list[dict[str, Any]], s: dict[str, Any], players: int) -> list[str]:
    plots = output.Plots(out)
    plt, save, made = plots.plt, plots.save, plots.made

    fig, ax = plt.subplots(figsize=(5, 3))
    xs = list(range(1, players + 1))
    rates = [100 * r for r in s["turn_position_win_rates"]]
    # max(0, ...): a rate of 100 % has an upper bound of 0.999...9 (matplotlib refuses a negative bar)
    err = [[max(0.0, 100 * (r - lo)) for r, (lo, _) in zip(s["turn_position_win_rates"],
                                                           s["turn_position_ci"], strict=True)],
           [max(0.0, 100 * (hi - r)) for r, (_, hi) in zip(s["turn_position_win_rates"],
                                                           s["turn_position_ci"], strict=True)]]
    ax.bar(xs, rates, yerr=err, color="#58a", capsize=4)
    ax.axhline(100 / players, color="#c55", linestyle="--", label="equal seats")
    ax.set_xticks(xs)
    ax.set_xlabel("turn position (1 = starting player)")
    ax.set_ylabel("% of games won")
    ax.set_title("Win rate by turn position (95 % CI)")
    ax.legend(fontsize=8)
    save(fig, "turn_position.png")

    fig, ax = plt.subplots(figsize=(5, 3))
    rounds = [r["rounds"] for r in records]
    ax.hist(rounds, bins=range(min(rounds), max(rounds) + 2), color="#58a", edgecolor="white",
            align="left")
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")
    ax.set_title(f"Game length (mean {s['mean_rounds']:.2f} rounds)")
    save(fig, "rounds.png")

    margins = [m for m in (_margin(r) for r in records) if m is not None]
    if margins:
        fig, ax = plt.subplots(figsize=(5, 3))
        ax.hist(margins, bins=min(30, max(1, int(max(margins)) + 1)), color="#4a9", edgecolor="white")
        ax.set_xlabel("winner's lead over the next seat")
        ax.set_ylabel("games")
        ax.set_title(f"Winning margins (mean {s['mean_margin']:.2f})")
        save(fig, "margins.png")
    return made


def pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _markdown(s: dict[str, Any], command: str, meta: dict[str, Any], plots: list[str]) -> str:
    n, players = s["games"], s["players"]
    lines = [f"# Lab report: {meta.get('title', meta.get('game', ''))}", "",
             f"`{command}`", "",
             f"{n} games, {players} seats, bots: {' '.join(meta.get('bots', []))}; "
             f"switches: {', '.join(meta.get('switches', [])) or 'none'}; "
             f"cards {meta.get('cards_digest', '?')}; {meta.get('seconds', 0):.0f} s "
             f"on {meta.get('workers', '?')} worker(s).", "",
             "Games come in rotations of one deal: every seat plays every turn position on the same "
             "cards, so the turn-position comparison is not the luck of the deal. For the same "
             "reason the games of a deal are not independent: the 95 % intervals count them by "
             "deal (a cluster-robust Wilson interval, `game/lab/stats.py`).", "",
             "## First-player advantage", "",
             "| turn position | win rate | 95 % CI |", "|---|---|---|"]
    for k, (rate, (lo, hi)) in enumerate(zip(s["turn_position_win_rates"], s["turn_position_ci"],
                                             strict=True), 1):
        lines.append(f"| {k}{' (starts)' if k == 1 else ''} | {pct(rate)} | [{pct(lo)}, {pct(hi)}] |")
    lines += ["", f"Spread {100 * s['turn_position_spread']:.1f} points; seats of equal strength "
              f"would show at least as much in {pct(s['turn_position_fair_chance'])} of such runs "
              f"taking every game as independent, in {pct(s['turn_position_fair_chance_by_deal'])} "
              "counting by deal (a deal's results shuffled among the positions; the figure to judge by "
              "where a deal's cards decide its games)."]
    if s.get("by_bot"):
        lines += ["", "## Win rate by bot", "",
                  f"A seat's share of the wins (equal bots: {pct(1 / players)} a seat).", "",
                  "| bot | games | win rate a seat | 95 % CI |", "|---|---|---|---|"]
        for kind, v in s["by_bot"].items():
            lo, hi = v["ci"]
            lines.append(f"| {kind} | {v['games']} | {pct(v['win_rate'])} | [{pct(lo)}, {pct(hi)}] |")
    lines += ["", "## Length", "", f"Mean {s['mean_rounds']:.2f} rounds, {s['mean_actions']:.1f} actions "
              f"a game; {pct(s['before_play_rate'])} over before anyone played.", "",
              "## How games end and what decides them", "",
              "| ended by | share | 95 % CI |", "|---|---|---|"]
    lines += [f"| {k} | {pct(v)} | [{pct(s['reasons_ci'][k][0])}, {pct(s['reasons_ci'][k][1])}] |"
              for k, v in s["reasons"].items()]
    lines += ["", "| decided by | share |", "|---|---|"]
    lines += [f"| {k} | {pct(v)} |" for k, v in s["decided_by"].items()]
    lines += ["", f"Shared victories: {pct(s['shared_rate'])}.", "", "## Winning margins", "",
              f"Mean lead of the winner over the next seat: {s['mean_margin']:.2f} "
              f"(mean winning score {s['mean_winning_score']:.2f}).", "",
              "| lead | games |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in s["margins"].items()]
    lines.append("")
    if s.get("by_difficulty"):
        lines += ["## Solo, by difficulty", "", "| difficulty | games | win rate | 95 % CI | collapse | "
                  "mean rounds |", "|---|---|---|---|---|---|"]
        for d, v in s["by_difficulty"].items():
            lo, hi = v["ci"]
            lines.append(f"| {d} | {v['games']} | {pct(v['win_rate'])} | [{pct(lo)}, {pct(hi)}] | "
                         f"{pct(v['collapse'])} | {v['mean_rounds']:.2f} |")
        lines.append("")
    lines += styles.markdown(s)
    for p in plots:
        lines += [f"![{p}]({p})", ""]
    return "\n".join(lines)
