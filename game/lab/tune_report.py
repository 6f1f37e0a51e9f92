"""What a tune leaves in its folder: the proposal (a card folder, its `cards diff`, a patch), the
report of every trial with the confirmation, and the plots of the search (matplotlib)."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from game.family import files, yaml_lines
from game.lab import output, tune_cards

NO_CHANGE = "(no card changes)"


def card_diff(old: Path, new: Path, game: str, labels: tuple[str, str] | None = None) -> list[str]:
    """``cards diff OLD NEW`` (game.studio.diff): by the game's card files where the studio knows
    them, else by every card file of the folder, compared the same way. ``labels`` name the two
    sides in its summary line."""
    from game.studio import diff

    try:
        result = diff.diff_specs(str(old), str(new), game)
    except ValueError:  # a game the studio shows no cards of (ORGANISM): its files, read here
        result = _folder_diff(old, new)
    if labels:
        result.old, result.new = labels
    return result.lines()


def _folder_diff(old: Path, new: Path) -> Any:
    from game.family.card_faces import CardFile
    from game.studio import diff

    sides = []
    for folder in (old, new):
        side = diff.Side(str(folder))
        found = tune_cards.read_folder(folder)
        side.files = tuple(CardFile(f.name, f.key, f.key.rstrip("s")) for f in found)
        for f in found:
            for card in yaml_lines.load(f.text, f.name)[f.key]:
                if isinstance(card, dict) and "id" in card:
                    side.cards[(f.key, card["id"])] = card
        sides.append(side)
    return diff.compare(sides[0], sides[1])


def _label(tune: Any) -> str:
    """The base card folder as the project names it (cards/<game>), for the patch's paths."""
    from game.family.paths import PROJECT_ROOT

    try:
        return Path(tune.spec.cards).relative_to(PROJECT_ROOT).as_posix()
    except ValueError:
        return Path(tune.spec.cards).as_posix().lstrip("/")


def write_proposal(tune: Any, best: Any, cand: Any) -> dict[str, Any]:
    """DIR/proposal: the best trial's cards (a whole folder), cards.diff, cards.patch and
    proposal.json (every value, today's beside it). Nothing outside DIR is written."""
    spec = tune.spec
    folder = tune.out / "proposal"
    folder.mkdir(parents=True, exist_ok=True)
    lines = [NO_CHANGE]
    text = ""
    if cand.cards_folder and tune.card_params:
        lines = card_diff(Path(spec.cards), Path(cand.cards_folder), spec.game,
                          (_label(tune), "proposal/cards"))
        text = tune_cards.patch(Path(spec.cards), Path(cand.cards_folder), _label(tune))
    (folder / "cards.patch").unlink(missing_ok=True)
    if text:
        files.write_atomic(folder / "cards.patch", text)
    files.write_atomic(folder / "cards.diff", "\n".join(lines) + "\n")
    changes = [{"name": p.name, "kind": p.kind, "target": p.target, "field": p.field, "file": p.file,
                "module": p.module, "today": p.shipped, "proposed": best.params[p.name]}
               for p in spec.params]
    data = {"trial": best.number, "objective_on_trial_games": best.value, "changes": changes,
            "cards_diff": lines}
    files.write_atomic(folder / "proposal.json", json.dumps(data, indent=1) + "\n")
    return data


# --- the report ----------------------------------------------------------------------------


def _trials(tune: Any) -> list[dict[str, Any]]:
    out = []
    for t in tune.study.get_trials(deepcopy=False):
        steps = sorted(t.intermediate_values)
        value = t.value if t.value is not None else (t.intermediate_values[steps[-1]] if steps else None)
        out.append({"number": t.number, "state": t.state.name.lower(), "params": dict(t.params),
                    "objective": value, "rungs": {str(k): t.intermediate_values[k] for k in steps},
                    "games": t.user_attrs.get("games", {}), "rows": t.user_attrs.get("rows", []),
                    "seconds": t.user_attrs.get("seconds"), "baseline": bool(t.user_attrs.get("baseline")),
                    "same_as": t.user_attrs.get("same_as")})
    return out


def write(tune: Any, best: Any, proposal: dict[str, Any], confirmation: dict[str, Any]) -> None:
    trials = _trials(tune)
    out = tune.out
    files.write_atomic(out / "trials.json", json.dumps({"trials": trials, "best": best.number,
                                                        "confirmation": confirmation}, indent=1) + "\n")
    plots = _plots(out, tune, trials)
    files.write_atomic(out / "report.md", _markdown(tune, trials, best, proposal, confirmation, plots))


