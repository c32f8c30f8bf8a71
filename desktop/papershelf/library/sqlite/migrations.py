"""Numbered schema migrations; each takes a library from version N-1 to N in one transaction."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from peewee import SqliteDatabase

from papershelf.library import attachments, fulltext, raw_bibtex, tag_order, versions
from papershelf.library.models import (
    V3_MODELS,
    V10_MODELS,
    V11_MODELS,
    Annotation,
    Attachment,
    EntryBibtex,
    Person,
)
from papershelf.library.sqlite import fts, match_triggers, raw_store

SCHEMA_VERSION = 13

Migration = Callable[[SqliteDatabase], None]


def add_search_index(db: SqliteDatabase) -> None:
    """Version 2: the full-text index (filled from the entries) and saved searches' scope."""
    fts.create_index(db)
    columns = [row[1] for row in db.execute_sql("PRAGMA table_info(saved_search)")]
    if "scope" not in columns:
        db.execute_sql("ALTER TABLE saved_search ADD COLUMN scope TEXT NOT NULL DEFAULT ''")
    fts.update_statistics(db)


def add_bibtex_tables(db: SqliteDatabase) -> None:
    """Version 3: raw BibTeX fields and file blocks, not-duplicate pairs, settings, auto-export."""
    with db.bind_ctx(V3_MODELS):
        db.create_tables(V3_MODELS)


def add_tag_sort(db: SqliteDatabase) -> None:
    """Version 4: each entry's first tag name for sorting; statistics re-read in full.

    Libraries migrated to version 2 carry sampled statistics that mislead SQLite's planner
    (see fts.update_statistics); they are replaced by full ones.
    """
    tag_order.add_column(db)
    if db.execute_sql("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").fetchone():
        fts.update_statistics(db)


def rebuild_person_table(db: SqliteDatabase) -> None:
    """Version 5: the person table WITHOUT ROWID, and without its redundant entry_id index.

    Its primary key (entry_id, role, position) was a second B-tree beside the rows, and
    person_entry_id a third repeating the key's first column: an import of 100,000 physics
    papers (2.3 million authors) wrote every person three times.
    """
    db.execute_sql("ALTER TABLE person RENAME TO person_v4")
    with db.bind_ctx([Person]):
        db.create_tables([Person])
    db.execute_sql(
        "INSERT INTO person (entry_id, role, position, family, given, von, jr, raw) "
        "SELECT entry_id, role, position, family, given, von, jr, raw FROM person_v4"
    )
    db.execute_sql("DROP TABLE person_v4")  # its indexes go with it


def add_attachments(db: SqliteDatabase) -> None:
    """Version 6: attachments (files kept with entries), made from the `file` fields (and
    RIS L1 links) imported files had, which stay as they were read."""
    with db.bind_ctx([Attachment]):
        db.create_tables([Attachment])
    attachments.adopt_links(db, Path(db.database))


def add_fulltext(db: SqliteDatabase) -> None:
    """Version 7: the PDFs' page text (an FTS5 index) and how far each PDF has been read."""
    fulltext.create_tables(db)


def add_row_versions(db: SqliteDatabase) -> None:
    """Version 8: row versions on entries, tags, lists and saved searches, and who changed
    each entry last (optimistic concurrency for shared libraries)."""
    versions.add_columns(db)


def add_annotations(db: SqliteDatabase) -> None:
    """Version 9: annotations made in (or read from) entries' PDFs (the reader, issue 33)."""
    with db.bind_ctx([Annotation]):
        db.create_tables([Annotation])


def add_member_tables(db: SqliteDatabase) -> None:
    """Version 10: each member's own reading state, journal clubs' sessions and assignments
    (issue 36). A file has one reader, whose state stays in the entry's columns: the tables
    are made empty."""
    with db.bind_ctx(V10_MODELS):
        db.create_tables(V10_MODELS)


