"""Moving through a campaign: map → chapter intro → the table → debrief → next chapter.

The campaign scenes ask for one another through here (as the other scenes do through
game/ui/navigate.py), so none imports another: the router finds each screen when it opens.
This module also keeps what every campaign scene shares: the campaigns, the player's profile and
a chapter game in progress (:class:`ChapterRun`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.campaign import (
    Campaign,
    CampaignError,
    Chapter,
    Outcome,
    Profile,
    ProfileError,
    Tracker,
    load_all,
    load_profile,
    record_game,
    save_profile,
)
from game.campaign.objectives import Evaluation
from game.campaign.play import attempt_seed, new_match, save_path
from game.campaign.profile import clean_stale_writes, keep_aside
from game.family import data_folder
from game.family.match import Match
from game.ui import navigate, saves
from game.ui.saves import SeatConfig
from game.ui.session import Session
from game.ui.theme import SEAT_COLOUR_ORDER

if TYPE_CHECKING:
    from game.ui.app import App


@dataclass
class Book:
    """The campaigns and the player's progress, as the campaign scenes share them."""

    campaigns: list[Campaign]
    profile: Profile
    problem: str | None = None  # a campaign file or the profile could not be read
    damaged: Path | None = None  # the unreadable profile, kept where it is until the player acts

    @property
    def playable(self) -> bool:
        return self.problem is None

    def save(self) -> str | None:
        """Keep the profile; None, or one line saying why it could not be kept."""
        try:
            save_profile(self.profile)
        except OSError as exc:
            return f"Campaign progress not saved ({exc.strerror or exc})"
        return None

    def start_afresh(self) -> str:
        """The player chose to start over after a damaged profile: move it aside, start anew."""
        kept = keep_aside(self.damaged) if self.damaged is not None else None
        if self.damaged is not None and kept is None:
            return f"{self.damaged} could not be moved aside; nothing was changed"
        self.profile, self.problem, self.damaged = Profile(), None, None
        problem = self.save()
        where = f" The damaged file is kept as {kept.name}." if kept is not None else ""
        return (problem or "A new campaign profile is started.") + where


def open_book(folder: Path | None = None) -> Book:
    """The campaigns in ``folder`` (default: campaigns/) and the saved profile."""
    clean_stale_writes()
    try:
        campaigns = load_all(folder) if folder is not None else load_all()
    except CampaignError as exc:
        more = f" (and {len(exc.errors) - 1} more)" if len(exc.errors) > 1 else ""
        return Book([], Profile(), f"The campaign files have a problem: {exc.errors[0]}{more}")
    try:
        profile = load_profile()
    except ProfileError as exc:
        return Book(campaigns, Profile(), str(exc), exc.path)
    return Book(campaigns, profile)


@dataclass
class ChapterRun:
    """One chapter game at the table: its objective tracked as it goes, recorded once it ends."""

    book: Book
    campaign: Campaign
    chapter: Chapter
    tracker: Tracker = field(init=False)
    seen: int = 0  # actions the tracker has seen
    outcome: Outcome | None = None  # set when the finished game was recorded
    evaluation: Evaluation | None = None
    save_problem: str | None = None

    def __post_init__(self) -> None:
        self.tracker = Tracker(self.chapter.objective, self.chapter.player_seat, self.chapter.game)

    def follow(self, game: Match) -> None:
        """Bring the tracker up to the game: one new action is observed with its events; an
        undo, a resumed save or reloaded cards replay the game from its start."""
        n = len(game.actions)
        if n == self.seen:
            return
        if n == self.seen + 1 and self.seen > 0:
            self.tracker.observe(game.state, game.last_events)
        else:
            self.tracker = Tracker(self.chapter.objective, self.chapter.player_seat, self.chapter.game)
            replay = Match(game.rules, game.setup, game.cards)
            self.tracker.observe(replay.state)
            for action in game.actions:
                replay.play(action)
                self.tracker.observe(replay.state, replay.last_events)
        self.seen = n

    def finish(self, game: Match) -> Outcome:
        """Evaluate the finished game and keep it in the profile (once)."""
        if self.outcome is None:
            self.follow(game)
            self.evaluation = self.tracker.evaluate(game.state)
            self.outcome = record_game(self.book.profile, self.campaign, self.chapter, self.evaluation)
            self.save_problem = self.book.save()
            save_path(self.campaign.id, self.chapter.id).unlink(missing_ok=True)
        return self.outcome


class CampaignSession(Session):
    """A chapter game: saved after every action in its own file, never over the Continue game."""

    def __init__(self, game: Match, seats: list[SeatConfig], path: Path) -> None:
        self.path = path
        super().__init__(game, seats)

    def _save(self) -> None:
        try:
            saves.save_game(self.game, self.seats, self.path)
            self.save_error = None
        except OSError as exc:
            self.save_error = f"autosave failed: {exc.strerror or exc}"


def seat_configs(chapter: Chapter) -> list[SeatConfig]:
    return [SeatConfig(s.name, SEAT_COLOUR_ORDER[i % len(SEAT_COLOUR_ORDER)], s.bot or "human")
            for i, s in enumerate(chapter.seats)]


def has_save(campaign: Campaign, chapter: Chapter) -> bool:
    try:
        return save_path(campaign.id, chapter.id).is_file()
    except OSError:
        return False


# -- moving ------------------------------------------------------------------------------------
def to_map(app: App, book: Book | None = None, campaign_id: str | None = None,
           chapter_id: str | None = None) -> None:
    app.replace(navigate.screen("campaign_map")(app, book or open_book(), campaign_id, chapter_id))


def to_intro(app: App, book: Book, campaign: Campaign, chapter: Chapter) -> None:
    app.replace(navigate.screen("chapter_intro")(app, book, campaign, chapter))


def start_chapter(app: App, book: Book, campaign: Campaign, chapter: Chapter, resume: bool) -> None:
    """Seat the chapter at its table: resumed from its save, or dealt anew (the save of an
    abandoned attempt is then replaced)."""
    path = save_path(campaign.id, chapter.id)
    if resume:
        try:
            game, seats = saves.load_game(path)
        except saves.SaveError as exc:
            kept = data_folder.set_aside(path) if exc.damaged else None
            app.say(f"The chapter's saved game could not be opened ({exc})"
                    + (f"; kept as {kept.name}" if kept else ""), 8)
            return
    else:
        game = new_match(chapter, attempt_seed(chapter))
        seats = seat_configs(chapter)
    session = CampaignSession(game, seats, path)
    if not resume:
        session._save()  # an attempt left before its first move resumes on the same deal
    app.game_id = chapter.game
    run = ChapterRun(book, campaign, chapter)
    run.follow(game)
    app.replace(navigate.screen("campaign_table")(app, session, run))


def to_debrief(app: App, run: ChapterRun, session: Session) -> Any:
    scene = navigate.screen("campaign_debrief")(app, run, session)
    app.push(scene)
    return scene
