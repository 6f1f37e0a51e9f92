"""The rules of edition `initiatives` (seed 000 and rulings G1-G5, I1-I18, DI1-DI21).

Three entry points: :func:`legal_actions` lists every choice open to the seat the game waits for;
:func:`why_illegal` explains why an action is not one of them; :func:`apply` plays an action and
then runs the game forward to the next choice (end of turn, Stability Window, the Community,
the next Event). The state is changed in place; a rejected action leaves it untouched.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.family.errors import IllegalAction  # noqa: F401  (callers and tests import it from here)
from game.family.rng import finish_top
from game.family.ruleset import Event as LogEvent  # what happened; cards' Event is a card
from game.games.initiatives import costs
from game.games.initiatives.actions import NO_TOKENS, ONE_HOT, Action
from game.games.initiatives.cards import (
    LAYER_EMOJI,
    TOKEN_EMOJI,
    Event,
    Gain,
    Tokens,
)
from game.games.initiatives.scoring import decide
from game.games.initiatives.state import (
    COMMUNITY,
    MEANING_MAX,
    STALL_ROUND,
    VITALS_MAX,
    Decision,
    GameState,
    InitiativeSlot,
    PlayerState,
)
from game.games.meaning_made import turns

LEGACY_BY_PLACE = (6, 3)  # then 1 for every later place
DECISION_KINDS = ("accept", "decline", "lose", "donate", "pass")


# ---------------------------------------------------------------------------------------------
# Small rules the table and the bots read too: each is stated here once
# ---------------------------------------------------------------------------------------------
DONATION_CAP = 3  # ruling I11: the group raises Meaning by at most 3 in a Stability Window
# I11's cap by the table's number of seats (index; 0 and 1 unused): the seed's 3, but 2 at four
# seats (DI23: four players reached +3 nearly every round and the world fell in 8.9 % of 1,600
# games). Kept per size so a tune spec can search one table size alone (`rules:DONATION_CAP_AT[5]`).
DONATION_CAP_AT = (DONATION_CAP,) * 4 + (2, DONATION_CAP, DONATION_CAP)  # DI23: 2 at four seats
# The Meaning one donated ❤️ raises, by table size: seed 000's 1, but 2 at two seats (DI22: a
# player donates at most once a Window, so two players could add only 2 a round against Events
# that take 1-4 (2 on average), and the world fell in 90 % of two-seat games). Still capped by
# I11. Kept per size so a tune spec can search one size alone (`rules:DONATION_GAIN_AT[2]`).
DONATION_GAIN_AT = (1, 1, 2, 1, 1, 1, 1)
# What a table of n seats adds to the End Initiative's requirement (Energy, Insight, Support):
# nothing at any size today. Five and six hands pay the printed End Initiative fast (a tune of
# the start and the cap could not keep those games long, docs/balance.md "Five and six seats"),
# so the price is kept per size for a tune spec to search (`rules:END_EXTRA_AT[6][0]`).
END_EXTRA_AT: tuple[tuple[int, int, int], ...] = ((0, 0, 0),) * 7


def legacy_for_place(place: int) -> int:
    """Legacy for the contributor in join order ``place`` (0-based): 6, 3, then 1."""
    return LEGACY_BY_PLACE[place] if place < len(LEGACY_BY_PLACE) else 1


def event_loss(state: GameState, event_id: str) -> int:
    """The Meaning an Event takes when it is revealed (Hard Mode: 1 more, ruling I14)."""
    return event_losses(state, (event_id,))[0]


def event_losses(state: GameState, event_ids: Iterable[str]) -> list[int]:
    """:func:`event_loss` of many Events at once (the bots weigh a whole deck per position)."""
    events = state.cards.events
    extra = 1 if state.setup.variants.hard else 0
    return [events[e].meaning + extra for e in event_ids]


def donation_room(state: GameState) -> int:
    """How much more the group may raise Meaning in this round's Stability Window (I11)."""
    return state.setup.sized("DONATION_CAP_AT", DONATION_CAP_AT) - state.donated


def donation_worth(state: GameState) -> int:
    """What one donated ❤️ raises Meaning by at this (multi-seat) table, before I11's cap:
    ``DONATION_GAIN_AT`` (DI22: 2 at two seats; 1 at a two-seat table of a record from before)."""
    return state.setup.sized("DONATION_GAIN_AT", DONATION_GAIN_AT)


def donation_gain(state: GameState) -> int:
    """The Meaning the next donation raises: the solo Stability rule's (I16), else the table's
    :func:`donation_worth` up to what the group may still add this Window (I11)."""
    if solo_stability(state):
        return solo_window(state)[0]
    return min(donation_worth(state), donation_room(state))


def touchpoint_gives_vitals(state: GameState) -> bool:
    """Whether an accepted Touchpoint gives both players 1 Vitals (not under Social Cost at
    Meaning 3 or lower, ruling I14)."""
    return not (state.setup.variants.social_cost and state.meaning <= 3)


# ---------------------------------------------------------------------------------------------
# Legal actions
# ---------------------------------------------------------------------------------------------
_new_action = tuple.__new__  # builds an Action without NamedTuple's keyword handling
ACQUIRE_TWO = [Action("acquire", pay=(2, 0, 0)), Action("acquire", pay=(1, 1, 0)),
               Action("acquire", pay=(0, 2, 0))]
