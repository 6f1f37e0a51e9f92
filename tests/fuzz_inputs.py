"""The fuzz campaigns of issues 15 and 38 (not a test module): mutate real card files, records and
saves, and every other file the program reads (settings, history, save slots, campaign progress,
lessons, hints, campaign files, layouts), feed them to the entry points a player's files go
through, and count what happens to each.

Every input must end one of two ways: loaded, or refused cleanly (the loader's own error, every
line of it one line naming the file and drawable; for settings, the defaults and the file set
aside; for history and save slots, the entry listed with its problem). Anything else is a crash;
taking longer than ``HANG_SECONDS`` is a hang; a file changed or removed by reading it, or a
damaged one not kept where its contract keeps it, is data lost.
``tests/test_fuzz.py`` runs a bounded campaign in CI and a long one marked slow; the counts of
the long one are in docs/reliability.md.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
import signal
import traceback
from collections.abc import Callable, Sequence
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


def mutate(data: bytes, rng: random.Random, extra: Sequence[bytes] = ()) -> bytes:
    """One to four random edits: a byte changed, a stretch cut or repeated, a snippet put in, a
    number made huge or negative, lines swapped, the file cut short. ``extra``: snippets of the
    file's own kind (XML for a layout) put in as often as the shared ones."""
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
            out[pos:pos] = rng.choice(extra) if extra and rng.random() < 0.5 else rng.choice(SNIPPETS)
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

        from game.family.card_faces import faces_for

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
            if len(counts.crashes) < 5:
                counts.crashes.append(f"data lost: {detail}")
        else:
            counts.crashed += 1
            if len(counts.crashes) < 5:
                counts.crashes.append(detail)
    return counts


def report(counts: dict[str, Counts]) -> str:
    return json.dumps({k: c.as_dict() for k, c in counts.items()}, indent=1)


# -- Issue 38 item 9: every other file the program reads ------------------------------------------
# Settings and campaign progress are one file for all five games; the rest is per game: the history
# its finished games leave, its save slots (named saves and the game in progress), its lesson and
# hints, its campaign chapters and the layouts of its table (ORGANISM's table has none; the
# campaign map has its own). Each input is a real file the game wrote or ships, mutated, read
# through the entry point the program uses, and the original must be where the contract keeps it.
JSON_SNIPPETS = [b'"kind": "x", ', b'"slot": null, ', b"1e40", b"1e39", b"-0", b"-1", b"0.5", b"true",
                 b'"\\u0000"', b"\\ud800", b"\\n", b'"' + b"x" * 5000 + b'"', b"253402300800", b"[1e999]",
                 b'"winners": [99], ', b'"round": -1, ', b"{}", b'"name": ' + b'"' + b"n" * 300 + b'", ']
XML_SNIPPETS = [b"<", b">", b"&x;", b"&#0;", b"]]>", b'"', b'x="1e999" ', b'width="-5" ', b'height="nan" ',
                b'<object id="999" name="hud" x="0" y="0" width="1" height="1"/>', b'<object name="x"/>',
                b'<!DOCTYPE m [<!ENTITY a "aaaaaaaaaa">]>', b"&a;", b'encoding="UTF-99"', b"<![CDATA[",
                b'tilewidth="0" ', b"9" * 60, b"<objectgroup>", b"</map>", b'name="' + b"z" * 3000 + b'" ',
                b'<properties><property name="a" type="class" propertytype="nope"/></properties>',
                b'<tileset firstgid="1" source="t.tsx"/>', b'<tileset firstgid="1" source="/dev/zero.tsx"/>',
                b'<tileset firstgid="1" name="t" tilewidth="1" tileheight="1" tilecount="1" columns="1">'
                b'<image source="t.png" width="999999999" height="999999999"/></tileset>',
                b'<layer id="9" name="l" width="99999" height="99999"><data encoding="csv">1</data></layer>',
                b'<layer id="9" name="l" width="4" height="4"><data encoding="base64" compression="zlib">'
                b"eJzt0DEBAAAAwqD1T20ND6AAAAAAAAAAAAAAAAAAAAAAAAB4NwAAAAB</data></layer>",
                b'<imagelayer id="9" name="i"><image source="/dev/zero"/></imagelayer>',
                b'<group id="9" name="g"><objectgroup id="8" name="z"/></group>',
                b'<object id="99" name="tile" gid="7" x="0" y="0" width="8" height="8"/>',
                b'<object id="98" name="tpl" template="x.tx" x="0" y="0"/>',
                b'<object id="97" name="p" x="0" y="0"><polygon points="0,0 1e999,0 9,9"/></object>']
