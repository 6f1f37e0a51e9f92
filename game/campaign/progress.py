"""What is open, and what a finished chapter changes: stars kept, chapters and rewards unlocked.

Pure functions over a :class:`Campaign` and a :class:`Profile`; the scenes and the tests call the
same ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.campaign.objectives import Evaluation
from game.campaign.profile import Profile
from game.campaign.schema import Campaign, Chapter, Reward


def campaign_open(campaign: Campaign, profile: Profile) -> bool:
    """Every campaign it requires is finished."""
    return all(req in profile.finished for req in campaign.requires)


def chapter_open(campaign: Campaign, profile: Profile, chapter: Chapter) -> bool:
    """The chapters it comes after each have a star, and the campaign has enough stars."""
    if not campaign_open(campaign, profile):
        return False
    if any(profile.stars(campaign.id, before) == 0 for before in chapter.unlock_after):
        return False
    return profile.total_stars(campaign.id) >= chapter.unlock_stars


def lock_reason(campaign: Campaign, profile: Profile, chapter: Chapter) -> str:
    """Why a chapter is shut, in words for its node on the map ("" when it is open)."""
    if not campaign_open(campaign, profile):
        return "finish " + ", ".join(campaign.requires) + " first"
    missing = [campaign.chapter(c).title for c in chapter.unlock_after if profile.stars(campaign.id, c) == 0]
    if missing:
        return "earn a star in " + " and ".join(missing) + " first"
    have = profile.total_stars(campaign.id)
    if have < chapter.unlock_stars:
        return f"needs {chapter.unlock_stars} stars in this campaign (you have {have})"
    return ""


def finished(campaign: Campaign, profile: Profile) -> bool:
    return all(profile.stars(campaign.id, c.id) > 0 for c in campaign.chapters)


def next_chapter(campaign: Campaign, profile: Profile, after: Chapter) -> Chapter | None:
    """The next open chapter after ``after``, in campaign order (None at the end)."""
    ids = [c.id for c in campaign.chapters]
    for chapter in campaign.chapters[ids.index(after.id) + 1:]:
        if chapter_open(campaign, profile, chapter):
            return chapter
    return None


@dataclass
class Outcome:
    """What one finished chapter game did to the profile, for the debrief."""

    stars: int  # this game's stars
    previous_stars: int  # the chapter's best before it
    new_best: bool  # a better measure than any earlier game
    opened: list[Chapter] = field(default_factory=list)  # chapters this game unlocked
    campaign_finished: bool = False  # this game finished the campaign
    rewards: list[Reward] = field(default_factory=list)  # rewards unlocked by this game

    @property
    def improved(self) -> bool:
        return self.stars > self.previous_stars


def record_game(profile: Profile, campaign: Campaign, chapter: Chapter,
                evaluation: Evaluation) -> Outcome:
    """Count a finished game in ``profile`` (changed in place) and say what it changed."""
    before_open = {c.id for c in campaign.chapters if chapter_open(campaign, profile, c)}
    was_finished = campaign.id in profile.finished
    rec = profile.record(campaign.id, chapter.id)
    previous = rec.stars
    rec.plays += 1
    if evaluation.stars:
        rec.starred += 1
    rec.stars = max(rec.stars, evaluation.stars)
    new_best = False
    if evaluation.required_ok and evaluation.measure is not None:
        m = evaluation.measure
        better = rec.best is None or (m > rec.best if chapter.objective.spec.higher else m < rec.best)
        if better:
            new_best = rec.best is not None or evaluation.stars > 0
            rec.best = m
    outcome = Outcome(evaluation.stars, previous, new_best)
    outcome.opened = [c for c in campaign.chapters
                      if c.id not in before_open and chapter_open(campaign, profile, c)]
    if not was_finished and finished(campaign, profile):
        profile.finished.append(campaign.id)
        outcome.campaign_finished = True
        for reward in campaign.rewards:
            if not profile.has_unlocked(reward.kind, reward.id):
                profile.unlocked.append({"kind": reward.kind, "id": reward.id, "text": reward.text,
                                         "campaign": campaign.id})
                outcome.rewards.append(reward)
    return outcome
