"""Log lines for ORGANISM's events: the engine returns plain data, this phrases it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.family.ruleset import Event
from game.games.organism.actions import DIR_NAMES, LETTERS, TYPES
from game.games.organism.state import FIELD_KINDS, STALL_TURNS, OrganismState


def narrate_events(state: OrganismState, events: Sequence[Event]) -> list[str]:
    from game.family.words import listing, verb, whose

    names = list(state.players)
    name = state.board.name

    def who(seat: int) -> str:
        return "RAIN" if seat >= len(names) else names[seat]

    def obj(seat: int) -> str:
        return "you" if who(seat) == "You" else who(seat)

    def whose_(seat: int) -> str:
        return whose(who(seat))

    lines = []
    for e in events:
        d: Any = e.data
        k = e.kind
        if k == "game_start":
            lines.append(f"ORGANISM, seed {d['seed']}: power {d['threshold']} wins. "
                         f"{verb(who(d['start']), 'start')}.")
        elif k == "turn":
            lines.append(f"— {whose_(d['seat'])} turn —")
        elif k == "introduced":
            placed = ", ".join(f"{TYPES[t].upper()} at {name(c)}" for c, t in zip(d["cells"], d["order"],
                                                                                    strict=True))
            lines.append(f"{verb(who(d['seat']), 'introduce')} an organism: {placed}.")
            if d["cleared"]:
                lines.append(f"Cleared from around the home: {', '.join(name(c) for c, _ in d['cleared'])}.")
        elif k == "held":
            lines.append(f"{verb(who(d['seat']), 'hold')} the centre: +{d['power']} power.")
        elif k == "chose":
            lines.append(f"{verb(who(d['seat']), 'choose')} {TYPES[d['type']].upper()} for the organism at "
                         f"{name(d['cell'])}: {d['actions']} action{'s' if d['actions'] != 1 else ''}.")
        elif k == "stopped":
            if d["left"]:
                lines.append(f"{verb(who(d['seat']), 'stop')}, leaving {d['left']} action(s) unused.")
        elif k == "ate":
            lines.append(f"EAT at {name(d['eater'])} eats {name(d['space'])}: +{d['food']} food.")
        elif k == "grew":
            lines.append(f"{verb(who(d['seat']), 'grow')} a {TYPES[d['type']].upper()} at {name(d['cell'])} "
                         f"for {d['cost']} food.")
        elif k == "moved":
            extra = f", taking {d['found']} food" if d["found"] else ""
            jump = f" (a jump: {d['cost']} moves)" if d["cost"] > 1 else ""
            what = TYPES[d.get("was", d["type"])].upper()
            jump = " (free: SLIDE)" if d["cost"] == 0 else jump
            changed = d.get("was", d["type"]) != d["type"]  # METAMORPHOSE
            became = f", becoming a {TYPES[d['type']].upper()}" if changed else ""
            lines.append(f"{what} moves {name(d['src'])} → {name(d['dst'])}{extra}{jump}{became}.")
        elif k == "no_action":
            lines.append(f"MERGE: {whose_(d['seat'])} elements all act in merged organisms others control.")
        elif k == "echoed":
            lines.append(f"ECHO: {verb(who(d['seat']), 'echo')} one {TYPES[d['type']].upper()} action "
                         f"with the organism at {name(d['cell'])}.")
        elif k == "avenged":
            lines.append(f"AVENGE: {verb(who(d['seat']), 'spend')} a free turn, taken after this one.")
        elif k == "avenge_gained":
            lines.append(f"AVENGE: {verb(who(d['seat']), 'gain')} a free turn to spend later.")
        elif k == "free_turn":
            lines.append(f"AVENGE: {whose_(d['seat'])} free turn.")
        elif k == "transmuted":
            lines.append(f"TRANSMUTE: the {TYPES[d['from']].upper()} at {name(d['cell'])} counts as a "
                         f"{TYPES[d['type']].upper()} this turn (one food).")
        elif k == "combusted":
            lines.append(f"COMBUST: {verb(who(d['seat']), 'burn')} the {TYPES[d['from']].upper()} at "
                         f"{name(d['cell'])} for two {TYPES[d['type']].upper()} actions.")
        elif k == "grew_field":
            lines.append(f"{verb(who(d['seat']), 'grow')} a {FIELD_KINDS[d['kind']].upper()} field at "
                         f"{name(d['cell'])} for {d['cost']} food.")
        elif k == "shifted":
            lines.append(f"The {FIELD_KINDS[d['kind']].upper()} field moves {name(d['src'])} → "
                         f"{name(d['dst'])}.")
        elif k == "pushed":
            path = " → ".join(name(c) for c in d["path"])
            lines.append(f"PUSH: {path} ({len(d['path']) - 1} moves).")
        elif k == "pulsed":
            lines.append(f"PULSE: the organism moves {DIR_NAMES[d['dir']]} as one (two food).")
        elif k == "contracted":
            lines.append(f"CONTRACT: {len(d['moves'])} element(s) step toward {name(d['cell'])}.")
        elif k == "annihilated":
            lines.append(f"Two PILLARs touch and are annihilated: {', '.join(name(c) for c in d['cells'])}.")
        elif k == "immolated":
            lines.append(f"IMMOLATE: {whose_(d['seat'])} {FIELD_KINDS[d['kind']].upper()} field drops at "
                         f"{name(d['cell'])}.")
        elif k == "regenerated":
            lines.append(f"REGENERATE: {verb(who(d['seat']), 'grow')} the {TYPES[d['type']].upper()} back at "
                         f"{name(d['cell'])} for {d['cost']} food.")
        elif k == "declined":
            lines.append(f"REGENERATE: {verb(who(d['seat']), 'let')} the {TYPES[d['type']].upper()} lost at "
                         f"{name(d['cell'])} go.")
        elif k == "inherited":
            if d["fields"]:
                what = "neutral fields" if "pattern" not in d else "the fields of the pattern chosen"
                lines.append(f"INHERIT: {what} lie at " + ", ".join(
                    f"{name(c)} ({FIELD_KINDS[kind]})" for c, kind in d["fields"]) + ".")
        elif k == "circulated":
            lines.append(f"One food circulates {name(d['src'])} → {name(d['dst'])}.")
        elif k == "disrupted":
            lines.append(f"{whose_(d['seat'])} {TYPES[d['type']].upper()} at {name(d['cell'])} is disrupted "
                         f"by {listing([obj(s) for s in d['by']])} (+1 power each).")
        elif k == "died":
            lines.append(f"{whose_(d['seat'])} organism at {name(d['cells'][0])} fails integrity: "
                         f"{len(d['cells'])} element(s) removed.")
        elif k == "sacrifice":
            gainers = [who(s) for s in sorted(set(d["to"]))]
            base = verb(gainers[0], "gain") if len(gainers) == 1 else f"{listing(gainers)} gain"
            lines.append(f"A sacrifice: {base} power back.")
        elif k == "integrity_power":
            lines.append(f"{verb(who(d['seat']), 'gain')} 1 power for the organisms that failed.")
        elif k == "reclaimed":
            lines.append(f"RECLAIM: {verb(who(d['seat']), 'gain')} a food at {name(d['cell'])}.")
        elif k == "synchronized":
            lines.append(f"SYNCHRONIZE: one more {TYPES[d['type']].upper()} action.")
        elif k == "second_turn":
            lines.append(f"ACCELERATE: {whose_(d['seat'])} second turn (each organism another type).")
        elif k == "rain_turn":
            lines.append(f"— RAIN's turn {d['turn']} —")
        elif k == "rain_rolled":
            what = f"a {TYPES[d['type']].upper()} falls into column {d['column']}"
            lines.append(f"RAIN rolls {TYPES[d['type']].upper()} and {d['column']}: "
                         f"{what if d['placed'] else 'nothing falls'}.")
        elif k == "rain_washed":
            what = TYPES[d["type"]].upper()
            owner = whose_(d["seat"])
            owner = "your" if owner == "Your" else owner
            lines.append(f"RAIN washes away {owner} {what} at {name(d['cell'])}.")
        elif k == "game_over":
            if d["reason"] == "stalled":
                lines.append(f"The game stalls after {STALL_TURNS} turns (O7): nobody wins.")
            elif d["reason"] == "rain":
                lines.append(f"RAIN reaches {state.setup.rain_threshold} power: you survived "
                             f"{state.result.survived if state.result else 0} turns.")
            else:
                why = "three organisms" if d["reason"] == "three_organisms" else "power"
                ending = "s" if len(d["winners"]) == 1 else ""
                lines.append(f"{listing([who(s) for s in d['winners']])} win{ending} by {why}.")
    return lines


def seat_letters(order: Sequence[int]) -> str:
    return "".join(LETTERS[t] for t in order)
