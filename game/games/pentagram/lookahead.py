"""The `foresight` bot: Pentagram 2 looked at three turns deep, scored by a learned chance to win.

A turn is one decision here: where the drawn card goes and whether a worker follows it. Every
turn open to the bot is scored by the learned value (:mod:`game.games.pentagram.value`) of the
position it leaves, and the best few are looked at again through what follows:

- at two seats, over card pairs dealt from the unseen cards (the same pairs for every move, so
  the moves differ by themselves, not by their luck): the rival draws the first card and plays
  the greedy bot's turn (in half the pairs) or the spoiler's (in the other half), then this bot
  draws the second and plays its own best turn by the value; the move whose futures average the
  best chance to win is played;
- at three seats or more, over every kind of card the next player may draw (weighted by how many
  copies are unseen), that player replying as the greedy bot and as the spoiler.

Nothing reads the deck's order (ruling G2): cards are dealt from :func:`unseen_cards`, sorted,
by the bot's own generator seeded with its seed and the table's fingerprint, so a choice is a
function of the seed and the public table. The budget is a count of positions, not of seconds.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from game.family.rng import Rng, decision_rng
from game.games.pentagram.actions import Action
from game.games.pentagram.bots import PERSONALITIES, position_value
from game.games.pentagram.observe import fingerprint, unseen_cards
from game.games.pentagram.rules import compute_result, legal_actions, preview_state, worker_allowed
from game.games.pentagram.state import PentagramState
from game.games.pentagram.value import Value, cards_left

TIE = 1e-9
RIVALS = (PERSONALITIES["greedy"][2], PERSONALITIES["spoiler"][2])  # how a rival is modelled
REPLIES = 50  # about how many turns a reply weighs (25 spaces, with or without a worker)


class Level(NamedTuple):
    label: str
    description: str
    width: int  # turns, best first by the value of the position they leave, looked at further
    samples: int  # card pairs each of them is played on into (two seats)


LEVELS: dict[str, Level] = {
    "foresight": Level("Foresight", "Scores moves by a learned chance to win and looks three turns "
                       "ahead: its best eight, the rival's reply and its own next turn, over 12 "
                       "sampled card pairs.", 8, 12),
}


class Turn(NamedTuple):
    action: Action  # the placement (or, at a worker decision, the answer)
    worker: bool


def _outcome(state: PentagramState, seat: int) -> float:
    """The result once the last card is down (a look-ahead's copy never finishes by itself)."""
    r = compute_result(state)
    return (1.0 / len(r.winners)) if seat in r.winners else 0.0


def _turns(state: PentagramState) -> list[tuple[Turn, PentagramState]]:
    """Every turn open to the mover and the position each leaves (payout resolved, deck unread)."""
    seat = state.turn
    if state.placed is not None:
        return [(Turn(a, a.kind == "worker"), preview_state(state, -1, -1, a.kind == "worker"))
                for a in legal_actions(state)]
    out = []
    for a in legal_actions(state):
        out.append((Turn(a, False), preview_state(state, a.row, a.price, False)))
        if worker_allowed(state, seat, a.row, a.price):
            out.append((Turn(a, True), preview_state(state, a.row, a.price, True)))
    return out


def _reply(state: PentagramState, seat: int, rivalry: float) -> PentagramState:
    """The position after ``seat`` plays the greedy bots' turn (spoiler's with rivalry 0.6):
    the first of equals, a look-ahead needs no tie-break of its own."""
    best_v, best = -1e18, state
    for _, after in _turns(state):
        v = position_value(after, seat, rivalry)
        if v > best_v:
            best_v, best = v, after
    return best


def card_kinds(state: PentagramState) -> list[tuple[str, int]]:
    """One card of each kind (from, to, green or red) not yet seen, with how many are unseen."""
    by_id = state.catalogue.by_id
    counts: Counter[tuple[int, int, int]] = Counter()
    first: dict[tuple[int, int, int], str] = {}
    for cid in unseen_cards(state):
        c = by_id[cid]
        key = (c.src, c.dst, c.sign)
        counts[key] += 1
        first.setdefault(key, cid)
    return [(first[k], n) for k, n in counts.items()]


class ForesightBot:
    """Never mutates the state it is given, never reads the deck's order."""

    def __init__(self, seed: int, kind: str = "foresight") -> None:
        if kind not in LEVELS:
            raise ValueError(f"unknown Pentagram 2 bot '{kind}' (known: {', '.join(LEVELS)})")
        self.seed = seed
        self.kind = self.name = kind
        self.level = LEVELS[kind]
        self.budget = 0  # a cap on the positions a decision looks at beyond its own (0: none)
        self._value: Value | None = None

    def choose(self, state: PentagramState) -> Action:
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        seat, n = state.turn, len(state.players)
        if self._value is None:
            self._value = Value(n, state.setup.richest_wins)
        left = cards_left(state) - (state.placed is None)  # once this turn's card is down
        rival = (seat + 1) % n
        first = [(self._win(after, seat, left, rival), t, after) for t, after in _turns(state)]
        first.sort(key=lambda e: -e[0])
        scored = [(v, t) for v, t, _ in first]
        if left > 0:
            rng = decision_rng(self.seed, fingerprint(state))
            pairs = self._pairs(state, rng) if n == 2 and left >= 2 else []
            kinds = [] if pairs else card_kinds(state)
            cost = len(pairs) * 2 * REPLIES or len(kinds) * len(RIVALS) * REPLIES
            width = self.level.width if state.placed is None else len(first)
            if self.budget:
                width = max(1, min(width, self.budget // cost))
            scored = []
            for _, t, after in first[:width]:
                v = (self._pairs_value(after, seat, rival, left, pairs) if pairs
                     else self._kinds_value(after, seat, rival, left, kinds))
                scored.append((v, t))
        best = max(v for v, _ in scored)
        tied = [t for v, t in scored if v >= best - TIE]
        if len(tied) > 1:
            return decision_rng(self.seed ^ 1, fingerprint(state)).choice(tied).action
        return tied[0].action

    def _win(self, state: PentagramState, seat: int, left: int, next_seat: int) -> float:
        if left <= 0:
            return _outcome(state, seat)
        assert self._value is not None
        return self._value.win(state, seat, left, next_seat)

    def _pairs(self, state: PentagramState, rng: Rng) -> list[tuple[str, str]]:
        """Card pairs (the rival's next card, then this bot's) dealt from the unseen cards."""
        pool = unseen_cards(state)
        out = []
        for _ in range(self.level.samples):
            a = rng.below(len(pool))
            b = rng.below(len(pool) - 1)
            out.append((pool[a], pool[b + (b >= a)]))
        return out

    def _pairs_value(self, after: PentagramState, seat: int, rival: int, left: int,
                     pairs: list[tuple[str, str]]) -> float:
        """Two seats: the rival draws the pair's first card and replies (the greedy bot in half
        the pairs, the spoiler in the other half), then this bot draws the second and plays its
        best turn by the value; the chance to win averaged over the pairs."""
        total = 0.0
        for i, (theirs, mine) in enumerate(pairs):
            base = after.clone()
            base.turn, base.drawn = rival, theirs
            s = _reply(base, rival, RIVALS[i % len(RIVALS)])
            if left - 1 <= 0:
                total += _outcome(s, seat)
                continue
            s.turn, s.drawn = seat, mine
            total += max(self._win(t, seat, left - 2, rival) for _, t in _turns(s))
        return total / len(pairs)

    def _kinds_value(self, after: PentagramState, seat: int, rival: int, left: int,
                     kinds: list[tuple[str, int]]) -> float:
        """The chance to win averaged over every kind of card the next player may draw, that
        player replying as the greedy bot and as the spoiler."""
        nxt = (rival + 1) % len(after.players)
        total, weight = 0.0, 0
        base = after.clone()
        base.turn = rival
        for cid, count in kinds:
            base.drawn = cid
            for rivalry in RIVALS:
                total += count * self._win(_reply(base, rival, rivalry), seat, left - 1, nxt)
            weight += count * len(RIVALS)
        return total / weight


__all__ = ["LEVELS", "ForesightBot", "Level", "Turn", "card_kinds"]
