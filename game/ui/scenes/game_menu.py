"""The menu every table opens with Esc: resume, animation speed, the game's rules, save and
leave (to the title, or for a campaign chapter to its map). One menu for every game of the
family."""

from __future__ import annotations

from game.ui import navigate, prefs
from game.ui.app import App
from game.ui.scenes.dialogs import ChoiceDialog, Option
from game.ui.scenes.settings_scene import open_settings
from game.ui.session import Session

SPEEDS = ("slow", "normal", "fast", "off")


def _save_copy(app: App, session: Session) -> None:
    try:
        path = session.save_copy()
    except OSError as exc:
        app.say(f"That failed too: {exc.strerror or exc}", 6)
        return
    app.say(f"Saved a copy: {path}", 6)


def _save_named(app: App, session: Session) -> None:
    from game.ui import save_slots
    from game.ui.scenes.name_prompt import NamePrompt

    game = session.game

    def save(name: str) -> None:
        try:
            save_slots.save_named(game, session.seats, name)
        except OSError as exc:
            app.say(f"Not saved: {exc.strerror or exc}", 6)
            return
        app.say("Saved. Open it any time from Saved games on the title screen.", 5)

    app.push(NamePrompt(app, "Save a named copy",
                        "A name to find it by under Saved games (Enter saves, Esc cancels)",
                        f"{game.rules.title}, round {game.state.round}", save_slots.MAX_NAME, save))


def open_game_menu(app: App, session: Session, leave: Option | None = None) -> None:
    """``leave``: the way out of the table (default: save and return to the title)."""
    def cycle_speed() -> None:
        st = app.settings
        st.animation = SPEEDS[(SPEEDS.index(st.animation) + 1) % len(SPEEDS)]
        app.prefs.animation = st.animation
        prefs.commit(app)  # kept like every setting
        open_game_menu(app, session, leave)

    way_out = "Save and return to the title" if session.autosave else "Return to the title (the lesson ends)"
    opts = [
        Option("Resume", callback=lambda: None),
        Option(f"Animation speed: {app.settings.animation} (change)", callback=cycle_speed),
        Option("Settings (sound, speed, screen)", callback=lambda: open_settings(app)),
        Option("Rules reference", callback=lambda: navigate.show_rules(app, session.rules)),
        Option("Save a named copy…", callback=lambda: _save_named(app, session)),
        leave or Option(way_out, callback=lambda: navigate.to_title(app)),
    ]
    saving = ("The game saves itself after every action." if session.autosave
              else "A lesson is not saved: leaving it ends it.")
    body = [f"{session.rules.title} · seed {session.game.setup.seed}. {saving}"]
    if session.save_error:
        body.append(f"⚠️ {session.save_error}. Free some space or fix the folder's permissions, "
                    "or save a copy in your home folder.")
        opts.insert(1, Option("Save a copy in your home folder", callback=lambda: _save_copy(app, session)))
    menu = ChoiceDialog(app, "Menu", body, opts, lambda _action: None)
    menu.aside = True  # the game's menu, not its decision: a lesson waits under it
    app.push(menu)
