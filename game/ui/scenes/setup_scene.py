"""New game for the chosen game: seats (name, colour, human or bot: the game's Easy, Standard
and Hard first, each seated bot's line under the seats), its switches, the seed (and for Meaning
Made the solo level, the End Initiative and the Competitive rounds).

The form is pygame_gui (text entry, drop-downs, check boxes); it receives raw events.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UILabel, UITextEntryLine

from game import bots as bot_registry
from game.campaign.rewards import locked_variants, read_progress
from game.family import Ruleset, ruleset
from game.family.errors import OptionError
from game.family.match import Match
from game.ui import assets, navigate, save_slots, saves, theme
from game.ui.app import App, Scene
from game.ui.draw import label
from game.ui.forms import dropdown, gui_manager
from game.ui.layout import Rect
from game.ui.saves import SeatConfig
from game.ui.scenes.dialogs import ChoiceDialog, Option
from game.ui.session import Session
from game.ui.text_entry import TextEntry

KIND_W = 340  # "Who plays": its open list must hold "Bot: Brooke — engine builder" whole
BOT_NOTES = Rect(120, 834, 800, 152)  # under the seats' panel (above the refusal line at 1000)
BOT_NOTE_KINDS = 3  # bot kinds it describes, two lines each; a table with more: the first three
NOTE_LINE = 24  # px a line of FONT_SMALL takes in it
SWITCH_ROW = 44  # px between variant check boxes: all of them and the rounds field fit the panel
SWITCH_ROW_TIGHT = 32  # two long columns with headings (ORGANISM's mutations by phase)
SWITCH_COLUMN = 375  # px between the two columns of switches, when there are many
DEFAULT_NAMES = ("Alex", "Brooke", "Casey", "Drew", "Eli", "Fran")
# The Meaning Made family's personalities go by these names ("Brooke — engine builder"): a bot seat
# New game names is called after the personality that plays it, and a bot that is no one of them
# gets a name none of them has, so "Brooke" is never played by Casey.
PERSONA_NAMES = DEFAULT_NAMES[:4]
OTHER_NAMES = ("Eli", "Fran", "Gale", "Hana", "Ira", "Jo")
FORM_CHANGES = (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED,
                pygame_gui.UI_DROP_DOWN_MENU_CHANGED, pygame_gui.UI_TEXT_ENTRY_CHANGED)


def persona_names(rules: Ruleset) -> dict[str, str]:
    """kind -> the personality's name, for this game's bots that are one of PERSONA_NAMES."""
    out = {}
    for b in rules.bot_kinds():
        first = b.label.split(" — ")[0]
        if first in PERSONA_NAMES:
            out[b.kind] = first
    return out


def kind_labels(rules: Ruleset | None = None, seats: int | None = None) -> dict[str, str]:
    """Seat kinds for the drop-down: Human, then every bot that plays this game in New game's
    order — its Easy, Standard and Hard at a table of ``seats`` first, its personalities, then
    the rest (game.bots.bot_info)."""
    out = {"human": "Human"}
    for kind, (label_text, _) in bot_registry.bot_info(rules, seats).items():
        out[kind] = f"Bot: {label_text}"
    return out


class SetupScene(Scene):
    wants_raw_events = True

    def __init__(self, app: App, previous: Session | None = None, rules: Ruleset | None = None) -> None:
        super().__init__(app)
        self.rules = previous.rules if previous is not None else rules or ruleset(app.game_id)
        # The game's choices beyond its switches (Meaning Made: Competitive rounds, End Initiative)
        self.options: tuple[Any, ...] = tuple(getattr(self.rules, "setup_options", tuple)())
        # A game with solo levels (both Meaning Made editions) offers them for a one-seat game.
        self.levels: tuple[str, ...] = tuple(getattr(self.rules, "solo_difficulties", ()))
        self.manager = gui_manager(app)
        self._levels_at(None)
        self.personas = persona_names(self.rules)
        # seats whose name New game gave (not typed, not carried from a game): renamed with their bot
        self.auto_named: set[int] = set()
        self.error = ""
        lo, hi = self.rules.min_seats, self.rules.max_seats
        if previous is not None:
            seats = list(previous.seats)
            setup = previous.game.setup
            holder = getattr(setup, "variants", setup)  # where this game keeps its switches
            level = getattr(setup, "solo_difficulty", "standard")
        else:
            bot = self._default_bot()
            seats = [SeatConfig("You", "blue", "human"), SeatConfig(self._bot_name(bot, {"You"}), "red", bot)]
            self.auto_named.add(1)
            setup = holder = None
            level = "standard"
        self.seat_configs = seats
        # the colour list shows the palette's names; a seat keeps the colour's key
        self.colour_keys = {theme.colour_name(k): k for k in theme.SEAT_COLOUR_ORDER}
        self.rows: list[tuple[UITextEntryLine, UIDropDownMenu, UIDropDownMenu]] = []
        m = self.manager
        UILabel(pygame.Rect(150, 150, 120, 40), "Players", m)
        count = min(hi, max(lo, len(seats)))
        self.count = dropdown([str(n) for n in range(lo, hi + 1)], str(count),
                              pygame.Rect(270, 150, 110, 40), m)
        self.level: UIDropDownMenu | None = None
        if self.levels:
            UILabel(pygame.Rect(450, 150, 220, 40), "Solo difficulty", m)
            self.level = dropdown(list(self.levels), level, pygame.Rect(630, 150, 200, 40), m)
        self._levels_at(count)  # the seats as they come keep their bots: nothing to swap yet
        self._build_rows()
        x0, y0 = 1060, 100
        # With few switches there is room to say what each does under it (rows spread out).
        self.switch_help = len(self.rules.switches()) <= 8
        row = SWITCH_ROW * 2 if self.switch_help else SWITCH_ROW

        self.switches: dict[str, UICheckBox] = {}
        switches = self.rules.switches()
        # A variant a campaign rewards stays shut here until that campaign is finished.
        self.locked = locked_variants(self.rules.id, read_progress())
        # Switches of one group (ORGANISM's mutations, by the phase they change) sit together
        # under its heading; a game with many lays them out in two columns, tighter.
        slots: list[Any] = []
        for sw in switches:
            if sw.group and (not slots or getattr(slots[-1], "group", None) != sw.group):
                slots.append(sw.group)
            slots.append(sw)
        two = len(slots) > 16
        per_col = (len(slots) + 1) // 2 if two else len(slots)
        if two and isinstance(slots[per_col - 1], str):
            slots.insert(per_col - 1, "")  # a heading never ends a column: it moves to the next
        if two and len(slots) > 24:
            row = SWITCH_ROW_TIGHT
        rows_used = max(per_col, len(slots) - per_col) if two else per_col
        self.headings: list[tuple[int, int, str]] = []
        for i, slot in enumerate(slots):
            col = min(1, i // per_col)  # a moved heading may make the second column one longer
            bx, by = x0 + col * SWITCH_COLUMN, y0 + 70 + (i - col * per_col) * row
            if isinstance(slot, str):
                if slot:
                    self.headings.append((bx, by + row - 24, slot))
                continue
            sw = slot
            why = self.locked.get(sw.name)
            box = UICheckBox(pygame.Rect(bx, by, 30, 30),
                             f"{sw.label} (locked)" if why else sw.label, m,
                             tool_tip_text=f"{sw.help}. Locked: {why}." if why else sw.help,
                             object_id="#switch_small" if two else None)
            box.set_state(bool(getattr(holder, sw.name, sw.default)))
            if why:
                box.disable()
            self.switches[sw.name] = box
        yy = y0 + 70 + rows_used * row + 6
        # A number option sits under the switches; a list option on the left, above the seed.
        self.numbers: dict[str, UITextEntryLine] = {}
        self.lists: dict[str, tuple[UIDropDownMenu, dict[str, Any]]] = {}
        for opt in self.options:
            where = getattr(setup, opt.holder, None) if opt.holder else setup
            before = getattr(where, opt.name, opt.default) if where is not None else opt.default
            if not opt.choices:
                UILabel(pygame.Rect(x0, yy, 260, 40), opt.label, m)
                field = UITextEntryLine(pygame.Rect(x0 + 270, yy, 100, 40), m)
                field.set_text(str(before))
                field.set_allowed_characters("numbers")
                self.numbers[opt.name] = field
                yy += 50
                continue
            values = dict(opt.choices)
            shown = next((cap for cap, value in opt.choices if value == before), opt.choices[0][0])
            UILabel(pygame.Rect(150, 640, 200, 40), opt.label, m)
            menu = dropdown(list(values), shown, pygame.Rect(350, 640, 550, 40), m, max_rows=11)
            self.lists[opt.name] = (menu, values)
        UILabel(pygame.Rect(150, 700, 200, 40), "Seed", m)
        self.seed = UITextEntryLine(pygame.Rect(350, 700, 390, 40), m)
        self.seed.set_allowed_characters("numbers")
        self.seed.set_text(str(random.SystemRandom().randrange(1, 10**9)))
        self.reroll = UIButton(
            pygame.Rect(750, 700, 150, 40), "New seed", m, tool_tip_text="a fresh random seed"
        )
        self.start = UIButton(pygame.Rect(1560, 980, 300, 64), "Start the game", m, object_id="#start")
        self.back = UIButton(pygame.Rect(1280, 980, 260, 64), "Back", m)

    def _levels_at(self, seats: int | None) -> None:
        """The seat lists' entries, notes and levels for a table of ``seats``: a game may seat
        another bot as a level at some size (``BotLevel.seats``)."""
        self.kinds = kind_labels(self.rules, seats)
        self.kind_by_label = {v: k for k, v in self.kinds.items()}
        self.bot_notes = {kind: f"{label_text}: {desc}"
                          for kind, (label_text, desc) in bot_registry.bot_info(self.rules, seats).items()}
        self._notes: dict[str, tuple[list[str], int]] = {}
        self.level_kinds = {lv.level: lv.kind for lv in bot_registry.bot_levels(self.rules, seats)}

    def _keep_levels(self, before: dict[str, str]) -> None:
        """A seat that chose a level keeps that level when the table's size changes the bot
        playing it (Hard stays Hard); a seat New game named follows its new bot's name."""
        swap = {kind: self.level_kinds[level] for level, kind in before.items()
                if self.level_kinds.get(level, kind) != kind}
        for i, cfg in enumerate(self.seat_configs):
            if cfg.kind in swap:
                name = cfg.name
                if i in self.auto_named:
                    taken = {c.name for j, c in enumerate(self.seat_configs) if j != i}
                    name = self._bot_name(swap[cfg.kind], taken)
                self.seat_configs[i] = SeatConfig(name, cfg.colour, swap[cfg.kind])

    def _default_bot(self) -> str:
        """A newcomer's opponent: the game's Standard level (its strongest bot is one click away)."""
        standard = [lv.kind for lv in bot_registry.bot_levels(self.rules) if lv.level == "Standard"]
        return standard[0] if standard else self.rules.default_bot

    def _bot_name(self, kind: str, taken: set[str]) -> str:
        """The name New game gives a seat of ``kind``: its personality's, else one no personality
        has (none already at the table)."""
        persona = self.personas.get(kind)
        if persona is not None and persona not in taken:
            return persona
        return next((n for n in OTHER_NAMES if n not in taken), f"Bot {len(taken) + 1}")

    def _kind_changed(self, row: int) -> None:
        """A seat New game named follows its bot: "Casey" becomes "Brooke" with the engine builder.
        A name the player typed, and a human seat's, stay."""
        name, _colour, menu = self.rows[row]
        opt = menu.selected_option
        kind = self.kind_by_label.get(opt[0] if isinstance(opt, tuple) else opt, "human")
        if row not in self.auto_named or kind == "human":
            return
        taken = {r[0].get_text().strip() for i, r in enumerate(self.rows) if i != row}
        name.set_text(self._bot_name(kind, taken))

    def _build_rows(self) -> None:
        for row in self.rows:
            for el in row:
                el.kill()
        self.rows = []
        n = int(
            self.count.selected_option[0]
            if isinstance(self.count.selected_option, tuple)
            else self.count.selected_option
        )
        before = self.level_kinds
        self._levels_at(n)
        self._keep_levels(before)
        while len(self.seat_configs) < n:
            k = len(self.seat_configs)
            used = {s.colour for s in self.seat_configs}
            colour = next(c for c in theme.SEAT_COLOUR_ORDER if c not in used)
            bot = self._default_bot()
            taken = {c.name for c in self.seat_configs}
            self.seat_configs.append(SeatConfig(self._bot_name(bot, taken), colour, bot))
            self.auto_named.add(k)
        m = self.manager
        for i in range(n):
            cfg = self.seat_configs[i]
            y = 270 + i * 54
            name = TextEntry(pygame.Rect(190, y, 220, 40), m)  # a name must draw
            name.set_text(cfg.name)
            name.set_text_length_limit(16)
            colour = dropdown([theme.colour_name(k) for k in theme.SEAT_COLOUR_ORDER],
                              theme.colour_name(cfg.colour), pygame.Rect(420, y, 140, 40), m)
            kind = dropdown(list(self.kinds.values()), self._kind_label(cfg.kind),
                            pygame.Rect(570, y, KIND_W, 40), m)
            self.rows.append((name, colour, kind))

    def _kind_label(self, kind: str) -> str:
        """The list's entry for a seat's kind. A bot this game does not have (a seat carried over
        from elsewhere) stays a bot — the game's first — rather than turning into a human."""
        if kind in self.kinds:
            return self.kinds[kind]
        return self.kinds.get(self._default_bot(), "Human")

    def _read_rows(self) -> list[SeatConfig]:
        seats = []
        for name, colour, kind in self.rows:
            c = colour.selected_option
            k = kind.selected_option
            seats.append(
                SeatConfig(
                    name.get_text().strip(),
                    self.colour_keys[c[0] if isinstance(c, tuple) else c],
                    self.kind_by_label.get(k[0] if isinstance(k, tuple) else k, "human"),
                )
            )
        return seats

    def _option(self, menu: UIDropDownMenu) -> str:
        opt = menu.selected_option
        return opt[0] if isinstance(opt, tuple) else opt

    def build_setup(self) -> tuple[Any, list[SeatConfig]]:
        seats = self._read_rows()
        if any(not s.name for s in seats):
            raise OptionError("every seat needs a name")
        if len({s.name for s in seats}) < len(seats):
            raise OptionError("two seats have the same name")
        if len({s.colour for s in seats}) < len(seats):
            raise OptionError("two seats have the same colour")
        seed_text = self.seed.get_text().strip()
        if not seed_text.isdigit() or int(seed_text) >= 2**64:
            raise OptionError("the seed must be a whole number from 0 to 2^64-1")
        values = {name: bool(box.get_state()) for name, box in self.switches.items()}
        names = [name if on else f"no_{name}" for name, on in values.items()]
        extra: dict[str, Any] = {}
        if self.level is not None:
            extra["solo_difficulty"] = self._option(self.level)
        defaults = {opt.name: opt.default for opt in self.options}
        for name, field in self.numbers.items():
            extra[name] = int(field.get_text().strip() or defaults[name])
        for name, (menu, choices) in self.lists.items():
            extra[name] = choices[self._option(menu)]
        return self.rules.make_setup(tuple(s.name for s in seats), int(seed_text), names, **extra), seats

    def start_game(self) -> None:
        try:
            setup, seats = self.build_setup()
            game = Match(self.rules, setup)
        except (OptionError, ValueError) as exc:
            self.error = str(exc).splitlines()[0]
            return
        unfinished = save_slots.in_progress()
        if unfinished is None:
            self._begin(game, seats)
            return
        # Never replace a game in progress silently (issue 16): say what happens to it.
        self.app.push(ChoiceDialog(
            self.app, "A game is in progress",
            [f"{unfinished.title}, {unfinished.details}.",
             "Starting a new game keeps it under Saved games on the title screen."],
            [Option("Start the new game", callback=lambda: self._begin(game, seats)),
             Option("Play the game in progress instead", callback=self._resume)],
            lambda _action: None))

    def _begin(self, game: Match, seats: list[SeatConfig]) -> None:
        try:
            kept = save_slots.keep_current()  # the new game's first autosave takes its place
        except OSError as exc:
            self.error = f"The game in progress could not be kept ({exc.strerror or exc}); not started"
            return
        if kept is not None and ".damaged-" in kept.name:
            self.app.say(f"The damaged saved game was kept as {kept}", 6)
        elif kept is not None and kept.parent.name == save_slots.SLOTS_FOLDER:
            self.app.say("The game in progress is kept under Saved games", 5)
        navigate.to_table(self.app, Session(game, seats))

    def _resume(self) -> None:
        try:
            game, seats = saves.load_game()
        except saves.SaveError as exc:
            self.error = str(exc)
            return
        self.app.game_id = game.rules.id
        navigate.to_table(self.app, Session(game, seats))

    def handle_raw(self, event: pygame.event.Event) -> None:
        self.manager.process_events(event)
        if event.type in FORM_CHANGES:
            self.error = ""  # a refusal is about the form as it was: any change answers it
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.start:
                self.start_game()
            elif event.ui_element is self.back:
                navigate.to_title(self.app)
            elif event.ui_element is self.reroll:
                self.seed.set_text(str(random.SystemRandom().randrange(1, 10**9)))
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.count:
            self.seat_configs[: len(self.rows)] = self._read_rows()
            self._build_rows()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            for i, row in enumerate(self.rows):
                if event.ui_element is row[2]:
                    self._kind_changed(i)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for i, row in enumerate(self.rows):
                if event.ui_element is row[0]:
                    self.auto_named.discard(i)  # the player named this seat
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            navigate.to_title(self.app)

    def _note(self, kind: str) -> tuple[list[str], int]:
        """A bot's note in at most two lines (wrapped once: the form draws every frame)."""
        if kind not in self._notes:
            # the second line is indented: wrap to the narrower width
            self._notes[kind] = assets.fit_lines(self.bot_notes.get(kind, kind), BOT_NOTES.w - 52, 2,
                                                 theme.FONT_SMALL, theme.FONT_SMALL - 3)
        return self._notes[kind]

    def _draw_bot_notes(self, surf: pygame.Surface) -> None:
        """What each bot seated here does and how strong it measured: a level's line says both
        (the drop-down shows only names)."""
        from game.ui.draw import panel

        kinds = list(dict.fromkeys(s.kind for s in self._read_rows() if s.is_bot))
        if not kinds:
            return
        notes = [self._note(kind) for kind in kinds[:BOT_NOTE_KINDS]]
        rows = sum(len(lines) for lines, _ in notes)
        height = min(BOT_NOTES.h, rows * NOTE_LINE + 2 * (len(notes) - 1) + 14)
        panel(surf, Rect(BOT_NOTES.x, BOT_NOTES.y, BOT_NOTES.w, height), theme.PANEL)
        x, y = BOT_NOTES.x + 20, BOT_NOTES.y + 6
        for lines, size in notes:
            for k, line in enumerate(lines):
                label(surf, line, (x + (12 if k else 0), y), size, theme.TEXT_DIM)
                y += NOTE_LINE
            y += 2

    def update(self, dt: float) -> bool:
        self.manager.update(dt)
        return False

    def draw(self, surf: pygame.Surface) -> None:
        from game.ui.draw import panel, seat_marker
        from game.ui.theme import seat_style

        surf.fill(theme.BG)
        label(surf, f"New game — {self.rules.title}", (130, 40), theme.FONT_TITLE, theme.ACCENT, "bold")
        panel(surf, Rect(120, 110, 800, 710), theme.PANEL)
        panel(surf, Rect(1030, 80, 800, 860), theme.PANEL)  # ORGANISM's longest switch fits
        label(surf, getattr(self.rules, "switches_title", "Rules options"), (1060, 110), theme.FONT_LARGE,
              theme.ACCENT, "bold")
        label(surf, "Name", (190, 240), theme.FONT_SMALL, theme.TEXT_DIM, "semibold")
        label(surf, "Colour", (420, 240), theme.FONT_SMALL, theme.TEXT_DIM, "semibold")
        label(surf, "Who plays", (570, 240), theme.FONT_SMALL, theme.TEXT_DIM, "semibold")
        for i, (_, colour, _) in enumerate(self.rows):
            c, shape = seat_style(self.colour_keys[self._option(colour)], i)
            seat_marker(surf, (166, 290 + i * 54), 12, c, shape)
        n = len(self.rows)
        hint = (
            f"One seat: {getattr(self.rules, 'solo_hint', 'a solo game')}."
            if n == 1
            else f"{n} seats: hotseat on one screen; any seat can be a bot."
        )
        label(surf, hint, (150, 585), theme.FONT_BODY, theme.TEXT_DIM)
        for hx, hy, heading in self.headings:
            label(surf, heading, (hx, hy), theme.FONT_SMALL, theme.ACCENT, "semibold")
        if self.switch_help:
            for i, sw in enumerate(self.rules.switches()):
                # Two lines at most, inside the panel (a long help must not run off its edge).
                lines, size = assets.fit_lines(sw.help, 690, 2, theme.FONT_SMALL, theme.FONT_SMALL - 4)
                for k, line in enumerate(lines):
                    label(surf, line, (1100, 100 + 70 + i * SWITCH_ROW * 2 + 34 + k * 24), size,
                          theme.TEXT_DIM)
        if self.rules.min_seats > 1:
            label(surf, "Playing alone? Make the other seats bots.", (150, 620), theme.FONT_BODY,
                  theme.TEXT_DIM)
        label(
            surf,
            "The same seed, setup and choices replay the same game exactly.",
            (150, 800),
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            anchor="bottomleft",
        )
        self._draw_bot_notes(surf)
        if self.error:
            label(surf, "⚠️ " + self.error, (130, 1000), theme.FONT_BODY, theme.WARN, "semibold")
        self.manager.draw_ui(surf)
        self.app.ctl.add(Rect(0, 0, 1, 1), "setup", True, "")
