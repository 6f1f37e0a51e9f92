"""Reading ``campaigns/*.yaml``: every problem one line naming file, line, chapter and field.

A chapter's ``setup`` is a game record's setup (docs/records.md: variants, solo difficulty, a
fixed deal…) and is read by the chapter's own game, so the campaign file says nothing a record
could not, and a chapter is checked by dealing it once: an unknown card in a fixed deal is found
when the campaign loads, not when a player opens the chapter.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.campaign import probes
from game.campaign.objectives import KINDS, REQUIRES, Objective, band_threshold
from game.campaign.schema import CARD_BACKS, PLAYER_NAME, REWARD_KINDS, Campaign, Chapter, Reward, Seat
from game.family import DEFAULT_GAME, GAMES, ruleset, yaml_lines
from game.family.card_files import ID_RE, CardReader, display
from game.family.errors import DataError, OptionError, RecordError
from game.family.files import printable
from game.family.paths import PROJECT_ROOT

CAMPAIGNS_ROOT = PROJECT_ROOT / "campaigns"
TOP_FIELDS = {"id", "title", "game", "blurb", "order", "requires", "rewards", "chapters"}
CHAPTER_FIELDS = {"id", "title", "game", "seats", "setup", "seed", "story", "objective", "stars",
                  "hint", "unlock"}
STORY_FIELDS = {"opening", "ending", "failure"}
OBJECTIVE_FIELDS = {"type", "require", "text", "initiative"}
UNLOCK_FIELDS = {"after", "stars"}
# A chapter names its seats and draws its seed itself; the rest of a record is its setup.
NOT_SETUP = {"players", "seed", "actions", "title", "notes", "format", "game"}
BOT_NAMES = ("Ada", "Basil", "Cleo", "Dev", "Esme")
MAX_STORY = 1200  # characters: a story is read on one screen


class CampaignError(DataError):
    """A campaign file that did not validate: one line per problem in ``errors``."""

    def __init__(self, errors: list[str]) -> None:
        # A key or a value quoted from the file may hold a line break ("\n" in quotes): shown as
        # its escape, each problem stays one line.
        lines = errors.split("\n") if isinstance(errors, str) else errors  # rebuilt from its message
        super().__init__([printable(line) for line in lines])


class _Reader(CardReader):
    """The card reader's checks, worded for a campaign: ``chapter 'id': field 'x'``."""

    what = "chapter"

    def problem(self, field: str, what: str, line: int | None = None) -> None:
        where = line if line is not None else self.line(field if field in self.data else None)
        who = f"{self.what} '{self.card_id}': " if self.card_id else ""
        self.errors.append(f"{self.file}:{where}: {who}field '{field}': {what}")

    def paragraph(self, data: Any, key: str, required: bool, prefix: str) -> str:
        """Free text of up to MAX_STORY characters (a story may run over several lines)."""
        if not isinstance(data, dict) or key not in data:
            if required:
                # the line of the mapping's own key ("story:"), where the field belongs
                self.problem(prefix + key, "missing", self.line(prefix.rstrip(".")) if prefix else None)
            return ""
        value = data[key]
        line = data.line_of(key) if isinstance(data, yaml_lines.LDict) else None
        if not isinstance(value, str) or not value.strip():
            self.problem(prefix + key, f"must be non-empty text, got {value!r}", line)
            return ""
        if len(value.strip()) > MAX_STORY:
            self.problem(prefix + key, f"{len(value.strip())} characters (at most {MAX_STORY})", line)
        return " ".join(value.split())


