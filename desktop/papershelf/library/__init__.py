"""The library: one SQLite file of entries, tags, reading lists and saved searches (no Qt)."""

from papershelf.library.db import Library, LibraryError, open_library

__all__ = ["Library", "LibraryError", "open_library"]
