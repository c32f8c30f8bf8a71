"""Annotations written into a PDF as standard annotation objects, with stable ids.

Each annotation becomes a /Highlight, /Underline or /StrikeOut with QuadPoints, a /Text note
or a /Square, carrying /Contents (the comment), /T (the author), /M and /CreationDate, /C
(the colour) and /NM (the library's id for it): a second write updates the object with that
/NM instead of adding another, and a second read finds the same ids. Annotations written by
Papershelf (ids starting `OUR_PREFIX`) that the library no longer has are removed; others'
annotations are never touched. The file as it was is copied to a backup folder first, and
the new one replaces it in one rename, so a failure midway leaves the original.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from papershelf.formats.pdf.annotations import (
    MARKUP,
    PdfAnnotation,
    colour_components,
    iso_to_pdf_date,
    open_reader,
    quiet_pypdf,
)
from papershelf.formats.pdf.geometry import Rect, quad_points, union
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.i18n import translate

OUR_PREFIX = "papershelf-"
_SUBTYPE = {
    "highlight": "/Highlight",
    "underline": "/Underline",
    "strikeout": "/StrikeOut",
    "note": "/Text",
    "square": "/Square",
}
_PRINT = 4  # /F: print the annotation with the page


@dataclass(frozen=True)
class WriteReport:
    """What a write did: annotations added, updated and removed, and the backup's path."""

    added: int
    updated: int
    removed: int
    backup: Path


def check_writable(path: Path) -> None:
    """PdfError saying why the PDF at *path* cannot be written (missing, read-only); a file
    marked read-only is refused even where this user could write it (root): it was meant."""
    if not path.is_file():
        raise PdfError(translate("pdf", "cannot be written: the file is not there"))
    writable = path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
    if not writable or not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK):
        said = translate(
            "pdf",
            "is on a read-only disk or folder: the annotations stay in the library, the file "
            "is unchanged",
        )
        raise PdfError(said)


def write_annotations(
    path: Path, annotations: Sequence[PdfAnnotation], backup_folder: Path
) -> WriteReport:
    """Write *annotations* (each with a file_id) into the PDF at *path*, after a backup."""
    check_writable(path)
    reader = open_reader(path)
    from pypdf import PdfWriter

    with quiet_pypdf():
        writer = PdfWriter(clone_from=reader)
        counts = _apply(writer, annotations)
        backup = backup_copy(path, backup_folder)
        _replace(path, writer)
    return WriteReport(*counts, backup=backup)


def backup_copy(path: Path, folder: Path) -> Path:
    """A copy of *path* in *folder*, named after it and the time."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = folder / f"{path.stem}-{stamp}-before-annotations{path.suffix}"
    number = 1
    while target.exists():
        number += 1
        target = folder / f"{path.stem}-{stamp}-before-annotations-{number}{path.suffix}"
    shutil.copy2(path, target)
    return target


def _replace(path: Path, writer: Any) -> None:
    """Write *writer* to a temporary file beside *path*, then rename it over *path*."""
    handle, temporary = tempfile.mkstemp(prefix=".annotating-", suffix=".pdf", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            writer.write(out)
        shutil.copymode(path, temporary)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _apply(writer: Any, annotations: Sequence[PdfAnnotation]) -> tuple[int, int, int]:
    """Add, update and remove annotation objects page by page; the three counts."""
    from pypdf.generic import ArrayObject, NameObject

    wanted = {a.file_id: a for a in annotations}
    added = updated = removed = 0
    for number, page in enumerate(writer.pages, start=1):
        annots = page.get("/Annots")
        kept = ArrayObject()
        seen: set[str] = set()
        for ref in annots.get_object() if annots is not None else []:
            raw = ref.get_object()
            name = str(raw.get("/NM", ""))
            if name in wanted and wanted[name].page == number:
                raw.update(_fields(wanted[name]))
                seen.add(name)
                updated += 1
            elif name.startswith(OUR_PREFIX):
                removed += 1
                continue
            kept.append(ref)
        for annotation in annotations:
            if annotation.page == number and annotation.file_id not in seen:
                kept.append(writer._add_object(_new_object(annotation, page)))
                added += 1
        if kept or annots is not None:
            page[NameObject("/Annots")] = kept
    return added, updated, removed


def _new_object(annotation: PdfAnnotation, page: Any) -> Any:
    """A new annotation dictionary for *annotation*, pointing at its page."""
    from pypdf.generic import DictionaryObject, NameObject, NumberObject

    raw = DictionaryObject()
    raw[NameObject("/Type")] = NameObject("/Annot")
    raw[NameObject("/F")] = NumberObject(_PRINT)
    raw[NameObject("/P")] = page.indirect_reference
    raw.update(_fields(annotation))
    return raw


def _fields(annotation: PdfAnnotation) -> dict[Any, Any]:
    """The annotation's own entries (subtype, area, words' quads, comment, colour, who, when)."""
    from pypdf.generic import ArrayObject, FloatObject, NameObject, TextStringObject

    def numbers(values: Sequence[float]) -> ArrayObject:
        """PDF numbers, rounded to a thousandth of a point."""
        return ArrayObject(FloatObject(round(v, 3)) for v in values)

    modified = annotation.modified or datetime.now().replace(microsecond=0).isoformat()
    fields: dict[Any, Any] = {
        NameObject("/Subtype"): NameObject(_SUBTYPE[annotation.kind]),
        NameObject("/Rect"): numbers(_area(annotation)),
        NameObject("/C"): numbers(colour_components(annotation.colour)),
        NameObject("/Contents"): TextStringObject(annotation.comment),
        NameObject("/T"): TextStringObject(annotation.author),
        NameObject("/NM"): TextStringObject(annotation.file_id),
        NameObject("/M"): TextStringObject(iso_to_pdf_date(modified)),
        NameObject("/CreationDate"): TextStringObject(
            iso_to_pdf_date(annotation.created or modified)
        ),
    }
    if annotation.kind in MARKUP:
        fields[NameObject("/QuadPoints")] = numbers(quad_points(annotation.rects))
    if annotation.kind == "note":
        fields[NameObject("/Name")] = NameObject("/Comment")
    return fields


def _area(annotation: PdfAnnotation) -> Rect:
    """/Rect: the marked rectangles' bounds (a note: a 20-point square at its place)."""
    box = union(annotation.rects)
    if annotation.kind == "note":
        return (box[0], box[3] - 20, box[0] + 20, box[3])
    return box
