"""The log's sentences for edition `projects`: the rules emit events of plain data, this words
each one, reading the state as it is when the event happens (names, cards, the tracks)."""

from __future__ import annotations

from game.family.words import ordinal, verb
from game.games.meaning_made import narrate_base as base
from game.games.meaning_made.narrate_base import Data, Phrase
from game.games.projects.cards import LAYER_EMOJI, TOKEN_EMOJI
from game.games.projects.state import STALL_ROUND, ProjectsState

_shared = base.Shared(TOKEN_EMOJI)
tokens_text = _shared.tokens
GAME_OVER = {"stewardship": "Stewardship completes",
             "collapse": "Meaning reached 0: the world collapses",
             "stalled": f"round {STALL_ROUND} passed without an end (stalled)",
             "clock": "the solo clock ran out: your score decides"}


def _setup(s: ProjectsState, d: Data) -> str:
    what = d["what"]
    if what == "row":
        names = ", ".join(slot.card.name for slot in s.row if slot is not None)
        price = d.get("price")
        cost = f" and costs {tokens_text(price)} at {len(s.players)} players" if price else ""
        return f"Projects: {names}; Stewardship waits at Meaning {d['threshold']}{cost}"
    if what == "later_seat":
        return _shared.later_seat(s, d)
    # "head_start" (DP14)
    return (f"{verb(s.name(d['seat']), 'start')} on {d['legacy']} Legacy, {ordinal(d['position'] + 1)} in "
            f"turn order (a head start for playing later in rounds 1–3)")


def _first_player(s: ProjectsState, d: Data) -> str:
    if d["what"] == "start":
        return base.starting_player(s, d)
    return f"{verb(s.name(d['seat']), 'go')} first this round"


def _round(s: ProjectsState, d: Data) -> str:
    if d["event"] is None:
        return base.round_without_event(d["round"])
    ev = s.cards.events[d["event"]]
    risen = f" (+{d['rise']}: Drift rises)" if d["rise"] else ""
    return f"Round {d['round']} — Event: {ev.name}, Drift +{d['loss']}{risen} → Meaning {d['meaning']}"


def _community(s: ProjectsState, d: Data) -> str:
    if d["card"] is None:
        return "The Community finds no open contribution space"
    slot = s.slot_of(d["card"])
    assert slot is not None
    return (f"The Community places its marker on {slot.card.name} "
            f"(space {len(slot.contributors)} of {slot.card.spaces})")


def _obtained(s: ProjectsState, d: Data) -> str:
    card = s.cards.patterns[d["card"]]
    gets = tokens_text(card.output) if any(card.output) else ""
    if card.vitals:
        gets = f"{gets} +{card.vitals}🛡️".strip()
    return (f"{verb(s.name(d['seat']), 'obtain')} {card.name} {LAYER_EMOJI[card.layer]} for "
            f"{tokens_text(d['paid'])}; gains {gets or 'nothing'}")


def _contributed(s: ProjectsState, d: Data) -> str:
    slot = s.slot_of(d["card"])
    assert slot is not None
    place = f" (contribution space {slot.contributors.index(d['seat']) + 1})" if d["first"] else ""
    return f"{verb(s.name(d['seat']), 'pay')} {tokens_text(d['paid'])} into {slot.card.name}{place}"


def _completed(s: ProjectsState, d: Data) -> str:
    card = s.cards.projects[d["card"]]
    awards = ", ".join(f"{s.name(seat)} +{points}"
                       for seat, points in zip(d["contributors"], d["legacy"], strict=True))
    return f"{card.name} completes — Legacy: {awards}; Meaning +{card.meaning} → {d['meaning']}"


def _completion_reward(s: ProjectsState, d: Data) -> str:
    card = s.cards.projects[d["card"]]
    return f"Completion Reward+ ({card.name}): {card.reward_text()}"


def _game_over(s: ProjectsState, d: Data) -> str:
    r = s.result
    assert r is not None
    what = d["what"]
    if what == "reason":
        return base.game_over(GAME_OVER[d["reason"]])
    if what == "scores":
        return "Final scores: " + ", ".join(f"{s.name(seat)} {score}" for seat, score in enumerate(r.scores))
    return f"Final Meaning {r.meaning}: {r.outcome}" + (f" — {r.solo_band}" if r.solo_band else "")


PHRASES: dict[str, Phrase] = {
    "setup": _setup,
    "first_player": _first_player,
    "round": _round,
    "reshuffled": lambda s, d: f"The {d['deck']} discard is shuffled into a new deck",
    "gallery_refilled": lambda s, d: f"The Pattern Gallery is refilled ({d['count']} new)",
    "acquired": _shared.acquired,
    "converted": base.converted,
    "obtained": _obtained,
    "contributed": _contributed,
    "completed": _completed,
    "completion_reward": _completion_reward,
    "project_dealt": lambda s, d: f"{s.cards.projects[d['card']].name} joins the Project row",
    "touchpoint_offered": _shared.offered,
    "touchpoint_accepted": _shared.accepted,
    "touchpoint_declined": base.declined,
    "token_taken": lambda s, d: f"{verb(s.name(d['seat']), 'take')} 1{TOKEN_EMOJI[d['token']]}",
    "stability_window": base.stability_window,
    "donated": base.donated,
    "passed": base.passed,
    "cannot_donate": base.cannot_donate,
    "solo_penalty": base.solo_penalty,
    "community": _community,
    "game_over": _game_over,
}
