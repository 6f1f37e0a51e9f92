"""Edition `projects` cards: Patterns, Projects (with the Stewardship Project) and Events.

Loaded from ``cards/projects/{patterns,projects,events}.yaml``; the schema is in docs/cards.md
(section "Edition projects"). Every problem is one line naming the file, line, card and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family.card_files import CardReader
from game.family.paths import CARDS_ROOT
from game.games.meaning_made.card_decks import Card, Decks, load_decks, loaded_once

FOLDER = CARDS_ROOT / "projects"
TOKENS = ("energy", "insight", "support")
LAYERS = {1: "Boundary", 2: "Balance", 3: "Form", 4: "Membership", 5: "Prediction",
          6: "Reinforcement", 7: "Presence", 8: "Social", 9: "Story", 10: "Stewardship"}
LAYER_EMOJI = {1: "🧿", 2: "⚖️", 3: "🦋", 4: "🧫", 5: "🌐", 6: "🎯", 7: "📌", 8: "🏛️", 9: "🌳",
               10: "🌍"}
TOKEN_EMOJI = ("☀️", "🔍", "❤️")
TOKEN_LETTERS = "EIS"
# Completion Reward+ (seed 001): what every player with a marker on the Project gets (P4)
REWARDS = {
    "vitals": "+{n}🛡️ Vitals",
    "energy": "+{n}☀️",
    "insight": "+{n}🔍",
    "support": "+{n}❤️",
    "any_token": "{n} token(s) of your choice",
    "refresh_gallery": "the Pattern Gallery is refreshed",
}
NAME_LEN = 32
TEXT_LEN = 160

Tokens = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Pattern(Card):
    layer: int  # 1-6
    cost: Tokens
    output: Tokens  # gained once, when obtained (P5)
    vitals: int  # Vitals gained with the output
    flavour: str = ""
    art: str | None = None
    source: str = ""


@dataclass(frozen=True, slots=True)
class Project(Card):
    layer: int  # 7-9; 10 is the Stewardship Project
    need: Tokens  # the Requirement Row: the whole group's cost
    spaces: int  # contribution spaces: the order of first contributions
    meaning: int  # Completion Reward: Meaning gained
    reward: str | None  # Completion Reward+ kind (REWARDS), or None
    reward_n: int
    theme: str = ""
    seed_example: bool = False  # one of the four Projects the seed's table names
    art: str | None = None
    source: str = ""

    @property
    def stewardship(self) -> bool:
        return self.layer == 10

    def reward_text(self) -> str:
        return REWARDS[self.reward].format(n=self.reward_n) if self.reward else ""


@dataclass(frozen=True, slots=True)
class Event(Card):
    drift: int  # Drift it adds: Meaning falls by this much
    flavour: str = ""
    # The fewest players it is shuffled in with (DP11): 2 leaves it out of a solo deck.
    players: int = 1
    art: str | None = None
    source: str = ""

    def in_deck(self, seats: int) -> bool:
        return seats >= self.players


@dataclass(frozen=True)
class CardSet(Decks[Pattern, Project, Event]):
    """The three decks (the Project deck: layers 7-9; ``projects`` has Stewardship too)."""

    stewardship: str  # the id of the Layer 10 Project
    folder: str = ""

    @property
    def builds(self) -> dict[str, Project]:
        """The shared builds a campaign objective may name (Stewardship included)."""
        return self.projects


PATTERN_FIELDS = {"id", "name", "layer", "cost", "output", "flavour", "art"}
PROJECT_FIELDS = {"id", "name", "layer", "need", "spaces", "meaning", "reward", "theme",
                  "seed_example", "art"}
EVENT_FIELDS = {"id", "name", "drift", "players", "flavour", "art"}


def _pattern(r: CardReader) -> Pattern | None:
    name = r.text("name", NAME_LEN, True)
    layer = r.integer("layer", 1, 6)
    cost = r.counts("cost", TOKENS, 5, True)
    output = r.counts("output", (*TOKENS, "vitals"), 3, False)
    if sum(cost) == 0:
        r.problem("cost", "a Pattern costs at least one token")
    return Pattern(r.card_id, name, layer, cost, output[:3], output[3],  # type: ignore[arg-type]
                   r.text("flavour", TEXT_LEN, False), r.art(), r.source)


def _project(r: CardReader) -> Project | None:
    name = r.text("name", NAME_LEN, True)
    layer = r.integer("layer", 7, 10)
    need = r.counts("need", TOKENS, 12, True)
    if sum(need) == 0:
        r.problem("need", "a Project needs at least one token")
    spaces = r.integer("spaces", 1, 6)
    meaning = r.integer("meaning", 0, 4)
    reward, reward_n = None, 0
    if "reward" in r.data:
        raw = r.data["reward"]
        if not isinstance(raw, dict) or len(raw) != 1:
            r.problem("reward", f"must be one entry like {{vitals: 1}}, got {raw!r}")
        else:
            kind, n = next(iter(raw.items()))
            if kind not in REWARDS:
                r.problem("reward", f"unknown reward '{kind}' (known: {', '.join(REWARDS)})")
            elif isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 3:
                r.problem("reward", f"'{kind}' must be a whole number from 1 to 3, got {n!r}")
            else:
                reward, reward_n = str(kind), n
    return Project(r.card_id, name, layer, need, spaces, meaning, reward,  # type: ignore[arg-type]
                   reward_n, r.text("theme", TEXT_LEN, False), r.flag("seed_example"),
                   r.art(), r.source)


def _event(r: CardReader) -> Event | None:
    return Event(r.card_id, r.text("name", NAME_LEN, True), r.integer("drift", 0, 6),
                 r.text("flavour", TEXT_LEN, False), r.integer("players", 1, 6, 1),
                 r.art(), r.source)


def load_cards(folder: str | Path | None = None) -> CardSet:
    """Load the three files from ``folder`` (default ``cards/projects``); raise
    :class:`CardError` listing every problem, one line each."""
    makers = {"patterns": (_pattern, PATTERN_FIELDS), "projects": (_project, PROJECT_FIELDS),
              "events": (_event, EVENT_FIELDS)}
    root, built = load_decks(folder, FOLDER, makers, _check_set)
    patterns, projects, events = built["patterns"], built["projects"], built["events"]
    steward = next(p for p in projects if p.stewardship)
    return CardSet({c.id: c for c in patterns}, {c.id: c for c in projects},
                   {c.id: c for c in events}, tuple(c.id for c in patterns),
                   tuple(c.id for c in projects if not c.stewardship), tuple(c.id for c in events),
                   steward.id, str(root))


def _check_set(root: Path, built: dict[str, list[Any]], key_lines: dict[str, int],
               errors: list[str]) -> None:
    """One Stewardship Project, whose Reward+ is no choice (DP8); enough cards to deal, solo too."""
    patterns, projects, events = built["patterns"], built["projects"], built["events"]
    stewards = [p for p in projects if p.stewardship]
    if len(stewards) != 1:
        errors.append(f"{root}/projects.yaml: exactly one Layer 10 (Stewardship) Project is "
                      f"needed, found {len(stewards)}")
    elif stewards[0].reward == "any_token":
        errors.append(f"{stewards[0].source}: card '{stewards[0].id}': field 'reward': the game "
                      "ends when Stewardship completes, so its Reward+ cannot be a choice (DP8)")
    for what, cards, least in (("Patterns", patterns, 12), ("Projects", projects, 5),
                               ("Events", events, 6)):
        if len(cards) < least:
            errors.append(f"{root}/{what.lower()}.yaml: at least {least} {what} are needed, "
                          f"found {len(cards)}")
    solo = sum(e.in_deck(1) for e in events)
    if len(events) >= 6 > solo:
        errors.append(f"{root}/events.yaml: a solo game needs at least 6 Events without a "
                      f"'players' mark above 1, found {solo}")


default_cards = loaded_once(load_cards)
