"""Write DIR/report.md, DIR/summary.json, DIR/games.jsonl and the PNG plots (matplotlib)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games.initiatives.cards import CardSet
from game.lab import output, stats

TARGETS = {  # edition `initiatives`, issue 4
    "end_initiative_rate": (0.60, 0.85),
    "collapse_rate": (0.10, 0.35),
    "mean_rounds": (7.0, 11.0),
    "seat_spread": (0.0, 0.05),
    "start_seat_spread": (0.0, 0.08),  # ruling I17: by the seat that started round 1 (issue 14)
    "solo_easy": (0.85, 1.0),
    "solo_standard": (0.50, 0.75),
    "solo_hard": (0.20, 0.45),
}


def pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _ci(ci: tuple[float, float]) -> str:
    return f"[{100 * ci[0]:.1f}, {100 * ci[1]:.1f}]"


def _cis(cis: list[tuple[float, float]] | None) -> str:
    """One interval a seat, in the order of the rates beside them."""
    return ", ".join(_ci(ci) for ci in cis) if cis else ""


def build(records: list[dict[str, Any]], cards: CardSet, players: int) -> dict[str, Any]:
    summary = stats.summarise(records, players)
    patterns = stats.pattern_table(records, list(cards.pattern_ids))
    inits = stats.initiative_table(records, list(cards.initiative_ids), cards.default_end)
    events = stats.event_table(records, list(cards.event_ids), cards)
    p_pack = stats.mark_outliers(patterns) if players > 1 else {}
    # The End Initiative is in every game and its contributors include whoever closes the game,
    # so it is shown but not judged against the deck: its edge is the rules', not a card's.
    deck_inits = [r for r in inits if r["id"] != cards.default_end]
    i_pack = stats.mark_outliers(deck_inits) if players > 1 else {}
    summary["pattern_outliers"] = [r["id"] for r in patterns if r.get("outlier")]
    summary["initiative_outliers"] = [r["id"] for r in inits if r.get("outlier")]
    summary["pattern_beyond_2sd"] = [r["id"] for r in patterns if r.get("beyond_2sd")]
    summary["initiative_beyond_2sd"] = [r["id"] for r in inits if r.get("beyond_2sd")]
    summary["end_id"] = cards.default_end
    if players > 1:
        # Ruling I17: the seed's own example cards are exempt; the report names their edge.
        exempt = {c for c, p in cards.patterns.items() if p.seed_example}
        exempt |= {c for c, i in cards.initiatives.items() if i.seed_example}
        exempt.add(cards.default_end)
        summary["holm_patterns"] = stats.holm_outliers(patterns, exempt)
        summary["holm_initiatives"] = stats.holm_outliers(inits, exempt)
        summary["seed_example_edges"] = {
            r["id"]: [round(r["win_diff"], 4), round(1.959964 * r["se"], 4)]
            for r in [*patterns, *inits] if r["id"] in exempt}
    if players > 1:
        summary["pattern_outliers_by_chance"] = stats.outliers_by_chance(records, list(cards.pattern_ids))
    return {"summary": summary, "patterns": patterns, "initiatives": inits, "events": events,
            "pattern_pack": p_pack, "initiative_pack": i_pack}


def write(out: Path, records: list[dict[str, Any]], cards: CardSet, players: int,
          command: str, meta: dict[str, Any]) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    data = build(records, cards, players)
    summary = data["summary"]
    summary["command"] = command
    summary.update(meta)
    output.write_data(out, summary, records)
    plots = _plots(out, records, data, players)
    (out / "report.md").write_text(_markdown(data, players, command, meta, plots))
    return summary


# ---------------------------------------------------------------------------------------------
def _plots(out: Path, records: list[dict[str, Any]], data: dict[str, Any], players: int) -> list[str]:
    plots = output.Plots(out)
    plt, save, made = plots.plt, plots.save, plots.made

    s = data["summary"]
    # 1. outcomes
    fig, ax = plt.subplots(figsize=(5, 3))
    labels = ["End Initiative", "collapse", "stalled"]
    vals = [s["end_initiative_rate"], s["collapse_rate"], s["stalled_rate"]]
    ax.bar(labels, [100 * v for v in vals], color=["#4a9", "#c55", "#999"])
    ax.axhspan(60, 85, color="#4a9", alpha=0.12)
    ax.axhspan(10, 35, color="#c55", alpha=0.12)
    ax.set_ylabel("% of games")
    ax.set_title("Outcomes (bands: targets)")
    save(fig, "outcomes.png")
    # 2. rounds distribution
    fig, ax = plt.subplots(figsize=(5, 3))
    rounds = [r["rounds"] for r in records]
    ax.hist(rounds, bins=range(1, max(rounds) + 2), color="#58a", edgecolor="white", align="left")
    ax.axvspan(7, 11, color="#4a9", alpha=0.12)
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")
    ax.set_title(f"Rounds (mean {s['mean_rounds']:.2f})")
    save(fig, "rounds.png")
    # 3. Meaning over rounds
    fig, ax = plt.subplots(figsize=(5, 3))
    longest = max(len(r["meaning_history"]) for r in records)
    means, counts = [], []
    for k in range(longest):
        xs = [r["meaning_history"][k] for r in records if len(r["meaning_history"]) > k]
        means.append(stats.mean(xs))
        counts.append(len(xs))
    for r in records[:60]:
        ax.plot(range(1, len(r["meaning_history"]) + 1), r["meaning_history"], color="#bbb",
                lw=0.5)
    ax.plot(range(1, longest + 1), means, color="#c70", lw=2, label="mean of games still running")
    ax.set_xlabel("round (end)")
    ax.set_ylabel("Meaning")
    ax.set_ylim(0, 12)
    ax.legend(fontsize=7)
    ax.set_title("Meaning over rounds")
    save(fig, "meaning.png")
    # 4. score distributions
    fig, ax = plt.subplots(figsize=(5, 3))
    winners = [max(r["scores"]) for r in records if r["winners"]]
    allsc = [x for r in records for x in r["scores"]]
    top = max(allsc) + 2 if allsc else 2
    ax.hist(allsc, bins=range(0, top), alpha=0.6, label="every seat", color="#58a")
    if players > 1:
        ax.hist(winners, bins=range(0, top), alpha=0.6, label="winner", color="#c70")
    ax.set_xlabel("final score (Vitals + Legacy)")
    ax.legend(fontsize=7)
    ax.set_title("Scores")
    save(fig, "scores.png")
    if players > 1:
        # 5. win rate by seat and by turn position
        fig, ax = plt.subplots(figsize=(5, 3))
        xs = range(players)
        ax.bar([x - 0.2 for x in xs], [100 * v for v in s["seat_win_rates"]], width=0.4,
               label="seat number")
        ax.bar([x + 0.2 for x in xs], [100 * v for v in s["turn_position_win_rates"]], width=0.4,
               label="turn position (1 = starting player)")
        ax.axhline(100 / players, color="k", lw=0.5)
        ax.set_xticks(list(xs), [str(x + 1) for x in xs])
        ax.set_ylabel("% of games won")
        # headroom above the tallest bar, so that the legend never covers one
        top = max(100 * max(s["seat_win_rates"]), 100 * max(s["turn_position_win_rates"]), 100 / players)
        ax.set_ylim(0, top * 1.45)
        ax.legend(fontsize=7, loc="upper center", ncols=2)
        ax.set_title("Win rate by seat")
        save(fig, "seats.png")
        # 6. patterns
        rows = sorted(data["patterns"], key=lambda r: r["win_diff"])
        fig, axes = plt.subplots(1, 2, figsize=(10, 9), sharey=True)
        ids = [r["id"] for r in rows]
        axes[0].barh(ids, [100 * r["obtain_rate"] for r in rows], color="#58a")
        axes[0].set_xlabel("% of games someone obtained it")
        colors = ["#c55" if r.get("outlier") else "#4a9" for r in rows]
        axes[1].barh(ids, [100 * r["win_diff"] for r in rows],
                     xerr=[196 * r["se"] for r in rows], color=colors, ecolor="#888")
        m, sd = data["pattern_pack"]["mean"], data["pattern_pack"]["sd"]
        for x in (m - 2 * sd, m + 2 * sd):
            axes[1].axvline(100 * x, color="#c55", lw=0.8, ls="--")
        axes[1].set_xlabel("win-rate difference, takers − others (points, 95 % CI)")
        axes[0].tick_params(axis="y", labelsize=6)
        fig.suptitle("Patterns")
        save(fig, "patterns.png")
    # 7. initiatives
    rows = data["initiatives"]
    fig, ax = plt.subplots(figsize=(6, 5))
    ax.barh([r["id"] for r in rows], [100 * r["completion_rate"] for r in rows], color="#a7c")
    ax.set_xlabel("% completed when face up")
    ax.tick_params(axis="y", labelsize=7)
    ax.set_title("Initiatives")
    save(fig, "initiatives.png")
    # 8. events
    rows = data["events"]
    fig, ax = plt.subplots(figsize=(6, 5))
    ax.barh([r["id"] for r in rows], [r["mean_loss"] for r in rows], color="#c55",
            label="mean Meaning lost")
    ax.barh([r["id"] for r in rows], [r["vitals_lost"] for r in rows], left=[r["mean_loss"] for r in rows],
            color="#e9a", label="mean Vitals lost (table)")
    ax.tick_params(axis="y", labelsize=7)
    ax.legend(fontsize=7)
    ax.set_title("Events")
    save(fig, "events.png")
    if players == 1 and "solo" in s:
        fig, axes = plt.subplots(1, 2, figsize=(9, 3))
        diffs = [d for d in ("easy", "standard", "hard") if d in s["solo"]]
        axes[0].bar(diffs, [100 * s["solo"][d]["win_rate"] for d in diffs], color="#4a9")
        for i, d in enumerate(diffs):
            lo, hi = TARGETS[f"solo_{d}"]
            axes[0].plot([i - 0.4, i + 0.4], [100 * lo] * 2, color="k", lw=0.8)
            axes[0].plot([i - 0.4, i + 0.4], [100 * hi] * 2, color="k", lw=0.8)
        axes[0].set_ylabel("% won (no collapse)")
        axes[0].set_title("Solo by difficulty (lines: target)")
        band_names = ["Collapse", "Done", "Survived", "Stabilizer", "Builder", "Steward",
                      "World-Grade Contributor", "Stalled"]
        bottom = [0.0] * len(diffs)
        for b in band_names:
            vals = [100 * s["solo"][d]["bands"].get(b, 0) / s["solo"][d]["games"] for d in diffs]
            if any(vals):
                axes[1].bar(diffs, vals, bottom=bottom, label=b)
                bottom = [x + y for x, y in zip(bottom, vals, strict=True)]
        axes[1].legend(fontsize=6)
        axes[1].set_title("Solo bands")
        save(fig, "solo.png")
    return made


def _fair_note(chance: float | None, by_deal: float | None = None) -> str:
    """Whether a spread is more than noise: how often equal seats would show as much, taking the
    games as independent and, where given, counting by deal (game/lab/stats.py)."""
    if chance is None:
        return ""
    deal = f"; {100 * by_deal:.0f} % counted by deal" if by_deal is not None else ""
    return f" (equal seats show as much in {100 * chance:.0f} % of runs this size{deal})"


def _position_note(s: dict[str, Any]) -> str:
    return _fair_note(s.get("turn_position_spread_fair_chance"),
                      s.get("turn_position_spread_fair_chance_by_deal"))


def _check(name: str, value: float) -> str:
    lo, hi = TARGETS[name]
    return "met" if lo <= value <= hi else "**not met**"


def _markdown(data: dict[str, Any], players: int, command: str, meta: dict[str, Any],
              plots: list[str]) -> str:
    s = data["summary"]
    lines = ["# Balance lab report", "", f"Command: `{command}`", ""]
    played = (f"pooled from {', '.join(meta['pooled_from'])} ({meta.get('seconds', 0):.0f} s of play)"
              if meta.get("pooled_from") else
              f"{meta.get('seconds', 0):.0f} s on {meta.get('workers', 1)} worker(s)")
    lines.append(f"{s['games']} games, {players} seat(s), bots: {' '.join(meta.get('bots', []))}, "
                 f"conversion {'on' if meta.get('conversion', True) else 'off'}, {played}.")
    changed = [v for v in meta.get("variants", []) if v != "no_conversion"]
    lines.append(f"Variants changed from the defaults: {', '.join(changed) or 'none'}"
                 + (" (solo Stability rule DI17 on)" if players == 1
                    and "no_solo_stability" not in changed else "") + ".")
    lines += ["", "## Summary", "", "| measure | value | 95 % CI | target |", "|---|---|---|---|"]
    if players > 1:
        rate = s["end_initiative_rate"]
        lines.append(f"| End Initiative completed | {pct(rate)} | "
                     f"{_ci(s['end_initiative_ci'])} | 60–85 %: {_check('end_initiative_rate', rate)} |")
        lines.append(f"| collapse | {pct(s['collapse_rate'])} | {_ci(s['collapse_ci'])} | "
                     f"10–35 %: {_check('collapse_rate', s['collapse_rate'])} |")
        lines.append(f"| mean rounds | {s['mean_rounds']:.2f} (sd {s['rounds_sd']:.2f}) | | "
                     f"7–11: {_check('mean_rounds', s['mean_rounds'])} |")
        spread = s["seat_spread"]
        lines.append(f"| seat win rates | {', '.join(pct(x) for x in s['seat_win_rates'])} | "
                     f"{_cis(s.get('seat_win_ci'))} | "
                     f"spread {pct(spread)} ≤ 5 points: {_check('seat_spread', spread)}"
                     f"{_fair_note(s.get('seat_spread_fair_chance'))} |")
        if "fixed_first_player" in changed:
            lines.append(f"| win rate by turn position | "
                         f"{', '.join(pct(x) for x in s['turn_position_win_rates'])} | "
                         f"{_cis(s.get('turn_position_ci'))} | "
                         f"spread {pct(s['turn_position_spread'])}"
                         f"{_position_note(s)} |")
        else:  # the first player rotates: I17 measures by the seat that started round 1
            tp = s["turn_position_spread"]
            lines.append(f"| win rate by the seat that started round 1 (I17) | "
                         f"{', '.join(pct(x) for x in s['turn_position_win_rates'])} | "
                         f"{_cis(s.get('turn_position_ci'))} | "
                         f"spread {pct(tp)} ≤ 8 points: {_check('start_seat_spread', tp)}"
                         f"{_position_note(s)} |")
        lines.append(f"| stalled | {pct(s['stalled_rate'])} | | |")
        lines.append(f"| End Initiative completed by round {stats.EARLY_END_ROUNDS} | "
                     f"{pct(s['early_end_rate'])} | | |")
        lines.append(f"| over before anyone played | {pct(s['before_play_rate'])} | | |")
        lines.append(f"| mean winning score | {s['mean_winning_score']:.1f} | | |")
        lines.append(f"| mean final Meaning | {s['mean_final_meaning']:.2f} | | |")
        po, io = s["pattern_outliers"], s["initiative_outliers"]
        lines.append(f"| card outliers (win-rate difference) | Patterns: {', '.join(po) or 'none'}; "
                     f"Initiatives: {', '.join(io) or 'none'} | | none |")
        hp, hi = s.get("holm_patterns"), s.get("holm_initiatives")
        if hp and hi:
            lines.append(f"| card outliers, Holm-corrected at 5 % (ruling I17) | Patterns: "
                         f"{', '.join(hp['flagged']) or 'none'} of {hp['judged']} judged; Initiatives: "
                         f"{', '.join(hi['flagged']) or 'none'} of {hi['judged']} judged | | none |")
        chance = s.get("pattern_outliers_by_chance")
        if chance:
            lines.append(f"| Patterns flagged by chance alone | {chance['mean_flags']:.2f} a run; at least "
                         f"one in {100 * chance['at_least_one']:.0f} % of runs this size | | |")
    else:
        lines.append(f"| End Initiative completed | {pct(s['end_initiative_rate'])} | "
                     f"{_ci(s['end_initiative_ci'])} | |")
        lines.append(f"| collapse | {pct(s['collapse_rate'])} | {_ci(s['collapse_ci'])} | |")
        lines.append(f"| mean rounds | {s['mean_rounds']:.2f} | | |")
        for d in ("easy", "standard", "hard"):
            if d in s.get("solo", {}):
                sd = s["solo"][d]
                lo, hi = TARGETS[f"solo_{d}"]
                lines.append(f"| solo {d}: won (no collapse) | {pct(sd['win_rate'])} of {sd['games']} | "
                             f"{_ci(sd['win_ci'])} | {100 * lo:.0f}–{100 * hi:.0f} %: "
                             f"{_check(f'solo_{d}', sd['win_rate'])} |")
    lines += ["", "The 95 % intervals count the games of one deal (its seat rotation) together, "
              "not as independent games (a cluster-robust Wilson interval, `game/lab/stats.py`).", "",
              "Outliers: a card is an outlier when its win-rate difference (players who took it "
              "minus players who did not) lies beyond two standard deviations of all cards' "
              "differences **and** its own 95 % interval excludes the cards' mean (which filters "
              "most sampling noise, not all: with some sixty cards judged, the row 'flagged by "
              "chance alone' says how many flags luck gives; it shuffles each game's Palettes "
              "among its seats). Cards taken fewer than 10 times are not judged, "
              "nor is the End Initiative, which is in every game and whose contributors include "
              "whoever ends it (its row is shown for reference)."]
    edges = s.get("seed_example_edges")
    if edges:
        lines += ["", "## The seed's example cards (exempt from the outlier test, ruling I17)", "",
                  "| card | win-rate difference of its takers | ± 95 % |", "|---|---|---|"]
        for cid, (diff, half) in sorted(edges.items(), key=lambda kv: -kv[1][0]):
            lines.append(f"| `{cid}` | {100 * diff:+.1f} | {100 * half:.1f} |")
    if players == 1 and "solo" in s:
        lines += ["", "## Solo by difficulty and band", "",
                  "| difficulty | games | won | collapse | mean rounds | bands |",
                  "|---|---|---|---|---|---|"]
        for d in ("easy", "standard", "hard"):
            if d in s["solo"]:
                sd = s["solo"][d]
                bands = ", ".join(f"{k} {v}" for k, v in sorted(sd["bands"].items()))
                lines.append(f"| {d} | {sd['games']} | {pct(sd['win_rate'])} | {pct(sd['collapse_rate'])} | "
                             f"{sd['mean_rounds']:.2f} | {bands} |")
    lines += ["", "## Plots", ""]
    lines += [f"![{p}]({p})" for p in plots]
    if players > 1:
        lines += ["", "## Patterns", "",
                  "| Pattern | obtained in | taken by | win-rate diff | ± 95 % | z (pack) | outlier |",
                  "|---|---|---|---|---|---|---|"]
        for r in sorted(data["patterns"], key=lambda r: -r["win_diff"]):
            lines.append(f"| {r['id']} | {pct(r['obtain_rate'])} | {r['taken']} | "
                         f"{100 * r['win_diff']:+.1f} | {196 * r['se']:.1f} | {r['z_pack']:+.2f} | "
                         f"{'yes' if r['outlier'] else ''} |")
    lines += ["", "## Initiatives", "", "| Initiative | face up in | completed | completion rate | "
              "contributors' win-rate diff | outlier |", "|---|---|---|---|---|---|"]
    for r in data["initiatives"]:
        verdict = "yes" if r.get("outlier") else "not judged" if r["id"] == s.get("end_id") else ""
        lines.append(f"| {r['id']} | {r['seen']} | {r['completed']} | {pct(r['completion_rate'])} | "
                     f"{100 * r['win_diff']:+.1f} ± {196 * r['se']:.1f} | {verdict} |")
    lines += ["", "## Events", "", "| Event | printed Meaning | reveals | mean Meaning lost | "
              "mean Vitals lost (table) | collapses caused | other effects |",
              "|---|---|---|---|---|---|---|"]
    for r in data["events"]:
        lines.append(f"| {r['id']} | {r['printed']} | {r['reveals']} | {r['mean_loss']:.2f} | "
                     f"{r['vitals_lost']:.2f} | {r['collapses']} | {r['effects']} |")
    return "\n".join(lines) + "\n"
