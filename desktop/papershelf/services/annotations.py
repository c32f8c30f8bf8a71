"""Annotations: made in the reader, read from a PDF, imported in bulk, edited, undone, and
written into the PDF. Every change runs in one transaction and returns Changes (the entry
in `edited`, field 'annotations').

The API (for the GUI, the CLI and importers):

- annotations_of(lib, entry_id) / annotations_of_entries(lib, ids) -> [AnnotationRow]
- add(lib, entry_id, attachment_id, page, kind, rects, text, comment, colour, tags)
      -> (row, Changes)                   a new annotation by this user, with a new /NM id.
- add_records(lib, records) -> (ids, Changes)   bulk: annotations from another program (a
      Zotero import) or a PDF; a record whose (entry, file_id) is stored already is skipped.
- update(lib, id, comment=, colour=, kind=, tags=) -> (row before, Changes); undo: revert.
- delete(lib, ids) -> (rows, Changes); undo (and redo of add): restore(lib, rows).
- read_from_pdf(lib, entry_id, attachment_id, path, worker) -> Changes   the annotations
      the file holds (made in Acrobat, Okular, pdf.js...), source 'file', once each;
      pdf_records(...) reads them without the library (off the GUI thread), add_records stores.
- write_to_pdf(lib, entry_id, attachment_id, worker) -> WriteReport   into the file, after
      a backup (`pdf_backup_folder`); PdfError says why not (read-only, encrypted...).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from papershelf.formats.pdf.annotations import DEFAULT_COLOUR, KINDS, MARKUP, PdfAnnotation
from papershelf.formats.pdf.annotations import read_annotations as read_pdf_annotations
from papershelf.formats.pdf.geometry import Rect
from papershelf.formats.pdf.text import join_quotes, mend
from papershelf.formats.pdf.writing import OUR_PREFIX, WriteReport, write_annotations
from papershelf.i18n import translate
from papershelf.library import annotations_sql as store
from papershelf.library.annotations_sql import AnnotationRow
from papershelf.library.backup_copy import backup_dir
from papershelf.library.db import Library
from papershelf.services.changes import Changes, ServiceError

if TYPE_CHECKING:
    from papershelf.formats.pdf.worker import PdfWorker  # multiprocessing: for its callers

FIELD = "annotations"
SOURCES = ("library", "file", "zotero")  # made here, read from the PDF, from Zotero
# Colour names a person may type (--color yellow), as the reader's palette shows them.
COLOURS = {
    "yellow": "#ffd400",
    "red": "#ff6666",
    "green": "#5fb236",
    "blue": "#2ea8e5",
    "purple": "#a28ae5",
    "magenta": "#e56eee",
    "orange": "#f19837",
    "grey": "#aaaaaa",
}


@dataclass(frozen=True)
class AnnotationRecord:
    """An annotation to store in bulk (from a PDF or another program), not yet an id."""

    entry_id: int
    page: int
    kind: str
    rects: tuple[Rect, ...]
    text: str = ""
    comment: str = ""
    colour: str = DEFAULT_COLOUR
    tags: tuple[str, ...] = field(default=())
    author: str = ""
    source: str = "file"
    file_id: str = ""
    created: str = ""
    modified: str = ""
    attachment_id: int | None = None


def changed(entry_ids: Sequence[int]) -> Changes:
    """Changes for annotations of these entries added, edited or removed."""
    return Changes.edit(entry_ids, [FIELD])


def now_text() -> str:
    """The time now as stored: ISO 8601 to the second."""
    return datetime.now().replace(microsecond=0).isoformat()


def colour_value(text: str) -> str:
    """'#rrggbb' for a colour name or hex value a person typed; ServiceError otherwise."""
    value = text.strip().lower()
    if value in COLOURS:
        return COLOURS[value]
    digits = value.lstrip("#")
    if len(digits) == 6 and all(c in "0123456789abcdef" for c in digits):
        return f"#{digits}"
    names = ", ".join(COLOURS)
    said = translate("annotations", "unknown colour {text!r} (use {names}, or #rrggbb)")
    raise ServiceError(said.format(text=text, names=names))


def colour_label(colour: str) -> str:
    """A colour's name when it is one of the palette's, else its hex value."""
    for name, value in COLOURS.items():
        if value == colour.lower():
            return name
    return colour


def annotations_of(lib: Library, entry_id: int) -> list[AnnotationRow]:
    """The entry's annotations by page."""
    return store.of_entries(lib, [entry_id])


def file_ids(lib: Library, entry_id: int) -> set[str]:
    """The PDF ids (/NM) of the entry's annotations (those a file read adds no second time)."""
    return store.file_ids(lib, entry_id)


