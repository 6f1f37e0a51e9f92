"""The fuzz campaign of issue 15 (not a test module): mutate real card files, records and saves
and feed them to the loaders a player's files go through, counting what happens to each.

Every input must end one of two ways: loaded, or refused cleanly (the loader's own error, every
line of it one line naming the file). Anything else is a crash; taking longer than
``HANG_SECONDS`` is a hang; a save file changed or removed by reading it is data lost.
``tests/test_fuzz.py`` runs a bounded campaign in CI and a long one marked slow; the counts of
the long one are in docs/reliability.md.
"""

from __future__ import annotations

import json
import random
import shutil
import signal
import traceback
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.family import ruleset
from game.family.errors import MAX_LINE, CardError, IllegalAction, NotationError, OptionError, RecordError
from game.family.match import Match
from game.family.paths import CARDS_ROOT
from game.family.records import load_record
from game.family.registry import plugin
from game.ui.saves import SaveError, SeatConfig, load_game, save_game

ROOT = Path(__file__).resolve().parents[1]
HANG_SECONDS = 10
CARD_FILES = [("initiatives", "events.yaml"), ("initiatives", "initiatives.yaml"),
              ("initiatives", "patterns.yaml"), ("pentagram", "cards.yaml"),
              ("projects", "events.yaml"), ("projects", "patterns.yaml"), ("projects", "projects.yaml"),
              ("life", "events.yaml"), ("life", "patterns.yaml"), ("life", "projects.yaml"),
              ("organism", "boards.yaml"), ("organism", "mutations.yaml")]
SAVE_GAMES = ["initiatives", "pentagram", "projects", "life", "organism"]
RECORDS = sorted((ROOT / "docs" / "examples").glob("*.yaml"))
# What a hostile or damaged file holds: bytes YAML and JSON refuse, numbers Python refuses,
# nesting, aliases and tags.
SNIPPETS = [b"\x00", b"\x01", b"\x1b[2J", b"\xff\xfe", b"\xed\xa0\x80", b"9" * 5000, b"-" + b"9" * 50,
            b"0x" + b"f" * 300, b"[" * 3000, b"{" * 3000, b"&a [x, x]", b"*a", b"*zz", b"<<: *a",
            b"!!python/object:os.system", b"!!binary", b"!!set", b"? ", b": ", b"- ", b"\n", b"\t",
            b"'", b'"', b"\\", b"null", b"true", b"1e999", b".nan", b"2026-13-45", b"\xe2\x80\x8b",
            b"\r", b"---\n", b"...\n", b"%YAML 1.1\n", b"NaN", b"Infinity", b"[]", b"{}", b'"\\ud800"']


