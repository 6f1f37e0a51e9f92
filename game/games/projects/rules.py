"""Edition `projects` (seed 001) rules: setup, the four phases, the actions, completion, the end.

Each condition a player can run into lives here once, as a function returning the reason in
words (or None): ``legal_actions`` and ``why_illegal`` both ask them. Ruling ids (P1–P6 from
RULINGS.md, DP1… our own) are in docs/projects.md beside the rule they settle.
"""

from __future__ import annotations

from itertools import product

from game.family.errors import OptionError
from game.family.ruleset import Event
from game.games.meaning_made import checks, turns
from game.games.meaning_made.deal import deal_decks
from game.games.meaning_made.later_seats import give_later_seats
from game.games.projects.actions import ONE_HOT, Action, Tokens
from game.games.projects.cards import TOKEN_EMOJI, CardSet, Project, default_cards
from game.games.projects.setup import SOLO_OUT_BEFORE_DP16, ProjectsSetup
from game.games.projects.state import (
    COMMUNITY,
    GALLERY,
    MEANING_MAX,
    STALL_ROUND,
    TALLY_KINDS,
    VITALS_MAX,
    Decision,
    Player,
    ProjectSlot,
    ProjectsState,
    Result,
)

DONATION_CAP = 3  # the group raises Meaning by at most 3 in a round's Stability Window
# What one Support donated raises Meaning by at a table of n seats (2-6; solo by SOLO_DONATE), the
# group's cap still DONATION_CAP: kept per size so a tune spec can search one table alone
# (`rules:DONATE_AT[2]`). Read at each donation: seed 001's 1, and 2 at two seats (DP18: two players
# could raise only +2 a round against Events of mean 2.17, and lost the world in 9 games of 10).
DONATE_AT = (1, 1, 2, 1, 1, 1, 1)
STEWARDSHIP_THRESHOLD = 8  # P3
SOLO_THRESHOLD = {"easy": 7, "standard": 8, "hard": 9}  # P3
SOLO_DONATE = {"easy": 3, "standard": 2, "hard": 2}  # P6: Meaning a solo donation raises
SOLO_SKIP = {"easy": 0, "standard": 1, "hard": 2}  # P6: Meaning lost by not donating
# DP17 (the solo clock): a solo Standard or Hard game not ended sooner ends after this round, and
# the seed's Solo Scoring decides it: a score of the level's number or more wins (15 is the seed's
# "Stabilizer"; Easy, whose games end by Stewardship in about 7 rounds, has no clock)
SOLO_CLOCK_ROUND = 15
SOLO_CLOCK_SCORE = {"standard": 15, "hard": 17}
LEGACY = (6, 3)  # by contribution order; every later contributor 1
OUTCOMES = ("Collapse", "Critical", "Precarious", "Strained", "Recovering", "Functional",
            "Coordinated", "Stable", "Resilient", "Stewarding", "Strong Pattern", "Durable",
            "Flourishing")
SOLO_BANDS = ((30, "World-Grade Contributor"), (25, "Steward"), (20, "Builder"), (15, "Stabilizer"),
              (1, "Survived"), (0, "Done"))
ACQUIRE = [Action("acquire", pay=(2, 0, 0)), Action("acquire", pay=(1, 1, 0)),
           Action("acquire", pay=(0, 2, 0))]
CONVERT = Action("convert")
END = Action("end")


WORDS = checks.TokenWords(TOKEN_EMOJI, "tokens")


def tokens_text(tokens: Tokens | list[int]) -> str:
    return WORDS.text(tokens)


def legacy_for_place(place: int) -> int:
    return LEGACY[place] if place < len(LEGACY) else 1


def outcome(meaning: int) -> str:
    """The seed's group outcome for a final Meaning."""
    return OUTCOMES[max(0, min(MEANING_MAX, meaning))]


def solo_band(score: int) -> str:
    return next(name for least, name in SOLO_BANDS if score >= least)


