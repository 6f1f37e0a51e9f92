"""Setting up a table (seed 000 "Setup", solo difficulty, variants, fixed positions)."""

from __future__ import annotations

from game.games.initiatives.card_loader import default_cards
from game.games.initiatives.cards import CardSet
from game.games.initiatives.options import TURN_ORDER_SWITCH, FixedSetup, OptionError, Setup
from game.games.initiatives.rules import advance, event_loss, new_slot
from game.games.initiatives.state import GameState

START_TOKENS = {"easy": (4, 3, 2), "standard": (3, 2, 1), "hard": (2, 1, 0)}
START_VITALS = {"easy": 6, "standard": 5, "hard": 4}
START_MEANING = {"easy": 6, "standard": 5, "hard": 4}
# A table's starting Meaning by its number of seats (index; 0 and 1 unused: solo starts by its
# level): the seed's 5, but 4 at four seats (DI23). Kept per size so a tune spec can search one
# table size without moving the others (`setup:START_MEANING_AT[2]`, docs/balance.md "Bands per
# table size").
START_MEANING_AT = (5, 5, 5, 5, 4, 5, 5)  # DI23: 4 at four seats
PRISM_SIZE = 6
# DI20: extra (Energy, Insight, Support) by turn position (the starting player's first, and it gets
# none), by table size (the index): each size the first N steps of one ladder, but two seats,
# whose second player also starts with 1❤️ more (DI22). Kept per size so that a tune can move one
# size's row alone (`setup:TURN_ORDER_TOKENS_AT[4][1][0]`).
_LADDER = ((0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1), (2, 1, 1), (2, 2, 1))
_TWO_SEATS = ((0, 0, 0), (1, 0, 1))
_FOUR_SEATS = ((0, 0, 0), (1, 1, 0), (1, 1, 0), (1, 1, 1))  # DI23: the second player 1🔍 more
_OWN_ROWS = {2: _TWO_SEATS, 4: _FOUR_SEATS}
TURN_ORDER_TOKENS_AT: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    _OWN_ROWS.get(n, _LADDER[:n]) for n in range(7))


def start_meaning(setup: Setup) -> int:
    """DI7: solo level, Faster (+1) and High Instability (−1) add up, from the base of 5."""
    base = (START_MEANING[setup.solo_difficulty] if setup.solo
            else setup.sized("START_MEANING_AT", START_MEANING_AT))
    if setup.variants.faster:
        base += 1
    if setup.variants.high_instability:
        base -= 1
    return max(1, min(12, base))


def new_game(setup: Setup, cards: CardSet | None = None, narrate: bool = True) -> GameState:
    """A game at its first choice: decks shuffled from the seed, round 1's Event revealed."""
    cards = cards or default_cards(setup.edition)
    state = GameState(setup, cards)
    state.narrate = narrate
    rng = state.rng
    # G1: every shuffle from the one generator, in a fixed order: Events, Initiatives, Patterns.
    state.event_deck = list(cards.event_ids)
    rng.shuffle(state.event_deck)
    end_id = setup.end_initiative or cards.default_end
    if end_id not in cards.initiatives:
        raise OptionError(f"unknown End Initiative '{end_id}'")
    state.init_deck = [c for c in cards.initiative_ids if c != end_id]
    rng.shuffle(state.init_deck)
    state.pattern_deck = list(cards.pattern_ids)
    rng.shuffle(state.pattern_deck)
    n = len(setup.players)
    start = rng.below(n)
    state.start_player = setup.start_player if setup.start_player is not None else start

    prism_ids: list[str | None]
    index_ids: list[str | None]
    if setup.fixed is not None:
        prism_ids, index_ids = _apply_fixed_decks(state, setup.fixed, setup.variants.active_initiatives())
    else:
        prism_ids = [state.pattern_deck.pop() if state.pattern_deck else None
                     for _ in range(PRISM_SIZE)]
        index_ids = [state.init_deck.pop() if state.init_deck else None
                     for _ in range(setup.variants.active_initiatives())]
    _box_initiatives(state, cards.initiative_deal, sum(c is not None for c in index_ids))
    state.prism = prism_ids
    state.index = [new_slot(state, c) for c in index_ids]
    state.end_slot = new_slot(state, end_id)

    level = setup.solo_difficulty if setup.solo else "standard"
    state.meaning = start_meaning(setup)
    for p in state.players:
        p.tokens = list(START_TOKENS[level])
        p.vitals = START_VITALS[level]
    compensate = setup.variants.turn_order_tokens and n > 1
    if compensate:
        _turn_order_tokens(state)
    if setup.fixed is not None:
        _apply_fixed_tracks(state, setup.fixed)
    _calm_first_event(state)

    if narrate:
        state.emit("game_start", seed=setup.seed)
        # The turn order is narrated where it acts (each passing of the marker), not here: an
        # old record, read as a fixed first player, so narrates exactly as it did when played.
        # DI20 is narrated by what it gives (below), so that a record played without it, from
        # before it became the default, still narrates exactly as it did.
        on = [name for name in setup.variants.names_on()
              if name.removeprefix("no_") not in (TURN_ORDER_SWITCH, "turn_order_tokens")]
        if on:
            state.emit("setup", what="variants", names=tuple(on))
        state.emit("first_player", seat=state.start_player, what="start", meaning=state.meaning)
        if compensate:
            later = range(1, n)
            state.emit("setup", what="later_seats", seats=tuple((state.start_player + k) % n for k in later),
                       tokens=tuple(turn_order_bonus(setup, k) for k in later))
        if state.init_box:
            in_game = len(state.init_deck) + sum(slot is not None for slot in state.index)
            state.emit("setup", what="box", in_game=in_game, boxed=len(state.init_box))
    advance(state)
    return state


