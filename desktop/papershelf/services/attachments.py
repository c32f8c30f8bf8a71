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
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path

from papershelf.formats import file_field
from papershelf.formats.key_patterns import FILE_NAME_PATTERN, PatternError, check_pattern
from papershelf.formats.key_patterns import file_name as pattern_file_name
from papershelf.library import attachments as store
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.library.file_presence import file_present
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import Changes, ServiceError

__all__ = [
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
    "managed_folder",
    "name_pattern",
    "relink",
    "restore",
    "revert",
    "set_copy_mode",
    "set_managed_folder",
    "set_name_pattern",
    "sync_links",
    "trust",
]

COPY_MODE = "attachment_mode"  # 'link' (the default) or 'copy'
MANAGED_FOLDER = "attachment_folder"  # '' : files/ beside the library
NAME_PATTERN = "attachment_pattern"
FIELD = "attachments"  # the field name Changes lists for entries whose attachments changed
_NUMBERED = re.compile(r"^(?P<stem>.*?)(?: \((?P<n>\d+)\))?$")


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


# --- settings ----------------------------------------------------------------------------


def copy_mode(lib: Library) -> bool:
    """Whether new attachments are copied into the managed folder (False: linked)."""
    return get_setting(lib, COPY_MODE, "link") == "copy"


def set_copy_mode(lib: Library, copy: bool) -> Changes:
    """Copy new attachments into the managed folder (True) or link them where they are."""
    with lib.atomic():
        put_setting(lib, COPY_MODE, "copy" if copy else None)
    return Changes()


def managed_folder(lib: Library) -> Path:
    """The folder managed copies go into: the one set, else files/ beside the library."""
    chosen = get_setting(lib, MANAGED_FOLDER)
    return Path(chosen).expanduser() if chosen else lib.path.parent / "files"


def set_managed_folder(lib: Library, folder: Path | str | None) -> Changes:
    """Put managed copies made from now on into folder (None or '': files/ beside the library)."""
    with lib.atomic():
        put_setting(lib, MANAGED_FOLDER, str(Path(folder).expanduser()) if folder else None)
    return Changes()


def name_pattern(lib: Library) -> str:
    """The pattern managed copies are named by ('[auth] [year] - [title]' unless set)."""
    return get_setting(lib, NAME_PATTERN, FILE_NAME_PATTERN)


def set_name_pattern(lib: Library, pattern: str | None) -> Changes:
    """Name managed copies by pattern from now on (None: the default); ServiceError if bad."""
    if pattern is not None:
        try:
            check_pattern(pattern)
        except PatternError as exc:
            raise ServiceError(str(exc).replace("key pattern", "file name pattern")) from None
    with lib.atomic():
        put_setting(lib, NAME_PATTERN, None if pattern == FILE_NAME_PATTERN else pattern)
    return Changes()


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
    with _file_moves() as moves, lib.atomic():
        if not copy:
            sources = _not_linked_yet(lib, entry_id, sources)
        key = _entry_key(lib, entry_id)
        field, flavour = _entry_flavour(lib, entry_id)
        position = store.next_position(lib, entry_id)
        rows = [
            _new_row(entry_id, position + offset, source, target, copy, field, flavour)
            for offset, source in enumerate(sources)
            for target in [_copy_in(lib, entry_id, key, source, moves) if copy else source]
        ]
        ids = store.insert(lib, rows)
        _write_links(lib, entry_id)
    return _changed([entry_id], ids)


def _not_linked_yet(lib: Library, entry_id: int, sources: list[Path]) -> list[Path]:
    """sources without the files the entry already links (each once); ServiceError if none
    is left, so a file dropped twice is not listed twice."""
    linked = {r.path for r in attachments_of(lib, entry_id)}
    fresh = [p for p in dict.fromkeys(sources) if str(p) not in linked]
    if not fresh:
        names = ", ".join(p.name for p in sources)
        raise ServiceError(f"{names}: already attached to this paper")
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
            _write_links(lib, entry_id)
    return _changed(entries, [r.id for r in rows])


