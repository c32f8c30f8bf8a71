"""What can go wrong with a library file, as exceptions whose message a person can read.

Every one is a LibraryError, so a caller that only says "this failed, here is why" (the
CLI's error boundary, the GUI's error box) catches one type; a caller that acts on the
cause (go read-only, offer to wait, restore a backup) catches the subclass. The errors of
an open library's statements are peewee OperationalErrors too, so code written to catch
the database's own errors (peewee.DatabaseError) still catches them.
"""

from __future__ import annotations

import peewee


class LibraryError(Exception):
    """A library file cannot be opened or used; the message says why, for a person to read."""


class ReadOnlyLibraryError(LibraryError, peewee.OperationalError):
    """A write was refused: the library is read-only (the message says why); nothing changed."""


class DamagedLibraryError(ReadOnlyLibraryError):
    """SQLite found the file damaged: the library went read-only and nothing more is written."""


class LibraryBusyError(LibraryError, peewee.OperationalError):
    """Another process kept the library's write lock longer than this one would wait."""


class EmptyLibraryFileError(LibraryError):
    """An existing empty file was named as a library: only a new path becomes a library."""