ACQUIRE_ONE = [Action("acquire", pay=(1, 0, 0)), Action("acquire", pay=(0, 1, 0))]
RECYCLE_PRISM, RECYCLE_INDEX, CONVERT = Action("recycle", "prism"), Action("recycle", "index"), \
    Action("convert")
END = Action("end")
CLOSING = [CONVERT, END]  # a turn left open for a late conversion (I19)
GIVE = [[Action("give", pay=ONE_HOT[t], seat=s) for t in range(3)] for s in range(6)]
REQUEST = [[Action("request", pay=ONE_HOT[t], seat=s) for t in range(3)] for s in range(6)]
# Payment choices repeat endlessly across a game and across games: build each list once.
_contribute_cache: dict[tuple[str, int, int, int], list[Action]] = {}
_obtain_cache: dict[tuple[str, int, int, int, int], list[Action]] = {}


def _contributions(cid: str, me: int, mi: int, ms: int) -> list[Action]:
    key = (cid, me, mi, ms)
    acts = _contribute_cache.get(key)
    if acts is None:
        acts = [_new_action(Action, ("contribute", cid, (e, i, s), -1))
                for e in range(me + 1) for i in range(mi + 1) for s in range(ms + 1)
                if e or i or s]
        _contribute_cache[key] = acts
    return acts


def _obtains(cid: str, k: int, ae: int, ai: int, a_s: int) -> list[Action]:
    # No payment uses more than k of one kind: cap what is available so the key space stays small.
    key = (cid, k, min(ae, k), min(ai, k), min(a_s, k))
    acts = _obtain_cache.get(key)
    if acts is None:
        acts = [_new_action(Action, ("obtain", cid, pay, -1))
                for pay in costs.payments(k, key[2:])]
        _obtain_cache[key] = acts
    return acts


def legal_actions(state: GameState) -> list[Action]:
    """Every action the waiting seat may take, one per distinct effect (payment choices too)."""
    if state.result is not None:
        return []
    if state.pending:
        return _decision_options(state, state.pending[0])
    if state.actions_left == 0:  # I19: the closing step
        return list(CLOSING)
    seat = state.order[state.turn]
    p = state.players[seat]
    tokens = p.tokens
    restrictions = state.restrictions
    acts: list[Action] = list(ACQUIRE_ONE if "acquire_one" in restrictions else ACQUIRE_TWO)

    patterns = state.cards.patterns
    pattern_price = costs.pattern_price
    for cid in state.prism:
        if cid is None:
            continue
        price = pattern_price(state, seat, patterns[cid])
        if _cannot_afford(p, price, explain=False) is None:
            pe, pi, ps = price.printed
            acts.extend(_obtains(cid, price.any_tokens, tokens[0] - pe, tokens[1] - pi, tokens[2] - ps))

    for slot in state.slots():
        if _seat_blocker(state, seat, slot, explain=False) is not None:
            continue
        need, paid = slot.need, slot.paid
        me = min(need[0] - paid[0], tokens[0])
        mi = min(need[1] - paid[1], tokens[1])
        ms = min(need[2] - paid[2], tokens[2])
        if me or mi or ms:
            acts.extend(_contributions(slot.card.id, me, mi, ms))
        # a free join needs every box paid (I4): most slots fail that first test, asked here
        if (paid[0] >= need[0] and paid[1] >= need[1] and paid[2] >= need[2]
                and seat not in slot.contributors and _may_join_free(state, slot, seat)):
            acts.append(Action("contribute", slot.card.id, NO_TOKENS))

    if _touchpoint_open(state, seat) is None:
        for other in range(len(state.players)):
            if other == seat:
                continue
            give = GIVE[other]
            for t in range(3):
                if tokens[t]:
                    acts.append(give[t])
            acts.extend(REQUEST[other])

    if _recycle_blocked(state) is None:
        if _recycle_prism_changes(state):
            acts.append(RECYCLE_PRISM)
        if _recycle_index_changes(state):
            acts.append(RECYCLE_INDEX)

    if _conversion_blocked(state, seat) is None:
        acts.append(CONVERT)
    return acts


def _decision_options(state: GameState, d: Decision) -> list[Action]:
    if d.kind == "respond":
        opts = [Action("decline")]
        if _respond_possible(state, d):
            opts.insert(0, Action("accept"))
        return opts
    if d.kind == "lose":
        held = state.players[d.seat].tokens
        return [Action("lose", pay=ONE_HOT[t]) for t in range(3) if held[t]]
    return [Action("donate"), Action("pass")]


def _respond_possible(state: GameState, d: Decision) -> bool:
    giver = d.other if d.mode == "give" else d.seat
    return state.players[giver].tokens[d.token] > 0


