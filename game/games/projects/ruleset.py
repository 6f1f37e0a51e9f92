"""Meaning Made's edition `projects` (seed 001) as a member of the game family (game.family.Ruleset).

Stateless: every method hands over to the module that owns the rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.family.errors import OptionError
from game.family.ruleset import BotKind, Event, Switch
from game.family.setup_fields import switch_values
from game.games.projects import bots, observe, rules
from game.games.projects.actions import Action
from game.games.projects.cards import CardSet, default_cards, load_cards
from game.games.projects.plugin import PLUGIN
from game.games.projects.setup import DIFFICULTIES, RECORD_FORMAT, ProjectsSetup, setup_from_dict
from game.games.projects.state import ProjectsState

SWITCHES = (
    Switch("fixed_first_player", "Fixed first player",
           "The starting player goes first every round (otherwise the first seat moves on one each "
           "round).", False, "DP1"),
    Switch("community_scaling", "Community Scaling (solo)",
           "The Community fills 0-3 spaces a round by Meaning (9-12: 0, 6-8: 1, 3-5: 2, 0-2: 3) "
           "instead of its difficulty's pace.", False, "P6"),
    Switch("solo_start_table", "Solo start table",
           "Solo Easy and Hard start with the seed's tokens, Vitals and Meaning (Easy 4/3/2, 6, 6; "
           "Hard 2/1/0, 4, 4) instead of the usual start (the seed makes it optional).", False,
           "DP16"),
    Switch("turn_order_tokens", "Later players start with extra tokens",
           "The players after the starting player start with more: 2nd +1☀️, 3rd +1☀️ 1🔍, "
           "4th +1☀️ 1🔍 1❤️, 5th +2☀️ 1🔍 1❤️, 6th +2☀️ 2🔍 1❤️.", False, "DP12"),
    Switch("head_start", "Legacy head start for later seats",
           "With four or five players, the seats that play later in rounds 1-3 start ahead on "
           "Legacy: 2, 1, 0, 2 in turn order (five: 2, 1, 0, 0, 2).", True, "DP14"),
    Switch("rising_drift", "Drift rises",
           "With four or more players, every Event from round 6 takes 1 Meaning more, and one more "
           "again every two rounds (rounds 6-7 +1, 8-9 +2, ...).", True, "DP15"),
)


class ProjectsRules:
    id = "projects"
    title = PLUGIN.title
    tagline = PLUGIN.tagline
    min_seats, max_seats = PLUGIN.seats
    solo_hint = "solo against the Community"
    has_cards = PLUGIN.has_cards  # the studio's provider: game/games/projects/faces.py
    rules_doc = "docs/projects.md"
    player_rules = ""
    # 2: DP11 (format 1 shuffled every Event in, whatever its mark); 3: DP13 (format 2 and before
    # ended a turn with its second action, so a late conversion never came up); 4: DP14 (format 3
    # and before started every Legacy at 0); 5: DP14 a whole Legacy a place (format 4 gave half);
    # 6: DP15 (format 5 and before played every Event as printed); 7: DP16 (format 6 and before
    # started solo by the start table and left the Great Storm out of the solo deck, and gave five
    # seats no head start)
    record_format = RECORD_FORMAT
    default_bot = "search-easy"
    solo_difficulties = DIFFICULTIES

    # -- setup -------------------------------------------------------------------------------
    def switches(self) -> tuple[Switch, ...]:
        return SWITCHES

    def make_setup(self, players: Sequence[str], seed: int, switches: Sequence[str] = (),
                   start_player: int | None = None, *, solo_difficulty: str = "standard",
                   **options: Any) -> ProjectsSetup:
        """``switches``: ``community_scaling`` (or ``community-scaling``) on, ``no_<name>`` off.
        ``options`` may carry ``event_top``, ``pattern_top`` and ``project_top`` (a fixed deal)."""
        values = switch_values(SWITCHES, switches, self.title)
        extra = set(options) - {"event_top", "pattern_top", "project_top"}
        if extra:
            raise OptionError(f"unknown setup option(s) for {self.title}: {', '.join(sorted(extra))}")
        tops = {k: tuple(v) for k, v in options.items()}
        return ProjectsSetup(tuple(players), seed, solo_difficulty, start_player=start_player,
                             **values, **tops)

    def setup_to_dict(self, setup: ProjectsSetup) -> dict[str, Any]:
        return setup.to_dict()

    def setup_from_dict(self, data: Any, src: str, record_format: int) -> ProjectsSetup:
        return setup_from_dict(data, src, record_format)

    # -- data --------------------------------------------------------------------------------
    def default_cards(self) -> CardSet:
        return default_cards()

    def load_cards(self, folder: str) -> CardSet:
        return load_cards(folder)

    # -- play --------------------------------------------------------------------------------
    def new_state(self, setup: ProjectsSetup, cards: CardSet | None = None,
                  narrate: bool = True) -> ProjectsState:
        return rules.new_game(setup, cards, narrate)

    # The engine's own functions, not wrappers: bots call these in every search iteration.
    legal_actions = staticmethod(rules.legal_actions)
    why_illegal = staticmethod(rules.why_illegal)
    determinize = staticmethod(observe.determinize)
    candidate_actions = staticmethod(bots.candidate_actions)
    rewards = staticmethod(bots.rewards)

    def apply(self, state: ProjectsState, action: Action, check: bool = True) -> list[Event]:
        return rules.apply(state, action, check)

    def narrate(self, state: ProjectsState, events: Sequence[Event]) -> list[str]:
        # Every event carries the sentence it was told in (ProjectsState.say).
        return [str(e.data["text"]) for e in events if "text" in e.data]

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    # -- what a seat may know (ruling G2) ----------------------------------------------------
    def observe(self, state: ProjectsState, seat: int | None = None) -> dict[str, Any]:
        return observe.observe(state, seat)

    def fingerprint(self, state: ProjectsState) -> int:
        return observe.fingerprint(state)

    def final_summary(self, state: ProjectsState) -> dict[str, Any]:
        return observe.final_summary(state)

    def snapshot(self, state: ProjectsState) -> tuple[frozenset[str], tuple[int, int, int]]:
        return observe.snapshot(state)

    def reveals(self, before: Any, after: Any) -> bool:
        return bool(after[0] - before[0]) or after[1] != before[1]

    def deal_signature(self, cards: CardSet) -> Any:
        # The shuffles start from the ids in file order (G1); names and texts do not matter.
        return (cards.event_ids, cards.pattern_ids, cards.project_ids, cards.stewardship)

    # -- bots ------------------------------------------------------------------------------------
    def bot_kinds(self) -> tuple[BotKind, ...]:
        return ()  # the shared random and search bots

    def make_game_bot(self, kind: str, seed: int) -> Any:
        raise OptionError(f"{self.title} has no bots of its own; use random or search")


PROJECTS = ProjectsRules()
