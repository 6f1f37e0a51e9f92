"""Exploratory life games for docs/life-balance.md ("What was tried"): rounds, end reasons, when the
first Layer 10 tile was face up, and the actions taken, from the checkout. Run from the project root:
    python docs/balance/life/tuning/explore.py --games 24 [--cards DIR] [--oldbot]
--oldbot puts back the evaluation constants before commit 767b72c (its token change aside)."""

import argparse
import collections
import time

from game.bots import bot_seed, make_bot
from game.family import ruleset
from game.lab.runner import game_seed

ap = argparse.ArgumentParser()
ap.add_argument("--bots", default="search-lab")
ap.add_argument("--games", type=int, default=20)
ap.add_argument("--players", type=int, default=4)
ap.add_argument("--cards", default=None)
ap.add_argument("--seed", type=int, default=7)
ap.add_argument("--switch", action="append", default=[])
ap.add_argument("--oldbot", action="store_true")
a = ap.parse_args()
if a.oldbot:
    import game.life.bots as B

    B.TEMPERATURE_BASE, B.TEMPERATURE_SLOPE, B.ROUND_POINTS, B.SCORE_SCALE = 4.0, 0.0, 0.0, 50.0
rules = ruleset("life")
cards = rules.load_cards(a.cards) if a.cards else rules.default_cards()
agg = collections.Counter()
rounds = []
reasons = collections.Counter()
l10_first = []
l10_done = []
scores = []
wins_by_pos = collections.Counter()
t0 = time.time()
for g in range(a.games):
    seed = game_seed(a.seed, g // a.players)
    n = a.players
    setup = rules.make_setup(tuple(f"P{i + 1}" for i in range(n)), seed, a.switch, g % n)
    bots = [make_bot(a.bots, bot_seed(seed, k, g), rules) for k in range(n)]
    state = rules.new_state(setup, cards, narrate=False)
    first_l10 = None
    contrib_l10 = collections.Counter()
    while state.result is None:
        if first_l10 is None and any(s is not None and s.card.layer == 10 for s in state.row):
            first_l10 = state.round
        seat = state.to_move()
        act = bots[seat].choose(state)
        if not state.pending:
            agg[act.kind] += 1
            if act.kind == "contribute" and cards.projects[act.target].layer == 10:
                agg["contribute_l10"] += 1
                contrib_l10[seat] += sum(act.pay)
        elif act.kind == "pledge":
            agg["pledge_some" if any(act.pay) else "pledge_none"] += 1
        rules.apply(state, act, check=False)
    r = state.result
    rounds.append(state.round)
    reasons[r.reason] += 1
    l10_first.append(first_l10)
    agg["mitigated"] += sum(state.mitigated)
    agg["events"] += len(state.mitigated)
    agg["completed"] += len(state.project_discard)
    scores.append(sum(r.scores) / n)
    for w in r.winners:
        wins_by_pos[(w - state.start_player) % n] += 1 / len(r.winners)
    agg["final_drift"] += state.drift
    agg["l10_contributors"] += len(contrib_l10) if r.reason == "layer10" else 0
print(
    f"{a.games} games {time.time() - t0:.0f}s; rounds mean {sum(rounds) / len(rounds):.2f}",
    collections.Counter(rounds),
)
print("reasons", dict(reasons))
print("first L10 face-up round", collections.Counter(l10_first))
print("mean score", sum(scores) / len(scores), "final drift", agg["final_drift"] / a.games)
print("wins by pos", [round(wins_by_pos[k] / a.games, 3) for k in range(a.players)])
tot = sum(v for k, v in agg.items() if k in ("acquire", "buy", "contribute", "stabilize", "give", "request"))
print("actions/game", tot / a.games, {k: round(v / a.games, 2) for k, v in agg.items()})
