"""Annotations as notes: JSON for scripts, Markdown with citations for pandoc and Obsidian.

The Markdown quotes each marked passage with its page and a pandoc citation
(`[@key, p. 7]`), then the comment, then the colour's name and kind; a file of several
entries has a heading per entry. `pandoc --citeproc --bibliography refs.json` (the list's
CSL-JSON export, whose item ids are the citation keys) turns the citations into references.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from papershelf.library.annotations_sql import AnnotationRow
from papershelf.library.db import Library
from papershelf.library.entries_sql import key_title_status
from papershelf.services.annotations import annotations_of_entries, colour_label

KIND_WORDS = {
    "highlight": "highlight",
    "underline": "underline",
    "strikeout": "strike-out",
    "note": "note",
    "square": "area",
}


@dataclass(frozen=True)
class EntryAnnotations:
    """One entry's citation key and title with its annotations by page."""

    key: str
    title: str
    rows: tuple[AnnotationRow, ...]


def as_json(rows: Sequence[AnnotationRow]) -> list[dict[str, object]]:
    """One object per annotation: page, kind, text, comment, colour, author, source, ..."""
    return [
        {
            "page": row.page,
            "kind": row.kind,
            "text": " ".join(row.text.split()),
            "comment": row.comment,
            "colour": row.colour,
            "author": row.author,
            "source": row.source,
            "tags": list(row.tags),
            "id": row.file_id,
            "created": row.created,
            "modified": row.modified,
        }
        for row in rows
    ]


def collect(lib: Library, entry_ids: Sequence[int]) -> list[EntryAnnotations]:
    """The annotations of *entry_ids* grouped by entry, in the order given (entries with
    none left out)."""
    by_entry: dict[int, list[AnnotationRow]] = {}
    for row in annotations_of_entries(lib, entry_ids):
        by_entry.setdefault(row.entry_id, []).append(row)
    found = []
    for entry_id in entry_ids:
        if entry_id in by_entry:
            key, title, _status = key_title_status(lib, entry_id)
            found.append(EntryAnnotations(key, title, tuple(by_entry[entry_id])))
    return found


def entry_markdown(entry: EntryAnnotations, heading: str = "##") -> str:
    """One entry's annotations as Markdown: a heading, then each quote with its page."""
    parts = [f"{heading} {_escape(entry.title) or entry.key} [@{entry.key}]", ""]
    for row in entry.rows:
        parts += [*_annotation_markdown(row, entry.key), ""]
    return "\n".join(parts)


def _annotation_markdown(row: AnnotationRow, key: str) -> list[str]:
    """A quote (or a note's comment) with its citation, the comment, and what it is."""
    cite = f"[@{key}, p. {row.page}]"
    label = f"*{colour_label(row.colour)} {KIND_WORDS.get(row.kind, row.kind)}, p. {row.page}*"
    text = " ".join(row.text.split())
    lines = [f"> “{_escape(text)}” {cite}"] if text else []
    if row.comment:
        comment = " ".join(row.comment.split())
        lines += ["", _escape(comment)] if text else [f"{_escape(comment)} {cite}"]
    if not lines:
        lines = [f"({KIND_WORDS.get(row.kind, row.kind)} on this page) {cite}"]
    if row.tags:
        label += " " + " ".join(f"#{tag.replace(' ', '-')}" for tag in row.tags)
    return [*lines, "", label]


def document(entries: Sequence[EntryAnnotations], title: str = "") -> str:
    """A Markdown file of several entries' annotations (a list's, a tag's, a search's)."""
    head = [f"# {_escape(title)}", ""] if title else []
    body = [entry_markdown(entry) for entry in entries]
    return "\n".join(head + body).rstrip() + "\n"


def _escape(text: str) -> str:
    """Text with the characters Markdown (and pandoc's citations) would read as markup
    escaped: a literal '@' would start a citation, '[' a link, '*' emphasis."""
    for mark in ("\\", "[", "]", "*", "_", "@", "<", ">", "#", "`"):
        text = text.replace(mark, f"\\{mark}")
    return text
