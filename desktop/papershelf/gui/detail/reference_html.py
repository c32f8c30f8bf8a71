"""Formatted references as HTML that is safe to show and to paste: formatting tags only.

A reference is library text (titles, names) run through a CSL processor; whatever markup a
title smuggles in must not become an image, a link or a script in the detail pane, nor in
the document a person pastes into. Only the tags a bibliography needs survive (italics,
bold, small caps, super- and subscript, one block per entry); every other tag is dropped
and its text kept; text is escaped again.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

INLINE_TAGS = {"i", "em", "b", "strong", "sup", "sub", "span"}
BLOCK_TAGS = {"div", "p"}
DROPPED_WITH_TEXT = {"script", "style", "title", "head"}  # their content is not reference text
STYLE_PROPERTIES = {"font-style", "font-weight", "font-variant", "vertical-align"}
_DECLARATION = re.compile(r"^\s*([a-z-]+)\s*:\s*([a-z0-9 .%-]+?)\s*$", re.IGNORECASE)


def safe_style(style: str) -> str:
    """The CSS declarations of *style* a reference may keep (font style, weight, variant)."""
    kept = []
    for declaration in style.split(";"):
        match = _DECLARATION.match(declaration)
        if match and match.group(1).lower() in STYLE_PROPERTIES:
            kept.append(f"{match.group(1).lower()}:{match.group(2)}")
    return ";".join(kept)


class _Sanitizer(HTMLParser):
    """Rebuilds HTML from the allowed tags and the escaped text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.open: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Keep an allowed tag (a span only with its safe style), drop any other."""
        if tag in DROPPED_WITH_TEXT:
            self.skipping += 1
        elif tag == "br":
            self.parts.append("<br>")
        elif tag in INLINE_TAGS or tag in BLOCK_TAGS:
            style = safe_style(dict(attrs).get("style") or "")
            self.parts.append(f'<{tag} style="{style}">' if style else f"<{tag}>")
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        """Close an allowed tag that is open (and any left open inside it)."""
        if tag in DROPPED_WITH_TEXT:
            self.skipping = max(0, self.skipping - 1)
        elif tag in self.open:
            while self.open:
                closing = self.open.pop()
                self.parts.append(f"</{closing}>")
                if closing == tag:
                    break

    def handle_data(self, data: str) -> None:
        """Text, escaped again."""
        if not self.skipping:
            self.parts.append(html.escape(data, quote=False))

    def result(self) -> str:
        """The clean HTML, every tag closed."""
        return "".join(self.parts) + "".join(f"</{tag}>" for tag in reversed(self.open))


def safe_reference_html(markup: str) -> str:
    """*markup* with only formatting tags kept and every text escaped."""
    sanitizer = _Sanitizer()
    sanitizer.feed(markup)
    sanitizer.close()
    return sanitizer.result()


def clipboard_html(entries: list[str]) -> str:
    """A small HTML document of formatted entries, one paragraph each (what Word pastes)."""
    body = "".join(f"<p>{safe_reference_html(entry)}</p>" for entry in entries)
    return f'<html><head><meta charset="utf-8"></head><body>{body}</body></html>'
