"""Edition `projects`: what the shared search bot thinks a position is worth, and which moves are
worth thinking about. Reads only the public table (ruling G2): deck contents and sizes, never
their order.

Values are in final-score points (Vitals + Legacy), so the weights read naturally: 0.5 on an
Insight means "an Insight token is worth half a final point to me".
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.games.meaning_made.pruned_lists import PrunedLists
from game.games.projects.actions import Action
from game.games.projects.rules import (
    DONATION_CAP,
    SOLO_DONATE,
    SOLO_SKIP,
    clock_round,
    clock_score,
    legacy_for_place,
    support_worth,
    threshold,
)
from game.games.projects.state import MEANING_MAX, ProjectSlot, ProjectsState, Result

TOKEN_VALUE = (0.5, 0.45, 1.0)  # Energy (also 2 -> 1 Support), Insight, Support (never acquired)
SPARE_VALUE = 0.1  # a token beyond what the table could use: hoarded, it earns nothing
PATTERN_SPARE = 2  # tokens of Energy and Insight worth keeping for a Pattern's cost
FIRST_OF_LAYER = 0.6  # a first Pattern of a layer: every later one of it costs a token less
MEANING_VALUE = (0.0, 0.30, 0.50, 0.63, 0.73, 0.80, 0.86, 0.90, 0.93, 0.95, 0.97, 0.98, 0.99)
WIN_SHARE = 0.6  # the reward: 60 % winning, 40 % the world surviving
TEMPERATURE = 4.0  # points: how sure a lead of x points is
NOW_TEMPERATURE = 2.0  # the same for today's scores, should the game end now
ROUND_KEEP = 0.8  # the world's value kept for each round Stewardship still seems to be away
# (4 search-easy bots, 40 games: 0.88 -> 13.9 rounds a game, 0.8 -> 10.4, 0.7 -> 10.4)
MEANING_PER_ROUND = 1.0  # how fast a group that donates and builds raises Meaning, net
TOKENS_PER_ROUND = 2.5  # tokens a seat can bring to Stewardship in a round
HELD_SHARE = 0.5  # tokens in hand that Stewardship still needs count this much as paid
CLOCK_TEMPERATURE = 1.5  # points: how sure a solo score x points from the clock's target is (DP17)
MEANING_SPREAD = 1.0  # how far a solo Meaning moves in a round (the Events' spread and Projects)


def progress(slot: ProjectSlot) -> float:
    """How close a Project is to completing, 0-1."""
    need = slot.card.need
    total = need[0] + need[1] + need[2]
    done = slot.paid[0] + slot.paid[1] + slot.paid[2]
    return (done + 0.5) / (total + 0.5)


def demand(state: ProjectsState) -> tuple[int, int, int]:
    """Tokens of each kind the table could put to use now: what the face-up Projects (Stewardship
    too) still need, a Pattern's worth of Energy and Insight, a Support to donate, and the Energy
    that converts into the Support still wanted. Beyond it a token is worth little: bots that
    counted every token alike hoarded thirty Insight while the Projects waited for Support."""
    e = i = s = 0
    for slot in state.slots():
        need = slot.still_needed()
        e += need[0]
        i += need[1]
        s += need[2]
    s += 1
    return e + PATTERN_SPARE + 2 * s, i + PATTERN_SPARE, s


def tokens_value(tokens: list[int], want: tuple[int, int, int]) -> float:
    v = 0.0
    for t in range(3):
        k = tokens[t]
        useful = min(k, want[t])
        v += TOKEN_VALUE[t] * useful + SPARE_VALUE * (k - useful)
    return v


def seat_value(state: ProjectsState, seat: int, fracs: dict[int, float],
               want: tuple[int, int, int]) -> float:
    p = state.players[seat]
    v = p.vitals + p.legacy + tokens_value(p.tokens, want)
    v += FIRST_OF_LAYER * sum(1 for layer in range(1, 7) if p.stack[layer])
    for slot in state.slots():
        if seat in slot.contributors:
            v += legacy_for_place(slot.contributors.index(seat)) * fracs[id(slot)]
    return v


def _seat_values(state: ProjectsState, fracs: dict[int, float],
                 want: tuple[int, int, int]) -> list[float]:
    """:func:`seat_value` of every seat (the search scores a position with it every iteration):
    the Projects are read once, each seat's terms added in the same order."""
    vals: list[float] = []
    for p in state.players:
        tokens = p.tokens
        tv = 0.0
        for t in range(3):
            k = tokens[t]
            useful = min(k, want[t])
            tv += TOKEN_VALUE[t] * useful + SPARE_VALUE * (k - useful)
        v = p.vitals + p.legacy + tv
        stack = p.stack
        v += FIRST_OF_LAYER * sum(1 for layer in range(1, 7) if stack[layer])
        vals.append(v)
    for slot in state.slots():
        frac = fracs[id(slot)]
        for place, seat in enumerate(slot.contributors):
            if seat >= 0:  # the solo Community is nobody's seat
                vals[seat] += legacy_for_place(place) * frac
    return vals


