"""`meaning-made lab --ladder --game G`: a measured strength ladder of a game's bots (issue 40).

Every bot kind (and level) of the game meets every other in a round robin. At two seats a
pairing's games come in pairs on one deal, the seats swapped (the same seed, seat 1 starting
both times), so the luck of the deal and of the first move cancels within each pair. With
``--table N`` the ladder adds, for every pairing, games at the game's usual table: one bot of a
kind against N-1 of the other, the lone bot moved round every seat on one deal, and the lone
kind alternating deal by deal. Games are played through the lab's own job runner (local
processes or ``--scheduler``), recorded one line each, and resumed with ``--resume``.

**Ratings** are Bradley–Terry strengths on the Elo scale (400 points = 10:1 odds), fitted by
Hunter's (2004) minorisation–maximisation iteration with numpy, and their 95 % intervals come
from a bootstrap that resamples each pairing's games. Why no library: ``choix`` (the maintained
Bradley–Terry package on PyPI) fits the same likelihood but gives no intervals, cannot take a
draw as half a win without doubling the data, and would bring scipy and networkx into the lab
for some thirty lines of arithmetic; ``scipy`` is not one of the project's dependencies either.
numpy already is (the lab's noise baselines), and the MM iteration is the textbook fit, tested
here on a toy game of known strengths (``tests/test_ladder.py``).

How a game counts: at two seats, a win is 1, a loss 0, and a game with no winner (a stall, a
shared victory) half to each. At a bigger table every two seats of different kinds are compared:
a winner beats a non-winner, two winners or a game without a winner are half each, and two
losers to a third seat say nothing. One virtual drawn game is added to every pairing (a weak
prior), so that a bot that won every game gets a large but finite rating instead of infinity;
at 100 games a pairing it moves a rating by a few points at most.

**Time per decision** is the CPU time of the worker thread around ``bot.choose`` (every call,
including forced answers with one legal move), measured where the game is played.
"""

from __future__ import annotations

import argparse
import itertools
import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.lab import output, stats
from game.lab.runner import game_seed

BOOTSTRAP = 1000  # resamples for the rating intervals
PRIOR_DRAWS = 1.0  # virtual drawn games added to every pairing (half a win each way)
ELO = 400 / math.log(10)  # Elo points per unit of log-strength


@dataclass(frozen=True)
class LadderJob:
    """One ladder game (picklable: it crosses to a worker process)."""

    index: int
    game: str
    seed: int
    bots: tuple[str, ...]  # one kind per seat
    pairing: int  # which entry of the run's pairings it belongs to
    start_player: int = 0
    cards_folder: str | None = None

    @property
    def players(self) -> int:
        return len(self.bots)


def split_bots(given: list[str] | None) -> list[str] | None:
    """``--bots a,b,c`` (or ``--bots a b c``) as a list of kinds."""
    if given is None:
        return None
    return [kind for text in given for kind in text.split(",") if kind]


def pairings(bots: list[str], table: int | None) -> list[dict[str, Any]]:
    """Every unordered pair of kinds at two seats, then (with ``table``) at the bigger table."""
    out = [{"a": a, "b": b, "seats": 2} for a, b in itertools.combinations(bots, 2)]
    if table and table > 2:
        out += [{"a": a, "b": b, "seats": table} for a, b in itertools.combinations(bots, 2)]
    return out


def parse_caps(given: list[str] | None, bots: list[str]) -> dict[str, int]:
    """``--cap KIND=N`` (repeatable, or comma-separated): the pairings of a slow bot play at most N
    games, so a ladder can give its cheap levels 200 games a pairing and its Hard level 60
    (issue 40) in one run, rated together."""
    from game.lab.options import usage_error

    caps: dict[str, int] = {}
    for text in given or []:
        for part in (p for p in text.split(",") if p):
            kind, sep, count = part.partition("=")
            if not sep or not count.isdigit() or int(count) < 2:
                raise usage_error(f"--cap takes KIND=N with N a whole number of at least 2, not {part!r}")
            if kind not in bots:
                raise usage_error(f"--cap names '{kind}', which the ladder does not play "
                                  f"(bots: {', '.join(bots)})")
            if kind in caps:
                raise usage_error(f"--cap names '{kind}' twice")
            caps[kind] = int(count)
    return caps


