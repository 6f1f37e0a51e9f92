"""A guided game as data (tutorials/*.yaml, docs/tutorial.md): a game's setup and the steps that
teach it, each saying one thing, pointing at one place on the table, and waiting either for
"Next" or for the player to play one action.

Read with line numbers, so a broken file gets one line naming the file, line and field.
Pure: no pygame (the table's coach, game/ui/coach.py, draws it).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import DEFAULT_GAME, Ruleset, UnknownGame, ruleset
from game.family.errors import DataError, IllegalAction, NotationError, OptionError, RecordError, quote
from game.family.files import printable
from game.family.match import Match
from game.family.paths import PROJECT_ROOT
from game.family.yaml_lines import LDict, YamlError, load_file

TUTORIALS = PROJECT_ROOT / "tutorials"
FIRST_GAME = TUTORIALS / "first_game.yaml"
STEP_KEYS = {"title", "say", "point", "do", "hint"}
KEYS = {"title", "game", "setup", "steps", "opponents", "replies"}
ANY = " *"  # `acquire *`: any action of that kind


class TutorialError(DataError):
    """One line: ``file:line: field 'x': what is wrong``."""

    def __init__(self, message: str) -> None:
        # A key or an action quoted from the file may hold a line break ("\n" in quotes): shown
        # as its escape, the problem stays one line.
        super().__init__([printable(message)])


@dataclass(frozen=True)
class Step:
    title: str
    say: str
    point: str | None = None  # a click target id of the table ("prism_1", "btn:acquire", "opt:0")
    do: str | None = None  # the action that ends the step; None: the player presses Next
    hint: str = ""  # said when the player plays something else

    def wants(self, action: str) -> bool:
        """Whether ``action`` (in notation) is the one this step waits for."""
        if self.do is None:
            return False
        if self.do.endswith(ANY):
            return action.split(" ", 1)[0] == self.do.removesuffix(ANY)
        return action == self.do


@dataclass(frozen=True)
class Tutorial:
    title: str
    rules: Ruleset
    setup: Any
    steps: tuple[Step, ...]
    source: str
    # player name -> bot kind: the seats the program plays (a game of two or more)
    opponents: tuple[tuple[str, str], ...] = ()
    # the opponents' moves while the lesson runs, in order; after them the bots decide
    replies: tuple[str, ...] = ()

    def kind_of(self, player: str) -> str:
        return dict(self.opponents).get(player, "human")

    def new_game(self) -> Match:
        return Match(self.rules, self.setup)


def load_tutorial(path: Path = FIRST_GAME) -> Tutorial:
    shown = _shown(path)
    try:
        data = load_file(str(path), shown)
    except (YamlError, OSError) as exc:
        raise TutorialError(str(exc).splitlines()[0] if str(exc) else f"{shown}: cannot be read") from None
    if not isinstance(data, LDict):
        raise TutorialError(f"{shown}: a tutorial must be a mapping with title, game, setup and steps")
    for key in data:
        if key not in KEYS:
            raise _fail(shown, data, key, f"unknown field (known: {', '.join(sorted(KEYS))})")
    title = _text(shown, data, "title")
    try:
        rules = ruleset(str(data.get("game", DEFAULT_GAME)))
    except UnknownGame as exc:
        raise _fail(shown, data, "game", str(exc)) from None
    if "setup" not in data:
        raise TutorialError(f"{shown}: field 'setup': missing")
    try:
        setup = rules.setup_from_dict(data["setup"], shown,
                                      rules.record_format)
    except (RecordError, DataError, OptionError) as exc:
        raise TutorialError(str(exc).splitlines()[0]) from None
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise _fail(shown, data, "steps", "must be a list of steps")
    steps = tuple(_step(shown, raw, i) for i, raw in enumerate(raw_steps, 1))
    opponents = _opponents(shown, data, rules, setup)
    replies = data.get("replies", [])
    if not isinstance(replies, list) or not all(isinstance(r, str) and r.strip() and r == " ".join(r.split())
                                                for r in replies):
        raise _fail(shown, data, "replies", "must be a list of actions, each one line")
    if replies and not opponents:
        raise _fail(shown, data, "replies", "replies need opponents to play them")
    tutorial = Tutorial(title, rules, setup, steps, shown, opponents, tuple(replies))
    check_playable(tutorial, data)
    return tutorial


def check_playable(tutorial: Tutorial, data: LDict | None = None) -> Match:
    """Play the steps' actions on the tutorial's deal: each must be legal where it stands (an
    `acquire *` step plays the first legal action of its kind). Returns the game at the end."""
    try:
        game = tutorial.new_game()
    except (OptionError, DataError) as exc:  # the setup's fixed deal names a card the deck lacks
        where = _line(data, "setup") if data is not None else 0
        at = f"{tutorial.source}:{where}" if where else tutorial.source
        raise TutorialError(f"{at}: field 'setup': {str(exc).splitlines()[0]}") from None
    raw_steps = data.get("steps", []) if data is not None else []
    bots = {i for i, name in enumerate(game.setup.players) if tutorial.kind_of(name) != "human"}
    replies = list(tutorial.replies)
    for i, step in enumerate(tutorial.steps):
        if step.do is None:
            continue
        where = _line(raw_steps[i], "do") if i < len(raw_steps) else 0
        at = f"{tutorial.source}:{where}" if where else tutorial.source
        while game.state.to_move() in bots:
            if not replies:
                raise TutorialError(f"{at}: step {i + 1}: an opponent is to move and the lesson's "
                                    f"replies have run out")
            reply = replies.pop(0)
            try:
                game.play(reply)
            except (IllegalAction, NotationError) as exc:
                raise TutorialError(f"{tutorial.source}: field 'replies': '{reply}' cannot be played "
                                    f"before step {i + 1}: {str(exc).splitlines()[0]}") from None
        try:
            if step.do.endswith(ANY):
                kind = step.do.removesuffix(ANY)
                options = [a for a in tutorial.rules.legal_actions(game.state)
                           if str(a).split(" ")[0] == kind]
                if not options:
                    raise IllegalAction(f"no '{kind}' action is possible there")
                game.play(str(options[0]))
            else:
                game.play(step.do)
        except (IllegalAction, NotationError) as exc:
            raise TutorialError(f"{at}: step {i + 1} field 'do': '{step.do}' cannot be played "
                                f"there: {str(exc).splitlines()[0]}") from None
    return game


def _opponents(shown: str, data: LDict, rules: Ruleset, setup: Any) -> tuple[tuple[str, str], ...]:
    raw = data.get("opponents", {})
    if not isinstance(raw, dict):
        raise _fail(shown, data, "opponents", "must map a player's name to a bot kind")
    from game.bots import bot_kinds

    kinds = bot_kinds(rules)
    players = list(setup.players)
    for name, kind in raw.items():
        if name not in players:
            raise _fail(shown, data, "opponents",
                        f"{quote(name)} is not one of the players ({', '.join(players)})")
        if kind not in kinds:
            raise _fail(shown, data, "opponents", f"{quote(kind)} is not a bot of {rules.title} "
                        f"(known: {', '.join(kinds)})")
    if raw and len(raw) == len(players):
        raise _fail(shown, data, "opponents", "someone must be left to learn: every player is a bot")
    return tuple((str(k), str(v)) for k, v in raw.items())


def _step(shown: str, raw: Any, n: int) -> Step:
    if not isinstance(raw, LDict):
        raise TutorialError(f"{shown}: step {n}: must be a mapping with title and say")
    for key in raw:
        if key not in STEP_KEYS:
            raise _fail(shown, raw, key, f"step {n}: unknown field (known: {', '.join(sorted(STEP_KEYS))})")
    point, do, hint = raw.get("point"), raw.get("do"), raw.get("hint", "")
    for key, value in (("point", point), ("do", do), ("hint", hint)):
        if value is not None and not isinstance(value, str):
            raise _fail(shown, raw, key, f"step {n}: must be text")
    for key, value in (("point", point), ("do", do)):
        # An action or a target is one line: "place 2 3", "prism_1". Its messages quote it.
        if value is not None and (not value.strip() or value != " ".join(value.split())):
            raise _fail(shown, raw, key, f"step {n}: must be one line of words separated by single "
                                         f"spaces, got {quote(value)}")
    return Step(_text(shown, raw, "title", n), _text(shown, raw, "say", n), point, do,
                " ".join((hint or "").split()))


def _text(shown: str, data: LDict, key: str, n: int | None = None) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        where = f"step {n}: " if n is not None else ""
        raise _fail(shown, data, key, f"{where}must be text")
    return " ".join(value.split())


def _line(data: Any, key: str) -> int:
    return data.line_of(key) if isinstance(data, LDict) else 0


def _fail(shown: str, data: LDict, key: str, what: str) -> TutorialError:
    return TutorialError(f"{shown}:{data.line_of(key)}: field '{key}': {what}")


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(PROJECT_ROOT))
    except ValueError:
        return str(path)