def restore(lib: Library, rows: Sequence[AttachmentRow]) -> Changes:
    """Put attachment rows back as they were (same ids and places): undo of detach."""
    with lib.atomic():
        for row in rows:
            _entry_key(lib, row.entry_id)
            if store.row(lib, row.id) is not None:
                raise ServiceError(f"attachment {row.id} is already there")
        store.insert(lib, rows, keep_ids=True)
        entries = sorted({r.entry_id for r in rows})
        for entry_id in entries:
            _write_links(lib, entry_id)
    return _changed(entries, [r.id for r in rows])


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
        _write_links(lib, row.entry_id)
    return _changed([row.entry_id], [attachment_id])


def revert(lib: Library, row: AttachmentRow) -> Changes:
    """Put an attachment back exactly as row has it (undo of relink, with its link text)."""
    with lib.atomic():
        _existing(lib, row.id)
        values = {name: getattr(row, name) for name in store.COLUMNS[2:]}
        store.update(lib, row.id, **values)
        _write_links(lib, row.entry_id)
    return _changed([row.entry_id], [row.id])


def trust(lib: Library, attachment_id: int) -> Changes:
    """Mark an attachment as one the person agreed to open (no more asking)."""
    with lib.atomic():
        row = _existing(lib, attachment_id)
        store.update(lib, attachment_id, trusted=1)
    return _changed([row.entry_id], [attachment_id])


def _changed(entry_ids: Iterable[int], attachment_ids: Iterable[int]) -> Changes:
    """Changes for attachments of entries added, changed or removed."""
    return Changes(
        edited=frozenset(entry_ids), fields=frozenset({FIELD}),
        attachments=frozenset(attachment_ids),
    )  # fmt: skip


def _existing(lib: Library, attachment_id: int) -> AttachmentRow:
    """The attachment row; ServiceError if it is gone."""
    row = store.row(lib, attachment_id)
    if row is None:
        raise ServiceError(f"attachment {attachment_id} is not in the library")
    return row


def _entry_key(lib: Library, entry_id: int) -> str:
    """The entry's key; ServiceError if the entry is gone."""
    found = store.entry_key_and_source(lib, entry_id)
    if found is None:
        raise ServiceError(f"entry {entry_id} is not in the library")
    return found[0]


def _readable(path: Path) -> Path:
    """path made absolute, if it is a file this user can read; ServiceError saying why not."""
    path = path.expanduser().absolute()
    if not path.exists():
        raise ServiceError(f"{path}: no such file")
    if not path.is_file():
        raise ServiceError(f"{path}: not a file (a folder cannot be attached)")
    if not os.access(path, os.R_OK):
        raise ServiceError(f"{path}: this user may not read it")
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


def _write_links(lib: Library, entry_id: int) -> None:
    """Rewrite the entry's `file` / RIS L1 fields from its attachments."""
    store.replace_link_fields(lib, entry_id, link_fields(attachments_of(lib, entry_id)))


def link_text(row: AttachmentRow) -> str:
    """The attachment's link as its field writes it (as read, if the path is unchanged)."""
    return row.field_text or file_field.format_link(row.path, row.kind, row.flavour)


def link_fields(rows: Sequence[AttachmentRow]) -> list[tuple[str, str]]:
    """(name, value) fields holding the links of rows: one `file` field, one L1 each."""
    pieces = [link_text(r) for r in rows if r.field == file_field.FILE_FIELD]
    fields = [(file_field.FILE_FIELD, file_field.join_field(pieces))] if pieces else []
    return fields + [(r.field, link_text(r)) for r in rows if r.field != file_field.FILE_FIELD]


# --- managed copies ----------------------------------------------------------------------


class _Moves:
    """Files copied or moved during one transaction, undone if the transaction fails."""

    def __init__(self) -> None:
        self.done: list[tuple[Path | None, Path]] = []  # (moved from, or None: a copy; to)

    def copy(self, source: Path, target: Path) -> None:
        """Copy source to target (a new file), remembered."""
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        self.done.append((None, target))

    def move(self, source: Path, target: Path) -> None:
        """Move source to target (a new name), remembered; its old folder goes if empty."""
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(source, target)  # a rename, or a copy and delete to another disk
        self.done.append((source, target))
        _remove_if_empty(source.parent)

    def revert(self) -> None:
        """Undo every copy and move, last first (as far as the disk lets us)."""
        for source, target in reversed(self.done):
            try:
                if source is None:
                    target.unlink(missing_ok=True)
                else:
                    source.parent.mkdir(parents=True, exist_ok=True)
                    shutil.move(target, source)
                _remove_if_empty(target.parent)
            except OSError:
                continue


