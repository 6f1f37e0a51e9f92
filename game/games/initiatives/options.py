"""What a table decides before the first Event: seats, seed, variants (ruling I14), solo level."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from game.family.errors import OptionError
from game.games.initiatives.size_rulings import SIZE_RULINGS

MAX_SEATS = 6
SOLO_DIFFICULTIES = ("easy", "standard", "hard")


@dataclass(frozen=True, slots=True)
class Variants:
    """Every variant of seed 000 as a switch (ruling I14). Names match the record format."""

    faster: bool = False  # Meaning starts 1 higher (6 in a standard game)
    faster_two_initiatives: bool = False  # Faster Game's optional switch: 2 active Initiatives
    hard: bool = False  # every Event costs 1 more Meaning
    hard_pattern_tax: bool = False  # Hard Mode's optional switch: every Pattern costs +1 token
    cooperative: bool = False
    competitive: bool = False
    competitive_rounds: int = 8
    long_game: bool = False  # 5 active Initiatives, End Initiative asks for its extra tokens
    high_instability: bool = False  # Meaning starts 1 lower (4), 2 Events a round
    limited_recycle: bool = False  # one Recycle per round for the whole table
    pattern_fatigue: bool = False  # from the 11th Pattern on, +1 token each
    social_cost: bool = False  # at Meaning 3 or lower Touchpoint gives no Vitals
    # Ruling I1 (amended): the first-player marker passes clockwise every round unless this is on.
    # The switch names the exception, so that the default rules are the switch being off.
    fixed_first_player: bool = False
    conversion: bool = True  # ruling I15: 2 Energy -> 1 Support once per turn, not an action
    solo_stability: bool = True  # I16: seed 001's solo Stability Window and Community pace
    end_threshold: bool = False  # DI18, DI21: seed 001's Stewardship threshold (Meaning 8; solo 7/8/9)
    # DI20 (default since records format 3, by I16's lab test): later players in turn order
    # start with extra tokens.
    turn_order_tokens: bool = True

    def active_initiatives(self) -> int:
        if self.long_game:
            return 5
        if self.faster_two_initiatives:
            return 2
        return 3

    def names_on(self) -> list[str]:
        """The switches that differ from the defaults: `name` when on, `no_name` when off."""
        default = Variants()
        out = []
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "competitive_rounds" or value == getattr(default, f.name):
                continue
            out.append(f.name if value else f"no_{f.name}")
        return out


SWITCHES: tuple[str, ...] = tuple(f.name for f in fields(Variants) if f.name != "competitive_rounds")
# Switches renamed since records were first written, so that old records and command lines
# still load and play as they did. `solo_end_threshold` only ever acted in solo play.
RENAMED_SOLO_ONLY = {"solo_end_threshold": "end_threshold"}
# Switches replaced by their opposite: `rotate_first_player` (the switch before I1 was amended)
# now names the default, `no_rotate_first_player` the fixed first player.
INVERTED = {"rotate_first_player": "fixed_first_player"}
TURN_ORDER_SWITCH = "fixed_first_player"


def names_turn_order(names: list[str]) -> bool:
    """Whether any of these variant names sets the turn order (I1), under either name."""
    bases = {TURN_ORDER_SWITCH, *INVERTED}
    for raw in names:
        name = raw.strip().lower().replace("-", "_")
        if name.removeprefix("no_") in bases:
            return True
    return False


def variants_from_names(
    names: list[str], competitive_rounds: int = 8, players: int | None = None
) -> Variants:
    """Switch on each named variant (`long_game` or `long-game`); `no_<name>` switches one off.

    ``players``: the table's size, for old names that acted only in solo play (ignored at a
    table, as they always were); None when the caller cannot know it.
    """
    values: dict[str, Any] = {"competitive_rounds": competitive_rounds}
    for raw in names:
        name = raw.strip().lower().replace("-", "_")
        prefix, base = ("no_", name[3:]) if name.startswith("no_") else ("", name)
        if base in RENAMED_SOLO_ONLY:
            if players is not None and players > 1:
                continue
            name = prefix + RENAMED_SOLO_ONLY[base]
        elif base in INVERTED:
            name = ("" if prefix else "no_") + INVERTED[base]
        if name in SWITCHES:
            values[name] = True
        elif name.startswith("no_") and name[3:] in SWITCHES:
            values[name[3:]] = False
        else:
            raise OptionError(f"unknown variant '{raw}' (known: {', '.join(SWITCHES)}, "
                              f"{', '.join(INVERTED)}, or no_<name> to switch one off)")
    return check_variants(Variants(**values))


def check_variants(v: Variants) -> Variants:
    if v.cooperative and v.competitive:
        raise OptionError("variants 'cooperative' and 'competitive' cannot be combined")
    if v.long_game and v.faster_two_initiatives:
        raise OptionError("variants 'long_game' and 'faster_two_initiatives' cannot be combined")
    if not 1 <= v.competitive_rounds <= 60:
        raise OptionError("competitive_rounds must be from 1 to 60")
    return v


@dataclass(frozen=True, slots=True)
class SeatStart:
    """A fixed starting position for one seat (records, tutorials, bug reports)."""

    tokens: tuple[int, int, int] | None = None
    vitals: int | None = None
    legacy: int | None = None


@dataclass(frozen=True, slots=True)
class FixedSetup:
    """Overrides applied after the seeded shuffle, so a record can start from an exact position.

    ``*_top`` name cards to put on top of a deck, top first. ``prism`` and ``index`` name the face-up
    cards; cards named anywhere are taken out of the shuffled decks first.
    """

    event_top: tuple[str, ...] = ()
    pattern_top: tuple[str, ...] = ()
    initiative_top: tuple[str, ...] = ()
    prism: tuple[str, ...] | None = None
    index: tuple[str, ...] | None = None
    meaning: int | None = None
    seats: tuple[SeatStart, ...] = ()


@dataclass(frozen=True, slots=True)
class Setup:
    players: tuple[str, ...]
    seed: int = 0
    variants: Variants = field(default_factory=Variants)
    solo_difficulty: str = "standard"
    start_player: int | None = None  # 0-based seat; None draws it from the seed (ruling I1)
    end_initiative: str | None = None  # None: the edition's default End Initiative
    edition: str = "initiatives"
    fixed: FixedSetup | None = None
    # I19: a turn whose two actions are spent waits while its player may still convert (records
    # of format 3 and before ended it with the second action: they read as False).
    late_conversion: bool = True
    # DI24: round 1's Event never ends the game before a turn is played (records of format 6 and
    # before were dealt without it: they read as False).
    calm_first_event: bool = True
    # The per-size rulings (size_rulings.py: DI22, DI23) this table plays without: only a record
    # from before one, of its size, which was played by the numbers every table had.
    size_rulings_off: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if not 1 <= len(self.players) <= MAX_SEATS:
            raise OptionError(f"a game seats 1 to {MAX_SEATS} players, not {len(self.players)}")
        if self.solo_difficulty not in SOLO_DIFFICULTIES:
            raise OptionError(f"solo difficulty must be one of {', '.join(SOLO_DIFFICULTIES)}")
        if self.start_player is not None and not 0 <= self.start_player < len(self.players):
            raise OptionError(f"start player must be a seat from 1 to {len(self.players)}")
        if not 0 <= self.seed < 2**64:
            raise OptionError("the seed must be a whole number from 0 to 2^64-1")
        check_variants(self.variants)
        SIZE_RULINGS.require(len(self.players), self.size_rulings_off)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def sized(self, name: str, table: Sequence[Any]) -> Any:
        """A per-table-size number at this table: ``table[seats]``, or what it was before the
        ruling that gave this size its own, at a table of a record from before that ruling."""
        n = len(self.players)
        return SIZE_RULINGS.number(name, table[n], n, self.size_rulings_off)