# ---------------------------------------------------------------------------------------------
# The conditions: each lives here once, with the words a player is told. legal_actions,
# why_illegal and the card blockers the table shows all ask these.
# ---------------------------------------------------------------------------------------------
def _cannot_afford(p: PlayerState, price: costs.PatternPrice, explain: bool = True) -> str | None:
    """Why a player cannot pay ``price`` in any way (None if some payment works). The choice
    of payment is checked by :func:`_why_obtain`. legal_actions asks this of every card many
    times a second and needs only yes or no: with ``explain`` off no sentence is built."""
    if price.vitals > p.vitals:
        return f"needs {price.vitals}🛡️ Vitals, you have {p.vitals}" if explain else "vitals"
    tokens, printed = p.tokens, price.printed
    if printed[0] > tokens[0] or printed[1] > tokens[1] or printed[2] > tokens[2]:
        return "needs " + costs.shortfall_text(costs.shortfall(tokens, printed)) if explain else "tokens"
    if price.any_tokens:
        left = tokens[0] - printed[0] + tokens[1] - printed[1] + tokens[2] - printed[2]
        if left < price.any_tokens:
            return f"needs {price.any_tokens - left} more token(s) of any type" if explain else "any"
    return None


def _obtain_check(state: GameState, seat: int, cid: str) -> tuple[str | None, costs.PatternPrice]:
    """Whether ``seat`` can obtain Prism card ``cid`` with some payment: (None, price) if so,
    else (the reason, price)."""
    price = costs.pattern_price(state, seat, state.cards.patterns[cid])
    return _cannot_afford(state.players[seat], price), price


def _seat_blocker(state: GameState, seat: int, slot: InitiativeSlot, explain: bool = True) -> str | None:
    """Why ``seat`` may not contribute to ``slot`` at all, whatever it pays (or None)."""
    if slot is state.end_slot and state.setup.variants.end_threshold and end_below_threshold(state):
        return threshold_reason(state) if explain else "threshold"
    if seat not in slot.contributors:
        if len(slot.contributors) >= slot.card.spaces:
            return "no contribution space is open"
        if state.players[seat].markers == 0:
            return "you have no contribution marker left (all 4 are on cards)"
    return None


def obtain_blocker(state: GameState, card_id: str) -> str | None:
    """None if the player to move can obtain this Prism card in some way, else the reason."""
    reason = _turn_blocker(state)
    if reason is not None:
        return reason
    if card_id not in state.prism:
        return "not in the Pattern Prism"
    return _obtain_check(state, state.current, card_id)[0]


def contribute_blocker(state: GameState, card_id: str) -> str | None:
    """None if the player to move can contribute to this Initiative in some way, else why."""
    reason = _turn_blocker(state)
    if reason is not None:
        return reason
    slot = state.slot_of(card_id)
    if slot is None:
        return "not a face-up Initiative"
    seat = state.current
    reason = _seat_blocker(state, seat, slot)
    if reason is not None:
        return reason
    tokens = state.players[seat].tokens
    open_boxes = tuple(n - k for n, k in zip(slot.need, slot.paid, strict=True))
    if any(open_boxes[t] and tokens[t] for t in range(3)):
        return None
    on = seat in slot.contributors
    if not on and _may_join_free(state, slot, seat):
        return None
    if any(open_boxes):
        wanted = " or ".join(TOKEN_EMOJI[t] for t in range(3) if open_boxes[t])
        return f"you hold no {wanted}, the tokens this card still asks for"
    icons = " ".join(LAYER_EMOJI[layer] for layer in costs.missing_signatures(state, slot))
    if on:
        return f"every box is paid; waiting for {icons} among the contributors"
    return f"every box is paid; only a player bringing {icons} may join"


def _turn_blocker(state: GameState) -> str | None:
    reason = turns.turn_blocker(state)
    if reason is not None:
        return reason
    if state.actions_left == 0 and state.phase == "turns":
        return "your two actions are spent: convert 2☀️ → 1❤️ or end your turn"  # I19
    return None


def _may_join_free(state: GameState, slot: InitiativeSlot, seat: int) -> bool:
    """Ruling I4: tokens all paid, a signature missing, and this player brings one of them."""
    if not costs.tokens_filled(slot):
        return False
    missing = costs.missing_signatures(state, slot)
    sigs = state.players[seat].sigs
    return any(sigs[layer] > 0 for layer in missing)


def _touchpoint_open(state: GameState, seat: int) -> str | None:
    if state.solo:
        return "Touchpoint needs another player (there is none in solo play)"
    if "no_touchpoint" in state.restrictions:
        return "this round's Event forbids Touchpoint"
    if state.players[seat].touchpoint_used:
        return "you have already used Touchpoint this round"
    return None


def _recycle_blocked(state: GameState) -> str | None:
    if "no_recycle" in state.restrictions:
        return "this round's Event forbids Recycle"
    if state.setup.variants.limited_recycle and state.recycled:
        return "the table has already recycled this round (Limited Recycle)"
    return None


def _recycle_prism_changes(state: GameState) -> bool:
    """DI3: Recycle is legal only where it changes something."""
    for c in state.prism:  # a loop, not any(): legal_actions asks this on every call
        if c is not None:
            return True
    return bool(state.pattern_deck or state.pattern_discard)


def _recycle_index_changes(state: GameState) -> bool:
    refill_possible = bool(state.init_deck or state.init_discard)
    for slot in state.index:
        if slot is None:
            if refill_possible:
                return True
        elif not slot.started:
            return True
    return False


def _stays_open(state: GameState) -> bool:
    """I19: a turn whose two actions are spent stays open while its player may still convert
    ("during your turn" includes after the second action), until they convert or end it."""
    return (state.setup.late_conversion and not state.ended
            and _conversion_blocked(state, state.order[state.turn]) is None)


