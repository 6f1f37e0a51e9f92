"""Safe YAML loading that remembers the line of every value.

Messages for a broken card, record or layout must name the file and line, which plain
``yaml.safe_load`` forgets. We compose the node tree with PyYAML's SafeLoader (so no tag can build
an object) and rebuild plain values, keeping lines beside them.
"""

from __future__ import annotations

from typing import Any

import yaml


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


def load(text: str, filename: str, collect_duplicates: bool = False) -> Any:
    """Parse ``text``; raise :class:`YamlError` naming ``filename`` and the line."""
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _build(node, loader, filename, collect_duplicates)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        problem = exc.problem or exc.context or "invalid YAML"
        raise YamlError(f"{filename}:{line}: {problem}") from None
    except yaml.YAMLError as exc:
        raise YamlError(f"{filename}: {exc}") from None
    finally:
        loader.dispose()


def load_file(path: str, display: str | None = None, collect_duplicates: bool = False) -> Any:
    name = display or path
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise YamlError(f"{name}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise YamlError(f"{name}: not UTF-8 text") from None
    return load(text, name, collect_duplicates)


def _build(node: yaml.Node, loader: yaml.SafeLoader, filename: str, collect: bool) -> Any:
    line = node.start_mark.line + 1
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
            key = _build(key_node, loader, filename, collect)
            key_line = key_node.start_mark.line + 1
            if isinstance(key, (dict, list)):
                raise YamlError(f"{filename}:{key_line}: a key must be a plain value")
            if key in out:
                if not collect:
                    raise YamlError(f"{filename}:{key_line}: field '{key}': duplicate key "
                                    f"(first at line {out.key_lines[key]})")
                out.duplicates.append((key, key_line, out.key_lines[key]))
                continue
            out[key] = _build(value_node, loader, filename, collect)
            out.key_lines[key] = key_line
        return out
    if isinstance(node, yaml.SequenceNode):
        seq = LList(_build(item, loader, filename, collect) for item in node.value)
        seq.line = line
        seq.item_lines = [item.start_mark.line + 1 for item in node.value]
        return seq
    try:
        return loader.construct_object(node, deep=True)
    except yaml.constructor.ConstructorError as exc:
        raise YamlError(f"{filename}:{line}: {exc.problem or 'value not allowed'}") from None


def line_of(value: Any, default: int = 0) -> int:
    return getattr(value, "line", default)
