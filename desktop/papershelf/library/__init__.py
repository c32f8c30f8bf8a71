"""The library: one SQLite file of entries, tags, reading lists and saved searches (no Qt)."""

import sys


def _import_peewee_without_drivers() -> None:
    """Import peewee with the PostgreSQL drivers hidden from it.

    peewee imports psycopg when it is installed (0.2 s of CPU: a quarter of the app's time
    to its first paint), though only a shared library on a server uses it; server.py brings
    psycopg in itself, with an adapter of its own (server.ServerAdapter). A driver that is
    already imported is left alone: peewee then sees it, which does no harm.
    """
    if "peewee" in sys.modules:
        return
    hidden = [name for name in ("psycopg", "psycopg2") if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # import raises ImportError
    try:
        import peewee  # noqa: F401
    finally:
        for name in hidden:
            del sys.modules[name]


_import_peewee_without_drivers()

from papershelf.library.db import Library, LibraryError, open_library  # noqa: E402

__all__ = ["Library", "LibraryError", "open_library"]
