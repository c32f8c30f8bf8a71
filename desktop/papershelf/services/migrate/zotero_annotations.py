"""Zotero's annotations as the reader's: highlights, underlines, notes and areas on the
entries' PDFs, each once however often the database is imported.

Zotero's position JSON and the reader share their coordinates (PDF points, y up, the
page's user space: what pdf.js and PDFium both use), so a rectangle is taken as it is,
corners put in order; Zotero's pageIndex counts from 0, the reader's page from 1. A Zotero
image annotation is the reader's area ('square'). Each keeps its words, comment, colour,
author (Zotero names one in group libraries) and dates, is marked as from Zotero (source
'zotero'), and is stored under an id made of Zotero's library and key (`add_records`
skips ids an entry has, so a second import adds none). That id starts like the ids
Papershelf writes into PDFs, so a copy written into the file is updated, not duplicated.

Not brought, each said on an `ITEM KEY:` line: ink and text annotations (the reader has
neither), annotations on EPUBs and web snapshots (no page), and those Zotero itself read
from the PDF (they are in the file: the reader reads them from it when it opens it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from papershelf.formats.pdf.annotations import DEFAULT_COLOUR
from papershelf.formats.pdf.geometry import Rect, normalised
from papershelf.formats.pdf.writing import OUR_PREFIX
from papershelf.formats.zotero.annotations import ZoteroAnnotation
from papershelf.formats.zotero.items import ZoteroItem
from papershelf.formats.zotero.records import zotero_id
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.annotations import AnnotationRecord, add_records
from papershelf.services.attachments import attachments_of
from papershelf.services.changes import Changes
from papershelf.services.migrate.report import item_line

SOURCE = "zotero"
# Zotero's kinds the reader has, under the reader's names.
KINDS = {"highlight": "highlight", "underline": "underline", "note": "note", "image": "square"}


@dataclass
class Brought:
    """What became of a library's annotations: how many were stored, and why others were not."""

    added: int = 0
    left_out: list[str] = field(default_factory=list)  # 'ITEM KEY: why' lines
    changes: Changes = field(default_factory=Changes)


def annotation_id(library_id: int, key: str) -> str:
    """The stored (and written-into-the-PDF) id of Zotero's annotation library_id/key."""
    return f"{OUR_PREFIX}zotero-{library_id}-{key}"


def bring_annotations(
    lib: Library, annotations: list[ZoteroAnnotation], items: list[ZoteroItem],
    entry_of: dict[str, int], places: dict[str, str],
) -> Brought:  # fmt: skip
    """Store the annotations on the entries the items became (entry_of: by zotero-key);
    places: each attachment's file path by its Zotero key (the entry's attachment with that
    path is the one an annotation is on; none when it was not linked)."""
    owner = {a.key: (item, a) for item in items for a in item.attachments}
    done = Brought()
    records = []
    files: dict[int, dict[Path, int]] = {}  # each entry's attachments by path, read once
    for annotation in annotations:
        if annotation.attachment_key not in owner:
            continue  # on a file in the trash or under a note: Zotero shows it nowhere
        item, attachment = owner[annotation.attachment_key]
        entry_id = entry_of.get(zotero_id(item.library_id, item.key))
        if entry_id is None:
            continue
        why = _not_brought(annotation)
        if why:
            done.left_out.append(item_line(item.key, why))
            continue
        if entry_id not in files:
            files[entry_id] = {Path(r.path).absolute(): r.id for r in attachments_of(lib, entry_id)}
        place = places.get(attachment.key, "")
        on = files[entry_id].get(Path(place).absolute()) if place else None
        records.append(record_of(annotation, item.library_id, entry_id, on))
    ids, done.changes = add_records(lib, records)
    done.added = len(ids)
    return done


def _not_brought(annotation: ZoteroAnnotation) -> str:
    """Why the annotation cannot be the reader's ('' when it can)."""
    if annotation.kind not in KINDS:
        said = translate(
            "migrate", "{kind} annotation {key} not brought: the reader has no {kind} annotations"
        )
    elif annotation.external:
        said = translate(
            "migrate", "{kind} annotation {key} not brought: it is in the PDF itself (the reader "
            "reads it from there)",
        )  # fmt: skip
    elif annotation.page_index is None or annotation.page_index < 0:
        said = translate(
            "migrate", "{kind} annotation {key} not brought: it has no PDF page (an EPUB or web "
            "page annotation?)",
        )  # fmt: skip
    elif not _rects(annotation):
        said = translate(
            "migrate", "{kind} annotation {key} not brought: its position has no rectangle"
        )
    else:
        return ""
    return said.format(kind=annotation.kind, key=annotation.key)


def record_of(
    annotation: ZoteroAnnotation, library_id: int, entry_id: int, attachment_id: int | None
) -> AnnotationRecord:
    """The reader's record of a Zotero annotation it can show."""
    return AnnotationRecord(
        entry_id=entry_id, page=(annotation.page_index or 0) + 1,
        kind=KINDS[annotation.kind], rects=_rects(annotation), text=annotation.text.strip(),
        comment=annotation.comment.strip(), colour=_colour(annotation.color),
        author=annotation.author.strip(), source=SOURCE,
        file_id=annotation_id(library_id, annotation.key),
        created=local_time(annotation.created), modified=local_time(annotation.modified),
        attachment_id=attachment_id,
    )  # fmt: skip


def _rects(annotation: ZoteroAnnotation) -> tuple[Rect, ...]:
    """Zotero's rectangles [x1, y1, x2, y2] (PDF points) with their corners in order."""
    return tuple(normalised(box) for box in annotation.rects if len(box) >= 4)


def _colour(value: str) -> str:
    """Zotero's '#RRGGBB' in lower case; the reader's yellow for anything else."""
    digits = value.strip().lower().lstrip("#")
    if len(digits) == 6 and all(c in "0123456789abcdef" for c in digits):
        return f"#{digits}"
    return DEFAULT_COLOUR


def local_time(stamp: str) -> str:
    """Zotero's UTC 'YYYY-MM-DD HH:MM:SS' as the library's local ISO time ('' if unreadable)."""
    try:
        moment = datetime.strptime(stamp.strip(), "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC)
    except ValueError:
        return ""
    return moment.astimezone().replace(tzinfo=None).isoformat()


def places_of(items: list[ZoteroItem], data_dir: Path, base_dir: Path | None) -> dict[str, str]:
    """Each attachment's file path by its Zotero key (those Zotero keeps a file for)."""
    found: dict[str, str] = {}
    for item in items:
        for attachment in item.attachments:
            path, _ = attachment.location(data_dir, base_dir)
            if path:
                found[attachment.key] = path
    return found
