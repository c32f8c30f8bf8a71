"""SQLite's refusals (a lock, a read-only file, a full disk) in words a person can act on."""

from __future__ import annotations

import sqlite3

import peewee

from papershelf.i18n import N, translate
from papershelf.library.errors import LibraryBusyError, ReadOnlyLibraryError

# What a write to the library may raise when SQLite refuses it (peewee wraps sqlite3's errors).
DATABASE_ERRORS: tuple[type[Exception], ...] = (peewee.DatabaseError, sqlite3.DatabaseError)
# Anything the storage engine or peewee may raise (the CLI's and services' error boundaries
# catch this, so they need not know which engine is behind the library).
STORAGE_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, peewee.PeeweeException)

BUSY = N(
    "The library is busy: another program (such as an import from the command line) is "
    "writing to it."
)
READ_ONLY = N("The library file is read-only: this window cannot write to it.")
CONNECTION_LOST = N(
    "The connection to the library's server was lost (it restarted, or the network went "
    "away); saving again connects anew."
)
DISK = N("The disk holding the library is full or failing.")
DAMAGED = N("The library file is damaged.")
# What happened to the change (the window passes the second: N() marks it for the catalogs).
OUTCOMES = (N("Nothing was saved."), N("Nothing was changed."))
# Our own refusals, by their class: their words are translated, so no longer English (a
# damaged file is read-only now, and was always said so).
_CLASSES = ((LibraryBusyError, BUSY), (ReadOnlyLibraryError, READ_ONLY))
# (words in SQLite's or the server's message, what to tell the person), first match wins.
_REASONS = (
    (("locked", "busy"), BUSY),
    (("readonly", "read-only", "not authorized"), READ_ONLY),
    (("connection to the server was lost", ": cannot connect ("), CONNECTION_LOST),
    (("disk is full", "disk i/o"), DISK),
    (("damaged", "malformed", "corrupt", "not a database"), DAMAGED),
)


def _reason(exc: BaseException) -> str | None:
    """What the refusal means, in the catalog's words (None when it is not known)."""
    for kind, reason in _CLASSES:
        if isinstance(exc, kind):
            return reason
    if type(exc).__name__ == "ServerConnectionError":  # postgresql's: psycopg loads lazily
        return CONNECTION_LOST
    text = str(exc).lower()
    return next((reason for words, reason in _REASONS if any(w in text for w in words)), None)


def describe(exc: BaseException, outcome: str = OUTCOMES[0]) -> str:
    """One message for a refused write: why (in words), then what happened to the change."""
    said_outcome = translate("", outcome)
    reason = _reason(exc)
    if reason is not None:
        return f"{translate('', reason)} {said_outcome}"
    said = translate("db_errors", "The library refused the change ({why}). {outcome}")
    return said.format(why=exc, outcome=said_outcome)
