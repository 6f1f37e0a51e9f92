"""A game at the table: the engine's Game plus who sits where, bots, undo limits and autosave.

No drawing here, so the scene tests and autoplay drive exactly what a player drives.
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path
from typing import Any

from game.bots import Bot, bot_seed, make_bot
from game.family import IllegalAction
from game.family.errors import NotationError, OptionError
from game.family.match import Match
from game.ui import saves
from game.ui.saves import SeatConfig


class Session:
    def __init__(self, game: Match, seats: list[SeatConfig], autosave: bool = True) -> None:
        self.game = game
        self.rules = game.rules
        self.seats = seats
        self.autosave = autosave
        self.undo_floor = len(game.actions)  # a loaded game cannot be undone past its start
        self.bots: dict[int, Bot] = {}
        for i, seat in enumerate(seats):
            if seat.is_bot:
                self.bots[i] = make_bot(seat.kind, bot_seed(game.setup.seed, i), self.rules)
        self._thinking: threading.Thread | None = None
        self._bot_choice: Any = None
        self._bot_error: BaseException | None = None
        self.save_error: str | None = None
        # A human's turn has just passed to a bot: the bots wait until the player ends the turn
        # (or undoes it), so the turn's last action can still be taken back (issue 16, item 9).
        self.turn_end_pending = False
        self.history_path: Path | None = None  # where this game is kept once finished
        # Bumped by every change of the game (a move, an undo, a reload): a dialog opened for one
        # decision closes itself once the game has moved past it (game/ui/scenes/dialogs.py).
        self.version = 0
        # A lesson's scripted moves for its bot seats, in the order they come; the bots decide
        # for themselves once these run out or one no longer fits (game/tutorial/script.py).
        self.replies: list[str] = []
        # A replay's session: the table only shows the record; nobody moves, nothing is undone.
        self.viewing = False

    # -- queries ------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.game.state

    def to_move(self) -> int | None:
        return self.state.to_move()

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    def legal(self) -> list[Any]:
        return self.rules.legal_actions(self.state)

    def can_undo(self) -> bool:
        if self.viewing:
            return False
        seat = self.to_move()
        if self.turn_end_pending:
            return len(self.game.actions) > self.undo_floor
        return len(self.game.actions) > self.undo_floor and seat is not None and not self.is_bot(seat)

    def end_turn(self) -> None:
        """The player confirms the end of their turn: the bots may go on, and it stays done."""
        if self.turn_end_pending:
            self.turn_end_pending = False
            self.undo_floor = len(self.game.actions)

    # -- playing ------------------------------------------------------------------------------
    def play(self, action: Any) -> list[str]:
        """Apply a human's or a bot's action; returns the new log lines."""
        state = self.state
        before, deciding, round_no = self.rules.snapshot(state), state.to_move(), state.round
        was_over = state.result is not None
        lines = self.game.play(action)
        self.version += 1
        state = self.state
        self.turn_end_pending = False
        revealed = self.rules.reveals(before, self.rules.snapshot(state)) or state.round != round_no
        if revealed or state.to_move() != deciding:
            if (not revealed and deciding is not None and not self.is_bot(deciding)
                    and self.is_bot(state.to_move())):
                # A human's turn passing to a bot stays theirs (undoable as before) until they
                # end it: end_turn() sets the floor then.
                self.turn_end_pending = True
            else:
                # An undo must never take back what a player has seen, nor another seat's turn.
                self.undo_floor = len(self.game.actions)
        self._save()
        if state.result is not None and not was_over:
            self._keep_in_history()
        return lines

    def _keep_in_history(self) -> None:
        """A finished game joins the player's history (not a lesson, an autoplay or a test)."""
        if not self.autosave:
            return
        from game.ui import history

        try:
            self.history_path = history.record(self.game, self.seats, self.history_path)
        except OSError as exc:
            # The game itself is saved; only its place in the history is lost, and said so.
            print(f"meaning-made: this game was not added to the history: {exc}", file=sys.stderr)

    def reload_cards(self, cards: Any) -> str | None:
        """Play this game's moves again with edited cards (the designer's live reload).

        Returns None on success, else why the old cards stay (the edited cards make an earlier
        move illegal, or lack a card the game uses).
        """
        if self.rules.deal_signature(cards) != self.rules.deal_signature(self.game.cards):
            # Another deck would deal another game: edits of that kind wait for the next game.
            return "cards were added, removed or reordered; they apply from the next game, the old cards stay"
        try:
            fresh = Match(self.rules, self.game.setup, cards, self.game.narrate)
            for a in self.game.actions:
                fresh.play(a)
        except (IllegalAction, OptionError, KeyError, ValueError) as exc:
            return f"the edited cards do not fit the moves of this game ({exc}); the old cards stay"
        self.game = fresh
        self.version += 1
        return None

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.game.undo(1)
        self.version += 1
        self.turn_end_pending = False
        self._save()
        return True

    def _save(self) -> None:
        if not self.autosave:
            return
        try:
            saves.save_game(self.game, self.seats)
            self.save_error = None
        except OSError as exc:
            # The game goes on; the table shows this at once and offers to save elsewhere.
            self.save_error = f"autosave failed: {exc.strerror or exc}"

    def save_copy(self, folder: Path | None = None) -> Path:
        """Save this game outside the data folder (the home folder by default), for when autosave
        fails. Raises OSError if that fails too."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = (folder or Path.home()) / f"meaning-made-{self.rules.id}-{stamp}.json"
        return saves.save_game(self.game, self.seats, path)

    # -- bots ---------------------------------------------------------------------------------
    def bot_busy(self) -> bool:
        return self._thinking is not None

    def start_bot(self) -> None:
        """Let the seat to move (a bot) decide in a worker thread, on its own copy of the state."""
        seat = self.to_move()
        if seat is None or seat not in self.bots or self._thinking is not None:
            return
        view = self.state.clone()
        bot = self.bots[seat]
        scripted = self.scripted_reply()

        def think() -> None:
            try:
                self._bot_choice = scripted if scripted is not None else bot.choose(view)
            except BaseException as exc:  # surfaced to the scene, which shows it
                self._bot_error = exc

        self._bot_choice = None
        self._bot_error = None
        self._thinking = threading.Thread(target=think, name=f"bot-{seat}", daemon=True)
        self._thinking.start()

    def scripted_reply(self) -> Any:
        """The lesson's next scripted move for the bot to move, if one is left and fits."""
        played = sum(1 for seat in self.game.movers if self.is_bot(seat))
        if played >= len(self.replies):
            return None
        try:
            action = self.rules.parse_action(self.replies[played])
        except NotationError:
            return None
        return action if self.rules.why_illegal(self.state, action) is None else None

    def bot_choice(self) -> Any:
        """The finished bot decision, if any (raises what the bot raised)."""
        if self._thinking is None or self._thinking.is_alive():
            return None
        self._thinking = None
        if self._bot_error is not None:
            raise self._bot_error
        return self._bot_choice
