"""Past games (issue 16): every game finished at the table is kept in ``history/`` in the user
data folder — its record (a save: setup, actions, seats, so it replays exactly) and a summary
for the list: date, game, seats, result and scores. Stats are counted from the summaries.

Written atomically, like every save; a file that cannot be read is listed with its problem, never
deleted or rewritten silently. Read through the guarded reader (``files.read_json``: no FIFOs or
devices, a size cap, a nesting cap, finite numbers), then each summary field is checked — a date a
calendar shows, whole scores, winners that are seats — so one damaged entry is listed as such and
the rest of the history still shows.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import data_folder, limits
from game.family.errors import FileError
from game.family.files import printable, read_json
from game.family.match import Match
from game.ui import saves
from game.ui.save_slots import (
    MAX_TITLE,
    SummaryError,
    date,
    field,
    items,
    mtime,
    reason,
    short,
    shown,
    when,
    whole,
)
from game.ui.saves import SeatConfig

HISTORY_FOLDER = "history"
MAX_RESULT = 80  # a result's words as the list shows them ("the world survives")


@dataclass(frozen=True)
class Past:
    path: Path
    game: str  # the game's id
    title: str
    finished_at: float
    seats: tuple[tuple[str, str], ...]  # (name, kind)
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    result: str  # a short line: "the world survives", "collapse", "Pentagram: most fortune"
    rounds: int
    problem: str = ""

    @property
    def humans_won(self) -> bool:
        return any(self.seats[w][1] == "human" for w in self.winners)

    @property
    def heading(self) -> str:
        if self.problem:
            return f"{self.path.name} — cannot be read"
        return f"{self.title} · {when(self.finished_at)}"

    @property
    def details(self) -> str:
        if self.problem:
            return self.problem
        names = [f"{name}{'' if kind == 'human' else ' (bot)'} {score}"
                 for (name, kind), score in zip(self.seats, self.scores, strict=False)]
        won = ", ".join(self.seats[w][0] for w in self.winners) or "nobody"
        return f"{self.result} · won by {won} · {' · '.join(names)} · {self.rounds} rounds"


def history_dir() -> Path:
    path = data_folder.data_dir() / HISTORY_FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


def summary(game: Match, seats: list[SeatConfig]) -> dict[str, Any]:
    state = game.state
    result = state.result  # every game's outcome has reason, scores and winners (the spine)
    reason = str(getattr(result, "reason", "") or "finished")
    return {
        "kind": "history", "game": game.rules.id, "title": game.rules.title,
        "finished_at": time.time(), "round": state.round,
        "seats": [{"name": s.name, "kind": s.kind} for s in seats],
        "scores": [int(x) for x in getattr(result, "scores", ())],
        "winners": [int(w) for w in getattr(result, "winners", ())],
        "result": RESULT_WORDS.get(reason, reason.replace("_", " ")),
    }


# How a finished game's reason reads in the list (others are shown as their words).
RESULT_WORDS = {"end_initiative": "the world survives", "collapse": "the world collapses",
                "stalled": "stalled", "rounds": "the last round was played"}


def record(game: Match, seats: list[SeatConfig], path: Path | None = None) -> Path:
    """Keep a finished game; ``path`` rewrites an earlier entry for the same game (a finish
    undone and played again is one game)."""
    if path is None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = history_dir() / f"{stamp}-{game.rules.id}.json"
        n = 1
        while path.exists():
            n += 1
            path = history_dir() / f"{stamp}-{game.rules.id}-{n}.json"
    return saves.save_game(game, seats, path, summary(game, seats))


def read_past(path: Path) -> Past:
    """The list entry of ``path``; a file or field that cannot be read gives an entry with its
    problem (the file is left as it is)."""
    try:
        return _past(path, read_json(path, path.name))
    except FileError as exc:
        problem = reason(exc, path.name)
    except SummaryError as exc:
        problem = str(exc)
    return Past(path, "", "", mtime(path), (), (), (), "", 0, printable(f"not a game record: {problem}"))


def _past(path: Path, data: Any) -> Past:
    """The summary's fields, each checked; SummaryError naming the first that is not right."""
    s = field(data, "slot", "slot")

    def get(key: str) -> Any:
        return field(s, key, f"slot.{key}")

    def listed(key: str) -> list[Any]:
        return items(get(key), f"slot.{key}")

    seats = tuple((shown(field(x, "name", f"slot.seats[{i}].name"), limits.MAX_PLAYER_NAME),
                   str(field(x, "kind", f"slot.seats[{i}].kind"))) for i, x in enumerate(listed("seats")))
    scores = tuple(whole(x, f"slot.scores[{i}]") for i, x in enumerate(listed("scores")))
    winners = tuple(whole(w, f"slot.winners[{i}]") for i, w in enumerate(listed("winners")))
    for i, w in enumerate(winners):
        if not 0 <= w < len(seats):
            raise SummaryError(f"field 'slot.winners[{i}]': {short(w)} is not a seat "
                               f"(the game had {len(seats)})")
    return Past(path, str(get("game")), shown(get("title"), MAX_TITLE),
                date(get("finished_at"), "slot.finished_at"), seats, scores, winners,
                shown(get("result"), MAX_RESULT),
                whole(get("round"), "slot.round", 0, limits.MAX_ACTIONS + 1))


def list_history() -> list[Past]:
    """Newest first."""
    return sorted((read_past(p) for p in history_dir().glob("*.json")),
                  key=lambda p: p.finished_at, reverse=True)


@dataclass(frozen=True)
class Stats:
    title: str
    played: int
    human_wins: int
    best_human_score: int | None
    world_survived: int  # Meaning Made's editions: games whose world survived


def stats(past: list[Past]) -> list[Stats]:
    """One line a game, in the order first played."""
    by_game: dict[str, list[Past]] = {}
    for p in reversed(past):
        if not p.problem:
            by_game.setdefault(p.game, []).append(p)
    out = []
    for games in by_game.values():
        human_scores = [score for p in games for (_, kind), score in zip(p.seats, p.scores, strict=False)
                        if kind == "human"]
        out.append(Stats(games[0].title, len(games), sum(p.humans_won for p in games),
                         max(human_scores) if human_scores else None,
                         sum(p.result == RESULT_WORDS["end_initiative"] for p in games)))
    return out
