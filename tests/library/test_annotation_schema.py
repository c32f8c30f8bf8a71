"""Schema 9: a version 8 library file gets the annotation table when it is opened."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from papershelf.library.db import open_library
from papershelf.library.sqlite import migrations
from tests.factories import add, record


def test_a_version_8_library_gets_the_annotation_table(tmp_path: Path):
    path = tmp_path / "old.sqlite"
    lib = open_library(path)
    add(lib, record("Kept through the upgrade"))
    lib.close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE annotation")
    conn.execute("PRAGMA user_version = 8")
    conn.commit()
    conn.close()
    migrated = open_library(path)
    try:
        assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
        assert migrated.execute("SELECT count(*) FROM annotation").fetchone()[0] == 0
        assert migrated.execute("SELECT count(*) FROM entry").fetchone()[0] == 1
    finally:
        migrated.close()
    backups = list((tmp_path / "old-backups").glob("*before-migration-v8*"))
    assert len(backups) == 1
