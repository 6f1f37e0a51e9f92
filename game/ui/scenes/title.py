"""Title: choose the game, then New game, Continue, Rules, the card gallery, Quit."""

from __future__ import annotations

import math

import pygame

from game.family import GAMES, Ruleset, data_folder, ruleset
from game.family.card_problems import card_problems, summary
from game.family.registry import Plugin, plugin
from game.ui import assets, navigate, saves, theme
from game.ui.app import App, Scene
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect

# The ring round the title when a game names no emblems of its own: the ten layers of meaning.
LAYER_EMBLEMS = ("🧿", "⚖", "🦋", "🧫", "🌐", "🎯", "📌", "🏛", "🌳", "🌍")
# The main column: ways into a game. Below it, one row of the rest.
ITEMS = (
    ("new", "New game"),
    ("learn", "Learn to play"),
    ("campaign", "Campaign"),
    ("continue", "Continue"),
    ("saved", "Saved games"),
)
MORE = (
    ("rules", "Rules"),
    ("gallery", "Card gallery"),
    ("history", "Stats & history"),
    ("settings", "Settings"),
    ("quit", "Quit"),
)
MAIN_TOP, MAIN_BOTTOM, MORE_Y = 596, 900, 916


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        from game.ui.tables import has_table

        # only the games with a table of their own (an edition's rules land before its table)
        # The games by their plug-ins alone: a game's rules load when it is chosen, not before.
        self.games = [plugin(g) for g in GAMES if has_table(g)]
        self.t = 0.0
        self.selected = 0
        self.save_problem: str | None = None
        folder_problem = data_folder.data_dir_problem()
        if folder_problem:
            self.save_problem = (f"{folder_problem}. You can play; games are not saved there "
                                 "(the table's menu saves a copy in your home folder).")
        saves.clean_stale_temporaries()
        self.has_save = saves.has_save()

    def start_tutorial(self) -> None:
        from game.family.paths import PROJECT_ROOT
        from game.tutorial.script import TutorialError, load_tutorial
        from game.ui.coach import start_tutorial

        lesson = self.chosen.lesson
        if lesson is None:
            return
        try:
            start_tutorial(self.app, load_tutorial(PROJECT_ROOT / lesson))
        except TutorialError as exc:
            self.save_problem = exc.errors[0]
            self.app.say("The guided game could not be opened (details below)", 5)

    def offer_tutorial(self) -> None:
        """The first time a game is chosen (issues 16, 39): offer its guided first game, once."""
        from game.ui import prefs
        from game.ui.scenes.dialogs import ChoiceDialog, Option

        self.app.prefs.offer_lesson(self.chosen.id)
        prefs.commit(self.app)
        self.app.push(ChoiceDialog(
            self.app, f"New to {self.chosen.title}?",
            ["A short guided game shows the whole game, one idea at a time, on the real table "
             "(about five minutes). It stays under Learn to play on this screen."],
            [Option("Play the guided first game", callback=self.start_tutorial),
             Option("Not now", callback=lambda: None)], lambda _action: None))

    def item_state(self, item: str) -> tuple[bool, str]:
        """Whether a menu item can be chosen now, and if not, why (its tooltip)."""
        if item == "continue" and not self.has_save:
            return False, "no saved game yet"
        if item == "gallery" and not self.chosen.has_cards:
            return False, f"{self.chosen.title} has no cards to show"
        if item == "learn" and self.chosen.lesson is None:
            return False, f"{self.chosen.title} has no guided game yet"
        return True, ""

    def refresh_save(self) -> None:
        self.has_save = saves.has_save()

    @property
    def chosen(self) -> Plugin:
        """The chosen game's plug-in: its name, cards and pieces, without loading its rules."""
        return next((g for g in self.games if g.id == self.app.game_id), self.games[0])

    @property
    def rules(self) -> Ruleset:
        """The chosen game's rules, loaded when the player asks for something that needs them."""
        return ruleset(self.chosen.id)

    def choose_game(self, game_id: str) -> None:
        if game_id in GAMES and any(g.id == game_id for g in self.games):
            self.app.game_id = game_id

    def continue_game(self) -> None:
        from game.ui.session import Session

        try:
            game, seats = saves.load_game()
        except saves.SaveError as exc:
            # A damaged or foreign save: say so in one line; the title keeps working, and the
            # file is kept aside so no new game overwrites it and no later launch trips on it.
            self.save_problem = str(exc)
            kept = data_folder.set_aside(saves.autosave_path()) if exc.damaged else None
            if kept is not None:
                self.save_problem += f" — kept as {kept.name}"
                self.has_save = saves.has_save()
            self.app.say("The saved game could not be opened (details below)", 5)
            return
        self.app.game_id = game.rules.id
        navigate.to_table(self.app, Session(game, seats))

    def cards_ok(self) -> bool:
        """Whether the chosen game's cards load; if not, the problems show under the menu."""
        problems = card_problems(self.rules)
        if problems:
            self.save_problem = summary(self.rules, problems)
            self.app.say("The card files have a problem (details below)", 5)
        return not problems

    def activate(self, item: str) -> None:
        if item == "new" and self.cards_ok():
            navigate.to_new_game(self.app, rules=self.rules)
        elif item == "learn" and self.chosen.lesson is not None:
            self.start_tutorial()
        elif item == "campaign":
            navigate.screen("campaign")(self.app)  # issue 20: solo campaigns, whatever game is chosen above
        elif item == "continue" and self.has_save:
            self.continue_game()
        elif item == "saved":
            self.app.push(navigate.screen("saved_games")(self.app, on_close=self.refresh_save))
        elif item == "history":
            self.app.push(navigate.screen("history")(self.app, on_close=self.refresh_save))
        elif item == "rules":
            navigate.show_rules(self.app, self.rules)
        elif item == "gallery" and self.chosen.has_cards:
            from game.family.errors import CardError

            try:
                navigate.show_gallery(self.app, self.rules)
            except CardError as exc:
                self.app.say(exc.errors[0], 6)
        elif item == "settings":
            navigate.screen("settings")(self.app)
        elif item == "quit":
            self.app.running = False

    def handle(self, intent: Intent) -> None:
        t = intent.target
        item, game_id = intent.arg("title"), intent.arg("game")
        if intent.kind == "click" and item is not None:
            self.activate(item)
        elif intent.kind == "click" and game_id is not None:
            self.choose_game(game_id)
        elif t in ("left", "right"):
            ids = [g.id for g in self.games]
            step = 1 if t == "right" else -1
            self.choose_game(ids[(ids.index(self.chosen.id) + step) % len(ids)])
        elif t in ("up", "down"):
            self.selected = (self.selected + (1 if t == "down" else -1)) % len(ITEMS + MORE)
        elif t == "confirm":
            self.activate((ITEMS + MORE)[self.selected][0])
        elif t == "cancel":
            self.ask_quit()

    def ask_quit(self) -> None:
        """Esc on the title asks first: a stray key must not close the program."""
        from game.ui.scenes.dialogs import ChoiceDialog, Option

        def leave() -> None:
            self.app.running = False

        self.app.push(ChoiceDialog(self.app, "Quit Meaning Made?",
                                   ["Your game in progress is saved; Continue opens it next time."
                                    if self.has_save else "Nothing is lost: settings are kept."],
                                   [Option("Quit", callback=leave),
                                    Option("Stay (Enter)", callback=lambda: None)],
                                   lambda _action: None, default=1))  # Enter stays: the safe answer

    def update(self, dt: float) -> bool:
        self.t += dt
        # Only a real launch keeps settings (prefs_file); tests and screenshots are never asked.
        if (self.app.prefs_file is not None and not self.app.prefs.lesson_offered(self.chosen.id)
                and self.app.top is self and self.chosen.lesson is not None):
            self.offer_tutorial()
        return True

    def _ring(self, surf: pygame.Surface, cx: int, cy: int) -> None:
        """A slow ring around the title of the chosen game's own pieces (its plug-in's
        ``emblems``: an icon, or a colour drawn as a coin; else the layers of meaning)."""
        emblems = self.chosen.emblems or LAYER_EMBLEMS
        for k in range(10):
            ang = self.t * 0.15 + k * math.tau / 10
            x, y = cx + 620 * math.cos(ang), cy + 150 * math.sin(ang)
            emblem = emblems[k % len(emblems)]
            if not isinstance(emblem, str):
                pygame.draw.circle(surf, emblem, (round(x), round(y)), 26)
                pygame.draw.circle(surf, (236, 238, 244), (round(x), round(y)), 26, 3)
                continue
            ico = assets.icon(emblem, 64)
            surf.blit(ico, ico.get_rect(center=(x, y)))

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        cx, cy = 960, 230
        self._ring(surf, cx, cy)
        # The chosen game's own name: the program is Meaning Made, the game on the table may not be
        label(surf, self.chosen.title, (cx, cy), theme.FONT_HUGE, theme.ACCENT, "bold", "center",
              max_width=1100)
        ctl = self.app.ctl
        # The game chooser, below the ring: one button a game of the family (← → move along it).
        gap, gy = 20, 450
        gw = min(380, (1840 - (len(self.games) - 1) * gap) // len(self.games))  # all in the window
        x0 = cx - (len(self.games) * gw + (len(self.games) - 1) * gap) // 2
        for k, g in enumerate(self.games):
            chosen = g.id == self.chosen.id
            button(surf, ctl, Rect(x0 + k * (gw + gap), gy, gw, 56), f"game:{g.id}", g.title, True,
                   f"{g.title}: {g.seats[0]}–{g.seats[1]} players", primary=chosen,
                   size=theme.FONT_LARGE)
        label(surf, self.chosen.tagline, (cx, gy + 100), theme.FONT_LARGE, theme.TEXT_DIM, anchor="center")
        pitch = min(62, (MAIN_BOTTOM - MAIN_TOP) // len(ITEMS))  # room for however many items
        more_w, more_gap = 250, 16
        more_x = cx - (len(MORE) * more_w + (len(MORE) - 1) * more_gap) // 2
        for i, (item, caption) in enumerate(ITEMS + MORE):
            enabled, tip = self.item_state(item)
            if i < len(ITEMS):
                r, size = Rect(cx - 200, MAIN_TOP + i * pitch, 400, pitch - 8), theme.FONT_LARGE
            else:
                k = i - len(ITEMS)
                r, size = Rect(more_x + k * (more_w + more_gap), MORE_Y, more_w, 48), theme.FONT_BODY
            button(surf, ctl, r, f"title:{item}", caption, enabled, tip,
                   primary=(i == self.selected and enabled), size=size)
        if self.save_problem:
            for j, line in enumerate(assets.wrap(self.save_problem, 1500, theme.FONT_SMALL)):
                label(surf, line, (cx, 992 + j * 24), theme.FONT_SMALL, theme.WARN, anchor="center")
        label(
            surf,
            "F11 fullscreen · F1 rules · ← → choose the game · ↑ ↓ and Enter choose an item",
            (cx, 1052),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="center",
        )