# Schema 11's columns: (table, column, SQLite column spec), as versions.COLUMNS.
V11_COLUMNS = (
    ("annotation", "public", "INTEGER NOT NULL DEFAULT 0"),
    ("annotation", "member", "TEXT NOT NULL DEFAULT ''"),
)


def add_member_privacy(db: SqliteDatabase) -> None:
    """Version 11: each member's reader positions, and whose an annotation is and whether the
    group sees it, on a shared library (issue 36). A file has one reader, whose positions stay
    in the computer's settings and who sees every annotation: the table is made empty and
    the columns keep their defaults."""
    with db.bind_ctx(V11_MODELS):
        db.create_tables(V11_MODELS)
    for table, column, spec in V11_COLUMNS:
        present = {row[1] for row in db.execute_sql(f"PRAGMA table_info({table})")}
        if column not in present:
            db.execute_sql(f"ALTER TABLE {table} ADD COLUMN {column} {spec}")


def add_match_keys(db: SqliteDatabase) -> None:
    """Version 12: each entry's duplicate lookup keys (library/match_keys.py), indexed; every
    entry stale until the next import computes its keys (issue 38: an import no longer
    reads the whole library to find duplicates)."""
    match_triggers.add_columns(db)


# The index version 13 drops: entry_field's primary key (entry_id, position) serves its lookups.
REDUNDANT_V13_INDEX = "entry_field_entry_id"


def pack_raw_bibtex(db: SqliteDatabase) -> None:
    """Version 13: each entry's raw BibTeX fields stored as a zstd frame (library/raw_bibtex;
    issue 38: they were 28% of a library's size), and entry_field's redundant index gone.

    The table is written anew: packed in place, the rows left their pages half empty (the
    100k library's kept its 170 MB for 76 MB of rows). The pages freed stay in the file for
    the next writes; a backup (VACUUM INTO) is already the smaller size.
    """
    raw_store.register(db.connection())
    db.execute_sql("ALTER TABLE entry_bibtex RENAME TO entry_bibtex_v12")
    db.execute_sql("DROP INDEX IF EXISTS entry_bibtex_source_id")
    with db.bind_ctx([EntryBibtex]):
        db.create_tables([EntryBibtex])
    packed = (  # the text's bytes as stored: a value that does not decode packs all the same
        f"CASE WHEN typeof(raw_fields) = 'text' AND length(raw_fields) >= "
        f"{raw_bibtex.SMALLEST_PACKED} THEN {raw_store.PACK_BYTES_FUNCTION}("
        "CAST(raw_fields AS BLOB)) ELSE raw_fields END"
    )
    db.execute_sql(
        "INSERT INTO entry_bibtex (entry_id, source_id, raw_fields) SELECT entry_id, source_id, "
        f"{packed} FROM entry_bibtex_v12 ORDER BY entry_id"
    )
    db.execute_sql("DROP TABLE entry_bibtex_v12")
    db.execute_sql(f"DROP INDEX IF EXISTS {REDUNDANT_V13_INDEX}")


# Target version -> the step that reaches it from the version before. A new library is
# created whole at SCHEMA_VERSION by db._create_schema; these steps bring older files up.
MIGRATIONS: dict[int, Migration] = {
    2: add_search_index,
    3: add_bibtex_tables,
    4: add_tag_sort,
    5: rebuild_person_table,
    6: add_attachments,
    7: add_fulltext,
    8: add_row_versions,
    9: add_annotations,
    10: add_member_tables,
    11: add_member_privacy,
    12: add_match_keys,
    13: pack_raw_bibtex,
}


def migrate(db: SqliteDatabase, from_version: int, to_version: int | None = None) -> None:
    """Run every step from *from_version* up to *to_version*, each in its own transaction."""
    target = SCHEMA_VERSION if to_version is None else to_version
    for version in range(from_version + 1, target + 1):
        step = MIGRATIONS.get(version)
        if step is None:
            raise RuntimeError(f"no migration to schema version {version}")
        with db.atomic():
            step(db)
            db.execute_sql(f"PRAGMA user_version = {version}")
