"""The tree inline markup is parsed into, and its two walks: to HTML pieces and to plain text.

The walks use explicit stacks, not recursion, so no nesting of the input can overflow the
stack.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

_SMALL_CAPS = '<span style="font-variant:small-caps">'
_OPEN_TAG = {"b": "<b>", "i": "<i>", "var": "<i>", "code": "<code>", "sc": _SMALL_CAPS,
             "sup": "<sup>", "sub": "<sub>"}  # fmt: skip
_CLOSE_TAG = {"b": "</b>", "i": "</i>", "var": "</i>", "code": "</code>", "sc": "</span>",
              "sup": "</sup>", "sub": "</sub>"}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Text:
    """Visible text, not escaped."""

    text: str


@dataclass(frozen=True, slots=True)
class Span:
    """A styled run: b, i, var (a math variable), sc, code, sup, sub, or br (no children)."""

    style: str
    children: tuple[Node, ...] = ()
    plain: str | None = None  # how to_plain shows it, when not just its children's text


Node = Text | Span
BREAK = Span("br", plain=" ")


def html_segments(nodes: tuple[Node, ...]) -> Iterator[tuple[bool, str]]:
    """(is_text, value) pairs for a node tree: raw text or one of our own tags."""
    stack: list[Iterator[Node]] = [iter(nodes)]
    open_spans: list[Span] = []
    while stack:
        node = next(stack[-1], None)
        if node is None:
            stack.pop()
            if open_spans:
                yield False, _CLOSE_TAG[open_spans.pop().style]
        elif isinstance(node, Text):
            yield True, node.text
        elif node.style == "br":
            yield False, "<br>"
        else:
            yield False, _OPEN_TAG[node.style]
            open_spans.append(node)
            stack.append(iter(node.children))


def plain_text(nodes: tuple[Node, ...]) -> str:
    """A node tree's text as to_plain shows it."""
    out: list[str] = []
    stack: list[Iterator[Node]] = [iter(nodes)]
    while stack:
        node = next(stack[-1], None)
        if node is None:
            stack.pop()
        elif isinstance(node, Text):
            out.append(node.text)
        elif node.plain is not None:
            out.append(node.plain)
        else:
            stack.append(iter(node.children))
    return "".join(out)
