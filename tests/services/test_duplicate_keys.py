"""Duplicate lookup by stored keys (issue 38): an import reads only its records' candidates
from the library, and the keys stay right whatever writes the entries (both backends)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from papershelf.library import identities, match_keys
from papershelf.library.db import Library, open_library
from papershelf.library.postgresql import schema as schema_pg
from papershelf.library.sqlite import migrations
from papershelf.services import duplicate_keys
from papershelf.services.duplicate_identity import MIN_ABSTRACT, identity_of_row
from papershelf.services.importing import import_file
from tests.backends import server_schema
from tests.factories import add, record

# TeX Live's biblatex-examples.bib: 100 entries, with DOIs and arXiv eprints.
REAL_BIB = (
    Path(__file__).parent.parent / "data" / "writing" / "biblatex-numeric" / "biblatex-examples.bib"
)


def papers(count: int) -> list[object]:
    """count distinct papers: DOIs, arXiv ids in `eprint`, titles and years of their own."""
    return [
        record(
            f"Measurement number {n} of a quantity in a long enough title",
            year=2000 + n % 20, authors=f"Author{n}, A.", doi=f"10.1234/paper.{n}",
            fields=[("eprint", f"21{n % 12 + 1:02d}.{n:05d}")],
        )
        for n in range(count)
    ]  # fmt: skip


def stored_keys(lib: Library) -> dict[int, tuple[object, ...]]:
    """Each entry's stored keys and stale mark."""
    columns = ", ".join([*match_keys.KEY_COLUMNS, match_keys.STALE])
    return {row[0]: tuple(row[1:]) for row in lib.execute(f"SELECT id, {columns} FROM entry")}


