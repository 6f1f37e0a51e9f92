"""Issue 16, what players expect: sound through the mixer, and settings that persist."""

from __future__ import annotations

import json
from array import array
from pathlib import Path

import pytest

from game.family import Event
from game.ui import prefs, sound
from game.ui.app import App, Settings
from game.ui.input import Intent
from game.ui.prefs import Prefs
from game.ui.scenes.dialogs import ChoiceDialog
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("MEANING_MADE_DATA_DIR", str(tmp_path / "data"))
    a = App(Settings(animation="off", bot_pause=0.0, live_reload=False))
    a.prefs_file = tmp_path / "data" / "settings.json"
    yield a
    a.quit()


@pytest.fixture
def no_mixer(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(sound, "MIXER", sound._Mixer())
    return sound.MIXER


# -- settings on disk ------------------------------------------------------------------------------
def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    p = Prefs(master=30, music=0, effects=70, mute=True, animation="fast", fullscreen=True, hints=False)
    assert prefs.save(p, path) is None
    assert prefs.load(path) == (p, None)
    assert not list(tmp_path.glob("*.tmp"))  # written through a temporary file, renamed


def test_no_settings_file_is_the_defaults_quietly(tmp_path: Path) -> None:
    assert prefs.load(tmp_path / "settings.json") == (Prefs(), None)


@pytest.mark.parametrize("text", [
    "{not json",
    "[1, 2]",
    json.dumps({"kind": "meaning-made-settings", "mute": "yes"}),
    json.dumps({"kind": "meaning-made-settings", "animation": "warp"}),
    json.dumps({"kind": "meaning-made-settings", "master": "loud"}),
    "\xff\xfe",
])
def test_a_damaged_settings_file_gives_the_defaults_a_notice_and_is_kept(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="latin-1")
    loaded, notice = prefs.load(path)
    assert loaded == Prefs()
    assert notice is not None and "\n" not in notice and "settings.json" in notice
    kept = list(tmp_path.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="latin-1") == text and not path.exists()


def test_settings_values_out_of_range_are_clamped_and_unknown_keys_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"kind": "meaning-made-settings", "master": 250, "music": -5,
                                "from_the_future": 1}))
    loaded, notice = prefs.load(path)
    assert notice is None and loaded.master == 100 and loaded.music == 0


def test_an_unwritable_settings_file_is_said_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    problem = prefs.save(Prefs(), blocker / "settings.json")
    assert problem is not None and problem.startswith("Settings not saved")


# -- sound ---------------------------------------------------------------------------------------
def test_sound_is_silent_and_harmless_without_a_mixer(no_mixer) -> None:
    assert not sound.available()
    for name in [*sound.EFFECTS, "no_such_sound"]:
        sound.play(name)  # nothing happens, nothing raises
    sound.start_music()
    sound.configure(50, 50, 50, True)
    sound.play_events([Event("completed", {"card": "x"})])
    assert no_mixer.cache == {} and no_mixer.music_thread is None
    assert no_mixer.played[-1] == "complete"