def clock_round(state: ProjectsState) -> int | None:
    """DP17: the last round of a solo Standard or Hard game with the solo clock on (None: no
    clock)."""
    setup = state.setup
    if state.solo and setup.solo_clock and setup.solo_difficulty in SOLO_CLOCK_SCORE:
        return SOLO_CLOCK_ROUND
    return None


def clock_score(state: ProjectsState) -> int:
    """DP17: the score that wins a solo game when the clock ends it (its level's)."""
    return SOLO_CLOCK_SCORE.get(state.setup.solo_difficulty, 0)


def threshold(state: ProjectsState) -> int:
    """The Meaning the Stewardship Project needs before anyone may pay into it (P3)."""
    if state.solo:
        return SOLO_THRESHOLD[state.setup.solo_difficulty]
    return STEWARDSHIP_THRESHOLD


# ---------------------------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------------------------
def new_game(setup: ProjectsSetup, cards: CardSet | None = None, narrate: bool = True) -> ProjectsState:
    """Deal (ruling DP2: Events, then Patterns, then Projects are shuffled from file order, then
    the starting player is drawn) and run on to the first choice of round 1."""
    cards = cards or default_cards()
    tokens, vitals, meaning = setup.start()
    state = ProjectsState(setup, cards, tokens, vitals, meaning)
    state.narrate = narrate
    rng = state.rng
    n = len(state.players)
    for cid in setup.events_out:
        # a card set of its own (--cards) may lack the Event an old solo record leaves out (DP16)
        if cid not in cards.events and cid not in SOLO_OUT_BEFORE_DP16:
            raise OptionError(f"events_out names '{cid}', which is no Event of this card set",
                              "events_out")
    # DP11: an Event marked for more players stays in the box (records before it dealt them all);
    # so does any the setup leaves out.
    deal_decks(state, cards, setup, (e for e in cards.event_ids
                                     if (cards.events[e].in_deck(n) or not setup.event_marks)
                                     and e not in setup.events_out))
    state.start_player = setup.start_player if setup.start_player is not None else rng.below(n)
    state.gallery = [_draw(state, "pattern") for _ in range(GALLERY)]
    state.row = [_new_slot(state, _draw(state, "project")) for _ in range(len(state.row))]
    printed = cards.projects[cards.stewardship]
    state.stewardship = ProjectSlot(setup.stewardship_card(printed))
    # DP19: a table that pays more than the printed card is told so, and what
    priced = state.stewardship.card.need != printed.need
    state.emit("setup", what="row", threshold=threshold(state),
               price=list(state.stewardship.card.need) if priced else None)
    if n > 1:
        state.emit("first_player", seat=state.start_player, what="start")
    give_later_seats(state, state.setup.extra_tokens)  # DP12 (a switch)
    _head_start(state)
    _start_round(state)
    return state


def _head_start(state: ProjectsState) -> None:
    """DP14 (a switch, on): the seats whose turns come later in rounds 1-3 start ahead on Legacy."""
    n = len(state.players)
    for k in range(n):
        legacy = state.setup.head_start_legacy(k)
        if legacy:
            seat = (state.start_player + k) % n
            state.players[seat].legacy += legacy
            state.emit("setup", seat=seat, what="head_start", legacy=legacy, position=k)


def _new_slot(state: ProjectsState, card_id: str | None) -> ProjectSlot | None:
    return None if card_id is None else ProjectSlot(state.cards.projects[card_id])


_DECKS = {"pattern": ("pattern_deck", "pattern_discard"), "project": ("project_deck", ""),
          "event": ("event_deck", "event_discard")}


def _draw(state: ProjectsState, which: str) -> str | None:
    """Top card of a deck; an empty deck first takes its shuffled discard. Completed Projects
    leave the game, so the Project deck has no discard (DP4)."""
    deck_name, discard_name = _DECKS[which]
    if discard_name and turns.refill(state, deck_name, discard_name):
        state.emit("reshuffled", deck=which)
    return turns.take_top(state, deck_name)  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------------------------
