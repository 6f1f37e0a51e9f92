"""The guided first game's coach: an overlay over the table (and its dialogs) that says one
idea a step, rings the place on the table it is about, and waits for "Next" or for the action
the step asks for (game/tutorial/script.py).

The player plays the real table: a different action is taken back with a hint when it can be;
when it cannot (a revealed card), the coach checks that the rest of the lesson still plays and
otherwise lets the player go on alone. Undo walks the lesson back with the game.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.family.errors import IllegalAction, NotationError
from game.family.match import Match
from game.tutorial.script import ANY, Step, Tutorial
from game.ui import assets, theme
from game.ui.app import App, Overlay
from game.ui.draw import button, label, panel
from game.ui.input import Intent
from game.ui.layout import Rect

BOX = (1462, 66, 448)  # x, y, width: a table without a place of its own for the coach
# What a player may always do at the table during a lesson: look, read, scroll, undo, leave
# (a table adds its own: TableBase.coach_free, coach_keys, coach_box).
FREE_KEYS = {"undo", "cancel", "confirm", "skip", "rules", "mute", "inspect", "log_up", "log_down",
             "up", "down", "left", "right", "fullscreen"}
FREE_CLICKS = {"btn:undo", "btn:menu", "btn:rules", "btn:results", "log_panel"}


class Coach(Overlay):
    watches_turns = True  # a table holds its bots a frame after the player's turn (pacing.py)

    def __init__(self, app: App, session: Any, tutorial: Tutorial) -> None:
        self.app = app
        self.session = session
        self.tutorial = tutorial
        self.index = 0
        self.seen = len(session.game.actions)
        # (step index, the game's action count when it was done), one per step done
        self.history: list[tuple[int, int]] = []
        self.nudge = ""
        self.alone = False  # the lesson cannot go on from here: the player plays on alone
        self.t = 0.0

    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index == len(self.tutorial.steps) - 1

    # -- following the game -------------------------------------------------------------------
    def table(self) -> Any:
        return next((s for s in self.app.scenes if getattr(s, "session", None) is self.session), None)

    def leave(self) -> None:
        if self in self.app.overlays:
            self.app.overlays.remove(self)

    def advance(self, actions_after: int) -> None:
        self.history.append((self.index, actions_after))
        self.nudge = ""
        if not self.last:
            self.index += 1

    def update(self, dt: float) -> None:
        self.t += dt
        if self.table() is None:
            self.leave()  # the player left the table: the lesson ends with it
            return
        actions = self.session.game.actions
        while self.history and len(actions) < self.history[-1][1]:
            # Undone past a step: the lesson goes back to it.
            self.index, _ = self.history.pop()
            self.nudge = ""
        if len(actions) < self.seen:
            self.seen = len(actions)
        movers = self.session.game.movers
        while self.seen < len(actions) and not self.alone:
            played = str(actions[self.seen])
            if self.session.is_bot(movers[self.seen]):
                self.seen += 1  # an opponent's move: the lesson waits on the player's
            elif self.step.wants(played):
                self.seen += 1
                self.advance(self.seen)
            else:
                self.off_script(played)
                return
        self.seen = len(actions)

    def free_clicks(self) -> set[str]:
        return FREE_CLICKS | set(getattr(self.table(), "coach_free", ()))

    def key_of(self, target: str) -> str:
        """The key that does what ``target`` does at this table (the target itself if none)."""
        return dict(getattr(self.table(), "coach_keys", {})).get(target, target)

    def box(self) -> tuple[int, int, int]:
        return tuple(getattr(self.table(), "coach_box", BOX))  # type: ignore[return-value]

    def off_script(self, played: str) -> None:
        table = self.table()
        if self.session.can_undo() and table is not None:
            table.undo()
            self.seen = len(self.session.game.actions)
            self.nudge = f"Not this time: {self.step.hint or 'follow the step above'} (taken back)"
            return
        # It cannot be taken back (a card was revealed): go on if the lesson still fits.
        self.seen = len(self.session.game.actions)
        if self.rest_plays():
            self.nudge = "That works too. On with the lesson."
            if self.step.do is not None and not self.step.do.endswith(ANY):
                self.advance(self.seen)
        else:
            self.alone = True
            self.nudge = "The game has gone its own way, so the lesson stops here. Play on!"

    def rest_plays(self) -> bool:
        """Whether the remaining steps' actions can still be played from here."""
        game = Match(self.session.game.rules, self.session.game.setup)
        for action in self.session.game.actions:
            game.play(str(action))
        bots = set(self.session.bots)
        replies = list(self.session.replies[sum(1 for m in game.movers if m in bots):])
        for step in self.tutorial.steps[self.index:]:
            if step.do is None:
                continue
            try:
                while game.state.to_move() in bots:
                    game.play(replies.pop(0))
                if step.do.endswith(ANY):
                    kind = step.do.removesuffix(ANY)
                    game.play(str(next(a for a in game.rules.legal_actions(game.state)
                                        if str(a).split(" ")[0] == kind)))
                else:
                    game.play(step.do)
            except (IllegalAction, NotationError, StopIteration, IndexError):
                return False
        return True

    # -- input --------------------------------------------------------------------------------
    def keeps_off(self, intent: Intent) -> bool:
        """Whether this table input would leave the lesson (and so is kept from the table)."""
        if self.alone or self._dialog_open() or intent.kind not in ("click", "key"):
            return False
        t = intent.target
        point = self.step.point if self.step.do is not None else None
        if intent.kind == "key" and t == "confirm" and point is not None:
            # Enter on the bare table plays the table's default (Pentagram's "No worker"), which
            # may not be the step's move: it counts as a move like any other.
            return t != self.key_of(point)
        if t in FREE_KEYS if intent.kind == "key" else t in self.free_clicks() or intent.disabled or (
                intent.name in ("own", "player")):
            return False
        return point is None or t not in (point, self.key_of(point))

    def handle(self, intent: Intent) -> bool:
        if not self.in_view() or self.covered():
            return False
        t = intent.target
        if intent.name != "coach" and self.keeps_off(intent):
            self.nudge = (f"For this lesson: {self.step.hint}" if self.step.do is not None
                          else "Read this step, then press Next to go on.")
            return True
        if t == "coach:skip":
            self.leave()
            self.app.say("Tutorial closed: the game is yours to finish", 3)
            return True
        if t == "coach:next" or (t == "confirm" and intent.kind == "key" and self.step.do is None
                                  and not self.alone and not self._dialog_open()):
            if self.last or self.alone:
                self.leave()
            else:
                self.advance(len(self.session.game.actions))
            return True
        return False

    def _dialog_open(self) -> bool:
        return any(not s.opaque for s in self.app.scenes)

    def covered(self) -> bool:
        """Whether something that is not one of the lesson's game decisions is over its table
        (the Esc menu, settings, a name prompt, a card held up to read): the lesson's buttons
        are not drawn and do nothing until it closes."""
        from game.ui.scenes.dialogs import Dialog

        first = max((i for i, s in enumerate(self.app.scenes) if s.opaque), default=0)
        return any(not isinstance(s, Dialog) or s.aside for s in self.app.scenes[first + 1:])

    # -- drawing ------------------------------------------------------------------------------
    def target_rect(self) -> Rect | None:
        """Where the step points, if it can be reached now (not under a dialog)."""
        if self.step.point is None or self.alone:
            return None
        ctl = self.app.ctl
        for i in range(len(ctl.targets) - 1, ctl.floor - 1, -1):
            target = ctl.targets[i]
            if target.id == self.step.point or target.id == f"disabled:{self.step.point}":
                return target.rect
        return None

    def in_view(self) -> bool:
        """Whether its table is what the player sees (its dialogs over it count): the lesson
        waits, unseen, under the rules or the results."""
        from game.ui.table_base import TableBase

        base = next((s for s in reversed(self.app.scenes) if s.opaque), None)
        return isinstance(base, TableBase) and base.session is self.session

    def layout(self) -> tuple[Rect, list[str], list[str]]:
        """The lesson's box on the canvas, its lines and its nudge's: the box grows with them."""
        x, y0, w = self.box()
        lines = assets.wrap(self.step.say, w - 40, theme.FONT_SMALL)
        nudge = assets.wrap(self.nudge, w - 40, theme.FONT_SMALL) if self.nudge else []
        h = 96 + 26 * (len(lines) + len(nudge)) + (16 if nudge else 0) + 64
        return Rect(x, y0, w, h), lines, nudge

    def draw(self, surf: pygame.Surface) -> None:
        if not self.in_view():
            return
        ring = self.target_rect()
        if ring is not None:
            # A dark gap, then the accent and a white edge: it reads around a yellow button too.
            grow = round(9 + 4 * math.sin(self.t * 5))
            rings = ((-4, (20, 24, 34), 5), (0, theme.ACCENT, 5), (5, (250, 250, 250), 2))
            for extra, colour, width in rings:
                g = grow + extra
                r = pygame.Rect(ring.x - g, ring.y - g, ring.w + 2 * g, ring.h + 2 * g)
                pygame.draw.rect(surf, colour, r, width, border_radius=14)
        step = self.step
        box, lines, nudge = self.layout()
        text_w = box.w - 40
        waiting = step.do is not None and not self.alone
        panel(surf, box, (32, 44, 64), theme.ACCENT, 14, 3)
        label(surf, f"Learning the game · {self.index + 1} of {len(self.tutorial.steps)}",
              (box.x + 20, box.y + 14), theme.FONT_SMALL - 2, theme.TEXT_DIM)
        title, size = assets.fit_lines(step.title, text_w, 1, theme.FONT_BODY, theme.FONT_SMALL)
        label(surf, title[0], (box.x + 20, box.y + 40), size, theme.ACCENT, "bold")
        y = box.y + 80
        for line in lines:
            label(surf, line, (box.x + 20, y), theme.FONT_SMALL, theme.TEXT)
            y += 26
        if nudge:
            y += 8
            for line in nudge:
                label(surf, line, (box.x + 20, y), theme.FONT_SMALL, theme.WARN, "semibold")
                y += 26
        ctl = self.app.ctl
        by = box.y + box.h - 56
        if self.covered():
            label(surf, "The lesson waits until this closes", (box.x + 20, by + 12), theme.FONT_SMALL,
                  theme.TEXT_DIM, "semibold")
            return
        if waiting:
            label(surf, "Your move on the table", (box.x + 20, by + 12), theme.FONT_SMALL,
                  theme.TEXT_DIM, "semibold")
        else:
            caption = "Finish" if self.last or self.alone else "Next (Enter)"
            button(surf, ctl, Rect(box.x + box.w - 190, by, 170, 42), "coach:next", caption,
                   primary=True, size=theme.FONT_SMALL)
        if not (self.last or self.alone):
            button(surf, ctl, Rect(box.x + box.w - (370 if not waiting else 190), by, 160, 42),
                   "coach:skip", "Skip tutorial", tip="close the lesson and play on alone",
                   size=theme.FONT_SMALL)


def start_tutorial(app: App, tutorial: Tutorial | None = None) -> Coach:
    """Seat the player at the guided game's table with the coach over it. The game is not
    autosaved: a lesson never replaces the player's game in progress."""
    from game.tutorial.script import load_tutorial
    from game.ui import navigate
    from game.ui.saves import SeatConfig
    from game.ui.session import Session
    from game.ui.theme import SEAT_COLOURS

    tutorial = tutorial or load_tutorial()
    game = tutorial.new_game()
    seats = [SeatConfig(name, colour, tutorial.kind_of(name))
             for name, colour in zip(game.setup.players, SEAT_COLOURS, strict=False)]
    app.game_id = tutorial.rules.id
    session = Session(game, seats, autosave=False)
    session.replies = list(tutorial.replies)
    navigate.to_table(app, session)
    coach = Coach(app, session, tutorial)
    app.overlays = [o for o in app.overlays if not isinstance(o, Coach)] + [coach]
    return coach