def closing_step(state: GameState) -> bool:
    """Whether the game waits on a turn's closing step (I19): only the conversion and ``end``."""
    return (state.result is None and not state.pending and state.phase == "turns"
            and state.actions_left == 0)


def _conversion_blocked(state: GameState, seat: int) -> str | None:
    if not state.setup.variants.conversion:
        return "conversion is switched off for this game"
    if "no_conversion" in state.restrictions:
        return "this round's Event forbids conversion"
    if state.converted:
        return "you have already converted this turn"
    if state.players[seat].tokens[0] < 2:
        return f"conversion needs 2{TOKEN_EMOJI[0]}"
    return None


# ---------------------------------------------------------------------------------------------
# Why an action is illegal (the same rules as above, phrased for a person)
# ---------------------------------------------------------------------------------------------
def _bad_tokens(pay: object) -> bool:
    return not (isinstance(pay, tuple) and len(pay) == 3
                and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in pay))


# Which fields each kind uses (target, pay, seat); an unused field must keep its default.
_FIELDS = {"acquire": (False, True, False), "obtain": (True, True, False),
           "contribute": (True, True, False), "give": (False, True, True),
           "request": (False, True, True), "recycle": (True, False, False),
           "lose": (False, True, False)}
_NO_FIELDS = (False, False, False)


def _fields_fit(a: Action) -> bool:
    uses_target, uses_pay, uses_seat = _FIELDS.get(a.kind, _NO_FIELDS)
    if not isinstance(a.target, str) or not isinstance(a.seat, int):
        return False
    return ((uses_target or a.target == "") and (uses_pay or a.pay == NO_TOKENS)
            and (uses_seat or a.seat == -1))


def why_illegal(state: GameState, a: Action) -> str | None:
    """None if ``a`` is legal now, else the reason a player would be told."""
    if state.result is not None:
        return "the game is over"
    if not isinstance(a, Action) or not isinstance(a.kind, str) or _bad_tokens(a.pay) or not _fields_fit(a):
        return "not a well-formed action"
    if state.pending:
        return _why_decision(state, state.pending[0], a)
    if a.kind in DECISION_KINDS:
        return f"nothing is waiting for '{a.kind}' now"
    seat = state.order[state.turn]
    p = state.players[seat]
    k = a.kind
    if state.actions_left == 0 and k not in ("convert", "end"):
        return "your two actions are spent: convert 2☀️ → 1❤️ or end your turn"
    if k == "end":
        return None if state.actions_left == 0 else "a turn ends after its second action"
    if k == "acquire":
        want = 1 if "acquire_one" in state.restrictions else 2
        if a.pay[2]:
            return f"Acquire Tokens cannot take {TOKEN_EMOJI[2]} Support"
        if sum(a.pay) != want:
            extra = " (this round's Event)" if want == 1 else ""
            return f"Acquire Tokens takes exactly {want} token(s){extra}"
        return None
    if k == "obtain":
        return _why_obtain(state, seat, a)
    if k == "contribute":
        return _why_contribute(state, seat, a)
    if k in ("give", "request"):
        reason = _touchpoint_open(state, seat)
        if reason:
            return reason
        if not 0 <= a.seat < len(state.players) or a.seat == seat:
            return "choose another seated player"
        if sum(a.pay) != 1:
            return "a Touchpoint moves exactly 1 token"
        t = a.pay.index(1)
        if k == "give" and p.tokens[t] == 0:
            return f"you have no {TOKEN_EMOJI[t]} to give"
        return None
    if k == "recycle":
        reason = _recycle_blocked(state)
        if reason:
            return reason
        if a.target == "prism":
            return None if _recycle_prism_changes(state) else "there are no Patterns to recycle"
        if a.target == "index":
            if _recycle_index_changes(state):
                return None
            return ("every Initiative in the Index is started: a player's marker is on it "
                    "(a started one is never recycled)")
        return "recycle the 'prism' or the 'index'"
    if k == "convert":
        return _conversion_blocked(state, seat)
    return f"unknown action '{k}'"


def _why_decision(state: GameState, d: Decision, a: Action) -> str | None:
    who = state.name(d.seat)
    if d.kind == "respond":
        if a.kind not in ("accept", "decline"):
            return f"{who} must first accept or decline the Touchpoint"
        if a.kind == "accept" and not _respond_possible(state, d):
            return f"the {TOKEN_EMOJI[d.token]} is not there to change hands"
        return None
    if d.kind == "lose":
        if a.kind != "lose":
            return f"{who} must first choose a token to lose"
        if sum(a.pay) != 1:
            return "lose exactly 1 token"
        if state.players[d.seat].tokens[a.pay.index(1)] == 0:
            return f"{who} has no {TOKEN_EMOJI[a.pay.index(1)]}"
        return None
    if a.kind not in ("donate", "pass"):
        return f"{who} must first donate or pass in the Stability Window"
    return None