# Rounds
# ---------------------------------------------------------------------------------------------
def _start_round(state: ProjectsState) -> None:
    last = clock_round(state)
    if last is not None and state.round >= last:  # DP17: the last round is over; no Event comes
        _finish(state, "clock")
        return
    state.round += 1
    if state.round > STALL_ROUND:
        _finish(state, "stalled")
        return
    n = len(state.players)
    # DP1 (as I1 in `initiatives`): the first player rotates each round unless switched off
    first = turns.rotate_order(state, state.setup.fixed_first_player)
    for p in state.players:
        p.touchpoint_used = False
        p.contributed = frozenset()
    # Phase A: Event
    eid = _draw(state, "event")
    state.event = eid
    if eid is None:
        state.emit("round", round=state.round, meaning=state.meaning, event=None)
    else:
        rise = state.setup.drift_rise(state.round)  # DP15
        loss = event_loss(state, eid)
        state.meaning = max(0, state.meaning - loss)
        if state.narrate:
            state.emit("round", round=state.round, event=eid, loss=loss, rise=rise, meaning=state.meaning)
        if state.meaning == 0:
            _finish(state, "collapse")
            return
    # Phase B: refill the Gallery's empty slots, once a round (P1)
    filled = 0
    for i, cid in enumerate(state.gallery):
        if cid is None:
            state.gallery[i] = _draw(state, "pattern")
            filled += state.gallery[i] is not None
    if filled:
        state.emit("gallery_refilled", count=filled)
    if n > 1 and state.round > 1 and not state.setup.fixed_first_player and state.narrate:
        state.emit("first_player", seat=first, what="passes")
    # Phase C: turns
    state.phase = "turns"
    state.turn = 0
    state.actions_left = 2
    state.converted = False
    state.ended = False


def event_loss(state: ProjectsState, eid: str) -> int:
    """The Meaning an Event takes this round: its printed Drift and what the round adds (DP15)."""
    return state.cards.events[eid].drift + state.setup.drift_rise(state.round)


def _stays_open(state: ProjectsState) -> bool:
    """DP13: a turn whose two actions are spent stays open while its player may still convert
    (the seed: "during your turn ... once per turn"), until they convert or end it."""
    return (state.setup.late_conversion and not state.ended
            and _conversion_blocker(state, state.current) is None)


def closing_step(state: ProjectsState) -> bool:
    """Whether the game waits on a turn's closing step (DP13): both actions spent, and the only
    choices left are the conversion and ``end``."""
    return (state.result is None and not state.pending and state.phase == "turns"
            and state.actions_left == 0)


def _advance(state: ProjectsState) -> None:
    """Carry out every step that needs no choice, stopping at the next choice or the end."""
    while state.result is None and not state.pending:
        if state.phase == "turns":
            if state.actions_left > 0 or _stays_open(state):
                return
            state.turn += 1
            state.converted = False
            state.ended = False
            if state.turn < len(state.order):
                state.actions_left = 2
                return
            state.turn = len(state.order) - 1  # keeps `current` valid through the window
            state.phase = "stability"
            state.window = 0
            state.donated = 0
            state.emit("stability_window")
            continue
        if state.phase == "stability":
            while state.window < len(state.order):
                seat = state.order[state.window]
                if _donate_blocker(state, seat) is None:
                    state.pending.append(Decision("donate", seat))
                    return
                state.window += 1
                if state.solo:
                    state.emit("cannot_donate", seat=seat)
                    _solo_skip(state)
                    if state.result is not None:
                        return
            _end_round(state)
            continue
        return


def _end_round(state: ProjectsState) -> None:
    if state.event is not None:
        state.event_discard.append(state.event)
        state.event = None
    if state.solo:
        _community(state)
    state.meaning_history.append(state.meaning)
    _start_round(state)


def _community_speed(state: ProjectsState) -> int:
    """How many contribution spaces the solo Community fills this round (P6)."""
    m = state.meaning
    if state.setup.community_scaling:
        return 0 if m >= 9 else 1 if m >= 6 else 2 if m >= 3 else 3
    difficulty = state.setup.solo_difficulty
    if difficulty == "easy":
        return 1 if state.round % 2 == 0 else 0
    if difficulty == "hard" and m <= 5:
        return 2
    return 1


