"""Damaged libraries for tests: real files, damaged as a failing disk or a bad copy would."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from papershelf.library.db import open_library
from papershelf.library.file_checks import QUICK_CHECK_LIMIT
from papershelf.library.settings import put_setting
from papershelf.services.importing import import_file


def pages_of(library: Path, table: str, kind: str) -> list[int]:
    """The page numbers of *table*'s pages of one kind ('leaf', 'internal', 'overflow')."""
    conn = sqlite3.connect(f"{library.resolve().as_uri()}?mode=ro", uri=True)
    try:
        rows = conn.execute(
            "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno",
            (table, kind),
        ).fetchall()
        return [int(page) for (page,) in rows]
    finally:
        conn.close()


def overwrite(library: Path, page: int, data: bytes, offset: int = 0) -> None:
    """Write *data* into page *page* of the file, as a failing disk would."""
    size = 4096
    with library.open("r+b") as handle:
        handle.seek((page - 1) * size + offset)
        handle.write(data)


def big_damaged_library(path: Path, sample: Path) -> Path:
    """A library over QUICK_CHECK_LIMIT holding the sample, with a broken overflow chain.

    The damage lies in a setting's long value, which searching and tagging never read:
    only a check (quick_check) finds it.
    """
    lib = open_library(path)
    import_file(lib, sample)
    put_setting(lib, "ballast", "x" * (QUICK_CHECK_LIMIT + 4 * 1024 * 1024))
    lib.close()
    assert path.stat().st_size > QUICK_CHECK_LIMIT
    overflow = pages_of(path, "setting", "overflow")
    overwrite(path, overflow[len(overflow) // 2], b"\xff\xff\xff\x00")  # next page: nowhere
    return path