def computed_keys(lib: Library) -> dict[int, tuple[object, ...]]:
    """Each entry's keys as its stored row gives them now, marked fresh."""
    return {
        row.entry_id: (*duplicate_keys.keys_of(identity_of_row(row)), 0)
        for row in identities.identity_rows(lib, MIN_ABSTRACT)
    }


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The ids of the library entries an import reads; reading every entry fails."""
    read: list[int] = []
    rows_of = identities.rows_of

    def counting(lib: Library, ids: Sequence[int], min_abstract: int) -> list:  # type: ignore[type-arg]
        """identities.rows_of, noting the ids."""
        read.extend(ids)
        return rows_of(lib, ids, min_abstract)

    def every_row(*_: object) -> Iterator[object]:
        """An import must never read the whole library."""
        raise AssertionError("the import read every entry of the library")

    monkeypatch.setattr(identities, "rows_of", counting)
    monkeypatch.setattr(identities, "identity_rows", every_row)
    return read


def test_an_import_reads_only_the_candidates_of_its_records(
    lib: Library, counted: list[int]
) -> None:
    add(lib, *papers(60))
    by_doi = record(
        "Another title altogether, long enough to block", doi="https://doi.org/10.1234/PAPER.7"
    )
    by_arxiv = record(
        "A third title that names nothing else at all", fields=[("eprint", "arXiv:2104.00015")]
    )
    by_title = record(
        "Measurement number 21 of a quantity in a long enough title", year=2001,
        authors="Author21, A.", abstract="",
    )  # fmt: skip
    new = record("A paper the library does not have, by its title", doi="10.9/new")
    report = add(lib, by_doi, by_arxiv, by_title, new)
    reasons = sorted(c.reason for c in report.duplicates)
    assert reasons == ["arXiv id", "doi", "title"]
    assert len(report.added) == 1
    assert 0 < len(counted) <= 6, counted  # its candidates, not the 60 entries


def test_the_keys_an_import_stores_are_those_of_the_entries_it_made(lib: Library) -> None:
    report = import_file(lib, REAL_BIB)
    assert len(report.added) > 10
    stored = stored_keys(lib)
    assert stored == computed_keys(lib)
    for column in range(len(match_keys.KEY_COLUMNS)):  # DOIs, arXiv ids, titles, blocks
        assert any(keys[column] is not None for keys in stored.values()), column


RETITLED = "A retitled paper about nothing in particular"


def test_an_entry_changed_after_its_import_is_found_by_what_it_is_now(lib: Library) -> None:
    add(lib, *papers(3))
    first, second, third = sorted(stored_keys(lib))
    lib.execute("UPDATE entry SET doi = '10.5555/changed' WHERE id = ?", [first])
    lib.execute(
        "UPDATE entry SET title = 'A retitled paper about nothing in particular' WHERE id = ?",
        [second],
    )
    lib.execute("DELETE FROM entry_field WHERE entry_id = ? AND name = 'eprint'", [third])
    lib.execute(
        "INSERT INTO entry_field (entry_id, position, name, value) "
        "VALUES (?, 9, 'eprint', '2203.99999')",
        [third],
    )
    stale = {entry_id for entry_id, keys in stored_keys(lib).items() if keys[-1] == 1}
    assert stale == {first, second, third}
    report = add(
        lib,
        record("Unrelated title one, long enough to be blocked", doi="10.5555/CHANGED"),
        record("Unrelated title two, long enough to be blocked", doi="10.1234/paper.0"),
        record(RETITLED, year=2001, authors="Author1, A.", abstract=""),
        record("Unrelated title three, long enough to block", fields=[("eprint", "2203.99999")]),
        record("Unrelated title four, long enough to block", fields=[("eprint", "2103.00002")]),
    )  # fmt: skip
    found = sorted((c.index, c.existing_id) for c in report.duplicates)
    assert found == [(0, first), (2, second), (3, third)]
    assert stored_keys(lib) == computed_keys(lib)


def test_an_entry_written_outside_an_import_is_found(lib: Library) -> None:
    add(lib, *papers(2))
    lib.execute(
        "INSERT INTO entry (key, title, year, doi) "
        "VALUES ('typed', 'Typed in by hand', 2024, '10.77/typed')"
    )
    report = add(lib, record("Its title as another file has it, long enough", doi="10.77/TYPED"))
    assert [c.reason for c in report.duplicates] == ["doi"]
    assert stored_keys(lib) == computed_keys(lib)


def test_a_dry_run_finds_stale_entries_and_stores_nothing(lib: Library, tmp_path: Path) -> None:
    from papershelf.services.importing import plan_import

    add(lib, *papers(2))
    lib.execute("UPDATE entry SET doi = '10.5555/moved'")
    before = stored_keys(lib)
    path = tmp_path / "one.bib"
    path.write_text("@article{x, title={Some other title of enough length}, doi={10.5555/moved}}\n")
    plan = plan_import(lib, [path])
    assert [c.reason for c in plan.candidates] == ["doi"]
    assert stored_keys(lib) == before


def _drop_keys_sqlite(path: Path) -> None:
    """Take a library file back to schema 10 (no key columns, indexes or triggers)."""
    conn = sqlite3.connect(path)
    for name in match_keys.TRIGGER_NAMES:
        conn.execute(f"DROP TRIGGER IF EXISTS {name}")
    for column in (*match_keys.KEY_COLUMNS, match_keys.STALE):
        conn.execute(f"DROP INDEX IF EXISTS entry_{column}")
        conn.execute(f"ALTER TABLE entry DROP COLUMN {column}")
    conn.execute("PRAGMA user_version = 10")
    conn.commit()
    conn.close()


def test_a_version_10_file_gets_its_keys_and_finds_duplicates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(duplicate_keys, "STALE_CHUNK", 2)  # 5 entries: three chunks
    path = tmp_path / "old.sqlite"
    lib = open_library(path)
    add(lib, *papers(5))
    lib.close()
    _drop_keys_sqlite(path)
    migrated = open_library(path)
    try:
        assert migrated.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
        assert {keys[-1] for keys in stored_keys(migrated).values()} == {1}
        report = add(
            migrated, record("Yet another title, long enough to block", doi="10.1234/paper.3")
        )
        assert [c.reason for c in report.duplicates] == ["doi"]
        assert stored_keys(migrated) == computed_keys(migrated)
    finally:
        migrated.close()


@pytest.mark.postgresql
def test_a_version_10_server_library_gets_its_keys_and_finds_duplicates(pg_url: str) -> None:
    import psycopg

    for target in server_schema(pg_url):
        lib = open_library(target)
        add(lib, *papers(5))
        lib.close()
        with psycopg.connect(target, autocommit=True) as conn:
            conn.execute("DROP TRIGGER entry_match_update ON entry")
            for name in match_keys.FIELD_TRIGGERS:
                conn.execute(f"DROP TRIGGER {name} ON entry_field")
            for column in (*match_keys.KEY_COLUMNS, match_keys.STALE):
                conn.execute(f"ALTER TABLE entry DROP COLUMN {column}")
            conn.execute(
                f"UPDATE {schema_pg.META_TABLE} SET value = '10' WHERE name = 'schema_version'"
            )
        migrated = open_library(target)
        try:
            assert {keys[-1] for keys in stored_keys(migrated).values()} == {1}
            report = add(
                migrated, record("Yet another title, long enough to block", doi="10.1234/paper.3")
            )
            assert [c.reason for c in report.duplicates] == ["doi"]
            assert stored_keys(migrated) == computed_keys(migrated)
            migrated.execute("UPDATE entry SET year = 1999")
            assert {keys[-1] for keys in stored_keys(migrated).values()} == {1}
        finally:
            migrated.close()