def community_pace(state: ProjectsState) -> int:
    """How many contribution spaces the solo Community will fill at the end of this round, at
    today's Meaning (P6) and as far as the row has spaces it may take (DP10): the table shows it
    beside the Community's markers."""
    takeable = sum(community_room(slot) for slot in state.row if slot is not None)
    return min(_community_speed(state), takeable)


def _community(state: ProjectsState) -> None:
    """P6, DP5 and DP10: the Community takes the next open space of the leftmost Project in the row
    that has one it may take (several spaces of one Project over the rounds); never the Stewardship
    Project."""
    for _ in range(_community_speed(state)):
        slot = next((s for s in state.row if s is not None and community_may_take(s)), None)
        if slot is None:
            state.emit("community", card=None)
            return
        slot.contributors.append(COMMUNITY)
        state.emit("community", card=slot.card.id)


def community_room(slot: ProjectSlot) -> int:
    """DP10: how many of a Project's open spaces the Community may take — all of them once a
    player has joined, else all but the last (a Project full of the Community's markers could
    never be paid for or completed)."""
    left = slot.open_spaces()
    joined = any(seat != COMMUNITY for seat in slot.contributors)
    return max(0, left if joined else left - 1)


def community_may_take(slot: ProjectSlot) -> bool:
    """DP10: whether the Community may take the next open space of ``slot``."""
    return community_room(slot) > 0


def _solo_skip(state: ProjectsState) -> None:
    loss = SOLO_SKIP[state.setup.solo_difficulty]
    if not loss:
        return
    state.meaning = max(0, state.meaning - loss)
    state.emit("solo_penalty", loss=loss, meaning=state.meaning)
    if state.meaning == 0:
        _finish(state, "collapse")


# ---------------------------------------------------------------------------------------------
# The conditions: each once, with the words a player is told
# ---------------------------------------------------------------------------------------------
def _donate_blocker(state: ProjectsState, seat: int) -> str | None:
    if state.players[seat].tokens[2] <= 0:
        return "you hold no ❤️ Support"
    if state.solo:
        return None  # solo: donating is how the penalty is avoided, even at Meaning 12 (G3)
    if state.meaning >= MEANING_MAX:
        return "Meaning is already 12"
    if state.donated >= DONATION_CAP:
        return "the group has already raised Meaning by 3 this round"
    return None


def obtain_payments(state: ProjectsState, seat: int, card_id: str) -> list[Tokens]:
    """Every way ``seat`` may pay for a Gallery Pattern: its cost, or with the layer discount
    (P2) the cost less one printed token of the buyer's choice. Affordability is not checked."""
    card = state.cards.patterns[card_id]
    cost = card.cost
    if not state.players[seat].stack[card.layer]:
        return [cost]
    out: list[Tokens] = []
    for t in range(3):
        if cost[t]:
            pay = (cost[0] - (t == 0), cost[1] - (t == 1), cost[2] - (t == 2))
            out.append(pay)
    return out or [cost]


def _cannot_pay(p: Player, pay: Tokens | list[int], explain: bool = True) -> str | None:
    """Why ``p`` cannot pay ``pay`` (None if it can). legal_actions asks this of every price
    many times a second and needs only yes or no: with ``explain`` off no sentence is built."""
    tokens = p.tokens
    if not explain:
        return "tokens" if pay[0] > tokens[0] or pay[1] > tokens[1] or pay[2] > tokens[2] else None
    return checks.short_of(tokens, pay, WORDS)


def obtain_blocker(state: ProjectsState, card_id: str) -> str | None:
    """None if the player to move can obtain this Gallery Pattern in some way, else why not."""
    reason = turns.turn_blocker(state)
    if reason is not None:
        return reason
    if card_id not in state.gallery:
        return "not in the Pattern Gallery"
    p = state.players[state.current]
    reasons = [_cannot_pay(p, pay) for pay in obtain_payments(state, state.current, card_id)]
    return None if None in reasons else reasons[-1]