def _why_obtain(state: GameState, seat: int, a: Action) -> str | None:
    if a.target not in state.prism:
        return f"'{a.target}' is not face up in the Pattern Prism"
    p = state.players[seat]
    reason, price = _obtain_check(state, seat, a.target)
    if reason is not None:
        return reason
    if sum(a.pay) != price.any_tokens:
        if price.any_tokens == 0:
            return "this Pattern asks for no tokens of your choice"
        return f"choose exactly {price.any_tokens} token(s) of any type to pay"
    rest = (p.tokens[0] - price.printed[0], p.tokens[1] - price.printed[1],
            p.tokens[2] - price.printed[2])
    missing = costs.shortfall(rest, a.pay)
    if any(missing):
        return "needs " + costs.shortfall_text(missing)
    return None


def _why_contribute(state: GameState, seat: int, a: Action) -> str | None:
    slot = state.slot_of(a.target)
    if slot is None:
        return f"'{a.target}' is not a face-up Initiative"
    reason = _seat_blocker(state, seat, slot)
    if reason is not None:
        return reason
    p = state.players[seat]
    on = seat in slot.contributors
    if not any(a.pay):
        if on or not costs.tokens_filled(slot):
            return "pay at least one unfilled requirement"
        if not _may_join_free(state, slot, seat):
            return "you bring none of the missing signatures"
        return None
    for t in range(3):
        if a.pay[t] > slot.need[t] - slot.paid[t]:
            return f"would overpay {TOKEN_EMOJI[t]}: {slot.need[t] - slot.paid[t]} unfilled"
    missing = costs.shortfall(p.tokens, a.pay)
    if any(missing):
        return "needs " + costs.shortfall_text(missing)
    return None


# ---------------------------------------------------------------------------------------------
# Applying actions
# ---------------------------------------------------------------------------------------------
def apply(state: GameState, a: Action, check: bool = True) -> list[str]:
    """Play ``a`` and run on to the next choice; return the narration it produced (the lines this
    engine's own callers read: its bots, its lab, its tests; the family reads :func:`play`'s
    events).

    ``check=False`` skips validation for callers that took ``a`` from :func:`legal_actions`.
    """
    start = len(state.log)
    play(state, a, check)
    return state.log[start:]


def play(state: GameState, a: Action, check: bool = True) -> list[LogEvent]:
    """Play ``a`` on the editions' one turn loop (meaning_made/turns.play); return what
    happened, as events."""
    return turns.play(state, a, check, why_illegal, _do_decision, _do_action, _settle)


def _settle(state: GameState) -> None:
    """After any action or answer: an Initiative it filled completes at once (DI1), then the
    game runs on to the next choice."""
    _check_completions(state)
    advance(state)


def _do_decision(state: GameState, a: Action) -> None:
    d = state.pending.pop(0)
    players = state.players
    if d.kind == "respond":
        if a.kind == "accept":
            giver, taker = (d.other, d.seat) if d.mode == "give" else (d.seat, d.other)
            players[giver].tokens[d.token] -= 1
            players[taker].tokens[d.token] += 1
            social_cost = not touchpoint_gives_vitals(state)
            if not social_cost:
                for s in (d.seat, d.other):
                    players[s].vitals = min(VITALS_MAX, players[s].vitals + 1)
            if state.narrate:
                state.emit("touchpoint_accepted", seat=d.seat, giver=giver, taker=taker, token=d.token,
                           social_cost=social_cost)
        elif state.narrate:
            state.emit("touchpoint_declined", seat=d.seat)
        return
    if d.kind == "lose":
        t = a.pay.index(1)
        players[d.seat].tokens[t] -= 1
        if state.narrate:
            state.emit("token_lost", seat=d.seat, token=t, mode=d.mode)
        if d.count > 1:
            state.pending.insert(0, d._replace(count=d.count - 1))
        return
    # donate / pass
    state.window += 1
    if a.kind == "donate":
        players[d.seat].tokens[2] -= 1
        gain = donation_gain(state)
        state.meaning = min(MEANING_MAX, state.meaning + gain)
        # the group's Meaning raised, against I11's cap; solo counts its one donation a Window
        state.donated += 1 if solo_stability(state) else gain
        if state.narrate:
            state.emit("donated", seat=d.seat, meaning=state.meaning)
    else:
        if state.narrate:
            state.emit("passed", seat=d.seat)
        if solo_stability(state):
            _solo_penalty(state)


def _do_action(state: GameState, a: Action) -> None:
    seat = state.order[state.turn]
    p = state.players[seat]
    k = a.kind
    if k == "convert":
        p.tokens[0] -= 2
        p.tokens[2] += 1
        state.converted = True
        if state.narrate:
            state.emit("converted", seat=seat)
        return
    if k == "end":
        state.ended = True
        return
    state.actions_left -= 1
    if k == "acquire":
        _gain_tokens(p.tokens, a.pay)
        if state.narrate:
            state.emit("acquired", seat=seat, tokens=a.pay)
    elif k == "obtain":
        _obtain(state, seat, a)
    elif k == "contribute":
        _contribute(state, seat, a)
    elif k in ("give", "request"):
        p.touchpoint_used = True
        t = a.pay.index(1)
        state.pending.append(Decision("respond", a.seat, other=seat, token=t, mode=k))
        if state.narrate:
            state.emit("touchpoint_started", seat=seat, other=a.seat, token=t, mode=k)
    elif k == "recycle":
        state.recycled = True
        if a.target == "prism":
            _recycle_prism(state, seat)
        else:
            _recycle_index(state, seat)