def load_campaign(path: str | Path) -> Campaign:
    """The campaign in ``path``; CampaignError with one line per problem."""
    path = Path(path)
    shown = display(path)
    try:
        # The YAML size limit, as lessons, cards and records have it (limits.MAX_YAML_BYTES).
        doc = yaml_lines.load_file(str(path), shown, collect_duplicates=True)
    except yaml_lines.YamlError as exc:
        raise CampaignError([str(exc)]) from None
    errors: list[str] = []
    if not isinstance(doc, yaml_lines.LDict):
        raise CampaignError([f"{shown}:{yaml_lines.line_of(doc, 1)}: a campaign file must be a "
                             "mapping of fields (id, title, game, chapters…)"])
    top = _Reader(doc, shown, errors, TOP_FIELDS)
    top.what, top.card_id = "campaign", ""
    for key, line, first in doc.duplicates:
        top.problem(str(key), f"duplicate key (first at line {first})", line)
    for key in doc:
        if key not in TOP_FIELDS:
            top.problem(str(key), f"unknown field (known: {', '.join(sorted(TOP_FIELDS))})")
    cid = doc.get("id")
    if not isinstance(cid, str) or not ID_RE.match(cid):
        top.problem("id", f"must be snake_case text, got {cid!r}")
        cid = "?"
    top.card_id = cid
    title = top.text("title", 60, True)
    game = _game(top, doc, "game", DEFAULT_GAME)
    blurb = top.paragraph(doc, "blurb", False, "")
    order = top.integer("order", 0, 999, 0)
    requires = _id_list(top, doc, "requires")
    rewards = _rewards(top, doc, game)
    chapters = _chapters(doc, shown, errors, game)
    if errors:
        raise CampaignError(errors)
    return Campaign(cid, title, game, blurb, tuple(chapters), tuple(rewards), tuple(requires),
                    shown, order)


def load_all(folder: str | Path = CAMPAIGNS_ROOT) -> list[Campaign]:
    """Every campaign in ``folder``, in map order; CampaignError with every problem of every file
    (and the links between them: a reward or requirement naming an unknown campaign)."""
    folder = Path(folder)
    if not folder.is_dir():
        raise CampaignError([f"{display(folder)}: no such campaign folder"])
    campaigns: list[Campaign] = []
    errors: list[str] = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            campaigns.append(load_campaign(path))
        except CampaignError as exc:
            errors += exc.errors
    seen: dict[str, str] = {}
    for c in campaigns:
        if c.id in seen:
            errors.append(f"{c.path}: campaign '{c.id}': field 'id': also the id of {seen[c.id]}")
        seen.setdefault(c.id, c.path)
    for c in campaigns:
        links = [("requires", r) for r in c.requires] + [
            ("rewards", r.id) for r in c.rewards if r.kind == "campaign"]
        for field, other in links:
            if other not in seen:
                errors.append(f"{c.path}: campaign '{c.id}': field '{field}': no campaign "
                              f"'{other}' in {display(folder)}")
    if errors:
        raise CampaignError(errors)
    return sorted(campaigns, key=lambda c: (c.order, c.title))


# -- the parts ---------------------------------------------------------------------------------
def _game(r: _Reader, data: Any, key: str, default: str) -> str:
    value = data.get(key, default)
    if not isinstance(value, str) or value not in GAMES:  # a list or a mapping is no game's name
        r.problem(key, f"unknown game {value!r} (known: {', '.join(GAMES)})")
        return default
    return str(value)


def _id_list(r: _Reader, data: Any, key: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and ID_RE.match(v) for v in value):
        r.problem(key, f"must be a list of ids, got {value!r}")
        return []
    return list(value)


def _rewards(r: _Reader, doc: Any, game: str) -> list[Reward]:
    raw = doc.get("rewards", [])
    if not isinstance(raw, list):
        r.problem("rewards", "must be a list of {kind, id, text}")
        return []
    switches = {s.name for s in ruleset(game).switches()}
    out = []
    for item in raw:
        line = yaml_lines.line_of(item) or doc.line_of("rewards")
        if not isinstance(item, dict) or set(item) - {"kind", "id", "text"} or not all(
                isinstance(item.get(k), str) and item.get(k) for k in ("kind", "id", "text")):
            r.problem("rewards", "each reward is {kind, id, text}, all three text", line)
            continue
        kind, rid = item["kind"], item["id"]
        if kind not in REWARD_KINDS:
            r.problem("rewards", f"unknown kind {kind!r} (known: {', '.join(REWARD_KINDS)})", line)
        elif kind == "card_back" and rid not in CARD_BACKS:
            r.problem("rewards", f"unknown card back {rid!r} (known: {', '.join(CARD_BACKS)})", line)
        elif kind == "variant" and rid not in switches:
            r.problem("rewards", f"'{rid}' is not a switch of {game} (known: "
                                 f"{', '.join(sorted(switches))})", line)
        out.append(Reward(kind, rid, " ".join(item["text"].split())))
    return out