def _plots(out: Path, tune: Any, trials: list[dict[str, Any]]) -> list[str]:
    plots = output.Plots(out)
    plt = plots.plt
    shown = [t for t in trials if t["objective"] is not None]
    fig, ax = plt.subplots(figsize=(6.5, 3.4))
    for state, style in (("complete", {"color": "#258", "marker": "o"}),
                         ("pruned", {"color": "#c55", "marker": "x"})):
        pts = [t for t in shown if t["state"] == state]
        ax.scatter([t["number"] for t in pts], [t["objective"] for t in pts], label=state, s=22, **style)
    xs, ys, best = [], [], math.inf
    for t in shown:
        if t["state"] == "complete":
            best = min(best, t["objective"])
        if best < math.inf:
            xs.append(t["number"])
            ys.append(best)
    if xs:
        ax.step(xs, ys, where="post", color="#4a9", label="best so far")
    base = [t for t in shown if t["baseline"]]
    if base:
        ax.axhline(base[0]["objective"], color="#999", linestyle="--", linewidth=0.8, label="today's values")
    ax.set_xlabel("trial")
    ax.set_ylabel("objective (0: every band met)")
    ax.set_title("The search: objective by trial (pruned: at its last rung)")
    ax.legend(fontsize=7)
    plots.save(fig, "search.png")

    params = tune.spec.params
    if params and shown:
        cols = min(3, len(params))
        rows = math.ceil(len(params) / cols)
        fig, axes = plt.subplots(rows, cols, figsize=(3.2 * cols, 2.6 * rows), squeeze=False)
        for k, p in enumerate(params):
            ax = axes[k // cols][k % cols]
            for state, style in (("complete", {"color": "#258", "marker": "o"}),
                                 ("pruned", {"color": "#c55", "marker": "x"})):
                pts = [t for t in shown if t["state"] == state and p.name in t["params"]]
                ax.scatter([t["params"][p.name] for t in pts], [t["objective"] for t in pts], s=16, **style)
            if p.shipped is not None:
                ax.axvline(p.shipped, color="#999", linestyle="--", linewidth=0.8)
            if p.integer:
                from matplotlib.ticker import MaxNLocator

                ax.xaxis.set_major_locator(MaxNLocator(integer=True))
            ax.set_title(p.name, fontsize=8)
            ax.tick_params(labelsize=7)
        for k in range(len(params), rows * cols):
            axes[k // cols][k % cols].axis("off")
        fig.suptitle("Objective by each value (dashed: today's)", fontsize=9)
        plots.save(fig, "params.png")
    return plots.made


def _num(value: Any) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def _value(row: dict[str, Any]) -> str:
    return "0 (never seen)" if row["value"] is None else f"{row['value']:.4g}"


def _markdown(tune: Any, trials: list[dict[str, Any]], best: Any, proposal: dict[str, Any],
              confirmation: dict[str, Any], plots: list[str]) -> str:
    from game.family import ruleset

    spec = tune.spec
    rules = ruleset(spec.game)
    pruned = sum(t["state"] == "pruned" for t in trials)
    seconds = float(tune.state.get("seconds", 0.0))
    lines = [f"# Tune: {rules.title}, {', '.join(t.label for t in spec.tables)}", "",
             f"`{tune.command}`", "",
             f"Spec: [{Path(spec.path).name}]({os.path.relpath(tune.out / 'spec.yaml', tune.out)}) "
             f"(saved with the tune). {len(trials)} trials ({pruned} pruned), rungs of "
             f"{', '.join(str(r) for r in spec.rungs)} games a table, pruner {spec.pruner}; sampler "
             f"TPE (multivariate, {spec.startup} random start-up trials, seeded from {spec.seed}); "
             f"variants: {', '.join(spec.variants) or 'none'}; {seconds:.0f} s in all.", "",
             "Every trial plays the same deals (seeds from one stream), so candidates differ by their "
             "values, not their luck; the best is chosen on those games, so its score there is "
             "optimistic. The confirmation plays it on fresh seeds no trial played, and only that run "
             "says whether the bands are met.", "",
             "## What may change", "", "| change | kind | range | today | proposed |",
             "|---|---|---|---|---|"]
    for p in spec.params:
        kind = {"card": f"card ({p.file})", "rule": f"rule constant ({p.module})",
                "option": "setup option"}[p.kind]
        lines.append(f"| `{p.name}` | {kind} | {_num(p.low)}–{_num(p.high)}"
                     f"{f' by {_num(p.step)}' if p.step else ''} | {_num(p.shipped)} | "
                     f"**{_num(best.params[p.name])}** |")
    lines += ["", "## Targets", "", "| table | bots | metric | band | weight |", "|---|---|---|---|---|"]
    for table in spec.tables:
        for target in table.targets:
            lines.append(f"| {table.label} | {' '.join(table.bots)} | `{target.metric}` | "
                         f"{target.low:g}–{target.high:g} | {target.weight * table.weight:g} |")
    lines += ["", "## Proposal", "",
              f"Trial {best.number}: objective {best.value:.3f} on its own games. As `cards diff` "
              "shows it (`proposal/cards.diff`; the folder is `proposal/cards`):", "", "```"]
    lines += proposal["cards_diff"]
    lines += ["```", ""]
    if (tune.out / "proposal" / "cards.patch").is_file():
        lines += ["To adopt the card changes: `git apply " + str(tune.out / "proposal" / "cards.patch") +
                  "` from the project root (the tuner changes no shipped file itself).", ""]
    others = [p for p in spec.params if p.kind != "card" and best.params[p.name] != p.shipped]
    for p in others:
        where = f"`{p.module}.{p.constant}" + "".join(f"[{i}]" for i in p.index) + "`" \
            if p.kind == "rule" else f"the setup option `{p.target}`"
        lines.append(f"- {where}: {_num(p.shipped)} -> {_num(best.params[p.name])} (by hand: a rule "
                     "change is a ruling)")
    if others:
        lines.append("")
    lines += ["## Confirmation on fresh games", ""]
    for t in confirmation["tables"]:
        lines.append(f"- {t['players']} seat(s): {t['games']} games, seed {t['seed']} "
                     f"([report]({t['folder']}/report.md)), {t['seconds']:.0f} s")
    base = next((t for t in trials if t["baseline"]), None)
    best_rows = next(t["rows"] for t in trials if t["number"] == best.number)
    lines += ["", f"| table | metric | band | today (trial {base['number']}, trial games) | "
              f"proposal (trial {best.number}, trial games) | proposal, fresh games | met |"
              if base else f"| table | metric | band | proposal (trial {best.number}, trial games) | "
                           "proposal, fresh games | met |"]
    lines.append("|---|---|---|---|---|---|---|" if base else "|---|---|---|---|---|---|")
    for k, row in enumerate(confirmation["rows"]):
        cells = [f"{row['players']}", f"`{row['metric']}`", f"{row['band'][0]:g}–{row['band'][1]:g}"]
        if base:
            cells.append(_value(base["rows"][k]) if k < len(base["rows"]) else "–")
        cells += [_value(best_rows[k]) if k < len(best_rows) else "–", _value(row),
                  "met" if row["miss"] == 0 else f"**missed by {row['miss']:.2f} band(s)**"]
        lines.append("| " + " | ".join(cells) + " |")
    lines += ["", f"Objective on the fresh games: {confirmation['objective']:.3f} (0: every band met).", ""]
    never = sorted({r["metric"] for t in trials for r in t["rows"]}
                   - {r["metric"] for t in trials for r in t["rows"] if r["value"] is not None})
    if never:
        lines += [f"Note: {', '.join(f'`{m}`' for m in never)} never came up in any trial's games "
                  "(read as 0): check the name against a lab summary.json.", ""]
    lines += ["## The search", ""]
    lines += [f"![{p}]({p})" for p in plots]
    lines += ["", "## Every trial", "",
              "Objective: on the trial's games so far (a pruned trial's at the rung it stopped at). "
              "Games: a table. A trial whose values an earlier one had (= trial k) plays no games: "
              "the same values play the same deals, so the earlier result stands.", ""]
    head = ["#", *[f"`{p.name}`" for p in spec.params], "games", "objective", "state",
            *[f"{r['players']}: `{r['metric']}`" for r in confirmation["rows"]]]
    lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for t in trials:
        cells = [f"{t['number']}{' (today)' if t['baseline'] else ''}"]
        cells += [_num(t["params"].get(p.name)) for p in spec.params]
        state = t["state"] if t["same_as"] is None else f"{t['state']} (= trial {t['same_as']})"
        cells += [" / ".join(str(n) for n in (t["games"] or {}).values()) or "0", _num(t["objective"]), state]
        cells += [_value(r) for r in t["rows"] or []] or ["–"] * len(confirmation["rows"])
        lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    return "\n".join(lines)
