"""What finished campaigns give outside them: the card backs a player may choose in the settings
and the variants the New game screen offers.

A variant that a campaign rewards is shut on the New game screen until that campaign is
finished; the command line (``--variant``), records and the lab never check, so a designer's
playtests and old saves are untouched. When the campaign files or the profile cannot be read,
nothing is shut: a damaged file must not take a player's game options away.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.campaign.loader import CampaignError, load_all
from game.campaign.profile import Profile, ProfileError, load_profile
from game.campaign.schema import CARD_BACKS, DEFAULT_BACK, Campaign


@dataclass(frozen=True)
class Earnable:
    kind: str  # variant or card_back
    id: str
    campaign: str  # the title of the campaign that gives it
    earned: bool


def earnables(campaigns: list[Campaign], profile: Profile) -> list[Earnable]:
    """Every variant and card back a campaign gives, and whether this profile has it."""
    return [Earnable(r.kind, r.id, c.title, profile.has_unlocked(r.kind, r.id))
            for c in campaigns for r in c.rewards if r.kind in ("variant", "card_back")]


def read_progress() -> tuple[list[Campaign], Profile] | None:
    """The campaigns and the profile, or None when either cannot be read."""
    try:
        return load_all(), load_profile()
    except (CampaignError, ProfileError, OSError, ValueError):
        # ValueError: the cards a campaign names do not load (DataError, FileError); the title
        # says so itself, and nothing here may stop New game or the settings from opening.
        return None


def card_backs(progress: tuple[list[Campaign], Profile] | None) -> list[tuple[str, str]]:
    """The backs a player may choose, in order: (id, "" or what earns it). The classic back is
    always there; others are listed locked with the campaign that earns them."""
    out = [(DEFAULT_BACK, "")]
    if progress is None:
        return out
    for e in earnables(*progress):
        if e.kind == "card_back" and e.id in CARD_BACKS and all(e.id != b for b, _ in out):
            out.append((e.id, "" if e.earned else f"finish {e.campaign} to earn it"))
    return out


def locked_variants(game: str, progress: tuple[list[Campaign], Profile] | None) -> dict[str, str]:
    """Switch name -> why it is shut on the New game screen, for ``game``'s switches that a
    campaign of that game rewards and this player has not earned."""
    if progress is None:
        return {}
    campaigns, profile = progress
    out: dict[str, str] = {}
    for c in campaigns:
        for r in c.rewards:
            if r.kind == "variant" and c.game == game and not profile.has_unlocked("variant", r.id):
                out.setdefault(r.id, f"finish the campaign {c.title} to unlock it")
    return out
