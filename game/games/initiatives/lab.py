"""Meaning Made `initiatives` in the balance lab: its run (solo levels, variants, the conversion
switch, the card-level report) and one game of a lab job played by bots, with the record the
report reads (which Initiatives were seen and done, what each Event cost, who joined the End
Initiative). The lab asks for both through the game's plug-in (``lab_run``, ``lab_play``)."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.bots import bot_seed, make_bot
from game.family.errors import CardError, OptionError
from game.games.initiatives import report
from game.games.initiatives.card_loader import default_cards, load_cards
from game.games.initiatives.cards import CardSet
from game.games.initiatives.options import SOLO_DIFFICULTIES, Setup, Variants, variants_from_names
from game.games.initiatives.rules import apply
from game.games.initiatives.setup import new_game
from game.games.initiatives.setup import start_meaning as game_start_meaning
from game.games.initiatives.size_rulings import SIZE_RULINGS

_CARDS: dict[tuple[str | None, str], CardSet] = {}


def _cards(folder: str | None, edition: str) -> CardSet:
    key = (folder, edition)
    if key not in _CARDS:
        _CARDS[key] = load_cards(folder, edition) if folder else default_cards(edition)
    return _CARDS[key]


def play(job: Any) -> dict[str, Any]:
    """Play one lab game (a ``game.lab.runner.LabJob``) and return the plain-data record the
    card-level report reads (docs/balance.md)."""
    cards = _cards(job.cards_folder, job.edition)
    names = tuple(f"Seat {i + 1}" for i in range(job.players))
    # I19's late conversion, DI24's calm first Event and the per-size rulings (DI22, DI23) are
    # this version's rules; "no_late_conversion", "no_calm_first_event" and "no_<flag>"
    # ("no_four_seat_table") replay a run of the earlier rules.
    setup = Setup(names, job.seed, job.variants if job.variants is not None else Variants(), job.difficulty,
                  job.start_player, edition=job.edition,
                  late_conversion="no_late_conversion" not in job.switches,
                  calm_first_event="no_calm_first_event" not in job.switches,
                  size_rulings_off=SIZE_RULINGS.switches(job.switches, job.players))
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


def variants_of(names: list[str], conversion: bool | None, players: int) -> Variants:
    """A run's variants from its --variant names and --conversion (None: the default): how the
    run made its jobs, and how `lab --check` makes them again from its saved setup."""
    variants = variants_from_names(names, players=players)
    if conversion is not None:
        variants = replace(variants, conversion=conversion)
    return variants


def report_of(records: list[dict[str, Any]], players: int, cards_folder: str | None,
              out: Path | None = None, command: str = "", meta: dict[str, Any] | None = None
              ) -> dict[str, Any]:
    """The summary `lab` writes for these records (report.py's), and with ``out`` the whole
    report written there: how the tuner (game.lab.tune) reads its trials and writes its
    confirmation runs. ``meta["variants"]``: the run's --variant names."""
    cards = _cards(cards_folder, "initiatives")
    if out is None:
        return dict(report.build(records, cards, players)["summary"])
    meta = dict(meta or {})
    variants = variants_of(list(meta.get("variants", [])), None, players)
    meta.update(conversion=variants.conversion, variants=variants.names_on())
    return report.write(out, records, cards, players, command, meta)


def run(args: argparse.Namespace) -> int:
    """`meaning-made lab --game initiatives`: its solo levels, rule variants and the conversion
    switch, and the card-level report (report.py). The shared command has checked the bots, the
    counts and the seed, and filled in the defaults."""
    from game.lab import options as lab
    from game.lab.pool import cards_digest
    from game.lab.run_games import play
    from game.lab.runner import make_jobs

    diffs = args.solo_difficulty or ["all"]
    if diffs == ["all"]:
        diffs = list(SOLO_DIFFICULTIES)
    for d in diffs:
        if d not in SOLO_DIFFICULTIES:
            raise lab.usage_error(f"solo difficulty must be easy, standard, hard or all, not {d!r}")
    if args.players > 1 and args.solo_difficulty:
        raise lab.usage_error("--solo-difficulty is for --players 1")
    try:
        variants = variants_of(args.variant, None if args.conversion is None else args.conversion == "on",
                               args.players)
    except OptionError as exc:
        raise lab.usage_error(str(exc)) from None
    try:
        cards = load_cards(args.cards, args.game) if args.cards else default_cards(args.game)
    except CardError as exc:
        raise lab.usage_error(exc.errors[0]) from None
    except OSError as exc:
        raise lab.usage_error(f"cannot read cards: {exc}") from None
    out = lab.writable_out(args.out)
    if args.from_runs:
        return _pool(args, cards, out)
    jobs = make_jobs(args.seed, args.games, args.players, args.bots, diffs, variants,
                     lab.cards_path(args), args.game)
    command = lab.command_line(args)
    digest = cards_digest(cards)
    records, seconds, workers, recorder = play(jobs, args, digest)
    meta = {"bots": list(args.bots), "conversion": variants.conversion, "seconds": seconds,
            "workers": workers, "seed": args.seed, "cards": lab.cards_label(args),
            "variants": variants.names_on(), "cards_digest": digest}
    summary = report.write(out, records, cards, args.players, command, meta)
    recorder.finish()
    _print_result(summary, len(records), seconds, args.players, out)
    return 0


def _pool(args: argparse.Namespace, cards: CardSet, out: Path) -> int:
    from game.lab import options as lab
    from game.lab.pool import PoolError, cards_digest, load_runs

    try:
        records, setup, warnings = load_runs(args.from_runs, cards_digest(cards))
    except PoolError as exc:
        raise lab.usage_error(str(exc)) from None
    if setup["players"] != args.players:
        raise lab.usage_error(f"the runs have {setup['players']} seat(s), not --players {args.players}")
    for warning in warnings:
        print(f"meaning-made lab: note: {warning}", file=sys.stderr)
    meta = {"bots": setup["bots"], "conversion": setup["conversion"], "seconds": setup["seconds"],
            "workers": 0, "seed": None, "cards": args.cards or f"cards/{args.game}",
            "variants": setup["variants"], "cards_digest": cards_digest(cards),
            "pooled_from": list(args.from_runs)}
    summary = report.write(out, records, cards, args.players, lab.command_line(args), meta)
    _print_result(summary, len(records), setup["seconds"], args.players, out)
    return 0


def _print_result(summary: dict[str, Any], games: int, seconds: float, players: int,
                  out: Path) -> None:
    if players > 1:
        print(f"{games} games in {seconds:.0f} s: End Initiative "
              f"{summary['end_initiative_rate']:.1%}, collapse {summary['collapse_rate']:.1%}, "
              f"mean rounds {summary['mean_rounds']:.2f}, seat win rates "
              + " ".join(f"{x:.1%}" for x in summary["seat_win_rates"]))
    else:
        parts = [f"{d} {v['win_rate']:.1%}" for d, v in summary["solo"].items()]
        print(f"{games} solo games in {seconds:.0f} s: won " + ", ".join(parts))
    print(f"report: {out / 'report.md'}")
