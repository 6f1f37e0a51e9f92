"""A game at the table: the engine's Game plus who sits where, bots, undo limits and autosave.

No drawing here, so the scene tests and autoplay drive exactly what a player drives.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from game.bots import Bot, make_bot
from game.engine.actions import Action
from game.engine.cards import CardSet
from game.engine.game import Game
from game.engine.options import OptionError
from game.engine.rules import IllegalAction, legal_actions
from game.engine.state import GameState
from game.ui import saves
from game.ui.saves import SeatConfig


@dataclass(frozen=True)
class Snapshot:
    """What a player can see that an undo must never take back (cards shown, who decides)."""

    shown: frozenset[str]
    decks: tuple[int, int, int]
    deciding: int | None
    round: int

    @staticmethod
    def of(state: GameState) -> Snapshot:
        shown = {c for c in state.prism if c}
        shown |= {s.card.id for s in state.slots()}
        shown |= set(state.events_in_play) | set(state.event_discard)
        return Snapshot(
            frozenset(shown),
            (len(state.event_deck), len(state.pattern_deck), len(state.init_deck)),
            state.to_move(),
            state.round,
        )


class Session:
    def __init__(self, game: Game, seats: list[SeatConfig], autosave: bool = True) -> None:
        self.game = game
        self.seats = seats
        self.autosave = autosave
        self.undo_floor = len(game.actions)  # a loaded game cannot be undone past its start
        self.bots: dict[int, Bot] = {}
        for i, seat in enumerate(seats):
            if seat.is_bot:
                self.bots[i] = make_bot(seat.kind, (game.setup.seed * 7919 + i * 104729) % 2**64)
        self._thinking: threading.Thread | None = None
        self._bot_choice: Action | None = None
        self._bot_error: BaseException | None = None
        self.save_error: str | None = None

    # -- queries ------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.game.state

    def to_move(self) -> int | None:
        return self.state.to_move()

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    def can_undo(self) -> bool:
        seat = self.to_move()
        return len(self.game.actions) > self.undo_floor and seat is not None and not self.is_bot(seat)

    # -- playing ------------------------------------------------------------------------------
    def play(self, action: Action) -> list[str]:
        """Apply a human's or a bot's action; returns the new log lines."""
        before = Snapshot.of(self.state)
        lines = self.game.play(action)
        after = Snapshot.of(self.state)
        revealed = bool(after.shown - before.shown) or after.decks != before.decks
        if revealed or after.deciding != before.deciding or after.round != before.round:
            self.undo_floor = len(self.game.actions)
        self._save()
        return lines

    def reload_cards(self, cards: CardSet) -> str | None:
        """Play this game's moves again with edited cards (the designer's live reload).

        Returns None on success, else why the old cards stay (the edited cards make an earlier
        move illegal, or lack a card the game uses).
        """
        old = self.game.cards
        if (cards.pattern_ids, cards.initiative_ids, cards.event_ids, cards.default_end) != (
            old.pattern_ids,
            old.initiative_ids,
            old.event_ids,
            old.default_end,
        ):
            # Another deck would deal another game: edits of that kind wait for the next game.
            return "cards were added, removed or reordered; they apply from the next game, the old cards stay"
        try:
            fresh = Game(self.game.setup, cards, self.game.narrate)
            for a in self.game.actions:
                fresh.play(a)
        except (IllegalAction, OptionError, KeyError, ValueError) as exc:
            return f"the edited cards do not fit the moves of this game ({exc}); the old cards stay"
        self.game = fresh
        return None

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.game.undo(1)
        self._save()
        return True

    def _save(self) -> None:
        if not self.autosave:
            return
        try:
            saves.save_game(self.game, self.seats)
            self.save_error = None
        except OSError as exc:
            # The game goes on; the player is told their progress is not being kept.
            self.save_error = f"autosave failed: {exc.strerror or exc}"

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

        def think() -> None:
            try:
                self._bot_choice = bot.choose(view)
            except BaseException as exc:  # surfaced to the scene, which shows it
                self._bot_error = exc

        self._bot_choice = None
        self._bot_error = None
        self._thinking = threading.Thread(target=think, name=f"bot-{seat}", daemon=True)
        self._thinking.start()

    def bot_choice(self) -> Action | None:
        """The finished bot decision, if any (raises what the bot raised)."""
        if self._thinking is None or self._thinking.is_alive():
            return None
        self._thinking = None
        if self._bot_error is not None:
            raise self._bot_error
        return self._bot_choice
