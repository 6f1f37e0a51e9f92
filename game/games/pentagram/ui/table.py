"""The Pentagram 2 table: the 5×5 tableau, the card just drawn, every player's five fortunes.

Every choice offered comes from the engine: a space is clickable when ``why_illegal`` lets the
drawn card go there, and a refused click says the engine's reason; a worker's price and whether
it can be paid come from ``worker_offer`` / ``why_illegal``. The scene never changes the state
itself: it plays actions through the session and animates the events the engine returned
(``Match.last_events``), step by step, on a :class:`Shown` copy of the table.

Every placement asks the worker question before the turn can end, and Undo takes the card back
until it is answered. Where no worker can follow the card the engine ends the turn at once
(PDI3) and draws the next card, which no undo may take back; so the table holds such a placement
(``pending``) and asks first, with the same buttons, keys and Undo (issue 35, item 5). Enter
answers with the better choice: a worker when the engine's preview says it gains something now.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import ClassVar

import pygame

from game.family.ruleset import Event
from game.family.words import does, verb
from game.games.pentagram import rules
from game.games.pentagram.actions import COLOURS, PRICES, Action, column
from game.games.pentagram.cards import Card
from game.games.pentagram.ui import cards_view, goal
from game.games.pentagram.ui.cards_view import COLOUR_EDGE, COLOUR_INK, COLOUR_NAMES, COLOUR_RGB, card_label
from game.games.pentagram.ui.keys import KEYS
from game.games.pentagram.ui.motion import Coin, FlyCard, Pulse, Rise, Slide, Step, Timeline
from game.games.pentagram.ui.shown import Shown
from game.ui import assets, sound, theme
from game.ui.animation import Anim, Flash, FlyMarker
from game.ui.app import App, Scene
from game.ui.draw import button, dim, label, panel, seat_marker
from game.ui.hot_reload import LiveTable
from game.ui.input import Intent
from game.ui.layout import LAYOUTS, Layout, Rect, load_layout
from game.ui.session import Session
from game.ui.table_base import TableBase

LAYOUT = LAYOUTS / "pentagram.tmx"
MAX_SEATS = 5
ZONES: tuple[str, ...] = (
    "hud", "tableau", "action_bar", "drawn", "deck", "discard", "players", "log_panel",
    *(f"price_{p}" for p in PRICES),
    *(f"row_{r}" for r in range(5)),
    *(f"space_{r}_{p}" for r in range(5) for p in PRICES),
    *(f"seat_{i}" for i in range(1, MAX_SEATS + 1)),
)
# each space's target id -> (row, price): a click is looked up, never read apart
SPACES = {f"space_{r}_{p}": (r, p) for r in range(5) for p in PRICES}
# The worker question's two answers: the "btn:worker" and "btn:pass" buttons, and the keys 1 and 2
# (ui/keys.py), are the commands "worker" and "pass".
WORKER, PASS = "worker", "pass"
ZOOM = (560, 784)
# Seconds each kind of step lasts at normal speed: a payout reads space by space.
STEP_SECONDS = {"drawn": 0.45, "placed": 0.45, "worker_placed": 0.55, "no_worker": 0.5, "passed": 0.1,
                "payout_start": 0.6, "paid": 0.95, "worker_moved": 0.5, "discarded": 0.35}
MARKER_R = 13
def load_table_layout() -> Layout:
    return load_layout(LAYOUT, ZONES)


def space_id(row: int, price: int) -> str:
    return f"space_{row}_{price}"


def parse_space(target: str) -> tuple[int, int] | None:
    """(row, price) of a ``space_<row>_<price>`` target, else None."""
    return SPACES.get(target)


def where(row: int, price: int) -> str:
    """"orange 3", as the engine's narration names a space."""
    return f"{COLOURS[row]} {price}"


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    """``share`` of colour ``a`` over colour ``b``."""
    return (round(a[0] * share + b[0] * (1 - share)), round(a[1] * share + b[1] * (1 - share)),
            round(a[2] * share + b[2] * (1 - share)))


def _tint(row: int) -> tuple[int, int, int]:
    """A space's background: its row's colour, darkened onto the table (black stays black)."""
    if row == 4:
        return (14, 14, 18)
    c = COLOUR_RGB[row]
    return _mix(c, theme.BOARD, 0.28)


def _strip(row: int) -> tuple[int, int, int]:
    """Where a space's workers stand: a shade darker than the space, so markers stand out."""
    if row == 4:
        return (34, 34, 42)
    return _mix(_tint(row), (0, 0, 0), 0.62)


def _amount(amount: int) -> tuple[str, tuple[int, int, int]]:
    """A payout as it floats up: "+6" in green, "−3" in red, "±0" when a red card found 1."""
    if amount > 0:
        return f"+{amount}", theme.GOOD
    if amount < 0:
        return f"−{-amount}", theme.BAD
    return "±0", theme.TEXT_DIM


def _changes(now: list[int], after: list[int]) -> str:
    """"Yellow 3→1, Black 4→10": the fortunes an engine preview changes."""
    return ", ".join(f"{COLOUR_NAMES[k]} {now[k]}→{after[k]}" for k in range(5) if after[k] != now[k])


def _number_size(value: int, width: int) -> int:
    """The largest size, down to the small text size, at which a fortune fits ``width``."""
    size = theme.FONT_LARGE
    while size > theme.FONT_SMALL and assets.text(str(value), size, theme.TEXT, "bold").get_width() > width:
        size -= 2
    return size


def _outline(row: int) -> tuple[int, int, int]:
    return COLOUR_EDGE[4] if row == 4 else COLOUR_RGB[row]