def test_a_failing_mixer_is_a_silence(no_mixer, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    def refuse(*_args, **_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    assert sound.init() is False
    sound.play("win")
    assert not sound.available()


def test_a_synthesised_effect_has_its_length_and_format() -> None:
    samples = sound.synth("card_place", 22050)
    assert len(samples) == int(0.2 * 22050)
    assert max(abs(v) for v in samples) <= 1.0 and max(abs(v) for v in samples) > 0.2
    data = sound.pcm(samples)
    assert len(data) == 2 * len(samples)  # 16-bit mono
    stereo = array("h", sound.pcm(samples, channels=2))
    assert len(stereo) == 2 * len(samples) and stereo[0::2] == stereo[1::2]
    assert sound.synth("card_place", 22050) == samples  # deterministic: the same on every run
    for name in sound.EFFECTS:
        seconds = len(sound.synth(name, 8000)) / 8000
        assert 0.1 <= seconds <= 2.0, name


def test_the_mixer_takes_the_synthesised_sounds(no_mixer) -> None:
    import pygame

    if not sound.init():
        pytest.skip("no mixer here, not even the dummy driver's")
    try:
        rate, fmt, _channels = pygame.mixer.get_init()
        sound.play("token_acquire")
        snd = no_mixer.cache["token_acquire"]
        assert fmt == -16
        assert snd.get_length() == pytest.approx(len(sound.synth("token_acquire", rate)) / rate, abs=0.01)
        no_mixer.mute = True
        sound.play("event")
        assert "event" not in no_mixer.cache  # muted: not even built
    finally:
        pygame.mixer.quit()


def test_engine_events_choose_the_most_telling_effect() -> None:
    pick = sound.sound_for_events
    assert pick([Event("obtained", {})]) == "card_obtain"
    assert pick([Event("acquired", {}), Event("round", {"event": "drought"})]) == "event"
    assert pick([Event("completed", {}), Event("game_over", {"reason": "collapse"})]) == "collapse"
    assert pick([Event("game_over", {"reason": "stewardship"}), Event("game_over", {})]) == "win"
    assert pick([Event("round", {"event": None}), Event("note", {})]) is None


# -- the Settings scene ----------------------------------------------------------------------------
def test_settings_scene_changes_and_persists_through_intents(app: App, no_mixer) -> None:
    app.push(TitleScene(app))
    app.top.handle(Intent("click", "title:settings"))
    scene = app.top
    assert isinstance(scene, SettingsScene)
    app.frame(0.016, present=False)
    scene.handle(Intent("click", "set:music:-"))
    scene.handle(Intent("click", "set:music:-"))
    scene.handle(Intent("click", "set:mute:toggle"))
    scene.handle(Intent("key", "down"))  # a click chose the Mute row; the next is the speed
    scene.handle(Intent("key", "left"))
    assert app.settings.animation == "fast"  # applied at once
    assert no_mixer.music == 20 and no_mixer.mute
    saved, notice = prefs.load(app.prefs_file)
    assert notice is None
    assert (saved.music, saved.mute, saved.animation) == (20, True, "fast")
    scene.handle(Intent("key", "cancel"))
    assert isinstance(app.top, TitleScene)


def test_settings_open_from_the_tables_esc_menu(app: App, no_mixer) -> None:
    from game.family.match import Match
    from game.family.registry import ruleset
    from game.ui.saves import SeatConfig
    from game.ui.scenes.game_menu import open_game_menu
    from game.ui.session import Session
    from game.ui.tables import table_scene

    rules = ruleset("initiatives")
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], 3, []))
    session = Session(match, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    app.push(table_scene(app, session))
    open_game_menu(app, session)
    menu = app.top
    assert isinstance(menu, ChoiceDialog)
    at = next(i for i, o in enumerate(menu.options) if o.caption.startswith("Settings"))
    menu.handle(Intent("click", f"opt:{at}"))
    assert isinstance(app.top, SettingsScene)
    app.frame(0.016, present=False)
    app.top.handle(Intent("click", "set:hints:toggle"))
    assert prefs.load(app.prefs_file)[0].hints is False


def test_m_mutes_at_the_tables(app: App, no_mixer) -> None:
    from game.family.match import Match
    from game.family.registry import ruleset
    from game.ui.saves import SeatConfig
    from game.ui.session import Session
    from game.ui.tables import table_scene

    app.push(TitleScene(app))
    app.dispatch(Intent("key", "mute"))
    assert not app.prefs.mute  # not on the title
    rules = ruleset("pentagram")
    match = Match(rules, rules.make_setup(["Alex", "Brooke"], 3, []))
    session = Session(match, [SeatConfig("Alex", "blue"), SeatConfig("Brooke", "red")], autosave=False)
    app.replace(table_scene(app, session))
    app.dispatch(Intent("key", "mute"))
    assert app.prefs.mute and no_mixer.mute and "Sound off" in app.notice[0]
    assert prefs.load(app.prefs_file)[0].mute is True
    app.dispatch(Intent("key", "mute"))
    assert not app.prefs.mute and not no_mixer.mute


def test_m_is_the_mute_key() -> None:
    import pygame

    from game.ui.input import InputController

    event = pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_m, "mod": 0})
    assert InputController().translate(event) == Intent("key", "mute")


def test_a_players_launch_uses_the_saved_settings(app: App, no_mixer,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import command

    monkeypatch.setattr(sound, "init", lambda: False)  # no device: silent, and the launch goes on
    prefs.save(Prefs(music=10, mute=True, animation="slow"), prefs.settings_path())
    app.push(TitleScene(app))
    command.use_settings(app, None)
    assert app.prefs_file == prefs.settings_path()
    assert app.settings.animation == "slow" and no_mixer.mute and no_mixer.music == 10
    command.use_settings(app, "fast")  # --speed: this run only
    assert app.settings.animation == "fast" and app.prefs.animation == "slow"


def test_a_launch_with_a_damaged_settings_file_says_so_in_one_line(app: App, no_mixer,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui import command

    monkeypatch.setattr(sound, "init", lambda: False)
    prefs.settings_path().write_text("{oops")
    app.push(TitleScene(app))
    command.use_settings(app, None)
    assert app.prefs == Prefs() and app.notice is not None
    notice = app.notice[0]
    assert notice.startswith("Settings reset to the defaults") and "kept as settings.damaged-" in notice
    app.frame(0.016, present=False)  # the title draws with the notice