def _seat_blocker(state: ProjectsState, seat: int, slot: ProjectSlot,
                  explain: bool = True) -> str | None:
    """Why ``seat`` may not pay into ``slot`` at all this round, whatever it pays (or None);
    with ``explain`` off (legal_actions) the reason is not put in words."""
    if slot is state.stewardship and state.meaning < threshold(state):
        if not explain:
            return "threshold"
        return (f"Stewardship opens at Meaning {threshold(state)} (Stewardship threshold); Meaning "
                f"is {state.meaning}")
    p = state.players[seat]
    if slot.card.id in p.contributed:
        return "you have already contributed to this Project this round"
    if seat not in slot.contributors:
        if slot.open_spaces() <= 0:
            return "no contribution space is open"
        if p.markers <= 0:
            return "you have no player token left (all 4 are on Projects)"
    return None


def contribute_blocker(state: ProjectsState, card_id: str) -> str | None:
    """None if the player to move can pay into this Project in some way, else why not."""
    return checks.contribute_blocker(state, card_id, "not a face-up Project", WORDS, _seat_blocker)


def _touchpoint_blocker(state: ProjectsState, seat: int) -> str | None:
    if state.solo:
        return "Touchpoint needs another player (there is none in solo play)"
    if state.players[seat].touchpoint_used:
        return "you have already started a Touchpoint this round"
    return None


def _conversion_blocker(state: ProjectsState, seat: int) -> str | None:
    if state.converted:
        return "you have already converted this turn"
    if state.players[seat].tokens[0] < 2:
        return f"conversion needs 2{TOKEN_EMOJI[0]}"
    return None


# ---------------------------------------------------------------------------------------------
# Legal actions
# ---------------------------------------------------------------------------------------------
def legal_actions(state: ProjectsState) -> list[Action]:
    """Every action open to the seat the game waits for, one per distinct effect."""
    return checks.legal(state, _decision_options, _turn_actions)


def _turn_actions(state: ProjectsState, seat: int) -> list[Action]:
    if state.actions_left == 0:  # DP13: the closing step
        return [CONVERT, END]
    p = state.players[seat]
    tokens = p.tokens
    acts = list(ACQUIRE)
    for cid in state.gallery:
        if cid is None:
            continue
        for pay in obtain_payments(state, seat, cid):
            if _cannot_pay(p, pay, explain=False) is None:
                acts.append(_obtain_action(cid, pay))
    for slot in state.slots():
        if _seat_blocker(state, seat, slot, explain=False) is not None:
            continue
        needed = slot.still_needed()
        acts.extend(_contributions(slot.card.id, min(needed[0], tokens[0]),
                                   min(needed[1], tokens[1]), min(needed[2], tokens[2])))
    if _touchpoint_blocker(state, seat) is None:
        for other in range(len(state.players)):
            if other != seat:
                give = GIVE[other]
                acts += [give[t] for t in range(3) if tokens[t]]
                acts += REQUEST[other]
    if _conversion_blocker(state, seat) is None:
        acts.append(CONVERT)
    return acts


# Every search iteration lists the moves of a position or two: the actions of a payment choice,
# a Touchpoint, an Obtain are made once and shared (equal values, one object each).
GIVE = [[Action("give", pay=ONE_HOT[t], seat=s) for t in range(3)] for s in range(6)]
REQUEST = [[Action("request", pay=ONE_HOT[t], seat=s) for t in range(3)] for s in range(6)]
_contribute_cache: dict[tuple[str, int, int, int], list[Action]] = {}
_obtain_cache: dict[tuple[str, Tokens], Action] = {}


def _contributions(cid: str, me: int, mi: int, ms: int) -> list[Action]:
    """Every non-empty payment of at most (me, mi, ms) into Project ``cid``, in product order."""
    key = (cid, me, mi, ms)
    acts = _contribute_cache.get(key)
    if acts is None:
        acts = _contribute_cache[key] = [
            Action("contribute", cid, pay) for pay in product(range(me + 1), range(mi + 1), range(ms + 1))
            if any(pay)]
    return acts


