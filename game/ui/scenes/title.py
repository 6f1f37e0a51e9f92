"""Title: New game, Continue, Rules, Quit."""

from __future__ import annotations

import math

import pygame

from game.ui import assets, theme
from game.ui.app import App, Scene
from game.ui.draw import button, label
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.saves import SaveError, autosave_path, load_game

ITEMS = (
    ("new", "New game"),
    ("continue", "Continue"),
    ("rules", "Rules"),
    ("gallery", "Card gallery"),
    ("quit", "Quit"),
)


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.t = 0.0
        self.selected = 0
        self.save_problem: str | None = None
        path = autosave_path()
        self.has_save = path.is_file()

    def continue_game(self) -> None:
        from game.ui.scenes.game_scene import GameScene
        from game.ui.session import Session

        try:
            game, seats = load_game()
        except SaveError as exc:
            # A damaged or foreign save: say so in one line; the title keeps working.
            self.save_problem = str(exc)
            self.app.say("The saved game could not be opened (details below)", 5)
            return
        self.app.replace(GameScene(self.app, Session(game, seats)))

    def activate(self, item: str) -> None:
        if item == "new":
            from game.ui.scenes.setup_scene import SetupScene

            self.app.replace(SetupScene(self.app))
        elif item == "continue" and self.has_save:
            self.continue_game()
        elif item == "rules":
            from game.ui.scenes.rules_scene import RulesScene

            self.app.push(RulesScene(self.app))
        elif item == "gallery":
            from game.engine.card_loader import CardError
            from game.ui.scenes.gallery import GalleryScene

            try:
                self.app.push(GalleryScene(self.app))
            except CardError as exc:
                self.app.say(exc.errors[0], 6)
        elif item == "quit":
            self.app.running = False

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "click" and t.startswith("title:"):
            self.activate(t[6:])
        elif t in ("up", "down"):
            self.selected = (self.selected + (1 if t == "down" else -1)) % len(ITEMS)
        elif t == "confirm":
            self.activate(ITEMS[self.selected][0])
        elif t == "cancel":
            self.app.running = False

    def update(self, dt: float) -> bool:
        self.t += dt
        return True

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        # A slow ring of layer icons: the six Pattern layers around the world.
        cx, cy = 960, 300
        for k in range(10):
            ang = self.t * 0.15 + k * math.tau / 10
            emoji = ("🧿", "⚖", "🦋", "🧫", "🌐", "🎯", "📌", "🏛", "🌳", "🌍")[k]
            ico = assets.icon(emoji, 64)
            surf.blit(ico, ico.get_rect(center=(cx + 600 * math.cos(ang), cy + 200 * math.sin(ang))))
        label(surf, "Meaning Made", (cx, cy - 40), theme.FONT_HUGE, theme.ACCENT, "bold", "center")
        label(
            surf,
            "Life builds meaning. Build it together — or watch it drift.",
            (cx, cy + 30),
            theme.FONT_LARGE,
            theme.TEXT_DIM,
            anchor="center",
        )
        ctl = self.app.ctl
        for i, (item, caption) in enumerate(ITEMS):
            enabled = item != "continue" or self.has_save
            tip = "" if enabled else "no saved game yet"
            r = Rect(cx - 200, 540 + i * 74, 400, 60)
            button(
                surf,
                ctl,
                r,
                f"title:{item}",
                caption,
                enabled,
                tip,
                primary=(i == self.selected and enabled),
                size=theme.FONT_LARGE,
            )
        if self.save_problem:
            for j, line in enumerate(assets.wrap(self.save_problem, 1500, theme.FONT_SMALL)):
                label(surf, line, (cx, 900 + j * 26), theme.FONT_SMALL, theme.WARN, anchor="center")
        label(
            surf,
            "F11 fullscreen · F1 rules · arrows and Enter to choose",
            (cx, 1040),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="center",
        )
