"""One engine for the personalities of the Meaning Made editions `projects` and `life`, in the
spirit of `initiatives`' four (game/games/initiatives/bots.py): try every move worth trying in a
sampled world and keep the one a personality's value function likes best.

An edition brings its personalities (:class:`Personality`: a kind, a label, a line for New game
and the edition's own weights) and one value function, ``value(state, seat, weights)``, in
final-score points; everything else is said here once. What a bot may know is what the table
shows (ruling G2): it looks ahead only in the world ``determinize`` samples, which starts every
deck from its sorted contents, and seeds its choices from the bot's seed and the public
fingerprint, never from the real deck order or ``state.rng``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.family.rng import decision_rng

# A whisker of seeded noise breaks ties between equal moves without favouring the first listed.
TIE_NOISE = 1e-9


@dataclass(frozen=True)
class Personality:
    """A style of play: its kind (the bot's name in records and saves), what New game shows, and
    the weights the edition's value function reads."""

    kind: str
    label: str  # "Alex — steward"
    description: str  # one line: what it does, as a player would notice it
    weights: Any  # the edition's weights (a frozen dataclass)


class Rules(Protocol):
    """What the engine asks of an edition's Ruleset (game.family.Ruleset has all of it)."""

    action_type: type

    def legal_actions(self, state: Any) -> list[Any]: ...
    def candidate_actions(self, state: Any, legal: list[Any]) -> list[Any]: ...
    def apply(self, state: Any, action: Any, check: bool = True) -> Any: ...
    def determinize(self, state: Any, seed: int) -> Any: ...
    def fingerprint(self, state: Any) -> int: ...


Value = Callable[[Any, int, Any], float]


class PersonalityBot:
    """One-ply look-ahead with a personality's weights, for any edition that brings a value."""

    def __init__(self, personality: Personality, seed: int, rules: Rules, value: Value) -> None:
        self.name = personality.kind
        self.personality = personality
        self.weights = personality.weights
        self.seed = seed
        self.rules = rules
        self.value = value

    def choose(self, state: Any) -> Any:
        rules = self.rules
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        seat = state.to_move()
        assert seat is not None
        rng = decision_rng(self.seed, rules.fingerprint(state))
        world = rules.determinize(state, rng.next64())
        best: Any = None
        best_v = float("-inf")
        for a in rules.candidate_actions(world, legal):
            v = self.action_value(world, seat, a) + (rng.next64() & 0xFFFF) * TIE_NOISE
            if v > best_v:
                best, best_v = a, v
        return best

    def action_value(self, world: Any, seat: int, a: Any) -> float:
        """What ``a`` is worth to ``seat``: the value of the world after it. A Touchpoint another
        seat must answer is worth both answers, each as likely as this personality expects."""
        rules, w = self.rules, self.weights
        after = world.clone()
        rules.apply(after, a, check=False)
        d = after.pending[0] if after.pending else None
        if d is not None and d.kind == "respond" and d.seat != seat:
            p = w.accept_give if a.kind == "give" else w.accept_request
            accept, decline = rules.action_type("accept"), rules.action_type("decline")
            no = after.clone()
            rules.apply(no, decline, check=False)
            refused = self.value(no, seat, w)
            if accept not in rules.legal_actions(after):
                return refused
            rules.apply(after, accept, check=False)
            return p * (self.value(after, seat, w) + w.touch_bonus) + (1 - p) * refused
        bonus = w.touch_bonus if a.kind in ("accept", "give") else 0.0
        return self.value(after, seat, w) + bonus

