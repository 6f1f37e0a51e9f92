"""A learned value of a Pentagram 2 position: the chance that a seat wins, from what the table shows.

The value is a logistic model over a few features of the seat against its strongest rival
(log fortunes, what waiting workers would collect, workers at home, who moves next and who places
the last card), one set of weights for each stretch of the deck still to play: early on a large,
growing fortune matters, near the end only the weakest colour does. The weights are data,
``value_weights.json`` beside this module, fitted on self-play by
``python -m game.games.pentagram.fit_value`` (which says how). The features read only the public
table (ruling G2): fortunes, the tableau and its workers, and how many cards are still to come.
"""

from __future__ import annotations

import math
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from game.family.errors import DataError
from game.family.files import read_json
from game.games.pentagram.rules import collected
from game.games.pentagram.state import WORKERS, PentagramState

# package data beside this module (setup.py OWN_DATA ships it); importlib.resources finds it in a
# checkout and an install alike (game/family/paths.py stays the one module that asks where it is)
WEIGHTS_FILE = Path(str(resources.files("game.games.pentagram") / "value_weights.json"))
FEATURES = ("bias", "weakest", "second", "total", "waiting_weakest", "waiting_total", "home",
            "to_move", "last_card")
BUCKET = 6  # cards still to come per set of weights
_LOG2 = [0.0, 0.0] + [math.log2(v) for v in range(2, 4096)]


def _lg(v: int) -> float:
    return _LOG2[v] if v < 4096 else math.log2(v)


def _waiting(state: PentagramState, n: int) -> list[list[int]]:
    """Each seat's fortunes once every one of its waiting workers is paid by the cards now to the
    right of it (rows top to bottom, as if the rows paid out now): what the workers are worth
    today, before the cards still to come change it."""
    out = [p.fortunes[:] for p in state.players]
    by_id = state.catalogue.by_id
    for row in range(5):
        workers = state.workers[row]
        cards = state.cards[row]
        for col in range(5):
            on = workers[col]
            if not on:
                continue
            for seat in on:
                out[seat] = collected(out[seat], cards, col, by_id)
    return out


def _seat_terms(f: list[int], g: list[int], richest: bool) -> tuple[float, float, float, float, float]:
    """(deciding measure, next measure, total, waiting deciding, waiting total), all log2. Under
    "richest wins" the total decides and the weakest colour is the tie-break (PG7), so the two
    swap their places."""
    s = sorted(f)
    lo, lo2, tot = _lg(s[0]), _lg(s[1]), _lg(sum(f))
    wlo, wtot = _lg(min(g)), _lg(sum(g))
    if richest:
        return tot, lo, lo2, wtot, wlo
    return lo, lo2, tot, wlo, wtot


def features(state: PentagramState, seat: int, left: int, next_seat: int) -> list[float]:
    """The features of ``seat``'s standing when ``left`` cards are still to be placed and
    ``next_seat`` places the next one (a look-ahead's copy has no deck, so both are given)."""
    n = len(state.players)
    richest = state.setup.richest_wins
    waiting = _waiting(state, n)
    terms = [_seat_terms(p.fortunes, waiting[s], richest) for s, p in enumerate(state.players)]
    rival = max((s for s in range(n) if s != seat), key=lambda s: (terms[s][3], terms[s][0], -s))
    me, them = terms[seat], terms[rival]
    last = (next_seat + left - 1) % n if left > 0 else -1
    home = state.players[seat].home - state.players[rival].home
    return [1.0, me[0] - them[0], me[1] - them[1], me[2] - them[2], me[3] - them[3],
            me[4] - them[4], home / WORKERS,
            1.0 if next_seat == seat else (-1.0 if next_seat == rival else 0.0),
            1.0 if last == seat else (-1.0 if last == rival else 0.0)]


def model_key(seats: int, richest: bool) -> str:
    return f"{'richest' if richest else 'weakest'}-{2 if seats == 2 else 'many'}"


@lru_cache(maxsize=4)
def load_weights(path: str = str(WEIGHTS_FILE)) -> dict[str, list[list[float]]]:
    """The fitted weights, read through the guarded reader; DataError naming the file when they
    are not a mapping of model name to one row of len(FEATURES) numbers per stretch of deck."""
    data: Any = read_json(path, Path(path).name)
    models = data.get("models") if isinstance(data, dict) else None
    if not isinstance(models, dict) or not models:
        raise DataError(f"{Path(path).name}: no 'models' mapping")
    if data.get("features") != list(FEATURES) or data.get("bucket") != BUCKET:
        raise DataError(f"{Path(path).name}: fitted for other features; refit with "
                        "python -m game.games.pentagram.fit_value")
    out: dict[str, list[list[float]]] = {}
    for key, rows in models.items():
        ok = isinstance(rows, list) and rows and all(
            isinstance(r, list) and len(r) == len(FEATURES)
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in r) for r in rows)
        if not ok:
            raise DataError(f"{Path(path).name}: model '{key}': each row needs {len(FEATURES)} numbers")
        out[str(key)] = [[float(v) for v in r] for r in rows]
    return out


class Value:
    """P(win) of a seat, by the fitted weights for this table's seats and win rule."""

    def __init__(self, seats: int, richest: bool,
                 weights: dict[str, list[list[float]]] | None = None) -> None:
        models = weights if weights is not None else load_weights()
        key = model_key(seats, richest)
        fallback = model_key(2, richest) if key not in models else key
        if fallback not in models:
            fallback = next(iter(models))
        self.rows = models[fallback]

    def logit(self, state: PentagramState, seat: int, left: int, next_seat: int) -> float:
        r = state.result
        if r is not None:  # a sure win, a shared one or a loss
            if seat not in r.winners:
                return -30.0
            return 30.0 if len(r.winners) == 1 else 0.0
        w = self.rows[min(len(self.rows) - 1, max(0, (left - 1) // BUCKET))]
        x = features(state, seat, left, next_seat)
        return sum(a * b for a, b in zip(w, x, strict=True))

    def win(self, state: PentagramState, seat: int, left: int, next_seat: int) -> float:
        z = self.logit(state, seat, left, next_seat)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


__all__ = ["FEATURES", "Value", "features", "load_weights", "model_key"]
