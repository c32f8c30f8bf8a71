"""Raw BibTeX fields stored packed (schema 13, issue 38): read back byte for byte, migrated
from a schema-12 file (also when the migration is killed), searched and exported the same."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from papershelf.formats.bib import bibtex
from papershelf.library import raw_bibtex
from papershelf.library.copying import copy_library
from papershelf.library.db import Library, open_library
from papershelf.library.entry_records import load_records
from papershelf.library.queries import RELEVANCE, Scope, Sort, first_page_ids
from papershelf.library.sqlite import migrations
from papershelf.services.exporting import ExportScope, export_text
from papershelf.services.importing import import_file

DATA = Path(__file__).resolve().parents[1] / "data"
FILES = [DATA / "faithful.bib", DATA / "roundtrip.bib", DATA / "abbreviations.bib"]
QUERIES = ["the", "gra", '"of the"', "author:knuth", "a", "mod* OR theory"]


def stored_kinds(lib: Library) -> set[str]:
    """The storage classes of the library's raw_fields values (SQLite's typeof, the
    server's pg_typeof)."""
    kind = "typeof" if lib.backend.name == "sqlite" else "pg_typeof"
    found = lib.execute(f"SELECT DISTINCT CAST({kind}(raw_fields) AS TEXT) FROM entry_bibtex")
    return {str(k) for (k,) in found}


def packed_as_its_backend_packs(lib: Library) -> bool:
    """Whether raw fields are stored as the backend should: zstd frames (BLOBs) on SQLite,
    JSON text on the server (which compresses it itself)."""
    return (
        "blob" in stored_kinds(lib)
        if lib.backend.name == "sqlite"
        else stored_kinds(lib) == {"text"}
    )


def fingerprint(lib: Library) -> tuple[object, ...]:
    """What a person gets from the library: records, searches and the export."""
    ids = [int(i) for (i,) in lib.execute("SELECT id FROM entry ORDER BY id")]
    records = load_records(lib, ids)
    found = [list(first_page_ids(lib, q, Scope(), Sort(RELEVANCE), limit=50).ids) for q in QUERIES]
    return records, found, export_text(lib, ExportScope())


def indexes_named(lib: Library, name: str) -> list[str]:
    """The SQLite indexes called *name* (one or none)."""
    sql = "SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?"
    return [str(n) for (n,) in lib.execute(sql, [name])]


def imported(path: Path) -> Library:
    """A new library at *path* with the test files imported."""
    lib = open_library(path)
    for bib in FILES:
        import_file(lib, bib)
    return lib


def as_schema_12(path: Path) -> None:
    """Turn a closed library file into what schema 12 stored: raw fields as JSON text."""
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT entry_id, raw_fields FROM entry_bibtex").fetchall()
    conn.executemany(
        "UPDATE entry_bibtex SET raw_fields = ? WHERE entry_id = ?",
        [(raw_bibtex.text_of(raw), entry_id) for entry_id, raw in rows],
    )
    conn.execute(f"CREATE INDEX {migrations.REDUNDANT_V13_INDEX} ON entry_field (entry_id)")
    conn.execute("PRAGMA user_version = 12")
    conn.commit()
    conn.close()


def test_packed_text_reads_back_exactly() -> None:
    text = json.dumps([["title", "{\u00c9t\u00e9 " + "x" * 200 + "}"]], ensure_ascii=False)
    packed = raw_bibtex.pack(text)
    assert isinstance(packed, bytes) and len(packed) < len(text)
    assert raw_bibtex.text_of(packed) == text
    assert raw_bibtex.pack("[]") == "[]"  # short values stay text
    assert raw_bibtex.fields_of(None) == [] and raw_bibtex.fields_of("") == []


def test_raw_fields_are_stored_packed_and_read_back_byte_for_byte(lib: Library) -> None:
    for bib in FILES:
        import_file(lib, bib)
    assert packed_as_its_backend_packs(lib)
    original = [r for bib in FILES for r in bibtex.read(bib).records]
    ids = [int(i) for (i,) in lib.execute("SELECT id FROM entry ORDER BY id")]
    stored = load_records(lib, ids)
    assert [[tuple(p) for p in stored[i].raw_fields] for i in ids] == [
        list(r.raw_fields) for r in original
    ]


