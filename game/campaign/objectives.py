"""A chapter's objective: what it asks of the player, measured on a real game, and its stars.

Every objective reads one number from a game — the *measure* (a score, a round, the lowest
Meaning) — and three thresholds on it give the stars: one star is the objective met, two and
three are the same objective done better. Some objectives also *require* something before any
star counts (the game won, or the world not collapsed).

The measure is taken by a :class:`Tracker` that watches the game action by action, the same way
whether the game is a record replayed, a lab game or the table's live game, so that what the
table shows during play is exactly what the debrief awards.

Nothing here knows a game's rules: the few things read from a state (Meaning, scores, a
colour's fortune) are the game's own probes, asked of its plug-in (:mod:`game.campaign.probes`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.campaign import probes
from game.family.registry import DEFAULT_GAME

REQUIRES = ("win", "survive", "none")
# I13's solo bands by their lowest score: a score threshold may be given by its band's name.
BANDS = {"survived": 1, "stabilizer": 15, "builder": 20, "steward": 25,
         "world-grade contributor": 30}
BAND_NAMES = {v: k.title() for k, v in BANDS.items()}


@dataclass(frozen=True)
class Kind:
    """One type of objective: what it measures, which way is better, and how it is said."""

    name: str
    needs: str | None  # the game's probe it reads (probes.of); None: what every game has
    higher: bool  # a larger measure is better
    require: str  # what must hold before any star counts, unless the chapter says otherwise
    params: tuple[str, ...]  # the names of its own fields (``initiative``)
    sentence: Callable[[Mapping[str, Any]], str]  # the objective, for the intro and the table
    threshold: Callable[[int], str]  # one star threshold, in words ("score 15 or more")
    measure_name: str  # what the number is, for the debrief ("your score")


def _score_text(t: int) -> str:
    band = BAND_NAMES.get(t)
    return f"score {t}+ ({band})" if band else f"score {t}+"


KINDS: dict[str, Kind] = {k.name: k for k in (
    # A win's thresholds are plain scores: the solo bands belong to `score` (a band named beside a
    # two-seat game of `life` read "score 1+ (Survived)").
    Kind("win", None, True, "win", (),
         lambda p: "Win the game", lambda t: f"score {t}+", "your score"),
    Kind("survive", "meaning", True, "survive", (),
         lambda p: "Keep the world from collapsing to the end",
         lambda t: f"final Meaning {t}+", "final Meaning"),
    Kind("score", None, True, "win", (),
         lambda p: "Win with a high score", _score_text, "your score"),
    Kind("complete", "completes", False, "none", ("initiative",),
         lambda p: f"Complete {p['initiative_name']}",
         lambda t: f"by round {t}", "the round it completed"),
    Kind("by_round", None, False, "win", (),
         lambda p: "Win quickly", lambda t: f"by round {t}", "the round you won"),
    Kind("meaning", "meaning", True, "win", (),
         lambda p: "Win while keeping Meaning up all game",
         lambda t: f"Meaning never below {t}", "the lowest Meaning"),
    Kind("legacy", "legacy", True, "win", (),
         lambda p: "Win with Legacy from shared work",
         lambda t: f"Legacy {t}+", "your Legacy"),
    # ORGANISM's RAIN (ruling O9) scores turns survived; any game can count its rounds.
    Kind("survive_rounds", None, True, "none", (),
         lambda p: "Last as many rounds as you can",
         lambda t: f"{t} rounds", "rounds survived"),
    # Pentagram 2 (ruling PG7): beat the bots with your weakest colour at least N.
    Kind("weakest_colour", "weakest", True, "win", (),
         lambda p: "Beat the bots with a strong weakest colour",
         lambda t: f"weakest colour {t}+", "your weakest colour"),
)}


def band_threshold(value: Any) -> int | None:
    """A star threshold given as a solo band's name ("Builder") as its lowest score."""
    if isinstance(value, str):
        return BANDS.get(value.strip().lower())
    return None


@dataclass(frozen=True)
class Objective:
    kind: str
    stars: tuple[int, int, int]  # thresholds for one, two and three stars, in the better direction
    require: str = ""  # "" : the kind's own requirement
    params: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""  # the sentence, if the chapter words it itself

    @property
    def spec(self) -> Kind:
        return KINDS[self.kind]

    @property
    def requirement(self) -> str:
        return self.require or self.spec.require

    @property
    def sentence(self) -> str:
        return self.text or self.spec.sentence(self.params)

    def star_lines(self) -> list[str]:
        """One line per star, as the intro and the debrief show them."""
        need = {"win": "win, ", "survive": "the world survives, ", "none": ""}[self.requirement]
        return [f"{'★' * (i + 1)}  {need}{self.spec.threshold(t)}" for i, t in enumerate(self.stars)]

    def meets(self, measure: int, threshold: int) -> bool:
        return measure >= threshold if self.spec.higher else measure <= threshold

    def stars_for(self, measure: int | None, required_ok: bool) -> int:
        if measure is None or not required_ok:
            return 0
        return sum(self.meets(measure, t) for t in self.stars)


