"""Safe YAML loading that remembers the line of every value.

Messages for a broken card, record or layout must name the file and line, which plain
``yaml.safe_load`` forgets. We compose the node tree with PyYAML's SafeLoader (so no tag can build
an object) and rebuild plain values, keeping lines beside them.
"""

from __future__ import annotations

import unicodedata
from typing import Any

import yaml

from game.family import files, limits
from game.family.errors import FileError


class YamlError(ValueError):
    """A problem in a YAML file, already phrased as one line: ``file:line: message``."""


class LDict(dict):  # type: ignore[type-arg]
    """A mapping that also knows its own line and the line of each key.

    ``duplicates`` lists (key, line, first line) for keys given twice, when the caller asked to
    collect them rather than fail (the card loader reports them with the card's id).
    """

    line: int
    key_lines: dict[Any, int]
    duplicates: list[tuple[Any, int, int]]

    def line_of(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class LList(list):  # type: ignore[type-arg]
    line: int
    item_lines: list[int]


_PLAIN_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}
_INT_TAG = "tag:yaml.org,2002:int"


class _Limited(yaml.SafeLoader):
    """SafeLoader that refuses, while composing, what would make building the values hang or
    recurse without end: nesting deeper than the limit and more aliases than the limit."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.depth = 0
        self.aliases = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            self.aliases += 1
            if self.aliases > limits.MAX_YAML_ALIASES:
                mark = self.peek_event().start_mark
                raise _Refused(mark.line + 1, f"more than {limits.MAX_YAML_ALIASES} aliases (*name)")
        self.depth += 1
        try:
            if self.depth > limits.MAX_NESTING:
                mark = self.peek_event().start_mark
                raise _Refused(mark.line + 1, f"nested more than {limits.MAX_NESTING} levels deep")
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


class _Refused(Exception):
    """A limit passed, at a line; turned into YamlError with the file's name."""

    def __init__(self, line: int, what: str) -> None:
        super().__init__(what)
        self.line = line
        self.what = what


class _Budget:
    """Values left to build: aliases may repeat a subtree many times over (a "billion laughs"),
    so the count is of values built, not of lines read."""

    def __init__(self) -> None:
        self.left = limits.MAX_VALUES

    def spend(self, line: int) -> None:
        self.left -= 1
        if self.left < 0:
            raise _Refused(line, f"more than {limits.MAX_VALUES:,} values (aliases expanded)")


_FAST = getattr(yaml, "CSafeLoader", None)  # libyaml, where PyYAML was built with it
FAST_ABOVE = 200_000  # characters


def _checked_fast(text: str) -> Any:
    """libyaml's loader, once a pass over its events (C, and cheap) has held the text to the
    limits the pure-Python composer checks as it goes: libyaml composes recursively, so the
    nesting is checked before it may. A 4 MB file composes ~2.5× faster than in Python."""
    assert _FAST is not None
    depth = aliases = 0
    starts, ends = (yaml.MappingStartEvent, yaml.SequenceStartEvent), (yaml.MappingEndEvent,
                                                                      yaml.SequenceEndEvent)
    for event in yaml.parse(text, Loader=_FAST):
        kind = type(event)
        if kind in starts:
            depth += 1
            if depth > limits.MAX_NESTING:
                raise _Refused(event.start_mark.line + 1,
                               f"nested more than {limits.MAX_NESTING} levels deep")
        elif kind in ends:
            depth -= 1
        elif kind is yaml.AliasEvent:
            aliases += 1
            if aliases > limits.MAX_YAML_ALIASES:
                raise _Refused(event.start_mark.line + 1,
                               f"more than {limits.MAX_YAML_ALIASES} aliases (*name)")
    return _FAST(text)


def load(text: str, filename: str, collect_duplicates: bool = False) -> Any:
    """Parse ``text``; raise :class:`YamlError` naming ``filename`` and the line."""
    try:
        # Card files and records are a few kB: the pure-Python composer, whose messages the
        # project's tests and players know; a large file goes to libyaml, ~2.5× faster.
        loader = _checked_fast(text) if _FAST is not None and len(text) > FAST_ABOVE else _Limited(text)
    except _Refused as exc:
        raise YamlError(f"{filename}:{exc.line}: {exc.what}") from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        raise YamlError(f"{filename}:{mark.line + 1 if mark else 0}: {problem}") from None
    except yaml.reader.ReaderError as exc:
        raise YamlError(_reader_problem(exc, text, filename)) from None
    except yaml.YAMLError as exc:
        raise YamlError(f"{filename}: {' '.join(str(exc).split())}") from None
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _build(node, loader, filename, collect_duplicates, 0, _Budget())
    except _Refused as exc:
        raise YamlError(f"{filename}:{exc.line}: {exc.what}") from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        problem = exc.problem or exc.context or "invalid YAML"
        raise YamlError(f"{filename}:{line}: {problem}") from None
    except yaml.reader.ReaderError as exc:
        raise YamlError(_reader_problem(exc, text, filename)) from None
    except yaml.YAMLError as exc:
        raise YamlError(f"{filename}: {' '.join(str(exc).split())}") from None
    finally:
        loader.dispose()