def _gain_tokens(held: list[int], gain: Tokens) -> None:
    held[0] += gain[0]
    held[1] += gain[1]
    held[2] += gain[2]


def _pay_tokens(held: list[int], cost: Tokens) -> None:
    held[0] -= cost[0]
    held[1] -= cost[1]
    held[2] -= cost[2]


def _obtain(state: GameState, seat: int, a: Action) -> None:
    p = state.players[seat]
    card = state.cards.patterns[a.target]
    _pay_tokens(p.tokens, card.cost_tokens)
    _pay_tokens(p.tokens, a.pay)
    p.vitals -= card.cost_vitals
    p.palette[card.layer] += (card.id,)
    p.sigs[card.layer] += 1
    slot = state.prism.index(card.id)
    bonus = card.bonus
    if bonus:
        _gain_tokens(p.tokens, bonus.tokens)
        p.vitals = min(VITALS_MAX, p.vitals + bonus.vitals)
    if state.narrate:
        paid = tuple(x + y for x, y in zip(card.cost_tokens, a.pay, strict=True))
        state.emit("obtained", seat=seat, card=card.id, slot=slot, paid=paid)
    state.prism[slot] = _draw(state, "pattern")
    state.mark("prism_dealt", slot=slot, card=state.prism[slot])


def _contribute(state: GameState, seat: int, a: Action) -> None:
    p = state.players[seat]
    slot = state.slot_of(a.target)
    assert slot is not None
    joined = seat not in slot.contributors
    if joined:
        slot.contributors.append(seat)
        p.markers -= 1
    _pay_tokens(p.tokens, a.pay)
    _gain_tokens(slot.paid, a.pay)  # type: ignore[arg-type]
    if state.narrate:
        state.emit("contributed", seat=seat, card=slot.card.id, paid=a.pay, joined=joined)


def _recycle_prism(state: GameState, seat: int) -> None:
    for i, cid in enumerate(state.prism):
        if cid is not None:
            state.pattern_discard.append(cid)
            state.prism[i] = None
    for i in range(len(state.prism)):
        state.prism[i] = _draw(state, "pattern")
        state.mark("prism_dealt", slot=i, card=state.prism[i])
    if state.narrate:
        state.emit("recycled", deck="prism", seat=seat)


def _recycle_index(state: GameState, seat: int) -> None:
    gone = []
    returned = False
    for i, slot in enumerate(state.index):
        if slot is not None and not slot.started:
            # I18 (a): a card holding only the Community's marker is unstarted; the marker goes
            # back to the Community (its supply is unlimited, so nothing is counted).
            returned = returned or COMMUNITY in slot.contributors
            state.init_discard.append(slot.card.id)
            gone.append(slot.card.id)
            state.index[i] = None
    _refill_index(state)
    if state.narrate:
        state.emit("recycled", deck="index", seat=seat, gone=tuple(gone))
        if returned:
            state.emit("community_marker_back")


def _refill_index(state: GameState) -> None:
    for i, slot in enumerate(state.index):
        if slot is None:
            state.index[i] = new_slot(state, _draw(state, "initiative"))
            state.mark("index_dealt", slot=i, card=_card_id(state.index[i]))


def _card_id(slot: InitiativeSlot | None) -> str | None:
    return slot.card.id if slot is not None else None


def new_slot(state: GameState, card_id: str | None) -> InitiativeSlot | None:
    if card_id is None:
        return None
    card = state.cards.initiatives[card_id]
    extras = []
    if card.end and state.setup.variants.long_game:
        extras.append(card.long_game_extra)
    if card.end and not state.setup.solo:
        extras.append(END_EXTRA_AT[len(state.setup.players)])
    need = tuple(sum(parts) for parts in zip(card.req_tokens, *extras, strict=True))
    return InitiativeSlot(card, need)


_DECKS = {
    "pattern": ("pattern_deck", "pattern_discard"),
    "initiative": ("init_deck", "init_discard"),
    "event": ("event_deck", "event_discard"),
}


def _draw(state: GameState, which: str) -> str | None:
    """Top card of a deck; an empty deck first takes its shuffled discard (I9). None if both empty."""
    deck_name, discard_name = _DECKS[which]
    count = turns.refill(state, deck_name, discard_name)
    if count:
        state.emit("reshuffled", deck=which, count=count)
    return turns.take_top(state, deck_name, _settle_top)  # type: ignore[no-any-return]


def _settle_top(state: GameState, deck_name: str, deck: list[str]) -> None:
    if deck_name == "init_deck":
        if state.deferred and deck_name in state.deferred:
            _finish_init_top(state)
    else:
        turns.settle_top(state, deck_name, deck)


def _finish_init_top(state: GameState) -> None:
    """A sampled world's top Initiative where its shuffle puts it: the box and the deck were
    shuffled as one (observe.determinize), so the card may come up from the box."""
    assert state.deferred is not None
    box, deck = state.init_box, state.init_deck
    whole = box + deck
    state.deferred["init_deck"] = finish_top(whole, state.deferred["init_deck"])
    cut = len(box)
    box[:] = whole[:cut]
    deck[:] = whole[cut:]


