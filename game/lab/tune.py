"""`meaning-made lab --tune SPEC --out DIR`: search card numbers and rule parameters for the
spec's bands, with Optuna, through the lab; propose the best as a card diff; confirm it on fresh
games (issue 41, part 1). docs/lab.md ("Tuning") is the user's page.

How a search is kept honest with noisy games:

- **One stream of games for every trial.** Every trial plays the same deals at a table (seeds
  from one stream, the spec's seed and the table), so two candidates differ by their numbers and
  not by their luck (common random numbers), and a trial is judged on all its games so far.
- **Rungs and pruning.** A trial plays its first rung of games at every table, reports the
  objective to the study and is stopped there if the pruner (by default the median of the
  earlier trials at that rung) says it is worse; only the promising ones play the next rung.
- **A sampler for noise.** Tree-structured Parzen estimators (TPE), multivariate, after a few
  random start-up trials: it models where good values lie rather than trusting any one score. Its
  seed is the spec's and the trial's number, so a search resumed after a stop asks for the same
  values it would have asked for unbroken.
- **Never judged on the games it was chosen on.** The best trial is picked on the trials' stream;
  the confirmation plays it on seeds from another stream, checked disjoint from every trial's,
  at the spec's ``confirm`` games a table (1,600 by default), and writes a full lab report of them.
- **The shipped values first.** Where today's values lie in the ranges, trial 0 plays them, so
  the report shows where the cards stand on the same games.
- **No game played twice.** A trial whose values an earlier trial had (TPE may ask again) would
  play the same deals to the same end: the earlier result stands for it.

Nothing shipped is written: a trial's cards are a copy in ``DIR/trials/NNNN/cards``, the proposal
is ``DIR/proposal`` (a card folder, its ``cards diff``, a patch). The folder resumes like a lab
run (``meaning-made lab --resume DIR``): the study is an Optuna journal in the folder, every game
a line of its trial's lab run as it ends.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shlex
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.family import files
from game.lab import options, run_games, tune_cards, tune_play
from game.lab.checkpoint import RUN_FILE, CheckpointError, code_digest, interrupts_held, load_run
from game.lab.runner import game_seed
from game.lab.tune_objective import check_metrics, objective
from game.lab.tune_spec import Param, Table, TuneSpec, TuneSpecError

TUNE_FILE = "tune.json"
SPEC_FILE = "spec.yaml"
STUDY_FILE = "study.journal"
STUDY = "tune"
FORMAT = 1
INSTALL_HINT = 'the tuner needs Optuna: pip install -e ".[tune]" (or pip install optuna)'
# lab options a tune spec says instead (`--tune` refuses them)
SPEC_OPTIONS = (("game", "--game"), ("players", "--players"), ("games", "--games"), ("bots", "--bots"),
                ("seed", "--seed"), ("cards", "--cards"), ("variant", "--variant"),
                ("conversion", "--conversion"), ("solo_difficulty", "--solo-difficulty"),
                ("from_runs", "--from"), ("ladder", "--ladder"), ("table", "--table"),
                ("campaign", "--campaign"), ("check", "--check"), ("sample", "--sample"))


def is_tune_folder(folder: str | Path) -> bool:
    return (Path(folder) / TUNE_FILE).is_file()


def seed_of(base: int, *labels: Any) -> int:
    """A 64-bit seed for one named stream of the tune (the trials' games at a table, the
    confirmation's, the sampler's for a trial): streams of one base seed never share a game."""
    text = "/".join(str(x) for x in (base, *labels))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def deal_seeds(seed: int, table: Table, games: int) -> set[int]:
    """The game seeds ``runner.make_jobs`` gives ``games`` games of ``table`` from ``seed``."""
    deals = games // table.players if table.players > 1 else games
    return {game_seed(seed, i) for i in range(deals)}


def trial_seed(spec: TuneSpec, table: Table) -> int:
    return seed_of(spec.seed, "trials", table.players)


def confirm_seed(spec: TuneSpec, table: Table) -> int:
    """The confirmation's seed at ``table``: the first of its stream whose games share no seed with
    any trial's (a clash is a 1 in 2^50 chance; it is checked, not assumed)."""
    used = deal_seeds(trial_seed(spec, table), table, table.games(spec.rungs[-1]))
    attempt = 0
    while True:
        seed = seed_of(spec.seed, "confirm", table.players, attempt)
        if not deal_seeds(seed, table, table.games(spec.confirm)) & used:
            return seed
        attempt += 1