def _chapters(doc: Any, shown: str, errors: list[str], game: str) -> list[Chapter]:
    raw = doc.get("chapters")
    if not isinstance(raw, list) or not raw:
        errors.append(f"{shown}:{doc.line_of('chapters')}: field 'chapters': must be a list of "
                      "at least one chapter")
        return []
    out: list[Chapter] = []
    seen: dict[str, str] = {}
    for k, item in enumerate(raw):
        if not isinstance(item, yaml_lines.LDict):
            line = raw.item_lines[k] if isinstance(raw, yaml_lines.LList) else doc.line_of("chapters")
            errors.append(f"{shown}:{line}: chapter {k + 1}: each chapter must be a mapping")
            continue
        before = len(errors)
        r = _Reader(item, shown, errors, CHAPTER_FIELDS)
        if not r.start(seen):
            continue
        chapter = _chapter(r, item, game, out, len(raw))
        if chapter is not None and len(errors) == before:
            out.append(chapter)
    return out


def _chapter(r: _Reader, d: Any, default_game: str, earlier: list[Chapter], count: int) -> Chapter | None:
    title = r.text("title", 48, True)
    game = _game(r, d, "game", default_game)
    rules = ruleset(game)
    seats = _seats(r, d, rules)
    seed = _seed(r, d)
    story = d.get("story")
    if story is not None and not isinstance(story, dict):
        r.problem("story", "must be a mapping with opening, ending (and failure)")
        story = None
    if isinstance(story, yaml_lines.LDict):
        for key in story:
            if key not in STORY_FIELDS:
                r.problem(f"story.{key}", f"unknown field (known: {', '.join(sorted(STORY_FIELDS))})",
                          story.line_of(key))
    opening = r.paragraph(story, "opening", True, "story.") if story is not None else ""
    ending = r.paragraph(story, "ending", True, "story.") if story is not None else ""
    failure = r.paragraph(story, "failure", False, "story.") if story is not None else ""
    if story is None and "story" not in d:
        r.problem("story", "missing")
    hint = r.text("hint", 160, False)
    setup = _setup(r, d, rules, seats)
    objective = _objective(r, d, game, rules)
    after, stars_needed = _unlock(r, d, earlier, count)
    if setup is None or objective is None or seats is None:
        return None
    return Chapter(r.card_id, title, game, seats, setup, seed, objective, opening, ending, failure,
                   hint, after, stars_needed, r.source)


def _seats(r: _Reader, d: Any, rules: Any) -> tuple[Seat, ...] | None:
    from game.bots import bot_kinds

    raw = d.get("seats", ["you"])
    if not isinstance(raw, list) or not raw:
        r.problem("seats", "must be a list: 'you', then a {bot: KIND} per other seat")
        return None
    kinds = bot_kinds(rules)
    seats: list[Seat] = []
    for item in raw:
        if item == "you":
            seats.append(Seat(PLAYER_NAME))
        elif isinstance(item, dict) and set(item) <= {"bot", "name"} and item.get("bot") in kinds:
            name = item.get("name", BOT_NAMES[len(seats) % len(BOT_NAMES)])
            if not isinstance(name, str) or not name.strip() or len(name) > 20:
                r.problem("seats", f"a bot's name is text of at most 20 characters, got {name!r}")
                return None
            seats.append(Seat(name.strip(), str(item["bot"])))
        else:
            r.problem("seats", f"each seat is 'you' or {{bot: KIND, name: NAME}} with a bot of "
                               f"{rules.title} ({', '.join(kinds)}); got {item!r}")
            return None
    players = sum(s.is_player for s in seats)
    if players != 1:
        r.problem("seats", f"a campaign is played by one person: exactly one 'you', not {players}")
        return None
    if not rules.min_seats <= len(seats) <= rules.max_seats:
        r.problem("seats", f"{rules.title} seats {rules.min_seats} to {rules.max_seats}, not {len(seats)}")
        return None
    if len({s.name for s in seats}) != len(seats):
        r.problem("seats", "two seats have the same name")
        return None
    return tuple(seats)


