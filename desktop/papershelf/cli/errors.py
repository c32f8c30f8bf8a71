"""The CLI's error boundary: each expected failure as one line a person can act on.

SQLite's errors are named by their code (SQLITE_FULL, SQLITE_READONLY, ...), looked for
along the whole exception chain: when a COMMIT fails because the disk is full, SQLite has
already rolled back, so the rollback that follows fails too ("cannot rollback - no
transaction is active") and would otherwise hide the real reason.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

from papershelf.cli.common import UserError, visible
from papershelf.formats.records import FormatError
from papershelf.i18n import N, translate
from papershelf.library.db import LibraryError
from papershelf.library.db_errors import STORAGE_ERRORS
from papershelf.library.locations import LibraryTarget, shown
from papershelf.services.changes import ServiceError

# SQLite's primary result codes -> what a person is told.
SQLITE_MESSAGES = {
    "SQLITE_FULL": N("the disk is full ({error}); the unfinished change was not saved"),
    "SQLITE_READONLY": N("the library is read-only ({error}); the change was not saved"),
    "SQLITE_CANTOPEN": N("cannot open the library file ({error}); is its folder writable?"),
    "SQLITE_PERM": N("not allowed to write to the library ({error}); the change was not saved"),
    "SQLITE_AUTH": N("this library is open read-only here ({error}); the change was not saved"),
    "SQLITE_BUSY": N("another program is writing to the library ({error}); try again later"),
    "SQLITE_LOCKED": N("another program is writing to the library ({error}); try again later"),
    "SQLITE_CORRUPT": N("the library file is damaged ({error}); restore a backup"),
    "SQLITE_NOTADB": N("the library file is damaged ({error}); restore a backup"),
    "SQLITE_IOERR": N("the disk reported an error ({error}); the change was not saved"),
}
PLAIN = (UserError, ServiceError, LibraryError, FormatError)
SIGPIPE_STATUS = 128 + 13  # what a shell reports for a writer killed by SIGPIPE


def failure_message(exc: BaseException, library: LibraryTarget | None) -> str | None:
    """The line to print for an expected failure (None: a bug, let it raise)."""
    if isinstance(exc, PLAIN):
        return visible(str(exc))
    if isinstance(exc, STORAGE_ERRORS):
        where = f"{shown(library)}: " if library is not None else ""
        return visible(where + database_message(exc))
    if isinstance(exc, OSError):
        return visible(os_message(exc))
    return None


def _chain(exc: BaseException) -> Iterator[BaseException]:
    """exc, then the exceptions it was raised from or while handling, newest first."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def database_message(exc: BaseException) -> str:
    """What a database error means, from the first SQLite code along its chain that says."""
    for error in _chain(exc):
        name = getattr(error, "sqlite_errorname", "") or ""
        primary = "_".join(name.split("_")[:2])
        if primary in SQLITE_MESSAGES:
            return translate("", SQLITE_MESSAGES[primary]).format(error=error)
    first = next(
        (e for e in _chain(exc) if "no transaction is active" not in str(e)),
        exc,
    )
    return translate("cli", "the library could not be used ({error})").format(error=first)


def os_message(exc: OSError) -> str:
    """'FILE: why' for a file the system refused."""
    why = exc.strerror or str(exc)
    return f"{exc.filename}: {why}" if exc.filename else why


def quiet_broken_pipe() -> int:
    """The reader of our output went away (`| head`): stop quietly, as other tools do."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the flush at exit must not fail again
    except (OSError, ValueError):
        pass
    return SIGPIPE_STATUS