DONOR_TRUST = 0.6  # how likely a Support holder who has not yet chosen is to donate


def projected_meaning(state: ProjectsState) -> float:
    """Meaning expected once this round's Stability Window is through. Holders who have not yet
    chosen count ``DONOR_TRUST`` each: counting them as sure made every bot a free rider (each
    passed, trusting the others to cover the group's 3)."""
    m = state.meaning
    if state.phase not in ("turns", "stability"):
        return float(m)
    donors = state.order if state.phase == "turns" else state.order[state.window:]
    holders = sum(1 for s in donors if state.players[s].tokens[2] > 0)
    if state.solo:
        difficulty = state.setup.solo_difficulty
        if state.phase == "stability" and state.window > 0:
            return float(m)  # the window is through: its gain or penalty is on the track already
        # P6: a Support donated raises Meaning; none costs the penalty (it was not counted, so a
        # bot saw no harm in reaching the window empty-handed)
        if holders:
            return float(min(MEANING_MAX, m + SOLO_DONATE[difficulty]))
        return float(max(0, m - SOLO_SKIP[difficulty]))
    each = support_worth(state)  # DP18: +2 a Support at two seats
    return min(float(MEANING_MAX), m + DONOR_TRUST * min(DONATION_CAP - state.donated, each * holders))


def safety(meaning: float) -> float:
    """MEANING_VALUE read between its steps (an expected Meaning need not be whole)."""
    if meaning <= 0:
        return 0.0
    low = min(int(meaning), MEANING_MAX)
    if low >= MEANING_MAX:
        return MEANING_VALUE[MEANING_MAX]
    frac = meaning - low
    return MEANING_VALUE[low] + frac * (MEANING_VALUE[low + 1] - MEANING_VALUE[low])


def steward_progress(state: ProjectsState) -> float:
    """Progress on Stewardship, 0-1: what is paid, and half of what players hold toward it."""
    steward = state.stewardship
    if steward is None:
        return 0.0
    need = steward.card.need
    rem = steward.still_needed()
    held = [sum(p.tokens[t] for p in state.players) for t in range(3)]
    # Support still to come can be converted from Energy the Projects do not need
    spare_e = max(0, held[0] - rem[0])
    held[2] += spare_e // 2
    done = sum(steward.paid) + HELD_SHARE * sum(min(held[t], rem[t]) for t in range(3))
    return (done + 0.5) / (sum(need) + 0.5)


def finishes_this_round(state: ProjectsState) -> bool:
    """Whether Stewardship is open now and the player to move can finish it this turn: what they
    hold, what they can yet Acquire (an action each, one kept to pay) and convert. Only their own
    tokens count: others' may not come. Without it a solo bot one Acquire and a conversion from
    the win saw it as far off as next round's, and let it go (solo games ran past round 40)."""
    steward = state.stewardship
    if steward is None or state.phase != "turns" or state.meaning < threshold(state):
        return False
    rem = steward.still_needed()
    held = state.players[state.current].tokens
    short_e, short_i, short_s = (max(0, r - h) for r, h in zip(rem, held, strict=True))
    takes = 2 * max(0, state.actions_left - 1)
    if short_s and not state.converted:
        short_s -= 1
        short_e += max(0, 2 - max(0, held[0] - rem[0]))
    return short_s == 0 and short_e + short_i <= takes


def rounds_to_steward(state: ProjectsState, meaning: float, losses: list[int]) -> float:
    """A rough count of the rounds until Stewardship can complete: Meaning must first climb to
    its threshold with an Event's loss to spare (contributions come after the Event), then the
    tokens it still needs must be brought, a few a seat a round."""
    if state.stewardship is None or finishes_this_round(state):
        return 0.0
    return rounds_counted(state, meaning, losses)