@dataclass
class Tune:
    """A tune in its folder: the spec, where to play, and the study."""

    spec: TuneSpec
    out: Path
    workers: int | None
    scheduler: str | None
    quiet: bool
    command: str
    study: Any = None
    started: float = field(default_factory=time.perf_counter)
    state: dict[str, Any] = field(default_factory=dict)
    digests: dict[str, str] = field(default_factory=dict)  # card folder -> its fingerprint

    def digest(self, folder: str) -> str:
        if folder not in self.digests:
            self.digests[folder] = _cards_digest(self.spec, folder)
        return self.digests[folder]

    @property
    def card_params(self) -> list[Param]:
        return [p for p in self.spec.params if p.kind == "card"]


# --- the command ---------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    """`lab --tune SPEC --out DIR` or `lab [--tune] --resume DIR`; the exit code."""
    import importlib.util

    for key, flag in SPEC_OPTIONS:
        if getattr(args, key, None) not in (None, [], False):
            raise options.usage_error(f"{flag} is the tune spec's to say; --tune takes --out, "
                                      "--workers, --scheduler, --quiet and --resume")
    if importlib.util.find_spec("optuna") is None:
        raise options.usage_error(INSTALL_HINT)
    if args.scheduler is not None:
        options.check_scheduler(args.scheduler)
    tune = _resume(args) if args.resume else _start(args)
    if tune is None:
        return 0
    with run_games.terminate_as_interrupt():
        try:
            return _tune(tune)
        except run_games.Terminated:
            raise _stopped(tune, 143, "stopped") from None
        except KeyboardInterrupt:
            raise _stopped(tune, 130, "interrupted") from None


def _start(args: argparse.Namespace) -> Tune:
    from game.lab import tune_spec

    if not args.tune:
        raise options.usage_error("--tune SPEC: give the tune spec (docs/lab.md, Tuning), or "
                                  "--resume DIR to continue a tune")
    if args.out is None:
        raise options.usage_error("the following arguments are required: --out")
    try:
        spec = tune_spec.read(args.tune)
    except TuneSpecError as exc:
        raise options.usage_error(str(exc)) from None
    out = options.writable_out(args.out)
    if is_tune_folder(out):
        raise options.usage_error(f"{out} holds a tune already; continue it with --resume {out}, or "
                                  "remove the folder to start afresh")
    if (out / RUN_FILE).is_file():
        raise options.usage_error(f"{out} holds a lab run; give the tune a folder of its own")
    tune = Tune(spec, out, args.workers, args.scheduler, args.quiet, _command_text(args))
    try:
        _probe_metrics(spec)
    except TuneSpecError as exc:
        raise options.usage_error(str(exc)) from None
    out.mkdir(parents=True, exist_ok=True)
    files.write_atomic(out / SPEC_FILE, spec.text)
    tune.state = {"format": FORMAT, "kind": "tune", "spec_path": spec.path, "spec": spec.text,
                  "spec_folder": str(Path(spec.path).resolve().parent),
                  "command": tune.command,
                  "code": code_digest(), "cards_digest": _cards_digest(spec, spec.cards),
                  "seeds": {t.players: {"trials": trial_seed(spec, t), "confirm": confirm_seed(spec, t)}
                            for t in spec.tables},
                  "seconds": 0.0, "finished": False}
    with interrupts_held():  # the folder holds both or neither
        _save_state(tune)
        tune.study = _new_study(tune)
    return tune


