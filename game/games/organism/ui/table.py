"""The ORGANISM table: the hex board, the turn as a clear sequence, and the players' power.

A human's turn reads top to bottom in the side panel — A introduce, B hold the centre, C pick
an organism and a type, D each action, E conflicts, F integrity — with the current step lit.
Everything clickable on the board is lit as a legal target; a click on anything else says why
not, in the engine's own words (``why_illegal``). Undo takes back actions within the turn (the
shared Session's undo). Animations come from the engine's events, at the speed setting.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.family.ruleset import Event
from game.family.words import does, possessive
from game.games.organism import rules
from game.games.organism.actions import DIR_NAMES, EAT, GROW, GROWS, MOVE, TYPES, Action
from game.games.organism.reading import members
from game.games.organism.resolve import regenerate_plan
from game.games.organism.state import EMPTY, FIELD_KINDS, NEUTRAL, OrganismState
from game.games.organism.ui import goal
from game.games.organism.ui.keys import KEYS
from game.games.organism.ui.motion import Dice, Fade, Glide
from game.games.organism.ui.view import (
    CELL,
    CENTRE,
    FOOD,
    NEUTRAL_FIELD,
    RAIN_COLOUR,
    TYPE_NAMES,
    BoardGeometry,
    draw_cell,
    draw_element,
    draw_field,
    loose_food,
    outline_cell,
)
from game.ui import assets, sound, theme
from game.ui.animation import Flash, FloatText
from game.ui.app import App
from game.ui.draw import button, label, panel, seat_marker
from game.ui.input import Intent
from game.ui.layout import Rect
from game.ui.session import Session
from game.ui.table_base import TableBase

HUD = Rect(0, 0, 1920, 64)
BOARD = Rect(16, 76, 1150, 840)
SIDE = Rect(1182, 76, 722, 840)
BAR = Rect(16, 928, 1888, 140)
STEPS = (
    ("A", "Introduce"),
    ("B", "Hold the centre"),
    ("C", "Choose organism and type"),
    ("D", "Actions (or circulate)"),
    ("E", "Resolve conflicts"),
    ("F", "Check integrity"),
)
# The keys (ui/keys.py) are the buttons' commands: 1 2 3 "type_0".."type_2" (EAT, MOVE, GROW),
# C "circulate", N "stop".
TYPE_COMMANDS = ("type_0", "type_1", "type_2")
GROW_NAMES = tuple(g.upper() for g in GROWS)
# The mutations' actions that are aimed from a button (the bar), and what they are called
SPECIAL_WORDS = {"pulse": "PULSE", "contract": "CONTRACT", "transmute": "TRANSMUTE", "combust": "COMBUST",
                 "shift": "Move a field", "echo": "ECHO", "avenge": "AVENGE"}
SPECIAL_HELP = {
    "pulse": "PULSE: two food move the whole organism one space (pick a direction)",
    "contract": "CONTRACT: click an element; the others step one space closer to it",
    "transmute": "TRANSMUTE: click an element; one of its food makes it another type this turn",
    "combust": "COMBUST: click an element to burn it for two actions of another type",
    "shift": "Move a field: click a field of yours (or a neutral one) next to a MOVE, then where",
    "echo": "ECHO: one action of the type the previous player last chose, before you choose",
    "avenge": "AVENGE: spend a free turn; you take it after this one",
}
ACT_SPECIALS = ("pulse", "contract", "transmute", "combust", "shift")
CHOOSE_SPECIALS = ("echo", "avenge")
# each mutation button's id -> its kind: a click is looked up, never read apart
SPECIAL_TARGETS = {f"btn:special_{kind}": kind for kind in SPECIAL_WORDS}


def cell_id(i: int) -> str:
    return f"cell:{i}"


MAX_CELLS = 127  # the full seven-ring board: every cell id a table of any size may register
GOAL = "goal"  # the side panel's "how this game ends" box (a lesson points at it)
POWER = "power"  # the side panel's power rows, as one block


class OrganismTable(TableBase):
    # A lesson (tutorials/organism.yaml) points at buttons whose keys do the same; the board's
    # spaces stay clickable throughout (a move is two clicks: the element, then where it goes;
    # a move the step did not ask for is taken back with the step's hint), and so do the
    # panels a player reads. The coach sits over the log, which the lesson needs least.
    coach_keys: ClassVar[dict[str, str]] = {
        "btn:type_0": TYPE_COMMANDS[0], "btn:type_1": TYPE_COMMANDS[1], "btn:type_2": TYPE_COMMANDS[2],
        "btn:circulate": "circulate", "btn:stop": "stop", "btn:introduce": "confirm",
    }
    coach_free = frozenset({GOAL, POWER, "seat_1", "seat_2", "seat_3", "seat_4", "seat_5", "seat_6", "rain"}
                           | {cell_id(i) for i in range(MAX_CELLS)})
    coach_box = (1192, 648, 702)

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.refusals = 0  # clicks refused with a reason (the first one brings a hint)
        self.geo = BoardGeometry(self.state.board, BOARD)
        self.selected: int | None = None  # an element picked first (to move, eat with, circulate from)
        self.organism: int | None = None  # phase C: the organism picked, waiting for its type
        self.circulating = False
        self.special: str | None = None  # a mutation's action being aimed (pulse, contract, ...)
        self.chain: list[int] = []  # PUSH: the spaces of the push so far (mover first)
        self.options: list[Action] = []  # several actions fit the click: the player picks one
        self.grow_type = MOVE
        self.intro: list[int] = []  # phase A: the types the player is arranging on the home spaces
        self.hidden: set[int] = set()  # cells whose element is still gliding there
        self.dice: Dice | None = None
        self._reset_intro()

    # -- queries --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.anim.busy

    def name(self, seat: int) -> str:
        return "RAIN" if seat >= len(self.state.players) else self.state.players[seat]

    def colour(self, owner: int) -> tuple[int, int, int]:
        return RAIN_COLOUR if owner >= len(self.styles) else self.styles[owner][0]

    def why(self, action: Action) -> str | None:
        return self.session.rules.why_illegal(self.state, action)

    def cell_name(self, i: int) -> str:
        return self.state.board.name(i)

    def intro_cells(self) -> list[int]:
        s = self.state
        home = list(s.board.homes[s.turn])
        five = s.setup.has("skip") and s.first_intro[s.turn]
        return home + (rules.front_spaces(s, home) if five else [])

    def _reset_intro(self) -> None:
        s = self.state
        if s.result is None and s.phase == "introduce":
            self.intro = [EAT, MOVE, GROW, EAT, MOVE][: len(self.intro_cells())]

    # -- what is lit ------------------------------------------------------------------------------
    def targets(self) -> dict[int, str]:
        """The cells a click would act on now, each with what it would do (its tooltip)."""
        return self._cached(
            ("targets", self.selected, self.organism, self.circulating, self.grow_type, self.special,
             tuple(self.chain)),
            self._targets,
        )

    def _targets(self) -> dict[int, str]:
        s = self.state
        if not self.human_to_move() or s.result is not None:
            return {}
        idx = s.board.index
        out: dict[int, str] = {}
        if s.phase == "introduce":
            if len(self.intro) != len(self.intro_cells()):
                self._reset_intro()  # the game moved on past the table (another seat's home)
            for k, c in enumerate(self.intro_cells()):
                out[c] = f"{TYPE_NAMES[self.intro[k]]} goes here: click to change the type"
            return out
        if s.phase == "regenerate":
            plan = self._regrowth()
            if plan is not None:
                out[plan[2]] = (f"grow the {TYPE_NAMES[s.regen[0][2]]} back here for {plan[1]} food "
                                "(REGENERATE)")
            return out
        if s.phase == "choose":
            for a in self.legal():
                i = idx[a.a]  # type: ignore[index]
                for c in members(s, s.tag[i]):
                    out[c] = "pick this organism, then its type (1 EAT, 2 MOVE, 3 GROW)"
            return out
        legal = self.legal()
        if self.special is not None:
            for a in legal:
                if a.kind == self.special and a.a is not None:
                    for c in self._cells_for(a):
                        out[c] = f"{SPECIAL_WORDS[a.kind]}: {a}"
            return out
        if self.circulating:
            for a in legal:
                if a.kind != "circulate":
                    continue
                src, dst = idx[a.a], idx[a.b]  # type: ignore[index]
                if self.selected is None:
                    out[src] = f"circulate one food from {self.cell_name(src)}"
                elif src == self.selected:
                    out[dst] = f"pass one food from {self.cell_name(src)} to {self.cell_name(dst)}"
            return out
        if self.chain:
            k = len(self.chain)
            for a in legal:
                if a.kind == "push" and [idx[c] for c in a.path[:k]] == self.chain:
                    nxt = idx[a.path[k]]
                    out[nxt] = ("push on into " if k + 1 == len(a.path) else "push this one on too: ") + (
                        self.cell_name(nxt))
            return out
        field_grow = self.grow_type >= 3
        for a in legal:
            if a.kind == "eat":
                src, dst = idx[a.a], idx[a.b]  # type: ignore[index]
                if self.selected in (None, src):
                    food = s.food[dst] + 1
                    out[dst] = (
                        f"eat {self.cell_name(dst)} with the EAT at {self.cell_name(src)}: +{food} food"
                    )
            elif a.kind in ("move", "push"):
                src, dst = idx[a.a], idx[a.b]  # type: ignore[index]
                if self.selected is None:
                    out.setdefault(src, f"move the {TYPE_NAMES[s.occ[src] % 3]} at {self.cell_name(src)}")
                elif src == self.selected:
                    if a.kind == "push":
                        out[dst] = f"push the element at {self.cell_name(dst)} (PUSH: one more move each)"
                    else:
                        out[dst] = f"move to {self.cell_name(dst)}" + (
                            f", taking {s.food[dst]} food" if s.food[dst] else "")
            elif a.kind == "grow" and a.etype == self.grow_type and self.selected is None:
                dst = idx[a.b]  # type: ignore[index]
                if field_grow:
                    cost = rules.fields_of(s, s.turn)
                    out[dst] = f"grow a {GROW_NAMES[a.etype]} field here for {cost} food"
                else:
                    cost = rules.grow_cost(s, a.etype)
                    out[dst] = f"grow a {TYPE_NAMES[a.etype]} here for {cost} food"
        return out

    def _regrowth(self) -> tuple[list[int], int, int] | None:
        """REGENERATE's question (ruling O10 h): the organism, cost and space of the regrowth."""
        s = self.state
        return regenerate_plan(s, *s.regen[0]) if s.phase == "regenerate" and s.regen else None

    def _cells_for(self, a: Action) -> list[int]:
        """The cells a click may name ``a`` by: its space, or (echo, pulse: the organism) any
        cell of that organism."""
        s = self.state
        i = s.board.index[a.a]  # type: ignore[index]
        if a.kind in ("echo", "pulse") and s.tag[i] >= 0:
            return members(s, s.tag[i])
        return [i]

    # -- playing --------------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        if self._kept_for_lesson(action):
            return
        self.anim.skip()
        self.hidden.clear()
        before = self.state.clone()
        self.session.play(action)
        events = list(self.session.game.last_events)
        self.version += 1
        self.since_move = 0.0
        self.log_scroll = 0
        self.selected = None
        self.organism = None
        self.circulating = False
        self._clear_modes()
        sound.play_events(events)
        self._animate(before, events)
        self._reset_intro()
        if action.kind == "choose" and self.grow_type >= 3:
            self.grow_type = MOVE  # a field type picked earlier must not turn clicks into fields
        self._default_grow_type()

    def _kept_for_lesson(self, action: Action) -> bool:
        """During a lesson, a player's move the step does not ask for is not played at all, with
        the step's hint (the coach would take it back, but a move that ends the turn could no
        longer be: Robin would already be moving)."""
        from game.ui.coach import Coach

        coach = next((o for o in self.app.overlays if isinstance(o, Coach) and o.session is self.session),
                     None)
        if coach is None or coach.alone or self.session.is_bot(self.state.to_move()):
            return False
        step = coach.step
        if step.do is not None and step.wants(str(action)):
            return False
        if step.do is not None and step.hint:
            coach.nudge = f"For this lesson: {step.hint}"
        else:
            coach.nudge = ("Press Finish, and the game is yours to play." if coach.last
                           else "Read this step, then press Next to go on.")
        self.selected, self.organism, self.circulating = None, None, False
        self._clear_modes()
        self._reset_intro()
        self.version += 1
        return True

    def _clear_modes(self) -> None:
        self.special = None
        self.chain = []
        self.options = []

    def _default_grow_type(self) -> None:
        s = self.state
        if s.phase == "act":
            kinds = [a.etype for a in self.legal() if a.kind == "grow"]
            if kinds and self.grow_type not in kinds:
                self.grow_type = kinds[0]

    def undo(self) -> None:
        if not self.session.can_undo():
            self.app.say("Nothing to undo: undo takes back your own actions this turn, never a RAIN roll")
            return
        if self.session.undo():
            self.anim.skip()
            self.hidden.clear()
            self.version += 1
            self.selected = None
            self.organism = None
            self.circulating = False
            self._clear_modes()
            self._reset_intro()
            self.app.say("Undone", 1.5)

    def click_cell(self, i: int) -> None:
        s = self.state
        if s.result is not None:
            self.app.say("The game is over")
            return
        if not self.human_to_move():
            self.app.say(f"Wait for your turn: {self.who(s.turn)} is playing")
            return
        if self.busy:
            self.anim.skip()
            self.hidden.clear()
        cells = s.board.cells
        if s.phase == "introduce":
            spots = self.intro_cells()
            if i in spots:
                k = spots.index(i)
                self.intro[k] = (self.intro[k] + 1) % 3
                self.version += 1
            else:
                self.refuse(
                    "Introduce: click your lit home spaces to choose each type, then Introduce (Enter)"
                )
            return
        if s.phase == "regenerate":
            if i in self.targets():
                self.play(Action("regenerate"))
            else:
                self.refuse("REGENERATE: grow it back (the lit space, or the button) or let it go")
            return
        if self.special is not None:
            self._click_special(i)
            return
        if s.phase == "choose":
            v = s.occ[i]
            if v != EMPTY and s.tag[i] in s.pending:  # MERGE: a partner's element names it too
                self.organism = s.tag[i]
                self.version += 1
                group = members(s, s.tag[i])
                counts = [sum(1 for c in group if s.occ[c] % 3 == t) for t in range(3)]
                self.app.say(
                    "Now its type: "
                    + ", ".join(f"{k + 1} {TYPE_NAMES[k]} ×{counts[k]}" for k in range(3) if counts[k]),
                    3,
                )
            else:
                self.refuse(self.why(Action("choose", cells[i], None, EAT)) or "pick one of your organisms")
            return
        mine = s.occ[i] != EMPTY and s.tag[i] == s.acting
        targets = self.targets()
        if self.circulating:
            if self.selected is None or (mine and i not in targets):
                if i in targets:
                    self.selected = i
                    self.version += 1
                else:
                    other = next((c for c in members(s) if c != i), i)
                    self.refuse(self.why(Action("circulate", cells[i], cells[other])) or "pick an element")
                return
            self._try(Action("circulate", cells[self.selected], cells[i]))
            return
        legal = self.legal()
        idx = s.board.index
        if self.chain:  # PUSH: each click names where the next element goes
            if i not in targets:
                self.app.say("PUSH: click a lit space to push on into (Esc to cancel)")
                return
            self.chain.append(i)
            self.version += 1
            done = [a for a in legal if a.kind == "push" and [idx[c] for c in a.path] == self.chain]
            if done:
                self.play(done[0])
            return
        # a field grown under one of the organism's elements (ODI41): offered as a button when
        # the element can also be picked to move or eat with
        under = [a for a in legal if a.kind == "grow" and idx[a.b] == i and a.etype == self.grow_type]
        if self.grow_type >= 3 and self.selected is None and mine and under:
            if i not in self._movers() and i not in self._eaters():
                self._offer(under)
                return
            self.options = under
        if self.selected is None:
            if mine and (i in self._movers() or i in self._eaters()):
                self.selected = i
                self.version += 1
                return
            fits = [a for a in legal if (a.kind == "eat" and idx[a.b] == i)
                    or (a.kind == "grow" and idx[a.b] == i and a.etype == self.grow_type)]
            if fits:
                self._offer(fits[:1] if all(a.kind == "eat" for a in fits) else fits)
                return
            self.refuse(self._why_cell(i, mine))
            return
        if i == self.selected:
            self.selected = None
            self.version += 1
            return
        sel = self.selected
        fits = [a for a in legal
                if a.kind in ("move", "eat") and idx[a.a] == sel and idx[a.b] == i]  # type: ignore[index]
        if fits:
            self._offer(fits)
            return
        if any(a.kind == "push" and idx[a.a] == sel and idx[a.b] == i for a in legal):  # type: ignore[index]
            self.chain = [sel, i]
            self.version += 1
            done = [a for a in legal if a.kind == "push" and [idx[c] for c in a.path] == self.chain]
            if done:
                self.play(done[0])
            else:
                self.app.say("PUSH: now click where the pushed element goes", 3)
            return
        if mine and (i in self._movers() or i in self._eaters()):
            self.selected = i
            self.version += 1
            return
        eating = s.occ[sel] % 3 == EAT and rules.budget(s, EAT) and not rules.budget(s, MOVE)
        kind = "eat" if eating else "move"
        self._try(Action(kind, cells[sel], cells[i]))

    def _why_cell(self, i: int, mine: bool) -> str:
        """Why a click on ``i`` does nothing now, in the engine's words where one action fits."""
        s = self.state
        cells = s.board.cells
        if mine:
            spot = next((n for n in s.adj[i] if s.occ[n] == EMPTY), None)
            if spot is not None:
                return self.why(Action("move", cells[i], cells[spot])) or "it cannot act now"
            return f"{self.cell_name(i)} has no open space next to it"
        if s.occ[i] == EMPTY:
            reason = self.why(Action("grow", None, cells[i], self.grow_type))
            if rules.budget(s, EAT) and not rules.budget(s, GROW):
                eater = next((c for c in members(s) if s.occ[c] % 3 == EAT), None)
                if eater is not None:
                    reason = self.why(Action("eat", cells[eater], cells[i]))
            if reason:
                return reason[0].upper() + reason[1:]
        return "Click a lit element of this organism, or a lit space"

    def _offer(self, fits: list[Action]) -> None:
        """One action fits: play it; several (METAMORPHOSE's types, COMBUST's...): the player
        picks one from the buttons."""
        if len(fits) == 1:
            self.play(fits[0])
            return
        self.options = fits
        self.version += 1
        if all(a.kind == "grow" and a.a is not None for a in fits):
            self.app.say("Which GROW element pays? Pick one (the richest is first)", 3)
        else:
            self.app.say("Several ways fit: pick one of the buttons", 3)

    def _click_special(self, i: int) -> None:
        fits = [a for a in self.legal()
                if a.kind == self.special and a.a is not None and i in self._cells_for(a)]
        if fits:
            self._offer(fits)
            return
        s = self.state
        probe = Action(self.special or "", s.board.cells[i], None, 0)
        if self.special == "shift":
            probe = Action("shift", s.board.cells[i], s.board.cells[i])
        reason = self.why(probe) or f"{SPECIAL_WORDS.get(self.special or '', '')}: click a lit space"
        self.app.say(reason[0].upper() + reason[1:])

    def _eaters(self) -> set[int]:
        idx = self.state.board.index
        return {idx[a.a] for a in self.legal() if a.kind == "eat"}  # type: ignore[index]

    def toggle_special(self, kind: str) -> None:
        s = self.state
        if not self.human_to_move():
            self.app.say("Wait for your turn")
            return
        fits = [a for a in self.legal() if a.kind == kind]
        if not fits:
            reason = self.why(Action(kind)) if kind == "avenge" else None
            self.app.say(reason or f"No {SPECIAL_WORDS.get(kind, kind)} is possible now")
            return
        if kind == "avenge":
            self.play(fits[0])
            return
        self.selected, self.circulating, self.chain, self.options = None, False, [], []
        self.special = None if self.special == kind else kind
        organisms = {s.tag[s.board.index[a.a]] for a in fits}  # type: ignore[index]
        if self.special == "pulse" and len(organisms) == 1:
            self.options = fits  # one organism: its directions at once
        self.version += 1

    def _movers(self) -> set[int]:
        idx = self.state.board.index
        return {idx[a.a] for a in self.legal() if a.kind in ("move", "push")}  # type: ignore[index]

    def _try(self, action: Action) -> None:
        reason = self.why(action)
        if reason is None:
            self.play(action)
        else:
            self.refuse(reason)

    def refuse(self, reason: str) -> None:
        """Say why a click does nothing (the engine's words); counted for the first-refusal hint."""
        self.refusals += 1
        self.app.say(reason[0].upper() + reason[1:])

    def pick_type(self, k: int) -> None:
        s = self.state
        if not self.human_to_move():
            self.app.say("Wait for your turn")
            return
        if s.phase == "choose":
            tag = self.organism
            if tag is None:
                if len(s.pending) == 1:
                    tag = s.pending[0]
                else:
                    self.app.say("First click the organism that acts next")
                    return
            cell = s.board.cells[members(s, tag)[0]]
            self._try(Action("choose", cell, None, k))
        elif s.phase == "act" and rules.budget(s, GROW):
            self.grow_type = k
            self.version += 1
            if k >= 3:
                if not any(a.kind == "grow" and a.etype == k for a in self.legal()):
                    self.app.say(f"No {GROW_NAMES[k]} field can grow now: it costs "
                                 f"{rules.fields_of(s, s.turn)} food, the GROW elements hold "
                                 f"{rules.grow_food(s)}, and you have five at most")
                return
            if not any(a.kind == "grow" and a.etype == k for a in self.legal()):
                cost = rules.grow_cost(s, k)
                self.app.say(
                    f"No {TYPE_NAMES[k]} can grow now: it costs {cost} food, the GROW elements hold "
                    f"{rules.grow_food(s)}, and it needs an open space next to a GROW, touching no "
                    "other player"
                )
        else:
            self.app.say("The type is chosen once per organism, at C")

    def introduce(self) -> None:
        self._try(Action("introduce", order=tuple(self.intro)))

    # -- intents --------------------------------------------------------------------------------
    def finish_motion(self) -> None:
        self.anim.skip()
        self.hidden.clear()

    def cancel(self) -> None:
        """Esc drops a choice half made before it opens the menu."""
        if (self.selected is not None or self.organism is not None or self.circulating
                or self.special or self.chain or self.options):
            self.selected, self.organism, self.circulating = None, None, False
            self._clear_modes()
            self.version += 1
        else:
            self.open_menu()

    def act(self, intent: Intent) -> None:
        s = self.state
        t, command, k = intent.target, intent.command, intent.index
        if command == "stop":
            if s.phase == "act" and self.human_to_move():
                self.play(Action("stop"))
            else:
                self.app.say("Stop gives up the rest of an organism's actions, once it has chosen its type")
        elif command == "circulate":
            if s.phase == "act" and self.human_to_move():
                self.circulating = not self.circulating
                self.selected = None
                self._clear_modes()
                self.version += 1
            else:
                self.app.say("Circulate is an action: choose an organism and its type first")
        elif t in ("btn:regenerate", "btn:decline"):
            if s.phase == "regenerate" and self.human_to_move():
                self.play(Action(command))
            else:
                self.app.say("REGENERATE asks when one of your elements is disrupted")
        elif t in SPECIAL_TARGETS:
            self.toggle_special(SPECIAL_TARGETS[t])
        elif command == "option" and k is not None:
            if k < len(self.options):
                self._try(self.options[k])
        elif command == "type" and k is not None:
            if k < len(GROWS):
                self.pick_type(k)
        elif t in ("btn:introduce",) or (t == "confirm" and s.phase == "introduce"):
            self.introduce()
        elif intent.name == "cell" and k is not None and k < len(s.board.cells):
            self.click_cell(k)

    def show_results(self) -> None:
        from game.games.organism.ui.end import OrganismEnd

        self.anim.skip()
        self.hidden.clear()
        self.end_shown = True
        self.app.push(OrganismEnd(self.app, self.session))

    # -- animation from events ------------------------------------------------------------------
    def _animate(self, before: OrganismState, events: list[Event]) -> None:
        speed = self.app.settings.speed
        if speed <= 0:
            return
        geo, add = self.geo, self.anim.add
        r = self.radius
        delay = 0.0
        for kind, d in events:
            if kind == "moved":
                owner = before.occ[d["src"]] // 3
                self.hidden.add(d["dst"])
                add(
                    Glide(
                        0.35,
                        delay,
                        start=geo.centre(d["src"]),
                        end=geo.centre(d["dst"]),
                        kind=d["type"],
                        colour=self.colour(owner),
                        radius=r,
                        cell=d["dst"],
                    ),
                    speed,
                )
                delay += 0.2
            elif kind in ("pushed", "pulsed", "contracted"):
                if kind == "pushed":
                    p = d["path"]
                    steps = [(p[k], p[k + 1]) for k in range(len(p) - 1)]
                else:
                    steps = [tuple(m) for m in d["moves"]]
                for src, dst in steps:
                    v = before.occ[src]
                    self.hidden.add(dst)
                    add(Glide(0.35, delay, start=geo.centre(src), end=geo.centre(dst), kind=v % 3,
                              colour=self.colour(v // 3), radius=r, cell=dst), speed)
                delay += 0.2
            elif kind in ("grew_field", "shifted", "immolated", "regenerated", "transmuted", "combusted"):
                cell = d.get("cell", d.get("dst"))
                add(Flash(0.6, delay, rect=geo.rect(cell), colour=theme.ACCENT), speed)
            elif kind == "rain_fell":
                self.hidden.add(d["dst"])
                kind_ = before.occ[d["src"]] % 3
                add(
                    Glide(
                        0.3,
                        delay,
                        start=geo.centre(d["src"]),
                        end=geo.centre(d["dst"]),
                        kind=kind_,
                        colour=RAIN_COLOUR,
                        radius=r,
                        cell=d["dst"],
                    ),
                    speed,
                )
            elif kind == "grew":
                add(Flash(0.6, delay, rect=geo.rect(d["cell"]), colour=theme.GOOD), speed)
            elif kind == "ate":
                x, y = geo.centre(d["eater"])
                add(FloatText(0.9, delay, pos=(x, y - r), message=f"+{d['food']}", colour=FOOD), speed)
            elif kind == "introduced":
                for c in d["cells"]:
                    add(Flash(0.7, delay, rect=geo.rect(c), colour=self.colour(d["seat"])), speed)
            elif kind == "held":
                x, y = geo.centre(self.state.board.centre)
                add(
                    FloatText(
                        1.0, delay, pos=(x, y - r), message=f"+{d['power']} power", colour=theme.ACCENT
                    ),
                    speed,
                )
            elif kind == "disrupted":
                delay += 0.35
                owner = d["seat"]
                add(
                    Fade(
                        0.8,
                        delay,
                        pos=geo.centre(d["cell"]),
                        kind=d["type"],
                        colour=self.colour(owner),
                        radius=r,
                        caption="disrupted",
                    ),
                    speed,
                )
                for c in d["by_cells"]:
                    add(Flash(0.6, delay, rect=geo.rect(c), colour=theme.BAD), speed)
            elif kind == "died":
                delay += 0.35
                for c in d["cells"]:
                    v = before.occ[c]
                    if v == EMPTY:
                        continue
                    add(
                        Fade(
                            0.9,
                            delay,
                            pos=geo.centre(c),
                            kind=v % 3,
                            colour=self.colour(d["seat"]),
                            radius=r,
                            cross=theme.TEXT_DIM,
                            caption="integrity",
                        ),
                        speed,
                    )
            elif kind == "rain_rolled":
                self.dice = Dice(
                    0.9,
                    delay,
                    pos=(SIDE.x + 470, SIDE.y + 496),
                    kind=d["type"],
                    column=d["column"],
                    columns=len(self.state.board.columns()),
                )
                add(self.dice, speed)
                if d["placed"]:
                    add(Flash(0.6, delay + 0.6, rect=geo.rect(d["cell"]), colour=RAIN_COLOUR), speed)

    @property
    def radius(self) -> int:
        return max(10, round(self.geo.size * 0.5))

    # -- time -----------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        busy = self.anim.update(dt)
        if not any(isinstance(a, Glide) for a in self.anim.items):
            self.hidden.clear()
        self.since_move += dt
        if self.app.top is not self:
            return busy
        self.pace(dt, busy)
        return busy

    # -- picture --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.offer_keys()
        self.drawn_version = self.version
        self.still.show(surf, self.app.ctl, self.still_key(), self._draw_still)
        # live: the prompt follows a bot's thinking
        label(surf, self._prompt(), (BAR.x + 16, BAR.y + 12), theme.FONT_BODY, theme.TEXT, "semibold")
        self.anim.draw(surf)

    def still_key(self) -> tuple:
        rolling = self.dice is not None and self.dice in self.anim.items
        return (*super().still_key(), self.selected, self.organism, self.circulating, self.special,
                tuple(self.chain), tuple(self.options), self.grow_type, tuple(self.intro),
                tuple(sorted(self.hidden)), rolling)

    def _draw_still(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        self._hud(surf)
        self._board(surf)
        self._side(surf)
        self._bar(surf)

    def _hud(self, surf: pygame.Surface) -> None:
        s = self.state
        pygame.draw.rect(surf, theme.PANEL_DARK, HUD.tuple)
        cy = HUD.y + HUD.h // 2
        x = label(surf, "ORGANISM", (20, cy), theme.FONT_LARGE, theme.ACCENT, "bold", "midleft")
        turn = s.turns + (0 if s.result is not None else 1)
        x = label(
            surf,
            f"Turn {turn} · Round {s.round}",
            (x.x + x.w + 30, cy),
            theme.FONT_BODY,
            theme.TEXT,
            "semibold",
            "midleft",
        )
        seat = s.to_move()
        if seat is not None:
            colour, shape = self.styles[seat]
            seat_marker(surf, (x.x + x.w + 40, cy), 11, colour, shape)
            right = label(
                surf,
                does(self.who(seat), self._doing(), " — "),
                (x.x + x.w + 58, cy),
                theme.FONT_BODY,
                theme.TEXT,
                "semibold",
                "midleft",
            )
        else:
            right = label(surf, "Game over", (x.x + x.w + 30, cy), theme.FONT_BODY, theme.ACCENT, "bold",
                          "midleft")
        muts = f" · {', '.join(m.upper() for m in s.setup.mutations)}" if s.setup.mutations else ""
        label(
            surf,
            f"{goal.header(s)}{muts} · seed {s.setup.seed}",
            (1900, cy),
            theme.FONT_SMALL,
            theme.ACCENT,
            "semibold",
            anchor="midright",
            max_width=max(200, 1900 - (right.x + right.w + 30)),
        )

    def _doing(self) -> str:
        s = self.state
        if s.phase == "introduce":
            return "introduces an organism (A)"
        if s.phase == "choose":
            return f"chooses an organism and a type (C) · {len(s.pending)} to act"
        if s.phase == "regenerate":
            lost, _, t = s.regen[0]
            return f"REGENERATE question: the {TYPE_NAMES[t]} lost at {self.cell_name(lost)} (E)"
        return f"{TYPES[s.etype].upper()}: {s.left} action{'s' if s.left != 1 else ''} left (D)"

    # .. the board ..................................................................................
    def _board(self, surf: pygame.Surface) -> None:
        s = self.state
        geo = self.geo
        b = s.board
        ctl = self.app.ctl
        targets = self.targets()
        # The cells, homes, column numbers and fields change only with the fields or the colours:
        # drawn once into a layer and laid down each frame (every hex a frame was most of it).
        key = (id(b), tuple(s.fld), s.setup.rain, tuple(st[0] for st in self.styles), geo.size,
               assets.TEXT_SCALE, theme.palette)
        if getattr(self, "_layer_key", None) != key:
            self._layer = pygame.Surface(surf.get_size())
            self._draw_fixed(self._layer)
            self._layer_key = key
        surf.blit(self._layer, BOARD.tuple[:2], area=BOARD.tuple)
        acting = set(members(s)) if s.phase == "act" else set()
        picked = set(members(s, self.organism)) if self.organism is not None else set()
        for i in range(len(b.cells)):
            v = s.occ[i]
            c = geo.centre(i)
            if s.phase == "introduce" and i in targets and self.human_to_move():
                k = self.intro_cells().index(i)
                draw_element(surf, c, self.radius, self.intro[k], self.colour(s.turn), 1, alpha=150)
            elif v == EMPTY:
                if s.food[i]:
                    loose_food(surf, c, s.food[i], round(geo.size))
            elif i not in self.hidden:
                draw_element(surf, c, self.radius, v % 3, self.colour(v // 3), s.food[i])
            if i in acting:
                outline_cell(surf, geo, i, theme.HILITE, 3, 0.98)
            if i in picked:
                outline_cell(surf, geo, i, theme.ACCENT, 4, 0.98)
        if self.selected is not None:
            outline_cell(surf, geo, self.selected, theme.ACCENT, 6, 0.86)
        for i in self.chain:
            outline_cell(surf, geo, i, theme.ACCENT, 6, 0.86)
        hovered = ctl.hovered
        for i in targets:
            on = hovered is not None and hovered.id == cell_id(i)
            outline_cell(surf, geo, i, theme.ACCENT if on else theme.GOOD, 5 if on else 3, 0.8)
        tips = self._cached(("cell tips",), lambda: [self._cell_info(i) for i in range(len(b.cells))])
        for i in range(len(b.cells)):
            ctl.add(geo.rect(i), cell_id(i), True, targets.get(i) or tips[i])

    def _draw_fixed(self, surf: pygame.Surface) -> None:
        """The board's unchanging part: the panel, the cells (homes tinted), the RAIN columns'
        numbers, the centre's name and the fields."""
        s = self.state
        panel(surf, BOARD, theme.BOARD)
        geo = self.geo
        b = s.board
        homes = {c: seat for seat, h in enumerate(b.homes) for c in h}
        for i in range(len(b.cells)):
            fill = CENTRE if i == b.centre else CELL
            if i in homes:
                hc = self.colour(homes[i])
                fill = (
                    fill[0] * 2 // 3 + hc[0] // 3,
                    fill[1] * 2 // 3 + hc[1] // 3,
                    fill[2] * 2 // 3 + hc[2] // 3,
                )
            draw_cell(surf, geo, i, fill)
        if s.setup.rain:
            for k, col in enumerate(b.columns()):
                x, y = geo.centre(col[0])
                label(
                    surf,
                    str(k + 1),
                    (x, y - round(geo.size)),
                    theme.FONT_SMALL,
                    RAIN_COLOUR,
                    "bold",
                    "midbottom",
                )
        x, y = geo.centre(b.centre)
        label(
            surf,
            "centre",
            (x, y + round(geo.size * 0.55)),
            max(12, round(geo.size * 0.3)),
            theme.ACCENT,
            anchor="center",
        )
        for i, f in enumerate(s.fld):
            if f != EMPTY:
                owner = f // 8
                colour = NEUTRAL_FIELD if owner == NEUTRAL else self.colour(owner)
                draw_field(surf, geo, i, f % 8, colour)

    def _cell_info(self, i: int) -> str:
        s = self.state
        v = s.occ[i]
        where = self.cell_name(i) + (" (the centre)" if i == s.board.centre else "")
        f = s.fld[i]
        if f != EMPTY:
            whose = "a neutral" if f // 8 == NEUTRAL else f"{self.name(f // 8)}'s"
            where += f", {whose} {FIELD_KINDS[f % 8].upper()} field"
        if v == EMPTY:
            return f"{where}: open" + (f", {s.food[i]} food lying here" if s.food[i] else "")
        return f"{where}: {possessive(self.name(v // 3))} {TYPE_NAMES[v % 3]} with {s.food[i]} food"

    # .. the side panel ..............................................................................
    def _side(self, surf: pygame.Surface) -> None:
        s = self.state
        panel(surf, SIDE, theme.PANEL)
        x0, y = SIDE.x + 18, SIDE.y + 14
        label(surf, "This turn", (x0, y), theme.FONT_BODY, theme.TEXT, "bold")
        now = {"introduce": 0, "choose": 2, "act": 3, "regenerate": 4}.get(s.phase, -1)
        for k, (letter, words) in enumerate(STEPS):
            yy = y + 34 + k * 30
            lit = k == now and s.result is None
            ink = theme.ACCENT if lit else (theme.TEXT if k > now else theme.TEXT_DIM)
            if lit:
                pygame.draw.polygon(surf, theme.ACCENT, [(x0, yy + 3), (x0 + 11, yy + 11), (x0, yy + 19)])
            label(
                surf, f"{letter}  {words}", (x0 + 18, yy), theme.FONT_SMALL, ink, "bold" if lit else "regular"
            )
        y += 34 + 6 * 30 + 8
        self._choices(surf, x0, y)
        y = self._players(surf, x0, SIDE.y + 324)
        if s.setup.rain:
            y = self._rain_panel(surf, x0, y + 4)
        y = self._goal(surf, SIDE.x + 10, y + 6, SIDE.w - 20)
        self._log(surf, Rect(SIDE.x + 10, y + 8, SIDE.w - 20, SIDE.y + SIDE.h - y - 18))

    def _choices(self, surf: pygame.Surface, x0: int, y: int) -> None:
        """Phase C's three type buttons (with the organism's counts), or GROW's type picker."""
        s = self.state
        ctl = self.app.ctl
        human = self.human_to_move() and s.result is None
        if self.options and human:
            self._options(surf, x0, y)
            return
        if s.phase == "regenerate":
            self._regenerate_buttons(surf, x0, y, human)
            return
        growing = s.phase == "act" and rules.budget(s, GROW) > 0
        if s.phase == "choose" or growing:
            counts = [0, 0, 0]
            tag = (
                self.organism
                if self.organism is not None
                else (s.pending[0] if len(s.pending) == 1 else None)
            )
            if s.phase == "choose" and tag is not None:
                group = members(s, tag)
                counts = [sum(1 for c in group if s.occ[c] % 3 == t) for t in range(3)]
            for k in range(3):
                key = KEYS.label(TYPE_COMMANDS[k], str(k + 1))
                if s.phase == "choose":
                    caption = (
                        f"{key} · {TYPE_NAMES[k]} ×{counts[k]}"
                        if tag is not None
                        else f"{key} · {TYPE_NAMES[k]}"
                    )
                    ok = human and tag is not None and counts[k] > 0
                    tip = (
                        f"{counts[k]} {TYPE_NAMES[k]} action(s) for this organism"
                        if ok
                        else "click an organism first"
                        if tag is None
                        else f"it has no {TYPE_NAMES[k]}"
                    )
                    selected = False
                else:
                    cost = rules.grow_cost(s, k)
                    caption = f"{key} · grow {TYPE_NAMES[k]} ({cost} food)"
                    ok = human
                    tip = f"a new {TYPE_NAMES[k]} costs {cost} food from the GROW elements"
                    selected = self.grow_type == k
                button(
                    surf,
                    ctl,
                    Rect(x0 + k * 226, y, 216, 44),
                    f"btn:type_{k}",
                    caption,
                    ok,
                    tip,
                    size=theme.FONT_SMALL,
                    selected=selected,
                )
            if growing and rules.field_kinds(s):
                # the field kinds in play grow too (ODI41), on a second row
                for j, k in enumerate(rules.field_kinds(s)):
                    t = 3 + k
                    button(surf, ctl, Rect(x0 + j * 136, y + 50, 128, 36), f"btn:type_{t}",
                           f"{GROW_NAMES[t].title()} ({rules.fields_of(s, s.turn)} food)", human,
                           f"grow a {GROW_NAMES[t]} field: one food per field of yours on the board",
                           size=theme.FONT_SMALL - 3, selected=self.grow_type == t)
        elif s.phase == "introduce" and human:
            order = " ".join(TYPE_NAMES[t] for t in self.intro)
            label(surf, f"Home order: {order}", (x0, y + 12), theme.FONT_SMALL, theme.TEXT)
        elif s.phase == "act":
            fed = s.food[self.selected] if self.selected is not None else None
            what = (
                "circulating: pick the food's source, then its destination"
                if self.circulating
                else f"{TYPE_NAMES[s.etype]} chosen: {s.left} action(s) left"
            )
            label(
                surf,
                what + (f" · selected holds {fed} food" if fed is not None else ""),
                (x0, y + 12),
                theme.FONT_SMALL,
                theme.TEXT,
            )

    def _regenerate_buttons(self, surf: pygame.Surface, x0: int, y: int, human: bool) -> None:
        """REGENERATE's question (O10 h), to the lost element's owner: grow it back, or not."""
        s = self.state
        plan = self._regrowth()
        cost = plan[1] if plan is not None else 0
        kind = TYPE_NAMES[s.regen[0][2]] if s.regen else ""
        ctl = self.app.ctl
        button(surf, ctl, Rect(x0, y, 330, 44), "btn:regenerate", f"Grow the {kind} back ({cost} food)",
               human,
               "REGENERATE: it grows back at the lit space, paid from the organism's GROW elements",
               size=theme.FONT_SMALL)
        button(surf, ctl, Rect(x0 + 344, y, 330, 44), "btn:decline", "Let it go", human,
               "keep the food; the element stays lost", size=theme.FONT_SMALL)

    def _options(self, surf: pygame.Surface, x0: int, y: int) -> None:
        """Several actions fit the last click: one button each (Esc cancels)."""
        ctl = self.app.ctl
        for k, a in enumerate(self.options[:6]):
            row, col = divmod(k, 3)
            button(surf, ctl, Rect(x0 + col * 226, y + row * 48, 216, 42), f"btn:option_{k}",
                   self._option_caption(a), True, str(a), size=theme.FONT_SMALL - 2)

    def _option_caption(self, a: Action) -> str:
        s = self.state
        if a.kind == "move" and a.etype >= 0:
            return f"become {TYPE_NAMES[a.etype]}"
        if a.kind in ("combust", "transmute"):
            return f"{a.kind} → {TYPE_NAMES[a.etype]}"
        if a.kind == "pulse":
            return f"pulse {DIR_NAMES[a.etype]}"
        if a.kind == "grow":
            if a.a is not None:  # O10 (i): which GROW pays
                payer = s.board.index[a.a]
                return f"paid by {s.board.name(payer)} ({s.food[payer]} food)"
            return f"grow {GROW_NAMES[a.etype]}"
        if a.kind == "shift":
            return f"field → {s.board.name(s.board.index[a.b])}"  # type: ignore[index]
        return str(a)

    def _players(self, surf: pygame.Surface, x0: int, y: int) -> int:
        """Each seat's power toward the goal (and organisms toward three); returns the bottom."""
        s = self.state
        title = "Power" if s.setup.rain else f"Power · first to {s.setup.threshold} wins"
        label(surf, title, (x0, y), theme.FONT_BODY, theme.TEXT, "bold")
        n = len(s.players)
        row = min(36, 110 // max(1, n))
        # the whole block (a lesson rings it); each row below is its own target with its tip
        self.app.ctl.add(Rect(x0 - 6, y - 2, SIDE.w - 24, 34 + n * row), POWER, True,
                         " · ".join(goal.standing(s, k) for k in range(n)))
        size = theme.FONT_SMALL if row >= 30 else theme.FONT_SMALL - 4  # five or six seats: tight rows
        goal_power = s.setup.threshold
        for seat in range(n):
            yy = y + 32 + seat * row
            colour, shape = self.styles[seat]
            seat_marker(surf, (x0 + 10, yy + 10), 9, colour, shape)
            if seat == s.to_move():
                pygame.draw.polygon(
                    surf, theme.ACCENT, [(x0 + 26, yy + 3), (x0 + 36, yy + 10), (x0 + 26, yy + 17)]
                )
            label(
                surf,
                f"{'   ' if seat == s.to_move() else ''}{self.who(seat)}",
                (x0 + 26, yy + 10),
                size,
                theme.TEXT,
                "semibold",
                "midleft",
                max_width=170,
            )
            track = Rect(x0 + 200, yy + 2, 150, 16)
            pygame.draw.rect(surf, theme.PANEL_DARK, track.tuple, border_radius=8)
            if not s.setup.rain:
                share = min(1.0, s.power[seat] / goal_power)
                pygame.draw.rect(
                    surf, colour, (track.x, track.y, round(track.w * share), track.h), border_radius=8
                )
                for k in range(1, goal_power):
                    xx = track.x + round(track.w * k / goal_power)
                    pygame.draw.line(surf, theme.BG, (xx, track.y + 3), (xx, track.y + track.h - 3))
            else:
                pygame.draw.rect(
                    surf,
                    colour,
                    (track.x, track.y, min(track.w, 10 * s.power[seat]), track.h),
                    border_radius=8,
                )
            label(surf, goal.standing(s, seat), (x0 + 362, yy + 10), size, theme.TEXT,
                  anchor="midleft", max_width=SIDE.x + SIDE.w - 12 - (x0 + 362))
            self.app.ctl.add(Rect(x0, yy, 680, row), f"seat_{seat + 1}", True,
                             goal.seat_tip(s, seat, self.name(seat)))
        return y + 32 + n * row

    def _rain_panel(self, surf: pygame.Surface, x0: int, y: int) -> int:
        """RAIN's power toward the end of the game, its supply and its last roll; returns the bottom."""
        s = self.state
        label(surf, goal.rain_standing(s), (x0, y), theme.FONT_BODY, RAIN_COLOUR, "bold",
              max_width=SIDE.w - 36)
        supply = " ".join(f"{TYPE_NAMES[t]} {s.rain_supply[t]}" for t in range(3))
        roll = ""
        if s.last_roll and not (self.dice is not None and self.dice in self.anim.items):
            kind, col = s.last_roll[-2], s.last_roll[-1]
            roll = f" · last roll: {TYPE_NAMES[kind]}, column {col + 1}"
        label(surf, f"RAIN's supply: {supply}{roll}", (x0, y + 30), theme.FONT_SMALL, theme.TEXT_DIM)
        self.app.ctl.add(Rect(x0, y, SIDE.w - 36, 54), "rain", True,
                         "RAIN falls one space a turn, then drops a new element where its dice say")
        return y + 54

    def _goal(self, surf: pygame.Surface, x: int, y: int, w: int) -> int:
        """How this game ends and what earns power, in a player's words (the first sentence, how
        it ends, lit); returns the box's bottom."""
        size = theme.FONT_SMALL - 1
        sentences = goal.how_to_win(self.state)
        wrapped = [assets.wrap(sentence, w - 24, size) for sentence in sentences]
        lh = size + 4
        h = 14 + lh * sum(len(lines) for lines in wrapped)
        panel(surf, Rect(x, y, w, h), (38, 46, 64), theme.PANEL_LINE)
        yy = y + 7
        for k, lines in enumerate(wrapped):
            for line in lines:
                label(surf, line, (x + 12, yy), size, theme.ACCENT if k == 0 else theme.TEXT,
                      "semibold" if k == 0 else "regular")
                yy += lh
        self.app.ctl.add(Rect(x, y, w, h), GOAL, True, " ".join(sentences))
        return y + h

    def _log(self, surf: pygame.Surface, r: Rect) -> None:
        panel(surf, r, theme.PANEL_DARK)
        label(surf, "📖 Log", (r.x + 12, r.y + 6), theme.FONT_SMALL, theme.TEXT, "bold")
        lh = assets.font(theme.FONT_SMALL).get_height() + 1
        lines = self.log_lines()
        end = len(lines) - self.log_scroll
        rows: list[str] = []
        for line in reversed(lines[max(0, end - 30) : end]):
            rows.extend(reversed(assets.wrap(line, r.w - 24, theme.FONT_SMALL)))
            if len(rows) * lh > r.h:
                break
        y = r.y + r.h - 8 - lh
        for text in rows:
            if y < r.y + 32:
                break
            ink = theme.HILITE if text.startswith("—") else theme.BAD if "disrupted" in text else theme.TEXT
            label(surf, text, (r.x + 12, y), theme.FONT_SMALL, ink)
            y -= lh
        self.app.ctl.add(r, "log_panel", True, "")

    def log_lines(self) -> list[str]:
        """The game's log, its opening line said as the header says it (the engine's names the
        power threshold even where RAIN's ends the game)."""
        lines = self.state.log
        if lines and lines[0].startswith("ORGANISM, seed"):
            lines = [goal.opening(self.state), *lines[1:]]
        if self.state.result is not None and self.state.result.reason == "stalled" and lines:
            lines = [*lines[:-1], lines[-1].replace(" (O7)", "")]  # a designer's reference, not a player's
        return lines

    # .. the action bar ..............................................................................
    def _bar(self, surf: pygame.Surface) -> None:
        s = self.state
        panel(surf, BAR, theme.PANEL)
        ctl = self.app.ctl
        y, h = BAR.y + BAR.h - 62, 50
        human = self.human_to_move() and s.result is None
        if s.result is not None:
            button(
                surf,
                ctl,
                Rect(BAR.x + 16, y, 420, h),
                "btn:results",
                "🏆 See the results (Enter)",
                self.shell_ok(),
                self.shell_tip(""),
                primary=self.shell_ok(),
            )
        elif s.phase == "introduce":
            reason = self.why(Action("introduce", order=tuple(self.intro))) if human else "wait for your turn"
            button(
                surf,
                ctl,
                Rect(BAR.x + 16, y, 360, h),
                "btn:introduce",
                "Introduce (Enter)",
                reason is None,
                reason or "place these elements on your home spaces",
                primary=reason is None,
            )
        elif s.phase == "act":
            ckey = KEYS.label("circulate", "C")
            skey = KEYS.label("stop", "N")
            button(
                surf,
                ctl,
                Rect(BAR.x + 16, y, 330, h),
                "btn:circulate",
                f"{ckey} · Circulate instead",
                human,
                "use this action to pass one food between two elements of the organism",
                selected=self.circulating,
            )
            button(
                surf,
                ctl,
                Rect(BAR.x + 360, y, 330, h),
                "btn:stop",
                f"{skey} · Stop this organism",
                human,
                f"give up its {s.left} remaining action(s)",
            )
        if human and s.phase in ("act", "choose"):
            kinds = ACT_SPECIALS if s.phase == "act" else CHOOSE_SPECIALS
            have = {a.kind for a in self.legal()}
            x = BAR.x + 704
            for kind in kinds:
                if kind not in have:
                    continue
                button(surf, ctl, Rect(x, y, 120, h), f"btn:special_{kind}", SPECIAL_WORDS[kind].title()
                       if kind != "shift" else "Move field", True, SPECIAL_HELP[kind],
                       size=theme.FONT_SMALL - 2, selected=self.special == kind)
                x += 126
        can = self.session.can_undo() and human
        button(
            surf,
            ctl,
            Rect(BAR.x + BAR.w - 16 - 170 - 12 - 170 - 12 - 170, y, 170, h),
            "btn:undo",
            "↩️ Undo (U)",
            can,
            "take back your last action this turn"
            if can
            else "nothing to undo this turn (never a RAIN roll)",
        )
        button(surf, ctl, Rect(BAR.x + BAR.w - 16 - 170 - 12 - 170, y, 170, h), "btn:rules", "Rules (F1)",
               self.shell_ok(), self.shell_tip(""))
        button(
            surf,
            ctl,
            Rect(BAR.x + BAR.w - 16 - 170, y, 170, h),
            "btn:menu",
            "Menu (Esc)",
            self.shell_ok(),
            self.shell_tip("animation speed, rules, save and quit"),
        )

    def _prompt(self) -> str:
        s = self.state
        if s.result is not None:
            r = s.result
            if r.reason == "rain":
                return f"RAIN reached its threshold: you survived {r.survived} turns."
            return "The game is over."
        seat = s.to_move()
        assert seat is not None
        waiting = self.waiting_line(seat)
        if waiting:
            return waiting
        name = self.name(seat)
        if self.options and all(a.kind == "grow" and a.a is not None for a in self.options):
            a = self.options[0]
            where = self.cell_name(s.board.index[a.b])  # type: ignore[index]
            return (f"{name}: which GROW element pays for the {GROW_NAMES[a.etype]} at {where}? "
                    "The richest is first (Esc cancels).")
        if self.options:
            return f"{name}: pick one of the buttons (Esc cancels)."
        if self.special is not None:
            return f"{name}: {SPECIAL_HELP[self.special]} (Esc cancels)."
        if s.phase == "regenerate":
            lost, _, t = s.regen[0]
            return (f"{name}: your {TYPE_NAMES[t]} at {self.cell_name(lost)} was disrupted — grow it back "
                    "(REGENERATE) or let it go?")
        if s.phase == "introduce":
            return f"{name}: arrange EAT, MOVE and GROW on your lit home spaces (click to change), then Introduce."  # noqa: E501
        if s.phase == "choose":
            if self.organism is None and len(s.pending) > 1:
                return f"{name}: click the organism that acts next ({len(s.pending)} still to act)."
            return f"{name}: choose its type — 1 EAT, 2 MOVE or 3 GROW: one action per element of that type."
        if self.chain:
            return f"{name}: PUSH — click where {self.cell_name(self.chain[-1])} is pushed (lit)."
        if self.circulating:
            return f"{name}: circulate — click an element with food, then the element to receive it."
        if s.etype == EAT:
            return f"{name}: EAT — click a lit open space next to an EAT ({s.left} left)."
        if s.etype == MOVE:
            if self.selected is None:
                return f"{name}: MOVE — click a lit element to move ({s.left} left)."
            return (
                f"{name}: MOVE — click where {self.cell_name(self.selected)} goes (lit), or another element."
            )
        if s.etype == GROW:
            grow = GROW_NAMES[self.grow_type]
            return f"{name}: GROW {grow} — click a lit space ({s.left} left); 1, 2 or 3 picks the type."
        return f"{name}: {TYPE_NAMES[s.etype]} — click a lit element or space ({s.left} left)."


__all__ = ["OrganismTable", "cell_id"]