def rounds_counted(state: ProjectsState, meaning: float, losses: list[int],
                   bringers: int | None = None) -> float:
    """:func:`rounds_to_steward`'s count for a Stewardship that is not finished this turn, its
    tokens brought by ``bringers`` seats a round (every seat unless told)."""
    steward = state.stewardship
    assert steward is not None
    mean_loss = sum(losses) / len(losses)
    gap = max(0.0, threshold(state) + mean_loss - meaning)
    rem = sum(steward.still_needed())
    held = [sum(p.tokens[t] for p in state.players) for t in range(3)]
    short = sum(max(0, r - h) for r, h in zip(steward.still_needed(), held, strict=True))
    tokens = (rem + short) / 2  # tokens in hand need only the Contribute; the rest an Acquire too
    seats = len(state.players) if bringers is None else bringers
    return gap / MEANING_PER_ROUND + tokens / (TOKENS_PER_ROUND * seats)


def world_value(state: ProjectsState) -> float:
    """0 (collapsed) to 1 (Stewardship completed): the chance the next Event does not collapse
    the world after this round's donations, times a discount for every round Stewardship still
    seems to be away (Meaning to raise to its threshold, tokens to bring). Without the race the
    bots had no reason to climb to the threshold: Stewardship progress counted only once paid,
    and nothing could be paid below it."""
    r = state.result
    if r is not None:
        return world_won(r)
    m = projected_meaning(state)
    losses = next_losses(state)
    return next_safety(m, losses) * ROUND_KEEP ** rounds_to_steward(state, m, losses)


def clock_value(state: ProjectsState, score: float) -> float | None:
    """DP17, the solo clock: the chance the world is won by its end — the next Event survived,
    then Stewardship completed before the clock (the race of :func:`world_value`, worth nothing
    if it seems further away than the rounds left), or the score at the clock reaching
    the level's score (``score``: the seat's value in final points, its Projects' Legacy counted
    by their progress). None where no clock is on. Without it the bot saw the clock only in the
    last round's search, and ended most games a first place short of the 15 points."""
    last = clock_round(state)
    if last is None:
        return None
    m = projected_meaning(state)
    losses = next_losses(state)
    left = last - state.round  # rounds still to come after this one
    away = rounds_to_steward(state, m, losses)
    steward = ROUND_KEEP ** away if away <= left else 0.0
    reach = 1.0 / (1.0 + math.exp((clock_score(state) - 0.5 - score) / CLOCK_TEMPERATURE))
    return next_safety(m, losses) * max(steward, lasting(m - sum(losses) / len(losses), left - 1) * reach)


def lasting(meaning: float, rounds: int) -> float:
    """The chance a world held level by its donations, at ``meaning``, is not lost in ``rounds``
    more rounds: a walk of MEANING_SPREAD a round that must not touch 0 (the reflection
    principle). Only the next Event's chance was counted before the clock: with the score alone
    to win, the bot let Meaning sink and lost half its Standard games to collapse."""
    if rounds <= 0:
        return 1.0
    if meaning <= 0:
        return 0.0
    return math.erf(meaning / (MEANING_SPREAD * math.sqrt(2 * rounds)))


def world_won(r: Result) -> float:
    """1 for an ended game the world won: Stewardship completed, or a solo game the clock ended
    with a winning score (DP17); else 0."""
    return 1.0 if r.reason == "stewardship" or (r.reason == "clock" and r.winners) else 0.0


def next_losses(state: ProjectsState) -> list[int]:
    """The Meaning the next Event may take: one entry per Event it may be (the deck's contents
    are public, G2; its order is not)."""
    events = state.cards.events
    pool = state.event_deck or state.event_discard
    rise = state.setup.drift_rise(state.round + 1)  # DP15: the next Event's, not this round's
    return [events[e].drift + rise for e in pool] or [2 + rise]


def next_safety(meaning: float, losses: list[int]) -> float:
    """0-1: how safe the world is after the next Event, from ``meaning`` (its chance to survive
    it, weighed by how far above collapse it leaves the world)."""
    # A deck holds a few distinct losses: each is weighed once, and summed in the deck's order.
    seen: dict[int, float] = {}
    terms = []
    for loss in losses:
        x = seen.get(loss)
        if x is None:
            x = seen[loss] = safety(meaning - loss)
        terms.append(x)
    return sum(terms) / len(losses) / MEANING_VALUE[MEANING_MAX]


