"""A damaged library: found by a check or by any statement, it goes read-only at once, and
no damaged copy is ever taken as a backup or pushes a good backup out."""

from __future__ import annotations

from pathlib import Path

import pytest
from peewee import SqliteDatabase

from papershelf.library import backups
from papershelf.library.db import (
    DamagedLibraryError,
    Library,
    open_library,
)
from papershelf.library.settings import put_setting
from papershelf.services.importing import import_file
from papershelf.services.tags import add_tag
from tests.damage import big_damaged_library, overwrite, pages_of


def test_a_big_damaged_library_is_checked_before_its_first_write(
    tmp_path: Path, sample_path: Path
) -> None:
    path = big_damaged_library(tmp_path / "big.sqlite", sample_path)
    before = path.read_bytes()
    lib = open_library(path)  # too big to check at open: it opens
    try:
        ids = [int(i) for (i,) in lib.execute("SELECT id FROM entry")]
        assert len(ids) == 19 and lib.read_only is None  # reading works, nothing found yet
        with pytest.raises(DamagedLibraryError, match="damaged"):
            add_tag(lib, ids, "mine")
        assert lib.read_only is not None and "damaged" in lib.read_only
        with pytest.raises(DamagedLibraryError):  # and stays refused
            import_file(lib, sample_path)
        with pytest.raises(DamagedLibraryError):
            backups.daily_backup(lib)
    finally:
        lib.close()
    assert not backups.backup_dir(path).exists() or not list(backups.backup_dir(path).iterdir())
    assert path.read_bytes() == before  # not one byte written


def test_damage_any_statement_meets_makes_the_library_read_only(
    tmp_path: Path, sample_path: Path
) -> None:
    path = tmp_path / "lib.sqlite"
    lib = open_library(path)
    import_file(lib, sample_path)
    lib.close()
    lib = open_library(path)  # checked and whole at open
    try:
        for page in pages_of(path, "entry", "leaf"):
            overwrite(path, page, b"\x0d\xff\xff\xff\xff\xff\xff\xff")  # cell count nonsense
        with pytest.raises(DamagedLibraryError, match="malformed"):
            lib.execute("SELECT title, abstract FROM entry").fetchall()
        assert lib.damaged is not None and lib.read_only is not None
        with pytest.raises(DamagedLibraryError):
            put_setting(lib, "after", "refused")
        other = open_library(tmp_path / "elsewhere.sqlite")  # another file is not affected
        put_setting(other, "fine", "yes")
        other.close()
    finally:
        lib.close()


@pytest.mark.sqlite_only(reason="damage and backups of a library file")
def test_a_damaged_backup_never_pushes_good_ones_out(lib: Library) -> None:
    put_setting(lib, backups.KEEP_SETTING, "3")
    good = [backups.take_backup(lib, f"good{n}") for n in range(3)]
    folder = backups.backup_dir(lib.path)
    broken = folder / f"{lib.path.stem}-29991231-235959-daily.sqlite"  # the newest by name
    broken.write_bytes(b"SQLite format 3\x00" + b"\x00" * 4000)
    backups.take_backup(lib, "good3")
    kept = [b.reason for b in backups.list_backups(lib.path) if b.entries >= 0]
    assert kept == ["good3", "good2", "good1"]
    assert not good[0].exists() and broken.exists()


def test_a_backup_copy_that_fails_its_check_is_not_kept(tmp_path: Path, sample_path: Path) -> None:
    path = big_damaged_library(tmp_path / "big.sqlite", sample_path)
    db = SqliteDatabase(str(path))  # a plain connection: nothing checked the file before
    try:
        with pytest.raises(DamagedLibraryError):
            backups.backup_file(db, path, "daily")
    finally:
        db.close()
    assert not list(backups.backup_dir(path).glob("*.sqlite"))


def test_a_file_short_of_its_header_beside_a_journal_is_left_to_sqlite(tmp_path: Path) -> None:
    """A first import killed midway (rollback journal) can leave the header speaking of pages
    the file does not hold yet: SQLite plays the journal back at the open, so the cheap
    truncation check must not call the file damaged. Without the journal it is damaged."""
    from papershelf.library import integrity

    path = tmp_path / "lib.sqlite"
    lib = open_library(path)
    import_file(lib, Path(__file__).resolve().parents[1] / "data" / "import" / "dblp.bib")
    lib.close()
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    assert integrity.truncation(path) is not None
    path.with_name(path.name + "-journal").write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" * 64)
    assert integrity.truncation(path) is None
