"""Edition `life` cards: 90 Patterns, 24 Project tiles and 30 World Events (seed 002).

Loaded from ``cards/life/{patterns,projects,events}.yaml``; the schema is in docs/cards.md
(section "Edition life"). Every problem is one line naming the file, line, card and field,
through the family's card reader (:mod:`game.family.card_files`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family.card_files import CardReader
from game.family.paths import CARDS_ROOT
from game.games.meaning_made.card_decks import Card, Decks, load_decks, loaded_once

FOLDER = CARDS_ROOT / "life"
# The five token types, in the order every token tuple of this edition uses (E R M V S).
TOKENS = ("energy", "regulation", "model", "value", "support")
TOKEN_LETTERS = "ERMVS"
TOKEN_EMOJI = ("☀️", "🔁", "🧩", "💎", "❤️")
TOKEN_NAMES = ("Energy", "Regulation", "Model", "Value", "Support")
SUPPORT = 4
ENERGY = 0
# The ten tags (one per layer of meaning); Patterns sit in layers 1-6 of the mat (DL4).
TAGS = ("boundary", "balance", "form", "membership", "prediction", "reinforcement", "presence",
        "social", "story", "stewardship")
TAG_EMOJI = {"boundary": "🧿", "balance": "⚖️", "form": "🦋", "membership": "🧫",
             "prediction": "🌐", "reinforcement": "🎯", "presence": "🧠", "social": "🏛️",
             "story": "🌳", "stewardship": "🌍"}
LAYER_NAMES = {1: "Boundary", 2: "Balance", 3: "Form", 4: "Membership", 5: "Prediction",
               6: "Reinforcement", 7: "Presence", 8: "Social", 9: "Story", 10: "Stewardship"}
LAYER_EMOJI = {n: TAG_EMOJI[TAGS[n - 1]] for n in range(1, 11)}
PRESSURES = ("scarcity", "threat", "uncertainty", "conflict", "damage")
PRESSURE_EMOJI = {"scarcity": "🍂", "threat": "⚡", "uncertainty": "🌫️", "conflict": "⚔️",
                  "damage": "🔥"}
AWARDS = (6, 3, 1)  # the seed's Top / Second / Other Project points
NAME_LEN = 32
TEXT_LEN = 160

Tokens = tuple[int, int, int, int, int]


@dataclass(frozen=True, slots=True)
class Pattern(Card):
    layer: int  # 1-6: the mat's slot (DL4)
    tag: str  # one of TAGS
    cost: Tokens
    output: Tokens  # 2-4 tokens, gained once when bought
    discount: int  # the token type this card takes off later same-tag costs (L4)
    seed_example: bool = False
    flavour: str = ""
    art: str | None = None
    source: str = ""


@dataclass(frozen=True, slots=True)
class Project(Card):
    layer: int  # 6-10; completing a Layer 10 Project ends the game
    need: Tokens  # the required icons, paid by anyone over several turns
    drift: int  # public benefit: World Drift reduced by this much
    clear: int  # public benefit: local Drift tokens removed
    awards: tuple[int, int, int]  # Top / Second / Other points
    seed_example: bool = False
    theme: str = ""
    art: str | None = None
    source: str = ""

    @property
    def icons(self) -> int:
        return sum(self.need)


@dataclass(frozen=True, slots=True)
class Event(Card):
    pressure: str  # one of PRESSURES
    drift: int  # pending Drift increase, applied in Phase D unless mitigated
    local: int  # local Drift tokens placed in Phase A
    mitigation: Tokens  # the icons the table must pledge (L5)
    reduce: int  # 0: meeting the mitigation cancels the Drift; else it reduces it by this much
    seed_example: bool = False
    flavour: str = ""
    art: str | None = None
    source: str = ""


@dataclass(frozen=True)
class CardSet(Decks[Pattern, Project, Event]):
    folder: str = ""


PATTERN_FIELDS = {"id", "name", "layer", "tag", "cost", "output", "discount", "seed_example",
                  "flavour", "art"}
PROJECT_FIELDS = {"id", "name", "layer", "need", "drift", "clear", "awards", "seed_example",
                  "theme", "art"}
EVENT_FIELDS = {"id", "name", "pressure", "drift", "local", "mitigation", "reduce",
                "seed_example", "flavour", "art"}
# The seed's counts ("Pattern Cards (90)", "Project Tiles (24)", "World Event Cards (30)")
COUNTS = {"patterns": 90, "projects": 24, "events": 30}


def _one_of(r: CardReader, key: str, options: tuple[str, ...], required: bool = True) -> str:
    if key not in r.data:
        if required:
            r.problem(key, "missing")
        return options[0]
    value = r.data[key]
    if value not in options:
        r.problem(key, f"must be one of {', '.join(options)}, got {value!r}")
        return options[0]
    return str(value)


def _tokens(r: CardReader, key: str, hi: int, required: bool = True) -> Tokens:
    return r.counts(key, TOKENS, hi, required)  # type: ignore[return-value]


def _pattern(r: CardReader) -> Pattern:
    name = r.text("name", NAME_LEN, True)
    layer = r.integer("layer", 1, 6)
    tag = _one_of(r, "tag", TAGS)
    cost = _tokens(r, "cost", 4)
    output = _tokens(r, "output", 4)
    if not 1 <= sum(cost) <= 5:
        r.problem("cost", f"a Pattern costs 1 to 5 tokens, got {sum(cost)}")
    if not 2 <= sum(output) <= 4:
        r.problem("output", f"a Pattern shows 2 to 4 output icons, got {sum(output)}")
    discount = TOKENS.index(_one_of(r, "discount", TOKENS))
    return Pattern(r.card_id, name, layer, tag, cost, output, discount, r.flag("seed_example"),
                   r.text("flavour", TEXT_LEN, False), r.art(), r.source)


def _awards(r: CardReader) -> tuple[int, int, int]:
    raw = r.data.get("awards", list(AWARDS))
    if (not isinstance(raw, list) or len(raw) != 3
            or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 12 for n in raw)
            or not raw[0] >= raw[1] >= raw[2]):
        r.problem("awards", f"must be three whole numbers 0-12, Top >= Second >= Other, got {raw!r}")
        return AWARDS
    return (raw[0], raw[1], raw[2])


def _project(r: CardReader) -> Project:
    name = r.text("name", NAME_LEN, True)
    layer = r.integer("layer", 6, 10)
    need = _tokens(r, "need", 6)
    if not 2 <= sum(need) <= 10:
        r.problem("need", f"a Project requires 2 to 10 icons, got {sum(need)}")
    drift = r.integer("drift", 0, 3, 0)
    clear = r.integer("clear", 0, 4, 0)
    if drift == 0 and clear == 0 and "drift" in r.data:
        r.problem("drift", "a Project's public benefit reduces World Drift or removes local Drift")
    elif drift == 0 and clear == 0:
        r.problem("clear", "a Project's public benefit reduces World Drift or removes local Drift")
    return Project(r.card_id, name, layer, need, drift, clear, _awards(r), r.flag("seed_example"),
                   r.text("theme", TEXT_LEN, False), r.art(), r.source)


def _event(r: CardReader) -> Event:
    name = r.text("name", NAME_LEN, True)
    pressure = _one_of(r, "pressure", PRESSURES)
    drift = r.integer("drift", 0, 4)
    local = r.integer("local", 0, 3, 0)
    mitigation = _tokens(r, "mitigation", 3)
    if not 1 <= sum(mitigation) <= 5:
        r.problem("mitigation", f"a mitigation requirement shows 1 to 5 icons, got {sum(mitigation)}")
    reduce = r.integer("reduce", 1, 3, 0)
    if reduce and reduce >= drift:
        r.problem("reduce", f"a reduction must be smaller than the Drift ({drift}); leave it out to "
                  "cancel the Drift")
    return Event(r.card_id, name, pressure, drift, local, mitigation, reduce, r.flag("seed_example"),
                 r.text("flavour", TEXT_LEN, False), r.art(), r.source)


def load_cards(folder: str | Path | None = None) -> CardSet:
    """Load the three files from ``folder`` (default ``cards/life``); raise :class:`CardError`
    listing every problem, one line each."""
    makers = {"patterns": (_pattern, PATTERN_FIELDS), "projects": (_project, PROJECT_FIELDS),
              "events": (_event, EVENT_FIELDS)}
    root, built = load_decks(folder, FOLDER, makers, _check_set)
    patterns, projects, events = built["patterns"], built["projects"], built["events"]
    return CardSet({c.id: c for c in patterns}, {c.id: c for c in projects},
                   {c.id: c for c in events}, tuple(c.id for c in patterns),
                   tuple(c.id for c in projects), tuple(c.id for c in events), str(root))


def _check_set(root: Path, built: dict[str, list[Any]], key_lines: dict[str, int],
               errors: list[str]) -> None:
    # A designer's folder may hold fewer cards (a test deck); too few to deal is an error.
    for key, least in (("patterns", 12), ("projects", 6), ("events", 4)):
        if len(built[key]) < least:
            errors.append(f"{root / (key + '.yaml')}:{key_lines.get(key, 1)}: at least {least} "
                          f"{key} are needed to deal a game, found {len(built[key])}")


default_cards = loaded_once(load_cards)
