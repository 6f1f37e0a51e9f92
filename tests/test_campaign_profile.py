"""The campaign profile (stars, bests, unlocks) and unlocking: kept atomically, a damaged file
kept and reported, never reset quietly; chapters and campaigns open as stars are earned."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.campaign import (
    Evaluation,
    Profile,
    ProfileError,
    chapter_open,
    load_campaign,
    load_profile,
    lock_reason,
    next_chapter,
    record_game,
    save_profile,
)
from game.campaign.profile import keep_aside, profile_path
from game.campaign.progress import campaign_open

ROOT = Path(__file__).resolve().parents[1]

THREE = """\
id: trio
title: Trio
rewards:
  - {kind: variant, id: high_instability, text: High Instability}
  - {kind: card_back, id: dawn, text: The Dawn card back}
chapters:
  - id: a
    title: A
    story: {opening: o, ending: e}
    objective: {type: win}
    stars: [1, 8, 12]
  - id: b
    title: B
    story: {opening: o, ending: e}
    objective: {type: by_round}
    stars: [9, 6, 4]
  - id: c
    title: C
    unlock: {after: [a], stars: 4}
    story: {opening: o, ending: e}
    objective: {type: win}
    stars: [1, 8, 12]
"""


@pytest.fixture
def trio(tmp_path: Path):
    path = tmp_path / "trio.yaml"
    path.write_text(THREE)
    return load_campaign(path)


def won(measure: int, stars: int) -> Evaluation:
    return Evaluation(measure, True, stars, True)


def test_chapters_open_one_after_another_and_by_stars(trio) -> None:
    a, b, c = trio.chapters
    p = Profile()
    assert [chapter_open(trio, p, ch) for ch in trio.chapters] == [True, False, False]
    assert lock_reason(trio, p, b) == "earn a star in A first"
    out = record_game(p, trio, a, won(9, 2))
    assert [ch.id for ch in out.opened] == ["b"]  # c needs 4 stars in all; 2 so far
    assert lock_reason(trio, p, c) == "needs 4 stars in this campaign (you have 2)"
    out = record_game(p, trio, b, won(5, 2))
    assert [ch.id for ch in out.opened] == ["c"]
    assert next_chapter(trio, p, a) is b and next_chapter(trio, p, c) is None


def test_a_game_without_a_star_counts_as_played_and_changes_no_best(trio) -> None:
    a = trio.chapters[0]
    p = Profile()
    record_game(p, trio, a, won(13, 3))
    out = record_game(p, trio, a, Evaluation(20, False, 0, True, "the world collapsed"))
    rec = p.record("trio", "a")
    assert (rec.stars, rec.best, rec.plays, rec.starred) == (3, 13, 2, 1)
    assert out.stars == 0 and out.previous_stars == 3 and not out.new_best and not out.improved


def test_bests_follow_the_objectives_direction(trio) -> None:
    b = trio.chapters[1]  # by_round: lower is better
    p = Profile()
    record_game(p, trio, b, won(8, 1))
    assert record_game(p, trio, b, won(5, 2)).new_best
    assert not record_game(p, trio, b, won(7, 1)).new_best
    assert p.record("trio", "b").best == 5 and p.stars("trio", "b") == 2


def test_finishing_a_campaign_unlocks_its_rewards_once_and_opens_the_next(trio, tmp_path: Path) -> None:
    nxt = tmp_path / "next.yaml"
    nxt.write_text(THREE.replace("id: trio", "id: sequel")
                   .replace("title: Trio", "title: Sequel\nrequires: [trio]"))
    sequel = load_campaign(nxt)
    p = Profile()
    assert not campaign_open(sequel, p) and not chapter_open(sequel, p, sequel.chapters[0])
    record_game(p, trio, trio.chapters[0], won(12, 3))
    record_game(p, trio, trio.chapters[1], won(5, 2))
    out = record_game(p, trio, trio.chapters[2], won(3, 1))
    assert out.campaign_finished and [r.id for r in out.rewards] == ["high_instability", "dawn"]
    assert p.finished == ["trio"] and p.has_unlocked("variant", "high_instability")
    again = record_game(p, trio, trio.chapters[2], won(12, 3))
    assert not again.campaign_finished and again.rewards == [] and len(p.unlocked) == 2
    assert campaign_open(sequel, p) and chapter_open(sequel, p, sequel.chapters[0])


def test_the_profile_round_trips_through_the_data_folder(trio, data_dir: Path) -> None:
    p = Profile()
    record_game(p, trio, trio.chapters[0], won(13, 3))
    path = save_profile(p)
    assert path == data_dir / "campaigns.json"
    back = load_profile()
    assert back.to_dict() == p.to_dict()
    assert back.record("trio", "a").best == 13
    assert not list(data_dir.glob("*.tmp"))


@pytest.mark.parametrize("content", ["{not json", json.dumps({"kind": "something else"}),
                                     json.dumps({"kind": "meaning-made-campaign-profile", "format": 1,
                                                 "campaigns": {"x": {"chapters": {"a": {"stars": 7}}}}})])
def test_a_damaged_profile_is_reported_in_one_line_and_left_as_it_is(data_dir: Path, content: str) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "campaigns.json"
    path.write_text(content)
    with pytest.raises(ProfileError) as err:
        load_profile()
    message = str(err.value)
    assert message.startswith("Campaign progress could not be read: campaigns.json") and "\n" not in message
    assert path.read_text() == content  # kept, not reset
    kept = keep_aside(err.value.path)  # only when the player chooses to start afresh
    assert kept is not None and kept.read_text() == content and kept.name.startswith("campaigns.damaged-")
    assert load_profile().to_dict()["campaigns"] == {}


def test_the_profile_survives_a_kill_in_the_middle_of_a_write(data_dir: Path) -> None:
    """A process killed (SIGKILL) after writing the new profile's bytes but before renaming them
    into place leaves the old profile whole: the next launch reads it."""
    old = Profile()
    old.record("trio", "a").stars = 2
    save_profile(old)
    child = textwrap.dedent("""
        import os, sys
        from game.campaign import Profile, save_profile
        def stop_here(fd):
            # the new bytes are written and flushed; tell the parent, then wait to be killed
            print("written", flush=True)
            sys.stdin.readline()
        os.fsync = stop_here
        p = Profile()
        p.record("trio", "a").stars = 3
        save_profile(p)
        print("finished", flush=True)
    """)
    proc = subprocess.Popen([sys.executable, "-c", child], cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env={**os.environ})
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "written"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    assert load_profile().stars("trio", "a") == 2  # the old progress, whole
    assert list(data_dir.glob("campaigns.json*.tmp"))  # the cut-short write is left beside it
    assert profile_path() == data_dir / "campaigns.json"
