"""Attachments and the fields that write them: the `file` field (and RIS L1 links) kept in
step with the attachment rows, and rows made from the links of imported files.

A link unchanged since it was read is written back with its exact text; a new or moved one
in its field's flavour (formats.file_field). Every function here runs inside the caller's
transaction.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from papershelf.formats.bib import file_field
from papershelf.i18n import translate
from papershelf.library import attachments as store
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.services.attachment_settings import managed_folder
from papershelf.services.changes import Changes, ServiceError

FIELD = "attachments"  # the field name Changes lists for entries whose attachments changed


def changed(entry_ids: Iterable[int], attachment_ids: Iterable[int]) -> Changes:
    """Changes for attachments of entries added, changed or removed (their `file` field
    too: 'fields', so auto-exported .bib files are written again)."""
    return Changes(
        edited=frozenset(entry_ids), fields=frozenset({FIELD, "fields"}),
        attachments=frozenset(attachment_ids),
    )  # fmt: skip


def entry_key(lib: Library, entry_id: int) -> str:
    """The entry's key; ServiceError if the entry is gone."""
    found = store.entry_key_and_source(lib, entry_id)
    if found is None:
        said = translate("attachment_links", "entry {entry_id} is not in the library")
        raise ServiceError(said.format(entry_id=entry_id))
    return found[0]


def write_links(lib: Library, entry_id: int) -> None:
    """Rewrite the entry's `file` / RIS L1 fields from its attachments."""
    store.replace_link_fields(lib, entry_id, link_fields(_rows_of(lib, entry_id)))


def link_text(row: AttachmentRow) -> str:
    """The attachment's link as its field writes it (as read, if the path is unchanged)."""
    return row.field_text or file_field.format_link(row.path, row.kind, row.flavour)


def link_fields(rows: Sequence[AttachmentRow]) -> list[tuple[str, str]]:
    """(name, value) fields holding the links of rows: one `file` field, one L1 each."""
    pieces = [link_text(r) for r in rows if r.field == file_field.FILE_FIELD]
    fields = [(file_field.FILE_FIELD, file_field.join_field(pieces))] if pieces else []
    return fields + [(r.field, link_text(r)) for r in rows if r.field != file_field.FILE_FIELD]


def absorb(lib: Library, keep_id: int, other_id: int) -> Changes:
    """Give keep_id the attachments of other_id, after its own (a merge, inside its
    transaction); keep's link fields list them all."""
    rows = _rows_of(lib, other_id)
    if not rows:
        return Changes()
    start = store.next_position(lib, keep_id)
    for offset, row in enumerate(rows):
        store.update(lib, row.id, entry_id=keep_id, position=start + offset)
    write_links(lib, keep_id)
    return changed([keep_id], [r.id for r in rows])


def sync_links(lib: Library, entry_ids: Iterable[int], base: str | None = None) -> Changes:
    """Make the entries' attachments match their `file` / RIS L1 fields (inside the
    caller's transaction). Links already attached keep their rows; new ones are added
    (relative paths resolved against base, else the folder of the entry's source file);
    attachments whose link is gone are removed."""
    ids = sorted(set(entry_ids))
    fields = store.link_field_values(lib, ids)
    existing = store.rows_of(lib, ids)
    entries: list[int] = []
    touched: list[int] = []
    allowed: dict[str, list[Path]] = {}  # by source folder: the same for every entry of a file
    for entry_id in ids:
        done = _sync_entry(
            lib, entry_id, fields.get(entry_id, []), existing.get(entry_id, []), base, allowed
        )
        if done:
            entries.append(entry_id)
            touched += done
    return changed(entries, touched) if entries else Changes()


def _sync_entry(
    lib: Library, entry_id: int, fields: list[tuple[str, str]], rows: list[AttachmentRow],
    base: str | None, known: dict[str, list[Path]],
) -> list[int]:  # fmt: skip
    """sync_links for one entry; the ids of attachments added, moved or removed (known:
    the allowed folders found so far, by source folder)."""
    wanted = [(n.lower(), link) for n, v in fields for link in file_field.parse_field(v, n.lower())]
    if [(r.field, link_text(r)) for r in rows] == [(n, link.text) for n, link in wanted]:
        return []
    spare = {(r.field, link_text(r)): r for r in reversed(rows)}
    folder = base if base is not None else _source_folder(lib, entry_id)
    allowed = known.get(folder)
    if allowed is None:  # three paths resolved and a setting read: once per folder
        allowed = known[folder] = _allowed_folders(lib, folder)
    kept, new = [], []
    for position, (name, link) in enumerate(wanted):
        row = spare.pop((name, link.text), None)
        if row is not None:
            kept.append(row.id)
            store.update(lib, row.id, position=position)
            continue
        new.append(store.link_row(entry_id, position, name, link, folder, allowed))
    gone = [r.id for r in spare.values()]
    store.delete(lib, gone)
    return (gone + store.insert(lib, new)) or kept


def add_links(lib: Library, entry_id: int, fields: Sequence[tuple[str, str]], base: str) -> Changes:
    """Attach the links of fields (a record merged into the entry) that the entry does not
    have yet, after its own (inside the caller's transaction); relative to base."""
    rows = _rows_of(lib, entry_id)
    have = {(r.field, link_text(r)) for r in rows}
    allowed = _allowed_folders(lib, base)
    new: list[AttachmentRow] = []
    for name, value in fields:
        for link in file_field.parse_field(value, name.lower()):
            if (name.lower(), link.text) not in have:
                have.add((name.lower(), link.text))
                position = len(rows) + len(new)
                new.append(store.link_row(entry_id, position, name.lower(), link, base, allowed))
    if not new:
        return Changes()
    ids = store.insert(lib, new)
    write_links(lib, entry_id)
    return changed([entry_id], ids)


def _source_folder(lib: Library, entry_id: int) -> str:
    """The folder of the file the entry was imported from ('' if none)."""
    found = store.entry_key_and_source(lib, entry_id)
    source = found[1] if found else ""
    return str(Path(source).expanduser().absolute().parent) if source else ""


def _allowed_folders(lib: Library, source_folder: str) -> list[Path]:
    """Folders whose files may be opened without asking: the library's, the managed one and
    the imported file's."""
    folders = [lib.folder, managed_folder(lib)]
    if source_folder:
        folders.append(Path(source_folder))
    return [store.real_path(f) for f in folders]


def _rows_of(lib: Library, entry_id: int) -> list[AttachmentRow]:
    """The entry's attachments, in order."""
    return store.rows_of(lib, [entry_id]).get(entry_id, [])
