"""Attachments: files kept with entries (any type, PDFs first), linked or copied, with undo.

An attachment is a row of the `attachment` table (library.attachments.AttachmentRow: id,
entry_id, position, path (absolute), name (the file's original name), kind ('pdf', 'html',
..., from the extension), managed (our copy in the managed folder), trusted (may be opened
without asking), and how its link is written in the entry's `file` field). Every function
that changes something runs in one transaction and returns Changes: the entries in
`edited` with the field 'attachments', the attachment ids in `attachments`.

The API (for the GUI, the CLI and the PDF work):

- attach(lib, entry_id, path, copy=None) -> Changes     link path (copy=False) or copy it
      into the managed folder (True); None: the library's setting (copy_mode). The new
      attachment's id is the one id in changes.attachments. ServiceError if path is not a
      readable file or the entry is gone.
- detach(lib, attachment_ids) -> Changes                 forget attachments; files stay.
- restore(lib, rows) -> Changes                           put rows back (same ids), for undo.
- relink(lib, attachment_id, path) -> Changes             point an attachment elsewhere
      (Locate...); undo: relink(lib, id, old_path, managed=old_managed).
- revert(lib, row) -> Changes                              an attachment exactly as row has
      it again (undo of relink: relink; undo with revert(row taken before)).
- put_rows(lib, entry_id, rows)   the entry's rows exactly as given (undo of a fields edit).
- trust(lib, attachment_id) -> Changes                    the person agreed to open it.
- attachments_of(lib, entry_id) / attachments_by_entry(lib, ids) / attachment(lib, id)
- is_present(row) -> bool                                  the file is there now.
- copy_mode / set_copy_mode, managed_folder / set_managed_folder, name_pattern /
  set_name_pattern                                         library-wide settings.
- follow_entries(lib, ids)   inside another service's transaction: move managed files to
      where the entries' keys and titles say (update_entry and regenerate_keys call it,
      so renaming a key renames the managed file, and undoing the rename renames it back).
- sync_links(lib, ids, base)   inside another transaction: make the attachments match the
      entries' `file` / RIS L1 fields (imports, field edits).
- add_links(lib, id, fields, base)   inside an import's merge: the record's files are added.
- absorb(lib, keep_id, other_id)   inside a merge's transaction: keep gets other's files.
- managed_paths(lib, ids) / return_files(lib, ids, paths)   around a revert of whole rows
      (deleting.revert_entries): managed files go back where the restored rows say.

The entry's `file` field (formats.file_field) is kept in step with its attachments: a link
unchanged since it was read is written back as read, so a .bib exports byte for byte.
Managed copies live in `files/` beside the library unless another folder is set, one
sub-folder per key, named by name_pattern ('[auth] [year] - [title]'). Removing an
attachment never deletes a file.

This module is the API; the work is split: attachment_settings (the settings),
attachment_links (the link fields, links read from files), managed_files (copies and moves).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from papershelf.formats.bib import file_field
from papershelf.i18n import translate
from papershelf.library import attachments as store
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.library.file_presence import file_present
from papershelf.services.attachment_links import (
    FIELD,
    absorb,
    add_links,
    changed,
    entry_key,
    link_fields,
    link_text,
    sync_links,
    write_links,
)
from papershelf.services.attachment_settings import (
    copy_mode,
    managed_folder,
    name_pattern,
    set_copy_mode,
    set_managed_folder,
    set_name_pattern,
)
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.managed_files import (
    copy_in,
    file_moves,
    follow_entries,
    managed_paths,
    return_files,
)

__all__ = [
    "FIELD",
    "AttachmentRow",
    "absorb",
    "add_links",
    "attach",
    "attach_files",
    "attachment",
    "attachments_by_entry",
    "attachments_of",
    "copy_mode",
    "detach",
    "follow_entries",
    "is_present",
    "link_fields",
    "link_text",
    "managed_folder",
    "managed_paths",
    "name_pattern",
    "put_rows",
    "relink",
    "restore",
    "return_files",
    "revert",
    "set_copy_mode",
    "set_managed_folder",
    "set_name_pattern",
    "sync_links",
    "trust",
]

# --- reading -----------------------------------------------------------------------------


def attachments_of(lib: Library, entry_id: int) -> list[AttachmentRow]:
    """The entry's attachments, in order."""
    return store.rows_of(lib, [entry_id]).get(entry_id, [])


