"""Annotations as a PDF stores them: read from each page's /Annots with pypdf.

Kinds read: Highlight, Underline, StrikeOut (with QuadPoints: one rectangle per marked
line), Text (a sticky note), Square (an area); links, pop-ups and form fields are not
annotations a person made. Each keeps its contents (the comment), author (/T), dates, colour
(/C) and id (/NM). One without an /NM gets an id made from what it is and where, so reading
the same file twice gives the same ids (and no duplicates in the library).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from papershelf.formats.pdf.files import check_header
from papershelf.formats.pdf.geometry import Rect, normalised, rects_from_quads
from papershelf.formats.pdf.pdf_text import PdfError, quiet_pypdf
from papershelf.i18n import translate

KINDS = ("highlight", "underline", "strikeout", "note", "square")
SUBTYPES = {
    "/Highlight": "highlight",
    "/Underline": "underline",
    "/StrikeOut": "strikeout",
    "/Text": "note",
    "/Square": "square",
}
MARKUP = frozenset({"highlight", "underline", "strikeout"})  # kinds that mark text
DEFAULT_COLOUR = "#ffd400"
_PDF_DATE = re.compile(r"D?:?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?")


@dataclass(frozen=True)
class PdfAnnotation:
    """One annotation: its page (1-based), kind, area, words, comment, colour, who, when, id."""

    page: int
    kind: str
    rects: tuple[Rect, ...]
    comment: str = ""
    colour: str = DEFAULT_COLOUR
    author: str = ""
    created: str = ""  # ISO 8601 ('2026-12-07T10:15:00'), '' when the file says nothing
    modified: str = ""
    file_id: str = ""  # the /NM
    text: str = ""  # the marked words (filled in from the page's text by the caller)
    tags: tuple[str, ...] = field(default=())


def open_reader(path: Path) -> Any:
    """A pypdf reader of *path*; PdfError (one line) when it cannot be read or is encrypted."""
    from pypdf import PdfReader

    check_header(path)
    try:
        with quiet_pypdf():
            reader = PdfReader(path, strict=False)
            if reader.is_encrypted and not reader.decrypt(""):
                raise PdfError(translate("pdf", "is encrypted with a password"))
            len(reader.pages)
    except PdfError:
        raise
    except Exception as error:  # pypdf raises any kind on a broken file
        said = translate("pdf", "is damaged or cut short ({error})")
        raise PdfError(said.format(error=_first_line(error))) from error

    return reader


def read_annotations(path: Path) -> list[PdfAnnotation]:
    """The annotations a person made in the PDF at *path*, page by page."""
    reader = open_reader(path)
    found: list[PdfAnnotation] = []
    with quiet_pypdf():
        for number, page in enumerate(reader.pages, start=1):
            for raw in _page_annotations(page):
                annotation = from_dictionary(raw, number)
                if annotation is not None:
                    found.append(annotation)
    return found


def _page_annotations(page: Any) -> list[Any]:
    """The page's annotation dictionaries (none when /Annots is missing or broken)."""
    try:
        annots = page.get("/Annots")
        annots = annots.get_object() if annots is not None else []
        return [ref.get_object() for ref in annots]
    except Exception:  # a broken /Annots array: this page shows none
        return []


def from_dictionary(raw: Any, page: int) -> PdfAnnotation | None:
    """The annotation a PDF dictionary describes, None for a kind we do not show."""
    try:
        kind = SUBTYPES.get(str(raw.get("/Subtype")))
        if kind is None:
            return None
        rects = _rects(raw, kind)
        if not rects:
            return None
        return PdfAnnotation(
            page=page,
            kind=kind,
            rects=rects,
            comment=_text(raw.get("/Contents")),
            colour=colour_hex(raw.get("/C")),
            author=_text(raw.get("/T")),
            created=pdf_date(_text(raw.get("/CreationDate"))),
            modified=pdf_date(_text(raw.get("/M"))),
            file_id=_text(raw.get("/NM")) or _derived_id(raw, page, kind, rects),
        )
    except Exception:  # one malformed annotation is skipped, the others are read
        return None


def _rects(raw: Any, kind: str) -> tuple[Rect, ...]:
    """Marked rectangles: the QuadPoints of a text markup, else the /Rect."""
    quads = raw.get("/QuadPoints")
    if kind in MARKUP and quads:
        return tuple(rects_from_quads([float(v) for v in quads]))
    rect = raw.get("/Rect")
    return (normalised([float(v) for v in rect]),) if rect and len(rect) >= 4 else ()


def _text(value: Any) -> str:
    """A PDF string (or nothing) as text."""
    return "" if value is None else str(value).strip()


def colour_hex(value: Any) -> str:
    """/C as '#rrggbb' (RGB, grey or CMYK), DEFAULT_COLOUR when it has none."""
    try:
        parts = [min(1.0, max(0.0, float(v))) for v in value or []]
    except (TypeError, ValueError):
        return DEFAULT_COLOUR
    if len(parts) == 1:
        parts = parts * 3
    elif len(parts) == 4:
        c, m, y, k = parts
        parts = [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)]
    if len(parts) != 3:
        return DEFAULT_COLOUR
    return "#" + "".join(f"{round(p * 255):02x}" for p in parts)


def colour_components(colour: str) -> list[float]:
    """'#rrggbb' as three numbers from 0 to 1 (for /C)."""
    value = colour.lstrip("#")
    if not re.fullmatch(r"[0-9a-fA-F]{6}", value):
        value = DEFAULT_COLOUR.lstrip("#")
    return [round(int(value[i : i + 2], 16) / 255, 4) for i in (0, 2, 4)]


def pdf_date(text: str) -> str:
    """A PDF date ('D:20261207101500+01'00'') as ISO 8601 local time, '' when unreadable."""
    match = _PDF_DATE.match(text.strip())
    if not match:
        return ""
    year, month, day, hour, minute, second = (
        g or d for g, d in zip(match.groups(), _DEFAULTS, strict=True)
    )
    return f"{year}-{month}-{day}T{hour}:{minute}:{second}"


_DEFAULTS = ("0000", "01", "01", "00", "00", "00")


def iso_to_pdf_date(text: str) -> str:
    """'2026-12-07T10:15:00' as the PDF date 'D:20261207101500'."""
    return "D:" + re.sub(r"\D", "", text)[:14]


def _derived_id(raw: Any, page: int, kind: str, rects: tuple[Rect, ...]) -> str:
    """An id for an annotation without /NM: the same for the same annotation on each read."""
    what = f"{page}|{kind}|{[tuple(round(v, 1) for v in r) for r in rects]}|{raw.get('/Contents')}"
    return "file-" + hashlib.sha1(what.encode("utf-8", "replace")).hexdigest()[:16]


def _first_line(error: BaseException) -> str:
    """An exception's message, first line only, never empty."""
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__
