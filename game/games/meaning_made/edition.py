"""One base for the three Meaning Made editions as members of the game family (game.family.Ruleset).

An edition names its modules and its few differences; everything it does the way the others do
is said once here, as python-chess's variants override a few methods of one ``Board``. Stateless:
each method hands over to the module that owns the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, ClassVar

from game.family.errors import OptionError
from game.family.ruleset import BotKind, Event, Switch
from game.family.setup_fields import switch_values
from game.games.meaning_made.table_setup import TOPS  # the options that fix a deal


class EditionRules:
    # An edition sets these: its rules engine (new_game, legal_actions, why_illegal, apply), what a
    # seat may know (observe, determinize, fingerprint, final_summary, snapshot), its bots'
    # search hooks (candidate_actions, rewards), its card reader (default_cards, load_cards), its
    # setup reader (setup_from_dict) and its action type (``parse``).
    engine: ClassVar[ModuleType]
    knowing: ClassVar[ModuleType]
    searching: ClassVar[ModuleType]
    card_reader: ClassVar[ModuleType]
    setup_reader: ClassVar[ModuleType]
    action_type: ClassVar[type]
    SWITCHES: ClassVar[tuple[Switch, ...]] = ()
    # Its setup type, made by the shared ``make_setup`` from the seats, the seed, the switches and
    # the deal's tops, with the further keyword options it names (projects' solo difficulty).
    setup_type: ClassVar[Callable[..., Any]]
    SETUP_OPTIONS: ClassVar[tuple[str, ...]] = ()
    # Its personalities, if it has any: a module with ``PERSONALITIES`` (kind -> Personality) and
    # ``value(state, seat, weights)``, played by the one engine (meaning_made/personalities.py).
    personalities: ClassVar[ModuleType | None] = None

    default_bot = "search-easy"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The engine's own functions, not wrappers: bots call these in every search iteration.
        # ``hidden_mark``: the search bot shares worlds where it holds (optional).
        fast = {"legal_actions": ("engine", "legal_actions"), "why_illegal": ("engine", "why_illegal"),
                "determinize": ("knowing", "determinize"), "hidden_mark": ("knowing", "hidden_mark"),
                "candidate_actions": ("searching", "candidate_actions"),
                "rewards": ("searching", "rewards")}
        for name, (holder, attr) in fast.items():
            module = cls.__dict__.get(holder)
            if module is not None and name not in cls.__dict__ and hasattr(module, attr):
                setattr(cls, name, staticmethod(getattr(module, attr)))

    # -- setup -------------------------------------------------------------------------------
    def switches(self) -> tuple[Switch, ...]:
        return self.SWITCHES

    def make_setup(self, players: Sequence[str], seed: int, switches: Sequence[str] = (),
                   start_player: int | None = None, **options: Any) -> Any:
        """``switches``: a switch's name (``community_scaling`` or ``community-scaling``) on,
        ``no_<name>`` off. ``options`` may carry ``event_top``, ``pattern_top`` and
        ``project_top`` (a fixed deal) and the edition's ``SETUP_OPTIONS``."""
        values = switch_values(self.SWITCHES, switches, self.title)  # type: ignore[attr-defined]
        extra = set(options) - set(TOPS) - set(self.SETUP_OPTIONS)
        if extra:
            raise OptionError(f"unknown setup option(s) for {self.title}: "  # type: ignore[attr-defined]
                              f"{', '.join(sorted(extra))}")
        given = {k: tuple(v) if k in TOPS else v for k, v in options.items()}
        return self.setup_type(tuple(players), seed, start_player=start_player, **values, **given)

    def setup_to_dict(self, setup: Any) -> dict[str, Any]:
        return setup.to_dict()

    def setup_from_dict(self, data: Any, src: str, record_format: int) -> Any:
        return self.setup_reader.setup_from_dict(data, src, record_format)

    # -- data --------------------------------------------------------------------------------
    def default_cards(self) -> Any:
        return self.card_reader.default_cards()

    def load_cards(self, folder: str) -> Any:
        return self.card_reader.load_cards(folder)

    # -- play --------------------------------------------------------------------------------
    def new_state(self, setup: Any, cards: Any = None, narrate: bool = True) -> Any:
        return self.engine.new_game(setup, cards, narrate)

    def apply(self, state: Any, action: Any, check: bool = True) -> list[Event]:
        return self.engine.apply(state, action, check)

    def narrate(self, state: Any, events: Sequence[Event]) -> list[str]:
        # The editions phrase each event as it happens (their state's ``say``); the sentence
        # rides along in the event's data.
        return [str(e.data["text"]) for e in events if "text" in e.data]

    def parse_action(self, text: str) -> Any:
        return self.action_type.parse(text)

    # -- what a seat may know (ruling G2) ----------------------------------------------------
    def observe(self, state: Any, seat: int | None = None) -> dict[str, Any]:
        return self.knowing.observe(state, seat)

    def fingerprint(self, state: Any) -> int:
        return self.knowing.fingerprint(state)

    def final_summary(self, state: Any) -> dict[str, Any]:
        return self.knowing.final_summary(state)

    def snapshot(self, state: Any) -> tuple[frozenset[str], tuple[int, ...]]:
        return self.knowing.snapshot(state)

    def reveals(self, before: Any, after: Any) -> bool:
        """A card came into sight, or a deck got shorter (snapshot: (shown ids, deck sizes))."""
        return bool(after[0] - before[0]) or after[1] != before[1]

    def deal_signature(self, cards: Any) -> Any:
        # The shuffles start from the ids in file order (G1); names and texts do not matter.
        return (cards.event_ids, cards.pattern_ids, cards.project_ids)

    # -- bots ------------------------------------------------------------------------------------
    def bot_kinds(self) -> tuple[BotKind, ...]:
        """Its personalities (besides the shared random and search bots)."""
        if self.personalities is None:
            return ()
        return tuple(BotKind(p.kind, p.label, p.description)
                     for p in self.personalities.PERSONALITIES.values())

    def make_game_bot(self, kind: str, seed: int) -> Any:
        module = self.personalities
        found = None if module is None else module.PERSONALITIES.get(kind)
        if module is None or found is None:
            raise OptionError(f"{self.title} has no bot '{kind}'")  # type: ignore[attr-defined]
        from game.games.meaning_made.personalities import PersonalityBot

        return PersonalityBot(found, seed, self, module.value)  # type: ignore[arg-type]