# ---------------------------------------------------------------------------------------------
# Completion
# ---------------------------------------------------------------------------------------------
def _check_completions(state: GameState) -> None:
    """DI1: any Initiative whose boxes are filled and signatures present completes at once."""
    while state.result is None:
        for slot in state.slots():
            need, paid = slot.need, slot.paid  # costs.tokens_filled, asked after every action
            if (paid[0] >= need[0] and paid[1] >= need[1] and paid[2] >= need[2]
                    and not costs.missing_signatures(state, slot)):
                _complete(state, slot)
                break
        else:
            return


def _complete(state: GameState, slot: InitiativeSlot) -> None:
    card = slot.card
    is_end = slot is state.end_slot
    players = state.players
    v = state.setup.variants
    awards = []  # Legacy by contribution order, the Community's included (it scores nothing)
    if not v.cooperative:
        for place, seat in enumerate(slot.contributors):
            points = legacy_for_place(place)
            if seat != COMMUNITY:
                players[seat].legacy += points
            awards.append(points)
    state.meaning = min(MEANING_MAX, state.meaning + card.meaning)
    if state.narrate:
        state.emit("completed", card=card.id, end=is_end, meaning=state.meaning,
                   contributors=tuple(slot.contributors), legacy=tuple(awards))
    seated = [s for s in slot.contributors if s != COMMUNITY]
    for i, grant in enumerate(card.bonus):
        if grant.who == "all":
            targets = list(range(len(players)))
        elif grant.who == "contributors":
            targets = seated
        else:
            targets = seated[:1]  # DI5: the first *player* on the card
        for s in targets:
            _grant(state, s, grant.gain)
        if state.narrate and targets:
            state.emit("completion_bonus", card=card.id, seats=tuple(targets), grant=i)
    for s in seated:
        players[s].markers += 1
        players[s].sigs[card.layer] += 1  # ruling I6: the Output Signature
        players[s].outputs.append(card.id)
    if card.penalty:
        state.emit("completion_penalty", card=card.id)
        _flip_penalty_event(state)
    slot.contributors.clear()
    state.init_done.append(card.id)
    if is_end:
        state.end_slot = None
        finish(state, "end_initiative")
        return
    i = state.index.index(slot)
    state.index[i] = new_slot(state, _draw(state, "initiative"))
    if state.narrate:
        state.emit("index_dealt", slot=i, card=_card_id(state.index[i]))


def _grant(state: GameState, seat: int, gain: Gain) -> None:
    p = state.players[seat]
    _gain_tokens(p.tokens, gain.tokens)
    p.vitals = min(VITALS_MAX, p.vitals + gain.vitals)
    p.legacy += gain.legacy


def _flip_penalty_event(state: GameState) -> None:
    """Ruling I3: every effect of the top Event except its Meaning change, then discard it."""
    eid = _draw(state, "event")
    if eid is None:
        state.emit("no_event")
        return
    ev = state.cards.events[eid]
    state.emit("event_flipped", event=eid)
    _event_effects(state, ev, "penalty")
    state.event_discard.append(eid)


def _event_effects(state: GameState, ev: Event, why: str) -> None:
    if ev.lose_vitals:
        for p in state.players:
            p.vitals = max(0, p.vitals - ev.lose_vitals)
        if state.narrate:
            state.emit("vitals_lost", amount=ev.lose_vitals)
    for r in ev.restrict:
        if r not in state.restrictions:
            state.restrictions.add(r)
            state.emit("restriction", restriction=r)
    if ev.lose_tokens:
        for seat in state.order:
            state.pending.append(Decision("lose", seat, mode=why, count=ev.lose_tokens))


# ---------------------------------------------------------------------------------------------
# Running the game forward
# ---------------------------------------------------------------------------------------------
def advance(state: GameState) -> None:
    """Carry out every step that needs no choice, stopping at the next one or at the end."""
    while state.result is None:
        if state.pending:
            if _auto_resolve(state, state.pending[0]):
                continue
            return
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
                if _can_donate(state, seat):
                    state.pending.append(Decision("donate", seat))
                    break
                state.window += 1
                if solo_stability(state):
                    state.emit("cannot_donate", seat=seat)
                    _solo_penalty(state)
                    if state.result is not None:
                        return
            if state.pending:
                return
            end_round(state)
            continue
        if state.phase == "setup":
            start_round(state)
            continue
        return


def _can_donate(state: GameState, seat: int) -> bool:
    """Ruling I11: not at Meaning 12, not once the group has raised Meaning by 3 this round.

    Under the solo Stability rule (I16) a donation is the way to avoid the penalty, so it stays
    open at Meaning 12 (the gain itself is lost, G3).
    """
    if state.players[seat].tokens[2] <= 0:
        return False
    if solo_stability(state):
        return state.donated == 0
    return state.meaning < MEANING_MAX and donation_room(state) > 0


# I16, from seed 001's solo difficulties: (Meaning for a donation, Meaning lost without one)
SOLO_WINDOW = {"easy": (3, 0), "standard": (2, 1), "hard": (2, 2)}


def solo_stability(state: GameState) -> bool:
    return state.solo and state.setup.variants.solo_stability


def solo_window(state: GameState) -> tuple[int, int]:
    return SOLO_WINDOW[state.setup.solo_difficulty]


