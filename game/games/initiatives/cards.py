"""Card definitions: the frozen objects the rules engine plays with.

Loading and validating the YAML lives in :mod:`game.games.initiatives.card_loader`; this module only says
what a card *is*, so the rules can import it without pulling in YAML.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.games.meaning_made import narrate_base
from game.games.meaning_made.layers import LAYER_EMOJI as LAYER_EMOJI  # the shared vocabulary, re-exported
from game.games.meaning_made.layers import TOKEN_EMOJI as TOKEN_EMOJI

ENERGY, INSIGHT, SUPPORT = 0, 1, 2
TOKEN_NAMES: tuple[str, str, str] = ("energy", "insight", "support")
TOKEN_LETTERS: tuple[str, str, str] = ("E", "I", "S")

LAYER_NAMES: tuple[str, ...] = (
    "",  # layers are numbered from 1
    "boundary",
    "balance",
    "form",
    "membership",
    "prediction",
    "reinforcement",
    "presence",
    "social",
    "story",
    "stewardship",
)
LAYER_BY_NAME: dict[str, int] = {name: i for i, name in enumerate(LAYER_NAMES) if name}
PATTERN_LAYERS = range(1, 7)
SIGNATURE_LAYERS = range(1, 11)

RESTRICTIONS: tuple[str, ...] = (
    "no_recycle",
    "no_touchpoint",
    "acquire_one",
    "obtain_surcharge",
    "no_conversion",
)
BONUS_TARGETS: tuple[str, ...] = ("all", "contributors", "first")

Tokens = tuple[int, int, int]


def tokens_text(tokens: Tokens) -> str:
    """'2☀️ 1🔍' style text for narration; 'nothing' when empty."""
    return narrate_base.tokens_text(tokens, TOKEN_EMOJI)


@dataclass(frozen=True, slots=True)
class Gain:
    """Things a player gains at once (a Pattern bonus, a completion bonus grant)."""

    tokens: Tokens = (0, 0, 0)
    vitals: int = 0
    legacy: int = 0

    def __bool__(self) -> bool:
        return bool(any(self.tokens) or self.vitals or self.legacy)

    def text(self) -> str:
        parts = [f"+{n}{TOKEN_EMOJI[t]}" for t, n in enumerate(self.tokens) if n]
        if self.vitals:
            parts.append(f"+{self.vitals}🛡️")
        if self.legacy:
            parts.append(f"+{self.legacy}🌳")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Pattern:
    id: str
    name: str
    layer: int
    cost_tokens: Tokens
    cost_icons: tuple[int, ...]
    cost_vitals: int
    bonus: Gain
    flavour: str
    art: str | None = None
    source: str = ""  # "file:line" for messages
    seed_example: bool = False  # a card of the rulebook's example of play (ruling I17)


@dataclass(frozen=True, slots=True)
class BonusGrant:
    who: str  # one of BONUS_TARGETS
    gain: Gain


@dataclass(frozen=True, slots=True)
class Initiative:
    id: str
    name: str
    layer: int
    spaces: int
    req_tokens: Tokens
    signatures: tuple[int, ...]
    meaning: int
    bonus: tuple[BonusGrant, ...]
    penalty: bool
    theme: str
    end: bool = False
    long_game_extra: Tokens = (0, 0, 0)
    art: str | None = None
    source: str = ""
    seed_example: bool = False  # a card of the rulebook's example of play (ruling I17)

    sig_needs: tuple[tuple[int, int], ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        # (layer, count) pairs: ruling I7, a signature printed k times needs k.
        counts: dict[int, int] = {}
        for layer in self.signatures:
            counts[layer] = counts.get(layer, 0) + 1
        object.__setattr__(self, "sig_needs", tuple(sorted(counts.items())))


@dataclass(frozen=True, slots=True)
class Event:
    id: str
    name: str
    meaning: int
    lose_vitals: int
    lose_tokens: int
    restrict: tuple[str, ...]
    flavour: str
    art: str | None = None
    source: str = ""

    def effect_lines(self, on_card: bool = False) -> list[str]:
        """Its effects besides Meaning: narration phrasing, or the shorter words printed on the card."""
        parts = []
        if self.lose_vitals:
            parts.append(f"Everyone −{self.lose_vitals}🛡️" if on_card
                         else f"every player loses {self.lose_vitals}🛡️")
        if self.lose_tokens:
            parts.append(f"Everyone loses {self.lose_tokens} token of their choice" if on_card
                         else f"every player loses {self.lose_tokens} token(s) of their choice")
        for r in self.restrict:
            text = RESTRICTION_TEXT[r]
            parts.append(text.replace(" this round", "").capitalize() if on_card else text)
        return parts

    def effects_text(self) -> str:
        return "; ".join(self.effect_lines())


RESTRICTION_TEXT: dict[str, str] = {
    "no_recycle": "no Recycle this round",
    "no_touchpoint": "no Touchpoint this round",
    "acquire_one": "Acquire Tokens gives only 1 token this round",
    "obtain_surcharge": "Obtain Pattern costs +1 token this round",
    "no_conversion": "no conversion this round",
}


@dataclass(frozen=True, slots=True)
class CardSet:
    """Every card of one edition, by id, plus the deck lists in file order."""

    # The lab's card digest (game.lab.pool.cards_digest) hashes these dicts of cards in the form
    # its first runs recorded, so stored runs still pool and check against today's cards.
    DIGEST_PARTS: ClassVar[tuple[str, ...]] = ("patterns", "initiatives", "events")

    edition: str
    patterns: dict[str, Pattern]
    initiatives: dict[str, Initiative]  # deck Initiatives and End Initiatives
    events: dict[str, Event]
    folder: str = ""
    pattern_ids: tuple[str, ...] = field(default=())
    initiative_ids: tuple[str, ...] = field(default=())  # the deck, End Initiatives excluded
    event_ids: tuple[str, ...] = field(default=())
    default_end: str = ""
    initiative_deal: int = 0  # how many deck Initiatives a game uses (DI19); 0: all of them

    @property
    def builds(self) -> dict[str, Initiative]:
        """The shared builds a campaign objective may name (End Initiatives included)."""
        return self.initiatives

    def summary(self) -> str:
        """What `cards validate` says of a good folder."""
        ends = len(self.initiatives) - len(self.initiative_ids)
        return (f"{len(self.patterns)} patterns, {len(self.initiative_ids)} initiatives + {ends} end "
                f"initiative, {len(self.events)} events")