def scores_now(state: ProjectsState) -> list[float]:
    """Each seat's score were the game to end now: Vitals + Legacy."""
    return [float(p.vitals + p.legacy) for p in state.players]


def rewards(state: ProjectsState,
            ending_scores: Callable[[ProjectsState], list[float]] = scores_now) -> list[float]:
    """Each seat's reward, 0-1. ``ending_scores``: the scores that decide the winner as
    Stewardship nears (the sharp search, game/games/projects/sharp.py, reads them its own way)."""
    n = len(state.players)
    r = state.result
    if r is not None:
        world = world_won(r)
        if n == 1:
            return [world]
        share = 1.0 / len(r.winners) if r.winners else 0.0
        return [WIN_SHARE * (share if s in r.winners else 0.0) + (1 - WIN_SHARE) * world
                for s in range(n)]
    fracs = {id(slot): progress(slot) for slot in state.slots()}
    want = demand(state)
    if n == 1:
        mine = seat_value(state, 0, fracs, want)
        clocked = clock_value(state, mine)
        world = world_value(state) if clocked is None else clocked
        return [0.9 * world + 0.1 * min(1.0, mine / 30.0)]
    world = world_value(state)
    vals = _seat_values(state, fracs, want)
    win = _softmax(vals, TEMPERATURE)
    # The nearer Stewardship, the more today's scores decide the winner: a leader wants to finish
    # it, a trailing player does not.
    near = steward_progress(state) if state.meaning >= threshold(state) else 0.0
    if near > 0.0:
        now = _softmax(ending_scores(state), NOW_TEMPERATURE)
        win = [near * a + (1 - near) * b for a, b in zip(now, win, strict=True)]
    # A collapse leaves no winner: the chance to win is worth only as much as the world's chance
    # to last. (Adding the two instead let each bot bank Support while the world sank.)
    return [world * (WIN_SHARE * w + (1 - WIN_SHARE)) for w in win]


def _softmax(vals: list[float], temperature: float) -> list[float]:
    top = max(vals)
    exps = [math.exp((v - top) / temperature) for v in vals]
    z = sum(exps)
    return [e / z for e in exps]



def candidate_actions(state: ProjectsState, legal: list[Action]) -> list[Action]:
    """:func:`prune` of ``legal``, remembered: a search meets the same move lists again and
    again in its sampled worlds. The list returned is shared: do not change it."""
    if state.pending or len(legal) <= 4:
        return list(legal)
    key = tuple(legal)
    return _PRUNED.get(key, state, legal)


def prune(state: ProjectsState, legal: list[Action]) -> list[Action]:
    """Distinct ideas only: every Acquire and Obtain; per Project the largest payment, the largest
    without Support and the smallest; Touchpoints offering one's most plentiful token and asking
    each token of whoever holds most of it; the conversion; every answer to a decision."""
    if state.pending or len(legal) <= 4:
        return list(legal)
    out: list[Action] = []
    contribs: dict[str, list[Action]] = {}
    touch: list[Action] = []
    for a in legal:
        if a.kind == "contribute":
            contribs.setdefault(a.target, []).append(a)
        elif a.kind in ("give", "request"):
            touch.append(a)
        else:
            out.append(a)
    for acts in contribs.values():
        keep = {max(acts, key=lambda a: (sum(a.pay), -a.pay[2])),
                min(acts, key=lambda a: (sum(a.pay), a.pay[2], -a.pay[0]))}
        no_support = [a for a in acts if a.pay[2] == 0]
        if no_support:
            keep.add(max(no_support, key=lambda a: sum(a.pay)))
        out.extend(sorted(keep, key=str))
    if touch:
        me = state.players[state.current].tokens
        mine = max(range(3), key=lambda t: me[t])
        for a in touch:
            t = a.pay.index(1)
            if a.kind == "give" and t == mine:
                out.append(a)
            elif a.kind == "request":
                holder = max((s for s in range(len(state.players)) if s != state.current),
                             key=lambda s: state.players[s].tokens[t])
                if a.seat == holder:
                    out.append(a)
    return out or list(legal)


# move list -> its pruned list; a list with Touchpoints also by mover and tokens
_PRUNED = PrunedLists(prune, lambda state, legal: any(a.kind in ("give", "request") for a in legal))
