"""The manifest of published balance runs (``docs/balance/published.yaml``).

Every figure in the balance reports comes from a run stored under ``docs/balance/``. The manifest
says of each run whether today's code still plays its games (``current: true``, which CI checks
by playing a few of them again with ``lab --check``'s code), or since which commit its figures
stand and why (``as_of``, with a ``reason``: a ruling changed the games since), or that it kept no
per-game records and cannot be re-checked (``records: false``), or that it is one part of a pooled
run listed beside it (``within``). A rule change that silently changes a current run's games then
fails the build until the report is re-run, or marked as of its commit here and in the report.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family import yaml_lines

KEYS = ("run", "report", "current", "as_of", "reason", "records", "within", "note")
COMMIT = re.compile(r"[0-9a-f]{7,40}")


class ManifestError(Exception):
    """A manifest that cannot be read or says something inconsistent: one line, file and line."""


@dataclass(frozen=True)
class Published:
    run: str  # a folder (or file) under docs/balance/
    reports: tuple[str, ...]  # the documents that quote its figures, from the project root
    line: int
    current: bool = False
    as_of: str | None = None  # the commit its figures stand at
    reason: str = ""
    records: bool = True  # kept one record a game (games.jsonl)
    within: str | None = None  # a part of this pooled run (its games are in that run's records)
    note: str = ""


def load(path: Path) -> list[Published]:
    """Every run the manifest lists, each entry checked for what it may claim."""
    try:
        data = yaml_lines.load_file(str(path))
    except yaml_lines.YamlError as exc:
        raise ManifestError(str(exc)) from None
    runs = data.get("runs") if isinstance(data, dict) else None
    if not isinstance(runs, list) or not runs:
        raise ManifestError(f"{path}: expected 'runs:', a list of published runs")
    out: list[Published] = []
    seen: dict[str, int] = {}
    for i, entry in enumerate(runs):
        line = getattr(runs, "item_lines", [0] * len(runs))[i]
        item = _entry(path, line, entry)
        if item.run in seen:
            raise ManifestError(f"{path}:{line}: run {item.run} is listed twice (also line {seen[item.run]})")
        seen[item.run] = line
        out.append(item)
    for item in out:
        if item.within is not None and item.within not in seen:
            raise ManifestError(f"{path}:{item.line}: field 'within': {item.within} is not listed")
    return out


def _entry(path: Path, line: int, entry: Any) -> Published:
    def bad(key: str, why: str) -> ManifestError:
        at = entry.line_of(key) if isinstance(entry, yaml_lines.LDict) else line
        return ManifestError(f"{path}:{at}: field '{key}': {why}")

    if not isinstance(entry, dict):
        raise ManifestError(f"{path}:{line}: expected a run: run, report and what is claimed of it")
    unknown = [k for k in entry if k not in KEYS]
    if unknown:
        raise bad(str(unknown[0]), f"unknown (known: {', '.join(KEYS)})")
    run = entry.get("run")
    if not isinstance(run, str) or not run or run.startswith("/") or ".." in Path(run).parts:
        raise bad("run", "expected a folder or file under docs/balance/")
    reports = entry.get("report")
    reports = [reports] if isinstance(reports, str) else reports
    if not isinstance(reports, list) or not reports or not all(isinstance(r, str) for r in reports):
        raise bad("report", "expected the document(s) that quote the run")
    current, records = entry.get("current", False), entry.get("records", True)
    if not isinstance(current, bool) or not isinstance(records, bool):
        raise bad("current" if not isinstance(current, bool) else "records", "expected true or false")
    as_of, within = entry.get("as_of"), entry.get("within")
    if as_of is not None and not (isinstance(as_of, str) and COMMIT.fullmatch(as_of)):
        raise bad("as_of", f"expected a commit (7 to 40 hex digits, quoted), not {as_of!r}")
    reason = entry.get("reason", "")
    if not isinstance(reason, str) or not isinstance(entry.get("note", ""), str):
        raise bad("reason" if not isinstance(reason, str) else "note", "expected a text")
    claims = [name for name, made in (("current: true", current), ("as_of", as_of is not None),
                                      ("records: false", not records), ("within", within is not None))
              if made]
    if len(claims) != 1:
        raise ManifestError(f"{path}:{line}: run {run}: claim exactly one of current: true, as_of, "
                            f"records: false or within (here: {', '.join(claims) or 'none'})")
    if as_of is not None and not reason:
        raise bad("as_of", "say why the run is no longer current (field 'reason')")
    if within is not None and not isinstance(within, str):
        raise bad("within", "expected a run listed here")
    return Published(run, tuple(reports), line, current, as_of, reason, records, within,
                     entry.get("note", ""))
