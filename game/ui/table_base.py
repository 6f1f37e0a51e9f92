"""What every game's table shares: the seat styles, the animator and the pacing counters, a
cache of engine queries per position, who is to move and whose table it is now, the log's
scroll, the Esc menu and the designer's live reload. A game's table (game/games/<id>/ui/table.py)
builds on it and draws its own board."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

import pygame

from game.family.words import whose
from game.ui import assets, theme
from game.ui.animation import Animator
from game.ui.app import App
from game.ui.hot_reload import LiveTable
from game.ui.input import InputController, Intent, KeyMap, Target, game_keys
from game.ui.pacing import TablePacing
from game.ui.scenes.dialogs import Dialog
from game.ui.session import Session
from game.ui.theme import SeatStyle, seat_style

T = TypeVar("T")
# The tip of a table button a replay draws but does not offer.
REPLAY_TIP = "a replay: its own bar below steps through the game and leaves it"


class StillPicture:
    """The table's picture less what moves (hover frames, animations, a marker sliding, a
    prompt that changes while a bot thinks), kept with the click targets drawing it registered.
    It is drawn again only when its key changes, so a frame at rest costs one blit (as Meaning
    Made's board does, docs/performance.md "Desktop game")."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: tuple | None = None
        self.targets: list[Target] = []
        self.enabled = True  # a test draws every frame afresh to compare the two
        self.redraws = 0

    def hover(self, ctl: InputController) -> tuple | None:
        """The pointed target, where it is one of this picture's (a button drawn lit): pointing
        elsewhere, at nothing or at a dialog's button, leaves the picture as it is."""
        h = ctl.hovered
        if h is None or not any(t.id == h.id and t.rect == h.rect for t in self.targets):
            return None
        return (h.id, h.rect)

    def show(self, surf: pygame.Surface, ctl: InputController, key: tuple,
             draw: Callable[[pygame.Surface], None]) -> None:
        """Blit the picture kept for ``key`` and register its targets, or draw it (onto
        ``surf``, which it covers whole) and keep it."""
        key = (*key, theme.palette, self.hover(ctl), assets.caches_cleared(), surf.get_size())
        if self.enabled and self.surface is not None and key == self.key:
            surf.blit(self.surface, (0, 0))
            ctl.targets.extend(self.targets)
            return
        mark = len(ctl.targets)
        draw(surf)
        if self.surface is None or self.surface.get_size() != surf.get_size():
            self.surface = surf.copy()
        else:
            self.surface.blit(surf, (0, 0))
        self.targets = ctl.targets[mark:]
        # the hover is read again: the targets drawn are the ones it is matched against
        self.key = (*key[:-3], self.hover(ctl), *key[-2:])
        self.redraws += 1


class Tiles:
    """Parts of a still picture kept as small surfaces by what they show (a space of the board,
    the log): a redraw of the picture lays down again the parts that did not change. A part is
    drawn over what never changes under it (the table's background), all inside its rectangle."""

    LIMIT = 256  # parts kept at most: a long game shows many spaces' contents in turn

    def __init__(self) -> None:
        self.kept: dict[tuple, pygame.Surface] = {}

    def draw(self, surf: pygame.Surface, rect: pygame.Rect, key: tuple, draw: Callable[[], None]) -> None:
        k = (*key, tuple(rect), theme.palette, assets.caches_cleared())
        tile = self.kept.get(k)
        if tile is not None:
            surf.blit(tile, rect.topleft)
            return
        draw()
        if len(self.kept) >= self.LIMIT:
            self.kept.clear()
        self.kept[k] = surf.subsurface(rect.clip(surf.get_rect())).copy()


class TableBase(TablePacing):
    # What a guided lesson (game/ui/coach.py) asks of the table: keys that do what a click target
    # does (so a step pointing at the target takes either), targets a player may always use
    # during a lesson (reading, not playing), and where the coach's box sits (x, y, width in the
    # 1920×1080 layout): over what the lesson needs least.
    coach_keys: ClassVar[dict[str, str]] = {}
    coach_free: frozenset[str] = frozenset()
    coach_box: tuple[int, int, int] = (1462, 66, 448)
    # Where a hint's note sits (x, y, width): over the log, which it never speaks of; a table
    # whose log is elsewhere says so.
    hint_box: tuple[int, int, int] = (1462, 650, 440)

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.styles = [seat_style(s.colour, i) for i, s in enumerate(session.seats)]
        self.anim = Animator()
        self.version = 0  # bumped whenever the state changes: cached queries key on it
        self.drawn_version = -1  # the version last drawn: a bot starts thinking after a frame shows
        self.log_scroll = 0
        self.since_move = 0.0
        self.end_timer = 0.0
        self.end_shown = False
        self.live: LiveTable | None = None  # the designer's live reload, where the table keeps one
        self.keys: KeyMap = game_keys(session.rules.id)  # the game's own keys (its plug-in's)
        self._cache: dict[tuple, object] = {}
        self._cache_version: tuple[int, int] = (-1, -1)
        self.still = StillPicture()
        self.tiles = Tiles()

    def still_key(self) -> tuple:
        """What the table's still picture shows besides the game: a table with more of its own
        (a card chosen, a mat peeked at) adds it."""
        return (self.version, self.session.version, self.log_scroll, self.session.viewing)

    # -- queries ------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def style(self, seat: int) -> SeatStyle:
        return self.styles[seat]

    def name(self, seat: int) -> str:
        return str(self.state.name(seat))

    def who(self, seat: int) -> str:
        """A seat's name, marked as a bot where one plays it."""
        return f"🤖 {self.name(seat)}" if self.session.is_bot(seat) else self.name(seat)

    def human_to_move(self) -> bool:
        if self.session.viewing:
            return False  # a replay: the buttons show as they would for a bot's turn
        seat = self.state.to_move()
        return seat is not None and not self.session.is_bot(seat)

    def waiting_line(self, seat: int) -> str | None:
        """The prompt while nobody at this screen can move: a replay says whose turn it is (its
        moves are made already), a bot's turn that it is thinking. None: a player is to move."""
        if self.session.viewing:
            return f"{whose(self.who(seat))} turn"
        if self.session.is_bot(seat):
            return f"{self.who(seat)} {'is thinking…' if self.session.bot_busy() else 'is playing'}"
        return None

    def shell_ok(self) -> bool:
        """Whether the table's own Menu, Rules and results buttons act: not in a replay, whose
        bar has its own (the table under it is only a picture)."""
        return not self.session.viewing

    def shell_tip(self, tip: str) -> str:
        return tip if self.shell_ok() else REPLAY_TIP

    def viewer(self) -> int:
        """Whose table this is now: the seat the game waits on (a bot's too, so play can be
        followed), and once it is over the winner's."""
        seat = self.state.to_move()
        if seat is not None:
            return seat
        r = self.state.result
        return r.winners[0] if r is not None and r.winners else 0

    def dialog_open(self) -> bool:
        return any(isinstance(s, Dialog) for s in self.app.scenes)

    def _cached(self, key: tuple, compute: Callable[[], T]) -> T:
        """Engine queries cost a little; the table asks each once per position. Keyed on the
        session's version too: a move played past the table (a lesson's take-back, a test, a
        replay) must not leave the answers of the position before."""
        version = (self.version, self.session.version)
        if self._cache_version != version:
            self._cache = {}
            self._cache_version = version
        if key not in self._cache:
            self._cache[key] = compute()
        return self._cache[key]  # type: ignore[return-value]

    def legal(self) -> list[Any]:
        return self._cached(("legal",), self.session.legal)

    # -- intents: what every table answers alike, then the game's own ------------------------
    def offer_keys(self) -> None:
        """Drawn this frame: the game's keys reach this table (until a dialog is drawn over it)."""
        self.app.ctl.use_keys(self.keys)

    def handle(self, intent: Intent) -> None:
        t = intent.target
        if intent.kind == "inspect" or t == "inspect":
            self.inspect(intent if intent.kind == "inspect" else self.pointed())
            return
        if intent.kind == "scroll":
            if intent.target == "log_panel":
                self.scroll_log(intent.amount)
            return
        # A click while pieces move lands them first, then counts as the click it was.
        if t == "skip" or (intent.kind == "click" and self.motion_busy()):
            self.finish_motion()
            if t == "skip":
                return
        if intent.disabled:
            self.refused(intent)
        elif t in ("log_up", "log_down"):
            self.scroll_log(5 if t == "log_up" else -5)
        elif t in ("btn:menu", "cancel"):
            self.cancel()
        elif t in ("btn:rules", "rules"):
            self.open_rules()
        elif t in ("btn:results", "end:show") or (t == "confirm" and self.state.result is not None):
            if self.state.result is not None:
                self.show_results()
        elif t in ("btn:undo", "undo"):
            self.undo()
        else:
            self.act(intent)

    def act(self, intent: Intent) -> None:
        """An intent no table shares: the game's own moves, buttons and keys (dispatch on its
        ``command`` and ``index``: a button's click and its key are one command)."""

    def pointed(self) -> Intent:
        """What a key press of "inspect" looks at: the target under the pointer."""
        hovered = self.app.ctl.hovered
        return Intent("inspect", hovered.id if hovered is not None else "")

    def inspect(self, target: Intent) -> None:
        """Show what a target holds, large (a table without cards to show ignores it)."""

    def motion_busy(self) -> bool:
        return self.anim.busy

    def finish_motion(self) -> None:
        """Land everything in motion at once (a table with more than the animator settles it too)."""
        self.anim.skip()

    def cancel(self) -> None:
        """Esc: the Esc menu (a table with a choice half made drops that first)."""
        self.open_menu()

    def refused(self, target: Intent) -> None:
        """A disabled target was clicked (``target.disabled``): say why (its tip, where it has
        one)."""
        hovered = self.app.ctl.hovered
        self.app.say((hovered.tip if hovered is not None else "") or "not possible now")

    # What undo says when there is nothing of the player's to take back.
    nothing_to_undo: ClassVar[str] = (
        "Nothing to undo: never past a card revealed or another player's decision"
    )

    def may_undo(self) -> bool:
        """Whether the player may ask for an undo now (the session still decides what it takes)."""
        return self.human_to_move() or self.session.can_undo()

    def undo(self) -> None:
        if not self.may_undo():
            self.app.say("Undo is for your own turn")
        elif self.session.undo():
            self.version += 1
            self.finish_motion()
            self.app.say("Undone", 1.5)
        else:
            self.app.say(self.nothing_to_undo)

    def show_results(self) -> None:
        raise NotImplementedError

    # -- what every table does alike ----------------------------------------------------------
    def scroll_log(self, amount: int) -> None:
        # The log is drawn from a cache keyed on the version: a scroll must redraw it.
        self.log_scroll = max(0, min(len(self.state.log) - 1, self.log_scroll + amount))
        self.version += 1

    def open_rules(self) -> None:
        from game.ui import navigate

        navigate.show_rules(self.app, self.session.rules)

    def open_menu(self) -> None:
        from game.ui.scenes.game_menu import open_game_menu

        open_game_menu(self.app, self.session)

    def live_reload(self) -> None:
        """The designer's live reload: edited cards replay this game (or say why they cannot);
        new art simply redraws."""
        if self.live is None:
            return
        changed, message = self.live.poll()
        if message:
            self.app.say(message, 1.5 if message == "Cards reloaded" else 5)
        if changed:
            self.reloaded()
            self.version += 1

    def reloaded(self) -> None:
        """The cards changed under the game: a table with pictures in motion settles them."""

    def close_down(self) -> None:
        if self.live is not None:
            self.live.stop()
