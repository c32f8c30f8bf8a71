"""Compressed daily backups: consistent copies, checked, compressed, kept within a disk budget,
restorable; a cancelled one leaves nothing behind."""

from __future__ import annotations

import gzip
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from papershelf.library import backup_archive, backups
from papershelf.library.backup_archive import BackupCancelled
from papershelf.library.db import Library, LibraryError
from papershelf.library.settings import put_setting
from papershelf.services.deleting import delete_entries
from papershelf.services.importing import import_file
from tests.damage import big_damaged_library

pytestmark = pytest.mark.sqlite_only(reason="backups are copies of a library file")
NEVER: backup_archive.Cancelled = lambda: False  # noqa: E731


def entry_count(lib: Library) -> int:
    """How many entries the library holds."""
    return int(lib.execute("SELECT count(*) FROM entry").fetchone()[0])


def test_the_daily_backup_is_compressed_counted_and_restorable(
    lib: Library, sample_path: Path
) -> None:
    import_file(lib, sample_path)
    taken = backups.daily_compressed(lib.path, 10, 1 << 30, NEVER)
    assert taken is not None and taken.path is not None and taken.damage is None
    assert taken.path.name.endswith(".19-entries.sqlite.gz")
    with gzip.open(taken.path) as copy:
        assert copy.read(16) == b"SQLite format 3\x00"
    assert taken.path.stat().st_size < lib.path.stat().st_size
    assert [(b.reason, b.entries) for b in backups.list_backups(lib.path)] == [("daily", 19)]
    assert backups.daily_compressed(lib.path, 10, 1 << 30, NEVER) is None  # one a day
    ids = [int(i) for (i,) in lib.execute("SELECT id FROM entry")]
    delete_entries(lib, ids)
    assert entry_count(lib) == 0
    backups.restore_backup(lib, taken.path)
    assert entry_count(lib) == 19
    assert not list(taken.path.parent.glob(".*"))  # no decompressed copy left


def test_a_cancelled_backup_leaves_no_file(lib: Library, sample_path: Path) -> None:
    import_file(lib, sample_path)
    asked: list[int] = []

    def cancelled() -> bool:
        """True from the third question on: the copy has begun."""
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(BackupCancelled):
        backup_archive.take_compressed(lib.path, "daily", cancelled)
    assert len(asked) > 2
    assert list(backups.backup_dir(lib.path).iterdir()) == []


def test_backups_past_the_budget_are_pruned_but_never_the_newest(
    lib: Library, sample_path: Path
) -> None:
    import_file(lib, sample_path)
    day = datetime.now()
    for days in range(3):  # three days' backups, each a new day
        backups.daily_compressed(lib.path, 10, 1 << 30, NEVER, day + timedelta(days=days))
    found = backups.list_backups(lib.path)
    assert len(found) == 3
    one = max(b.path.stat().st_size for b in found)
    backups.prune(lib.path, 10, budget=2 * one)
    assert [b.path for b in backups.list_backups(lib.path)] == [b.path for b in found[:2]]
    backups.prune(lib.path, 10, budget=1)
    assert [b.path for b in backups.list_backups(lib.path)] == [found[0].path]


def test_the_budget_is_a_library_setting(lib: Library) -> None:
    assert backups.budget_bytes(lib) == backups.DEFAULT_BUDGET_MB << 20
    put_setting(lib, backups.BUDGET_SETTING, "300")
    assert backups.budget_bytes(lib) == 300 << 20
    put_setting(lib, backups.BUDGET_SETTING, "lots")
    assert backups.budget_bytes(lib) == backups.DEFAULT_BUDGET_MB << 20


def test_a_damaged_library_gives_damage_and_no_backup(tmp_path: Path, sample_path: Path) -> None:
    path = big_damaged_library(tmp_path / "broken.sqlite", sample_path)
    taken = backup_archive.take_compressed(path, "daily", NEVER)
    assert taken.path is None and taken.damage
    assert not [p for p in backups.backup_dir(path).iterdir()]


def test_a_truncated_compressed_backup_is_refused_with_one_line(
    lib: Library, sample_path: Path
) -> None:
    import_file(lib, sample_path)
    taken = backups.daily_compressed(lib.path, 10, 1 << 30, NEVER)
    assert taken is not None and taken.path is not None
    taken.path.write_bytes(taken.path.read_bytes()[:2000])
    with pytest.raises(LibraryError, match="not a usable backup"):
        backups.restore_backup(lib, taken.path)
    assert entry_count(lib) == 19
    with sqlite3.connect(lib.path) as conn:
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
