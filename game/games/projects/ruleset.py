"""Meaning Made's edition `projects` (seed 001) as a member of the game family (game.family.Ruleset):
its switches, setup and deal on the editions' one base (game/games/meaning_made/edition.py)."""

from __future__ import annotations

from typing import Any

from game.family.ruleset import BotKind, Switch
from game.games.meaning_made.edition import EditionRules
from game.games.projects import bots, cards, levels, observe, personalities, rules, setup, sharp
from game.games.projects.actions import Action
from game.games.projects.cards import CardSet
from game.games.projects.plugin import PLUGIN
from game.games.projects.setup import DIFFICULTIES, RECORD_FORMAT, ProjectsSetup
from game.games.projects.state import ProjectsState

SWITCHES = (
    Switch("fixed_first_player", "Fixed first player",
           "The starting player goes first every round (otherwise the first seat moves on one each "
           "round).", False, "DP1"),
    Switch("community_scaling", "Community Scaling (solo)",
           "The Community fills 0-3 spaces a round by Meaning (9-12: 0, 6-8: 1, 3-5: 2, 0-2: 3) "
           "instead of its difficulty's pace.", False, "P6"),
    Switch("solo_start_table", "Solo start table",
           "Solo Easy and Hard start from the printed solo table: tokens, Vitals and Meaning "
           "(Easy 4/3/2, 6, 6; Hard 2/1/0, 4, 4) instead of the usual start.", False,
           "DP16"),
    Switch("turn_order_tokens", "Later players start with extra tokens",
           "The players after the starting player start with more: 2nd +1☀️, 3rd +1☀️ 1🔍, "
           "4th +1☀️ 1🔍 1❤️, 5th +2☀️ 1🔍 1❤️, 6th +2☀️ 2🔍 1❤️.", False, "DP12"),
    Switch("head_start", "Legacy head start for later seats",
           "With two to five players, the seats that play later in rounds 1-3 start ahead on "
           "Legacy: 2, 1, 0, 2 in turn order (two: 0, 1; three: 0, 0, 1; five: 2, 1, 0, 0, 2).", True,
           "DP14"),
    Switch("rising_drift", "Drift rises",
           "Every Event takes 1 Meaning more from round 6 with four or more players (two: round 8; "
           "three: round 11), and one more again every two rounds after.",
           True, "DP15"),
    Switch("solo_clock", "Solo clock",
           "Solo Standard and Hard end after round 15 if nothing ended them sooner; the score "
           "(Vitals + Legacy) decides: 15 or more wins on Standard, 17 on Hard.",
           True, "DP17"),
)


class ProjectsRules(EditionRules):
    id = "projects"
    title = PLUGIN.title
    tagline = PLUGIN.tagline
    min_seats, max_seats = PLUGIN.seats
    solo_hint = "solo against the Community"
    has_cards = PLUGIN.has_cards  # the studio's provider: game/games/projects/faces.py
    rules_doc = "docs/projects.md"
    player_rules = "docs/how-to-play-projects.md"
    # 2: DP11 (format 1 shuffled every Event in, whatever its mark); 3: DP13 (format 2 and before
    # ended a turn with its second action, so a late conversion never came up); 4: DP14 (format 3
    # and before started every Legacy at 0); 5: DP14 a whole Legacy a place (format 4 gave half);
    # 6: DP15 (format 5 and before played every Event as printed); 7: DP16 (format 6 and before
    # started solo by the start table and left the Great Storm out of the solo deck, and gave five
    # seats no head start); 8: DP17 (format 7 and before played solo Standard and Hard with no
    # clock); 9: DP18 (format 8 and before played two seats by every table's numbers); 10: DP19
    # (format 9 and before paid the printed Stewardship at six seats)
    record_format = RECORD_FORMAT
    solo_difficulties = DIFFICULTIES

    engine = rules
    knowing = observe
    searching = bots
    personalities = personalities  # Alex, Brooke and Casey (docs/bots.md)
    bot_levels = levels.LEVELS  # New game's Easy, Standard, Hard
    card_reader = cards
    setup_reader = setup
    action_type = Action
    SWITCHES = SWITCHES
    setup_type = ProjectsSetup
    SETUP_OPTIONS = ("solo_difficulty",)

    def bot_kinds(self) -> tuple[BotKind, ...]:
        """The personalities, then the sharp search (game/games/projects/sharp.py)."""
        return (*super().bot_kinds(), BotKind(sharp.KIND, sharp.LABEL, sharp.DESCRIPTION))

    def make_game_bot(self, kind: str, seed: int) -> Any:
        if kind == sharp.KIND:
            return sharp.make_sharp_bot(self, seed)
        return super().make_game_bot(kind, seed)

    def lab_record(self, state: ProjectsState) -> dict[str, Any]:
        return observe.lab_record(state)

    def deal_signature(self, cards: CardSet) -> Any:
        # The shuffles start from the ids in file order (G1); names and texts do not matter.
        return (cards.event_ids, cards.pattern_ids, cards.project_ids, cards.stewardship)

PROJECTS = ProjectsRules()
