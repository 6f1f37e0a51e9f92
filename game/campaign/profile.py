"""The player's campaign progress, kept in ``campaigns.json`` in the user data folder (the folder
of saves and settings, platformdirs or ``$MEANING_MADE_DATA_DIR``), written atomically.

Progress is what a player works evenings for, so a file that cannot be read is never reset
quietly: loading it raises :class:`ProfileError` with one line saying what is wrong, the file
stays where it is, and only when the player chooses to start afresh is it moved aside (kept as
``campaigns.damaged-<date>.json``) before a new profile is written.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.family.errors import FileError
from game.family.files import read_json, write_atomic

PROFILE_KIND = "meaning-made-campaign-profile"
PROFILE_FORMAT = 1
PROFILE_FILE = "campaigns.json"


class ProfileError(ValueError):
    """The profile file cannot be read; one line naming it. ``path``: the file, kept as it is."""

    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message)
        self.path = path


@dataclass
class ChapterRecord:
    stars: int = 0  # the most stars earned in one game
    best: int | None = None  # the best measure of a game that met the objective's requirement
    plays: int = 0  # finished games
    starred: int = 0  # finished games that earned at least one star

    def to_dict(self) -> dict[str, Any]:
        return {"stars": self.stars, "best": self.best, "plays": self.plays, "starred": self.starred}


@dataclass
class Profile:
    chapters: dict[str, dict[str, ChapterRecord]] = field(default_factory=dict)  # campaign -> chapter
    finished: list[str] = field(default_factory=list)  # campaigns with a star in every chapter
    unlocked: list[dict[str, str]] = field(default_factory=list)  # rewards: kind, id, text, campaign

    def record(self, campaign: str, chapter: str) -> ChapterRecord:
        return self.chapters.setdefault(campaign, {}).setdefault(chapter, ChapterRecord())

    def stars(self, campaign: str, chapter: str) -> int:
        rec = self.chapters.get(campaign, {}).get(chapter)
        return rec.stars if rec else 0

    def total_stars(self, campaign: str) -> int:
        return sum(r.stars for r in self.chapters.get(campaign, {}).values())

    def has_unlocked(self, kind: str, reward_id: str) -> bool:
        return any(u["kind"] == kind and u["id"] == reward_id for u in self.unlocked)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": PROFILE_KIND,
            "format": PROFILE_FORMAT,
            "campaigns": {cid: {"chapters": {ch: rec.to_dict() for ch, rec in recs.items()},
                                "finished": cid in self.finished}
                          for cid, recs in self.chapters.items()},
            "unlocked": list(self.unlocked),
        }

    @classmethod
    def from_dict(cls, data: Any, shown: str) -> Profile:
        """Read a profile's data; FileError (one line) when it is not one this version reads.
        Fields a newer version adds are ignored."""
        if not isinstance(data, dict) or data.get("kind") != PROFILE_KIND:
            raise FileError(f"{shown}: not a Meaning Made campaign profile")
        fmt = data.get("format")
        if isinstance(fmt, bool) or not isinstance(fmt, int) or not 1 <= fmt <= PROFILE_FORMAT:
            raise FileError(f"{shown}: field 'format': written by another version ({fmt!r})")
        campaigns = data.get("campaigns", {})
        if not isinstance(campaigns, dict):
            raise FileError(f"{shown}: field 'campaigns': must be a mapping")
        profile = cls()
        for cid, entry in campaigns.items():
            chapters = entry.get("chapters") if isinstance(entry, dict) else None
            if not isinstance(chapters, dict):
                raise FileError(f"{shown}: field 'campaigns.{cid}.chapters': must be a mapping")
            for ch, rec in chapters.items():
                profile.record(cid, ch).__dict__.update(_chapter_record(rec, f"{shown}: field "
                                                                              f"'campaigns.{cid}.chapters.{ch}'"))
            if entry.get("finished") is True:
                profile.finished.append(cid)
        unlocked = data.get("unlocked", [])
        if not isinstance(unlocked, list) or not all(
                isinstance(u, dict) and all(isinstance(u.get(k), str) for k in ("kind", "id", "text"))
                for u in unlocked):
            raise FileError(f"{shown}: field 'unlocked': must be a list of {{kind, id, text}}")
        profile.unlocked = [{k: str(v) for k, v in u.items() if isinstance(v, str)} for u in unlocked]
        return profile


def _chapter_record(rec: Any, where: str) -> dict[str, Any]:
    if not isinstance(rec, dict):
        raise FileError(f"{where}: must be a mapping")
    out: dict[str, Any] = {}
    for key, lo, hi in (("stars", 0, 3), ("plays", 0, 10**9), ("starred", 0, 10**9)):
        value = rec.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise FileError(f"{where}.{key}: must be a whole number from {lo} to {hi}, got {value!r}")
        out[key] = value
    best = rec.get("best")
    if best is not None and (isinstance(best, bool) or not isinstance(best, int)):
        raise FileError(f"{where}.best: must be a whole number or null, got {best!r}")
    out["best"] = best
    return out


def profile_path(folder: Path | None = None) -> Path:
    """``campaigns.json`` in ``folder`` (default: the user data folder, made if missing)."""
    if folder is None:
        from game.family.data_folder import data_dir

        folder = data_dir()
    return folder / PROFILE_FILE


def load_profile(path: Path | None = None) -> Profile:
    """The saved progress; a new profile when there is none yet; ProfileError when the file
    cannot be read (it is left as it is)."""
    try:
        path = path or profile_path()
    except OSError as exc:
        raise ProfileError(f"the data folder cannot be made ({exc.strerror or exc}); "
                           "campaign progress cannot be kept", Path(PROFILE_FILE)) from None
    if not path.exists():
        return Profile()
    try:
        return Profile.from_dict(read_json(path, path.name), path.name)
    except FileError as exc:
        raise ProfileError(f"Campaign progress could not be read: {exc}", path) from None


def save_profile(profile: Profile, path: Path | None = None) -> Path:
    """Write atomically (a kill mid-write leaves the old file whole); OSError if it fails."""
    path = path or profile_path()
    write_atomic(path, json.dumps(profile.to_dict(), ensure_ascii=False, indent=1) + "\n")
    return path


def clean_stale_writes(folder: Path | None = None) -> list[Path]:
    """Remove temporary files left by profile and chapter writes cut short (a crash between
    writing and renaming); young ones may be another window's write in progress and stay."""
    from game.family.data_folder import STALE_SECONDS, data_dir

    try:
        folder = folder or data_dir()
        candidates = [*folder.glob(f"{PROFILE_FILE}*.tmp"), *folder.glob("campaign-*.json*.tmp")]
    except OSError:
        return []
    removed = []
    now = time.time()
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime >= STALE_SECONDS:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def keep_aside(path: Path) -> Path | None:
    """Move a damaged profile aside (``campaigns.damaged-<date>.json``) so a new one can start;
    where it went, or None if it could not be moved (then nothing may overwrite it)."""
    from game.family.data_folder import set_aside

    return set_aside(path)