class PentagramTable(TableBase):
    inspects_cards = True  # right-click (or I) on a card shows it large
    # The guided game (game/ui/coach.py): keys 1 and 2 do what the worker buttons do; reading the
    # cards, the seats and the goal line is always allowed; the coach sits over the log, which the
    # lesson's steps never point at (x, y, width in the 1920×1080 layout).
    coach_keys: ClassVar[dict[str, str]] = {"btn:worker": WORKER, "btn:pass": PASS}
    coach_free = frozenset({"drawn", "deck", "discard", "goal",
                            *(f"seat_{i}" for i in range(1, MAX_SEATS + 1))})
    coach_box = (1190, 672, 706)
    hint_box = (1190, 676, 690)  # over the log too (a lesson silences the hints)

    def __init__(self, app: App, session: Session, layout: Layout | None = None) -> None:
        super().__init__(app, session)
        self.z = layout or load_table_layout()
        self.shown = Shown.of(self.state)
        self.synced_at = self.session.version  # the session's version the shown table matches
        self.timeline = Timeline()
        self.cursor = (0, 0)  # the keyboard's space: (row, price)
        self.live: LiveTable | None = LiveTable(session) if app.settings.live_reload else None
        self.notes: list[str] = []  # one line per turn: who put which card where, worker or not
        self.moving_text = ""  # what the animation under way shows, for the prompt and the HUD
        # A placement no worker can follow, held until the player confirms it: (row, price,
        # the session's version then). See ``pending``.
        self.held: tuple[int, int, int] | None = None
        self._background: pygame.Surface | None = None
        self._background_at = -1
        self.clock = 0.0  # seconds this table has run: the waiting card's pulse follows it
        self.refusals = 0  # moves refused at this table (a hint waits for the first)

    # -- queries --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.timeline.busy or self.anim.busy

    def pending(self) -> tuple[int, int] | None:
        """(row, price) of a placement the player chose where no worker can follow, held by the
        table until they confirm it (No worker, or Enter) or take it back (Undo). It lapses when
        the game changes under it (an undo, a reload)."""
        if self.held is None:
            return None
        row, price, at = self.held
        if at != self.session.version or self.state.placed is not None or not self.human_to_move():
            self.drop_held()
            return None
        return row, price

    def drop_held(self) -> None:
        if self.held is not None:
            self.held = None
            self.version += 1

    def decision(self) -> tuple[int, int] | None:
        """(row, price) of the card whose worker question is open: the engine's (a worker can
        follow it) or the table's held placement (none can)."""
        s = self.state
        if s.to_move() is None:
            return None
        if s.placed is not None:
            row, col = s.placed
            return row, PRICES[col]
        return self.pending()

    def deciding_worker(self) -> bool:
        return self.decision() is not None

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def card(self, card_id: str) -> Card:
        return self.state.catalogue[card_id]

    def blocker(self, row: int, price: int) -> str | None:
        """Why the drawn card cannot go on (row, price) now, in the engine's words."""
        return self._cached(("block", row, price), lambda: self._blocker(row, price))

    def _blocker(self, row: int, price: int) -> str | None:
        s = self.state
        seat = s.to_move()
        if seat is None:
            return "the game is over"
        if self.session.is_bot(seat):
            return f"wait for your turn: {self.who(seat)} is playing"
        if self.pending() is not None:
            return ("you have already placed this turn's card: No worker (Enter) plays it, "
                    "Undo takes it back")
        return self.session.rules.why_illegal(s, Action("place", row, price))

    def worker_blocker(self) -> str | None:
        if not self.deciding_worker():
            return "a worker can only go on the card just placed"
        if not self.human_to_move():
            return f"wait for your turn: {self.who(self.state.turn)} is deciding"
        held = self.pending()
        if held is not None:
            return rules.worker_offer(self.state, *held).reason
        return self._cached(("worker",), lambda: self.session.rules.why_illegal(self.state, Action("worker")))

    def enter_takes_worker(self) -> bool:
        """The answer Enter gives to the worker question, and the lit button: a worker when one
        can go and the engine's preview leaves the player better off with it than without, by
        the table's win rule then its tie-break (a free worker on a green card that pays at
        once); otherwise no worker. A worker that only costs coins now is a bet on later payouts,
        which the player makes with its own button or key."""
        return self._cached(("enter",), self._enter_takes_worker)

    def _enter_takes_worker(self) -> bool:
        space = self.decision()
        if space is None or self.worker_blocker() is not None:
            return False
        s = self.state
        seat = s.turn

        def standing(worker: bool) -> tuple[int, int]:
            after = rules.preview_state(s, space[0], space[1], worker)
            return rules.seat_scores(after)[seat], rules.tiebreak_scores(after)[seat]

        return standing(True) > standing(False)

    # -- playing --------------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        self.finish_motion()  # anything new starts from the table at rest
        offer = None
        if action.kind == "place":
            offer = rules.worker_offer(self.state, action.row, action.price)
        self.session.play(action)
        events = list(self.session.game.last_events)
        self.version += 1
        self.log_scroll = 0
        self.since_move = 0.0
        self._note(events)
        sound.play_events(events)
        self.moving_text = self._moving_text(events)
        self.timeline.queue(self.steps_for(events))
        if self.app.settings.speed <= 0:
            self.finish_motion()
        mover = events[0].data.get("seat") if events else None
        if offer is not None and not offer.possible and mover is not None and not self.session.is_bot(mover):
            # The engine skipped the worker question (nothing to decide): say why.
            self.app.say(f"No worker on this card: {offer.reason}", 5)

    def finish_motion(self) -> None:
        self.timeline.finish(self.shown, self.anim)
        self.shown.sync(self.state)

    def refuse(self, reason: str) -> None:
        """Say why a move the player tried is not possible (and count it, for the hints)."""
        self.refusals += 1
        self.app.say(reason)

    def place(self, row: int, price: int) -> None:
        reason = self.blocker(row, price)
        if reason is not None:
            self.refuse(reason)
            return
        self.cursor = (row, price)
        if not rules.worker_offer(self.state, row, price).possible:
            # The engine would end the turn at once and draw the next card, past any undo:
            # the table holds the card there and asks first, as after any placement.
            self.finish_motion()
            self.held = (row, price, self.session.version)
            self.version += 1
            return
        self.play(Action("place", row, price))

    def decide(self, worker: bool) -> None:
        if not self.deciding_worker() or not self.human_to_move():
            self.refuse("There is no worker decision open now" if self.human_to_move()
                        else "Wait for your turn")
            return
        held = self.pending()
        if worker:
            reason = self.worker_blocker()
            if reason is not None:
                self.refuse(reason)
                return
            self.play(Action("worker"))
        elif held is not None:
            self.drop_held()
            self.play(Action("place", *held))  # the engine passes for the player (PDI3)
        else:
            self.play(Action("pass"))

    def undo(self) -> None:
        if self.pending() is not None:
            self.drop_held()  # the held card goes back to the drawn pile; nothing was played
            self.app.say("Undone", 1.5)
            return
        if not self.human_to_move():
            self.app.say("Undo is for your own turn")
            return
        if self.session.undo():
            self.version += 1
            self.finish_motion()
            if self.notes:
                self.notes.pop()
            self.app.say("Undone", 1.5)
        else:
            self.app.say("Nothing to undo: never past a card drawn or another player's turn")

    def _moving_text(self, events: list[Event]) -> str:
        for kind, d in events:
            if kind == "payout_start":
                return f"The {COLOURS[d['row']]} row pays out, space by space"
        for kind, d in events:
            if kind == "placed":
                return does(self.who(d["seat"]), "places a card")
        return "Next turn"

    def _note(self, events: list[Event]) -> None:
        """Keep one readable line per turn (the action bar shows the latest)."""
        for kind, d in events:
            if kind == "placed":
                card = self.card(d["card"])
                self.notes.append(f"{self.who(d['seat'])} placed {card_label(card)} on "
                                  f"{where(d['row'], d['price'])}")
            elif not self.notes:
                continue
            elif kind == "worker_placed":
                paid = f"paying {d['paid']} {COLOURS[d['row']]}" if d["paid"] else "for free"
                self.notes[-1] += f", with a worker {paid}"
            elif kind == "passed":
                self.notes[-1] += ", no worker"
            elif kind == "no_worker":
                self.notes[-1] += ", no worker (none possible)"
            elif kind == "payout_start":
                self.notes[-1] += f"; the {COLOURS[d['row']]} row paid out"
        del self.notes[:-50]

    # -- animation from the engine's events -----------------------------------------------------
    def steps_for(self, events: list[Event]) -> list[Step]:
        """One step per event, except that the workers on one paying space are paid (and then
        moved) together."""
        steps: list[Step] = []
        i = 0
        while i < len(events):
            group = [events[i]]
            while (i + 1 < len(events) and events[i].kind in ("paid", "worker_moved")
                   and events[i + 1].kind == events[i].kind and self._same_space(events[i], events[i + 1])):
                i += 1
                group.append(events[i])
            steps.append(self.step(group))
            i += 1
        return steps

    @staticmethod
    def _same_space(a: Event, b: Event) -> bool:
        key = "price" if a.kind == "paid" else "from"
        return a.data["row"] == b.data["row"] and a.data[key] == b.data[key]

    def step(self, group: list[Event]) -> Step:
        """A step's pictures are made when it starts, so they begin where the table then shows
        things (a worker slides from where the previous step left it)."""
        kind = group[0].kind
        maker = {
            "drawn": self._anims_drawn, "placed": self._anims_placed,
            "worker_placed": self._anims_worker, "no_worker": self._anims_no_worker,
            "payout_start": self._anims_payout, "paid": self._anims_paid,
            "worker_moved": self._anims_moved, "discarded": self._anims_discarded,
        }.get(kind)
        make = None if maker is None else (lambda: maker(group))
        return Step(group, STEP_SECONDS.get(kind, 0.0), make=make)

    def _anims_drawn(self, group: list[Event]) -> list[Anim]:
        d = group[0].data
        to = self.z["drawn"]
        face = cards_view.card_face(self.card(d["card"]), to.w, to.h)
        return [FlyCard(0.4, face=face, start=self.z["deck"], end=to)]

    def _anims_placed(self, group: list[Event]) -> list[Anim]:
        d = group[0].data
        to = self.card_rect(d["row"], d["price"])
        face = cards_view.card_face(self.card(d["card"]), to.w, to.h)
        start = self.z["drawn"]
        # The tile flies from the middle of the drawn card, at its own proportions.
        start = Rect(start.center[0] - to.w // 2, start.center[1] - to.h // 2, to.w, to.h)
        return [FlyCard(0.4, face=face, start=start, end=to)]

    def _anims_worker(self, group: list[Event]) -> list[Anim]:
        d = group[0].data
        seat, row, price = d["seat"], d["row"], d["price"]
        colour, shape = self.styles[seat]
        end = self.worker_spot(row, price, len(self.shown.workers[row][column(price)]))
        # Lifted already: the worker leaves the home slot just emptied.
        start = self.home_spot(seat, self.shown.home[seat])
        anims: list[Anim] = [FlyMarker(0.5, start=start, end=end, colour=colour, shape=shape)]
        if d["paid"]:
            paid = f"−{d['paid']}"
            anims.append(Rise(1.0, pos=self.chip(seat, row).center, message=paid, colour=theme.BAD))
        return anims

    def _anims_no_worker(self, group: list[Event]) -> list[Anim]:
        d = group[0].data
        r = self.space_rect(d["row"], d["price"])
        return [Rise(0.9, pos=(r.center[0], r.y + r.h - 24), message="no worker", colour=theme.WARN)]

    def _anims_payout(self, group: list[Event]) -> list[Anim]:
        d = group[0].data
        return [Flash(0.8, 0.05 * k, rect=self.space_rect(d["row"], p), colour=theme.ACCENT,
                      caption="pays" if k == 0 else "")
                for k, p in enumerate(d["prices"])]

    def _anims_paid(self, group: list[Event]) -> list[Anim]:
        first = group[0].data
        space = self.space_rect(first["row"], first["price"])
        anims: list[Anim] = [Pulse(0.8, rect=space, colour=theme.GOOD if first["sign"] > 0 else theme.BAD)]
        for k, (_, d) in enumerate(group):
            seat, dst = d["seat"], d["dst"]
            text, ink = _amount(d["amount"])
            spot = self.worker_spot(d["row"], d["price"], k)
            # Stacked above the card, one pill per worker, so several payouts never overlap.
            anims.append(Rise(0.9, 0.05 * k, pos=(space.center[0], space.y + 28 + 52 * k), message=text,
                              colour=ink))
            anims.append(Coin(0.55, 0.2, start=spot, end=self.chip(seat, dst).center, colour=COLOUR_RGB[dst],
                              edge=COLOUR_EDGE[dst]))
            anims.append(Rise(0.9, 0.7, pos=self.chip(seat, dst).center, message=text, colour=ink))
        return anims

    def _anims_moved(self, group: list[Event]) -> list[Anim]:
        anims: list[Anim] = []
        for k, (_, d) in enumerate(group):
            seat, row = d["seat"], d["row"]
            colour, shape = self.styles[seat]
            start = self.worker_spot(row, PRICES[d["from"]], k)
            if d["to"] == "home":
                end = self.home_spot(seat, self.shown.home[seat] + sum(
                    1 for _, e in group[:k] if e["seat"] == seat))
                anims.append(FlyMarker(0.55, start=start, end=end, colour=colour, shape=shape))
            else:
                there = len(self.shown.workers[row][d["to"]])
                end = self.worker_spot(row, PRICES[d["to"]], there + k)
                anims.append(Slide(0.4, start=start, end=end, colour=colour, shape=shape, radius=MARKER_R))
        return anims

    def _anims_discarded(self, group: list[Event]) -> list[Anim]:
        d = group[0].data
        start = self.card_rect(d["row"], d["price"])
        end = self.z["discard"]
        face = cards_view.card_face(self.card(d["card"]), end.w, end.h)
        start = Rect(start.center[0] - end.w // 4, start.center[1] - end.h // 4, end.w // 2, end.h // 2)
        return [FlyCard(0.35, face=face, start=start, end=end)]

    # -- geometry (all from the layout's zones) -------------------------------------------------
    def space_rect(self, row: int, price: int) -> Rect:
        return self.z[space_id(row, price)]

    def card_rect(self, row: int, price: int) -> Rect:
        r = self.space_rect(row, price)
        return Rect(r.x + 8, r.y + 12, r.w - 16, round((r.h - 12) * 0.62))

    def worker_strip(self, row: int, price: int) -> Rect:
        r = self.space_rect(row, price)
        c = self.card_rect(row, price)
        top = c.y + c.h + 6
        return Rect(r.x + 6, top, r.w - 12, r.y + r.h - 6 - top)

    def worker_spot(self, row: int, price: int, index: int, count: int | None = None) -> tuple[int, int]:
        """Where the ``index``-th worker on a space stands (many workers close up)."""
        strip = self.worker_strip(row, price)
        n = max(count if count is not None else index + 1, 1)
        step = min(2 * MARKER_R + 6, (strip.w - 2 * MARKER_R - 8) / max(1, n - 1)) if n > 1 else 0
        x0 = strip.x + 6 + MARKER_R
        return (round(x0 + index * step), strip.y + strip.h // 2)

    def seat_zone(self, seat: int) -> Rect:
        return self.z[f"seat_{seat + 1}"]

    def chip(self, seat: int, colour: int) -> Rect:
        z = self.seat_zone(seat)
        return Rect(z.x + 8 + colour * 68, z.y + 40, 62, z.h - 44)

    def score_box(self, seat: int) -> Rect:
        z = self.seat_zone(seat)
        return Rect(z.x + 350, z.y + 40, z.w - 358, z.h - 44)

    def home_spot(self, seat: int, index: int) -> tuple[int, int]:
        z = self.seat_zone(seat)
        return (z.x + z.w - 18 - max(0, index) * 26, z.y + 20)

    # -- intents --------------------------------------------------------------------------------
    def motion_busy(self) -> bool:
        return self.busy

    def act(self, intent: Intent) -> None:
        t = intent.target
        if intent.command == WORKER:
            self.decide(True)
        elif intent.command == PASS:
            self.decide(False)
        elif t == "confirm" and self.deciding_worker():
            self.decide(self.enter_takes_worker())
        elif t == "confirm":
            self.place(*self.cursor)
        elif t in ("up", "down", "left", "right"):
            self.move_cursor(t)
        elif (space := parse_space(t)) is not None:
            self.place(*space)
        elif t == "deck":
            self.app.say(f"{self.shown.deck} cards left in the deck; their order is hidden", 2.5)

    def refused(self, target: Intent) -> None:
        """A disabled target was clicked: say why, in the engine's words where it has them."""
        space = parse_space(target.id)
        if space is not None:
            self.refuse(self.blocker(*space) or "not possible now")
        elif target.command == WORKER:
            self.refuse(self.worker_blocker() or "not possible now")
        else:
            hovered = self.app.ctl.hovered
            self.refuse((hovered.tip if hovered is not None else "") or "not possible now")

    def move_cursor(self, direction: str) -> None:
        row, price = self.cursor
        if direction in ("up", "down"):
            row = (row + (1 if direction == "down" else -1)) % 5
        else:
            price = max(0, min(4, price + (1 if direction == "left" else -1)))
        self.cursor = (row, price)

    def pointed(self) -> Intent:
        hovered = self.app.ctl.hovered
        return Intent("inspect", hovered.id if hovered is not None else space_id(*self.cursor))

    def inspect(self, intent: Intent) -> None:
        """Show a card large: a tableau card, the drawn card or the discard's top."""
        target = intent.id
        cid = self._card_at(target)
        if cid is None:
            self.app.say("Point at a card and right-click it, or press I, to read it whole")
            return
        self.app.push(CardZoom(self.app, lambda: self._look(target, cid)))

    def _card_at(self, target: str) -> str | None:
        space = parse_space(target)
        if space is not None and space == self.pending():
            return self.shown.drawn  # the card held there
        if space is not None:
            return self.shown.cards[space[0]][column(space[1])]
        if target == "drawn":
            return self.shown.drawn
        if target == "discard":
            return self.shown.discard[-1] if self.shown.discard else None
        return None

    def _look(self, target: str, cid: str) -> tuple[Card, str] | None:
        """The zoom follows the card: it closes if the card leaves where it was."""
        if self._card_at(target) != cid:
            return None
        card = self.card(cid)
        space = parse_space(target)
        if space is not None:
            return card, f"{card.name} on {where(*space)}"
        return card, f"{card.name} ({'drawn' if target == 'drawn' else 'top of the discard'})"

    def show_results(self) -> None:
        from game.games.pentagram.ui.end import PentagramEnd

        self.finish_motion()
        self.end_shown = True
        self.app.push(PentagramEnd(self.app, self.session))

    # -- time -----------------------------------------------------------------------------------
    def reloaded(self) -> None:
        self.finish_motion()
        self.shown.sync(self.state)

    def update(self, dt: float) -> bool:
        self.clock += dt
        self.live_reload()
        speed = self.app.settings.speed
        was_moving = self.timeline.busy
        moving = self.timeline.update(dt, speed, self.shown, self.anim)
        if (was_moving and not moving) or (not moving and self.synced_at != self.session.version):
            # At rest the table shows the state itself: after its own moves have played out, and
            # when the game moved past the table (a replay's jump, a lesson's take-back).
            self.shown.sync(self.state)
            self.synced_at = self.session.version
        busy = self.anim.update(dt) or moving
        self.since_move += dt
        if self.app.top is not self:
            return busy
        self.pace(dt, busy)
        return busy

    # -- picture --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.offer_keys()
        self.drawn_version = self.version
        human = self.human_to_move() and not self.busy
        self.still.show(surf, self.app.ctl, self.still_key(), lambda canvas: self._draw_still(canvas, human))
        # live over the still picture: the card awaiting its worker pulses, and the prompt
        # follows a bot's thinking
        for row, col, tag in self._awaited():
            self._awaiting(surf, row, col, tag)
        r = self.z["action_bar"]
        label(surf, self._prompt(), (r.x + 16, r.y + 12), theme.FONT_BODY, theme.TEXT, "semibold")
        self.anim.draw(surf)

    def still_key(self) -> tuple:
        notes = self.notes[-1] if self.notes else None
        return (*super().still_key(), self.shown.key(), self.busy, self.moving_text, self.cursor,
                self.pending(), notes, self.session.save_error)

    def _draw_still(self, surf: pygame.Surface, human: bool) -> None:
        surf.blit(self.background(), (0, 0))
        self._hud(surf)
        self._tableau(surf, human)
        self._piles(surf)
        self._players(surf)
        self._log(surf)
        self._action_bar(surf, human)

    def _awaited(self) -> list[tuple[int, int, str]]:
        """The cards waiting for a worker decision: (row, column, tag)."""
        waiting = []
        if self.shown.placed is not None and not self.timeline.busy:
            waiting.append((*self.shown.placed, "worker?"))
        held = self.pending()
        if held is not None and self.shown.drawn is not None:
            waiting.append((held[0], column(held[1]), "no worker"))
        return waiting

    def background(self) -> pygame.Surface:
        """What never changes during a game: panels, row bands and price headings."""
        if self._background is None or self._background_at != assets.caches_cleared():
            self._background = self._draw_background()
            self._background_at = assets.caches_cleared()
        return self._background

    def _draw_background(self) -> pygame.Surface:
        surf = pygame.Surface(theme.LOGICAL_SIZE)
        surf.fill(theme.BG)
        panel(surf, self.z["tableau"], theme.BOARD)
        for price in PRICES:
            r = self.z[f"price_{price}"]
            text = f"price {price}" if price else "price 0 · free"
            label(surf, text, r.center, theme.FONT_BODY, theme.TEXT_DIM, "semibold", "center")
        label(surf, "row", (self.z["row_0"].center[0], self.z["price_4"].center[1]), theme.FONT_BODY,
              theme.TEXT_DIM, "semibold", "center")
        for row in range(5):
            r = self.z[f"row_{row}"]
            pygame.draw.rect(surf, COLOUR_RGB[row], r.tuple, border_radius=10)
            pygame.draw.rect(surf, COLOUR_EDGE[row], r.tuple, 3, border_radius=10)
            ink = COLOUR_INK[row]
            label(surf, COLOUR_NAMES[row], (r.center[0], r.center[1] - 14), theme.FONT_LARGE, ink, "bold",
                  "center")
            label(surf, f"row {cards_view.LETTERS[row]}", (r.center[0], r.center[1] + 20), theme.FONT_SMALL,
                  ink, "semibold", "center")
        panel(surf, self.z["players"], theme.PANEL)
        p = self.z["players"]
        label(surf, "👥 Players", (p.x + 14, p.y + 10), theme.FONT_BODY, theme.TEXT, "bold")
        panel(surf, self.z["action_bar"], theme.PANEL)
        return surf

    def _hud(self, surf: pygame.Surface) -> None:
        r = self.z["hud"]
        s = self.state
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple)
        pygame.draw.line(surf, theme.PANEL_LINE, (r.x, r.y + r.h - 1), (r.x + r.w, r.y + r.h - 1))
        cy = r.y + r.h // 2
        x = label(surf, "Pentagram 2", (r.x + 20, cy), theme.FONT_LARGE, theme.ACCENT, "bold", "midleft")
        turn = s.turns + (0 if s.result is not None else 1)
        x = label(surf, f"Turn {turn} · Round {s.round}", (x.x + x.w + 36, cy), theme.FONT_BODY, theme.TEXT,
                  "semibold", "midleft")
        seat = s.to_move()
        cx = x.x + x.w + 36
        if self.busy and self.moving_text:
            shown = label(surf, self.moving_text, (cx, cy), theme.FONT_BODY, theme.ACCENT, "semibold",
                          "midleft")
        elif seat is not None:
            colour, shape = self.styles[seat]
            seat_marker(surf, (cx + 11, cy), 11, colour, shape)
            who = self.who(seat)
            doing = (f"{verb(who, 'decide')} about a worker" if self.deciding_worker()
                     else f"{verb(who, 'place')} the drawn card")  # "You place" / "Alex places"
            shown = label(surf, doing, (cx + 30, cy), theme.FONT_BODY, theme.TEXT, "semibold", "midleft")
        else:
            shown = label(surf, "Game over", (cx, cy), theme.FONT_BODY, theme.ACCENT, "bold", "midleft")
        self._goal(surf, r, shown.x + shown.w + 40)

    def humans(self) -> list[int]:
        return [seat for seat in range(len(self.state.players)) if not self.session.is_bot(seat)]

    def goal_text(self) -> tuple[str, str]:
        """The goal line's two parts: how the game is won (with the cards to go), and who leads."""
        s = self.state
        left = goal.cards_to_go(s)
        tail = "the deck is out" if s.result is not None else f"{left} card{'s' if left != 1 else ''} to go"
        return f"🏆 {goal.rule(s)} · {tail}", goal.standing(s, self.humans())

    def _goal(self, surf: pygame.Surface, r: Rect, left: int) -> None:
        """The goal line, right of the turn: the rule above, the standing below (issue 39)."""
        s = self.state
        rule, standing = self._cached(("goal",), self.goal_text)
        short = " · short game" if s.setup.short_game else ""
        top = f"{rule}{short} · seed {s.setup.seed}"
        ink = theme.TEXT_DIM
        if self.session.save_error:
            top, ink = f"⚠️ {self.session.save_error} · {top}", theme.WARN
        right, width = r.x + r.w - 20, max(200, r.x + r.w - 20 - left)
        a = label(surf, top, (right, r.y + 16), theme.FONT_SMALL, ink, "semibold", "midright",
                  max_width=width)
        b = label(surf, standing, (right, r.y + 40), theme.FONT_SMALL, theme.ACCENT, "bold", "midright",
                  max_width=width)
        x0 = min(a.x, b.x)
        tip = (f"{standing}. " + ("The largest total wins; a tie goes to the larger weakest colour, then "
                                  "the win is shared." if s.setup.richest_wins else
                                  "Your score is your smallest pile of coins: the largest wins; a tie goes "
                                  "to the larger total, then the win is shared.")
               + " The game ends when the last card is placed.")
        self.app.ctl.add(Rect(x0 - 6, r.y + 2, right + 6 - x0, r.h - 4), "goal", True, tip)

    # .. the tableau ...............................................................................
    def _tableau(self, surf: pygame.Surface, human: bool) -> None:
        held = self.pending()
        placing = human and self.state.placed is None and self.state.result is None and held is None
        legal = {(a.row, a.price) for a in self.legal() if a.kind == "place"} if placing else set()
        hovered = self.app.ctl.hovered
        hover_space = parse_space(hovered.id) if hovered is not None and hovered.enabled else None
        for row in range(5):
            for price in PRICES:
                col = column(price)
                cid = self.shown.cards[row][col]
                # the card itself, not its id: the designer's reload changes a card under its id
                shown = (row, price, cid and self.card(cid), tuple(self.shown.workers[row][col]))
                self.tiles.draw(surf, pygame.Rect(self.space_rect(row, price).tuple), shown,
                                lambda row=row, price=price: self._space(surf, row, price))
                self._register_space(row, price, human, (row, price) in legal)
        for row, price in legal:
            r = self.space_rect(row, price)
            pygame.draw.rect(surf, theme.GOOD, r.tuple, 2, border_radius=10)
        if placing and self.shown.drawn is not None:
            if hover_space is not None and hover_space in legal:
                self._ghost(surf, self.shown.drawn, *hover_space)
            self._cursor(surf, legal)
        if held is not None and self.shown.drawn is not None:
            row, price = held
            c = self.card_rect(row, price)
            surf.blit(cards_view.card_face(self.card(self.shown.drawn), c.w, c.h), (c.x, c.y))
        # the card awaiting its worker decision pulses: drawn over the still picture (_awaited)

    def _space(self, surf: pygame.Surface, row: int, price: int) -> None:
        r = self.space_rect(row, price)
        col = column(price)
        pygame.draw.rect(surf, _tint(row), r.tuple, border_radius=10)
        pygame.draw.rect(surf, _outline(row), r.tuple, 2, border_radius=10)
        pygame.draw.rect(surf, COLOUR_RGB[row], (r.x + 10, r.y + 3, r.w - 20, 5), border_radius=2)
        c = self.card_rect(row, price)
        cid = self.shown.cards[row][col]
        if cid is not None:
            surf.blit(cards_view.card_face(self.card(cid), c.w, c.h), (c.x, c.y))
        else:
            ink = _mix((255, 255, 255), _tint(row), 0.25)  # a faint price on an empty space
            label(surf, str(price), c.center, theme.FONT_HUGE, ink, "bold", "center")
        strip = self.worker_strip(row, price)
        pygame.draw.rect(surf, _strip(row), strip.tuple, border_radius=8)
        on = self.shown.workers[row][col]
        for k, seat in enumerate(on):
            colour, shape = self.styles[seat]
            seat_marker(surf, self.worker_spot(row, price, k, len(on)), MARKER_R, colour, shape)

    def _register_space(self, row: int, price: int, human: bool, legal: bool) -> None:
        r = self.space_rect(row, price)
        sid = space_id(row, price)
        if legal:
            tip = self._cached(("tip", row, price), lambda: self.place_tip(row, price))
            self.app.ctl.add(r, sid, True, tip)
            return
        reason = self.blocker(row, price) if human else None
        self.app.ctl.add(r, sid, False, self._cached(("dtip", row, price, reason),
                                                     lambda: self.space_info(row, price, reason)))

    def _ghost(self, surf: pygame.Surface, card_id: str, row: int, price: int) -> None:
        """The drawn card shown where it would go, under the pointer."""
        c = self.card_rect(row, price)
        face = cards_view.card_face(self.card(card_id), c.w, c.h).copy()
        face.set_alpha(190)
        surf.blit(face, (c.x, c.y))
        r = self.space_rect(row, price)
        pygame.draw.rect(surf, theme.GOOD, r.tuple, 5, border_radius=10)

    def _cursor(self, surf: pygame.Surface, legal: set[tuple[int, int]]) -> None:
        r = self.space_rect(*self.cursor).tuple
        colour = theme.HILITE if self.cursor in legal else theme.DISABLED
        pygame.draw.rect(surf, colour, pygame.Rect(r).inflate(8, 8), 3, border_radius=12)

    def _awaiting(self, surf: pygame.Surface, row: int, col: int, tag_text: str = "worker?") -> None:
        """The card just placed, waiting for its worker decision: a pulsing frame and a tag."""
        r = self.space_rect(row, PRICES[col])
        glow = 0.5 + 0.5 * math.sin(self.clock * 1000 / 180)
        colour = tuple(round(theme.ACCENT[k] * (0.6 + 0.4 * glow)) for k in range(3))
        pygame.draw.rect(surf, colour, pygame.Rect(r.tuple).inflate(8, 8), 5, border_radius=12)
        img = assets.text(tag_text, theme.FONT_SMALL, theme.TEXT_DARK, "bold")
        tag = img.get_rect(center=self.worker_strip(row, PRICES[col]).center).inflate(14, 4)
        pygame.draw.rect(surf, theme.ACCENT, tag, border_radius=8)
        surf.blit(img, img.get_rect(center=tag.center))

    def place_tip(self, row: int, price: int) -> str:
        """What placing the drawn card here would do, from the engine's previews."""
        s = self.state
        seat = s.turn
        assert s.drawn is not None, "a place is offered only with a card drawn"
        card = self.card(s.drawn)
        parts = [f"Place {card.name} on {where(row, price)} (click, or Enter at the cursor)."]
        offer = rules.worker_offer(s, row, price)
        have = s.players[seat].fortunes[row]
        if offer.possible:
            cost = f"costs {offer.cost} {offer.colour}" if offer.cost else "is free"
            parts.append(f"A worker here {cost} (you have {have} {offer.colour}).")
        else:
            parts.append(f"No worker possible here: {offer.reason}.")
        paying = rules.payout_preview(s, row, price)
        if paying:
            span = f"space {paying[0]}" if len(paying) == 1 else f"spaces {paying[0]} to {paying[-1]}"
            parts.append(f"The {COLOURS[row]} row pays out at once ({span}).")
            now = s.players[seat].fortunes
            for worker in ((True, False) if offer.possible else (False,)):
                after = rules.preview_fortunes(s, row, price, worker)[seat]
                words = "With a worker" if worker else "Without a worker"
                parts.append(f"{words}: {_changes(now, after) or 'your fortunes do not change'}.")
        return " ".join(parts)

    def decision_tip(self) -> str:
        """What each answer to the worker question does now, from the engine's preview."""
        s = self.state
        space = self.decision()
        assert space is not None, "asked only while the worker decision is open"
        seat, (row, price) = s.turn, space
        now = s.players[seat].fortunes
        paying = rules.payout_preview(s, row, price)
        tail = (f"the {COLOURS[row]} row pays out now" if paying
                else f"it pays when the {COLOURS[row]} row fills to its right end")
        if self.pending() is not None:
            # What matters first, as the line may be cut: the answer ends the turn, Undo does not.
            parts = ["Enter plays it and ends your turn; Undo takes it back"]
            if paying:
                after = rules.preview_fortunes(s, row, price, False)[seat]
                parts.append(f"{tail}: {_changes(now, after) or 'no change for you'}")
            parts.append(f"no worker: {self.worker_blocker()}")
            return " · ".join(parts) + "."
        parts = []
        for worker in (True, False):
            after = rules.preview_fortunes(s, row, price, worker)[seat]
            parts.append(f"{'With a worker' if worker else 'Without'}: {_changes(now, after) or 'no change'}")
        return " · ".join(parts) + f" ({tail})."

    def space_info(self, row: int, price: int, reason: str | None) -> str:
        """The tip of a space that cannot take the card: why, and what lies there."""
        col = column(price)
        parts = [f"{reason[0].upper()}{reason[1:]}." if reason else f"{where(row, price).capitalize()}."]
        cid = self.shown.cards[row][col]
        if cid is not None:
            card = self.card(cid)
            parts.append(f"{card.name}: {'green +' if card.green else 'red −'}, "
                         f"{COLOUR_NAMES[card.src]} → {COLOUR_NAMES[card.dst]}.")
        on = self.shown.workers[row][col]
        if on:
            parts.append("Workers: " + ", ".join(self.name(seat) for seat in on) + ".")
        if cid is not None:
            parts.append("Right-click or I to read the card.")
        return " ".join(parts)

    # .. deck, drawn card, discard .................................................................
    def _piles(self, surf: pygame.Surface) -> None:
        ctl = self.app.ctl
        d = self.z["drawn"]
        seat = self.state.to_move()
        caption = "Drawn card" if seat is None else f"Drawn card · {self.name(seat)}"
        label(surf, caption, (d.x, d.y - 8), theme.FONT_BODY, theme.TEXT, "semibold", "bottomleft")
        if self.shown.drawn is not None and self.pending() is None:
            card = self.card(self.shown.drawn)
            surf.blit(cards_view.card_face(card, d.w, d.h), (d.x, d.y))
            ctl.add(d, "drawn", True, f"{card.name}: place it on an empty space. Right-click or I reads it.")
        else:
            self._empty(surf, d, self._drawn_gap())
        k = self.z["deck"]
        label(surf, "Deck", (k.x, k.y - 6), theme.FONT_SMALL, theme.TEXT_DIM, "semibold", "bottomleft")
        surf.blit(cards_view.card_back(k.w, k.h, self.shown.deck), (k.x, k.y))
        ctl.add(k, "deck", True, f"{self.shown.deck} cards left; the game ends when the last is placed")
        g = self.z["discard"]
        label(surf, f"Discard {len(self.shown.discard)}", (g.x, g.y - 6), theme.FONT_SMALL, theme.TEXT_DIM,
              "semibold", "bottomleft")
        if self.shown.discard:
            top = self.card(self.shown.discard[-1])
            surf.blit(cards_view.card_face(top, g.w, g.h), (g.x, g.y))
            ctl.add(g, "discard", True, f"Last paid out: {top.name}. Right-click or I to read it.")
        else:
            self._empty(surf, g, "empty")

    def _drawn_gap(self) -> str:
        held = self.pending()
        if held is not None:
            return f"placed on {where(*held)}"
        if self.shown.placed is not None:
            row, col = self.shown.placed
            return f"placed on {where(row, PRICES[col])}"
        return "deck empty" if self.state.result is not None else ""

    @staticmethod
    def _empty(surf: pygame.Surface, r: Rect, caption: str) -> None:
        pygame.draw.rect(surf, theme.PANEL_DARK, r.tuple, border_radius=10)
        pygame.draw.rect(surf, theme.PANEL_LINE, r.tuple, 1, border_radius=10)
        if caption:
            label(surf, caption, r.center, theme.FONT_SMALL, theme.TEXT_DIM, anchor="center")

    # .. players ...................................................................................
    def _players(self, surf: pygame.Surface) -> None:
        s = self.state
        moving = s.to_move()
        leaders = self._cached(("leaders",), self._leaders)
        seats = range(len(s.players))
        # The seats' rows show only what this key holds: drawn into a layer when it changes, laid
        # down otherwise (the rows were a fifth of every frame; they change a few times a turn).
        shown = self.shown
        key = (moving, leaders, tuple(map(tuple, shown.fortunes)), tuple(shown.home),
               tuple(tuple(map(tuple, row)) for row in shown.workers), s.setup.richest_wins,
               tuple(self.who(seat) for seat in seats), tuple(self.styles), assets.TEXT_SCALE,
               theme.palette)
        zones = [self.seat_zone(seat) for seat in seats]
        area = pygame.Rect(zones[0].tuple).unionall([pygame.Rect(z.tuple) for z in zones])
        if getattr(self, "_players_key", None) != key:
            layer = getattr(self, "_players_layer", None)
            if layer is None or layer.get_size() != surf.get_size():
                layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)  # once: a payout redraws often
            layer.fill((0, 0, 0, 0), area)
            for seat, z in zip(seats, zones, strict=True):
                fill = (62, 74, 100) if seat == moving else theme.PANEL_DARK
                pygame.draw.rect(layer, fill, z.tuple, border_radius=8)
                if seat == moving:
                    pygame.draw.rect(layer, theme.HILITE, z.tuple, 2, border_radius=8)
                self._seat_line(layer, seat, z)
                self._fortunes(layer, seat, seat in leaders)
            self._players_layer, self._players_key = layer, key
        surf.blit(self._players_layer, area.topleft, area=area)
        for seat, z in zip(seats, zones, strict=True):
            self.app.ctl.add(z, f"seat_{seat + 1}", True, self.seat_tip(seat, seat in leaders))

    def _leaders(self) -> tuple[int, ...]:
        """Who would win if the game ended now (the engine's PG7 result on this position)."""
        s = self.state
        if s.result is not None:
            return s.result.winners
        return rules.compute_result(s).winners if s.turns else ()

    def _seat_line(self, surf: pygame.Surface, seat: int, z: Rect) -> None:
        colour, shape = self.styles[seat]
        seat_marker(surf, (z.x + 18, z.y + 20), 11, colour, shape)
        first = "▶ " if seat == self.state.to_move() else ""
        total_workers = self.shown.home[seat] + sum(
            row[c].count(seat) for row in self.shown.workers for c in range(5))
        # The tie-break measure (PG7) sits left of the workers; the deciding one has its own box.
        f = self.shown.fortunes[seat]
        tie = f"weakest {min(f)}" if self.state.setup.richest_wins else f"total {sum(f)}"
        right = self.home_spot(seat, max(0, total_workers - 1))[0] - 22
        shown_tie = label(surf, tie, (right, z.y + 20), theme.FONT_SMALL, theme.TEXT_DIM, anchor="midright")
        name_w = shown_tie.x - 12 - (z.x + 36)
        lines, size = assets.fit_lines(first + self.who(seat), name_w, 1, theme.FONT_BODY, theme.FONT_SMALL,
                                       "semibold")
        label(surf, lines[0], (z.x + 36, z.y + 20), size, theme.TEXT, "semibold", "midleft")
        for k in range(total_workers):
            spot = self.home_spot(seat, k)
            if k < self.shown.home[seat]:
                seat_marker(surf, spot, 10, colour, shape)
            else:  # a worker out on the tableau: its outline stays, empty
                seat_marker(surf, spot, 10, theme.PANEL_DARK, shape, theme.DISABLED)

    def _fortunes(self, surf: pygame.Surface, seat: int, leading: bool) -> None:
        f = self.shown.fortunes[seat]
        low = min(f)
        for k in range(5):
            r = self.chip(seat, k)
            weakest = f[k] == low
            pygame.draw.rect(surf, theme.BG, r.tuple, border_radius=6)
            band = pygame.Rect(r.x, r.y, r.w, 22)
            cards_view.swatch(surf, band, k, cards_view.LETTERS[k], theme.FONT_SMALL, 6)
            ink = theme.ACCENT if weakest else theme.TEXT
            below = (r.center[0], r.y + 22 + (r.h - 22) // 2)  # under the colour band
            label(surf, str(f[k]), below, _number_size(f[k], r.w - 6), ink, "bold", "center")
            if weakest:
                pygame.draw.rect(surf, theme.ACCENT, r.tuple, 3, border_radius=6)
        box = self.score_box(seat)
        richest = self.state.setup.richest_wins
        score, word = (sum(f), "total") if richest else (low, "weakest")
        pygame.draw.rect(surf, theme.BG, box.tuple, border_radius=6)
        if leading:
            pygame.draw.rect(surf, theme.ACCENT, box.tuple, 2, border_radius=6)
        label(surf, word, (box.center[0], box.y + 2), theme.FONT_SMALL, theme.TEXT_DIM, "semibold", "midtop",
              max_width=box.w - 6)
        below = (box.center[0], box.y + 22 + (box.h - 22) // 2)
        label(surf, str(score), below, _number_size(score, box.w - 8), theme.ACCENT, "bold", "center")

    def seat_tip(self, seat: int, leading: bool) -> str:
        f = self.shown.fortunes[seat]
        fortunes = ", ".join(f"{COLOUR_NAMES[k]} {f[k]}" for k in range(5))
        rule = ("the largest total wins (richest wins), the weakest colour breaks ties"
                if self.state.setup.richest_wins else
                "the largest weakest colour wins, the total breaks ties")
        lead = " Leading now." if leading else ""
        return (f"{self.name(seat)}: {fortunes}. Weakest {min(f)}, total {sum(f)}; {rule}. "
                f"{self.shown.home[seat]} worker(s) at home.{lead}")

    # .. log ........................................................................................
    def _log(self, surf: pygame.Surface) -> None:
        r = self.z["log_panel"]
        lh = assets.font(theme.FONT_SMALL).get_height() + 1
        rows = self._cached(("log", self.log_scroll, len(self.state.log)), lambda: self._log_rows(r, lh))
        self.tiles.draw(surf, pygame.Rect(r.tuple), ("log", self.log_scroll, tuple(rows)),
                        lambda: self._log_lines(surf, r, rows, lh))
        self.app.ctl.add(r, "log_panel", True, "")

    def _log_lines(self, surf: pygame.Surface, r: Rect, rows: list[tuple[str, tuple[int, int, int]]],
                   lh: int) -> None:
        panel(surf, r, theme.PANEL_DARK)
        label(surf, "📖 Log", (r.x + 14, r.y + 8), theme.FONT_BODY, theme.TEXT, "bold")
        hint = (f"▲ {self.log_scroll} newer below · PgDn" if self.log_scroll
                else "wheel or PgUp/PgDn to scroll")
        label(surf, hint, (r.x + r.w - 12, r.y + 12), theme.FONT_SMALL, theme.TEXT_DIM, anchor="topright")
        y = r.y + r.h - 10 - lh
        for text_line, ink in rows:
            if y < r.y + 40:
                break
            label(surf, text_line, (r.x + 14, y), theme.FONT_SMALL, ink)
            y -= lh

    def _log_rows(self, r: Rect, lh: int) -> list[tuple[str, tuple[int, int, int]]]:
        lines = self.state.log
        rows: list[tuple[str, tuple[int, int, int]]] = []
        end = len(lines) - self.log_scroll
        for line in reversed(lines[max(0, end - 40): end]):
            for wl in reversed(assets.wrap(line, r.w - 28, theme.FONT_SMALL)):
                rows.append((wl, self._log_ink(line)))
            if len(rows) * lh > r.h:
                break
        return rows

    @staticmethod
    def _log_ink(line: str) -> tuple[int, int, int]:
        if line.startswith(("Game over", "Scores")):
            return theme.ACCENT
        if line.startswith("Turn "):
            return theme.HILITE
        if "pays out" in line:
            return theme.WARN
        if "(+" in line:
            return theme.GOOD
        if "(−" in line:
            return theme.BAD
        return theme.TEXT

    # .. action bar .................................................................................
    def _action_bar(self, surf: pygame.Surface, human: bool) -> None:
        r = self.z["action_bar"]
        ctl = self.app.ctl
        y, h = r.y + r.h - 62, 50
        deciding = human and self.deciding_worker()
        second = ""
        if deciding:
            second = self._cached(("decision",), self.decision_tip)
        elif self.notes:
            second = f"Last: {self.notes[-1]}"
        if second:
            lines, size = assets.fit_lines(second, r.w - 32, 1, theme.FONT_SMALL, theme.FONT_SMALL)
            label(surf, lines[0], (r.x + 16, r.y + 48), size, theme.HILITE if deciding else theme.TEXT_DIM)
        if self.state.result is not None:
            button(surf, ctl, Rect(r.x + 16, y, 440, h), "btn:results", "🏆 See the results (Enter)",
                   self.shell_ok(), self.shell_tip(""), primary=self.shell_ok())
        elif deciding:
            self._worker_buttons(surf, Rect(r.x + 16, y, 752, h))
        elif self.shell_ok():  # a replay's table is a picture: its keys are the replay's
            hint = "Right-click or I: read a card · arrows and Enter: place · Space: skip the animation"
            lines, size = assets.fit_lines(hint, 730, 2, theme.FONT_SMALL, theme.FONT_SMALL)
            for k, line in enumerate(lines):
                label(surf, line, (r.x + 16, y + h // 2 + (k - (len(lines) - 1) / 2) * 24), size,
                      theme.TEXT_DIM, anchor="midleft")
        can = (self.session.can_undo() or self.pending() is not None) and human
        tip = ("take back your last action this turn" if can else
               "nothing to undo: never past a card drawn or another player's turn")
        undo = Rect(r.x + r.w - 16 - 170 - 12 - 170, y, 170, h)
        button(surf, ctl, undo, "btn:undo", "↩️ Undo (U)", can, tip)
        button(surf, ctl, Rect(r.x + r.w - 16 - 170, y, 170, h), "btn:menu", "Menu (Esc)", self.shell_ok(),
               self.shell_tip("animation speed, rules, save and quit"))

    def _worker_buttons(self, surf: pygame.Surface, area: Rect) -> None:
        ctl = self.app.ctl
        space = self.decision()
        assert space is not None, "drawn only while the worker decision is open"
        row, cost = space
        pays = f"pays {cost} {COLOURS[row]}" if cost else "free"
        reason = self.worker_blocker()
        enter = self.enter_takes_worker()  # the lit button is Enter's answer
        key1, key2 = KEYS.label(WORKER, "1"), KEYS.label(PASS, "2")
        tip = (f"Put one of your workers on this card, paying {cost} {COLOURS[row]}" if cost
               else "Put one of your workers on this card (the price-0 space is free)")
        caption = f"{key1} · Place a worker, {pays} (Enter)" if enter else f"{key1} · Place a worker ({pays})"
        button(surf, ctl, Rect(area.x, area.y, 440, area.h), "btn:worker", caption, reason is None,
               reason or tip, primary=enter)
        pass_tip = ("place the card without a worker: that ends your turn and draws the next card"
                    if self.pending() is not None else "leave the card without a worker; the payout follows")
        button(surf, ctl, Rect(area.x + 452, area.y, 300, area.h), "btn:pass",
               f"{key2} · No worker" + ("" if enter else " (Enter)"), True, pass_tip, primary=not enter)

    def _prompt(self) -> str:
        s = self.state
        seat = s.to_move()
        if s.result is not None:
            return "The deck is out: the game is over."
        if self.busy:
            return f"{self.moving_text}… (Space or a click skips the animation)"
        if seat is None:
            return ""
        waiting = self.waiting_line(seat)
        if waiting:
            return waiting
        name = self.name(seat)
        held = self.pending()
        if held is not None and s.drawn is not None:
            return f"{name}: place {self.card(s.drawn).name} on {where(*held)}, with no worker?"
        if s.placed is not None:
            row, col = s.placed
            card = self.card(s.cards[row][col] or "")
            return f"{name}: put a worker on {card.name} ({where(row, PRICES[col])})?"
        return f"{name}: place the drawn card on a lit space (click, or arrows and Enter)"


class CardZoom(Scene):
    """One Pentagram card drawn large over the table; any click or key closes it."""

    opaque = False
    inspects_cards = True  # a second right-click closes it rather than being dropped

    def __init__(self, app: App, look: Callable[[], tuple[Card, str] | None]) -> None:
        super().__init__(app)
        self.look = look
        self.face: tuple[Card, pygame.Surface] | None = None

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("click", "inspect", "key"):
            self.app.remove(self)

    def draw(self, surf: pygame.Surface) -> None:
        seen = self.look()
        if seen is None:
            self.app.remove(self)
            return
        card, caption = seen
        dim(surf, 190)
        w, h = ZOOM
        if self.face is None or self.face[0] != card:
            # Drawn past the face cache: a big surface would crowd out the table's tiles.
            self.face = (card, cards_view.card_face.__wrapped__(card, w, h))
        face = self.face[1]
        surf.blit(face, ((theme.LOGICAL_SIZE[0] - w) // 2, 90))
        text = assets.text(f"{caption} · click or Esc to close", theme.FONT_BODY)
        box = text.get_rect(midtop=(theme.LOGICAL_SIZE[0] // 2, 90 + h + 30)).inflate(36, 18)
        panel(surf, Rect(box.x, box.y, box.w, box.h), theme.PANEL_DARK, theme.PANEL_LINE)
        surf.blit(text, text.get_rect(center=box.center))
        self.app.ctl.add(Rect(0, 0, *theme.LOGICAL_SIZE), "zoom:close", True, "")
