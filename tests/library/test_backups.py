"""Rolling backups: taken with the online backup API, listed with counts, pruned, restored."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from papershelf.library import backups
from papershelf.library.db import Library, LibraryError
from papershelf.library.settings import put_setting
from papershelf.services.deleting import delete_entries
from papershelf.services.importing import import_file
from tests.snapshots import assert_same, dump

pytestmark = pytest.mark.sqlite_only(reason="backups are copies of a library file")


def entry_ids(lib: Library) -> list[int]:
    """Every entry id."""
    return [int(i) for (i,) in lib.execute("SELECT id FROM entry ORDER BY id")]


def test_backups_are_listed_newest_first_with_counts(lib: Library, sample_path: Path) -> None:
    backups.take_backup(lib, "empty")
    import_file(lib, sample_path)
    backups.take_backup(lib, "daily")
    found = backups.list_backups(lib.path)
    assert [(b.reason, b.entries) for b in found] == [("daily", 19), ("empty", 0)]
    assert "19 entries (daily)" in found[0].label()


def test_only_the_newest_are_kept(lib: Library) -> None:
    put_setting(lib, backups.KEEP_SETTING, "3")
    for n in range(5):
        backups.take_backup(lib, f"n{n}")
    assert [b.reason for b in backups.list_backups(lib.path)] == ["n4", "n3", "n2"]


def test_default_keeps_ten(lib: Library) -> None:
    for n in range(12):
        backups.take_backup(lib, f"n{n}")
    assert len(backups.list_backups(lib.path)) == backups.DEFAULT_KEEP


def test_daily_backup_once_a_day(lib: Library) -> None:
    assert backups.daily_backup(lib) is not None
    assert backups.daily_backup(lib) is None
    assert backups.daily_backup(lib, datetime.now() + timedelta(days=1, minutes=1)) is not None


def test_bulk_delete_threshold(lib: Library) -> None:
    assert backups.before_bulk_change(lib, 3) is None
    assert backups.before_bulk_change(lib, backups.BULK_DELETE) is not None


def test_restore_brings_everything_back_and_keeps_the_present(
    lib: Library, sample_path: Path
) -> None:
    import_file(lib, sample_path)
    lib.execute("INSERT INTO tag (name, color) VALUES ('kept', '#123456')")
    before = dump(lib)
    taken = backups.take_backup(lib, "before-delete")
    delete_entries(lib, entry_ids(lib)[:12])
    saved = backups.restore_backup(lib, taken)
    assert_same(before, dump(lib))
    assert backups.count_entries(saved) == 7  # the state restored over is itself backed up


def test_a_damaged_backup_is_refused(lib: Library, tmp_path: Path, sample_path: Path) -> None:
    import_file(lib, sample_path)
    bogus = tmp_path / "test-20250101-000000-daily.sqlite"
    bogus.write_bytes(b"SQLite format 3\x00" + b"\x07" * 5000)
    before = dump(lib)
    with pytest.raises(LibraryError, match="not a usable backup"):
        backups.restore_backup(lib, bogus)
    assert_same(before, dump(lib))


def test_a_backup_is_one_file_and_pruning_leaves_no_siblings(lib: Library) -> None:
    put_setting(lib, backups.KEEP_SETTING, "1")
    first = backups.take_backup(lib, "daily")
    assert backups.list_backups(lib.path)[0].entries == 0  # read (read-only) for its count
    folder = first.parent
    assert sorted(p.name for p in folder.iterdir()) == [first.name]  # no -wal/-shm beside it
    for end in ("-wal", "-shm"):  # as backups of older versions were left
        first.with_name(first.name + end).write_bytes(b"")
    second = backups.take_backup(lib, "before-delete")
    assert sorted(p.name for p in folder.iterdir()) == [second.name]
