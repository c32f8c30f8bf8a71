"""Emphasis and style switches in a group of markup: * and _ runs, {\\bf ..} declarations.

Runs of * and _ are paired CommonMark-like with one stack per kind of run (a run without a
partner stays literal); a switch styles everything after it in its group.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from papershelf.formats.text.markup_tree import Node, Span, Text


@dataclass(slots=True)
class Delim:
    """A run of * or _ that may become emphasis, or stay literal if it finds no partner."""

    raw: str
    key: str
    can_open: bool
    can_close: bool


@dataclass(frozen=True, slots=True)
class Decl:
    """A {\\bf ...}-style switch: everything after it in its group takes the style."""

    style: str


Item = Text | Span | Delim | Decl


def emphasis_nodes(items: list[Item]) -> list[Node]:
    """Pair * and _ runs (CommonMark-like, stack based), apply switches, return nodes."""
    stacks: dict[str, list[int]] = {}
    pairs: dict[int, int] = {}
    for index, item in enumerate(items):
        if not isinstance(item, Delim):
            continue
        stack = stacks.get(item.key)
        if item.can_close and stack:
            opener = stack.pop()
            pairs[opener] = index
            for other in stacks.values():  # openers inside the pair can no longer close
                while other and other[-1] > opener:
                    other.pop()
        elif item.can_open:
            stacks.setdefault(item.key, []).append(index)
    closers = set(pairs.values())
    levels: list[list[Item]] = [[]]
    keys: list[str] = []
    for index, item in enumerate(items):
        if index in pairs:
            assert isinstance(item, Delim)
            levels.append([])
            keys.append(item.key)
        elif index in closers:
            children = tuple(_declarations(levels.pop()))
            levels[-1].append(_emphasis_span(keys.pop(), children))
        elif isinstance(item, Delim):
            levels[-1].append(Text(item.raw))  # no partner: it was just an asterisk
        else:
            levels[-1].append(item)
    return _declarations(levels[0])


def _emphasis_span(key: str, children: tuple[Node, ...]) -> Span:
    """*x* -> italic, **x** -> bold, ***x*** -> both."""
    if key[1] == "1":
        return Span("i", children)
    if key[1] == "2":
        return Span("b", children)
    return Span("b", (Span("i", children),))


def _declarations(items: list[Item]) -> list[Node]:
    """Apply {\\bf ..}-style switches: each styles what follows it (walked backwards)."""
    tail: list[Node] = []  # reversed
    for item in reversed(items):
        if isinstance(item, Decl):
            tail = [Span(item.style, tuple(_merge_text(reversed(tail))))]
        elif isinstance(item, Text | Span):
            tail.append(item)
    return _merge_text(reversed(tail))


def _merge_text(nodes: Iterable[Node]) -> list[Node]:
    """Join neighbouring text nodes (tokens cut text at every special character)."""
    out: list[Node] = []
    pending: list[str] = []
    for node in nodes:
        if isinstance(node, Text):
            pending.append(node.text)
            continue
        if pending:
            out.append(Text("".join(pending)))
            pending = []
        out.append(node)
    if pending:
        out.append(Text("".join(pending)))
    return out