@contextmanager
def _file_moves() -> Iterator[_Moves]:
    """A journal of file copies and moves, reverted if the block fails."""
    moves = _Moves()
    try:
        yield moves
    except BaseException:
        moves.revert()
        raise


def _remove_if_empty(folder: Path) -> None:
    """Remove a managed key folder left empty."""
    with suppress(OSError):
        folder.rmdir()


def _key_folder(lib: Library, key: str) -> Path:
    """The managed sub-folder of an entry's key (characters no file system takes replaced)."""
    safe = re.sub(r'[\x00-\x1f/\\:*?"<>|]', "_", key).strip(" .") or "_"
    return managed_folder(lib) / safe


def _copy_in(lib: Library, entry_id: int, key: str, source: Path, moves: _Moves) -> Path:
    """Copy source into the entry's managed folder under the pattern's name; the copy."""
    folder = _key_folder(lib, key)
    target = _free_name(folder, _base_name(lib, entry_id), source.suffix, set())
    try:
        moves.copy(source, target)
    except OSError as exc:
        raise ServiceError(f"{source}: cannot be copied to {folder} ({exc.strerror})") from exc
    return target


def _base_name(lib: Library, entry_id: int) -> str:
    """The managed file name (no extension) the pattern gives the entry."""
    from papershelf.services.keys import entry_records  # keys imports entries: import here

    record = entry_records(lib, [entry_id]).get(entry_id)
    if record is None:
        raise ServiceError(f"entry {entry_id} is not in the library")
    return pattern_file_name(record, name_pattern(lib))


def _free_name(folder: Path, stem: str, suffix: str, taken: set[Path]) -> Path:
    """folder/stem+suffix, or 'stem (2)', 'stem (3)', ... the first name not in use."""
    number = 1
    while True:
        name = stem if number == 1 else f"{stem} ({number})"
        target = folder / f"{name}{suffix}"
        if target not in taken and not target.exists():
            return target
        number += 1


def _fits(path: Path, folder: Path, stem: str, suffix: str) -> bool:
    """Whether path already is folder/stem+suffix or a numbered 'stem (n)' of it."""
    if path.parent != folder or path.suffix != suffix:
        return False
    match = _NUMBERED.match(path.stem)
    return match is not None and match.group("stem") == stem


def follow_entries(lib: Library, entry_ids: Iterable[int]) -> Changes:
    """Move the entries' managed files to where their keys and titles say (call inside the
    transaction of the edit that changed them; a failed move raises ServiceError, and the
    moves done so far are put back)."""
    ids = sorted(set(entry_ids))
    rows = store.rows_of(lib, ids)
    managed = {i: [r for r in rs if r.managed] for i, rs in rows.items()}
    managed = {i: rs for i, rs in managed.items() if rs}
    if not managed:
        return Changes()
    moved: list[int] = []
    with _file_moves() as moves:
        for entry_id, entry_rows in managed.items():
            moved += _follow_entry(lib, entry_id, entry_rows, moves)
        for entry_id in managed:
            _write_links(lib, entry_id)
    return _changed([r.entry_id for rs in managed.values() for r in rs if r.id in moved], moved)


def _follow_entry(
    lib: Library, entry_id: int, rows: list[AttachmentRow], moves: _Moves
) -> list[int]:
    """Move one entry's managed files where they belong now; the ids of those moved."""
    folder = _key_folder(lib, _entry_key(lib, entry_id))
    stem = _base_name(lib, entry_id)
    taken = {Path(r.path) for r in rows}
    moved = []
    for row in rows:
        current = Path(row.path)
        if _fits(current, folder, stem, current.suffix) or not current.is_file():
            continue
        target = _free_name(folder, stem, current.suffix, taken)
        try:
            moves.move(current, target)
        except OSError as exc:
            raise ServiceError(f"{current}: cannot be moved to {target} ({exc.strerror})") from exc
        taken.add(target)
        store.update(lib, row.id, path=str(target), field_text="")
        moved.append(row.id)
    return moved


