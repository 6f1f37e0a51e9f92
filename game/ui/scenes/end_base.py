"""What every game's end screen does alike: its three ways on — back to the board (Esc), a new
game with the same table (Enter), the title — whatever the game draws."""

from __future__ import annotations

from typing import Any

from game.ui import navigate
from game.ui.app import Scene
from game.ui.input import Intent


class EndBase(Scene):
    session: Any

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if t in ("end:board", "cancel"):
            self.app.remove(self)
        elif t in ("end:new", "confirm"):
            navigate.to_new_game(self.app, previous=self.session)
        elif t == "end:title":
            navigate.to_title(self.app)
