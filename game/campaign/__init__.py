"""Solo campaigns: chapters with objectives and stars, progress that lasts (docs/campaign.md).

Pure Python (no pygame): the campaign files' schema and loader, objectives evaluated on real
games, the player's profile, unlocking, and the lab's measure of each chapter. The scenes that
show them are ``game/ui/scenes/campaign_*.py``.
"""

from game.campaign.loader import CAMPAIGNS_ROOT, CampaignError, load_all, load_campaign
from game.campaign.objectives import KINDS, Evaluation, Objective, Tracker, evaluate_game, live_line
from game.campaign.profile import Profile, ProfileError, load_profile, save_profile
from game.campaign.progress import (
    Outcome,
    campaign_open,
    chapter_open,
    finished,
    lock_reason,
    next_chapter,
    record_game,
)
from game.campaign.schema import Campaign, Chapter, Reward, Seat

__all__ = [
    "CAMPAIGNS_ROOT", "KINDS", "Campaign", "CampaignError", "Chapter", "Evaluation", "Objective",
    "Outcome", "Profile", "ProfileError", "Reward", "Seat", "Tracker", "campaign_open",
    "chapter_open", "evaluate_game", "finished", "live_line", "load_all", "load_campaign",
    "load_profile", "lock_reason", "next_chapter", "record_game", "save_profile",
]
