"""Campaign files: the shipped ones load, and every kind of mistake is one line naming file,
line, chapter and field (docs/campaign.md)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.campaign import CAMPAIGNS_ROOT, CampaignError, load_all, load_campaign
from game.campaign.play import new_match
from game.family import GAMES

ROOT = Path(__file__).resolve().parents[1]

GOOD = """\
id: test_campaign
title: Test
game: initiatives
chapters:
  - id: one
    title: One
    setup:
      solo_difficulty: easy
    story:
      opening: Go.
      ending: Done.
    objective:
      type: win
    stars: [1, 8, 12]
  - id: two
    title: Two
    seed: 7
    setup:
      solo_difficulty: standard
      variants: [faster]
    story:
      opening: Again.
      ending: Done again.
    objective:
      type: meaning
    stars: [1, 2, 3]
"""


def write(tmp_path: Path, text: str, name: str = "c.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


def problems(tmp_path: Path, text: str) -> list[str]:
    with pytest.raises(CampaignError) as err:
        load_campaign(write(tmp_path, text))
    return err.value.errors


def test_the_shipped_campaigns_load_and_the_first_teaches_in_ten_chapters_or_more() -> None:
    campaigns = {c.id: c for c in load_all(CAMPAIGNS_ROOT)}
    first = campaigns["first_light"]
    assert len(first.chapters) >= 10
    assert first.game == "initiatives"
    assert all(c.game == "initiatives" for c in first.chapters)
    # a gentle first game (Easy) up to Hard with variants at the end
    assert first.chapters[0].setup_fields["solo_difficulty"] == "easy"
    last = first.chapters[-1].setup_fields
    assert last["solo_difficulty"] == "hard" and last["variants"]
    # the second campaign opens when the first is finished, and names it as its reward
    assert campaigns["long_night"].requires == ("first_light",)
    assert any(r.kind == "campaign" and r.id == "long_night" for r in first.rewards)
    # every game of the family has a chapter in some campaign, RAIN among them
    chapters = [ch for c in campaigns.values() for ch in c.chapters]
    assert {ch.game for ch in chapters} == set(GAMES)
    rain = next(ch for ch in chapters if ch.game == "organism")
    assert rain.objective.kind == "survive_rounds" and new_match(rain, 1).setup.rain


def test_every_chapter_of_the_shipped_campaigns_deals_its_game_with_its_seats() -> None:
    for campaign in load_all(CAMPAIGNS_ROOT):
        for chapter in campaign.chapters:
            match = new_match(chapter, 7)
            assert match.rules.id == chapter.game, chapter.id
            assert match.state.result is None, chapter.id
            assert len(match.setup.players) == len(chapter.seats), chapter.id


def test_a_good_file_reads_into_chapters_with_their_defaults(tmp_path: Path) -> None:
    c = load_campaign(write(tmp_path, GOOD))
    one, two = c.chapters
    assert (one.seed, two.seed) == (None, 7)  # 'fresh' by default, fixed when given
    assert one.unlock_after == () and two.unlock_after == ("one",)  # the one before, by default
    assert one.players == ("You",) and one.solo
    assert one.objective.stars == (1, 8, 12) and one.objective.requirement == "win"
    setup = two.make_setup(99)
    assert setup.seed == 99 and setup.variants.faster and setup.solo_difficulty == "standard"


def test_a_chapter_with_bots_seats_them_after_the_player(tmp_path: Path) -> None:
    text = GOOD.replace("    setup:\n      solo_difficulty: easy\n",
                        "    seats: [you, {bot: search-easy, name: Basil}, {bot: random}]\n    setup: {}\n")
    one = load_campaign(write(tmp_path, text)).chapters[0]
    assert one.players == ("You", "Basil", "Cleo")
    assert [s.bot for s in one.seats] == [None, "search-easy", "random"]
    assert one.player_seat == 0


@pytest.mark.parametrize(("change", "expected"), [
    (("    stars: [1, 8, 12]", "    stars: [1, 12, 8]"),
     "c.yaml:14: chapter 'one': field 'stars': each star must ask for more than the last"),
    (("      type: win", "      type: teleport"),
     "c.yaml:13: chapter 'one': field 'objective.type': unknown objective 'teleport'"),
    (("      type: win", "      type: weakest_colour"),
     "c.yaml:13: chapter 'one': field 'objective.type': 'weakest_colour' is not measured in Meaning Made"),
    (("    title: One\n", "    title: One\n    colour: blue\n"),
     "c.yaml:7: chapter 'one': field 'colour': unknown field"),
    (("      solo_difficulty: easy", "      solo_difficulty: heroic"),
     "c.yaml:8: chapter 'one': field 'setup.solo_difficulty': one of easy, standard, hard"),
    (("      solo_difficulty: easy", "      solo_difficulty: easy\n      fixed: {prism: [dragon]}"),
     "c.yaml:7: chapter 'one': field 'setup': fixed setup: 'dragon' is not an available Pattern card"),
    (("      solo_difficulty: easy", "      solo_difficulty: easy\n      seed: 4"),
     "c.yaml:9: chapter 'one': field 'setup.seed': not part of a chapter's setup"),
    (("    title: One\n", "    title: One\n    seats: [you, you]\n"),
     "c.yaml:7: chapter 'one': field 'seats': a campaign is played by one person"),
    (("    seed: 7", "    seed: sometimes"),
     "c.yaml:17: chapter 'two': field 'seed': a whole number from 0 to 2^64-1"),
    (("      ending: Done.\n", ""),
     "c.yaml:9: chapter 'one': field 'story.ending': missing"),
    (("  - id: two", "  - id: one"),
     "c.yaml:15: chapter 'one': field 'id': duplicate id (first at c.yaml:5)"),
    (("    title: Two\n", "    title: Two\n    unlock: {after: [three]}\n"),
     "c.yaml:17: chapter 'two': field 'unlock.after': must list chapters that come before this one"),
    (("game: initiatives", "game: chess"),
     "c.yaml:3: campaign 'test_campaign': field 'game': unknown game 'chess'"),
])
def test_each_mistake_is_one_line_naming_file_line_chapter_and_field(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: tuple[str, str], expected: str) -> None:
    monkeypatch.chdir(tmp_path)  # messages name the file as the player gave it
    old, new = change
    assert old in GOOD
    errors = problems(tmp_path, GOOD.replace(old, new, 1))
    assert len(errors) == 1, errors
    assert errors[0].startswith(expected), errors[0]
    assert "\n" not in errors[0]


def test_a_complete_objective_names_a_real_initiative(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    ok = GOOD.replace("      type: win\n    stars: [1, 8, 12]",
                      "      type: complete\n      initiative: food_network\n    stars: [9, 6, 4]")
    one = load_campaign(write(tmp_path, ok)).chapters[0]
    assert one.objective.sentence == "Complete Food Network"
    assert one.objective.star_lines()[2] == "★★★  by round 4"
    bad = ok.replace("initiative: food_network", "initiative: moon_base")
    assert problems(tmp_path, bad) == [
        "c.yaml:14: chapter 'one': field 'objective.initiative': no Initiative or Project "
        "'moon_base' in Meaning Made's cards"]


def test_star_thresholds_may_be_solo_bands(tmp_path: Path) -> None:
    text = GOOD.replace("    stars: [1, 8, 12]", "    stars: [Survived, Stabilizer, Builder]")
    assert load_campaign(write(tmp_path, text)).chapters[0].objective.stars == (1, 15, 20)
    # A `score` objective names the band beside its threshold; a `win` does not, since a win may
    # be a game with no solo bands at all (two seats of `life`: "score 1+ (Survived)" was wrong).
    scored = text.replace("      type: win\n", "      type: score\n")
    assert load_campaign(write(tmp_path, scored)).chapters[0].objective.star_lines()[0] == (
        "★  win, score 1+ (Survived)")
    assert load_campaign(write(tmp_path, text)).chapters[0].objective.star_lines()[0] == "★  win, score 1+"


def test_broken_files_are_one_line_each(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert problems(tmp_path, "id: [unclosed\n")[0].startswith("c.yaml:2: expected ',' or ']'")
    assert problems(tmp_path, "- just a list\n") == [
        "c.yaml:1: a campaign file must be a mapping of fields (id, title, game, chapters…)"]
    with pytest.raises(CampaignError) as err:
        load_campaign(tmp_path / "missing.yaml")
    assert err.value.errors[0].startswith("missing.yaml: cannot read")


def test_links_between_campaigns_are_checked_when_the_folder_loads(tmp_path: Path) -> None:
    write(tmp_path, GOOD.replace("game: initiatives", "game: initiatives\nrequires: [prequel]"))
    with pytest.raises(CampaignError) as err:
        load_all(tmp_path)
    assert len(err.value.errors) == 1
    assert err.value.errors[0].endswith(
        "c.yaml: campaign 'test_campaign': field 'requires': no campaign 'prequel' in "
        f"{os.path.relpath(tmp_path)}")


def test_a_reward_variant_must_be_a_switch_of_the_game(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    text = GOOD.replace("chapters:", "rewards:\n  - {kind: variant, id: jetpacks, text: Jetpacks}\nchapters:")
    errors = problems(tmp_path, text)
    assert len(errors) == 1 and errors[0].startswith(
        "c.yaml:5: campaign 'test_campaign': field 'rewards': 'jetpacks' is not a switch of initiatives")


def test_the_campaign_model_imports_no_pygame() -> None:
    code = ("import sys, game.campaign, game.lab.campaign_run, game.campaign.play; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
