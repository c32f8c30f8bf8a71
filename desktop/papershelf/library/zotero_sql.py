"""Reading a Zotero database (zotero.sqlite) and Better BibTeX's keys, read-only.

Zotero keeps its database locked while it runs, so the file is opened through SQLite's
`immutable=1` URI: nothing is written, no lock is taken and no journal is read, so a
running Zotero is not disturbed (what Zotero wrote since its last checkpoint may be
missing: the report says to close Zotero first for the newest changes). Rows come back as
plain tuples; formats.zotero makes items of them. Tables are joined by names, never by
Zotero's numeric ids, which differ between Zotero versions.

Also here: the one Papershelf query the Zotero import needs, the entries that remember a
Zotero item (an extra field holding its library and key).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from papershelf.formats.records import FormatError
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.sql import Sql

# Zotero 5 (2017) moved notes and files to parentItemID and dropped creatorData; a database
# without these columns is Zotero 4 or older.
_NEEDED = {
    "items": ("itemID", "itemTypeID", "libraryID", "key", "dateModified"),
    "itemAttachments": ("itemID", "parentItemID", "linkMode", "contentType", "path"),
    "itemNotes": ("itemID", "parentItemID", "note"),
    "creators": ("creatorID", "firstName", "lastName", "fieldMode"),
    "collections": ("collectionID", "collectionName", "parentCollectionID", "key"),
}
_ANNOTATION_COLUMNS = (
    "type", "authorName", "text", "comment", "color", "pageLabel", "sortIndex", "position",
    "isExternal",
)  # fmt: skip


@dataclass
class ZoteroRows:
    """Everything the import reads from one Zotero database, as rows."""

    schema: int = 0  # the 'userdata' schema version
    # (itemID, key, libraryID, typeName, dateAdded, dateModified)
    items: list[tuple[Any, ...]] = field(default_factory=list)
    values: list[tuple[int, str, str]] = field(default_factory=list)  # itemID, field, value
    # (itemID, firstName, lastName, fieldMode, creatorType, orderIndex)
    creators: list[tuple[Any, ...]] = field(default_factory=list)
    notes: list[tuple[int, int | None, str]] = field(default_factory=list)  # id, parent, html
    # (itemID, parentItemID, linkMode, contentType, path)
    attachments: list[tuple[Any, ...]] = field(default_factory=list)
    # (itemID, parentItemID, type, authorName, text, comment, color, pageLabel, sortIndex,
    #  position, isExternal)
    annotations: list[tuple[Any, ...]] = field(default_factory=list)
    tags: list[tuple[int, str, int]] = field(default_factory=list)  # itemID, name, type
    # (collectionID, name, parentCollectionID, key, libraryID)
    collections: list[tuple[Any, ...]] = field(default_factory=list)
    members: list[tuple[int, int, int]] = field(default_factory=list)  # coll., item, order
    deleted: set[int] = field(default_factory=set)
    deleted_collections: set[int] = field(default_factory=set)
    tag_colors: list[tuple[int, str]] = field(default_factory=list)  # libraryID, JSON


@contextmanager
def read_only(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection to a SQLite file that writes nothing and takes no lock (immutable=1);
    FormatError when it is not a readable SQLite database."""
    if not path.is_file():
        raise FormatError(str(path), 0, translate("zotero", "no such file"))
    uri = f"file:{quote(str(path.absolute()))}?mode=ro&immutable=1"
    try:
        connection = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        said = translate("zotero", "cannot be opened: {why}").format(why=exc)
        raise FormatError(str(path), 0, said) from None
    with closing(connection):
        try:
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.DatabaseError as exc:
            said = translate("zotero", "is not a SQLite database ({why})").format(why=exc)
            raise FormatError(str(path), 0, said) from None
        yield connection


def read_zotero(path: Path) -> ZoteroRows:
    """All rows of a Zotero 5, 6 or 7 database; FormatError (one line) for anything else."""
    with read_only(path) as db:
        try:
            return _read(db, path)
        except sqlite3.DatabaseError as exc:
            said = translate("zotero", "is damaged or not Zotero's ({why})").format(why=exc)
            raise FormatError(str(path), 0, said) from None