def _reader_problem(exc: yaml.reader.ReaderError, text: str, filename: str) -> str:
    """A character YAML does not allow (a control character), with its line."""
    line = text.count("\n", 0, max(0, exc.position)) + 1
    char = exc.character if isinstance(exc.character, int) else ord(str(exc.character)[:1] or "?")
    return f"{filename}:{line}: character U+{char:04X} is not allowed in YAML (a control character)"


def load_file(path: str, display: str | None = None, collect_duplicates: bool = False) -> Any:
    name = display or path
    try:
        text = files.read_text(path, name, limits.MAX_YAML_BYTES)
    except FileError as exc:
        raise YamlError(str(exc)) from None
    return load(text, name, collect_duplicates)


def _build(node: yaml.Node, loader: yaml.SafeLoader, filename: str, collect: bool, depth: int,
           budget: _Budget) -> Any:
    line = node.start_mark.line + 1
    budget.spend(line)
    if depth > limits.MAX_NESTING:
        # Composing checked the text's nesting; an alias may still refer to its own parent.
        raise _Refused(line, f"nested more than {limits.MAX_NESTING} levels deep (through an alias)")
    if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) and node.tag not in _PLAIN_TAGS:
        # SafeLoader would quietly build a plain mapping under a python tag; refuse it instead.
        raise YamlError(f"{filename}:{line}: tag '{node.tag}' is not allowed (plain YAML only)")
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)  # resolves `<<` merge keys the safe way
        out = LDict()
        out.line = line
        out.key_lines = {}
        out.duplicates = []
        for key_node, value_node in node.value:
            key = _build(key_node, loader, filename, collect, depth + 1, budget)
            key_line = key_node.start_mark.line + 1
            if isinstance(key, (dict, list)):
                raise YamlError(f"{filename}:{key_line}: a key must be a plain value")
            if key in out:
                if not collect:
                    raise YamlError(f"{filename}:{key_line}: field '{key}': duplicate key "
                                    f"(first at line {out.key_lines[key]})")
                out.duplicates.append((key, key_line, out.key_lines[key]))
                continue
            try:
                out[key] = _build(value_node, loader, filename, collect, depth + 1, budget)
            except _Refused as exc:
                # Name the field the refused value belongs to (the innermost one).
                if exc.what.startswith("field "):
                    raise
                raise _Refused(exc.line, f"field {_short(key)}: {exc.what}") from None
            out.key_lines[key] = key_line
        return out
    if isinstance(node, yaml.SequenceNode):
        seq = LList(_build(item, loader, filename, collect, depth + 1, budget) for item in node.value)
        seq.line = line
        seq.item_lines = [item.start_mark.line + 1 for item in node.value]
        return seq
    if node.tag == _INT_TAG and len(str(node.value).lstrip("+-")) > limits.MAX_INT_DIGITS + 2:  # 0x, 0b
        raise _Refused(line, f"a number of more than {limits.MAX_INT_DIGITS} digits")
    try:
        value = loader.construct_object(node, deep=True)
    except yaml.constructor.ConstructorError as exc:
        raise YamlError(f"{filename}:{line}: {exc.problem or 'value not allowed'}") from None
    except (ValueError, OverflowError) as exc:
        # A scalar its tag cannot hold: a date that is no date, a binary that is no base64.
        raise YamlError(f"{filename}:{line}: value {_short(node.value)} cannot be read ({exc})") from None
    if isinstance(value, str) and not value.isprintable():
        bad = next((c for c in value if _not_text(c)), None)
        if bad is not None:
            # The reader refuses these characters in the file; a double-quoted escape ("\0",
            # "\ud800") makes the same ones, which no screen can draw nor file keep.
            raise _Refused(line, f"character U+{ord(bad):04X} is not allowed in YAML (a control "
                                 f"character or a lone surrogate, written as an escape)")
    return value


def _not_text(char: str) -> bool:
    """A control character other than the line breaks and tab YAML allows, or half a surrogate
    pair."""
    kind = unicodedata.category(char)
    return kind == "Cs" or (kind == "Cc" and char not in "\t\n\r\x85")


def _short(value: Any, width: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


def line_of(value: Any, default: int = 0) -> int:
    return getattr(value, "line", default)