def attachments_by_entry(lib: Library, ids: Sequence[int]) -> dict[int, list[AttachmentRow]]:
    """Each entry's attachments (entries without any are left out)."""
    return store.rows_of(lib, ids)


def attachment(lib: Library, attachment_id: int) -> AttachmentRow | None:
    """One attachment, or None when there is none with this id."""
    return store.row(lib, attachment_id)


def is_present(row: AttachmentRow) -> bool:
    """Whether the attachment's file is there now (a URL counts as present)."""
    return bool(file_present(row.path))


# --- changing ----------------------------------------------------------------------------


def attach(lib: Library, entry_id: int, path: Path | str, copy: bool | None = None) -> Changes:
    """Attach the file at path to the entry: linked where it is, or copied into the managed
    folder (copy True; None: as the library's setting says)."""
    return attach_files(lib, entry_id, [path], copy)


def attach_files(
    lib: Library, entry_id: int, paths: Sequence[Path | str], copy: bool | None = None
) -> Changes:
    """Attach several files to one entry in one transaction (see attach)."""
    sources = [_readable(Path(p)) for p in paths]
    if copy is None:
        copy = copy_mode(lib)
    with file_moves() as moves, lib.atomic():
        if not copy:
            sources = _not_linked_yet(lib, entry_id, sources)
        key = entry_key(lib, entry_id)
        field, flavour = _entry_flavour(lib, entry_id)
        position = store.next_position(lib, entry_id)
        rows = [
            _new_row(entry_id, position + offset, source, target, copy, field, flavour)
            for offset, source in enumerate(sources)
            for target in [copy_in(lib, entry_id, key, source, moves) if copy else source]
        ]
        ids = store.insert(lib, rows)
        write_links(lib, entry_id)
    return changed([entry_id], ids)


def _not_linked_yet(lib: Library, entry_id: int, sources: list[Path]) -> list[Path]:
    """sources without the files the entry already links (each once); ServiceError if none
    is left, so a file dropped twice is not listed twice."""
    linked = {r.path for r in attachments_of(lib, entry_id)}
    fresh = [p for p in dict.fromkeys(sources) if str(p) not in linked]
    if not fresh:
        names = ", ".join(p.name for p in sources)
        said = translate("attachments", "{names}: already attached to this paper")
        raise ServiceError(said.format(names=names))
    return fresh


def _new_row(
    entry_id: int, position: int, source: Path, target: Path, managed: bool, field: str,
    flavour: str,
) -> AttachmentRow:  # fmt: skip
    """The row of a file attached here (trusted: the person chose it)."""
    kind = file_field.kind_of(source.name)
    return AttachmentRow(
        0, entry_id, position, str(target), source.name, kind, managed, True, field, flavour, ""
    )


def detach(lib: Library, attachment_ids: Iterable[int]) -> Changes:
    """Forget attachments (their files stay on disk); undo with restore(rows taken before)."""
    ids = sorted(set(attachment_ids))
    with lib.atomic():
        rows = [r for r in (store.row(lib, i) for i in ids) if r is not None]
        store.delete(lib, [r.id for r in rows])
        entries = sorted({r.entry_id for r in rows})
        for entry_id in entries:
            write_links(lib, entry_id)
    return changed(entries, [r.id for r in rows])