def annotations_of_entries(lib: Library, entry_ids: Sequence[int]) -> list[AnnotationRow]:
    """The annotations of several entries, by entry and page."""
    return store.of_entries(lib, entry_ids)


def add(
    lib: Library,
    entry_id: int,
    attachment_id: int | None,
    page: int,
    kind: str,
    rects: Sequence[Rect],
    text: str = "",
    comment: str = "",
    colour: str = DEFAULT_COLOUR,
    tags: Sequence[str] = (),
    public: bool = False,
) -> tuple[AnnotationRow, Changes]:
    """A new annotation by this library's user on *page* (1-based); the stored row. On a
    shared library it is the member's, private unless *public* (shown to every member)."""
    _check(kind, page, rects)
    stamp = now_text()
    row = AnnotationRow(
        0, entry_id, attachment_id, page, kind, tuple(tuple(r) for r in rects),  # type: ignore[misc]
        mend(text), comment.strip(), colour, tuple(tags), lib.user_name(), "library",
        f"{OUR_PREFIX}{uuid.uuid4()}", stamp, stamp, public, owner(lib),
    )  # fmt: skip
    with lib.atomic():
        _entry_exists(lib, entry_id)
        row = replace(row, id=store.insert(lib, row))
    return row, changed([entry_id])


def add_records(lib: Library, records: Sequence[AnnotationRecord]) -> tuple[list[int], Changes]:
    """Store annotations in bulk (one transaction); those whose (entry, file_id) is stored
    already are skipped, so an import run twice adds nothing the second time."""
    with lib.atomic():
        seen: dict[int, set[str]] = {}
        rows = []
        for record in records:
            _check(record.kind, record.page, record.rects)
            if record.source not in SOURCES:
                said = translate("annotations", "unknown source {source!r} (use {names})")
                raise ServiceError(said.format(source=record.source, names=", ".join(SOURCES)))
            ids = seen.setdefault(record.entry_id, store.file_ids(lib, record.entry_id))
            if record.file_id and record.file_id in ids:
                continue
            ids.add(record.file_id)
            rows.append(_row_of(record))
        ids_made = store.insert_many(lib, [replace(row, member=owner(lib)) for row in rows])
    return ids_made, changed(sorted({r.entry_id for r in rows}))


def _row_of(record: AnnotationRecord) -> AnnotationRow:
    """An unsaved row for *record*."""
    stamp = record.modified or record.created or now_text()
    return AnnotationRow(
        0, record.entry_id, record.attachment_id, record.page, record.kind, record.rects,
        mend(record.text), record.comment, record.colour, record.tags, record.author,
        record.source, record.file_id or f"{OUR_PREFIX}{uuid.uuid4()}",
        record.created or stamp, stamp,
    )  # fmt: skip


def update(
    lib: Library,
    annotation_id: int,
    *,
    comment: str | None = None,
    colour: str | None = None,
    kind: str | None = None,
    tags: Sequence[str] | None = None,
    public: bool | None = None,
) -> tuple[AnnotationRow, Changes]:
    """Change an annotation's comment, colour, kind, tags or whether every member sees it
    (its member's only); the row as it was (for undo)."""
    with lib.atomic():
        before = _existing(lib, annotation_id)
        if public is not None and public != before.public:
            _own(lib, before)
        after = replace(
            before,
            comment=before.comment if comment is None else comment.strip(),
            colour=before.colour if colour is None else colour,
            kind=before.kind if kind is None else kind,
            tags=before.tags if tags is None else tuple(tags),
            public=before.public if public is None else public,
            modified=now_text(),
        )
        _check(after.kind, after.page, after.rects)
        store.update(lib, after)
    return before, changed([before.entry_id])


def revert(lib: Library, row: AnnotationRow) -> Changes:
    """Put an annotation back exactly as *row* has it (undo of update)."""
    with lib.atomic():
        _existing(lib, row.id)
        store.update(lib, row)
    return changed([row.entry_id])


def delete(lib: Library, annotation_ids: Sequence[int]) -> tuple[list[AnnotationRow], Changes]:
    """Delete annotations; the rows as they were (restore puts them back)."""
    with lib.atomic():
        rows = store.by_ids(lib, annotation_ids)
        store.delete(lib, [r.id for r in rows])
    return rows, changed(sorted({r.entry_id for r in rows}))


def restore(lib: Library, rows: Sequence[AnnotationRow]) -> Changes:
    """Put deleted annotations back under their ids (undo of delete, redo of add)."""
    with lib.atomic():
        for row in rows:
            _entry_exists(lib, row.entry_id)
            if store.by_ids(lib, [row.id]):
                said = translate("annotations", "annotation {id} is already there")
                raise ServiceError(said.format(id=row.id))
            store.insert(lib, row)
    return changed(sorted({r.entry_id for r in rows}))


