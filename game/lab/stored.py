"""A stored lab run read back to be played again: its setup and its per-game records.

A run made since ``--resume`` existed keeps its setup in ``run.json``; an older one only in its
``summary.json``, under the report's names (``variants`` or ``switches``; a summary without
``game`` is Meaning Made's own report, which is older than the family). Each game's record carries
what its job needs beyond the setup: its index (the bots' seeds hang on it), its deal seed, the
seat that started, its solo level, its bots and a ladder's pairing. So every game is made again
as the lab made it, pooled runs (``--from``) included: their records keep the index they had in
their own run.

Every file goes through the guarded reader (``game.family.files``), and anything wrong is one
line naming the file, and the line and field where there is one.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.family import files, limits
from game.family.errors import CardError, FileError, OptionError
from game.family.registry import DEFAULT_GAME, GAMES, load, plugin, ruleset

RUN_FILE = "run.json"
SUMMARY_FILE = "summary.json"
RECORDS_FILE = "games.jsonl"


class StoredRunError(Exception):
    """A run that cannot be played again; the message is one line naming the file."""


@dataclass(frozen=True)
class StoredRun:
    folder: Path
    setup_file: Path  # run.json, or summary.json for a run older than run.json
    game: str
    players: int | None  # None: a strength ladder, whose records seat their own bots
    ladder: bool
    cards: str | None  # the card folder the run read; None: the game's shipped cards
    cards_digest: str | None  # as the run recorded it (None: made before runs recorded it)
    variants: Any = None  # a Meaning Made edition's variants, as the run's jobs had them
    switches: tuple[str, ...] = ()  # another game's setup switches
    records: list[dict[str, Any]] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # each record's line in games.jsonl

    @property
    def records_file(self) -> Path:
        return self.folder / RECORDS_FILE


def read(folder: Path) -> StoredRun:
    """The run stored in ``folder``, every record checked; StoredRunError otherwise."""
    if not folder.is_dir():
        raise StoredRunError(f"{folder}: no such folder")
    setup_file = folder / RUN_FILE
    if setup_file.exists():
        run = _from_run_file(folder, setup_file)
    elif (folder / SUMMARY_FILE).exists():
        run = _from_summary(folder, folder / SUMMARY_FILE)
    else:
        raise StoredRunError(f"{folder}: not a lab run (neither {RUN_FILE} nor {SUMMARY_FILE})")
    path = folder / RECORDS_FILE
    if not path.exists():
        raise StoredRunError(f"{folder}: no per-game records ({RECORDS_FILE}); the run's figures "
                             "cannot be re-checked")
    records, lines = _records(path, run)
    return replace(run, records=records, lines=lines)


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = files.read_json(path)
    except FileError as exc:
        raise StoredRunError(str(exc)) from None
    if not isinstance(data, dict):
        raise StoredRunError(f"{path}: expected a JSON object")
    return data


def _field(path: Path, name: str, why: str) -> StoredRunError:
    return StoredRunError(f"{path}: field '{name}': {why}")


def _from_run_file(folder: Path, path: Path) -> StoredRun:
    data = _read_json(path)
    setup = data.get("setup")
    if not isinstance(setup, dict):
        raise _field(path, "setup", "missing, or not a mapping: not a lab run file")
    game = setup.get("game")
    ladder = setup.get("ladder")
    if ladder not in (None, True, False):
        raise _field(path, "setup.ladder", f"expected true or false, not {ladder!r}")
    players = setup.get("players")
    if not ladder:
        players = _players(path, "setup.players", players)
    variant = setup.get("variant") or []
    if not isinstance(variant, list) or not all(isinstance(v, str) for v in variant):
        raise _field(path, "setup.variant", "expected a list of variant names")
    conversion = setup.get("conversion")
    if conversion not in (None, "on", "off"):
        raise _field(path, "setup.conversion", f"expected on, off or null, not {conversion!r}")
    cards = setup.get("cards")
    if cards is not None and not isinstance(cards, str):
        raise _field(path, "setup.cards", "expected a folder or null")
    return _stored(folder, path, _game(path, "setup.game", game), players, bool(ladder), cards,
                   "setup.cards", data.get("cards_digest"), variant,
                   None if conversion is None else conversion == "on")


def _from_summary(folder: Path, path: Path) -> StoredRun:
    data = _read_json(path)
    game = _game(path, "game", data.get("game", DEFAULT_GAME))
    players = _players(path, "players", data.get("players"))
    key = "variants" if "variants" in data else "switches"
    names = data.get(key) or []
    if not isinstance(names, list) or not all(isinstance(v, str) for v in names):
        raise _field(path, key, "expected a list of names")
    conversion = data.get("conversion")
    if conversion not in (None, True, False):
        raise _field(path, "conversion", f"expected true, false or null, not {conversion!r}")
    label = data.get("cards")
    if label is not None and not isinstance(label, str):
        raise _field(path, "cards", "expected a folder")
    # The report names the shipped cards by their folder in the project ("cards/life")
    cards = None if label in (None, f"cards/{game}") else label
    return _stored(folder, path, game, players, False, cards, "cards", data.get("cards_digest"),
                   names, conversion)


def _game(path: Path, name: str, game: Any) -> str:
    if game not in GAMES:
        raise _field(path, name, f"{game!r} is not a game of this program (known: {', '.join(GAMES)})")
    return str(game)


def _players(path: Path, name: str, players: Any) -> int:
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 6:
        raise _field(path, name, f"expected a number of seats from 1 to 6, not {players!r}")
    return players


def _stored(folder: Path, path: Path, game: str, players: int | None, ladder: bool, cards: str | None,
            cards_field: str, digest: Any, names: list[str], conversion: bool | None) -> StoredRun:
    """The run's options as its jobs had them, refused here when today's game does not know them
    (a run whose variant was renamed away cannot be played again)."""
    if cards is not None and not Path(cards).is_dir():
        raise _field(path, cards_field, f"the run read its cards from {cards}, which is not a folder "
                                        "here; the run cannot be played again without them")
    if digest is not None and not isinstance(digest, str):
        raise _field(path, "cards_digest", "expected a text")
    variants: Any = None
    switches: tuple[str, ...] = ()
    if not ladder:  # a ladder plays every game on the default rules
        hook = plugin(game).lab_variants
        try:
            if hook is not None:
                variants = load(hook)(names, conversion, players)
            else:
                switches = tuple(sorted({s.strip().lower().replace("-", "_") for s in names}))
                names_at = tuple(f"Seat {i + 1}" for i in range(players or 1))
                ruleset(game).make_setup(names_at, 0, list(switches))
        except OptionError as exc:
            raise StoredRunError(f"{path}: {exc}") from None
    return StoredRun(folder, path, game, players, ladder, cards, digest, variants, switches)


def _records(path: Path, run: StoredRun) -> tuple[list[dict[str, Any]], list[int]]:
    try:
        text = files.read_text(path, max_bytes=limits.MAX_RECORDS_BYTES)
    except FileError as exc:
        raise StoredRunError(str(exc)) from None
    from game.bots import bot_kinds

    kinds = set(bot_kinds(run.game))
    records: list[dict[str, Any]] = []
    lines: list[int] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            rec = files.load_json(line, where)
        except FileError as exc:
            # one line of JSON: the parser's own line number (always 1) says nothing
            raise StoredRunError(str(exc).replace(f"{where}:1:", f"{where}:", 1)) from None
        if not isinstance(rec, dict):
            raise StoredRunError(f"{where}: expected a JSON object (one game's record)")
        _check_record(where, rec, run, kinds)
        records.append(rec)
        lines.append(number)
    if not records:
        raise StoredRunError(f"{path}: no games recorded")
    return records, lines


def _check_record(where: str, rec: dict[str, Any], run: StoredRun, kinds: set[str]) -> None:
    """What a record's job is made of, so that a damaged record is refused here and not met as a
    traceback in a worker."""

    def bad(name: str, why: str) -> StoredRunError:
        return StoredRunError(f"{where}: field '{name}': {why}")

    def whole(name: str, lo: int, hi: int) -> None:
        value = rec.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value < hi:
            raise bad(name, f"expected a whole number from {lo} to {hi - 1:,}, not {value!r}"
                      if name in rec else "missing")

    whole("index", 0, 2**31)
    whole("seed", 0, 2**64)
    bots = rec.get("bots")
    if not isinstance(bots, list) or not bots or not all(isinstance(b, str) for b in bots):
        raise bad("bots", "expected a list of bot kinds, one a seat")
    if run.players is not None and len(bots) != run.players:
        raise bad("bots", f"{len(bots)} seats, but the run has {run.players}")
    unknown = sorted(set(bots) - kinds)
    if unknown:
        raise bad("bots", f"no bot '{unknown[0]}' plays {run.game} today")
    start = rec.get("start")
    if start is not None and (not isinstance(start, int) or isinstance(start, bool)
                              or not 0 <= start < len(bots)):
        raise bad("start", f"expected a seat from 0 to {len(bots) - 1} or null, not {start!r}")
    difficulty = rec.get("difficulty")
    if difficulty is not None and not isinstance(difficulty, str):
        raise bad("difficulty", "expected a solo level or null")
    if run.ladder:
        whole("pairing", 0, limits.MAX_GAMES)


def job_of(run: StoredRun, rec: dict[str, Any]) -> Any:
    """The lab job that played ``rec``: a ``LabJob``, or a ``LadderJob`` for a ladder's game."""
    if run.ladder:
        from game.lab.ladder import LadderJob

        return LadderJob(rec["index"], run.game, rec["seed"], tuple(rec["bots"]), rec["pairing"],
                         rec.get("start") or 0, run.cards)
    from game.lab.runner import LabJob

    return LabJob(rec["index"], rec["seed"], len(rec["bots"]), tuple(rec["bots"]),
                  rec.get("difficulty") or "standard", run.variants, run.cards, run.game,
                  rec.get("start"), run.game, run.switches)


def cards_digest_now(run: StoredRun) -> str:
    """The fingerprint of the cards the run's games would read today."""
    from game.lab.pool import cards_digest

    rules = ruleset(run.game)
    try:
        cards = rules.load_cards(run.cards) if run.cards else rules.default_cards()
    except CardError as exc:
        raise StoredRunError(exc.errors[0]) from None
    return cards_digest(cards)