def _seed(r: _Reader, d: Any) -> int | None:
    value = d.get("seed", "fresh")
    if value == "fresh":
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**64:
        r.problem("seed", f"a whole number from 0 to 2^64-1 (the same deal every attempt) or "
                          f"'fresh' (a new deal each attempt), got {value!r}")
        return None
    return value


def _setup(r: _Reader, d: Any, rules: Any, seats: tuple[Seat, ...] | None) -> dict[str, Any] | None:
    raw = d.get("setup", yaml_lines.LDict())
    if not isinstance(raw, yaml_lines.LDict):
        r.problem("setup", "must be a mapping of a game record's setup fields (docs/records.md)")
        return None
    for key in raw:
        if key in NOT_SETUP:
            r.problem(f"setup.{key}", "not part of a chapter's setup (seats and seed are the "
                                      "chapter's own fields)", raw.line_of(key))
            return None
    if seats is None:
        return None
    probe = yaml_lines.LDict(raw)
    probe.line = getattr(raw, "line", r.line())
    probe.key_lines = dict(getattr(raw, "key_lines", {}))
    probe.duplicates = []
    probe["players"] = [s.name for s in seats]
    probe["seed"] = 0
    src = r.file
    try:
        setup = rules.setup_from_dict(probe, src, rules.record_format)
        rules.new_state(setup, None, False)  # deal it once: a fixed deal names real cards
    except RecordError as exc:
        # The record reader names the file, line and field; say which chapter it is.
        r.errors.append(_in_chapter(str(exc), r.card_id, "setup."))
        return None
    except (OptionError, ValueError) as exc:
        r.problem("setup", str(exc).splitlines()[0], r.line("setup"))
        return None
    return _plain(raw)


def _in_chapter(message: str, chapter: str, prefix: str) -> str:
    """``file:line: field 'x': …`` as ``file:line: chapter 'c': field 'setup.x': …``."""
    head, sep, rest = message.partition(": field '")
    if not sep:
        return f"{message} (chapter '{chapter}')"
    return f"{head}: chapter '{chapter}': field '{prefix}{rest}"