def test_a_schema_12_file_is_migrated_and_reads_the_same(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    lib = imported(path)
    before = fingerprint(lib)
    lib.close()
    as_schema_12(path)
    migrated = open_library(path, create=False)
    try:
        assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
        assert stored_kinds(migrated) <= {"blob", "text"} and "blob" in stored_kinds(migrated)
        assert fingerprint(migrated) == before
        assert not indexes_named(migrated, migrations.REDUNDANT_V13_INDEX)
        assert indexes_named(migrated, "entry_bibtex_source_id")  # the table written anew
        assert not migrated.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'entry_bibtex_v12'"
        ).fetchone()
    finally:
        migrated.close()


def test_a_stored_value_that_does_not_decode_is_migrated_replaced(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    imported(path).close()
    as_schema_12(path)
    conn = sqlite3.connect(path)  # an encoded lone surrogate, as older versions stored them
    head = '[["note", "{' + "x" * 80
    conn.execute(
        "UPDATE entry_bibtex SET raw_fields = CAST(? || X'EDA0BD' || ? AS TEXT) "
        "WHERE entry_id = (SELECT min(entry_id) FROM entry_bibtex)",
        [head.encode(), b'}"]]'],
    )
    conn.commit()
    conn.close()
    migrated = open_library(path, create=False)
    try:
        first = migrated.execute("SELECT min(entry_id) FROM entry_bibtex").fetchone()[0]
        (raw,) = load_records(migrated, [first])[first].raw_fields
        assert raw[0] == "note" and raw[1].startswith("{xxx") and "\ufffd" in raw[1]
    finally:
        migrated.close()


KILLER = """
import os, signal, sys
from papershelf.library import raw_bibtex
from papershelf.library.db import open_library

packed = raw_bibtex.pack_bytes
calls = []

def pack_then_die(data):
    calls.append(data)
    if len(calls) == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    return packed(data)

raw_bibtex.pack_bytes = pack_then_die
open_library(sys.argv[1], create=False)
"""


def test_a_killed_migration_leaves_schema_12_and_runs_again(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    lib = imported(path)
    before = fingerprint(lib)
    lib.close()
    as_schema_12(path)
    run = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(KILLER), str(path)],
        capture_output=True, text=True, timeout=120, env=os.environ.copy(),
    )  # fmt: skip
    assert run.returncode == -signal.SIGKILL, run.stderr
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 12
    assert {k for (k,) in conn.execute("SELECT typeof(raw_fields) FROM entry_bibtex")} == {"text"}
    conn.close()
    migrated = open_library(path, create=False)
    try:
        assert "blob" in stored_kinds(migrated)
        assert fingerprint(migrated) == before
    finally:
        migrated.close()


def test_a_copy_between_libraries_keeps_the_raw_fields(lib: Library, tmp_path: Path) -> None:
    for bib in FILES:
        import_file(lib, bib)
    copy = open_library(tmp_path / "copy.sqlite")
    try:
        copy_library(lib, copy)
        assert packed_as_its_backend_packs(copy)
        assert export_text(copy, ExportScope()) == export_text(lib, ExportScope())
    finally:
        copy.close()


@pytest.mark.postgresql
def test_a_file_copied_to_the_server_keeps_raw_fields_as_text(pg_url: str, tmp_path: Path) -> None:
    from tests.backends import server_schema

    lib = imported(tmp_path / "file.sqlite")
    for target in server_schema(pg_url):
        server = open_library(target)
        try:
            copy_library(lib, server)
            raw = server.execute("SELECT raw_fields FROM entry_bibtex").fetchall()
            assert all(json.loads(text) for (text,) in raw)  # JSON text, as before
            assert export_text(server, ExportScope()) == export_text(lib, ExportScope())
        finally:
            server.close()
    lib.close()
