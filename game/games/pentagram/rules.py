"""Pentagram 2 rules (seed 003, rulings PG1-PG8; docs/pentagram.md): setup, legality, play.

:func:`why_illegal` is the one place each condition lives; :func:`legal_actions` lists exactly
the actions it lets through. :func:`apply` plays one action, runs on to the next decision and
returns :class:`~game.family.ruleset.Event` values; :func:`narrate` turns those into log lines.
The search bot clones and applies thousands of times a decision, so ``apply(check=False)``
does no work beyond the rules and small event dicts unless ``state.narrate`` is on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from game.family.errors import IllegalAction, OptionError
from game.family.rng import finish_top
from game.family.ruleset import Event
from game.family.words import is_you as _you
from game.family.words import listing as _names
from game.family.words import verb as _verb
from game.family.words import whose as _whose
from game.games.pentagram.actions import COLOURS, PRICES, Action
from game.games.pentagram.cards import CardSet, default_cards
from game.games.pentagram.setup import PentagramSetup
from game.games.pentagram.state import WORKERS, PentagramState, Result

# Every place action, built once: legal_actions runs inside the search bot's inner loop.
_PLACE = [[Action("place", row, 4 - col) for col in range(5)] for row in range(5)]
_WORKER = Action("worker")
_PASS = Action("pass")

# Why a worker cannot go on a space (codes for events; sentences in why_illegal and narrate).
NO_WORKER = "no_worker"
CANNOT_PAY = "cannot_pay"


# ---------------------------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------------------------
def new_game(setup: PentagramSetup, cards: CardSet | None = None, narrate: bool = True) -> PentagramState:
    """A game at its first decision: the deck shuffled (and cut in a short game, PG6), the
    starting player chosen, the first card drawn face up (PDI2)."""
    cards = cards if cards is not None else default_cards()
    state = PentagramState(setup, cards)
    state.narrate = narrate
    order = list(cards.ids)  # file order, so the same seed always gives the same deck (G1)
    state.rng.shuffle(order)
    if setup.deck_top:
        unknown = [c for c in setup.deck_top if c not in cards]
        if unknown:
            raise OptionError(f"deck_top: unknown card '{unknown[0]}'")
        fixed = set(setup.deck_top)
        order = list(setup.deck_top) + [c for c in order if c not in fixed]
    if setup.short_game:
        order = order[:setup.deck_size()]
    state.deck = order[::-1]  # the top of the deck is the end of the list
    n = len(state.players)
    state.start_player = setup.start_player if setup.start_player is not None else state.rng.below(n)
    state.turn = state.start_player
    if setup.fortunes is not None:
        for p, row in zip(state.players, setup.fortunes, strict=True):
            p.fortunes = list(row)
    events = [Event("game_start", {"seed": setup.seed, "start": state.start_player,
                                   "deck": len(state.deck)})]
    _draw(state, events)
    if narrate:
        state.log.extend(narrate_events(state, events))
    return state


# ---------------------------------------------------------------------------------------------
# Queries (the UI's too)
# ---------------------------------------------------------------------------------------------
def _worker_block(state: PentagramState, seat: int, row: int, price: int) -> str | None:
    """Ruling PG4: a worker needs to be at home, and its price (in the row's colour) must leave
    that fortune at 1 or more. The price-0 space is free."""
    p = state.players[seat]
    if p.home <= 0:
        return NO_WORKER
    if price and p.fortunes[row] - price < 1:
        return CANNOT_PAY
    return None


def _worker_reason(state: PentagramState, seat: int, row: int, price: int, code: str) -> str:
    if code == NO_WORKER:
        return f"no worker at home: all {WORKERS} of yours are on the tableau"
    have = state.players[seat].fortunes[row]
    colour = COLOURS[row]
    if have - price == 0:
        return (f"paying {price} would leave you 0 {colour} coins; a fortune never falls "
                "below 1")
    return (f"you have {have} {colour} coin{'s' if have != 1 else ''} and paying {price} must "
            "leave at least 1; a fortune never falls below 1")


class WorkerOffer(NamedTuple):
    """Whether the seat could put a worker on a card at (row, price), and what it would cost."""

    possible: bool
    cost: int  # coins of ``colour``; 0 on the price-0 space
    colour: str
    reason: str | None  # why not, for the player; None when possible


def worker_allowed(state: PentagramState, seat: int, row: int, price: int) -> bool:
    """Could ``seat`` put a worker on a card it placed on (row, price)? (For bots' look-ahead.)"""
    return _worker_block(state, seat, row, price) is None


def worker_offer(state: PentagramState, row: int, price: int, seat: int | None = None) -> WorkerOffer:
    """For the UI, hovering over a space: could a worker follow a card placed there?"""
    seat = state.turn if seat is None else seat
    code = _worker_block(state, seat, row, price)
    reason = None if code is None else _worker_reason(state, seat, row, price, code)
    return WorkerOffer(code is None, price, COLOURS[row], reason)


def can_place_worker(state: PentagramState) -> bool:
    """Whether the player to move is deciding about a worker now (it is always possible then)."""
    return state.result is None and state.placed is not None


def cost_of_worker(state: PentagramState) -> int | None:
    """The price of a worker on the card just placed, or None when no such decision is open."""
    if not can_place_worker(state):
        return None
    return PRICES[state.placed[1]]  # type: ignore[index]


def _paying_cols(row_cards: Sequence[str | None], col: int | None = None) -> range:
    """Ruling PG5: the spaces of a row that pay, left to right, if a card lands on ``col``:
    a space pays when it and every space to its right hold a card."""
    def filled(c: int) -> bool:
        return c == col or row_cards[c] is not None

    if not filled(4):
        return range(0)
    first = 4
    while first > 0 and filled(first - 1):
        first -= 1
    return range(first, 5)


def cards_to_go(state: PentagramState) -> int:
    """Cards still to be placed: the deck and the card drawn (the table's count, and the bots')."""
    return len(state.deck) + (state.drawn is not None)


def collected(fortunes: list[int], row_cards: Sequence[str | None], col: int, by_id: Any) -> list[int]:
    """The fortunes a worker on ``col`` would hold once every card from there to the row's end
    paid it (as _payout's daisy-chain would, if the row paid now): what bots count a waiting
    worker as worth. A new list; ``fortunes`` is not changed."""
    g = list(fortunes)
    for c in range(col, 5):
        cid = row_cards[c]
        if cid is None:
            continue
        card = by_id[cid]
        src, dst = card.src, card.dst
        g[dst] = g[dst] + g[src] if card.sign > 0 else max(1, g[dst] - g[src])
    return g


def payout_preview(state: PentagramState, row: int, price: int = 0) -> list[int]:
    """The prices of the spaces of ``row`` that would pay out, high to low, if a card were
    placed on ``price`` now (only placing on price 0 can start a payout)."""
    return [PRICES[c] for c in _paying_cols(state.cards[row], 4 - price)]


def preview_state(state: PentagramState, row: int, price: int, worker: bool) -> PentagramState:
    """A copy after the drawn card goes on (row, price) (or, with a worker decision open, on the
    space it already took), with or without the mover's worker, and the payout: the turn is not
    passed on. It reads no hidden order: the copy has no deck (G2), so bots may use it."""
    s = state.clone()
    s.deck = []
    s.narrate = False
    seat = s.turn
    events: list[Event] = []
    if s.placed is not None:
        row, col = s.placed
        s.placed = None
    else:
        col = 4 - price
        if s.drawn is None or s.cards[row][col] is not None:
            return s
        s.cards[row][col] = s.drawn
        s.drawn = None
    if worker and _worker_block(s, seat, row, PRICES[col]) is None:
        _put_worker(s, seat, row, col, events)
    _payout(s, row, events)
    return s


def preview_fortunes(state: PentagramState, row: int, price: int, worker: bool) -> list[list[int]]:
    """Every seat's fortunes once the drawn card is on (row, price), with or without the
    mover's worker, and its payout resolved (for the UI's "what would this do")."""
    return [p.fortunes[:] for p in preview_state(state, row, price, worker).players]


def seat_scores(state: PentagramState) -> list[int]:
    """Each seat's score under the table's win rule (PG7): the weakest fortune, or the total
    with the "richest wins" switch."""
    if state.setup.richest_wins:
        return [sum(p.fortunes) for p in state.players]
    return [min(p.fortunes) for p in state.players]


def tiebreak_scores(state: PentagramState) -> list[int]:
    """PG7's tie-break (the total), or PDI6's under "richest wins" (the weakest fortune)."""
    if state.setup.richest_wins:
        return [min(p.fortunes) for p in state.players]
    return [sum(p.fortunes) for p in state.players]


def compute_result(state: PentagramState) -> Result:
    scores = seat_scores(state)
    second = tiebreak_scores(state)
    best = max(scores)
    top = [s for s, v in enumerate(scores) if v == best]
    decided = "score"
    if len(top) > 1:
        best2 = max(second[s] for s in top)
        top = [s for s in top if second[s] == best2]
        decided = "tiebreak" if len(top) == 1 else "shared"
    totals = tuple(sum(p.fortunes) for p in state.players)
    return Result("deck_out", tuple(scores), tuple(top), totals, decided)


# ---------------------------------------------------------------------------------------------
# Legality
# ---------------------------------------------------------------------------------------------
def legal_actions(state: PentagramState) -> list[Action]:
    """Every action open to the player to move, exhaustive (empty when the game is over)."""
    if state.result is not None:
        return []
    if state.placed is not None:
        row, col = state.placed
        if _worker_block(state, state.turn, row, PRICES[col]) is None:
            return [_WORKER, _PASS]
        return [_PASS]
    out = []
    for row, cards in enumerate(state.cards):
        places = _PLACE[row]
        for col in range(5):
            if cards[col] is None:
                out.append(places[col])
    return out


def why_illegal(state: PentagramState, action: object) -> str | None:
    """None if ``action`` is legal now, else why not, in words for the player."""
    if not isinstance(action, Action):
        return f"not an action: {action!r}"
    if state.result is not None:
        return "the game is over"
    kind = action.kind
    if kind == "place":
        if state.placed is not None:
            return ("you have already placed this turn's card; decide about a worker first "
                    "('worker' or 'pass')")
        if not (isinstance(action.row, int) and 0 <= action.row < 5 and action.price in PRICES):
            return "there is no such space: the rows are the five colours, the prices 4 to 0"
        if state.drawn is None:  # only a hand-built state can get here
            return "there is no card to place"
        if state.cards[action.row][4 - action.price] is not None:
            return "that space already holds a card"
        return None
    if kind in ("worker", "pass"):
        if action.row != -1 or action.price != -1:
            return f"'{kind}' takes no space: the worker goes on the card just placed"
        if state.placed is None:
            return "place the drawn card first; a worker can only go on the card just placed"
        if kind == "pass":
            return None
        row, col = state.placed
        code = _worker_block(state, state.turn, row, PRICES[col])
        return None if code is None else _worker_reason(state, state.turn, row, PRICES[col], code)
    return f"unknown action '{kind}' (known: place, worker, pass)"


# ---------------------------------------------------------------------------------------------
# Play
# ---------------------------------------------------------------------------------------------
def apply(state: PentagramState, action: Action, check: bool = True) -> list[Event]:
    """Play ``action`` for the player to move and run on to the next decision.

    Raises :class:`IllegalAction` and changes nothing when ``check`` and the action is refused.
    """
    if check:
        why = why_illegal(state, action)
        if why is not None:
            raise IllegalAction(why)
    seat = state.turn
    # A bot's sampled world is told nothing: building the events was a tenth of its search.
    events: list[Event] | None = None if state.quiet else []
    kind = action.kind
    if kind == "place":
        row = action.row
        col = 4 - action.price
        card = state.drawn
        state.cards[row][col] = card
        state.drawn = None
        if events is not None:
            events.append(Event("placed", {"seat": seat, "card": card, "row": row, "price": action.price,
                                           "col": col}))
        code = _worker_block(state, seat, row, action.price)
        if code is None:
            state.placed = (row, col)  # the worker decision is open (PG4)
        else:
            # PDI3: no pointless question; the turn runs on as if the player had passed.
            if events is not None:
                events.append(Event("no_worker", {"seat": seat, "row": row, "price": action.price,
                                                  "why": code}))
            _end_turn(state, row, events)
    else:
        row, col = state.placed  # type: ignore[misc]
        state.placed = None
        if kind == "worker":
            _put_worker(state, seat, row, col, events)
        else:
            if events is not None:
                events.append(Event("passed", {"seat": seat, "row": row, "price": PRICES[col]}))
        _end_turn(state, row, events)
    if events is None:
        return []
    if state.narrate:
        state.log.extend(narrate_events(state, events))
    return events


def _put_worker(state: PentagramState, seat: int, row: int, col: int,
                events: list[Event] | None) -> None:
    p = state.players[seat]
    price = PRICES[col]
    before = p.fortunes[row]
    p.fortunes[row] = before - price
    p.home -= 1
    workers = state.workers[row]
    workers[col] = [*workers[col], seat]  # a new list: clones share the old (state.clone)
    if events is not None:
        events.append(Event("worker_placed", {"seat": seat, "card": state.cards[row][col], "row": row,
                                              "price": price, "paid": price, "before": before,
                                              "after": before - price}))


def _payout(state: PentagramState, row: int, events: list[Event] | None) -> None:
    """Ruling PG5 on ``row``: each paying space, high price to low, pays its workers, moves them
    one space right (home off price 0), and is discarded. A worker moved onto a space that pays
    next is paid again there (the seed's daisy-chain)."""
    cards = state.cards[row]
    cols = _paying_cols(cards)
    if not cols:
        return
    if events is not None:
        events.append(Event("payout_start", {"row": row, "prices": tuple(PRICES[c] for c in cols)}))
    workers = state.workers[row]
    by_id = state.catalogue.by_id
    players = state.players
    for col in cols:
        card_id = cards[col]
        on = workers[col]
        price = PRICES[col]
        if on:
            card = by_id[card_id]
            src, dst, sign = card.src, card.dst, card.sign
            for seat in on:
                f = players[seat].fortunes
                before = f[dst]
                after = before + f[src] if sign > 0 else max(1, before - f[src])
                f[dst] = after
                if events is not None:
                    events.append(Event("paid", {"seat": seat, "card": card_id, "row": row, "price": price,
                                                 "src": src, "dst": dst, "sign": sign,
                                                 "amount": after - before, "before": before,
                                                 "after": after}))
            if col < 4:
                workers[col + 1] = workers[col + 1] + on  # a new list: clones share the old
                if events is not None:
                    for seat in on:
                        events.append(Event("worker_moved", {"seat": seat, "row": row, "from": col,
                                                             "to": col + 1}))
            else:
                for seat in on:
                    players[seat].home += 1
                    if events is not None:
                        events.append(Event("worker_moved", {"seat": seat, "row": row, "from": col,
                                                             "to": "home"}))
            workers[col] = []
        cards[col] = None
        state.discard.append(card_id)  # type: ignore[arg-type]
        if events is not None:
            events.append(Event("discarded", {"card": card_id, "row": row, "price": price}))


def _end_turn(state: PentagramState, row: int, events: list[Event] | None) -> None:
    _payout(state, row, events)
    state.turns += 1
    if not state.deck:
        # PG6: the last card has been placed and its payout resolved.
        r = state.result = compute_result(state)
        if events is not None:
            events.append(Event("game_over", {"reason": r.reason, "winners": r.winners,
                                              "scores": r.scores, "totals": r.totals,
                                              "decided_by": r.decided_by}))
        return
    state.turn = (state.turn + 1) % len(state.players)
    _draw(state, events)


def _draw(state: PentagramState, events: list[Event] | None) -> None:
    if state.deferred is not None:  # a sampled world: the top card where its shuffle puts it
        state.deferred = finish_top(state.deck, state.deferred)
    card = state.drawn = state.deck.pop()
    if events is not None:
        events.append(Event("drawn", {"seat": state.turn, "card": card, "turn": state.turns + 1,
                                      "left": len(state.deck)}))


# ---------------------------------------------------------------------------------------------
# Narration
# ---------------------------------------------------------------------------------------------
def card_text(state: PentagramState, card_id: str) -> str:
    c = state.catalogue[card_id]
    return f"{c.name} ({c.kind}, {COLOURS[c.src]} → {COLOURS[c.dst]})"


def narrate_events(state: PentagramState, events: Sequence[Event]) -> list[str]:
    """Log lines for ``events``, which ``state`` (the state after them) produced."""
    players = state.players
    out: list[str] = []
    for kind, d in events:
        if kind == "game_start":
            name = players[d["start"]].name
            out.append(f"Pentagram 2, seed {d['seed']}: {d['deck']} cards in the deck. "
                       f"{_verb(name, 'start')}.")
        elif kind == "drawn":
            name = players[d["seat"]].name
            out.append(f"Turn {d['turn']}: {_verb(name, 'draw')} {card_text(state, d['card'])}; "
                       f"{d['left']} left in the deck.")
        elif kind == "placed":
            name = players[d["seat"]].name
            out.append(f"{_verb(name, 'place')} it on {COLOURS[d['row']]} {d['price']}.")
        elif kind == "worker_placed":
            name = players[d["seat"]].name
            colour = COLOURS[d["row"]]
            if d["paid"]:
                out.append(f"{_verb(name, 'put')} a worker on it, paying {d['paid']} {colour} "
                           f"({d['before']} → {d['after']}).")
            else:
                out.append(f"{_verb(name, 'put')} a worker on it for free.")
        elif kind == "passed":
            out.append(f"{_verb(players[d['seat']].name, 'place')} no worker.")
        elif kind == "no_worker":
            name = players[d["seat"]].name
            if d["why"] == NO_WORKER:
                out.append(f"{_verb(name, 'have', 'has')} no worker at home.")
            else:
                out.append(f"{_verb(name, 'cannot', 'cannot')} afford a worker there "
                           f"({d['price']} {COLOURS[d['row']]} would leave less than 1).")
        elif kind == "payout_start":
            prices = d["prices"]
            spaces = f"space {prices[0]}" if len(prices) == 1 else f"spaces {prices[0]} to {prices[-1]}"
            out.append(f"The {COLOURS[d['row']]} row pays out ({spaces}); those cards are discarded.")
        elif kind == "paid":
            name = players[d["seat"]].name
            card = state.catalogue[d["card"]]
            sign = "+" if d["amount"] >= 0 else "−"
            out.append(f"{_whose(name)} worker on {COLOURS[d['row']]} {d['price']} ({card.name}): "
                       f"{COLOURS[d['dst']]} {d['before']} → {d['after']} ({sign}{abs(d['amount'])}).")
        elif kind == "worker_moved":
            # Moves onto the next paying space are implied by the next 'paid' line.
            if d["to"] == "home":
                out.append(f"{_whose(players[d['seat']].name)} worker returns home.")
        elif kind == "game_over":
            out.extend(_game_over_lines(state, d))
    return out


def _game_over_lines(state: PentagramState, d: dict) -> list[str]:
    players = state.players
    winners = [players[s].name for s in d["winners"]]
    rule = "total fortune" if state.setup.richest_wins else "weakest colour"
    scores = ", ".join(f"{p.name} {v}" for p, v in zip(players, d["scores"], strict=True))
    if len(winners) == 1:
        who = "You win" if _you(winners[0]) else f"{winners[0]} wins"
    else:
        who = f"{_names(winners)} share the win"
    how = {"score": f"by {rule}", "shared": "(tied on every count)",
           "tiebreak": "on the tie-break (" + ("weakest colour" if state.setup.richest_wins
                                               else "total fortune") + ")"}[d["decided_by"]]
    return [f"Game over: the deck is out. {who} {how}.", f"Scores by {rule}: {scores}."]


narrate = narrate_events  # the name the spine uses (Ruleset.narrate)