def read_from_pdf(
    lib: Library, entry_id: int, attachment_id: int | None, path: Path, worker: PdfWorker
) -> Changes:
    """Store the annotations the PDF at *path* holds that the library lacks (source 'file');
    PdfError when the file cannot be read. Annotations we wrote there are ours already."""
    known = store.file_ids(lib, entry_id)
    records = pdf_records(entry_id, attachment_id, path, worker, known)
    if not records:
        return Changes()
    return add_records(lib, records)[1]


def pdf_records(
    entry_id: int, attachment_id: int | None, path: Path, worker: PdfWorker, known: set[str]
) -> list[AnnotationRecord]:
    """The annotations of the PDF at *path* whose ids are not in *known*, as records with
    their marked words (no library needed: a reader runs this off the GUI thread)."""
    fresh = [a for a in read_pdf_annotations(path) if a.file_id not in known]
    return [_record_of(a, entry_id, attachment_id, path, worker) for a in fresh]


def _record_of(
    annotation: PdfAnnotation, entry_id: int, attachment_id: int | None, path: Path,
    worker: PdfWorker,
) -> AnnotationRecord:  # fmt: skip
    """A record for an annotation read from a file, its marked words read from the page."""
    text = ""
    if annotation.kind in MARKUP:
        pieces = worker.call("text_in_rects", path, annotation.page - 1, list(annotation.rects))
        text = join_quotes([mend(piece) for piece in pieces])
    return AnnotationRecord(
        entry_id, annotation.page, annotation.kind, annotation.rects, text, annotation.comment,
        annotation.colour, (), annotation.author, "file", annotation.file_id,
        annotation.created, annotation.modified, attachment_id,
    )  # fmt: skip


def pdf_backup_folder(lib: Library) -> Path:
    """Where copies of PDFs are kept before annotations are written into them."""
    if lib.file is not None:  # beside the library file's own backups
        return backup_dir(lib.file.absolute()) / "pdfs"
    return lib.folder / "pdf-backups"


def write_to_pdf(lib: Library, entry_id: int, attachment_id: int, path: Path) -> WriteReport:
    """Write the entry's annotations made in the PDF *attachment_id* into *path* (that file),
    after a backup; PdfError (nothing written) when the file cannot take them."""
    rows = [r for r in annotations_of(lib, entry_id) if r.attachment_id == attachment_id]
    return write_annotations(path, [as_pdf_annotation(r) for r in rows], pdf_backup_folder(lib))


def as_pdf_annotation(row: AnnotationRow) -> PdfAnnotation:
    """A stored annotation as the PDF writer takes it."""
    return PdfAnnotation(
        row.page, row.kind, row.rects, row.comment, row.colour, row.author, row.created,
        row.modified, row.file_id, row.text, row.tags,
    )  # fmt: skip


def owner(lib: Library) -> str:
    """Whose a new annotation is: the member on a shared library, '' on a file (one reader)."""
    return lib.user_name() if lib.backend.members else ""


def made_by(row: AnnotationRow, me: str) -> bool:
    """Whether *me* made the annotation (its member on a shared library, else its author)."""
    return row.member == me if row.member else row.author == me


def is_mine(lib: Library, row: AnnotationRow) -> bool:
    """Whether the connecting member may share or hide *row* (on a file: every one)."""
    return not lib.backend.members or row.member in ("", lib.user_name())


def _own(lib: Library, row: AnnotationRow) -> None:
    """ServiceError unless *row* is the connecting member's to share or hide."""
    if not is_mine(lib, row):
        raise ServiceError(
            translate("annotations", "only the member who made an annotation can share or hide it")
        )


def _check(kind: str, page: int, rects: Sequence[Rect]) -> None:
    """ServiceError for an annotation no reader could show."""
    if kind not in KINDS:
        said = translate("annotations", "unknown annotation kind {kind!r} (use {names})")
        raise ServiceError(said.format(kind=kind, names=", ".join(KINDS)))
    if page < 1:
        said = translate("annotations", "page {page} does not exist (pages count from 1)")
        raise ServiceError(said.format(page=page))
    if not rects:
        raise ServiceError(translate("annotations", "an annotation needs a place on its page"))


def _existing(lib: Library, annotation_id: int) -> AnnotationRow:
    """The stored annotation; ServiceError when it is gone."""
    rows = store.by_ids(lib, [annotation_id])
    if not rows:
        said = translate("annotations", "annotation {annotation_id} is not in the library")
        raise ServiceError(said.format(annotation_id=annotation_id))
    return rows[0]


def _entry_exists(lib: Library, entry_id: int) -> None:
    """ServiceError when the entry is gone (deleted meanwhile)."""
    from papershelf.services.attachment_links import entry_key

    entry_key(lib, entry_id)