def pairing_games(pair: dict[str, Any], games: int, caps: dict[str, int] | None) -> int:
    """A pairing's games: ``games``, or fewer where a capped bot plays."""
    caps = caps or {}
    return min([games] + [caps[k] for k in (pair["a"], pair["b"]) if k in caps])


def _seating(pair: dict[str, Any], k: int) -> tuple[tuple[str, ...], int]:
    """The seats of a pairing's ``k``-th game and the deal it is played on."""
    a, b, n = pair["a"], pair["b"], pair["seats"]
    if n == 2:
        return ((a, b) if k % 2 == 0 else (b, a)), k // 2
    deal, turn = divmod(k, n)
    lone, field = (a, b) if deal % 2 == 0 else (b, a)
    seats = [field] * n
    seats[turn] = lone  # the lone bot takes every seat of the deal in turn
    return tuple(seats), deal


def make_jobs(game: str, bots: list[str], games: int, seed: int, table: int | None,
              cards_folder: str | None, caps: dict[str, int] | None = None) -> list[LadderJob]:
    """``games`` games a pairing (fewer where ``caps`` limits a bot), interleaved (the first game
    of every pairing, then the second, …) so that a run stopped early still holds a balanced
    ladder."""
    pairs = pairings(bots, table)
    jobs = []
    for k in range(games):
        for p, pair in enumerate(pairs):
            if k >= pairing_games(pair, games, caps):
                continue
            seats, deal = _seating(pair, k)
            jobs.append(LadderJob(len(jobs), game, game_seed(seed, deal), seats, p, 0, cards_folder))
    return jobs


