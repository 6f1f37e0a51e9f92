"""The log's sentences for edition `life`: the rules emit events of plain data, this words each
one, reading the state as it is when the event happens (names, cards, the tracks)."""

from __future__ import annotations

from game.family.words import listing, verb
from game.games.life.cards import LAYER_EMOJI, SUPPORT, TAG_EMOJI, TOKEN_EMOJI
from game.games.life.rules import END_WORDS, table_extra
from game.games.life.state import DRIFT_MAX, LifeState
from game.games.meaning_made import narrate_base as base
from game.games.meaning_made.narrate_base import Data, Phrase

_shared = base.Shared(TOKEN_EMOJI)
tokens_text = _shared.tokens
END_TRIGGER = {"supply": "The Project supply is empty: the game ends after this round",
               "drift": f"World Drift reaches {DRIFT_MAX}",
               "layer10": "A Layer 10 Project is complete: the rest of this round's turns are skipped, "
                          "then the Stability Check, then the score"}


def _setup(s: LifeState, d: Data) -> str:
    if d["what"] == "later_seat":
        return _shared.later_seat(s, d)
    names = ", ".join(slot.card.name for slot in s.row if slot is not None)
    return f"World Drift starts at {d['drift']}. Projects: {names}"


def _event(s: LifeState, d: Data) -> str:
    ev = s.cards.events[d["event"]]
    placed = f"; {d['local']} local 🌀 placed" if d["local"] else ""
    extra = table_extra(s, ev)
    table = f" ({len(s.players)} players: {extra})" if extra else ""
    return (f"World Event: {ev.name} — Drift +{d['drift']} pending, mitigation "
            f"{tokens_text(ev.mitigation)}{placed}{table}")


def _stability_check(s: LifeState, d: Data) -> str:
    ev = s.cards.events[d["event"]]
    return f"Stability Check: {ev.name} needs {tokens_text(ev.mitigation)} in the Mitigation Pool"


def _mitigated(s: LifeState, d: Data) -> str:
    givers = [s.name(seat) for seat in s.order if any(s.pledged[seat])]
    how = "reduced" if s.cards.events[d["event"]].reduce else "cancelled"
    return f"Mitigation met ({tokens_text(d['pool'])} from {listing(givers)}): the pending Drift is {how}"


def _project_dealt(s: LifeState, d: Data) -> str:
    card = s.cards.projects[d["card"]]
    return f"{card.name} (Layer {card.layer}) joins the Project Row"


def _touchpoint_given(s: LifeState, d: Data) -> str:
    return (f"{verb(s.name(d['seat']), 'give')} 1{TOKEN_EMOJI[d['token']]} to {s.name(d['other'])} "
            f"(Touchpoint), Social +{d['gain']} → {d['social']}")


def _touchpoint_accepted(s: LifeState, d: Data) -> str:
    asker = s.players[d["other"]]
    return (f"{verb(s.name(d['seat']), 'agree')}: 1{TOKEN_EMOJI[d['token']]} goes to {asker.name}, "
            f"Social +{d['gain']} → {asker.social}")


def _bought(s: LifeState, d: Data) -> str:
    card = s.cards.patterns[d["card"]]
    saved = sum(card.cost) - sum(d["paid"])
    note = f" ({saved} off by {TAG_EMOJI[card.tag]} tag discount)" if saved else ""
    return (f"{verb(s.name(d['seat']), 'buy')} {card.name} {LAYER_EMOJI[card.layer]} for "
            f"{tokens_text(d['paid'])}{note}; gains {tokens_text(card.output)}")


def _contributed(s: LifeState, d: Data) -> str:
    slot = s.slot_of(d["card"])
    assert slot is not None
    why = []  # the Social Standing triggers this payment set off
    if d["paid"][SUPPORT]:
        why.append("❤️ contributed")
    if slot.card.layer >= 9:
        why.append(f"Layer {slot.card.layer}")
    social = f"; Social +{d['gain']} → {d['social']} ({', '.join(why)})" if why else ""
    return (f"{verb(s.name(d['seat']), 'pay')} {tokens_text(d['paid'])} into {slot.card.name} "
            f"({slot.credits(d['seat'])} credit){social}")


def _completed(s: LifeState, d: Data) -> str:
    slot = s.slot_of(d["card"])
    assert slot is not None
    card = slot.card
    benefit = []
    if card.drift:
        benefit.append(f"World Drift {d['drift_before']} → {d['drift']}")
    if card.clear:
        benefit.append(f"local 🌀 {d['local_before']} → {d['local']}")
    awards = ", ".join(f"{s.name(seat)} +{card.awards[min(place, 2)]} ({slot.credits(seat)} credit)"
                       for place, seat in enumerate(d["ranking"]))
    return f"{card.name} completes — {'; '.join(benefit)}. Project points: {awards}"


def _stabilized(s: LifeState, d: Data) -> str:
    if d["target"] == "local":
        what = f"removes a local 🌀 ({d['local']} left)"
    elif d["lowered"]:
        what = f"World Drift → {d['drift']}"
    else:
        what = "World Drift stays 0"  # L9
    p = s.players[d["seat"]]
    return f"{verb(p.name, 'stabilize')} with 1❤️: {what}; Coherence +{d['gain']} → {p.coherence}"


def _pledged(s: LifeState, d: Data) -> str:
    who = verb(s.name(d["seat"]), "pledge")
    if not any(d["tokens"]):
        return f"{who} nothing"
    return f"{who} {tokens_text(d['tokens'])} to the Mitigation Pool"


def _game_over(s: LifeState, d: Data) -> str:
    r = s.result
    assert r is not None
    what = d["what"]
    if what == "reason":
        return base.game_over(END_WORDS[d["reason"]])
    if what == "multiplier":
        return f"World Drift {r.drift}: every Sub-total × {r.multiplier:.1f}"
    return "Final scores: " + ", ".join(f"{s.name(seat)} {score} ({r.bands[seat]})"
                                        for seat, score in enumerate(r.scores))


PHRASES: dict[str, Phrase] = {
    "setup": _setup,
    "first_player": base.starting_player,
    "reshuffled": lambda s, d: "The Event discard is shuffled into a new deck",
    "event": _event,
    "round": lambda s, d: f"Round {d['round']}",
    "market_refilled": lambda s, d: f"The Pattern Market is refilled ({d['count']} new)",
    "stability_check": _stability_check,
    "no_pledge": lambda s, d: "The table cannot meet the mitigation: no pledges are asked",
    "mitigated": _mitigated,
    "not_mitigated": lambda s, d: "Mitigation not met" + (" (pledges returned)" if any(d["pool"]) else ""),
    "drift": lambda s, d: f"World Drift +{d['amount']} → {d['drift']}",
    "project_dealt": _project_dealt,
    "end_trigger": lambda s, d: END_TRIGGER[d["reason"]],
    "local_drift": lambda s, d: f"Three local 🌀 become World Drift +1 → {d['drift']}",
    "converted": base.converted,
    "acquired": _shared.acquired,
    "touchpoint_given": _touchpoint_given,
    "touchpoint_asked": lambda s, d: (f"{verb(s.name(d['seat']), 'ask')} {s.name(d['other'])} for "
                                      f"1{TOKEN_EMOJI[d['token']]} (Touchpoint)"),
    "touchpoint_accepted": _touchpoint_accepted,
    "touchpoint_declined": lambda s, d: f"{verb(s.name(d['seat']), 'decline')} the request",
    "bought": _bought,
    "contributed": _contributed,
    "completed": _completed,
    "stabilized": _stabilized,
    "pledged": _pledged,
    "game_over": _game_over,
}
