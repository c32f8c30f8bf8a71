"""A first import into an empty library writes with a rollback journal, then WAL again."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.library.sqlite.import_batches import BatchInserter
from papershelf.services.importing import import_file, import_records
from tests.corpus import texlive_bib_files
from tests.factories import record

DATA = Path(__file__).resolve().parents[1] / "data"

pytestmark = pytest.mark.sqlite_only(reason="SQLite's journal modes")


def _spy_journal(monkeypatch: pytest.MonkeyPatch, fail_at: int | None = None) -> list[str]:
    """The journal mode each batch is written under (and a failure at batch *fail_at*)."""
    modes: list[str] = []
    write = BatchInserter.write

    def spying(self: BatchInserter, params: list[object]) -> None:
        """Note the journal mode, then write (or fail)."""
        modes.append(self.conn.execute("PRAGMA journal_mode").fetchone()[0])
        if fail_at is not None and len(modes) == fail_at:
            raise sqlite3.OperationalError("disk I/O error")
        write(self, params)

    monkeypatch.setattr(BatchInserter, "write", spying)
    return modes


def _journal(lib: Library) -> str:
    """The library's journal mode now."""
    return str(lib.execute("PRAGMA journal_mode").fetchone()[0])


def test_an_empty_library_is_filled_without_the_log_then_uses_it_again(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    modes = _spy_journal(monkeypatch)
    report = import_records(lib, [record(f"Paper {i}") for i in range(250)])
    assert len(report.added) == 250
    assert set(modes) == {"delete"} and len(modes) >= 2
    assert _journal(lib) == "wal"
    assert lib.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL, as every open sets
    assert lib.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert not Path(f"{lib.path}-journal").exists()
    assert lib.execute("SELECT count(*) FROM entry").fetchone()[0] == 250
    assert lib.backend.text_index_consistent(lib)


def test_a_library_with_entries_keeps_the_log(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    import_records(lib, [record("The first paper")])
    modes = _spy_journal(monkeypatch)
    import_records(lib, [record(f"Paper {i}") for i in range(3)])
    assert modes == ["wal"]
    assert lib.execute("SELECT count(*) FROM entry").fetchone()[0] == 4


def test_a_library_open_elsewhere_keeps_the_log_without_waiting(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = sqlite3.connect(lib.path)  # as a window on the same file would hold one
    try:
        other.execute("SELECT count(*) FROM entry").fetchone()
        modes = _spy_journal(monkeypatch)
        began = time.monotonic()
        import_records(lib, [record(f"Paper {i}") for i in range(3)])
        assert time.monotonic() - began < 2.0  # the busy timeout (5 s) was not waited out
        assert modes == ["wal"]
        assert other.execute("SELECT count(*) FROM entry").fetchone()[0] == 3
    finally:
        other.close()


def test_a_failed_first_import_leaves_the_library_empty_and_in_wal_mode(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    modes = _spy_journal(monkeypatch, fail_at=2)
    with pytest.raises(Exception, match="disk I/O error"):
        import_records(lib, [record(f"Paper {i}") for i in range(250)])
    assert modes == ["delete", "delete"]
    assert _journal(lib) == "wal"
    assert lib.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert lib.execute("SELECT count(*) FROM entry").fetchone()[0] == 0
    assert lib.backend.text_index_consistent(lib)
    import_records(lib, [record("Afterwards")])
    assert lib.execute("SELECT count(*) FROM entry").fetchone()[0] == 1


def test_a_first_import_of_real_files_leaves_every_reference_sound(
    lib: Library, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Foreign keys are not checked while an empty library is filled: SQLite checks after."""
    checks: list[int] = []
    write = BatchInserter.write

    def spying(self: BatchInserter, params: list[object]) -> None:
        """Note whether foreign keys are checked while the batch is written."""
        checks.append(self.conn.execute("PRAGMA foreign_keys").fetchone()[0])
        write(self, params)

    monkeypatch.setattr(BatchInserter, "write", spying)
    real = [p for p in texlive_bib_files() if p.suffix == ".bib"][:40]
    files = sorted(DATA.glob("*.bib")) + sorted((DATA / "import").glob("*.bib")) + real
    texts = [path.read_text(encoding="utf-8", errors="replace") for path in files]
    everything = tmp_path / "everything.bib"
    everything.write_text("\n\n".join(texts), encoding="utf-8")
    report = import_file(lib, everything, on_duplicate="merge")
    assert set(checks) == {0} and len(report.added) > 50
    import_records(lib, [record("Afterwards")])  # into a library with entries
    assert set(checks) == {0, 1}
    assert lib.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert lib.execute("PRAGMA foreign_key_check").fetchall() == []
    assert lib.execute("SELECT count(*) FROM person").fetchone()[0] > 100
