"""Opening libraries: new files, schema versions, migrations with backups, foreign files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from papershelf.library.db import (
    LibraryError,
    backup_dir,
    chosen_library_path,
    open_library,
)
from papershelf.library.file_checks import APPLICATION_ID
from papershelf.library.queries import count_entries
from papershelf.library.sqlite import migrations
from tests.factories import add, record


def test_new_library_has_schema_wal_and_foreign_keys(tmp_path: Path) -> None:
    lib = open_library(tmp_path / "sub" / "new.sqlite")
    assert lib.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert lib.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert lib.execute("PRAGMA busy_timeout").fetchone()[0] == 5000
    assert lib.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
    assert lib.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert count_entries(lib) == 0
    lib.close()


def test_reopening_keeps_data(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    lib = open_library(path)
    lib.execute("INSERT INTO entry (key, date_added, date_modified) VALUES ('a1', '', '')")
    lib.close()
    again = open_library(path)
    assert count_entries(again) == 1
    again.close()


def test_text_file_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("my precious notes\n")
    with pytest.raises(LibraryError, match="not a Papershelf library"):
        open_library(path)
    assert path.read_text() == "my precious notes\n"


def test_unrelated_sqlite_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE things (x)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(LibraryError, match="unrelated SQLite database"):
        open_library(path)
    assert path.read_bytes() == before


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite"
    open_library(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {migrations.SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    with pytest.raises(LibraryError, match="newer Papershelf"):
        open_library(path)


def test_missing_library_without_create(tmp_path: Path) -> None:
    with pytest.raises(LibraryError, match="no library there"):
        open_library(tmp_path / "absent.sqlite", create=False)


def test_older_library_is_backed_up_then_migrated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite"
    lib = open_library(path)
    lib.execute(
        "INSERT INTO entry (key, title, date_added, date_modified) VALUES ('k', 'T', '', '')"
    )
    lib.close()

    def add_column(db: object) -> None:
        db.execute_sql("ALTER TABLE entry ADD COLUMN shelf TEXT DEFAULT 'x'")  # type: ignore[attr-defined]

    new_version = migrations.SCHEMA_VERSION + 1
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", new_version)
    monkeypatch.setitem(migrations.MIGRATIONS, new_version, add_column)
    migrated = open_library(path)
    assert migrated.execute("PRAGMA user_version").fetchone()[0] == new_version
    assert migrated.execute("SELECT key, shelf FROM entry").fetchall() == [("k", "x")]
    migrated.close()
    backups = list(backup_dir(path).glob("*.sqlite"))
    assert len(backups) == 1
    copy = sqlite3.connect(backups[0])
    assert copy.execute("PRAGMA user_version").fetchone()[0] == new_version - 1
    assert copy.execute("SELECT key FROM entry").fetchall() == [("k",)]
    copy.close()


def test_failed_migration_leaves_old_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite"
    open_library(path).close()

    def broken(db: object) -> None:
        db.execute_sql("ALTER TABLE entry ADD COLUMN half TEXT")  # type: ignore[attr-defined]
        raise sqlite3.OperationalError("disk trouble")

    new_version = migrations.SCHEMA_VERSION + 1
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", new_version)
    monkeypatch.setitem(migrations.MIGRATIONS, new_version, broken)
    with pytest.raises(LibraryError):
        open_library(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == new_version - 1
    columns = [row[1] for row in conn.execute("PRAGMA table_info(entry)")]
    assert "half" not in columns
    conn.close()


def test_library_path_choice(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert chosen_library_path(None) is None
    monkeypatch.setenv("PAPERSHELF_LIBRARY", str(tmp_path / "env.sqlite"))
    assert chosen_library_path(None) == tmp_path / "env.sqlite"
    assert chosen_library_path(tmp_path / "arg.sqlite") == tmp_path / "arg.sqlite"


def test_version_2_library_gains_the_bibtex_tables(tmp_path: Path) -> None:
    from papershelf.library.models import V3_MODELS

    path = tmp_path / "v2.sqlite"
    lib = open_library(path)
    lib.execute(
        "INSERT INTO entry (key, title, date_added, date_modified) VALUES ('k', 'T', '', '')"
    )
    lib.close()
    conn = sqlite3.connect(path)
    for model in V3_MODELS:
        conn.execute(f"DROP TABLE {model._meta.table_name}")  # type: ignore[attr-defined]
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    migrated = open_library(path)
    tables = {r[0] for r in migrated.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {m._meta.table_name for m in V3_MODELS} <= tables  # type: ignore[attr-defined]
    assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
    assert migrated.execute("SELECT key FROM entry").fetchall() == [("k",)]
    migrated.close()
    (backup,) = backup_dir(path).glob("*before-migration-v2*.sqlite")
    copy = sqlite3.connect(backup)
    assert copy.execute("PRAGMA user_version").fetchone()[0] == 2
    copy.close()


V4_PERSON = (
    'CREATE TABLE "person" ("entry_id" INTEGER NOT NULL, "role" TEXT NOT NULL DEFAULT '
    "'author', \"position\" INTEGER NOT NULL, \"family\" TEXT NOT NULL DEFAULT '', "
    '"given" TEXT NOT NULL DEFAULT \'\', "von" TEXT NOT NULL DEFAULT \'\', "jr" TEXT NOT '
    'NULL DEFAULT \'\', "raw" TEXT NOT NULL DEFAULT \'\', PRIMARY KEY ("entry_id", "role", '
    '"position"), FOREIGN KEY ("entry_id") REFERENCES "entry" ("id") ON DELETE CASCADE)'
)


def _as_version_4(path: Path) -> None:
    """Give a library file version 4's person table (rows, a rowid and an entry_id index)."""
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE person RENAME TO person_new")
    conn.execute(V4_PERSON)
    conn.execute('CREATE INDEX "person_entry_id" ON "person" ("entry_id")')
    conn.execute("INSERT INTO person SELECT * FROM person_new")
    conn.execute("DROP TABLE person_new")
    conn.execute("PRAGMA user_version = 4")
    conn.commit()
    conn.close()


def test_a_version_4_library_keeps_its_people_in_a_table_without_rowid(tmp_path: Path) -> None:
    path = tmp_path / "v4.sqlite"
    lib = open_library(path)
    add(lib, record("Collaboration", 2020, "Aad, G. and Abbott, B. and d'Alembert, J."))
    before = lib.execute("SELECT * FROM person ORDER BY entry_id, role, position").fetchall()
    lib.close()
    _as_version_4(path)
    migrated = open_library(path)
    assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
    after = migrated.execute("SELECT * FROM person ORDER BY entry_id, role, position").fetchall()
    assert after == before and len(after) == 3
    sql = migrated.execute("SELECT sql FROM sqlite_master WHERE name = 'person'").fetchone()[0]
    assert sql.endswith("WITHOUT ROWID")
    indexes = {row[1] for row in migrated.execute("PRAGMA index_list(person)")}
    assert "person_entry_id" not in indexes
    migrated.execute("DELETE FROM entry")  # the foreign key still cascades
    assert migrated.execute("SELECT count(*) FROM person").fetchone()[0] == 0
    migrated.close()
    assert list(backup_dir(path).glob("*before-migration-v4*.sqlite"))
