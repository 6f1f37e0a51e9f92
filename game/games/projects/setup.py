"""What an edition `projects` table decides before round 1: seats, seed, solo difficulty, switches,
and what every Meaning Made table decides (game/games/meaning_made/table_setup.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from game.family.errors import OptionError, RecordError
from game.family.setup_fields import (
    fail,
    read_flag,
    read_head,
    read_ids,
    read_start_player,
    where,
    whole,
)
from game.games.meaning_made.table_setup import TOPS, check_deal, check_seats, record_form
from game.games.projects.size_rulings import SIZE_RULINGS

if TYPE_CHECKING:
    from game.games.projects.cards import Project

MIN_SEATS, MAX_SEATS = 1, 6
DIFFICULTIES = ("easy", "standard", "hard")
# The seed's solo start table (its "Optionally use the following"), Standard being the usual start
SOLO_START = {  # difficulty -> (tokens, Vitals, Meaning)
    "easy": ((4, 3, 2), 6, 6),
    "standard": ((3, 2, 1), 5, 5),
    "hard": ((2, 1, 0), 4, 4),
}
START = ((3, 2, 1), 5, 5)
# The starting Meaning of a table of n seats (2-6; solo starts by START or its table), kept per size
# so a tune spec can search one table alone (`setup:START_MEANING_AT[2]`; issue 41). Read when a
# game starts, not copied: seed 001's 5, and 7 at two seats (DP18).
START_MEANING_AT = (5, 5, 7, 5, 5, 5, 5)
SWITCH_NAMES = ("fixed_first_player", "community_scaling", "solo_start_table", "turn_order_tokens",
                "head_start", "rising_drift", "solo_clock")
# DP12 (a switch): the extra tokens of the player 1, 2, ... turns after the starting player, as
# DI20 gives them in `initiatives` (the same three tokens). The 6th seat's is the last entry.
LATER_SEAT_TOKENS = ((0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1), (2, 1, 1), (2, 2, 1))
SETUP_KEYS = ("players", "seed", "solo_difficulty", *SWITCH_NAMES, "start_player", "event_top",
              "pattern_top", "project_top", "start_meaning", "event_marks", "late_conversion",
              "head_start_halved", "events_out", *SIZE_RULINGS.flags)
EVENT_MARKS_FORMAT = 2  # records before it shuffled every Event in, whatever its mark (DP11)
LATE_CONVERSION_FORMAT = 3  # records before it ended a turn with its second action (DP13)
HEAD_START_FORMAT = 4  # records before it started every Legacy at 0 (DP14)
HEAD_START_WHOLE_FORMAT = 5  # format 4 gave half a Legacy a place (DP14 as first shipped)
RISING_DRIFT_FORMAT = 6  # records before it played every Event as printed (DP15)
SOLO_DP16_FORMAT = 7  # records before it started solo by the table and left the Great Storm out
SOLO_CLOCK_FORMAT = 8  # records before it played solo Standard and Hard with no clock (DP17)
# 7 (DP14 at five), 9 (DP18 at two), 10 (DP19 at six) and 11 (DP20 at three) gave a table size
# its own numbers: size_rulings.py
RECORD_FORMAT = 11  # the newest
# DP16 put back into the solo deck the Event DP11 had marked 2+; a solo record from before deals
# without it, as it was dealt.
SOLO_OUT_BEFORE_DP16 = ("great_storm",)
# DP14: how many rounds of the opening race the head start makes up for (see head_start_legacy)
HEAD_START_ROUNDS = 3
HEAD_START_MAX = 2  # a whole Legacy a place late, but no more than this
# DP15: from this round every Event's Drift is 1 more, and 1 more again every RISE_EVERY rounds
RISE_FROM_ROUND = 6
RISE_EVERY = 2
RISE_MIN_SEATS = 4  # measured there; three seats collapsed 21 of 24 games with it from round 6
# The round the rise starts from at a table of n seats, 0 for never: RISE_FROM_ROUND from
# RISE_MIN_SEATS up, round 8 at two seats (DP18) and round 11 at three (DP20: a clock on a game
# whose world was never lost, not a harder one). Kept per size so a tune spec can search one
# table alone (`setup:RISE_FROM_AT[2]`, issue 41); spelled out, not built from the constants above,
# because the tuner reaches a module constant, not a table made of it at import.
RISE_FROM_AT = (0, 0, 8, 11, 6, 6, 6)
HEAD_START_SEATS = (4,)  # the table the rule was measured at by its count (three come out even)
# DP14 at five seats, by round-1 turn position: measured, not the rule's 2, 2, 0, 2, 2 (which made
# the 4th seat win 35 %; docs/projects-balance.md, *Five seats*)
HEAD_START_FIVE = (2, 1, 0, 0, 2)
# DP14 at two seats, by round-1 turn position (DP18): DP14's count, 0 and 1, measured there with
# two seats' own numbers; a tune spec can search it (`setup:HEAD_START_TWO[1]`, issue 41)
HEAD_START_TWO = (0, 1)
# DP14 at three seats, by round-1 turn position (DP20): DP14's count comes out even at three (every
# seat's turns in rounds 1-3 come at places 0+1+2), yet the seat that starts round 1 third won
# least there (24 % of 200 games against 37 and 39 %), so it starts 1 Legacy ahead (the tuner's
# value, docs/projects-balance.md). A tune spec can search it (`setup:HEAD_START_THREE[2]`).
HEAD_START_THREE = (0, 0, 1)
# DP19: what a table of n seats adds to Stewardship's Requirement Row (Energy, Insight, Support).
# Six players each pay into it once a round, so the printed 5/5/2 was one round's work for them
# and six-seat games ended in 4.4 rounds (docs/projects-balance.md, "Six seats"). Kept per size
# so a tune spec can search one table alone (`setup:STEWARDSHIP_EXTRA_AT[6][0]`, issue 41).
STEWARDSHIP_EXTRA_AT: tuple[tuple[int, int, int], ...] = ((0, 0, 0),) * 6 + ((3, 3, 3),)


@dataclass(frozen=True, slots=True)
class ProjectsSetup:
    players: tuple[str, ...]
    seed: int
    solo_difficulty: str = "standard"
    fixed_first_player: bool = False  # ruling DP1: the first player rotates unless this is on
    community_scaling: bool = False  # the seed's optional solo variant: speed by Meaning
    solo_start_table: bool = False  # the seed's optional Easy / Hard start table (solo; DP16)
    turn_order_tokens: bool = False  # DP12: later players of round 1 start with extra tokens
    head_start: bool = True  # DP14: seats that play later in rounds 1-3 start ahead on Legacy
    rising_drift: bool = True  # DP15: from round 6 the Events press harder, more every two rounds
    solo_clock: bool = True  # DP17: solo Standard and Hard end after round 15, the score deciding
    start_player: int | None = None  # 0-based; None draws it from the seed
    event_top: tuple[str, ...] = ()
    pattern_top: tuple[str, ...] = ()
    project_top: tuple[str, ...] = ()
    # A record may start the Meaning marker elsewhere (DP9: the seed's example of play needs 7).
    start_meaning: int | None = None
    # DP11: Events marked for more players than seated stay out. Off only to replay a record made
    # before the marks existed, so that it deals as it was dealt.
    event_marks: bool = True
    # DP13: a turn whose two actions are spent waits for a conversion or "end" while a conversion
    # is open. Off only to replay a record made before, whose turns ended with the second action.
    late_conversion: bool = True
    # DP14 as format 4 gave it (half a Legacy a place late, rounded up: 1, 1, 0, 2). On only to
    # replay such a record.
    head_start_halved: bool = False
    # Events left in the box at this table, whatever their marks: a designer's test of a smaller
    # deck, and solo records from before DP16 (SOLO_OUT_BEFORE_DP16).
    events_out: tuple[str, ...] = ()
    # The per-size rulings (size_rulings.py: DP14 at five, DP18, DP19) this table plays without:
    # only a record from before one, of its size, which was played by the numbers before it.
    size_rulings_off: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        check_seats(self, "Meaning Made (projects)", MIN_SEATS, MAX_SEATS)
        if self.solo_difficulty not in DIFFICULTIES:
            raise OptionError(f"solo difficulty must be one of {', '.join(DIFFICULTIES)}")
        check_deal(self, (*TOPS, "events_out"))
        if set(self.event_top) & set(self.events_out):
            raise OptionError("event_top names an Event that events_out leaves in the box")
        if self.start_meaning is not None and not whole(self.start_meaning, 1, 12):
            raise OptionError("the starting Meaning must be a whole number from 1 to 12")
        SIZE_RULINGS.require(len(self.players), self.size_rulings_off)

    def start(self) -> tuple[tuple[int, int, int], int, int]:
        """Each player's tokens and Vitals, and the Meaning marker, at setup."""
        n = len(self.players)
        tokens, vitals, meaning = (SOLO_START[self.solo_difficulty]
                                   if n == 1 and self.solo_start_table else START)
        if n > 1:
            meaning = self.sized("START_MEANING_AT", START_MEANING_AT)
        return tokens, vitals, meaning if self.start_meaning is None else self.start_meaning

    def extra_tokens(self, position: int) -> tuple[int, int, int]:
        """DP12: the extra starting tokens of the player ``position`` turns after the starting
        player (none when the switch is off or the game is solo)."""
        if not self.turn_order_tokens or len(self.players) == 1:
            return (0, 0, 0)
        return LATER_SEAT_TOKENS[min(position, len(LATER_SEAT_TOKENS) - 1)]

    def head_start_legacy(self, position: int) -> int:
        """DP14: the starting Legacy of the player ``position`` turns after the starting player —
        one for every place later, added up, that player's turns in rounds 1-3 come than those of
        the best-placed seat, at most ``HEAD_START_MAX``. With the first seat moving on each round
        (DP1), four seats start 2, 1, 0, 2 (places late 2, 1, 0, 3). Two, three and five seats
        start by their own measured tables (``HEAD_START_TWO``, ``HEAD_START_THREE``,
        ``HEAD_START_FIVE``); six get none, nor any table when the switch is off or with a fixed
        first player."""
        n = len(self.players)
        if not self.head_start or self.fixed_first_player:
            return 0
        if n == len(HEAD_START_FIVE):
            return self.as_played("HEAD_START_FIVE", HEAD_START_FIVE)[position]
        if n == len(HEAD_START_TWO):
            return self.as_played("HEAD_START_TWO", HEAD_START_TWO)[position]
        if n == len(HEAD_START_THREE):
            return self.as_played("HEAD_START_THREE", HEAD_START_THREE)[position]
        if n not in HEAD_START_SEATS:
            return 0
        late = [sum((k - r) % n for r in range(HEAD_START_ROUNDS)) for k in range(n)]
        places = late[position] - min(late)
        return (places + 1) // 2 if self.head_start_halved else min(places, HEAD_START_MAX)

    def drift_rise(self, rnd: int) -> int:
        """DP15: what round ``rnd`` adds to its Event's Drift — 0 before the table's first round of
        it (``rise_from``), then 1 for two rounds, 2 for the next two and so on: from round 6 at
        four seats or more, 8 at two (DP18), 11 at three (DP20); never in solo (its difficulties
        are the seed's) nor with the switch off."""
        start = self.rise_from()
        if not start or rnd < start:
            return 0
        return 1 + (rnd - start) // RISE_EVERY

    def rise_from(self) -> int:
        """DP15: the round the Drift starts rising from at this table (``RISE_FROM_AT``), 0 for
        never (and with the switch off)."""
        return self.sized("RISE_FROM_AT", RISE_FROM_AT) if self.rising_drift else 0

    def stewardship_card(self, card: Project) -> Project:
        """Stewardship as this table plays it: its printed Requirement Row plus this size's
        ``STEWARDSHIP_EXTRA_AT`` (the printed card while that is nothing)."""
        extra = self.sized("STEWARDSHIP_EXTRA_AT", STEWARDSHIP_EXTRA_AT)
        if not any(extra):
            return card
        return replace(card, need=tuple(a + b for a, b in zip(card.need, extra, strict=True)))

    def sized(self, name: str, table: Sequence[Any]) -> Any:
        """A per-table-size number at this table: ``table[seats]``, as :meth:`as_played` reads it."""
        return self.as_played(name, table[len(self.players)])

    def as_played(self, name: str, now: Any) -> Any:
        """``now``, today's number ``name`` at this size, or what it was before the ruling that
        gave this size its own, at a table of a record from before that ruling."""
        return SIZE_RULINGS.number(name, now, len(self.players), self.size_rulings_off)

    def next_drift_rise(self, rnd: int) -> int | None:
        """DP15: the first round after ``rnd`` whose Events take more than round ``rnd``'s, or None
        when Drift never rises at this table."""
        start = self.rise_from()
        if not start:
            return None
        if rnd < start:
            return start
        return rnd + RISE_EVERY - (rnd - start) % RISE_EVERY

    def to_dict(self) -> dict[str, Any]:
        """The record's form. Seats are counted from 1 there, as everywhere a player reads."""
        solo = {"solo_difficulty": self.solo_difficulty} if len(self.players) == 1 else {}
        out = record_form(self, SWITCH_NAMES, solo)
        if self.start_meaning is not None:
            out["start_meaning"] = self.start_meaning
        if not self.event_marks:
            out["event_marks"] = False
        if not self.late_conversion:
            out["late_conversion"] = False
        if self.head_start_halved:
            out["head_start_halved"] = True
        if self.events_out:
            out["events_out"] = list(self.events_out)
        out.update(SIZE_RULINGS.write(len(self.players), self.size_rulings_off))
        return out