@dataclass
class Counts:
    tried: int = 0
    loaded: int = 0
    refused: int = 0
    crashed: int = 0
    hung: int = 0
    lost: int = 0
    crashes: list[str] = field(default_factory=list)  # the first few, for the failure message

    def add(self, other: Counts) -> None:
        for name in ("tried", "loaded", "refused", "crashed", "hung", "lost"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.crashes += other.crashes[: 5 - len(self.crashes)]

    def as_dict(self) -> dict[str, int]:
        return {"tried": self.tried, "loaded": self.loaded, "refused": self.refused,
                "crashed": self.crashed, "hung": self.hung, "lost": self.lost}


class Hung(Exception):
    pass


@contextmanager
def deadline(seconds: int) -> Any:
    def alarm(signum: int, frame: Any) -> None:
        raise Hung()

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One to four random edits: a byte changed, a stretch cut or repeated, a snippet put in, a
    number made huge or negative, lines swapped, the file cut short."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        pos = rng.randrange(len(out) + 1)
        kind = rng.randrange(7)
        if kind == 0 and out:
            out[min(pos, len(out) - 1)] = rng.randrange(256)
        elif kind == 1:
            del out[pos: pos + rng.randint(1, 200)]
        elif kind == 2:
            end = min(len(out), pos + rng.randint(1, 400))
            out[pos:pos] = out[pos:end] * rng.randint(2, 20)
        elif kind == 3:
            out[pos:pos] = rng.choice(SNIPPETS)
        elif kind == 4:
            digits = [i for i, b in enumerate(out) if 48 <= b <= 57]
            if digits:
                at = rng.choice(digits)
                out[at:at + 1] = rng.choice([b"-1", b"99999999999999999999999", b"0", b"1.5", b"-"])
        elif kind == 5:
            lines = bytes(out).split(b"\n")
            if len(lines) > 2:
                i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
                out = bytearray(b"\n".join(lines))
        else:
            del out[pos:]
    return bytes(out)


def _one_line_each(lines: list[str], name: str) -> bool:
    """Every line names the file, and is short whatever the input quoted (issue 38 item 5)."""
    return all(line and "\n" not in line and name in line and len(line) <= MAX_LINE for line in lines)


def fuzz_cards(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    game, filename = rng.choice([f for f in CARD_FILES if only in (None, f[0])])
    folder = work / f"cards-{game}"
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(CARDS_ROOT / game, folder)
    target = folder / filename
    target.write_bytes(mutate(target.read_bytes(), rng))
    try:
        cards = ruleset(game).load_cards(str(folder))
    except CardError as exc:
        return ("refused", "") if _one_line_each(exc.errors, folder.name) else ("crashed", str(exc.errors))
    # Cards that load must set up and play a game: a schema that lets through what the engine
    # cannot take is a crash waiting for New game.
    rules = ruleset(game)
    seats = ("A", "B", "C")[: max(2, min(3, rules.max_seats))]
    match = Match(rules, rules.make_setup(seats, rng.randrange(2**32)), cards)
    for _ in range(30):
        if match.state.result is not None:
            break
        match.play(rng.choice(match.legal_actions()))
    # ... and show in the gallery and play in the lab (issue 38 item 9: every entry point).
    if plugin(game).faces is not None:
        import pygame

        from game.studio.faces import faces_for

        pygame.init()  # as the gallery has it (fonts)
        faces = faces_for(game)
        shown = faces.gallery_cards(cards)
        for card in rng.sample(shown, min(3, len(shown))):
            faces.thumbnail(faces.shown(card), 120, 168)
    from game.lab.runner import LabJob, play_job

    play_job(LabJob(0, rng.randrange(2**32), len(seats), ("random",) * len(seats),
                    cards_folder=str(folder), edition=game, game=game))
    return "loaded", ""


def a_match(rng: random.Random, game: str, moves: int = 25) -> Match:
    """A game of ``game`` between two seats, a random number of random moves in."""
    rules = ruleset(game)
    match = Match(rules, rules.make_setup(("Alex", "Brooke"), rng.randrange(2**32)), narrate=False)
    for _ in range(rng.randint(0, moves)):
        if match.state.result is not None:
            break
        match.play(rng.choice(match.legal_actions()))
    return match


def a_record(rng: random.Random, game: str) -> bytes:
    """A record of a game of ``game`` as a person writes one (docs/records.md): every game has its
    records fuzzed, not only those with an example in docs/examples."""
    match = a_match(rng, game)
    lines = [f"game: {game}", f"format: {match.rules.record_format}"]
    lines += [f"{key}: {json.dumps(value)}" for key, value in match.rules.setup_to_dict(match.setup).items()]
    lines += ["actions:", *(f"  - {json.dumps(str(a))}" for a in match.actions)]
    return ("\n".join(lines) + "\n").encode()


def fuzz_record(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    source = rng.choice(RECORDS).read_bytes() if only is None else a_record(rng, only)
    path = work / "record.yaml"
    path.write_bytes(mutate(source, rng))
    try:
        record = load_record(str(path))
        match = Match(record.rules, record.setup)
        for action in record.actions:
            match.play(action)
    except (RecordError, CardError) as exc:
        text = str(exc)
        lines = exc.errors if isinstance(exc, CardError) else [text]
        one_line = "\n" not in text or isinstance(exc, CardError)
        clean = one_line and all(len(line) <= MAX_LINE for line in lines)
        return ("refused", "") if clean else ("crashed", text[:2000])
    except (NotationError, IllegalAction, OptionError):
        return "refused", ""  # replay names the action and line around these (game.cli._replay)
    return "loaded", ""


def a_save(rng: random.Random, path: Path, only: str | None = None) -> bytes:
    match = a_match(rng, only or rng.choice(SAVE_GAMES))
    save_game(match, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")], path)
    return path.read_bytes()


def fuzz_save(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    path = work / "autosave.json"
    text = mutate(a_save(rng, path, only), rng)
    path.write_bytes(text)
    try:
        load_game(path)
        outcome = "loaded", ""
    except SaveError as exc:
        message = str(exc)
        clean = ("\n" not in message and str(path) in message and "cannot be replayed (" not in message
                 and len(message) <= MAX_LINE + 200)  # the save's own words around the error's line
        # "cannot be replayed (...)" is load_game's safety net catching an engine exception: a
        # crash the player is spared, counted as one here.
        outcome = ("refused", "") if clean else ("crashed", message)
    if not path.exists() or path.read_bytes() != text:
        return "lost", "reading the save changed it"
    return outcome


FUZZERS: dict[str, Callable[[random.Random, Path, str | None], tuple[str, str]]] = {
    "card files": fuzz_cards, "records": fuzz_record, "saves": fuzz_save}


def campaign(kind: str, inputs: int, seed: int, work: Path, game: str | None = None) -> Counts:
    """``inputs`` mutated inputs of one kind, from ``seed``: the same seed, the same inputs.
    ``game``: only that game's card files, records (generated from its play) and saves."""
    rng = random.Random(f"{kind}:{seed}" + (f":{game}" if game else ""))
    counts = Counts()
    work.mkdir(parents=True, exist_ok=True)
    for _ in range(inputs):
        counts.tried += 1
        try:
            with deadline(HANG_SECONDS):
                outcome, detail = FUZZERS[kind](rng, work, game)
        except Hung:
            outcome, detail = "hung", ""
        except Exception:
            outcome, detail = "crashed", traceback.format_exc(limit=-3)
        if outcome == "loaded":
            counts.loaded += 1
        elif outcome == "refused":
            counts.refused += 1
        elif outcome == "hung":
            counts.hung += 1
        elif outcome == "lost":
            counts.lost += 1
        else:
            counts.crashed += 1
            if len(counts.crashes) < 5:
                counts.crashes.append(detail)
    return counts


def report(counts: dict[str, Counts]) -> str:
    return json.dumps({k: c.as_dict() for k, c in counts.items()}, indent=1)