def _obtain_action(cid: str, pay: Tokens) -> Action:
    key = (cid, pay)
    a = _obtain_cache.get(key)
    if a is None:
        a = _obtain_cache[key] = Action("obtain", cid, pay)
    return a


def _decision_options(state: ProjectsState, d: Decision) -> list[Action]:
    if d.kind == "respond":
        giver = d.other if d.mode == "give" else d.seat
        if state.players[giver].tokens[d.token] > 0:
            return [Action("accept"), Action("decline")]
        return [Action("decline")]
    if d.kind == "take":
        return [Action("take", pay=ONE_HOT[t]) for t in range(3)]
    return [Action("donate"), Action("pass")]


def why_illegal(state: ProjectsState, a: object) -> str | None:
    """None if ``a`` may be played now, else the reason in words for the player."""
    return checks.why_illegal(state, a, Action, _decision_options, _why_answer, _why_act)


def _why_answer(state: ProjectsState, d: Decision, a: Action) -> str:
    """Why ``a`` is no answer to the pending decision ``d``."""
    if d.kind == "respond" and a == Action("accept"):
        giver = d.other if d.mode == "give" else d.seat
        return f"{state.name(giver)} holds no {TOKEN_EMOJI[d.token]} to hand over"
    wanted = {"respond": "accept or decline the Touchpoint", "donate": "donate or pass",
              "take": "take a token (E, I or S)"}[d.kind]
    return f"{state.name(d.seat)} must first {wanted}"


def _why_act(state: ProjectsState, seat: int, a: Action) -> str | None:
    k = a.kind
    if state.actions_left == 0 and k not in ("convert", "end"):
        return "your two actions are spent: convert 2☀️ → 1❤️ or end your turn"
    if k == "end":
        return None if state.actions_left == 0 else "a turn ends after its second action"
    if k == "acquire":
        return None if a in ACQUIRE else "Acquire takes 2 tokens, Energy and/or Insight (never Support)"
    if k == "obtain":
        reason = obtain_blocker(state, a.target)
        if reason is not None:
            return reason
        payments = obtain_payments(state, seat, a.target)
        if a.pay not in payments:
            shown = " or ".join(tokens_text(pay) for pay in payments)
            return f"pay {shown} for this Pattern"
        return _cannot_pay(state.players[seat], a.pay)
    if k == "contribute":
        return checks.why_contribute(state, seat, a, contribute_blocker, WORDS)
    if k in ("give", "request"):
        return _touchpoint_blocker(state, seat) or checks.why_touchpoint(state, seat, a)
    if k == "convert":
        return _conversion_blocker(state, seat)
    return f"'{k}' is not a choice now"


# ---------------------------------------------------------------------------------------------
# Apply
# ---------------------------------------------------------------------------------------------
def apply(state: ProjectsState, a: Action, check: bool = True) -> list[Event]:
    """Play ``a`` and run on to the next choice; return what happened, as events."""
    return turns.play(state, a, check, why_illegal, _do_decision, _do_action, _advance)


def _gain(p: Player, tokens: Tokens | list[int]) -> None:
    for t in range(3):
        p.tokens[t] += tokens[t]


def _count(state: ProjectsState, seat: int, kind: str, by: int = 1) -> None:
    """Add to ``seat``'s tally of ``kind`` (how the game was played, for the lab's records)."""
    row = list(state.tally[seat])
    row[TALLY_KINDS.index(kind)] += by
    state.tally = (*state.tally[:seat], tuple(row), *state.tally[seat + 1:])