def absorb(lib: Library, keep_id: int, other_id: int) -> Changes:
    """Give keep_id the attachments of other_id, after its own (a merge, inside its
    transaction); keep's link fields list them all."""
    rows = attachments_of(lib, other_id)
    if not rows:
        return Changes()
    start = store.next_position(lib, keep_id)
    for offset, row in enumerate(rows):
        store.update(lib, row.id, entry_id=keep_id, position=start + offset)
    _write_links(lib, keep_id)
    return _changed([keep_id], [r.id for r in rows])


def managed_paths(lib: Library, entry_ids: Sequence[int]) -> dict[int, str]:
    """Where the entries' managed files are now, by attachment id (before a revert)."""
    rows = store.rows_of(lib, entry_ids)
    return {r.id: r.path for rs in rows.values() for r in rs if r.managed}


def return_files(lib: Library, entry_ids: Sequence[int], previous: Mapping[int, str]) -> None:
    """After the entries' rows were put back (undo of a merge or a lookup): move each managed
    file from where it was (previous, by id) to where its row says again (inside the
    caller's transaction; moves are put back if it fails)."""
    rows = [r for rs in store.rows_of(lib, entry_ids).values() for r in rs if r.managed]
    with _file_moves() as moves:
        for row in rows:
            now = Path(previous.get(row.id, row.path))
            target = Path(row.path)
            if now != target and now.is_file() and not target.exists():
                try:
                    moves.move(now, target)
                except OSError as exc:
                    raise ServiceError(
                        f"{now}: cannot be moved back to {target} ({exc.strerror})"
                    ) from exc


# --- links read from files ---------------------------------------------------------------


def sync_links(lib: Library, entry_ids: Iterable[int], base: str | None = None) -> Changes:
    """Make the entries' attachments match their `file` / RIS L1 fields (inside the
    caller's transaction). Links already attached keep their rows; new ones are added
    (relative paths resolved against base, else the folder of the entry's source file);
    attachments whose link is gone are removed."""
    ids = sorted(set(entry_ids))
    fields = store.link_field_values(lib, ids)
    existing = store.rows_of(lib, ids)
    changed_entries: list[int] = []
    changed: list[int] = []
    for entry_id in ids:
        done = _sync_entry(
            lib, entry_id, fields.get(entry_id, []), existing.get(entry_id, []), base
        )
        if done:
            changed_entries.append(entry_id)
            changed += done
    return _changed(changed_entries, changed) if changed_entries else Changes()


def _sync_entry(
    lib: Library, entry_id: int, fields: list[tuple[str, str]], rows: list[AttachmentRow],
    base: str | None,
) -> list[int]:  # fmt: skip
    """sync_links for one entry; the ids of attachments added, moved or removed."""
    wanted = [(n.lower(), link) for n, v in fields for link in file_field.parse_field(v, n.lower())]
    if [(r.field, link_text(r)) for r in rows] == [(n, link.text) for n, link in wanted]:
        return []
    spare = {(r.field, link_text(r)): r for r in reversed(rows)}
    folder = base if base is not None else _source_folder(lib, entry_id)
    allowed = _allowed_folders(lib, folder)
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
    rows = attachments_of(lib, entry_id)
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
    _write_links(lib, entry_id)
    return _changed([entry_id], ids)


def _source_folder(lib: Library, entry_id: int) -> str:
    """The folder of the file the entry was imported from ('' if none)."""
    found = store.entry_key_and_source(lib, entry_id)
    source = found[1] if found else ""
    return str(Path(source).expanduser().absolute().parent) if source else ""


def _allowed_folders(lib: Library, source_folder: str) -> list[Path]:
    """Folders whose files may be opened without asking: the library's, the managed one and
    the imported file's."""
    folders = [lib.path.parent, managed_folder(lib)]
    if source_folder:
        folders.append(Path(source_folder))
    return [store.real_path(f) for f in folders]