def setup_from_dict(data: Any, src: str, record_format: int = RECORD_FORMAT) -> ProjectsSetup:
    """The inverse of :meth:`ProjectsSetup.to_dict`: one line naming ``src``, the line and the
    field for anything wrong (:class:`RecordError`)."""
    players, seed = read_head(data, src, SETUP_KEYS, (MIN_SEATS, MAX_SEATS))
    n = len(players)
    difficulty = data.get("solo_difficulty", "standard")
    if difficulty not in DIFFICULTIES:
        raise fail(src, data, "solo_difficulty", f"must be one of {', '.join(DIFFICULTIES)}, "
                   f"got {difficulty!r}")
    # A switch a record does not name reads as the rules of the format that wrote it had it.
    before = {"solo_start_table": record_format < SOLO_DP16_FORMAT,
              "head_start": record_format >= HEAD_START_FORMAT,
              "rising_drift": record_format >= RISING_DRIFT_FORMAT,
              "solo_clock": record_format >= SOLO_CLOCK_FORMAT}
    flags = {key: read_flag(data, src, key, before.get(key, False)) for key in SWITCH_NAMES}
    start = read_start_player(data, src, n)
    tops = {key: read_ids(data, src, key) for key in TOPS}
    marks = read_flag(data, src, "event_marks", record_format >= EVENT_MARKS_FORMAT)
    solo_before = n == 1 and marks and record_format < SOLO_DP16_FORMAT
    out = read_ids(data, src, "events_out", "must be a list of Event ids",
                   SOLO_OUT_BEFORE_DP16 if solo_before else ())
    off = SIZE_RULINGS.read(data, src, n, record_format)
    late = read_flag(data, src, "late_conversion", record_format >= LATE_CONVERSION_FORMAT)
    halved = read_flag(data, src, "head_start_halved", record_format == HEAD_START_FORMAT)
    meaning = data.get("start_meaning")
    if meaning is not None and not whole(meaning, 1, 12):
        raise fail(src, data, "start_meaning", f"must be a whole number from 1 to 12, got {meaning!r}")
    try:
        return ProjectsSetup(tuple(p.strip() for p in players), seed, difficulty, **flags,
                             start_player=start, **tops, start_meaning=meaning,
                             event_marks=marks, late_conversion=late, head_start_halved=halved,
                             events_out=out, size_rulings_off=off)
    except OptionError as exc:
        raise RecordError(f"{where(src, data, None)}: {exc}") from None