def _resume(args: argparse.Namespace) -> Tune | None:
    from game.lab import tune_spec

    folder = Path(args.resume)
    if args.out is not None and Path(args.out).resolve() != folder.resolve():
        raise options.usage_error(f"--resume {folder} writes its report in {folder}; leave out --out "
                                  f"{args.out}")
    state = _load_state(folder)
    try:
        # a relative cards: is from where the spec was, whatever folder the tune is resumed from
        base = Path(state.get("spec_folder") or Path(state["spec_path"]).resolve().parent)
        spec = tune_spec.parse(state["spec"], state["spec_path"], base)
    except TuneSpecError as exc:
        raise options.usage_error(f"--resume {folder}: its spec no longer reads: {exc}") from None
    if args.tune:
        try:
            given = files.read_text(args.tune)
        except OSError as exc:
            raise options.usage_error(str(exc)) from None
        if given != state["spec"]:
            raise options.usage_error(f"--resume {folder}: the tune was made with another spec "
                                      f"({folder / SPEC_FILE}); leave out --tune {args.tune}")
    if state.get("finished"):
        print(f"{folder}: the tune is finished (report: {folder / 'report.md'}); nothing to resume")
        return None
    digest = _cards_digest(spec, spec.cards)
    if digest != state["cards_digest"]:
        raise options.usage_error(f"{folder}: the cards have changed since the tune started "
                                  f"(fingerprint {state['cards_digest']}, now {digest})")
    if state.get("code") != code_digest():
        print("meaning-made lab: note: the game's code has changed since the tune started; games "
              "played before and after the change may differ", file=sys.stderr)
    tune = Tune(spec, folder, args.workers, args.scheduler, args.quiet, state["command"], state=state)
    tune.study = _load_study(tune)
    return tune


def _command_text(args: argparse.Namespace) -> str:
    if len(sys.argv) > 2 and sys.argv[1] == "lab" and "--tune" in sys.argv:
        return "meaning-made lab " + " ".join(shlex.quote(a) for a in sys.argv[2:])
    return f"meaning-made lab --tune {shlex.quote(args.tune)} --out {shlex.quote(args.out)}"


def _load_state(folder: Path) -> dict[str, Any]:
    path = folder / TUNE_FILE
    if not path.is_file():
        raise options.usage_error(f"{folder}: not a tune (no {TUNE_FILE})")
    try:
        state = files.read_json(path)
    except (OSError, ValueError) as exc:
        raise options.usage_error(f"{path}: unreadable ({exc})") from None
    if not isinstance(state, dict) or state.get("format") != FORMAT or not isinstance(state.get("spec"), str):
        raise options.usage_error(f"{path}: not a tune this version of the lab can resume")
    return state


def _save_state(tune: Tune) -> None:
    files.write_atomic(tune.out / TUNE_FILE, json.dumps(tune.state, indent=1) + "\n")


def _cards_digest(spec: TuneSpec, folder: str) -> str:
    from game.family import ruleset
    from game.lab.pool import cards_digest

    return cards_digest(ruleset(spec.game).load_cards(folder))


def _probe_metrics(spec: TuneSpec) -> None:
    """One game a table with today's values, here: a target naming nothing the lab's summary
    holds is refused now, not after the first rung."""
    summaries = {}
    for table in spec.tables:
        one = len(table.difficulties) if table.players == 1 else 1  # a game of every solo level
        jobs = tune_play.make_tune_jobs(spec.game, seed_of(spec.seed, "probe"), one, table.players,
                                        list(table.bots), list(table.difficulties), list(spec.variants),
                                        {}, (), _base_folder(spec))
        records = [json.loads(json.dumps(tune_play.play(job))) for job in jobs]
        summaries[table.players] = tune_play.summary_of(spec.game, records, table.players,
                                                        _base_folder(spec))
    check_metrics(spec, summaries)


def _base_folder(spec: TuneSpec) -> str | None:
    """The card folder the jobs read when nothing of the cards changes: None for the shipped
    cards (the game's own, loaded once a worker), else the spec's."""
    return spec.cards if spec.cards_given else None


# --- the study -----------------------------------------------------------------------------


def _quiet_optuna() -> None:
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    warnings.filterwarnings("ignore", category=optuna.exceptions.ExperimentalWarning)


def _storage(tune: Tune) -> Any:
    from optuna.storages import JournalStorage
    from optuna.storages.journal import JournalFileBackend

    return JournalStorage(JournalFileBackend(str(tune.out / STUDY_FILE)))