def restore(lib: Library, rows: Sequence[AttachmentRow]) -> Changes:
    """Put attachment rows back as they were (same ids and places): undo of detach."""
    with lib.atomic():
        for row in rows:
            entry_key(lib, row.entry_id)
            if store.row(lib, row.id) is not None:
                said = translate("attachments", "attachment {id} is already there")
                raise ServiceError(said.format(id=row.id))
        store.insert(lib, rows, keep_ids=True)
        entries = sorted({r.entry_id for r in rows})
        for entry_id in entries:
            write_links(lib, entry_id)
    return changed(entries, [r.id for r in rows])


def relink(lib: Library, attachment_id: int, path: Path | str, managed: bool = False) -> Changes:
    """Point an attachment at another file (a missing one found elsewhere: Locate...).

    The original name is kept; the link is written anew in the field's flavour. managed says
    whether the new path is the library's own copy (undo passes the old value back)."""
    new = Path(path).expanduser()
    with lib.atomic():
        row = _existing(lib, attachment_id)
        store.update(
            lib, attachment_id, path=str(new.absolute()), managed=int(managed), trusted=1,
            field_text="",
        )  # fmt: skip
        write_links(lib, row.entry_id)
    return changed([row.entry_id], [attachment_id])


def revert(lib: Library, row: AttachmentRow) -> Changes:
    """Put an attachment back exactly as row has it (undo of relink, with its link text)."""
    with lib.atomic():
        _existing(lib, row.id)
        values = {name: getattr(row, name) for name in store.COLUMNS[2:]}
        store.update(lib, row.id, **values)
        write_links(lib, row.entry_id)
    return changed([row.entry_id], [row.id])


def put_rows(lib: Library, entry_id: int, rows: Sequence[AttachmentRow]) -> Changes:
    """Give the entry exactly these attachment rows (undo of an edit of its fields, inside
    that edit's transaction): rows still there are updated, gone ones inserted with their
    ids, others removed; the link fields are written from them."""
    current = {r.id: r for r in attachments_of(lib, entry_id)}
    wanted = {r.id for r in rows}
    store.delete(lib, [i for i in current if i not in wanted])
    for row in rows:
        if row.id in current:
            store.update(lib, row.id, **{n: getattr(row, n) for n in store.COLUMNS[1:]})
        else:
            store.insert(lib, [row], keep_ids=True)
    write_links(lib, entry_id)
    return changed([entry_id], set(current) | wanted)


def trust(lib: Library, attachment_id: int) -> Changes:
    """Mark an attachment as one the person agreed to open (no more asking)."""
    with lib.atomic():
        row = _existing(lib, attachment_id)
        store.update(lib, attachment_id, trusted=1)
    return changed([row.entry_id], [attachment_id])


def _existing(lib: Library, attachment_id: int) -> AttachmentRow:
    """The attachment row; ServiceError if it is gone."""
    row = store.row(lib, attachment_id)
    if row is None:
        said = translate("attachments", "attachment {attachment_id} is not in the library")
        raise ServiceError(said.format(attachment_id=attachment_id))
    return row


def _readable(path: Path) -> Path:
    """path made absolute, if it is a file this user can read; ServiceError saying why not."""
    path = path.expanduser().absolute()
    if not path.exists():
        said = translate("attachments", "{path}: no such file")
        raise ServiceError(said.format(path=path))
    if not path.is_file():
        said = translate("attachments", "{path}: not a file (a folder cannot be attached)")
        raise ServiceError(said.format(path=path))
    if not os.access(path, os.R_OK):
        said = translate("attachments", "{path}: this user may not read it")
        raise ServiceError(said.format(path=path))
    return path


def _entry_flavour(lib: Library, entry_id: int) -> tuple[str, str]:
    """The field and flavour a new link of the entry is written in: as its others, else
    JabRef's syntax in the `file` field."""
    rows = attachments_of(lib, entry_id)
    for row in rows:
        if row.field == file_field.FILE_FIELD:
            return row.field, row.flavour
    if rows:
        return rows[0].field, rows[0].flavour
    return file_field.FILE_FIELD, "jabref"
