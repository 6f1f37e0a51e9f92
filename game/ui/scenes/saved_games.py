"""Saved games: the game in progress, unfinished games a new game replaced, and named saves,
each with its game, round, players and date (game/ui/save_slots.py). Open one to play on; delete
one after saying yes. ↑ ↓ choose, Enter opens, the wheel or Page Up/Down scrolls, Esc closes."""

from __future__ import annotations

from collections.abc import Callable

from game.ui import navigate, save_slots
from game.ui.app import App
from game.ui.saves import SaveError
from game.ui.scenes.dialogs import ChoiceDialog, Option
from game.ui.scenes.list_dialog import ListDialog, Row, RowButton
from game.ui.session import Session


class SavedGamesScene(ListDialog):
    done_target = "saved:done"

    def __init__(self, app: App, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app, "Saved games")
        self.on_close = on_close
        self.refresh()

    def refresh(self) -> None:
        try:
            self.slots = save_slots.list_slots()
        except OSError as exc:
            self.slots = []
            self.problem = f"The saves folder cannot be read: {exc.strerror or exc}"
        self.clamp()
        self.body = [("Your game in progress, the unfinished games a new game set aside, and the "
                      "copies you named (the table's Esc menu). Open one to play on.")
                     if self.slots else "No saved games yet: a game saves itself after every action."]

    def rows(self) -> list[Row]:
        def buttons(problem: str) -> tuple[RowButton, ...]:
            why = "this file cannot be played" if problem else ""
            return RowButton("slot", "Open", not problem, why), RowButton("delete", "Delete", width=130)

        return [Row(s.heading, s.details, buttons(s.problem), bool(s.problem)) for s in self.slots]

    def close(self) -> None:
        super().close()
        if self.on_close is not None:
            self.on_close()

    def act(self, verb: str, i: int) -> None:
        if verb == "slot":
            self.open(i)
        elif verb == "delete":
            self.ask_delete(i)

    def open(self, i: int) -> None:
        if not 0 <= i < len(self.slots) or self.slots[i].problem:
            return
        try:
            game, seats = save_slots.open_slot(self.slots[i])
        except (SaveError, OSError) as exc:
            self.problem = str(exc)
            self.refresh()
            return
        self.app.game_id = game.rules.id
        navigate.to_table(self.app, Session(game, seats))

    def ask_delete(self, i: int) -> None:
        if not 0 <= i < len(self.slots):
            return
        slot = self.slots[i]

        def delete() -> None:
            try:
                save_slots.delete_slot(slot)
            except OSError as exc:
                self.problem = f"Not deleted: {exc.strerror or exc}"
            self.refresh()

        what = slot.heading if not slot.problem else slot.path.name
        self.app.push(ChoiceDialog(self.app, "Delete this save?", [what, slot.details,
                                                                   "This cannot be undone."],
                                   [Option("Delete it", callback=delete)], lambda _action: None))
