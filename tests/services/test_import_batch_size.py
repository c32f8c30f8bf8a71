"""An import's batches end at BATCH entries or BATCH_CHARS characters of text, whichever
comes first: long entries never pile up hundreds of megabytes in flight."""

from __future__ import annotations

import pytest

from papershelf.formats.records import Record
from papershelf.library.db import Library
from papershelf.services import import_writer
from papershelf.services.importing import import_records
from tests.factories import record


def batch_sizes(lib: Library, monkeypatch: pytest.MonkeyPatch, records: list[Record]) -> list[int]:
    """How many entries each batch an import hands to the helper holds."""
    sizes: list[int] = []
    real_flush = import_writer.BatchWriter.flush

    def flush(self: import_writer.BatchWriter) -> None:
        """Note the batch's size, then hand it over."""
        if self.batch.entries:
            sizes.append(len(self.batch.entries))
        real_flush(self)

    monkeypatch.setattr(import_writer.BatchWriter, "flush", flush)
    import_records(lib, records)
    return sizes


def test_long_entries_end_a_batch_early(lib: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(import_writer, "BATCH_CHARS", 10_000)
    long = [record(f"Long {i}", abstract="x" * 3_000) for i in range(12)]
    assert batch_sizes(lib, monkeypatch, long) == [4, 4, 4]  # 3 x 3,000 < 10,000 <= 4 x 3,000
    assert int(lib.execute("SELECT count(*) FROM entry").fetchone()[0]) == 12


def test_ordinary_entries_go_by_count(lib: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(import_writer, "BATCH_CHARS", 10_000)
    short = [record(f"Short {i}") for i in range(250)]
    assert batch_sizes(lib, monkeypatch, short) == [import_writer.FIRST_BATCH, 150]