SETTINGS_FILE = "settings.json"
# Values a field of a JSON file may be changed to (the byte edits rarely leave JSON that parses).
HOSTILE_VALUES: list[Any] = [None, True, False, 0, -1, 1.5, -0.0, 10**39, -(10**39), 1e39, 253_402_300_800,
                             "", " ", "x" * 5000, "\ud800", "\n", "1e999", [], [None], {}, {"": {}},
                             [[[[[[]]]]]], "classic", "human", "random"]
# Values an attribute of a layout may be changed to.
HOSTILE_ATTRIBUTES = ["", "-1", "0", "-0", "1.5", "1e999", "-1e999", "nan", "inf", "9" * 50, "0x10", "x",
                      "&#0;", "&amp;", "1e5", "100001", " 5", "5 ", "\u0000", "hud", "mat"]


def _paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value: keys of objects, indexes of lists."""
    out = [at]
    if isinstance(value, dict):
        for key, v in value.items():
            out += _paths(v, (*at, key))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*at, i))
    return out


def mutate_json(data: bytes, rng: random.Random) -> bytes:
    """One to three edits of a JSON file's structure that leave it JSON: a value replaced by a
    hostile one, a field removed, a list's item repeated. Then, one time in four, byte edits."""
    value = _edit_values(json.loads(data), rng, HOSTILE_VALUES)
    out = json.dumps(value, ensure_ascii=rng.random() < 0.5, indent=1).encode("utf-8", "surrogatepass")
    return mutate(out, rng, JSON_SNIPPETS) if rng.random() < 0.25 else out


def mutate_json_or_bytes(data: bytes, rng: random.Random) -> bytes:
    return mutate_json(data, rng) if rng.random() < 0.5 else mutate(data, rng, JSON_SNIPPETS)


def _edit_values(value: Any, rng: random.Random, hostile: Sequence[Any]) -> Any:
    """One to three edits of a parsed file that keep it parseable: a value replaced by a hostile
    one, a field removed, a list's item repeated."""
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(_paths(value)[1:] or [()])
        if not path:
            continue
        parent = value
        for step in path[:-1]:
            parent = parent[step]
        edit = rng.randrange(4)
        if edit == 0 and isinstance(parent, dict):
            del parent[path[-1]]
        elif edit == 1 and isinstance(parent, list):
            parent.insert(path[-1], copy.deepcopy(parent[path[-1]]))
        else:
            parent[path[-1]] = copy.deepcopy(rng.choice(hostile))  # never one list twice
    return value


# A YAML file may also hold what JSON cannot: dates, NaN, infinities, huge integers, sets.
HOSTILE_YAML = [*HOSTILE_VALUES, float("nan"), float("inf"), 10**50, "2026-13-45", "\u200b", "a: b",
                "*", "&a", "- x", "#", "dialog:", "table: nowhere", "acquire *", "place 99 99"]


def mutate_yaml(data: bytes, rng: random.Random) -> bytes:
    """Half the time byte edits; else the file parsed, one to three of its values made hostile
    (a field's words, a step's action, a chapter's setup), and written back as YAML."""
    import yaml

    if rng.random() < 0.5:
        return mutate(data, rng)
    value = _edit_values(yaml.safe_load(data), rng, HOSTILE_YAML)
    return yaml.safe_dump(value, allow_unicode=rng.random() < 0.5, sort_keys=False, width=200).encode()


