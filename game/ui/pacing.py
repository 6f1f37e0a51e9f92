"""The pace of any table: bots think in their own thread and move after a pause the animation
speed sets; a finished game shows its results once the table has come to rest."""

from __future__ import annotations

from typing import Any

from game.ui.app import Scene


class TablePacing(Scene):
    """Mixed into a game's table scene, which provides ``session``, ``play(action)``,
    ``show_results()`` and these counters."""

    session: Any
    # A table that offers "End turn" sets this: the bots then wait for it after a human's turn.
    confirms_turn_end = False
    since_move: float  # seconds since the last move: a bot's move waits a moment
    end_timer: float
    end_shown: bool
    version: int  # bumped whenever the state changes
    drawn_version: int  # the version last drawn: a bot starts thinking after a frame shows

    def pace(self, dt: float, busy: bool) -> None:
        """Call from ``update`` once the scene is on top and free to act."""
        speed = self.app.settings.speed
        state = self.session.state
        if state.result is not None:
            if not self.end_shown and not busy:
                self.end_timer += dt
                if self.end_timer > 1.2 / max(0.5, speed or 2):
                    self.show_results()  # type: ignore[attr-defined]
            return
        if not self.session.is_bot(state.to_move()):
            return
        if self.session.turn_end_pending:
            if self.confirms_turn_end and self.app.settings.confirm_turn_end:
                return  # the bots wait until the player ends the turn (or undoes it)
            count = len(self.session.game.actions)
            if (getattr(self, "_lesson_held_at", -1) != count
                    and any(getattr(o, "watches_turns", False) for o in self.app.overlays)):
                # A lesson's coach (an overlay, updated after the table) must see an off-script
                # last move while it can still be taken back: the bots wait one frame for it.
                self._lesson_held_at = count
                return
            self.session.end_turn()
        # Let the first frames draw (fonts, icons, card faces) before a bot's worker thread
        # starts competing for the interpreter.
        if not self.session.bot_busy() and self.drawn_version == self.version:
            self.session.start_bot()
        pause = self.app.settings.bot_pause / (speed if speed > 0 else 4)
        if busy or self.since_move < pause:
            return
        try:
            choice = self.session.bot_choice()
        except Exception as exc:  # a bot's failure must not close the table
            self.app.say(f"The bot failed: {exc}", 6)
            return
        if choice is not None:
            self.play(choice)  # type: ignore[attr-defined]