def _plain(value: Any) -> Any:
    """A YAML value without its line bookkeeping (the chapter keeps plain data)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _objective(r: _Reader, d: Any, game: str, rules: Any) -> Objective | None:
    raw = d.get("objective")
    if not isinstance(raw, yaml_lines.LDict):
        r.problem("objective", "missing" if raw is None else "must be a mapping with a type")
        return None
    for key in raw:
        if key not in OBJECTIVE_FIELDS:
            r.problem(f"objective.{key}", f"unknown field (known: {', '.join(sorted(OBJECTIVE_FIELDS))})",
                      raw.line_of(key))
    kind_name = raw.get("type")
    if not isinstance(kind_name, str) or kind_name not in KINDS:
        r.problem("objective.type", f"unknown objective {kind_name!r} (known: {', '.join(KINDS)})",
                  raw.line_of("type"))
        return None
    kind = KINDS[kind_name]
    if kind.needs is not None and not probes.offers(game, kind.needs):
        where = ", ".join(probes.games_offering(kind.needs, GAMES))
        r.problem("objective.type", f"'{kind_name}' is not measured in {rules.title} (only in "
                                    f"{where})", raw.line_of("type"))
        return None
    require = raw.get("require", "")
    if require and require not in REQUIRES:
        r.problem("objective.require", f"one of {', '.join(REQUIRES)}, got {require!r}",
                  raw.line_of("require"))
        return None
    text = raw.get("text", "")
    if not isinstance(text, str) or len(text) > 100 or "\n" in text.strip():
        r.problem("objective.text", "one line of at most 100 characters", raw.line_of("text"))
        return None
    params: dict[str, Any] = {}
    for name in kind.params:
        if name not in raw:
            r.problem(f"objective.{name}", f"missing (a '{kind_name}' objective names one)", raw.line)
            return None
    if "initiative" in raw:
        if "initiative" not in kind.params:
            r.problem("objective.initiative", "only a 'complete' objective names one",
                      raw.line_of("initiative"))
            return None
        name = _card_name(rules, raw["initiative"])
        if name is None:
            r.problem("objective.initiative", f"no Initiative or Project {raw['initiative']!r} in "
                                              f"{rules.title}'s cards", raw.line_of("initiative"))
            return None
        params = {"initiative": raw["initiative"], "initiative_name": name}
    stars = _stars(r, d, kind_name, kind.higher)
    if stars is None:
        return None
    return Objective(kind_name, stars, require, params, text.strip())


def _card_name(rules: Any, card_id: Any) -> str | None:
    """The name of a shared build (an Initiative, a Project) in the game's own cards (its card
    set's ``builds``)."""
    builds = getattr(rules.default_cards(), "builds", {})
    found = builds.get(card_id) if isinstance(card_id, str) else None
    return None if found is None else str(found.name)


def _stars(r: _Reader, d: Any, kind: str, higher: bool) -> tuple[int, int, int] | None:
    raw = d.get("stars")
    bands = kind in ("win", "score")
    if not isinstance(raw, list) or len(raw) != 3:
        r.problem("stars", "three thresholds, for one, two and three stars" + (
            " (numbers, or solo bands: Survived, Stabilizer, Builder, Steward)" if bands else ""))
        return None
    values = []
    for v in raw:
        band = band_threshold(v) if bands else None
        if band is not None:
            values.append(band)
        elif isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 999:
            r.problem("stars", f"a threshold is a whole number from 0 to 999"
                               f"{' or a solo band' if bands else ''}, got {v!r}")
            return None
        else:
            values.append(v)
    a, b, c = values
    ordered = a < b < c if higher else a > b > c
    if not ordered:
        r.problem("stars", f"each star must ask for more than the last ({'rising' if higher else 'falling'}"
                           f" for '{kind}'), got {raw!r}")
        return None
    return (a, b, c)


def _unlock(r: _Reader, d: Any, earlier: list[Chapter], count: int) -> tuple[tuple[str, ...], int]:
    """Which chapters must have a star first (default: the one before) and how many stars."""
    default = (earlier[-1].id,) if earlier else ()
    raw = d.get("unlock")
    if raw is None:
        return default, 0
    if not isinstance(raw, yaml_lines.LDict) or set(raw) - UNLOCK_FIELDS:
        r.problem("unlock", "a mapping of after (chapter ids) and stars (a number)")
        return default, 0
    after = raw.get("after", list(default))
    known = {c.id for c in earlier}
    if not isinstance(after, list) or not all(isinstance(a, str) and a in known for a in after):
        r.problem("unlock.after", f"must list chapters that come before this one (known: "
                                  f"{', '.join(sorted(known)) or 'none'}), got {after!r}",
                  raw.line_of("after"))
        after = list(default)
    stars = raw.get("stars", 0)
    if isinstance(stars, bool) or not isinstance(stars, int) or not 0 <= stars <= 3 * count:
        r.problem("unlock.stars", f"a whole number from 0 to {3 * count}, got {stars!r}",
                  raw.line_of("stars"))
        stars = 0
    return tuple(after), stars