def _solo_penalty(state: GameState) -> None:
    """I16: a solo Stability Window without a donation lowers Meaning (none on Easy)."""
    loss = solo_window(state)[1]
    if not loss:
        return
    state.meaning = max(0, state.meaning - loss)
    state.emit("solo_penalty", loss=loss, meaning=state.meaning)
    if state.meaning == 0 and not state.setup.variants.competitive:
        finish(state, "collapse")


# DI18 (solo) and DI21 (two or more players), from seed 001: the End Initiative accepts
# contributions only at or above this Meaning
END_THRESHOLD = 8
SOLO_END_THRESHOLD = {"easy": 7, "standard": 8, "hard": 9}


def end_threshold(state: GameState) -> int:
    """The Meaning the End Initiative needs before anyone may pay into it (0: none)."""
    if not state.setup.variants.end_threshold:
        return 0
    if state.solo:
        return SOLO_END_THRESHOLD[state.setup.solo_difficulty]
    return END_THRESHOLD


def end_below_threshold(state: GameState) -> bool:
    return state.meaning < end_threshold(state)


def threshold_reason(state: GameState) -> str:
    return (f"the End Initiative opens at Meaning {end_threshold(state)} (Stewardship threshold); "
            f"Meaning is {state.meaning}")


def community_placements(state: GameState) -> int:
    """How many markers the solo Community places this round (I12; I16 changes its pace)."""
    if not solo_stability(state):
        return 1
    level = state.setup.solo_difficulty
    if level == "easy":
        return 1 if state.round % 2 == 0 else 0
    if level == "hard" and state.meaning <= 5:
        return 2
    return 1


def _auto_resolve(state: GameState, d: Decision) -> bool:
    """DI2: a decision with one possible answer answers itself (and is narrated)."""
    if d.kind == "lose":
        held = state.players[d.seat].tokens
        kinds = [t for t in range(3) if held[t]]
        if len(kinds) > 1:
            return False
        state.pending.pop(0)
        if kinds:
            t = kinds[0]
            held[t] -= 1
            if state.narrate:
                state.emit("token_lost", seat=d.seat, token=t, mode=d.mode)
            if d.count > 1:
                state.pending.insert(0, d._replace(count=d.count - 1))
        return True
    if d.kind == "respond" and not _respond_possible(state, d):
        state.pending.pop(0)
        if state.narrate:
            state.emit("touchpoint_failed", seat=d.seat, token=d.token)
        return True
    return False


def start_round(state: GameState) -> None:
    v = state.setup.variants
    if v.competitive and state.round >= v.competitive_rounds:
        finish(state, "rounds")
        return
    if state.round >= STALL_ROUND:
        finish(state, "stalled")
        return
    state.round += 1
    before = state.order
    # Ruling I1 (amended): the first-player marker passes clockwise after every round.
    # ``start_player`` stays the seat that began round 1, which I17 measures seats by.
    first = turns.rotate_order(state, v.fixed_first_player)
    passed = bool(before) and first != before[0]  # round 1 has no earlier order
    state.phase = "event"
    state.turn = 0
    for _ in range(2 if v.high_instability else 1):
        eid = _draw(state, "event")
        if eid is None:
            state.emit("round", round=state.round, event=None)
            continue
        state.events_in_play.append(eid)
        ev = state.cards.events[eid]
        loss = event_loss(state, eid)
        state.meaning = max(0, state.meaning - loss)
        if state.narrate:
            state.emit("round", round=state.round, event=eid, loss=loss, meaning=state.meaning)
        if state.meaning == 0 and not v.competitive:
            finish(state, "collapse")
            return
        _event_effects(state, ev, "Event")
    if passed and state.narrate:
        # After the Event, so that the round's first line stays the Event's (the log's header)
        state.emit("first_player", seat=first, what="passes")
    state.phase = "turns"
    state.actions_left = 2
    state.converted = False
    state.ended = False


def end_round(state: GameState) -> None:
    state.event_discard.extend(state.events_in_play)
    state.events_in_play.clear()
    state.restrictions.clear()
    state.recycled = False
    for p in state.players:
        p.touchpoint_used = False
    if state.solo:
        places = community_placements(state)
        if not places:
            state.emit("community_waits", what="easy")
        for _ in range(places):
            _community_places(state)
    state.meaning_history.append(state.meaning)
    start_round(state)


def _community_places(state: GameState) -> None:
    """Ruling I12: the leftmost open space of the first card not yet holding its marker."""
    for slot in state.slots():
        if COMMUNITY not in slot.contributors and len(slot.contributors) < slot.card.spaces:
            slot.contributors.append(COMMUNITY)
            state.emit("contributed", seat=COMMUNITY, card=slot.card.id, paid=NO_TOKENS, joined=True)
            return
    state.emit("community_waits", what="full")


def finish(state: GameState, reason: str) -> None:
    state.result = decide(state, reason)
    state.phase = "over"
    state.pending.clear()
    if len(state.meaning_history) < state.round:  # a game ending mid-round; else end_round recorded it
        state.meaning_history.append(state.meaning)
    if state.narrate:
        state.emit("game_over", reason=reason, what="reason")
        for what in ("scores", "winners", "meaning"):
            state.emit("game_over", what=what)
