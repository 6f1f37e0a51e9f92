"""Issue 20: what a finished campaign unlocks is used — the card backs it earns can be chosen in
the settings and are drawn on every deck; the variant it rewards is shut on the New game screen
until then (the command line and records never check)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.campaign import CampaignError, load_campaign, load_profile, save_profile
from game.campaign.rewards import card_backs, locked_variants, read_progress
from game.family import ruleset
from game.ui import card_backs as backs
from game.ui import card_parts, prefs
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.prefs import Prefs
from game.ui.scenes.settings_scene import ROWS, SettingsScene
from game.ui.scenes.setup_scene import SetupScene


@pytest.fixture
def app() -> Iterator[App]:
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    yield a
    a.prefs = Prefs()
    prefs.apply(a)  # the classic back again for every later test
    a.quit()


def earn(*rewards: tuple[str, str]) -> None:
    p = load_profile()
    for kind, rid in rewards:
        p.unlocked.append({"kind": kind, "id": rid, "text": rid, "campaign": "first_light"})
    save_profile(p)


def test_only_the_classic_back_is_open_until_a_campaign_earns_another() -> None:
    assert card_backs(read_progress()) == [
        ("classic", ""), ("dawn", "finish First Light to earn it"),
        ("night_sky", "finish The Long Night to earn it")]
    earn(("card_back", "dawn"))
    assert card_backs(read_progress())[1] == ("dawn", "")
    assert card_backs(None) == [("classic", "")]  # unreadable progress: nothing offered, nothing lost


def test_the_rewarded_variant_is_locked_for_its_game_until_earned() -> None:
    assert locked_variants("initiatives", read_progress()) == {
        "high_instability": "finish the campaign First Light to unlock it"}
    assert locked_variants("pentagram", read_progress()) == {}
    assert locked_variants("initiatives", None) == {}  # a damaged file never shuts an option
    earn(("variant", "high_instability"))
    assert locked_variants("initiatives", read_progress()) == {}


def test_a_campaign_naming_an_unknown_card_back_is_refused(tmp_path: Path) -> None:
    text = (Path("campaigns/long_night.yaml").read_text(encoding="utf-8")
            .replace("id: night_sky", "id: moonbeam"))
    bad = tmp_path / "long_night.yaml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(CampaignError) as err:
        load_campaign(bad)
    assert any("field 'rewards'" in e and "unknown card back 'moonbeam'" in e for e in err.value.errors)


def test_the_new_game_screen_shuts_the_variant_until_the_campaign_is_finished(app: App) -> None:
    scene = SetupScene(app, rules=ruleset("initiatives"))
    box = scene.switches["high_instability"]
    assert not box.is_enabled and "(locked)" in box.text
    assert scene.switches["faster"].is_enabled
    earn(("variant", "high_instability"))
    scene = SetupScene(app, rules=ruleset("initiatives"))
    assert scene.switches["high_instability"].is_enabled


def test_an_earned_back_is_chosen_in_the_settings_and_drawn_on_the_decks(app: App) -> None:
    classic = pygame.image.tobytes(card_parts.card_back("event", 160, 230, 12), "RGBA")
    settings = SettingsScene(app)
    settings.selected = [r.key for r in ROWS].index("card_back")
    settings.handle(Intent("key", "right"))
    assert app.prefs.card_back == "classic"  # nothing earned: nothing to step to
    earn(("card_back", "dawn"), ("card_back", "night_sky"))
    settings = SettingsScene(app)
    settings.selected = [r.key for r in ROWS].index("card_back")
    settings.handle(Intent("key", "right"))
    assert app.prefs.card_back == "dawn" and backs.current() == "dawn"
    dawn = pygame.image.tobytes(card_parts.card_back("event", 160, 230, 12), "RGBA")
    settings.handle(Intent("key", "right"))
    assert app.prefs.card_back == "night_sky"
    night = pygame.image.tobytes(card_parts.card_back("event", 160, 230, 12), "RGBA")
    assert len({classic, dawn, night}) == 3


def test_a_settings_file_naming_an_unknown_back_is_refused_in_one_line() -> None:
    from game.family.errors import FileError

    with pytest.raises(FileError, match="'card_back' should be one of classic, dawn, night_sky"):
        Prefs.from_dict({"kind": "meaning-made-settings", "card_back": "gold"}, "settings.json")
    assert Prefs.from_dict({"kind": "meaning-made-settings"}, "settings.json").card_back == "classic"