def _calm_first_event(state: GameState) -> None:
    """DI24: round 1 reveals no Event (under High Instability, no pair) that ends the game before
    a turn is played. The deal passes over such an Event and shuffles it back into the deck below
    what round 1 reveals, so it can still come later. A deck that leaves nothing else (a table
    whose Meaning no Event spares) is dealt as shuffled; so is a record that fixes the first
    Event, and a competitive game, where Meaning never ends the game."""
    setup = state.setup
    if (not setup.calm_first_event or setup.variants.competitive
            or (setup.fixed is not None and setup.fixed.event_top)):
        return
    deck = state.event_deck  # its end is the top
    wanted = 2 if setup.variants.high_instability else 1
    losses = [event_loss(state, eid) for eid in reversed(deck)]
    picked = _first_survivable(losses, wanted, state.meaning)
    if picked is None or picked == tuple(range(wanted)):
        return  # nothing spares this table, or the deal spares it already
    top_down = deck[::-1]
    kept = [top_down[i] for i in picked]
    passed = [eid for i, eid in enumerate(top_down[: picked[-1] + 1]) if i not in picked]
    del deck[len(deck) - picked[-1] - 1:]
    for eid in passed:
        deck.insert(state.rng.below(len(deck) + 1), eid)
    deck.extend(reversed(kept))


def _first_survivable(losses: list[int], wanted: int, room: int) -> tuple[int, ...] | None:
    """The positions, from the top, of the first ``wanted`` Events in deck order whose losses
    together leave Meaning above 0 (each taken as high as it can be), or None."""
    if wanted == 0:
        return ()
    for i, loss in enumerate(losses):
        if loss < room:
            rest = _first_survivable(losses[i + 1:], wanted - 1, room - loss)
            if rest is not None:
                return (i, *(i + 1 + j for j in rest))
    return None


def turn_order_bonus(setup: Setup, position: int) -> tuple[int, int, int]:
    """DI20: the extra starting tokens of the player ``position`` turns after the starting player
    at this table (DI22's row at two seats, DI23's at four)."""
    return setup.sized("TURN_ORDER_TOKENS_AT", TURN_ORDER_TOKENS_AT)[position]


def _turn_order_tokens(state: GameState) -> None:
    n = len(state.players)
    for k in range(1, n):
        p = state.players[(state.start_player + k) % n]
        extra = turn_order_bonus(state.setup, k)
        p.tokens = [have + more for have, more in zip(p.tokens, extra, strict=True)]


def _take(deck: list[str], card_id: str, what: str) -> str:
    if card_id not in deck:
        raise OptionError(f"fixed setup: '{card_id}' is not an available {what} card")
    deck.remove(card_id)
    return card_id


def _box_initiatives(state: GameState, deal: int, dealt: int) -> None:
    """I16 (DI19): keep ``deal`` Initiatives in the game (the Index counts), the rest go to the box.

    The kept ones are the top of the shuffled deck, so the cards a game draws, and every named
    card of a fixed setup, are the same as without the box; only the bottom is set aside.
    """
    if deal <= 0:
        return
    keep = max(0, deal - dealt)
    if keep < len(state.init_deck):
        cut = len(state.init_deck) - keep
        state.init_box = state.init_deck[:cut]  # the end of the list is the top of the deck
        del state.init_deck[:cut]


def _apply_fixed_decks(state: GameState, fx: FixedSetup, active: int
                       ) -> tuple[list[str | None], list[str | None]]:
    """Take every named card out of the shuffled decks, deal the rest face up, then stack the tops.

    Stacking last means ``*_top`` always names what comes *after* the deal, whether or not the
    Prism and Index are fixed too.
    """
    prism: list[str | None] = [_take(state.pattern_deck, c, "Pattern") for c in fx.prism or ()]
    index: list[str | None] = [_take(state.init_deck, c, "Initiative") for c in fx.index or ()]
    if len(prism) > PRISM_SIZE:
        raise OptionError(f"fixed setup: the Prism holds {PRISM_SIZE} cards, not {len(prism)}")
    if len(index) > active:
        raise OptionError(f"fixed setup: the Index holds {active} Initiatives, not {len(index)}")
    tops = [(deck, [_take(deck, c, what) for c in top])
            for deck, top, what in ((state.event_deck, fx.event_top, "Event"),
                                    (state.pattern_deck, fx.pattern_top, "Pattern"),
                                    (state.init_deck, fx.initiative_top, "Initiative"))]
    while len(prism) < PRISM_SIZE:
        prism.append(state.pattern_deck.pop() if state.pattern_deck else None)
    while len(index) < active:
        index.append(state.init_deck.pop() if state.init_deck else None)
    for deck, taken in tops:
        deck.extend(reversed(taken))  # the end of the list is the top of the deck
    return prism, index


def _apply_fixed_tracks(state: GameState, fx: FixedSetup) -> None:
    if fx.meaning is not None:
        if not 1 <= fx.meaning <= 12:
            raise OptionError("fixed setup: meaning must be from 1 to 12")
        state.meaning = fx.meaning
    if len(fx.seats) > len(state.players):
        raise OptionError(f"fixed setup: {len(fx.seats)} seats given for {len(state.players)} players")
    for p, start in zip(state.players, fx.seats, strict=False):
        if start.tokens is not None:
            p.tokens = list(start.tokens)
        if start.vitals is not None:
            if not 0 <= start.vitals <= 10:
                raise OptionError("fixed setup: vitals must be from 0 to 10")
            p.vitals = start.vitals
        if start.legacy is not None:
            p.legacy = start.legacy
