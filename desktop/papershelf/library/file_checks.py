"""Checks on a library file before SQLite opens it for writing: it exists (an empty file only
when it may be adopted), it is an SQLite database, it is a Papershelf library of a schema this
version reads, and it is not damaged; so a foreign or broken file is never touched."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from papershelf.i18n import translate
from papershelf.library import files, integrity
from papershelf.library.errors import EmptyLibraryFileError, LibraryError
from papershelf.library.sqlite import migrations

# "PPSH": marks a SQLite file as a Papershelf library, so a foreign database is never touched.
APPLICATION_ID = 0x50505348
SQLITE_MAGIC = b"SQLite format 3\x00"
# quick_check reads every page: ~0.1 s for a 10k library, 0.5-1.5 s for a 460 MB 100k one.
# Bigger files get the cheap truncation check at open and quick_check before their first
# write (LibraryDatabase.check_before_writing; the GUI checks in the background too).
QUICK_CHECK_LIMIT = 64 * 1024 * 1024


def existing_library(path: Path, adopt_empty: bool) -> bool:
    """Whether *path* holds a library to open; an empty file only when it may be adopted."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise LibraryError(
            _said(path, translate("library", "{path}: cannot be read ({why})"), why=exc.strerror)
        ) from exc
    if size == 0 and not adopt_empty and path.is_file():
        raise EmptyLibraryFileError(
            _said(
                path,
                translate(
                    "library",
                    "{path}: an empty file, not a library; name a new file to create a "
                    "library, or delete this one first",
                ),
            )
        )
    return size > 0


def make_parent(path: Path) -> None:
    """Create the folder that will hold a new library, with a clear error if that fails."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        said = translate("library", "{path}: cannot create the folder ({why})")
        raise LibraryError(said.format(path=path.parent, why=exc.strerror)) from exc


def check_is_sqlite(path: Path) -> None:
    """Refuse a file that is not an SQLite database, before SQLite sees it."""
    try:
        magic = files.read_head(path, len(SQLITE_MAGIC))  # no descriptor closed: see files.py
    except OSError as exc:
        raise LibraryError(
            _said(path, translate("library", "{path}: cannot be read ({why})"), why=exc.strerror)
        ) from exc
    if magic != SQLITE_MAGIC:
        raise LibraryError(
            _said(
                path,
                translate("library", "{path}: not a Papershelf library (not an SQLite database)"),
            )
        )
    if (why := integrity.truncation(path)) is not None:
        raise LibraryError(
            _said(
                path,
                translate("library", "{path}: damaged, {why}; the file was left as it is"),
                why=why,
            )
        )


def check_is_ours(path: Path) -> tuple[int, bool]:
    """Read-only look at an existing file: a Papershelf library we can open? Its schema
    version, and whether quick_check ran (it is skipped above QUICK_CHECK_LIMIT)."""
    try:
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as conn:
            app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            checked = app_id == APPLICATION_ID and path.stat().st_size <= QUICK_CHECK_LIMIT
            damaged = integrity.damage(conn) if checked else None
    except sqlite3.DatabaseError as exc:
        raise LibraryError(
            _said(
                path, translate("library", "{path}: cannot be read as a library ({why})"), why=exc
            )
        ) from exc
    if app_id == 0 and version == 0 and tables:
        raise LibraryError(
            _said(
                path,
                translate(
                    "library", "{path}: not a Papershelf library (an unrelated SQLite database)"
                ),
            )
        )
    if app_id not in (0, APPLICATION_ID):
        raise LibraryError(_said(path, translate("library", "{path}: not a Papershelf library")))
    if damaged is not None:
        raise LibraryError(
            _said(
                path,
                translate("library", "{path}: damaged ({why}); the file was left as it is"),
                why=damaged,
            )
        )
    if version > migrations.SCHEMA_VERSION:
        said = translate(
            "library",
            "{path}: made by a newer Papershelf (schema {version}, this one reads up to "
            "{newest}); update Papershelf to open it",
        )
        raise LibraryError(
            said.format(path=path, version=version, newest=migrations.SCHEMA_VERSION)
        )
    return version, checked


def _said(path: Path, text: str, why: object = "") -> str:
    """*text* (already translated) with the path and the reason filled in."""
    return text.format(path=path, why=why)


@contextmanager
def closing(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """Close a raw sqlite3 connection however the block ends."""
    try:
        yield conn
    finally:
        conn.close()
