"""SQLite's refusals (a lock, a read-only file, a full disk) in words a person can act on."""

from __future__ import annotations

import sqlite3

import peewee

# What a write to the library may raise when SQLite refuses it (peewee wraps sqlite3's errors).
DATABASE_ERRORS: tuple[type[Exception], ...] = (peewee.DatabaseError, sqlite3.DatabaseError)
# Anything the storage engine or peewee may raise (the CLI's and services' error boundaries
# catch this, so they need not know which engine is behind the library).
STORAGE_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, peewee.PeeweeException)

# (words in SQLite's message, what to tell the person), first match wins.
_REASONS = (
    (
        ("locked", "busy"),
        "The library is busy: another program (such as an import from the command line) "
        "is writing to it.",
    ),
    (
        ("readonly", "read-only", "not authorized"),
        "The library file is read-only: this window cannot write to it.",
    ),
    (
        ("connection to the server was lost", ": cannot connect ("),  # server.ServerConnectionError
        "The connection to the library's server was lost (it restarted, or the network went "
        "away); saving again connects anew.",
    ),
    (("disk is full", "disk i/o"), "The disk holding the library is full or failing."),
    (("damaged", "malformed", "corrupt", "not a database"), "The library file is damaged."),
)


def describe(exc: BaseException, outcome: str = "Nothing was saved.") -> str:
    """One message for a refused write: why (in words), then what happened to the change."""
    text = str(exc).lower()
    for words, reason in _REASONS:
        if any(word in text for word in words):
            return f"{reason} {outcome}"
    return f"The library refused the change ({exc}). {outcome}"