@dataclass(frozen=True)
class Evaluation:
    """What a game (finished or not) is worth against an objective."""

    measure: int | None  # None: nothing to measure yet (the Initiative is not complete)
    required_ok: bool  # the requirement holds (for a running game: it still can)
    stars: int
    finished: bool
    why_not: str = ""  # why no star, in words, when there is none

    @property
    def met(self) -> bool:
        return self.stars > 0


class Tracker:
    """Watches one game for one objective: call :meth:`observe` with the state after setup and
    after every action (with that action's events), then :meth:`evaluate`."""

    def __init__(self, objective: Objective, seat: int = 0, game: str = DEFAULT_GAME) -> None:
        self.objective = objective
        self.seat = seat
        self.game = game
        self.lowest_meaning: int | None = None
        self.completed: dict[str, int] = {}  # card id -> round it completed in

    def observe(self, state: Any, events: Sequence[Any] = ()) -> None:
        meaning = probes.read(self.game, "meaning", state)
        if meaning is not None and state.result is None:
            # A collapse ends the game (and is judged as a loss); the low point is while it runs.
            low = self.lowest_meaning
            self.lowest_meaning = meaning if low is None else min(low, meaning)
        for card in probes.completed(events):
            self.completed.setdefault(card, state.round)

    def measure(self, state: Any) -> int | None:
        kind, seat, r, game = self.objective.kind, self.seat, state.result, self.game
        if kind in ("win", "score"):
            return r.scores[seat] if r is not None else probes.read(game, "score", state, seat)
        if kind == "survive":
            return probes.read(game, "meaning", state)
        if kind == "complete":
            return self.completed.get(str(self.objective.params["initiative"]))
        if kind == "by_round":
            return state.round if r is not None else None
        if kind == "meaning":
            return self.lowest_meaning
        if kind == "legacy":
            return probes.read(game, "legacy", state, seat)
        if kind == "survive_rounds":
            return probes.rounds_survived(game, state)
        if kind == "weakest_colour":
            return probes.read(game, "weakest", state, seat)
        raise KeyError(kind)

    def requirement(self, state: Any) -> tuple[bool, str]:
        """Whether the requirement holds (a running game: whether it still can), and if not why."""
        need, r = self.objective.requirement, state.result
        if need == "none" or r is None:
            return True, ""
        if need == "win":
            # A table may name a winner while the world collapses (seed 000: "a player may win
            # while the world fails"); a campaign's win asks for both.
            if not probes.survived(state):
                return False, "the world collapsed" if r.reason == "collapse" else "the game stalled"
            if self.seat in r.winners:
                return True, ""
            return False, "the game was not won"
        if probes.survived(state):
            return True, ""
        return False, "the world collapsed" if r.reason == "collapse" else "the game stalled"

    def evaluate(self, state: Any) -> Evaluation:
        """The stars this game earns (a running game: the stars it would earn if it ended now
        with the requirement met, which is what the table shows as it goes)."""
        finished = state.result is not None
        measure = self.measure(state)
        ok, why = self.requirement(state)
        stars = self.objective.stars_for(measure, ok)
        if stars == 0 and not why and finished:
            why = (f"{self.objective.spec.measure_name} was {measure}" if measure is not None
                   else "not done before the game ended")
        return Evaluation(measure, ok, stars, finished, why)


def evaluate_game(objective: Objective, rules: Any, setup: Any, actions: Sequence[Any],
                  cards: Any = None, seat: int = 0) -> Evaluation:
    """Replay a game (a record or a save: setup + actions) and evaluate it."""
    from game.family.match import Match

    match = Match(rules, setup, cards)
    tracker = Tracker(objective, seat, rules.id)
    tracker.observe(match.state)
    for action in actions:
        match.play(action)
        tracker.observe(match.state, match.last_events)
    return tracker.evaluate(match.state)


def live_line(objective: Objective, tracker: Tracker, state: Any) -> tuple[str, int]:
    """The objective's progress in one line, for the table, and the stars it stands at now."""
    ev = tracker.evaluate(state)
    m = ev.measure
    kind = objective.kind
    if kind in ("win", "score"):
        now = f"score {m}" if m is not None else ""
    elif kind == "complete":
        now = f"completed in round {m}" if m is not None else "not completed yet"
    elif kind == "by_round":
        now = f"round {state.round}"
    elif kind == "meaning":
        now = f"lowest Meaning so far {m}" if m is not None else ""
    elif kind == "survive":
        now = f"Meaning {m}"
    elif kind == "legacy":
        now = f"Legacy {m}"
    elif kind == "survive_rounds":
        now = f"{m} rounds"
    else:
        now = f"{objective.spec.measure_name} {m}"
    if kind == "by_round" and not ev.finished:
        # The round a win would come in: as many stars as the thresholds still allow.
        stars = sum(state.round <= t for t in objective.stars)
    else:
        stars = ev.stars
    return now, stars
