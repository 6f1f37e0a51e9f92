"""The log's sentences for edition `initiatives`: the rules emit events of plain data, this words
each one, reading the state as it is when the event happens (names, cards, the tracks)."""

from __future__ import annotations

from game.family.words import ordinal, verb
from game.games.initiatives.cards import LAYER_EMOJI, LAYER_NAMES, RESTRICTION_TEXT, TOKEN_EMOJI
from game.games.initiatives.state import COMMUNITY, STALL_ROUND, GameState
from game.games.meaning_made import narrate_base as base
from game.games.meaning_made.narrate_base import Data, Phrase

_shared = base.Shared(TOKEN_EMOJI)
tokens_text = _shared.tokens
DECK_LABEL = {"pattern": "Pattern", "initiative": "Initiative", "event": "Event"}
GAME_OVER = {"end_initiative": "the End Initiative completes — the world survives",
             "collapse": "Meaning reaches 0 — the world collapses",
             "stalled": f"{STALL_ROUND} rounds without an end — the game is stalled",
             "rounds": "the last round of the Competitive game is over"}


def _game_start(s: GameState, d: Data) -> str:
    names = ", ".join(p.name for p in s.players)
    return f"Meaning Made — {len(s.players)} seat(s): {names}; seed {d['seed']}"


def _setup(s: GameState, d: Data) -> str:
    what = d["what"]
    if what == "variants":
        return "Variants: " + ", ".join(d["names"])
    if what == "later_seats":
        extras = ", ".join(f"{s.name(seat)} +{tokens_text(more)}"
                           for seat, more in zip(d["seats"], d["tokens"], strict=True))
        return f"Later players start with extra tokens: {extras}"
    # "box" (I16): part of the Initiative deck stays out of the game
    return (f"This game uses {d['in_game']} of the {d['in_game'] + d['boxed']} Initiatives; "
            "the rest stay in the box, unseen")


def _first_player(s: GameState, d: Data) -> str:
    if d.get("what") == "start":
        return f"{base.starting_player(s, d)}; Meaning starts at {d['meaning']}"
    return f"The first-player marker passes to {s.name(d['seat'])}"


def _round(s: GameState, d: Data) -> str:
    if d["event"] is None:
        return base.round_without_event(d["round"])
    ev = s.cards.events[d["event"]]
    return f"Round {d['round']} — Event: {ev.name}, −{d['loss']} Meaning → {d['meaning']}"


def _token_lost(s: GameState, d: Data) -> str:
    return f"{verb(s.name(d['seat']), 'lose')} 1{TOKEN_EMOJI[d['token']]} ({d['mode']})"


def _touchpoint_failed(s: GameState, d: Data) -> str:
    return f"{verb(s.name(d['seat']), 'have')} no {TOKEN_EMOJI[d['token']]}: the Touchpoint fails"


def _obtained(s: GameState, d: Data) -> str:
    card = s.cards.patterns[d["card"]]
    p = s.players[d["seat"]]
    cost = tokens_text(d["paid"])
    if card.cost_vitals:
        cost += f" and {card.cost_vitals}🛡️"
    line = (f"{verb(p.name, 'obtain')} {card.name} for {cost} into "
            f"{LAYER_EMOJI[card.layer]} {LAYER_NAMES[card.layer].title()}")
    if card.bonus:
        line += f"; bonus {card.bonus.text()}"
    if p.vitals == 0:
        line += "; Vitals 0, vulnerable"
    return line


def _contributed(s: GameState, d: Data) -> str:
    slot = s.slot_of(d["card"])
    assert slot is not None
    if d["seat"] == COMMUNITY:  # I12: the solo Community places a marker, paying nothing
        return f"The Community places its marker on {slot.card.name}, {ordinal(len(slot.contributors))}"
    paid = d["paid"]
    what = tokens_text(paid) if any(paid) else "no tokens (joining for a signature, I4)"
    line = f"{verb(s.name(d['seat']), 'contribute')} {what} to {slot.card.name}"
    if d["joined"]:
        line += f", marker {ordinal(len(slot.contributors))}"
    return line