def _do_action(state: ProjectsState, a: Action) -> None:
    seat = state.current
    p = state.players[seat]
    k = a.kind
    if k != "end":
        _count(state, seat, k)
    if k == "convert":
        p.tokens[0] -= 2
        p.tokens[2] += 1
        state.converted = True
        state.emit("converted", seat=seat)
        return
    if k == "end":
        state.ended = True
        return
    state.actions_left -= 1
    if k == "acquire":
        _gain(p, a.pay)
        if state.narrate:
            state.emit("acquired", seat=seat, tokens=a.pay)
    elif k == "obtain":
        _obtain(state, seat, a)
    elif k == "contribute":
        _contribute(state, seat, a)
    else:  # give / request
        p.touchpoint_used = True
        t = a.pay.index(1)
        state.pending.append(Decision("respond", a.seat, seat, k, t))
        if state.narrate:
            state.emit("touchpoint_offered", seat=seat, other=a.seat, mode=k, token=t)


def _obtain(state: ProjectsState, seat: int, a: Action) -> None:
    p = state.players[seat]
    card = state.cards.patterns[a.target]
    for t in range(3):
        p.tokens[t] -= a.pay[t]
    p.stack[card.layer] += (card.id,)
    _gain(p, card.output)  # P5: the Output comes once, now
    p.vitals = min(VITALS_MAX, p.vitals + card.vitals)
    state.gallery[state.gallery.index(card.id)] = None  # P1: refilled in next round's Phase B
    if state.narrate:
        state.emit("obtained", seat=seat, card=card.id, paid=a.pay)


def _contribute(state: ProjectsState, seat: int, a: Action) -> None:
    p = state.players[seat]
    slot = state.slot_of(a.target)
    assert slot is not None
    first = seat not in slot.contributors
    if not slot.contributors:
        _count(state, seat, "first_place")
    if slot is state.stewardship:
        _count(state, seat, "stewardship")
    if first:
        slot.contributors.append(seat)
        p.markers -= 1
    for t in range(3):
        p.tokens[t] -= a.pay[t]
        slot.paid[t] += a.pay[t]
    p.contributed = p.contributed | {slot.card.id}
    if state.narrate:
        state.emit("contributed", seat=seat, card=slot.card.id, paid=a.pay, first=first)
    if not any(slot.still_needed()):
        _complete(state, slot)


def _complete(state: ProjectsState, slot: ProjectSlot) -> None:
    """The Requirement Row is filled: Legacy by contribution order, Meaning, Reward+ for every
    player with a marker on it (P4); markers go home (DP4); the row refills."""
    card = slot.card
    players = state.players
    for place, seat in enumerate(slot.contributors):
        if seat != COMMUNITY:
            players[seat].legacy += legacy_for_place(place)
            players[seat].markers += 1
    state.meaning = min(MEANING_MAX, state.meaning + card.meaning)
    if state.narrate:
        state.emit("completed", card=card.id, meaning=state.meaning, contributors=tuple(slot.contributors),
                   legacy=tuple(legacy_for_place(place) for place in range(len(slot.contributors))))
    seated = [s for s in slot.contributors if s != COMMUNITY]
    if card.reward is not None and seated:
        _reward(state, card, seated)
    if card.stewardship:
        _finish(state, "stewardship")
        return
    i = state.row.index(slot)
    state.row[i] = _new_slot(state, _draw(state, "project"))
    nxt = state.row[i]
    if nxt is not None:
        state.emit("project_dealt", card=nxt.card.id)


def _reward(state: ProjectsState, card: Project, seats: list[int]) -> None:
    players = state.players
    kind, n = card.reward, card.reward_n
    if kind == "vitals":
        for s in seats:
            players[s].vitals = min(VITALS_MAX, players[s].vitals + n)
    elif kind in ("energy", "insight", "support"):
        t = ("energy", "insight", "support").index(kind)
        for s in seats:
            players[s].tokens[t] += n
    elif kind == "any_token":
        state.pending.extend(Decision("take", s, count=n) for s in seats)
    elif kind == "refresh_gallery":
        state.pattern_discard.extend(c for c in state.gallery if c is not None)
        state.gallery = [_draw(state, "pattern") for _ in range(GALLERY)]
    state.emit("completion_reward", reward=kind, seats=tuple(seats), card=card.id)


