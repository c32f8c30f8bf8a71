"""An import into a big SQLite library gets a page cache that grows with the file, and the
connection gets its own cache size back after."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.library.settings import put_setting
from papershelf.library.sqlite import import_batches
from papershelf.services.importing import import_file

pytestmark = pytest.mark.sqlite_only(reason="SQLite's page cache")


def cache_size(lib: Library) -> int:
    """The connection's cache_size pragma as it stands."""
    return int(lib.execute("PRAGMA cache_size").fetchone()[0])


def test_the_cache_grows_with_the_file_during_an_import_only(
    lib: Library, sample_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    put_setting(lib, "ballast", os.urandom(8 << 20).hex())  # a 16 MB library
    lib.execute("PRAGMA cache_size = -100")  # 100 KB: far less than a sixteenth of it
    pages, page = (
        int(lib.execute(f"PRAGMA {p}").fetchone()[0]) for p in ("page_count", "page_size")
    )
    seen: list[int] = []
    real_write = import_batches.BatchInserter.write

    def write(self: import_batches.BatchInserter, params: list[object]) -> None:
        """Note the cache the batch is written with."""
        seen.append(int(self.conn.execute("PRAGMA cache_size").fetchone()[0]))
        real_write(self, params)

    monkeypatch.setattr(import_batches.BatchInserter, "write", write)
    import_file(lib, sample_path)
    assert seen and all(-kb * 1024 >= pages * page // 16 - 1024 for kb in seen)
    assert cache_size(lib) == -100


def test_a_small_library_keeps_the_connections_cache(lib: Library) -> None:
    conn = lib.db.connection()
    own = -cache_size(lib) * 1024
    assert import_batches.import_cache_bytes(conn) == own