def mutate_xml(data: bytes, rng: random.Random) -> bytes:
    """Half the time byte edits; else one to three attribute values made hostile, or an element's
    line repeated or removed, the rest of the map left as Tiled wrote it."""
    import re

    if rng.random() < 0.5:
        return mutate(data, rng, XML_SNIPPETS)
    text = data.decode("utf-8")
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.7:
            found = list(re.finditer(r'(\w+)="([^"]*)"', text))
            at = rng.choice(found)
            text = text[: at.start(2)] + rng.choice(HOSTILE_ATTRIBUTES) + text[at.end(2):]
        else:
            lines = text.split("\n")
            i = rng.randrange(len(lines))
            lines[i:i + 1] = [] if rng.random() < 0.5 else [lines[i], lines[i]]
            text = "\n".join(lines)
    return text.encode("utf-8")


@contextmanager
def data_folder(folder: Path) -> Any:
    """The game's user data folder (saves, settings, history) pointed at ``folder``, emptied."""
    import os

    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    old = os.environ.get("MEANING_MADE_DATA_DIR")
    os.environ["MEANING_MADE_DATA_DIR"] = str(folder)
    try:
        yield folder
    finally:
        if old is None:
            del os.environ["MEANING_MADE_DATA_DIR"]
        else:
            os.environ["MEANING_MADE_DATA_DIR"] = old


def _one_line(message: str, name: str) -> bool:
    """A refusal as the game shows it (a notice, a list entry): one line naming the file, short,
    and drawable with the game's fonts."""
    return (bool(message) and "\n" not in message and "\r" not in message and name in message
            and len(message) <= MAX_LINE and _drawn([message]) is None)


def _drawn(lines: list[str]) -> str | None:
    """Why a list screen could not draw ``lines`` with the game's own fonts (a NUL, a lone
    surrogate or a zero-width text ends pygame's render in an exception); None when it can."""
    import pygame

    from game.ui import assets, theme

    pygame.font.init()
    for line in lines:
        if "\n" in line or "\r" in line:
            return f"a line of the list is more than one line: {line!r}"[:2000]
        try:
            assets.text(line, theme.FONT_BODY)
        except (ValueError, UnicodeError, pygame.error) as exc:
            return f"the list cannot draw {line[:200]!r}: {type(exc).__name__}: {exc}"
    return None


