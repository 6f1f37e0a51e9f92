"""Meaning Made `initiatives` in the balance lab: one game of a lab job played by bots, with the
card-level record its report reads (which Initiatives were seen and done, what each Event cost,
who joined the End Initiative). The lab asks for it through the game's plug-in (``lab_play``)."""

from __future__ import annotations

from typing import Any

from game.bots import bot_seed, make_bot
from game.games.initiatives.card_loader import default_cards, load_cards
from game.games.initiatives.cards import CardSet
from game.games.initiatives.options import Setup, Variants
from game.games.initiatives.rules import apply
from game.games.initiatives.setup import new_game
from game.games.initiatives.setup import start_meaning as game_start_meaning

_CARDS: dict[tuple[str | None, str], CardSet] = {}


def _cards(folder: str | None, edition: str) -> CardSet:
    key = (folder, edition)
    if key not in _CARDS:
        _CARDS[key] = load_cards(folder, edition) if folder else default_cards(edition)
    return _CARDS[key]


def play(job: Any) -> dict[str, Any]:
    """Play one lab game (a ``game.lab.runner.LabJob``) and return the plain-data record the
    card-level report reads (docs/balance.md)."""
    cards = _cards(job.cards_folder, job.edition)
    names = tuple(f"Seat {i + 1}" for i in range(job.players))
    setup = Setup(names, job.seed, job.variants if job.variants is not None else Variants(), job.difficulty,
                  job.start_player,
                  edition=job.edition)
    state = new_game(setup, cards, narrate=False)
    bots = [make_bot(kind, bot_seed(job.seed, k, job.index)) for k, kind in enumerate(job.bots)]
    seen_inits: set[str] = set()
    events: list[dict[str, Any]] = []
    last_round = 0
    start_meaning = game_start_meaning(setup)
    vitals_before = sum(p.vitals for p in state.players)
    steps = 0

    def note_round() -> None:
        nonlocal last_round
        if state.round != last_round:
            last_round = state.round
            vit = sum(p.vitals for p in state.players)
            revealed = list(state.events_in_play)
            hist = state.meaning_history
            before = hist[state.round - 2] if state.round >= 2 and len(hist) >= state.round - 1 \
                else start_meaning
            for k, eid in enumerate(revealed):
                ev = cards.events[eid]
                loss = before - state.meaning if len(revealed) == 1 else min(ev.meaning, before)
                events.append({"id": eid, "round": state.round, "loss": loss,
                               "vitals_lost": max(0, vitals_before - vit) if k == 0 else 0,
                               "collapse": state.result is not None and state.result.reason == "collapse"
                               and k == len(revealed) - 1})
        for slot in state.index:
            if slot is not None:
                seen_inits.add(slot.card.id)

    end_order: list[int] = []
    note_round()
    while state.result is None:
        seat = state.to_move()
        assert seat is not None
        action = bots[seat].choose(state)
        vitals_before = sum(p.vitals for p in state.players)
        apply(state, action, check=False)
        steps += 1
        if state.end_slot is not None and len(state.end_slot.contributors) > len(end_order):
            end_order = list(state.end_slot.contributors)
        note_round()
    r = state.result
    assert r is not None
    order_pos = [(s - state.start_player) % job.players for s in range(job.players)]
    return {
        "index": job.index,
        "seed": job.seed,
        "start": job.start_player,
        "difficulty": job.difficulty,
        "bots": list(job.bots),
        "reason": r.reason,
        "rounds": state.round,
        "meaning": r.meaning,
        "meaning_history": list(state.meaning_history),
        "winners": list(r.winners),
        "scores": list(r.scores),
        "legacy": [p.legacy for p in state.players],
        "vitals": [p.vitals for p in state.players],
        "start_player": state.start_player,
        "turn_position": order_pos,
        "solo_band": r.solo_band,
        "patterns": [[c for layer in p.palette for c in layer] for p in state.players],
        "outputs": [list(p.outputs) for p in state.players],
        "initiatives_seen": sorted(seen_inits),
        "initiatives_done": list(state.init_done),
        "events": events,
        "actions": steps,
        # seats in the order they joined the End Initiative (COMMUNITY is -1)
        "end_order": end_order,
    }