def _sampler(spec: TuneSpec, number: int) -> Any:
    import optuna

    return optuna.samplers.TPESampler(seed=seed_of(spec.seed, "sampler", number) % 2**32,
                                      n_startup_trials=spec.startup, multivariate=True,
                                      constant_liar=False)


def _pruner(spec: TuneSpec) -> Any:
    import optuna

    if spec.pruner == "none" or len(spec.rungs) == 1:
        return optuna.pruners.NopPruner()
    if spec.pruner == "halving":
        factor = max(2, round(spec.rungs[1] / spec.rungs[0]))
        return optuna.pruners.SuccessiveHalvingPruner(min_resource=spec.rungs[0], reduction_factor=factor)
    # the median of the finished trials at the same rung, once a few have finished
    return optuna.pruners.MedianPruner(n_startup_trials=max(2, min(5, spec.trials // 4)), n_warmup_steps=0)


def _new_study(tune: Tune) -> Any:
    import optuna

    _quiet_optuna()
    spec = tune.spec
    with interrupts_held():
        study = optuna.create_study(study_name=STUDY, storage=_storage(tune), direction="minimize",
                                    sampler=_sampler(spec, 0), pruner=_pruner(spec))
        shipped = {p.name: p.shipped for p in spec.params}
        if all(_on_grid(p, p.shipped) for p in spec.params):
            study.enqueue_trial(shipped, user_attrs={"baseline": True})
    return study


def _on_grid(p: Param, value: Any) -> bool:
    if not p.in_range(value):
        return False
    if p.step is None:
        return True
    k = (value - p.low) / p.step
    return abs(k - round(k)) < 1e-9


def _load_study(tune: Tune) -> Any:
    import optuna

    _quiet_optuna()
    if not (tune.out / STUDY_FILE).is_file():
        raise options.usage_error(f"{tune.out}: the study ({STUDY_FILE}) is missing; remove the "
                                  "folder to start the tune afresh")
    return optuna.load_study(study_name=STUDY, storage=_storage(tune), sampler=_sampler(tune.spec, 0),
                             pruner=_pruner(tune.spec))


def _next_trial(tune: Tune) -> Any:
    """The trial to play next: one a stop left running (its values are in the study), else a new
    one; None when the spec's trials are done."""
    import optuna
    from optuna.trial import TrialState

    study, spec = tune.study, tune.spec
    trials = study.get_trials(deepcopy=False)
    running = [t for t in trials if t.state == TrialState.RUNNING]
    if running:
        study.sampler = _sampler(spec, running[0].number)
        return optuna.trial.Trial(study, running[0]._trial_id)
    if sum(t.state in (TrialState.COMPLETE, TrialState.PRUNED) for t in trials) >= spec.trials:
        return None
    waiting = [t for t in trials if t.state == TrialState.WAITING]
    study.sampler = _sampler(spec, waiting[0].number if waiting else len(trials))
    with interrupts_held():
        return study.ask()


def _suggest(trial: Any, spec: TuneSpec) -> dict[str, Any]:
    values = {}
    with interrupts_held():
        for p in spec.params:
            if p.integer:
                values[p.name] = trial.suggest_int(p.name, int(p.low), int(p.high))
            else:
                values[p.name] = trial.suggest_float(p.name, float(p.low), float(p.high), step=p.step)
    return values


# --- playing -------------------------------------------------------------------------------


@dataclass
class Candidate:
    """One set of values as the games need them."""

    values: dict[str, Any]
    cards_folder: str | None
    options: dict[str, Any]
    rules: tuple[tune_play.RuleValue, ...]


def candidate(tune: Tune, values: dict[str, Any], folder: Path) -> Candidate:
    """``values`` made playable: their cards written in ``folder/cards`` (when a card changes)."""
    spec = tune.spec
    cards_folder = _base_folder(spec)
    changes = [tune_cards.Change(p.file, p.target, p.field, values[p.name]) for p in tune.card_params]
    if changes:
        target = folder / "cards"
        tune_cards.write_folder(Path(spec.cards), target, changes)
        cards_folder = str(target.resolve())
    options = {p.target: values[p.name] for p in spec.params if p.kind == "option"}
    rules = tuple((p.module, p.constant, p.index, values[p.name]) for p in spec.params if p.kind == "rule")
    return Candidate(values, cards_folder, options, rules)


@dataclass
class Played:
    """A table's games as one call of the lab left them."""

    records: list[dict[str, Any]]
    recorder: Any  # the lab's recorder, to finish once the report is written (None: finished before)
    seconds: float  # every sitting of the run
    workers: int


def _play_table(tune: Tune, run_dir: Path, table: Table, seed: int, games: int, total: int,
                cand: Candidate, label: str) -> Played:
    """Play the first ``games`` of ``total`` games of ``table`` in the lab run ``run_dir`` (made on
    the first call, continued after; read back when it is finished)."""
    spec = tune.spec
    if (run_dir / RUN_FILE).is_file() and (run_dir / "games.jsonl").is_file():
        run = _load_run(run_dir)
        if run.get("finished"):  # a confirmation a stop came after
            lines = (run_dir / "games.jsonl").read_text().splitlines()
            return Played([json.loads(line) for line in lines if line], None, float(run.get("seconds", 0.0)),
                          tune.workers or 0)
    jobs = tune_play.make_tune_jobs(spec.game, seed, total, table.players, list(table.bots),
                                    list(table.difficulties), list(spec.variants), cand.options,
                                    cand.rules, cand.cards_folder)[:games]
    args = argparse.Namespace(
        game=spec.game, players=table.players, games=total, bots=list(table.bots),
        solo_difficulty=list(table.difficulties) if table.players == 1 else None, seed=seed,
        cards=cand.cards_folder, variant=list(spec.variants), conversion=None, out=str(run_dir),
        workers=tune.workers, scheduler=tune.scheduler, quiet=tune.quiet,
        resume=str(run_dir) if (run_dir / RUN_FILE).is_file() else None,
        command_line=f"{tune.command} ({label}, {table.label})", cards_label=_cards_label(tune, cand))
    digest = tune.digest(cand.cards_folder or spec.cards)
    try:
        records, seconds, workers, recorder = run_games.play(jobs, args, digest, player=tune_play.play)
    except run_games.Halt as halt:
        if halt.code in (130, 143):  # the tune says how to go on, not the trial's run
            raise (run_games.Terminated() if halt.code == 143 else KeyboardInterrupt()) from None
        raise _stopped(tune, halt.code, _why(str(halt))) from None
    recorder.pause(0.0)  # its file closed and its time kept; the next rung appends
    return Played(records, recorder, seconds, workers)


def _why(message: str) -> str:
    """What stopped a run (a lost cluster), without the run's own way to go on."""
    return re.split(r": \d+ of \d+ games are recorded in ", message)[0]


def _load_run(run_dir: Path) -> dict[str, Any]:
    try:
        return load_run(run_dir)
    except CheckpointError as exc:
        raise options.usage_error(str(exc)) from None


def _cards_label(tune: Tune, cand: Candidate) -> str:
    if cand.cards_folder is None:
        return f"cards/{tune.spec.game}"
    try:
        return str(Path(cand.cards_folder).relative_to(Path.cwd()))
    except ValueError:
        return cand.cards_folder


def _run_trial(tune: Tune, trial: Any) -> None:
    from optuna.trial import TrialState

    spec, study = tune.spec, tune.study
    values = _suggest(trial, spec)
    shown = ", ".join(f"{name}={_num(v)}" for name, v in values.items())
    twin = next((t for t in study.get_trials(deepcopy=False) if t.number != trial.number
                 and t.state in (TrialState.COMPLETE, TrialState.PRUNED) and t.params == values), None)
    if twin is not None:
        # The same values play the same games (one stream of deals): the twin's result stands, and
        # its games are not played again.
        with interrupts_held():
            for step, value in sorted(twin.intermediate_values.items()):
                trial.report(value, step)
            for key in ("rows", "games"):
                trial.set_user_attr(key, twin.user_attrs.get(key))
            trial.set_user_attr("same_as", twin.number)
            study.tell(trial, state=TrialState.PRUNED) if twin.state == TrialState.PRUNED else \
                study.tell(trial, twin.value)
        print(f"trial {trial.number}: {shown}: the values of trial {twin.number}, whose games and "
              "objective stand for it", flush=True)
        return
    folder = tune.out / "trials" / f"{trial.number:04d}"
    cand = candidate(tune, values, folder)
    frozen = next(t for t in study.get_trials(deepcopy=False) if t.number == trial.number)
    reported = frozen.intermediate_values
    pruned = False
    value = float("nan")
    games: dict[str, int] = {}
    seconds: dict[int, float] = {}
    for k, rung in enumerate(spec.rungs):
        summaries = {}
        for table in spec.tables:
            played = _play_table(tune, folder / table.folder, table, trial_seed(spec, table),
                                 table.games(rung), table.games(spec.rungs[-1]), cand,
                                 f"trial {trial.number}")
            games[str(table.players)] = len(played.records)
            seconds[table.players] = played.seconds
            summaries[table.players] = tune_play.summary_of(spec.game, played.records, table.players,
                                                            cand.cards_folder)
        value, rows = objective(spec, summaries)
        with interrupts_held():
            if rung not in reported:
                trial.report(value, rung)
            trial.set_user_attr("rows", rows)
            trial.set_user_attr("games", games)
            trial.set_user_attr("seconds", sum(seconds.values()))
        if k < len(spec.rungs) - 1 and trial.should_prune():
            pruned = True
            break
    with interrupts_held():
        study.tell(trial, state=TrialState.PRUNED) if pruned else study.tell(trial, value)
    _close_trial(tune, folder)
    print(f"trial {trial.number}: {shown}: objective {value:.3f} on {_games_text(games)}"
          f"{' (pruned)' if pruned else ''}", flush=True)


def _num(value: Any) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _games_text(games: dict[str, int]) -> str:
    return ", ".join(f"{n} games at {p}" for p, n in games.items())


def _close_trial(tune: Tune, folder: Path) -> None:
    """A trial's lab runs made whole: games.jsonl and summary.json from the recorded games, the
    run marked finished (a pruned trial's run holds only the rungs it played)."""
    from game.lab import output
    from game.lab.checkpoint import PARTIAL_FILE

    for table in tune.spec.tables:
        run_dir = folder / table.folder
        try:
            run = load_run(run_dir)
        except CheckpointError:
            continue
        if run.get("finished"):
            continue
        partial = run_dir / PARTIAL_FILE
        lines = partial.read_text().splitlines() if partial.is_file() else []
        by_index: dict[int, dict[str, Any]] = {}
        for line in lines:
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue  # a last line cut off by a stop: not a game
            by_index.setdefault(rec["index"], rec)
        records = [by_index[i] for i in sorted(by_index)]
        if records:
            summary = tune_play.summary_of(tune.spec.game, records, table.players, run["setup"].get("cards"))
            summary.update(command=run.get("command"), seed=run["setup"].get("seed"))
            output.write_data(run_dir, summary, records)
        run["finished"] = True
        files.write_atomic(run_dir / RUN_FILE, json.dumps(run, indent=1) + "\n")
        partial.unlink(missing_ok=True)


def _tune(tune: Tune) -> int:
    from optuna.trial import TrialState

    from game.lab import tune_report

    for trial in tune.study.get_trials(deepcopy=False):
        if trial.state in (TrialState.COMPLETE, TrialState.PRUNED):  # stopped before it was closed
            _close_trial(tune, tune.out / "trials" / f"{trial.number:04d}")
    while True:
        trial = _next_trial(tune)
        if trial is None:
            break
        _run_trial(tune, trial)
        _add_time(tune)
    best = _best(tune)
    cand = candidate(tune, dict(best.params), tune.out / "proposal")
    proposal = tune_report.write_proposal(tune, best, cand)
    confirmation = _confirm(tune, best, cand)
    _add_time(tune)
    tune_report.write(tune, best, proposal, confirmation)
    tune.state["finished"] = True
    _save_state(tune)
    met = sum(r["miss"] == 0 for r in confirmation["rows"])
    print(f"{len(tune.study.trials)} trials: best trial {best.number} (objective {best.value:.3f} on its "
          f"games); confirmed on fresh games: objective {confirmation['objective']:.3f}, {met} of "
          f"{len(confirmation['rows'])} bands met")
    print(f"report: {tune.out / 'report.md'}")
    return 0


def _add_time(tune: Tune) -> None:
    now = time.perf_counter()
    tune.state["seconds"] = float(tune.state.get("seconds", 0.0)) + now - tune.started
    tune.started = now
    _save_state(tune)


def _best(tune: Tune) -> Any:
    from optuna.trial import TrialState

    done = [t for t in tune.study.get_trials(deepcopy=False) if t.state == TrialState.COMPLETE]
    if not done:
        raise run_games.Halt(1, f"{tune.out}: every trial was pruned, so none was played to the end; "
                               "give more trials or pruner: none")
    return min(done, key=lambda t: (t.value, t.number))


def _confirm(tune: Tune, best: Any, cand: Candidate) -> dict[str, Any]:
    """The best trial's values on fresh games (seeds no trial played), at the spec's size: a lab
    run and report a table in DIR/confirm, and the objective on them."""
    spec = tune.spec
    summaries = {}
    tables = []
    for table in spec.tables:
        seed = confirm_seed(spec, table)
        games = table.games(spec.confirm)
        run_dir = tune.out / "confirm" / table.folder
        played = _play_table(tune, run_dir, table, seed, games, games, cand,
                             f"confirmation of trial {best.number}")
        meta = _report_meta(tune, table, cand, seed, played)
        summaries[table.players] = tune_play.summary_of(
            spec.game, played.records, table.players, cand.cards_folder, run_dir,
            _lab_command(tune, table, cand, seed, games), meta)
        if played.recorder is not None:
            played.recorder.finish()
        tables.append({"players": table.players, "games": len(played.records), "seed": seed,
                       "folder": f"confirm/{table.folder}", "seconds": played.seconds})
    value, rows = objective(spec, summaries)
    return {"objective": value, "rows": rows, "tables": tables}


def _report_meta(tune: Tune, table: Table, cand: Candidate, seed: int, played: Played) -> dict[str, Any]:
    from game.family import ruleset
    from game.lab.pool import cards_digest

    rules = ruleset(tune.spec.game)
    cards = rules.load_cards(cand.cards_folder) if cand.cards_folder else rules.default_cards()
    return {"game": rules.id, "title": rules.title, "cards": _cards_label(tune, cand),
            "cards_digest": cards_digest(cards), "bots": list(table.bots),
            "switches": sorted(tune.spec.variants), "variants": list(tune.spec.variants),
            "seconds": played.seconds, "workers": played.workers, "seed": seed}


def _lab_command(tune: Tune, table: Table, cand: Candidate, seed: int, games: int) -> str:
    """The plain `lab` command that plays these very games, when the candidate changes only cards
    (a rule constant or an option has no lab flag); else the tune's own."""
    from game.family import ruleset

    if cand.rules or cand.options:
        return f"{tune.command} (confirmation, {table.label})"
    parts = ["meaning-made lab", f"--game {tune.spec.game}", f"--players {table.players}",
             f"--games {games}", "--bots " + " ".join(table.bots), f"--seed {seed}"]
    levels = tuple(getattr(ruleset(tune.spec.game), "solo_difficulties", ()))
    if table.players == 1 and levels and table.difficulties != levels:
        parts.append("--solo-difficulty " + " ".join(table.difficulties))
    if cand.cards_folder:
        parts.append(f"--cards {shlex.quote(_cards_label(tune, cand))}")
    parts += [f"--variant {shlex.quote(v)}" for v in tune.spec.variants]
    parts.append(f"--out {shlex.quote(str(tune.out / 'confirm' / table.folder))}")
    return " ".join(parts)


def _stopped(tune: Tune, code: int, why: str) -> Any:
    from optuna.trial import TrialState

    _add_time(tune)
    trials = tune.study.get_trials(deepcopy=False) if tune.study is not None else []
    done = sum(t.state in (TrialState.COMPLETE, TrialState.PRUNED) for t in trials)
    return run_games.Halt(code, f"{why}: {done} of {tune.spec.trials} trials done in {tune.out} (every "
                               f"game played is kept); continue with: meaning-made lab --resume "
                               f"{shlex.quote(str(tune.out))}")