def _recycled(s: GameState, d: Data) -> str:
    who = s.name(d["seat"])
    if d["deck"] == "prism":
        shown = ", ".join(s.cards.patterns[c].name for c in s.prism if c is not None)
        return f"{verb(who, 'recycle')} the Pattern Prism: {shown or 'no cards remain'}"
    gone = ", ".join(s.cards.initiatives[c].name for c in d["gone"])
    shown = ", ".join(slot.card.name for slot in s.index if slot is not None)
    return f"{verb(who, 'recycle')} the Initiative Index ({gone or 'empty spaces'}): now {shown or 'empty'}"


def _reshuffled(s: GameState, d: Data) -> str:
    return f"The {DECK_LABEL[d['deck']]} discard is shuffled into a new deck ({d['count']} cards)"


def _completed(s: GameState, d: Data) -> str:
    card = s.cards.initiatives[d["card"]]
    awards = ", ".join(f"{s.name(seat)} +{points}"
                       for seat, points in zip(d["contributors"], d["legacy"], strict=False))
    legacy = f" — Legacy: {awards}" if awards else ""
    return f"{card.name} completes{legacy}; Meaning +{card.meaning} → {d['meaning']}"


def _completion_bonus(s: GameState, d: Data) -> str:
    grant = s.cards.initiatives[d["card"]].bonus[d["grant"]]
    names = "everyone" if grant.who == "all" else ", ".join(s.name(seat) for seat in d["seats"])
    return f"Completion bonus: {names} {grant.gain.text()}"


def _completion_penalty(s: GameState, d: Data) -> str:
    return f"Completion penalty: {s.cards.initiatives[d['card']].name} flips an Event"


def _index_dealt(s: GameState, d: Data) -> str:
    if d["card"] is None:
        return "The Initiative deck is empty: the space stays empty"
    return f"{s.cards.initiatives[d['card']].name} joins the Initiative Index"


def _event_flipped(s: GameState, d: Data) -> str:
    ev = s.cards.events[d["event"]]
    effects = ev.effects_text()
    return f"Flipped Event: {ev.name} (Meaning change ignored){': ' + effects if effects else ''}"


def _vitals_lost(s: GameState, d: Data) -> str:
    vit = ", ".join(f"{p.name} {p.vitals}" for p in s.players)
    return f"Every player loses {d['amount']}🛡️ — Vitals: {vit}"


def _community_waits(s: GameState, d: Data) -> str:
    if d["what"] == "easy":
        return "The Community waits this round (Easy: it places every other round)"
    return "The Community finds no open space"


def _game_over(s: GameState, d: Data) -> str:
    r = s.result
    assert r is not None
    what = d["what"]
    if what == "reason":
        return base.game_over(GAME_OVER[d["reason"]])
    if what == "scores":
        scores = ", ".join(f"{p.name} {sc} ({p.vitals}🛡️ + {p.legacy}🌳)"
                           for p, sc in zip(s.players, r.scores, strict=True))
        return f"Final scores: {scores}"
    if what == "winners":
        return "Winner: " + " and ".join(s.name(seat) for seat in r.winners) if r.winners else "Nobody wins"
    return f"Final Meaning {r.meaning}: {r.band}" + (f"; solo result: {r.solo_band}" if r.solo_band else "")


PHRASES: dict[str, Phrase] = {
    "game_start": _game_start,
    "setup": _setup,
    "first_player": _first_player,
    "round": _round,
    "restriction": lambda s, d: f"Restriction: {RESTRICTION_TEXT[d['restriction']]}",
    "vitals_lost": _vitals_lost,
    "acquired": _shared.acquired,
    "converted": base.converted,
    "obtained": _obtained,
    "contributed": _contributed,
    "touchpoint_started": _shared.offered,
    "touchpoint_accepted": _shared.accepted,
    "touchpoint_declined": base.declined,
    "touchpoint_failed": _touchpoint_failed,
    "token_lost": _token_lost,
    "recycled": _recycled,
    "community_marker_back": lambda s, d: "The Community's marker goes back to the Community",
    "reshuffled": _reshuffled,
    "completed": _completed,
    "completion_bonus": _completion_bonus,
    "completion_penalty": _completion_penalty,
    "index_dealt": _index_dealt,
    "no_event": lambda s, d: "No Event is left to flip",
    "event_flipped": _event_flipped,
    "stability_window": base.stability_window,
    "donated": base.donated,
    "passed": base.passed,
    "cannot_donate": base.cannot_donate,
    "solo_penalty": base.solo_penalty,
    "community_waits": _community_waits,
    "game_over": _game_over,
}