def _kept_somewhere(text: bytes, folder: Path) -> bool:
    """``text`` is still in ``folder``: at its place, set aside as damaged, or (a game that loads)
    moved among the saved games with its summary rewritten — never gone."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # not JSON (Python's parser recurses a level a bracket)
        data = None
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        other = path.read_bytes()
        if other == text:
            return True
        if isinstance(data, dict) and path.suffix == ".json":
            try:
                moved = json.loads(other)
            except (ValueError, RecursionError):
                continue
            if isinstance(moved, dict) and _without_kind(moved) == _without_kind(data):
                return True
    return False


def _without_kind(save: dict[str, Any]) -> dict[str, Any]:
    """A save without its summary, which New game rewrites as it keeps an unfinished game (loading
    ignores the summary: the game is its setup, actions and seats)."""
    return {k: v for k, v in save.items() if k != "slot"}


def _unchanged(path: Path, text: bytes) -> bool:
    return path.is_file() and path.read_bytes() == text


# settings.json ---------------------------------------------------------------------------------
def a_settings_file(rng: random.Random, path: Path) -> bytes:
    """A settings file as the game writes one, with the choices a player may have made."""
    from game.family.registry import GAMES
    from game.ui import prefs

    p = prefs.Prefs(master=rng.randrange(0, 101, 10), music=rng.randrange(0, 101, 10),
                    effects=rng.randrange(0, 101, 10), mute=rng.random() < 0.3,
                    animation=rng.choice(prefs.SPEEDS), fullscreen=rng.random() < 0.2,
                    text_size=rng.choice(list(prefs.TEXT_SIZES)), palette=rng.choice(prefs.PALETTES),
                    hints=rng.random() < 0.7, card_back=rng.choice(list(prefs.CARD_BACKS)),
                    tutorial_offered=rng.random() < 0.5,
                    lessons_offered=rng.sample(list(GAMES), rng.randrange(len(GAMES))),
                    hints_seen=rng.sample(["first_event", "acquire", "pentagram:payout", "life:pledge"],
                                          rng.randrange(4)))
    assert prefs.save(p, path) is None
    return path.read_bytes()


def fuzz_settings(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    from game.ui import prefs

    with data_folder(work / "data") as folder:
        path = folder / SETTINGS_FILE
        text = mutate_json_or_bytes(a_settings_file(rng, path), rng)
        path.write_bytes(text)
        loaded, notice = prefs.load(path)
        if notice is None:
            if not _unchanged(path, text):
                return "lost", "settings that loaded were changed"
            # What the game then does with them: apply each choice, and keep them again.
            assert 0 <= loaded.master <= 100 and 0 <= loaded.music <= 100 and 0 <= loaded.effects <= 100
            for name, choices in prefs.CHOICES.items():
                assert getattr(loaded, name) in choices, (name, getattr(loaded, name))
            assert prefs.TEXT_SIZES[loaded.text_size]
            again = folder / "again.json"
            problem = prefs.save(loaded, again)
            if problem is not None or prefs.load(again) != (loaded, None):
                return "crashed", f"settings that loaded cannot be kept again: {problem}"
            return "loaded", ""
        # The contract: the defaults, one line naming the file, and the file kept aside whole.
        if loaded != prefs.Prefs():
            return "crashed", f"a notice, but not the defaults: {notice}"
        if path.exists() or not _kept_somewhere(text, folder):
            return "lost", f"damaged settings not kept aside: {notice}"
        return ("refused", "") if _one_line(notice, SETTINGS_FILE) else ("crashed", notice)


# history/*.json ---------------------------------------------------------------------------------
_FINISHED: dict[tuple[str, int], bytes] = {}


def a_history_entry(game: str, k: int, work: Path) -> bytes:
    """The history file a finished game of ``game`` leaves (``history.record``): its summary and
    its record. A few a game, made once (ORGANISM's random games run to 700 moves)."""
    from game.ui import history

    if (game, k) not in _FINISHED:
        rng = random.Random(f"history:{game}:{k}")
        rules = ruleset(game)
        seats = ("Alex", "Brooke", "Cleo")[: rng.choice([2, min(3, rules.max_seats)])]
        match = Match(rules, rules.make_setup(seats, rng.randrange(2**32)), narrate=False)
        while match.state.result is None:
            match.play(rng.choice(match.legal_actions()))
        configs = [SeatConfig(name, colour, kind) for name, colour, kind
                   in zip(seats, ("blue", "red", "green"), ("human", "random", "random"), strict=False)]
        path = history.record(match, configs, work / f"finished-{game}-{k}.json")
        _FINISHED[game, k] = path.read_bytes()
        path.unlink()
    return _FINISHED[game, k]


def fuzz_history(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    from game.ui import history

    game = only or rng.choice(SAVE_GAMES)
    with data_folder(work / "data"):
        good = history.history_dir() / f"20260101-120000-{game}.json"
        good.write_bytes(a_history_entry(game, (rng.randrange(3) + 1) % 3, work))
        path = history.history_dir() / f"20260102-120000-{game}.json"
        text = mutate_json_or_bytes(a_history_entry(game, rng.randrange(3), work), rng)
        path.write_bytes(text)
        # Stats & history: the list and the stats, as the screen draws them.
        past = history.list_history()
        stats = history.stats(past)
        if len(past) != 2 or not stats:
            return "crashed", f"the list holds {len(past)} entries, the stats {len(stats)} games"
        entry = next(p for p in past if p.path == path)
        lines = [entry.heading, entry.details]
        if not entry.problem:
            lines += [str(entry.humans_won)]
        for s in stats:
            lines.append(f"{s.title}: {s.played} played · {s.human_wins} won {s.best_human_score} "
                         f"{s.world_survived}")
        outcome: tuple[str, str] = "loaded", ""
        problem = _drawn(lines)
        if problem is not None:
            return "crashed", problem
        if entry.problem:
            outcome = ("refused", "") if _one_line(entry.details, "") and path.name in entry.heading \
                else ("crashed", entry.details)
        else:
            # Its Replay button: the record in the same file, replayed.
            try:
                match, seated = load_game(path)
                problem = _drawn([*map(str, match.setup.players), *(s.name for s in seated)])
                if problem is not None:
                    outcome = "crashed", problem
            except SaveError as exc:
                outcome = _save_refusal(str(exc), path)
        if not _unchanged(path, text):
            return "lost", "reading the history changed an entry"
        return outcome


def _save_refusal(message: str, path: Path) -> tuple[str, str]:
    """A save's refusal as fuzz_save judges it: one line naming the file, and not the safety net."""
    clean = ("\n" not in message and str(path) in message and "cannot be replayed (" not in message
             and len(message) <= MAX_LINE + 200)
    return ("refused", "") if clean else ("crashed", message)


# saves/*.json and autosave.json -----------------------------------------------------------------
def fuzz_slots(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    """The Saved games list with a named save and the game in progress, one of them damaged: the
    list, New game's question (``in_progress``), opening the damaged one, then New game."""
    from game.ui import save_slots, saves

    game = only or rng.choice(SAVE_GAMES)
    seats = [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red", "random")]
    with data_folder(work / "data") as folder:
        current = saves.save_game(a_match(rng, game), seats)
        name = rng.choice(["before the storm", "", "x" * 60])
        named = save_slots.save_named(a_match(rng, game), seats, name)
        path = rng.choice([current, named])
        text = mutate_json_or_bytes(path.read_bytes(), rng)
        path.write_bytes(text)
        slots = save_slots.list_slots()
        if len(slots) != 2:
            return "crashed", f"the list holds {len(slots)} saves, not 2"
        problem = _drawn([line for s in slots for line in (s.heading, s.details)])
        if problem is not None:
            return "crashed", problem
        save_slots.in_progress()
        slot = next(s for s in slots if s.path == path)
        if slot.problem:
            outcome = ("refused", "") if _one_line(slot.problem, "") else ("crashed", slot.problem)
        else:
            try:
                match, seated = save_slots.open_slot(slot)
                # The table then draws its seats' names.
                problem = _drawn([*map(str, match.setup.players), *(s.name for s in seated)])
                outcome = ("loaded", "") if problem is None else ("crashed", problem)
            except SaveError as exc:
                outcome = _save_refusal(str(exc), path)
            except OSError as exc:  # the Saved games screen shows it in one line (saved_games.open)
                outcome = "crashed", f"{type(exc).__name__}: {exc}"
        if path.exists() and not _unchanged(path, text):
            return "lost", "listing or opening a save changed it"
        # New game: an unfinished game moves to the slots, a damaged one is set aside.
        save_slots.keep_current()
        save_slots.list_slots()
        if not _kept_somewhere(text, folder):
            held = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.json"))
            return "lost", f"{path.name} ({outcome[0]}) is gone; the folder holds {held}"
        return outcome


# campaigns.json ----------------------------------------------------------------------------------
def _campaigns() -> list[Any]:
    from game.campaign import load_all

    if "campaigns" not in _SHIPPED:
        _SHIPPED["campaigns"] = load_all()
    return _SHIPPED["campaigns"]  # type: ignore[no-any-return]


_SHIPPED: dict[str, Any] = {}


def a_profile(rng: random.Random, path: Path) -> bytes:
    """Campaign progress as the game keeps it: a few chapter games of every campaign recorded."""
    from game.campaign import Evaluation, Profile, record_game, save_profile

    profile = Profile()
    for campaign in _campaigns():
        for chapter in rng.sample(list(campaign.chapters), rng.randrange(len(campaign.chapters) + 1)):
            stars = rng.randrange(4)
            record_game(profile, campaign, chapter, Evaluation(rng.randrange(40), stars > 0, stars, True))
    save_profile(profile, path)
    return path.read_bytes()


def fuzz_profile(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    from game.campaign import (
        Evaluation,
        ProfileError,
        chapter_open,
        load_profile,
        lock_reason,
        next_chapter,
        record_game,
        save_profile,
    )
    from game.campaign.progress import finished
    from game.campaign.rewards import card_backs, locked_variants

    with data_folder(work / "data") as folder:
        path = folder / "campaigns.json"
        text = mutate_json_or_bytes(a_profile(rng, path), rng)
        path.write_bytes(text)
        try:
            profile = load_profile(path)
        except ProfileError as exc:
            message = str(exc)
            clean = (_one_line(message, "campaigns.json")
                     and message.startswith("Campaign progress could not be read"))
            if not _unchanged(path, text):
                return "lost", "a damaged profile was changed"
            return ("refused", "") if clean else ("crashed", message)
        if not _unchanged(path, text):
            return "lost", "reading the profile changed it"
        # The campaign map and the New game and settings screens, on this progress.
        campaigns = _campaigns()
        for campaign in campaigns:
            finished(campaign, profile)
            for chapter in campaign.chapters:
                chapter_open(campaign, profile, chapter)
                lock_reason(campaign, profile, chapter)
                next_chapter(campaign, profile, chapter)
        card_backs((campaigns, profile))
        for game in SAVE_GAMES:
            locked_variants(game, (campaigns, profile))
        campaign = rng.choice(campaigns)
        stars = rng.randrange(4)
        record_game(profile, campaign, rng.choice(campaign.chapters), Evaluation(5, True, stars, True))
        again = save_profile(profile, folder / "again.json")
        if load_profile(again).to_dict() != profile.to_dict():
            return "crashed", "progress that loaded does not read back as it was kept"
        return "loaded", ""


# tutorials/*.yaml, campaigns/*.yaml, art/layouts/*.tmx: what the game ships ----------------------
def _shipped_copy(source: bytes, rng: random.Random, work: Path, name: str,
                  edit: Callable[[bytes, random.Random], bytes] = mutate) -> tuple[Path, bytes]:
    folder = work / "shipped"
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    path = folder / name
    text = edit(source, rng)
    path.write_bytes(text)
    return path, text


def _data_refusal(errors: list[str], name: str) -> tuple[str, str]:
    """A DataError's lines (lesson, campaign): each one line naming the file."""
    ok = bool(errors) and all(_one_line(line, name) for line in errors)
    return ("refused", "") if ok else ("crashed", "\n".join(errors)[:2000])


def fuzz_lesson(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    """A game's guided first game (Plugin.lesson), as the title and the coach load it."""
    from game.tutorial.script import TutorialError, load_tutorial

    game = only or rng.choice(SAVE_GAMES)
    source = ROOT / str(plugin(game).lesson)
    path, text = _shipped_copy(source.read_bytes(), rng, work, source.name, mutate_yaml)
    try:
        tutorial = load_tutorial(path)
        # What the coach asks of it as the lesson runs, step by step.
        match = tutorial.new_game()
        first = str(match.legal_actions()[0]) if match.state.result is None else ""
        for step in tutorial.steps:
            step.wants(first)
        for name in match.setup.players:
            tutorial.kind_of(name)
        outcome: tuple[str, str] = "loaded", ""
    except TutorialError as exc:
        outcome = _data_refusal(exc.errors, path.name)
    return ("lost", "reading a lesson changed it") if not _unchanged(path, text) else outcome


def fuzz_hints(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    """A game's hints file (Plugin.hints), read with its table's moments."""
    from game.ui.hints import HintError, Hints, game_moments, load_hints

    game = only or rng.choice(SAVE_GAMES)
    source = ROOT / str(plugin(game).hints)
    path, text = _shipped_copy(source.read_bytes(), rng, work, source.name, mutate_yaml)
    try:
        hints = load_hints(path, game_moments(game))
        for hint in hints:
            Hints.key(game, hint)
            if "\n" in hint.text or hint.kind not in ("dialog", "table"):
                return "crashed", f"a hint that loaded cannot be shown: {hint!r}"[:2000]
        outcome: tuple[str, str] = "loaded", ""
    except HintError as exc:
        outcome = ("refused", "") if _one_line(str(exc), path.name) else ("crashed", str(exc)[:2000])
    return ("lost", "reading hints changed them") if not _unchanged(path, text) else outcome


def campaign_source(game: str) -> bytes:
    """A campaign file of ``game``'s chapters: First Light for initiatives; for the other games,
    The Long Night cut to that game's chapter (each plays one there)."""
    import re

    if game == "initiatives":
        return (ROOT / "campaigns" / "first_light.yaml").read_bytes()
    text = (ROOT / "campaigns" / "long_night.yaml").read_text(encoding="utf-8")
    head, body = text.split("\nchapters:\n")
    blocks = [b for b in re.split(r"(?m)^(?=  - id: )", body) if f"\n    game: {game}\n" in b]
    assert blocks, f"The Long Night has no chapter of {game}"
    return (head + "\nchapters:\n" + "".join(blocks)).encode()


def fuzz_campaign_file(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    """A campaign file, read as the campaign map reads each, then every chapter that loads dealt
    and played a little, its objective tracked as the table tracks it."""
    from game.campaign import CampaignError, Tracker, live_line, load_campaign
    from game.campaign.play import attempt_seed, new_match

    game = only or rng.choice(SAVE_GAMES)
    path, text = _shipped_copy(campaign_source(game), rng, work, f"{game}.yaml", mutate_yaml)
    try:
        campaign = load_campaign(path)
        for chapter in rng.sample(list(campaign.chapters), min(2, len(campaign.chapters))):
            match = new_match(chapter, attempt_seed(chapter, rng))
            tracker = Tracker(chapter.objective, chapter.player_seat, chapter.game)
            tracker.observe(match.state)
            for _ in range(20):
                if match.state.result is not None:
                    break
                match.play(rng.choice(match.legal_actions()))
                tracker.observe(match.state, match.last_events)
                live_line(chapter.objective, tracker, match.state)
            tracker.evaluate(match.state)
            chapter.objective.star_lines()
        outcome: tuple[str, str] = "loaded", ""
    except CampaignError as exc:
        outcome = _data_refusal(exc.errors, path.name)
    return ("lost", "reading a campaign changed it") if not _unchanged(path, text) else outcome


def layout_files(table: str) -> list[tuple[str, tuple[str, ...]]]:
    """The layouts a table reads (its file in art/layouts and the zones it asks for)."""
    if table == "initiatives":
        from game.ui.layout import MAT_ZONES, WORLD_ZONES

        return [("world.tmx", WORLD_ZONES), ("mat.tmx", MAT_ZONES)]
    if table == "campaign map":
        from game.ui.scenes.campaign_map import REQUIRED

        return [("campaign_map.tmx", REQUIRED)]
    if table == "organism":
        return []  # ORGANISM's table draws its board from the board file, not a map
    import importlib

    return [(f"{table}.tmx", importlib.import_module(f"game.games.{table}.ui.table").ZONES)]


LAYOUT_TABLES = ["initiatives", "pentagram", "projects", "life", "campaign map"]


def fuzz_layout(rng: random.Random, work: Path, only: str | None = None) -> tuple[str, str]:
    from game.ui.layout import LAYOUTS, LayoutError, load_layout

    name, zones = rng.choice(layout_files(only or rng.choice(LAYOUT_TABLES)))
    path, text = _shipped_copy((LAYOUTS / name).read_bytes(), rng, work, name, mutate_xml)
    try:
        layout = load_layout(path, zones)
        for zone in zones:
            rect = layout[zone]
            assert all(isinstance(v, int) for v in rect.tuple), rect
            layout.hit(*rect.center)
        outcome: tuple[str, str] = "loaded", ""
    except LayoutError as exc:
        outcome = ("refused", "") if _one_line(str(exc), name) else ("crashed", str(exc)[:2000])
    return ("lost", "reading a layout changed it") if not _unchanged(path, text) else outcome


FUZZERS.update({"settings": fuzz_settings, "history": fuzz_history, "save slots": fuzz_slots,
                "campaign progress": fuzz_profile, "lessons": fuzz_lesson, "hints": fuzz_hints,
                "campaign files": fuzz_campaign_file, "layouts": fuzz_layout})
# Which of them are per game (``campaign(kind, n, seed, work, game)``); the others are one file for
# every game. Layouts are per table: the four with a map, and the campaign map.
PER_GAME_AREAS = ["history", "save slots", "lessons", "hints", "campaign files"]
SHARED_AREAS = ["settings", "campaign progress"]
