"""Legality lives in one place: what the table says of a card agrees with legal_actions."""

from __future__ import annotations

from conftest import make

from game.family.rng import Rng
from game.games.initiatives.rules import apply, contribute_blocker, legal_actions, obtain_blocker, why_illegal


def test_card_blockers_agree_with_legal_actions_over_random_games() -> None:
    checked = 0
    for seed in range(40):
        s = make(3, seed=seed, tokens=(2, 1, 1))
        rng = Rng(seed)
        while s.result is None and s.round < 8:
            legal = legal_actions(s)
            if not s.pending:
                for cid in s.prism:
                    if cid is None:
                        continue
                    can = any(a.kind == "obtain" and a.target == cid for a in legal)
                    assert (obtain_blocker(s, cid) is None) == can, (seed, cid)
                    checked += 1
                for slot in s.slots():
                    cid = slot.card.id
                    can = any(a.kind == "contribute" and a.target == cid for a in legal)
                    reason = contribute_blocker(s, cid)
                    assert (reason is None) == can, (seed, cid, reason)
                    checked += 1
            apply(s, rng.choice(legal))
    assert checked > 2000


def test_a_refused_obtain_says_what_the_card_blocker_says() -> None:
    s = make(2, tokens=(0, 0, 0), prism=("shell", "skin", "membrane", "husk", "pulse", "growth"))
    from game.games.initiatives.actions import Action

    reason = obtain_blocker(s, "shell")
    assert reason is not None and reason.startswith("needs")
    assert why_illegal(s, Action("obtain", "shell")) == reason