def _read(db: sqlite3.Connection, path: Path) -> ZoteroRows:
    """The rows, after the schema checks."""
    tables = _columns(db)
    _check_schema(tables, path)
    rows = ZoteroRows(schema=_schema_version(db))
    type_table = "itemTypesCombined" if "itemTypesCombined" in tables else "itemTypes"
    field_table = "fieldsCombined" if "fieldsCombined" in tables else "fields"
    rows.items = db.execute(
        "SELECT i.itemID, i.key, i.libraryID, t.typeName, i.dateAdded, i.dateModified "
        f"FROM items i JOIN {type_table} t ON t.itemTypeID = i.itemTypeID ORDER BY i.itemID"
    ).fetchall()
    rows.values = db.execute(
        "SELECT d.itemID, f.fieldName, v.value FROM itemData d "
        f"JOIN {field_table} f ON f.fieldID = d.fieldID "
        "JOIN itemDataValues v ON v.valueID = d.valueID ORDER BY d.itemID, d.fieldID"
    ).fetchall()
    rows.creators = db.execute(
        "SELECT ic.itemID, c.firstName, c.lastName, c.fieldMode, t.creatorType, ic.orderIndex "
        "FROM itemCreators ic JOIN creators c ON c.creatorID = ic.creatorID "
        "JOIN creatorTypes t ON t.creatorTypeID = ic.creatorTypeID "
        "ORDER BY ic.itemID, ic.orderIndex"
    ).fetchall()
    rows.notes = db.execute("SELECT itemID, parentItemID, note FROM itemNotes").fetchall()
    rows.attachments = db.execute(
        "SELECT itemID, parentItemID, linkMode, contentType, path FROM itemAttachments"
    ).fetchall()
    rows.annotations = _annotations(db, tables)
    rows.tags = db.execute(
        "SELECT it.itemID, t.name, it.type FROM itemTags it JOIN tags t ON t.tagID = it.tagID "
        "ORDER BY it.itemID, t.name"
    ).fetchall()
    rows.collections = db.execute(
        "SELECT collectionID, collectionName, parentCollectionID, key, libraryID "
        "FROM collections ORDER BY collectionID"
    ).fetchall()
    rows.members = db.execute(
        "SELECT collectionID, itemID, orderIndex FROM collectionItems "
        "ORDER BY collectionID, orderIndex, itemID"
    ).fetchall()
    rows.deleted = {int(r[0]) for r in db.execute("SELECT itemID FROM deletedItems")}
    if "deletedCollections" in tables:
        found = db.execute("SELECT collectionID FROM deletedCollections")
        rows.deleted_collections = {int(r[0]) for r in found}
    if "syncedSettings" in tables:
        rows.tag_colors = db.execute(
            "SELECT libraryID, value FROM syncedSettings WHERE setting = 'tagColors'"
        ).fetchall()
    return rows


def _columns(db: sqlite3.Connection) -> dict[str, set[str]]:
    """Each table's column names."""
    names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {name: {r[1] for r in db.execute(f'PRAGMA table_info("{name}")')} for name in names}


def _check_schema(tables: dict[str, set[str]], path: Path) -> None:
    """FormatError unless the tables are those of Zotero 5 or later."""
    if "items" not in tables or "itemDataValues" not in tables:
        said = translate("zotero", "is not a Zotero database (no items table)")
        raise FormatError(str(path), 0, said)
    if "creatorData" in tables or "sourceItemID" in tables.get("itemNotes", set()):
        said = translate(
            "zotero",
            "is a Zotero 4 (or older) database: open it once in a current Zotero, then import",
        )
        raise FormatError(str(path), 0, said)
    for table, columns in _NEEDED.items():
        missing = [c for c in columns if c not in tables.get(table, set())]
        if missing:
            said = translate(
                "zotero",
                "has a Zotero schema this Papershelf cannot read ({table} lacks {columns}): a "
                "newer Zotero than it knows?",
            )
            raise FormatError(str(path), 0, said.format(table=table, columns=", ".join(missing)))


def _schema_version(db: sqlite3.Connection) -> int:
    """The 'userdata' schema version (0 when the version table does not say)."""
    try:
        row = db.execute("SELECT version FROM version WHERE schema = 'userdata'").fetchone()
    except sqlite3.DatabaseError:
        return 0
    return int(row[0]) if row and row[0] is not None else 0


def _annotations(db: sqlite3.Connection, tables: dict[str, set[str]]) -> list[tuple[Any, ...]]:
    """The annotation rows (Zotero 6 and later; none before), missing columns as NULL."""
    have = tables.get("itemAnnotations")
    if not have:
        return []
    picked = ", ".join(c if c in have else f"NULL AS {c}" for c in _ANNOTATION_COLUMNS)
    return db.execute(
        f"SELECT itemID, parentItemID, {picked} FROM itemAnnotations ORDER BY parentItemID, "
        "sortIndex"
    ).fetchall()


def read_better_bibtex(path: Path) -> dict[tuple[int, str], str]:
    """Better BibTeX's citation keys by (libraryID, item key), from better-bibtex.sqlite;
    empty when the file has no citationkey table; FormatError when it cannot be read."""
    with read_only(path) as db:
        try:
            found = db.execute(
                "SELECT libraryID, itemKey, citationKey FROM citationkey "
                "WHERE citationKey IS NOT NULL AND citationKey <> ''"
            ).fetchall()
        except sqlite3.OperationalError:
            return {}
        except sqlite3.DatabaseError as exc:
            said = translate("zotero", "is damaged ({why})").format(why=exc)
            raise FormatError(str(path), 0, said) from None
    return {(int(lib_id), str(key)): str(cite) for lib_id, key, cite in found}


def entries_by_field(lib: Library, name: str) -> dict[str, int]:
    """Entries carrying the extra field *name*, by its value (the first entry of a value)."""
    sql = "SELECT value, entry_id FROM entry_field WHERE name = ? ORDER BY entry_id"
    found: dict[str, int] = {}
    for value, entry_id in lib.execute(Sql(sql), [name]):
        found.setdefault(str(value), int(entry_id))
    return found
