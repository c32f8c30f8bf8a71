"""The SQL of attachments: rows of the `attachment` table and the link fields they are written in.

services.attachments decides what to do (copies, names, transactions); this module only
reads and writes rows. `AttachmentRow` is a whole row, so undo can put one back as it was.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import astuple, dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING

from peewee import SqliteDatabase

from papershelf.formats.bib import file_field
from papershelf.library import member_files, versions
from papershelf.library.file_presence import file_present
from papershelf.library.sql import Sql

if TYPE_CHECKING:  # db imports the migrations, which import this module
    from papershelf.library.db import Library


@dataclass(frozen=True)
class AttachmentRow:
    """One attachment row, every column (see models.Attachment for what each means)."""

    id: int
    entry_id: int
    position: int
    path: str
    name: str
    kind: str
    managed: bool
    trusted: bool
    field: str
    flavour: str
    field_text: str


SQL_CHUNK = 900  # ids per IN (...) list, under SQLite's limit on parameters (as queries.py)
COLUMNS = tuple(f.name for f in fields(AttachmentRow))
_SELECT = f"SELECT {', '.join(COLUMNS)} FROM attachment"


def link_row(
    entry_id: int, position: int, field: str, link: file_field.FileLink, folder: str,
    allowed: Sequence[Path],
) -> AttachmentRow:  # fmt: skip
    """The new row of a link read from an entry's field: its path resolved against folder
    (the .bib's), trusted only when it lies inside one of the allowed folders."""
    path = file_field.resolve(link.path, folder)
    return AttachmentRow(
        0, entry_id, position, path, file_name_of(link.path), link.kind, False,
        inside(path, allowed), field, link.flavour, link.text,
    )  # fmt: skip


def file_name_of(path: str) -> str:
    """The last part of a path as written (POSIX or Windows separators)."""
    return re.split(r"[\\/]", path.rstrip("/\\"))[-1] or path


def real_path(path: Path) -> Path:
    """path with '~', '..' and links resolved, as far as they exist."""
    try:
        return path.expanduser().resolve()
    except (OSError, RuntimeError):
        return path.absolute()


def inside(path: str, folders: Sequence[Path]) -> bool:
    """Whether a path lies inside one of folders (after resolving '..' and links). A path
    absolute only for another system ('\\\\server\\share\\a.pdf', 'C:\\a.pdf' here on POSIX)
    lies in none: resolved, it would land in the current folder, trusted or not by chance."""
    if not file_field.is_absolute(path) or "://" in path or not Path(path).is_absolute():
        return False
    real = real_path(Path(path))
    return any(real.is_relative_to(folder) for folder in folders)


def _row(values: Sequence[object]) -> AttachmentRow:
    """An AttachmentRow from a SELECT of COLUMNS."""
    (id_, entry_id, position, path, name, kind, managed, trusted, field, flavour, text) = values
    return AttachmentRow(
        int(id_), int(entry_id), int(position), str(path), str(name), str(kind),  # type: ignore[call-overload]
        bool(managed), bool(trusted), str(field), str(flavour), str(text),
    )  # fmt: skip


def rows_of(lib: Library, entry_ids: Sequence[int]) -> dict[int, list[AttachmentRow]]:
    """Each of the entries' attachments, in position order (entries without any left out)."""
    found: dict[int, list[AttachmentRow]] = {}
    ids = list(entry_ids)
    for start in range(0, len(ids), SQL_CHUNK):
        chunk = ids[start : start + SQL_CHUNK]
        marks = ", ".join("?" * len(chunk))
        sql = f"{_SELECT} WHERE entry_id IN ({marks}) ORDER BY entry_id, position"
        for values in lib.execute(Sql(sql), chunk):
            row = _row(values)
            found.setdefault(row.entry_id, []).append(row)
    return found


def row(lib: Library, attachment_id: int) -> AttachmentRow | None:
    """One attachment row, or None when there is none with this id."""
    values = lib.execute(Sql(f"{_SELECT} WHERE id = ?"), [attachment_id]).fetchone()
    return None if values is None else _row(values)


def counts(lib: Library, entry_ids: Sequence[int]) -> dict[int, tuple[int, int]]:
    """(attachments, missing files) of each of the entries that has attachments.

    Whether a file is there is looked at here, on this computer: a server cannot see its disk.
    """
    found: dict[int, tuple[int, int]] = {}
    ids = list(entry_ids)
    for start in range(0, len(ids), SQL_CHUNK):
        chunk = ids[start : start + SQL_CHUNK]
        marks = ", ".join("?" * len(chunk))
        sql = f"SELECT entry_id, path FROM attachment WHERE entry_id IN ({marks})"
        for entry_id, path in lib.execute(Sql(sql), chunk):
            total, missing = found.get(int(entry_id), (0, 0))
            found[int(entry_id)] = (total + 1, missing + (1 - file_present(path)))
    return found


def next_position(lib: Library, entry_id: int) -> int:
    """The position after the entry's last attachment."""
    value = lib.execute(
        Sql("SELECT max(position) FROM attachment WHERE entry_id = ?"), [entry_id]
    ).fetchone()[0]
    return 0 if value is None else int(value) + 1


def insert(lib: Library, rows: Iterable[AttachmentRow], keep_ids: bool = False) -> list[int]:
    """Insert rows (with their ids when keep_ids, as undo does; else new ids); the ids."""
    ids = []
    names = COLUMNS if keep_ids else COLUMNS[1:]
    sql = f"INSERT INTO attachment ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
    trusted = []
    for item in rows:
        values = astuple(item)
        new_id = lib.insert(Sql(sql), list(values if keep_ids else values[1:]))
        ids.append(int(item.id if keep_ids else new_id))
        if item.trusted:
            trusted.append(ids[-1])
    member_files.remember(lib, trusted)
    return ids


def delete(lib: Library, attachment_ids: Sequence[int]) -> None:
    """Delete attachment rows (the files stay where they are)."""
    for start in range(0, len(attachment_ids), SQL_CHUNK):
        chunk = list(attachment_ids[start : start + SQL_CHUNK])
        lib.execute(
            Sql(f"DELETE FROM attachment WHERE id IN ({', '.join('?' * len(chunk))})"), chunk
        )


def update(lib: Library, attachment_id: int, **values: object) -> None:
    """Set columns of one attachment row (names from COLUMNS, the id aside)."""
    unknown = set(values) - set(COLUMNS[1:])
    if unknown:
        raise ValueError(f"not attachment columns: {sorted(unknown)}")
    assignments = ", ".join(f"{name} = ?" for name in values)
    lib.execute(
        Sql(f"UPDATE attachment SET {assignments} WHERE id = ?"), [*values.values(), attachment_id]
    )
    if values.get("trusted"):
        member_files.remember(lib, [attachment_id])


def link_fields(lib: Library, entry_id: int) -> list[tuple[int, str, str]]:
    """(position, name, value) of the entry's `file` and RIS L1 fields, in order."""
    sql = (
        "SELECT position, name, value FROM entry_field WHERE entry_id = ? "
        "AND lower(name) IN ('file', 'ris-l1') ORDER BY position"
    )
    return [(int(p), str(n), str(v)) for p, n, v in lib.execute(Sql(sql), [entry_id])]


def link_field_values(lib: Library, entry_ids: Sequence[int]) -> dict[int, list[tuple[str, str]]]:
    """Each entry's (name, value) link fields, for entries that have some."""
    found: dict[int, list[tuple[str, str]]] = {}
    ids = list(entry_ids)
    for start in range(0, len(ids), SQL_CHUNK):
        chunk = ids[start : start + SQL_CHUNK]
        marks = ", ".join("?" * len(chunk))
        sql = (
            "SELECT entry_id, name, value FROM entry_field WHERE lower(name) IN "
            f"('file', 'ris-l1') AND entry_id IN ({marks}) ORDER BY entry_id, position"
        )
        for entry_id, name, value in lib.execute(Sql(sql), chunk):
            found.setdefault(int(entry_id), []).append((str(name), str(value)))
    return found


def replace_link_fields(lib: Library, entry_id: int, new: Sequence[tuple[str, str]]) -> None:
    """Rewrite the entry's link fields as new ((name, value) in order): the first ones take
    the old fields' places, the rest follow the entry's last field; extra old ones go.
    The entry's version moves when its fields do."""
    old = link_fields(lib, entry_id)
    if [(n, v) for _, n, v in old] != [tuple(pair) for pair in new]:
        versions.bump_entries(lib, [entry_id])
    for (position, _, _), (name, value) in zip(old, new, strict=False):
        lib.execute(
            Sql("UPDATE entry_field SET name = ?, value = ? WHERE entry_id = ? AND position = ?"),
            [name, value, entry_id, position],
        )
    for position, _, _ in old[len(new) :]:
        lib.execute(
            Sql("DELETE FROM entry_field WHERE entry_id = ? AND position = ?"), [entry_id, position]
        )
    for name, value in new[len(old) :]:
        last = lib.execute(
            Sql("SELECT max(position) FROM entry_field WHERE entry_id = ?"), [entry_id]
        ).fetchone()[0]
        lib.execute(
            Sql("INSERT INTO entry_field (entry_id, position, name, value) VALUES (?, ?, ?, ?)"),
            [entry_id, 0 if last is None else int(last) + 1, name, value],
        )


def entry_key_and_source(lib: Library, entry_id: int) -> tuple[str, str] | None:
    """The entry's key and the path of the file it was imported from ('' if none)."""
    found = lib.execute(
        Sql(
            "SELECT e.key, coalesce(s.path, '') FROM entry e "
            "LEFT JOIN entry_bibtex b ON b.entry_id = e.id "
            "LEFT JOIN import_source s ON s.id = b.source_id WHERE e.id = ?"
        ),
        [entry_id],
    ).fetchone()
    return None if found is None else (str(found[0]), str(found[1]))


def entries_with_links(lib: Library) -> list[int]:
    """Ids of the entries that have a `file` or RIS L1 field (for the migration)."""
    sql = "SELECT DISTINCT entry_id FROM entry_field WHERE lower(name) IN ('file', 'ris-l1')"
    return [int(i) for (i,) in lib.execute(Sql(sql))]


def any_attachments(lib: Library) -> bool:
    """Whether the library has any attachment at all."""
    return lib.execute(Sql("SELECT 1 FROM attachment LIMIT 1")).fetchone() is not None


def _paths(lib: Library) -> list[tuple[int, int, str]]:
    """(attachment id, entry id, path) of every attachment."""
    return [
        (int(i), int(e), str(p))
        for i, e, p in lib.execute(Sql("SELECT id, entry_id, path FROM attachment"))
    ]


def missing_ids(lib: Library) -> list[int]:
    """Ids of the attachments whose file is not on this computer (URLs count as there)."""
    return [i for i, _entry, path in _paths(lib) if not file_present(path)]


def missing_entry_ids(lib: Library) -> list[int]:
    """Ids of the entries with an attachment whose file is not there."""
    return sorted({entry for _i, entry, path in _paths(lib) if not file_present(path)})


def missing_count(lib: Library) -> int:
    """How many entries have an attachment whose file is not found."""
    return len(missing_entry_ids(lib))


def adopt_links(db: SqliteDatabase, library_path: Path) -> int:
    """Make attachments of the `file` / RIS L1 fields a library kept as text before it had
    attachments (the version 6 migration); db is the migrating peewee database. How many."""
    sql = (
        "SELECT f.entry_id, lower(f.name), f.value, coalesce(s.path, '') FROM entry_field f "
        "LEFT JOIN entry_bibtex b ON b.entry_id = f.entry_id "
        "LEFT JOIN import_source s ON s.id = b.source_id "
        "WHERE lower(f.name) IN ('file', 'ris-l1') ORDER BY f.entry_id, f.position"
    )
    library = [real_path(library_path.parent), real_path(library_path.parent / "files")]
    rows: list[AttachmentRow] = []
    positions: dict[int, int] = {}
    for entry_id, name, value, source in db.execute_sql(sql).fetchall():
        folder = str(Path(source).expanduser().absolute().parent) if source else ""
        allowed = library + ([real_path(Path(folder))] if folder else [])
        for link in file_field.parse_field(str(value), str(name)):
            position = positions[entry_id] = positions.get(entry_id, -1) + 1
            rows.append(link_row(int(entry_id), position, str(name), link, folder, allowed))
    names = COLUMNS[1:]
    insert = f"INSERT INTO attachment ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
    for row in rows:
        db.execute_sql(insert, list(astuple(row)[1:]))
    return len(rows)