def _do_decision(state: ProjectsState, a: Action) -> None:
    d = state.pending.pop(0)
    players = state.players
    if d.kind == "respond":
        if a.kind == "accept":
            giver, taker = (d.other, d.seat) if d.mode == "give" else (d.seat, d.other)
            players[giver].tokens[d.token] -= 1
            players[taker].tokens[d.token] += 1
            for s in (d.seat, d.other):
                players[s].vitals = min(VITALS_MAX, players[s].vitals + 1)
            _count(state, d.other, "accepted")
            if state.narrate:
                state.emit("touchpoint_accepted", seat=d.seat, giver=giver, taker=taker, token=d.token)
        elif state.narrate:
            state.emit("touchpoint_declined", seat=d.seat)
        return
    if d.kind == "take":
        t = a.pay.index(1)
        players[d.seat].tokens[t] += 1
        state.emit("token_taken", seat=d.seat, token=t)
        if d.count > 1:
            state.pending.insert(0, d._replace(count=d.count - 1))
        return
    # donate / pass
    state.window += 1
    _count(state, d.seat, a.kind)
    if a.kind == "donate":
        _count(state, d.seat, "donate_meaning", state.meaning)
        _count(state, d.seat, "donate_round", state.round)
        players[d.seat].tokens[2] -= 1
        gain = donation_gain(state)
        state.meaning = min(MEANING_MAX, state.meaning + gain)
        state.donated += gain
        state.emit("donated", seat=d.seat, meaning=state.meaning)
    else:
        state.emit("passed", seat=d.seat)
        if state.solo:
            _solo_skip(state)


# ---------------------------------------------------------------------------------------------
# The end
# ---------------------------------------------------------------------------------------------
def final_score(state: ProjectsState, seat: int) -> int:
    p = state.players[seat]
    return p.vitals + p.legacy


def support_worth(state: ProjectsState) -> int:
    """What one donated Support raises Meaning by at this (multi-seat) table, before the group's
    cap: ``DONATE_AT`` (DP18: 2 at two seats; 1 at a two-seat table of a record from before)."""
    return state.setup.sized("DONATE_AT", DONATE_AT)


def donation_gain(state: ProjectsState) -> int:
    """What the Support donated now adds to the group's donations: the solo level's (P6), or a
    table's per-Support number (:func:`support_worth`) up to the group's cap (a donation is refused
    only once the cap is met). The Meaning track itself stops at MEANING_MAX."""
    if state.solo:
        return SOLO_DONATE[state.setup.solo_difficulty]
    return min(support_worth(state), DONATION_CAP - state.donated)


def _finish(state: ProjectsState, reason: str) -> None:
    """Collapse: nobody wins (the world did not hold). Otherwise the highest Vitals + Legacy wins,
    ties broken by more Legacy, then shared (G4). Solo: completing Stewardship wins (DP6), and so
    does a score of at least the level's when the solo clock ends the game (DP17)."""
    n = len(state.players)
    scores = tuple(final_score(state, s) for s in range(n))
    band = ""
    if state.solo:
        # DP17: at the solo clock the score decides, named by the seed's Solo Scoring
        won = reason == "stewardship" or (reason == "clock" and scores[0] >= clock_score(state))
        winners: tuple[int, ...] = (0,) if won else ()
        band = ("System Collapse" if reason == "collapse" else "Stalled" if reason == "stalled"
                else solo_band(scores[0]))
    elif reason == "collapse":
        winners = ()
    else:
        best = max((scores[s], state.players[s].legacy) for s in range(n))
        winners = tuple(s for s in range(n) if (scores[s], state.players[s].legacy) == best)
    state.phase = "over"
    state.pending.clear()
    state.result = Result(reason, state.meaning, outcome(state.meaning), winners, scores, band)
    state.emit("game_over", reason=reason, what="reason")
    state.emit("game_over", what="scores")
    state.emit("game_over", meaning=state.meaning, what="meaning")
