"""The `foresight` bot: Pentagram 2 looked at three turns deep, scored by a learned chance to win.

A turn is one decision here: where the drawn card goes and whether a worker follows it. Every
turn open to the bot is scored by the learned value (:mod:`game.games.pentagram.value`) of the
position it leaves, and the best few are looked at again through what follows, over rounds of
cards dealt from the unseen cards (the same deals for every move, so the moves differ by
themselves, not by their luck): each rival in turn draws its card and plays the greedy bot's turn
or the spoiler's (alternating by deal and rival), then this bot draws its own and plays its best
turn by the value; the move whose futures average the best chance to win is played. At two seats
that is three turns deep. When fewer cards are left than a round needs, the next player's reply is
averaged over every kind of card it may draw instead (weighted by how many copies are unseen).

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
from game.games.pentagram.rules import (
    cards_to_go,
    compute_result,
    legal_actions,
    preview_state,
    worker_allowed,
)
from game.games.pentagram.state import PentagramState
from game.games.pentagram.value import Value

TIE = 1e-9
RIVALS = (PERSONALITIES["greedy"][2], PERSONALITIES["spoiler"][2])  # how a rival is modelled
REPLIES = 50  # about how many turns a reply weighs (25 spaces, with or without a worker)


class Level(NamedTuple):
    label: str
    description: str
    width: int  # turns, best first by the value of the position they leave, looked at further
    samples: int  # rounds of cards each of them is played on into


LEVELS: dict[str, Level] = {
    "foresight": Level("Foresight", "Scores moves by a learned chance to win and looks a round "
                       "ahead: its best eight, every rival's reply and its own next turn, over 12 "
                       "sampled deals.", 8, 12),
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
        left = cards_to_go(state) - (state.placed is None)  # once this turn's card is down
        rival = (seat + 1) % n
        first = [(self._win(after, seat, left, rival), t, after) for t, after in _turns(state)]
        first.sort(key=lambda e: -e[0])
        scored = [(v, t) for v, t, _ in first]
        if left > 0:
            rng = decision_rng(self.seed, fingerprint(state))
            deals = self._deals(state, rng, n) if left >= n else []
            kinds = [] if deals else card_kinds(state)
            cost = len(deals) * n * REPLIES or len(kinds) * len(RIVALS) * REPLIES
            width = self.level.width if state.placed is None else len(first)
            if self.budget:
                width = max(1, min(width, self.budget // cost))
            scored = []
            for _, t, after in first[:width]:
                v = (self._round_value(after, seat, left, deals) if deals
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

    def _deals(self, state: PentagramState, rng: Rng, seats: int) -> list[tuple[str, ...]]:
        """Cards for one round (each rival's next card in turn order, then this bot's), dealt
        without replacement from the unseen cards, ``samples`` times."""
        pool = unseen_cards(state)
        out = []
        for _ in range(self.level.samples):
            rest = list(pool)
            out.append(tuple(rest.pop(rng.below(len(rest))) for _ in range(seats)))
        return out

    def _round_value(self, after: PentagramState, seat: int, left: int,
                     deals: list[tuple[str, ...]]) -> float:
        """Each rival in turn draws its card of the deal and replies (as the greedy bot or the
        spoiler, alternating by deal and rival), then this bot draws the last card and plays its
        best turn by the value; the chance to win averaged over the deals."""
        n = len(after.players)
        total = 0.0
        for i, cards in enumerate(deals):
            s = after
            for k in range(n - 1):
                rival = (seat + 1 + k) % n
                base = s.clone()
                base.turn, base.drawn = rival, cards[k]
                s = _reply(base, rival, RIVALS[(i + k) % len(RIVALS)])
                if left - 1 - k <= 0:
                    break
            else:
                s.turn, s.drawn = seat, cards[-1]
                nxt = (seat + 1) % n
                total += max(self._win(t, seat, left - n, nxt) for _, t in _turns(s))
                continue
            total += _outcome(s, seat)
        return total / len(deals)

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