def play(job: LadderJob) -> dict[str, Any]:
    """Play one ladder game; its record, with every decision's CPU time in microseconds."""
    from game.bots import bot_seed, make_bot
    from game.family import ruleset

    rules = ruleset(job.game)
    cards = rules.load_cards(job.cards_folder) if job.cards_folder else rules.default_cards()
    names = tuple(f"Seat {i + 1}" for i in range(job.players))
    setup = rules.make_setup(names, job.seed, [], job.start_player)
    bots = [make_bot(kind, bot_seed(job.seed, k, job.index), rules) for k, kind in enumerate(job.bots)]
    state = rules.new_state(setup, cards, narrate=False)
    cpu: list[list[int]] = [[] for _ in bots]
    clock = time.thread_time_ns  # this thread only: a Dask worker's event loop is not the bot's
    steps = 0
    while state.result is None:
        seat = state.to_move()
        t0 = clock()
        action = bots[seat].choose(state)
        cpu[seat].append((clock() - t0) // 1000)
        rules.apply(state, action, check=False)
        steps += 1
    r = state.result
    return {"index": job.index, "pairing": job.pairing, "seed": job.seed, "start": job.start_player,
            "bots": list(job.bots), "reason": r.reason, "rounds": state.round,
            "winners": list(r.winners), "scores": list(r.scores), "actions": steps, "cpu_us": cpu}


# --- statistics ----------------------------------------------------------------------------


def credits(rec: dict[str, Any]) -> list[tuple[str, str, float, float]]:
    """What a game says about strength: (kind i, kind j, i's share, j's share) per compared pair."""
    bots, winners = rec["bots"], set(rec["winners"])
    out = []
    for i, j in itertools.combinations(range(len(bots)), 2):
        if bots[i] == bots[j]:
            continue
        iw, jw = i in winners, j in winners
        if not winners or iw == jw:
            if winners and not iw:
                continue  # both lost to a third seat
            out.append((bots[i], bots[j], 0.5, 0.5))
        else:
            out.append((bots[i], bots[j], float(iw), float(jw)))
    return out


def fit_bt(wins: Any, iterations: int = 10_000, tol: float = 1e-10) -> Any:
    """Bradley–Terry log-strengths from ``wins[i, j]`` (i's wins over j, draws as halves), by
    Hunter's MM iteration; centred on 0. Every bot must have a win and a loss in the matrix
    against a connected field (the prior draws see to it)."""
    import numpy as np

    w = np.asarray(wins, dtype=float)
    games = w + w.T
    total = w.sum(axis=1)
    p = np.ones(len(w))
    for _ in range(iterations):
        denom = (games / (p[:, None] + p[None, :])).sum(axis=1)
        new = total / denom
        new /= math.exp(np.log(new).mean())
        if np.max(np.abs(new - p) / p) < tol:
            p = new
            break
        p = new
    theta = np.log(p)
    return theta - theta.mean()


def ratings(records: list[dict[str, Any]], bots: list[str], anchor: str | None = None,
            samples: int = BOOTSTRAP, seed: int = 2026) -> list[dict[str, Any]]:
    """Each bot's Elo rating (``anchor`` at 0, default the first bot), its 95 % bootstrap
    interval, games and score; sorted strongest first."""
    import numpy as np

    k = len(bots)
    at = {b: i for i, b in enumerate(bots)}
    strata: dict[int, list[int]] = {}
    contrib = np.zeros((len(records), k * k))
    played = np.zeros((k, k), dtype=bool)
    for g, rec in enumerate(records):
        strata.setdefault(rec["pairing"], []).append(g)
        for a, b, sa, sb in credits(rec):
            i, j = at[a], at[b]
            contrib[g, i * k + j] += sa
            contrib[g, j * k + i] += sb
            played[i, j] = played[j, i] = True
    prior = np.where(played, PRIOR_DRAWS / 2, 0.0)
    ref = at[anchor or bots[0]]

    def fit(weights: Any) -> Any:
        theta = fit_bt((weights @ contrib).reshape(k, k) + prior)
        return ELO * (theta - theta[ref])

    point = fit(np.ones(len(records)))
    rng = np.random.default_rng(seed)
    draws = np.empty((samples, k))
    for s in range(samples):
        weights = np.zeros(len(records))
        for games in strata.values():
            weights[games] = rng.multinomial(len(games), [1 / len(games)] * len(games))
        draws[s] = fit(weights)
    lo, hi = np.percentile(draws, [2.5, 97.5], axis=0)
    wins = contrib.sum(axis=0).reshape(k, k)
    order = sorted(range(k), key=lambda i: -point[i])
    out = []
    for rank, i in enumerate(order):
        n = wins[i].sum() + wins[:, i].sum()
        row = {"bot": bots[i], "elo": float(point[i]), "lo": float(lo[i]), "hi": float(hi[i]),
               "score": float(wins[i].sum() / n) if n else 0.0,
               "games": sum(bots[i] in rec["bots"] for rec in records)}
        if rank + 1 < k:  # the step down to the next bot, with its own interval (not the two apart)
            below = order[rank + 1]
            gap_lo, gap_hi = np.percentile(draws[:, i] - draws[:, below], [2.5, 97.5])
            row.update(step=float(point[i] - point[below]), step_lo=float(gap_lo), step_hi=float(gap_hi))
        out.append(row)
    return out


def pairing_table(records: list[dict[str, Any]], pairs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per pairing: games, the first kind's share of the comparisons (95 % Wilson, clustered by
    deal: the games of a deal, seats swapped, are not independent), no-winner games."""
    rows = []
    for p, pair in enumerate(pairs):
        recs = [r for r in records if r["pairing"] == p]
        shares: list[float] = []
        deals: list[Any] = []
        for rec in recs:
            for a, _b, sa, sb in credits(rec):
                shares.append(sa if a == pair["a"] else sb)
                deals.append(stats.deal_of(rec))
        share, n = sum(shares), float(len(shares))
        lo, hi = stats.clustered_wilson(shares, deals) if n else (0.0, 1.0)
        rows.append({**pair, "games": len(recs), "comparisons": int(n),
                     "a_share": share / n if n else 0.0, "ci": [lo, hi],
                     "no_winner": sum(not r["winners"] for r in recs),
                     "reasons": dict(sorted(_count(r["reason"] for r in recs).items())),
                     "mean_actions": stats.mean([r["actions"] for r in recs])})
    return rows


def _count(items: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for x in items:
        out[x] = out.get(x, 0) + 1
    return out


def decision_times(records: list[dict[str, Any]], bots: list[str]) -> list[dict[str, Any]]:
    """Per bot: decisions timed, median, p90 and slowest CPU milliseconds a decision."""
    import numpy as np

    rows = []
    for b in bots:
        us = [t for rec in records for seat, kind in enumerate(rec["bots"]) if kind == b
              for t in rec["cpu_us"][seat]]
        if not us:
            rows.append({"bot": b, "decisions": 0, "median_ms": 0.0, "p90_ms": 0.0, "max_ms": 0.0})
            continue
        med, p90 = np.percentile(us, [50, 90]) / 1000
        rows.append({"bot": b, "decisions": len(us), "median_ms": float(med), "p90_ms": float(p90),
                     "max_ms": max(us) / 1000})
    return rows


# --- the report ----------------------------------------------------------------------------


def anchor_of(game: str, bots: list[str]) -> str:
    """The bot rated 0: the game's ``default_bot`` (its strongest quick bot or its Standard, as the
    game states), so a rating reads as "this much above or below that bot"; else the first bot.
    (Anchoring on ``random`` would put its own noise — a handful of lucky wins — into every
    interval.)"""
    from game.family import ruleset

    default = ruleset(game).default_bot
    return default if default in bots else bots[0]


def write(out: Path, records: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    bots, pairs = meta["bots"], pairings(meta["bots"], meta.get("table"))
    anchor = anchor_of(meta["game"], bots)
    summary = {**meta, "games_played": len(records),
               "ratings": ratings(records, bots, anchor), "pairings": pairing_table(records, pairs),
               "decision_times": decision_times(records, bots),
               "method": {"model": "Bradley-Terry (MM), Elo scale", "anchor": anchor,
                          "interval": f"95 % percentile bootstrap, {BOOTSTRAP} resamples by pairing",
                          "prior_draws_per_pairing": PRIOR_DRAWS, "draws": "half a win each",
                          "time": "CPU time of the worker thread around bot.choose, every call"}}
    out.mkdir(parents=True, exist_ok=True)
    output.write_data(out, summary, records)
    plots = _plots(out, summary)
    (out / "report.md").write_text(_markdown(summary, plots))
    return summary


META_KEYS = ("game", "title", "bots", "games_per_pairing", "caps", "table", "seed", "cards", "cards_digest",
             "seconds", "workers", "command")


def rewrite(folder: str | Path) -> dict[str, Any]:
    """Write a finished ladder's report again from its games.jsonl (the report's code changed,
    the games did not): ``python -c "from game.lab.ladder import rewrite; rewrite('DIR')"``."""
    import json

    out = Path(folder)
    old = json.loads((out / "summary.json").read_text())
    records = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines() if line]
    return write(out, records, {key: old.get(key) for key in META_KEYS})  # older runs: no caps


def _plots(out: Path, s: dict[str, Any]) -> list[str]:
    plots = output.Plots(out)
    plt = plots.plt
    rows = list(reversed(s["ratings"]))  # strongest at the top
    fig, ax = plt.subplots(figsize=(6, 0.45 * len(rows) + 1.4))
    ys = range(len(rows))
    ax.errorbar([r["elo"] for r in rows], ys, fmt="o", color="#258", capsize=4,
                xerr=[[r["elo"] - r["lo"] for r in rows], [r["hi"] - r["elo"] for r in rows]])
    ax.set_yticks(list(ys), [r["bot"] for r in rows])
    ax.axvline(0, color="#999", linewidth=0.8)
    ax.set_xlabel(f"rating (Elo scale, {s['method']['anchor']} = 0)")
    ax.set_title(f"{s['title']}: strength ladder (95 % intervals)")
    plots.save(fig, "ratings.png")

    order = [r["bot"] for r in s["ratings"]]
    two = [p for p in s["pairings"] if p["seats"] == 2 and p["comparisons"]]
    if two:
        import numpy as np

        grid = np.full((len(order), len(order)), np.nan)
        for p in two:
            i, j = order.index(p["a"]), order.index(p["b"])
            grid[i, j], grid[j, i] = 100 * p["a_share"], 100 * (1 - p["a_share"])
        fig, ax = plt.subplots(figsize=(max(5.0, 0.75 * len(order) + 2.6), 0.6 * len(order) + 1.6))
        im = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=100)
        ax.set_xticks(range(len(order)), order, rotation=40, ha="right")
        ax.set_yticks(range(len(order)), order)
        for i, j in itertools.product(range(len(order)), repeat=2):
            if not np.isnan(grid[i, j]):
                ax.text(j, i, f"{grid[i, j]:.0f}", ha="center", va="center", fontsize=8,
                        color="white" if abs(grid[i, j] - 50) > 30 else "black")
        ax.set_title("Row bot's % of games against column bot\n(2 seats, no winner = half)", fontsize=10)
        fig.colorbar(im, ax=ax, fraction=0.046)
        plots.save(fig, "pairings.png")
    return plots.made


def _markdown(s: dict[str, Any], plots: list[str]) -> str:
    table = f", and {s['table']} seats" if s.get("table") else ""
    caps = "".join(f" ({n} where `{kind}` plays)" for kind, n in (s.get("caps") or {}).items())
    lines = [f"# Strength ladder: {s['title']}", "", f"`{s['command']}`", "",
             f"{s['games_played']} games: {len(s['bots'])} bots, {s['games_per_pairing']} games a "
             f"pairing{caps} at 2 seats{table}; seed {s['seed']}; cards {s['cards_digest']}; "
             f"{s['seconds']:.0f} s on {s['workers']} worker(s).", "",
             "Two-seat games come in pairs on one deal with the seats swapped. Ratings: Bradley–Terry "
             f"on the Elo scale, `{s['method']['anchor']}` (the bot New game seats first, if it plays "
             "here) = 0, 95 % bootstrap intervals "
             f"({BOOTSTRAP} resamples of each pairing's games); a game without a winner counts half "
             "to each; one virtual drawn game a pairing keeps an unbeaten bot's rating finite. "
             "100 points ≈ a 64 % head-to-head score, 200 ≈ 76 %.", "",
             "## Ratings", "", "Step: the rating above the next bot down, with the 95 % interval of "
             "that difference.", "",
             "| bot | rating | 95 % interval | step to the next | games | score |",
             "|---|---|---|---|---|---|"]
    for r in s["ratings"]:
        step = f"{r['step']:+.0f} ({r['step_lo']:+.0f} to {r['step_hi']:+.0f})" if "step" in r else "—"
        lines.append(f"| `{r['bot']}` | {r['elo']:+.0f} | {r['lo']:+.0f} to {r['hi']:+.0f} | {step} | "
                     f"{r['games']} | {100 * r['score']:.1f} % |")
    swept = [f"`{p['a']}`–`{p['b']}`" for p in s["pairings"] if p["comparisons"] and p["a_share"] in (0, 1)]
    if swept:
        lines += ["", f"One side won every game of {', '.join(swept)}: there the gap is at least what "
                  "the games show, and its size and interval are bounded by the one virtual draw."]
    lines += ["", "## Pairings", "", "Share: the first bot's wins (a game without a winner as half) "
              "with its 95 % Wilson interval; at a bigger table, of the comparisons between seats of "
              "the two kinds.", "",
              "| seats | bot | against | games | share | 95 % interval | no winner | how games ended |",
              "|---|---|---|---|---|---|---|---|"]
    for p in s["pairings"]:
        lo, hi = p["ci"]
        ends = ", ".join(f"{k} {v}" for k, v in p["reasons"].items())
        lines.append(f"| {p['seats']} | `{p['a']}` | `{p['b']}` | {p['games']} | "
                     f"{100 * p['a_share']:.1f} % | {100 * lo:.1f}–{100 * hi:.1f} % | "
                     f"{p['no_winner']} | {ends} |")
    lines += ["", "## Time per decision", "", "CPU time of the worker thread around `bot.choose`, "
              "every call (forced answers included), in the lab's workers on this run's machine.", "",
              "| bot | decisions | median ms | p90 ms | slowest ms |", "|---|---|---|---|---|"]
    for t in s["decision_times"]:
        lines.append(f"| `{t['bot']}` | {t['decisions']} | {t['median_ms']:.1f} | {t['p90_ms']:.1f} | "
                     f"{t['max_ms']:.1f} |")
    lines.append("")
    for p in plots:
        lines += [f"![{p}]({p})", ""]
    return "\n".join(lines)


# --- the command ---------------------------------------------------------------------------

REFUSED = (("players", "--players", "the ladder plays 2 seats; add the usual table with --table N"),
           ("from_runs", "--from", "the ladder plays its own games; --resume continues one"),
           ("solo_difficulty", "--solo-difficulty", "the ladder has no solo games"),
           ("variant", "--variant", "the ladder plays the game's default rules"),
           ("conversion", "--conversion", "the ladder plays the game's default rules"),
           ("campaign", "--campaign", "a campaign is measured on its own"))


def check_flags(args: argparse.Namespace) -> None:
    """Refuse what a ladder cannot do, in one line; fill the defaults."""
    from game.bots import bot_kinds
    from game.family import DEFAULT_GAME, ruleset
    from game.lab.options import usage_error

    for key, flag, why in REFUSED:
        if getattr(args, key, None):
            raise usage_error(f"--ladder does not take {flag}: {why}")
    if args.out is None:
        raise usage_error("the following arguments are required: --out")
    args.game = args.game or DEFAULT_GAME
    rules = ruleset(args.game)
    known = bot_kinds(args.game)
    args.bots = split_bots(args.bots) or list(known)
    for kind in args.bots:
        if kind not in known:
            raise usage_error(f"unknown bot '{kind}' for {rules.title} (known: {', '.join(known)})")
    if len(set(args.bots)) != len(args.bots):
        raise usage_error(f"--bots names a bot twice ({','.join(args.bots)})")
    if len(args.bots) < 2:
        raise usage_error("a ladder needs at least 2 bots")
    if args.table is not None and not (3 <= args.table <= rules.max_seats and args.table >= rules.min_seats):
        raise usage_error(f"--table is the bigger table's seats: {rules.title} seats "
                          f"{max(3, rules.min_seats)} to {rules.max_seats}, not {args.table}")
    if rules.min_seats > 2:
        raise usage_error(f"{rules.title} does not seat 2 players")
    if args.games is None:
        args.games = 100
    if not isinstance(args.cap, dict):  # a resumed run brings its saved caps already parsed
        args.cap = parse_caps(args.cap, args.bots)
    if args.seed is None:
        args.seed = 0
    if args.seed >= 2**64:
        raise usage_error("a seed is from 0 to 2^64-1")
    args.players = None
    args.variant = []


def run(args: argparse.Namespace) -> int:
    """Play (or go on playing) a ladder and write its report; the exit code."""
    from game.family import ruleset
    from game.family.errors import CardError
    from game.lab.options import cards_label, cards_path, usage_error, writable_out
    from game.lab.pool import cards_digest
    from game.lab.run_games import play as play_games

    check_flags(args)
    rules = ruleset(args.game)
    try:
        cards = rules.load_cards(args.cards) if args.cards else rules.default_cards()
    except CardError as exc:
        raise usage_error(exc.errors[0]) from None
    out = writable_out(args.out)
    digest = cards_digest(cards)
    if not getattr(args, "command_line", None):  # saved with the run: a resumed one reports it
        args.command_line = _command(args)
    jobs = make_jobs(rules.id, args.bots, args.games, args.seed, args.table, cards_path(args), args.cap)
    extra = {"ladder": True, "table": args.table}
    if args.cap:  # only a capped run saves its caps: older runs resume as they were made
        extra["cap"] = args.cap
    records, seconds, workers, recorder = play_games(jobs, args, digest, player=play, extra_setup=extra)
    meta = {"game": rules.id, "title": rules.title, "bots": list(args.bots),
            "games_per_pairing": args.games, "caps": dict(args.cap or {}), "table": args.table,
            "seed": args.seed,
            "cards": cards_label(args), "cards_digest": digest, "seconds": seconds,
            "workers": workers, "command": args.command_line}
    summary = write(out, records, meta)
    recorder.finish()
    top = summary["ratings"][0]
    print(f"{len(records)} games of {rules.title}, {len(args.bots)} bots: strongest {top['bot']} "
          f"({top['elo']:+.0f}, {top['lo']:+.0f} to {top['hi']:+.0f} against "
          f"{summary['method']['anchor']})")
    print(f"report: {out / 'report.md'}")
    return 0


def _command(args: argparse.Namespace) -> str:
    """The command that started the run, as typed, or rebuilt from the options."""
    import shlex
    import sys

    if len(sys.argv) > 2 and sys.argv[1] == "lab" and "--ladder" in sys.argv:
        return "meaning-made lab " + " ".join(shlex.quote(a) for a in sys.argv[2:])
    parts = [f"meaning-made lab --ladder --game {args.game} --bots {','.join(args.bots)}",
             f"--games {args.games}", f"--seed {args.seed}"]
    if args.table:
        parts.append(f"--table {args.table}")
    parts += [f"--cap {kind}={n}" for kind, n in (args.cap or {}).items()]
    if args.cards:
        parts.append(f"--cards {args.cards}")
    return " ".join([*parts, f"--out {args.out}"])
