"""Zotero's annotations (itemAnnotations, Zotero 6 and later) as plain records.

Zotero's reader stores each highlight, underline, note, image (area), ink and text
annotation as an item under its attachment, with its colour, the text it marks, the
comment written on it, its author (in shared libraries), its page label and its position
as JSON: `{"pageIndex": 3, "rects": [[x1, y1, x2, y2], ...]}` in PDF points from the
page's lower-left corner (ink: `paths` and `width`; text: `fontSize`, `rotation`).

services.migrate.zotero_annotations stores them as the reader's annotations (the same
coordinates: PDF points, y up; Zotero's 0-based pageIndex is the reader's page - 1).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

# Zotero's annotation type numbers (Zotero.Annotations.ANNOTATION_TYPE_*).
KINDS = {1: "highlight", 2: "note", 3: "image", 4: "ink", 5: "underline", 6: "text"}


@dataclass(frozen=True)
class ZoteroAnnotation:
    """One annotation on a PDF (or EPUB/snapshot) attachment of a Zotero item."""

    key: str  # the annotation item's Zotero key
    attachment_key: str  # the file it is on
    kind: str  # highlight, underline, note, image, ink, text (or 'type N')
    text: str = ""  # the text it marks (highlights, underlines)
    comment: str = ""
    color: str = ""  # '#rrggbb'
    page_label: str = ""
    page_index: int | None = None  # 0-based, from the position
    rects: tuple[tuple[float, ...], ...] = ()
    paths: tuple[tuple[float, ...], ...] = ()  # ink strokes
    position: dict[str, Any] = field(default_factory=dict)  # the whole position, as read
    author: str = ""
    sort_index: str = ""
    external: bool = False  # read from the file, not made in Zotero
    created: str = ""  # the annotation item's dateAdded, 'YYYY-MM-DD HH:MM:SS' in UTC
    modified: str = ""  # its dateModified, the same way


def annotation_of(
    row: tuple[Any, ...], key: str, attachment_key: str, dates: tuple[str, str] = ("", "")
) -> ZoteroAnnotation:
    """An annotation from an itemAnnotations row (zotero_sql's column order) and its item's
    (dateAdded, dateModified)."""
    _, _, kind, author, text, comment, color, label, sort_index, position, external = row
    place = _position(position)
    return ZoteroAnnotation(
        key=key, attachment_key=attachment_key,
        kind=KINDS.get(int(kind or 0), f"type {kind}"), text=str(text or ""),
        comment=str(comment or ""), color=str(color or ""), page_label=str(label or ""),
        page_index=_int(place.get("pageIndex")), rects=_boxes(place.get("rects")),
        paths=_boxes(place.get("paths")), position=place, author=str(author or ""),
        sort_index=str(sort_index or ""), external=bool(external), created=dates[0],
        modified=dates[1],
    )  # fmt: skip


def _position(text: Any) -> dict[str, Any]:
    """The position JSON as a dict ({} when it is not one)."""
    try:
        value = json.loads(str(text or "{}"))
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _int(value: Any) -> int | None:
    """value as an int, or None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _boxes(value: Any) -> tuple[tuple[float, ...], ...]:
    """Lists of numbers as tuples (rectangles, or an ink stroke's points)."""
    if not isinstance(value, list):
        return ()
    boxes = []
    for box in value:
        if isinstance(box, list) and all(isinstance(n, (int, float)) for n in box):
            boxes.append(tuple(float(n) for n in box))
    return tuple(boxes)
